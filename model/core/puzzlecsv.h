// Puzzle tables: Lichess's puzzle database (database.lichess.org) is a CSV
// file, a row a puzzle,
//   PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
// where FEN is the position before the opponent's turn and Moves, in UCI
// notation, that turn and then the solution. With or without its header line
// (older downloads have none; a header may order or name its columns
// otherwise, as copies of the table do), each row becomes a game
// (docs/pgn.md, "Puzzle tables"). Plain C++, no Qt.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pgn.h"

namespace sc {

struct CsvField {
  std::string text;  // quotes taken off, "" read as "
  int column = 1;    // of its first character (after a quote) in the line, from 1
};

// The fields of one CSV line (RFC 4180 on one line: a field in double
// quotes may hold commas).
std::vector<CsvField> csvFields(std::string_view line);

struct PuzzleColumns {
  std::vector<std::string> names;  // as the header gives them, or Lichess's
  int id = -1, fen = -1, moves = -1;
  int site = -1;          // GameUrl, or else GameId
  bool siteIsId = false;  // a GameId: its address is Lichess's
  // The columns whose tags the games list shows and filters on before a row
  // is read (PuzzleThemes, PuzzleOpeningTags, PuzzleRating), for the index.
  int themes = -1, openings = -1, ratings = -1;

  // The Site tag of a row whose site column holds `value`.
  std::string siteOf(const std::string &value) const {
    return siteIsId ? "https://lichess.org/" + value : value;
  }

  // Lichess's columns, for a table without its header.
  static PuzzleColumns lichess();
  // The columns a header line names; none when the line is no puzzle header
  // (it has no FEN and Moves columns, whatever their case).
  static std::optional<PuzzleColumns> fromHeader(std::string_view line);
};

// Whether `line` is a row of a table with `columns`: its FEN column holds a
// placement (ranks and '/') and its id column, when there is one, does not.
bool isPuzzleRow(std::string_view line, const PuzzleColumns &columns);

// The position field of a row (for which rule system reads it), empty when
// the row has none.
std::string puzzlePosition(std::string_view line, const PuzzleColumns &columns);

// The game of one row, line `number` of its file: it starts at FEN, its main
// line is Moves as far as they are legal; PuzzleId is its Event, GameUrl (or
// a GameId's address) its Site, and every other column a tag of its own,
// "Puzzle" before its name (PuzzleRating, PuzzleThemes, ...), so nothing of
// the row is lost. A FEN or a turn that cannot be read is a problem at its
// line and column.
PgnGame readPuzzleRow(const VariantPtr &variant, std::string_view line, int number,
                      const PuzzleColumns &columns);

}  // namespace sc
