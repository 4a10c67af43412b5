// show: the position as a text diagram with the facts a player asks first.
#include <iostream>

#include "commands.h"
#include "context.h"
#include "diagram.h"
#include "sfen.h"
#include "status.h"

namespace cli {

int runShow(const Args &args) {
  const sc::VariantPtr variant = loadVariant(args);
  sc::Position pos = loadPosition(args, variant);
  const sc::Ruleset &rules = pos.rules();
  const std::string title = rules.title.empty() ? rules.name : rules.title;

  std::cout << title << "\n\n" << drawBoard(pos) << "\n";
  std::cout << "To move:  " << (pos.sideToMove() == sc::Color::White ? "white" : "black") << "\n";
  std::cout << "Turn:     " << pos.turnNumber() << "\n";
  std::cout << "Quiet:    " << pos.quietPlies() << " of " << rules.quietLimit << " plies\n";
  std::cout << "Bridges:  " << bridgeList(pos) << "\n";
  std::cout << "Status:   " << sc::statusText(sc::evaluateStatus(pos)) << "\n";
  std::cout << "SFEN:     " << sc::writeSfen(pos) << "\n";
  return kExitOk;
}

}  // namespace cli
