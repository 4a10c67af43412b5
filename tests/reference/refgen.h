// The slow reference move generator for Shooters Chess, revised edition (the
// rulings S1-S23, shared/rules/shooters-chess.md, and the project's decisions
// D1-D17, docs/rules.md) and first edition (F1-F22, shared/rules/
// shooters-first.md, D18-), written out as plainly as possible, with its own board,
// piece table and SFEN. It shares no code with model/core on purpose: the fast
// generator is tested against it (tests/tst_crosscheck.cpp), correctness by two
// roads. Speed is not a goal; obviousness is.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ref {

// ---------------------------------------------------------------------------
// The board. Squares are numbered a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ...,
// h8 = 63 (index = rank * 8 + file): the square order of S23 bridges and D10.
inline int sq(int file, int rank) { return rank * 8 + file; }
inline int fileOf(int s) { return s % 8; }
inline int rankOf(int s) { return s / 8; }
inline bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
std::string squareName(int s);  // "a1"

// One square: empty, or a shooter with its colour, rank and bridge partner.
struct Cell {
  char type = 0;  // 0 = empty, else 'P', 'N', 'B', 'R', 'Q', 'K' (upper case for both sides)
  bool white = false;
  std::int8_t rank = 0;
  std::int8_t partner = -1;  // square of the bridge partner, -1 when not bridged

  bool empty() const { return type == 0; }
  bool bridged() const { return partner >= 0; }
};

// Which rules the board is played by: the revised edition, or the first
// edition (F1-F22) with or without its monarch-shield option (F13).
struct Rules {
  bool firstEdition = false;
  bool monarchShield = false;
};

struct Board {
  Rules rules;  // travels with every copy of the board
  Cell cells[64];
  bool whiteToMove = true;
  int quiet = 0;  // S21/D17: plies since the last shot, unload or bomber
  int turn = 1;   // S23: grows after Black's turn
};

// S2, the revised edition's shooter types, and F2, the first edition's, hard-coded.
struct PieceInfo {
  char letter;
  int baseRank;
  char moveStyle;  // 's' steps one square, 'l' slides, 'n' knight leap (S6)
  bool moveOrth, moveDiag;
  bool shootOrth, shootDiag;
  int range;        // S9 default range
  int rangeAlong;   // S10/S11: move-shoot in the direction moved
  int rangeOther;   // S10/S11: move-shoot in any other direction
  int seriesRange;  // S12 alternative range
  int bridgeRange;  // S15a
  bool replaces;    // S13: bishops and knights may not; F6: pawns only
  int moveRange;    // F3: a slide's longest move (8: unlimited)
  int cap;          // S3, F11: the highest rank
  bool bomber;      // S16; F9: none in the first edition
};
// nullptr for an unknown letter.
const PieceInfo *pieceInfo(char upperLetter, bool firstEdition = false);
inline const PieceInfo &info(const Board &b, int s) {
  return *pieceInfo(b.cells[s].type, b.rules.firstEdition);
}
inline bool isMonarch(char type) { return type == 'Q' || type == 'K'; }  // S3

// S23 reading (false with a message on anything malformed) and canonical writing.
// The board read is played by `out.rules`, which reading keeps.
bool readSfen(const std::string &text, Board &out, std::string *error = nullptr);
std::string writeSfen(const Board &b);

// ---------------------------------------------------------------------------
// Turns. A turn is a declaration (D1/D2); `Decl` records what was declared,
// for notation only: results are compared by the position they leave.
enum class Kind {
  Move,
  Shoot,
  MoveShoot,
  Series,
  Replace,
  Unload,
  Bridge,
  Unbridge,
  PairTranslate,
  PairRotate,
  Bomber
};
const char *kindName(Kind k);  // "move", "move-shoot", ... (S23 command-line contract)

struct Decl {
  Kind kind = Kind::Move;
  int from = -1;    // shooter, sacrifice, member a, mover, king
  int to = -1;      // destination, a's destination, declared rotation end
  int target = -1;  // target, receiver, member b of bridge/unbridge
  int extra = -1;   // knight corner, the other member (translate), pivot (rotate)
  bool clockwise = false;
};

struct Outcome {
  Decl decl;
  Board after;  // side, quiet counter and turn number already updated
};

// The token of docs/notation.md (without check suffix), for messages.
std::string notation(const Board &before, const Decl &d);

// Board helpers the turn rules are built from.
extern const int kDirFile[8];  // the 8 directions N, NE, E, SE, S, SW, W, NW:
extern const int kDirRank[8];  // clockwise from north, as the ring of D7
// The square one step from `s` in direction `dir`, or -1 off the board.
int step(int s, int dir);
// S15b: a shooter shoots with the higher rank of its pair; F15: with the rank
// of the member nearer to `target` plus half the other's.
int attackRank(const Board &b, int s, int target);
// S17 with S15b/D9 (F16 in the first edition): the shooter on `target` is shot
// with rank `attack` by `firer` (as it stood before the turn, for F13).
// Returns true when it (and, by S15b, its pair) was shot down and removed.
bool resolveShot(Board &b, int target, int attack, const Cell &firer);
// Takes a shooter off the board; its bridge dissolves (S14, D10).
void removeShooter(Board &b, int s);
// Moves a shooter to an empty square, keeping its bridge link.
void moveShooter(Board &b, int from, int to);
// Ends a turn: D17 quiet counter, side to move, S23 turn number.
void finishTurn(Board &b, bool resetsQuiet);
// Pair turns, unload and bomber of the shooter on `s` (refpairs.cpp); with
// `shotsOnly`, not the kinds that never shoot (unload, bridge, unbridge).
void addTactics(const Board &b, int s, bool shotsOnly, std::vector<Outcome> &out);

// Every turn `white` could declare, without S19/S19a (pseudo-legal). With
// `shotsOnly`, the kinds that never shoot (move, unload, bridge, unbridge) are
// left out: the check test (D13) needs only turns that can shoot something down.
std::vector<Outcome> pseudoTurns(const Board &b, bool white, bool shotsOnly = false);
// The legal turns of the side to move (S19, S19a, D13-D15).
std::vector<Outcome> legalTurns(const Board &b);
int monarchCount(const Board &b, bool white);

// ---------------------------------------------------------------------------
// The API the tests use.
struct RefResult {
  std::string kind;       // kindName
  std::string sfenAfter;  // writeSfen of the position after the turn
  std::string notation;   // for messages
};

// The legal turns of an SFEN position; empty when the SFEN cannot be read
// (`error`, when given, says why).
std::vector<RefResult> refLegal(const std::string &sfen, std::string *error = nullptr,
                                Rules rules = {});
// Leaves of the legal-turn tree; 0 when the SFEN cannot be read.
std::uint64_t refPerft(const std::string &sfen, int depth, Rules rules = {});
std::uint64_t refPerft(const Board &b, int depth);

}  // namespace ref
