// The commands of `shooters` and the one table that lists them: main() reads
// it to dispatch, help reads it to print usage, so a command cannot exist in
// one and be missing from the other.
#pragma once

#include <string>
#include <vector>

#include "args.h"

namespace cli {

// Each command prints its result on stdout and returns the exit code; a
// problem is thrown as UsageError (its exitCode says which kind).
int runPerft(const Args &args);
int runLegal(const Args &args);
int runApply(const Args &args);
int runStatus(const Args &args);
int runShow(const Args &args);
int runRulesets(const Args &args);
int runAnalyze(const Args &args);
int runMatch(const Args &args);
int runGames(const Args &args);
int runHelp(const Args &args);

struct Command {
  CommandSpec spec;
  int (*run)(const Args &);
  const char *synopsis;  // the usage line after "shooters "
  const char *summary;   // one line for the command list
  const char *details;   // the rest of `shooters <cmd> --help`
};

const std::vector<Command> &commands();
const Command *findCommand(const std::string &name);

// The general usage text (`shooters --help`) and one command's.
std::string generalHelp();
std::string commandHelp(const Command &c);

}  // namespace cli
