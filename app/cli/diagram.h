// The text diagram of `shooters show`: a framed board with rank numbers and
// file letters on both sides, sized from the board shape and the largest
// rank, so 8x8 and wider boards align alike in a terminal.
#pragma once

#include <string>

#include "position.h"

namespace cli {

// One square's text without padding: "Q9", "p1", "r3*" (below the base rank),
// "P4+" (above it, after an unload), "." when empty, "" for a hole.
std::string cellLabel(const sc::Position &pos, sc::Square s);

// The board, one line per rank, rank 1 at the bottom; bridges drawn as '='
// between horizontally bridged cells and '||' between vertically bridged
// ranks (a spacer line only where a vertical bridge needs one).
std::string drawBoard(const sc::Position &pos);

// "d2=e2, a7=b7", lower square first, in square order; "none" without bridges.
std::string bridgeList(const sc::Position &pos);

}  // namespace cli
