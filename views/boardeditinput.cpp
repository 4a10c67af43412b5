#include "boardeditinput.h"

#include <QApplication>
#include <QDrag>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QMouseEvent>
#include <QWheelEvent>
#include <algorithm>

#include "boardmenus.h"
#include "boardpainter.h"
#include "boardview.h"
#include "pieceset.h"
#include "positioneditor.h"

void BoardEditInput::report(const QString &error, const QPointF &where) {
  m_view.report(error, where);
}

void BoardEditInput::select(std::optional<sc::Square> square) {
  m_selected = square;
  m_view.update();
}

void BoardEditInput::mousePress(QMouseEvent *event) {
  PositionEditor *editor = m_view.editor();
  const QPointF point = event->position();
  const auto square = m_view.squareAt(point);
  if (!editor) return;
  if (event->button() == Qt::RightButton) {
    if (square) {
      select(square);
      QMenu *menu = BoardMenus::editMenu(&m_view, editor, *square,
                                         [this, point](const QString &e) { report(e, point); });
      m_view.showMenu(menu, m_view.mapToGlobal(point.toPoint()));
    }
    return;
  }
  if (event->button() != Qt::LeftButton) return;
  if (!square) {
    select(std::nullopt);
    // A hole (B1) with a piece to place: the editor says why it stays empty.
    if (const auto hole = holeAt(point); hole && m_tool.kind == PieceTool::Kind::Place) {
      const int index = editor->variant().rules().pieceByLetter(m_tool.letter);
      report(editor->place(*hole, std::max(index, 0), m_tool.color), point);
    }
    return;
  }
  // The palette's tool, for users who click rather than drag.
  if (m_tool.kind == PieceTool::Kind::Place) {
    const int index = editor->variant().rules().pieceByLetter(m_tool.letter);
    report(index < 0 ? tr("This board has no shooter '%1'").arg(QLatin1Char(m_tool.letter))
                     : editor->place(*square, index, m_tool.color),
           point);
    select(square);
    return;
  }
  if (m_tool.kind == PieceTool::Kind::Delete) {
    if (!editor->position().at(*square).empty()) report(editor->remove(*square), point);
    select(square);
    return;
  }
  const bool occupied = !editor->position().at(*square).empty();
  // Ctrl+click a second shooter to bridge it with the selected one.
  if ((event->modifiers() & Qt::ControlModifier) && occupied && m_selected &&
      *m_selected != *square && !editor->position().at(*m_selected).empty()) {
    report(editor->bridge(*m_selected, *square), point);
    select(square);
    return;
  }
  select(square);
  if (occupied) {
    m_pressed = square;
    m_pressPoint = point;
  }
}

void BoardEditInput::mouseMove(QMouseEvent *event) {
  if (!m_pressed || !(event->buttons() & Qt::LeftButton)) return;
  if ((event->position() - m_pressPoint).manhattanLength() < QApplication::startDragDistance())
    return;
  const sc::Square from = *m_pressed;
  m_pressed.reset();
  startDrag(from);
}

void BoardEditInput::mouseRelease(QMouseEvent *) { m_pressed.reset(); }

void BoardEditInput::startDrag(sc::Square from) {
  PositionEditor *editor = m_view.editor();
  const sc::Cell cell = editor->position().at(from);
  if (cell.empty()) return;
  PieceDrag payload{editor->variant().rules().piece(cell).letter, cell.color, from};
  auto *drag = new QDrag(&m_view);
  drag->setMimeData(payload.toMime());
  const int size = int(m_view.boardGeometry().squareSize());
  drag->setPixmap(
      m_view.m_pieces->pixmap(payload.letter, cell.color, size, m_view.devicePixelRatioF()));
  drag->setHotSpot(QPoint(size / 2, size / 2));
  m_hidden = from;
  m_view.update();
  const Qt::DropAction action = drag->exec(Qt::MoveAction);
  m_hidden.reset();
  m_dropTarget.reset();
  // Dropped where nobody took it: off the board means "remove". Escape also
  // ends a drag with no action, so only a release away from the board
  // removes the shooter.
  const QPointF end = m_view.mapFromGlobal(QCursor::pos());
  if (action == Qt::IgnoreAction && !m_view.boardGeometry().frameRect().contains(end) &&
      !editor->position().at(from).empty())
    report(editor->remove(from), end);
  m_view.update();
}

void BoardEditInput::dragMove(const QPointF &point) {
  const auto square = m_view.squareAt(point);
  if (square != m_dropTarget) {
    m_dropTarget = square;
    m_view.update();
  }
}

void BoardEditInput::dragLeave() {
  m_dropTarget.reset();
  m_view.update();
}

bool BoardEditInput::drop(const QMimeData *mime, const QPointF &point) {
  PositionEditor *editor = m_view.editor();
  const auto payload = PieceDrag::fromMime(mime);
  m_dropTarget.reset();
  m_view.update();
  if (!editor || !payload) return false;
  const auto square = m_view.squareAt(point);
  const auto hole = holeAt(point);
  if (payload->from) {
    // A shooter of this board: moved, or removed when let go beside it; a
    // hole is part of the board, so one let go there stays where it was.
    if (hole)
      report(editor->move(*payload->from, *hole), point);
    else if (!square)
      report(editor->remove(*payload->from), point);
    else if (*square != *payload->from)
      report(editor->move(*payload->from, *square), point);
    select(square);
    return true;
  }
  // The editor refuses the hole before it looks at the piece type.
  if (hole) report(editor->place(*hole, 0, payload->color), point);
  if (!square) return false;
  const int index = editor->variant().rules().pieceByLetter(payload->letter);
  if (index < 0) {
    report(tr("This board has no shooter '%1'").arg(QLatin1Char(payload->letter)), point);
    return false;
  }
  report(editor->place(*square, index, payload->color), point);
  select(square);
  return true;
}

std::optional<sc::Square> BoardEditInput::holeAt(const QPointF &point) const {
  const auto square = m_view.boardGeometry().squareAt(point);
  const sc::Position *pos = m_view.shownPosition();
  if (!square || !pos || pos->variant().onBoard(*square)) return std::nullopt;
  return square;
}

void BoardEditInput::wheel(QWheelEvent *event) {
  PositionEditor *editor = m_view.editor();
  const auto square = m_view.squareAt(event->position());
  if (!editor || !square || editor->position().at(*square).empty()) {
    event->ignore();
    return;
  }
  // Whole notches only: touchpads send many small deltas.
  m_wheel += event->angleDelta().y();
  while (std::abs(m_wheel) >= 120) {
    const int step = m_wheel > 0 ? 1 : -1;
    m_wheel -= step * 120;
    report(editor->stepRank(*square, step), event->position());
  }
  select(square);
  event->accept();
}

bool BoardEditInput::key(QKeyEvent *event) {
  PositionEditor *editor = m_view.editor();
  if (!editor) return false;
  const int key = event->key();
  const QPointF where = m_selected ? m_view.squareRect(*m_selected).center() : QPointF();
  switch (key) {
    case Qt::Key_Left:
      moveSelection(m_view.isFlipped() ? 1 : -1, 0);
      return true;
    case Qt::Key_Right:
      moveSelection(m_view.isFlipped() ? -1 : 1, 0);
      return true;
    case Qt::Key_Up:
      moveSelection(0, m_view.isFlipped() ? -1 : 1);
      return true;
    case Qt::Key_Down:
      moveSelection(0, m_view.isFlipped() ? 1 : -1);
      return true;
    case Qt::Key_Escape:
      select(std::nullopt);
      return true;
    default:
      break;
  }
  if (!m_selected || editor->position().at(*m_selected).empty()) return false;
  if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
    report(editor->remove(*m_selected), where);
    return true;
  }
  if (key >= Qt::Key_1 && key <= Qt::Key_9) {
    report(editor->setRank(*m_selected, key - Qt::Key_0), where);
    return true;
  }
  return false;
}

void BoardEditInput::moveSelection(int files, int ranks) {
  const sc::Position *pos = m_view.shownPosition();
  if (!pos) return;
  const sc::BoardShape &shape = pos->rules().board;
  if (!m_selected) {
    if (!pos->variant().squares().empty()) select(pos->variant().squares().front());
    return;
  }
  // Step over holes to the next square that exists, if any.
  int file = sc::fileOf(*m_selected);
  int rank = sc::rankOf(*m_selected);
  for (;;) {
    file += files;
    rank += ranks;
    if (file < 0 || rank < 0 || file >= shape.files || rank >= shape.ranks) return;
    if (pos->variant().onBoard(sc::makeSquare(file, rank))) {
      select(sc::makeSquare(file, rank));
      return;
    }
  }
}

void BoardEditInput::openMenuForSelection() {
  PositionEditor *editor = m_view.editor();
  if (!editor || !m_selected) return;
  const QPointF point = m_view.squareRect(*m_selected).center();
  QMenu *menu = BoardMenus::editMenu(&m_view, editor, *m_selected,
                                     [this, point](const QString &e) { report(e, point); });
  m_view.showMenu(menu, m_view.mapToGlobal(point.toPoint()));
}

void BoardEditInput::cancel() {
  m_pressed.reset();
  m_dropTarget.reset();
}

void BoardEditInput::decorate(BoardScene &scene) const {
  scene.selected = m_selected;
  scene.hidden = m_hidden;
  scene.dropTarget = m_dropTarget;
}
