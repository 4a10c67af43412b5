// Cannon Battle Chess: what each turn does, as edits of cells and of the
// off-board slots (K11-K24). Every removal of a piece counts as a loss of its
// side (K20) except the ammunition's and a crater's.
#include <algorithm>

#include "battlefield.h"

namespace sc::battlefield {

namespace {

constexpr int kMaxSlotValue = 999;  // K30: what the position's numbers hold

class Edits {
 public:
  Edits(const Position &pos, EditList &out) : m_pos(pos), m_out(out) { m_out.clear(); }

  // The cell as the edits so far have left it.
  Cell get(Square s) const {
    for (int i = m_out.size - 1; i >= 0; --i)
      if (m_out[i].square == s && !m_out[i].offBoard) return m_out[i].after;
    return m_pos.at(s);
  }
  // Removes what stands on `s`; a piece other than the ammunition is a loss.
  void remove(Square s) {
    const Cell c = get(s);
    if (c.empty()) return;
    const PieceType &pt = m_pos.variant().piece(c);
    if (!pt.crater && !pt.ammunition) ++m_lost[index(c.color)];
    m_out.push(s, c, Cell{});
  }
  void move(Square from, Square to) {
    const Cell c = get(from);
    m_out.push(from, c, Cell{});
    m_out.push(to, get(to), c);
  }
  void put(Square s, const Cell &c) { m_out.push(s, get(s), c); }
  void slot(int i, int now) {
    now = std::clamp(now, 0, kMaxSlotValue);
    if (now != m_pos.slot(i)) m_out.pushSlot(i, m_pos.slot(i), now);
  }
  // The lost counters' edits, last.
  void finish() {
    for (Color c : {Color::White, Color::Black})
      if (m_lost[index(c)]) slot(slotLost(c), m_pos.lost(c) + m_lost[index(c)]);
  }
  bool removedAny() const {
    for (const Edit &e : m_out)
      if (!e.offBoard && !e.before.empty() && e.after.empty()) return true;
    return false;
  }

 private:
  const Position &m_pos;
  EditList &m_out;
  int m_lost[2] = {0, 0};
};

Cell newCell(int pieceIndex, Color c, int rank = 1) {
  Cell cell;
  cell.type = std::uint8_t(pieceIndex + 1);
  cell.color = c;
  cell.rank = std::uint8_t(rank);
  return cell;
}

int craterIndex(const Position &pos) {
  const auto &pieces = pos.rules().pieces;
  for (int i = 0; i < int(pieces.size()); ++i)
    if (pieces[std::size_t(i)].crater) return i;
  return -1;
}

// K12: a shot spent, the blast around the landing square, the crater.
void fire(const Position &pos, const Turn &t, Edits &ed) {
  const Variant &v = pos.variant();
  const Color us = pos.at(t.from).color;
  Square ammo;
  v.neighbour(t.from, us == Color::White ? S : N, ammo);
  Cell a = pos.at(ammo);
  if (a.rank > 1) {
    --a.rank;
    ed.put(ammo, a);
  } else {
    ed.remove(ammo);  // "deemed vacant"; shots don't count (K20)
  }
  const bool royal = pos.rules().options.kingBlastRoyal;
  for (int d = 0; d < kDirections; ++d) {
    Square q;
    if (!v.neighbour(t.to, d, q)) continue;
    const Cell &c = pos.at(q);
    if (c.empty() || v.piece(c).crater) continue;  // K8: craters stay
    if (!royal && v.piece(c).monarch) continue;    // K26 option king-blast=immune
    ed.remove(q);
  }
  ed.put(t.to, newCell(craterIndex(pos), us));
}

// K24: the outcome named by the turn.
void chance(const Position &pos, const Turn &t, Edits &ed) {
  const Variant &v = pos.variant();
  ed.slot(kSlotFortune, 0);
  auto removable = [&](Square s) {
    const Cell &c = pos.at(s);
    return !c.empty() && !v.piece(c).crater && !v.piece(c).monarch;  // kings never go
  };
  switch (ChanceCard(t.target)) {
    case ChanceCard::QueenOfHearts: {
      const Color side = t.flags & Turn::kForBlack ? Color::Black : Color::White;
      ed.slot(slotPool(side, t.extra), pos.pool(side, t.extra) + 1);
      break;
    }
    case ChanceCard::Strike:
      for (Square s : {t.from, t.to})
        if (removable(s)) ed.remove(s);
      break;
    case ChanceCard::Isolation:
      for (Square s : v.squares()) {
        if (!removable(s)) continue;
        bool alone = true;
        for (int d = 0; d < kDirections && alone; ++d) {
          Square q;
          alone = !v.neighbour(s, d, q) || pos.at(q).empty();
        }
        if (alone) ed.remove(s);
      }
      break;
    case ChanceCard::Repair:
      for (Square s : v.squares())
        if (isCrater(pos, s)) ed.remove(s);
      break;
  }
}

}  // namespace

bool computeEdits(const Position &pos, const Turn &t, EditList &out) {
  Edits ed(pos, out);
  const Variant &v = pos.variant();
  const Color us = pos.sideToMove();
  bool resets = true;  // K29: all but a quiet move
  switch (t.kind) {
    case TurnKind::Move:
      ed.move(t.from, t.to);
      resets = v.piece(pos.at(t.from)).movesResetQuiet;  // a pawn's move
      break;
    case TurnKind::Capture:
      ed.remove(t.to);
      ed.move(t.from, t.to);
      break;
    case TurnKind::Fire:
      fire(pos, t, ed);
      break;
    case TurnKind::Frontal: {  // K17-K19: in file order; a taker ends it
      const int distance = std::abs(rankOf(t.to) - rankOf(t.from));
      Square members[kGridSize];
      bool takes = false;
      const int n = frontalMembers(pos, t.from, distance, members, takes);
      const int step = us == Color::White ? distance : -distance;
      for (int i = 0; i < n; ++i) {
        const Square to = makeSquare(fileOf(members[i]), rankOf(members[i]) + step);
        if (i == n - 1 && takes) ed.remove(to);
        ed.move(members[i], to);
      }
      resets = takes || v.piece(pos.at(t.from)).movesResetQuiet;
      break;
    }
    case TurnKind::Withdraw: {  // K21: not a loss
      const Cell c = pos.at(t.from);
      ed.put(t.from, Cell{});
      ed.slot(slotCredit(us), pos.credit(us) + v.piece(c).credit);
      break;
    }
    case TurnKind::Buy: {  // K22
      const PieceType &pt = pos.rules().pieces[t.extra];
      ed.slot(slotCredit(us), pos.credit(us) - pt.cost);
      if (t.flags & Turn::kRefill) {
        for (Square s : v.squares()) {
          const Cell &c = pos.at(s);
          if (c.empty() || c.color != us || c.pieceIndex() != t.extra) continue;
          Cell more = c;
          ++more.rank;
          ed.put(s, more);
          break;
        }
      } else {
        ed.put(t.to, newCell(t.extra, us));
      }
      break;
    }
    case TurnKind::Place:  // K14, K23
      if (t.flags & Turn::kArchers) {
        const unsigned mask = unsigned(t.target) | unsigned(t.extra) << 8;
        const int rank = us == Color::White ? 0 : pos.rules().board.ranks - 1;
        int archer = -1, placed = 0;
        for (int i = 0; i < int(pos.rules().pieces.size()); ++i)
          if (pos.rules().pieces[std::size_t(i)].archer) archer = i;
        for (int f = 0; f < kGridSize; ++f)
          if (mask >> f & 1) ed.put(makeSquare(f, rank), newCell(archer, us)), ++placed;
        ed.slot(slotPool(us, archer), pos.pool(us, archer) - placed);
      } else {
        ed.put(t.to, newCell(t.extra, us));
        ed.slot(slotPool(us, t.extra), pos.pool(us, t.extra) - 1);
      }
      break;
    case TurnKind::Chance:
      chance(pos, t, ed);
      ed.finish();
      return ed.removedAny();
    default:
      break;
  }
  ed.finish();
  return resets;
}

}  // namespace sc::battlefield
