// analyze: the command that searches one position (docs/engine.md).
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>

#include "commands.h"
#include "context.h"
#include "json.h"
#include "notation.h"
#include "search.h"
#include "status.h"

namespace cli {

namespace {

constexpr int kMaxMovetime = 24 * 3600 * 1000;

// A decided score in turns of the side to move: "win in 2", "loss in 1".
std::string scoreText(int score) {
  if (!sc::isDecided(score)) return std::to_string(score);
  return (score > 0 ? "win in " : "loss in ") + std::to_string(sc::turnsToEnd(score));
}

std::string scoreJson(int score) {
  if (!sc::isDecided(score)) return std::to_string(score);
  return std::string(score > 0 ? "{\"win_in\": " : "{\"loss_in\": ") +
         std::to_string(sc::turnsToEnd(score)) + "}";
}

std::string notationList(const std::vector<std::string> &turns) {
  std::string s = "[";
  for (std::size_t i = 0; i < turns.size(); ++i) s += (i ? ", " : "") + sc::json::quote(turns[i]);
  return s + "]";
}

}  // namespace

int runAnalyze(const Args &args) {
  const std::optional<std::string> depthText = args.value("--depth");
  const std::optional<std::string> timeText = args.value("--movetime");
  if (depthText.has_value() == timeText.has_value())
    throw UsageError{"analyze needs one of --depth D or --movetime MS"};
  sc::SearchLimits limits;
  if (depthText) limits.depth = parseInt(*depthText, "--depth", 1, sc::kMaxPly / 2);
  if (timeText) limits.movetimeMs = parseInt(*timeText, "--movetime", 1, kMaxMovetime);
  if (const auto k = args.value("--multipv")) limits.multiPv = parseInt(*k, "--multipv", 1, 64);
  const sc::VariantPtr variant = loadVariant(args);
  sc::Position pos = loadPosition(args, variant);

  sc::Search search;
  const sc::SearchInfo info = search.run(pos, {}, limits);
  const bool json = args.has("--json");
  if (info.lines.empty()) {
    const std::string status = sc::statusText(sc::evaluateStatus(pos));
    if (json)
      std::cout << "{\"best\": null, \"score\": null, \"depth\": 0, \"nodes\": " << info.nodes
                << ", \"nps\": 0, \"pv\": [], \"lines\": [], \"status\": "
                << sc::json::quote(status) << "}\n";
    else
      std::cout << "no legal turn: " << status << "\n";
    return kExitOk;
  }

  const sc::Turn best = *info.best();
  std::vector<std::vector<std::string>> lines;
  for (const sc::SearchLine &l : info.lines) lines.push_back(sc::formatLine(pos, l.pv));
  if (!json) {
    for (std::size_t i = 0; i < info.lines.size(); ++i) {
      std::cout << i + 1 << ". " << scoreText(info.lines[i].score) << " ";
      for (const std::string &t : lines[i]) std::cout << " " << t;
      std::cout << "\n";
    }
    std::cout << "best " << lines[0][0] << ", depth " << info.depth << ", nodes " << info.nodes
              << ", nps " << info.nps << ", time " << info.timeMs << " ms\n";
    return kExitOk;
  }
  pos.make(best);
  const std::string fenAfter = sc::writeSfen(pos);
  pos.undo();
  std::cout << "{\"best\": {\"notation\": " << sc::json::quote(lines[0][0])
            << ", \"fen_after\": " << sc::json::quote(fenAfter) << "},\n"
            << " \"score\": " << scoreJson(info.lines[0].score) << ", \"depth\": " << info.depth
            << ", \"seldepth\": " << info.selDepth << ", \"nodes\": " << info.nodes
            << ", \"nps\": " << info.nps << ", \"time_ms\": " << info.timeMs << ",\n"
            << " \"pv\": " << notationList(lines[0]) << ",\n \"lines\": [";
  for (std::size_t i = 0; i < info.lines.size(); ++i)
    std::cout << (i ? ",\n   " : "\n   ") << "{\"score\": " << scoreJson(info.lines[i].score)
              << ", \"pv\": " << notationList(lines[i]) << "}";
  std::cout << "]}\n";
  return kExitOk;
}

}  // namespace cli
