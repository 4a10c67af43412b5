// perft and legal: the commands that enumerate turns, for checking the move
// generator against other tools and for driving the workbench from scripts.
#include <algorithm>
#include <cstdint>
#include <iostream>

#include "commands.h"
#include "context.h"
#include "notation.h"
#include "output.h"
#include "perft.h"

namespace cli {

namespace {

// Deeper than this would run for days; a typo like 55 should not hang a script.
constexpr int kMaxDepth = 30;

}  // namespace

int runPerft(const Args &args) {
  const std::optional<std::string> depthText = args.value("--depth");
  if (!depthText) throw UsageError{"perft needs --depth D"};
  const bool divide = args.has("--divide");
  if (divide && *depthText == "0") throw UsageError{"--divide needs --depth 1 or more"};
  const int depth = parseInt(*depthText, "--depth", divide ? 1 : 0, kMaxDepth);
  const sc::VariantPtr variant = loadVariant(args);
  sc::Position pos = loadPosition(args, variant);

  if (!divide) {
    std::cout << sc::perft(pos, depth) << "\n";
    return kExitOk;
  }
  // Notation is computed on the root position, after perftDivide restored it.
  const auto counts = sc::perftDivide(pos, depth);
  std::vector<std::pair<std::string, std::uint64_t>> lines;
  std::uint64_t total = 0;
  for (const auto &[turn, count] : counts) {
    lines.emplace_back(sc::formatTurnWithSuffix(pos, turn), count);
    total += count;
  }
  std::sort(lines.begin(), lines.end());
  for (const auto &[notation, count] : lines) std::cout << notation << " " << count << "\n";
  std::cout << "\ntotal " << total << "\n";
  return kExitOk;
}

int runLegal(const Args &args) {
  const sc::VariantPtr variant = loadVariant(args);
  sc::Position pos = loadPosition(args, variant);
  const std::vector<NotatedTurn> turns = notatedLegalTurns(pos);
  if (!args.has("--json")) {
    for (const NotatedTurn &t : turns) std::cout << t.notation << "\n";
    return kExitOk;
  }
  if (turns.empty()) {
    std::cout << "[]\n";
    return kExitOk;
  }
  // One object per line: greppable, and still one JSON document.
  std::cout << "[\n";
  for (std::size_t i = 0; i < turns.size(); ++i)
    std::cout << "  " << turnJson(pos, turns[i]) << (i + 1 < turns.size() ? ",\n" : "\n");
  std::cout << "]\n";
  return kExitOk;
}

}  // namespace cli
