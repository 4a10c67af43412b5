// A UCI engine as a match player, run as a child process: `shooters-engine`
// (turns in the project's notation) or any chess engine (long algebraic for
// rulesets that write SAN), as `formatEngineTurn` writes them. Every way an
// engine can fail ends the game with a stated reason instead of the match.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "childprocess.h"
#include "match.h"
#include "timecontrol.h"

namespace sc {

// "uci:PATH:movetime=MS", "uci:PATH:depth=D" or "uci:PATH:tc=40/60+0.6" (a
// clock, as cutechess-cli's tc=), then any ":NAME=VALUE" pairs, each sent as
// "setoption name NAME value VALUE", and, on a clock, ":ponder" (the engine
// thinks on the opponent's time, as cutechess-cli's ponder).
struct UciSpec {
  std::string text;  // as given: the player's name in the match
  std::string path;
  int movetimeMs = 0;
  int depth = 0;
  std::optional<TimeControl> tc;
  bool ponder = false;
  std::vector<std::pair<std::string, std::string>> options;
};
std::optional<UciSpec> parseUciSpec(const std::string &text, std::string &error);

struct UciTiming {
  // A movetime engine may answer this late, and a clock run this far below
  // zero, and the engine still keep its game.
  int marginMs = 500;
  // Silence this long after `go` (a depth engine), or after `stop` once its
  // time and margin are gone (a movetime engine), is a hang: the engine is
  // killed and started again for the next game. Also the limit for `uciok`
  // and `readyok`.
  int hangMs = 10000;
};

// The score of an "info … score cp N" or "score mate N" line, from the
// engine's side, as searchdefs.h writes scores; nothing for a bound, another
// Multi-PV line than the first, or a line without one.
std::optional<int> infoScore(const std::string &line);

// The legal turn of `pos` an engine's `bestmove` token names: its
// formatEngineTurn (a check suffix ignored), else the project's notation.
std::optional<Turn> matchEngineTurn(const Position &pos, const std::string &token);

class UciPlayer : public MatchPlayer {
 public:
  // `variant`: sent as UCI_Variant to an engine that offers the option.
  // `ruleOptions` (sc::optionsText) go as "Rule Options" to an engine that
  // lists it, so that it plays the rules the runner judges by.
  UciPlayer(UciSpec spec, std::string variant, UciTiming timing, std::string ruleOptions = {});
  std::string name() const override { return m_spec.text; }
  bool newGame(std::uint64_t seed, std::string &error) override;
  Reply play(const GameSoFar &game) override;
  std::optional<int> clockMs() const override;
  std::optional<int> incrementMs() const override;
  std::string timeControl() const override;

 private:
  UciSpec m_spec;
  std::string m_variant;
  std::string m_ruleOptions;
  UciTiming m_timing;
  ChildProcess m_engine;
  int m_clockMs = 0;    // on a clock: the time left
  int m_movesLeft = 0;  // on a clock with periods: turns until the next one
  // Pondering: the engine searches the position after its own turn and the
  // reply it expects, until `ponderhit` (the opponent played it) or `stop`.
  bool m_pondering = false;
  std::size_t m_ponderPlies = 0;  // the game's turns, the expected reply included
  Turn m_ponderTurn;

  bool start(std::string &error);
  // Reads until a line whose first word is `word`; false with `error` on a
  // close or after `timeoutMs`. `seen` gets every line read before it.
  bool waitFor(const std::string &word, int timeoutMs, std::string &error,
               std::vector<std::string> *seen = nullptr);
  std::string positionCommand(const Position &start, const std::vector<Turn> &turns) const;
  std::string goCommand(const GameSoFar &game) const;
  // After a turn of its own: the engine ponders on the reply its bestmove
  // names, if any, legal, and the game goes on.
  void startPonder(const GameSoFar &game, const Turn &played, const std::string &bestmove);
  // A ponder the opponent's turn missed, or a game's end: `stop`, and its
  // bestmove read and dropped. False with `error` when it crashed or hung.
  bool endPonder(std::string &error);
  // Reads the engine's answer to a `go` (or `ponderhit`) sent at `started`.
  Reply awaitBestmove(const GameSoFar &game, std::chrono::steady_clock::time_point started,
                      std::string &bestmove);
  // The time this turn may take, its margin included; 0 for a depth engine.
  int allowedMs() const;
  Reply crashed();
  // A wait that failed (waitFor's `error`): a hang if the engine still runs
  // (waitFor killed it), else a crash.
  Reply lostTouch(const std::string &error);
  // `stop` once the time and margin are gone: a late bestmove loses on time,
  // none is a hang.
  Reply afterDeadline(std::chrono::steady_clock::time_point started);
  // A bestmove in time: the turn it names, the clock run down and wound on.
  Reply inTime(const GameSoFar &game, const std::string &line, int elapsedMs);
  Reply answer(const GameSoFar &game, const std::string &line);
};

}  // namespace sc
