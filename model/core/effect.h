// What a turn does: the edits that carry out a declaration (S9-S17), computed
// from the position before the turn without changing it. make() applies them;
// the legality and attack tests read them; the GUI previews them.
#pragma once

#include "position.h"

namespace sc {

struct Effect {
  EditList edits;
  bool resetsQuiet = false;  // S21/D17: a shot, an unload or a bomber
};

// Computes the effect of a pseudo-legal turn. The result is unspecified for a
// turn that the generator would not produce.
void computeEffect(const Position &pos, const Turn &turn, Effect &out);
// The same into a bare edit list (make() writes straight into its undo
// record); returns whether the turn resets the quiet counter.
bool computeEdits(const Position &pos, const Turn &turn, EditList &out);

// Whether the edits take away the shooter that stood on `s` (it may be
// replaced by the shooter that shot it).
bool removes(const EditList &edits, Square s);

}  // namespace sc
