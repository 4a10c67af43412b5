#include "evaluate.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <optional>

namespace sc {

namespace {

constexpr int kBridge = 12;       // S15b: the pair is shot as its higher rank
constexpr int kBridgeArmour = 4;  // per rank the weaker member borrows

// Material from movement (pieces that take by moving, C2). A slide's k-th
// square counts kOpenPath^(k-1): the chance that the squares before it are
// empty in a game, so a rook's 14 squares on an empty board are worth about
// 8 a knight's leaps could not be blocked on. A piece that never leaves one
// square colour reaches half the board and counts kOneColour. kPerSquare
// turns squares into centipawns (a knight's 5.25 into about 325).
constexpr double kOpenPath = 0.7;
constexpr double kOneColour = 0.9;
constexpr double kPerSquare = 62;
// C6: of the extra worth of a promoting piece that has advanced, the share
// the evaluation counts (the rest waits until it is nearer or unstoppable).
constexpr int kAdvanceShare = 4;

bool diagonalOnly(DirSet d) { return d != 0 && (d & kOrthogonal) == 0; }

// A piece whose every move keeps the square colour (a bishop, a ferz, an
// alfil): all its directions diagonal, or all its leaps of an even length.
bool oneColour(const PieceType &pt) {
  switch (pt.moveStyle) {
    case MoveStyle::Leap:
      return !pt.leaps.empty() && std::all_of(pt.leaps.begin(), pt.leaps.end(), [](const Leap &l) {
        return (std::abs(l.files) + std::abs(l.ranks)) % 2 == 0;
      });
    case MoveStyle::Step:
      return diagonalOnly(pt.moveDirs) && (pt.captureDirs == 0 || diagonalOnly(pt.captureDirs));
    case MoveStyle::Slide:
      return diagonalOnly(pt.moveDirs);
  }
  return false;
}

// What a piece reaches from square `s` of the empty board (see below).
double reachFrom(const Variant &v, int p, Square s) {
  const PieceType &pt = v.rules().pieces[std::size_t(p)];
  const DirSet moves = v.moveDirs(p, Color::White), takes = v.captureDirs(p, Color::White);
  double n = 0;
  switch (pt.moveStyle) {
    case MoveStyle::Slide:
      for (int d = 0; d < kDirections; ++d) {
        if (!(moves >> d & 1)) continue;
        const int length = std::min<int>(v.ray(s, d).length, pt.moveRange);
        for (int k = 0; k < length; ++k) n += std::pow(kOpenPath, k);
      }
      break;
    case MoveStyle::Leap:
      n = double(v.leaps(p, s).size());
      break;
    case MoveStyle::Step: {
      int m = 0, t = 0;
      for (int d = 0; d < kDirections; ++d) {
        Square q;
        if (!v.neighbour(s, d, q)) continue;
        m += moves >> d & 1;
        t += takes >> d & 1;
      }
      n = takes ? (m + t) / 2.0 : m;
      if (pt.capture == CaptureStyle::Fire) {  // B12, B13: what its shots reach
        const DirSet shots = v.shootDirs(p, Color::White);
        int reach = 0;
        for (int d = 0; d < kDirections; ++d)
          if (shots >> d & 1) reach += std::min<int>(v.ray(s, d).length, pt.range);
        n = (m + reach) / 2.0;
      }
      break;
    }
  }
  return n;
}

// Squares a piece reaches from a square of the empty board, slides discounted
// by kOpenPath, averaged over the squares it has somewhere to go from (a pawn
// never stands on its last rank). A stepper that takes in other directions
// than it moves (a pawn) counts the mean of its moves and its captures.
double emptyBoardMobility(const Variant &v, int p) {
  double total = 0;
  int from = 0;
  for (Square s : v.squares()) {
    const double n = reachFrom(v, p, s);
    if (n <= 0) continue;
    total += n;
    ++from;
  }
  return from ? total / from : 0;
}

// The steps a promoting piece (C6) has to make from relative rank `rank` to
// its last rank, and the worth of getting there by them.
double promotionWorth(const Variant &v, int best, int rank) {
  return best * std::pow(kOpenPath, v.rules().board.ranks - 1 - rank);
}

int bestPromotion(const Variant &v, int p) {
  int best = 0;
  for (char letter : v.rules().pieces[std::size_t(p)].promotesTo) {
    const int q = v.rules().pieceByLetter(letter);
    if (q >= 0 && q != p) best = std::max(best, Evaluator::materialValue(v, q));
  }
  return best;
}

// Where a promoting piece starts (0-based relative rank): the rank of its
// double step (C5), else its own first rank.
int startRank(const PieceType &pt) { return pt.doubleStepRank ? pt.doubleStepRank - 1 : 0; }

}  // namespace

namespace {

struct WeightName {
  const char *name;
  int EvalWeights::*member;
};
constexpr WeightName kWeightNames[] = {
    {"tempo", &EvalWeights::tempo},
    {"canTakeDown", &EvalWeights::canTakeDown},
    {"canHit", &EvalWeights::canHit},
    {"monarchKillable", &EvalWeights::monarchKillable},
    {"monarchHit", &EvalWeights::monarchHit},
    {"bomberNext", &EvalWeights::bomberNext},
    {"nearMonarch", &EvalWeights::nearMonarch},
    {"mobility", &EvalWeights::mobility},
    {"shotFirst", &EvalWeights::shotFirst},
    {"shotSecond", &EvalWeights::shotSecond},
    {"hangSecond", &EvalWeights::hangSecond},
    {"hangThird", &EvalWeights::hangThird},
    {"monarchPresence", &EvalWeights::monarchPresence},
    {"unitPresence", &EvalWeights::unitPresence},
    {"rankBase", &EvalWeights::rankBase},
    {"rankShoot", &EvalWeights::rankShoot},
    {"rankMove", &EvalWeights::rankMove},
};

}  // namespace

int *evalWeight(EvalWeights &w, const std::string &name) {
  for (const WeightName &n : kWeightNames)
    if (name == n.name) return &(w.*n.member);
  return nullptr;
}

std::vector<std::string> evalWeightNames() {
  std::vector<std::string> names;
  for (const WeightName &n : kWeightNames) names.emplace_back(n.name);
  return names;
}

int Evaluator::materialValue(const Variant &variant, int pieceIndex) {
  const PieceType &pt = variant.rules().pieces[std::size_t(pieceIndex)];
  double value = kPerSquare * emptyBoardMobility(variant, pieceIndex);
  if (oneColour(pt)) value *= kOneColour;
  // A pawn is worth what it may become, discounted by the steps to its last
  // rank: in chess 0.7^6 of a queen, about 100.
  if (const int best = bestPromotion(variant, pieceIndex))
    value = std::max(value, promotionWorth(variant, best, startRank(pt)));
  return int(std::lround(value));
}

Evaluator::Evaluator(const Variant &variant, const EvalWeights &weights) : m_w(weights) {
  // Weights from the type's data rather than its letter: a rank on a shooter
  // that reaches far in many directions does more than one that barely
  // reaches (S2). The rook's range 4 makes its rank worth more than a
  // bishop's, and the queen's eight directions more still.
  for (const PieceType &pt : variant.rules().pieces) {
    TypeInfo t;
    const int p = int(m_types.size());
    if (pt.capture != CaptureStyle::Shoot) {
      // Taking by moving (C2) or standing (M7): a piece is worth what it can
      // reach, and it is either there or taken, so there is no presence
      // apart from the monarch's premium.
      t.perRank = materialValue(variant, p);
      t.presence = pt.monarch ? m_w.monarchPresence : 0;
      t.monarch = pt.monarch;
      t.mobility = pt.monarch ? 1 : m_w.mobility;
      t.oneColour = oneColour(pt);
      t.fileSlider = pt.moveStyle == MoveStyle::Slide && (pt.moveDirs & kOrthogonal);
      t.stepper = pt.moveStyle == MoveStyle::Step;
      if (const int best = bestPromotion(variant, p)) {
        // C6: an advanced pawn counts part of what it has gained towards
        // its promotion (about 11 on the third rank, 127 on the seventh).
        t.advance.assign(std::size_t(variant.rules().board.ranks), 0);
        t.firstRank = startRank(pt);
        for (int r = startRank(pt); r < variant.rules().board.ranks - 1; ++r)
          t.advance[std::size_t(r)] =
              std::max(0, int(std::lround(promotionWorth(variant, best, r))) - t.perRank) /
              kAdvanceShare;
      }
      m_types.push_back(std::move(t));
      continue;
    }
    const int shootPower = std::popcount(unsigned(pt.shootDirs)) * std::min(pt.range, 4);
    int movePower = 8;
    if (pt.moveStyle == MoveStyle::Slide) movePower = 3 * std::popcount(unsigned(pt.moveDirs));
    if (pt.moveStyle == MoveStyle::Step) movePower = std::popcount(unsigned(pt.moveDirs));
    t.perRank = m_w.rankBase + (m_w.rankShoot * shootPower + m_w.rankMove * movePower) / 16;
    t.presence = pt.monarch ? m_w.monarchPresence : m_w.unitPresence;
    t.monarch = pt.monarch;
    // A monarch that runs about the board is exposed; mobility is for the escort.
    t.mobility = pt.monarch ? 1 : m_w.mobility;
    m_types.push_back(std::move(t));
  }
  // With every pending share at 0 the series are not walked at all.
  const bool pendingWeights = m_w.shotFirst || m_w.shotSecond || m_w.hangSecond || m_w.hangThird;
  const auto &pieces = variant.rules().pieces;
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    m_types[p].shoots = pieces[p].shootDirs != 0;
    m_types[p].series = pendingWeights && pieces[p].capture == CaptureStyle::Shoot &&
                        pieces[p].moveStyle == MoveStyle::Slide && pieces[p].seriesRange > 0;
    m_lineDanger = m_lineDanger || pieces[p].shootDirs != 0 || pieces[p].bomber;
  }
  m_structure = !pieces.empty() &&
                std::all_of(pieces.begin(), pieces.end(),
                            [](const PieceType &pt) { return pt.capture == CaptureStyle::Move; });
  if (!m_structure) return;
  m_startPhase = startPhase(variant);
  // Where a piece stands: what it reaches from there on the empty board
  // against its mean (a knight in the centre 8 squares, in a corner 2).
  constexpr double kCentralise = 3;
  for (int p = 0; p < int(m_types.size()); ++p) {
    TypeInfo &t = m_types[std::size_t(p)];
    if (t.monarch || !t.advance.empty()) continue;
    const double mean = emptyBoardMobility(variant, p);
    t.placement.assign(std::size_t(kGridSquares), 0);
    for (Square s : variant.squares())
      t.placement[std::size_t(s)] =
          std::int16_t(std::lround(kCentralise * (reachFrom(variant, p, s) - mean)));
  }
}

// K21-K23: what waits off the board. A pool piece is most of a piece (it
// still needs a turn and a free square); a credit is worth what it buys, a
// pawn for every kCreditsPerPawn; archers only once they may come (K14).
void Evaluator::reserves(const Position &pos, int score[2]) const {
  constexpr int kPoolShare = 4;  // of 5
  const auto &pieces = pos.rules().pieces;
  const int pawn = pos.rules().pieceByLetter('P');
  const int credit = pawn >= 0 && pieces[std::size_t(pawn)].cost > 0
                         ? m_types[std::size_t(pawn)].perRank / pieces[std::size_t(pawn)].cost
                         : 0;
  for (Color c : {Color::White, Color::Black}) {
    int &mine = score[index(c)];
    mine += pos.credit(c) * credit;
    for (int i = 0; i < int(pieces.size()) && i < kPoolTypes; ++i) {
      const int n = pos.pool(c, i);
      if (n == 0) continue;
      if (pieces[std::size_t(i)].archer && pos.lost(c) < pos.rules().battlefield.archersAfter)
        continue;
      mine += n * m_types[std::size_t(i)].perRank * kPoolShare / 5;
    }
  }
}

int Evaluator::mobility(const Position &pos, Square s, const Cell &c) const {
  const Variant &v = pos.variant();
  const PieceType &pt = v.piece(c);
  if (c.bridged()) return 2;  // moves only with its pair (S15a)
  // A pawn's directions are written for White (C2's relative pieces).
  const DirSet dirs = v.moveDirs(c.pieceIndex(), c.color);
  int n = 0;
  switch (pt.moveStyle) {
    case MoveStyle::Slide:
      for (int d = 0; d < kDirections; ++d) {
        if (!(dirs >> d & 1)) continue;
        const Ray &ray = v.ray(s, d);
        int k = 0;
        while (k < ray.length && k < kMaxSlideCount && pos.at(ray.squares[k]).empty()) ++k;
        n += k;
      }
      break;
    case MoveStyle::Step:
      for (unsigned m = dirs; m; m &= m - 1) {  // a pawn has one or two directions
        Square q;
        if (v.neighbour(s, std::countr_zero(m), q) && pos.at(q).empty()) ++n;
      }
      break;
    case MoveStyle::Leap:
      for (const LeapTarget &lt : v.leaps(c.pieceIndex(), s)) n += pos.at(lt.dest).empty();
      break;
  }
  return n;
}

// The shots pending against each shooter: per target square the most one
// standing enemy shot would take from it (S17: all of it when the attack
// rank reaches its rank, else the ranks it would lose), then per side the
// three largest over distinct targets.
struct Evaluator::Pending {
  std::array<int, kGridSquares> gain{};
  std::array<Square, 64> touched{};
  int count = 0;

  void add(Square target, int value) {
    int &g = gain[std::size_t(target)];
    if (g == 0 && count < int(touched.size())) touched[std::size_t(count++)] = target;
    g = std::max(g, value);
  }
};

// What one shot of `attack` ranks takes from the shooter `t`, shot as
// `defence` ranks (S17): all of it when the attack reaches them, else the
// ranks it loses.
int Evaluator::shotTakes(const Cell &t, int attack, int defence) const {
  if (attack >= defence) return cellValue(t);
  return attack * m_types[std::size_t(t.pieceIndex())].perRank;
}

// Standing shots only (S9): what this shooter threatens without moving.
int Evaluator::shooting(const Position &pos, Square s, const Cell &c, Pending &pending) const {
  const Variant &v = pos.variant();
  const PieceType &pt = v.piece(c);
  const int attack = pos.pairRank(s);
  int score = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (!(pt.shootDirs >> d & 1)) continue;
    const Ray &ray = v.ray(s, d);
    const int n = std::min<int>(pt.range, ray.length);
    for (int i = 0; i < n; ++i) {
      const Square q = ray.squares[i];
      const Cell &t = pos.at(q);
      if (t.empty()) continue;
      if (t.color != c.color) {
        const int defence = pos.pairRank(q);
        score += attack >= defence ? m_w.canTakeDown : m_w.canHit;
        pending.add(q, shotTakes(t, attack, defence));
      }
      break;
    }
  }
  return score;
}

// A series (S12, F5) along each of the shooter's move directions: the enemies
// on its path, nearest first, up to its series count or the first survivor,
// which takes the attack ranks and stops it; a friendly piece on the path
// forbids it. What the whole slide would take is one pending shot, counted on
// its first target, since the pending shots are kept over distinct targets.
void Evaluator::seriesThreats(const Position &pos, Square s, const Cell &c,
                              Pending &pending) const {
  const Variant &v = pos.variant();
  const PieceType &pt = v.piece(c);
  const int attack = pos.pairRank(s);
  for (int d = 0; d < kDirections; ++d) {
    if (!(pt.moveDirs >> d & 1)) continue;
    const Ray &ray = v.ray(s, d);
    const int length = std::min<int>(ray.length, pt.moveRange);
    int enemies = 0, taken = 0;
    Square first{};
    for (int i = 0; i < length; ++i) {
      const Square q = ray.squares[i];
      const Cell &t = pos.at(q);
      if (t.empty()) continue;
      if (t.color == c.color || ++enemies > pt.seriesRange) break;
      if (enemies == 1) first = q;
      const int defence = pos.pairRank(q);
      taken += shotTakes(t, attack, defence);
      if (attack < defence) break;  // a survivor stops the series
    }
    if (enemies > 0) pending.add(first, taken);
  }
}

// Who can reach the monarch on `m`, and with what rank: enemies whose standing
// shot hits it (the first shooter on each of its eight lines), an enemy king
// that could explode beside it, and enemies close enough to get there soon.
int Evaluator::monarchDanger(const Position &pos, Square m, const Cell &c) const {
  const Variant &v = pos.variant();
  const int defence = pos.pairRank(m);
  int danger = 0;
  for (int d = 0; d < kDirections && m_lineDanger; ++d) {
    const Ray &ray = v.ray(m, d);
    for (int i = 0; i < ray.length; ++i) {
      const Cell &e = pos.at(ray.squares[i]);
      if (e.empty()) continue;
      if (e.color == c.color) break;
      const PieceType &ept = v.piece(e);
      const int attack = pos.pairRank(ray.squares[i]);
      if ((ept.shootDirs >> opposite(d) & 1) && i < ept.range)
        danger += attack >= defence ? m_w.monarchKillable : m_w.monarchHit * attack / defence;
      if (i == 0 && ept.bomber && e.rank >= defence) danger += m_w.bomberNext;
      break;
    }
  }
  // Enemies within two squares: looked for among the enemy's pieces, fewer
  // than the 25 squares around the monarch in most positions.
  const int fm = fileOf(m), rm = rankOf(m);
  pos.forEachPiece(~c.color, [&](Square q) {
    if (std::abs(fileOf(q) - fm) <= 2 && std::abs(rankOf(q) - rm) <= 2) danger += m_w.nearMonarch;
  });
  // A lone monarch is royal (S19): losing it loses the game.
  return pos.monarchCount(c.color) == 1 ? 2 * danger : danger;
}

int Evaluator::evaluate(const Position &pos) const {
  const Variant &v = pos.variant();
  int score[2] = {0, 0};
  // Zeroing the per-square table costs a fifth of a chess evaluation, where
  // nothing shoots: it is made only where something does.
  std::optional<Pending> shots;
  if (m_lineDanger) shots.emplace();
  Scan scan;
  if (m_structure) startScan(pos, scan);
  pos.forEachPiece([&](Square s) {
    const Cell &c = pos.at(s);
    const TypeInfo &t = m_types[std::size_t(c.pieceIndex())];
    int &mine = score[index(c.color)];
    mine += c.rank * t.perRank + t.presence;
    const int walked = m_structure ? scanPiece(pos, s, c, t, scan) : -1;
    mine += t.mobility * (walked >= 0 ? walked : mobility(pos, s, c));
    // Where the structure is evaluated it weighs the advance (passed or not).
    if (!t.advance.empty() && !m_structure)
      mine += t.advance[std::size_t(v.relativeRank(s, c.color))];
    if (t.shoots) mine += shooting(pos, s, c, *shots);
    if (t.series && shots) seriesThreats(pos, s, c, *shots);
    if (t.monarch) mine -= monarchDanger(pos, s, c);
    if (c.bridged()) {
      const Cell &p = pos.at(pos.partner(s));
      // Counted once per member; the weaker member is the one armoured.
      mine += kBridge / 2 + (p.rank > c.rank ? kBridgeArmour * (p.rank - c.rank) : 0);
    }
  });
  if (v.rules().battlefield.on) reserves(pos, score);
  if (m_structure) structure(pos, scan, score);
  const int us = index(pos.sideToMove());
  // The three largest shots pending against each side, over distinct targets.
  int top[2][3] = {{0, 0, 0}, {0, 0, 0}};
  for (int i = 0; shots && i < shots->count; ++i) {
    const Square q = shots->touched[std::size_t(i)];
    int g = shots->gain[std::size_t(q)];
    int *side = top[index(pos.at(q).color)];
    for (int k = 0; k < 3; ++k)
      if (g > side[k]) std::swap(g, side[k]);
  }
  const int *against = top[us], *theirs = top[1 - us];
  const int pendingScore = (m_w.shotFirst * theirs[0] - m_w.hangSecond * against[1] -
                            m_w.hangThird * against[2] + m_w.shotSecond * theirs[1]) /
                           64;
  return score[us] - score[1 - us] + m_w.tempo + pendingScore;
}

}  // namespace sc
