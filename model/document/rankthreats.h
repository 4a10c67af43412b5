// ThreatFinder: which enemy shooters could shoot down each shooter on their
// next turn. For each side it generates that side's legal turns with the side
// to move set to it (sc::generateLegal) and reads each turn's edits
// (sc::computeEdits): the rules stay in the core. One entry per attacking
// shooter and target, with the simplest kind of turn that does it.
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "position.h"

struct Threat {
  sc::Square attacker = 0;  // the acting shooter (a pair's shooting member, a rotation's mover)
  sc::Turn turn;            // the simplest turn of that shooter that shoots the target down
  int attackRank = 0;       // S15b: the pair's higher rank when bridged
};

class ThreatFinder {
 public:
  ThreatFinder();
  ~ThreatFinder();

  // Fills threats(s) for every shooter of both sides. `pos` is restored.
  void compute(sc::Position &pos);
  const std::vector<Threat> &threats(sc::Square target) const { return m_threats[target]; }

 private:
  void computeFor(sc::Position &pos, sc::Color attacker);

  std::array<std::vector<Threat>, sc::kGridSquares> m_threats;
  std::unique_ptr<sc::TurnList> m_turns;  // 48 KB: kept, not put on the stack per call
};
