#include "game.h"

#include <algorithm>

#include "movegen.h"

namespace sc {

Key repetitionKey(const Position &pos) {
  if (!pos.hasEnPassant() || enPassantUsable(pos)) return pos.key();
  return pos.key() ^ pos.variant().epKey(pos.enPassant());
}

int occurrences(const Position &pos) {
  // The keys of earlier positions are in the history, so nothing is undone
  // or copied. Before the last turn that reset the quiet counter (a shot, a
  // capture, a pawn's move: nothing that can be taken back) no position can
  // come again, so only the quiet plies are read; each of them, as a fortune
  // of war leaves the same side to move (K24) and the key holds the side.
  const Variant &v = pos.variant();
  const bool usable = enPassantUsable(pos);
  const Key bare = pos.hasEnPassant() ? pos.key() ^ v.epKey(pos.enPassant()) : pos.key();
  const int window = std::min(pos.quietPlies(), pos.historySize());
  int seen = 1;
  for (int back = 1; back <= window; ++back) {
    Square crossed = 0;
    const bool hadEp = pos.enPassantBefore(back, crossed);
    if ((hadEp ? pos.keyBefore(back) ^ v.epKey(crossed) : pos.keyBefore(back)) != bare) continue;
    // The same board and side to move: its square counts where it gave a
    // turn there, which is here (C11 compares the FEN as C13 writes it).
    bool itsUsable = false;
    if (hadEp && pos.hasEnPassant() && crossed == pos.enPassant()) {
      itsUsable = usable;
    } else if (hadEp) {
      Position probe = pos;
      probe.setEnPassant(true, crossed);
      itsUsable = enPassantUsable(probe);
    }
    if (itsUsable == usable && (!usable || crossed == pos.enPassant())) ++seen;
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
