#include "ttable.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

namespace sc {

namespace {

constexpr auto kRelaxed = std::memory_order_relaxed;
static_assert(sizeof(Turn) == 6 && std::is_trivially_copyable_v<Turn>,
              "a turn and a score fill one word");

}  // namespace

void TranspositionTable::resize(std::size_t megabytes) {
  const std::size_t want = std::max<std::size_t>(1, megabytes) * 1024 * 1024 / sizeof(Slot);
  std::size_t buckets = 1;
  while (buckets * 4 <= want) buckets *= 2;  // a power of two, two entries each
  m_slots = std::make_unique<Slot[]>(buckets * 2);
  m_mask = buckets - 1;
  m_generation = 0;
}

void TranspositionTable::clear() {
  for (std::size_t i = 0; i < slotCount(); ++i) save(m_slots[i], TTEntry{});
  m_generation = 0;
}

TTEntry TranspositionTable::load(const Slot &s) {
  const std::uint64_t a = s.a.load(kRelaxed), b = s.b.load(kRelaxed);
  return unpack(s.check.load(kRelaxed) ^ a ^ b, a, b);
}

TTEntry TranspositionTable::unpack(Key key, std::uint64_t a, std::uint64_t b) {
  TTEntry e;
  e.key = key;
  std::memcpy(static_cast<void *>(&e.turn), &a, sizeof e.turn);
  e.score = std::int16_t(std::uint16_t(a >> 48));
  e.depth = std::int8_t(std::uint8_t(b));
  e.bound = Bound(std::uint8_t(b >> 8));
  e.generation = std::uint8_t(b >> 16);
  return e;
}

void TranspositionTable::save(Slot &s, const TTEntry &e) {
  std::uint64_t a = 0;
  std::memcpy(&a, &e.turn, sizeof e.turn);
  a |= std::uint64_t(std::uint16_t(e.score)) << 48;
  const std::uint64_t b = std::uint64_t(std::uint8_t(e.depth)) |
                          std::uint64_t(std::uint8_t(e.bound)) << 8 |
                          std::uint64_t(e.generation) << 16;
  s.a.store(a, kRelaxed);
  s.b.store(b, kRelaxed);
  s.check.store(e.key ^ a ^ b, kRelaxed);
}

std::optional<TTEntry> TranspositionTable::probe(Key key) const {
  const Slot *bucket = &m_slots[(key & m_mask) * 2];
  for (int i = 0; i < 2; ++i) {
    // Only a match is unpacked: most probes miss.
    const std::uint64_t a = bucket[i].a.load(kRelaxed), b = bucket[i].b.load(kRelaxed);
    if ((bucket[i].check.load(kRelaxed) ^ a ^ b) != key) continue;
    const TTEntry e = unpack(key, a, b);
    if (e.bound != Bound::None) return e;
  }
  return std::nullopt;
}

void TranspositionTable::store(Key key, int depth, int score, Bound bound, const Turn &turn) {
  Slot *bucket = &m_slots[(key & m_mask) * 2];
  const TTEntry old[2] = {load(bucket[0]), load(bucket[1])};
  int slot = old[0].key == key ? 0 : old[1].key == key ? 1 : -1;
  if (slot < 0) {
    // The shallower entry goes, with two plies of depth for every search of age.
    auto worth = [this](const TTEntry &e) {
      return e.depth - 2 * std::uint8_t(m_generation - e.generation);
    };
    slot = worth(old[0]) <= worth(old[1]) ? 0 : 1;
    // A quiescence result (depth <= 0) does not push out this search's
    // main-search result: those are fewer and cost more.
    if (depth <= 0 && old[slot].depth > 0 && old[slot].generation == m_generation) return;
  } else if (old[slot].generation == m_generation &&
             (depth <= 0 ? depth < old[slot].depth
                         : bound != Bound::Exact && depth < old[slot].depth - 2)) {
    // A much deeper result for the same position is worth more; a
    // quiescence result never replaces a deeper one.
    return;
  }
  TTEntry e;
  e.key = key;
  const bool keepTurn = turn.from == turn.to && turn.kind == TurnKind::Move && old[slot].key == key;
  e.turn = keepTurn ? old[slot].turn : turn;
  e.score = std::int16_t(score);
  e.depth = std::int8_t(std::clamp(depth, -64, 127));
  e.bound = bound;
  e.generation = m_generation;
  save(bucket[slot], e);
}

int TranspositionTable::hashfull() const {
  const std::size_t n = std::min<std::size_t>(1000, slotCount());
  int used = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const TTEntry e = load(m_slots[i]);
    used += e.bound != Bound::None && e.generation == m_generation;
  }
  return int(used * 1000 / n);
}

}  // namespace sc
