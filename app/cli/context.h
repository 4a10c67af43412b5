// What every rules command needs before it starts: the ruleset (with the
// user's options) and the position, read with messages a user can act on.
#pragma once

#include <string>

#include "args.h"
#include "position.h"
#include "sfen.h"

namespace cli {

// Loads --ruleset (default "shooters") with every --option. Throws UsageError.
sc::VariantPtr loadVariant(const Args &args);

// Reads --fen, or the ruleset's start position when it is absent. Throws
// UsageError whose message shows the SFEN with a caret under the bad column.
sc::Position loadPosition(const Args &args, const sc::VariantPtr &variant);

// The two lines under a parse error: the text, and a caret under `column`
// (counted from 1), both indented by `indent` spaces.
std::string caretLines(const std::string &text, int column, int indent = 2);

}  // namespace cli
