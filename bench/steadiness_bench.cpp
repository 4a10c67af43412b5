// bench_steadiness: how much the root score moves from one depth to the next
// (issue 11, "analysis you can trust"). For each rule system, positions of
// seeded random play (6 to 15 plain moves from the start, so every piece is
// still there but the armies are in contact), each searched once from a
// cleared Search with iterative deepening to the last depth; the score of
// every iteration is kept. It prints, per rule system:
//
//   swing: the mean |score(d) - score(d-1)| over the positions and d from
//          --from to --depth (default 3..6, so d-1 from 2),
//   chances: the same in win% points (50 x winning chances, the logistic of
//          docs/analysis-game.md that Analyse Game marks turns by), where a
//          change among won positions counts little,
//   parity: the mean score at odd depths less the mean at even depths (an
//          odd/even effect: the side that moves last before the horizon
//          looks ahead),
//   the start position's score at every depth.
//
// Decided scores are left out (a mate found at depth 5 is no swing).
//
//   bench_steadiness [--ruleset NAME]... [--positions N] [--from D] [--depth D] [--seed S]
//                    [--samples K]  (K samples of N positions, seeds S to S+K-1: each
//                                    one's swing and the spread, since one sample of 10
//                                    lopsided positions can be lucky by 15 centi-ranks)
//                    [--set WEIGHT=VALUE]...   (an evaluation weight, evaluate.h)
//                    [--lines]   (each iteration's principal variation, to see what a
//                                 shallower search missed)
//                    [--played]  (positions from play instead: after three random
//                                 plies, the turns a depth-2 search chooses)
//
// Scripts read the line "swing <ruleset>: <mean>".
// Deterministic: a fixed depth with one thread searches the same tree.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "benchargs.h"
#include "moveclassification.h"
#include "notation.h"
#include "openings.h"
#include "registry.h"
#include "search.h"
#include "sfen.h"
#include "status.h"

namespace {

struct Options {
  std::vector<std::string> rulesets;
  int positions = 10;
  int from = 3;
  int depth = 6;
  std::uint64_t seed = 1;
  int samples = 1;  // seeds seed, seed + 1, ...: how much the figure owes its sample
  bool lines = false;
  bool played = false;  // positions from the engine's play, not random play
  sc::EvalWeights weights;
};

void usage(std::FILE *to) {
  std::fprintf(to,
               "usage: bench_steadiness [--ruleset NAME]... [--positions N] [--from D] [--depth D]"
               " [--seed S] [--samples K] [--set WEIGHT=VALUE]... [--lines] [--played]\n"
               "Mean |score(d) - score(d-1)| for d from D (default 3) to the last depth (default"
               " 6)\nover N (default 10) positions of seeded random play, per rule system"
               " (default: all).\nWith --samples K: K samples of N positions (seeds S to"
               " S+K-1), each one's swing, and their spread.\n");
}

// Scores of every iteration 1..depth for one position, from a cleared search;
// with `lines`, each iteration's principal variation is printed as it ends.
std::vector<int> scoresByDepth(sc::Search &search, const sc::Position &pos, int depth,
                               bool lines = false) {
  search.clear();
  sc::SearchLimits limits;
  limits.depth = depth;
  std::vector<int> scores(std::size_t(depth + 1), 0);
  search.run(pos, {}, limits, [&](const sc::SearchInfo &info) {
    if (info.lines.empty() || info.depth > depth) return;
    scores[std::size_t(info.depth)] = info.lines[0].score;
    if (!lines) return;
    std::printf("    d%d %+5d", info.depth, info.lines[0].score);
    for (const std::string &token : sc::formatLine(pos, info.lines[0].pv))
      std::printf(" %s", token.c_str());
    std::printf("\n");
  });
  return scores;
}

// --played: the turn a depth-2 search chooses, so that the position is one
// a game between players could reach (the first three plies stay random, for
// variety).
sc::Turn playedTurn(sc::Search &search, const sc::Position &pos) {
  search.clear();
  sc::SearchLimits limits;
  limits.depth = 2;
  return search.run(pos, {}, limits).lines.at(0).pv.at(0);
}

// What bench_steadiness sums over positions: one sample's, or all of them.
struct Tally {
  double swingSum = 0, chancesSum = 0, oddSum = 0, evenSum = 0;
  int swings = 0, odds = 0, evens = 0;
  double swing() const { return swings ? swingSum / swings : 0.0; }
  void add(const Tally &t) {
    swingSum += t.swingSum;
    chancesSum += t.chancesSum;
    oddSum += t.oddSum;
    evenSum += t.evenSum;
    swings += t.swings;
    odds += t.odds;
    evens += t.evens;
  }
};

// One sample: o.positions positions of play seeded with `seed`, each
// searched to o.depth.
Tally measure(sc::Search &search, const sc::Position &start, const Options &o, std::uint64_t seed,
              int pawn) {
  Tally t;
  int made = 0;
  std::mt19937_64 rng(seed);
  while (made < o.positions) {
    sc::Position pos = start;
    const int plies = 6 + int(rng() % 10);
    bool ok = true;
    for (int p = 0; p < plies && ok; ++p) {
      pos.make(o.played && p >= 3 ? playedTurn(search, pos) : sc::randomLegalTurn(pos, rng, true));
      sc::Position probe = pos;
      ok = sc::evaluateStatus(probe).outcome == sc::Outcome::Ongoing;
    }
    if (!ok) continue;
    ++made;
    if (o.lines) std::printf("  %s\n", sc::writeSfen(pos).c_str());
    const std::vector<int> s = scoresByDepth(search, pos, o.depth, o.lines);
    std::printf("  %-70s", sc::writeSfen(pos).c_str());
    for (int d = 1; d <= o.depth; ++d) std::printf(" %+5d", s[std::size_t(d)]);
    std::printf("\n");
    std::fflush(stdout);
    for (int d = o.from; d <= o.depth; ++d) {
      const int a = s[std::size_t(d)], b = s[std::size_t(d - 1)];
      if (sc::isDecided(a) || sc::isDecided(b)) continue;
      t.swingSum += std::abs(a - b);
      t.chancesSum += 50.0 * std::abs(Analysis::winningChances(a, sc::Color::White, pawn) -
                                      Analysis::winningChances(b, sc::Color::White, pawn));
      ++t.swings;
    }
    for (int d = o.from - 1; d <= o.depth; ++d) {
      if (sc::isDecided(s[std::size_t(d)])) continue;
      (d % 2 ? t.oddSum : t.evenSum) += s[std::size_t(d)];
      (d % 2 ? t.odds : t.evens) += 1;
    }
  }
  return t;
}

}  // namespace

int main(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    long v = 0;
    if (arg == "--help" || arg == "-h") {
      usage(stdout);
      return 0;
    }
    const bool hasValue = i + 1 < argc;
    if (arg == "--ruleset" && hasValue) {
      o.rulesets.emplace_back(argv[++i]);
    } else if (arg == "--positions" && hasValue && readInt(argv[++i], 1, 1000, v)) {
      o.positions = int(v);
    } else if (arg == "--from" && hasValue && readInt(argv[++i], 2, 12, v)) {
      o.from = int(v);
    } else if (arg == "--depth" && hasValue && readInt(argv[++i], 2, 12, v)) {
      o.depth = int(v);
    } else if (arg == "--seed" && hasValue && readInt(argv[++i], 0, 1L << 30, v)) {
      o.seed = std::uint64_t(v);
    } else if (arg == "--samples" && hasValue && readInt(argv[++i], 1, 100, v)) {
      o.samples = int(v);
    } else if (arg == "--lines") {
      o.lines = true;
    } else if (arg == "--played") {
      o.played = true;
    } else if (arg == "--set" && hasValue) {
      // --set NAME=VALUE: an evaluation weight (evaluate.h), for trials.
      const std::string nv = argv[++i];
      const std::size_t eq = nv.find('=');
      int *w = eq == std::string::npos ? nullptr : sc::evalWeight(o.weights, nv.substr(0, eq));
      if (!w || !readInt(nv.c_str() + eq + 1, -100000, 100000, v)) {
        std::fprintf(stderr, "bench_steadiness: bad --set '%s'\n", nv.c_str());
        return 2;
      }
      *w = int(v);
    } else {
      std::fprintf(stderr, "bench_steadiness: bad argument '%s'\n", arg.c_str());
      usage(stderr);
      return 2;
    }
  }
  if (o.from > o.depth) o.from = o.depth;
  if (o.rulesets.empty()) o.rulesets = {"shooters", "shooters-first", "chess", "megaman"};

  sc::Search search(16);
  search.setEvalWeights(o.weights);
  for (const std::string &name : o.rulesets) {
    std::string error;
    const sc::VariantPtr variant = sc::Registry::instance().load(name, {}, error);
    if (!variant) {
      std::fprintf(stderr, "bench_steadiness: %s\n", error.c_str());
      return 2;
    }
    std::optional<sc::Position> start = sc::readSfen(variant, variant->rules().startSfen);
    if (!start) return 1;

    const std::vector<int> startScores = scoresByDepth(search, *start, o.depth);
    std::printf("%s: start", name.c_str());
    for (int d = 1; d <= o.depth; ++d) std::printf(" d%d %+d", d, startScores[std::size_t(d)]);
    std::printf("\n");

    const int pawn = Analysis::pawnEquivalent(*variant);
    Tally all;
    std::vector<double> perSample;
    for (int k = 0; k < o.samples; ++k) {
      const Tally t = measure(search, *start, o, o.seed + std::uint64_t(k), pawn);
      perSample.push_back(t.swing());
      if (o.samples > 1)
        std::printf("sample %s seed %llu: %.1f (%d pairs)\n", name.c_str(),
                    static_cast<unsigned long long>(o.seed + std::uint64_t(k)), t.swing(),
                    t.swings);
      all.add(t);
    }
    const double parity =
        (all.odds ? all.oddSum / all.odds : 0.0) - (all.evens ? all.evenSum / all.evens : 0.0);
    std::printf("parity %s: %+.0f (mean odd-depth score less mean even-depth score)\n",
                name.c_str(), parity);
    std::printf("swing %s: %.1f (mean |score(d) - score(d-1)|, d %d..%d, %d pairs)\n", name.c_str(),
                all.swing(), o.from, o.depth, all.swings);
    std::printf("chances %s: %.1f (the same in win%% points, as Analyse Game judges a turn)\n",
                name.c_str(), all.swings ? all.chancesSum / all.swings : 0.0);
    if (o.samples > 1) {
      const auto [lo, hi] = std::minmax_element(perSample.begin(), perSample.end());
      double mean = 0, var = 0;
      for (double x : perSample) mean += x / double(perSample.size());
      for (double x : perSample) var += (x - mean) * (x - mean) / double(perSample.size() - 1);
      std::printf("spread %s: %.1f to %.1f, sd %.1f over %d samples of %d positions\n",
                  name.c_str(), *lo, *hi, std::sqrt(var), o.samples, o.positions);
    }
    std::fflush(stdout);
  }
  return 0;
}
