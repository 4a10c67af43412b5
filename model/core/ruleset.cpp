#include "ruleset.h"

#include <algorithm>

namespace sc {

int Ruleset::pieceByLetter(char upper) const {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].letter == upper) return int(i);
  return -1;
}

std::string Ruleset::cite(const std::string &id) const {
  for (const auto &[cited, replacing] : cites)
    if (cited == id) return replacing;
  return id;
}

bool Ruleset::onBoard(int file, int rank) const {
  if (file < 0 || rank < 0 || file >= board.files || rank >= board.ranks) return false;
  const Square s = makeSquare(file, rank);
  return std::find(board.holes.begin(), board.holes.end(), s) == board.holes.end();
}

namespace {

// Every option of every rule system: its key, its values (the first is the
// value index 0 of the field it sets) and where it lives in RuleOptions.
struct OptionInfo {
  const char *key;
  std::vector<std::string> values;
  int (*get)(const RuleOptions &);
  void (*set)(RuleOptions &, int);
};

const std::vector<OptionInfo> &options() {
  static const std::vector<OptionInfo> table = {
      {"stalemate",
       {"draw", "loss"},  // S20
       [](const RuleOptions &o) { return int(o.stalemate); },
       [](RuleOptions &o, int v) { o.stalemate = StalemateRule(v); }},
      {"insufficient-force",
       {"on", "off"},  // S22
       [](const RuleOptions &o) { return o.insufficientForce ? 0 : 1; },
       [](RuleOptions &o, int v) { o.insufficientForce = v == 0; }},
      {"monarch-shield",
       {"on", "off"},  // F13
       [](const RuleOptions &o) { return o.monarchShield ? 0 : 1; },
       [](RuleOptions &o, int v) { o.monarchShield = v == 0; }},
      {"acquired-weapons",
       {"own-pattern", "type-only"},  // M4
       [](const RuleOptions &o) { return int(o.acquiredWeapons); },
       [](RuleOptions &o, int v) { o.acquiredWeapons = AcquiredWeapons(v); }},
      {"queen-defence",
       {"strong", "weak"},  // M6
       [](const RuleOptions &o) { return int(o.queenDefence); },
       [](RuleOptions &o, int v) { o.queenDefence = QueenDefence(v); }},
      {"volley",
       {"all", "subset"},  // M9
       [](const RuleOptions &o) { return int(o.volley); },
       [](RuleOptions &o, int v) { o.volley = VolleyRule(v); }},
      {"soldier-diagonal-capture",
       {"on", "off"},  // B16
       [](const RuleOptions &o) { return o.soldierDiagonalCapture ? 0 : 1; },
       [](RuleOptions &o, int v) { o.soldierDiagonalCapture = v == 0; }},
      {"king-blast",
       {"royal", "immune"},  // K26
       [](const RuleOptions &o) { return o.kingBlastRoyal ? 0 : 1; },
       [](RuleOptions &o, int v) { o.kingBlastRoyal = v == 0; }},
  };
  return table;
}

const OptionInfo *find(const std::string &key) {
  for (const OptionInfo &o : options())
    if (key == o.key) return &o;
  return nullptr;
}

std::string joined(const std::vector<std::string> &items, const char *sep) {
  std::string out;
  for (const auto &i : items) out += (out.empty() ? "" : sep) + i;
  return out;
}

}  // namespace

// The option names are the command line's (--option KEY=VALUE) and the ruleset
// file's ("options" object), so one message serves both.
std::string applyOption(RuleOptions &opts, const std::string &key, const std::string &value) {
  const OptionInfo *o = find(key);
  if (!o) {
    std::vector<std::string> keys;
    for (const OptionInfo &i : options()) keys.push_back(i.key);
    return "unknown option '" + key + "'; known: " + joined(keys, ", ");
  }
  for (std::size_t v = 0; v < o->values.size(); ++v)
    if (o->values[v] == value) {
      o->set(opts, int(v));
      return {};
    }
  return "option '" + key + "': unknown value '" + value + "'; known: " + joined(o->values, ", ");
}

// A ruleset answers only for the options it offers, so that an analyst cannot
// switch on a rule its edition does not have (F13 in the revised edition).
std::string applyOption(Ruleset &rules, const std::string &key, const std::string &value) {
  const auto &offered = rules.offeredOptions;
  if (std::find(offered.begin(), offered.end(), key) == offered.end())
    return "unknown option '" + key + "' for ruleset '" + rules.name +
           "'; known: " + (offered.empty() ? "none" : joined(offered, ", "));
  return applyOption(rules.options, key, value);
}

std::string optionValues(const std::string &key) {
  const OptionInfo *o = find(key);
  return o ? joined(o->values, "|") : std::string();
}

std::string optionValue(const RuleOptions &opts, const std::string &key) {
  const OptionInfo *o = find(key);
  return o ? o->values[std::size_t(o->get(opts))] : std::string();
}

std::string optionsText(const Ruleset &rules) {
  std::string text;
  for (const std::string &key : rules.offeredOptions)
    text += (text.empty() ? "" : " ") + key + '=' + optionValue(rules.options, key);
  return text;
}

}  // namespace sc
