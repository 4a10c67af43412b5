// ShooterTracker: follows the identity of each shooter through the turns of a
// line. A turn is a list of cell edits (sc::EditList); a shooter that leaves
// one square and appears on another in the same turn is the same shooter, so
// "since the start of the game" means something after it has moved. Plain
// C++, one small state per turn, pushed and popped as the line is walked.
#pragma once

#include <cstdint>
#include <vector>

#include "position.h"

class ShooterTracker {
 public:
  // Every shooter of `root` gets an id, in square order.
  void reset(const sc::Position &root);
  // One turn's edits, applied on the top state.
  void push(const sc::EditList &edits);
  void pop();
  // The number of turns pushed.
  int depth() const { return int(m_states.size()) - 1; }

  // The ids of the shooters on the board now, ascending.
  std::vector<int> alive() const;
  sc::Square square(int id) const { return sc::Square(top().squareOf[size_t(id)]); }
  int rank(int id) const { return top().rank[size_t(id)]; }
  // The rank at the root (or when the shooter first appeared).
  int startRank(int id) const { return m_startRank[size_t(id)]; }
  // The rank before the last turn; the current rank at the root.
  int previousRank(int id) const;

 private:
  struct State {
    std::vector<std::int16_t> squareOf;  // per id; -1 once shot down or removed
    std::vector<std::uint8_t> rank;
  };
  const State &top() const { return m_states.back(); }
  int newId(State &state, sc::Square square, const sc::Cell &cell);

  std::vector<State> m_states;
  std::vector<std::uint8_t> m_startRank;
};
