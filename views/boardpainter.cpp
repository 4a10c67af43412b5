#include "boardpainter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <tuple>

#include "pieceset.h"
#include "shapepainter.h"

namespace {

bool contains(const QList<sc::Square> &list, sc::Square s) { return list.contains(s); }

}  // namespace

QRectF BoardPainter::pieceRect(const QRectF &square) {
  const qreal inset = square.width() * 0.05;
  return square.adjusted(inset, inset, -inset, -inset);
}

void BoardPainter::paint(QPainter &painter, const BoardGeometry &geometry,
                         const BoardScene &scene) {
  if (!scene.position || geometry.squareSize() <= 0) return;
  painter.save();
  paintFrame(painter, geometry, scene);
  paintSquares(painter, geometry, scene);
  paintTints(painter, geometry, scene);
  painter.setRenderHint(QPainter::Antialiasing);
  paintBridgeBars(painter, geometry, scene);
  paintPieces(painter, geometry, scene);
  paintBridgeLinks(painter, geometry, scene);
  ShapePainter::paintLastShots(painter, geometry, scene);
  paintHints(painter, geometry, scene);
  ShapePainter::paintPreviewPath(painter, geometry, scene);
  paintGhosts(painter, geometry, scene);
  ShapePainter::paintPreviewMarks(painter, geometry, scene);
  ShapePainter::paintShapes(painter, geometry, scene);
  // Rank badges over hint rings, arrows and circles: the ranks are what a
  // lesson's arrows point at, and what the user weighs (issue 15).
  paintBadges(painter, geometry, scene);
  paintDragged(painter, geometry, scene);
  paintBanner(painter, geometry, scene);
  paintResult(painter, geometry, scene);
  painter.restore();
}

void BoardPainter::paintBanner(QPainter &p, const BoardGeometry &g, const BoardScene &s) const {
  if (s.banner.isEmpty()) return;
  // The frame turns the engine's colour and carries the label, so whoever
  // glances at the board sees at once that it is not the game's position,
  // and no square is covered.
  const QRectF frame = g.frameRect();
  const qreal ring = std::max(3.0, g.border() * 0.22);
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(QPen(s.theme.engineArrow, ring));
  p.setBrush(Qt::NoBrush);
  const qreal radius = std::min(g.border() * 0.45, 8.0);
  p.drawRoundedRect(frame.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2), radius, radius);
  // In the top border when it is tall enough, else over the board's top edge.
  const bool inBorder = g.border() >= 14;
  QFont font = p.font();
  font.setBold(true);
  font.setPixelSize(inBorder ? int(std::clamp(g.border() * 0.6, 9.0, 16.0))
                             : int(std::clamp(g.squareSize() * 0.25, 10.0, 18.0)));
  const QFontMetricsF metrics(font);
  const qreal pad = metrics.height() * 0.5;
  const QRectF board = g.boardRect();
  const QString text = metrics.elidedText(s.banner, Qt::ElideRight, board.width() - 4 * pad);
  const qreal height = inBorder ? g.border() - 2 : metrics.height() + pad / 2;
  const QSizeF size(metrics.horizontalAdvance(text) + 2 * pad, height);
  const qreal top = inBorder ? frame.top() + 1 : board.top() + pad / 2;
  const QRectF box(QPointF(board.center().x() - size.width() / 2, top), size);
  p.setPen(Qt::NoPen);
  p.setBrush(inBorder ? s.theme.engineArrow.darker(115) : s.theme.bannerBack);
  p.drawRoundedRect(box, height / 2, height / 2);
  p.setFont(font);
  p.setPen(s.theme.bannerText);
  p.drawText(box, Qt::AlignCenter, text);
  p.restore();
}

void BoardPainter::paintResult(QPainter &p, const BoardGeometry &g, const BoardScene &s) const {
  if (s.result.isEmpty()) return;
  // Over the board's lower edge, in the middle: the end of the game is part
  // of the lesson, seen where the eyes already are (issue 15).
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  QFont font = p.font();
  font.setBold(true);
  font.setPixelSize(int(std::clamp(g.squareSize() * 0.26, 10.0, 22.0)));
  const QFontMetricsF metrics(font);
  const qreal pad = metrics.height() * 0.6;
  const QRectF board = g.boardRect();
  const QString text = metrics.elidedText(s.result, Qt::ElideRight, board.width() - 4 * pad);
  const QSizeF size(metrics.horizontalAdvance(text) + 2 * pad, metrics.height() + pad);
  const QRectF box(
      QPointF(board.center().x() - size.width() / 2, board.center().y() - size.height() / 2), size);
  p.setPen(Qt::NoPen);
  p.setBrush(s.theme.bannerBack);
  p.drawRoundedRect(box, size.height() / 2, size.height() / 2);
  p.setFont(font);
  p.setPen(s.theme.bannerText);
  p.drawText(box, Qt::AlignCenter, text);
  p.restore();
}

void BoardPainter::paintFrame(QPainter &p, const BoardGeometry &g, const BoardScene &s) const {
  const QRectF frame = g.frameRect();
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(Qt::NoPen);
  p.setBrush(s.theme.frame);
  const qreal radius = std::min(g.border() * 0.45, 8.0);
  p.drawRoundedRect(frame, radius, radius);
  if (g.coordinates()) {
    QFont font;
    font.setPixelSize(std::max(8, int(std::min(g.border() * 0.6, g.squareSize() * 0.3))));
    font.setBold(true);
    p.setFont(font);
    p.setPen(s.theme.coordinates);
    const QRectF board = g.boardRect();
    const qreal sq = g.squareSize();
    // Files under the board and ranks to its left, where readers of chess
    // diagrams look for them; they follow the flip.
    for (int column = 0; column < g.files(); ++column) {
      const QRectF cell(board.left() + column * sq, board.bottom(), sq, g.border());
      const QChar file = QLatin1Char(char('a' + g.fileAtColumn(column)));
      p.drawText(cell, Qt::AlignCenter, QString(file));
    }
    for (int row = 0; row < g.ranks(); ++row) {
      const QRectF cell(frame.left(), board.top() + row * sq, g.border(), sq);
      p.drawText(cell, Qt::AlignCenter, QString::number(g.rankAtRow(row) + 1));
    }
  }
  p.restore();
}

void BoardPainter::paintSquares(QPainter &p, const BoardGeometry &g, const BoardScene &s) const {
  const sc::Variant &variant = s.position->variant();
  for (int rank = 0; rank < g.ranks(); ++rank) {
    for (int file = 0; file < g.files(); ++file) {
      const sc::Square square = sc::makeSquare(file, rank);
      if (!variant.onBoard(square)) continue;  // a hole: the frame shows through
      // a1 is dark, as on every chess board.
      p.fillRect(g.squareRect(square), (file + rank) % 2 == 0 ? s.theme.dark : s.theme.light);
    }
  }
  if (const sc::Battlefield &field = variant.rules().battlefield; field.on)
    paintHomeBases(p, g, s, field.homeRows);
}

// K1: each side's home base (where cannons and ammunition stay, K10) is
// shaded, with a line where it meets the ground between.
void BoardPainter::paintHomeBases(QPainter &p, const BoardGeometry &g, const BoardScene &s,
                                  int rows) const {
  const int last = g.ranks() - 1;
  QColor shade = s.theme.frame;
  shade.setAlpha(34);
  QColor line = s.theme.frame;
  line.setAlpha(150);
  p.save();
  for (const auto &[near, far] : {std::pair{0, rows - 1}, std::pair{last - rows + 1, last}}) {
    const QRectF area = g.squareRect(sc::makeSquare(0, near))
                            .united(g.squareRect(sc::makeSquare(g.files() - 1, far)));
    p.fillRect(area, shade);
    // The edge towards the middle of the board, wherever the flip puts it.
    const sc::Square inner = sc::makeSquare(0, near == 0 ? far : near);
    const QRectF innerRow = g.squareRect(inner);
    const bool innerAbove = innerRow.top() <= area.top() + 0.5;
    const qreal y = innerAbove ? area.top() : area.bottom();
    p.setPen(QPen(line, std::max(1.5, g.squareSize() * 0.04)));
    p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
  }
  p.restore();
}

void BoardPainter::paintTints(QPainter &p, const BoardGeometry &g, const BoardScene &s) const {
  for (sc::Square square : s.lastTurn) p.fillRect(g.squareRect(square), s.theme.lastTurn);
  for (sc::Square square : s.lastHits) p.fillRect(g.squareRect(square), s.theme.lastHit);
  if (s.selected) p.fillRect(g.squareRect(*s.selected), s.theme.selected);
  if (s.inspected) {
    // A frame, not a fill: it must not hide the last turn's tint beneath.
    const qreal w = std::max(2.0, g.squareSize() * 0.07);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(s.theme.inspected, w));
    p.setBrush(Qt::NoBrush);
    const QRectF r = g.squareRect(*s.inspected).adjusted(w / 2, w / 2, -w / 2, -w / 2);
    p.drawRoundedRect(r, w, w);
    p.restore();
  }
  if (s.choice) {
    QColor tint = s.theme.choice;
    tint.setAlpha(80);
    p.fillRect(g.squareRect(*s.choice), tint);
  }
  if (s.dropTarget) {
    const qreal w = std::max(2.0, g.squareSize() * 0.06);
    const QRectF r = g.squareRect(*s.dropTarget).adjusted(w / 2, w / 2, -w / 2, -w / 2);
    p.setPen(QPen(s.theme.dropTarget, w));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
  }
}

void BoardPainter::paintBridgeBars(QPainter &p, const BoardGeometry &g, const BoardScene &s) const {
  const sc::Position &pos = *s.position;
  const qreal sq = g.squareSize();
  for (sc::Square square : pos.variant().squares()) {
    const sc::Cell &cell = pos.at(square);
    if (cell.empty() || !cell.bridged()) continue;
    const sc::Square other = pos.partner(square);
    if (other < square) continue;  // each pair once
    // A bar from centre to centre: it shows between the two airships and
    // under them, like a boarding gangway.
    const QLineF bar(g.squareCenter(square), g.squareCenter(other));
    p.setPen(QPen(s.theme.bridgeLine, sq * 0.2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(bar);
    p.setPen(QPen(s.theme.bridge, sq * 0.13, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(bar);
  }
}

void BoardPainter::paintBridgeLinks(QPainter &p, const BoardGeometry &g,
                                    const BoardScene &s) const {
  const sc::Position &pos = *s.position;
  const qreal sq = g.squareSize();
  for (sc::Square square : pos.variant().squares()) {
    const sc::Cell &cell = pos.at(square);
    if (cell.empty() || !cell.bridged() || pos.partner(square) < square) continue;
    const QPointF a = g.squareCenter(square);
    const QPointF b = g.squareCenter(pos.partner(square));
    const QPointF mid = (a + b) / 2;
    const bool horizontal = std::abs(a.y() - b.y()) < 1;
    // Two chain links across the seam between the squares: the bar alone
    // could pass for a highlight, a chain reads as "joined".
    p.save();
    p.translate(mid);
    if (!horizontal) p.rotate(90);
    const QSizeF link(sq * 0.26, sq * 0.15);
    p.setBrush(Qt::NoBrush);
    for (int i : {-1, 1}) {
      const QRectF r(QPointF(i * sq * 0.085 - link.width() / 2, -link.height() / 2), link);
      p.setPen(QPen(s.theme.bridgeLine, sq * 0.075));
      p.drawRoundedRect(r, link.height() / 2, link.height() / 2);
      p.setPen(QPen(s.theme.bridge, sq * 0.04));
      p.drawRoundedRect(r, link.height() / 2, link.height() / 2);
    }
    p.restore();
  }
}

void BoardPainter::paintCell(QPainter &p, const QRectF &rect, const sc::Cell &cell,
                             const BoardScene &s) {
  const char letter = s.position->rules().piece(cell).letter;
  m_pieces.useSet(s.position->rules().pieceSet);
  m_pieces.paint(p, rect, letter, cell.color, s.vectorPieces);
}

void BoardPainter::paintPieces(QPainter &p, const BoardGeometry &g, const BoardScene &s) {
  const sc::Position &pos = *s.position;
  for (sc::Square square : pos.variant().squares()) {
    const sc::Cell &cell = pos.at(square);
    if (cell.empty() || (s.hidden && *s.hidden == square) || sliding(s, square)) continue;
    paintCell(p, pieceRect(g.squareRect(square)), cell, s);
  }
  // Sliding pieces last, so they pass over the others.
  for (const BoardScene::Slide &slide : s.slides) {
    const QRectF from = g.squareRect(slide.from), to = g.squareRect(slide.to);
    const QPointF shift = (to.topLeft() - from.topLeft()) * slide.progress;
    paintCell(p, pieceRect(from.translated(shift)), pos.at(slide.to), s);
  }
}

bool BoardPainter::sliding(const BoardScene &s, sc::Square square) {
  for (const BoardScene::Slide &slide : s.slides)
    if (slide.to == square) return true;
  return false;
}

void BoardPainter::paintGhosts(QPainter &p, const BoardGeometry &g, const BoardScene &s) {
  const BoardScene::Preview &preview = s.preview;
  if (!preview.valid) return;
  p.save();
  // Where the shooter (and its partner) will stop, faintly: the user sees the
  // outcome before declaring.
  p.setOpacity(0.5);
  const sc::Cell &mover = s.position->at(preview.origin);
  if (!mover.empty() && !preview.originRemoved && preview.stop != preview.origin)
    paintCell(p, pieceRect(g.squareRect(preview.stop)), mover, s);
  if (preview.partnerFrom) {
    const sc::Cell &partner = s.position->at(*preview.partnerFrom);
    if (!partner.empty() && preview.partnerStop != *preview.partnerFrom)
      paintCell(p, pieceRect(g.squareRect(preview.partnerStop)), partner, s);
  }
  for (const auto &[from, to] : preview.group)  // K17: the frontal attack's other members
    if (const sc::Cell &member = s.position->at(from); !member.empty())
      paintCell(p, pieceRect(g.squareRect(to)), member, s);
  p.restore();
}

void BoardPainter::paintBadges(QPainter &p, const BoardGeometry &g, const BoardScene &s) const {
  const sc::Position &pos = *s.position;
  // M3/M10: weapons taken beyond a piece's own, as letters in a corner badge.
  for (sc::Square square : pos.variant().squares()) {
    const sc::Cell &cell = pos.at(square);
    if (cell.empty() || !cell.weapons || (s.hidden && *s.hidden == square)) continue;
    paintWeapons(p, g.squareRect(square), cell, s.theme);
  }
  // K11, K13: the ammunition's shots left, in a rule system without ranks.
  for (sc::Square square : pos.variant().squares()) {
    const sc::Cell &cell = pos.at(square);
    if (cell.empty() || (s.hidden && *s.hidden == square) || !pos.rules().piece(cell).ammunition)
      continue;
    paintBadge(p, g.squareRect(square), cell, cell.rank, contains(s.rankFlags, square), s.theme);
  }
  if (!pos.rules().ranks) return;  // C2: chess has no ranks to show
  for (sc::Square square : pos.variant().squares()) {
    const sc::Cell &cell = pos.at(square);
    if (cell.empty() || (s.hidden && *s.hidden == square) || sliding(s, square)) continue;
    paintBadge(p, g.squareRect(square), cell, pos.rules().piece(cell).baseRank,
               contains(s.rankFlags, square), s.theme);
  }
}

void BoardPainter::paintBadge(QPainter &p, const QRectF &square, const sc::Cell &cell, int baseRank,
                              bool flagged, const BoardTheme &theme) const {
  const qreal sq = square.width();
  const qreal h = std::max(8.0, std::round(sq * 0.26));
  QFont font;
  font.setBold(true);
  font.setPixelSize(std::max(7, int(h * 0.8)));
  const QString text = QString::number(cell.rank);
  const qreal w = std::max(h, QFontMetricsF(font).horizontalAdvance(text) + h * 0.4);
  const qreal inset = std::max(1.0, sq * 0.03);
  const QRectF badge(square.right() - w - inset, square.bottom() - h - inset, w, h);

  const bool white = cell.color == sc::Color::White;
  QColor fill = white ? QColor(0xf6, 0xf2, 0xe7) : QColor(0x2c, 0x2c, 0x33);
  QColor ink = white ? QColor(0x1d, 0x1d, 0x22) : QColor(0xec, 0xe6, 0xd6);
  QColor edge = white ? QColor(0x1d, 0x1d, 0x22) : QColor(0xec, 0xe6, 0xd6, 170);
  // The colour says how the rank compares with the type's base rank (S2):
  // red for a wounded shooter, green for one that gained by an unload.
  if (cell.rank < baseRank) {
    fill = theme.rankBelow;
    ink = Qt::white;
    edge = fill.darker(150);
  } else if (cell.rank > baseRank) {
    fill = theme.rankAbove;
    ink = Qt::white;
    edge = fill.darker(150);
  }
  const qreal radius = h * 0.3;
  if (flagged) {
    const qreal f = std::max(1.5, sq * 0.035);
    p.setPen(Qt::NoPen);
    p.setBrush(theme.rankFlag);
    p.drawRoundedRect(badge.adjusted(-f, -f, f, f), radius + f, radius + f);
  }
  p.setPen(QPen(edge, std::max(1.0, sq * 0.012)));
  p.setBrush(fill);
  p.drawRoundedRect(badge, radius, radius);
  p.setFont(font);
  p.setPen(ink);
  p.drawText(badge, Qt::AlignCenter, text);
}

void BoardPainter::paintWeapons(QPainter &p, const QRectF &square, const sc::Cell &cell,
                                const BoardTheme &theme) const {
  static constexpr char kLetters[] = {'O', 'D', 'J', 'S'};  // M20's order
  QString text;
  for (int w = 0; w < 4; ++w)
    if (cell.weapons >> w & 1) text += QLatin1Char(kLetters[w]);
  const qreal sq = square.width();
  const qreal h = std::max(8.0, std::round(sq * 0.24));
  QFont font;
  font.setBold(true);
  font.setPixelSize(std::max(7, int(h * 0.78)));
  const qreal w = std::max(h, QFontMetricsF(font).horizontalAdvance(text) + h * 0.45);
  const qreal inset = std::max(1.0, sq * 0.03);
  const QRectF badge(square.left() + inset, square.top() + inset, w, h);
  p.setPen(QPen(theme.weapon.darker(160), std::max(1.0, sq * 0.012)));
  p.setBrush(theme.weapon);
  p.drawRoundedRect(badge, h * 0.3, h * 0.3);
  p.setFont(font);
  p.setPen(Qt::white);
  p.drawText(badge, Qt::AlignCenter, text);
}

void BoardPainter::paintHints(QPainter &p, const BoardGeometry &g, const BoardScene &s) const {
  const qreal sq = g.squareSize();
  p.save();
  for (sc::Square square : s.destinations) {
    const QRectF r = g.squareRect(square);
    p.setPen(Qt::NoPen);
    p.setBrush(s.theme.hintDot);
    if (s.position->at(square).empty()) {
      p.drawEllipse(r.center(), sq * 0.15, sq * 0.15);
    } else {
      // An occupied destination keeps its shooter visible: corners only.
      const qreal c = sq * 0.26;
      const std::tuple<QPointF, int, int> corners[] = {{r.topLeft(), 1, 1},
                                                       {r.topRight(), -1, 1},
                                                       {r.bottomLeft(), 1, -1},
                                                       {r.bottomRight(), -1, -1}};
      for (const auto &[corner, dx, dy] : corners) {
        QPainterPath tri;
        tri.moveTo(corner);
        tri.lineTo(corner + QPointF(dx * c, 0));
        tri.lineTo(corner + QPointF(0, dy * c));
        tri.closeSubpath();
        p.drawPath(tri);
      }
    }
  }
  const qreal ring = std::max(2.0, sq * 0.07);
  p.setBrush(Qt::NoBrush);
  for (const auto &[list, color] :
       {std::pair{&s.targets, s.theme.target}, std::pair{&s.partners, s.theme.partner}}) {
    p.setPen(QPen(color, ring));
    for (sc::Square square : *list) {
      const QRectF r = g.squareRect(square);
      p.drawEllipse(r.center(), sq / 2 - ring / 2 - 1, sq / 2 - ring / 2 - 1);
    }
  }
  // The wizard's answers: a rounded frame inside the square, thicker when chosen.
  for (sc::Square square : s.choices) {
    const qreal w = square == s.choice ? ring * 1.5 : ring;
    const QRectF r = g.squareRect(square).adjusted(w / 2 + 1, w / 2 + 1, -w / 2 - 1, -w / 2 - 1);
    p.setPen(QPen(s.theme.choice, w));
    p.drawRoundedRect(r, sq * 0.12, sq * 0.12);
  }
  p.restore();
}

void BoardPainter::paintDragged(QPainter &p, const BoardGeometry &g, const BoardScene &s) {
  if (!s.dragged || s.dragged->empty()) return;
  const qreal sq = g.squareSize() * 1.08;  // lifted: a little larger
  const QRectF rect(s.dragPoint - QPointF(sq / 2, sq / 2), QSizeF(sq, sq));
  paintCell(p, pieceRect(rect), *s.dragged, s);
}
