// The per-ply scratch of a Search (internal to search*.cpp): the turn list,
// the ordering keys and the table of child positions already searched at
// this node (D1: different declarations can leave the same position).
#pragma once

#include <array>

#include "search.h"

namespace sc {

inline constexpr int kSeenSlots = 1024;  // a power of two

struct Search::PlyData {
  struct Seen {
    Key key = 0;
    std::uint64_t stamp = 0;
  };

  TurnList turns;
  // (order score + offset) << 16 | (0xFFFF - index): sorting these descending
  // gives a total order, so equal scores keep generation order on every run.
  std::array<std::uint64_t, kMaxTurns> order{};
  // A slot belongs to this node when its stamp is the node's; nothing is
  // cleared between nodes.
  std::array<Seen, kSeenSlots> seen{};
  std::uint64_t stamp = 0;
  int seenCount = 0;
  // The quiet turns searched at this node before a cutoff: their history
  // goes down by what the refuting turn's goes up.
  std::array<Turn, 32> quiets{};
  int quietCount = 0;
  // The turn being searched from this node (a null turn for the null move),
  // for the child's countermove.
  Turn current{};
};

// Order scores: the classes never overlap, so one sort does the whole job.
inline constexpr int kOrderTT = 1 << 30;
inline constexpr int kOrderWin = 1 << 29;
inline constexpr int kOrderShot = 1 << 28;              // + gain
inline constexpr int kOrderKiller = 1 << 27;            // + 1 or 2; below it, history
inline constexpr int kOrderCounter = kOrderKiller - 1;  // a quiet turn, first of them
inline constexpr std::int64_t kOrderOffset = std::int64_t(1) << 31;

constexpr std::uint64_t orderKey(int score, int index) {
  return (std::uint64_t(std::int64_t(score) + kOrderOffset) << 16) | std::uint64_t(0xFFFF - index);
}
constexpr int orderIndex(std::uint64_t key) { return 0xFFFF - int(key & 0xFFFF); }
constexpr int orderScore(std::uint64_t key) { return int(std::int64_t(key >> 16) - kOrderOffset); }

}  // namespace sc
