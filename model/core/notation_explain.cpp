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

namespace {

constexpr const char *kPieces = "sc::Pieces";

// The phrases of the built-in pieces, for lupdate: the functions below build
// the same English at run time.
[[maybe_unused]] constexpr MessageTemplate kBuiltinPhrases[] = {
    SC_TRANSLATE_NOOP("sc::Pieces", "a king"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a queen"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a rook"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a bishop"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a knight"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a pawn"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a king's"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a queen's"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a rook's"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a bishop's"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a knight's"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a pawn's"),
    SC_TRANSLATE_NOOP("sc::Pieces", "the king on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "the queen on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "the rook on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "the bishop on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "the knight on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "the pawn on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a white king on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a white queen on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a white rook on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a white bishop on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a white knight on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a white pawn on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a black king on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a black queen on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a black rook on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a black bishop on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a black knight on %1"),
    SC_TRANSLATE_NOOP("sc::Pieces", "a black pawn on %1"),
};

std::string withArticle(const std::string &word) {
  return std::string(word.find_first_of("aeiou") == 0 ? "an " : "a ") + word;
}

}  // namespace

Message article(const std::string &word) { return Message{kPieces, withArticle(word), {}}; }

Message possessive(const std::string &word) {
  return Message{kPieces, withArticle(word) + "'s", {}};
}

Message the(const Position &pos, Square s) {
  return Message{
      kPieces, "the " + pos.rules().piece(pos.at(s)).name + " on %1", {messageArg(squareName(s))}};
}

Message some(const Position &pos, const Cell &c, Square s) {
  const std::string colour = c.color == Color::White ? "white " : "black ";
  return Message{kPieces,
                 withArticle(colour + pos.rules().piece(c).name) + " on %1",
                 {messageArg(squareName(s))}};
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

Message dirsText(DirSet dirs) {
  if (dirs == kOrthogonal)
    return message(SC_TRANSLATE_NOOP("sc::Notation", "along ranks and files"));
  if (dirs == kDiagonal) return message(SC_TRANSLATE_NOOP("sc::Notation", "diagonally"));
  if (dirs == kAllDirections)
    return message(SC_TRANSLATE_NOOP("sc::Notation", "in the eight directions"));
  return message(SC_TRANSLATE_NOOP("sc::Notation", "in its own directions"));
}

Message ownPiece(const Position &pos, Square target, const Cell &c, bool s5) {
  const Message name{"PieceName", pos.rules().piece(c).name, {}};
  if (s5)
    return c.color == Color::White
               ? message(SC_TRANSLATE_NOOP("sc::Notation",
                                           "%1 holds White's own %2: friendly shooters are not "
                                           "targets (S5)"),
                         squareName(target), name)
               : message(SC_TRANSLATE_NOOP("sc::Notation",
                                           "%1 holds Black's own %2: friendly shooters are not "
                                           "targets (S5)"),
                         squareName(target), name);
  return c.color == Color::White
             ? message(SC_TRANSLATE_NOOP("sc::Notation", "%1 holds White's own %2 (S12)"),
                       squareName(target), name)
             : message(SC_TRANSLATE_NOOP("sc::Notation", "%1 holds Black's own %2 (S12)"),
                       squareName(target), name);
}

Message inTheWay(Message who) {
  return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 is in the way"), std::move(who));
}

}  // namespace

Message shotProblem(const Position &pos, const Board &board, const PieceType &p, Square from,
                    Square target, int movedDir, int rangeAlong, int rangeOther) {
  int dir = 0, dist = 0;
  if (!lineBetween(from, target, dir, dist) || !((p.shootDirs >> dir) & 1))
    return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 shoots only %2, not from %3 to %4"),
                   article(p.name), dirsText(p.shootDirs), squareName(from), squareName(target));
  const Ray &ray = pos.variant().ray(from, dir);
  int k = 0;
  for (; k < ray.length && ray.squares[k] != target; ++k)
    if (!board[ray.squares[k]].empty())
      return inTheWay(some(pos, board[ray.squares[k]], ray.squares[k]));
  if (k == ray.length)
    return message(SC_TRANSLATE_NOOP("sc::Notation", "the way to %1 leaves the board"),
                   squareName(target));
  const Cell &t = board[target];
  if (t.empty())
    return message(SC_TRANSLATE_NOOP("sc::Notation", "there is nothing to shoot on %1"),
                   squareName(target));
  if (t.color == pos.sideToMove()) return ownPiece(pos, target, t, true);
  const int range = dir == movedDir ? rangeAlong : rangeOther;
  if (dist > range) {
    MessageTemplate why =
        SC_TRANSLATE_NOOP("sc::Notation", "%1 is %2 squares away, %3 range is %4");
    if (movedDir >= 0 && rangeAlong != rangeOther)
      why = dir == movedDir ? SC_TRANSLATE_NOOP("sc::Notation",
                                                "%1 is %2 squares away, %3 range is %4 along its "
                                                "move (%5)")
                            : SC_TRANSLATE_NOOP("sc::Notation",
                                                "%1 is %2 squares away, %3 range is %4 across its "
                                                "move (%5)");
    return message(why, squareName(target), dist, possessive(p.name), range,
                   pos.rules().cite("S11"));
  }
  return {};
}

namespace {

// Why the shooter on `from` cannot go to `to` by its movement pattern; empty
// when it can. A series passes enemies (they are its targets), not friends.
Message moveProblem(const Position &pos, Square from, Square to, bool series) {
  const PieceType &p = pos.rules().piece(pos.at(from));
  const Message cannot = message(SC_TRANSLATE_NOOP("sc::Notation", "%1 cannot move to %2"),
                                 the(pos, from), squareName(to));
  if (from == to)
    return message(SC_TRANSLATE_NOOP("sc::Notation", "a shooter cannot move to its own square"));
  int dir = 0, dist = 0;
  const bool line = lineBetween(from, to, dir, dist) && ((p.moveDirs >> dir) & 1);
  if (p.moveStyle == MoveStyle::Step) return line && dist == 1 ? Message() : cannot;
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
      return inTheWay(some(pos, c, ray.squares[k]));
  }
  return dist <= ray.length ? Message() : cannot;
}

// The squares a series from `from` to `to` passes, destination included.
std::vector<Square> seriesPath(const Position &pos, const Token &tok, Message &problem) {
  const Square from = tok.squares[0];
  const Square to = tok.squares[tok.count - 1];
  const PieceType &p = pos.rules().piece(pos.at(from));
  if (p.moveStyle == MoveStyle::Leap) {
    for (const LeapTarget &lt : pos.variant().leaps(pos.at(from).pieceIndex(), from)) {
      if (lt.dest != to) continue;
      if (lt.routeCount == 0) return {to};
      if (tok.shape == Shape::Series) {
        Message routes;
        for (int r = 0; r < lt.routeCount; ++r) {
          Message route = messageArg(std::string(1, p.letter) + squareName(from) + ">" +
                                     squareName(lt.routes[r].corner) + ">" + squareName(to));
          routes = r ? message(SC_TRANSLATE_NOOP("sc::Notation", "%1 or %2"), std::move(routes),
                               std::move(route))
                     : std::move(route);
        }
        problem = message(SC_TRANSLATE_NOOP("sc::Notation", "%1 series names its corner (S6): %2"),
                          possessive(p.name), std::move(routes));
        return {};
      }
      for (int r = 0; r < lt.routeCount; ++r)
        if (lt.routes[r].corner == tok.squares[1])
          return {lt.routes[r].path.begin(), lt.routes[r].path.begin() + lt.routes[r].length};
      if (problem.none())
        problem = message(
            SC_TRANSLATE_NOOP("sc::Notation", "%1 is not the corner of a route from %2 to %3 (S6)"),
            squareName(tok.squares[1]), squareName(from), squareName(to));
      return {};
    }
    return {};
  }
  int dir = 0, dist = 0;
  lineBetween(from, to, dir, dist);
  const Ray &ray = pos.variant().ray(from, dir);
  return {ray.squares.begin(), ray.squares.begin() + std::min<int>(dist, ray.length)};
}

Message seriesProblem(const Position &pos, const Token &tok) {
  const Square from = tok.squares[0];
  const Square to = tok.squares[tok.count - 1];
  const PieceType &p = pos.rules().piece(pos.at(from));
  const bool routed = p.moveStyle == MoveStyle::Leap && p.routed;
  if (tok.shape == Shape::RoutedSeries && !routed)
    return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 series names no corner: %2"),
                   possessive(p.name),
                   std::string(1, p.letter) + squareName(from) + ">" + squareName(to));
  if (p.seriesRange == 0)  // F5: only some pieces have a series at all
    return message(
        SC_TRANSLATE_NOOP("sc::Notation", "%1 does not shoot in series in this rule system"),
        article(p.name));
  Message problem = moveProblem(pos, from, to, true);
  if (!problem.none()) return problem;
  const std::vector<Square> path = seriesPath(pos, tok, problem);
  if (!problem.none()) return problem;
  const Cell &dest = pos.at(to);
  if (!dest.empty() && dest.color == pos.sideToMove()) return ownPiece(pos, to, dest, false);
  if (!p.seriesEndsOnShot && !dest.empty())
    return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 series must end on an empty square (S12)"),
                   possessive(p.name));
  int enemies = 0;
  for (Square s : path)
    if (!pos.at(s).empty() && pos.at(s).color != pos.sideToMove()) ++enemies;
  if (enemies == 0)
    return message(
        SC_TRANSLATE_NOOP("sc::Notation", "there is no enemy to shoot on the way to %1 (S12)"),
        squareName(to));
  if (enemies > p.seriesRange)
    return message(SC_TRANSLATE_NOOP("sc::Notation",
                                     "the way to %1 holds %2 enemies, %3 shoots at most %4 in "
                                     "series (S12)"),
                   squareName(to), enemies, article(p.name), int(p.seriesRange));
  return {};
}

Message kindProblem(Position &pos, const Token &tok) {
  const Square from = tok.squares[0];
  const PieceType &p = pos.rules().piece(pos.at(from));
  const bool alone = tok.shape == Shape::Move || tok.shape == Shape::MoveShoot ||
                     tok.shape == Shape::Series || tok.shape == Shape::RoutedSeries ||
                     tok.shape == Shape::Replace;
  if (alone && pos.at(from).bridged())
    return message(
        SC_TRANSLATE_NOOP("sc::Notation", "%1 is bridged and moves only with its pair (S15a)"),
        the(pos, from));
  // B17: the piece named by a breakthrough is never a monarch.
  if ((tok.shape == Shape::Breakthrough || tok.shape == Shape::BreakthroughTakes) &&
      tok.count > 2) {
    const Cell &named = pos.at(tok.squares[2]);
    if (!named.empty() && named.color != pos.sideToMove() && pos.rules().piece(named).monarch)
      return message(SC_TRANSLATE_NOOP("sc::Notation",
                                       "%1 cannot be named: a breakthrough never removes a "
                                       "monarch (B17)"),
                     the(pos, tok.squares[2]));
  }
  // B12-B19: pieces that take by firing or by a replace move without ranks;
  // the legal turns are the judge of their captures.
  if ((p.capture == CaptureStyle::Fire || pos.rules().captureAsReplace) && tok.shape != Shape::Move)
    return {};
  if (p.capture == CaptureStyle::Stand &&
      (tok.shape == Shape::Shoot || tok.shape == Shape::Volley || tok.shape == Shape::Double ||
       tok.shape == Shape::EnPassant))
    return {};  // the legal turns are the judge (M8-M12)
  switch (tok.shape) {
    case Shape::Move: {
      Message problem = moveProblem(pos, from, tok.squares[1], false);
      if (problem.none() && !pos.at(tok.squares[1]).empty())
        problem =
            message(SC_TRANSLATE_NOOP("sc::Notation", "%1 is not empty: %2 stands there"),
                    squareName(tok.squares[1]), some(pos, pos.at(tok.squares[1]), tok.squares[1]));
      return problem;
    }
    case Shape::MoveShoot: {
      Message problem = moveProblem(pos, from, tok.squares[1], false);
      if (problem.none() && !pos.at(tok.squares[1]).empty())
        problem = message(SC_TRANSLATE_NOOP("sc::Notation", "%1 is not empty"),
                          squareName(tok.squares[1]));
      int dir = -1, dist = 0;
      if (p.moveStyle == MoveStyle::Leap || !lineBetween(from, tok.squares[1], dir, dist)) dir = -1;
      if (!problem.none()) return problem;
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
      if (!p.replace)
        return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 may not shoot and replace (%2)"),
                       article(p.name), pos.rules().cite("S13"));
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
      if (!p.bomber)
        return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 cannot explode (%2)"), article(p.name),
                       pos.rules().cite("S16"));
      return {};
    case Shape::Promotion:
    case Shape::Volley:
    case Shape::Double:
    case Shape::EnPassant:
    case Shape::Breakthrough:
    case Shape::BreakthroughTakes:
      return {};
  }
  return {};
}

}  // namespace

Message explainIllegal(Position &pos, const Token &tok) {
  const Color us = pos.sideToMove();
  for (int i = 0; i < tok.count; ++i)
    if (!pos.variant().onBoard(tok.squares[i]))
      return message(SC_TRANSLATE_NOOP("sc::Notation", "%1 is not on the board"),
                     squareName(tok.squares[i]));
  for (int i = 0; i < tok.count; ++i) {
    if (!isShooterSlot(tok.shape, i)) continue;
    const Square s = tok.squares[i];
    const Cell &c = pos.at(s);
    if (c.empty())
      return message(SC_TRANSLATE_NOOP("sc::Notation", "no shooter on %1"), squareName(s));
    if (c.color != us) {
      // One sentence per side, so that translations can inflect the side names.
      if (i == 0)
        return message(
            c.color == Color::White
                ? SC_TRANSLATE_NOOP("sc::Notation", "%1 is White's, and Black is to move")
                : SC_TRANSLATE_NOOP("sc::Notation", "%1 is Black's, and White is to move"),
            the(pos, s));
      return message(c.color == Color::White
                         ? SC_TRANSLATE_NOOP("sc::Notation", "%1 is White's, not Black's")
                         : SC_TRANSLATE_NOOP("sc::Notation", "%1 is Black's, not White's"),
                     the(pos, s));
    }
    const PieceType &p = pos.rules().piece(c);
    if (tok.letters[i] && tok.letters[i] != p.letter)
      return message(SC_TRANSLATE_NOOP("sc::Notation", "the shooter on %1 is %2 (%3), not %4"),
                     squareName(s), article(p.name), std::string(1, p.letter),
                     std::string(1, tok.letters[i]));
  }

  // Declared correctly but forbidden by S19/S19a.
  auto pseudo = std::make_unique<TurnList>();
  generatePseudoLegal(pos, *pseudo);
  for (const Turn &t : *pseudo) {
    if (!describe(pos, t).sameDeclaration(tok)) continue;
    pos.make(t);
    const bool noMonarch = pos.monarchCount(us) == 0;
    pos.undo();
    if (noMonarch)
      return us == Color::White
                 ? message(SC_TRANSLATE_NOOP("sc::Notation",
                                             "it would leave White without a monarch (S19a)"))
                 : message(SC_TRANSLATE_NOOP("sc::Notation",
                                             "it would leave Black without a monarch (S19a)"));
    return us == Color::White
               ? message(SC_TRANSLATE_NOOP("sc::Notation",
                                           "it would leave White's royal monarch in check (S19)"))
               : message(SC_TRANSLATE_NOOP("sc::Notation",
                                           "it would leave Black's royal monarch in check (S19)"));
  }

  const Message problem = kindProblem(pos, tok);
  return problem.none() ? message(SC_TRANSLATE_NOOP("sc::Notation", "not a legal turn here"))
                        : problem;
}

}  // namespace sc::notation
