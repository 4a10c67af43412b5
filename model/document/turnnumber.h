// Game > Go to Turn, as Scid's "go to move number": a turn of the board's line
// named by the number the notation prints before it. "12" or "12." is White's
// twelfth turn, "12..." or "12…" Black's. The line is the way from the start
// to the current turn and on along its main continuation (Game > End's line),
// so a turn inside a variation finds its neighbours in that variation.
#pragma once

#include <QString>
#include <optional>

#include "gametree.h"

class GameDocument;

struct TurnNumber {
  int number = 0;
  // Black's when the text ends in an ellipsis; unsaid, White's turn of that
  // number, or Black's when the line has no White one (a game set up with
  // Black to move starts with "12...").
  std::optional<sc::Color> side;
};

// The number in `text` (spaces around it allowed), or nothing when it names no turn.
std::optional<TurnNumber> parseTurnNumber(const QString &text);

// The turn of the board's line with that number; kNoNode when the line has none.
sc::NodeId findTurn(const GameDocument &document, const TurnNumber &turn);

// The board's line's first and last turns (kNoNode both for a line with none).
std::pair<sc::NodeId, sc::NodeId> lineTurns(const GameDocument &document);
