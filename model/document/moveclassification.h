// Judging the turns of an analysed game (docs/analysis-game.md): pure
// functions over evaluations from White's point of view, so the analyser, the
// evaluation graph and the tests share one scale and one set of thresholds.
//
// An evaluation is one int in centi-ranks from White's point of view, the
// engine's unit (docs/engine.md: one rank of a pawn is about 100). A decided
// game is ±(kDecided − plies to its end), positive when White wins, the way
// the engine encodes it, so a finished game (0 plies) still says who won.
#pragma once

#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "gametree.h"
#include "types.h"

namespace sc {
class Variant;
}

namespace Analysis {

inline constexpr int kDecided = 31000;
// Every decided score lies beyond this (a game longer than 1000 plies to its
// end is not something an engine reports).
inline constexpr int kDecidedBound = kDecided - 1000;
// The centi-ranks Analyse Game counts as chess's pawn where pieces shoot. It
// was a rank-1 pawn's worth to the evaluation (96 a rank plus 50 for being on
// the board) until tuning on games set that presence to 0 (docs/engine.md,
// ninth pass); it stays 146 because the same games put the pawn of Lichess's
// curve higher still (Texel's K on depth-3 games: about 215 centi-ranks),
// so a pawn's 96 would mark turns harsher than the results bear out. The
// thresholds below are in pawn-equivalents, chess's scale carried over.
inline constexpr int kPawnEquivalent = 146;
// Lichess's slope of winning chances per centipawn: +1 pawn ≈ 0.18, +3
// pawns ≈ 0.50, +7 pawns ≈ 0.86.
inline constexpr double kSlopePerCentipawn = 0.00368208;
// The pawn-equivalent for a rule system's scores: the ruleset's `score_pawn`
// where its games were measured (the first edition's scores say far less of
// the result than the revised edition's: bench_calibrate, docs/analysis-game.md);
// else kPawnEquivalent where pieces shoot (only our engine plays those, in
// centi-ranks), and 100 where they take by moving, as UCI's centipawns are,
// Lichess's scale unchanged (our engine's chess pawn is 102).
int pawnEquivalent(const sc::Variant &variant);

constexpr bool isDecided(int score) { return score >= kDecidedBound || score <= -kDecidedBound; }
// For a decided score: plies until the game ends.
constexpr int pliesToEnd(int score) { return kDecided - (score < 0 ? -score : score); }
// The score of a game `winner` wins `plies` plies from now.
constexpr int decidedScore(sc::Color winner, int plies) {
  return winner == sc::Color::White ? kDecided - plies : -(kDecided - plies);
}

// A UCI score ("cp V" or "mate V", from the side to move's point of view,
// mate counted in the side to move's turns, negative when lost) as White sees
// it. A win in N turns of ours ends after 2N−1 plies, a loss in N after 2N.
int fromUci(bool mate, int value, sc::Color sideToMove);
// The score for `side` (White's score, or its negation).
constexpr int forSide(int whiteScore, sc::Color side) {
  return side == sc::Color::White ? whiteScore : -whiteScore;
}

// Compact, from White's point of view: "+0.85", "-1.20", "0.00"; a decided
// game as "#N" (White wins in N of White's turns) or "#-N", and a game already
// over as "1-0" or "0-1". For narrow places (the evaluation bar's label).
QString formatScore(int whiteScore);
// In words, for people: "+0.85", and a decided game as "White wins in 3",
// "Black wins in 2", "White has won" (translated).
QString describeScore(int whiteScore);

// PGN's language-neutral [%eval] argument, as Lichess writes it: pawn-ranks
// from White's side with two decimals ("0.35", "-1.20"), "#3" / "#-2" for a
// decided game; empty for a finished game (nothing to evaluate).
std::string evalText(int whiteScore);
// Reads an [%eval] argument back ("0.35", "+1", "#3", "#-2"); a win in N is
// taken as 2N−1 plies, so evalText(parseEval(t)) == t for what evalText wrote.
std::optional<int> parseEval(const std::string &text);

// The expected result for `side` on a −1 (lost) … +1 (won) scale: a logistic
// curve of the score in pawn-equivalents with Lichess's slope, ±1 for a
// decided game. The graph plots it, so big advantages and wins meet the edges.
double winningChances(int whiteScore, sc::Color side = sc::Color::White,
                      int pawn = kPawnEquivalent);

enum class Judgement { None, Inaccuracy, Mistake, Blunder };

// Thresholds on the drop in the mover's winning chances (the −1 … +1 scale):
inline constexpr double kInaccuracyDrop = 0.10;
inline constexpr double kMistakeDrop = 0.20;
inline constexpr double kBlunderDrop = 0.30;
// A forced win given up (or a forced loss walked into) is judged by the score
// left (or the score before), in pawn-equivalents for the mover: with at least
// 10 left it was an inaccuracy, with 7 a mistake, with less a blunder.
inline constexpr int kLostWinInaccuracyPawns = 10;
inline constexpr int kLostWinMistakePawns = 7;

// How bad `mover`'s turn was, given the evaluation before it (the position
// it was played from, searched with the best turn) and after it, on the scale
// of `pawn` (pawnEquivalent()).
Judgement classify(int before, int after, sc::Color mover, int pawn = kPawnEquivalent);

// The glyph for a judgement: $6 ?!, $2 ?, $4 ??; 0 for none.
int nagFor(Judgement judgement);
// Whether a NAG judges the turn ($1 … $6): the analysis replaces those.
constexpr bool isMoveNag(int nag) { return nag >= 1 && nag <= 6; }

// The main line's turns of `side` whose move glyph is the mark of `kind`
// (any of ?!, ? and ?? for None), in the order they were played: what
// Analyse Game marked, or a teacher with the same glyphs.
std::vector<sc::NodeId> markedTurns(const sc::GameTree &tree, sc::Color side,
                                    Judgement kind = Judgement::None);
// The first of them after `from`'s ply, else the first of all (round again,
// as Lichess's counts go from one to the next); kNoNode when there is none.
sc::NodeId nextMarkedTurn(const sc::GameTree &tree, sc::NodeId from, sc::Color side,
                          Judgement kind);

// "Inaccuracy", "Mistake", "Blunder" (translated); empty for none.
QString judgementName(Judgement judgement);

// Lichess's win% for `side`: 50 + 50 · winning chances, 0 … 100.
double winPercent(int whiteScore, sc::Color side, int pawn = kPawnEquivalent);
// Lichess's accuracy of one turn from the mover's win% before and after it:
// 103.1668 · e^(−0.04354 · (before − after)) − 3.1669, plus 1 (Lichess's
// allowance for an analysis that is not perfect), clamped to 0 … 100 (a turn
// that gains is 100).
double moveAccuracy(double winBefore, double winAfter);

}  // namespace Analysis
