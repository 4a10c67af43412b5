// Reads a ruleset from JSON with inheritance ("inherits": "shooters") and a
// strict check: unknown keys, wrong types and contradictory values are named
// with their line, column and key path.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "ruleset.h"

namespace sc {

// Looks up the text of a parent ruleset by name (the registry, or files).
using RulesetLookup = std::function<const std::string *(const std::string &name)>;

// `origin` names the text in messages ("shooters.json"). Returns std::nullopt
// and fills `error` ("shooters.json:12:5: pieces.Q.range: expected a whole number from 1 to 15").
std::optional<Ruleset> loadRuleset(const std::string &text, const std::string &origin,
                                   const RulesetLookup &lookup, std::string &error);

}  // namespace sc
