// Clock times in PGN comments, as Lichess, ChessBase and DGT boards write
// them: [%clk 0:02:58] (the mover's clock after the turn) and [%emt 0:00:05]
// (the time the turn took). The reader keeps the text as written, so a save
// gives back the same command; these say whether a text is a time and how
// the notation shows it.
#pragma once

#include <string>
#include <string_view>

namespace sc::pgn {

// H:MM:SS or M:SS, an hour or minute field of 1 to 3 digits and two-digit
// fields after it, with an optional fraction of a second (".4", ".25").
bool isClockText(std::string_view text);

// The time as a move list shows it: "2:58", "1:05:00", "0:07.4" (no leading
// hour when it is 0, no leading zero on the first field). Empty for a text
// that is not a time.
std::string shortClock(std::string_view text);

// The seconds a time names ("0:02:58.4" is 178.4), or -1 for a text that is
// not a time.
double clockSeconds(std::string_view text);

}  // namespace sc::pgn
