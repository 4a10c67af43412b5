// The attack tests (attacks.h): who can take on a square by moving or firing.
#include "attacks.h"

namespace sc {

namespace {

// Up to this many attacking pieces, an attack test looks at them rather than
// along the eight rays (bench_search, chess endings and middlegames).
constexpr int kFewAttackers = 8;

// moverAttacks() asked of each piece of `attacker` in turn: a slider aligned
// with `sq` within its range and with nothing between, a stepper beside it in
// a direction it takes in, a leaper one of whose leaps from `sq` lands on it.
bool moverAttacksFromPieces(const Position &pos, Square sq, Color attacker) {
  const Variant &v = pos.variant();
  const Cell &victim = pos.at(sq);
  const bool none = pos.forEachPiece(attacker, [&](Square s) {
    const Cell &c = pos.at(s);
    const int p = c.pieceIndex();
    const PieceType &pt = v.piece(c);
    if (pt.capture != CaptureStyle::Move || (!victim.empty() && v.immune(victim.pieceIndex(), p)))
      return true;
    if (pt.moveStyle == MoveStyle::Leap) {
      for (const LeapTarget &lt : v.leaps(p, sq))
        if (lt.dest == s) return false;
      return true;
    }
    int d, dist;
    if (!aligned(s, sq, d, dist)) return true;
    if (pt.moveStyle == MoveStyle::Step) return dist != 1 || !(v.captureDirs(p, attacker) >> d & 1);
    if (pt.moveStyle != MoveStyle::Slide || dist > pt.moveRange ||
        !(v.moveDirs(p, attacker) >> d & 1))
      return true;
    const Ray &ray = v.ray(s, d);
    if (ray.length < dist || ray.squares[std::size_t(dist - 1)] != sq)
      return true;  // a hole between
    for (int i = 0; i + 1 < dist; ++i)
      if (!pos.at(ray.squares[std::size_t(i)]).empty()) return true;
    return false;
  });
  return !none;
}

}  // namespace

bool moverAttacks(const Position &pos, Square sq, Color attacker) {
  const Variant &v = pos.variant();
  // Eight rays cost some thirty squares on an open board; a few pieces, looked
  // at where they stand, cost less (an ending). B9's leap over a friend is
  // only asked from the rays.
  if (pos.pieceCount(attacker) <= kFewAttackers && !v.hasFriendLeapers())
    return moverAttacksFromPieces(pos, sq, attacker);
  const Cell &victim = pos.at(sq);
  auto immune = [&](int p) { return !victim.empty() && v.immune(victim.pieceIndex(), p); };
  for (int d = 0; d < kDirections; ++d) {
    const Ray &ray = v.ray(sq, d);
    bool leapt = false;
    for (int i = 0; i < ray.length; ++i) {
      const Cell &c = pos.at(ray.squares[i]);
      if (c.empty()) continue;
      if (c.color == attacker) {
        const PieceType &pt = v.piece(c);
        const int back = opposite(d);
        if (pt.capture == CaptureStyle::Move && (!leapt || pt.leapsFriend) &&
            ((pt.moveStyle == MoveStyle::Slide && i < pt.moveRange &&
              (v.moveDirs(c.pieceIndex(), attacker) >> back & 1)) ||
             (pt.moveStyle == MoveStyle::Step && i == 0 &&
              (v.captureDirs(c.pieceIndex(), attacker) >> back & 1))) &&
            !immune(c.pieceIndex()))
          return true;
        if (v.hasFriendLeapers() && !leapt) {  // B9: a bomber may leap this one
          leapt = true;
          continue;
        }
      }
      break;
    }
  }
  const auto &pieces = v.rules().pieces;
  for (int p = 0; p < int(pieces.size()); ++p) {
    if (pieces[p].moveStyle != MoveStyle::Leap || pieces[p].capture != CaptureStyle::Move) continue;
    if (immune(p)) continue;
    for (const LeapTarget &lt : v.leaps(p, sq)) {
      const Cell &c = pos.at(lt.dest);
      if (!c.empty() && c.color == attacker && c.pieceIndex() == p) return true;
    }
  }
  return false;
}

bool firerAttacks(const Position &pos, Square sq, Color attacker) {
  const Variant &v = pos.variant();
  const Cell &victim = pos.at(sq);
  for (int d = 0; d < kDirections; ++d) {
    const Ray &ray = v.ray(sq, d);
    for (int i = 0; i < ray.length; ++i) {
      const Cell &c = pos.at(ray.squares[i]);
      if (c.empty()) continue;
      if (c.color == attacker) {
        const PieceType &pt = v.piece(c);
        if (pt.capture == CaptureStyle::Fire && i < pt.range &&
            (v.shootDirs(c.pieceIndex(), attacker) >> opposite(d) & 1) &&
            (victim.empty() || !v.immune(victim.pieceIndex(), c.pieceIndex())))
          return true;
      }
      break;
    }
  }
  return false;
}
}  // namespace sc
