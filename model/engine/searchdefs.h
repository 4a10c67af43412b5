// Constants and score conventions shared by the search and its callers.
#pragma once

#include "types.h"

namespace sc {

// Plies from the root the search (quiescence included) can reach; the fixed
// per-ply arrays are this long.
inline constexpr int kMaxPly = 64;

// Slots of the static evaluation cache (a power of two, at most 2^16: 512 KB
// a search).
inline constexpr std::size_t kEvalCacheSlots = std::size_t(1) << 16;

// Scores in centi-ranks. A decided game is kMate less the plies to its end,
// so shorter wins score higher; every such score lies beyond kMateBound.
inline constexpr int kInfinity = 32000;
inline constexpr int kMate = 31000;
inline constexpr int kMateBound = kMate - 2 * kMaxPly;
// The half-width of the root's first aspiration window (searchroot.cpp).
inline constexpr int kAspiration = 40;

constexpr bool isDecided(int score) { return score >= kMateBound || score <= -kMateBound; }
// Plies until the game ends, for a decided score.
constexpr int pliesToEnd(int score) { return kMate - (score < 0 ? -score : score); }
// The decision counted in turns of the side to move (UCI "mate N"): a win
// in 1 is one turn of ours, a loss in 1 is one turn of ours and one of theirs.
constexpr int turnsToEnd(int score) {
  return score > 0 ? (pliesToEnd(score) + 1) / 2 : pliesToEnd(score) / 2;
}

// The null turn: a Move from a square to itself, which no generator produces.
constexpr bool isNullTurn(const Turn &t) { return t.kind == TurnKind::Move && t.from == t.to; }

}  // namespace sc
