// PieceDiagram: where one piece goes and what it takes from the middle of an
// otherwise empty board, for the pictures of the rules page (Help > Rules).
// Computed with the core's own generator, so a picture never disagrees with
// play: the piece alone with the monarchs at the edges gives its moves; one
// enemy piece at a time on every other square gives what it takes.
#pragma once

#include <QList>

#include "variant.h"

struct PieceDiagram {
  sc::Square origin = 0;       // where the piece stands (a White piece)
  QList<sc::Square> moves;     // empty squares it may go to
  QList<sc::Square> captures;  // squares where it takes a lone enemy piece
  QList<sc::Square> monarchs;  // where the monarchs were put, drawn faintly or not at all

  // The diagram of piece `pieceIndex` of `variant` (its board, holes and all).
  static PieceDiagram of(const sc::VariantPtr &variant, int pieceIndex);
};
