// The reference's shots (S17), single-shooter turns (S8-S13), legality
// (S19, S19a, D13-D15) and perft. Plain loops over the whole board; every
// declaration gets its own copy of the board.
#include "refgen.h"

#include <algorithm>

namespace ref {

const int kDirFile[8] = {0, 1, 1, 1, 0, -1, -1, -1};
const int kDirRank[8] = {1, 1, 0, -1, -1, -1, 0, 1};

int step(int s, int dir) {
  const int f = fileOf(s) + kDirFile[dir], r = rankOf(s) + kDirRank[dir];
  return onBoard(f, r) ? sq(f, r) : -1;
}

int attackRank(const Board &b, int s, int target) {
  const Cell &c = b.cells[s];
  if (!c.bridged()) return c.rank;
  const Cell &other = b.cells[c.partner];
  if (!b.rules.firstEdition) return std::max(c.rank, other.rank);  // S15b
  // F15: files apart plus ranks apart decide the nearer member.
  auto distance = [target](int from) {
    return std::abs(fileOf(from) - fileOf(target)) + std::abs(rankOf(from) - rankOf(target));
  };
  if (distance(s) < distance(c.partner)) return c.rank + other.rank / 2;
  return other.rank + c.rank / 2;
}

// F13: with the option on, a shooter that is neither king nor queen and not
// above its base rank cannot shoot down a monarch.
bool shielded(const Board &b, const Cell &firer, const Cell &hit) {
  if (!b.rules.monarchShield || isMonarch(firer.type) || !isMonarch(hit.type)) return false;
  return firer.rank <= pieceInfo(firer.type, true)->baseRank;
}

bool resolveShot(Board &b, int target, int attack, const Cell &firer) {
  Cell &hit = b.cells[target];
  if (b.rules.firstEdition) {
    // F16: a bridged shooter is shot as itself; shot down, only it leaves.
    if (shielded(b, firer, hit)) {
      hit.rank = std::max(1, hit.rank - attack);  // F13: a survivor, at least 1
      return false;
    }
    if (attack >= hit.rank) {
      removeShooter(b, target);
      return true;
    }
    hit.rank -= attack;
    return false;
  }
  if (!hit.bridged()) {
    if (attack >= hit.rank) {  // S17: shot down
      hit = Cell{};
      return true;
    }
    hit.rank -= attack;
    return false;
  }
  // S15b/D9: a pair is shot as its higher rank; both go, or the higher-ranked
  // member (tie: the one hit) loses the attacker's rank.
  Cell &other = b.cells[hit.partner];
  if (attack >= std::max(hit.rank, other.rank)) {
    other = Cell{};
    hit = Cell{};
    return true;
  }
  if (hit.rank >= other.rank)
    hit.rank -= attack;
  else
    other.rank -= attack;
  return false;
}

void removeShooter(Board &b, int s) {
  if (b.cells[s].bridged()) b.cells[b.cells[s].partner].partner = -1;
  b.cells[s] = Cell{};
}

void moveShooter(Board &b, int from, int to) {
  if (from == to) return;
  b.cells[to] = b.cells[from];
  b.cells[from] = Cell{};
  if (b.cells[to].bridged()) b.cells[b.cells[to].partner].partner = to;
}

void finishTurn(Board &b, bool resetsQuiet) {
  b.quiet = resetsQuiet ? 0 : b.quiet + 1;  // D17
  if (!b.whiteToMove) ++b.turn;             // S23
  b.whiteToMove = !b.whiteToMove;
}

int monarchCount(const Board &b, bool white) {
  int n = 0;
  for (const Cell &c : b.cells)
    if (!c.empty() && c.white == white && isMonarch(c.type)) ++n;
  return n;
}

namespace {

bool shootsAlong(const PieceInfo &p, int dir) { return dir % 2 == 0 ? p.shootOrth : p.shootDiag; }

// S5: the enemy hit by a shot from `from` along `dir` with `range`, or -1: the
// first piece on the ray must be an enemy within range.
int shotTarget(const Board &b, int from, bool white, int dir, int range) {
  int s = from;
  for (int distance = 1; distance <= range; ++distance) {
    s = step(s, dir);
    if (s < 0) return -1;
    const Cell &c = b.cells[s];
    if (!c.empty()) return c.white != white ? s : -1;
  }
  return -1;
}

// One way along the movement pattern: every square after the start, the
// destination last.
struct Path {
  int dest = -1;
  int dir = -1;     // direction moved; -1 for the knight (D2: no direction)
  int corner = -1;  // S6: where the knight's route turns
  int squares[8] = {};
  int length = 0;
};

std::vector<Path> movementPaths(const Board &b, int s) {
  const PieceInfo &p = info(b, s);
  std::vector<Path> paths;
  if (p.moveStyle == 'n') {
    // S6: an L of 2+1 has two routes: long leg first, or short leg first.
    for (int longOnRank = 0; longOnRank < 2; ++longOnRank) {
      for (int ls : {-1, 1}) {
        for (int ss : {-1, 1}) {
          const int lf = longOnRank ? 0 : ls, lr = longOnRank ? ls : 0;
          const int sf = longOnRank ? ss : 0, sr = longOnRank ? 0 : ss;
          const int f = fileOf(s), r = rankOf(s);
          if (!onBoard(f + 2 * lf + sf, r + 2 * lr + sr)) continue;
          const int dest = sq(f + 2 * lf + sf, r + 2 * lr + sr);
          Path longFirst{dest, -1, sq(f + 2 * lf, r + 2 * lr), {}, 3};
          longFirst.squares[0] = sq(f + lf, r + lr);
          longFirst.squares[1] = sq(f + 2 * lf, r + 2 * lr);
          longFirst.squares[2] = dest;
          Path shortFirst{dest, -1, sq(f + sf, r + sr), {}, 3};
          shortFirst.squares[0] = sq(f + sf, r + sr);
          shortFirst.squares[1] = sq(f + sf + lf, r + sr + lr);
          shortFirst.squares[2] = dest;
          paths.push_back(longFirst);
          paths.push_back(shortFirst);
        }
      }
    }
    return paths;
  }
  for (int dir = 0; dir < 8; ++dir) {
    if (!(dir % 2 == 0 ? p.moveOrth : p.moveDiag)) continue;
    if (p.moveStyle == 'v' && dir != 0 && dir != 4) continue;  // F3: forward or back
    Path path;
    path.dir = dir;
    for (int at = step(s, dir); at >= 0; at = step(at, dir)) {
      path.squares[path.length++] = at;
      path.dest = at;
      paths.push_back(path);
      if (p.moveStyle != 'l') break;          // a pawn or king steps
      if (path.length == p.moveRange) break;  // F3: bishop 3, rook 4
    }
  }
  return paths;
}

void add(std::vector<Outcome> &out, const Decl &d, Board after, bool resetsQuiet) {
  finishTurn(after, resetsQuiet);
  out.push_back(Outcome{d, after});
}

// S9 shoot and S13 replace; then, unbridged only, S8 move, S10 move-shoot and
// S12 series.
void addShooterTurns(const Board &b, int s, bool shotsOnly, std::vector<Outcome> &out) {
  const Cell me = b.cells[s];
  const PieceInfo &p = info(b, s);

  for (int dir = 0; dir < 8; ++dir) {
    if (!shootsAlong(p, dir)) continue;
    const int t = shotTarget(b, s, me.white, dir, p.range);
    if (t < 0) continue;
    Board shot = b;
    resolveShot(shot, t, attackRank(b, s, t), me);  // S9, bridged shooters too (S15a)
    add(out, Decl{Kind::Shoot, s, -1, t}, shot, true);
    if (me.bridged() || !p.replaces) continue;
    Board replaced = b;  // S13; D3: against a survivor it stays where it stands
    if (resolveShot(replaced, t, me.rank, me)) moveShooter(replaced, s, t);
    add(out, Decl{Kind::Replace, s, -1, t}, replaced, true);
  }
  if (me.bridged()) return;  // S15a: a bridged shooter moves only with its pair

  const std::vector<Path> paths = movementPaths(b, s);
  // S8 move: one declaration per destination (a knight's route is not declared).
  std::vector<int> moved;
  for (const Path &path : paths) {
    if (!b.cells[path.dest].empty()) continue;
    bool clear = true;
    for (int i = 0; i + 1 < path.length; ++i) {
      const Cell &c = b.cells[path.squares[i]];
      if (!c.empty() && (p.moveStyle != 'n' || c.white != me.white)) clear = false;
    }
    if (!clear || std::count(moved.begin(), moved.end(), path.dest)) continue;
    moved.push_back(path.dest);
    Board after = b;
    moveShooter(after, s, path.dest);
    if (!shotsOnly) add(out, Decl{Kind::Move, s, path.dest}, after, false);
    // S10/S11: shoot from the declared position, on the board after the move.
    for (int dir = 0; dir < 8; ++dir) {
      if (!shootsAlong(p, dir)) continue;
      const int range = dir == path.dir ? p.rangeAlong : p.rangeOther;
      const int t = shotTarget(after, path.dest, me.white, dir, range);
      if (t < 0) continue;
      Board shot = after;
      resolveShot(shot, t, me.rank, me);
      add(out, Decl{Kind::MoveShoot, s, path.dest, t}, shot, true);
    }
  }

  // S12 series: one declaration per path (the knight declares its corner).
  for (const Path &path : paths) {
    int enemies = 0;
    bool blocked = false;
    for (int i = 0; i < path.length; ++i) {
      const Cell &c = b.cells[path.squares[i]];
      if (c.empty()) continue;
      if (c.white != me.white)
        ++enemies;
      else if (p.moveStyle != 'n' || i + 1 == path.length)
        blocked = true;  // a knight leaps friends on its route, but cannot land on one
    }
    if (blocked || enemies < 1 || enemies > p.seriesRange) continue;
    if (me.type == 'B' && !b.cells[path.dest].empty()) continue;  // S12: bishop
    Board after = b;
    int standOn = s;  // D4: the last square of the path it could stand on
    for (int i = 0; i < path.length; ++i) {
      const int at = path.squares[i];
      const Cell &c = after.cells[at];
      if (!c.empty() && c.white == me.white) continue;                // a friend the knight leaps
      if (!c.empty() && !resolveShot(after, at, me.rank, me)) break;  // a survivor ends it
      standOn = at;  // empty, or its target was shot down (D5: partners vanish too)
    }
    moveShooter(after, s, standOn);
    add(out, Decl{Kind::Series, s, path.dest, -1, path.corner}, after, true);
  }
}

// D13: whether `attacker` could declare a turn, legal or not, that leaves the
// other side without monarchs (used only when that side has exactly one).
bool canTakeLastMonarch(const Board &b, bool attacker) {
  for (const Outcome &o : pseudoTurns(b, attacker, true))
    if (monarchCount(o.after, !attacker) == 0) return true;
  return false;
}

// S19, S19a with D13/D14, judged on the board after `mover`'s turn.
bool legalAfter(const Board &after, bool mover) {
  if (monarchCount(after, !mover) == 0) return true;  // it wins (D13, D14)
  const int mine = monarchCount(after, mover);
  if (mine == 0) return false;                               // S19a
  if (mine == 1) return !canTakeLastMonarch(after, !mover);  // S19: royal, not in check
  return true;                                               // two monarchs: neither is royal
}

}  // namespace

std::vector<Outcome> pseudoTurns(const Board &b, bool white, bool shotsOnly) {
  std::vector<Outcome> out;
  out.reserve(256);
  for (int s = 0; s < 64; ++s) {
    const Cell &c = b.cells[s];
    if (c.empty() || c.white != white) continue;
    addShooterTurns(b, s, shotsOnly, out);
    addTactics(b, s, shotsOnly, out);
  }
  return out;
}

std::vector<Outcome> legalTurns(const Board &b) {
  const bool mover = b.whiteToMove;
  if (monarchCount(b, mover) == 0) return {};  // D15: it has lost (S18)
  std::vector<Outcome> legal;
  for (Outcome &o : pseudoTurns(b, mover))
    if (legalAfter(o.after, mover)) legal.push_back(std::move(o));
  return legal;
}

std::vector<RefResult> refLegal(const std::string &sfen, std::string *error, Rules rules) {
  Board b;
  b.rules = rules;
  if (!readSfen(sfen, b, error)) return {};
  std::vector<RefResult> results;
  for (const Outcome &o : legalTurns(b))
    results.push_back(RefResult{kindName(o.decl.kind), writeSfen(o.after), notation(b, o.decl)});
  return results;
}

std::uint64_t refPerft(const Board &b, int depth) {
  if (depth == 0) return 1;
  const std::vector<Outcome> turns = legalTurns(b);
  if (depth == 1) return turns.size();
  std::uint64_t leaves = 0;
  for (const Outcome &o : turns) leaves += refPerft(o.after, depth - 1);
  return leaves;
}

std::uint64_t refPerft(const std::string &sfen, int depth, Rules rules) {
  Board b;
  b.rules = rules;
  return readSfen(sfen, b) ? refPerft(b, depth) : 0;
}

}  // namespace ref
