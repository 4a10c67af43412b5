// Legal turn generation (S8-S16, S19, S19a) and the attack test behind check.
#pragma once

#include "position.h"

namespace sc {

// Every turn the side to move may declare, pseudo-legal: the rules of actions,
// without S19/S19a. Never allocates.
void generatePseudoLegal(const Position &pos, TurnList &out);

// The pseudo-legal turns quiescence looks at, a subset of the above in the
// same order: a piece that takes by moving (C2) gives only its captures and
// promotions; every other piece all its turns.
void generateTactical(const Position &pos, TurnList &out);

// Pseudo-legal turns filtered by S19 and S19a. A side with no monarch left has
// lost (S18) and has no turns.
void generateLegal(Position &pos, TurnList &out);

// Whether the pseudo-legal turn `t` is legal (S19, S19a). `pos` is restored.
bool isLegal(Position &pos, const Turn &t);

// The same test on the position just after `mover`'s turn was made, for a
// caller that makes the turn anyway (not for the battlefield rules, K26).
bool legalAfter(const Position &pos, Color mover);

// Whether `attacker` has a pseudo-legal turn that shoots down the shooter on
// `target`. Whose turn it is in `pos` does not matter.
bool canShootDown(const Position &pos, Color attacker, Square target);

// Whether a piece of `side` that takes by moving (C2) reaches `sq`, as if an
// enemy stood there: the engine's test for a capture that can be taken back.
bool guards(const Position &pos, Color side, Square sq);

// S19: the side to move has exactly one monarch and the opponent could shoot it down.
bool inCheck(const Position &pos);

// The square of a side's monarch when it has exactly one, else false.
bool royalMonarch(const Position &pos, Color c, Square &out);

// Whether the en-passant square of `pos` gives the side to move a legal turn it
// would not have without it (C13, M21): what the FEN writes and repetition
// compares (C11). False when the position has none.
bool enPassantUsable(const Position &pos);

}  // namespace sc
