// Cannon Battle Chess (K1-K31): turn generation, check and the edits of its
// turns. The ruleset switches it on with its "battlefield" key; movegen.h,
// effect.h and status.h hand such positions here. Generation never allocates.
#pragma once

#include "position.h"

namespace sc::battlefield {

// K4-K24: every declaration of the side to move, its own king's safety
// aside (K26). With a fortune of war due, only its outcomes (K24).
void generatePseudoLegal(const Position &pos, TurnList &out);
// The same, keeping the turns that leave the mover's king safe (K26) and the
// outcomes that leave the side not to move out of check (K24).
void generateLegal(Position &pos, TurnList &out);
bool isLegal(Position &pos, const Turn &t);

// K26: whether `by` has a turn that would capture the piece on `sq` or whose
// blast would cover it (with the option king-blast=royal).
bool attacked(const Position &pos, Square sq, Color by);
// The square of a side's king, or false.
bool kingSquare(const Position &pos, Color c, Square &out);
// K26: the king of `side` is attacked by the other side.
bool inCheck(const Position &pos, Color side);

// K11-K24: the edits of a turn; returns whether it resets the quiet counter (K29).
bool computeEdits(const Position &pos, const Turn &t, EditList &out);

// K24a: the odds of a chance outcome among the legal `outcomes`, by the
// ruleset's weights (card, then the Ace's kind, then evenly).
double chanceOdds(const Position &pos, const TurnList &outcomes, const Turn &t);
// The index in `outcomes` that a uniform draw `r` in [0, 1) picks by those
// odds (a seeded generator's, so that a recorded game replays), or -1.
int drawChance(const Position &pos, const TurnList &outcomes, double r);
// A number in [0, 1) fixed by a position's key: a seed for drawing where no
// generator is at hand, so that a replayed match or search draws the same.
double keyedDraw(Key key);

// Small helpers shared by the generator, the effects and the notation.
bool isCrater(const Position &pos, Square s);
// K22, K23: the first square of a side's base line with neither piece nor crater.
bool firstFreeBaseSquare(const Position &pos, Color c, Square &out);
// K17-K19: the members of the frontal attack of the piece on `from` over
// `distance`: their squares in file order, the last possibly a taker. Returns
// their count (0 or 1: no frontal attack).
int frontalMembers(const Position &pos, Square from, int distance, Square *members, bool &takes);
// K11: whether the cannon on `s` has its side's ammunition right behind it.
bool canFire(const Position &pos, Square s);

}  // namespace sc::battlefield
