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
std::string translateProblem(const Position &pos, const Token &tok) {
  const Square a = tok.squares[0], b = tok.squares[1];
  int dir = 0, dist = 0;
  if (!lineBetween(a, tok.squares[2], dir, dist)) return "a pair moves in a straight line (S15a)";
  const Cell &ca = pos.at(a), &cb = pos.at(b);
  const int ra = pos.rules().piece(ca).bridgeRange, rb = pos.rules().piece(cb).bridgeRange;
  const int range = ca.rank < cb.rank ? ra : cb.rank < ca.rank ? rb : std::min(ra, rb);
  if (dist > range)
    return "the pair moves at most " + std::to_string(range) +
           (range == 1 ? " square" : " squares") +
           ", the bridge range of its lower-ranked member (S15a)";
  for (int k = 1; k <= dist; ++k)
    for (Square member : {a, b}) {
      Square s = 0;
      if (!stepFrom(pos, member, dir, k, s)) return "the pair would leave the board";
      if (s != a && s != b && !pos.at(s).empty())
        return some(pos, pos.at(s), s) + " is in the way of the pair (S15a)";
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
std::string rotateProblem(const Position &pos, const Token &tok) {
  const Square mover = tok.squares[0], pivot = tok.squares[1], end = tok.squares[2];
  if (!adjacent(pivot, end))
    return squareName(end) + " is not on the ring around the pivot " + squareName(pivot) +
           " (S15a)";
  int startDir = 0, endDir = 0, dist = 0;
  lineBetween(pivot, mover, startDir, dist);
  lineBetween(pivot, end, endDir, dist);
  const bool clockwise = tok.shape == Shape::RotateCw;
  const int steps = (clockwise ? endDir - startDir + 8 : startDir - endDir + 8) % 8;
  if (steps % 2 != 0 || steps == 0) return "a rotation travels 2, 4 or 6 squares of the ring (D7)";
  const PieceType &p = pos.rules().piece(pos.at(mover));
  if (steps > p.bridgeRange)
    return "that is " + std::to_string(steps) + " squares of the ring, " + article(p.name) +
           "'s bridge range is " + std::to_string(p.bridgeRange) + " (S15a)";
  int enemies = 0;
  for (int i = 1; i <= steps; ++i) {
    Square s = 0;
    if (!stepFrom(pos, pivot, (startDir + (clockwise ? i : 8 - i)) % 8, 1, s))
      return "the rotation would leave the board";
    const Cell &c = pos.at(s);
    if (c.empty()) continue;
    if (c.color == pos.sideToMove()) return some(pos, c, s) + " blocks the rotation (S15a)";
    ++enemies;
  }
  if (enemies > p.seriesRange)
    return "the ring holds " + std::to_string(enemies) + " enemies, " + article(p.name) +
           " shoots at most " + std::to_string(p.seriesRange) + " in series (S12)";
  if (!p.seriesEndsOnShot && !pos.at(end).empty())
    return article(p.name) + "'s rotation must end on an empty square (S12)";
  return {};
}

}  // namespace

std::string pairProblem(const Position &pos, const Token &tok) {
  const Square a = tok.squares[0], b = tok.squares[1];
  const std::string pair = squareName(a) + " and " + squareName(b);
  switch (tok.shape) {
    case Shape::Unload:
      if (a == b) return "a shooter cannot unload onto itself";
      if (!adjacent(a, b)) return pair + " are not adjacent (S14)";
      return {};
    case Shape::Bridge:
      if (!sideBySide(a, b)) return pair + " are not side by side (S4)";
      for (Square s : {a, b})
        if (pos.at(s).bridged()) return the(pos, s) + " is already bridged (S15)";
      return {};
    case Shape::Unbridge:
    case Shape::Translate:
    case Shape::TranslateShot:
    case Shape::RotateCw:
    case Shape::RotateCcw:
      if (!bridgedTogether(pos, a, b)) return pair + " are not a bridged pair";
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
