// BoardPlayInput: the board's mouse and keys in Play mode. Left clicks and
// drags go to TurnInput; right drags and clicks draw arrows and circles on the
// current node (or open a shooter's turn menu). Part of BoardView.
#pragma once

#include <QCoreApplication>
#include <QPointF>
#include <optional>

#include "boardscene.h"
#include "turninput.h"

class BoardView;
class QKeyEvent;
class QMenu;
class QMouseEvent;
class QWheelEvent;

class BoardPlayInput {
  Q_DECLARE_TR_FUNCTIONS(BoardPlayInput)

 public:
  explicit BoardPlayInput(BoardView &view) : m_view(view) {}

  void mousePress(QMouseEvent *event);
  void mouseMove(QMouseEvent *event);
  void mouseRelease(QMouseEvent *event);
  void wheel(QWheelEvent *event);
  bool key(QKeyEvent *event);
  void leave();
  // Drops any gesture in progress (mode change, Escape).
  void cancel();

  // TurnInput asked which of several declarations a click meant.
  void showChoice(const QList<sc::Turn> &turns);
  // The turn menu of the selected shooter (or the hovered one).
  void openMenuForSelection();
  void openTurnMenu(sc::Square square, const QPointF &where);

  // Adds the gesture in progress (a dragged shooter, an arrow being drawn).
  void decorate(BoardScene &scene) const;
  // The preview of the menu entry under the pointer (invalid when none).
  const TurnPreview &menuPreview() const { return m_menuPreview; }

 private:
  void hover(const QPointF &point);
  void applyArrow(const sc::Arrow &arrow);
  void applyCircle(const sc::Circle &circle);
  // Hovering a turn in a menu previews it on the board.
  void previewMenu(QMenu *menu);

  BoardView &m_view;
  // Left button: a press on the selected shooter may become a drag.
  std::optional<sc::Square> m_dragFrom;
  QPointF m_pressPoint;
  QPointF m_dragPoint;
  bool m_dragging = false;
  QPointF m_lastPress;  // where a choice menu opens
  // Right button: the square it went down on, the square under it now.
  std::optional<sc::Square> m_rightFrom;
  std::optional<sc::Square> m_rightTo;
  Qt::KeyboardModifiers m_rightModifiers;
  std::optional<sc::Square> m_hover;
  int m_wheel = 0;
  TurnPreview m_menuPreview;
};
