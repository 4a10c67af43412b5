// ShapePainter: the overlays of the board: a teacher's arrows and circles in
// the four Lichess colours, and the marks of the turn preview (path, shot
// lines, crosses on the shooters that fall, "9→4" on those that lose rank).
#pragma once

#include <QColor>
#include <QPointF>
#include <QPolygonF>

#include "boardgeometry.h"
#include "boardscene.h"

class QPainter;

class ShapePainter {
 public:
  static QColor color(sc::ShapeColor color);

  static void paintShapes(QPainter &p, const BoardGeometry &g, const BoardScene &s);
  // The preview in two layers around the ghost shooters: the path and shot
  // lines under them, the crosses and rank labels over them.
  static void paintPreviewPath(QPainter &p, const BoardGeometry &g, const BoardScene &s);
  static void paintPreviewMarks(QPainter &p, const BoardGeometry &g, const BoardScene &s);
  // The last turn's standing shots: a tracer from each shooter to what it hit.
  static void paintLastShots(QPainter &p, const BoardGeometry &g, const BoardScene &s);

  static void paintArrow(QPainter &p, const QPointF &from, const QPointF &to, qreal squareSize,
                         const QColor &color);
  static void paintCircle(QPainter &p, const QRectF &square, const QColor &color);
  // An engine arrow: narrower than a teacher's, with a light rim.
  static void paintEngineArrow(QPainter &p, const QPointF &from, const QPointF &to,
                               qreal squareSize, const QColor &color);

 private:
  static QPolygonF arrowPolygon(const QPointF &from, const QPointF &to, qreal squareSize,
                                qreal shaftWidth, qreal headWidth);
  static void fillArrow(QPainter &p, const QPolygonF &arrow, const QColor &color);
  // A shot from the shooter's square to its target's: it leaves the shooter's
  // edge (the shooter stays visible) and ends on the target. Dashed: a shot
  // that would be fired; solid and fading in towards the target: one fired.
  static void paintShot(QPainter &p, const QPointF &from, const QPointF &to, qreal squareSize,
                        const QColor &color, bool fired);
  // K12: a ring round a landing square and the eight squares its blast takes.
  static void paintBlast(QPainter &p, const BoardGeometry &g, sc::Square centre, const QColor &c);
  static void paintCross(QPainter &p, const QRectF &square, const QColor &color);
  static void paintRankChange(QPainter &p, const QRectF &square, int before, int after);
};
