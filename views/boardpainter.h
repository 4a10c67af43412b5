// BoardPainter: draws a BoardScene with a QPainter on any paint device (the
// board widget, a QImage for PNG export, a QSvgGenerator for SVG export).
// Layers, bottom to top: frame and coordinates, squares, highlights, bridge
// bars, shooters, bridge links, the last shot's tracer, hints, the preview's
// path, ghost shooters where the preview ends, its crosses and rank labels,
// circles, arrows, rank badges, and the dragged shooter.
#pragma once

#include <QRectF>

#include "boardgeometry.h"
#include "boardscene.h"

class PieceSet;
class QPainter;

class BoardPainter {
 public:
  explicit BoardPainter(PieceSet &pieces) : m_pieces(pieces) {}

  void paint(QPainter &painter, const BoardGeometry &geometry, const BoardScene &scene);

  // The part of a square a shooter's picture covers.
  static QRectF pieceRect(const QRectF &square);

 private:
  void paintFrame(QPainter &p, const BoardGeometry &g, const BoardScene &s) const;
  void paintHomeBases(QPainter &p, const BoardGeometry &g, const BoardScene &s, int rows) const;
  void paintSquares(QPainter &p, const BoardGeometry &g, const BoardScene &s) const;
  void paintTints(QPainter &p, const BoardGeometry &g, const BoardScene &s) const;
  void paintBridgeBars(QPainter &p, const BoardGeometry &g, const BoardScene &s) const;
  void paintBridgeLinks(QPainter &p, const BoardGeometry &g, const BoardScene &s) const;
  void paintPieces(QPainter &p, const BoardGeometry &g, const BoardScene &s);
  // Whether the piece on `square` is sliding there (drawn on its way, not on it).
  static bool sliding(const BoardScene &s, sc::Square square);
  void paintGhosts(QPainter &p, const BoardGeometry &g, const BoardScene &s);
  void paintBadges(QPainter &p, const BoardGeometry &g, const BoardScene &s) const;
  void paintWeapons(QPainter &p, const QRectF &square, const sc::Cell &cell,
                    const BoardTheme &theme) const;
  void paintBadge(QPainter &p, const QRectF &square, const sc::Cell &cell, int baseRank,
                  bool flagged, const BoardTheme &theme) const;
  void paintHints(QPainter &p, const BoardGeometry &g, const BoardScene &s) const;
  void paintDragged(QPainter &p, const BoardGeometry &g, const BoardScene &s);
  void paintBanner(QPainter &p, const BoardGeometry &g, const BoardScene &s) const;
  void paintResult(QPainter &p, const BoardGeometry &g, const BoardScene &s) const;
  void paintCell(QPainter &p, const QRectF &rect, const sc::Cell &cell, const BoardScene &s);

  PieceSet &m_pieces;
};
