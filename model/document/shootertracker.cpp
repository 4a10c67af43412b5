#include "shootertracker.h"

#include <array>

int ShooterTracker::newId(State &state, sc::Square square, const sc::Cell &cell) {
  const int id = int(state.squareOf.size());
  state.squareOf.push_back(square);
  state.rank.push_back(cell.rank);
  if (int(m_startRank.size()) <= id) m_startRank.push_back(cell.rank);
  return id;
}

void ShooterTracker::reset(const sc::Position &root) {
  m_states.assign(1, State{});
  m_startRank.clear();
  for (sc::Square s : root.variant().squares())
    if (!root.at(s).empty()) newId(m_states[0], s, root.at(s));
}

void ShooterTracker::push(const sc::EditList &edits) {
  State next = top();
  std::array<std::int16_t, sc::kGridSquares> idAt;
  idAt.fill(-1);
  for (size_t id = 0; id < next.squareOf.size(); ++id)
    if (next.squareOf[id] >= 0) idAt[size_t(next.squareOf[id])] = std::int16_t(id);

  // Shooters lifted off a square in this turn, waiting to land elsewhere (a
  // move, a series, a replace, a pair's translation or rotation) or not (shot
  // down, unloaded, exploded).
  struct Lifted {
    int id;
    sc::Cell cell;
  };
  std::vector<Lifted> lifted;
  for (const sc::Edit &e : edits) {
    if (e.offBoard) continue;  // a reserve or counter slot (K20-K24), no square
    const sc::Cell &b = e.before, &a = e.after;
    const bool same = !b.empty() && !a.empty() && a.type == b.type && a.color == b.color;
    if (same) {
      const int id = idAt[e.square];
      if (id >= 0) next.rank[size_t(id)] = a.rank;
      continue;
    }
    if (!b.empty() && idAt[e.square] >= 0) {
      const int id = idAt[e.square];
      lifted.push_back({id, b});
      next.squareOf[size_t(id)] = -1;
      idAt[e.square] = -1;
    }
    if (a.empty()) continue;
    // The cell that lands is the lifted one unchanged (a move, a translation)
    // or with a new bridge (a rotation): match exactly first, then by kind.
    int found = -1;
    for (int i = int(lifted.size()) - 1; i >= 0 && found < 0; --i)
      if (lifted[size_t(i)].cell == a) found = i;
    for (int i = int(lifted.size()) - 1; i >= 0 && found < 0; --i)
      if (lifted[size_t(i)].cell.type == a.type && lifted[size_t(i)].cell.color == a.color)
        found = i;
    int id;
    if (found >= 0) {
      id = lifted[size_t(found)].id;
      lifted.erase(lifted.begin() + found);
      next.squareOf[size_t(id)] = e.square;
      next.rank[size_t(id)] = a.rank;
    } else {
      id = newId(next, e.square, a);
    }
    idAt[e.square] = std::int16_t(id);
  }
  m_states.push_back(std::move(next));
}

void ShooterTracker::pop() {
  if (m_states.size() > 1) m_states.pop_back();
}

std::vector<int> ShooterTracker::alive() const {
  std::vector<int> out;
  const State &s = top();
  for (size_t id = 0; id < s.squareOf.size(); ++id)
    if (s.squareOf[id] >= 0) out.push_back(int(id));
  return out;
}

int ShooterTracker::previousRank(int id) const {
  if (m_states.size() < 2) return rank(id);
  const State &before = m_states[m_states.size() - 2];
  if (size_t(id) >= before.squareOf.size() || before.squareOf[size_t(id)] < 0) return rank(id);
  return before.rank[size_t(id)];
}
