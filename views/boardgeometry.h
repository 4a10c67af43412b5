// BoardGeometry: where every square of a board shape lies in a rectangle, for
// painting and for mapping a mouse position back to a square. A plain value,
// recomputed on resize; painting to an export image builds its own.
#pragma once

#include <QPointF>
#include <QRectF>
#include <optional>

#include "types.h"

class BoardGeometry {
 public:
  BoardGeometry() = default;
  // Fits a board of `files` x `ranks` squares, centred, into `area`. With
  // `coordinates`, a border wide enough for the file and rank labels
  // surrounds it; otherwise a thin frame does.
  BoardGeometry(const QRectF &area, int files, int ranks, bool flipped, bool coordinates);

  int files() const { return m_files; }
  int ranks() const { return m_ranks; }
  bool flipped() const { return m_flipped; }
  bool coordinates() const { return m_coordinates; }
  qreal squareSize() const { return m_square; }
  qreal border() const { return m_border; }
  QRectF boardRect() const { return m_board; }  // the squares only
  QRectF frameRect() const { return m_board.adjusted(-m_border, -m_border, m_border, m_border); }

  // The rectangle of a square of the rectangle (holes included).
  QRectF squareRect(sc::Square square) const;
  QPointF squareCenter(sc::Square square) const { return squareRect(square).center(); }
  // The square under a point, if the point is inside the rectangle of squares.
  std::optional<sc::Square> squareAt(const QPointF &point) const;

  // Columns and rows on screen, left to right and top to bottom.
  int fileAtColumn(int column) const { return m_flipped ? m_files - 1 - column : column; }
  int rankAtRow(int row) const { return m_flipped ? row : m_ranks - 1 - row; }

  // The width of the border around squares of `squareSize` pixels.
  static qreal borderFor(qreal squareSize, bool coordinates);

 private:
  int m_files = 8;
  int m_ranks = 8;
  bool m_flipped = false;
  bool m_coordinates = true;
  qreal m_square = 0;
  qreal m_border = 0;
  QRectF m_board;
};
