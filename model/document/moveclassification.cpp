#include "moveclassification.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "pgneval.h"
#include "variant.h"

namespace Analysis {

namespace {

// Lichess caps a score at ±1000 centipawns before the curve.
constexpr double kCentipawnCap = 1000;

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

QString describeScore(int whiteScore) {
  if (!isDecided(whiteScore)) return formatScore(whiteScore);
  const int plies = pliesToEnd(whiteScore);
  const bool white = whiteScore > 0;
  if (plies == 0)
    return white ? QCoreApplication::translate("Analysis", "White has won")
                 : QCoreApplication::translate("Analysis", "Black has won");
  const int turns = (plies + 1) / 2;
  return white ? QCoreApplication::translate("Analysis", "White wins in %n", nullptr, turns)
               : QCoreApplication::translate("Analysis", "Black wins in %n", nullptr, turns);
}

std::string evalText(int whiteScore) {
  if (isDecided(whiteScore)) {
    const int plies = pliesToEnd(whiteScore);
    if (plies == 0) return {};
    const int turns = (plies + 1) / 2;
    return sc::pgn::evalMate(whiteScore > 0 ? turns : -turns);
  }
  return sc::pgn::evalPawns(whiteScore);
}

std::optional<int> parseEval(const std::string &text) {
  const QString t = QString::fromStdString(text).trimmed();
  if (t.startsWith(u'#')) {
    bool ok = false;
    const int n = t.mid(1).toInt(&ok);
    if (!ok || n == 0 || std::abs(n) > 400) return std::nullopt;
    return decidedScore(n > 0 ? sc::Color::White : sc::Color::Black, 2 * std::abs(n) - 1);
  }
  bool ok = false;
  const double pawnRanks = t.toDouble(&ok);
  if (!ok || !std::isfinite(pawnRanks) || std::abs(pawnRanks) >= kDecidedBound / 100.0)
    return std::nullopt;
  return int(std::lround(pawnRanks * 100));
}

int pawnEquivalent(const sc::Variant &variant) {
  if (const int measured = variant.rules().scorePawn) return measured;
  return variant.hasShooters() ? kPawnEquivalent : 100;
}

double winningChances(int whiteScore, sc::Color side, int pawn) {
  const int score = forSide(whiteScore, side);
  if (isDecided(score)) return score > 0 ? 1.0 : -1.0;
  // Our centi-ranks in chess's centipawns: a rank-1 pawn is `pawn` of them.
  const double centipawns = std::clamp(100.0 * score / pawn, -kCentipawnCap, kCentipawnCap);
  return 2.0 / (1.0 + std::exp(-kSlopePerCentipawn * centipawns)) - 1.0;
}

double winPercent(int whiteScore, sc::Color side, int pawn) {
  return 50.0 + 50.0 * winningChances(whiteScore, side, pawn);
}

double moveAccuracy(double winBefore, double winAfter) {
  if (winAfter >= winBefore) return 100.0;
  // Lichess's curve, fitted to 100 at no loss and 0 from a loss of 80 on.
  const double raw =
      103.1668100711649 * std::exp(-0.04354415386753951 * (winBefore - winAfter)) -
      3.166924740191411;
  // Lichess adds 1 for the analysis's own imperfection.
  return std::clamp(raw + 1, 0.0, 100.0);
}

Judgement classify(int before, int after, sc::Color mover, int pawn) {
  const int lostWinMistake = kLostWinMistakePawns * pawn;
  const int lostWinInaccuracy = kLostWinInaccuracyPawns * pawn;
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
    if (lostAfter || a < lostWinMistake) return Judgement::Blunder;
    return a < lostWinInaccuracy ? Judgement::Mistake : Judgement::Inaccuracy;
  }
  // Walking into a forced loss: how bad depends on how lost it was already.
  if (lostAfter) {
    if (lostBefore) return Judgement::None;
    if (b > -lostWinMistake) return Judgement::Blunder;
    return b > -lostWinInaccuracy ? Judgement::Mistake : Judgement::Inaccuracy;
  }
  const double drop =
      winningChances(b, sc::Color::White, pawn) - winningChances(a, sc::Color::White, pawn);
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

QString judgementName(Judgement judgement) {
  switch (judgement) {
    case Judgement::Inaccuracy:
      return QCoreApplication::translate("Analysis", "Inaccuracy");
    case Judgement::Mistake:
      return QCoreApplication::translate("Analysis", "Mistake");
    case Judgement::Blunder:
      return QCoreApplication::translate("Analysis", "Blunder");
    case Judgement::None:
      break;
  }
  return {};
}

std::vector<sc::NodeId> markedTurns(const sc::GameTree &tree, sc::Color side, Judgement kind) {
  std::vector<sc::NodeId> out;
  const bool startSide = tree.start().sideToMove() == side;
  for (sc::NodeId id : tree.mainLine()) {
    const sc::Node &node = tree.node(id);
    if (id == tree.root() || (node.ply % 2 == 1) != startSide || node.annotation.nags.empty())
      continue;
    const int nag = node.annotation.nags.front();
    const bool marked = kind == Judgement::None ? nag == nagFor(Judgement::Inaccuracy) ||
                                                      nag == nagFor(Judgement::Mistake) ||
                                                      nag == nagFor(Judgement::Blunder)
                                                : nag == nagFor(kind);
    if (marked) out.push_back(id);
  }
  return out;
}

sc::NodeId nextMarkedTurn(const sc::GameTree &tree, sc::NodeId from, sc::Color side,
                          Judgement kind) {
  const std::vector<sc::NodeId> marked = markedTurns(tree, side, kind);
  if (marked.empty()) return sc::kNoNode;
  const int ply = tree.valid(from) ? tree.node(from).ply : 0;
  for (sc::NodeId id : marked)
    if (tree.node(id).ply > ply) return id;
  return marked.front();
}

}  // namespace Analysis
