// EvaluationGraph: the evaluation of every position of the game's main line,
// one point per ply from the start, as White's winning chances
// (moveclassification.h): White's advantage fills upwards, Black's downwards,
// and decided games touch the edges. Turns marked ?!, ? or ?? carry a dot in
// their glyph's colour; the current turn, the hover and a click are
// MainLineChart's. The evaluations come from outside (the game analyser) or
// from the game's [%eval]s; the line and the marks from the document.
#pragma once

#include <QHash>
#include <optional>

#include "mainlinechart.h"

class EvaluationGraph : public MainLineChart {
  Q_OBJECT

 public:
  explicit EvaluationGraph(GameDocument *document, QWidget *parent = nullptr);

  void setEvaluation(sc::NodeId node, int whiteScore);
  void clearEvaluations();
  std::optional<int> evaluation(sc::NodeId node) const;

  // Where a main-line node's point is drawn (on the middle line while it has
  // no evaluation); (-1, -1) for a node not on the main line.
  QPoint pointPosition(sc::NodeId node) const;
  // "12… Rd8-d5@d3  -4.89", as the hover label and the tooltip say it.
  QString describe(sc::NodeId node) const override;

 protected:
  void paintEvent(QPaintEvent *event) override;
  void forgetGame() override { m_scores.clear(); }

 private:
  QPointF pointAt(int index) const;
  void paintAreas(QPainter &painter, const QRectF &plot) const;
  void paintMarks(QPainter &painter) const;

  QHash<sc::NodeId, int> m_scores;
};
