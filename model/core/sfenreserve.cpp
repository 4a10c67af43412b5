// K30: the seven-field position of Cannon Battle Chess,
// `<placement> <side> <fortune> <white reserve> <black reserve> <quiet> <turn>`.
// The ammunition carries its shots in brackets (`S[6]`), craters are `X`/`x`,
// a reserve is `<pool>:<credit>:<lost>`. Every refusal names its column.
#include <cctype>

#include "battlefield.h"
#include "sfendetail.h"

namespace sc::sfendetail {

namespace {

constexpr int kMaxNumber = 999;  // K30: credits, losses and the fortune's move number

// One of K30's numbers, `minimum` to 999. A refusal is `expected`, which names
// the field, at the first character that is no digit (or at the field).
int readSmallNumber(const Field &f, int minimum, const Message &expected) {
  for (std::size_t i = 0; i < f.text.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(f.text[i]))) fail(f.column + int(i), expected);
  if (f.text.empty() || f.text.size() > 3 || std::stoi(f.text) < minimum) fail(f.column, expected);
  return std::stoi(f.text);
}

// One rank from s[i] to '/' or the end: runs of empty squares, letters, and
// the ammunition's shots in brackets.
std::size_t readRank(const Variant &v, const std::string &s, std::size_t i, int column0, int rank,
                     std::array<Cell, kGridSquares> &cells) {
  const Ruleset &rules = v.rules();
  const int files = rules.board.files;
  const int capacity = rules.battlefield.shotCapacity;
  int file = 0;
  while (i < s.size() && s[i] != '/') {
    const int column = column0 + int(i);
    const char c = s[i];
    if (file >= files)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "rank %1 has more than %2 cells"),
                           rank + 1, files));
    if (std::isdigit(static_cast<unsigned char>(c))) {
      const int run = readEmptyRun(s, i, column, file, files, rank);
      file += run;
      continue;
    }
    if (c == '[')
      fail(column,
           message(SC_TRANSLATE_NOOP("sc::Sfen", "shots in brackets must follow an ammunition")));
    const int type = std::isalpha(static_cast<unsigned char>(c))
                         ? rules.pieceByLetter(char(std::toupper(static_cast<unsigned char>(c))))
                         : -1;
    if (type < 0) {
      std::string all;
      for (const PieceType &p : rules.pieces) all += p.letter;
      fail(column,
           message(SC_TRANSLATE_NOOP("sc::Sfen",
                                     "expected a piece letter (%1), a digit or '/', found %2"),
                   all, quoted(c)));
    }
    const PieceType &pt = rules.pieces[std::size_t(type)];
    Cell cell;
    cell.type = std::uint8_t(type + 1);
    cell.color = std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black;
    cell.rank = 1;
    ++i;
    const bool bracket = i < s.size() && s[i] == '[';
    if (bracket && !pt.ammunition)
      fail(column0 + int(i),
           message(SC_TRANSLATE_NOOP("sc::Sfen", "only the ammunition carries brackets (K30)")));
    if (pt.ammunition) {
      if (!bracket)
        fail(column0 + int(i),
             message(SC_TRANSLATE_NOOP("sc::Sfen",
                                       "the ammunition needs its shots in brackets, as S[6]")));
      const int at = column0 + int(i) + 1;
      int shots = 0, digits = 0;
      for (++i; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && digits < 3;
           ++i, ++digits)
        shots = shots * 10 + (s[i] - '0');
      if (i >= s.size() || s[i] != ']' || digits == 0)
        fail(at, message(SC_TRANSLATE_NOOP("sc::Sfen", "expected the shots as a number and ']'")));
      if (shots < 1 || shots > capacity)
        fail(at,
             message(SC_TRANSLATE_NOOP("sc::Sfen", "the ammunition holds 1 to %1 shots, found %2"),
                     capacity, shots));
      cell.rank = std::uint8_t(shots);
      ++i;
    }
    const Square sq = makeSquare(file, rank);
    if (pt.homeZone && v.relativeRank(sq, cell.color) >= rules.battlefield.homeRows)
      fail(column, message(SC_TRANSLATE_NOOP("sc::Sfen", "the %1 on %2 is outside its home base"),
                           pt.name, squareName(sq)));
    cells[sq] = cell;
    ++file;
  }
  if (file != files)
    fail(column0 + int(i),
         message(SC_TRANSLATE_NOOP("sc::Sfen", "rank %1 has %2 cells, expected %3"), rank + 1, file,
                 files));
  return i;
}

// `<pool>:<credit>:<lost>` of one side into its slots.
void readReserve(const Variant &v, const Field &f, Color side, Position &pos) {
  const Ruleset &rules = v.rules();
  const std::string &s = f.text;
  const std::size_t c1 = s.find(':'), c2 = c1 == std::string::npos ? c1 : s.find(':', c1 + 1);
  if (c2 == std::string::npos || s.find(':', c2 + 1) != std::string::npos)
    fail(f.column, message(SC_TRANSLATE_NOOP("sc::Sfen",
                                             "expected a reserve as <pool>:<credit>:<lost>, "
                                             "found \"%1\""),
                           s));
  const std::string poolText = s.substr(0, c1);
  int counts[kPoolTypes] = {};
  if (poolText != "-") {
    if (poolText.empty())
      fail(f.column, message(SC_TRANSLATE_NOOP("sc::Sfen", "an empty pool is written '-'")));
    for (std::size_t i = 0; i < poolText.size(); ++i) {
      const char c = poolText[i];
      const bool rightCase = side == Color::White ? std::isupper(static_cast<unsigned char>(c))
                                                  : std::islower(static_cast<unsigned char>(c));
      const int type = std::isalpha(static_cast<unsigned char>(c))
                           ? rules.pieceByLetter(char(std::toupper(static_cast<unsigned char>(c))))
                           : -1;
      const PieceType *pt = type >= 0 ? &rules.pieces[std::size_t(type)] : nullptr;
      if (!rightCase || !pt || !(pt->archer || (pt->cost > 0 && !pt->ammunition)))
        fail(f.column + int(i),
             message(
                 SC_TRANSLATE_NOOP("sc::Sfen", "%1 cannot wait in %2's pool (Q R B N J E P C A)"),
                 quoted(c), side == Color::White ? "White" : "Black"));
      if (++counts[type] > rules.battlefield.archersPerTurn && pt->archer)  // the four of K14
        fail(f.column + int(i),
             message(SC_TRANSLATE_NOOP("sc::Sfen", "more than %1 archers in a pool"),
                     rules.battlefield.archersPerTurn));
    }
  }
  // Each number's refusal names its field: `expected` takes the side, the
  // largest number and the text found.
  const auto number = [&](std::size_t from, std::size_t to, MessageTemplate expected) {
    const Field part{s.substr(from, to - from), f.column + int(from)};
    return readSmallNumber(
        part, 0,
        message(expected, side == Color::White ? "White" : "Black", kMaxNumber, part.text));
  };
  pos.setSlot(slotCredit(side),
              number(c1 + 1, c2,
                     SC_TRANSLATE_NOOP("sc::Sfen",
                                       "expected %1's credit, a number from 0 to %2, "
                                       "found \"%3\"")));
  pos.setSlot(slotLost(side), number(c2 + 1, s.size(),
                                     SC_TRANSLATE_NOOP("sc::Sfen",
                                                       "expected the count of %1's lost pieces, a "
                                                       "number from 0 to %2, found \"%3\"")));
  for (int i = 0; i < kPoolTypes; ++i)
    if (counts[i]) pos.setSlot(slotPool(side, i), counts[i]);
}

std::string writeReserve(const Position &pos, Color side) {
  const auto &pieces = pos.rules().pieces;
  std::string pool;
  for (char upper = 'A'; upper <= 'Z'; ++upper) {  // K30: alphabetical
    const int i = pos.rules().pieceByLetter(upper);
    if (i < 0) continue;
    pool.append(std::size_t(pos.pool(side, i)), pieceLetter(pieces[std::size_t(i)], side));
  }
  return (pool.empty() ? "-" : pool) + ':' + std::to_string(pos.credit(side)) + ':' +
         std::to_string(pos.lost(side));
}

}  // namespace

Position readReserveSfen(const VariantPtr &variant, const std::vector<Field> &fields,
                         const std::string &text) {
  const Variant &v = *variant;
  if (fields.size() != 7) {
    fail(fieldCountColumn(text, fields, 7),
         message(SC_TRANSLATE_NOOP("sc::Sfen",
                                   "expected 7 fields (placement, side, fortune, white reserve, "
                                   "black reserve, quiet, turn), found %1"),
                 int(fields.size())));
  }
  std::array<Cell, kGridSquares> cells{};
  const Field &f = fields[0];
  readRanks(f, v.rules().board.ranks,
            [&](std::size_t i, int rank) { return readRank(v, f.text, i, f.column, rank, cells); });
  // K30: one king and at most one ammunition a side.
  for (Color c : {Color::White, Color::Black}) {
    int kings = 0, ammunition = 0;
    for (Square s : v.squares()) {
      const Cell &x = cells[s];
      if (x.empty() || x.color != c) continue;
      kings += v.piece(x).monarch;
      ammunition += v.piece(x).ammunition;
    }
    const char *side = c == Color::White ? "White" : "Black";
    if (kings != 1)
      fail(f.column, kings == 0
                         ? message(SC_TRANSLATE_NOOP("sc::Sfen", "%1 has no king"), side)
                         : message(SC_TRANSLATE_NOOP("sc::Sfen", "%1 has %2 kings"), side, kings));
    if (ammunition > 1)
      fail(f.column,
           message(SC_TRANSLATE_NOOP("sc::Sfen", "%1 has %2 ammunition pieces, at most 1"), side,
                   ammunition));
  }
  const Color side = readSide(fields[1]);
  int fortune = 0;
  if (fields[2].text != "-") {
    const Message expected = message(SC_TRANSLATE_NOOP("sc::Sfen",
                                                       "expected the fortune of war as '-' or a "
                                                       "move number from 1 to %1, found \"%2\""),
                                     kMaxNumber, fields[2].text);
    if (fields[2].text[0] == '0') fail(fields[2].column, expected);  // as K30 writes it
    fortune = readSmallNumber(fields[2], 1, expected);
  }
  Position pos = positionFromCells(variant, cells);
  pos.setSideToMove(side);
  pos.setSlot(kSlotFortune, fortune);
  readReserve(v, fields[3], Color::White, pos);
  readReserve(v, fields[4], Color::Black, pos);
  pos.setQuietPlies(readNumber(fields[5], 0));
  pos.setTurnNumber(readNumber(fields[6], 1));
  if (battlefield::inCheck(pos, ~side))  // K26
    fail(fields[1].column,
         message(SC_TRANSLATE_NOOP("sc::Sfen", "the side not to move (%1) is in check"),
                 side == Color::White ? "Black" : "White"));
  return pos;
}

std::string writeReserveSfen(const Position &pos) {
  std::string out =
      writeRanks(pos, Holes::Empty, [](std::string &text, const Cell &c, const PieceType &p) {
        if (p.ammunition) text += '[' + std::to_string(c.rank) + ']';
      });
  out += pos.sideToMove() == Color::White ? " w " : " b ";
  out += pos.fortune() ? std::to_string(pos.fortune()) : "-";
  out += ' ' + writeReserve(pos, Color::White) + ' ' + writeReserve(pos, Color::Black);
  out += ' ' + std::to_string(pos.quietPlies()) + ' ' + std::to_string(pos.turnNumber());
  return out;
}

}  // namespace sc::sfendetail
