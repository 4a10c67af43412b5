// Internal to the notation files: the helpers the explanations of illegal
// tokens share (notation_explain.cpp, notation_explain_pairs.cpp).
#pragma once

#include <array>
#include <string>

#include "notation_token.h"

namespace sc::notation {

// A scratch copy of the board, so that a shot can be judged on the board
// after the move that precedes it (S10, S15a) without making the turn.
using Board = std::array<Cell, kGridSquares>;
Board snapshot(const Position &pos);

// Noun phrases for the explanations, each a whole translatable phrase in the
// context "sc::Pieces" (a translation can inflect it; the built-in pieces'
// phrases are listed for lupdate in notation_explain.cpp).
Message article(const std::string &word);                    // "a rook", "an elephant"
Message possessive(const std::string &word);                 // "a rook's"
Message the(const Position &pos, Square s);                  // "the rook on a1"
Message some(const Position &pos, const Cell &c, Square s);  // "a black pawn on a3"

// The direction and distance from `a` to `b` when they share one of the 8 lines.
bool lineBetween(Square a, Square b, int &dir, int &dist);
bool adjacent(Square a, Square b);  // S4: one of the 8 neighbours

// Why a shooter of type `p` on `from` cannot shoot `target` on `board`; empty
// when it can. `movedDir` (-1: none) selects `rangeAlong` for a shot along the
// move and `rangeOther` otherwise (S10, S11).
Message shotProblem(const Position &pos, const Board &board, const PieceType &p, Square from,
                    Square target, int movedDir, int rangeAlong, int rangeOther);

// The reasons for unload, bridge, unbridge and the pair actions (S14, S15, S15a).
Message pairProblem(const Position &pos, const Token &tok);

}  // namespace sc::notation
