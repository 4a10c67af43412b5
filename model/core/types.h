// Vocabulary of the rules core: squares, colours, cells, turns and edits.
// Plain C++20, no Qt: the rules core must be usable from the command line,
// the engine and the tests without a GUI toolkit.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace sc {

// ---------------------------------------------------------------------------
// Squares. Every board is embedded in a 16x16 grid: square = rank * 16 + file,
// file and rank counted from 0. The grid is the maximum board (S1 says 8x8; the
// family needs up to 14x14 and 12x16). Which grid squares really exist is board
// shape data (Geometry), so holes cost nothing here.
using Square = std::uint8_t;
inline constexpr int kGridSize = 16;
inline constexpr int kGridSquares = kGridSize * kGridSize;

constexpr Square makeSquare(int file, int rank) { return Square(rank * kGridSize + file); }
constexpr int fileOf(Square s) { return s % kGridSize; }
constexpr int rankOf(Square s) { return s / kGridSize; }

std::string squareName(Square s);  // "a1", "p16"

// The longest ray of the grid: a range this long reaches every square of a line.
inline constexpr int kUnlimitedRange = kGridSize - 1;

// ---------------------------------------------------------------------------
enum class Color : std::uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) { return Color(int(c) ^ 1); }
constexpr int index(Color c) { return int(c); }

// The eight directions in clockwise order starting north, so that the ring
// around a square (S15a rotation) is the direction order itself.
enum Direction : std::uint8_t { N, NE, E, SE, S, SW, W, NW };
inline constexpr int kDirections = 8;
constexpr int dirFile(int d) {
  constexpr int f[8] = {0, 1, 1, 1, 0, -1, -1, -1};
  return f[d];
}
constexpr int dirRank(int d) {
  constexpr int r[8] = {1, 1, 0, -1, -1, -1, 0, 1};
  return r[d];
}
constexpr bool isOrthogonal(int d) { return d % 2 == 0; }
constexpr int opposite(int d) { return (d + 4) % 8; }

// Direction bit sets, as used by movement and shooting patterns.
using DirSet = std::uint8_t;
inline constexpr DirSet kOrthogonal = 0b01010101;
inline constexpr DirSet kDiagonal = 0b10101010;
inline constexpr DirSet kAllDirections = 0xFF;
// The same directions seen from the other side of the board (north and south
// swapped): a pawn's "forward" written for White is Black's when mirrored.
constexpr int mirrorDir(int d) { return (kDirections + 4 - d) % kDirections; }
constexpr DirSet mirror(DirSet set) {
  DirSet out = 0;
  for (int d = 0; d < kDirections; ++d)
    if (set >> d & 1) out |= DirSet(1u << mirrorDir(d));
  return out;
}

// ---------------------------------------------------------------------------
// Weapons (MegaMan Chess, M3-M6): one bit per weapon letter, in the order
// O D J S that FEN writes them (M20).
inline constexpr std::uint8_t kWeaponO = 1, kWeaponD = 2, kWeaponJ = 4, kWeaponS = 8;
inline constexpr int kWeapons = 4;
inline constexpr char kWeaponLetters[kWeapons + 1] = "ODJS";

// A cell of the board. 5 bytes, copied freely.
//   type   0 = empty, otherwise 1 + index into the ruleset's piece table
//   color  meaningful only when type != 0
//   rank   current rank (S3: 1..maxRank)
//   bridge 0 = not bridged, otherwise 1 + the Direction (orthogonal, S4) of
//          the partner. A bridge is stored on both members, pointing at each
//          other, so a member finds its partner without a search.
//   weapons the weapons held beyond the piece type's own (M10, M14), so that
//          0 is every piece of a ruleset without weapons and a freshly placed one
struct Cell {
  std::uint8_t type = 0;
  Color color = Color::White;
  std::uint8_t rank = 0;
  std::uint8_t bridge = 0;
  std::uint8_t weapons = 0;

  constexpr bool empty() const { return type == 0; }
  constexpr bool bridged() const { return bridge != 0; }
  constexpr int pieceIndex() const { return type - 1; }
  friend constexpr bool operator==(const Cell &, const Cell &) = default;
};

// ---------------------------------------------------------------------------
// Turn kinds (the rulings' actions). The names are the JSON "kind" strings.
enum class TurnKind : std::uint8_t {
  Move,           // S8
  Shoot,          // S9
  MoveShoot,      // S10 (S11 for the queen)
  Series,         // S12
  Replace,        // S13
  Unload,         // S14
  Bridge,         // S15
  Unbridge,       // S15
  PairTranslate,  // S15a
  PairRotate,     // S15a
  Bomber,         // S16
  Capture,        // C2: moves onto an enemy piece and takes it
  Castle,         // C3
  EnPassant,      // C5
  Promotion,      // C6 (a step or a capture onto the last rank); M14 (a step)
  Volley,         // M9: several pieces taken at once, the capturer stays
  Double,         // M11: a capture that needs a helper, the capturer stays
  Breakthrough,   // B17: a soldier reaches its last rank, leaves, and a piece is named
  Fire,           // K11: a cannon fires at a landing square; blast and crater (K12)
  Frontal,        // K17: several pawns, elites or jesters of one rank step forward together
  Withdraw,       // K21: a piece leaves the board for its credit
  Buy,            // K22: a piece or a shot is paid from the credit
  Place,          // K14, K23: archers or a pool piece come onto the base line
  Chance,         // K24: an outcome of the fortune of war
  Null,           // D39: a pass, "--", only in an annotator's line: never a legal turn
};
inline constexpr int kTurnKinds = 25;

// K24: the cards of the fortune of war, as a Chance turn's `target`.
enum class ChanceCard : std::uint8_t { QueenOfHearts, Strike, Isolation, Repair };
const char *kindName(TurnKind k);
// A piece bought, placed or dealt by the fortune of war (K22-K24) starts from
// no square: such a turn's `from` means nothing, its edits say where it went.
constexpr bool startsOnASquare(TurnKind k) {
  return k != TurnKind::Buy && k != TurnKind::Place && k != TurnKind::Chance && k != TurnKind::Null;
}

// A declared turn: what the player says before it is carried out. Two
// different declarations are two different turns even when they leave the
// same position (see docs/rules.md, D1). 6 bytes; field use per kind:
//
//   kind           from      to            target        extra        flags
//   Move           shooter   destination   -             -            -
//   Shoot          shooter   -             target        -            -
//   MoveShoot      shooter   destination   target        -            -
//   Series         shooter   destination   -             knight corner kRouted
//   Replace        shooter   -             target        -            -
//   Unload         sacrifice -             receiver      -            -
//   Bridge         member a  -             member b      -            -
//   Unbridge       member a  -             member b      -            -
//   PairTranslate  member a  a's dest.     shot target   member b     kShot
//   PairRotate     mover     end square    -             pivot        kClockwise
//   Bomber         king      -             -             -            -
//   Capture        mover     destination   taken piece   -            -
//   Castle         king      king's dest.  rook          rook's dest. -
//   EnPassant      pawn      destination   passed pawn   -            -
//   Promotion      pawn      destination   taken piece   new type     kTakes
//   Volley         capturer  capturer      mask, low     mask, high   -
//   Double         capturer  capturer      taken piece   -            -
//   Breakthrough   soldier   last-rank sq. named piece   -            kNamed
//   Fire           cannon    landing sq.   -             -            -
//   Frontal        first     its dest.     -             -            -
//   Withdraw       piece     -             -             -            -
//   Buy            -         new square    -             type         kRefill
//   Place          -         square        file mask lo  mask hi/type kArchers
//   Chance         left sq.  right sq.     ChanceCard    type         kForBlack
//   Null           -         -             -             -            -  (a pass, D39)
//
// A capturer that stands (CaptureStyle::Stand, M7) has `to` == `from` in
// Capture, EnPassant, Volley and Double, and EnPassant's `target` is the passed
// pawn. A Volley's mask picks among the capturer's weak targets in square order
// (weapons.h volleyTargets); with the `volley=all` option it picks all of them.
//
// `target` of Capture is where the taken piece stands (= `to` in chess);
// Promotion's `extra` is the new piece's index in the ruleset's piece table
// and `target` counts only with kTakes.
//
// A Breakthrough (B17) also takes the enemy piece standing on `to`, if any;
// `target` counts only with kNamed (B18: nothing left to name).
//
// For PairTranslate with kShot, member a is the one that shoots.
// For PairRotate, `to` is the declared end of the rotation (the ring square
// the mover travels to); where it actually stops depends on the shots.
struct Turn {
  TurnKind kind = TurnKind::Move;
  std::uint8_t flags = 0;
  Square from = 0;
  Square to = 0;
  Square target = 0;
  Square extra = 0;

  static constexpr std::uint8_t kRouted = 1;      // Series: `extra` is the knight's corner
  static constexpr std::uint8_t kShot = 2;        // PairTranslate: member a shoots `target`
  static constexpr std::uint8_t kClockwise = 4;   // PairRotate: direction of travel
  static constexpr std::uint8_t kDoubleStep = 8;  // Move: a pawn's two-square step (C5)
  static constexpr std::uint8_t kTakes = 16;      // Promotion: takes the piece on `target`
  static constexpr std::uint8_t kNamed = 32;      // Breakthrough: removes the piece on `target`
  static constexpr std::uint8_t kRefill = 64;     // Buy: a shot into the ammunition (K22)
  static constexpr std::uint8_t kArchers = 64;    // Place: archers by a file mask (K14)
  static constexpr std::uint8_t kForBlack = 64;   // Chance: the Queen of Hearts favours Black

  friend constexpr bool operator==(const Turn &, const Turn &) = default;
};

// ---------------------------------------------------------------------------
// Off-board state (K20-K24): numbered slots of the position, each a small
// number that edits change like cells. Slot 0 is the fortune of war's move
// number (0: none left), then each side's credit and lost counter, then each
// side's pool, one slot per piece type (how many of it wait).
inline constexpr int kSlotFortune = 0;
constexpr int slotCredit(Color c) { return 1 + index(c); }
constexpr int slotLost(Color c) { return 3 + index(c); }
inline constexpr int kPoolTypes = 16;
constexpr int slotPool(Color c, int pieceIndex) { return 5 + index(c) * kPoolTypes + pieceIndex; }
inline constexpr int kSlots = 5 + 2 * kPoolTypes;

// An edit of one cell: the unit of make and undo. Every turn is a short list
// of edits (remove, place, rank change, bridge change are all "this cell was
// `before` and is now `after`"), so undo is replaying the list backwards and
// the GUI can animate from the same record. An off-board edit changes slot
// `square` from `was` to `now` instead (its cells are empty and unused).
struct Edit {
  Square square = 0;
  Cell before;
  Cell after;
  bool offBoard = false;
  std::int16_t was = 0;
  std::int16_t now = 0;
};
enum class EditKind : std::uint8_t { Remove, Place, RankChange, BridgeChange, Other };
EditKind editKind(const Edit &e);

// The edits one turn makes without spilling: a bomber hitting eight bridged
// pairs removes 16 shooters, plus the king and its own partner (docs/rules.md).
// Only a fortune of war (K24) can make more (every crater repaired); its list
// spills onto the heap, so the undo records of every other turn stay small.
inline constexpr int kMaxEdits = 32;

struct EditList {
  std::array<Edit, kMaxEdits> edits;
  std::vector<Edit> spill;  // all edits, once there are more than kMaxEdits
  int size = 0;
  bool spilled = false;

  void clear() {
    size = 0;
    spilled = false;
  }
  void push(const Edit &e) {
    if (size == kMaxEdits && !spilled) {
      spill.assign(edits.begin(), edits.end());
      spilled = true;
    }
    if (spilled)
      spill.resize(std::size_t(size + 1)), spill[std::size_t(size)] = e;
    else
      edits[std::size_t(size)] = e;
    ++size;
  }
  void push(Square s, Cell before, Cell after) { push(Edit{s, before, after}); }
  void pushSlot(int slot, int was, int now) {
    push(Edit{Square(slot), Cell{}, Cell{}, true, std::int16_t(was), std::int16_t(now)});
  }
  const Edit *data() const { return spilled ? spill.data() : edits.data(); }
  const Edit &operator[](int i) const { return data()[i]; }
  const Edit *begin() const { return data(); }
  const Edit *end() const { return data() + size; }
};

// ---------------------------------------------------------------------------
// Fixed-capacity list of turns, so that generation never allocates.
inline constexpr int kMaxTurns = 8192;
// The storage is left uninitialised: a list lives on the stack of every perft
// and search frame, and clearing 48 KB there cost more than generating.
struct TurnList {
  union {
    Turn turns[kMaxTurns];
  };
  int size = 0;

  TurnList() {}
  TurnList(const TurnList &other) : size(other.size) { std::copy_n(other.turns, size, turns); }
  TurnList &operator=(const TurnList &other) {
    size = other.size;
    std::copy_n(other.turns, size, turns);
    return *this;
  }
  void clear() { size = 0; }
  void push(const Turn &t) { turns[size++] = t; }
  const Turn *begin() const { return turns; }
  const Turn *end() const { return turns + size; }
  const Turn &operator[](int i) const { return turns[i]; }
};

using Key = std::uint64_t;

// The largest quiet count and turn number a position holds: nine digits, all
// its readers accept (SFEN, FEN). Play saturates there rather than writing a
// number no reader takes back.
inline constexpr int kMaxCounter = 999'999'999;

}  // namespace sc
