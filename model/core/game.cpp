#include "game.h"

#include "movegen.h"

namespace sc {

Key repetitionKey(const Position &pos) {
  if (!pos.hasEnPassant() || enPassantUsable(pos)) return pos.key();
  Position without = pos;
  without.setEnPassant(false);
  return without.key();
}

int occurrences(const Position &pos) {
  // The history holds edits, not positions: walk back on a copy. A game is a
  // few hundred turns, and this runs once a turn, never in a search.
  Position back = pos;
  const Key key = repetitionKey(pos);
  int seen = 1;
  for (int ply = 1; back.historySize() > 0; ++ply) {
    back.undo();
    if (ply % 2 == 0 && repetitionKey(back) == key) ++seen;
  }
  return seen;
}

Status evaluateGameStatus(Position &pos) {
  Status s = evaluateStatus(pos);
  if (s.outcome == Outcome::Ongoing && occurrences(pos) >= pos.rules().repetitions)
    return {Outcome::Draw, EndReason::Repetition};
  return s;
}

void Game::play(const Turn &t) {
  m_pos.make(t);
  m_turns.push_back(t);
}

bool Game::takeBack() {
  if (m_turns.empty()) return false;
  m_pos.undo();
  m_turns.pop_back();
  return true;
}

}  // namespace sc
