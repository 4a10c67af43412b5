// match: games between two players, in-process or UCI engines (docs/engine.md,
// "Matches"), with openings, concurrency, PGN and the SPRT.
#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "commands.h"
#include "context.h"
#include "matchrunner.h"
#include "uciplayer.h"

namespace cli {

namespace {

constexpr int kMaxGames = 100000;
constexpr int kDefaultMaxPlies = 400;

std::string eloText(double elo) {
  if (std::isinf(elo)) return elo > 0 ? "+inf" : "-inf";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.0f", elo);
  return buf;
}

std::string fixed(double v, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

// The factory for one side, after checking that the player can play at all:
// a UCI engine that does not start would otherwise forfeit every game.
sc::PlayerFactory playerFactory(const std::string &option, const std::string &text,
                                const sc::VariantPtr &variant, const sc::UciTiming &timing) {
  std::string error;
  sc::PlayerFactory factory;
  if (text.rfind("uci:", 0) == 0) {
    const std::optional<sc::UciSpec> spec = sc::parseUciSpec(text, error);
    if (!spec) throw UsageError{option + " " + error};
    const std::string name = variant->rules().name;
    const std::string options = sc::optionsText(variant->rules());
    factory = [spec = *spec, name, options, timing](std::uint64_t) {
      return std::make_unique<sc::UciPlayer>(spec, name, timing, options);
    };
    if (!factory(0)->newGame(0, error))
      throw UsageError{option + " " + text + ": the engine does not start: " + error};
    return factory;
  }
  const std::optional<sc::PlayerSpec> spec = sc::parsePlayerSpec(text, error);
  if (!spec) throw UsageError{option + " " + error};
  return [spec = *spec](std::uint64_t seed) { return std::make_unique<sc::Player>(spec, seed); };
}

std::vector<sc::Opening> loadOpenings(const std::string &path, const sc::VariantPtr &variant) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError{"--openings: cannot read '" + path + "'"};
  std::ostringstream text;
  text << in.rdbuf();
  std::string error;
  std::vector<sc::Opening> openings = sc::readOpenings(variant, text.str(), error);
  if (openings.empty()) throw UsageError{"--openings " + path + ": " + error};
  return openings;
}

// "Forfeits by X: 100 (100 illegal turns)", only for a player
// that forfeited: a score won by the other side's forfeits is no measure of
// strength (an engine that does not know the rule system loses on its first
// turn).
void printForfeits(const std::string &who, const std::array<int, sc::kForfeitKinds> &kinds) {
  static constexpr const char *kNames[sc::kForfeitKinds][2] = {{"", ""},
                                                               {"crash", "crashes"},
                                                               {"hang", "hangs"},
                                                               {"loss on time", "losses on time"},
                                                               {"illegal turn", "illegal turns"}};
  int total = 0;
  std::string detail;
  for (std::size_t k = 1; k < kinds.size(); ++k) {
    if (kinds[k] == 0) continue;
    total += kinds[k];
    detail +=
        (detail.empty() ? "" : ", ") + std::to_string(kinds[k]) + " " + kNames[k][kinds[k] > 1];
  }
  if (total) std::cout << "Forfeits by " << who << ": " << total << " (" << detail << ")\n";
}

void printSummary(const std::string &a, const std::string &b, const sc::MatchTotals &t,
                  const std::optional<sc::SprtParams> &sprt) {
  const sc::EloEstimate elo = sc::estimateElo(t.wins, t.draws, t.losses);
  std::cout << "\n"
            << a << " vs " << b << ": " << t.games() << " games, " << t.wins << " wins, " << t.draws
            << " draws, " << t.losses << " losses for " << a << " (score "
            << fixed(100 * elo.score, 1) << "%)\n";
  if (elo.infinite)
    std::cout << "Elo difference: " << eloText(elo.elo) << " (95% interval " << eloText(elo.lower)
              << " to " << eloText(elo.upper) << ")\n";
  else
    std::cout << "Elo difference: " << eloText(elo.elo) << " +/- " << std::lround(elo.margin)
              << " (95%)\n";
  printForfeits(a, t.forfeits[0]);
  printForfeits(b, t.forfeits[1]);
  if (!sprt) return;
  const char *verdict = t.decision == sc::SprtDecision::AcceptH1   ? "H1 accepted"
                        : t.decision == sc::SprtDecision::AcceptH0 ? "H0 accepted"
                                                                   : "no decision";
  std::cout << "SPRT: LLR " << fixed(t.llr, 2) << ", bounds " << fixed(sc::sprtLowerBound(*sprt), 2)
            << " and " << fixed(sc::sprtUpperBound(*sprt), 2) << " (elo0 " << fixed(sprt->elo0, 1)
            << ", elo1 " << fixed(sprt->elo1, 1) << "): " << verdict << "\n";
}

}  // namespace

int runMatch(const Args &args) {
  const std::optional<std::string> gamesText = args.value("--games");
  const std::optional<std::string> whiteText = args.value("--white");
  const std::optional<std::string> blackText = args.value("--black");
  if (!gamesText || !whiteText || !blackText)
    throw UsageError{"match needs --games N, --white SPEC and --black SPEC"};
  sc::MatchConfig config;
  config.games = parseInt(*gamesText, "--games", 1, kMaxGames);
  config.seed = std::uint64_t(parseInt(args.value("--seed").value_or("1"), "--seed", 0, 1 << 30));
  config.maxPlies = parseInt(args.value("--max-plies").value_or(std::to_string(kDefaultMaxPlies)),
                             "--max-plies", 1, 100000);
  config.concurrency = parseInt(args.value("--concurrency").value_or("1"), "--concurrency", 1, 64);
  sc::UciTiming timing;
  timing.marginMs =
      parseInt(args.value("--time-margin").value_or("500"), "--time-margin", 0, 3600 * 1000);
  timing.hangMs =
      parseInt(args.value("--hang-timeout").value_or("10000"), "--hang-timeout", 1, 3600 * 1000);
  if (const auto sprtText = args.value("--sprt")) {
    std::string error;
    config.sprt = sc::parseSprt(*sprtText, error);
    if (!config.sprt) throw UsageError{"--sprt " + error};
  }
  config.variant = loadVariant(args);
  if (!sc::randomOpening(config.variant, 0, config.seed))
    throw UsageError{"the ruleset's start position does not read"};
  if (const auto path = args.value("--openings"))
    config.openings = loadOpenings(*path, config.variant);

  std::ofstream pgn;
  if (const auto path = args.value("--pgn")) {
    pgn.open(*path, std::ios::binary | std::ios::trunc);
    if (!pgn) throw UsageError{"--pgn: cannot write '" + *path + "'"};
  }
  const sc::PlayerFactory first = playerFactory("--white", *whiteText, config.variant, timing);
  const sc::PlayerFactory second = playerFactory("--black", *blackText, config.variant, timing);
  const std::string a = first(config.seed)->name(), b = second(config.seed + 1)->name();

  bool anyWritten = false;
  const sc::MatchTotals totals =
      sc::playMatch(config, first, second, [&](const sc::FinishedGame &g, const sc::MatchTotals &) {
        std::cout << "game " << g.number << ": " << g.white << " - " << g.black << " " << g.result
                  << " (" << sc::gameEndText(g.record) << ", " << g.record.plies
                  << " plies, opening " << g.opening << ")"
                  << (g.counted ? "" : " not counted: the SPRT had decided") << "\n";
        std::cout.flush();
        if (pgn.is_open()) {
          pgn << (anyWritten ? "\n" : "") << g.pgn;
          pgn.flush();
          anyWritten = true;
        }
      });
  printSummary(a, b, totals, config.sprt);
  return kExitOk;
}

}  // namespace cli
