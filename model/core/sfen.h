// SFEN reading and writing (S23).
#pragma once

#include <optional>
#include <string>

#include "message.h"
#include "position.h"

namespace sc {

// Where and why a text could not be read. `column` counts from 1.
struct ParseError {
  int line = 1;
  int column = 1;
  std::string message;
  Message detail;                // `message` as a translatable template (message.h)
  std::string toString() const;  // "column 12: rank 3 has 9 squares, expected 8"
};

// Reads an SFEN for the given variant. On failure returns std::nullopt and
// fills `error` (when given).
std::optional<Position> readSfen(const VariantPtr &variant, const std::string &text,
                                 ParseError *error = nullptr);

std::string writeSfen(const Position &pos);

// `pos` as a game's start: the same position, counters and side to move, but
// none of the turns that led to it (repetition then counts from here on).
// Through SFEN, which writes exactly what a start keeps.
Position withoutHistory(const Position &pos);

// The ruleset's start position, or an empty board when its SFEN cannot be
// read (the ruleset loader checks it, so this is only a guard).
Position startPosition(const VariantPtr &variant);

}  // namespace sc
