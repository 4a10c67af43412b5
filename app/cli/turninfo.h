// What a legal turn means in plain squares, for `legal --json`: where it
// declares to go and which enemy shooters it shoots at. Derived from the
// declaration and the position before the turn (docs/rules.md D2), so a tool
// can draw arrows without knowing the rules.
#pragma once

#include <optional>
#include <vector>

#include "position.h"

namespace cli {

struct TurnInfo {
  std::optional<sc::Square> from;  // none for buy, place and chance (K31)
  std::optional<sc::Square> to;    // none for shoot and bomber
  std::vector<sc::Square> targets;
};

// `to` per kind: move, move-shoot, series, pair-translate and pair-rotate give
// the declared square; replace gives the target (where the shooter stands if
// the target is shot down); unload gives the receiver; bridge and unbridge the
// second member; shoot and bomber none.
//
// `targets` per kind: shoot, move-shoot, replace and a translate with a shot
// give the one target; series the enemy shooters on the path, nearest first
// (the destination included, S7); rotate the enemy shooters on the travelled
// ring squares in travel order; bomber every neighbour holding a shooter, of
// either colour, in square order a1, b1, ... (D10); the rest none.
//
// Cannon Battle Chess (K31): fire gives the cannon and the landing square;
// frontal the starting piece and its destination; withdraw the square and no
// `to`; buy and place the square of the new piece (none for a shot into the
// ammunition or for archers); chance none. `targets` are the squares emptied
// of a piece or crater by the turn, in square order: the captured square, a
// fire's blast victims and its spent ammunition, a frontal attack's taken
// square, the squares a chance outcome clears.
TurnInfo describeTurn(const sc::Position &pos, const sc::Turn &turn);

}  // namespace cli
