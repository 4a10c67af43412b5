#include "positiontransform.h"

namespace sc {
namespace {

// A bridge points at its partner by direction: the reflection turns it.
std::uint8_t mirrorBridge(std::uint8_t bridge, Mirror mirror) {
  if (bridge == 0) return 0;
  const int dir = bridge - 1;
  const int turned =
      mirror == Mirror::SwapSides ? mirrorDir(dir) : (kDirections - dir) % kDirections;
  return std::uint8_t(turned + 1);
}

// The right that `right` becomes: the one whose king and rook squares are
// the reflected ones, of the other side when the sides swap; -1 for none.
int mirrorRight(const Variant &variant, int right, Mirror mirror) {
  const Variant::Castle &from = variant.castle(right);
  const Color side = mirror == Mirror::SwapSides ? ~from.color : from.color;
  for (int r = 0; r < variant.castleRights(); ++r) {
    const Variant::Castle &to = variant.castle(r);
    if (to.color == side && to.king == mirrorSquare(variant, from.king, mirror) &&
        to.rook == mirrorSquare(variant, from.rook, mirror) &&
        to.kingTo == mirrorSquare(variant, from.kingTo, mirror) &&
        to.rookTo == mirrorSquare(variant, from.rookTo, mirror))
      return r;
  }
  return -1;
}

}  // namespace

Square mirrorSquare(const Variant &variant, Square s, Mirror mirror) {
  const BoardShape &board = variant.rules().board;
  return mirror == Mirror::SwapSides ? makeSquare(fileOf(s), board.ranks - 1 - rankOf(s))
                                     : makeSquare(board.files - 1 - fileOf(s), rankOf(s));
}

bool canMirror(const Variant &variant, Mirror mirror) {
  for (Square s : variant.squares())
    if (!variant.onBoard(mirrorSquare(variant, s, mirror))) return false;
  return true;
}

MirrorCaveat mirrorCaveat(const Variant &variant, Mirror mirror) {
  bool byColour = false;
  bool frontal = false;
  for (const PieceType &type : variant.rules().pieces) {
    byColour = byColour || type.lightDoubleStep;
    frontal = frontal || type.frontal;
  }
  if (byColour)
    for (Square s : variant.squares())
      if (Variant::light(s) != Variant::light(mirrorSquare(variant, s, mirror)))
        return MirrorCaveat::SquareColours;
  if (frontal && mirror == Mirror::Files) return MirrorCaveat::FrontalFiles;
  return MirrorCaveat::None;
}

std::optional<Position> mirrored(const Position &position, Mirror mirror) {
  const Variant &variant = position.variant();
  if (!canMirror(variant, mirror)) return std::nullopt;
  const bool swap = mirror == Mirror::SwapSides;
  Position out(position.variantPtr());
  out.clear();
  for (Square s : variant.squares()) {
    Cell cell = position.at(s);
    if (cell.empty()) continue;
    if (swap) cell.color = ~cell.color;
    cell.bridge = mirrorBridge(cell.bridge, mirror);
    out.setCell(mirrorSquare(variant, s, mirror), cell);
  }
  out.setSideToMove(swap ? ~position.sideToMove() : position.sideToMove());
  out.setQuietPlies(position.quietPlies());
  out.setTurnNumber(position.turnNumber());
  unsigned rights = 0;
  for (int r = 0; r < variant.castleRights(); ++r)
    if (position.castling() >> r & 1)
      if (const int to = mirrorRight(variant, r, mirror); to >= 0) rights |= 1u << to;
  out.setCastling(rights);
  if (position.hasEnPassant())
    out.setEnPassant(true, mirrorSquare(variant, position.enPassant(), mirror));
  for (int i = 0; i < kSlots; ++i) out.setSlot(i, position.slot(i));
  if (swap) {
    for (const auto &[white, black] :
         {std::pair{slotCredit(Color::White), slotCredit(Color::Black)},
          std::pair{slotLost(Color::White), slotLost(Color::Black)}}) {
      out.setSlot(white, position.slot(black));
      out.setSlot(black, position.slot(white));
    }
    for (int piece = 0; piece < kPoolTypes; ++piece) {
      out.setSlot(slotPool(Color::White, piece), position.pool(Color::Black, piece));
      out.setSlot(slotPool(Color::Black, piece), position.pool(Color::White, piece));
    }
  }
  return out;
}

}  // namespace sc
