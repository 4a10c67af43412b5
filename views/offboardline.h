// OffBoard::line: what a Cannon Battle Chess position keeps off the board,
// in one line of words for under a diagram: "White: credit 4, losses 17,
// waiting: Archer ×2 · Black: … · The fortune of war at move 20" (K20-K24).
// A picture of the squares alone is not the position there; the web page
// (gamehtml.h) and the exported board (boardexport.h) print this under it.
#pragma once

#include <QString>

namespace sc {
class Position;
}

namespace OffBoard {

// Empty for a rule system that keeps nothing off the board.
QString line(const sc::Position &position);

}  // namespace OffBoard
