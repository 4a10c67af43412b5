// The project's turn notation: one token per turn (docs/notation.md).
#pragma once

#include <optional>
#include <string>

#include "movegen.h"
#include "sfen.h"

namespace sc {

// The token of a legal turn in `pos`, without check suffix.
std::string formatTurn(const Position &pos, const Turn &t);
// With "+" when the opponent's royal monarch is then in check, "#" for checkmate.
std::string formatTurnWithSuffix(Position &pos, const Turn &t);

// Reads a token and finds the legal turn it names. On failure fills `error`
// with the reason ("Rb1@b5: the rook on b1 cannot shoot b5: a pawn on b3 is in the way").
std::optional<Turn> parseTurn(Position &pos, const std::string &token, std::string *error = nullptr);

// Why the declaration `t` (any squares, not necessarily legal) is not a legal
// turn in `pos`, in the words parseTurn uses without the token ("e5 is 5
// squares away, a rook's range is 4"); empty when it is legal. `pos` is restored.
std::string explainTurn(Position &pos, const Turn &t);

}  // namespace sc
