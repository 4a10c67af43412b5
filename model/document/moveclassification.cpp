#include "moveclassification.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace Analysis {

namespace {

// Lichess's slope of winning chances per centipawn: +1 pawn ≈ 0.18, +3
// pawns ≈ 0.50, +7 pawns ≈ 0.86.
constexpr double kSlopePerPawn = 0.368208;

}  // namespace

int fromUci(bool mate, int value, sc::Color sideToMove) {
  const sc::Color other = sideToMove == sc::Color::White ? sc::Color::Black : sc::Color::White;
  if (!mate) {
    // A centi-rank score never reaches the decided band; clamp one that would.
    const int clamped = std::clamp(value, -(kDecidedBound - 1), kDecidedBound - 1);
    return forSide(clamped, sideToMove);
  }
  // "mate 0" would be a game already lost by the side to move.
  if (value > 0) return decidedScore(sideToMove, 2 * value - 1);
  return decidedScore(other, 2 * -value);
}

QString formatScore(int whiteScore) {
  if (isDecided(whiteScore)) {
    const int plies = pliesToEnd(whiteScore);
    const bool white = whiteScore > 0;
    if (plies == 0) return white ? QStringLiteral("1-0") : QStringLiteral("0-1");
    // Whoever is to move, the winner needs ceil(plies / 2) turns of its own.
    const int turns = (plies + 1) / 2;
    return white ? QStringLiteral("#%1").arg(turns) : QStringLiteral("#-%1").arg(turns);
  }
  const QString number = QString::number(std::abs(whiteScore) / 100.0, 'f', 2);
  if (whiteScore > 0) return QLatin1Char('+') + number;
  if (whiteScore < 0) return QLatin1Char('-') + number;
  return number;
}

double winningChances(int whiteScore, sc::Color side) {
  const int score = forSide(whiteScore, side);
  if (isDecided(score)) return score > 0 ? 1.0 : -1.0;
  const double pawns = double(score) / kPawnEquivalent;
  return 2.0 / (1.0 + std::exp(-kSlopePerPawn * pawns)) - 1.0;
}

Judgement classify(int before, int after, sc::Color mover) {
  const int b = forSide(before, mover);
  const int a = forSide(after, mover);
  const bool wonBefore = isDecided(b) && b > 0;
  const bool lostBefore = isDecided(b) && b < 0;
  const bool wonAfter = isDecided(a) && a > 0;
  const bool lostAfter = isDecided(a) && a < 0;

  // A forced win given up: how bad depends on what is left. A slower win is
  // no mistake (the engine's depth decides how fast it sees one).
  if (wonBefore) {
    if (wonAfter) return Judgement::None;
    if (lostAfter || a < kLostWinMistake) return Judgement::Blunder;
    return a < kLostWinInaccuracy ? Judgement::Mistake : Judgement::Inaccuracy;
  }
  // Walking into a forced loss: how bad depends on how lost it was already.
  if (lostAfter) {
    if (lostBefore) return Judgement::None;
    if (b > -kLostWinMistake) return Judgement::Blunder;
    return b > -kLostWinInaccuracy ? Judgement::Mistake : Judgement::Inaccuracy;
  }
  const double drop = winningChances(b) - winningChances(a);
  if (drop >= kBlunderDrop) return Judgement::Blunder;
  if (drop >= kMistakeDrop) return Judgement::Mistake;
  if (drop >= kInaccuracyDrop) return Judgement::Inaccuracy;
  return Judgement::None;
}

int nagFor(Judgement judgement) {
  switch (judgement) {
    case Judgement::Inaccuracy:
      return 6;
    case Judgement::Mistake:
      return 2;
    case Judgement::Blunder:
      return 4;
    case Judgement::None:
      break;
  }
  return 0;
}

QString betterComment(const QString &turn, int whiteScore) {
  return QCoreApplication::translate("Analysis", "Better: %1 (%2)")
      .arg(turn, formatScore(whiteScore));
}

}  // namespace Analysis
