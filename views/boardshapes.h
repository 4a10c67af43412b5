// BoardShapes: how right-button gestures become arrows and circles, as plain
// functions over an sc::Annotation (the board applies the result through
// GameDocument::setAnnotation, so every shape edit is undoable).
#pragma once

#include <Qt>

#include "gametree.h"

namespace BoardShapes {

// Lichess's modifiers: Shift or Ctrl red, Alt or Meta blue, both yellow,
// none green.
sc::ShapeColor colorFor(Qt::KeyboardModifiers modifiers);
// Whether the modifiers ask for a coloured shape (then a right click on one's
// own shooter draws a circle instead of opening the turn menu).
bool hasColorModifier(Qt::KeyboardModifiers modifiers);

// Lichess's toggle: the same shape in the same colour is removed, in another
// colour recoloured, otherwise added. Returns the new annotation.
sc::Annotation toggleArrow(sc::Annotation note, const sc::Arrow &arrow);
sc::Annotation toggleCircle(sc::Annotation note, const sc::Circle &circle);

}  // namespace BoardShapes
