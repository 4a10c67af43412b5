// Ruleset JSON with inheritance from the built-in ones: never a crash, and a
// ruleset that loads compiles into a variant whose start position reads.
#include "fuzzcommon.h"
#include "rulesetloader.h"
#include "sfen.h"
#include "variant.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size > 16384) return 0;
  const std::string text(reinterpret_cast<const char *>(data), size);
  std::string error;
  const sc::RulesetLookup lookup = [](const std::string &name) {
    return sc::Registry::instance().source(name);
  };
  std::optional<sc::Ruleset> rules = sc::loadRuleset(text, "fuzz.json", lookup, error);
  if (!rules) return 0;
  const auto variant = std::make_shared<const sc::Variant>(*rules);
  if (!sc::readSfen(variant, rules->startSfen))
    fuzz::fail("a loaded ruleset's start does not read", rules->startSfen);
  return 0;
}
