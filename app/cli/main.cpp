// `shooters`: the command line over the rules core. main() only dispatches;
// every failure becomes a message on stderr and an exit code, never a crash,
// because other tools drive this program and read its exit status.
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"

int main(int argc, char **argv) {
  std::ios::sync_with_stdio(false);
  try {
    const cli::Args args = cli::parseArgs(std::vector<std::string>(argv + 1, argv + argc));
    if (args.command.empty()) {
      if (args.has("--help")) {
        std::cout << cli::generalHelp();
        return cli::kExitOk;
      }
      std::cerr << "shooters: no command given\n\n" << cli::generalHelp();
      return cli::kExitUsage;
    }
    const cli::Command *command = cli::findCommand(args.command);
    if (!command)
      throw cli::UsageError{"unknown command '" + args.command + "' (see 'shooters --help')"};
    if (args.has("--help")) {
      std::cout << cli::commandHelp(*command);
      return cli::kExitOk;
    }
    cli::checkOptions(args, command->spec);
    const int code = command->run(args);
    std::cout.flush();
    return code;
  } catch (const cli::UsageError &e) {
    std::cout.flush();
    std::cerr << "shooters: " << e.message << "\n";
    return e.exitCode;
  } catch (const std::exception &e) {
    // A failure inside the core is a bug, but the caller still gets a message.
    std::cout.flush();
    std::cerr << "shooters: internal error: " << e.what() << "\n";
    return 3;
  }
}
