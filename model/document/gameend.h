// GameEnd: how a position ends the game, in words and as PGN's result, for
// every view that says it (the status bar, the board's banner, the Result
// tag a game-ending turn writes).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "position.h"
#include "status.h"

struct GameEnd {
  Q_DECLARE_TR_FUNCTIONS(GameEnd)

 public:
  sc::Outcome outcome = sc::Outcome::Ongoing;
  sc::EndReason reason = sc::EndReason::None;

  // The game's end at `pos`, or nothing while it goes on.
  static std::optional<GameEnd> at(const sc::Position &pos);
  // "1-0", "0-1", "1/2-1/2".
  std::string result() const;
  // "White wins: checkmate", "Draw: repetition".
  QString sentence() const;
  static QString reasonText(sc::EndReason reason);
};
