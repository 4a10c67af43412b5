// bench_calibrate: what the engine's scores are worth in results (issue 11,
// "analysis you can trust"). Analyse Game turns a score into winning chances
// through Lichess's curve, with a rank-1 pawn (146 centi-ranks) as the pawn
// where pieces shoot (docs/analysis-game.md); Lichess fitted that curve to
// the results of real games, and a rule system nobody else plays has no
// such games but the engine's own. Two measures, per rule system:
//
//  1. Calibration. G games of the engine against itself at depth P (or MS
//     milliseconds a turn, with --play-movetime: stronger, not deterministic), from the
//     seeded random openings of a match (openings.h: 2 to 4 random plies);
//     every position after the opening is searched to depth D (Analyse
//     Game's default, 4) from a cleared search, and the logistic
//     p = 1 / (1 + e^-(a·score + b)) of the side to move's result is fitted
//     by maximum likelihood (a draw counts a half). Printed: the pawn the fit
//     implies (the centi-ranks per Lichess centipawn), the side to move's
//     bias (-b/a: what the score gives the side to move that its results do
//     not), both curves' log-loss, and per stage of the game the mean score
//     and result against what Analyse Game's curve expects. Decided scores
//     are left out of the fit and counted apart.
//  2. The first move. From the start position, the engine at one depth
//     against itself at another, both ways round: whether moving first
//     decides the game whatever the depths (the "+3 for the side to move"
//     that marks quiet opening turns in Analyse Game).
//
//   bench_calibrate [--ruleset NAME]... [--games G] [--play-depth P | --play-movetime MS]
//                   [--depth D] [--seed S] [--first-move-depths D,D,...]
//   (defaults: shooters, 200, 3, 4, 1, 2,4)
//
// Deterministic without --play-movetime: fixed depths, one thread, cleared
// searches.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "benchargs.h"
#include "game.h"
#include "moveclassification.h"
#include "openings.h"
#include "registry.h"
#include "search.h"
#include "sfen.h"

namespace {

// How deep a player searches: a fixed depth, or a time a turn.
struct Strength {
  int depth = 0, movetimeMs = 0;
};

struct Options {
  std::vector<std::string> rulesets;
  int games = 200, depth = 4;
  Strength play{3, 0};
  std::uint64_t seed = 1;
  std::vector<int> firstMoveDepths{2, 4};
};

struct Point {
  int ply;        // from the game's start
  int score;      // the side to move's, at depth D
  double result;  // the side to move's: 1, 0.5, 0
};

constexpr int kMaxPlies = 300;

double resultForWhite(const sc::Status &st) {
  return st.outcome == sc::Outcome::WhiteWins   ? 1.0
         : st.outcome == sc::Outcome::BlackWins ? 0.0
                                                : 0.5;
}

sc::Turn chosen(sc::Search &search, const sc::Position &pos, Strength strength) {
  search.clear();
  sc::SearchLimits limits;
  limits.depth = strength.depth;
  limits.movetimeMs = strength.movetimeMs;
  return *search.run(pos, {}, limits).best();
}

// Plays from `game` to its end (or kMaxPlies, a draw), White at `white` and
// Black at `black`; the result for White.
double playOut(sc::Search &search, sc::Game &game, Strength white, Strength black) {
  while (int(game.turns().size()) < kMaxPlies) {
    const sc::Status st = game.status();
    if (st.outcome != sc::Outcome::Ongoing) return resultForWhite(st);
    const bool w = game.position().sideToMove() == sc::Color::White;
    game.play(chosen(search, game.position(), w ? white : black));
  }
  return 0.5;
}

double logLoss(const std::vector<Point> &pts, double a, double b) {
  double sum = 0;
  for (const Point &p : pts) {
    const double q = std::clamp(1.0 / (1.0 + std::exp(-(a * p.score + b))), 1e-9, 1 - 1e-9);
    sum -= p.result * std::log(q) + (1 - p.result) * std::log(1 - q);
  }
  return sum / double(pts.size());
}

// Maximum likelihood by Newton's method; the score in pawns of 100 keeps the
// two parameters on one scale.
void fit(const std::vector<Point> &pts, double &a, double &b) {
  double x = 0.25, y = 0;  // a per 100 centi-ranks, b
  for (int it = 0; it < 50; ++it) {
    double ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    for (const Point &p : pts) {
      const double s = p.score / 100.0, q = 1.0 / (1.0 + std::exp(-(x * s + y)));
      const double w = q * (1 - q);
      ga += (p.result - q) * s;
      gb += p.result - q;
      haa += w * s * s;
      hab += w * s;
      hbb += w;
    }
    const double det = haa * hbb - hab * hab;
    if (det <= 0) break;
    const double dx = (hbb * ga - hab * gb) / det, dy = (haa * gb - hab * ga) / det;
    x += dx;
    y += dy;
    if (std::abs(dx) < 1e-9 && std::abs(dy) < 1e-9) break;
  }
  a = x / 100.0;
  b = y;
}

void calibrate(const std::string &name, const sc::VariantPtr &variant, const Options &o) {
  sc::Search player(16), scorer(4);
  std::vector<Point> pts;
  int white = 0, black = 0, draws = 0, decided = 0, decidedRight = 0;
  for (int g = 1; g <= o.games; ++g) {
    const std::optional<sc::Opening> opening = sc::randomOpening(variant, g, o.seed);
    if (!opening) return;
    sc::Game game(opening->start);
    for (const sc::Turn &t : opening->turns) game.play(t);
    const std::size_t first = game.turns().size();
    const double result = playOut(player, game, o.play, o.play);
    (result == 1.0 ? white : result == 0.0 ? black : draws) += 1;
    sc::Game replay(opening->start);
    for (std::size_t i = 0; i < game.turns().size(); ++i) {
      if (i >= first) {
        scorer.clear();
        sc::SearchLimits limits;
        limits.depth = o.depth;
        const sc::SearchInfo info = scorer.run(replay.position(), {}, limits);
        const bool w = replay.position().sideToMove() == sc::Color::White;
        const double r = w ? result : 1 - result;
        if (!info.lines.empty()) {
          const int s = info.lines[0].score;
          if (sc::isDecided(s)) {
            ++decided;
            decidedRight += (s > 0 && r == 1.0) || (s < 0 && r == 0.0);
          } else {
            pts.push_back({int(i), s, r});
          }
        }
      }
      replay.play(game.turns()[i]);
    }
  }
  const std::string play = o.play.movetimeMs ? std::to_string(o.play.movetimeMs) + " ms a turn"
                                             : "depth " + std::to_string(o.play.depth);
  std::printf(
      "calibrate %s: %d games at %s (+%d =%d -%d for White), %zu positions scored"
      " at depth %d (%d decided: the side it favoured won %d)\n",
      name.c_str(), o.games, play.c_str(), white, draws, black, pts.size(), o.depth, decided,
      decidedRight);
  if (pts.size() < 2) return;
  const int pawn = Analysis::pawnEquivalent(*variant);
  const double curve = Analysis::kSlopePerCentipawn * 100.0 / pawn;  // Analyse Game's a; its b is 0
  double a = 0, b = 0;
  fit(pts, a, b);
  std::printf(
      "fit %s: a pawn is %.0f centi-ranks (Analyse Game: %d), the side to move's bias"
      " %+.0f, log-loss %.4f (Analyse Game's curve: %.4f)\n",
      name.c_str(), Analysis::kSlopePerCentipawn * 100.0 / a, pawn, -b / a, logLoss(pts, a, b),
      logLoss(pts, curve, 0));
  std::printf("  %-10s %9s %10s %11s %20s\n", "plies", "positions", "mean score", "mean result",
              "Analyse Game expects");
  const int edges[] = {0, 10, 20, 40, kMaxPlies + 1};
  for (int k = 0; k + 1 < int(std::size(edges)); ++k) {
    double n = 0, s = 0, r = 0, e = 0;
    for (const Point &p : pts) {
      if (p.ply < edges[k] || p.ply >= edges[k + 1]) continue;
      n += 1;
      s += p.score;
      r += p.result;
      e += Analysis::winPercent(p.score, sc::Color::White, pawn) / 100.0;
    }
    if (n == 0) continue;
    const std::string range = std::to_string(edges[k]) + "-" +
                              (edges[k + 1] > kMaxPlies ? "" : std::to_string(edges[k + 1] - 1));
    std::printf("  %-10s %9.0f %+10.0f %11.3f %20.3f\n", range.c_str(), n, s / n, r / n, e / n);
  }
}

void firstMove(const std::string &name, const sc::VariantPtr &variant, const Options &o) {
  const std::optional<sc::Position> start = sc::readSfen(variant, variant->rules().startSfen);
  if (!start) return;
  sc::Search search(16);
  std::printf("first move %s (from the start; White's depth down, Black's across):\n",
              name.c_str());
  std::printf("  %-8s", "");
  for (int b : o.firstMoveDepths) std::printf(" %-14s", ("Black d" + std::to_string(b)).c_str());
  std::printf("\n");
  int whiteWins = 0, games = 0;
  for (int w : o.firstMoveDepths) {
    std::printf("  White d%-2d", w);
    for (int b : o.firstMoveDepths) {
      sc::Game game(*start);
      const double r = playOut(search, game, {w, 0}, {b, 0});
      const char *text = r == 1.0 ? "1-0" : r == 0.0 ? "0-1" : "1/2";
      std::printf(" %-3s %3zu plies ", text, game.turns().size());
      whiteWins += r == 1.0;
      ++games;
    }
    std::printf("\n");
    std::fflush(stdout);
  }
  std::printf("first move %s: White won %d of %d\n", name.c_str(), whiteWins, games);
}

void usage(std::FILE *to) {
  std::fprintf(to,
               "usage: bench_calibrate [--ruleset NAME]... [--games G] [--play-depth P |"
               " --play-movetime MS] [--depth D] [--seed S] [--first-move-depths D,D,...]\n"
               "Fits the logistic of results to the engine's depth-D scores over G games of"
               " self-play\n(default shooters, 200 games, P 3, D 4), and plays the start"
               " position at every pair of depths.\n");
}

}  // namespace

int main(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has = i + 1 < argc;
    long v = 0;
    if (arg == "--help" || arg == "-h") {
      usage(stdout);
      return 0;
    } else if (arg == "--ruleset" && has) {
      o.rulesets.emplace_back(argv[++i]);
    } else if (arg == "--games" && has && readInt(argv[++i], 0, 100000, v)) {
      o.games = int(v);
    } else if (arg == "--play-depth" && has && readInt(argv[++i], 1, 8, v)) {
      o.play = {int(v), 0};
    } else if (arg == "--play-movetime" && has && readInt(argv[++i], 1, 60000, v)) {
      o.play = {0, int(v)};
    } else if (arg == "--depth" && has && readInt(argv[++i], 1, 8, v)) {
      o.depth = int(v);
    } else if (arg == "--seed" && has && readInt(argv[++i], 0, 1L << 30, v)) {
      o.seed = std::uint64_t(v);
    } else if (arg == "--first-move-depths" && has) {
      o.firstMoveDepths.clear();
      std::stringstream list(argv[++i]);
      for (std::string item; std::getline(list, item, ',');) {
        if (!readInt(item.c_str(), 1, 8, v)) {
          std::fprintf(stderr, "bench_calibrate: bad depth '%s'\n", item.c_str());
          return 2;
        }
        o.firstMoveDepths.push_back(int(v));
      }
    } else {
      std::fprintf(stderr, "bench_calibrate: bad argument '%s'\n", arg.c_str());
      usage(stderr);
      return 2;
    }
  }
  if (o.rulesets.empty()) o.rulesets = {"shooters"};
  for (const std::string &name : o.rulesets) {
    std::string error;
    const sc::VariantPtr variant = sc::Registry::instance().load(name, {}, error);
    if (!variant) {
      std::fprintf(stderr, "bench_calibrate: %s\n", error.c_str());
      return 2;
    }
    if (o.games > 0) calibrate(name, variant, o);
    if (!o.firstMoveDepths.empty()) firstMove(name, variant, o);
    std::fflush(stdout);
  }
  return 0;
}
