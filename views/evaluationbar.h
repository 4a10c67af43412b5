// EvaluationBar: the evaluation of the position on the board as a vertical
// bar beside it, Lichess's way: White's share of the bar is White's win%
// (moveclassification.h), so a decided game fills it; the score is written
// at the winning side's end ("+1.35", "#3") and said in words in the
// tooltip ("White wins in 3"). The app feeds it the shown position's score;
// without one the bar is grey and empty.
#pragma once

#include <QWidget>
#include <optional>

#include "moveclassification.h"

class EvaluationBar : public QWidget {
  Q_OBJECT

 public:
  explicit EvaluationBar(QWidget *parent = nullptr);

  // White's view, in centi-ranks (moveclassification.h); nullopt: unknown.
  void setEvaluation(std::optional<int> whiteScore);
  std::optional<int> evaluation() const { return m_score; }
  // The rule system's pawn-equivalent (Analysis::pawnEquivalent), the scale
  // of the bar's win%.
  void setPawnEquivalent(int pawn);
  int pawnEquivalent() const { return m_pawn; }
  // White at the top, as the board shows Black at the bottom.
  void setFlipped(bool flipped);
  bool isFlipped() const { return m_flipped; }

  // White's share of the bar, 0 … 1 (0.5 without a score).
  double whiteShare() const;
  // The label drawn on the bar ("+1.35", "#3", "1-0"); empty without a score.
  QString label() const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent *event) override;

 private:
  std::optional<int> m_score;
  int m_pawn = Analysis::kPawnEquivalent;
  bool m_flipped = false;
};
