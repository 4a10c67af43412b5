#include "mainlinechart.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace {

constexpr int kMargin = 6;  // room for the marks at the edges

}  // namespace

MainLineChart::MainLineChart(GameDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document) {
  setMouseTracking(true);
  setAttribute(Qt::WA_OpaquePaintEvent);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  connect(document, &GameDocument::gameReset, this, [this] {
    forgetGame();
    m_hovered = sc::kNoNode;
    invalidateLine();
  });
  connect(document, &GameDocument::nodeInserted, this, &MainLineChart::invalidateLine);
  connect(document, &GameDocument::nodeRemoved, this, &MainLineChart::invalidateLine);
  connect(document, &GameDocument::childrenReordered, this, &MainLineChart::invalidateLine);
  connect(document, &GameDocument::currentNodeChanged, this, qOverload<>(&QWidget::update));
  connect(document, &GameDocument::annotationChanged, this, qOverload<>(&QWidget::update));
}

void MainLineChart::setHiddenNodes(std::function<bool(sc::NodeId)> hidden) {
  m_hidden = std::move(hidden);
  invalidateLine();
}

void MainLineChart::invalidateLine() {
  m_lineValid = false;
  update();
}

const std::vector<sc::NodeId> &MainLineChart::line() const {
  if (!m_document) {  // gone before the chart, as a window closes: nothing to plot
    m_line.clear();
    m_lineValid = false;
    return m_line;
  }
  if (!m_lineValid) {
    m_line = m_document->tree().mainLine();
    if (m_hidden) {
      const auto first = std::find_if(m_line.begin(), m_line.end(), m_hidden);
      m_line.erase(first, m_line.end());
    }
    m_lineValid = true;
  }
  return m_line;
}

MainLineChart::Colors MainLineChart::colors() const {
  const QColor window = palette().color(QPalette::Window);
  const bool dark = window.lightness() < 128;
  Colors c;
  c.background = dark ? window.darker(125) : window.darker(106);
  c.white = dark ? QColor(0xdc, 0xdc, 0xdc) : QColor(0xff, 0xff, 0xff);
  c.black = dark ? QColor(0x0a, 0x0a, 0x0a) : QColor(0x4a, 0x4a, 0x4a);
  c.curve = QColor(0x8c, 0x8c, 0x8c);
  c.axis = dark ? window.lighter(160) : window.darker(150);
  return c;
}

QRectF MainLineChart::plotRect() const {
  return QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
}

double MainLineChart::xAt(int index) const {
  const QRectF plot = plotRect();
  const int n = int(line().size());
  return n <= 1 ? plot.center().x() : plot.left() + plot.width() * index / (n - 1);
}

sc::NodeId MainLineChart::nodeAt(const QPoint &pos) const {
  const std::vector<sc::NodeId> &nodes = line();
  if (nodes.empty()) return sc::kNoNode;
  const QRectF plot = plotRect();
  const int n = int(nodes.size());
  if (n == 1 || plot.width() <= 0) return nodes.front();
  const double step = plot.width() / (n - 1);
  const int index = int(std::lround((pos.x() - plot.left()) / step));
  return nodes[std::size_t(std::clamp(index, 0, n - 1))];
}

sc::NodeId MainLineChart::highlightedNode() const {
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

QString MainLineChart::turnLabel(sc::NodeId node) const {
  if (node == m_document->tree().root()) return tr("Start");
  const bool black = m_document->mover(node) == sc::Color::Black;
  return QStringLiteral("%1%2 %3")
      .arg(m_document->turnNumber(node))
      .arg(black ? QStringLiteral("…") : QStringLiteral("."),
           QString::fromStdString(m_document->tree().node(node).notation));
}

QSize MainLineChart::sizeHint() const { return {420, 130}; }
QSize MainLineChart::minimumSizeHint() const { return {120, 60}; }

void MainLineChart::paintCurrent(QPainter &painter, const QRectF &plot) const {
  // The current turn: a bar in the selection colour, as the notation marks it.
  const sc::NodeId current = highlightedNode();
  if (current == sc::kNoNode) return;
  const double x = std::round(xAt(m_document->tree().node(current).ply));  // a crisp bar
  painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
  painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
}

void MainLineChart::paintHover(QPainter &painter, const QRectF &plot) const {
  if (m_hovered == sc::kNoNode || !m_document || !m_document->tree().valid(m_hovered)) return;
  const int index = m_document->tree().node(m_hovered).ply;
  if (index >= int(line().size())) return;
  const double x = xAt(index);
  QColor guide = palette().color(QPalette::Text);
  guide.setAlpha(110);
  painter.setPen(QPen(guide, 1, Qt::DashLine));
  painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));

  // The label sits in the top corner away from the pointer.
  const QString text = describe(m_hovered);
  const QFontMetrics metrics(font());
  const QSize size(metrics.horizontalAdvance(text) + 10, metrics.height() + 4);
  const bool left = x > plot.center().x();
  const QRect box(left ? int(plot.left()) : int(plot.right()) - size.width(), int(plot.top()),
                  size.width(), size.height());
  QColor base = palette().color(QPalette::Base);
  base.setAlpha(235);
  painter.setPen(palette().color(QPalette::Mid));
  painter.setBrush(base);
  painter.drawRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
  painter.setPen(palette().color(QPalette::Text));
  painter.drawText(box, Qt::AlignCenter, text);
}

bool MainLineChart::event(QEvent *event) {
  if (event->type() == QEvent::ToolTip) {
    auto *help = static_cast<QHelpEvent *>(event);
    const sc::NodeId node = nodeAt(help->pos());
    const QString text = node == sc::kNoNode ? QString() : describe(node);
    if (text.isEmpty())
      QToolTip::hideText();
    else
      QToolTip::showText(help->globalPos(), text, this);
    return true;
  }
  return QWidget::event(event);
}

void MainLineChart::mouseMoveEvent(QMouseEvent *event) {
  const sc::NodeId node = nodeAt(event->position().toPoint());
  if (node != m_hovered) {
    m_hovered = node;
    update();
  }
  QWidget::mouseMoveEvent(event);
}

void MainLineChart::mousePressEvent(QMouseEvent *event) {
  if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
  const sc::NodeId node = nodeAt(event->position().toPoint());
  if (node != sc::kNoNode) emit nodeActivated(node);
}

void MainLineChart::leaveEvent(QEvent *event) {
  m_hovered = sc::kNoNode;
  update();
  QWidget::leaveEvent(event);
}
