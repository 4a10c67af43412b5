// Cannon Battle Chess tokens (K31) of the kinds with no shape of the
// project's notation. Internal to the notation files.
#pragma once

#include <optional>
#include <string>

#include "message.h"
#include "position.h"

namespace sc::notation {

// The token of a fire, frontal attack, withdraw, buy, place or chance turn;
// false for the other kinds (which the project's shapes write).
bool battleToken(const Position &pos, const Turn &t, std::string &out);
// The legal turn of one of those kinds whose token is `body` (letters optional).
std::optional<Turn> findBattleTurn(Position &pos, const std::string &body);
// K11, K26: why a fire from `from` at `to` is no legal turn.
Message explainFire(Position &pos, Square from, Square to);

}  // namespace sc::notation
