// The root of the search: iterative deepening, Multi-PV, limits and the
// result handed back.
#include <algorithm>

#include "battlefield.h"
#include "movegen.h"
#include "searchply.h"

namespace sc {

Search::Search(std::size_t hashMegabytes)
    : m_ownTable(std::make_unique<TranspositionTable>(hashMegabytes)),
      m_tt(*m_ownTable),
      m_plies(kMaxPly + 1) {}

Search::Search(TranspositionTable &table) : m_tt(table), m_plies(kMaxPly + 1) { m_isHelper = true; }

Search::~Search() { stopHelpers(); }

void Search::setHashSize(std::size_t megabytes) { m_tt.resize(megabytes); }

void Search::setThreads(int threads) {
  threads = std::clamp(threads, 1, 256);
  while (int(m_helpers.size()) > threads - 1) m_helpers.pop_back();
  while (int(m_helpers.size()) < threads - 1) {
    m_helpers.push_back(std::unique_ptr<Search>(new Search(m_tt)));
    m_helpers.back()->setEvalWeights(m_weights);
  }
}

void Search::setEvalWeights(const EvalWeights &w) {
  m_weights = w;
  m_evalVariant = nullptr;
  for (auto &h : m_helpers) h->setEvalWeights(w);
}

void Search::clear() {
  m_tt.clear();
  m_order.clear();
  for (auto &h : m_helpers) h->m_order.clear();
}

// The helpers search the same root until stopHelpers() (to one ply more than
// the main search's limit, if it has one), starting at depth 3 or 2 in turn
// and each visiting the root turns after the first in its own order
// (rootVisit), so that they fill the shared table with what the main thread
// will need (docs/engine.md "Measured").
void Search::startHelpers(const Position &root, const std::vector<Key> &gameKeys) {
  m_helperStop.store(false, std::memory_order_relaxed);
  for (std::size_t i = 0; i < m_helpers.size(); ++i) {
    Search *h = m_helpers[i].get();
    h->m_sharedNodes.store(0, std::memory_order_relaxed);
    m_helperThreads.emplace_back([this, h, i, &root, &gameKeys] {
      SearchLimits limits;
      limits.stopFlag = &m_helperStop;
      limits.depth = m_limits.depth > 0 ? m_limits.depth + 1 : 0;
      limits.multiPv = 1;
      h->m_firstDepth = 3 - int(i % 2);
      h->m_helperIndex = int(i);
      h->m_helperCount = int(m_helpers.size());
      h->run(root, gameKeys, limits);
    });
  }
}

void Search::stopHelpers() {
  m_helperStop.store(true, std::memory_order_relaxed);
  for (std::thread &t : m_helperThreads) t.join();
  m_helperThreads.clear();
}

std::uint64_t Search::totalNodes() const {
  std::uint64_t n = m_nodes;
  for (const auto &h : m_helpers) n += h->m_sharedNodes.load(std::memory_order_relaxed);
  return n;
}

std::int64_t Search::elapsedMs() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                               m_start)
      .count();
}

// Searches the root turns from `pvIndex` on (those before it are the lines
// already chosen in this iteration) and sorts them by score, within the
// window (alpha, beta). The first turn gets its score even when it fails low
// (a bound, so the caller can widen the window); a later turn an exact score
// only when it beats it, else -kInfinity, so a stable sort keeps the earlier
// order among those. A turn that reaches beta ends the pass (the caller
// searches again with a wider window).
void Search::searchRoot(int depth, int pvIndex, int alpha, int beta) {
  // A helper's own visiting order (rootVisit) fills the table where the
  // main thread will come last. The list and its sort stay as the main
  // thread's, so every iteration starts from the same order: rotating the
  // list itself turned it back every other iteration (docs/engine.md
  // "Measured", nineteenth pass).
  const std::size_t first = std::size_t(pvIndex) + 1;
  const int helpers = m_isHelper ? m_helperCount : 0;
  for (std::size_t k = std::size_t(pvIndex); k < m_root.size(); ++k) {
    const std::size_t i = rootVisit(k, first, m_root.size(), m_helperIndex, helpers);
    RootTurn &rt = m_root[i];
    m_plies[0].current = rt.turn;
    makeTurn(rt.turn);
    int s;
    if (i == std::size_t(pvIndex)) {
      s = -search(-beta, -alpha, depth - 1, 1, true, true);
    } else {
      s = -search(-alpha - 1, -alpha, depth - 1, 1, false, true);
      if (s > alpha && !m_aborted) s = -search(-beta, -alpha, depth - 1, 1, true, true);
    }
    undoTurn();
    if (m_aborted) break;
    if (i != std::size_t(pvIndex) && s <= alpha) {
      rt.score = -kInfinity;
      continue;
    }
    rt.score = s;
    if (s > alpha) alpha = s;
    rt.pv[0] = rt.turn;
    rt.pvLength = std::max(1, m_pvLength[1]);
    for (int k = 1; k < rt.pvLength; ++k) rt.pv[std::size_t(k)] = m_pv[1][std::size_t(k)];
    if (i != std::size_t(pvIndex) && pvIndex == 0) {
      m_improved = rt.turn;
      m_improvedDepth = depth;
    }
    if (s >= beta) break;
  }
  // Insertion sort: stable, and the list is short and nearly sorted.
  for (std::size_t i = std::size_t(pvIndex) + 1; i < m_root.size(); ++i)
    for (std::size_t j = i; j > std::size_t(pvIndex) && m_root[j - 1].score < m_root[j].score; --j)
      std::swap(m_root[j - 1], m_root[j]);
}

// One iteration's line `pvIndex`: from depth 4 on, for one line, first in an
// aspiration window around the previous iteration's score, widened (four
// times each time, on the side that failed) until the score falls inside.
void Search::searchIteration(int depth, int pvIndex, int lines) {
  const int previous = m_root[std::size_t(pvIndex)].score;
  if (lines > 1 || depth < 4 || isDecided(previous) || previous == -kInfinity) {
    searchRoot(depth, pvIndex, -kInfinity, kInfinity);
    return;
  }
  int delta = kAspiration;
  int alpha = std::max(-kInfinity, previous - delta), beta = std::min(kInfinity, previous + delta);
  for (;;) {
    searchRoot(depth, pvIndex, alpha, beta);
    if (m_aborted) return;
    const int s = m_root[std::size_t(pvIndex)].score;
    if (s <= alpha && alpha > -kInfinity) {
      delta *= 4;
      alpha = delta > 2000 ? -kInfinity : std::max(-kInfinity, s - delta);
    } else if (s >= beta && beta < kInfinity) {
      delta *= 4;
      beta = delta > 2000 ? kInfinity : std::min(kInfinity, s + delta);
    } else {
      return;
    }
  }
}

SearchInfo Search::collect(int depth, int lines) const {
  SearchInfo info;
  info.depth = depth;
  info.selDepth = m_selDepth;
  info.nodes = totalNodes();
  info.timeMs = elapsedMs();
  info.nps = info.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(1, info.timeMs));
  info.hashfull = m_tt.hashfull();
  for (int i = 0; i < lines && i < int(m_root.size()); ++i) {
    const RootTurn &rt = m_root[std::size_t(i)];
    SearchLine line;
    line.score = rt.score;
    line.depth = depth;
    line.pv.assign(rt.pv.begin(), rt.pv.begin() + std::max(1, rt.pvLength));
    line.pv[0] = rt.turn;
    info.lines.push_back(std::move(line));
  }
  return info;
}

// A sign of life between iterations: the counters so far, no lines, so
// nothing is allocated. The iteration under way is the depth.
void Search::reportProgress(std::int64_t elapsed) {
  m_nextProgressMs = elapsed + m_limits.progressMs;
  SearchInfo info;
  info.depth = m_rootDepth;
  info.selDepth = m_selDepth;
  info.nodes = totalNodes();
  info.timeMs = elapsed;
  info.nps = info.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(1, elapsed));
  info.hashfull = m_tt.hashfull();
  m_limits.onProgress(info);
}

SearchInfo Search::run(const Position &root, const std::vector<Key> &gameKeys,
                       const SearchLimits &limits,
                       const std::function<void(const SearchInfo &)> &onIteration) {
  m_start = std::chrono::steady_clock::now();
  m_limits = limits;
  m_nodes = 0;
  m_selDepth = 0;
  m_pollCountdown = 0;
  m_nextProgressMs = limits.progressMs;
  m_aborted = false;
  m_improvedDepth = 0;
  m_stopRequest.store(false, std::memory_order_relaxed);
  m_pos.emplace(root);
  m_pos->reserveHistory(kMaxPly + 1);  // the search's plies allocate nothing
  if (m_evalVariant != root.variantPtr()) {
    m_eval.emplace(root.variant(), m_weights);
    m_evalVariant = root.variantPtr();
    m_evalCache.assign(kEvalCacheSlots, 0);
  }
  m_keys.reset(gameKeys, root.key());
  if (!m_isHelper) m_tt.newSearch();
  m_order.age();

  // The root turns, one per resulting position (D1), in a first order.
  Turn ttTurn{};
  if (const std::optional<TTEntry> e = m_tt.probe(root.key())) ttTurn = e->turn;
  PlyData &pd = m_plies[0];
  generateLegal(*m_pos, pd.turns);
  if (m_pos->fortuneDue()) return drawFortune(pd.turns);  // K24a
  int count = 0;
  orderTurns(0, pd.turns, ttTurn, count);
  m_root.clear();
  for (int k = 0; k < count; ++k) {
    const Turn &t = pd.turns[orderIndex(pd.order[std::size_t(k)])];
    m_pos->make(t);
    const bool dup = duplicate(0, m_pos->key());
    m_pos->undo();
    if (!dup) m_root.push_back(RootTurn{t});
  }
  if (m_root.empty()) return collect(0, 0);
  if (!m_helpers.empty()) startHelpers(root, gameKeys);

  const int lines = std::clamp(limits.multiPv, 1, int(m_root.size()));
  const int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxPly / 2) : kMaxPly / 2;
  SearchInfo last;
  bool completed = false;
  for (int depth = std::min(m_firstDepth, maxDepth); depth <= maxDepth; ++depth) {
    m_rootDepth = depth;
    for (int pv = 0; pv < lines && !m_aborted; ++pv) searchIteration(depth, pv, lines);
    if (m_aborted) {
      // Cut short by the clock or a stop: a turn that proved better than the
      // last finished iteration's choice, searched deeper, is the answer.
      const auto improved = std::find_if(m_root.begin(), m_root.end(), [this](const RootTurn &rt) {
        return rt.turn == m_improved;
      });
      if (completed && lines == 1 && m_improvedDepth == depth && improved != m_root.end()) {
        SearchLine &line = last.lines[0];
        line.score = improved->score;
        line.pv.assign(improved->pv.begin(), improved->pv.begin() + improved->pvLength);
      }
      break;
    }
    last = collect(depth, lines);
    completed = true;
    if (onIteration) onIteration(last);
    // The iteration's lines were a sign of life: the next is due a period later.
    m_nextProgressMs = last.timeMs + limits.progressMs;
    if ((limits.movetimeMs || limits.softTimeMs) && !limits.infinite && !pondering()) {
      // A movetime's time cannot be saved for later, so the search goes on to
      // the end of it: an iteration cut short may still find a better turn
      // (see above), and its table entries serve the next turn. Stopping at
      // half the time left a third of it unused (docs/engine.md "Measured",
      // sixth pass). A clock's time can be saved: past the soft limit no
      // iteration starts. A decided game needs no more search.
      if (lines == 1 && isDecided(last.lines[0].score) && depth > pliesToEnd(last.lines[0].score))
        break;
      if (limits.softTimeMs && last.timeMs >= limits.softTimeMs) break;
    }
  }
  if (!completed) {
    // Stopped inside the first iteration: the best turn searched so far, or
    // the first in order with the static evaluation when none was.
    last = collect(1, lines);
    for (SearchLine &l : last.lines)
      if (l.score == -kInfinity) l.score = evaluate(root);
    last.depth = 0;
  }
  stopHelpers();
  last.stopped = m_aborted;
  last.nodes = totalNodes();
  last.timeMs = elapsedMs();
  last.nps = last.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(1, last.timeMs));
  last.selDepth = m_selDepth;
  return last;
}

// K24a: the engine never chooses a fortune of war's outcome: it draws one by
// the ruleset's odds, from a number fixed by the position (so that a search
// repeats), and scores it as the odds-weighted mean of the outcomes.
SearchInfo Search::drawFortune(const TurnList &outcomes) {
  SearchInfo info;
  const int i = battlefield::drawChance(*m_pos, outcomes, battlefield::keyedDraw(m_pos->key()));
  if (i >= 0) {
    const int depth = std::max(1, std::min(m_limits.depth > 0 ? m_limits.depth : 2, 2));
    const int score = chanceNode(depth, 0);
    info.lines.push_back(SearchLine{score, depth, {outcomes[i]}});
    info.depth = depth;
  }
  info.nodes = totalNodes();
  info.timeMs = elapsedMs();
  return info;
}

}  // namespace sc
