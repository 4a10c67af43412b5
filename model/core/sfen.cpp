// SFEN (S23): `<placement> <side> <bridges> <quiet> <turn>`.
#include "sfen.h"

#include "sfendetail.h"

#include <array>
#include <cctype>
#include <cstring>
#include <utility>
#include <vector>

namespace sc {

std::string ParseError::toString() const {
  std::string where = line > 1 ? "line " + std::to_string(line) + ", " : std::string();
  return where + "column " + std::to_string(column) + ": " + message;
}

namespace {

const MessageTemplate kMissingField[5] = {
    SC_TRANSLATE_NOOP("sc::Sfen",
                      "expected 5 fields (placement, side, bridges, quiet, turn), found %1: the "
                      "placement is missing"),
    SC_TRANSLATE_NOOP("sc::Sfen",
                      "expected 5 fields (placement, side, bridges, quiet, turn), found %1: the "
                      "side to move is missing"),
    SC_TRANSLATE_NOOP("sc::Sfen",
                      "expected 5 fields (placement, side, bridges, quiet, turn), found %1: the "
                      "bridges is missing"),
    SC_TRANSLATE_NOOP("sc::Sfen",
                      "expected 5 fields (placement, side, bridges, quiet, turn), found %1: the "
                      "quiet count is missing"),
    SC_TRANSLATE_NOOP("sc::Sfen",
                      "expected 5 fields (placement, side, bridges, quiet, turn), found %1: the "
                      "turn number is missing")};

}  // namespace

namespace sfendetail {

void fail(int column, Message message) { throw Failure{column, std::move(message)}; }

int fieldCountColumn(const std::string &text, const std::vector<Field> &fields, std::size_t most) {
  if (fields.size() > most) return fields[most].column;
  std::size_t end = text.size();
  while (end > 0 && isBlank(text[end - 1])) --end;
  return int(end) + 1 + (fields.empty() ? 0 : 1);
}

int readEmptyRun(const std::string &s, std::size_t &i, int column, int file, int files, int rank) {
  if (s[i] == '0')
    fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                           "a run of empty squares cannot be 0 or start with 0")));
  int run = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && run < 1000)
    run = run * 10 + (s[i++] - '0');
  if (file + run > files)
    fail(column,
         message(SC_TRANSLATE_NOOP("sc::Sfen", "rank %1 has more than %2 cells"), rank + 1, files));
  return run;
}

Message quoted(char c) {
  if (std::isprint(static_cast<unsigned char>(c))) return messageArg(std::string("'") + c + "'");
  return message(SC_TRANSLATE_NOOP("sc::Sfen", "character %1"), int(static_cast<unsigned char>(c)));
}

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Fields are separated by runs of blanks; blanks around the whole text are
// ignored so that a line read from a file (with its newline) is accepted.
std::vector<Field> splitFields(const std::string &text) {
  std::vector<Field> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    if (isBlank(text[i])) {
      ++i;
      continue;
    }
    Field f;
    f.column = int(i) + 1;
    while (i < text.size() && !isBlank(text[i])) f.text += text[i++];
    fields.push_back(std::move(f));
  }
  return fields;
}

// A whole number of at most 9 digits, so that it fits an int.
Color readSide(const Field &f) {
  if (f.text == "b") return Color::Black;
  if (f.text != "w")
    fail(f.column,
         message(SC_TRANSLATE_NOOP("sc::Sfen", "expected the side to move, 'w' or 'b', found %1"),
                 "'" + f.text + "'"));
  return Color::White;
}

Position positionFromCells(const VariantPtr &variant, const std::array<Cell, kGridSquares> &cells) {
  Position pos(variant);
  pos.clear();
  for (Square s : variant->squares())
    if (!cells[s].empty()) pos.setCell(s, cells[s]);
  return pos;
}

int readWholeNumber(const Field &f, const MessageTemplate &expected) {
  for (std::size_t i = 0; i < f.text.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(f.text[i])))
      fail(f.column + int(i), message(expected, quoted(f.text[i])));
  // A counter beyond what a position holds is still a whole number: it is
  // read as the cap the counters stop at when they are played up to it, not
  // refused (C14 refuses only what is not a whole number).
  const std::size_t first = std::min(f.text.find_first_not_of('0'), f.text.size());
  if (f.text.size() - first > 9) return kMaxCounter;
  return std::stoi(f.text);
}

int readNumber(const Field &f, int minimum) {
  const MessageTemplate expected =
      minimum == 0 ? SC_TRANSLATE_NOOP("sc::Sfen",
                                       "expected the quiet count, a whole number from 0, found %1")
                   : SC_TRANSLATE_NOOP("sc::Sfen",
                                       "expected the turn number, a whole number from 1, found %1");
  const int n = readWholeNumber(f, expected);
  if (n < minimum) fail(f.column, message(expected, f.text));
  return n;
}

}  // namespace sfendetail

namespace {

using namespace sfendetail;

class PlacementReader {
 public:
  PlacementReader(const Variant &v, std::array<Cell, kGridSquares> &cells)
      : m_v(v), m_rules(v.rules()), m_cells(cells) {}

  void read(const Field &f) {
    readRanks(f, m_rules.board.ranks,
              [&](std::size_t i, int rank) { return readRank(f.text, i, f.column, rank); });
  }

 private:
  // Holes (D12) are skipped entirely: they are neither written nor counted, so
  // a rank lists only the squares that exist, and digits count existing squares.
  std::vector<Square> existingSquares(int rank) const {
    std::vector<Square> squares;
    for (int file = 0; file < m_rules.board.files; ++file)
      if (m_v.onBoard(file, rank)) squares.push_back(makeSquare(file, rank));
    return squares;
  }

  // Reads one rank from s[i] up to '/' or the end; returns where it stopped.
  std::size_t readRank(const std::string &s, std::size_t i, int column0, int rank) {
    const std::vector<Square> squares = existingSquares(rank);
    const int expected = int(squares.size());
    int count = 0;
    int overflowColumn = 0;  // where the rank first went past its last square
    const std::size_t start = i;
    while (i < s.size() && s[i] != '/') {
      const int column = column0 + int(i);
      const char c = s[i];
      if (std::isdigit(static_cast<unsigned char>(c))) {
        if (c == '0')
          fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                                 "a run of empty squares cannot start with 0")));
        int run = 0;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && run < 1000) {
          if (run && m_rules.position == PositionFormat::Fen)  // C14
            fail(column0 + int(i), message(SC_TRANSLATE_NOOP("sc::Sfen", "two digits in a row")));
          run = run * 10 + (s[i++] - '0');
        }
        if (count + run > expected && !overflowColumn) overflowColumn = column;
        count += run;
        continue;
      }
      if (c == '[')
        fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                               "a rank in brackets must follow a piece letter")));
      if (c == '{' && hasWeapons())
        fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                               "weapons in braces must follow a piece letter "
                                               "(M22)")));
      const int type =
          std::isalpha(static_cast<unsigned char>(c))
              ? m_rules.pieceByLetter(char(std::toupper(static_cast<unsigned char>(c))))
              : -1;
      if (type < 0)
        fail(column,
             message(SC_TRANSLATE_NOOP("sc::Sfen",
                                       "expected a piece letter (%1), a digit or '/', found %2"),
                     pieceLetters(m_rules), quoted(c)));
      ++i;
      const PieceType &piece = m_rules.pieces[type];
      int pieceRank = piece.baseRank;
      if (i < s.size() && s[i] == '[' && !m_rules.ranks)  // C14
        fail(column0 + int(i),
             message(SC_TRANSLATE_NOOP("sc::Sfen", "%1 has no ranks: brackets are not allowed"),
                     m_rules.title));
      std::uint8_t weapons = 0;
      if (i < s.size() && s[i] == '{' && hasWeapons())
        weapons = readBraces(s, i, column0, piece);
      else if (i < s.size() && s[i] == '{')
        fail(column0 + int(i),
             message(SC_TRANSLATE_NOOP("sc::Sfen", "%1 has no weapons: braces are not allowed"),
                     m_rules.title));
      if (i < s.size() && s[i] == '[') pieceRank = readBracket(s, i, column0, piece);
      if (count >= expected && !overflowColumn) overflowColumn = column;
      if (count < expected) {
        Cell &cell = m_cells[squares[count]];
        cell.type = std::uint8_t(type + 1);
        cell.color = std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black;
        cell.rank = std::uint8_t(pieceRank);
        cell.weapons = weapons;
      }
      ++count;
    }
    if (count != expected) {
      const int column = count > expected ? overflowColumn : column0 + int(i);
      fail(column,
           i == start
               ? message(SC_TRANSLATE_NOOP("sc::Sfen",
                                           "rank %1 has %2 squares, expected %3 (the rank is "
                                           "empty)"),
                         rank + 1, count, expected)
               : message(SC_TRANSLATE_NOOP("sc::Sfen", "rank %1 has %2 squares, expected %3"),
                         rank + 1, count, expected));
    }
    return i;
  }

  // s[i] == '['; reads "[n]" and returns n, leaving i after ']'.
  int readBracket(const std::string &s, std::size_t &i, int column0, const PieceType &piece) {
    const int open = column0 + int(i);
    ++i;
    int value = 0;
    int digits = 0;
    const int numberColumn = column0 + int(i);
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
      if (digits < 4) value = value * 10 + (s[i] - '0');
      ++digits;
      ++i;
    }
    if (digits == 0) {
      if (i == s.size() || s[i] == '/')
        fail(open,
             message(SC_TRANSLATE_NOOP("sc::Sfen", "unclosed bracket: expected a rank and ']'")));
      fail(column0 + int(i),
           message(SC_TRANSLATE_NOOP("sc::Sfen", "expected a rank number in brackets, found %1"),
                   quoted(s[i])));
    }
    if (i == s.size() || s[i] != ']') {
      if (i == s.size() || s[i] == '/')
        fail(open, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                             "unclosed bracket: expected ']' after the rank")));
      fail(column0 + int(i),
           message(SC_TRANSLATE_NOOP("sc::Sfen", "expected ']' after the rank, found %1"),
                   quoted(s[i])));
    }
    ++i;
    if (value < 1 || value > piece.maxRank || digits > 4)
      fail(numberColumn,
           message(SC_TRANSLATE_NOOP("sc::Sfen", "a %1's rank must be from 1 to %2 (%4), found %3"),
                   Message{"PieceName", piece.name, {}}, int(piece.maxRank),
                   s.substr(std::size_t(numberColumn - column0), std::size_t(digits)),
                   m_rules.cite("S3")));
    return value;
  }

  bool hasWeapons() const { return !m_rules.weaponTable.empty(); }

  // M20/M22: s[i] == '{'; reads "{ODJS}" (weapons beyond the piece's own, in
  // that order, each once) and leaves i after '}'.
  std::uint8_t readBraces(const std::string &s, std::size_t &i, int column0,
                          const PieceType &piece) {
    const int open = column0 + int(i);
    ++i;
    std::uint8_t set = 0;
    int last = -1;
    while (i < s.size() && s[i] != '}' && s[i] != '/') {
      const int column = column0 + int(i);
      const char c = s[i];
      const char *at = c ? std::strchr(kWeaponLetters, c) : nullptr;
      if (!at)
        fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                               "expected a weapon letter (O, D, J or S, upper "
                                               "case) or '}', found %1"),
                             quoted(c)));
      const int w = int(at - kWeaponLetters);
      if (set >> w & 1)
        fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "weapon %1 is given twice"), quoted(c)));
      if (w < last)
        fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                               "weapon %1 is out of order: write them as O, D, "
                                               "J, S"),
                             quoted(c)));
      if (piece.weapons >> w & 1)
        fail(column,
             message(SC_TRANSLATE_NOOP("sc::Sfen", "weapon %1 is the %2's own and is not written"),
                     quoted(c), Message{"PieceName", piece.name, {}}));
      last = w;
      set |= std::uint8_t(1u << w);
      ++i;
    }
    if (i == s.size() || s[i] == '/')
      fail(open, message(SC_TRANSLATE_NOOP("sc::Sfen", "unclosed brace: expected '}'")));
    if (set == 0)
      fail(open, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                           "empty braces: a piece with only its own weapons "
                                           "has none")));
    ++i;
    return set;
  }

  const Variant &m_v;
  const Ruleset &m_rules;
  std::array<Cell, kGridSquares> &m_cells;
};

// A square in a bridge list: file a..p and rank 1..16.
Square readSquare(const Field &f, std::size_t &i) {
  const std::string &s = f.text;
  const int column = f.column + int(i);
  if (i >= s.size() || s[i] < 'a' || s[i] > 'p')
    fail(column,
         message(
             SC_TRANSLATE_NOOP("sc::Sfen", "expected a square (like c1) in the bridges, found %1"),
             i < s.size() ? quoted(s[i])
                          : message(SC_TRANSLATE_NOOP("sc::Sfen", "the end of the field"))));
  const int file = s[i++] - 'a';
  int rank = 0;
  int digits = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && digits < 2) {
    rank = rank * 10 + (s[i++] - '0');
    ++digits;
  }
  if (digits == 0 || rank < 1 || rank > kGridSize)
    fail(column, message(SC_TRANSLATE_NOOP(
                     "sc::Sfen",
                     "expected a square (like c1) in the bridges: a file a-p and a rank 1-16")));
  return makeSquare(file, rank - 1);
}

int directionTo(Square from, Square to) {
  const int df = fileOf(to) - fileOf(from);
  const int dr = rankOf(to) - rankOf(from);
  for (int d = 0; d < kDirections; d += 2)  // S4: side by side is orthogonal
    if (dirFile(d) == df && dirRank(d) == dr) return d;
  return -1;
}

void readBridges(const Field &f, const Variant &v, std::array<Cell, kGridSquares> &cells) {
  if (f.text == "-") return;
  const std::string &s = f.text;
  std::size_t i = 0;
  for (;;) {
    const std::size_t start = i;
    const int column = f.column + int(i);
    const Square a = readSquare(f, i);
    const Square b = readSquare(f, i);
    const std::string pair = s.substr(start, i - start);
    for (Square sq : {a, b}) {
      if (!v.onBoard(sq))
        fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "bridge %1: %2 is not on the board"),
                             pair, squareName(sq)));
      if (cells[sq].empty())
        fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "bridge %1: no shooter on %2"), pair,
                             squareName(sq)));
    }
    const int dir = directionTo(a, b);
    if (dir < 0)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                             "bridge %1: the squares are not side by side (S4)"),
                           pair));
    if (cells[a].color != cells[b].color)
      fail(column,
           message(SC_TRANSLATE_NOOP("sc::Sfen", "bridge %1: the shooters are not the same colour"),
                   pair));
    if (cells[a].bridged() && directionTo(a, b) + 1 == cells[a].bridge)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "bridge %1 is listed twice"), pair));
    for (Square sq : {a, b})
      if (cells[sq].bridged())
        fail(column,
             message(SC_TRANSLATE_NOOP("sc::Sfen", "bridge %1: %2 is already in another bridge"),
                     pair, squareName(sq)));
    cells[a].bridge = std::uint8_t(1 + dir);
    cells[b].bridge = std::uint8_t(1 + opposite(dir));
    if (i == s.size()) return;
    if (s[i] != ',')
      fail(f.column + int(i),
           message(SC_TRANSLATE_NOOP("sc::Sfen", "expected ',' between bridges, found %1"),
                   quoted(s[i])));
    ++i;
    if (i == s.size())
      fail(f.column + int(i),
           message(SC_TRANSLATE_NOOP("sc::Sfen", "expected a bridge after ','")));
  }
}

}  // namespace

namespace sfendetail {

void readPlacement(const Variant &v, const Field &f, std::array<Cell, kGridSquares> &cells) {
  PlacementReader(v, cells).read(f);
}

std::string pieceLetters(const Ruleset &rules) {
  std::string all;
  for (const PieceType &p : rules.pieces) all += pieceLetter(p, Color::White);
  for (const PieceType &p : rules.pieces) all += pieceLetter(p, Color::Black);
  return all;
}

std::string writePlacement(const Position &pos) {
  return writeRanks(pos, Holes::Skip, [](std::string &out, const Cell &c, const PieceType &p) {
    if (c.rank != p.baseRank) out += "[" + std::to_string(c.rank) + "]";
    if (c.weapons) {  // M20
      out += '{';
      for (int w = 0; w < kWeapons; ++w)
        if (c.weapons >> w & 1) out += kWeaponLetters[w];
      out += '}';
    }
  });
}

}  // namespace sfendetail

std::optional<Position> readSfen(const VariantPtr &variant, const std::string &text,
                                 ParseError *error) {
  try {
    const std::vector<Field> fields = splitFields(text);
    if (variant->rules().position == PositionFormat::SfenHoles)
      return readHoleSfen(variant, fields, text);
    if (variant->rules().position == PositionFormat::SfenReserve)  // K30
      return readReserveSfen(variant, fields, text);
    if (variant->rules().position == PositionFormat::Fen) {
      if (fields.size() < 4 || fields.size() > 6) {
        fail(fieldCountColumn(text, fields, 6),
             message(SC_TRANSLATE_NOOP("sc::Sfen",
                                       "expected 4 to 6 fields (placement, side, castling, "
                                       "en passant, halfmove, fullmove), found %1"),
                     int(fields.size())));
      }
      std::array<Cell, kGridSquares> cells{};
      readPlacement(*variant, fields[0], cells);
      return readFen(variant, fields, cells);
    }
    if (fields.size() < 5) {
      fail(fieldCountColumn(text, fields, 5),
           message(kMissingField[fields.size()], int(fields.size())));
    }
    if (fields.size() > 5)
      fail(fields[5].column,
           message(SC_TRANSLATE_NOOP("sc::Sfen", "unexpected text after the turn number")));

    std::array<Cell, kGridSquares> cells{};
    PlacementReader(*variant, cells).read(fields[0]);

    const Color side = readSide(fields[1]);

    readBridges(fields[2], *variant, cells);
    const int quiet = readNumber(fields[3], 0);
    const int turn = readNumber(fields[4], 1);

    Position pos = positionFromCells(variant, cells);
    pos.setSideToMove(side);
    pos.setQuietPlies(quiet);
    pos.setTurnNumber(turn);
    return pos;
  } catch (const Failure &f) {
    if (error) *error = ParseError{1, f.column, f.message.str(), f.message};
    return std::nullopt;
  }
}

std::string writeSfen(const Position &pos) {
  const Variant &v = pos.variant();
  const Ruleset &rules = v.rules();
  if (rules.position == PositionFormat::SfenReserve) return writeReserveSfen(pos);  // K30
  if (rules.position == PositionFormat::SfenHoles)                                  // B24
    return writeHolePlacement(pos) + (pos.sideToMove() == Color::White ? " w " : " b ") +
           std::to_string(pos.quietPlies()) + ' ' + std::to_string(pos.turnNumber());
  std::string out = writePlacement(pos);
  if (rules.position == PositionFormat::Fen) return out + writeFenFields(pos);
  out += pos.sideToMove() == Color::White ? " w " : " b ";

  // Canonical bridges: ascending by the lower square, lower square first, so
  // that equal positions always give equal text.
  std::string bridges;
  for (int rank = 0; rank < rules.board.ranks; ++rank)
    for (int file = 0; file < rules.board.files; ++file) {
      const Square s = makeSquare(file, rank);
      const Cell &c = pos.at(s);
      if (!v.onBoard(s) || !c.bridged()) continue;
      const int d = c.bridge - 1;
      const Square partner = makeSquare(fileOf(s) + dirFile(d), rankOf(s) + dirRank(d));
      if (partner < s) continue;
      if (!bridges.empty()) bridges += ',';
      bridges += squareName(s) + squareName(partner);
    }
  out += bridges.empty() ? "-" : bridges;
  out += ' ' + std::to_string(pos.quietPlies()) + ' ' + std::to_string(pos.turnNumber());
  return out;
}

Position startPosition(const VariantPtr &variant) {
  if (std::optional<Position> pos = readSfen(variant, variant->rules().startSfen)) return *pos;
  return Position(variant);
}

Position withoutHistory(const Position &pos) {
  std::optional<Position> fresh = readSfen(pos.variantPtr(), writeSfen(pos));
  return fresh ? *std::move(fresh) : pos;
}

}  // namespace sc
