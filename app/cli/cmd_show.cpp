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
  if (rules.battlefield.on) {  // K24, K20-K23: what lies off the board
    std::cout << "Fortune:  "
              << (pos.fortune() ? "at move " + std::to_string(pos.fortune()) : std::string("none"))
              << (pos.fortuneDue() ? " (due now)" : "") << "\n";
    for (sc::Color c : {sc::Color::White, sc::Color::Black}) {
      std::string pool;
      for (int i = 0; i < int(rules.pieces.size()) && i < sc::kPoolTypes; ++i)
        for (int n = 0; n < pos.pool(c, i); ++n) pool += rules.pieces[std::size_t(i)].letter;
      std::cout << (c == sc::Color::White ? "White:    " : "Black:    ") << "pool "
                << (pool.empty() ? "-" : pool) << ", credit " << pos.credit(c) << ", lost "
                << pos.lost(c) << "\n";
    }
  } else {
    std::cout << "Bridges:  " << bridgeList(pos) << "\n";
  }
  std::cout << "Status:   " << sc::statusText(sc::evaluateStatus(pos)) << "\n";
  std::cout << "SFEN:     " << sc::writeSfen(pos) << "\n";
  return kExitOk;
}

}  // namespace cli
