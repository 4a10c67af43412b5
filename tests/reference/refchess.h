// The slow reference move generator for standard chess: the rulings C1-C16
// (shared/rules/chess.md) written out as plainly as possible, with its own
// board and FEN. Like the Shooters Chess reference (refgen.h) it shares no code
// with model/core on purpose: the fast generator is tested against it,
// correctness by two roads. Speed is not a goal; obviousness is. Every turn is
// made on its own copy of the board, and legality is "make it, then see whether
// the mover's king is attacked" (C7).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ref::chess {

// ---------------------------------------------------------------------------
// The board. Squares are numbered a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ...,
// h8 = 63 (index = rank * 8 + file), as in the Shooters Chess reference.
inline int sq(int file, int rank) { return rank * 8 + file; }
inline int fileOf(int s) { return s % 8; }
inline int rankOf(int s) { return s / 8; }
inline bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
std::string squareName(int s);  // "a1"

// Castling rights (C4), indices into Board::castle, in the order C13 writes them.
enum Right { WhiteShort = 0, WhiteLong = 1, BlackShort = 2, BlackLong = 3 };

struct Board {
  // 0 = empty, else the FEN letter of C1: upper case White, lower case Black.
  char cells[64] = {};
  bool whiteToMove = true;
  bool castle[4] = {false, false, false, false};
  // C5: the square the last turn's two-square step crossed, -1 when there was
  // none. Kept even when no capture can use it; the FEN writer decides (C13).
  int epSquare = -1;
  int halfmove = 0;  // C10 quiet counter
  int fullmove = 1;  // C13: grows after Black's turn
};

inline bool isWhitePiece(char c) { return c >= 'A' && c <= 'Z'; }
inline bool isBlackPiece(char c) { return c >= 'a' && c <= 'z'; }

// C13/C14/C14a reading: false with a message starting with the name of the
// offending column ("fields", "placement", "side", "castling", "en-passant",
// "halfmove", "fullmove") on anything C14 refuses. `warning`, when given,
// collects what C14a assumed (counters added, fullmove 0, en-passant dropped).
bool readFen(const std::string &text, Board &out, std::string *error = nullptr,
             std::string *warning = nullptr);
// C13 canonical writing; the en-passant square only when it has a legal capture.
std::string writeFen(const Board &b);

// C7: is square `s` attacked by a piece of the given colour?
bool attacked(const Board &b, int s, bool byWhite);
bool inCheck(const Board &b, bool white);

// One turn, with the position it leaves (side, counters and rights updated).
struct Move {
  std::string kind;  // C15: move, capture, castle, en-passant, promotion
  int from = -1;     // the mover's squares (castling: the king's, C15)
  int to = -1;
  std::vector<int> targets;  // the captured piece's square, if any (C15)
  char promotion = 0;        // C6: 'q', 'r', 'b' or 'n', 0 when none
  Board after;
};
std::string uci(const Move &m);  // "e2e4", "e7e8q", castling "e1g1"

// Every turn of the side to move, ignoring C7 (castling already checks C3's
// attacked squares: those are conditions of the move, not of the result).
std::vector<Move> pseudoLegalMoves(const Board &b);
// The legal turns (C7): pseudo-legal turns that leave the mover's king safe.
std::vector<Move> legalMoves(const Board &b);
bool hasLegalEnPassant(const Board &b);
bool insufficientMaterial(const Board &b);  // C9
std::string status(const Board &b);         // C12 for a bare position

// ---------------------------------------------------------------------------
// The API the tests use.
struct RefChessResult {
  std::string kind;                  // C15
  std::string uci;                   // long algebraic
  std::string from, to;              // square names
  std::vector<std::string> targets;  // captured squares
  std::string fenAfter;              // writeFen of the position after the turn
};

// The legal turns of a FEN position; empty when it cannot be read (`error`,
// when given, says why).
std::vector<RefChessResult> refLegal(const std::string &fen, std::string *error = nullptr);
// Leaves of the legal-turn tree; 0 when the FEN cannot be read.
std::uint64_t refPerft(const std::string &fen, int depth);
std::uint64_t refPerft(const Board &b, int depth);
// The C12 status string; empty when the FEN cannot be read.
std::string refStatus(const std::string &fen, std::string *error = nullptr);

}  // namespace ref::chess
