// Transposition table over Position::key(): a fixed array allocated when it is
// sized, never during a search. Two entries per bucket, replaced by depth and
// age, so a long analysis keeps its deep results.
//
// Lazy SMP threads read and write it without locks. An entry is three 64-bit
// words stored and loaded one by one (relaxed atomics, plain moves on x86):
// the data in two, and the key XOR the data in the third, so an entry torn
// by two writers, or read while it is written, fails its key check and is
// a miss (the lockless table of Hyatt and Mann, 2002).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "types.h"

namespace sc {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
  Key key = 0;
  Turn turn;  // the best or refuting turn; a null turn (from == to, Move) when none
  std::int16_t score = 0;
  std::int8_t depth = 0;  // quiescence stores -qply: 0 to -64
  Bound bound = Bound::None;
  std::uint8_t generation = 0;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

  // Reallocates (the only allocation) and clears.
  void resize(std::size_t megabytes);
  void clear();
  // Called once per search, before its helpers start, so older entries give way first.
  void newSearch() { ++m_generation; }

  // A copy of the entry for `key`, whole, or nothing.
  std::optional<TTEntry> probe(Key key) const;
  void store(Key key, int depth, int score, Bound bound, const Turn &turn);

  // Permille of sampled entries written in this search (UCI hashfull).
  int hashfull() const;

 private:
  struct Slot {
    std::atomic<std::uint64_t> check{0};  // key ^ a ^ b
    std::atomic<std::uint64_t> a{0};      // the turn and the score
    std::atomic<std::uint64_t> b{0};      // depth, bound, generation
  };
  // A torn slot loads with a key that is no position's (an empty one's is 0).
  static TTEntry load(const Slot &s);
  static TTEntry unpack(Key key, std::uint64_t a, std::uint64_t b);
  static void save(Slot &s, const TTEntry &e);

  std::size_t slotCount() const { return (m_mask + 1) * 2; }

  std::unique_ptr<Slot[]> m_slots;
  std::size_t m_mask = 0;  // bucket index mask; a bucket is two entries
  std::uint8_t m_generation = 0;
};

}  // namespace sc
