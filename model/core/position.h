// The state of a game at one moment, changed only by make/undo of a Turn.
// make() computes the turn's edits (effect.h), applies them and pushes a small
// undo record; undo() replays that record backwards. The history buffer is
// reserved once, so a search or perft never allocates per node.
#pragma once

#include <bit>
#include <type_traits>
#include <utility>
#include <vector>

#include "variant.h"

namespace sc {

// The attack rank of a bridged shooter of rank `firerRank` on `firer` whose
// partner of rank `partnerRank` stands on `partner`, shooting at `target`:
// S15b's higher rank, or F15's rank of the member nearer to the target (files
// plus ranks apart; side by side members never tie) plus half the other's.
int pairAttackRank(PairAttack rule, Square firer, int firerRank, Square partner, int partnerRank,
                   Square target);

class Position {
 public:
  explicit Position(VariantPtr variant);

  const Variant &variant() const { return *m_variant; }
  const VariantPtr &variantPtr() const { return m_variant; }
  const Ruleset &rules() const { return m_variant->rules(); }

  const Cell &at(Square s) const { return m_board[s]; }
  // Calls f(square) for every square holding a piece of `c`, in ascending
  // square order (the order of Variant::squares(), so a loop over pieces
  // visits them as a loop over the board would): an ending of ten pieces
  // costs ten visits, not a whole board's. An f that returns bool stops the
  // walk by returning false, and the walk then returns false.
  template <class F>
  bool forEachPiece(Color c, F &&f) const {
    return visit(m_occupied[index(c)], f);
  }
  // The same for the pieces of both sides.
  template <class F>
  bool forEachPiece(F &&f) const {
    Occupancy both;
    for (std::size_t w = 0; w < both.size(); ++w) both[w] = m_occupied[0][w] | m_occupied[1][w];
    return visit(both, f);
  }
  // How many pieces of `c` stand on the board.
  int pieceCount(Color c) const { return m_pieces[index(c)]; }
  Color sideToMove() const { return m_side; }
  int quietPlies() const { return m_quiet; }
  int turnNumber() const { return m_turnNumber; }
  Key key() const { return m_key; }
  int monarchCount(Color c) const { return m_monarchs[index(c)]; }
  // Where a monarch of `c` was last put, and still stands: the one square
  // to look at before the whole board (the legality test asks once per turn).
  bool lastMonarch(Color c, Square &out) const {
    const Square s = m_monarchAt[index(c)];
    const Cell &cell = m_board[s];
    if (cell.empty() || cell.color != c || !(m_variant->monarchTypeMask() >> cell.pieceIndex() & 1))
      return false;
    out = s;
    return true;
  }
  // C4: bit r set while castling right r (Variant::castle) is held.
  unsigned castling() const { return m_castling; }
  // C5: the square a pawn crossed on the last turn's two-square step, kept
  // only while an enemy pawn stands beside it (it may take en passant).
  // K20-K24: the off-board slots (types.h): fortune of war, credits, lost
  // counters and pools. All are 0 in the rule systems that have none.
  int slot(int i) const { return m_slots[std::size_t(i)]; }
  int fortune() const { return m_slots[kSlotFortune]; }  // 0: none left
  int credit(Color c) const { return m_slots[std::size_t(slotCredit(c))]; }
  int lost(Color c) const { return m_slots[std::size_t(slotLost(c))]; }
  int pool(Color c, int pieceIndex) const { return m_slots[std::size_t(slotPool(c, pieceIndex))]; }
  // K24: the side to move must first play the fortune of war.
  bool fortuneDue() const { return m_slots[kSlotFortune] != 0 && m_turnNumber >= fortune(); }
  bool hasEnPassant() const { return m_hasEp; }
  Square enPassant() const { return m_ep; }

  // The bridge partner of a bridged shooter.
  Square partner(Square s) const;
  // S15b: a shooter shoots, and is shot, with the higher rank of its pair.
  int pairRank(Square s) const;
  // The rank the shooter on `s` fires at `target` with, where it stands now:
  // its own, or its pair's by the ruleset's pair attack rule (S15b, F15).
  int attackRank(Square s, Square target) const;

  // --- set-up (SFEN reading, the board editor); keeps the key consistent.
  void clear();
  void setCell(Square s, const Cell &c);
  void setSideToMove(Color c);
  void setQuietPlies(int n) { m_quiet = n; }
  void setTurnNumber(int n) { m_turnNumber = n; }
  void setCastling(unsigned rights);
  void setEnPassant(bool has, Square crossed = 0);
  void setSlot(int i, int value);
  // C4: the rights whose king and rook stand on their squares (what a set-up
  // position may hold); C5: whether `crossed` can be the en-passant square,
  // a pawn of the side that just moved beside a pawn that may take it.
  unsigned possibleCastling() const;
  bool enPassantPossible(Square crossed) const;

  // --- play. make() assumes a legal (or at least pseudo-legal) turn.
  void make(const Turn &t);
  void undo();
  // Makes room for `plies` more turns than are made now, so that making them
  // allocates nothing (a search's hot path; a new or copied position has room
  // for none, and grows as turns are made).
  void reserveHistory(int plies);
  // The edits of the last turn made, for views that animate or highlight it.
  const EditList &lastEdits() const {
    return m_history.records[std::size_t(m_history.ply - 1)].edits;
  }
  int historySize() const { return m_history.ply; }
  // The position `back` turns ago (1 to historySize()), as repetition reads
  // it without undoing anything: its key, and its en-passant square if any.
  Key keyBefore(int back) const { return m_history.records[std::size_t(m_history.ply - back)].key; }
  bool enPassantBefore(int back, Square &crossed) const {
    const Undo &u = m_history.records[std::size_t(m_history.ply - back)];
    crossed = u.ep;
    return u.hasEp;
  }

  // Applies a list of edits as a change of state that is not a turn (the
  // board editor). Not recorded for undo.
  void applyEdits(const EditList &edits);

 private:
  // One bit a grid square (types.h), per side: where its pieces stand.
  using Occupancy = std::array<std::uint64_t, kGridSquares / 64>;
  template <class F>
  static bool visit(const Occupancy &bits, F &f) {
    for (std::size_t w = 0; w < bits.size(); ++w)
      for (std::uint64_t b = bits[w]; b; b &= b - 1) {
        const Square s = Square(w * 64 + std::size_t(std::countr_zero(b)));
        if constexpr (std::is_same_v<std::invoke_result_t<F &, Square>, bool>) {
          if (!f(s)) return false;
        } else {
          f(s);
        }
      }
    return true;
  }

  void apply(const Edit &e);
  void revert(const Edit &e);
  // Puts `after` on `s`: the board, the monarch counts and the occupancy
  // (the key is apply()'s).
  void put(Square s, const Cell &after);
  void updateCastling(const EditList &edits);
  void updateEnPassant(const Turn &t);

  struct Undo {
    EditList edits;
    int quiet = 0;
    int turnNumber = 1;
    Key key = 0;
    std::uint8_t castling = 0;
    bool hasEp = false;
    Square ep = 0;
    Color side = Color::White;
  };

  VariantPtr m_variant;
  std::array<Cell, kGridSquares> m_board{};
  std::array<Occupancy, 2> m_occupied{};
  // The occupancy's popcount, kept: without -mpopcnt std::popcount is a
  // library call, and the attack test asks at every node.
  std::array<int, 2> m_pieces{};
  Color m_side = Color::White;
  int m_quiet = 0;
  int m_turnNumber = 1;
  Key m_key = 0;
  std::array<int, 2> m_monarchs{};
  std::array<Square, 2> m_monarchAt{};
  std::uint8_t m_castling = 0;
  bool m_hasEp = false;
  Square m_ep = 0;
  // Undo records are reused, not re-created: `ply` counts the live ones, so
  // once the buffer is deep enough make() neither allocates nor clears a
  // record. A copy takes the live records only: positions are copied into
  // game trees, lists and caches by the thousand, and spare records (some
  // 570 bytes each) are for searching, which reserves its own.
  struct History {
    std::vector<Undo> records;
    int ply = 0;
    History() = default;
    History(const History &other)
        : records(other.records.begin(), other.records.begin() + other.ply), ply(other.ply) {}
    History &operator=(const History &other) {
      if (this != &other) {
        records.assign(other.records.begin(), other.records.begin() + other.ply);
        ply = other.ply;
      }
      return *this;
    }
    // A moved-from history is empty, its count too, so it stays usable.
    History(History &&other) noexcept
        : records(std::move(other.records)), ply(std::exchange(other.ply, 0)) {
      other.records.clear();
    }
    History &operator=(History &&other) noexcept {
      if (this != &other) {
        records = std::move(other.records);
        ply = std::exchange(other.ply, 0);
        other.records.clear();
      }
      return *this;
    }
  };

  std::array<std::int16_t, kSlots> m_slots{};
  History m_history;
};

}  // namespace sc
