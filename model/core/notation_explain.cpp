// Why a token names no legal turn. The generator is the only judge of
// legality; this file only looks for the most likely reason to tell the user,
// checking the commonest mistakes first and falling back to a plain "not legal".
#include <algorithm>
#include <cstdlib>
#include <memory>
#include <vector>

#include "movegen.h"
#include "notation_explain.h"

namespace sc::notation {

const char *sideName(Color c) { return c == Color::White ? "White" : "Black"; }

std::string article(const std::string &word) {
  return std::string(word.find_first_of("aeiou") == 0 ? "an " : "a ") + word;
}

std::string the(const Position &pos, Square s) {
  return "the " + pos.rules().piece(pos.at(s)).name + " on " + squareName(s);
}

std::string some(const Position &pos, const Cell &c, Square s) {
  const std::string colour = c.color == Color::White ? "white " : "black ";
  return article(colour + pos.rules().piece(c).name) + " on " + squareName(s);
}

Board snapshot(const Position &pos) {
  Board board{};
  for (Square s : pos.variant().squares()) board[s] = pos.at(s);
  return board;
}

bool lineBetween(Square a, Square b, int &dir, int &dist) {
  const int df = fileOf(b) - fileOf(a), dr = rankOf(b) - rankOf(a);
  if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && df != dr && df != -dr)) return false;
  dist = std::max(std::abs(df), std::abs(dr));
  for (int d = 0; d < kDirections; ++d)
    if (dirFile(d) * dist == df && dirRank(d) * dist == dr) dir = d;
  return true;
}

bool adjacent(Square a, Square b) {
  const int df = std::abs(fileOf(a) - fileOf(b)), dr = std::abs(rankOf(a) - rankOf(b));
  return a != b && df <= 1 && dr <= 1;
}

namespace {

std::string dirsText(DirSet dirs) {
  if (dirs == kOrthogonal) return "along ranks and files";
  if (dirs == kDiagonal) return "diagonally";
  if (dirs == kAllDirections) return "in the eight directions";
  return "in its own directions";
}

}  // namespace

std::string shotProblem(const Position &pos, const Board &board, const PieceType &p, Square from,
                        Square target, int movedDir, int rangeAlong, int rangeOther) {
  int dir = 0, dist = 0;
  if (!lineBetween(from, target, dir, dist) || !((p.shootDirs >> dir) & 1))
    return article(p.name) + " shoots only " + dirsText(p.shootDirs) + ", not from " +
           squareName(from) + " to " + squareName(target);
  const Ray &ray = pos.variant().ray(from, dir);
  int k = 0;
  for (; k < ray.length && ray.squares[k] != target; ++k)
    if (!board[ray.squares[k]].empty())
      return some(pos, board[ray.squares[k]], ray.squares[k]) + " is in the way";
  if (k == ray.length) return "the way to " + squareName(target) + " leaves the board";
  const Cell &t = board[target];
  if (t.empty()) return "there is nothing to shoot on " + squareName(target);
  if (t.color == pos.sideToMove())
    return squareName(target) + " holds " + sideName(t.color) + "'s own " +
           pos.rules().piece(t).name + ": friendly shooters are not targets (S5)";
  const int range = dir == movedDir ? rangeAlong : rangeOther;
  if (dist > range) {
    std::string why = squareName(target) + " is " + std::to_string(dist) + " squares away, " +
                      article(p.name) + "'s range is " + std::to_string(range);
    if (movedDir >= 0 && rangeAlong != rangeOther)
      why += dir == movedDir ? " along its move (S11)" : " across its move (S11)";
    return why;
  }
  return {};
}

namespace {

// Why the shooter on `from` cannot go to `to` by its movement pattern; empty
// when it can. A series passes enemies (they are its targets), not friends.
std::string moveProblem(const Position &pos, Square from, Square to, bool series) {
  const PieceType &p = pos.rules().piece(pos.at(from));
  const std::string cannot = the(pos, from) + " cannot move to " + squareName(to);
  if (from == to) return "a shooter cannot move to its own square";
  int dir = 0, dist = 0;
  const bool line = lineBetween(from, to, dir, dist) && ((p.moveDirs >> dir) & 1);
  if (p.moveStyle == MoveStyle::Step) return line && dist == 1 ? std::string() : cannot;
  if (p.moveStyle == MoveStyle::Leap) {
    for (const LeapTarget &lt : pos.variant().leaps(pos.at(from).pieceIndex(), from))
      if (lt.dest == to) return {};
    return cannot;
  }
  if (!line) return cannot;
  const Ray &ray = pos.variant().ray(from, dir);
  for (int k = 0; k < ray.length && k < dist - 1; ++k) {
    const Cell &c = pos.at(ray.squares[k]);
    if (!c.empty() && (!series || c.color == pos.sideToMove()))
      return some(pos, c, ray.squares[k]) + " is in the way";
  }
  return dist <= ray.length ? std::string() : cannot;
}

// The squares a series from `from` to `to` passes, destination included.
std::vector<Square> seriesPath(const Position &pos, const Token &tok, std::string &problem) {
  const Square from = tok.squares[0];
  const Square to = tok.squares[tok.count - 1];
  const PieceType &p = pos.rules().piece(pos.at(from));
  if (p.moveStyle == MoveStyle::Leap) {
    for (const LeapTarget &lt : pos.variant().leaps(pos.at(from).pieceIndex(), from)) {
      if (lt.dest != to) continue;
      if (lt.routeCount == 0) return {to};
      if (tok.shape == Shape::Series) {
        problem = article(p.name) + "'s series names its corner (S6): ";
        for (int r = 0; r < lt.routeCount; ++r)
          problem += (r ? " or " : "") + std::string(1, p.letter) + squareName(from) + ">" +
                     squareName(lt.routes[r].corner) + ">" + squareName(to);
        return {};
      }
      for (int r = 0; r < lt.routeCount; ++r)
        if (lt.routes[r].corner == tok.squares[1])
          return {lt.routes[r].path.begin(), lt.routes[r].path.begin() + lt.routes[r].length};
      if (problem.empty())
        problem = squareName(tok.squares[1]) + " is not the corner of a route from " +
                  squareName(from) + " to " + squareName(to) + " (S6)";
      return {};
    }
    return {};
  }
  int dir = 0, dist = 0;
  lineBetween(from, to, dir, dist);
  const Ray &ray = pos.variant().ray(from, dir);
  return {ray.squares.begin(), ray.squares.begin() + std::min<int>(dist, ray.length)};
}

std::string seriesProblem(const Position &pos, const Token &tok) {
  const Square from = tok.squares[0];
  const Square to = tok.squares[tok.count - 1];
  const PieceType &p = pos.rules().piece(pos.at(from));
  const bool routed = p.moveStyle == MoveStyle::Leap && p.routed;
  if (tok.shape == Shape::RoutedSeries && !routed)
    return article(p.name) + "'s series names no corner: " + p.letter + squareName(from) + ">" +
           squareName(to);
  std::string problem = moveProblem(pos, from, to, true);
  if (!problem.empty()) return problem;
  const std::vector<Square> path = seriesPath(pos, tok, problem);
  if (!problem.empty()) return problem;
  const Cell &dest = pos.at(to);
  if (!dest.empty() && dest.color == pos.sideToMove())
    return squareName(to) + " holds " + sideName(dest.color) + "'s own " +
           pos.rules().piece(dest).name + " (S12)";
  if (!p.seriesEndsOnShot && !dest.empty())
    return article(p.name) + "'s series must end on an empty square (S12)";
  int enemies = 0;
  for (Square s : path)
    if (!pos.at(s).empty() && pos.at(s).color != pos.sideToMove()) ++enemies;
  if (enemies == 0) return "there is no enemy to shoot on the way to " + squareName(to) + " (S12)";
  if (enemies > p.seriesRange)
    return "the way to " + squareName(to) + " holds " + std::to_string(enemies) + " enemies, " +
           article(p.name) + " shoots at most " + std::to_string(p.seriesRange) +
           " in series (S12)";
  return {};
}

std::string kindProblem(Position &pos, const Token &tok) {
  const Square from = tok.squares[0];
  const PieceType &p = pos.rules().piece(pos.at(from));
  const bool alone = tok.shape == Shape::Move || tok.shape == Shape::MoveShoot ||
                     tok.shape == Shape::Series || tok.shape == Shape::RoutedSeries ||
                     tok.shape == Shape::Replace;
  if (alone && pos.at(from).bridged())
    return the(pos, from) + " is bridged and moves only with its pair (S15a)";
  switch (tok.shape) {
    case Shape::Move: {
      std::string problem = moveProblem(pos, from, tok.squares[1], false);
      if (problem.empty() && !pos.at(tok.squares[1]).empty())
        problem = squareName(tok.squares[1]) +
                  " is not empty: " + some(pos, pos.at(tok.squares[1]), tok.squares[1]) +
                  " stands there";
      return problem;
    }
    case Shape::MoveShoot: {
      std::string problem = moveProblem(pos, from, tok.squares[1], false);
      if (problem.empty() && !pos.at(tok.squares[1]).empty())
        problem = squareName(tok.squares[1]) + " is not empty";
      int dir = -1, dist = 0;
      if (p.moveStyle == MoveStyle::Leap || !lineBetween(from, tok.squares[1], dir, dist)) dir = -1;
      if (!problem.empty()) return problem;
      Board board = snapshot(pos);  // S10: the shot is made on the board after the move
      board[tok.squares[1]] = board[from];
      board[from] = Cell{};
      return shotProblem(pos, board, p, tok.squares[1], tok.squares[2], dir, p.moveShootRangeAlong,
                         p.moveShootRangeOther);
    }
    case Shape::Series:
    case Shape::RoutedSeries:
      return seriesProblem(pos, tok);
    case Shape::Replace:
      if (!p.replace) return article(p.name) + " may not shoot and replace (S13)";
      [[fallthrough]];
    case Shape::Shoot:
      return shotProblem(pos, snapshot(pos), p, from, tok.squares[1], -1, p.range, p.range);
    case Shape::Unload:
    case Shape::Bridge:
    case Shape::Unbridge:
    case Shape::Translate:
    case Shape::TranslateShot:
    case Shape::RotateCw:
    case Shape::RotateCcw:
      return pairProblem(pos, tok);
    case Shape::Bomber:
      if (!p.bomber) return article(p.name) + " cannot explode (S16)";
      return {};
  }
  return {};
}

}  // namespace

std::string explainIllegal(Position &pos, const Token &tok) {
  const Color us = pos.sideToMove();
  for (int i = 0; i < tok.count; ++i)
    if (!pos.variant().onBoard(tok.squares[i]))
      return squareName(tok.squares[i]) + " is not on the board";
  for (int i = 0; i < tok.count; ++i) {
    if (!isShooterSlot(tok.shape, i)) continue;
    const Square s = tok.squares[i];
    const Cell &c = pos.at(s);
    if (c.empty()) return "no shooter on " + squareName(s);
    if (c.color != us)
      return i == 0 ? the(pos, s) + " is " + sideName(c.color) + "'s, and " + sideName(us) +
                          " is to move"
                    : the(pos, s) + " is " + sideName(c.color) + "'s, not " + sideName(us) + "'s";
    const PieceType &p = pos.rules().piece(c);
    if (tok.letters[i] && tok.letters[i] != p.letter)
      return "the shooter on " + squareName(s) + " is " + article(p.name) + " (" + p.letter +
             "), not " + tok.letters[i];
  }

  // Declared correctly but forbidden by S19/S19a.
  auto pseudo = std::make_unique<TurnList>();
  generatePseudoLegal(pos, *pseudo);
  for (const Turn &t : *pseudo) {
    if (!describe(pos, t).sameDeclaration(tok)) continue;
    pos.make(t);
    const bool noMonarch = pos.monarchCount(us) == 0;
    pos.undo();
    return noMonarch
               ? std::string("it would leave ") + sideName(us) + " without a monarch (S19a)"
               : std::string("it would leave ") + sideName(us) + "'s royal monarch in check (S19)";
  }

  const std::string problem = kindProblem(pos, tok);
  return problem.empty() ? "not a legal turn here" : problem;
}

}  // namespace sc::notation
