#include "args.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace cli {

namespace {

struct OptionInfo {
  const char *name;
  bool takesValue;
};

// Every option any command knows. One table, so that a value-taking option
// swallows its value wherever it stands (a FEN could otherwise be taken for a
// command word).
constexpr OptionInfo kOptions[] = {
    {"--ruleset", true},      {"--option", true},    {"--fen", true},   {"--depth", true},
    {"--divide", false},      {"--json", false},     {"--help", false}, {"--movetime", true},
    {"--multipv", true},      {"--games", true},     {"--white", true}, {"--black", true},
    {"--seed", true},         {"--max-plies", true}, {"--write", true}, {"--pgn", true},
    {"--concurrency", true},  {"--openings", true},  {"--sprt", true},  {"--time-margin", true},
    {"--hang-timeout", true},
};

const OptionInfo *findOption(const std::string &name) {
  for (const OptionInfo &o : kOptions)
    if (name == o.name) return &o;
  return nullptr;
}

bool isGlobal(const std::string &name) {
  return name == "--ruleset" || name == "--option" || name == "--help";
}

}  // namespace

bool Args::has(const std::string &flag) const {
  return std::find(flags.begin(), flags.end(), flag) != flags.end();
}

std::optional<std::string> Args::value(const std::string &name) const {
  auto it = values.find(name);
  if (it == values.end()) return std::nullopt;
  return it->second;
}

Args parseArgs(const std::vector<std::string> &words) {
  Args args;
  bool onlyPositional = false;  // after "--", every word is positional
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string &w = words[i];
    // K21's withdraw is written "-Qd1": a single dash, a letter and a square is
    // a turn, not an option (every option but -h is long).
    const bool withdrawToken = w.size() > 2 && w[0] == '-' && w != "-h" &&
                               std::isalpha(static_cast<unsigned char>(w[1])) &&
                               std::any_of(w.begin(), w.end(), [](char c) {
                                 return std::isdigit(static_cast<unsigned char>(c));
                               });
    const bool looksLikeOption = !onlyPositional && !withdrawToken && w.size() > 1 && w[0] == '-';
    if (!looksLikeOption) {
      if (args.command.empty())
        args.command = w;
      else
        args.positional.push_back(w);
      continue;
    }
    if (w == "--") {
      onlyPositional = true;
      continue;
    }
    std::string name = w == "-h" ? "--help" : w;
    std::optional<std::string> inlineValue;  // --fen=... form
    if (auto eq = name.find('='); eq != std::string::npos && name.rfind("--", 0) == 0) {
      inlineValue = name.substr(eq + 1);
      name = name.substr(0, eq);
    }
    const OptionInfo *info = findOption(name);
    if (!info) throw UsageError{"unknown option '" + w + "' (see 'shooters --help')"};
    args.given.push_back(name);
    if (!info->takesValue) {
      if (inlineValue) throw UsageError{"option '" + name + "' takes no value"};
      args.flags.push_back(name);
      continue;
    }
    std::string value;
    if (inlineValue) {
      value = *inlineValue;
    } else {
      if (i + 1 >= words.size()) throw UsageError{"option '" + name + "' needs a value"};
      value = words[++i];
    }
    if (name == "--option")
      args.options.push_back(value);
    else
      args.values[name] = value;
  }
  return args;
}

void checkOptions(const Args &args, const CommandSpec &spec) {
  for (const std::string &name : args.given) {
    if (isGlobal(name)) continue;
    if (std::find(spec.options.begin(), spec.options.end(), name) == spec.options.end())
      throw UsageError{"option '" + name + "' does not apply to '" + spec.name +
                       "' (see 'shooters " + spec.name + " --help')"};
  }
  if (!spec.positional && !args.positional.empty())
    throw UsageError{"'" + spec.name + "' takes no argument '" + args.positional.front() + "'"};
}

int parseInt(const std::string &text, const std::string &what, int min, int max) {
  int n = 0;
  const char *end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, n);
  if (text.empty() || ec != std::errc() || ptr != end || n < min || n > max)
    throw UsageError{what + " must be a whole number from " + std::to_string(min) + " to " +
                     std::to_string(max) + ", not '" + text + "'"};
  return n;
}

}  // namespace cli
