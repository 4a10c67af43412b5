#include "matchrunner.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <ctime>
#include <mutex>
#include <thread>

#include "notation.h"
#include "pgn.h"
#include "pgneval.h"
#include "searchdefs.h"

namespace sc {

namespace {

std::string resultText(Outcome o) {
  if (o == Outcome::WhiteWins) return "1-0";
  if (o == Outcome::BlackWins) return "0-1";
  return "1/2-1/2";
}

std::string today() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
  return buf;
}

// "0:00:58.3": Lichess's [%clk] with tenths, which a fast clock needs.
std::string clockText(int ms) {
  ms = std::max(0, ms);
  const int tenths = ms / 100;
  char buf[32];
  std::snprintf(buf, sizeof buf, "%d:%02d:%02d.%d", tenths / 36000, tenths / 600 % 60,
                tenths / 10 % 60, tenths % 10);
  return buf;
}

std::string gamePgn(const MatchConfig &config, const Opening &opening, const FinishedGame &g) {
  GameTree tree(opening.start);
  Position pos = opening.start;
  NodeId node = tree.root();
  for (std::size_t i = 0; i < g.record.turns.size(); ++i) {
    const Turn &t = g.record.turns[i];
    const Color mover = pos.sideToMove();
    node = tree.addChild(node, t, formatTurn(pos, t));
    pos.make(t);
    if (i >= g.record.notes.size()) continue;
    const TurnNote &note = g.record.notes[i];
    if (note.clockMs >= 0) tree.annotation(node).clock = clockText(note.clockMs);
    if (note.score) tree.annotation(node).eval = evalText(*note.score, mover);
  }
  // The reason in words where a reader sees it; Termination keeps the PGN
  // standard's few values for programs.
  tree.annotation(node).commentAfter = gameEndText(g.record);
  auto &tags = tree.tags();
  tags["Event"] = config.event;
  tags["Date"] = today();
  tags["Round"] = std::to_string(g.number);
  tags["White"] = g.white;
  tags["Black"] = g.black;
  tags["Result"] = g.result;
  tags["Termination"] = terminationTag(g.record);
  // As cutechess-cli writes them: one tag when both play the same control.
  if (!g.whiteTimeControl.empty() && g.whiteTimeControl == g.blackTimeControl) {
    tags["TimeControl"] = g.whiteTimeControl;
  } else {
    if (!g.whiteTimeControl.empty()) tags["WhiteTimeControl"] = g.whiteTimeControl;
    if (!g.blackTimeControl.empty()) tags["BlackTimeControl"] = g.blackTimeControl;
  }
  return writePgn(tree);
}

// One game whose players are ready, or the forfeit of one that could not be
// readied (an engine that will not start again).
GameRecord playOrForfeit(const Opening &opening, MatchPlayer &white, MatchPlayer &black,
                         std::uint64_t whiteSeed, std::uint64_t blackSeed, int maxPlies) {
  std::string error;
  for (Color c : {Color::White, Color::Black}) {
    MatchPlayer &p = c == Color::White ? white : black;
    if (p.newGame(c == Color::White ? whiteSeed : blackSeed, error)) continue;
    GameRecord r;
    r.forfeit = Forfeit::Crash;
    r.reason = std::string(c == Color::White ? "white" : "black") + " could not start a game (" +
               error + ")";
    r.status = {c == Color::White ? Outcome::BlackWins : Outcome::WhiteWins, EndReason::None};
    r.turns = opening.turns;
    return r;
  }
  return playGame(opening, white, black, maxPlies);
}

}  // namespace

std::string evalText(int score, Color mover) {
  const bool white = mover == Color::White;
  if (!isDecided(score)) return pgn::evalPawns(white ? score : -score);
  // The plies left after this turn; the winner's turns among them.
  const int left = pliesToEnd(score) - 1;
  const bool moverWins = score > 0;
  const int turns = moverWins ? left / 2 : (left + 1) / 2;
  if (turns <= 0) return {};
  return pgn::evalMate(moverWins == white ? turns : -turns);
}

MatchTotals playMatch(
    const MatchConfig &config, const PlayerFactory &first, const PlayerFactory &second,
    const std::function<void(const FinishedGame &, const MatchTotals &)> &onGame) {
  std::mutex mutex;
  MatchTotals totals;
  std::atomic<int> next{0};
  std::atomic<bool> decided{false};

  auto worker = [&] {
    const std::unique_ptr<MatchPlayer> a = first(config.seed);
    const std::unique_ptr<MatchPlayer> b = second(config.seed + 1);
    for (;;) {
      if (decided.load()) return;
      const int g = next.fetch_add(1);
      if (g >= config.games) return;
      const bool aWhite = g % 2 == 0;
      const int pair = g / 2;
      std::optional<Opening> opening;
      if (config.openings.empty())
        opening = randomOpening(config.variant, pair, config.seed);
      else
        opening = config.openings[std::size_t(pair) % config.openings.size()];
      if (!opening) return;  // the caller checked the start position reads
      const std::uint64_t seedA = config.seed * 7919 + std::uint64_t(g) * 2;
      MatchPlayer &white = aWhite ? *a : *b;
      MatchPlayer &black = aWhite ? *b : *a;
      FinishedGame fg;
      fg.number = g + 1;
      fg.opening =
          config.openings.empty() ? pair + 1 : int(std::size_t(pair) % config.openings.size()) + 1;
      fg.firstWhite = aWhite;
      fg.white = white.name();
      fg.black = black.name();
      fg.whiteTimeControl = white.timeControl();
      fg.blackTimeControl = black.timeControl();
      fg.record = playOrForfeit(*opening, white, black, aWhite ? seedA : seedA + 1,
                                aWhite ? seedA + 1 : seedA, config.maxPlies);
      fg.result = resultText(fg.record.status.outcome);
      fg.pgn = gamePgn(config, *opening, fg);

      std::lock_guard<std::mutex> lock(mutex);
      fg.counted = totals.decision == SprtDecision::Continue;
      if (fg.counted) {
        const Outcome aWins = aWhite ? Outcome::WhiteWins : Outcome::BlackWins;
        if (fg.record.status.outcome == aWins)
          ++totals.wins;
        else if (fg.record.status.outcome == Outcome::Draw)
          ++totals.draws;
        else
          ++totals.losses;
        if (fg.record.forfeit != Forfeit::None) {
          const bool aForfeited = fg.record.status.outcome != aWins;
          ++totals.forfeits[aForfeited ? 0 : 1][std::size_t(fg.record.forfeit)];
        }
        if (config.sprt) {
          totals.llr = sprtLlr(totals.wins, totals.draws, totals.losses, *config.sprt);
          totals.decision = sprtDecide(totals.llr, *config.sprt);
          if (totals.decision != SprtDecision::Continue) decided.store(true);
        }
      }
      onGame(fg, totals);
    }
  };

  const int threads = std::max(1, std::min(config.concurrency, config.games));
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back(worker);
  worker();
  for (std::thread &t : pool) t.join();
  return totals;
}

}  // namespace sc
