// A whole match: games between two players in pairs that share an opening
// with colours swapped, several at once on threads of their own, stopped
// early by the SPRT when asked, each game also as PGN.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "match.h"
#include "sprt.h"

namespace sc {

struct MatchConfig {
  VariantPtr variant;
  int games = 2;
  int maxPlies = 400;
  std::uint64_t seed = 1;
  int concurrency = 1;
  // Used in turn, each for a pair of games; empty: randomOpening from `seed`.
  std::vector<Opening> openings;
  std::optional<SprtParams> sprt;
  std::string event = "shooters match";
};

// Makes a player for one worker thread: each thread has its own two (an
// engine process each, for UCI players). `seed` as Player's.
using PlayerFactory = std::function<std::unique_ptr<MatchPlayer>(std::uint64_t seed)>;

// The first player's results so far.
struct MatchTotals {
  int wins = 0;
  int draws = 0;
  int losses = 0;
  // Games each player lost by forfeit, per kind (Forfeit, None unused):
  // [0] the first player's, [1] the second's. A match where one side only
  // forfeits measures nothing about strength (an engine that cannot play
  // the rule system), so the summary says so.
  std::array<std::array<int, kForfeitKinds>, 2> forfeits{};
  double llr = 0;  // with an SPRT
  SprtDecision decision = SprtDecision::Continue;
  int games() const { return wins + draws + losses; }
};

struct FinishedGame {
  int number = 0;   // from 1, in the order the games were started
  int opening = 0;  // from 1
  bool firstWhite = true;
  bool counted = true;  // false for a game that ended after the SPRT decided
  std::string white;
  std::string black;
  std::string whiteTimeControl;  // a player on a clock: "40/60+0.6"; else empty
  std::string blackTimeControl;
  std::string result;  // "1-0", "0-1", "1/2-1/2"
  GameRecord record;
  std::string pgn;  // the game as sc::writePgn writes it
};

// The mover's score of the position it moved from, as the PGN's [%eval] of
// the position after its turn: pawn-ranks from White's side ("0.35",
// "-1.20"), or "#N" / "#-N" when White / Black mates in N of its turns from
// there. Empty for a turn that ended the game.
std::string evalText(int score, Color mover);

// Plays the match. `onGame` is called once per game as it ends, in the order
// games end, never two at once, with the totals including that game.
MatchTotals playMatch(const MatchConfig &config, const PlayerFactory &first,
                      const PlayerFactory &second,
                      const std::function<void(const FinishedGame &, const MatchTotals &)> &onGame);

}  // namespace sc
