#include "evaluationgraph.h"

#include <algorithm>

#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <cmath>

#include "moveclassification.h"

namespace {

constexpr int kMargin = 6;  // room for the marks at the edges

}  // namespace

EvaluationGraph::EvaluationGraph(GameDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document) {
  setMouseTracking(true);
  setAttribute(Qt::WA_OpaquePaintEvent);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  connect(document, &GameDocument::gameReset, this, [this] {
    // Node ids are reused by the next game: these scores are not its.
    m_scores.clear();
    m_hovered = sc::kNoNode;
    invalidateLine();
  });
  connect(document, &GameDocument::nodeInserted, this, &EvaluationGraph::invalidateLine);
  connect(document, &GameDocument::nodeRemoved, this, &EvaluationGraph::invalidateLine);
  connect(document, &GameDocument::childrenReordered, this, &EvaluationGraph::invalidateLine);
  connect(document, &GameDocument::currentNodeChanged, this, qOverload<>(&QWidget::update));
  connect(document, &GameDocument::annotationChanged, this, qOverload<>(&QWidget::update));
}

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

void EvaluationGraph::setHiddenNodes(std::function<bool(sc::NodeId)> hidden) {
  m_hidden = std::move(hidden);
  invalidateLine();
}

void EvaluationGraph::invalidateLine() {
  m_lineValid = false;
  update();
}

const std::vector<sc::NodeId> &EvaluationGraph::line() const {
  if (!m_lineValid) {
    m_line = m_document ? m_document->tree().mainLine() : std::vector<sc::NodeId>{};
    if (m_hidden) {
      const auto first = std::find_if(m_line.begin(), m_line.end(), m_hidden);
      m_line.erase(first, m_line.end());
    }
    m_lineValid = true;
  }
  return m_line;
}

QRectF EvaluationGraph::plotRect() const {
  return QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
}

QPointF EvaluationGraph::pointAt(int index) const {
  const QRectF plot = plotRect();
  const int n = int(line().size());
  const double x = n <= 1 ? plot.center().x() : plot.left() + plot.width() * index / (n - 1);
  double y = plot.center().y();
  if (const auto score = evaluation(line()[std::size_t(index)]))
    y -= Analysis::winningChances(*score, sc::Color::White,
                                  Analysis::pawnEquivalent(m_document->variant())) *
         plot.height() / 2;
  return {x, y};
}

QPoint EvaluationGraph::pointPosition(sc::NodeId node) const {
  const std::vector<sc::NodeId> &nodes = line();
  for (std::size_t i = 0; i < nodes.size(); ++i)
    if (nodes[i] == node) return pointAt(int(i)).toPoint();
  return {-1, -1};
}

sc::NodeId EvaluationGraph::nodeAt(const QPoint &pos) const {
  const std::vector<sc::NodeId> &nodes = line();
  if (nodes.empty()) return sc::kNoNode;
  const QRectF plot = plotRect();
  const int n = int(nodes.size());
  if (n == 1 || plot.width() <= 0) return nodes.front();
  const double step = plot.width() / (n - 1);
  const int index = int(std::lround((pos.x() - plot.left()) / step));
  return nodes[std::size_t(std::clamp(index, 0, n - 1))];
}

sc::NodeId EvaluationGraph::highlightedNode() const {
  if (!m_document) return sc::kNoNode;
  // A turn in a variation shows where its line leaves the main line.
  const std::vector<sc::NodeId> &nodes = line();
  sc::NodeId node = m_document->currentNode();
  while (node != sc::kNoNode) {
    const int ply = m_document->tree().node(node).ply;
    if (ply < int(nodes.size()) && nodes[std::size_t(ply)] == node) return node;
    node = m_document->tree().node(node).parent;
  }
  return sc::kNoNode;
}

QString EvaluationGraph::describe(sc::NodeId node) const {
  if (!m_document || !m_document->tree().valid(node)) return {};
  const auto score = evaluation(node);
  const QString value = score ? Analysis::describeScore(*score) : tr("not analysed");
  if (node == m_document->tree().root()) return tr("Start  %1").arg(value);
  const bool black = m_document->mover(node) == sc::Color::Black;
  const QString number = QString::number(m_document->turnNumber(node)) +
                         (black ? QStringLiteral("…") : QStringLiteral("."));
  return QStringLiteral("%1 %2  %3")
      .arg(number, QString::fromStdString(m_document->tree().node(node).notation), value);
}

QSize EvaluationGraph::sizeHint() const { return {420, 130}; }
QSize EvaluationGraph::minimumSizeHint() const { return {120, 60}; }

bool EvaluationGraph::event(QEvent *event) {
  if (event->type() == QEvent::ToolTip) {
    auto *help = static_cast<QHelpEvent *>(event);
    const QString text = describe(nodeAt(help->pos()));
    if (text.isEmpty())
      QToolTip::hideText();
    else
      QToolTip::showText(help->globalPos(), text, this);
    return true;
  }
  return QWidget::event(event);
}

void EvaluationGraph::mouseMoveEvent(QMouseEvent *event) {
  const sc::NodeId node = nodeAt(event->position().toPoint());
  if (node != m_hovered) {
    m_hovered = node;
    update();
  }
  QWidget::mouseMoveEvent(event);
}

void EvaluationGraph::mousePressEvent(QMouseEvent *event) {
  if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
  const sc::NodeId node = nodeAt(event->position().toPoint());
  if (node != sc::kNoNode) emit nodeActivated(node);
}

void EvaluationGraph::leaveEvent(QEvent *event) {
  m_hovered = sc::kNoNode;
  update();
  QWidget::leaveEvent(event);
}
