// Whether a set-up position can start a game, and why not, in words. The board
// editor lets analysts set up anything; only what would break the rules' own
// assumptions is a problem (docs/turn-input.md, "Validation"):
//   - a side without a monarch (the game would already be over, S18);
//   - a shooter off the board or of an unknown type;
//   - a rank outside 1..the type's maxRank (S3);
//   - a bridge that does not point at a friendly shooter pointing back, or
//     joins shooters that are not side by side (S4, S15);
//   - the side not to move in check (its royal monarch shootable now, S19):
//     the side to move could shoot it down, which no legal game reaches.
// Nine queens, pawns on the back rank or a high quiet counter are not problems.
#pragma once

#include <string>
#include <vector>

#include "message.h"
#include "position.h"

namespace sc {

enum class ProblemKind : std::uint8_t {
  NoMonarch,          // side
  BadCell,            // square: unknown type or not on the board
  RankOutOfRange,     // square
  BrokenBridge,       // square (and other): partner missing, not friendly, not pointing back
  BridgeNotAdjacent,  // square, other: not side by side
  OpponentInCheck,    // side (the one not to move)
  BadCounter,         // quiet plies < 0, turn number < 1
  MonarchCount,       // side: FEN rule systems need exactly one king (C14)
  PieceOnEndRank,     // square: a piece that promotes on its first or last rank (C14)
  BadReserve,         // side, value = piece index: a pool holds what never leaves the board (K21)
};

// A problem as data, so the document layer can translate it: `message` is the
// sentence as a translatable template, `text` its English the core and the
// command line use.
struct PositionProblem {
  ProblemKind kind = ProblemKind::NoMonarch;
  Color side = Color::White;
  Square square = 0;
  Square other = 0;
  int value = 0;  // the bad rank / counter
  std::string text;
  Message message;
};

std::vector<PositionProblem> findProblems(const Position &pos);

// The sentences of findProblems: "Black has no monarch",
// "c1 and d2 are not side by side, so they cannot be bridged".
std::vector<std::string> validatePosition(const Position &pos);

}  // namespace sc
