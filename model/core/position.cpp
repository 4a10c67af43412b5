#include "position.h"

#include <algorithm>
#include <cstdlib>

#include "effect.h"

namespace sc {

namespace {
// Deep enough for any search; a longer game grows the buffer once.
constexpr std::size_t kReservedHistory = 1024;
}  // namespace

Position::Position(VariantPtr variant) : m_variant(std::move(variant)) {
  m_history.resize(kReservedHistory);
}

Square Position::partner(Square s) const {
  Square p = s;
  m_variant->neighbour(s, m_board[s].bridge - 1, p);
  return p;
}

int Position::pairRank(Square s) const {
  const Cell &c = m_board[s];
  if (!c.bridged()) return c.rank;
  const int other = m_board[partner(s)].rank;
  return other > c.rank ? other : c.rank;
}

int pairAttackRank(PairAttack rule, Square firer, int firerRank, Square partner, int partnerRank,
                   Square target) {
  if (rule == PairAttack::Higher) return std::max(firerRank, partnerRank);
  auto distance = [target](Square s) {
    return std::abs(fileOf(s) - fileOf(target)) + std::abs(rankOf(s) - rankOf(target));
  };
  return distance(firer) < distance(partner) ? firerRank + partnerRank / 2
                                             : partnerRank + firerRank / 2;
}

int Position::attackRank(Square s, Square target) const {
  const Cell &c = m_board[s];
  if (!c.bridged()) return c.rank;
  const Square p = partner(s);
  return pairAttackRank(rules().pairAttack, s, c.rank, p, m_board[p].rank, target);
}

void Position::clear() {
  m_board.fill(Cell{});
  m_side = Color::White;
  m_quiet = 0;
  m_turnNumber = 1;
  m_key = 0;
  m_monarchs = {0, 0};
  m_ply = 0;
}

void Position::setCell(Square s, const Cell &c) { apply(Edit{s, m_board[s], c}); }

void Position::setSideToMove(Color c) {
  if (c != m_side) m_key ^= m_variant->sideKey();
  m_side = c;
}

void Position::apply(const Edit &e) {
  const Cell &before = m_board[e.square];
  const int mask = m_variant->monarchTypeMask();
  if (!before.empty() && (mask >> before.pieceIndex() & 1)) --m_monarchs[index(before.color)];
  if (!e.after.empty() && (mask >> e.after.pieceIndex() & 1)) ++m_monarchs[index(e.after.color)];
  m_key ^= m_variant->cellKey(e.square, before) ^ m_variant->cellKey(e.square, e.after);
  m_board[e.square] = e.after;
}

void Position::revert(const Edit &e) { apply(Edit{e.square, e.after, e.before}); }

void Position::applyEdits(const EditList &edits) {
  for (const Edit &e : edits) apply(e);
}

void Position::make(const Turn &t) {
  if (m_ply == int(m_history.size())) m_history.emplace_back();
  Undo &u = m_history[m_ply++];
  u.quiet = m_quiet;
  u.turnNumber = m_turnNumber;
  u.key = m_key;

  const bool resets = computeEdits(*this, t, u.edits);
  for (const Edit &e : u.edits) apply(e);

  m_quiet = resets ? 0 : m_quiet + 1;
  if (m_side == Color::Black) ++m_turnNumber;
  m_side = ~m_side;
  m_key ^= m_variant->sideKey();
}

void Position::undo() {
  const Undo &u = m_history[--m_ply];
  for (int i = u.edits.size - 1; i >= 0; --i) revert(u.edits.edits[i]);
  m_side = ~m_side;
  m_quiet = u.quiet;
  m_turnNumber = u.turnNumber;
  m_key = u.key;
}

}  // namespace sc
