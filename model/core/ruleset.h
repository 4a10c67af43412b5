// A rule system as data: board shape, shooter types and options. Loaded from
// resources/rulesets/*.json (rulesetloader.h, format in docs/rulesets.md); the
// defaults below are the revised edition's, so a ruleset file only says where
// it differs. `pieces` is in letter order (B K N P Q R for Shooters Chess).
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "types.h"

namespace sc {

// How a shooter moves (S2 "movement pattern").
enum class MoveStyle : std::uint8_t {
  Step,   // one square in any direction of `moveDirs` (pawn, king)
  Slide,  // up to `moveRange` squares along `moveDirs`, path empty (bishop, rook, queen)
  Leap,   // to an offset in `leaps`; with `routed`, through a corner (S6, knight)
};

// How a piece takes an enemy piece.
enum class CaptureStyle : std::uint8_t {
  Shoot,  // by shots and ranks (S9-S17), the Shooters editions
  Move,   // by moving onto it along its movement, as in chess (C2)
  Stand,  // by firing weapons; the capturer stays on its square (M7)
  Fire,   // by one shot at the first piece on a line within `range`, standing (B12, B13);
          // it moves only onto empty squares and has no ranks
};

// M6: what a weapon is against a target, in the attacker's order of
// preference (an attacker's class is the highest among its weapons).
enum class WeaponClass : std::uint8_t { None, Same, Plain, Weak };

struct Leap {
  int files = 0;  // long and short leg are derived from |files| and |ranks|
  int ranks = 0;
};

struct PieceType {
  char letter = '?';  // upper case; White's letter, Black's is lower case (S23)
  std::string name;   // "pawn"
  int baseRank = 1;   // S2
  MoveStyle moveStyle = MoveStyle::Step;
  DirSet moveDirs = 0;
  std::vector<Leap> leaps;  // MoveStyle::Leap only; each stands for all 8 reflections
                            // (Variant expands them), so {2,1} is the whole knight
  bool routed = false;      // S6: a leap goes through a declared corner
  DirSet shootDirs = 0;
  int range = 1;                // S9 default range
  int moveShootRangeAlong = 1;  // S10/S11: shot in the direction moved
  int moveShootRangeOther = 1;  // S10/S11: shot in any other direction
  int seriesRange = 1;  // S12 alternative range: most targets in a series; 0: no series (F5)
  int moveRange = kUnlimitedRange;  // F3: a slide's longest distance
  int bridgeRange = 1;              // S15a
  bool replace = true;              // S13: may shoot and replace
  bool seriesEndsOnShot = true;     // S12: false for the bishop (destination must be empty)
  bool monarch = false;             // S3: queen and king
  bool bomber = false;              // S16
  int maxRank = 9;                  // S3 cap (the first edition caps monarchs at 10)

  // Chess mechanics (C2-C6), each switched by its own key.
  CaptureStyle capture = CaptureStyle::Shoot;
  bool relative = false;         // directions are written for White and mirrored for Black
  DirSet captureDirs = 0;        // a stepper that takes in other directions than it moves (pawn)
  int doubleStepRank = 0;        // relative rank (1 = own first) of the two-square step, 0 = none
  bool enPassant = false;        // C5
  std::string promotesTo;        // C6: letters it may become on the last rank
  bool castles = false;          // C3: the king
  bool castlingRook = false;     // C3: the piece it castles with
  bool movesResetQuiet = false;  // C10/C13: its moves reset the quiet counter (the pawn)

  // Chess-Battle mechanics (B9-B17), each its own key.
  bool leapsFriend = false;      // B9: a slide may pass one friendly piece on its path
  bool lightDoubleStep = false;  // B15: two squares along any move direction from a light square
  bool breakthrough = false;     // B17: reaching the last rank leaves the board and names a piece
  bool optionalDiagonalCapture = false;  // B16: option soldier-diagonal-capture=off drops the
                                         // diagonal capture directions
  std::string immuneTo;  // B11: letters of the piece types that cannot capture this one

  // Cannon Battle Chess mechanics (K2-K23), each its own key.
  bool captures = true;     // K10: false for the cannon and the ammunition
  bool crater = false;      // K8: not a piece but a crater (its colour is its maker)
  bool homeZone = false;    // K10: never leaves its side's home base
  bool fires = false;       // K11: fires at a landing square with the ammunition behind it
  bool ammunition = false;  // K11-K13: holds shots in its cell's rank
  bool archer = false;      // K15, K16: flies along its file, takes an isolated piece
  bool frontal = false;     // K17, K18: may take part in a frontal attack
  std::array<int, kDirections> dirRanges{};  // K6: a slide's range per direction (0: moveRange)
  int credit = 0;  // K21: what withdrawing it gives; 0: it cannot be withdrawn
  int cost = 0;    // K22: what buying it costs; 0: not for sale

  // Weapons (M2-M4), for CaptureStyle::Stand.
  std::uint8_t weapons = 0;  // its defence type(s), which are also its own weapons
  DirSet shortDirs = 0;      // where it fires an S weapon, written for White (M4)
};

// C3: one way of castling, written for White (Black's mirrors the ranks).
// The right is named by `letter` in FEN (upper case; Black's is lower case).
struct CastleRule {
  char letter = 'K';
  Square king = 0, rook = 0, kingTo = 0, rookTo = 0;
};

// How a position is written: S23's SFEN or chess FEN (C13).
// SfenHoles is B24's: holes written as '*', four fields (no bridges).
// SfenReserve is K30's: seven fields with the fortune of war and the reserves.
enum class PositionFormat : std::uint8_t { Sfen, Fen, SfenHoles, SfenReserve };
// How turns are written: the project's notation, or Standard Algebraic (chess).
enum class NotationStyle : std::uint8_t { Project, San };
// Which material-only draws apply (C9), besides S21's bare monarchs.
// BareMinor: M19's (a) and (b), kings alone or with one knight or bishop, every
// piece holding only its own weapons.
// BareKings: K28's, kings alone with nothing in reserve and no chance left.
enum class MaterialRule : std::uint8_t { None, Fide, BareMinor, BareKings };

enum class StalemateRule : std::uint8_t { Draw, Loss };

// The rank a bridged pair shoots with: S15b's higher member, or F15's member
// nearer to the target plus half the other.
enum class PairAttack : std::uint8_t { Higher, NearerPlusHalf };
// What a shot at a bridged shooter hits: S15b/D9's whole pair, or F16's shooter alone.
enum class PairDefence : std::uint8_t { Pair, Single };

// Options a user may change with --option KEY=VALUE (rulings marked "option").
enum class AcquiredWeapons : std::uint8_t { OwnPattern, TypeOnly };  // M4
enum class QueenDefence : std::uint8_t { Strong, Weak };             // M6
enum class VolleyRule : std::uint8_t { All, Subset };                // M9

struct RuleOptions {
  StalemateRule stalemate = StalemateRule::Draw;  // S20
  bool insufficientForce = true;                  // S22
  bool monarchShield = false;                     // F13
  AcquiredWeapons acquiredWeapons = AcquiredWeapons::OwnPattern;
  QueenDefence queenDefence = QueenDefence::Strong;
  VolleyRule volley = VolleyRule::All;
  bool soldierDiagonalCapture = true;  // B16
  bool kingBlastRoyal = true;          // K26: `royal` (blasts reach kings) | `immune`
};

// K11-K24: the battlefield of Cannon Battle Chess. `on` switches on its
// generator (battlefield.h); the numbers are the rulings', as data.
struct Battlefield {
  bool on = false;
  int homeRows = 3;        // K1: a side's home base
  int fireRange = 5;       // K11: landing squares ahead of the cannon
  int shotCapacity = 6;    // K13
  int archersAfter = 16;   // K14: losses before archers may come
  int archersPerTurn = 4;  // K14
  int frontalMax = 5;      // K17
  // K24a: the odds of the draw, as weights: the cards (Queen of Hearts, Ace
  // of Spades, Joker) and the Ace's kinds (strike, isolation).
  std::array<int, 3> cardWeights{1, 1, 1};
  std::array<int, 2> aceWeights{1, 1};
};

struct BoardShape {
  int files = 8;
  int ranks = 8;
  std::vector<Square> holes;  // grid squares inside the rectangle that do not exist
};

struct Ruleset {
  std::string name;   // registry key, e.g. "shooters"
  std::string title;  // "Shooters Chess (revised edition)"
  BoardShape board;
  std::vector<PieceType> pieces;  // Cell::type - 1 indexes this table
  std::string startSfen;
  int quietLimit = 100;  // S21 plies without shot, unload or bomber
  int repetitions = 3;   // S21
  RuleOptions options;
  // The options this ruleset offers (its merged "options" object): only these
  // may be set with --option.
  std::vector<std::string> offeredOptions;
  PairAttack pairAttack = PairAttack::Higher;   // S15b / F15
  PairDefence pairDefence = PairDefence::Pair;  // S15b, D9 / F16
  bool monarchUnload = true;                    // S14 / F12: a monarch may be sacrificed
  int lastMonarchWinsAt = 0;  // F17: a side whose last monarch has this rank wins; 0: never
  // The centi-ranks of our engine's scores that Analyse Game counts as a pawn
  // of its winning-chances curve, measured on the rule system's games
  // (bench_calibrate); 0: by how pieces take (Analysis::pawnEquivalent).
  int scorePawn = 0;

  PositionFormat position = PositionFormat::Sfen;
  NotationStyle notation = NotationStyle::Project;
  bool ranks = true;         // pieces carry ranks (S3); false: every rank is 1, none written
  bool unload = true;        // S14
  bool bridges = true;       // S15
  bool bareMonarchs = true;  // S21's bare-monarchs draw
  bool fiftyMove = false;    // the quiet limit is called the fifty-move rule (C10)
  MaterialRule material = MaterialRule::None;
  std::vector<CastleRule> castling;  // C3/C4
  std::string pieceSet = "airship";  // the workbench's artwork (resources/pieces/)
  std::vector<std::string> aliases;  // other names its PGN Variant tag goes by ("Standard")
  // The kind a capture by moving is declared as: chess's `capture` (C2), or
  // `replace` (B19), whose `to` is 0 and `target` the taken piece.
  bool captureAsReplace = false;
  // M5/M6: [target's type][weapon], both in the order O D J S; the diagonal is
  // Same. Empty in rulesets without weapons.
  std::vector<std::array<WeaponClass, kWeapons>> weaponTable;
  Battlefield battlefield;  // K1-K31
  // The rulings a message cites that this rule system replaces, as (cited,
  // replacing) pairs: the first edition's cap is F11, not S3 (F1).
  std::vector<std::pair<std::string, std::string>> cites;

  // Index into `pieces` of the piece with this (upper-case) letter, or -1.
  int pieceByLetter(char upper) const;
  // The ruling id a message should cite for `id`: its replacement, or `id`.
  std::string cite(const std::string &id) const;
  const PieceType &piece(const Cell &c) const { return pieces[c.pieceIndex()]; }
  bool onBoard(int file, int rank) const;
};

// Applies one KEY=VALUE option; returns an empty string or the reason it
// cannot be applied ("unknown option 'foo'; known: stalemate, ...").
std::string applyOption(RuleOptions &options, const std::string &key, const std::string &value);
// The same, limited to the options `rules` offers; the message lists those.
std::string applyOption(Ruleset &rules, const std::string &key, const std::string &value);
// The values an option takes, "draw|loss"; empty for an unknown option.
std::string optionValues(const std::string &key);
// An option's current value in `options`, as text.
std::string optionValue(const RuleOptions &options, const std::string &key);
// Every option `rules` offers with its value, "stalemate=loss insufficient-force=on"
// (empty when it offers none): what tells another process the same rules.
std::string optionsText(const Ruleset &rules);

}  // namespace sc
