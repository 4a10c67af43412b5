#include "shapepainter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <cmath>

QColor ShapePainter::color(sc::ShapeColor color) {
  // Lichess's brushes, slightly see-through so the shooters under an arrow
  // stay readable.
  switch (color) {
    case sc::ShapeColor::Green:
      return QColor(21, 120, 27, 190);
    case sc::ShapeColor::Red:
      return QColor(136, 32, 32, 190);
    case sc::ShapeColor::Yellow:
      return QColor(230, 143, 0, 190);
    case sc::ShapeColor::Blue:
      return QColor(0, 48, 136, 190);
  }
  return QColor(21, 120, 27, 190);
}

void ShapePainter::paintShapes(QPainter &p, const BoardGeometry &g, const BoardScene &s) {
  // Under the teacher's shapes: those are the lesson, these only say where
  // the game goes on. The main line's arrow is the more opaque.
  for (const BoardScene::Continuation &c : s.continuations) {
    QColor colour = s.theme.continuation;
    if (!c.main) colour.setAlphaF(colour.alphaF() * 0.55);
    // Narrower than a teacher's arrow, so one drawn on the same turn shows.
    fillArrow(p,
              arrowPolygon(g.squareCenter(c.from), g.squareCenter(c.to), g.squareSize(),
                           g.squareSize() * 0.09 / 2, g.squareSize() * 0.22),
              colour);
  }
  for (const sc::Circle &circle : s.circles)
    paintCircle(p, g.squareRect(circle.square), color(circle.color));
  for (const sc::Arrow &arrow : s.arrows)
    paintArrow(p, g.squareCenter(arrow.from), g.squareCenter(arrow.to), g.squareSize(),
               color(arrow.color));
  // Lichess's widths: 12 down to 2 for the other lines, 15 for the best.
  for (const enginelines::LineArrow &line : s.engineAlternatives) {
    const qreal scale = (2 + 10 * line.weight) / 15;
    QColor colour = s.theme.engineAlternative;
    colour.setAlphaF(colour.alphaF() * (0.5 + 0.5 * line.weight));
    fillArrow(p,
              arrowPolygon(g.squareCenter(line.arrow.from), g.squareCenter(line.arrow.to),
                           g.squareSize(), g.squareSize() * 0.1 / 2 * scale,
                           g.squareSize() * 0.24 * std::max(0.5, scale)),
              colour);
  }
  for (const sc::Arrow &arrow : s.engineArrows)
    paintEngineArrow(
        p, g.squareCenter(arrow.from), g.squareCenter(arrow.to), g.squareSize(),
        arrow.color == sc::ShapeColor::Red ? s.theme.threatArrow : s.theme.engineArrow);
  if (s.pendingArrow) {
    QColor c = color(s.pendingArrow->color);
    c.setAlpha(120);
    paintArrow(p, g.squareCenter(s.pendingArrow->from), g.squareCenter(s.pendingArrow->to),
               g.squareSize(), c);
  }
}

void ShapePainter::paintArrow(QPainter &p, const QPointF &from, const QPointF &to, qreal sq,
                              const QColor &c) {
  fillArrow(p, arrowPolygon(from, to, sq, sq * 0.15 / 2, sq * 0.3), c);
}

void ShapePainter::fillArrow(QPainter &p, const QPolygonF &arrow, const QColor &c) {
  if (arrow.isEmpty()) return;
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(Qt::NoPen);
  p.setBrush(c);
  p.drawPolygon(arrow);
  p.restore();
}

void ShapePainter::paintEngineArrow(QPainter &p, const QPointF &from, const QPointF &to, qreal sq,
                                    const QColor &c) {
  const QPolygonF arrow = arrowPolygon(from, to, sq, sq * 0.1 / 2, sq * 0.24);
  if (arrow.isEmpty()) return;
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(QPen(QColor(255, 255, 255, 200), std::max(1.0, sq * 0.025), Qt::SolidLine, Qt::RoundCap,
                Qt::RoundJoin));
  p.setBrush(c);
  p.drawPolygon(arrow);
  p.restore();
}

QPolygonF ShapePainter::arrowPolygon(const QPointF &from, const QPointF &to, qreal sq, qreal shaft,
                                     qreal headWidth) {
  const QPointF d = to - from;
  const qreal length = std::hypot(d.x(), d.y());
  if (length < 1) return {};
  const QPointF u = d / length;
  const QPointF n(-u.y(), u.x());
  const qreal headLength = std::min(sq * 0.42, length * 0.6);
  // The tip stops just short of the centre, so two arrows meeting on a
  // square do not merge into one blot.
  const QPointF tip = to - u * (sq * 0.1);
  const QPointF base = tip - u * headLength;
  // One polygon, filled once: a shaft and a head drawn separately would
  // darken where their translucent colours overlap.
  return QPolygonF{from + n * shaft,     base + n * shaft, base + n * headWidth, tip,
                   base - n * headWidth, base - n * shaft, from - n * shaft};
}

void ShapePainter::paintCircle(QPainter &p, const QRectF &square, const QColor &c) {
  const qreal w = std::max(2.0, square.width() * 0.075);
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(QPen(c, w));
  p.setBrush(Qt::NoBrush);
  p.drawEllipse(square.adjusted(w / 2 + 1, w / 2 + 1, -w / 2 - 1, -w / 2 - 1));
  p.restore();
}

void ShapePainter::paintPreviewPath(QPainter &p, const BoardGeometry &g, const BoardScene &s) {
  const BoardScene::Preview &pv = s.preview;
  if (!pv.valid) return;
  const qreal sq = g.squareSize();
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setBrush(Qt::NoBrush);
  // The path declared, thin and dashed to its end; solid as far as the
  // shooter really flies (a survivor stops a series early, D4).
  QPolygonF full;
  QPolygonF flown;
  bool stopped = false;
  for (sc::Square square : pv.path) {
    full << g.squareCenter(square);
    if (!stopped) flown << g.squareCenter(square);
    stopped = stopped || square == pv.stop;
  }
  if (full.size() > 1) {
    QColor faint = s.theme.previewPath;
    faint.setAlpha(faint.alpha() / 2);
    p.setPen(QPen(faint, sq * 0.035, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(full);
  }
  if (flown.size() > 1) {
    p.setPen(QPen(s.theme.previewPath, sq * 0.07, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(flown);
  }
  // A shooter that ends where it started gets a ring: it stays (a shot
  // standing, B12, has no path but stays all the same).
  const bool standingShot = pv.shotFrom && *pv.shotFrom == pv.origin && !pv.shotTargets.isEmpty();
  if ((full.size() > 1 || standingShot) && pv.stop == pv.origin && !pv.originRemoved) {
    p.setPen(QPen(s.theme.previewPath, sq * 0.06));
    p.drawEllipse(g.squareRect(pv.stop).adjusted(sq * 0.08, sq * 0.08, -sq * 0.08, -sq * 0.08));
  }

  // K17: every member of a frontal attack travels, as the first one does.
  p.setPen(QPen(s.theme.previewPath, sq * 0.07, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  for (const auto &[from, to] : pv.group) p.drawLine(g.squareCenter(from), g.squareCenter(to));
  // K12: the blast takes the landing square's eight neighbours, of either
  // colour: one ring round the nine squares says what the crosses mean.
  if (pv.blast) paintBlast(p, g, *pv.blast, s.theme.previewFall);

  // Shots: a dashed line from the firing square to each target.
  if (pv.shotFrom)
    for (sc::Square target : pv.shotTargets)
      paintShot(p, g.squareCenter(*pv.shotFrom), g.squareCenter(target), sq, s.theme.previewFall,
                false);
  p.restore();
}

void ShapePainter::paintLastShots(QPainter &p, const BoardGeometry &g, const BoardScene &s) {
  if (s.lastShots.isEmpty()) return;
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  for (const BoardScene::Shot &shot : s.lastShots)
    paintShot(p, g.squareCenter(shot.from), g.squareCenter(shot.to), g.squareSize(), s.theme.tracer,
              true);
  p.restore();
}

void ShapePainter::paintShot(QPainter &p, const QPointF &from, const QPointF &to, qreal sq,
                             const QColor &c, bool fired) {
  const QPointF d = to - from;
  const qreal length = std::hypot(d.x(), d.y());
  if (length < sq * 0.5) return;
  const QPointF muzzle = from + d / length * (sq * 0.36);
  const qreal width = std::max(fired ? 2.5 : 1.5, sq * (fired ? 0.085 : 0.045));
  if (!fired) {
    p.setPen(QPen(c, width, Qt::DashLine, Qt::RoundCap));
    p.drawLine(muzzle, to);
    return;
  }
  // A streak, narrow and faint at the muzzle, full at the target: the eye
  // follows the shot the way it flew, and the gun's own picture stays clear.
  // A filled shape, not a gradient pen, which SVG export would draw black.
  QLinearGradient fade(muzzle, to);
  QColor start = c;
  start.setAlpha(c.alpha() / 4);
  fade.setColorAt(0, start);
  fade.setColorAt(1, c);
  const QPointF n = QPointF(-d.y(), d.x()) / length;
  const QPolygonF streak{muzzle + n * (width * 0.2), to + n * (width * 0.6), to - n * (width * 0.6),
                         muzzle - n * (width * 0.2)};
  p.setPen(Qt::NoPen);
  p.setBrush(fade);
  p.drawPolygon(streak);
  p.setBrush(c);
  p.drawEllipse(to, sq * 0.09, sq * 0.09);
}

void ShapePainter::paintPreviewMarks(QPainter &p, const BoardGeometry &g, const BoardScene &s) {
  const BoardScene::Preview &pv = s.preview;
  if (!pv.valid) return;
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  for (sc::Square square : pv.falls) paintCross(p, g.squareRect(square), s.theme.previewFall);
  for (const auto &change : pv.rankChanges)
    paintRankChange(p, g.squareRect(change.square), change.before, change.after);
  p.restore();
}

void ShapePainter::paintBlast(QPainter &p, const BoardGeometry &g, sc::Square centre,
                              const QColor &c) {
  const qreal sq = g.squareSize();
  // The 3x3 block, cut to the board at its edges (and flipped with it).
  QRectF area = g.squareRect(centre);
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      const int f = sc::fileOf(centre) + df, r = sc::rankOf(centre) + dr;
      if (f >= 0 && r >= 0 && f < g.files() && r < g.ranks())
        area = area.united(g.squareRect(sc::makeSquare(f, r)));
    }
  QColor fill = c;
  fill.setAlpha(40);
  p.save();
  p.setBrush(fill);
  p.setPen(QPen(c, sq * 0.05, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
  const qreal inset = sq * 0.04;
  p.drawRoundedRect(area.adjusted(inset, inset, -inset, -inset), sq * 0.2, sq * 0.2);
  p.restore();
}

void ShapePainter::paintCross(QPainter &p, const QRectF &r, const QColor &c) {
  const qreal sq = r.width();
  const QRectF x = r.adjusted(sq * 0.2, sq * 0.2, -sq * 0.2, -sq * 0.2);
  // A white halo keeps the cross readable over dark and light shooters.
  for (const auto &[width, pen] :
       {std::pair{sq * 0.15, QColor(255, 255, 255, 170)}, std::pair{sq * 0.09, c}}) {
    p.setPen(QPen(pen, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(x.topLeft(), x.bottomRight());
    p.drawLine(x.topRight(), x.bottomLeft());
  }
}

void ShapePainter::paintRankChange(QPainter &p, const QRectF &r, int before, int after) {
  const qreal sq = r.width();
  QFont font;
  font.setBold(true);
  font.setPixelSize(std::max(8, int(sq * 0.24)));
  const QString text = QStringLiteral("%1\u2192%2").arg(before).arg(after);
  const QFontMetricsF metrics(font);
  const qreal h = metrics.height() + 2;
  const qreal w = metrics.horizontalAdvance(text) + h * 0.6;
  const QRectF pill(r.center().x() - w / 2, r.top() + sq * 0.04, w, h);
  p.setPen(Qt::NoPen);
  p.setBrush(after < before ? QColor(190, 30, 30, 235) : QColor(25, 120, 75, 235));
  p.drawRoundedRect(pill, h / 2, h / 2);
  p.setFont(font);
  p.setPen(Qt::white);
  p.drawText(pill, Qt::AlignCenter, text);
}
