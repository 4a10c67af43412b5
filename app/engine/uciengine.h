// The UCI loop of shooters-engine over any pair of streams (std::cin and
// std::cout in the program, string streams in tests). The search runs on a
// worker thread, so "stop", "isready" and "quit" are read while it thinks.
#pragma once

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "search.h"

namespace uci {

// What one engine may spend. The program keeps the defaults; the fuzz target
// (tests/fuzz/fuzz_uci.cpp) caps every search, because arbitrary input must
// neither hang nor take the machine's memory.
struct EngineBounds {
  int hashMb = 16;             // the table's size until "setoption name Hash"
  int maxHashMb = 4096;        // the largest Hash the option accepts
  std::uint64_t maxNodes = 0;  // 0: none. Otherwise every go ("infinite" and
                               // "movetime" too) searches at most this many
                               // nodes on the reading thread, and its bestmove
                               // is written before the next line is read.
};

class UciEngine {
 public:
  explicit UciEngine(const EngineBounds &bounds = {});
  ~UciEngine();
  UciEngine(const UciEngine &) = delete;
  UciEngine &operator=(const UciEngine &) = delete;

  // Reads commands until "quit" or the end of the input. At the end of the
  // input a search with a limit is finished and an infinite one stopped, so
  // "go depth 3" piped in still answers with its bestmove.
  void run(std::istream &in, std::ostream &out);

  // One command line as run() handles it, the replies on `out` (a running
  // search's too, from now on); false on "quit".
  bool handleLine(const std::string &line, std::ostream &out);
  // The position the next "go" searches.
  const sc::Position &position() const { return *m_position; }

 private:
  bool handle(const std::string &line);  // false on quit
  void send(const std::string &line);
  void info(const std::string &text) { send("info string " + text); }
  void setPosition(const std::vector<std::string> &words);
  void setOption(const std::vector<std::string> &words);
  void go(const std::vector<std::string> &words);
  void searchAndAnswer(const sc::SearchLimits &limits, const sc::Position &root,
                       const std::vector<sc::Key> &keys);
  void stopSearch();  // stops a running search and waits for its bestmove
  void waitSearch();  // waits for a running search to finish by itself

  std::ostream *m_out = nullptr;
  std::mutex m_outMutex;  // the worker prints info and bestmove too

  EngineBounds m_bounds;
  sc::VariantPtr m_variant;
  std::optional<sc::Position> m_position;
  std::vector<sc::Key> m_gameKeys;  // the positions before m_position
  int m_multiPv = 1;
  int m_hashMb;
  int m_threads = 1;
  int m_overheadMs = 30;  // Move Overhead: a clock's turn keeps this back for the GUI
  sc::EvalWeights m_weights;

  sc::Search m_search;
  std::thread m_worker;
  std::atomic<bool> m_stop{false};
  bool m_infinite = false;  // the last go; at the end of input it is stopped, not awaited
  // "go ponder" until "ponderhit": the search has no time limit and its
  // bestmove waits (UCI: never during a ponder, only after ponderhit or stop).
  std::atomic<bool> m_pondering{false};
};

}  // namespace uci
