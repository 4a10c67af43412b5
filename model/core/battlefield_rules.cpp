// Cannon Battle Chess: the predicates the generator, the edits and the
// notation share (craters, the base line, firing, the frontal attack's
// members) and the attack test behind check (K26).
#include "battlefield.h"
#include "battlefield_detail.h"

namespace sc::battlefield {

using namespace detail;

bool isCrater(const Position &pos, Square s) {
  const Cell &c = pos.at(s);
  return !c.empty() && pos.variant().piece(c).crater;
}

bool firstFreeBaseSquare(const Position &pos, Color c, Square &out) {
  const int rank = c == Color::White ? 0 : pos.rules().board.ranks - 1;
  for (int f = 0; f < pos.rules().board.files; ++f)
    if (pos.variant().onBoard(f, rank) && pos.at(makeSquare(f, rank)).empty())
      return out = makeSquare(f, rank), true;
  return false;
}

bool canFire(const Position &pos, Square s) {
  const Cell &c = pos.at(s);
  Square behind;
  if (!pos.variant().neighbour(s, backward(c.color), behind)) return false;  // K11: base line
  const Cell &a = pos.at(behind);
  return !a.empty() && a.color == c.color && pos.variant().piece(a).ammunition;
}

namespace {
// K18: whether the member on `s` may move `distance` straight forward; sets
// `takes` when its second square holds what a jester takes.
bool eligible(const Position &pos, Square s, int distance, bool &takes) {
  const Variant &v = pos.variant();
  const Cell &c = pos.at(s);
  const PieceType &pt = v.piece(c);
  const Ray &ray = v.ray(s, forward(c.color));
  takes = false;
  if (ray.length < distance || !pos.at(ray.squares[0]).empty()) return false;
  if (distance == 1) return true;
  if (pt.doubleStepRank && v.relativeRank(s, c.color) != pt.doubleStepRank - 1) return false;
  if (pos.at(ray.squares[1]).empty()) return true;
  // A jester's (a captor by slides) second square may hold what it takes (K9, K18).
  takes = pt.moveStyle == MoveStyle::Slide && pt.captureDirs == 0 &&
          takeable(pos, ray.squares[1], c.color);
  return takes;
}
}  // namespace

int frontalMembers(const Position &pos, Square from, int distance, Square *members, bool &takes) {
  const Cell first = pos.at(from);
  const int most = pos.rules().battlefield.frontalMax;
  int n = 0;
  takes = false;
  for (Square s = from;;) {
    const Cell &c = pos.at(s);
    if (c.type != first.type || c.color != first.color) break;
    bool t = false;
    if (!eligible(pos, s, distance, t)) break;
    if (t && n == 0) return 0;  // K19: the plain capture, not a frontal attack
    members[n++] = s;
    if (t) {  // K19: the attack ends with the member that takes
      takes = true;
      break;
    }
    if (n == most || !pos.variant().neighbour(s, E, s)) break;
  }
  return n;
}

bool kingSquare(const Position &pos, Color c, Square &out) {
  for (Square s : pos.variant().squares()) {
    const Cell &x = pos.at(s);
    if (!x.empty() && x.color == c && pos.variant().piece(x).monarch) return out = s, true;
  }
  return false;
}

bool attacked(const Position &pos, Square sq, Color by) {
  const Variant &v = pos.variant();
  const auto &pieces = v.rules().pieces;
  for (int p = 0; p < int(pieces.size()); ++p) {  // K4: leapers
    if (pieces[std::size_t(p)].moveStyle != MoveStyle::Leap || pieces[std::size_t(p)].crater)
      continue;
    for (const LeapTarget &lt : v.leaps(p, sq)) {
      const Cell &c = pos.at(lt.dest);
      if (!c.empty() && c.color == by && c.pieceIndex() == p) return true;
    }
  }
  for (int d = 0; d < kDirections; ++d) {  // K4-K7: the first thing on each line
    const Ray &ray = v.ray(sq, d);
    const int back = opposite(d);
    for (int i = 0; i < ray.length; ++i) {
      const Cell &c = pos.at(ray.squares[i]);
      if (c.empty()) continue;
      if (c.color != by) break;
      const PieceType &pt = v.piece(c);
      if (pt.crater || pt.archer || !pt.captures) break;
      const int pi = c.pieceIndex();
      const DirSet takes = pt.captureDirs ? v.captureDirs(pi, by) : 0;
      if (takes) {
        if (i == 0 && (takes >> back & 1)) return true;
      } else if (v.moveDirs(pi, by) >> back & 1) {
        const int range = pt.moveStyle == MoveStyle::Step ? 1 : slideRange(pt, back, by);
        if (i < range) return true;
      }
      break;
    }
  }
  {  // K16: an archer behind, with only its own pieces and craters between
    const int back = backward(by);
    Square beyond;
    const bool isolated =
        !v.neighbour(sq, forward(by), beyond) ||
        (!pieceOf(pos, beyond, Color::White) && !pieceOf(pos, beyond, Color::Black));
    const Ray &ray = v.ray(sq, back);
    for (int i = 0; isolated && i < ray.length; ++i) {
      const Cell &c = pos.at(ray.squares[i]);
      if (c.empty() || v.piece(c).crater) continue;
      if (c.color != by) break;
      const PieceType &pt = v.piece(c);
      if (pt.archer && i < slideRange(pt, forward(by), by)) return true;
    }
  }
  if (!v.rules().options.kingBlastRoyal && v.piece(pos.at(sq)).monarch) return false;
  // K12, K26: a fire whose landing square, empty, is next to `sq`.
  const int range = v.rules().battlefield.fireRange;
  for (int d = 0; d < kDirections; ++d) {
    Square landing;
    if (!v.neighbour(sq, d, landing) || !pos.at(landing).empty()) continue;
    const Ray &ray = v.ray(landing, backward(by));
    for (int i = 0; i < ray.length && i < range; ++i) {
      const Cell &c = pos.at(ray.squares[i]);
      if (!c.empty() && c.color == by && v.piece(c).fires && canFire(pos, ray.squares[i]))
        return true;
    }
  }
  return false;
}

bool inCheck(const Position &pos, Color side) {
  Square k;
  return kingSquare(pos, side, k) && attacked(pos, k, ~side);
}

}  // namespace sc::battlefield
