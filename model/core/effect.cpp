#include "effect.h"

#include <algorithm>

#include "battlefield.h"
#include "weapons.h"

namespace sc {

namespace {

// The board as the turn has changed it so far: the position overlaid with the
// edits made up to now. Lists are at most kMaxEdits long, so a backwards scan
// is cheaper than copying the board.
class Overlay {
 public:
  Overlay(const Position &pos, EditList &edits) : m_pos(pos), m_edits(edits) { m_edits.clear(); }

  Cell get(Square s) const {
    for (int i = m_edits.size - 1; i >= 0; --i)
      if (m_edits[i].square == s && !m_edits[i].offBoard) return m_edits[i].after;
    return m_pos.at(s);
  }
  void set(Square s, const Cell &c) { m_edits.push(s, get(s), c); }

  Square partner(Square s) const {
    Square p = s;
    m_pos.variant().neighbour(s, get(s).bridge - 1, p);
    return p;
  }
  int pairRank(Square s) const {
    const Cell c = get(s);
    return c.bridged() ? std::max(c.rank, get(partner(s)).rank) : c.rank;
  }

  void move(Square from, Square to) {
    const Cell c = get(from);
    set(from, Cell{});
    set(to, c);
  }

  // Removes a shooter that leaves on its own (unload, bomber): its bridge
  // dissolves and the partner stays (S14, D10).
  void removeAlone(Square s) {
    if (get(s).bridged()) {
      const Square p = partner(s);
      Cell pc = get(p);
      pc.bridge = 0;
      set(p, pc);
    }
    set(s, Cell{});
  }

  // S17 on the shooter on `target`, fired at by `firer` (as it stood before
  // the turn) with `attack`. Returns true when the target was shot down.
  // Defence by the pair, S15b/D9 (both go, the higher member loses rank), or
  // by the shooter alone, F16 (it goes, its partner stays unbridged).
  bool shoot(Square target, int attack, const Cell &firer) {
    const Ruleset &rules = m_pos.rules();
    const Cell t = get(target);
    const bool alone = !t.bridged() || rules.pairDefence == PairDefence::Single;
    const Square p = alone ? target : partner(target);
    const int defence = alone ? t.rank : pairRank(target);
    if (attack >= defence && !shielded(firer, t, get(p))) {
      if (alone) {
        removeAlone(target);
      } else {
        set(p, Cell{});
        set(target, Cell{});
      }
      return true;
    }
    Square loser = target;
    if (!alone && get(p).rank > t.rank) loser = p;
    Cell lc = get(loser);
    // F13: a shielded monarch (or its pair) survives with at least rank 1.
    const int left = std::max(1, lc.rank - attack);
    if (left == lc.rank) return false;
    lc.rank = std::uint8_t(left);
    set(loser, lc);
    return false;
  }

  // F13 (option monarch-shield): a shooter that is no monarch and stands at or
  // below its base rank cannot shoot down a monarch (with pair defence, D18: a
  // pair holding one).
  bool shielded(const Cell &firer, const Cell &target, const Cell &partner) const {
    const Variant &v = m_pos.variant();
    if (!m_pos.rules().options.monarchShield) return false;
    const PieceType &ft = v.piece(firer);
    if (ft.monarch || firer.rank > ft.baseRank) return false;
    return v.piece(target).monarch || v.piece(partner).monarch;
  }

  bool isEnemy(Square s, Color us) const {
    const Cell c = get(s);
    return !c.empty() && c.color != us;
  }

 private:
  const Position &m_pos;
  EditList &m_edits;
};

int directionBetween(Square from, Square to) {
  const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  for (int d = 0; d < kDirections; ++d)
    if (dirFile(d) == sf && dirRank(d) == sr) return d;
  return 0;
}

// S12 with D4/D5: shoot the path's enemies nearest first; return where the
// shooter ends. `path` ends at the declared position.
Square runSeries(Overlay &ov, Square from, const Square *path, int length, int attack,
                 const Cell &firer) {
  Square stand = from;
  for (int i = 0; i < length; ++i) {
    const Square q = path[i];
    if (ov.isEnemy(q, firer.color) && !ov.shoot(q, attack, firer)) break;
    if (ov.get(q).empty()) stand = q;
  }
  return stand;
}

void seriesEffect(const Position &pos, const Turn &t, Overlay &ov) {
  const Variant &v = pos.variant();
  const Cell c = pos.at(t.from);
  const PieceType &pt = v.piece(c);
  Square path[2 * kGridSize];
  int length = 0;
  if (pt.moveStyle == MoveStyle::Slide) {
    const Ray &ray = v.ray(t.from, directionBetween(t.from, t.to));
    for (int i = 0; i < ray.length; ++i) {
      path[length++] = ray.squares[i];
      if (ray.squares[i] == t.to) break;
    }
  } else if (pt.moveStyle == MoveStyle::Leap && (t.flags & Turn::kRouted)) {
    for (const LeapTarget &lt : v.leaps(c.pieceIndex(), t.from)) {
      if (lt.dest != t.to) continue;
      for (int r = 0; r < lt.routeCount; ++r)
        if (lt.routes[r].corner == t.extra) {
          length = lt.routes[r].length;
          std::copy_n(lt.routes[r].path.begin(), length, path);
        }
    }
  } else {
    path[length++] = t.to;
  }
  const Square end = runSeries(ov, t.from, path, length, c.rank, c);
  if (end != t.from) ov.move(t.from, end);
}

// D7: the mover travels the ring around the pivot, shooting as a series.
bool rotateEffect(const Position &pos, const Turn &t, Overlay &ov) {
  const Variant &v = pos.variant();
  const Square pivot = t.extra;
  const Cell firer = pos.at(t.from);
  const Color us = firer.color;
  // F15: the mover fires from the ring square before each target, never
  // farther from it than the pivot, so it is the nearer member.
  const int attack = pos.rules().pairAttack == PairAttack::Higher
                         ? pos.pairRank(t.from)
                         : firer.rank + pos.at(pivot).rank / 2;
  const int step = (t.flags & Turn::kClockwise) ? 1 : kDirections - 1;
  const int endDir = directionBetween(pivot, t.to);
  Square path[kDirections];
  int dirs[kDirections];
  int length = 0;
  bool passesEnemy = false;
  for (int d = (directionBetween(pivot, t.from) + step) % kDirections;;
       d = (d + step) % kDirections) {
    v.neighbour(pivot, d, path[length]);
    passesEnemy |= ov.isEnemy(path[length], us);
    dirs[length++] = d;
    if (d == endDir || length == kDirections - 2) break;
  }
  const Square end = runSeries(ov, t.from, path, length, attack, firer);
  if (end != t.from) {
    const int endAt = int(std::find(path, path + length, end) - path);
    Cell mover = ov.get(t.from), piv = ov.get(pivot);
    const bool sideBySide = isOrthogonal(dirs[endAt]);
    mover.bridge = sideBySide ? std::uint8_t(opposite(dirs[endAt]) + 1) : 0;
    piv.bridge = sideBySide ? std::uint8_t(dirs[endAt] + 1) : 0;
    ov.set(t.from, Cell{});
    ov.set(end, mover);
    ov.set(pivot, piv);
  }
  return passesEnemy;
}

// D10: neighbours in ascending square order (a1, b1, ..., a2, ...).
constexpr int kSquareOrder[kDirections] = {SW, S, SE, W, E, NW, N, NE};

void bomberEffect(const Position &pos, const Turn &t, Overlay &ov) {
  const Variant &v = pos.variant();
  const Cell king = pos.at(t.from);
  const int attack = king.rank;
  ov.removeAlone(t.from);
  Square hit[2 * kDirections];
  int hits = 0;
  for (int d : kSquareOrder) {
    Square q;
    if (!v.neighbour(t.from, d, q) || ov.get(q).empty()) continue;
    if (std::find(hit, hit + hits, q) != hit + hits) continue;  // a pair is shot once
    if (ov.get(q).bridged()) hit[hits++] = ov.partner(q);
    hit[hits++] = q;
    ov.shoot(q, attack, king);
  }
}

// M7, M10: the targets leave, the capturer stays and adds every weapon they
// held (their own and their taken ones) to its own.
void standingCapture(const Position &pos, Square from, const Square *targets, int n, Overlay &ov) {
  const Variant &v = pos.variant();
  Cell capturer = pos.at(from);
  std::uint8_t taken = 0;
  for (int i = 0; i < n; ++i) {
    taken |= v.heldWeapons(pos.at(targets[i]));
    ov.set(targets[i], Cell{});
  }
  const std::uint8_t weapons = (capturer.weapons | taken) & ~v.ownWeapons(capturer.pieceIndex());
  if (weapons == capturer.weapons) return;
  capturer.weapons = weapons;
  ov.set(from, capturer);
}

}  // namespace

bool computeEdits(const Position &pos, const Turn &t, EditList &out) {
  if (t.kind == TurnKind::Null) {  // D39: the side passes; nothing on the board changes
    out.clear();
    return false;
  }
  if (pos.rules().battlefield.on) return battlefield::computeEdits(pos, t, out);  // K4-K24
  Overlay ov(pos, out);
  const Cell c = pos.at(t.from);
  switch (t.kind) {
    case TurnKind::Move:
      ov.move(t.from, t.to);
      return pos.variant().piece(c).movesResetQuiet;  // C13: a pawn's move
    case TurnKind::Shoot:
      ov.shoot(t.target, pos.attackRank(t.from, t.target), c);
      return true;
    case TurnKind::MoveShoot:
      ov.move(t.from, t.to);
      ov.shoot(t.target, c.rank, c);
      return true;
    case TurnKind::Series:
      seriesEffect(pos, t, ov);
      return true;
    case TurnKind::Replace:
      if (ov.shoot(t.target, c.rank, c)) ov.move(t.from, t.target);
      return true;
    case TurnKind::Unload: {
      const int cap = pos.variant().piece(pos.at(t.target)).maxRank;
      ov.removeAlone(t.from);
      Cell r = ov.get(t.target);
      r.rank = std::uint8_t(std::min(cap, r.rank + c.rank));  // D11
      ov.set(t.target, r);
      return true;
    }
    case TurnKind::Bridge: {
      const int d = directionBetween(t.from, t.target);
      Cell a = c, b = pos.at(t.target);
      a.bridge = std::uint8_t(d + 1);
      b.bridge = std::uint8_t(opposite(d) + 1);
      ov.set(t.from, a);
      ov.set(t.target, b);
      return false;
    }
    case TurnKind::Unbridge: {
      Cell a = c, b = pos.at(t.target);
      a.bridge = b.bridge = 0;
      ov.set(t.from, a);
      ov.set(t.target, b);
      return false;
    }
    case TurnKind::PairTranslate: {
      const int df = fileOf(t.to) - fileOf(t.from), dr = rankOf(t.to) - rankOf(t.from);
      const Square b = t.extra;
      const Square bTo = makeSquare(fileOf(b) + df, rankOf(b) + dr);
      const Cell ca = c, cb = pos.at(b);
      ov.set(t.from, Cell{});
      ov.set(b, Cell{});
      ov.set(t.to, ca);
      ov.set(bTo, cb);
      if (!(t.flags & Turn::kShot)) return false;
      // F15: the members fire from their new squares.
      ov.shoot(t.target,
               pairAttackRank(pos.rules().pairAttack, t.to, ca.rank, bTo, cb.rank, t.target), ca);
      return true;
    }
    case TurnKind::PairRotate:
      return rotateEffect(pos, t, ov);
    case TurnKind::Bomber:
      bomberEffect(pos, t, ov);
      return true;
    case TurnKind::Capture:  // C2: taken first, so the square is seen to empty (removes())
      if (t.to == t.from) {  // M8: the capturer stands
        standingCapture(pos, t.from, &t.target, 1, ov);
        return true;
      }
      ov.set(t.target, Cell{});
      ov.move(t.from, t.to);
      return true;
    case TurnKind::Castle:  // C3: the king, then the rook over it
      ov.move(t.from, t.to);
      ov.move(t.target, t.extra);
      return false;
    case TurnKind::EnPassant:  // C5
      if (t.to == t.from) {    // M12: the capturing pawn stays
        standingCapture(pos, t.from, &t.target, 1, ov);
        return true;
      }
      ov.set(t.target, Cell{});
      ov.move(t.from, t.to);
      return true;
    case TurnKind::Promotion: {  // C6: the pawn leaves, the new piece stands on `to`
      if (t.flags & Turn::kTakes) ov.set(t.target, Cell{});
      Cell promoted = c;
      promoted.type = std::uint8_t(t.extra + 1);
      // M14: everything the pawn held plus the new piece's own (0 without weapons).
      promoted.weapons = std::uint8_t((pos.variant().ownWeapons(c.pieceIndex()) | c.weapons) &
                                      ~pos.variant().ownWeapons(t.extra));
      promoted.rank = std::uint8_t(pos.rules().pieces[t.extra].baseRank);
      ov.set(t.from, Cell{});
      ov.set(t.to, promoted);
      return true;
    }
    case TurnKind::Volley: {  // M9: the mask picks among the weak targets
      Square chosen[kMaxReached];
      const int k = volleyTaken(pos, t, chosen);
      standingCapture(pos, t.from, chosen, k, ov);
      return true;
    }
    case TurnKind::Double:  // M11: the helper does nothing
      standingCapture(pos, t.from, &t.target, 1, ov);
      return true;
    case TurnKind::Fire:  // K11-K24: only battlefield rulesets have these (battlefield.h)
    case TurnKind::Frontal:
    case TurnKind::Withdraw:
    case TurnKind::Buy:
    case TurnKind::Place:
    case TurnKind::Chance:
    case TurnKind::Null:
      return false;
    case TurnKind::Breakthrough:  // B17: the piece on `to`, the soldier, the piece named
      if (!pos.at(t.to).empty()) ov.set(t.to, Cell{});
      ov.set(t.from, Cell{});
      if (t.flags & Turn::kNamed) ov.set(t.target, Cell{});
      return true;
  }
  return false;
}

void computeEffect(const Position &pos, const Turn &turn, Effect &out) {
  out.resetsQuiet = computeEdits(pos, turn, out.edits);
}

bool removes(const EditList &edits, Square s) {
  // The shooter that stood on `s` is gone once an edit empties the square, even
  // if a series shooter then moves onto it (S12).
  for (const Edit &e : edits)
    if (e.square == s && !e.before.empty() && e.after.empty()) return true;
  return false;
}

}  // namespace sc
