// EvaluationGraph: the evaluation of every position of the game's main line,
// one point per ply from the start, as White's winning chances
// (moveclassification.h): White's advantage fills upwards, Black's downwards,
// and decided games touch the edges. Turns marked ?!, ? or ?? carry a dot in
// their glyph's colour, the current turn a vertical bar; hovering names the
// turn and its score, and clicking a point emits nodeActivated (the app
// navigates). The evaluations come from outside (the game analyser); the
// line, the marks and the current turn from the document.
#pragma once

#include <QHash>
#include <QPointer>
#include <QWidget>
#include <functional>
#include <optional>
#include <vector>

#include "gamedocument.h"

class EvaluationGraph : public QWidget {
  Q_OBJECT

 public:
  explicit EvaluationGraph(GameDocument *document, QWidget *parent = nullptr);

  void setEvaluation(sc::NodeId node, int whiteScore);
  void clearEvaluations();
  std::optional<int> evaluation(sc::NodeId node) const;

  // Training mode: the main line is plotted up to its first turn `hidden`
  // names (TurnTrainer::isHidden); refilter() after it changes its mind.
  void setHiddenNodes(std::function<bool(sc::NodeId)> hidden);
  void refilter() { invalidateLine(); }
  // The main line as plotted, root first.
  const std::vector<sc::NodeId> &line() const;
  // Where a main-line node's point is drawn (on the middle line while it has
  // no evaluation); (-1, -1) for a node not on the main line.
  QPoint pointPosition(sc::NodeId node) const;
  // The main-line node whose ply is nearest to `pos` horizontally.
  sc::NodeId nodeAt(const QPoint &pos) const;
  // The main-line node the current-turn bar is on: the current node, or the
  // main-line turn its variation branches from; kNoNode without a document.
  sc::NodeId highlightedNode() const;
  sc::NodeId hoveredNode() const { return m_hovered; }
  // "12… Rd8-d5@d3  -4.89", as the hover label and the tooltip say it.
  QString describe(sc::NodeId node) const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  void nodeActivated(sc::NodeId node);

 protected:
  bool event(QEvent *event) override;
  void paintEvent(QPaintEvent *event) override;
  void mouseMoveEvent(QMouseEvent *event) override;
  void mousePressEvent(QMouseEvent *event) override;
  void leaveEvent(QEvent *event) override;

 private:
  void invalidateLine();
  QRectF plotRect() const;
  QPointF pointAt(int index) const;
  void paintAreas(QPainter &painter, const QRectF &plot) const;
  void paintMarks(QPainter &painter) const;
  void paintHover(QPainter &painter, const QRectF &plot) const;

  QPointer<GameDocument> m_document;
  QHash<sc::NodeId, int> m_scores;
  mutable std::vector<sc::NodeId> m_line;
  std::function<bool(sc::NodeId)> m_hidden;
  mutable bool m_lineValid = false;
  sc::NodeId m_hovered = sc::kNoNode;
};
