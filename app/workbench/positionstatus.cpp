#include "positionstatus.h"

#include "gamedocument.h"
#include "gameend.h"
#include "status.h"

namespace {

QString sideName(sc::Color side) {
  return side == sc::Color::White ? PositionStatus::tr("White") : PositionStatus::tr("Black");
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

void PositionStatus::setShownPosition(const sc::Position *position) {
  m_shown.reset();
  if (position) m_shown = *position;
  refresh();
}

void PositionStatus::refresh() {
  if (!m_document) return;
  // A copy: evaluating the status generates turns, which needs make/undo.
  sc::Position pos = m_shown ? *m_shown : m_document->position();
  const sc::Status status = sc::evaluateStatus(pos);
  if (status.outcome != sc::Outcome::Ongoing) {
    setText(GameEnd{status.outcome, status.reason}.sentence());
    return;
  }
  const QString side = sideName(pos.sideToMove());
  setText(status.reason == sc::EndReason::Check
              ? tr("Turn %1: %2 to move, in check").arg(pos.turnNumber()).arg(side)
              : tr("Turn %1: %2 to move").arg(pos.turnNumber()).arg(side));
}
