// Games between players, for measuring strength: what a player is (the
// in-process engine, a random mover, or a UCI engine in uciplayer.h), one
// game with sc::Game, how a game ends when a player fails, and the Elo
// difference the results suggest. matchrunner.h plays whole matches.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "game.h"
#include "openings.h"
#include "search.h"

namespace sc {

// How a player lost a game outside the rules. The UCI player has them all;
// the in-process players never fail.
enum class Forfeit : std::uint8_t {
  None,
  Crash,     // the engine ended or could not be (re)started
  Hang,      // no reply even after `stop` and a grace period; it was killed
  TimeLoss,  // a reply after its time and margin
  Illegal,   // a turn that is not legal, or none where there is one
};
inline constexpr std::size_t kForfeitKinds = std::size_t(Forfeit::Illegal) + 1;

struct Reply {
  Turn turn;
  Forfeit forfeit = Forfeit::None;
  std::string reason;  // for a forfeit: "crashed (killed by signal 9)", ...
  int clockMs = -1;    // a player on a clock: its time left after the turn
  // What the player made of the position: its search's score, from its own
  // side (centi-ranks, or a decided score as searchdefs.h writes them).
  std::optional<int> score;
};

// What a game's record keeps beside each turn, for its PGN: the mover's clock
// after it ([%clk]) and its score ([%eval]). Nothing for an opening's turns.
struct TurnNote {
  int clockMs = -1;
  std::optional<int> score;
};

// What a player sees of a game: where it started (before the opening's turns)
// and every turn since, the position now and the keys before it.
struct GameSoFar {
  const Position &start;
  const std::vector<Turn> &turns;
  const Position &current;
  const std::vector<Key> &history;
  // The other side's clock and increment, when it plays on one (a UCI engine
  // is told both).
  std::optional<int> opponentClockMs = std::nullopt;
  std::optional<int> opponentIncMs = std::nullopt;
};

// One side of a match.
class MatchPlayer {
 public:
  virtual ~MatchPlayer() = default;
  virtual std::string name() const = 0;
  // Before each game: forget the last one (an engine that died is started
  // again). False with `error` when the player cannot play.
  virtual bool newGame(std::uint64_t seed, std::string &error) = 0;
  // A turn for `game.current`, which has a legal one, or a forfeit.
  virtual Reply play(const GameSoFar &game) = 0;
  // A player on a clock (uci:…:tc=…): the time left, what each turn adds, and
  // its time control as PGN's TimeControl tag writes it. Others have none.
  virtual std::optional<int> clockMs() const { return std::nullopt; }
  virtual std::optional<int> incrementMs() const { return std::nullopt; }
  virtual std::string timeControl() const { return {}; }
};

// "depth:N", "movetime:MS" or "random".
struct PlayerSpec {
  enum class Kind : std::uint8_t { Depth, Movetime, Random };
  Kind kind = Kind::Random;
  int value = 0;
  std::string text() const;
};
std::optional<PlayerSpec> parsePlayerSpec(const std::string &text, std::string &error);

// The in-process player: a Search with fixed limits, or a seeded random mover.
class Player : public MatchPlayer {
 public:
  Player(const PlayerSpec &spec, std::uint64_t seed);
  const PlayerSpec &spec() const { return m_spec; }
  std::string name() const override { return m_spec.text(); }
  // The random mover restarts its sequence from `seed`; the search forgets its table.
  bool newGame(std::uint64_t seed, std::string &error) override;
  Reply play(const GameSoFar &game) override;

 private:
  PlayerSpec m_spec;
  std::unique_ptr<Search> m_search;
  std::mt19937_64 m_rng;
};

struct GameRecord {
  Status status;          // the final status (Outcome::Draw when adjudicated)
  bool plyLimit = false;  // drawn because the game reached the ply limit
  Forfeit forfeit = Forfeit::None;
  std::string reason;           // the forfeit's, with the player's colour: "white crashed (...)"
  int plies = 0;                // played by the players, the opening's not counted
  std::vector<Turn> turns;      // the opening's turns, then the players'
  std::vector<TurnNote> notes;  // beside turns
};

// Plays the opening's turns, then the players' until the rules end the game,
// a player forfeits, or `maxPlies` of theirs are played (a draw).
GameRecord playGame(const Opening &opening, MatchPlayer &white, MatchPlayer &black, int maxPlies);

// "white wins: checkmate", "draw: ply limit", "black wins: white crashed (...)".
std::string gameEndText(const GameRecord &record);
// The PGN Termination tag: "normal", "adjudication", "abandoned",
// "time forfeit" or "rules infraction".
std::string terminationTag(const GameRecord &record);

// Elo difference from a score, with the half-width of its 95% interval
// (normal approximation of the per-game score). At a score of 0 or 1 the
// difference is infinite; `lower`/`upper` then bound it by the Wilson interval.
struct EloEstimate {
  double score = 0.5;  // points per game
  double elo = 0;
  double margin = 0;
  double lower = 0;
  double upper = 0;
  bool infinite = false;
};
EloEstimate estimateElo(int wins, int draws, int losses);

}  // namespace sc
