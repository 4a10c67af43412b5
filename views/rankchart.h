// RankChart: the total rank of each side over the current line, one point per
// ply (RankHistory), with a mark where a side lost a monarch and the current
// ply highlighted. Clicking a ply asks to go there (nodeRequested); the app
// navigates. Colours come from the palette, so it reads in light and dark.
#pragma once

#include <QPointer>
#include <QWidget>

#include "gametree.h"

class RankHistory;

class RankChart : public QWidget {
  Q_OBJECT

 public:
  explicit RankChart(RankHistory *history, QWidget *parent = nullptr);

  // Where the point of `index` (into RankHistory::points()) for `side` is drawn.
  QPointF pointPosition(int index, sc::Color side) const;
  // The index of the ply nearest to x, or -1 when there are no points.
  int indexAt(qreal x) const;

  QSize sizeHint() const override { return {360, 170}; }
  QSize minimumSizeHint() const override { return {160, 90}; }

  static QColor sideColor(sc::Color side, const QPalette &palette);

 signals:
  void nodeRequested(sc::NodeId node);

 protected:
  void paintEvent(QPaintEvent *event) override;
  void mousePressEvent(QMouseEvent *event) override;
  bool event(QEvent *event) override;

 private:
  QRectF plotRect() const;
  void updateRange();
  QString describe(int index) const;

  QPointer<RankHistory> m_history;
  int m_min = 0;  // the value range on the y axis
  int m_max = 1;
};
