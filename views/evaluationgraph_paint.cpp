// EvaluationGraph's painting: the two sides' areas, the curve and the marks;
// MainLineChart draws the current turn and the hover label.
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "evaluationgraph.h"
#include "glyphs.h"

namespace {

// The move glyphs the graph marks, worst first, so a node shows its worst.
constexpr int kMarkedNags[] = {4, 2, 6};

}  // namespace

void EvaluationGraph::paintEvent(QPaintEvent *) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  const Colors colors = this->colors();
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
  paintCurrent(painter, plot);
  if (const sc::NodeId current = highlightedNode(); current != sc::kNoNode && evaluation(current)) {
    QPointF at = pointAt(m_document->tree().node(current).ply);
    at.setX(std::round(at.x()));
    painter.setBrush(palette().color(QPalette::Highlight));
    painter.drawEllipse(at, 3.5, 3.5);
  }
  paintMarks(painter);
  paintHover(painter, plot);
}

void EvaluationGraph::paintAreas(QPainter &painter, const QRectF &plot) const {
  const Colors colors = this->colors();
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
  const QColor ring = colors().background;
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
