// bench_tune: Texel-style tuning of the evaluation weights (EvalWeights,
// evaluate.h) from engine games. A small honest version:
//
//  1. plays G games of the engine against itself at a fixed depth (the
//     default weights, or the ones given), from the ruleset's start and
//     seeded random openings (openings.h), up to 300 plies;
//  2. keeps the quiet positions of those games (after the opening, none
//     where the side to move has a shot that takes something down or a
//     capture: the static evaluation is then meant to be the position's
//     worth), each labelled with the game's result for White (1, 0.5, 0);
//  3. fits K of the logistic 1 / (1 + 10^(-K e / 400)) to the evaluations
//     (White's point of view), then lowers the mean squared error of the
//     prediction against the results by coordinate descent over the named
//     weights (steps of 8, 4, 2, 1), each kept within bounds (inBounds), and
//     prints the weights before and after with their errors.
//
//   bench_tune [--ruleset NAME] [--games G] [--depth D] [--seed S]
//              [--label-depth L [--predict-depth P]] [--tune NAME]...
//              [--set NAME=VALUE]...
//
// With --label-depth L the label is not the game's result but what a search
// of L plies (the starting weights) says of the position, through the curve
// Analyse Game judges turns by (docs/analysis-game.md: Lichess's slope, a
// rank-1 pawn as the pawn where pieces shoot); K is then that curve's and is
// not fitted. The static evaluation (with --predict-depth P, a P-ply search
// with the trial weights) is tuned to foresee the deeper search: the
// steadiness goal of issue 11 in the units a user's marks use, on positions
// of engine games, not the bench's.
//
// Deterministic: fixed-depth games from cleared searches. scripts/tune-eval
// runs it with the settings docs/engine.md reports.

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "game.h"
#include "movegen.h"
#include "openings.h"
#include "ordering.h"
#include "registry.h"
#include "search.h"
#include "sfen.h"

namespace {

struct Sample {
  sc::Position pos;
  double result;  // for White: the game's result, or a searched score's expectation
};

// Analyse Game's curve (model/document/moveclassification.cpp, which the
// engine does not link): the expected result, 0..1, of a score in centi-ranks
// where `pawn` of them make a pawn.
double expectation(int score, int pawn) {
  const double centipawns = std::clamp(100.0 * score / pawn, -1000.0, 1000.0);
  return 1.0 / (1.0 + std::exp(-0.00368208 * centipawns));
}

// Whether the side to move has a turn that takes something down (a shot, a
// series, a capture): such a position's worth is not its static evaluation.
bool quiet(sc::Position &pos, const sc::Evaluator &eval, sc::TurnList &list,
           sc::EditList &scratch) {
  sc::generatePseudoLegal(pos, list);
  for (int i = 0; i < list.size; ++i) {
    const sc::Turn &t = list[i];
    if (!sc::mayShoot(t) && !sc::takesByMoving(t)) continue;
    const sc::Gain g = sc::turnGain(pos, t, eval, scratch);
    if (g.wins || (g.takesDown > 0 && g.value > 0)) return false;
  }
  return true;
}

// Where a weight may go: the shares of pending shots (64ths) stay within
// 0..64 (at most the whole shot), the rest between 0 and four times its
// starting value (at least 64). Without bounds a few thousand correlated
// positions let weights run off to compensate one another (a tempo of -400
// against a mover's shot share of 2).
bool inBounds(const std::string &name, int value, int startValue) {
  if (name.rfind("shot", 0) == 0 || name.rfind("hang", 0) == 0) return value >= 0 && value <= 64;
  return value >= 0 && value <= std::max(64, 4 * startValue);
}

// k > 0: the logistic 1 / (1 + 10^(-k e / 400)); k == 0: expectation() with
// `pawn`.
double errorOf(const std::vector<Sample> &samples, const sc::Evaluator &eval, double k,
               int pawn = 0) {
  double sum = 0;
  for (const Sample &s : samples) {
    int e = eval.evaluate(s.pos);
    if (s.pos.sideToMove() == sc::Color::Black) e = -e;
    const double p = k > 0 ? 1.0 / (1.0 + std::pow(10.0, -k * e / 400.0)) : expectation(e, pawn);
    sum += (s.result - p) * (s.result - p);
  }
  return sum / double(samples.size());
}

}  // namespace

int main(int argc, char **argv) {
  std::string ruleset = "shooters";
  int games = 200, depth = 2, labelDepth = 0, predictDepth = 0;
  std::uint64_t seed = 1;
  std::vector<std::string> tune;
  sc::EvalWeights start;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has = i + 1 < argc;
    if (arg == "--ruleset" && has) {
      ruleset = argv[++i];
    } else if (arg == "--games" && has) {
      games = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--depth" && has) {
      depth = std::clamp(std::atoi(argv[++i]), 1, 8);
    } else if (arg == "--label-depth" && has) {
      labelDepth = std::clamp(std::atoi(argv[++i]), 1, 8);
    } else if (arg == "--predict-depth" && has) {
      predictDepth = std::clamp(std::atoi(argv[++i]), 0, 4);
    } else if (arg == "--seed" && has) {
      seed = std::uint64_t(std::atoll(argv[++i]));
    } else if (arg == "--tune" && has) {
      tune.emplace_back(argv[++i]);
    } else if (arg == "--set" && has) {
      const std::string nv = argv[++i];
      const std::size_t eq = nv.find('=');
      int *w = eq == std::string::npos ? nullptr : sc::evalWeight(start, nv.substr(0, eq));
      if (!w) {
        std::fprintf(stderr, "bench_tune: bad --set '%s'\n", nv.c_str());
        return 2;
      }
      *w = std::atoi(nv.c_str() + eq + 1);
    } else {
      std::fprintf(
          stderr,
          "usage: bench_tune [--ruleset NAME] [--games G] [--depth D] [--seed S]"
          " [--label-depth L [--predict-depth P]] [--tune NAME]... [--set NAME=VALUE]...\n");
      return 2;
    }
  }
  if (predictDepth > 0 && labelDepth == 0) {
    std::fprintf(stderr, "bench_tune: --predict-depth needs --label-depth\n");
    return 2;
  }
  if (tune.empty()) tune = sc::evalWeightNames();
  std::string error;
  const sc::VariantPtr variant = sc::Registry::instance().load(ruleset, {}, error);
  if (!variant) {
    std::fprintf(stderr, "bench_tune: %s\n", error.c_str());
    return 2;
  }

  // 1. Games.
  sc::Search search(16);
  search.setEvalWeights(start);
  sc::Evaluator eval(*variant, start);
  auto list = std::make_unique<sc::TurnList>();
  sc::EditList scratch;
  std::vector<Sample> samples;
  int white = 0, black = 0, draws = 0;
  for (int g = 0; g < games; ++g) {
    std::optional<sc::Opening> opening = sc::randomOpening(variant, g, seed);
    if (!opening) return 1;
    sc::Game game(opening->start);
    for (const sc::Turn &t : opening->turns) game.play(t);
    search.clear();
    std::vector<sc::Position> quietOnes;
    double result = 0.5;
    for (int ply = 0; ply < 300; ++ply) {
      const sc::Status st = game.status();
      if (st.outcome != sc::Outcome::Ongoing) {
        result = st.outcome == sc::Outcome::WhiteWins   ? 1.0
                 : st.outcome == sc::Outcome::BlackWins ? 0.0
                                                        : 0.5;
        break;
      }
      sc::Position probe = game.position();
      if (ply >= 4 && quiet(probe, eval, *list, scratch)) quietOnes.push_back(game.position());
      sc::SearchLimits limits;
      limits.depth = depth;
      const sc::SearchInfo info = search.run(game.position(), {}, limits);
      if (!info.best()) break;
      game.play(*info.best());
    }
    (result == 1.0 ? white : result == 0.0 ? black : draws) += 1;
    for (sc::Position &p : quietOnes) samples.push_back({std::move(p), result});
  }
  std::printf("bench_tune: %s, %d games at depth %d (+%d =%d -%d for White), %zu quiet positions\n",
              ruleset.c_str(), games, depth, white, draws, black, samples.size());
  if (samples.empty()) return 1;

  // 1b. Labels from a deeper search: decided positions say nothing about the
  // weights and are left out.
  // A pawn as Analyse Game counts it (pawnEquivalent(), moveclassification.h).
  const int pawn = eval.takesByMovingOnly() ? 100 : 146;
  if (labelDepth > 0) {
    std::vector<Sample> labelled;
    for (Sample &s : samples) {
      search.clear();
      sc::SearchLimits limits;
      limits.depth = labelDepth;
      const sc::SearchInfo info = search.run(s.pos, {}, limits);
      if (info.lines.empty() || sc::isDecided(info.lines[0].score)) continue;
      const int white =
          s.pos.sideToMove() == sc::Color::White ? info.lines[0].score : -info.lines[0].score;
      labelled.push_back({std::move(s.pos), expectation(white, pawn)});
    }
    samples = std::move(labelled);
    std::printf("labelled by depth-%d searches: %zu positions\n", labelDepth, samples.size());
    if (samples.empty()) return 1;
  }

  // The loss of trial weights. With --predict-depth P the prediction is a
  // P-ply search with them rather than the static evaluation: the score a
  // shallow search reports should be the one a deeper search will.
  sc::Search shallow(1);
  const auto lossOf = [&](const sc::EvalWeights &trial, double kk) {
    if (predictDepth == 0) return errorOf(samples, sc::Evaluator(*variant, trial), kk, pawn);
    shallow.setEvalWeights(trial);
    double sum = 0;
    for (const Sample &s : samples) {
      shallow.clear();
      sc::SearchLimits limits;
      limits.depth = predictDepth;
      const sc::SearchInfo info = shallow.run(s.pos, {}, limits);
      int e = info.lines.empty() ? 0 : info.lines[0].score;
      if (s.pos.sideToMove() == sc::Color::Black) e = -e;
      const double p = sc::isDecided(e) ? (e > 0 ? 1.0 : 0.0) : expectation(e, pawn);
      sum += (s.result - p) * (s.result - p);
    }
    return sum / double(samples.size());
  };
  // 2. K: the scale that fits the evaluations as they are (with search labels,
  // the curve's own).
  double k = labelDepth > 0 ? 0.0 : 1.0, best = lossOf(start, k);
  for (double step = 0.5; labelDepth == 0 && step > 0.01; step /= 2)
    for (bool moved = true; moved;) {
      moved = false;
      for (double c : {k - step, k + step}) {
        if (c <= 0) continue;
        const double e = errorOf(samples, eval, c);
        if (e < best) {
          best = e;
          k = c;
          moved = true;
        }
      }
    }
  std::printf("K %.3f%s, error %.6f with the starting weights\n", k,
              k > 0 ? "" : " (the curve of Analyse Game)", best);

  // 3. Coordinate descent.
  sc::EvalWeights w = start;
  for (int unit : {8, 4, 2, 1}) {
    for (bool improved = true; improved;) {
      improved = false;
      for (const std::string &name : tune) {
        int *p = sc::evalWeight(w, name);
        if (!p) continue;
        for (int dir : {+1, -1}) {
          const int old = *p;
          *p = old + dir * unit;
          if (!inBounds(name, *p, *sc::evalWeight(start, name))) {
            *p = old;
            continue;
          }
          const double e = lossOf(w, k);
          if (e < best - 1e-9) {
            best = e;
            improved = true;
            break;
          }
          *p = old;
        }
      }
    }
    std::printf("after steps of %d: error %.6f\n", unit, best);
    std::fflush(stdout);
  }
  sc::EvalWeights before = start;
  for (const std::string &name : sc::evalWeightNames())
    std::printf("  %-16s %5d -> %5d\n", name.c_str(), *sc::evalWeight(before, name),
                *sc::evalWeight(w, name));
  return 0;
}
