// Game ends as the search sees them. sc::evaluateStatus generates every legal
// turn, too slow for each node; these checks read counters and, only after a
// turn that changed material, one scan of the board.
#pragma once

#include <vector>

#include "position.h"

namespace sc {

enum class NodeEnd : std::uint8_t { None, Loss, Win, Draw };

// From the side to move's view: S18 (no monarch), and when `materialChanged`
// (the last turn shot, unloaded or exploded, D17; in chess took or moved a
// pawn, C10) S22 insufficient force, S21 bare monarchs and C9 insufficient
// material, each where the ruleset has it. Checkmate, stalemate and the quiet rule need the legal
// turns and are judged by the search where it has them (D16 order).
NodeEnd staticEnd(const Position &pos, bool materialChanged);

// The keys of the game before the root and of the search path, for S21
// repetition. Reserved once per search, so pushing never allocates.
class KeyHistory {
 public:
  // `game`: the keys of the positions before the root, oldest first.
  void reset(const std::vector<Key> &game, Key root);
  void push(Key k) { m_keys.push_back(k); }
  void pop() { m_keys.pop_back(); }

  // A null move (search only) is not a turn: nothing before it can repeat.
  int fence() const { return m_fence; }
  void setFence(int f) { m_fence = f; }
  int size() const { return int(m_keys.size()); }

  // Whether the last pushed position is scored a draw: it occurred before on
  // the search path (a repetition the side could force), or the game before
  // the root holds it often enough that this is the S21 third time.
  // Only the last `quietPlies` positions can match: every shot lowers the
  // board's ranks for good, so nothing before it recurs.
  bool repeated(int quietPlies, int repetitions) const;

 private:
  std::vector<Key> m_keys;
  int m_root = 0;
  int m_fence = 0;
};

}  // namespace sc
