// Move ordering: turns that shoot down the most come first, priced from the
// edits they make (effect.h), then killer turns, then quiet turns by how
// often they refuted before (history).
#pragma once

#include <array>
#include <vector>

#include "evaluate.h"
#include "searchdefs.h"

namespace sc {

// Whether a turn of this declaration can shoot at all (the quiescence set).
bool mayShoot(const Turn &t);

// Whether a turn takes by moving or promotes (C2, C5, C6): with the shots,
// the turns that change material, priced by turnGain and searched by the
// quiescence search.
bool takesByMoving(const Turn &t);

// The order score of a turn that gains `gain` (> 0): for a piece that takes
// by moving the cheaper taker comes first among equal victims (it risks
// less); a shot leaves its shooter where it stands and is scored by the gain.
int gainOrder(const Position &pos, const Turn &t, int gain, const Evaluator &eval);

// The material the side to move gains by `t` (negative when it gives some up,
// as an unload or a bomber does), priced by the evaluator, from the edits
// computed into `scratch`. `wins` is set when the turn takes the opponent's
// last monarch (S18), `losesMonarch` when it costs the mover a monarch.
// `takesDown` counts the enemy shooters it removes.
struct Gain {
  int value = 0;
  int takesDown = 0;
  bool wins = false;
  bool losesMonarch = false;
};
Gain turnGain(const Position &pos, const Turn &t, const Evaluator &eval, EditList &scratch);

// The square a turn is about: the declared square when there is one, else
// the target (history tells a rook's shot at d5 from its move to d5 by it).
Square turnAim(const Turn &t);

// Killers per ply and the history table; both fixed size.
class OrderTables {
 public:
  OrderTables();

  void clear();
  // Between searches: old history counts for less, killers start afresh.
  void age();

  // 2 for the first killer at this ply, 1 for the second, 0 otherwise.
  int killerRank(int ply, const Turn &t) const;
  void addKiller(int ply, const Turn &t);

  int history(Color side, const Turn &t) const { return m_history[slot(side, t)]; }
  void addHistory(Color side, const Turn &t, int bonus);
  // The quiet turn that last refuted `previous` (the opponent's turn just
  // made), by the side now to move; a null turn when none.
  const Turn &counter(Color side, const Turn &previous) const {
    return m_counters[slot(~side, previous)];
  }
  void setCounter(Color side, const Turn &previous, const Turn &t) {
    m_counters[slot(~side, previous)] = t;
  }

 private:
  static std::size_t slot(Color side, const Turn &t);

  std::array<std::array<Turn, 2>, kMaxPly> m_killers{};
  std::vector<int> m_history;    // [side][from][destination or target]
  std::vector<Turn> m_counters;  // by the previous turn's history slot
};

}  // namespace sc
