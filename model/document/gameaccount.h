// Each side's account of an analysed game (docs/analysis-game.md "Accuracy"):
// its marked turns and Lichess's game accuracy, a mean weighted by how much
// the game swung around each turn, averaged with the harmonic mean so that a
// single blunder weighs as it does on Lichess.
#pragma once

#include <optional>
#include <vector>

#include "gametree.h"
#include "moveclassification.h"
#include "types.h"

namespace Analysis {

// The least a turn weighs in a side's accuracy: a turn of a quiet stretch, or
// one whose swing is unknown.
inline constexpr double kMinTurnWeight = 0.5;
// Lichess's Cp.initial: the start's score when the game gives none, in
// hundredths of a pawn-equivalent (+0.15).
inline constexpr int kInitialPawnHundredths = 15;

// Lichess's weight of each turn in a game's accuracy. `whiteScores` holds one
// score per position of the main line (White's view, the start first; nothing
// where a position has none); the turn into position p weighs the standard
// deviation of White's win% over a window of the scored positions ending at
// p (a window of turns/10 positions, 2 … 8), clamped to 0.5 … 12. The result
// has one entry per position: nothing at the first scored one and at any
// position without a score. Positions without a score are left out of the
// windows, as Lichess leaves out plies it has no evaluation of.
std::vector<std::optional<double>> turnWeights(const std::vector<std::optional<int>> &whiteScores,
                                               int pawn = kPawnEquivalent);

// One turn played between two scored positions, as the account counts it.
struct ScoredTurn {
  double accuracy = 0;             // moveAccuracy, 0 … 100
  double weight = kMinTurnWeight;  // turnWeights
  int loss = 0;                    // what the mover gave away, in the scores' unit, ≥ 0
};
// The turn `mover` played from a position scored `before` to one scored
// `after` (White's view). Its loss, Lichess's centipawn loss, counts each
// score as at most 10 pawn-equivalents either way (a decided one too), so that
// a won game thrown away costs what a lost queen and more costs, not 31,000.
ScoredTurn scoreTurn(int before, int after, sc::Color mover, double weight,
                     int pawn = kPawnEquivalent);

// One side's account of an analysed game.
struct SideReport {
  int inaccuracies = 0;
  int mistakes = 0;
  int blunders = 0;
  std::vector<ScoredTurn> scored;  // the turns with a score before and after, in order

  void count(Judgement judgement);
  void add(Judgement judgement, const ScoredTurn &turn);
  int turns() const { return int(scored.size()); }
  // Lichess's game accuracy, 0 … 100: the mean of the turns' accuracies
  // weighted by turnWeights, averaged with their harmonic mean (each taken as
  // at least 1); nothing when no turn has a score before and after it.
  std::optional<double> accuracy() const;
  // Lichess's average centipawn loss: the turns' losses summed and divided,
  // the remainder dropped as Lichess drops it; nothing without a scored turn.
  std::optional<int> averageLoss() const;
};

// One side's account of a game analysed before, from what it carries (a
// start without a score counting kInitialPawnHundredths, as on Lichess): the
// main line's marks (?!, ?, ??) counted, and the accuracy of each turn played
// between two positions with an [%eval], as Lichess reads an analysed game's
// PGN. A pass (D39) is not judged, as Analyse Game does not judge it.
SideReport gameAccount(const sc::GameTree &tree, sc::Color side, int pawn = kPawnEquivalent);
// Whether the main line carries any [%eval] that reads: a game analysed
// before, by the workbench or by Lichess, not one a teacher marked by hand.
bool carriesEvaluations(const sc::GameTree &tree);
// How many of the main line's positions carry an [%eval] that reads, with
// the last one when the game ends there (scored by the rules) and others are.
int scoredPositions(const sc::GameTree &tree);

}  // namespace Analysis
