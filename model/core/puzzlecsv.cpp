#include "puzzlecsv.h"

#include <algorithm>
#include <cctype>

#include "epd.h"
#include "notation.h"

namespace sc {
namespace {

// Columns count characters, as everywhere in problems: a UTF-8
// continuation byte is no character of its own.
int columnOf(std::string_view line, std::size_t byte) {
  int column = 1;
  for (std::size_t i = 0; i < byte && i < line.size(); ++i)
    column += (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80;
  return column;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char &c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// A FEN's placement: its first word holds a '/' between ranks.
bool isPlacement(std::string_view field) {
  const std::string_view word = field.substr(0, field.find(' '));
  return word.find('/') != std::string_view::npos && word.find(',') == std::string_view::npos;
}

// A PGN tag name is a symbol: what the column name holds of letters, digits
// and '_', "Puzzle" before it unless it says so already.
std::string tagName(const std::string &column) {
  std::string name;
  for (char c : column)
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') name += c;
  if (name.empty()) return name;
  return lower(name).rfind("puzzle", 0) == 0 ? name : "Puzzle" + name;
}

PgnProblem problem(int line, int column, const Message &why) {
  return {line, column, why.str(), why};
}

}  // namespace

std::vector<CsvField> csvFields(std::string_view line) {
  std::vector<CsvField> out;
  std::size_t i = 0, counted = 0;
  int column = 1;
  // The column of byte `at`, counted on from the last one asked for.
  const auto columnAt = [&](std::size_t at) {
    column += columnOf(line.substr(counted), at - counted) - 1;
    counted = at;
    return column;
  };
  for (;;) {
    CsvField field;
    const bool quoted = i < line.size() && line[i] == '"';
    if (quoted) ++i;
    field.column = columnAt(i);
    if (quoted) {
      for (; i < line.size(); ++i) {
        if (line[i] != '"') {
          field.text += line[i];
        } else if (i + 1 < line.size() && line[i + 1] == '"') {
          field.text += '"';
          ++i;
        } else {
          ++i;
          break;
        }
      }
      // Whatever follows the closing quote up to the comma belongs to it.
      const std::size_t comma = std::min(line.find(',', i), line.size());
      field.text += line.substr(i, comma - i);
      i = comma;
    } else {
      const std::size_t comma = std::min(line.find(',', i), line.size());
      field.text = std::string(line.substr(i, comma - i));
      i = comma;
    }
    out.push_back(std::move(field));
    if (i >= line.size()) break;
    ++i;  // the comma
  }
  return out;
}

PuzzleColumns PuzzleColumns::lichess() {
  PuzzleColumns c;
  c.names = {"PuzzleId",   "FEN",     "Moves",  "Rating",  "RatingDeviation",
             "Popularity", "NbPlays", "Themes", "GameUrl", "OpeningTags"};
  c.id = 0;
  c.fen = 1;
  c.moves = 2;
  c.site = 8;
  c.themes = 7;
  c.openings = 9;
  c.ratings = 3;
  return c;
}

std::optional<PuzzleColumns> PuzzleColumns::fromHeader(std::string_view line) {
  PuzzleColumns c;
  for (const CsvField &f : csvFields(line)) {
    std::string name = f.text;
    while (!name.empty() && name.back() == ' ') name.pop_back();
    while (!name.empty() && name.front() == ' ') name.erase(0, 1);
    const std::string key = lower(name);
    const int at = int(c.names.size());
    if (key == "fen" && c.fen < 0) c.fen = at;
    if (key == "moves" && c.moves < 0) c.moves = at;
    if ((key == "puzzleid" || key == "id") && c.id < 0) c.id = at;
    if (key == "gameurl") {
      c.site = at;
      c.siteIsId = false;
    }
    if (key == "gameid" && c.site < 0) {
      c.site = at;
      c.siteIsId = true;
    }
    if (tagName(name) == "PuzzleThemes") c.themes = at;
    if (tagName(name) == "PuzzleOpeningTags") c.openings = at;
    if (tagName(name) == "PuzzleRating") c.ratings = at;
    c.names.push_back(std::move(name));
  }
  if (c.fen < 0 || c.moves < 0) return std::nullopt;
  return c;
}

bool isPuzzleRow(std::string_view line, const PuzzleColumns &columns) {
  const std::vector<CsvField> fields = csvFields(line);
  if (fields.size() < 2 || columns.fen >= int(fields.size())) return false;
  if (!isPlacement(fields[std::size_t(columns.fen)].text)) return false;
  return columns.id < 0 || columns.id >= int(fields.size()) ||
         fields[std::size_t(columns.id)].text.find('/') == std::string::npos;
}

std::string puzzlePosition(std::string_view line, const PuzzleColumns &columns) {
  const std::vector<CsvField> fields = csvFields(line);
  return columns.fen < int(fields.size()) ? fields[std::size_t(columns.fen)].text : std::string();
}

PgnGame readPuzzleRow(const VariantPtr &variant, std::string_view line, int number,
                      const PuzzleColumns &columns) {
  PgnGame game;
  game.firstLine = number;
  const std::vector<CsvField> fields = csvFields(line);
  if (columns.fen >= int(fields.size())) {
    game.problems.push_back(problem(
        number, columnOf(line, line.size()),
        message(SC_TRANSLATE_NOOP("sc::Pgn",
                                  "the row ends before field %1 (%2), where a puzzle's position "
                                  "stands"),
                columns.fen + 1, columns.names[std::size_t(columns.fen)])));
    return game;
  }
  const CsvField &fen = fields[std::size_t(columns.fen)];
  ParseError error;
  std::optional<EpdLine> start = readEpd(variant, fen.text, &error);
  if (!start) {
    game.problems.push_back({number, fen.column + error.column - 1, error.message, error.detail});
    return game;
  }
  game.tree = std::make_unique<GameTree>(start->position);
  GameTree &tree = *game.tree;
  if (!start->operations.empty())
    tree.annotation(tree.root()).commentAfter = writeEpdOperations(start->operations);
  for (std::size_t i = 0; i < fields.size() && i < columns.names.size(); ++i) {
    const std::string &value = fields[i].text;
    if (int(i) == columns.fen || int(i) == columns.moves || value.empty()) continue;
    if (int(i) == columns.id)
      tree.tags()["Event"] = value;
    else if (int(i) == columns.site)
      tree.tags()["Site"] = columns.siteOf(value);
    else if (const std::string name = tagName(columns.names[i]); !name.empty())
      tree.tags()[name] = value;
  }
  if (columns.moves >= int(fields.size())) return game;
  // The moves, UCI's or any spelling the turn box reads, up to the first
  // that is not legal: what was read before a problem stays, as in PGN.
  const CsvField &moves = fields[std::size_t(columns.moves)];
  Position pos = tree.start();
  NodeId at = tree.root();
  for (std::size_t i = 0; i < moves.text.size();) {
    if (moves.text[i] == ' ') {
      ++i;
      continue;
    }
    const std::size_t end = std::min(moves.text.find(' ', i), moves.text.size());
    const std::string token = moves.text.substr(i, end - i);
    const int column = moves.column + columnOf(moves.text, i) - 1;
    TurnError why;
    const std::optional<Turn> turn = parseTurn(pos, token, nullptr, &why);
    if (!turn) {
      if (why.column > 0)
        game.problems.push_back(
            problem(number, column + why.column - 1,
                    message(SC_TRANSLATE_NOOP("sc::Pgn", "%1 cannot be read: %2"),
                            "'" + token + "'", why.reason)));
      else
        game.problems.push_back(
            problem(number, column,
                    message(SC_TRANSLATE_NOOP("sc::Pgn", "%1 is not a legal turn: %2"),
                            "'" + token + "'", why.reason)));
      break;
    }
    at = tree.addChild(at, *turn, formatTurnWithSuffix(pos, *turn));
    pos.make(*turn);
    i = end;
  }
  // The first turn is the opponent's: the solver is the side that answers,
  // and the game opens at the answer, seen from there (startview.h).
  if (at != tree.root())
    tree.tags()["Orientation"] = tree.start().sideToMove() == Color::White ? "black" : "white";
  return game;
}

}  // namespace sc
