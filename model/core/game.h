// A line of play from a start position, and repetition (S21, C11, M19): a
// position repeats when the fields a FEN or SFEN writes for it, all but the
// counters, are the same.
#pragma once

#include <vector>

#include "status.h"

namespace sc {

// The key of `pos` as repetition compares it: its key, without an en-passant
// square that gives no legal turn (C11 compares the FEN as C13 writes it).
Key repetitionKey(const Position &pos);

// How often the position of `pos` occurred along the turns made to reach it
// (its history), itself included.
int occurrences(const Position &pos);

// The status of `pos` with its history: a repetition is a draw unless the
// position is already decided otherwise (S21, C11).
Status evaluateGameStatus(Position &pos);

class Game {
 public:
  explicit Game(Position start) : m_pos(std::move(start)) {}

  const Position &position() const { return m_pos; }
  Position &position() { return m_pos; }
  const std::vector<Turn> &turns() const { return m_turns; }

  // Plays a legal turn.
  void play(const Turn &t);
  // Takes back the last turn; false when there is none.
  bool takeBack();

  // How often the current position occurred in this game.
  int occurrences() const { return sc::occurrences(m_pos); }
  Status status() { return evaluateGameStatus(m_pos); }

 private:
  Position m_pos;
  std::vector<Turn> m_turns;
};

}  // namespace sc
