#include "gameend.h"

#include "game.h"

std::optional<GameEnd> GameEnd::at(const sc::Position &pos) {
  // A copy: the status generates turns, which needs make/undo. The position's
  // history is the line that led to it, so a repetition ends the game too.
  sc::Position copy = pos;
  const sc::Status status = sc::evaluateGameStatus(copy);
  if (status.outcome == sc::Outcome::Ongoing) return std::nullopt;
  return GameEnd{status.outcome, status.reason};
}

std::string GameEnd::result() const {
  switch (outcome) {
    case sc::Outcome::WhiteWins:
      return "1-0";
    case sc::Outcome::BlackWins:
      return "0-1";
    case sc::Outcome::Draw:
      return "1/2-1/2";
    case sc::Outcome::Ongoing:
      break;
  }
  return "*";
}

QString GameEnd::sentence() const {
  switch (outcome) {
    case sc::Outcome::WhiteWins:
      return tr("White wins: %1").arg(reasonText(reason));
    case sc::Outcome::BlackWins:
      return tr("Black wins: %1").arg(reasonText(reason));
    case sc::Outcome::Draw:
      return tr("Draw: %1").arg(reasonText(reason));
    case sc::Outcome::Ongoing:
      break;
  }
  return {};
}

QString GameEnd::reasonText(sc::EndReason reason) {
  switch (reason) {
    case sc::EndReason::BothMonarchsLost:
      return tr("no monarch left");
    case sc::EndReason::Checkmate:
      return tr("checkmate");
    case sc::EndReason::Stalemate:
      return tr("stalemate");
    case sc::EndReason::InsufficientForce:
      return tr("insufficient force");
    case sc::EndReason::BareMonarchs:
      return tr("bare monarchs");
    case sc::EndReason::QuietPlies:
      return tr("100 quiet plies");
    case sc::EndReason::Repetition:
      return tr("repetition");
    case sc::EndReason::InsufficientMaterial:
      return tr("insufficient material");
    case sc::EndReason::FiftyMoveRule:
      return tr("fifty-move rule");
    case sc::EndReason::LastMonarchRanked:  // F17
      return tr("last monarch at the winning rank");
    case sc::EndReason::None:
    case sc::EndReason::Check:
      break;
  }
  return {};
}
