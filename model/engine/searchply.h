// The per-ply scratch of a Search (internal to search*.cpp): the turn list,
// the ordering keys and the table of child positions already searched at
// this node (D1: different declarations can leave the same position).
#pragma once

#include <array>
#include <cstddef>

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

// Which root turn a search visits k-th, the turns before `first` being the
// lines already chosen and the one at `first - 1` searched first. The main
// thread (helpers == 0) takes the list in order; a Lazy SMP helper takes the
// turns after the first backwards, the first helper from the last turn and
// another from its share of the list on, wrapping round, so that the main
// thread and a helper meet where their work is even.
constexpr std::size_t rootVisit(std::size_t k, std::size_t first, std::size_t size, int helper,
                                int helpers) {
  if (helpers == 0 || k < first || size <= first) return k;
  const std::size_t rest = size - first;
  const std::size_t start = rest * std::size_t(helper) / std::size_t(helpers);
  return first + (rest - 1 - (k - first + start) % rest);
}

}  // namespace sc
