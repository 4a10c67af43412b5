#include "position.h"

#include <algorithm>
#include <cstdlib>

#include "effect.h"

namespace sc {

Position::Position(VariantPtr variant) : m_variant(std::move(variant)) {}

void Position::reserveHistory(int plies) {
  const std::size_t need = std::size_t(m_history.ply) + std::size_t(std::max(plies, 0));
  if (m_history.records.size() < need) m_history.records.resize(need);
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
  m_occupied = {};
  m_pieces = {};
  m_side = Color::White;
  m_quiet = 0;
  m_turnNumber = 1;
  m_key = 0;
  m_monarchs = {0, 0};
  m_castling = 0;
  m_hasEp = false;
  m_ep = 0;
  m_slots.fill(0);
  m_history.ply = 0;
}

void Position::setSlot(int i, int value) {
  apply(Edit{Square(i), Cell{}, Cell{}, true, m_slots[std::size_t(i)], std::int16_t(value)});
}

void Position::setCastling(unsigned rights) {
  for (int r = 0; r < m_variant->castleRights(); ++r)
    if ((rights ^ m_castling) >> r & 1) m_key ^= m_variant->castleKey(r);
  m_castling = std::uint8_t(rights);
}

void Position::setEnPassant(bool has, Square crossed) {
  if (m_hasEp) m_key ^= m_variant->epKey(m_ep);
  m_hasEp = has;
  m_ep = has ? crossed : 0;
  if (m_hasEp) m_key ^= m_variant->epKey(m_ep);
}

unsigned Position::possibleCastling() const {
  unsigned rights = 0;
  for (int r = 0; r < m_variant->castleRights(); ++r) {
    const Variant::Castle &c = m_variant->castle(r);
    const Cell &k = m_board[c.king], &rook = m_board[c.rook];
    if (!k.empty() && k.color == c.color && m_variant->piece(k).castles && !rook.empty() &&
        rook.color == c.color && m_variant->piece(rook).castlingRook)
      rights |= 1u << r;
  }
  return rights;
}

bool Position::enPassantPossible(Square crossed) const {
  const Color mover = ~m_side;                      // the side that made the two-square step
  const int back = mover == Color::White ? -1 : 1;  // towards the rank it left
  const int from = rankOf(crossed) + back, now = rankOf(crossed) - back;
  if (!m_variant->onBoard(fileOf(crossed), from) || !m_variant->onBoard(fileOf(crossed), now))
    return false;
  if (m_variant->relativeRank(crossed, mover) != 2) return false;
  const Square fromSq = makeSquare(fileOf(crossed), from), nowSq = makeSquare(fileOf(crossed), now);
  const Cell &passed = m_board[nowSq];
  if (!m_board[crossed].empty() || !m_board[fromSq].empty() || passed.empty() ||
      passed.color != mover || !m_variant->piece(passed).enPassant)
    return false;
  for (int d : {E, W}) {
    Square n;
    if (!m_variant->neighbour(nowSq, d, n)) continue;
    const Cell &c = m_board[n];
    if (!c.empty() && c.color == m_side && m_variant->piece(c).enPassant) return true;
  }
  return false;
}

// C4: a right is lost for good once its king or rook leaves its square or is
// taken there; a piece that stays put (a capture that does not move) keeps it.
void Position::updateCastling(const EditList &edits) {
  unsigned lost = 0;
  for (const Edit &e : edits)
    if (!e.offBoard && (e.after.type != e.before.type || e.after.color != e.before.color))
      lost |= m_variant->castleRightsAt(e.square);
  if (m_castling & lost) setCastling(m_castling & ~lost);
}

// C5: the crossed square is kept only when an enemy pawn beside the arrival
// square could take en passant; otherwise equal positions would differ.
void Position::updateEnPassant(const Turn &t) {
  bool has = false;
  Square crossed = 0;
  if (t.kind == TurnKind::Move && (t.flags & Turn::kDoubleStep)) {
    crossed = makeSquare(fileOf(t.to), (rankOf(t.from) + rankOf(t.to)) / 2);
    const Color mover = m_board[t.to].color;
    for (int d : {E, W}) {
      Square n;
      if (!m_variant->neighbour(t.to, d, n)) continue;
      const Cell &c = m_board[n];
      has |= !c.empty() && c.color != mover && m_variant->piece(c).enPassant;
    }
  }
  if (has || m_hasEp) setEnPassant(has, crossed);
}

void Position::setCell(Square s, const Cell &c) { apply(Edit{s, m_board[s], c}); }

void Position::setSideToMove(Color c) {
  if (c != m_side) m_key ^= m_variant->sideKey();
  m_side = c;
}

void Position::apply(const Edit &e) {
  if (e.offBoard) {  // K20-K24: a slot, keyed like a cell
    m_key ^= m_variant->slotKey(e.square, e.was) ^ m_variant->slotKey(e.square, e.now);
    m_slots[e.square] = e.now;
    return;
  }
  m_key ^= m_variant->cellKey(e.square, m_board[e.square]) ^ m_variant->cellKey(e.square, e.after);
  put(e.square, e.after);
}

// undo() takes the key back from its record, so no key is computed here.
void Position::revert(const Edit &e) {
  if (e.offBoard)
    m_slots[e.square] = e.was;
  else
    put(e.square, e.before);
}

void Position::put(Square s, const Cell &after) {
  const Cell &before = m_board[s];
  const int mask = m_variant->monarchTypeMask();
  if (!before.empty() && (mask >> before.pieceIndex() & 1)) --m_monarchs[index(before.color)];
  if (!after.empty() && (mask >> after.pieceIndex() & 1)) {
    ++m_monarchs[index(after.color)];
    m_monarchAt[index(after.color)] = s;
  }
  const std::uint64_t bit = std::uint64_t{1} << (s % 64);
  if (!before.empty()) {
    m_occupied[index(before.color)][s / 64] &= ~bit;
    --m_pieces[index(before.color)];
  }
  if (!after.empty()) {
    m_occupied[index(after.color)][s / 64] |= bit;
    ++m_pieces[index(after.color)];
  }
  m_board[s] = after;
}

void Position::applyEdits(const EditList &edits) {
  for (const Edit &e : edits) apply(e);
}

void Position::make(const Turn &t) {
  if (m_history.ply == int(m_history.records.size())) m_history.records.emplace_back();
  Undo &u = m_history.records[std::size_t(m_history.ply++)];
  u.quiet = m_quiet;
  u.turnNumber = m_turnNumber;
  u.key = m_key;
  u.castling = m_castling;
  u.hasEp = m_hasEp;
  u.ep = m_ep;
  u.side = m_side;

  const bool resets = computeEdits(*this, t, u.edits);
  for (const Edit &e : u.edits) apply(e);
  if (m_castling) updateCastling(u.edits);
  if (m_hasEp || (t.flags & Turn::kDoubleStep)) updateEnPassant(t);

  if (t.kind == TurnKind::Chance) {  // K24: the same side moves next, the turn number stays
    if (resets) m_quiet = 0;
    return;
  }
  m_quiet = resets ? 0 : std::min(m_quiet + 1, kMaxCounter);
  if (m_side == Color::Black && m_turnNumber < kMaxCounter) ++m_turnNumber;
  m_side = ~m_side;
  m_key ^= m_variant->sideKey();
}

void Position::undo() {
  const Undo &u = m_history.records[std::size_t(--m_history.ply)];
  for (int i = u.edits.size - 1; i >= 0; --i) revert(u.edits[i]);
  if (m_side != u.side) m_side = ~m_side;
  m_quiet = u.quiet;
  m_turnNumber = u.turnNumber;
  m_key = u.key;
  m_castling = u.castling;
  m_hasEp = u.hasEp;
  m_ep = u.ep;
}

}  // namespace sc
