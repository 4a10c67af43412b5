// The slow reference generator for MegaMan Chess (shared/rules/megaman.md,
// M1-M25, and chess.md where MegaMan inherits it), written out as plainly as
// possible with its own board and FEN. It shares no code with model/core on
// purpose: the fast generator is checked against it (tests/tst_megaman.cpp),
// correctness by two roads. It looks forward from every piece, where the fast
// check test looks backward from the king. Speed is not a goal; obviousness is.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ref::megaman {

// M4, M6, M9: the three options, defaults first.
struct Options {
  bool typeOnly = false;   // acquired-weapons=type-only
  bool queenWeak = false;  // queen-defence=weak
  bool subset = false;     // volley=subset
};

// Weapons as bits: O = 1, D = 2, J = 4, S = 8 (FEN order, M20).
enum : int { O = 1, D = 2, J = 4, S = 8 };

// Squares: index = rank * 8 + file, a1 = 0, b1 = 1, ..., h8 = 63 (square order).
struct Piece {
  char type = 0;  // 0 empty, else 'P' 'N' 'B' 'R' 'Q' 'K' for both colours
  bool white = false;
  int taken = 0;  // weapons held beyond the type's own (M10)
};

struct Board {
  Piece at[64];
  bool whiteToMove = true;
  bool rights[4] = {false, false, false, false};  // K Q k q
  int ep = -1;                                    // the square a pawn just crossed, or -1
  int halfmove = 0;
  int fullmove = 1;
};

// Reads a FEN with weapon braces; returns false on anything it does not understand.
bool readFen(const std::string &fen, Board &out);
// M20, M21, C13.
std::string writeFen(const Board &b, const Options &o);

struct Turn {
  std::string kind;  // move, castle, promotion, capture, volley, double, en-passant
  int from = 0;
  Board after;
};
std::vector<Turn> legalTurns(const Board &b, const Options &o);
// M16: whether the side to move's king is in check.
bool inCheck(const Board &b, const Options &o);
std::uint64_t perft(const Board &b, int depth, const Options &o);

}  // namespace ref::megaman
