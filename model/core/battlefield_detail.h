// Internal to the battlefield files (battlefield.h): the small predicates
// the generator, the check and the edits share.
#pragma once

#include "position.h"

namespace sc::battlefield::detail {

inline int forward(Color c) { return c == Color::White ? N : S; }
inline int backward(Color c) { return c == Color::White ? S : N; }

// A piece (not a crater) of colour `c` on `s`.
inline bool pieceOf(const Position &pos, Square s, Color c) {
  const Cell &x = pos.at(s);
  return !x.empty() && x.color == c && !pos.variant().piece(x).crater;
}

// K4, K9: what a piece that takes by moving may land on: an enemy piece or a
// crater the enemy made.
inline bool takeable(const Position &pos, Square s, Color us) {
  const Cell &x = pos.at(s);
  return !x.empty() && x.color != us;
}

// K10: a cannon or its ammunition stays within its side's home rows.
inline bool inZone(const Position &pos, const PieceType &pt, Square s, Color c) {
  return !pt.homeZone || pos.variant().relativeRank(s, c) < pos.rules().battlefield.homeRows;
}

// A slide's range in direction `d` for a side (K6's elite, K15's archer).
inline int slideRange(const PieceType &pt, int d, Color c) {
  const int wd = pt.relative && c == Color::Black ? mirrorDir(d) : d;
  return pt.dirRanges[std::size_t(wd)] ? pt.dirRanges[std::size_t(wd)] : pt.moveRange;
}

}  // namespace sc::battlefield::detail
