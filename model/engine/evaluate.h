// Static evaluation for the search: ranks weighted by shooter type, monarch
// safety, mobility and bridges, in centi-ranks (a pawn's one rank is about
// 100) from the point of view of the side to move.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "position.h"

namespace sc {

// The weights of the evaluation that are not derived from the piece data, in
// centi-ranks (the shares in 64ths, the rank shares in 16ths). Most are set
// by hand; the presences and the rank shares come from the tuner
// (scripts/tune-eval), each kept only after a match and bench_steadiness
// (docs/engine.md "Evaluation").
struct EvalWeights {
  int tempo = 12;        // the side to move
  int canTakeDown = 24;  // a standing shot that would take its target down
  int canHit = 4;        // one that would only wound it
  int monarchKillable = 110;
  int monarchHit = 30;  // scaled by attack rank / monarch rank
  int bomberNext = 70;  // S16: an enemy king beside the monarch
  int nearMonarch = 8;  // per enemy within two squares of a monarch
  int mobility = 3;     // per empty square a non-monarch could move to
  // Pending shots (a static exchange over standing shots and series, S9,
  // S12, S17): for each shooter the most one enemy shot or series would take
  // from it, taken down or wounded. The side to move fires first, and the
  // quiescence search fires its best shot itself; of the shots pending against
  // it, it can parry one with its turn and loses a share of the second (and
  // of the third); its own second shot is the one the opponent cannot parry
  // both of. The shares were the steadiest of a grid on one sample that lost
  // no strength (docs/engine.md, fourteenth pass); on five samples 0, 4 and 8
  // are within the noise (fifteenth pass). All of them at 0 skip the series walk.
  int shotFirst = 0;   // 64ths of the mover's best pending shot
  int hangSecond = 8;  // 64ths of the second-best shot pending against the mover
  int hangThird = 0;   // 64ths of the third
  int shotSecond = 8;  // 64ths of the mover's second-best pending shot
  // Material beyond ranks (cellValue): being on the board, for a monarch (S18:
  // the monarchs are the game) and for any other shooter. A shooter's presence
  // was 50, so that an unload (S14) cost something; tuned on 1,200 games it
  // went to 0, and the engine with 0 scored 74.3% over 200 games against the
  // one with 50 (docs/engine.md, ninth pass): an unload that feeds a series
  // is this game's commonest tactic, and a pawn is worth its rank.
  int monarchPresence = 300;
  int unitPresence = 0;
  // What one rank of a shooter is worth, from its type's data (S2):
  // rankBase + rankShoot/16 x shooting power + rankMove/16 x movement power
  // (a pawn's rank 96, a rook's 148, a queen's 218). Texel tuning on 1,200
  // games raised the shooting share from 16 (a queen's rank was 134), and the
  // base keeps a pawn's rank at 96, the unit of every score; the engine with
  // these won 81.5% of 100 games against the one before (docs/engine.md, tenth
  // pass). The games asked for more still; it cost steadiness.
  int rankBase = 78;
  int rankShoot = 55;
  int rankMove = 20;
};

// The weights by name ("tempo", "shotFirst", ...), for tuners and benches.
// Null for an unknown name.
int *evalWeight(EvalWeights &w, const std::string &name);
std::vector<std::string> evalWeightNames();

// Evaluation tables derived once from a variant's piece types, so a ruleset
// with other shooters is evaluated without code changes.
class Evaluator {
 public:
  explicit Evaluator(const Variant &variant, const EvalWeights &weights = {});
  const EvalWeights &weights() const { return m_w; }

  int evaluate(const Position &pos) const;
  // Whether every piece takes by moving (C2): the evaluation then knows pawn
  // structure and shelter, and the search prunes on it.
  bool takesByMovingOnly() const { return m_structure; }

  // The material value, in centipawns, that the piece data gives a piece
  // that takes by moving (C2): its mobility on an empty board, a slide's
  // far squares discounted by the chance that the path is open, a piece
  // held to one square colour discounted, a piece that promotes (C6) worth
  // at least its best promotion discounted by the steps to get there. Read
  // by the evaluator for such pieces and printed by the tests and the docs.
  static int materialValue(const Variant &variant, int pieceIndex);

  // What one shooter is worth on its own: its rank times its type's weight,
  // plus what being there is worth (a monarch's premium, S18: the monarchs
  // are the game; EvalWeights::unitPresence for the others). Ordering and
  // quiescence price shots with it, so a shooter taken down is worth more
  // than one wounded by the same ranks (while the presence is above 0). A piece
  // that takes by moving (C2) has rank 1 where a ruleset has no ranks, and
  // its type's weight is its whole material value (materialValue()).
  int cellValue(const Cell &c) const {
    if (c.empty()) return 0;
    const TypeInfo &t = m_types[std::size_t(c.pieceIndex())];
    return c.rank * t.perRank + t.presence;
  }

 private:
  struct TypeInfo {
    int perRank = 100;
    int presence = 0;  // the monarch premium, or a unit's worth
    bool monarch = false;
    int mobility = 0;         // per square the shooter could move to
    bool oneColour = false;   // held to one square colour (a bishop)
    bool fileSlider = false;  // slides along files (a rook, a queen)
    // Per square, where the structure is evaluated: the placement worth in
    // the middlegame (evaluate_structure.cpp); empty otherwise.
    std::vector<std::int16_t> placement;
    int firstRank = 0;     // a promoting piece's starting relative rank (C5)
    bool shoots = false;   // has standing shots (S9, M7, B12)
    bool series = false;   // slides and shoots in series (S12, F5), and pending shots are weighed
    bool stepper = false;  // moves one square at a time (a pawn, a king)
    // C6: what advancing is worth by relative rank (0 = own first), for a
    // piece that promotes; empty otherwise.
    std::vector<int> advance;
  };

  void reserves(const Position &pos, int score[2]) const;  // K21-K23
  int mobility(const Position &pos, Square s, const Cell &c) const;
  // The most a standing shot at each target would take (S17), per square.
  struct Pending;
  int shotTakes(const Cell &t, int attack, int defence) const;
  int shooting(const Position &pos, Square s, const Cell &c, Pending &pending) const;
  void seriesThreats(const Position &pos, Square s, const Cell &c, Pending &pending) const;
  int monarchDanger(const Position &pos, Square m, const Cell &c) const;
  // Pawn structure, shelter, the bishop pair, open files (evaluate_structure.cpp),
  // where every piece takes by moving (C2): what the board pass collects for
  // it, then the terms.
  static constexpr int kScanPawns = 32, kScanSliders = 8;
  struct Scan {
    std::array<std::array<std::int8_t, kGridSize>, 2> count, low, high;  // pawns per file
    std::array<std::array<Square, kScanPawns>, 2> pawns;
    std::array<std::array<Square, kScanSliders>, 2> sliders;
    std::array<int, 2> pawnCount, phase, colours, placement, sliderCount;
    std::array<int, 2> monarch;  // its square, -1 when it has none
    // Per side: its attacks on the squares around the enemy monarch, weighted,
    // and how many of its pieces make them.
    std::array<int, 2> attackUnits, attackers;
  };
  // Clears `scan` and finds the monarchs, whose surroundings the pass counts
  // attacks on.
  void startScan(const Position &pos, Scan &scan) const;
  // Returns the piece's mobility() where it walked the piece's moves anyway
  // (a slider or leaper that takes as it moves), else -1.
  int scanPiece(const Position &pos, Square s, const Cell &c, const TypeInfo &t, Scan &scan) const;
  void structure(const Position &pos, const Scan &scan, int score[2]) const;
  int monarchSafety(const Position &pos, const Scan &scan, int side, int middle, int ending) const;
  // The squares next to `monarch` (and its own) that the piece on `s` attacks;
  // `moves` gets its mobility() where one walk counts both, else -1.
  int emptySteps(const Position &pos, Square s, const Cell &c) const;
  int zoneAttacks(const Position &pos, Square s, const Cell &c, int monarch, int &moves) const;
  int startPhase(const Variant &variant) const;

  std::vector<TypeInfo> m_types;  // by piece index
  bool m_structure = false;       // every piece takes by moving
  bool m_lineDanger = false;      // some piece shoots or bombs: monarchs' lines are scanned
  int m_startPhase = 1;           // one side's material besides pawns and monarchs at the start
  // mobility() counts at most this many squares of a slide.
  static constexpr int kMaxSlideCount = 7;
  EvalWeights m_w;
};

}  // namespace sc
