#include "rankchart.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "rankhistory.h"

namespace {

// A round step for the y axis's grid (1, 2, 5, 10, 20, ...), about 4 lines.
int gridStep(int range) {
  int step = 1;
  for (int scale = 1;; scale *= 10)
    for (int m : {1, 2, 5})
      if ((step = m * scale) * 4 >= range) return step;
}

}  // namespace

RankChart::RankChart(RankHistory *history, QWidget *parent) : QWidget(parent), m_history(history) {
  setMouseTracking(true);
  setCursor(Qt::PointingHandCursor);
  setToolTip(tr("The total rank of each side over the line; click a ply to go there"));
  connect(history, &RankHistory::lineChanged, this, [this] {
    updateRange();
    update();
  });
  connect(history, &RankHistory::currentChanged, this, qOverload<>(&QWidget::update));
  updateRange();
}

// White in amber, Black in blue: both read on a light and a dark base, and
// neither is confused with the board's red marks.
QColor RankChart::sideColor(sc::Color side, const QPalette &palette) {
  const bool dark = palette.color(QPalette::Base).lightness() < 128;
  if (side == sc::Color::White) return dark ? QColor(0xf2, 0xb1, 0x3c) : QColor(0xc0, 0x7a, 0x0a);
  return dark ? QColor(0x7c, 0xaa, 0xff) : QColor(0x24, 0x55, 0xc0);
}

void RankChart::updateRange() {
  int lo = INT_MAX, hi = INT_MIN;
  for (const RankPoint &p : m_history->points())
    for (int t : p.total) {
      lo = std::min(lo, t);
      hi = std::max(hi, t);
    }
  if (lo > hi) lo = hi = 0;
  // At least ten ranks of height, so a single wound does not fill the chart.
  const int pad = std::max(1, (10 - (hi - lo)) / 2);
  const int step = gridStep(hi - lo + 2 * pad);
  m_min = std::max(0, (lo - pad) / step * step);
  m_max = ((hi + pad + step - 1) / step) * step;
  if (m_max <= m_min) m_max = m_min + step;
}

QRectF RankChart::plotRect() const {
  const QFontMetrics fm = fontMetrics();
  const qreal left = fm.horizontalAdvance(QStringLiteral("999")) + 10;
  const qreal top = fm.height() + 8;  // the legend
  const qreal bottom = fm.height() + 6;
  return QRectF(left, top, width() - left - 10, height() - top - bottom);
}

QPointF RankChart::pointPosition(int index, sc::Color side) const {
  const auto &points = m_history->points();
  const QRectF r = plotRect();
  const int last = std::max(1, int(points.size()) - 1);
  const qreal x = r.left() + r.width() * index / last;
  const int value = points[size_t(index)].total[size_t(sc::index(side))];
  const qreal y = r.bottom() - r.height() * (value - m_min) / std::max(1, m_max - m_min);
  return {x, y};
}

int RankChart::indexAt(qreal x) const {
  const int count = int(m_history->points().size());
  if (count == 0) return -1;
  const QRectF r = plotRect();
  const int last = std::max(1, count - 1);
  const int i = int(std::lround((x - r.left()) * last / std::max(1.0, r.width())));
  return std::clamp(i, 0, count - 1);
}

void RankChart::paintEvent(QPaintEvent *) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QPalette pal = palette();
  p.fillRect(rect(), pal.color(QPalette::Base));
  const auto &points = m_history->points();
  const QRectF r = plotRect();
  const QFontMetrics fm = fontMetrics();
  QColor grid = pal.color(QPalette::Text);
  grid.setAlpha(40);
  QColor label = pal.color(QPalette::Text);
  label.setAlpha(170);

  // Grid and the y axis's values.
  const int step = gridStep(m_max - m_min);
  p.setFont(font());
  for (int v = m_min; v <= m_max; v += step) {
    const qreal y = r.bottom() - r.height() * (v - m_min) / std::max(1, m_max - m_min);
    p.setPen(QPen(grid, 1));
    p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
    p.setPen(label);
    p.drawText(QRectF(0, y - fm.height() / 2.0, r.left() - 5, fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
  }
  // The x axis: plies, about every 60 pixels.
  const int count = int(points.size());
  const int last = std::max(1, count - 1);
  const int every = gridStep(std::max(1, int(last * 60 / std::max(1.0, r.width()) * 4)));
  for (int ply = 0; ply < count; ply += every) {
    const qreal x = r.left() + r.width() * ply / last;
    p.setPen(label);
    p.drawText(QRectF(x - 30, r.bottom() + 3, 60, fm.height()), Qt::AlignHCenter | Qt::AlignTop,
               QString::number(ply));
  }

  // The current ply: a band under the lines.
  const int current = m_history->currentIndex();
  QColor highlight = pal.color(QPalette::Highlight);
  if (current >= 0 && current < count) {
    const qreal x = pointPosition(current, sc::Color::White).x();
    highlight.setAlpha(60);
    const qreal w = std::max(6.0, r.width() / last);
    p.fillRect(QRectF(x - w / 2, r.top(), w, r.height()), highlight);
    highlight.setAlpha(255);
    p.setPen(QPen(highlight, 1.5));
    p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
  }

  // The two lines, their points when there is room, and the fallen monarchs.
  const bool dots = r.width() / last >= 5;
  for (sc::Color side : {sc::Color::White, sc::Color::Black}) {
    const QColor c = sideColor(side, pal);
    QPainterPath path;
    for (int i = 0; i < count; ++i) {
      const QPointF pt = pointPosition(i, side);
      if (i == 0)
        path.moveTo(pt);
      else
        path.lineTo(pt);
    }
    p.setPen(QPen(c, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    p.setBrush(c);
    p.setPen(Qt::NoPen);
    for (int i = 0; dots && i < count; ++i) p.drawEllipse(pointPosition(i, side), 2.5, 2.5);
    if (current >= 0 && current < count) {
      p.setPen(QPen(highlight, 2));
      p.drawEllipse(pointPosition(current, side), 4.5, 4.5);
    }
  }
  const QColor fall(0xe0, 0x30, 0x30);
  for (int i = 0; i < count; ++i)
    for (sc::Color side : {sc::Color::White, sc::Color::Black}) {
      if (!points[size_t(i)].monarchFell[size_t(sc::index(side))]) continue;
      // A red diamond with the side's colour inside.
      const QPointF c = pointPosition(i, side);
      QPolygonF diamond(
          {c + QPointF(0, -7), c + QPointF(7, 0), c + QPointF(0, 7), c + QPointF(-7, 0)});
      p.setPen(QPen(fall, 2));
      p.setBrush(sideColor(side, pal));
      p.drawPolygon(diamond);
    }

  // The legend.
  qreal x = r.left();
  const qreal y = 4 + fm.height() / 2.0;
  for (sc::Color side : {sc::Color::White, sc::Color::Black}) {
    p.setPen(QPen(sideColor(side, pal), 3, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(x, y), QPointF(x + 16, y));
    const QString text = side == sc::Color::White ? tr("White") : tr("Black");
    p.setPen(pal.color(QPalette::Text));
    p.drawText(QPointF(x + 21, y + fm.ascent() / 2.0 - 1), text);
    x += 21 + fm.horizontalAdvance(text) + 16;
  }
  p.setPen(QPen(fall, 2));
  p.setBrush(Qt::NoBrush);
  p.drawPolygon(
      QPolygonF({QPointF(x + 6, y - 6), QPointF(x + 12, y), QPointF(x + 6, y + 6), QPointF(x, y)}));
  p.setPen(pal.color(QPalette::Text));
  p.drawText(QPointF(x + 17, y + fm.ascent() / 2.0 - 1), tr("monarch fell"));
}

void RankChart::mousePressEvent(QMouseEvent *event) {
  if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
  const int i = indexAt(event->position().x());
  if (i >= 0) emit nodeRequested(m_history->points()[size_t(i)].node);
}

QString RankChart::describe(int index) const {
  const RankPoint &pt = m_history->points()[size_t(index)];
  QString text = tr("Ply %1: White %2, Black %3")
                     .arg(pt.ply)
                     .arg(pt.total[size_t(sc::index(sc::Color::White))])
                     .arg(pt.total[size_t(sc::index(sc::Color::Black))]);
  if (pt.monarchFell[0]) text += QLatin1Char('\n') + tr("White lost a monarch");
  if (pt.monarchFell[1]) text += QLatin1Char('\n') + tr("Black lost a monarch");
  return text;
}

bool RankChart::event(QEvent *event) {
  if (event->type() == QEvent::ToolTip) {
    auto *help = static_cast<QHelpEvent *>(event);
    const int i = indexAt(help->pos().x());
    if (i >= 0 && plotRect().adjusted(-6, -6, 6, 6).contains(help->pos()))
      QToolTip::showText(help->globalPos(), describe(i), this);
    else
      QToolTip::showText(help->globalPos(), toolTip(), this);
    return true;
  }
  return QWidget::event(event);
}
