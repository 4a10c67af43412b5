#include "game.h"

#include <algorithm>

namespace sc {

Game::Game(Position start) : m_pos(std::move(start)) { m_keys.push_back(m_pos.key()); }

void Game::play(const Turn &t) {
  m_pos.make(t);
  m_turns.push_back(t);
  m_keys.push_back(m_pos.key());
}

bool Game::takeBack() {
  if (m_turns.empty()) return false;
  m_pos.undo();
  m_turns.pop_back();
  m_keys.pop_back();
  return true;
}

int Game::occurrences() const {
  return int(std::count(m_keys.begin(), m_keys.end(), m_keys.back()));
}

Status Game::status() {
  Status s = evaluateStatus(m_pos);
  // S21: repetition is a draw unless the position is already decided otherwise.
  if ((s.outcome == Outcome::Ongoing) && occurrences() >= m_pos.rules().repetitions)
    return {Outcome::Draw, EndReason::Repetition};
  return s;
}

}  // namespace sc
