// Standard Algebraic Notation, for rulesets whose "notation" is "san" (chess):
// written as every chess program writes it, read as they write it too (SAN
// with or without its decorations, and long algebraic such as e2e4, e7e8q).
#pragma once

#include <optional>
#include <string>

#include "notation.h"

namespace sc::san {

// The SAN of a legal turn, without check suffix.
std::string format(const Position &pos, const Turn &t);

// UCI's long algebraic form of a legal turn ("e2e4", "e7e8q", castling as
// the king's move "e1g1"), what chess GUIs expect from an engine.
std::string formatLong(const Position &pos, const Turn &t);

// Finds the legal turn a SAN or long-algebraic token names. `token` has no
// surrounding blanks.
std::optional<Turn> parse(Position &pos, const std::string &token, TurnError &why);

}  // namespace sc::san
