// BoardEditInput: the board's mouse, keys and drops in Edit mode, turned into
// PositionEditor calls: drag and drop, the palette's click-to-place tool,
// wheel and 1-9 for ranks, Delete, Ctrl+click to bridge, the square menu.
// Part of BoardView.
#pragma once

#include <QCoreApplication>
#include <QPointF>
#include <optional>

#include "boardscene.h"
#include "piecetool.h"

class BoardView;
class QKeyEvent;
class QMimeData;
class QMouseEvent;
class QWheelEvent;

class BoardEditInput {
  Q_DECLARE_TR_FUNCTIONS(BoardEditInput)

 public:
  explicit BoardEditInput(BoardView &view) : m_view(view) {}

  void mousePress(QMouseEvent *event);
  void mouseMove(QMouseEvent *event);
  void mouseRelease(QMouseEvent *event);
  void wheel(QWheelEvent *event);
  bool key(QKeyEvent *event);
  void cancel();

  void dragMove(const QPointF &point);
  void dragLeave();
  bool drop(const QMimeData *mime, const QPointF &point);

  void setTool(const PieceTool &tool) { m_tool = tool; }
  PieceTool tool() const { return m_tool; }
  std::optional<sc::Square> selection() const { return m_selected; }
  void openMenuForSelection();

  void decorate(BoardScene &scene) const;

 private:
  void select(std::optional<sc::Square> square);
  void startDrag(sc::Square from);
  void moveSelection(int files, int ranks);
  // The hole (B1) under a point inside the board's rectangle, if any.
  std::optional<sc::Square> holeAt(const QPointF &point) const;
  // Passes an editor's answer on: empty means done, otherwise why not.
  void report(const QString &error, const QPointF &where);

  BoardView &m_view;
  PieceTool m_tool;
  std::optional<sc::Square> m_selected;
  std::optional<sc::Square> m_pressed;  // a shooter under the left button, maybe dragged
  QPointF m_pressPoint;
  std::optional<sc::Square> m_hidden;      // the shooter being dragged away
  std::optional<sc::Square> m_dropTarget;  // the square a drag hovers
  int m_wheel = 0;
};
