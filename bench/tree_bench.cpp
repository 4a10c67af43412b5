// bench_tree: the PGN reader and writer on a game whose tree has 100,000
// nodes. A generator plays random legal turns from the start with a fixed
// seed: a main line of about 300 plies, and variations (and variations of
// variations) branching every few plies, annotated the way a teacher would
// (comments, glyphs, arrows and circles). The game is written to a
// temporary file, then read back from it and written again, with timings.
//
//   bench_tree [--nodes N] [--seed S] [--keep FILE]
//
// Prints figures only; it never judges them. The GUI-side timings (one
// navigation step, a board paint) are measured by the workbench's own bench.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string>

#include "movegen.h"
#include "notation.h"
#include "pgn.h"
#include "registry.h"
#include "sfen.h"

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Options {
  int nodes = 100000;
  unsigned seed = 20240501;
  std::string keep;  // also copy the file here
};

void usage(std::FILE *to) {
  std::fprintf(to,
               "usage: bench_tree [--nodes N] [--seed S] [--keep FILE]\n"
               "Generates a PGN game whose tree has N nodes (default 100000) of random legal\n"
               "turns, writes it to a temporary file, and prints its size and the time to read\n"
               "it into a game tree and to write it.\n");
}

// Teachers' annotations, sparse as in real files.
void annotate(sc::GameTree &tree, sc::NodeId id, std::mt19937 &rng) {
  static const char *const kComments[] = {
      "The rook shoots along the open file.", "A quiet move that keeps the bridge.",
      "Better was to unload onto the queen first.", "Threatens the series through the pawns.",
      "The bomber would take both monarchs here."};
  sc::Annotation &a = tree.annotation(id);
  const auto roll = rng() % 100;
  if (roll < 6) a.commentAfter = kComments[rng() % 5];
  if (roll >= 6 && roll < 9) a.nags.push_back(1 + int(rng() % 6));
  if (roll >= 9 && roll < 11) {
    const auto &squares = tree.start().variant().squares();
    a.arrows.push_back({squares[rng() % squares.size()], squares[rng() % squares.size()],
                        sc::ShapeColor(rng() % 4)});
    a.circles.push_back({squares[rng() % squares.size()], sc::ShapeColor(rng() % 4)});
  }
}

// A random legal turn.
sc::Turn pick(const sc::TurnList &turns, std::mt19937 &rng) {
  // Unloads are sacrifices and bridges a plan: a player makes them less
  // often than their share of the legal turns, so most rolls are re-rolled.
  sc::Turn t = turns[int(rng() % turns.size)];
  for (int roll = 0; roll < 3 && t.kind >= sc::TurnKind::Unload && t.kind <= sc::TurnKind::Unbridge;
       ++roll)
    t = turns[int(rng() % turns.size)];
  return t;
}

// A main line of `plies` random turns. Random play often ends a game early
// (a monarch shot down), so the longest of a few tries is kept.
std::vector<sc::Turn> mainLineTurns(const sc::Position &start, int plies, std::mt19937 &rng,
                                    sc::TurnList &turns) {
  std::vector<sc::Turn> best;
  for (int attempt = 0; attempt < 500 && int(best.size()) < plies; ++attempt) {
    sc::Position pos = start;
    std::vector<sc::Turn> line;
    while (int(line.size()) < plies) {
      sc::generateLegal(pos, turns);
      if (turns.size == 0) break;
      line.push_back(pick(turns, rng));
      pos.make(line.back());
    }
    if (line.size() > best.size()) best = std::move(line);
  }
  return best;
}

// Plays up to `plies` random legal turns from `at`; returns the nodes added.
std::vector<sc::NodeId> playLine(sc::GameTree &tree, sc::NodeId at, int plies, int limit,
                                 std::mt19937 &rng, sc::TurnList &turns) {
  std::vector<sc::NodeId> added;
  sc::Position pos = tree.positionAt(at);
  for (int i = 0; i < plies && tree.nodeCount() < limit; ++i) {
    sc::generateLegal(pos, turns);
    if (turns.size == 0) break;  // the game is over on this line
    const sc::Turn t = pick(turns, rng);
    sc::NodeId next = tree.findChild(at, t);
    if (next == sc::kNoNode) {
      next = tree.addChild(at, t, sc::formatTurnWithSuffix(pos, t));
      annotate(tree, next, rng);
      added.push_back(next);
    }
    pos.make(t);
    at = next;
  }
  return added;
}

std::unique_ptr<sc::GameTree> generate(const Options &o) {
  const sc::VariantPtr variant = sc::Registry::instance().defaultVariant();
  auto tree = std::make_unique<sc::GameTree>(*sc::readSfen(variant, variant->rules().startSfen));
  tree->tags() = {{"Event", "bench_tree"}, {"White", "random"}, {"Black", "random"}};
  std::mt19937 rng(o.seed);
  auto turns = std::make_unique<sc::TurnList>();
  // The main line, then variations from random nodes: every few plies of
  // the tree grow a side line of 4 to 40 plies, which grow their own.
  std::vector<sc::NodeId> nodes{tree->root()};
  sc::Position pos = tree->start();
  for (const sc::Turn &t : mainLineTurns(tree->start(), 300, rng, *turns)) {
    if (tree->nodeCount() >= o.nodes) break;
    nodes.push_back(tree->addChild(nodes.back(), t, sc::formatTurnWithSuffix(pos, t)));
    annotate(*tree, nodes.back(), rng);
    pos.make(t);
  }
  while (tree->nodeCount() < o.nodes) {
    const sc::NodeId from = nodes[rng() % nodes.size()];
    const std::vector<sc::NodeId> added =
        playLine(*tree, from, 4 + int(rng() % 37), o.nodes, rng, *turns);
    nodes.insert(nodes.end(), added.begin(), added.end());
  }
  return tree;
}

}  // namespace

int main(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if ((arg == "--nodes" || arg == "--seed" || arg == "--keep") && i + 1 < argc) {
      const std::string value = argv[++i];
      if (arg == "--nodes") o.nodes = std::atoi(value.c_str());
      if (arg == "--seed") o.seed = unsigned(std::strtoul(value.c_str(), nullptr, 10));
      if (arg == "--keep") o.keep = value;
    } else if (arg == "--help" || arg == "-h") {
      usage(stdout);
      return 0;
    } else {
      usage(stderr);
      return 2;
    }
  }
  if (o.nodes < 1) o.nodes = 1;

  auto started = Clock::now();
  const std::unique_ptr<sc::GameTree> tree = generate(o);
  const double generateSeconds = secondsSince(started);
  const std::vector<sc::NodeId> mainLine = tree->mainLine();
  int forks = 0;
  for (int id = 0; id < tree->idLimit(); ++id) forks += tree->node(id).children.size() > 1;

  const std::string text = sc::writePgn(*tree);
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("bench_tree_" + std::to_string(o.seed) + ".pgn");
  {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) {
      std::fprintf(stderr, "bench_tree: cannot write %s\n", path.string().c_str());
      return 2;
    }
  }
  if (!o.keep.empty())
    std::filesystem::copy_file(path, o.keep, std::filesystem::copy_options::overwrite_existing);

  // Read: the file from disk into a GameTree, as opening it would.
  started = Clock::now();
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const sc::PgnFile file = sc::readPgn(tree->start().variantPtr(), buffer.str());
  const double readSeconds = secondsSince(started);
  if (file.games.size() != 1 || !file.games[0].tree || !file.games[0].problems.empty() ||
      file.games[0].tree->nodeCount() != tree->nodeCount()) {
    std::fprintf(stderr, "bench_tree: the file did not read back whole\n");
    return 3;
  }

  started = Clock::now();
  const std::string again = sc::writePgn(*file.games[0].tree);
  const double writeSeconds = secondsSince(started);
  std::filesystem::remove(path);

  std::printf("tree: %d nodes, main line %zu plies, %d forks (seed %u, generated in %.2f s)\n",
              tree->nodeCount(), mainLine.size() - 1, forks, o.seed, generateSeconds);
  std::printf("file: %zu bytes, %zu lines%s\n", text.size(),
              std::size_t(std::count(text.begin(), text.end(), '\n')),
              again == text ? ", written again byte for byte" : ", WRITTEN DIFFERENTLY");
  std::printf("read: %.3f s (%.1f us per node)\n", readSeconds,
              1e6 * readSeconds / tree->nodeCount());
  std::printf("write: %.3f s (%.1f us per node)\n", writeSeconds,
              1e6 * writeSeconds / tree->nodeCount());
  return 0;
}
