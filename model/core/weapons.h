// What pieces that capture standing reach with their weapons (M4-M6, M12),
// and the check test built on it (M16). Shared by generation, make (a volley's
// targets) and check; nothing here allocates.
#pragma once

#include "position.h"

namespace sc {

// One enemy piece a piece reaches, and the weapons that reach it. `through`
// is set when the only way is en passant through the crossed square (M12).
struct Reached {
  Square square;
  std::uint8_t weapons;
  bool through;
};

// At most 8 ray ends, 8 jumps and the passed pawn; S squares are ray ends.
inline constexpr int kMaxReached = 17;
struct ReachList {
  Reached items[kMaxReached];
  int size = 0;
};

// Every enemy piece the piece on `s` reaches (M4), with the weapons that count
// against it for its class (under acquired-weapons=type-only: all it holds),
// and the passed pawn through the crossed square when it is a pawn (M12).
void reachOf(const Position &pos, Square s, ReachList &out);

// The class (M6) of a reach against the piece it reaches.
WeaponClass reachClass(const Position &pos, const Reached &r);

// M9: the pieces the capturer on `from` reaches with class weak, monarchs
// excepted, in square order; returns how many (at most kMaxReached).
int volleyTargets(const Position &pos, Square from, Square *out);
// The pieces a Volley turn takes: its mask applied to volleyTargets (types.h).
int volleyTaken(const Position &pos, const Turn &t, Square *out);

// M16: whether a piece of type `targetPiece` standing on `sq` (on the board
// where `vacated` is empty, -1 for none) is in check from `attacker`: one
// enemy reaches it with class weak or plain, or two enemies reach it.
bool weaponCheck(const Position &pos, Square sq, int targetPiece, Color attacker, int vacated = -1);

}  // namespace sc
