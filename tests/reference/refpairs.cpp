// The reference's tactics: unload (S14), bridge and unbridge (S15), the pair's
// translate and rotate (S15a, D6, D7) and the king's bomber (S16, D10).
#include <algorithm>
#include <cstdlib>

#include "refgen.h"

namespace ref {

namespace {

void add(std::vector<Outcome> &out, const Decl &d, Board after, bool resetsQuiet) {
  finishTurn(after, resetsQuiet);
  out.push_back(Outcome{d, after});
}

bool adjacent(int a, int b) {  // S4: one of the 8 neighbours
  return a != b && std::abs(fileOf(a) - fileOf(b)) <= 1 && std::abs(rankOf(a) - rankOf(b)) <= 1;
}

// S14/D8: sacrifice the shooter on `s` onto an adjacent friend (capped, D11).
void addUnloads(const Board &b, int s, std::vector<Outcome> &out) {
  for (int r = 0; r < 64; ++r) {
    const Cell &receiver = b.cells[r];
    if (!adjacent(s, r) || receiver.empty() || receiver.white != b.cells[s].white) continue;
    Board after = b;
    removeShooter(after, s);
    after.cells[r].rank = std::min(info(b, r).cap, after.cells[r].rank + b.cells[s].rank);
    add(out, Decl{Kind::Unload, s, -1, r}, after, true);
  }
}

// S16/D10: the king leaves (its bridge dissolves first) and blasts its 8
// neighbours in square order with its own rank; a pair is shot once.
void addBomber(const Board &b, int s, std::vector<Outcome> &out) {
  Board after = b;
  const Cell king = b.cells[s];
  const int blast = king.rank;
  removeShooter(after, s);
  bool done[64] = {};
  for (int t = 0; t < 64; ++t) {
    if (!adjacent(s, t) || done[t] || after.cells[t].empty()) continue;
    done[t] = true;
    if (after.cells[t].bridged()) done[after.cells[t].partner] = true;
    resolveShot(after, t, blast, king);
  }
  add(out, Decl{Kind::Bomber, s}, after, true);
}

// S15: bridge with the friend to the east or north (each pair once).
void addBridges(const Board &b, int s, std::vector<Outcome> &out) {
  for (int dir : {0, 2}) {
    const int t = step(s, dir);
    if (t < 0) continue;
    const Cell &x = b.cells[s];
    const Cell &y = b.cells[t];
    if (y.empty() || y.white != x.white || x.bridged() || y.bridged()) continue;
    Board after = b;
    after.cells[s].partner = t;
    after.cells[t].partner = s;
    add(out, Decl{Kind::Bridge, s, -1, t}, after, false);
  }
}

// D6: both members move k squares in one direction, then optionally one
// shoots with its own pattern and S10 ranges, with the pair's rank.
void addTranslates(const Board &b, int a, int c, std::vector<Outcome> &out) {
  const Cell &x = b.cells[a];
  const Cell &y = b.cells[c];
  const PieceInfo &px = info(b, a);
  const PieceInfo &py = info(b, c);
  const int maxSteps = x.rank < y.rank   ? px.bridgeRange
                       : y.rank < x.rank ? py.bridgeRange
                                         : std::min(px.bridgeRange, py.bridgeRange);
  for (int dir = 0; dir < 8; ++dir) {
    for (int k = 1; k <= maxSteps; ++k) {
      // Every square either member passes or lands on exists and is empty or the pair's.
      bool free = true;
      for (int member : {a, c}) {
        int at = member;
        for (int i = 1; i <= k && free; ++i) {
          at = step(at, dir);
          free = at >= 0 && (b.cells[at].empty() || at == a || at == c);
        }
      }
      if (!free) break;  // a longer translate passes the same square
      int na = a, nc = c;
      for (int i = 0; i < k; ++i) {
        na = step(na, dir);
        nc = step(nc, dir);
      }
      Board after = b;
      after.cells[a] = Cell{};
      after.cells[c] = Cell{};
      after.cells[na] = x;
      after.cells[nc] = y;
      after.cells[na].partner = nc;
      after.cells[nc].partner = na;
      add(out, Decl{Kind::PairTranslate, a, na, -1, c}, after, false);
      for (int shooter : {a, c}) {
        const int from = shooter == a ? na : nc;
        const PieceInfo &p = shooter == a ? px : py;
        for (int sd = 0; sd < 8; ++sd) {
          if (!(sd % 2 == 0 ? p.shootOrth : p.shootDiag)) continue;
          const int range = sd == dir ? p.rangeAlong : p.rangeOther;
          int t = from, target = -1;
          for (int dist = 1; dist <= range; ++dist) {
            t = step(t, sd);
            if (t < 0) break;
            if (after.cells[t].empty()) continue;
            if (after.cells[t].white != x.white) target = t;
            break;
          }
          if (target < 0) continue;
          Board shot = after;  // F15: the members fire from their new squares
          resolveShot(shot, target, attackRank(after, from, target), shooter == a ? x : y);
          add(out, Decl{Kind::PairTranslate, shooter, from, target, shooter == a ? c : a}, shot,
              true);
        }
      }
    }
  }
}

// D7: the mover travels 2, 4 or 6 squares of the clockwise ring around the
// pivot, shooting the enemies on them in series with the pair's rank.
void addRotations(const Board &b, int mover, int pivot, std::vector<Outcome> &out) {
  const Cell &m = b.cells[mover];
  const PieceInfo &p = info(b, mover);
  // F15: the mover fires from the ring square before each target, so it is
  // the nearer member.
  const int pairRank = b.rules.firstEdition ? m.rank + b.cells[pivot].rank / 2
                                            : std::max(m.rank, b.cells[pivot].rank);
  int start = 0;  // the ring index (direction from the pivot) of the mover
  while (step(pivot, start) != mover) ++start;
  for (bool clockwise : {true, false}) {
    for (int n = 2; n <= 6 && n <= p.bridgeRange; n += 2) {
      int ring[6];
      bool exists = true;
      int enemies = 0;
      for (int j = 1; j <= n; ++j) {
        const int at = step(pivot, ((clockwise ? start + j : start - j) + 8) % 8);
        ring[j - 1] = at;
        if (at < 0 || (!b.cells[at].empty() && b.cells[at].white == m.white)) {
          exists = false;  // off the board, or a friend blocks
          break;
        }
        if (!b.cells[at].empty()) ++enemies;
      }
      if (!exists || enemies > p.seriesRange) continue;
      if (m.type == 'B' && !b.cells[ring[n - 1]].empty()) continue;
      Board after = b;
      int standOn = mover;
      for (int j = 0; j < n; ++j) {
        if (!after.cells[ring[j]].empty() && !resolveShot(after, ring[j], pairRank, m)) break;
        standOn = ring[j];
      }
      moveShooter(after, mover, standOn);
      const bool sideBySide = fileOf(standOn) == fileOf(pivot) || rankOf(standOn) == rankOf(pivot);
      if (!sideBySide) {  // D7: stopped on a corner of the ring, the bridge dissolves
        after.cells[standOn].partner = -1;
        after.cells[pivot].partner = -1;
      }
      Decl d{Kind::PairRotate, mover, ring[n - 1], -1, pivot, clockwise};
      add(out, d, after, enemies > 0);
    }
  }
}

}  // namespace

void addTactics(const Board &b, int s, bool shotsOnly, std::vector<Outcome> &out) {
  const Cell &c = b.cells[s];
  // F12: in the first edition a monarch is never sacrificed.
  const bool sacrifice = !b.rules.firstEdition || !isMonarch(c.type);
  if (!shotsOnly && sacrifice) addUnloads(b, s, out);
  if (info(b, s).bomber) addBomber(b, s, out);
  if (!shotsOnly) addBridges(b, s, out);
  if (c.bridged() && c.partner > s) {
    if (!shotsOnly) {
      Board after = b;
      after.cells[s].partner = -1;
      after.cells[c.partner].partner = -1;
      add(out, Decl{Kind::Unbridge, s, -1, c.partner}, after, false);
    }
    addTranslates(b, s, c.partner, out);
    addRotations(b, s, c.partner, out);
    addRotations(b, c.partner, s, out);
  }
}

}  // namespace ref
