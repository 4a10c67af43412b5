// What a turn does: the edits that carry out a declaration (S9-S17), computed
// from the position before the turn without changing it. make() applies them;
// the legality test and the attack test read them; the GUI previews them.
#pragma once

#include "position.h"

namespace sc {

struct Effect {
  EditList edits;
  bool resetsQuiet = false;  // S21: a shot, an unload or a bomber
};

// Computes the effect of a pseudo-legal turn. The result is unspecified for a
// turn that the generator would not produce.
void computeEffect(const Position &pos, const Turn &turn, Effect &out);

// S17 for one shot of rank `attack` at the shooter on `target` (a pair per
// S15b), appended to `edits` and applied to the scratch board `cells`.
// Returns true when the target (and its pair) was shot down.
bool resolveShot(const Variant &v, std::array<Cell, kGridSquares> &cells, Square target, int attack,
                 EditList &edits);

}  // namespace sc
