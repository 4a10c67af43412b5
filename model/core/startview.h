// How a game first appears on the board: at which turn, and from which side.
// Lichess's studies write [Orientation "black"] for a chapter shown from
// Black's side, and other programs (En Croissant, lichessTools) read it; a
// game set up from a position is shown from the side that moves first, as
// Lichess orients a study chapter and a puzzle collection's solver expects.
// A puzzle whose first turn is the opponent's (Lichess's puzzle table, where
// Orientation names the solver) opens after that turn, where the solver
// moves. Plain C++, no Qt (docs/pgn.md, "Orientation").
#pragma once

#include <optional>

#include "gametree.h"

namespace sc {

// Whether the game starts from a position of its own rather than its rule
// system's start (PGN writes SetUp and FEN for it).
bool startsFromSetUp(const GameTree &tree);

// The Orientation tag's side ("white" or "black", in any case), if any.
std::optional<Color> orientationTag(const GameTree &tree);

struct StartView {
  NodeId node = 0;            // the turn shown first: the root, or a puzzle's first turn
  std::optional<Color> side;  // the side at the bottom; none: as the user last chose
};

StartView startView(const GameTree &tree);

}  // namespace sc
