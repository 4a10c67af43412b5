// The project's turn notation: one token per turn (docs/notation.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "message.h"
#include "movegen.h"
#include "sfen.h"

namespace sc {

// The token of a legal turn in `pos`, without check suffix; "--" for a pass.
std::string formatTurn(const Position &pos, const Turn &t);
// With "+" when the opponent's royal monarch is then in check, "#" for checkmate.
std::string formatTurnWithSuffix(Position &pos, const Turn &t);
// How an engine writes the turn over UCI: long algebraic for rulesets that
// write SAN (chess GUIs expect it), the token of formatTurn otherwise.
std::string formatEngineTurn(const Position &pos, const Turn &t);

// The tokens, with suffixes, of a line of legal turns played from `start`
// (an engine's principal variation, say).
std::vector<std::string> formatLine(const Position &start, const std::vector<Turn> &line);

// Why a token names no turn, as a translatable message (message.h): `column`
// counts from 1 when the token cannot be read, and is 0 when it reads but
// names no legal turn.
struct TurnError {
  int column = 0;
  Message reason;
};

// Reads a token and finds the legal turn it names. On failure fills `error`
// with the reason ("Rb1@b5: the rook on b1 cannot shoot b5: a pawn on b3 is in the way",
// "column 1: ..." when it cannot be read) and `why` with the same as data.
std::optional<Turn> parseTurn(Position &pos, const std::string &token, std::string *error = nullptr,
                              TurnError *why = nullptr);

// D39: an annotator's pass, as ChessBase writes it ("--"; Scid's "Z0" reads
// too). No rule system lets a side pass, so it is never a legal turn and
// parseTurn refuses it; the PGN reader and the workbench's turn box take it
// where mayPass allows, to show what the other side threatens.
inline constexpr const char *kNullToken = "--";
bool isNullToken(std::string_view token);
inline Turn nullTurn() {
  Turn t;
  t.kind = TurnKind::Null;
  return t;
}
// Whether the side to move may pass in an annotation: the game goes on, it is
// not in check, and no fortune of war is due (K24: its outcome is not a choice).
bool mayPass(Position &pos);

// Why the declaration `t` (any squares, not necessarily legal) is not a legal
// turn in `pos`, in the words parseTurn uses without the token ("e5 is 5
// squares away, a rook's range is 4") as a translatable message; none() when it
// is legal. `pos` is restored.
Message explainTurn(Position &pos, const Turn &t);

}  // namespace sc
