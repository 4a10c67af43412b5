#include "ttable.h"

#include <algorithm>

namespace sc {

void TranspositionTable::resize(std::size_t megabytes) {
  const std::size_t want = std::max<std::size_t>(1, megabytes) * 1024 * 1024 / sizeof(TTEntry);
  std::size_t buckets = 1;
  while (buckets * 4 <= want) buckets *= 2;  // a power of two, two entries each
  m_entries.assign(buckets * 2, TTEntry{});
  m_mask = buckets - 1;
  m_generation = 0;
}

void TranspositionTable::clear() {
  std::fill(m_entries.begin(), m_entries.end(), TTEntry{});
  m_generation = 0;
}

const TTEntry *TranspositionTable::probe(Key key) const {
  const TTEntry *bucket = &m_entries[(key & m_mask) * 2];
  for (int i = 0; i < 2; ++i)
    if (bucket[i].key == key && bucket[i].bound != Bound::None) return &bucket[i];
  return nullptr;
}

void TranspositionTable::store(Key key, int depth, int score, Bound bound, const Turn &turn) {
  TTEntry *bucket = &m_entries[(key & m_mask) * 2];
  TTEntry *slot = nullptr;
  for (int i = 0; i < 2 && !slot; ++i)
    if (bucket[i].key == key) slot = &bucket[i];
  if (!slot) {
    // The shallower entry goes, with two plies of depth for every search of age.
    auto worth = [this](const TTEntry &e) {
      return e.depth - 2 * std::uint8_t(m_generation - e.generation);
    };
    slot = worth(bucket[0]) <= worth(bucket[1]) ? &bucket[0] : &bucket[1];
    // A quiescence result (depth <= 0) does not push out this search's
    // main-search result: those are fewer and cost more.
    if (depth <= 0 && slot->depth > 0 && slot->generation == m_generation) return;
  } else if (slot->generation == m_generation &&
             (depth <= 0 ? depth < slot->depth
                         : bound != Bound::Exact && depth < slot->depth - 2)) {
    // A much deeper result for the same position is worth more; a
    // quiescence result never replaces a deeper one.
    return;
  }
  const bool keepTurn = turn.from == turn.to && turn.kind == TurnKind::Move && slot->key == key;
  slot->key = key;
  if (!keepTurn) slot->turn = turn;
  slot->score = std::int16_t(score);
  slot->depth = std::int8_t(std::clamp(depth, -64, 127));
  slot->bound = bound;
  slot->generation = m_generation;
}

int TranspositionTable::hashfull() const {
  const std::size_t n = std::min<std::size_t>(1000, m_entries.size());
  int used = 0;
  for (std::size_t i = 0; i < n; ++i)
    used += m_entries[i].bound != Bound::None && m_entries[i].generation == m_generation;
  return int(used * 1000 / n);
}

}  // namespace sc
