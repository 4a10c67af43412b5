// Transposition table over Position::key(): a fixed array allocated when it is
// sized, never during a search. Two entries per bucket, replaced by depth and
// age, so a long analysis keeps its deep results.
#pragma once

#include <cstddef>
#include <vector>

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
  // Called once per search, so older entries give way first.
  void newSearch() { ++m_generation; }

  const TTEntry *probe(Key key) const;
  void store(Key key, int depth, int score, Bound bound, const Turn &turn);

  // Permille of sampled entries written in this search (UCI hashfull).
  int hashfull() const;

 private:
  std::vector<TTEntry> m_entries;
  std::size_t m_mask = 0;  // bucket index mask; a bucket is two entries
  std::uint8_t m_generation = 0;
};

}  // namespace sc
