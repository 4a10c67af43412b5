// Game end (S18-S22) as seen from one position; repetition needs the game (game.h).
#pragma once

#include <string>
#include <string_view>

#include "position.h"

namespace sc {

enum class Outcome : std::uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

// A PGN Result tag's value: "1-0", "0-1", "1/2-1/2"; Ongoing for "*" or anything else.
Outcome outcomeOfResult(std::string_view result);

enum class EndReason : std::uint8_t {
  None,
  Check,                 // ongoing, and the side to move is in check
  BothMonarchsLost,      // S18
  Checkmate,             // S20
  Stalemate,             // S20 (draw, or loss with the option)
  InsufficientForce,     // S22
  BareMonarchs,          // S21
  QuietPlies,            // S21: 100 plies without shot, unload or bomber
  Repetition,            // S21: third occurrence (game.h)
  InsufficientMaterial,  // C9
  FiftyMoveRule,         // C10: the quiet limit as chess names it
  LastMonarchRanked,     // F17: a side's last monarch has the ruleset's winning rank
};

struct Status {
  Outcome outcome = Outcome::Ongoing;
  EndReason reason = EndReason::None;
  int rank = 0;  // LastMonarchRanked: the winning rank (F17's 10)
};

Status evaluateStatus(Position &pos);

// C9: (a) bare kings; (b) a king and one knight against a bare king;
// (c) kings and bishops only (at least one), all on squares of one colour.
// Only the material; whether the ruleset has the rule is `material`.
bool insufficientMaterial(const Position &pos);

// The command line's one-line form: "ongoing", "check", "white wins: checkmate",
// "draw: stalemate", ...
std::string statusText(const Status &s);

}  // namespace sc
