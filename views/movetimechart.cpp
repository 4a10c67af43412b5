#include "movetimechart.h"

#include <QLocale>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "movetimes.h"

MoveTimeChart::MoveTimeChart(GameDocument *document, QWidget *parent)
    : MainLineChart(document, parent) {}

std::optional<double> MoveTimeChart::timeOf(sc::NodeId node) const {
  if (!m_document) return std::nullopt;
  return MoveTimes::spentOn(m_document->tree(), node);
}

double MoveTimeChart::longest() const {
  double most = 1;
  for (sc::NodeId n : line()) most = std::max(most, timeOf(n).value_or(0));
  return most;
}

QRectF MoveTimeChart::barRect(sc::NodeId node) const {
  const std::vector<sc::NodeId> &nodes = line();
  const std::optional<double> time = timeOf(node);  // none for a node not in the game
  const int index = time ? m_document->tree().node(node).ply : -1;
  if (!time || index < 1 || index >= int(nodes.size()) || nodes[std::size_t(index)] != node)
    return {};
  return bar(index, *time, longest());
}

QRectF MoveTimeChart::bar(int index, double time, double longest) const {
  const QRectF plot = plotRect();
  const double height = plot.height() / 2 * std::log1p(time) / std::log1p(longest);
  const double width =
      std::clamp(plot.width() / std::max<double>(1, double(line().size()) - 1) * 0.7, 1.0, 12.0);
  const double mid = plot.center().y();
  const sc::NodeId node = line()[std::size_t(index)];
  const bool white = m_document->mover(node) == sc::Color::White;
  return QRectF(xAt(index) - width / 2, white ? mid - height : mid, width, height);
}

QString MoveTimeChart::describe(sc::NodeId node) const {
  if (!m_document || !m_document->tree().valid(node)) return {};
  const std::optional<double> time = timeOf(node);
  if (!time) return turnLabel(node);
  const QLocale locale;
  const QString spent =
      *time < 60 ? tr("%1 s").arg(locale.toString(*time, 'f', *time < 10 ? 1 : 0))
                 : tr("%1 min %2 s").arg(int(*time) / 60).arg(int(std::lround(*time)) % 60);
  return QStringLiteral("%1  %2").arg(turnLabel(node), spent);
}

// A strip under the graph, lower than it: the account under both must fit.
QSize MoveTimeChart::sizeHint() const { return {420, 48}; }
QSize MoveTimeChart::minimumSizeHint() const { return {120, 30}; }

void MoveTimeChart::paintEvent(QPaintEvent *) {
  QPainter painter(this);
  const Colors colors = this->colors();
  painter.fillRect(rect(), colors.background);
  const QRectF plot = plotRect();
  painter.setPen(Qt::NoPen);
  const std::vector<sc::NodeId> &nodes = line();
  const std::vector<std::optional<double>> times =
      m_document ? MoveTimes::mainLine(m_document->tree()) : std::vector<std::optional<double>>{};
  double most = 1;
  for (std::size_t i = 0; i < nodes.size() && i < times.size(); ++i)
    most = std::max(most, times[i].value_or(0));
  for (std::size_t i = 1; i < nodes.size() && i < times.size(); ++i) {
    if (!times[i]) continue;
    painter.setBrush(m_document->mover(nodes[i]) == sc::Color::White ? colors.white : colors.black);
    painter.drawRect(bar(int(i), *times[i], most));
  }
  painter.setPen(QPen(colors.axis, 1));
  painter.drawLine(QPointF(plot.left(), plot.center().y()),
                   QPointF(plot.right(), plot.center().y()));
  // The caption on a veil of the background, over the first bars.
  const QString caption = tr("Move times");
  QRectF label = painter.fontMetrics().boundingRect(caption).toRectF();
  label.moveTopLeft(plot.topLeft());
  QColor veil = colors.background;
  veil.setAlpha(200);
  painter.fillRect(label.adjusted(-2, 0, 2, 0), veil);
  painter.setPen(palette().color(QPalette::PlaceholderText));
  painter.drawText(label, Qt::AlignLeft | Qt::AlignTop, caption);
  painter.setRenderHint(QPainter::Antialiasing);
  paintCurrent(painter, plot);
  paintHover(painter, plot);
}
