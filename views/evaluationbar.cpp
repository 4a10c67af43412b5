#include "evaluationbar.h"

#include <cmath>

#include <QPainter>

#include "moveclassification.h"

EvaluationBar::EvaluationBar(QWidget *parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
  setToolTip(tr("No evaluation of this position yet"));
}

void EvaluationBar::setEvaluation(std::optional<int> whiteScore) {
  if (whiteScore == m_score) return;
  m_score = whiteScore;
  setToolTip(m_score ? tr("Evaluation: %1").arg(Analysis::describeScore(*m_score))
                     : tr("No evaluation of this position yet"));
  setAccessibleDescription(toolTip());
  update();
}

void EvaluationBar::setFlipped(bool flipped) {
  if (flipped == m_flipped) return;
  m_flipped = flipped;
  update();
}

void EvaluationBar::setPawnEquivalent(int pawn) {
  if (pawn <= 0 || pawn == m_pawn) return;
  m_pawn = pawn;
  update();
}

double EvaluationBar::whiteShare() const {
  if (!m_score) return 0.5;
  return Analysis::winPercent(*m_score, sc::Color::White, m_pawn) / 100.0;
}

QString EvaluationBar::label() const {
  if (!m_score) return {};
  // Narrow: no "+", and fewer decimals as the number grows ("1.35", "12.0",
  // "145"), so that it fits the bar's width in a small font.
  QString text = Analysis::formatScore(*m_score);
  if (text.startsWith(u'+')) text.remove(0, 1);
  if (text.startsWith(u'#') || !text.contains(u'.')) return text;
  const double ranks = *m_score / 100.0;
  const int decimals = std::abs(ranks) >= 99.95 ? 0 : std::abs(ranks) >= 9.995 ? 1 : 2;
  return QString::number(ranks, 'f', decimals);
}

QSize EvaluationBar::sizeHint() const { return {28, 320}; }
QSize EvaluationBar::minimumSizeHint() const { return {20, 80}; }

void EvaluationBar::paintEvent(QPaintEvent *) {
  QPainter painter(this);
  const QRectF bar = QRectF(rect()).adjusted(2, 2, -2, -2);
  const QColor white(0xf2, 0xf2, 0xf2), black(0x40, 0x40, 0x40);
  if (!m_score) {
    painter.fillRect(bar, palette().color(QPalette::Mid));
    return;
  }
  // White's part grows from White's edge of the board.
  const double whiteHeight = bar.height() * whiteShare();
  QRectF whitePart = bar, blackPart = bar;
  if (m_flipped) {
    whitePart.setHeight(whiteHeight);
    blackPart.setTop(whitePart.bottom());
  } else {
    blackPart.setHeight(bar.height() - whiteHeight);
    whitePart.setTop(blackPart.bottom());
  }
  painter.fillRect(blackPart, black);
  painter.fillRect(whitePart, white);
  // The middle: where an equal game stands.
  painter.setPen(QPen(palette().color(QPalette::Highlight), 1));
  painter.drawLine(QPointF(bar.left(), bar.center().y()), QPointF(bar.right(), bar.center().y()));
  painter.setPen(QPen(palette().color(QPalette::Dark), 1));
  painter.drawRect(bar);

  // The score at the end of the side that leads, in its opposite colour.
  QFont font = painter.font();
  font.setPointSizeF(font.pointSizeF() * 0.75);
  font.setBold(true);
  painter.setFont(font);
  const bool whiteLeads = *m_score >= 0;
  const bool atTop = whiteLeads == m_flipped;
  const QRectF slot = atTop ? QRectF(bar.left(), bar.top() + 2, bar.width(), 16)
                            : QRectF(bar.left(), bar.bottom() - 18, bar.width(), 16);
  painter.setPen(whiteLeads ? black : white);
  // A bar made narrower than its hint still shows the whole number.
  const QString text = label();
  while (font.pointSizeF() > 5 && QFontMetricsF(font).horizontalAdvance(text) > slot.width()) {
    font.setPointSizeF(font.pointSizeF() - 0.5);
    painter.setFont(font);
  }
  painter.drawText(slot, Qt::AlignCenter, text);
}
