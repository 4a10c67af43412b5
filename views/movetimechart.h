// MoveTimeChart: how long each turn of the main line took, as Lichess's
// "Move times" chart shows a game played on a clock: White's turns as bars
// upwards, Black's downwards, on a scale that keeps a second's turn visible
// beside a five minutes' think (the height grows with the logarithm of the
// time). The times are MoveTimes's ([%emt], or [%clk] and the TimeControl
// tag); the current turn, the hover and a click are MainLineChart's.
#pragma once

#include <optional>

#include "mainlinechart.h"

class MoveTimeChart : public MainLineChart {
  Q_OBJECT

 public:
  explicit MoveTimeChart(GameDocument *document, QWidget *parent = nullptr);

  // The seconds a main-line turn took, none for the start or a turn without.
  std::optional<double> timeOf(sc::NodeId node) const;
  // The bar of a turn: up for White's, down for Black's; empty without a time.
  QRectF barRect(sc::NodeId node) const;
  // "12… Rd8-d5  14.2 s", as the hover label and the tooltip say it.
  QString describe(sc::NodeId node) const override;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent *event) override;

 private:
  // The longest turn's seconds (at least 1), the top of the scale.
  double longest() const;
  QRectF bar(int index, double time, double longest) const;
};
