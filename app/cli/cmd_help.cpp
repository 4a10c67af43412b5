// help and rulesets: the commands that read no position.
#include <iostream>

#include "commands.h"
#include "registry.h"

namespace cli {

int runHelp(const Args &args) {
  if (args.positional.empty()) {
    std::cout << generalHelp();
    return kExitOk;
  }
  if (args.positional.size() > 1)
    throw UsageError{"'help' takes one command name, not '" + args.positional[1] + "'"};
  const Command *c = findCommand(args.positional.front());
  if (!c) throw UsageError{"no command '" + args.positional.front() + "' (see 'shooters --help')"};
  std::cout << commandHelp(*c);
  return kExitOk;
}

int runRulesets(const Args &) {
  for (const std::string &name : sc::Registry::instance().names()) std::cout << name << "\n";
  return kExitOk;
}

}  // namespace cli
