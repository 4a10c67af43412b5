// B24-B26: the SFEN of boards whose holes are written, `*` for each, with four
// fields `<placement> <side> <quiet> <turn>` (no bridges). Every refusal names
// the column where it was found.
#include <cctype>

#include "movegen.h"
#include "sfendetail.h"

namespace sc::sfendetail {

namespace {

// One rank from s[i] to '/' or the end: exactly `files` cells, holes as '*'.
std::size_t readHoleRank(const Variant &v, const std::string &s, std::size_t i, int column0,
                         int rank, std::array<Cell, kGridSquares> &cells) {
  const Ruleset &rules = v.rules();
  const int files = rules.board.files;
  int file = 0;
  while (i < s.size() && s[i] != '/') {
    const int column = column0 + int(i);
    const char c = s[i];
    if (file >= files)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "rank %1 has more than %2 cells"),
                           rank + 1, files));
    if (c == '*') {
      const Square sq = makeSquare(file, rank);
      if (v.onBoard(sq))
        fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "'*' on %1, a square that exists"),
                             squareName(sq)));
      ++file;
      ++i;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      const int run = readEmptyRun(s, i, column, file, files, rank);
      for (int k = 0; k < run; ++k, ++file)
        if (!v.onBoard(file, rank))
          fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                                 "the run of %1 empty squares covers the hole %2"),
                               run, squareName(makeSquare(file, rank))));
      continue;
    }
    const int type = std::isalpha(static_cast<unsigned char>(c))
                         ? rules.pieceByLetter(char(std::toupper(static_cast<unsigned char>(c))))
                         : -1;
    if (type < 0)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                             "expected a piece letter (%1), a digit, '*' or '/', "
                                             "found %2"),
                           pieceLetters(rules), quoted(c)));
    const Square sq = makeSquare(file, rank);
    if (!v.onBoard(sq))
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "a piece on %1, which is a hole"),
                           squareName(sq)));
    Cell &cell = cells[sq];
    cell.type = std::uint8_t(type + 1);
    cell.color = std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black;
    cell.rank = std::uint8_t(rules.pieces[std::size_t(type)].baseRank);
    ++file;
    ++i;
  }
  if (file != files)
    fail(column0 + int(i),
         message(SC_TRANSLATE_NOOP("sc::Sfen", "rank %1 has %2 cells, expected %3"), rank + 1, file,
                 files));
  return i;
}

void readHolePlacement(const Variant &v, const Field &f, std::array<Cell, kGridSquares> &cells) {
  readRanks(f, v.rules().board.ranks, [&](std::size_t i, int rank) {
    return readHoleRank(v, f.text, i, f.column, rank, cells);
  });
}

// B26: one monarch a side; no piece that breaks through on its last rank.
void checkHolePieces(const Position &pos, int column) {
  const Variant &v = pos.variant();
  const PieceType *monarch = nullptr;
  for (const PieceType &p : v.rules().pieces)
    if (p.monarch) monarch = &p;
  for (Color c : {Color::White, Color::Black})
    if (pos.monarchCount(c) != 1)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "%1 has %2 %3, expected exactly 1"),
                           c == Color::White ? "White" : "Black", pos.monarchCount(c),
                           Message{"PieceName", monarch ? monarch->name : "monarch", {}}));
  for (Square s : v.squares()) {
    const Cell &c = pos.at(s);
    if (c.empty() || !v.piece(c).breakthrough) continue;
    if (v.relativeRank(s, c.color) == v.rules().board.ranks - 1)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                             "a %1 on %2, its last rank: it would have left the "
                                             "board (B17)"),
                           Message{"PieceName", v.piece(c).name, {}}, squareName(s)));
  }
}

}  // namespace

Position readHoleSfen(const VariantPtr &variant, const std::vector<Field> &fields,
                      const std::string &text) {
  if (fields.size() == 5 && fields[2].text == "-")  // a Shooters SFEN's bridges field (B26)
    fail(fields[2].column,
         message(SC_TRANSLATE_NOOP("sc::Sfen",
                                   "expected 4 fields (placement, side, quiet, turn), found 5: "
                                   "%1 has no bridges field"),
                 variant->rules().title));
  if (fields.size() != 4) {
    fail(fieldCountColumn(text, fields, 4),
         message(SC_TRANSLATE_NOOP("sc::Sfen",
                                   "expected 4 fields (placement, side, quiet, turn), found %1"),
                 int(fields.size())));
  }
  std::array<Cell, kGridSquares> cells{};
  readHolePlacement(*variant, fields[0], cells);
  Position pos = positionFromCells(variant, cells);
  checkHolePieces(pos, fields[0].column);
  pos.setSideToMove(readSide(fields[1]));
  pos.setQuietPlies(readNumber(fields[2], 0));
  pos.setTurnNumber(readNumber(fields[3], 1));
  // B20, B26: the side not to move may not be in check.
  Square hq;
  const Color them = ~pos.sideToMove();
  if (royalMonarch(pos, them, hq) && canShootDown(pos, pos.sideToMove(), hq))
    fail(fields[1].column,
         message(SC_TRANSLATE_NOOP("sc::Sfen", "the side not to move is in check")));
  return pos;
}

std::string writeHolePlacement(const Position &pos) {
  return writeRanks(pos, Holes::Star, [](std::string &, const Cell &, const PieceType &) {});
}

}  // namespace sc::sfendetail
