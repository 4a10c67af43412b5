// The board editor's two mirrors, as ChessX's and Scid's set-up boards offer
// them (Stockfish's "flip" is the first):
//   Swap sides   every piece changes colour and moves to the same file on the
//                other side's rank (a2 to a7 on eight ranks), the other side
//                moves, and each side's castling rights, credit, losses and
//                pool become the other's: the same game seen by the other
//                colour. Bridges turn with their members.
//   Mirror files the board reflected left to right (a to h), colours and the
//                side to move kept; a castling right survives only where the
//                mirrored king and rook stand on a right's squares.
// Both need a board shape that the reflection maps onto itself (a board with
// holes may not be); they keep ranks, weapons, the quiet count and the turn
// number, and the fortune of war's move (K24), which belongs to no side.
#pragma once

#include <optional>

#include "position.h"

namespace sc {

enum class Mirror { SwapSides, Files };

// Whether the variant's board shape maps onto itself under `mirror`.
bool canMirror(const Variant &variant, Mirror mirror);
// The square `s` is reflected to (on the grid; canMirror says it is on the board).
Square mirrorSquare(const Variant &variant, Square s, Mirror mirror);
// Where the rules themselves tell the reflection apart, so the mirrored
// position is a different game (its legal turns are not the reflected ones):
//   SquareColours  a piece moves by the colour of its square (B15) and the
//                  reflection turns light squares dark (an even board side);
//   FrontalFiles   Files, and a frontal attack's group runs towards file l (K17).
enum class MirrorCaveat { None, SquareColours, FrontalFiles };
MirrorCaveat mirrorCaveat(const Variant &variant, Mirror mirror);

// The mirrored position, or nothing when the board shape does not allow it.
// The result has no history; castling rights and the en-passant square are
// mapped as held, not checked (the editor keeps those the pieces allow).
std::optional<Position> mirrored(const Position &position, Mirror mirror);

}  // namespace sc
