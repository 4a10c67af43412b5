// help and rulesets: the commands that read no position.
#include <iostream>
#include <stdexcept>

#include "commands.h"
#include "registry.h"
#include "ruleset.h"

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

// One line per ruleset, "NAME: TITLE", then one indented line per option it
// offers with its default and its values (F22).
int runRulesets(const Args &) {
  const sc::Registry &registry = sc::Registry::instance();
  for (const std::string &name : registry.names()) {
    std::string error;
    const sc::VariantPtr variant = registry.load(name, {}, error);
    if (!variant) throw std::runtime_error("built-in ruleset " + name + ": " + error);
    const sc::Ruleset &rules = variant->rules();
    std::cout << name << ": " << rules.title << "\n";
    for (const std::string &key : rules.offeredOptions)
      std::cout << "  --option " << key << "=" << sc::optionValue(rules.options, key) << "  ("
                << sc::optionValues(key) << ")\n";
  }
  return kExitOk;
}

}  // namespace cli
