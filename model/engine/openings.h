// Where the games of a match start: a position and the turns played from it
// before the players take over, read from a file (PGN main lines, or one
// SFEN/FEN a line) or drawn at random from a seed.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "movegen.h"

namespace sc {

struct Opening {
  Position start;
  std::vector<Turn> turns;  // legal in turn from `start`
};

// A legal turn of `pos` (which has one), uniformly by index; with `movesOnly`
// a plain move when there is one. `%` rather than a distribution, whose
// results differ between standard libraries, so a seed replays anywhere.
Turn randomLegalTurn(Position &pos, std::mt19937_64 &rng, bool movesOnly);

// Opening `index` of a match without an openings file: the variant's start
// for 0, else 2 to 4 random plain moves from it, drawn from a stream of its
// own derived from `seed` and `index` (so any pair can be replayed alone).
// Null when the ruleset's start position does not read.
std::optional<Opening> randomOpening(const VariantPtr &variant, int index, std::uint64_t seed);

// The openings of a file: when its first non-blank line starts with '[' or a
// move number ("1."), PGN, each game's main line from its start (every game
// must be of `variant`'s ruleset); else one position a line in the ruleset's
// format (SFEN, or FEN for chess, also as EPD with operations, which are
// left out), blank lines and lines starting with '#' skipped. Empty with `error` ("line 3: ...") when anything does not read.
std::vector<Opening> readOpenings(const VariantPtr &variant, const std::string &text,
                                  std::string &error);

}  // namespace sc
