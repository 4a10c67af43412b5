// Why an unload, bridge, unbridge or pair action names no legal turn
// (S14, S15, S15a, docs/rules.md D6-D8). Like notation_explain.cpp, this only
// looks for a reason to tell the user; the generator decides legality.
#include <algorithm>

#include "notation_explain.h"

namespace sc::notation {
namespace {

bool sideBySide(Square a, Square b) {
  return adjacent(a, b) && (fileOf(a) == fileOf(b) || rankOf(a) == rankOf(b));
}

bool bridgedTogether(const Position &pos, Square a, Square b) {
  return pos.at(a).bridged() && pos.at(b).bridged() && pos.partner(a) == b;
}

// The square `steps` squares from `s` in direction `dir`, if it is on the board.
bool stepFrom(const Position &pos, Square s, int dir, int steps, Square &out) {
  const int file = fileOf(s) + steps * dirFile(dir), rank = rankOf(s) + steps * dirRank(dir);
  if (file < 0 || rank < 0 || file >= kGridSize || rank >= kGridSize) return false;
  out = makeSquare(file, rank);
  return pos.variant().onBoard(out);
}

// D6: both members move `dist` squares in `dir`, over squares that are empty
// or the pair's own; then, with a shot, the first member shoots.
Message translateProblem(const Position &pos, const Token &tok) {
  const Square a = tok.squares[0], b = tok.squares[1];
  int dir = 0, dist = 0;
  if (!lineBetween(a, tok.squares[2], dir, dist))
    return message(SC_TRANSLATE_NOOP("sc::Notation", "a pair moves in a straight line (S15a)"));
  const Cell &ca = pos.at(a), &cb = pos.at(b);
  const int ra = pos.rules().piece(ca).bridgeRange, rb = pos.rules().piece(cb).bridgeRange;
  const int range = ca.rank < cb.rank ? ra : cb.rank < ca.rank ? rb : std::min(ra, rb);
  if (dist > range)
    return range == 1 ? message(SC_TRANSLATE_NOOP("sc::Notation",
                                                  "the pair moves at most %1 square, the bridge "
                                                  "range of its lower-ranked member (S15a)"),
                                range)
                      : message(SC_TRANSLATE_NOOP("sc::Notation",
                                                  "the pair moves at most %1 squares, the bridge "
                                                  "range of its lower-ranked member (S15a)"),
                                range);
  for (int k = 1; k <= dist; ++k)
    for (Square member : {a, b}) {
      Square s = 0;
      if (!stepFrom(pos, member, dir, k, s))
        return message(SC_TRANSLATE_NOOP("sc::Notation", "the pair would leave the board"));
      if (s != a && s != b && !pos.at(s).empty())
        return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 is in the way of the pair (S15a)"),
                       some(pos, pos.at(s), s));
    }
  if (tok.shape != Shape::TranslateShot) return {};
  Square aDest = 0, bDest = 0;
  stepFrom(pos, a, dir, dist, aDest);
  stepFrom(pos, b, dir, dist, bDest);
  Board board = snapshot(pos);
  board[a] = board[b] = Cell{};
  board[aDest] = ca;
  board[bDest] = cb;
  const PieceType &p = pos.rules().piece(ca);
  return shotProblem(pos, board, p, aDest, tok.squares[3], dir, p.moveShootRangeAlong,
                     p.moveShootRangeOther);
}

// D7: the mover travels 2, 4 or 6 squares of the ring around the pivot, at
// most its bridge range, over squares without friendly shooters.
Message rotateProblem(const Position &pos, const Token &tok) {
  const Square mover = tok.squares[0], pivot = tok.squares[1], end = tok.squares[2];
  if (!adjacent(pivot, end))
    return message(
        SC_TRANSLATE_NOOP("sc::Notation", "%1 is not on the ring around the pivot %2 (S15a)"),
        squareName(end), squareName(pivot));
  int startDir = 0, endDir = 0, dist = 0;
  lineBetween(pivot, mover, startDir, dist);
  lineBetween(pivot, end, endDir, dist);
  const bool clockwise = tok.shape == Shape::RotateCw;
  const int steps = (clockwise ? endDir - startDir + 8 : startDir - endDir + 8) % 8;
  if (steps % 2 != 0 || steps == 0)
    return message(
        SC_TRANSLATE_NOOP("sc::Notation", "a rotation travels 2, 4 or 6 squares of the ring (D7)"));
  const PieceType &p = pos.rules().piece(pos.at(mover));
  if (steps > p.bridgeRange)
    return message(
        SC_TRANSLATE_NOOP("sc::Notation",
                          "that is %1 squares of the ring, %2 bridge range is %3 (S15a)"),
        steps, possessive(p.name), int(p.bridgeRange));
  int enemies = 0;
  for (int i = 1; i <= steps; ++i) {
    Square s = 0;
    if (!stepFrom(pos, pivot, (startDir + (clockwise ? i : 8 - i)) % 8, 1, s))
      return message(SC_TRANSLATE_NOOP("sc::Notation", "the rotation would leave the board"));
    const Cell &c = pos.at(s);
    if (c.empty()) continue;
    if (c.color == pos.sideToMove())
      return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 blocks the rotation (S15a)"),
                     some(pos, c, s));
    ++enemies;
  }
  if (enemies > p.seriesRange)
    return message(SC_TRANSLATE_NOOP("sc::Notation",
                                     "the ring holds %1 enemies, %2 shoots at most %3 in series "
                                     "(S12)"),
                   enemies, article(p.name), int(p.seriesRange));
  if (!p.seriesEndsOnShot && !pos.at(end).empty())
    return message(
        SC_TRANSLATE_NOOP("sc::Notation", "%1 rotation must end on an empty square (S12)"),
        possessive(p.name));
  return {};
}

}  // namespace

Message pairProblem(const Position &pos, const Token &tok) {
  const Square a = tok.squares[0], b = tok.squares[1];
  const std::string sa = squareName(a), sb = squareName(b);
  switch (tok.shape) {
    case Shape::Unload:
      if (a == b)
        return message(SC_TRANSLATE_NOOP("sc::Notation", "a shooter cannot unload onto itself"));
      if (!adjacent(a, b))
        return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 and %2 are not adjacent (S14)"), sa,
                       sb);
      return {};
    case Shape::Bridge:
      if (!sideBySide(a, b))
        return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 and %2 are not side by side (S4)"), sa,
                       sb);
      for (Square s : {a, b})
        if (pos.at(s).bridged())
          return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 is already bridged (S15)"),
                         the(pos, s));
      return {};
    case Shape::Unbridge:
    case Shape::Translate:
    case Shape::TranslateShot:
    case Shape::RotateCw:
    case Shape::RotateCcw:
      if (!bridgedTogether(pos, a, b))
        return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 and %2 are not a bridged pair"), sa,
                       sb);
      if (tok.shape == Shape::Translate || tok.shape == Shape::TranslateShot)
        return translateProblem(pos, tok);
      if (tok.shape == Shape::RotateCw || tok.shape == Shape::RotateCcw)
        return rotateProblem(pos, tok);
      return {};
    default:
      return {};
  }
}

}  // namespace sc::notation
