// analyze and match: the commands that search (docs/engine.md).
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>

#include "commands.h"
#include "context.h"
#include "json.h"
#include "match.h"
#include "notation.h"
#include "search.h"
#include "status.h"

namespace cli {

namespace {

constexpr int kMaxMovetime = 24 * 3600 * 1000;
constexpr int kMaxGames = 100000;
constexpr int kDefaultMaxPlies = 400;

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

std::string eloText(double elo) {
  if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.0f", elo);
  return buf;
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

int runMatch(const Args &args) {
  const std::optional<std::string> gamesText = args.value("--games");
  const std::optional<std::string> whiteText = args.value("--white");
  const std::optional<std::string> blackText = args.value("--black");
  if (!gamesText || !whiteText || !blackText)
    throw UsageError{"match needs --games N, --white SPEC and --black SPEC"};
  const int games = parseInt(*gamesText, "--games", 1, kMaxGames);
  const int seed = parseInt(args.value("--seed").value_or("1"), "--seed", 0, 1 << 30);
  const int maxPlies =
      parseInt(args.value("--max-plies").value_or(std::to_string(kDefaultMaxPlies)), "--max-plies",
               1, 100000);
  std::string error;
  const std::optional<sc::PlayerSpec> first = sc::parsePlayerSpec(*whiteText, error);
  if (!first) throw UsageError{"--white " + error};
  const std::optional<sc::PlayerSpec> second = sc::parsePlayerSpec(*blackText, error);
  if (!second) throw UsageError{"--black " + error};
  const sc::VariantPtr variant = loadVariant(args);

  sc::Player a(*first, std::uint64_t(seed)), b(*second, std::uint64_t(seed) + 1);
  int wins = 0, draws = 0, losses = 0;
  for (int g = 0; g < games; ++g) {
    const bool aWhite = g % 2 == 0;
    a.newGame(std::uint64_t(seed) * 7919 + std::uint64_t(g) * 2);
    b.newGame(std::uint64_t(seed) * 7919 + std::uint64_t(g) * 2 + 1);
    // Each pair of games shares an opening with colours swapped; deterministic
    // players would only repeat a pair, so every pair gets its own opening.
    const std::optional<sc::Position> start = sc::matchOpening(variant, g / 2, std::uint64_t(seed));
    if (!start) throw UsageError{"the ruleset's start position does not read"};
    const sc::GameRecord r =
        aWhite ? sc::playGame(*start, a, b, maxPlies) : sc::playGame(*start, b, a, maxPlies);
    const sc::Outcome aWins = aWhite ? sc::Outcome::WhiteWins : sc::Outcome::BlackWins;
    std::string result = "1/2-1/2";
    if (r.status.outcome == sc::Outcome::WhiteWins) result = "1-0";
    if (r.status.outcome == sc::Outcome::BlackWins) result = "0-1";
    if (r.status.outcome == aWins)
      ++wins;
    else if (r.status.outcome == sc::Outcome::Draw)
      ++draws;
    else
      ++losses;
    const std::string how = r.plyLimit ? "draw: ply limit" : sc::statusText(r.status);
    std::cout << "game " << g + 1 << ": " << (aWhite ? a : b).spec().text() << " - "
              << (aWhite ? b : a).spec().text() << " " << result << " (" << how << ", " << r.plies
              << " plies, opening " << g / 2 + 1 << ")\n";
    std::cout.flush();
  }
  const sc::EloEstimate elo = sc::estimateElo(wins, draws, losses);
  char score[32];
  std::snprintf(score, sizeof score, "%.1f", 100 * elo.score);
  std::cout << "\n"
            << first->text() << " vs " << second->text() << ": " << games << " games, " << wins
            << " wins, " << draws << " draws, " << losses << " losses for " << first->text()
            << " (score " << score << "%)\n";
  if (elo.infinite)
    std::cout << "Elo difference: " << eloText(elo.elo) << " (95% interval " << eloText(elo.lower)
              << " to " << eloText(elo.upper) << ")\n";
  else
    std::cout << "Elo difference: " << eloText(elo.elo) << " +/- " << std::lround(elo.margin)
              << " (95%)\n";
  return kExitOk;
}

}  // namespace cli
