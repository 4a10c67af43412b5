#include "ordering.h"

#include <algorithm>

#include "effect.h"

namespace sc {

namespace {

constexpr int kHistoryCap = 1 << 20;

}  // namespace

Square turnAim(const Turn &t) {
  switch (t.kind) {
    case TurnKind::Move:
    case TurnKind::MoveShoot:
    case TurnKind::Series:
    case TurnKind::PairTranslate:
    case TurnKind::PairRotate:
    case TurnKind::Capture:
    case TurnKind::Castle:
    case TurnKind::EnPassant:
    case TurnKind::Promotion:  // `target` is 0 for a promotion that takes nothing
      return t.to;
    default:
      return t.target;
  }
}

bool mayShoot(const Turn &t) {
  switch (t.kind) {
    case TurnKind::Shoot:
    case TurnKind::MoveShoot:
    case TurnKind::Series:
    case TurnKind::Replace:
    case TurnKind::Bomber:
    case TurnKind::PairRotate:  // only when it passes an enemy; the gain tells
      return true;
    case TurnKind::PairTranslate:
      return t.flags & Turn::kShot;
    default:
      return false;
  }
}

bool takesByMoving(const Turn &t) {
  return t.kind == TurnKind::Capture || t.kind == TurnKind::EnPassant ||
         t.kind == TurnKind::Promotion || t.kind == TurnKind::Breakthrough;  // B17
}

int gainOrder(const Position &pos, const Turn &t, int gain, const Evaluator &eval) {
  // A sixteenth of the taker: a pawn taking a knight (about 325 - 6) before
  // a queen taking it (about 325 - 55), but a queen taking a rook before both.
  return takesByMoving(t) ? gain - eval.cellValue(pos.at(t.from)) / 16 : gain;
}

namespace {

// S17 for one shot at `target` with attack rank `attack` (S15b for pairs),
// priced without computing the turn's edits: the common case of ordering.
Gain singleShot(const Position &pos, Square target, int attack, const Evaluator &eval) {
  Gain g;
  const Cell &t = pos.at(target);
  const int monarchMask = pos.variant().monarchTypeMask();
  if (attack >= pos.pairRank(target)) {
    int monarchs = monarchMask >> t.pieceIndex() & 1;
    g.value = eval.cellValue(t);
    g.takesDown = 1;
    if (t.bridged()) {
      const Cell &p = pos.at(pos.partner(target));
      monarchs += monarchMask >> p.pieceIndex() & 1;
      g.value += eval.cellValue(p);
      g.takesDown = 2;
    }
    g.wins = monarchs > 0 && pos.monarchCount(t.color) == monarchs;
    return g;
  }
  Cell loser = t;
  if (t.bridged() && pos.at(pos.partner(target)).rank > t.rank) loser = pos.at(pos.partner(target));
  Cell wounded = loser;
  wounded.rank = std::uint8_t(loser.rank - attack);
  g.value = eval.cellValue(loser) - eval.cellValue(wounded);
  return g;
}

// C2: a piece taken by moving onto it (or passed, C5).
Gain takenByMoving(const Position &pos, Square target, const Evaluator &eval) {
  Gain g;
  const Cell &t = pos.at(target);
  g.value = eval.cellValue(t);
  g.takesDown = 1;
  g.wins =
      (pos.variant().monarchTypeMask() >> t.pieceIndex() & 1) && pos.monarchCount(t.color) == 1;
  return g;
}

}  // namespace

Gain turnGain(const Position &pos, const Turn &t, const Evaluator &eval, EditList &scratch) {
  // The kinds that shoot once, at a declared target (effect.cpp's ranks).
  switch (t.kind) {
    case TurnKind::Shoot:
      return singleShot(pos, t.target, pos.pairRank(t.from), eval);
    case TurnKind::MoveShoot:
    case TurnKind::Replace:
      return singleShot(pos, t.target, pos.at(t.from).rank, eval);
    case TurnKind::PairTranslate:
      if (t.flags & Turn::kShot)
        return singleShot(pos, t.target, std::max(pos.at(t.from).rank, pos.at(t.extra).rank), eval);
      return {};
    case TurnKind::Capture:  // C2, C5: the taken piece
    case TurnKind::EnPassant:
      return takenByMoving(pos, t.target, eval);
    case TurnKind::Promotion: {  // C6: the new piece for the pawn, and what it takes
      Gain g;
      if (t.flags & Turn::kTakes) g = takenByMoving(pos, t.target, eval);
      Cell promoted = pos.at(t.from);
      promoted.type = std::uint8_t(t.extra + 1);
      g.value += eval.cellValue(promoted) - eval.cellValue(pos.at(t.from));
      return g;
    }
    case TurnKind::Castle:
      return {};
    default:
      break;
  }
  computeEdits(pos, t, scratch);
  const Color us = pos.sideToMove();
  const int monarchMask = pos.variant().monarchTypeMask();
  auto signedValue = [&](const Cell &c) {
    if (c.empty()) return 0;
    return c.color == us ? eval.cellValue(c) : -eval.cellValue(c);
  };
  auto monarchOf = [&](const Cell &c, Color side) {
    return !c.empty() && c.color == side && (monarchMask >> c.pieceIndex() & 1);
  };
  // Edits on one square chain (before of one is after of the previous), so
  // summing each edit's change gives every square's net change.
  Gain g;
  int ours = 0, theirs = 0;
  for (const Edit &e : scratch) {
    g.value += signedValue(e.after) - signedValue(e.before);
    ours += monarchOf(e.after, us) - monarchOf(e.before, us);
    theirs += monarchOf(e.after, ~us) - monarchOf(e.before, ~us);
    // An enemy cell emptied; a pair's partner counts too (S15b).
    g.takesDown += !e.before.empty() && e.before.color != us && e.after.empty();
  }
  g.wins = theirs < 0 && pos.monarchCount(~us) + theirs == 0;
  g.losesMonarch = ours < 0;
  // F17: a turn (an unload, S14) that leaves our last monarch at the
  // ruleset's winning rank wins at once.
  if (const int winsAt = pos.rules().lastMonarchWinsAt;
      winsAt && !g.wins && pos.monarchCount(us) + ours == 1)
    for (const Edit &e : scratch)
      if (monarchOf(e.after, us) && e.after.rank >= winsAt) g.wins = true;
  return g;
}

OrderTables::OrderTables()
    : m_history(2 * kGridSquares * kGridSquares, 0), m_counters(m_history.size()) {}

void OrderTables::clear() {
  for (auto &k : m_killers) k = {};
  std::fill(m_history.begin(), m_history.end(), 0);
  std::fill(m_counters.begin(), m_counters.end(), Turn{});
}

void OrderTables::age() {
  for (auto &k : m_killers) k = {};
  for (int &h : m_history) h /= 4;
}

std::size_t OrderTables::slot(Color side, const Turn &t) {
  return (std::size_t(index(side)) * kGridSquares + t.from) * kGridSquares + turnAim(t);
}

int OrderTables::killerRank(int ply, const Turn &t) const {
  if (m_killers[std::size_t(ply)][0] == t) return 2;
  return m_killers[std::size_t(ply)][1] == t ? 1 : 0;
}

void OrderTables::addKiller(int ply, const Turn &t) {
  auto &k = m_killers[std::size_t(ply)];
  if (k[0] == t) return;
  k[1] = k[0];
  k[0] = t;
}

void OrderTables::addHistory(Color side, const Turn &t, int bonus) {
  int &h = m_history[slot(side, t)];
  h = std::clamp(h + bonus, -kHistoryCap, kHistoryCap);
}

}  // namespace sc
