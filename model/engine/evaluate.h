// Static evaluation for the search: ranks weighted by shooter type, monarch
// safety, mobility and bridges, in centi-ranks (a pawn's one rank is about
// 100) from the point of view of the side to move.
#pragma once

#include <vector>

#include "position.h"

namespace sc {

// Evaluation tables derived once from a variant's piece types, so a ruleset
// with other shooters is evaluated without code changes.
class Evaluator {
 public:
  explicit Evaluator(const Variant &variant);

  int evaluate(const Position &pos) const;

  // The material value, in centipawns, that the piece data gives a piece
  // that takes by moving (C2): its mobility on an empty board, a slide's
  // far squares discounted by the chance that the path is open, a piece
  // held to one square colour discounted, a piece that promotes (C6) worth
  // at least its best promotion discounted by the steps to get there. Read
  // by the evaluator for such pieces and printed by the tests and the docs.
  static int materialValue(const Variant &variant, int pieceIndex);

  // What one shooter is worth on its own: its rank times its type's weight,
  // plus what being there is worth (a monarch's premium, S18: the monarchs
  // are the game; a unit's presence for the others, so that unloading a
  // pawn onto a rook, S14, is not free). Ordering and quiescence price shots
  // with it, so taking a shooter down is worth more than wounding it. A piece
  // that takes by moving (C2) has rank 1 where a ruleset has no ranks, and
  // its type's weight is its whole material value (materialValue()).
  int cellValue(const Cell &c) const {
    if (c.empty()) return 0;
    const TypeInfo &t = m_types[std::size_t(c.pieceIndex())];
    return c.rank * t.perRank + t.presence;
  }

 private:
  struct TypeInfo {
    int perRank = 100;
    int presence = 0;  // the monarch premium, or a unit's worth
    bool monarch = false;
    int mobility = 0;  // per square the shooter could move to
    // C6: what advancing is worth by relative rank (0 = own first), for a
    // piece that promotes; empty otherwise.
    std::vector<int> advance;
  };

  int mobility(const Position &pos, Square s, const Cell &c) const;
  int shooting(const Position &pos, Square s, const Cell &c) const;
  int monarchDanger(const Position &pos, Square m, const Cell &c) const;

  std::vector<TypeInfo> m_types;  // by piece index
};

}  // namespace sc
