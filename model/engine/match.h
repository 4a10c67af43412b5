// Games between engine settings (or a random mover), for measuring strength:
// player specs, the start positions of a match, one game, and the Elo
// difference the results suggest.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "game.h"
#include "search.h"

namespace sc {

// "depth:N", "movetime:MS" or "random".
struct PlayerSpec {
  enum class Kind : std::uint8_t { Depth, Movetime, Random };
  Kind kind = Kind::Random;
  int value = 0;
  std::string text() const;
};
std::optional<PlayerSpec> parsePlayerSpec(const std::string &text, std::string &error);

// One side of a match: a Search with fixed limits, or a seeded random mover.
class Player {
 public:
  Player(const PlayerSpec &spec, std::uint64_t seed);
  const PlayerSpec &spec() const { return m_spec; }
  // Forgets the last game; the random mover restarts its sequence from `seed`.
  void newGame(std::uint64_t seed);
  // A legal turn in `pos`, which has one. `history`: the game's keys before `pos`.
  Turn choose(const Position &pos, const std::vector<Key> &history);

 private:
  PlayerSpec m_spec;
  std::unique_ptr<Search> m_search;
  std::mt19937_64 m_rng;
};

// The start position of a match's pair of games `index`: the variant's start
// for 0, else an opening of 2 to 4 random plain moves from it, drawn from a
// stream of its own derived from `seed` and `index` (so any pair can be
// replayed alone). Null when the ruleset's start position does not read.
std::optional<Position> matchOpening(const VariantPtr &variant, int index, std::uint64_t seed);

struct GameRecord {
  Status status;          // the final status (Outcome::Draw when adjudicated)
  bool plyLimit = false;  // drawn because the game reached the ply limit
  int plies = 0;
};

GameRecord playGame(const Position &start, Player &white, Player &black, int maxPlies);

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
