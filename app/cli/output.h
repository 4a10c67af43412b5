// Formatting shared by the commands that list turns: the sorted, notated list
// of legal turns and the JSON object of one turn.
#pragma once

#include <string>
#include <vector>

#include "position.h"

namespace cli {

struct NotatedTurn {
  std::string notation;  // with '+' or '#' (formatTurnWithSuffix)
  sc::Turn turn;
};

// Every legal turn with its notation, sorted by notation (byte order), so
// that listings are stable whatever order the generator produces.
std::vector<NotatedTurn> notatedLegalTurns(sc::Position &pos);

// The one-line JSON object of `legal --json` for a legal turn; `pos` is the
// position before it and is left unchanged.
std::string turnJson(sc::Position &pos, const NotatedTurn &t);

}  // namespace cli
