#include "gameaccount.h"

#include <algorithm>
#include <cmath>

#include "status.h"

namespace Analysis {

namespace {

// Lichess's window: a tenth of the game's turns, at least 2 and at most 8
// positions; its deviation counts as at most 12 win% points.
constexpr std::size_t kMinWindow = 2;
constexpr std::size_t kMaxWindow = 8;
constexpr double kMaxWeight = 12;
// Lichess ceils a score at 1000 centipawns before it counts a loss or a win%.
constexpr int kLossCapPawns = 10;

// The population standard deviation, as Lichess's Maths takes it.
double deviation(const std::vector<double> &values, std::size_t from, std::size_t to) {
  const double n = double(to - from);
  double mean = 0;
  for (std::size_t i = from; i < to; ++i) mean += values[i];
  mean /= n;
  double sum = 0;
  for (std::size_t i = from; i < to; ++i) sum += (values[i] - mean) * (values[i] - mean);
  return std::sqrt(sum / n);
}

// White's win% as Lichess's account takes it: a decided score is a score at
// the cap (a mate is 1000 centipawns, win% 97.5), not a certainty, so a turn
// into a forced loss is not worse than one into a hopeless position.
double accountWin(int whiteScore, sc::Color side, int pawn) {
  if (isDecided(whiteScore)) whiteScore = (whiteScore > 0 ? 1 : -1) * kLossCapPawns * pawn;
  return winPercent(whiteScore, side, pawn);
}

}  // namespace

std::vector<std::optional<double>> turnWeights(const std::vector<std::optional<int>> &whiteScores,
                                               int pawn) {
  std::vector<std::optional<double>> weights(whiteScores.size());
  std::vector<double> win;         // White's win% at each scored position
  std::vector<std::size_t> where;  // and that position's index
  for (std::size_t p = 0; p < whiteScores.size(); ++p) {
    if (!whiteScores[p]) continue;
    win.push_back(accountWin(*whiteScores[p], sc::Color::White, pawn));
    where.push_back(p);
  }
  if (win.size() < 2) return weights;
  const std::size_t turns = win.size() - 1;
  const std::size_t width = std::clamp(turns / 10, kMinWindow, kMaxWindow);
  // Turn t goes from scored position t to t + 1. Its window ends at t + 1;
  // the first turns, whose window would start before the game, share the
  // game's first window.
  for (std::size_t t = 0; t < turns; ++t) {
    const std::size_t from = t + 2 > width ? t + 2 - width : 0;
    const std::size_t to = std::min(win.size(), from + width);
    weights[where[t + 1]] = std::clamp(deviation(win, from, to), kMinTurnWeight, kMaxWeight);
  }
  return weights;
}

void SideReport::count(Judgement judgement) {
  switch (judgement) {
    case Judgement::Inaccuracy:
      ++inaccuracies;
      break;
    case Judgement::Mistake:
      ++mistakes;
      break;
    case Judgement::Blunder:
      ++blunders;
      break;
    case Judgement::None:
      break;
  }
}

ScoredTurn scoreTurn(int before, int after, sc::Color mover, double weight, int pawn) {
  const int cap = kLossCapPawns * pawn;
  const int lost =
      std::clamp(forSide(before, mover), -cap, cap) - std::clamp(forSide(after, mover), -cap, cap);
  return {moveAccuracy(accountWin(before, mover, pawn), accountWin(after, mover, pawn)), weight,
          std::max(0, lost)};
}

void SideReport::add(Judgement judgement, const ScoredTurn &turn) {
  count(judgement);
  scored.push_back(turn);
}

std::optional<int> SideReport::averageLoss() const {
  if (scored.empty()) return std::nullopt;
  long long sum = 0;
  for (const ScoredTurn &s : scored) sum += s.loss;
  return int(sum / (long long)scored.size());
}

std::optional<double> SideReport::accuracy() const {
  if (scored.empty()) return std::nullopt;
  double weighted = 0;
  double weights = 0;
  double reciprocals = 0;
  for (const ScoredTurn &s : scored) {
    weighted += s.accuracy * s.weight;
    weights += s.weight;
    // A turn of accuracy 0 would make the harmonic mean 0 whatever else was played.
    reciprocals += 1 / std::max(1.0, s.accuracy);
  }
  const double harmonic = double(scored.size()) / reciprocals;
  return (weighted / weights + harmonic) / 2;
}

SideReport gameAccount(const sc::GameTree &tree, sc::Color side, int pawn) {
  SideReport report;
  for (sc::NodeId id : markedTurns(tree, side)) {
    const int nag = tree.node(id).annotation.nags.front();
    for (Judgement j : {Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder})
      if (nag == nagFor(j)) report.count(j);
  }
  const std::vector<sc::NodeId> line = tree.mainLine();
  std::vector<std::optional<int>> scores;
  scores.reserve(line.size());
  for (sc::NodeId id : line) scores.push_back(parseEval(tree.node(id).annotation.eval));
  // A start without a score (a Lichess export has none) is Lichess's
  // Cp.initial, +0.15, so the first turn counts as it does there.
  if (!scores.empty() && !scores.front()) scores.front() = kInitialPawnHundredths * pawn / 100;
  const std::vector<std::optional<double>> weights = turnWeights(scores, pawn);
  const bool startSide = tree.start().sideToMove() == side;
  for (std::size_t p = 1; p < line.size(); ++p) {
    const sc::Node &node = tree.node(line[p]);
    if (!scores[p - 1] || !scores[p] || (node.ply % 2 == 1) != startSide ||
        node.turn.kind == sc::TurnKind::Null)
      continue;
    report.scored.push_back(
        scoreTurn(*scores[p - 1], *scores[p], side, weights[p].value_or(kMinTurnWeight), pawn));
  }
  return report;
}

int scoredPositions(const sc::GameTree &tree) {
  const std::vector<sc::NodeId> line = tree.mainLine();
  const int scored = int(std::count_if(line.begin(), line.end(), [&tree](sc::NodeId id) {
    return parseEval(tree.node(id).annotation.eval).has_value();
  }));
  // A game that ends on the board has its last position scored by the rules
  // (a mate has no [%eval], as on Lichess): once the rest is, so is it.
  const sc::NodeId last = line.back();
  if (scored == 0 || parseEval(tree.node(last).annotation.eval)) return scored;
  sc::Position end = tree.positionAt(last);
  return sc::evaluateStatus(end).outcome == sc::Outcome::Ongoing ? scored : scored + 1;
}

bool carriesEvaluations(const sc::GameTree &tree) { return scoredPositions(tree) > 0; }

}  // namespace Analysis
