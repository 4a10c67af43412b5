// A player's clock as a time for one turn: what a UCI engine is told with
// "go wtime … btime … winc … binc … movestogo …" (docs/engine.md, "UCI").
#pragma once

#include <optional>
#include <string>

namespace sc {

// A match's time control as cutechess-cli writes it: "40/60+0.6" (40 turns
// in 60 s, then 40 more in another 60 s, 0.6 s added after every turn),
// "60+0.6", "90", "1:30+1" (a period's time in minutes:seconds); seconds may
// have a fraction (up to milliseconds).
struct TimeControl {
  int moves = 0;             // turns per period; 0: the whole game
  int baseMs = 0;            // the period's time
  int incMs = 0;             // added after each turn
  std::string text() const;  // "40/60+0.6", as PGN's TimeControl tag takes it
};
std::optional<TimeControl> parseTimeControl(const std::string &text, std::string &error);

struct GameClock {
  int timeMs = 0;     // left on the clock of the side to move
  int incMs = 0;      // added after each of its turns
  int movesToGo = 0;  // turns until the next time control; 0: the rest of the game
};

struct TurnTime {
  int softMs = 0;  // no new iteration starts after this
  int hardMs = 0;  // the search stops here, inside an iteration if need be
};

// An even share of what is left (over the turns to go, thirty when the clock
// does not say) plus three quarters of the increment, less `overheadMs` for
// the time a turn takes to reach the GUI: the soft limit is half the share,
// the hard one three shares, never more than eight tenths of the clock.
TurnTime allotTime(const GameClock &clock, int overheadMs);

}  // namespace sc
