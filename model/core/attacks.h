// The attack tests behind check and pins (S19, C2, B12): which squares lie on
// one line, and whether a side's pieces that take by moving or by firing reach
// a square. Internal to the rules core (movegen.cpp, legality.cpp).
#pragma once

#include <array>
#include <cstdint>

#include "position.h"

namespace sc {

namespace detail {
struct Line {
  std::int8_t dir = -1;
  std::int8_t dist = 0;
};
inline constexpr int kSpan = 2 * kGridSize - 1;
constexpr std::array<Line, kSpan * kSpan> makeLines() {
  std::array<Line, kSpan * kSpan> t{};
  for (int d = 0; d < kDirections; ++d)
    for (int k = 1; k < kGridSize; ++k) {
      Line &l = t[(dirRank(d) * k + kGridSize - 1) * kSpan + dirFile(d) * k + kGridSize - 1];
      l.dir = std::int8_t(d);
      l.dist = std::int8_t(k);
    }
  return t;
}
inline constexpr auto kLines = makeLines();
}  // namespace detail

// Where `to` lies from `from` along one of the 8 lines: direction and
// distance, or false when it is on none. A table over the file and rank
// difference, inline, since the attack test asks this for every square a
// shooter could move to.
inline bool aligned(Square from, Square to, int &dir, int &dist) {
  const detail::Line l =
      detail::kLines[(rankOf(to) - rankOf(from) + kGridSize - 1) * detail::kSpan + fileOf(to) -
                     fileOf(from) + kGridSize - 1];
  dir = l.dir;
  dist = l.dist;
  return l.dir >= 0;
}

// Whether a piece of `attacker` that takes by moving (C2) could take on `sq`:
// the first piece on each ray from `sq` (B9: or the second, for a slider that
// passes one friendly piece), and every leaper square. A piece immune to the
// attacker's type (B11) cannot be taken by it.
bool moverAttacks(const Position &pos, Square sq, Color attacker);

// B12, B13: whether a piece of `attacker` that takes by firing could shoot the
// piece on `sq`: the first piece on each line from `sq`, within its range and
// shooting back along that line, and not immune to it (B11).
bool firerAttacks(const Position &pos, Square sq, Color attacker);

}  // namespace sc
