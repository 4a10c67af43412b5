// Legal turns (S19, S19a, C2-C6): the pseudo-legal list filtered by the
// check test, with the shortcuts that spare most turns a make and undo.
#include <algorithm>

#include "attacks.h"
#include "battlefield.h"
#include "movegen.h"

namespace sc {

bool royalMonarch(const Position &pos, Color c, Square &out) {
  if (pos.monarchCount(c) != 1) return false;
  if (pos.lastMonarch(c, out)) return true;
  const Variant &v = pos.variant();
  for (Square s : v.squares()) {
    const Cell &cell = pos.at(s);
    if (!cell.empty() && cell.color == c && v.piece(cell).monarch) {
      out = s;
      return true;
    }
  }
  return false;
}

bool inCheck(const Position &pos) {
  if (pos.rules().battlefield.on) return battlefield::inCheck(pos, pos.sideToMove());  // K26
  Square m;
  return royalMonarch(pos, pos.sideToMove(), m) && canShootDown(pos, ~pos.sideToMove(), m);
}

bool legalAfter(const Position &pos, Color mover) {
  const int own = pos.monarchCount(mover), theirs = pos.monarchCount(~mover);
  Square m;
  if (own == 0) return theirs == 0;  // D14: only a bomber that also ends the opponent
  return theirs == 0 || !royalMonarch(pos, mover, m) || !canShootDown(pos, ~mover, m);  // S19
}

bool isLegal(Position &pos, const Turn &t) {
  if (pos.rules().battlefield.on) return battlefield::isLegal(pos, t);
  const Color us = pos.sideToMove();
  pos.make(t);
  const bool ok = legalAfter(pos, us);
  pos.undo();
  return ok;
}

namespace {

// Whether the royal monarch on `m` is safe even with every other shooter of
// its side gone (its bridge partner stays). Taking our own shooters away only
// opens paths, empties squares and removes series targets for the opponent,
// so if the monarch survives that board, no quiet turn (one that shoots
// nothing) that leaves the monarch and its partner alone can expose it (S19).
// A shot can take down an enemy that blocked its own side's line, so shots
// are always tested. One attack test per node instead of one per quiet turn.
// The shooters are lifted off and put back, so `pos` is unchanged.
bool safeWithoutEscort(Position &pos, Color us, Square m, Square partner) {
  Square lifted[kGridSquares];
  Cell cells[kGridSquares];
  int n = 0;
  pos.forEachPiece(us, [&](Square s) {
    if (s != m && s != partner) lifted[n++] = s;
  });
  for (int i = 0; i < n; ++i) {
    cells[i] = pos.at(lifted[i]);
    pos.setCell(lifted[i], Cell{});
  }
  const bool safe = !canShootDown(pos, ~us, m);
  for (int i = n - 1; i >= 0; --i) pos.setCell(lifted[i], cells[i]);
  return safe;
}

bool quiet(const Turn &t) {
  switch (t.kind) {
    case TurnKind::Move:
    case TurnKind::Unload:
    case TurnKind::Bridge:
    case TurnKind::Unbridge:
      return true;
    case TurnKind::PairTranslate:
      return !(t.flags & Turn::kShot);
    default:  // a rotation may shoot; the rest always do
      return false;
  }
}

bool touches(const Turn &t, Square m, Square partner) {
  return !quiet(t) || t.from == m || t.from == partner || t.target == m || t.target == partner ||
         t.extra == m || t.extra == partner;
}

// Whether pins decide legality: every piece takes by moving (C2) and none
// leaps by a route that pieces could block, so a king is exposed only by
// moving itself or a piece off a line between it and an enemy slider.
bool pinsDecide(const Variant &v) {
  // Shots and standing captures (M7, M16) reach through other rules than lines.
  if (v.hasShooters() || v.hasStanders() || v.hasFirers()) return false;
  // B9's leap pins through two pieces; B17's soldier leaves the board.
  for (const PieceType &pt : v.rules().pieces)
    if (pt.routed || pt.leapsFriend || pt.breakthrough || !pt.immuneTo.empty()) return false;
  return true;
}

// C2-C6 legality by pins, computed once per node: when the king on `king` is
// not in check, a turn of another piece is legal unless that piece is pinned
// and leaves the pin's line. King turns, en passant (two pieces leave one
// rank) and every turn in check are made and tested as before; that is what
// the make-and-undo of every capture and king move cost, turn by turn.
void filterByPins(Position &pos, TurnList &out, Square king) {
  const Variant &v = pos.variant();
  const Color us = pos.sideToMove(), them = ~us;
  int kept = 0;
  if (moverAttacks(pos, king, them)) {
    for (int i = 0; i < out.size; ++i)
      if (isLegal(pos, out.turns[i])) out.turns[kept++] = out.turns[i];
    out.size = kept;
    return;
  }
  Square pinned[kDirections];
  int pinDir[kDirections], nPinned = 0;
  for (int d = 0; d < kDirections; ++d) {
    const Ray &ray = v.ray(king, d);
    int own = -1;
    for (int i = 0; i < ray.length; ++i) {
      const Cell &c = pos.at(ray.squares[i]);
      if (c.empty()) continue;
      if (c.color == us) {
        if (own >= 0) break;
        own = i;
        continue;
      }
      const PieceType &pt = v.piece(c);
      if (own >= 0 && pt.moveStyle == MoveStyle::Slide && i + 1 <= pt.moveRange &&
          (v.moveDirs(c.pieceIndex(), them) >> opposite(d) & 1)) {
        pinned[nPinned] = ray.squares[own];
        pinDir[nPinned++] = d;
      }
      break;
    }
  }
  for (int i = 0; i < out.size; ++i) {
    const Turn &t = out.turns[i];
    bool ok = true;
    if (t.from == king || t.kind == TurnKind::EnPassant) {
      ok = isLegal(pos, t);
    } else {
      for (int p = 0; p < nPinned; ++p) {
        if (pinned[p] != t.from) continue;
        int dir, dist;
        ok = aligned(king, t.to, dir, dist) && dir == pinDir[p];
        break;
      }
    }
    if (ok) out.turns[kept++] = t;
  }
  out.size = kept;
}

}  // namespace

void generateLegal(Position &pos, TurnList &out) {
  if (pos.rules().battlefield.on) return battlefield::generateLegal(pos, out);  // K4-K26
  const Color us = pos.sideToMove();
  if (pos.monarchCount(us) == 0) {  // D15
    out.clear();
    return;
  }
  generatePseudoLegal(pos, out);
  const Variant &v = pos.variant();
  Square m = 0, partner = 0;
  const bool royal = royalMonarch(pos, us, m);
  if (royal && pinsDecide(v)) {
    filterByPins(pos, out, m);
    return;
  }
  if (royal) partner = pos.at(m).bridged() ? pos.partner(m) : m;
  const bool escortFree = royal && safeWithoutEscort(pos, us, m, partner);
  // With both monarchs, only a turn that loses one can break S19/S19a. An
  // unload of one monarch leaves the other royal; the escort argument covers
  // all of them with one test per remaining monarch, asked only when needed.
  Square monarchs[2];
  int escortSafe[2] = {0, 0};  // per monarch staying behind: 0 unknown, 1 safe, 2 not
  bool monarchsFound = false;
  auto unloadIsSafe = [&](const Turn &t) {
    if (!monarchsFound) {
      int n = 0;
      for (Square s : v.squares()) {
        const Cell &c = pos.at(s);
        if (!c.empty() && c.color == us && v.piece(c).monarch) monarchs[n++] = s;
      }
      monarchsFound = true;
    }
    const int stays = monarchs[0] == t.from ? 1 : 0;
    const Square other = monarchs[stays];
    const Square otherPartner = pos.at(other).bridged() ? pos.partner(other) : other;
    if (otherPartner == t.from) return false;  // the pair breaks up: test it fully
    if (escortSafe[stays] == 0)
      escortSafe[stays] = safeWithoutEscort(pos, us, other, otherPartner) ? 1 : 2;
    return escortSafe[stays] == 1;
  };
  int kept = 0;
  for (int i = 0; i < out.size; ++i) {
    const Turn &t = out.turns[i];
    bool risky;
    if (royal)
      risky = !escortFree || touches(t, m, partner);
    else if (t.kind == TurnKind::Unload && v.piece(pos.at(t.from)).monarch)
      risky = pos.monarchCount(us) != 2 || !unloadIsSafe(t);
    else
      risky = t.kind == TurnKind::Bomber;
    if (!risky || isLegal(pos, t)) out.turns[kept++] = t;
  }
  out.size = kept;
}

bool enPassantUsable(const Position &pos) {
  if (!pos.hasEnPassant()) return false;
  Position probe = pos;
  TurnList turns;
  generateLegal(probe, turns);
  if (std::any_of(turns.begin(), turns.end(),
                  [](const Turn &t) { return t.kind == TurnKind::EnPassant; }))
    return true;
  if (!pos.variant().hasStanders()) return false;
  // M21: also a double capture whose only helpers reach through the crossed
  // square. The square only adds turns, so fewer without it is it.
  TurnList without;
  probe.setEnPassant(false);
  generateLegal(probe, without);
  return without.size != turns.size;
}

}  // namespace sc
