// apply and status: play a line of turns, and judge a position.
#include <iostream>

#include "commands.h"
#include "context.h"
#include "notation.h"
#include "status.h"

namespace cli {

namespace {

// parseTurn's reasons usually start with the token itself ("Ra1@a6: ...");
// our message names the token already, so drop the repeat.
std::string reasonWithoutToken(const std::string &reason, const std::string &token) {
  std::size_t b = token.find_first_not_of(" \t\r\n");
  std::size_t e = token.find_last_not_of(" \t\r\n");
  const std::string trimmed = b == std::string::npos ? "" : token.substr(b, e - b + 1);
  for (const std::string &prefix : {token + ": ", trimmed + ": "})
    if (!trimmed.empty() && reason.rfind(prefix, 0) == 0) return reason.substr(prefix.size());
  return reason;
}

}  // namespace

int runApply(const Args &args) {
  const sc::VariantPtr variant = loadVariant(args);
  sc::Position pos = loadPosition(args, variant);
  for (std::size_t i = 0; i < args.positional.size(); ++i) {
    const std::string &token = args.positional[i];
    std::string reason;
    const std::optional<sc::Turn> turn = sc::parseTurn(pos, token, &reason);
    if (!turn) {
      if (reason.empty()) reason = "not a legal turn here";
      throw UsageError{"turn " + std::to_string(i + 1) + " '" + token +
                           "': " + reasonWithoutToken(reason, token) +
                           "\n  position: " + sc::writeSfen(pos),
                       kExitIllegalTurn};
    }
    pos.make(*turn);
  }
  std::cout << sc::writeSfen(pos) << "\n";
  return kExitOk;
}

int runStatus(const Args &args) {
  const sc::VariantPtr variant = loadVariant(args);
  sc::Position pos = loadPosition(args, variant);
  std::cout << sc::statusText(sc::evaluateStatus(pos)) << "\n";
  return kExitOk;
}

}  // namespace cli
