// Command-line arguments: one pass that splits the words into a command, its
// options and its positional words, and checks them against the command's
// table. Nothing here knows the rules; it only knows the words.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cli {

// A problem with what the user typed: the message goes to stderr, the exit
// code tells scripts what kind of problem it was.
struct UsageError {
  std::string message;
  int exitCode = 2;
};

// Exit codes shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitIllegalTurn = 1;  // apply: a turn is unreadable or illegal
inline constexpr int kExitProblems = 1;     // games: the file has a problem
inline constexpr int kExitUsage = 2;        // anything else the user got wrong

struct Args {
  std::string command;                        // "" when none was given
  std::vector<std::string> positional;        // words after the command
  std::map<std::string, std::string> values;  // --fen, --depth, --ruleset: last one wins
  std::vector<std::string> options;           // every --option KEY=VALUE, in order
  std::vector<std::string> flags;             // --json, --divide, --help
  std::vector<std::string> given;             // every option name given, for per-command checks

  bool has(const std::string &flag) const;
  std::optional<std::string> value(const std::string &name) const;
};

// Splits argv. Throws UsageError for an unknown option or a missing value.
// Global options (--ruleset, --option) and command options may stand anywhere,
// before or after the command, so the first word that is not an option (or an
// option's value) is the command.
Args parseArgs(const std::vector<std::string> &words);

// Which options a command takes and whether it takes positional words.
struct CommandSpec {
  std::string name;
  std::vector<std::string> options;  // besides the global ones and --help
  bool positional = false;           // apply: the turns; help: a command name
};

// Throws UsageError when an option given does not apply to the command.
void checkOptions(const Args &args, const CommandSpec &spec);

// A whole number in [min, max]; throws UsageError naming the option otherwise.
int parseInt(const std::string &text, const std::string &what, int min, int max);

}  // namespace cli
