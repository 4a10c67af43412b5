// What the SFEN reader (sfen.cpp) shares with the chess FEN fields (fen.cpp):
// fields with their columns, and failures that name a column. Internal to
// the core's position readers.
#pragma once

#include <array>
#include <cctype>
#include <string>
#include <vector>

#include "message.h"
#include "position.h"

namespace sc::sfendetail {

struct Field {
  std::string text;
  int column = 1;  // of the field's first character, counted from 1
};

// Thrown inside the readers only; readSfen turns it into a ParseError.
struct Failure {
  int column;
  Message message;
};

[[noreturn]] void fail(int column, Message message);
Message quoted(char c);
bool isBlank(char c);
std::vector<Field> splitFields(const std::string &text);
// Digits only (else refused at the first other character, with `expected`);
// a number beyond kMaxCounter reads as kMaxCounter.
int readWholeNumber(const Field &f, const MessageTemplate &expected);
// The quiet count (minimum 0) or the turn number (minimum 1) of S23.
int readNumber(const Field &f, int minimum);
// The side-to-move field, 'w' or 'b' (S23, C13, B24).
Color readSide(const Field &f);
// A cleared position of `variant` holding `cells` (its squares only).
Position positionFromCells(const VariantPtr &variant, const std::array<Cell, kGridSquares> &cells);

// Where a wrong count of fields is reported: at the first field past `most`,
// or, when fields are missing, one column after the text's last non-blank.
int fieldCountColumn(const std::string &text, const std::vector<Field> &fields, std::size_t most);

// A run of empty squares (B24, K30) starting at s[i], a digit: advances `i`
// past it and returns its length; a run that starts with 0 or passes the
// rank's `files` cells fails at `column`.
int readEmptyRun(const std::string &s, std::size_t &i, int column, int file, int files, int rank);

// The ranks of a placement field, top first, separated by '/' (S23, B24):
// `readRank(i, rank)` reads one rank starting at text index `i` and returns
// the index it stopped at; too many or too few ranks fail with the column.
template <typename ReadRank>
void readRanks(const Field &f, int ranks, ReadRank &&readRank) {
  const std::string &s = f.text;
  int rank = ranks - 1;
  std::size_t i = 0;
  for (;;) {
    i = readRank(i, rank);
    if (i == s.size()) break;
    if (rank == 0)
      fail(f.column + int(i),
           message(SC_TRANSLATE_NOOP("sc::Sfen", "too many ranks: the board has %1"), ranks));
    --rank;
    ++i;  // the '/'
  }
  if (rank > 0)
    fail(
        f.column + int(s.size()),
        message(SC_TRANSLATE_NOOP("sc::Sfen", "expected %1 ranks, found %2"), ranks, ranks - rank));
}

// A piece's letter: upper case for White, lower case for Black (S23, B24, K30).
inline char pieceLetter(const PieceType &p, Color c) {
  return c == Color::White ? p.letter : char(std::tolower(static_cast<unsigned char>(p.letter)));
}
// Every letter a placement may hold, White's first: what a refusal lists.
std::string pieceLetters(const Ruleset &rules);

// How a placement writes the squares its variant's shape leaves out.
enum class Holes {
  Skip,   // not written (S23: the shape is the variant's)
  Empty,  // counted in a run of empty squares (K30 reads every cell of a rank)
  Star,   // '*' each, and a run never spans one (B24)
};

// The ranks of a placement, top first, '/' between them: a run of empty
// squares is a digit string, a piece its letter and then `suffix(out, cell,
// piece)` (ranks, weapons, shots: each dialect's own).
template <typename Suffix>
std::string writeRanks(const Position &pos, Holes holes, Suffix &&suffix) {
  const Variant &v = pos.variant();
  const Ruleset &rules = v.rules();
  std::string out;
  for (int rank = rules.board.ranks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < rules.board.files; ++file) {
      const bool hole = holes != Holes::Empty && !v.onBoard(file, rank);
      if (hole && holes == Holes::Skip) continue;
      const Cell &c = pos.at(makeSquare(file, rank));
      if (!hole && c.empty()) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      if (hole) {
        out += '*';
        continue;
      }
      const PieceType &p = rules.piece(c);
      out += pieceLetter(p, c.color);
      suffix(out, c, p);
    }
    if (empty) out += std::to_string(empty);
    if (rank > 0) out += '/';
  }
  return out;
}

// The placement field (S23; with ranks off, as FEN's, C13/C14).
void readPlacement(const Variant &v, const Field &f, std::array<Cell, kGridSquares> &cells);
std::string writePlacement(const Position &pos);

// C13/C14/C14a: the fields after the placement of a chess FEN; `fields`
// holds 4 to 6 of them. Returns the position.
Position readFen(const VariantPtr &variant, const std::vector<Field> &fields,
                 const std::array<Cell, kGridSquares> &cells);
// Everything after the placement, with the leading space: " w KQkq - 0 1".
std::string writeFenFields(const Position &pos);

// B24-B26: the four-field SFEN with holes written as '*' (sfenholes.cpp).
Position readHoleSfen(const VariantPtr &variant, const std::vector<Field> &fields,
                      const std::string &text);
std::string writeHolePlacement(const Position &pos);

// K30: the seven-field position of Cannon Battle Chess (sfenreserve.cpp).
Position readReserveSfen(const VariantPtr &variant, const std::vector<Field> &fields,
                         const std::string &text);
std::string writeReserveSfen(const Position &pos);

}  // namespace sc::sfendetail
