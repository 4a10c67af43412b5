#include "evaluate.h"

#include <algorithm>
#include <bit>

namespace sc {

namespace {

constexpr int kMonarchBonus = 300;
constexpr int kUnitBonus = 50;
constexpr int kTempo = 12;
constexpr int kBridge = 12;       // S15b: the pair is shot as its higher rank
constexpr int kBridgeArmour = 4;  // per rank the weaker member borrows
constexpr int kCanTakeDown = 24;  // a shooter that could shoot a target down now
constexpr int kCanHit = 4;        // one that could only wound it
constexpr int kMonarchKillable = 110;
constexpr int kMonarchHit = 30;  // scaled by attacker rank / monarch rank
constexpr int kBomberNext = 70;  // S16: an enemy king beside the monarch
constexpr int kNearMonarch = 8;  // per enemy within two squares
constexpr int kMaxSlideCount = 7;

}  // namespace

Evaluator::Evaluator(const Variant &variant) {
  // Weights from the type's data rather than its letter: a rank on a shooter
  // that reaches far in many directions does more than one that barely
  // reaches (S2). The rook's range 4 makes its rank worth more than a
  // bishop's, and the queen's eight directions more still.
  for (const PieceType &pt : variant.rules().pieces) {
    TypeInfo t;
    const int shootPower = std::popcount(unsigned(pt.shootDirs)) * std::min(pt.range, 4);
    int movePower = 8;
    if (pt.moveStyle == MoveStyle::Slide) movePower = 3 * std::popcount(unsigned(pt.moveDirs));
    if (pt.moveStyle == MoveStyle::Step) movePower = std::popcount(unsigned(pt.moveDirs));
    t.perRank = 90 + shootPower + movePower / 2;
    t.presence = pt.monarch ? kMonarchBonus : kUnitBonus;
    t.monarch = pt.monarch;
    // A monarch that runs about the board is exposed; mobility is for the escort.
    t.mobility = pt.monarch ? 1 : 3;
    m_types.push_back(t);
  }
}

int Evaluator::mobility(const Position &pos, Square s, const Cell &c) const {
  const Variant &v = pos.variant();
  const PieceType &pt = v.piece(c);
  if (c.bridged()) return 2;  // moves only with its pair (S15a)
  int n = 0;
  switch (pt.moveStyle) {
    case MoveStyle::Slide:
      for (int d = 0; d < kDirections; ++d) {
        if (!(pt.moveDirs >> d & 1)) continue;
        const Ray &ray = v.ray(s, d);
        int k = 0;
        while (k < ray.length && k < kMaxSlideCount && pos.at(ray.squares[k]).empty()) ++k;
        n += k;
      }
      break;
    case MoveStyle::Step:
      for (int d = 0; d < kDirections; ++d) {
        Square q;
        if ((pt.moveDirs >> d & 1) && v.neighbour(s, d, q) && pos.at(q).empty()) ++n;
      }
      break;
    case MoveStyle::Leap:
      for (const LeapTarget &lt : v.leaps(c.pieceIndex(), s)) n += pos.at(lt.dest).empty();
      break;
  }
  return n;
}

// Standing shots only (S9): what this shooter threatens without moving.
int Evaluator::shooting(const Position &pos, Square s, const Cell &c) const {
  const Variant &v = pos.variant();
  const PieceType &pt = v.piece(c);
  const int attack = pos.pairRank(s);
  int score = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (!(pt.shootDirs >> d & 1)) continue;
    const Ray &ray = v.ray(s, d);
    const int n = std::min<int>(pt.range, ray.length);
    for (int i = 0; i < n; ++i) {
      const Cell &t = pos.at(ray.squares[i]);
      if (t.empty()) continue;
      if (t.color != c.color)
        score += attack >= pos.pairRank(ray.squares[i]) ? kCanTakeDown : kCanHit;
      break;
    }
  }
  return score;
}

// Who can reach the monarch on `m`, and with what rank: enemies whose standing
// shot hits it (the first shooter on each of its eight lines), an enemy king
// that could explode beside it, and enemies close enough to get there soon.
int Evaluator::monarchDanger(const Position &pos, Square m, const Cell &c) const {
  const Variant &v = pos.variant();
  const int defence = pos.pairRank(m);
  int danger = 0;
  for (int d = 0; d < kDirections; ++d) {
    const Ray &ray = v.ray(m, d);
    for (int i = 0; i < ray.length; ++i) {
      const Cell &e = pos.at(ray.squares[i]);
      if (e.empty()) continue;
      if (e.color == c.color) break;
      const PieceType &ept = v.piece(e);
      const int attack = pos.pairRank(ray.squares[i]);
      if ((ept.shootDirs >> opposite(d) & 1) && i < ept.range)
        danger += attack >= defence ? kMonarchKillable : kMonarchHit * attack / defence;
      if (i == 0 && ept.bomber && e.rank >= defence) danger += kBomberNext;
      break;
    }
  }
  for (int df = -2; df <= 2; ++df)
    for (int dr = -2; dr <= 2; ++dr) {
      const int f = fileOf(m) + df, r = rankOf(m) + dr;
      if ((df || dr) && v.onBoard(f, r)) {
        const Cell &e = pos.at(makeSquare(f, r));
        if (!e.empty() && e.color != c.color) danger += kNearMonarch;
      }
    }
  // A lone monarch is royal (S19): losing it loses the game.
  return pos.monarchCount(c.color) == 1 ? 2 * danger : danger;
}

int Evaluator::evaluate(const Position &pos) const {
  const Variant &v = pos.variant();
  int score[2] = {0, 0};
  for (Square s : v.squares()) {
    const Cell &c = pos.at(s);
    if (c.empty()) continue;
    const TypeInfo &t = m_types[std::size_t(c.pieceIndex())];
    int &mine = score[index(c.color)];
    mine += c.rank * t.perRank + t.presence;
    mine += t.mobility * mobility(pos, s, c);
    mine += shooting(pos, s, c);
    if (t.monarch) mine -= monarchDanger(pos, s, c);
    if (c.bridged()) {
      const Cell &p = pos.at(pos.partner(s));
      // Counted once per member; the weaker member is the one armoured.
      mine += kBridge / 2 + (p.rank > c.rank ? kBridgeArmour * (p.rank - c.rank) : 0);
    }
  }
  const int us = index(pos.sideToMove());
  return score[us] - score[1 - us] + kTempo;
}

}  // namespace sc
