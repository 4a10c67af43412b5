// What a count of material and mobility misses where every piece takes by
// moving (C2, chess and rule systems like it): pawn structure, passed pawns,
// the monarch's shelter and the attacks around it in the middlegame and its
// place in the ending, where pieces stand, the bishop pair and rooks on open
// files. Derived from the piece data: a
// "pawn" is a piece that promotes (C6), a "bishop" a piece held to one
// square colour, a "rook" a slider along files. Measured against
// Fairy-Stockfish (docs/engine.md "Measured").
#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>

#include "evaluate.h"

namespace sc {

namespace {

constexpr int kDoubled = 15;       // per extra pawn on a file
constexpr int kIsolated = 10;      // a pawn with no own pawn beside its file
constexpr int kShelterNear = 14;   // an own pawn just in front of the monarch
constexpr int kShelterFar = 7;     // two squares in front
constexpr int kOpenMonarch = 20;   // the monarch's file has no own pawn
constexpr int kCentre = 5;         // per step from the centre, in the ending
constexpr int kBishopPair = 30;    // one-colour pieces on both colours
constexpr int kOpenFile = 12;      // a file slider with no own pawn on its file
constexpr int kHalfOpenExtra = 8;  // ... and no enemy pawn either
constexpr int kCentrePawn = 8;     // per step a pawn of the two middle files has made
constexpr int kMonarchWing = 3;    // per half-file from the middle, in the middlegame
constexpr int kAttack = 2;         // times the attack units squared, from two attackers on
constexpr int kAttackCap = 500;

bool nextTo(Square a, Square b) {
  return std::abs(fileOf(a) - fileOf(b)) <= 1 && std::abs(rankOf(a) - rankOf(b)) <= 1;
}

// One axis of "the square `t` steps along a line is next to the monarch":
// the line's step on this axis and the monarch's distance from the line's
// start on it. A fixed axis is near or not for every t; a moving one narrows
// [lo, hi] to the t within one of the monarch.
bool nearLine(int step, int gap, int &lo, int &hi) {
  if (step == 0) return std::abs(gap) <= 1;
  lo = std::max(lo, step * gap - 1);
  hi = std::min(hi, step * gap + 1);
  return true;
}

// Half-files from the middle of a board `files` wide: 1 for the two middle
// files of an even board, 7 for its edge files on eight.
int fromMiddle(int file, int files) { return std::abs(2 * file - (files - 1)); }

}  // namespace

int Evaluator::startPhase(const Variant &variant) const {
  // The material other than pawns and monarchs one side starts with: the
  // scale of the middlegame/ending blend.
  const std::string &sfen = variant.rules().startSfen;
  int phase = 0;
  for (char ch : sfen.substr(0, sfen.find(' '))) {
    if (ch < 'A' || ch > 'Z') continue;
    const int p = variant.rules().pieceByLetter(ch);
    if (p < 0) continue;
    const TypeInfo &t = m_types[std::size_t(p)];
    if (t.advance.empty() && !t.monarch) phase += t.perRank;
  }
  return std::max(1, phase);
}

void Evaluator::startScan(const Position &pos, Scan &scan) const {
  const int ranks = pos.rules().board.ranks;
  for (auto &side : scan.low) side.fill(std::int8_t(ranks));
  for (auto &side : scan.high) side.fill(-1);
  for (auto &side : scan.count) side.fill(0);
  scan.pawnCount = scan.phase = scan.colours = scan.placement = scan.sliderCount = {};
  scan.attackUnits = scan.attackers = {};
  scan.monarch = {-1, -1};
  int found = 0;
  for (Color c : {Color::White, Color::Black}) {
    Square m;
    if (pos.monarchCount(c) == 0) {
      ++found;
    } else if (pos.lastMonarch(c, m)) {
      scan.monarch[index(c)] = m;
      ++found;
    }
  }
  // Else from both ends of the board at once, where the monarchs usually
  // are, until each side's is found (or every square looked at).
  const auto &squares = pos.variant().squares();
  const int n = int(squares.size());
  for (int i = 0, j = n - 1; i <= j && found < 2; ++i, --j) {
    for (const Square s : {squares[std::size_t(i)], squares[std::size_t(j)]}) {
      const Cell &c = pos.at(s);
      if (!c.empty() && m_types[std::size_t(c.pieceIndex())].monarch &&
          scan.monarch[index(c.color)] < 0) {
        scan.monarch[index(c.color)] = s;
        ++found;
      }
    }
  }
}

int Evaluator::scanPiece(const Position &pos, Square s, const Cell &c, const TypeInfo &t,
                         Scan &scan) const {
  const int side = index(c.color);
  const int f = fileOf(s), r = rankOf(s);
  if (!t.advance.empty()) {
    ++scan.count[side][f];
    scan.low[side][f] = std::int8_t(std::min<int>(scan.low[side][f], r));
    scan.high[side][f] = std::int8_t(std::max<int>(scan.high[side][f], r));
    if (scan.pawnCount[side] < kScanPawns)
      scan.pawns[side][std::size_t(scan.pawnCount[side]++)] = s;
    return t.stepper ? emptySteps(pos, s, c) : -1;
  }
  if (t.monarch) return t.stepper ? emptySteps(pos, s, c) : -1;
  scan.phase[side] += t.perRank;
  scan.placement[side] += t.placement[std::size_t(s)];
  if (t.oneColour) scan.colours[side] |= 1 << ((f + r) & 1);
  if (t.fileSlider && scan.sliderCount[side] < kScanSliders)
    scan.sliders[side][std::size_t(scan.sliderCount[side]++)] = s;
  int moves = -1;
  if (const int n = zoneAttacks(pos, s, c, scan.monarch[1 - side], moves)) {
    scan.attackUnits[side] += n * (1 + t.perRank / 400);
    ++scan.attackers[side];
  }
  return moves;
}

// mobility() for a stepper where nothing is bridged (every piece takes by
// moving): the pawns and monarchs, half the pieces of an evaluation.
int Evaluator::emptySteps(const Position &pos, Square s, const Cell &c) const {
  const Variant &v = pos.variant();
  int n = 0;
  for (unsigned m = v.moveDirs(c.pieceIndex(), c.color); m; m &= m - 1) {
    Square q;
    n += v.neighbour(s, std::countr_zero(m), q) && pos.at(q).empty();
  }
  return n;
}

// One walk over the piece's moves counts its attacks on the monarch's
// surroundings and its empty squares (as mobility() does): the costliest part
// of a chess evaluation, done once. `monarch` is -1 where there is none.
int Evaluator::zoneAttacks(const Position &pos, Square s, const Cell &c, int monarch,
                           int &moves) const {
  const Variant &v = pos.variant();
  const PieceType &pt = v.piece(c);
  const bool royal = monarch >= 0;
  const Square m = Square(royal ? monarch : 0);
  int n = 0;
  moves = -1;
  if (c.bridged()) return 0;  // not in a game where every piece takes by moving
  switch (pt.moveStyle) {
    case MoveStyle::Slide: {
      const DirSet dirs = v.captureDirs(c.pieceIndex(), c.color);
      const bool same = dirs == v.moveDirs(c.pieceIndex(), c.color);
      int slid = 0;
      for (unsigned left = dirs; left; left &= left - 1) {
        const int d = std::countr_zero(left);
        const Ray &ray = v.ray(s, d);
        // The first piece in the way, looked for as far as either count needs.
        const int reach = std::min<int>(ray.length, royal ? pt.moveRange : 0);
        const int look = std::max(reach, same ? std::min<int>(ray.length, kMaxSlideCount) : 0);
        int b = 0;
        while (b < look && pos.at(ray.squares[std::size_t(b)]).empty()) ++b;
        if (same) slid += std::min(b, kMaxSlideCount);
        // Squares 1..last along the line (the blocker's included) within one
        // of the monarch: on each axis the line's distance t must be within
        // one of the monarch's, or the axis does not move and is within one.
        int lo = 1, hi = std::min(b + 1, reach);
        if (reach > 0 && nearLine(dirFile(d), fileOf(m) - fileOf(s), lo, hi) &&
            nearLine(dirRank(d), rankOf(m) - rankOf(s), lo, hi))
          n += std::max(0, hi - lo + 1);
      }
      moves = same ? slid : mobility(pos, s, c);
      break;
    }
    case MoveStyle::Leap: {
      moves = 0;
      // Too far for any leap of a chess-like board to land beside it.
      const bool near =
          royal && std::max(std::abs(fileOf(s) - fileOf(m)), std::abs(rankOf(s) - rankOf(m))) <= 4;
      for (const LeapTarget &lt : v.leaps(c.pieceIndex(), s)) {
        n += near && nextTo(lt.dest, m);
        moves += pos.at(lt.dest).empty();
      }
      break;
    }
    case MoveStyle::Step:
      break;
  }
  return n;
}

void Evaluator::structure(const Position &pos, const Scan &scan, int score[2]) const {
  const Variant &v = pos.variant();
  const int files = v.rules().board.files;
  const auto &count = scan.count, &low = scan.low, &high = scan.high;
  const auto &pawns = scan.pawns;
  const auto &sliders = scan.sliders;
  const auto &pawnCount = scan.pawnCount, &phase = scan.phase, &colours = scan.colours,
             &placement = scan.placement, &sliderCount = scan.sliderCount;
  for (int side = 0; side < 2; ++side) {
    const int them = 1 - side;
    // How far the game is from its ending, for each side's monarch: by the
    // material the opponent has left to attack it with (0 to 64).
    const int middle = std::min(64, phase[them] * 64 / m_startPhase);
    const int ending = 64 - middle;
    const int ourMiddle = std::min(64, phase[side] * 64 / m_startPhase);
    int s = placement[side] * ourMiddle / 64;
    int pawnWorth = 0;  // in 64ths
    for (int i = 0; i < pawnCount[side]; ++i) {
      const Square p = pawns[side][std::size_t(i)];
      const Cell &c = pos.at(p);
      const TypeInfo &t = m_types[std::size_t(c.pieceIndex())];
      const int f = fileOf(p), r = rankOf(p);
      // Behind a pawn of its own it is not passed: that one is.
      bool passed = side == 0 ? high[side][f] == r : low[side][f] == r;
      bool neighbour = false;
      for (int g = std::max(0, f - 1); g <= std::min(files - 1, f + 1); ++g) {
        if (g != f && count[side][g]) neighbour = true;
        if (!count[them][g]) continue;
        // An enemy pawn ahead on this or a neighbouring file can stop it.
        if (side == 0 ? high[them][g] > r : low[them][g] < r) passed = false;
      }
      if (!neighbour) s -= kIsolated;
      // What the advance is worth (C6): a passed pawn's twice in the
      // middlegame, three times in the ending; another's only in the
      // ending (in the middlegame a pushed wing pawn is a weakness).
      const int rank = v.relativeRank(p, c.color);
      const int a = t.advance[std::size_t(rank)];
      if (passed)
        pawnWorth += 8 * 64 + a * (128 + 2 * ending);
      else
        pawnWorth += a * ending;
      // The middle files: a pawn there that has stepped out holds the centre.
      if (fromMiddle(f, files) <= 1)
        pawnWorth += kCentrePawn * std::clamp(rank - t.firstRank, 0, 2) * middle;
    }
    s += pawnWorth / 64;
    for (int f = 0; f < files; ++f)
      if (count[side][f] > 1) s -= kDoubled * (count[side][f] - 1);
    if (colours[side] == 3) s += kBishopPair;
    for (int i = 0; i < sliderCount[side]; ++i) {
      const int f = fileOf(sliders[side][std::size_t(i)]);
      if (count[side][f]) continue;
      s += kOpenFile + (count[them][f] ? 0 : kHalfOpenExtra);
    }
    s += monarchSafety(pos, scan, side, middle, ending);
    score[side] += s;
  }
}

// The monarch's shelter and its place on the board, less the attacks on its
// surroundings: the middlegame's share, then the ending's.
int Evaluator::monarchSafety(const Position &pos, const Scan &scan, int side, int middle,
                             int ending) const {
  int s = 0;
  // Attacks on the monarch's surroundings count once two pieces join in.
  if (const int them = 1 - side; scan.attackers[them] >= 2)
    s -= std::min(kAttackCap, kAttack * scan.attackUnits[them] * scan.attackUnits[them]) * middle /
         64;
  if (scan.monarch[side] < 0) return s;
  const Variant &v = pos.variant();
  const int files = v.rules().board.files, ranks = v.rules().board.ranks;
  const Square m = Square(scan.monarch[side]);
  const int f = fileOf(m), r = rankOf(m);
  const Color us = side == 0 ? Color::White : Color::Black;
  int shelter = 0;
  if (v.relativeRank(m, us) <= 1) {
    const int ahead = side == 0 ? 1 : -1;
    for (int g = std::max(0, f - 1); g <= std::min(files - 1, f + 1); ++g)
      for (int step = 1; step <= 2; ++step) {
        const int q = r + step * ahead;
        if (q < 0 || q >= ranks || !v.onBoard(g, q)) continue;
        const Cell &c = pos.at(makeSquare(g, q));
        if (!c.empty() && c.color == us && !m_types[std::size_t(c.pieceIndex())].advance.empty())
          shelter += step == 1 ? kShelterNear : kShelterFar;
      }
  }
  if (!scan.count[side][f]) shelter -= kOpenMonarch;
  const int wing = fromMiddle(f, files);
  const int centre = wing + fromMiddle(r, ranks);
  return s + (shelter * middle + kMonarchWing * wing * middle - kCentre * centre * ending / 2) / 64;
}

}  // namespace sc
