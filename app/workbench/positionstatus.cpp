#include "positionstatus.h"

#include "gamedocument.h"
#include "status.h"

namespace {

QString sideName(sc::Color side) {
  return side == sc::Color::White ? PositionStatus::tr("White") : PositionStatus::tr("Black");
}

QString reasonText(sc::EndReason reason) {
  switch (reason) {
    case sc::EndReason::BothMonarchsLost:
      return PositionStatus::tr("no monarch left");
    case sc::EndReason::Checkmate:
      return PositionStatus::tr("checkmate");
    case sc::EndReason::Stalemate:
      return PositionStatus::tr("stalemate");
    case sc::EndReason::InsufficientForce:
      return PositionStatus::tr("insufficient force");
    case sc::EndReason::BareMonarchs:
      return PositionStatus::tr("bare monarchs");
    case sc::EndReason::QuietPlies:
      return PositionStatus::tr("100 quiet plies");
    case sc::EndReason::Repetition:
      return PositionStatus::tr("repetition");
    case sc::EndReason::InsufficientMaterial:
      return PositionStatus::tr("insufficient material");
    case sc::EndReason::FiftyMoveRule:
      return PositionStatus::tr("fifty-move rule");
    case sc::EndReason::LastMonarchRanked:  // F17
      return PositionStatus::tr("last monarch at the winning rank");
    case sc::EndReason::None:
    case sc::EndReason::Check:
      break;
  }
  return {};
}

}  // namespace

PositionStatus::PositionStatus(GameDocument *document, QWidget *parent)
    : QLabel(parent), m_document(document) {
  setObjectName(QStringLiteral("positionStatus"));
  setContentsMargins(6, 0, 6, 0);
  // The status generates every legal turn: while the user holds an arrow key
  // it is worked out once, when the steps pause, not at every step.
  m_delay.setSingleShot(true);
  m_delay.setInterval(60);
  connect(&m_delay, &QTimer::timeout, this, &PositionStatus::refresh);
  connect(document, &GameDocument::currentNodeChanged, &m_delay, qOverload<>(&QTimer::start));
  connect(document, &GameDocument::gameReset, &m_delay, qOverload<>(&QTimer::start));
  refresh();
}

void PositionStatus::refresh() {
  if (!m_document) return;
  // A copy: evaluating the status generates turns, which needs make/undo.
  sc::Position pos = m_document->position();
  const sc::Status status = sc::evaluateStatus(pos);
  const QString side = sideName(pos.sideToMove());
  switch (status.outcome) {
    case sc::Outcome::Ongoing:
      setText(status.reason == sc::EndReason::Check
                  ? tr("Turn %1: %2 to move, in check").arg(pos.turnNumber()).arg(side)
                  : tr("Turn %1: %2 to move").arg(pos.turnNumber()).arg(side));
      break;
    case sc::Outcome::WhiteWins:
      setText(tr("White wins: %1").arg(reasonText(status.reason)));
      break;
    case sc::Outcome::BlackWins:
      setText(tr("Black wins: %1").arg(reasonText(status.reason)));
      break;
    case sc::Outcome::Draw:
      setText(tr("Draw: %1").arg(reasonText(status.reason)));
      break;
  }
}
