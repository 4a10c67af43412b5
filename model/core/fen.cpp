// Chess FEN (C13, C14, C14a): the fields after the placement. Read leniently
// where other programs write otherwise (four or five fields, fullmove 0,
// castling letters in any order, an en-passant square nobody can use) and
// strictly where the position itself is wrong; always written canonically.
#include <algorithm>
#include <cctype>

#include "movegen.h"
#include "sfendetail.h"

namespace sc::sfendetail {

namespace {

bool isPiece(const Position &pos, Square s, Color c, bool (*what)(const PieceType &)) {
  const Cell &cell = pos.at(s);
  return !cell.empty() && cell.color == c && what(pos.variant().piece(cell));
}

bool promotes(const PieceType &p) { return !p.promotesTo.empty(); }
bool takesEnPassant(const PieceType &p) { return p.enPassant; }

// C14: exactly one king of each colour, no pawn on the first or last rank.
void checkPieces(const Position &pos, int column) {
  const Variant &v = pos.variant();
  for (Color c : {Color::White, Color::Black})
    if (pos.monarchCount(c) != 1)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "%1 has %2 kings, expected exactly 1"),
                           c == Color::White ? "White" : "Black", pos.monarchCount(c)));
  for (Square s : v.squares()) {
    const Cell &c = pos.at(s);
    if (c.empty() || !promotes(v.piece(c))) continue;
    if (rankOf(s) == 0 || rankOf(s) == v.rules().board.ranks - 1)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "a %1 on %2, its first or last rank"),
                           Message{"PieceName", v.piece(c).name, {}}, squareName(s)));
  }
}

void readCastling(const Field &f, Position &pos) {
  if (f.text == "-") return;
  const Variant &v = pos.variant();
  unsigned rights = 0;
  for (std::size_t i = 0; i < f.text.size(); ++i) {
    const int column = f.column + int(i);
    int r = 0;
    while (r < v.castleRights() && v.castle(r).letter != f.text[i]) ++r;
    if (r == v.castleRights())
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                             "expected castling rights (K, Q, k, q) or '-', "
                                             "found %1"),
                           quoted(f.text[i])));
    if (rights >> r & 1)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "castling right %1 is given twice"),
                           quoted(f.text[i])));
    const Variant::Castle &c = v.castle(r);
    const auto king = [](const PieceType &p) { return p.castles; };
    const auto rook = [](const PieceType &p) { return p.castlingRook; };
    if (!isPiece(pos, c.king, c.color, king) || !isPiece(pos, c.rook, c.color, rook))
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                             "castling right %1 needs the king on %2 and the "
                                             "rook on %3"),
                           quoted(f.text[i]), squareName(c.king), squareName(c.rook)));
    rights |= 1u << r;
  }
  pos.setCastling(rights);
}

// C14's checks of the en-passant square; C14a: kept only when usable (C13).
void readEnPassant(const Field &f, Position &pos) {
  if (f.text == "-") return;
  const Variant &v = pos.variant();
  const Color us = pos.sideToMove();
  const bool shape = f.text.size() == 2 && f.text[0] >= 'a' && f.text[0] <= 'h' &&
                     f.text[1] >= '1' && f.text[1] <= '8';
  if (!shape)
    fail(f.column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                             "expected the en-passant square (like e3) or '-', "
                                             "found %1"),
                           "'" + f.text + "'"));
  const Square s = makeSquare(f.text[0] - 'a', f.text[1] - '1');
  const int ranks = v.rules().board.ranks;
  // The square a pawn of the side that just moved crossed: its third rank.
  if (v.relativeRank(s, ~us) != 2)
    fail(f.column, message(SC_TRANSLATE_NOOP("sc::Sfen", "en-passant square %1 is not on rank %2"),
                           f.text, us == Color::White ? ranks - 2 : 3));
  const int back = us == Color::White ? 1 : -1;  // towards the rank the pawn left
  const Square from = makeSquare(fileOf(s), rankOf(s) + back);
  const Square now = makeSquare(fileOf(s), rankOf(s) - back);
  if (!pos.at(s).empty() || !pos.at(from).empty())
    fail(f.column, message(SC_TRANSLATE_NOOP("sc::Sfen", "en-passant square %1: %2 must be empty"),
                           f.text, squareName(pos.at(s).empty() ? from : s)));
  if (!isPiece(pos, now, ~us, takesEnPassant))
    fail(f.column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                             "en-passant square %1: no pawn of the side that "
                                             "just moved on %2"),
                           f.text, squareName(now)));
  // C14a: kept only when a pawn beside the passed one may take it.
  if (pos.enPassantPossible(s)) pos.setEnPassant(true, s);
}

}  // namespace

Position readFen(const VariantPtr &variant, const std::vector<Field> &fields,
                 const std::array<Cell, kGridSquares> &cells) {
  Position pos = positionFromCells(variant, cells);
  checkPieces(pos, fields[0].column);
  pos.setSideToMove(readSide(fields[1]));
  readCastling(fields[2], pos);
  readEnPassant(fields[3], pos);
  // C14a: missing counters are halfmove 0 and fullmove 1; fullmove 0 is 1.
  if (fields.size() > 4)
    pos.setQuietPlies(readWholeNumber(
        fields[4],
        SC_TRANSLATE_NOOP("sc::Sfen", "expected the halfmove clock, a whole number, found %1")));
  if (fields.size() > 5)
    pos.setTurnNumber(std::max(
        1, readWholeNumber(fields[5],
                           SC_TRANSLATE_NOOP("sc::Sfen",
                                             "expected the fullmove number, a whole number, "
                                             "found %1"))));

  // C14: the side not to move may not be in check.
  Square king;
  const Color them = ~pos.sideToMove();
  if (royalMonarch(pos, them, king) && canShootDown(pos, pos.sideToMove(), king))
    fail(fields[1].column,
         message(SC_TRANSLATE_NOOP("sc::Sfen", "the side not to move is in check")));
  return pos;
}

std::string writeFenFields(const Position &pos) {
  const Variant &v = pos.variant();
  std::string out = pos.sideToMove() == Color::White ? " w " : " b ";
  std::string rights;
  const unsigned held = pos.castling() & pos.possibleCastling();  // C14: never unreadable
  for (int r = 0; r < v.castleRights(); ++r)
    if (held >> r & 1) rights += v.castle(r).letter;
  out += rights.empty() ? "-" : rights;
  // C13: the square only when the side to move can really take en passant.
  const bool usable = enPassantUsable(pos);
  out += usable ? " " + squareName(pos.enPassant()) : std::string(" -");
  out += ' ' + std::to_string(pos.quietPlies()) + ' ' + std::to_string(pos.turnNumber());
  return out;
}

}  // namespace sc::sfendetail
