// Position files: one position a line, an SFEN, a FEN, or EPD with its
// operations (`bm Qg6; id "WAC.001";`), with '#' starting a comment line:
// the form puzzle collections, engine test suites and opening lists come in
// (docs/pgn.md, "Position files"). Each line becomes a game that starts
// there; EPD's `id` is its Event tag and its other operations the game's
// comment, so nothing of the line is lost. A puzzle table (Lichess's
// puzzle database, puzzlecsv.h) is a position file too: a row a game.
#pragma once

#include <optional>
#include <string_view>

#include "pgn.h"
#include "puzzlecsv.h"

namespace sc {

// How the lines of a position file read: each a position (SFEN, FEN, EPD),
// or each a row of a puzzle table with these columns. Its first line that is
// neither blank nor a '#' comment tells: a puzzle header, or a row in
// Lichess's columns.
struct PositionLayout {
  std::optional<PuzzleColumns> puzzles;
};
PositionLayout positionLayout(std::string_view text);

// Whether every line of `text` that is not blank or a comment starts with a
// placement (ranks and '/'), or every one is a row of a puzzle table, so the
// text is positions rather than PGN.
bool looksLikePositions(std::string_view text);

// A position line `current`'s rule system cannot read may be another's (a
// chess FEN in a Shooters Chess window): the first other built-in ruleset of
// the registry, with its default options, that reads it; null when `current`
// reads it or none does. No rule system is named: each is tried by what it
// reads. A puzzle row is judged by its position.
VariantPtr rulesetReadingPosition(const VariantPtr &current, const std::string &line,
                                  const PositionLayout &layout = {});

// Reads every position line of `text` in `variant`'s rule system; a list of
// several whose first position `variant` cannot read is read in the first
// built-in ruleset that reads it (a chess EPD file opened as Shooters Chess).
// A line that cannot be read is a game with a problem at its line and column,
// and the others still read.
PgnFile readPositionList(const VariantPtr &variant, std::string_view text);

// One line of a position file, as readPositionList reads it (its number for
// problems): what the game list reads of a big file it indexed by lines.
PgnGame readPositionLine(const VariantPtr &variant, std::string_view line, int lineNumber,
                         const PositionLayout &layout = {});

// Whether a line of a file with `layout` is a puzzle table's header: no game.
bool isPuzzleHeader(std::string_view line, const PositionLayout &layout);

// Whether a file's first 64 KB (whole lines) look like positions: how a file
// is judged without reading all of it.
bool startsWithPositions(std::string_view text);

}  // namespace sc
