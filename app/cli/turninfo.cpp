#include "turninfo.h"

#include <algorithm>
#include <cstdlib>

#include "battlefield.h"
#include "effect.h"
#include "weapons.h"

namespace cli {

namespace {

using sc::Square;

int sign(int x) { return (x > 0) - (x < 0); }

// The direction from `a` towards `b` when they share a line, else -1.
int directionTowards(Square a, Square b) {
  const int df = sc::fileOf(b) - sc::fileOf(a);
  const int dr = sc::rankOf(b) - sc::rankOf(a);
  if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && std::abs(df) != std::abs(dr))) return -1;
  for (int d = 0; d < sc::kDirections; ++d)
    if (sc::dirFile(d) == sign(df) && sc::dirRank(d) == sign(dr)) return d;
  return -1;
}

// The squares a series passes, the destination last (S7, S12). A slide or step
// follows the ray; a leap follows the declared route (S6), or lands directly
// when the piece has no routes.
std::vector<Square> seriesPath(const sc::Position &pos, const sc::Turn &t) {
  const sc::Variant &v = pos.variant();
  const sc::Cell &shooter = pos.at(t.from);
  std::vector<Square> path;
  if (v.piece(shooter).moveStyle == sc::MoveStyle::Leap) {
    for (const sc::LeapTarget &lt : v.leaps(shooter.pieceIndex(), t.from)) {
      if (lt.dest != t.to) continue;
      for (int r = 0; r < lt.routeCount; ++r) {
        const sc::LeapRoute &route = lt.routes[r];
        const bool wanted = (t.flags & sc::Turn::kRouted) ? route.corner == t.extra : r == 0;
        if (wanted) path.assign(route.path.begin(), route.path.begin() + route.length);
      }
    }
    if (path.empty()) path.push_back(t.to);
    return path;
  }
  const int d = directionTowards(t.from, t.to);
  if (d < 0) return {t.to};
  const sc::Ray &ray = v.ray(t.from, d);
  for (int i = 0; i < ray.length; ++i) {
    path.push_back(ray.squares[i]);
    if (ray.squares[i] == t.to) break;
  }
  return path;
}

// The ring squares a rotation travels (D7): around the pivot in direction
// order (clockwise) or against it, from the one after the mover's square up to
// the declared end.
std::vector<Square> rotationPath(const sc::Position &pos, const sc::Turn &t) {
  const sc::Variant &v = pos.variant();
  const Square pivot = t.extra;
  const int start = directionTowards(pivot, t.from);
  std::vector<Square> path;
  if (start < 0) return path;
  const int step = (t.flags & sc::Turn::kClockwise) ? 1 : sc::kDirections - 1;
  for (int i = 1, d = (start + step) % 8; i < sc::kDirections; ++i, d = (d + step) % 8) {
    Square s = 0;
    if (!v.neighbour(pivot, d, s)) break;  // D12: a ring never leaves the board
    path.push_back(s);
    if (s == t.to) break;
  }
  return path;
}

std::vector<Square> enemiesOn(const sc::Position &pos, sc::Color mover,
                              const std::vector<Square> &squares) {
  std::vector<Square> out;
  for (Square s : squares)
    if (!pos.at(s).empty() && pos.at(s).color != mover) out.push_back(s);
  return out;
}

// The squares a fire or a chance outcome empties of what stood there before
// (a piece or a crater), in square order; neither moves a piece.
std::vector<Square> emptied(const sc::Position &pos, const sc::Turn &t) {
  sc::Effect effect;
  sc::computeEffect(pos, t, effect);
  std::vector<Square> out;
  for (const sc::Edit &e : effect.edits) {
    if (e.offBoard || e.before.empty() || e.before != pos.at(e.square)) continue;
    if (e.after.empty() || e.after.color != e.before.color || e.after.type != e.before.type)
      out.push_back(e.square);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

TurnInfo describeTurn(const sc::Position &pos, const sc::Turn &t) {
  TurnInfo info;
  info.from = t.from;
  const sc::Color mover = pos.at(t.from).color;
  switch (t.kind) {
    case sc::TurnKind::Move:
      info.to = t.to;
      break;
    case sc::TurnKind::Shoot:
      info.targets = {t.target};
      break;
    case sc::TurnKind::MoveShoot:
      info.to = t.to;
      info.targets = {t.target};
      break;
    case sc::TurnKind::Series:
      info.to = t.to;
      info.targets = enemiesOn(pos, mover, seriesPath(pos, t));
      break;
    case sc::TurnKind::Replace:
      info.to = t.target;
      info.targets = {t.target};
      break;
    case sc::TurnKind::Unload:
    case sc::TurnKind::Bridge:
    case sc::TurnKind::Unbridge:
      info.to = t.target;
      break;
    case sc::TurnKind::PairTranslate:
      info.to = t.to;
      if (t.flags & sc::Turn::kShot) info.targets = {t.target};
      break;
    case sc::TurnKind::PairRotate:
      info.to = t.to;
      info.targets = enemiesOn(pos, mover, rotationPath(pos, t));
      break;
    case sc::TurnKind::Bomber:
      // Square order is rank-major on the grid, which is D10's blast order.
      for (int d = 0; d < sc::kDirections; ++d) {
        Square s = 0;
        if (pos.variant().neighbour(t.from, d, s) && !pos.at(s).empty()) info.targets.push_back(s);
      }
      std::sort(info.targets.begin(), info.targets.end());
      break;
    case sc::TurnKind::Capture:  // C15: the mover's squares and the taken piece's
    case sc::TurnKind::EnPassant:
      info.to = t.to;
      info.targets = {t.target};
      break;
    case sc::TurnKind::Castle:  // C15: the king's squares
      info.to = t.to;
      break;
    case sc::TurnKind::Promotion:
      info.to = t.to;
      if (t.flags & sc::Turn::kTakes) info.targets = {t.target};
      break;
    case sc::TurnKind::Double:  // M23: the capturer's square twice, the target
      info.to = t.to;
      info.targets = {t.target};
      break;
    case sc::TurnKind::Breakthrough:  // B19: the piece taken on `to`, then the one named
      info.to = t.to;
      if (!pos.at(t.to).empty()) info.targets.push_back(t.to);
      if (t.flags & sc::Turn::kNamed) info.targets.push_back(t.target);
      break;
    case sc::TurnKind::Fire:  // K31: the cannon, the landing square, what the blast clears
      info.to = t.to;
      info.targets = emptied(pos, t);
      break;
    case sc::TurnKind::Frontal: {  // K31: the starting piece, its destination, a taken square
      info.to = t.to;
      sc::Square members[sc::kGridSize];
      bool takes = false;
      const int n = sc::battlefield::frontalMembers(
          pos, t.from, std::abs(sc::rankOf(t.to) - sc::rankOf(t.from)), members, takes);
      // All members reach the rank of `to`; the last one may take there (K19).
      if (takes) info.targets = {sc::makeSquare(sc::fileOf(members[n - 1]), sc::rankOf(t.to))};
      break;
    }
    case sc::TurnKind::Withdraw:
      break;
    case sc::TurnKind::Buy:
    case sc::TurnKind::Place:
      info.from.reset();
      if (!(t.flags & (sc::Turn::kRefill | sc::Turn::kArchers))) info.to = t.to;
      break;
    case sc::TurnKind::Chance:
      info.from.reset();
      info.targets = emptied(pos, t);
      break;
    case sc::TurnKind::Null:  // never listed: no rule system lets a side pass
      info.from.reset();
      break;
    case sc::TurnKind::Volley: {  // M23: the targets in square order
      info.to = t.to;
      Square weak[sc::kMaxReached];
      const int n = sc::volleyTargets(pos, t.from, weak);
      const unsigned mask = t.target | unsigned(t.extra) << 8;
      for (int i = 0; i < n; ++i)
        if (mask >> i & 1) info.targets.push_back(weak[i]);
      break;
    }
  }
  return info;
}

}  // namespace cli
