// The analysis engine: iterative deepening principal-variation search with a
// transposition table, quiescence over shooting turns and Multi-PV. Single
// threaded and deterministic at a fixed depth (no time-dependent decisions
// unless a time limit is given); stoppable from another thread at any moment,
// returning the best line found so far. Nothing is allocated per node: the
// per-ply turn lists, orderings and principal variations are fixed arrays
// allocated with the Search.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "endings.h"
#include "evaluate.h"
#include "ordering.h"
#include "searchdefs.h"
#include "ttable.h"

namespace sc {

struct SearchInfo;

struct SearchLimits {
  int depth = 0;            // 0: no depth limit (up to kMaxPly / 2)
  int movetimeMs = 0;       // 0: no time limit
  int softTimeMs = 0;       // a clock's turn (timecontrol.h): no iteration starts after it
  std::uint64_t nodes = 0;  // 0: no node limit
  bool infinite = false;    // run until stopped (depth, if given, still caps)
  int multiPv = 1;          // lines to find, best first
  // An extra stop flag owned by the caller (a protocol thread), read like stop().
  const std::atomic<bool> *stopFlag = nullptr;
  // UCI's "go ponder": while this reads true no time limit ends the search;
  // once it is cleared ("ponderhit") the limits apply, counted from the
  // search's start as Stockfish counts them, so a long ponder answers at once.
  const std::atomic<bool> *ponder = nullptr;
  // Called on the searching thread about every `progressMs` while an
  // iteration runs (from the clock check every few hundred nodes), so that a
  // protocol can show it is alive when an iteration takes long: a silent
  // engine looks hung. Its SearchInfo has no lines; `depth` is the iteration
  // under way. It only reads the clock, so a fixed-depth search still makes
  // the same decisions and counts the same nodes.
  std::function<void(const SearchInfo &)> onProgress;
  int progressMs = 1000;
};

struct SearchLine {
  int score = 0;  // centi-ranks from the root's side to move, or a decided score (searchdefs.h)
  int depth = 0;  // the iteration that produced it
  std::vector<Turn> pv;
};

struct SearchInfo {
  int depth = 0;     // the last iteration finished (or partly searched when stopped)
  int selDepth = 0;  // the deepest ply reached
  std::uint64_t nodes = 0;
  std::int64_t timeMs = 0;
  std::uint64_t nps = 0;
  int hashfull = 0;
  std::vector<SearchLine> lines;  // best first; empty only when the root has no legal turn
  bool stopped = false;           // ended by stop(), a time or node limit

  const Turn *best() const {
    return lines.empty() || lines[0].pv.empty() ? nullptr : &lines[0].pv[0];
  }
};

class Search {
 public:
  explicit Search(std::size_t hashMegabytes = 16);
  ~Search();
  Search(const Search &) = delete;
  Search &operator=(const Search &) = delete;

  void setHashSize(std::size_t megabytes);
  // Lazy SMP: `threads - 1` helpers search the same root on threads of their
  // own and share the transposition table; the result is this thread's. One
  // thread (the default) is deterministic at a fixed depth; more are not.
  void setThreads(int threads);
  int threads() const { return int(m_helpers.size()) + 1; }
  // Weights for the evaluation other than the defaults (a tuner's trial).
  void setEvalWeights(const EvalWeights &w);
  // Forgets everything learnt (a new game): the table, killers and history.
  // A fixed-depth search from a cleared Search is reproducible.
  void clear();

  // Thread-safe: the running search (if any) returns as soon as it can.
  void stop() { m_stopRequest.store(true, std::memory_order_relaxed); }

  // Searches `root`. `gameKeys` are the keys of the positions of the game
  // before the root, oldest first (S21 repetition; empty for a bare
  // position). `onIteration` is called after every iteration (and for every
  // Multi-PV line set), on the calling thread.
  SearchInfo run(const Position &root, const std::vector<Key> &gameKeys, const SearchLimits &limits,
                 const std::function<void(const SearchInfo &)> &onIteration = {});

 private:
  struct RootTurn {
    Turn turn;
    int score = -kInfinity;
    int pvLength = 0;
    std::array<Turn, kMaxPly> pv{};
  };
  struct PlyData;  // per-ply scratch: turn lists, order keys, dedupe table

  int search(int alpha, int beta, int depth, int ply, bool pvNode, bool nullAllowed);
  int quiesce(int alpha, int beta, int ply, int qply);
  // Whether the capture `t`, which gains `gain`, takes less than the taker is
  // worth where the opponent can take the taker back (chess and its like).
  bool losesTaker(const Turn &t, int gain) const;
  // The static evaluation, through m_evalCache.
  int evaluate(const Position &pos);
  // K24a: a fortune of war due here is scored as the odds-weighted mean of
  // its outcomes, searched one ply shallower; the side to move keeps the move.
  int chanceNode(int depth, int ply);
  SearchInfo drawFortune(const TurnList &outcomes);
  void searchRoot(int depth, int pvIndex, int alpha, int beta);
  void searchIteration(int depth, int pvIndex, int lines);
  int endScore(NodeEnd end, int ply) const;
  bool nodeEnded(int ply, int &score);
  bool duplicate(int ply, Key key);
  void orderTurns(int ply, const TurnList &list, const Turn &ttTurn, int &count);
  void pollStop();
  void makeTurn(const Turn &t);
  // makeTurn() for a pseudo-legal turn, when `test` asks for S19/S19a:
  // false, with nothing made, where the turn is illegal.
  bool makeLegalTurn(const Turn &t, bool test);
  void undoTurn();
  SearchInfo collect(int depth, int lines) const;
  void reportProgress(std::int64_t elapsed);
  std::int64_t elapsedMs() const;
  bool pondering() const {
    return m_limits.ponder && m_limits.ponder->load(std::memory_order_relaxed);
  }

  // A helper of Lazy SMP: shares `table`, reports nothing.
  explicit Search(TranspositionTable &table);
  void startHelpers(const Position &root, const std::vector<Key> &gameKeys);
  void stopHelpers();
  std::uint64_t totalNodes() const;

  std::unique_ptr<TranspositionTable> m_ownTable;  // null in a helper
  TranspositionTable &m_tt;
  std::vector<std::unique_ptr<Search>> m_helpers;
  std::vector<std::thread> m_helperThreads;
  std::atomic<bool> m_helperStop{false};
  std::atomic<std::uint64_t> m_sharedNodes{0};  // a helper's count, published every poll
  bool m_isHelper = false;
  OrderTables m_order;
  std::vector<PlyData> m_plies;  // kMaxPly + 1
  std::array<std::array<Turn, kMaxPly + 1>, kMaxPly + 1> m_pv{};
  std::array<int, kMaxPly + 1> m_pvLength{};
  EditList m_scratch;

  std::optional<Position> m_pos;
  std::optional<Evaluator> m_eval;
  VariantPtr m_evalVariant;  // held, so its address cannot be reused by another
  // Static evaluations by position key, one slot a key (allocated with the
  // Search): the main search's pruning and the quiescence search below it
  // evaluate the same position, and transpositions meet it again. A slot is
  // the key with its low 16 bits (the index's) holding the score, so that
  // twice the slots fit in the processor's cache.
  std::vector<std::uint64_t> m_evalCache;
  EvalWeights m_weights;
  KeyHistory m_keys;
  std::vector<RootTurn> m_root;
  // A root turn that beat the first one at depth m_improvedDepth (its score
  // and line are in m_root): if the clock cuts that iteration short, it is
  // better than the last finished iteration's choice.
  Turn m_improved;
  int m_improvedDepth = 0;
  SearchLimits m_limits;
  std::chrono::steady_clock::time_point m_start;
  std::uint64_t m_nodes = 0;
  std::uint64_t m_stamp = 0;          // the last node stamp handed out (PlyData::seen)
  int m_pollCountdown = 0;            // nodes until the clock is read again
  std::int64_t m_nextProgressMs = 0;  // when onProgress is due (ms since the start)
  int m_selDepth = 0;
  int m_rootDepth = 1;
  int m_firstDepth = 1;   // a helper starts deeper
  int m_helperIndex = 0;  // which helper this is, of m_helperCount
  int m_helperCount = 0;
  bool m_aborted = false;
  std::atomic<bool> m_stopRequest{false};
};

}  // namespace sc
