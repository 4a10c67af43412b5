// The UCI loop of shooters-engine over any pair of streams (std::cin and
// std::cout in the program, string streams in tests). The search runs on a
// worker thread, so "stop", "isready" and "quit" are read while it thinks.
#pragma once

#include <atomic>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "search.h"

namespace uci {

class UciEngine {
 public:
  UciEngine();
  ~UciEngine();
  UciEngine(const UciEngine &) = delete;
  UciEngine &operator=(const UciEngine &) = delete;

  // Reads commands until "quit" or the end of the input. At the end of the
  // input a search with a limit is finished and an infinite one stopped, so
  // "go depth 3" piped in still answers with its bestmove.
  void run(std::istream &in, std::ostream &out);

 private:
  bool handle(const std::string &line);  // false on quit
  void send(const std::string &line);
  void info(const std::string &text) { send("info string " + text); }
  void setPosition(const std::vector<std::string> &words);
  void setOption(const std::vector<std::string> &words);
  void go(const std::vector<std::string> &words);
  void stopSearch();  // stops a running search and waits for its bestmove
  void waitSearch();  // waits for a running search to finish by itself

  std::ostream *m_out = nullptr;
  std::mutex m_outMutex;  // the worker prints info and bestmove too

  sc::VariantPtr m_variant;
  std::optional<sc::Position> m_position;
  std::vector<sc::Key> m_gameKeys;  // the positions before m_position
  int m_multiPv = 1;
  int m_hashMb = 16;
  int m_threads = 1;
  sc::EvalWeights m_weights;

  sc::Search m_search;
  std::thread m_worker;
  std::atomic<bool> m_stop{false};
  bool m_infinite = false;  // the last go; at the end of input it is stopped, not awaited
};

}  // namespace uci
