// EvaluationGraph's painting: the two sides' areas, the curve, the marks, the
// current turn and the hover label.
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "evaluationgraph.h"
#include "glyphs.h"

namespace {

// Colours that read on either palette: the areas are the two sides' colours,
// set against a background a shade off the window's.
struct GraphColors {
  QColor background, white, black, curve, axis;
};

GraphColors colorsFor(const QPalette &palette) {
  const QColor window = palette.color(QPalette::Window);
  const bool dark = window.lightness() < 128;
  GraphColors c;
  c.background = dark ? window.darker(125) : window.darker(106);
  c.white = dark ? QColor(0xdc, 0xdc, 0xdc) : QColor(0xff, 0xff, 0xff);
  c.black = dark ? QColor(0x0a, 0x0a, 0x0a) : QColor(0x4a, 0x4a, 0x4a);
  c.curve = QColor(0x8c, 0x8c, 0x8c);
  c.axis = dark ? window.lighter(160) : window.darker(150);
  return c;
}

// The move glyphs the graph marks, worst first, so a node shows its worst.
constexpr int kMarkedNags[] = {4, 2, 6};

}  // namespace

void EvaluationGraph::paintEvent(QPaintEvent *) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  const GraphColors colors = colorsFor(palette());
  painter.fillRect(rect(), colors.background);
  const QRectF plot = plotRect();

  paintAreas(painter, plot);
  painter.setPen(QPen(colors.axis, 1));
  painter.drawLine(QPointF(plot.left(), plot.center().y()),
                   QPointF(plot.right(), plot.center().y()));

  const std::vector<sc::NodeId> &nodes = line();
  if (std::none_of(nodes.begin(), nodes.end(), [this](sc::NodeId n) { return evaluation(n); })) {
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap,
                     tr("Analyse the game to see its evaluation here"));
  }
  // The current turn: a bar in the selection colour, as the notation marks it.
  if (const sc::NodeId current = highlightedNode(); current != sc::kNoNode) {
    QPointF at = pointAt(m_document->tree().node(current).ply);
    at.setX(std::round(at.x()));  // a crisp two-pixel bar
    const QColor highlight = palette().color(QPalette::Highlight);
    painter.setPen(QPen(highlight, 2));
    painter.drawLine(QPointF(at.x(), plot.top()), QPointF(at.x(), plot.bottom()));
    if (evaluation(current)) {
      painter.setBrush(highlight);
      painter.drawEllipse(at, 3.5, 3.5);
    }
  }
  paintMarks(painter);
  if (m_hovered != sc::kNoNode && m_document && m_document->tree().valid(m_hovered) &&
      m_document->tree().node(m_hovered).ply < int(nodes.size()))
    paintHover(painter, plot);
}

void EvaluationGraph::paintAreas(QPainter &painter, const QRectF &plot) const {
  const GraphColors colors = colorsFor(palette());
  const std::vector<sc::NodeId> &nodes = line();
  const int n = int(nodes.size());
  const double mid = plot.center().y();
  const QRectF above(rect().left(), rect().top(), width(), mid - rect().top());
  const QRectF below(rect().left(), mid, width(), rect().bottom() - mid + 1);
  // Each run of evaluated plies is one shape (a run in progress shows as far
  // as the analysis has come).
  for (int i = 0; i < n;) {
    if (!evaluation(nodes[std::size_t(i)])) {
      ++i;
      continue;
    }
    QPolygonF curve;
    while (i < n && evaluation(nodes[std::size_t(i)])) curve << pointAt(i++);
    QPainterPath area;
    area.moveTo(curve.first().x(), mid);
    for (const QPointF &p : curve) area.lineTo(p);
    area.lineTo(curve.last().x(), mid);
    area.closeSubpath();
    painter.save();
    painter.setClipRect(above);
    painter.fillPath(area, colors.white);
    painter.setClipRect(below);
    painter.fillPath(area, colors.black);
    painter.restore();
    painter.setPen(QPen(colors.curve, 1.5));
    painter.setBrush(Qt::NoBrush);
    if (curve.size() == 1)
      painter.drawEllipse(curve.first(), 1.5, 1.5);
    else
      painter.drawPolyline(curve);
  }
}

void EvaluationGraph::paintMarks(QPainter &painter) const {
  const std::vector<sc::NodeId> &nodes = line();
  const QColor ring = colorsFor(palette()).background;
  for (std::size_t i = 1; i < nodes.size(); ++i) {
    const std::vector<int> &nags = m_document->tree().node(nodes[i]).annotation.nags;
    for (int nag : kMarkedNags) {
      if (std::find(nags.begin(), nags.end(), nag) == nags.end()) continue;
      const double radius = nag == 6 ? 3.5 : 4.5;  // an inaccuracy is the smallest
      painter.setPen(QPen(ring, 1.2));
      painter.setBrush(Glyphs::color(nag));
      painter.drawEllipse(pointAt(int(i)), radius, radius);
      break;
    }
  }
}

void EvaluationGraph::paintHover(QPainter &painter, const QRectF &plot) const {
  const int index = m_document->tree().node(m_hovered).ply;
  const QPointF at = pointAt(index);
  QColor guide = palette().color(QPalette::Text);
  guide.setAlpha(110);
  painter.setPen(QPen(guide, 1, Qt::DashLine));
  painter.drawLine(QPointF(at.x(), plot.top()), QPointF(at.x(), plot.bottom()));

  // The label sits in the top corner away from the pointer.
  const QString text = describe(m_hovered);
  const QFontMetrics metrics(font());
  const QSize size(metrics.horizontalAdvance(text) + 10, metrics.height() + 4);
  const bool left = at.x() > plot.center().x();
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
