// The tree search below the root: principal-variation alpha-beta and the
// quiescence search over shooting turns, captures and promotions.
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

#include "battlefield.h"
#include "movegen.h"
#include "searchply.h"

namespace sc {

namespace {

// Quiescence ends when the position is quiet, not at a fixed ply: a cap of 8
// stood pat in the middle of a run of series and take-downs (a shot that
// takes a shooter down shrinks the board, so the runs are short anyway).
// 16 is a guard, not a horizon: 30 searched the same bench trees.
constexpr int kQuiescencePlies = 16;
// Wounding shots (S17: the target survives with fewer ranks) in quiescence:
// a shot that takes ranks worth at least kWoundGain, on the first
// kWoundPlies plies. Without them the side to move at the horizon stands pat
// with all its shots unfired and the score swings with the depth's parity.
// (bench_steadiness, docs/engine.md "Measured": 2 plies and 150 left the
// swing at 65, 4 and 100 at 57, 8 and 100 at 55 for twice the nodes. Once a
// rook's rank was worth 148 and a queen's 218, 6 plies and 150 were steadier
// than 4 and 100 with no more nodes: the tiny wounds went, the deep ones came.)
constexpr int kWoundGain = 150;
constexpr int kWoundPlies = 6;
constexpr int kDeltaMargin = 200;  // a shot that cannot lift the score near alpha is skipped
// A capture that takes less than this below the taker's worth, where it can be
// taken back, is skipped in quiescence and ordered after the killers (losesTaker).
constexpr int kLosingMargin = 50;
constexpr int kFutilityMargin = 160;  // per ply of depth: quiet turns cannot win this much
constexpr int kFutilityDepth = 2;
// Reverse futility: a position this far above beta at a small depth is not
// searched (the opponent would need a shot worth more than the margin).
constexpr int kReverseMargin = 120;  // per ply of depth
constexpr int kReverseDepth = 3;
constexpr int kLateMoveDepth = 3;  // late quiet turns are skipped up to this depth

// Late-move reductions: about ln(depth) * ln(turns searched) / 2 plies.
struct Reductions {
  std::array<std::array<std::uint8_t, 64>, 64> r{};
  Reductions() {
    for (int d = 1; d < 64; ++d)
      for (int n = 1; n < 64; ++n) r[d][n] = std::uint8_t(0.5 + std::log(d) * std::log(n) / 2.0);
  }
};
const Reductions kReductions;
int lateReduction(int depth, int searched) {
  return kReductions.r[std::size_t(std::min(depth, 63))][std::size_t(std::min(searched, 63))];
}
constexpr int kPollInterval = 512;  // nodes between clock readings

// Decided scores are stored relative to the node, so a win found through a
// transposition keeps its true distance from wherever it is read.
int toTable(int score, int ply) {
  if (score >= kMateBound) return score + ply;
  if (score <= -kMateBound) return score - ply;
  return score;
}
int fromTable(int score, int ply) {
  if (score >= kMateBound) return score - ply;
  if (score <= -kMateBound) return score + ply;
  return score;
}

// F17: would `side`, on the move, win by an unload (S14) onto its last
// monarch? A friendly shooter beside it with the ranks it lacks.
bool unloadWinsNext(const Position &pos, Color side) {
  const int winsAt = pos.rules().lastMonarchWinsAt;
  Square m;
  if (!winsAt || !royalMonarch(pos, side, m)) return false;
  const Variant &v = pos.variant();
  const Cell &monarch = pos.at(m);
  if (v.piece(monarch).maxRank < winsAt) return false;
  for (int dir = 0; dir < kDirections; ++dir) {
    Square n;
    if (!v.neighbour(m, dir, n)) continue;
    const Cell &c = pos.at(n);
    if (!c.empty() && c.color == side && monarch.rank + c.rank >= winsAt) return true;
  }
  return false;
}

}  // namespace

void Search::makeTurn(const Turn &t) {
  m_pos->make(t);
  m_keys.push(m_pos->key());
  ++m_nodes;
}

bool Search::makeLegalTurn(const Turn &t, bool test) {
  Position &pos = *m_pos;
  const bool battlefield = pos.rules().battlefield.on;
  if (test && battlefield && !isLegal(pos, t)) return false;  // K26 has its own test
  // Tested on the board after the turn: one make instead of two.
  const Color us = pos.sideToMove();
  pos.make(t);
  if (test && !battlefield && !legalAfter(pos, us)) {
    pos.undo();
    return false;
  }
  m_keys.push(pos.key());
  ++m_nodes;
  return true;
}

void Search::undoTurn() {
  m_keys.pop();
  m_pos->undo();
}

void Search::pollStop() {
  if (m_stopRequest.load(std::memory_order_relaxed) ||
      (m_limits.stopFlag && m_limits.stopFlag->load(std::memory_order_relaxed)))
    m_aborted = true;
  if (m_limits.nodes && m_nodes >= m_limits.nodes) m_aborted = true;
  // The clock is read only when something depends on it: a time limit, or a
  // listener waiting for a sign of life.
  if ((!m_limits.movetimeMs && !m_limits.onProgress && !m_isHelper) || --m_pollCountdown > 0)
    return;
  m_pollCountdown = kPollInterval;
  m_sharedNodes.store(m_nodes, std::memory_order_relaxed);
  const std::int64_t elapsed = elapsedMs();
  if (m_limits.movetimeMs && elapsed >= m_limits.movetimeMs && !pondering()) m_aborted = true;
  if (m_limits.onProgress && elapsed >= m_nextProgressMs && !m_aborted) reportProgress(elapsed);
}

int Search::endScore(NodeEnd end, int ply) const {
  switch (end) {
    case NodeEnd::Loss:
      return -(kMate - ply);
    case NodeEnd::Win:
      return kMate - ply;
    default:
      return 0;
  }
}

bool Search::nodeEnded(int ply, int &score) {
  const Position &pos = *m_pos;
  // Material changes only on a turn that resets the quiet counter (D17); the
  // first ply checks anyway, as nothing was checked at the root.
  const NodeEnd end = staticEnd(pos, pos.quietPlies() == 0 || ply == 1);
  if (end != NodeEnd::None) {
    score = endScore(end, ply);
    return true;
  }
  if (pos.quietPlies() > 0 && m_keys.repeated(pos.quietPlies(), pos.rules().repetitions)) {
    score = 0;
    return true;
  }
  return false;
}

bool Search::duplicate(int ply, Key key) {
  PlyData &pd = m_plies[std::size_t(ply)];
  if (pd.seenCount >= kSeenSlots * 3 / 4) return false;  // a huge node: stop deduplicating
  std::size_t i = key & (kSeenSlots - 1);
  while (pd.seen[i].stamp == pd.stamp) {
    if (pd.seen[i].key == key) return true;
    i = (i + 1) & (kSeenSlots - 1);
  }
  pd.seen[i] = {key, pd.stamp};
  ++pd.seenCount;
  return false;
}

void Search::orderTurns(int ply, const TurnList &list, const Turn &ttTurn, int &count) {
  PlyData &pd = m_plies[std::size_t(ply)];
  const Color us = m_pos->sideToMove();
  // The countermove, where the search prunes (chess and its like).
  const Turn *counter = nullptr;
  if (m_eval->takesByMovingOnly() && ply > 0 && !isNullTurn(m_plies[std::size_t(ply - 1)].current))
    counter = &m_order.counter(us, m_plies[std::size_t(ply - 1)].current);
  for (int i = 0; i < list.size; ++i) {
    const Turn &t = list[i];
    int score;
    if (t == ttTurn) {
      score = kOrderTT;
    } else {
      Gain g;
      if (mayShoot(t) || takesByMoving(t) || t.kind == TurnKind::Unload)
        g = turnGain(*m_pos, t, *m_eval, m_scratch);
      const int gain = g.value;
      if (g.wins)
        score = kOrderWin;
      else if (gain > 0 && losesTaker(t, gain))
        score = kOrderKiller;  // after the killers, before the quiet turns
      else if (gain > 0)
        score = kOrderShot + gainOrder(*m_pos, t, gain, *m_eval);
      else if (gain < 0)
        score = -kOrderShot + gain;  // sacrifices after every quiet turn
      else if (const int k = m_order.killerRank(ply, t))
        score = kOrderKiller + k;
      else if (counter && t == *counter)
        score = kOrderCounter;
      else
        score = m_order.history(us, t);
    }
    pd.order[std::size_t(i)] = orderKey(score, i);
  }
  count = list.size;
  std::sort(pd.order.begin(), pd.order.begin() + count, std::greater<>());
  pd.stamp = ++m_stamp;
  pd.seenCount = 0;
}

int Search::evaluate(const Position &pos) {
  constexpr std::uint64_t kScoreBits = 0xFFFF;
  static_assert(kEvalCacheSlots <= kScoreBits + 1, "the index must lie within the score's bits");
  const Key key = pos.key();
  std::uint64_t &slot = m_evalCache[std::size_t(key & (kEvalCacheSlots - 1))];
  if (slot != 0 && ((slot ^ key) & ~kScoreBits) == 0) return std::int16_t(slot & kScoreBits);
  const int score = m_eval->evaluate(pos);
  if (score >= INT16_MIN && score <= INT16_MAX)
    slot = (key & ~kScoreBits) | std::uint16_t(std::int16_t(score));
  return score;
}

int Search::search(int alpha, int beta, int depth, int ply, bool pvNode, bool nullAllowed) {
  m_pvLength[std::size_t(ply)] = ply;
  if (depth <= 0) return quiesce(alpha, beta, ply, 0);
  pollStop();
  if (m_aborted) return 0;
  Position &pos = *m_pos;
  int score = 0;
  if (nodeEnded(ply, score)) return score;
  if (ply >= kMaxPly) return evaluate(pos);
  m_selDepth = std::max(m_selDepth, ply);

  // No result here can beat a shorter decided game already in reach.
  alpha = std::max(alpha, -(kMate - ply));
  beta = std::min(beta, kMate - ply - 1);
  if (alpha >= beta) return alpha;
  if (pos.fortuneDue()) return chanceNode(depth, ply);  // K24a

  const Key key = pos.key();
  Turn ttTurn{};
  if (const std::optional<TTEntry> found = m_tt.probe(key)) {
    // A whole copy (ttable.h): its turn is still only an ordering hint, which
    // must equal a generated turn to count.
    const TTEntry &e = *found;
    ttTurn = e.turn;
    const int s = fromTable(e.score, ply);
    if (!pvNode && e.depth >= depth &&
        (e.bound == Bound::Exact || (e.bound == Bound::Lower && s >= beta) ||
         (e.bound == Bound::Upper && s <= alpha)))
      return s;
  }

  const Color us = pos.sideToMove();
  // Only a royal monarch can be in check (S19); the test is skipped otherwise.
  const bool inCheck = pos.monarchCount(us) == 1 && sc::inCheck(pos);
  if (inCheck && ply < 2 * m_rootDepth) ++depth;

  int staticEval = 0;
  // The pruning on the static evaluation below pays where it is close to
  // the truth: where pieces take by moving. In a shooting game the side to
  // move's pending shots make it far off, and the pruning cost Shooters
  // Chess strength and steadiness (docs/engine.md "Measured").
  const bool prune = m_eval->takesByMovingOnly();
  const bool haveEval =
      !pvNode && !inCheck && !isDecided(beta) && (prune || depth >= 3 || depth == 1);
  if (haveEval) staticEval = evaluate(pos);
  PlyData &pd = m_plies[std::size_t(ply)];
  pd.current = Turn{};  // the null move's, until a turn is made
  if (prune && haveEval && depth <= kReverseDepth && staticEval - kReverseMargin * depth >= beta)
    return staticEval;

  // Null move: if passing still holds beta, a real turn will too. A pass is
  // no turn, so repetition must not look behind it (the fence).
  if (haveEval && nullAllowed && depth >= 3 && staticEval >= beta) {
    const int r = 2 + depth / 4;
    pos.setSideToMove(~us);
    m_keys.push(pos.key());
    const int fence = m_keys.fence();
    m_keys.setFence(m_keys.size() - 1);
    const int s = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, false, false);
    m_keys.setFence(fence);
    m_keys.pop();
    pos.setSideToMove(us);
    if (m_aborted) return 0;
    if (s >= beta) return isDecided(s) ? beta : s;
  }

  generateLegal(pos, pd.turns);
  if (pd.turns.size == 0) {  // S20
    if (inCheck || pos.rules().options.stalemate == StalemateRule::Loss) return -(kMate - ply);
    return 0;
  }
  if (pos.quietPlies() >= pos.rules().quietLimit) return 0;  // S21, after S20 (D16)

  int count = 0;
  orderTurns(ply, pd.turns, ttTurn, count);
  const bool futile = haveEval && depth <= (prune ? kFutilityDepth : 1) &&
                      staticEval + kFutilityMargin * depth <= alpha;
  const int lateQuiets =
      prune && depth <= kLateMoveDepth && !pvNode && !inCheck ? 3 + 2 * depth * depth : kMaxTurns;

  const int alphaBefore = alpha;
  int best = -kInfinity, searched = 0;
  pd.quietCount = 0;
  Turn bestTurn{};
  for (int k = 0; k < count; ++k) {
    const std::uint64_t o = pd.order[std::size_t(k)];
    const Turn t = pd.turns[orderIndex(o)];
    const bool quiet = orderScore(o) < kOrderKiller;
    if (quiet && searched > 0 && (futile || searched >= lateQuiets)) continue;
    pd.current = t;
    makeTurn(t);
    if (duplicate(ply, pos.key())) {  // D1: this position was searched already
      undoTurn();
      continue;
    }
    int s;
    if (searched == 0) {
      s = -search(-beta, -alpha, depth - 1, ply + 1, pvNode, true);
    } else {
      // Late quiet turns rarely matter: a shallower look first, the full
      // depth only when it surprises.
      int reduction = 0;
      if (quiet && !inCheck && depth >= 3 && searched >= 3)
        reduction = !prune ? (searched >= 10 && depth >= 5 ? 2 : 1)
                           : std::clamp(lateReduction(depth, searched) - pvNode, 1, depth - 2);
      s = -search(-alpha - 1, -alpha, depth - 1 - reduction, ply + 1, false, true);
      if (s > alpha && reduction && !m_aborted)
        s = -search(-alpha - 1, -alpha, depth - 1, ply + 1, false, true);
      if (s > alpha && s < beta && pvNode && !m_aborted)
        s = -search(-beta, -alpha, depth - 1, ply + 1, true, true);
    }
    undoTurn();
    ++searched;
    if (m_aborted) return 0;
    if (prune && quiet && s < beta && pd.quietCount < int(pd.quiets.size()))
      pd.quiets[std::size_t(pd.quietCount++)] = t;
    if (s <= best) continue;
    best = s;
    bestTurn = t;
    if (s <= alpha) continue;
    alpha = s;
    auto &row = m_pv[std::size_t(ply)];
    const auto &child = m_pv[std::size_t(ply + 1)];
    row[std::size_t(ply)] = t;
    const int end = m_pvLength[std::size_t(ply + 1)];
    for (int i = ply + 1; i < end; ++i) row[std::size_t(i)] = child[std::size_t(i)];
    m_pvLength[std::size_t(ply)] = std::max(end, ply + 1);
    if (alpha >= beta) {
      if (quiet) {
        m_order.addKiller(ply, t);
        if (prune && ply > 0) m_order.setCounter(us, m_plies[std::size_t(ply - 1)].current, t);
        m_order.addHistory(us, t, depth * depth);
        for (int i = 0; i < pd.quietCount; ++i)
          m_order.addHistory(us, pd.quiets[std::size_t(i)], -depth * depth);
      }
      break;
    }
  }
  const Bound bound =
      best >= beta ? Bound::Lower : (best > alphaBefore ? Bound::Exact : Bound::Upper);
  m_tt.store(key, depth, toTable(best, ply), bound, bestTurn);
  return best;
}

int Search::chanceNode(int depth, int ply) {
  Position &pos = *m_pos;
  PlyData &pd = m_plies[std::size_t(ply)];
  generateLegal(pos, pd.turns);
  // Many outcomes leave the same position (a strike on empty squares): each
  // position is searched once. The children use the plies above this one.
  constexpr int kMaxOutcomes = 256;
  std::array<std::pair<Key, int>, kMaxOutcomes> seen;
  int nSeen = 0;
  double sum = 0;
  for (const Turn &t : pd.turns) {
    const double p = battlefield::chanceOdds(pos, pd.turns, t);
    if (p <= 0) continue;
    makeTurn(t);
    const Key key = pos.key();
    int s = 0;
    const auto hit = std::find_if(seen.begin(), seen.begin() + nSeen,
                                  [key](const auto &e) { return e.first == key; });
    if (hit != seen.begin() + nSeen) {
      s = hit->second;
    } else {
      // The same side moves next: the child's score is already ours.
      s = search(-kInfinity, kInfinity, depth - 1, ply + 1, false, false);
      if (nSeen < kMaxOutcomes) seen[std::size_t(nSeen++)] = {key, s};
    }
    undoTurn();
    if (m_aborted) return 0;
    sum += p * s;
  }
  m_pvLength[std::size_t(ply)] = ply;
  return int(std::lround(sum));
}

bool Search::losesTaker(const Turn &t, int gain) const {
  // A piece that takes something worth less than itself where the opponent
  // can take it back loses the difference: a static exchange cut at its
  // first recapture. Where pieces shoot, the pending shots price this.
  if (!m_eval->takesByMovingOnly() || t.kind != TurnKind::Capture) return false;
  const Position &pos = *m_pos;
  return gain + kLosingMargin < m_eval->cellValue(pos.at(t.from)) &&
         guards(pos, ~pos.sideToMove(), t.to);
}

int Search::quiesce(int alpha, int beta, int ply, int qply) {
  m_pvLength[std::size_t(ply)] = ply;
  pollStop();
  if (m_aborted) return 0;
  Position &pos = *m_pos;
  int score = 0;
  if (ply > 0 && nodeEnded(ply, score)) return score;
  m_selDepth = std::max(m_selDepth, ply);
  if (ply >= kMaxPly) return evaluate(pos);
  if (pos.fortuneDue()) return evaluate(pos);  // K24a: chance is not a capture

  // Quiescence shares the table, stored at depth -qply: a deeper quiescence
  // ply searches less (no check, no wounding shots, nearer the cap), so a
  // result from this ply or a shallower one (or the main search's) is as
  // good as searching again. Where pieces shoot, a quiescence node costs a
  // walk of shots and series and most of the search (and of a Lazy SMP
  // helper's) is here: every ply shares. Where they take by moving, a node
  // is cheap and the probes below the first ply cost more than they save.
  const Key key = pos.key();
  const int alphaBefore = alpha;
  const bool shares = qply == 0 || !m_eval->takesByMovingOnly();
  if (const std::optional<TTEntry> found = shares ? m_tt.probe(key) : std::nullopt) {
    const TTEntry &copy = *found;
    if (copy.depth >= -qply) {
      const int s = fromTable(copy.score, ply);
      if (copy.bound == Bound::Exact || (copy.bound == Bound::Lower && s >= beta) ||
          (copy.bound == Bound::Upper && s <= alpha))
        return s;
    }
  }

  const Color us = pos.sideToMove();
  const bool royal = pos.monarchCount(us) == 1;
  // Check is looked at on the first quiescence ply only, where it decides
  // mates at the horizon. Deeper, every turn of a royal side in check would
  // need its own attack test (S19), the bulk of the search's time, for
  // positions a shot sequence rarely leaves undecided.
  const bool inCheck = qply == 0 && royal && sc::inCheck(pos);
  PlyData &pd = m_plies[std::size_t(ply)];
  if (pos.quietPlies() >= pos.rules().quietLimit) {  // S21, but S20 first (D16)
    generateLegal(pos, pd.turns);
    const bool lost = inCheck || pos.rules().options.stalemate == StalemateRule::Loss;
    return pd.turns.size == 0 && lost ? -(kMate - ply) : 0;
  }

  int best = -kInfinity, count = 0;
  const bool threatened = !inCheck && qply == 0 && unloadWinsNext(pos, ~us);
  if (inCheck || threatened) {
    // Standing pat is no option in check, nor against an unload that wins
    // (F17): every turn is searched, and the opponent's quiescence below
    // tries the unload.
    generateLegal(pos, pd.turns);
    if (pd.turns.size == 0) {
      const bool lost = inCheck || pos.rules().options.stalemate == StalemateRule::Loss;
      return lost ? -(kMate - ply) : 0;  // S20
    }
    orderTurns(ply, pd.turns, Turn{}, count);
  } else {
    const int standPat = evaluate(pos);
    if (standPat >= beta || qply >= kQuiescencePlies) return standPat;
    alpha = std::max(alpha, standPat);
    best = standPat;
    generateTactical(pos, pd.turns);
    // Shots that take something down, an unload that wins (F17), and near
    // the horizon the wounding shots that take many ranks: all wounding
    // shots are open to every shooter in range and would make the
    // quiescence search as wide as the main one. Where pieces take by
    // moving, every capture and every promotion that gains (C2, C5, C6).
    for (int i = 0; i < pd.turns.size; ++i) {
      const Turn &t = pd.turns[i];
      // F17: an unload that lifts the last monarch to the winning rank.
      const bool mayWin = t.kind == TurnKind::Unload && pos.rules().lastMonarchWinsAt;
      if (!mayShoot(t) && !takesByMoving(t) && !mayWin) continue;
      const Gain g = turnGain(pos, t, *m_eval, m_scratch);
      if (mayWin && !g.wins) continue;
      const bool promotes = t.kind == TurnKind::Promotion;
      const bool wounds = qply < kWoundPlies && g.value >= kWoundGain;
      if (!g.wins && ((g.takesDown == 0 && !promotes && !wounds) || g.value <= 0)) continue;
      // The opponent would answer a losing capture with the recapture, which
      // the stand-pat already bounds: chess engines skip what a static
      // exchange calls bad.
      if (losesTaker(t, g.value)) continue;
      if (!g.wins && standPat + g.value + kDeltaMargin <= alpha) {
        // Delta pruning: the turn cannot lift the score above alpha, and that
        // is all that is known of it. A fail-soft result below that would be
        // a false upper bound, which a parent's null window takes for a
        // refutation (Shooters Chess: a knight's retreat scored -9 where it
        // loses 370, so depth 2 said +101 and depth 3 +376).
        best = std::max(best, standPat + g.value + kDeltaMargin);
        continue;
      }
      pd.order[std::size_t(count++)] =
          orderKey(g.wins ? kOrderWin : kOrderShot + gainOrder(pos, t, g.value, *m_eval), i);
    }
    std::sort(pd.order.begin(), pd.order.begin() + count, std::greater<>());
    // One turn per shooter and aim: a queen that can move to ten squares and
    // shoot the same rook from each is one idea, searched once (the best
    // priced, standing shots first on a tie as the generator lists them first).
    int kept = 0;
    for (int k = 0; k < count; ++k) {
      const Turn &t = pd.turns[orderIndex(pd.order[std::size_t(k)])];
      const Square aim = t.kind == TurnKind::MoveShoot ? t.target : turnAim(t);
      bool seen = false;
      for (int j = 0; j < kept && !seen; ++j) {
        const Turn &u = pd.turns[orderIndex(pd.order[std::size_t(j)])];
        seen = u.from == t.from && (u.kind == TurnKind::MoveShoot ? u.target : turnAim(u)) == aim;
      }
      if (!seen) pd.order[std::size_t(kept++)] = pd.order[std::size_t(k)];
    }
    count = kept;
    pd.stamp = ++m_stamp;
    pd.seenCount = 0;
  }

  for (int k = 0; k < count; ++k) {
    const Turn t = pd.turns[orderIndex(pd.order[std::size_t(k)])];
    // Pseudo-legal shots: only a royal monarch or a bomber can break S19/S19a.
    if (!makeLegalTurn(t, !inCheck && (royal || t.kind == TurnKind::Bomber))) continue;
    if (duplicate(ply, pos.key())) {
      undoTurn();
      continue;
    }
    const int s = -quiesce(-beta, -alpha, ply + 1, qply + 1);
    undoTurn();
    if (m_aborted) return 0;
    if (s <= best) continue;
    best = s;
    if (s > alpha) {
      alpha = s;
      if (alpha >= beta) break;
    }
  }
  if (shares) {
    const Bound bound =
        best >= beta ? Bound::Lower : (best > alphaBefore ? Bound::Exact : Bound::Upper);
    m_tt.store(key, -qply, toTable(best, ply), bound, Turn{});
  }
  return best;
}

}  // namespace sc
