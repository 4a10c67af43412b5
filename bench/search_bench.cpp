// bench_search: the analysis engine's speed on fixed positions: nodes per
// second and the time to reach each depth, single thread, from a cleared
// search (so every run searches the same tree; the node counts are a
// fingerprint of the search that changes only when the search or the rules do).
//
//   bench_search [--depth N] [--threads N]   (default depth 5, one thread)
//   bench_search --ruleset NAME [--fen TEXT]... [--depth N]
//                                (the ruleset's start, or the given positions)
//
// The last lines are for scripts (bench/compare-search reads them):
//   nodes: <total nodes>
//   nps: <total nodes / total seconds>
//   cpu-nps: <total nodes / CPU seconds of this process>
// The CPU rate is the machine's speed when other programs share the cores;
// the wall-clock rate is what a user waits for.

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <string>

#include "benchargs.h"
#include "registry.h"
#include "search.h"
#include "sfen.h"

namespace {

void usage(std::FILE *to) {
  std::fprintf(to,
               "usage: bench_search [--depth N] [--ruleset NAME] [--fen TEXT]...\n"
               "Searches three fixed positions to depth N (default 5, 1 to 12) and prints the\n"
               "time to each depth, the nodes and the nodes per second.\n"
               "--ruleset NAME: another rule system, from its start or from each --fen position\n"
               "(written in the ruleset's own format: chess FEN for chess).\n");
}

}  // namespace

int main(int argc, char **argv) {
  int depth = 5;
  int threads = 1;
  // --threads N (Lazy SMP), read here so readDepthArgument sees the rest.
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--threads") {
      threads = std::max(1, std::atoi(argv[i + 1]));
      for (int j = i; j + 2 < argc + 0; ++j) argv[j] = argv[j + 2];
      argc -= 2;
      break;
    }
  PositionArguments named;
  if (const auto exitCode = readPositionArguments(argc, argv, "bench_search", named))
    return *exitCode;
  if (const auto exitCode = readDepthArgument(argc, argv, "bench_search", usage, depth))
    return *exitCode;

  std::string loadError;
  const sc::VariantPtr variant = named.ruleset.empty()
                                     ? sc::Registry::instance().defaultVariant()
                                     : sc::Registry::instance().load(named.ruleset, {}, loadError);
  if (!variant) {
    std::fprintf(stderr, "bench_search: %s\n", loadError.c_str());
    return 2;
  }
  const std::vector<BenchPosition> positions = benchPositions(named, variant->rules().startSfen);
  std::printf("bench_search: %s, search depth %d, %d thread%s\n", variant->rules().title.c_str(),
              depth, threads, threads == 1 ? "" : "s");
  std::printf("%-10s %5s %12s %10s %10s %10s  %s\n", "position", "depth", "nodes", "ms", "cpu ms",
              "nps", "score");
  std::uint64_t totalNodes = 0;
  std::int64_t totalMs = 0;
  double totalCpu = 0;
  sc::Search search(16);
  search.setThreads(threads);
  for (const BenchPosition &bp : positions) {
    sc::ParseError error;
    std::optional<sc::Position> pos = sc::readSfen(variant, bp.sfen, &error);
    if (!pos) {
      std::fprintf(stderr, "bench_search: %s: cannot read '%s': %s\n", bp.name.c_str(),
                   bp.sfen.c_str(), error.toString().c_str());
      return 1;
    }
    search.clear();
    const std::clock_t cpuStart = std::clock();
    sc::SearchLimits limits;
    limits.depth = depth;
    const sc::SearchInfo result = search.run(*pos, {}, limits, [&](const sc::SearchInfo &info) {
      // Time to depth: the clock and node count when each iteration ends.
      const double cpuMs = 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
      std::printf("%-10s %5d %12llu %10lld %10.0f %10llu  %d\n", bp.name.c_str(), info.depth,
                  static_cast<unsigned long long>(info.nodes), static_cast<long long>(info.timeMs),
                  cpuMs, static_cast<unsigned long long>(info.nps), info.lines[0].score);
      std::fflush(stdout);
    });
    totalNodes += result.nodes;
    totalMs += result.timeMs;
    totalCpu += double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
  }
  const double seconds = double(totalMs) / 1000.0;
  const double nps = seconds > 0 ? double(totalNodes) / seconds : 0.0;
  const double cpuNps = totalCpu > 0 ? double(totalNodes) / totalCpu : 0.0;
  std::printf("%-10s %5s %12llu %10lld %10.0f %10.0f\n", "total", "",
              static_cast<unsigned long long>(totalNodes), static_cast<long long>(totalMs),
              1000 * totalCpu, nps);
  std::printf("nodes: %llu\n", static_cast<unsigned long long>(totalNodes));
  std::printf("nps: %.0f\n", nps);
  std::printf("cpu-nps: %.0f\n", cpuNps);
  return 0;
}
