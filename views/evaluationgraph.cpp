#include "evaluationgraph.h"

#include "moveclassification.h"

EvaluationGraph::EvaluationGraph(GameDocument *document, QWidget *parent)
    : MainLineChart(document, parent) {}

void EvaluationGraph::setEvaluation(sc::NodeId node, int whiteScore) {
  m_scores.insert(node, whiteScore);
  update();
}

void EvaluationGraph::clearEvaluations() {
  m_scores.clear();
  update();
}

std::optional<int> EvaluationGraph::evaluation(sc::NodeId node) const {
  const auto it = m_scores.constFind(node);
  if (it != m_scores.constEnd()) return *it;
  // A game analysed before (or by Lichess) carries its scores as [%eval]:
  // the graph shows them without a new run.
  if (m_document && m_document->tree().valid(node))
    return Analysis::parseEval(m_document->tree().node(node).annotation.eval);
  return std::nullopt;
}

QPointF EvaluationGraph::pointAt(int index) const {
  const QRectF plot = plotRect();
  double y = plot.center().y();
  if (const auto score = evaluation(line()[std::size_t(index)]))
    y -= Analysis::winningChances(*score, sc::Color::White,
                                  Analysis::pawnEquivalent(m_document->variant())) *
         plot.height() / 2;
  return {xAt(index), y};
}

QPoint EvaluationGraph::pointPosition(sc::NodeId node) const {
  const std::vector<sc::NodeId> &nodes = line();
  for (std::size_t i = 0; i < nodes.size(); ++i)
    if (nodes[i] == node) return pointAt(int(i)).toPoint();
  return {-1, -1};
}

QString EvaluationGraph::describe(sc::NodeId node) const {
  if (!m_document || !m_document->tree().valid(node)) return {};
  const auto score = evaluation(node);
  return QStringLiteral("%1  %2").arg(turnLabel(node),
                                      score ? Analysis::describeScore(*score) : tr("not analysed"));
}
