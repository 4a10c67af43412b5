#include "boardgeometry.h"

#include <algorithm>
#include <cmath>

BoardGeometry::BoardGeometry(const QRectF &area, int files, int ranks, bool flipped,
                             bool coordinates)
    : m_files(std::max(files, 1)),
      m_ranks(std::max(ranks, 1)),
      m_flipped(flipped),
      m_coordinates(coordinates) {
  // The border depends on the square size and the square size on the space
  // the border leaves: estimate once, then fit exactly.
  const qreal estimate = std::min(area.width() / (m_files + 0.7), area.height() / (m_ranks + 0.7));
  m_border = borderFor(estimate, coordinates);
  const qreal fit =
      std::min((area.width() - 2 * m_border) / m_files, (area.height() - 2 * m_border) / m_ranks);
  // Whole-pixel squares: every square edge lands on a pixel boundary, so
  // neighbouring squares neither overlap nor leave hairline seams.
  m_square = std::max<qreal>(1, std::floor(fit));
  const qreal width = m_square * m_files;
  const qreal height = m_square * m_ranks;
  const qreal left = std::round(area.left() + (area.width() - width) / 2);
  const qreal top = std::round(area.top() + (area.height() - height) / 2);
  m_board = QRectF(left, top, width, height);
}

qreal BoardGeometry::borderFor(qreal squareSize, bool coordinates) {
  if (!coordinates) return std::clamp(std::round(squareSize * 0.06), 2.0, 6.0);
  return std::clamp(std::round(squareSize * 0.34), 12.0, 30.0);
}

QRectF BoardGeometry::squareRect(sc::Square square) const {
  const int file = sc::fileOf(square);
  const int rank = sc::rankOf(square);
  const int column = m_flipped ? m_files - 1 - file : file;
  const int row = m_flipped ? rank : m_ranks - 1 - rank;
  return QRectF(m_board.left() + column * m_square, m_board.top() + row * m_square, m_square,
                m_square);
}

std::optional<sc::Square> BoardGeometry::squareAt(const QPointF &point) const {
  if (!m_board.contains(point) || m_square <= 0) return std::nullopt;
  const int column = std::clamp(int((point.x() - m_board.left()) / m_square), 0, m_files - 1);
  const int row = std::clamp(int((point.y() - m_board.top()) / m_square), 0, m_ranks - 1);
  return sc::makeSquare(fileAtColumn(column), rankAtRow(row));
}
