#include "timecontrol.h"

#include <algorithm>

namespace sc {

namespace {

// With no control in sight, each turn takes a thirtieth of what is left, so
// the clock shrinks by a thirtieth a turn and a long game never runs it out.
// A control far off counts as forty turns away: the turns before it share
// no more thinly than that.
constexpr int kTurnsWhenUnknown = 30;
constexpr int kMostTurnsPlanned = 40;

}  // namespace

TurnTime allotTime(const GameClock &clock, int overheadMs) {
  const long long left = std::max(1LL, (long long)clock.timeMs - std::max(0, overheadMs));
  const int toGo =
      clock.movesToGo > 0 ? std::min(clock.movesToGo, kMostTurnsPlanned) : kTurnsWhenUnknown;
  const long long share = left / toGo + std::max(0, clock.incMs) * 3LL / 4;
  TurnTime t;
  t.hardMs = int(std::clamp(share * 3, 1LL, std::max(1LL, left * 8 / 10)));
  t.softMs = int(std::clamp(share / 2, 1LL, (long long)t.hardMs));
  return t;
}

}  // namespace sc
