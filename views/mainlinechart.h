// MainLineChart: what the Evaluation Graph and the Move Times chart share, a
// strip with one column per position of the game's main line, root first.
// It keeps the line (up to a training mode's first hidden turn), the current
// turn's bar, the hovered column with its label and tooltip, and emits
// nodeActivated for a click (the app navigates). A chart says what a column
// holds (describe) and paints it.
#pragma once

#include <QPointer>
#include <QWidget>
#include <functional>
#include <vector>

#include "gamedocument.h"

class MainLineChart : public QWidget {
  Q_OBJECT

 public:
  explicit MainLineChart(GameDocument *document, QWidget *parent = nullptr);

  // Training mode: the main line is plotted up to its first turn `hidden`
  // names (TurnTrainer::isHidden); refilter() after it changes its mind.
  void setHiddenNodes(std::function<bool(sc::NodeId)> hidden);
  void refilter() { invalidateLine(); }
  // The main line as plotted, root first.
  const std::vector<sc::NodeId> &line() const;
  // The main-line node whose column is nearest to `pos` horizontally.
  sc::NodeId nodeAt(const QPoint &pos) const;
  // The main-line node the current-turn bar is on: the current node, or the
  // main-line turn its variation branches from; kNoNode without a document.
  sc::NodeId highlightedNode() const;
  sc::NodeId hoveredNode() const { return m_hovered; }
  // What the hover label and the tooltip say of a column.
  virtual QString describe(sc::NodeId node) const = 0;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  void nodeActivated(sc::NodeId node);

 protected:
  // The colours both charts use, readable on either palette.
  struct Colors {
    QColor background, white, black, curve, axis;
  };
  Colors colors() const;
  QRectF plotRect() const;
  // The x of the column of the line's `index`-th position.
  double xAt(int index) const;
  // "12… Rd8-d5@d3", or "Start" for the root.
  QString turnLabel(sc::NodeId node) const;
  void paintCurrent(QPainter &painter, const QRectF &plot) const;
  void paintHover(QPainter &painter, const QRectF &plot) const;
  // Node ids are reused by the next game: what a chart keeps by node goes.
  virtual void forgetGame() {}

  bool event(QEvent *event) override;
  void mouseMoveEvent(QMouseEvent *event) override;
  void mousePressEvent(QMouseEvent *event) override;
  void leaveEvent(QEvent *event) override;

  QPointer<GameDocument> m_document;

 private:
  void invalidateLine();

  mutable std::vector<sc::NodeId> m_line;
  std::function<bool(sc::NodeId)> m_hidden;
  mutable bool m_lineValid = false;
  sc::NodeId m_hovered = sc::kNoNode;
};
