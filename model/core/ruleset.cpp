#include "ruleset.h"

#include <algorithm>

namespace sc {

int Ruleset::pieceByLetter(char upper) const {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].letter == upper) return int(i);
  return -1;
}

bool Ruleset::onBoard(int file, int rank) const {
  if (file < 0 || rank < 0 || file >= board.files || rank >= board.ranks) return false;
  const Square s = makeSquare(file, rank);
  return std::find(board.holes.begin(), board.holes.end(), s) == board.holes.end();
}

namespace {

struct OptionInfo {
  const char *key;
  const char *values;  // for messages and `shooters rulesets`
};
constexpr OptionInfo kOptions[] = {
    {"stalemate", "draw|loss"},        // S20
    {"insufficient-force", "on|off"},  // S22
    {"monarch-shield", "on|off"},      // F13
};

std::string onOff(const std::string &key, const std::string &value, bool &out) {
  if (value == "on")
    out = true;
  else if (value == "off")
    out = false;
  else
    return "option '" + key + "': unknown value '" + value + "'; known: on, off";
  return {};
}

}  // namespace

// The option names are the command line's (--option KEY=VALUE) and the ruleset
// file's ("options" object), so one message serves both.
std::string applyOption(RuleOptions &options, const std::string &key, const std::string &value) {
  if (key == "stalemate") {  // S20
    if (value == "draw")
      options.stalemate = StalemateRule::Draw;
    else if (value == "loss")
      options.stalemate = StalemateRule::Loss;
    else
      return "option 'stalemate': unknown value '" + value + "'; known: draw, loss";
    return {};
  }
  if (key == "insufficient-force") return onOff(key, value, options.insufficientForce);  // S22
  if (key == "monarch-shield") return onOff(key, value, options.monarchShield);          // F13
  return "unknown option '" + key + "'; known: stalemate, insufficient-force, monarch-shield";
}

// A ruleset answers only for the options it offers, so that an analyst cannot
// switch on a rule its edition does not have (F13 in the revised edition).
std::string applyOption(Ruleset &rules, const std::string &key, const std::string &value) {
  const auto &offered = rules.offeredOptions;
  if (std::find(offered.begin(), offered.end(), key) == offered.end()) {
    std::string known;
    for (const auto &k : offered) known += (known.empty() ? "" : ", ") + k;
    return "unknown option '" + key + "' for ruleset '" + rules.name +
           "'; known: " + (known.empty() ? "none" : known);
  }
  return applyOption(rules.options, key, value);
}

std::string optionValues(const std::string &key) {
  for (const OptionInfo &o : kOptions)
    if (key == o.key) return o.values;
  return {};
}

std::string optionValue(const RuleOptions &options, const std::string &key) {
  if (key == "stalemate") return options.stalemate == StalemateRule::Draw ? "draw" : "loss";
  if (key == "insufficient-force") return options.insufficientForce ? "on" : "off";
  if (key == "monarch-shield") return options.monarchShield ? "on" : "off";
  return {};
}

}  // namespace sc
