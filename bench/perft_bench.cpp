// bench_perft: perft leaves per second of the default ruleset, from the start
// position and two midgame positions, and the total leaf count as the rules'
// fingerprint (it changes only when the rules change on purpose).
//
//   bench_perft [--depth N]      (default depth 4)
//   bench_perft --ruleset NAME [--fen TEXT]... [--depth N]
//                                (the ruleset's start, or the given positions)
//
// The last two lines are for scripts (bench/compare reads them):
//   nodes: <total leaves>
//   leaves/s: <total leaves / total seconds>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "benchargs.h"
#include "perft.h"
#include "registry.h"
#include "sfen.h"

namespace {

void usage(std::FILE *to) {
  std::fprintf(to,
               "usage: bench_perft [--depth N] [--ruleset NAME] [--fen TEXT]...\n"
               "Perft leaves per second of the default ruleset from the start position and two\n"
               "midgame positions (default depth 4), and the total leaf count as a fingerprint.\n"
               "--ruleset NAME: another rule system, from its start or from each --fen position\n"
               "(written in the ruleset's own format: chess FEN for chess).\n");
}

// "123456789" -> "123,456,789", for the table only (scripts read the plain lines).
std::string grouped(std::uint64_t n) {
  std::string digits = std::to_string(n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace

int main(int argc, char **argv) {
  int depth = 4;
  PositionArguments named;
  if (const auto exitCode = readPositionArguments(argc, argv, "bench_perft", named))
    return *exitCode;
  if (const auto exitCode = readDepthArgument(argc, argv, "bench_perft", usage, depth))
    return *exitCode;

  std::string loadError;
  const sc::VariantPtr variant = named.ruleset.empty()
                                     ? sc::Registry::instance().defaultVariant()
                                     : sc::Registry::instance().load(named.ruleset, {}, loadError);
  if (!variant) {
    std::fprintf(stderr, "bench_perft: %s\n", loadError.c_str());
    return 2;
  }
  const std::vector<BenchPosition> positions = benchPositions(named, variant->rules().startSfen);
  std::printf("bench_perft: %s, perft depth %d\n", variant->rules().title.c_str(), depth);
  std::printf("%-10s %18s %10s %14s\n", "position", "leaves", "seconds", "leaves/s");

  std::uint64_t totalLeaves = 0;
  double totalSeconds = 0;
  for (const BenchPosition &bp : positions) {
    sc::ParseError error;
    std::optional<sc::Position> pos = sc::readSfen(variant, bp.sfen, &error);
    if (!pos) {
      std::fprintf(stderr, "bench_perft: %s: cannot read '%s': %s\n", bp.name.c_str(),
                   bp.sfen.c_str(), error.toString().c_str());
      return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t leaves = sc::perft(*pos, depth);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    const double seconds = elapsed.count();
    totalLeaves += leaves;
    totalSeconds += seconds;
    std::printf("%-10s %18s %10.3f %14.0f\n", bp.name.c_str(), grouped(leaves).c_str(), seconds,
                seconds > 0 ? double(leaves) / seconds : 0.0);
    std::fflush(stdout);
  }

  std::printf("%-10s %18s %10.3f %14.0f\n", "total", grouped(totalLeaves).c_str(), totalSeconds,
              totalSeconds > 0 ? double(totalLeaves) / totalSeconds : 0.0);
  std::printf("nodes: %llu\n", static_cast<unsigned long long>(totalLeaves));
  std::printf("leaves/s: %.0f\n", totalSeconds > 0 ? double(totalLeaves) / totalSeconds : 0.0);
  return 0;
}
