#include "weapons.h"

#include <algorithm>

namespace sc {

namespace {

// M4: the weapons whose patterns a piece fires with; M4's type-only option
// fires its own type's patterns only.
std::uint8_t patterns(const Variant &v, const Cell &c) {
  return v.rules().options.acquiredWeapons == AcquiredWeapons::TypeOnly
             ? v.ownWeapons(c.pieceIndex())
             : v.heldWeapons(c);
}

void add(ReachList &out, Square q, std::uint8_t w, bool through) {
  for (int i = 0; i < out.size; ++i)
    if (out.items[i].square == q) {
      out.items[i].weapons |= w;
      out.items[i].through &= through;
      return;
    }
  out.items[out.size++] = Reached{q, w, through};
}

}  // namespace

void reachOf(const Position &pos, Square s, ReachList &out) {
  out.size = 0;
  const Variant &v = pos.variant();
  const Cell &c = pos.at(s);
  const Color us = c.color;
  const int pi = c.pieceIndex();
  const std::uint8_t fires = patterns(v, c);
  const bool typeOnly = v.rules().options.acquiredWeapons == AcquiredWeapons::TypeOnly;
  // Under type-only every weapon held counts against whatever is reached (M4).
  const std::uint8_t all = v.heldWeapons(c);
  auto enemy = [&](Square q) { return !pos.at(q).empty() && pos.at(q).color != us; };
  for (int d = 0; d < kDirections; ++d) {
    const std::uint8_t w = isOrthogonal(d) ? kWeaponO : kWeaponD;
    if (!(fires & w)) continue;
    const Ray &ray = v.ray(s, d);
    for (int i = 0; i < ray.length; ++i) {
      const Square q = ray.squares[i];
      if (pos.at(q).empty()) continue;
      if (enemy(q)) add(out, q, typeOnly ? all : w, false);
      break;  // M4: a ray reaches its first piece only
    }
  }
  if (fires & kWeaponJ) {
    const Variant::Jumps &j = v.jumps(s);
    for (int i = 0; i < j.count; ++i)
      if (enemy(j.squares[i])) add(out, j.squares[i], typeOnly ? all : kWeaponJ, false);
  }
  if (fires & kWeaponS) {
    const DirSet dirs = v.shortDirs(pi, us);
    for (int d = 0; d < kDirections; ++d) {
      Square q;
      if ((dirs >> d & 1) && v.neighbour(s, d, q) && enemy(q))
        add(out, q, typeOnly ? all : kWeaponS, false);
    }
  }
  // M12: a pawn whose own S would reach the crossed square reaches the passed
  // pawn through it, with S only (type-only: everything it holds).
  if (pos.hasEnPassant() && v.piece(c).enPassant) {
    const DirSet dirs = v.shortDirs(pi, us);
    for (int d = 0; d < kDirections; ++d) {
      Square q;
      if (!(dirs >> d & 1) || !v.neighbour(s, d, q) || q != pos.enPassant()) continue;
      const Square passed = makeSquare(fileOf(q), rankOf(s));
      if (enemy(passed)) add(out, passed, typeOnly ? all : kWeaponS, true);
    }
  }
}

WeaponClass reachClass(const Position &pos, const Reached &r) {
  return pos.variant().weaponClass(pos.at(r.square).pieceIndex(), r.weapons);
}

int volleyTargets(const Position &pos, Square from, Square *out) {
  ReachList reach;
  reachOf(pos, from, reach);
  int n = 0;
  for (int i = 0; i < reach.size; ++i) {
    const Reached &r = reach.items[i];
    if (!pos.variant().piece(pos.at(r.square)).monarch && reachClass(pos, r) == WeaponClass::Weak)
      out[n++] = r.square;
  }
  std::sort(out, out + n);
  return n;
}

bool weaponCheck(const Position &pos, Square sq, int targetPiece, Color attacker, int vacated) {
  const Variant &v = pos.variant();
  const bool typeOnly = v.rules().options.acquiredWeapons == AcquiredWeapons::TypeOnly;
  int reachers = 0;
  // One enemy that reaches with `w` (or everything it holds, type-only).
  auto counts = [&](const Cell &c, std::uint8_t w) {
    const WeaponClass cls = v.weaponClass(targetPiece, typeOnly ? v.heldWeapons(c) : w);
    return cls >= WeaponClass::Plain || ++reachers >= 2;
  };
  for (int d = 0; d < kDirections; ++d) {
    const Ray &ray = v.ray(sq, d);
    for (int i = 0; i < ray.length; ++i) {
      const Square q = ray.squares[i];
      const Cell &c = pos.at(q);
      if (c.empty() || q == vacated) continue;
      if (c.color == attacker) {
        const std::uint8_t fires = patterns(v, c);
        std::uint8_t w = fires & (isOrthogonal(d) ? kWeaponO : kWeaponD);
        if (i == 0 && (fires & kWeaponS) &&
            (v.shortDirs(c.pieceIndex(), attacker) >> opposite(d) & 1))
          w |= kWeaponS;
        if (w && counts(c, w)) return true;
      }
      break;
    }
  }
  const Variant::Jumps &j = v.jumps(sq);
  for (int i = 0; i < j.count; ++i) {
    const Cell &c = pos.at(j.squares[i]);
    if (!c.empty() && c.color == attacker && j.squares[i] != vacated &&
        (patterns(v, c) & kWeaponJ) && counts(c, kWeaponJ))
      return true;
  }
  return false;
}

int volleyTaken(const Position &pos, const Turn &t, Square *out) {
  Square weak[kMaxReached];
  const int n = volleyTargets(pos, t.from, weak);
  const unsigned mask = t.target | unsigned(t.extra) << 8;
  int k = 0;
  for (int i = 0; i < n; ++i)
    if (mask >> i & 1) out[k++] = weak[i];
  return k;
}

}  // namespace sc
