// A line of play from a start position: the positions' keys for S21
// repetition, and the game's status including repetition.
#pragma once

#include <vector>

#include "status.h"

namespace sc {

class Game {
 public:
  explicit Game(Position start);

  const Position &position() const { return m_pos; }
  Position &position() { return m_pos; }
  const std::vector<Turn> &turns() const { return m_turns; }

  // Plays a legal turn.
  void play(const Turn &t);
  // Takes back the last turn; false when there is none.
  bool takeBack();

  // How often the current position (placement, ranks, bridges, side) occurred.
  int occurrences() const;
  Status status();

 private:
  Position m_pos;
  std::vector<Turn> m_turns;
  std::vector<Key> m_keys;  // key of every position, the current one last
};

}  // namespace sc
