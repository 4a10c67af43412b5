#include "uciengine.h"

#include <algorithm>
#include <chrono>
#include <istream>
#include <ostream>
#include <stdexcept>

#include "notation.h"
#include "registry.h"
#include "uciprotocol.h"

namespace uci {

namespace {

// While a search runs the engine speaks at least this often, so that a GUI
// can tell a long iteration from a hung engine (docs/engine.md).
constexpr std::chrono::milliseconds kAlive{1000};

}  // namespace

UciEngine::UciEngine(const EngineBounds &bounds)
    : m_bounds(bounds),
      m_variant(sc::Registry::instance().defaultVariant()),
      m_hashMb(bounds.hashMb),
      m_search(std::size_t(bounds.hashMb)) {
  m_position = sc::readSfen(m_variant, m_variant->rules().startSfen);
}

UciEngine::~UciEngine() { stopSearch(); }

void UciEngine::send(const std::string &line) {
  std::lock_guard<std::mutex> lock(m_outMutex);
  *m_out << line << '\n';
  m_out->flush();  // a GUI waits for each line
}

void UciEngine::run(std::istream &in, std::ostream &out) {
  {
    std::lock_guard<std::mutex> lock(m_outMutex);
    m_out = &out;
  }
  // std::cin is tied to std::cout: every read would first flush the output
  // from this thread, outside m_outMutex, while the search thread writes into
  // the same buffer, and a line could go out twice (a doubled bestmove, seen
  // under load). Every line is flushed by send() anyway.
  std::ostream *const tied = in.tie(nullptr);
  std::string line;
  bool quit = false;
  while (!quit && std::getline(in, line)) quit = !handle(line);
  if (quit || m_infinite || m_pondering.load())
    stopSearch();
  else
    waitSearch();
  in.tie(tied);
}

bool UciEngine::handleLine(const std::string &line, std::ostream &out) {
  {
    std::lock_guard<std::mutex> lock(m_outMutex);  // a running search writes too
    m_out = &out;
  }
  return handle(line);
}

bool UciEngine::handle(const std::string &line) {
  const std::vector<std::string> words = splitWords(line);
  if (words.empty()) return true;
  const std::string &cmd = words[0];
  if (cmd == "quit") return false;
  if (cmd == "uci") {
    for (const std::string &l : uciReply(sc::Registry::instance().names(), m_variant->rules().name,
                                         m_multiPv, m_hashMb, m_threads, m_overheadMs))
      send(l);
  } else if (cmd == "isready") {
    send("readyok");
  } else if (cmd == "stop") {
    stopSearch();
  } else if (cmd == "ponderhit") {
    m_pondering.store(false);  // the clock's limits apply from here, or have passed
  } else if (cmd == "ucinewgame") {
    stopSearch();
    m_search.clear();
  } else if (cmd == "position") {
    stopSearch();
    setPosition(words);
  } else if (cmd == "setoption") {
    stopSearch();
    setOption(words);
  } else if (cmd == "go") {
    stopSearch();
    go(words);
  } else if (cmd == "d") {
    info("sfen " + sc::writeSfen(*m_position));
    const std::string options = sc::optionsText(m_variant->rules());
    info("rules " + m_variant->rules().name + (options.empty() ? "" : " " + options));
  } else if (cmd != "debug" && cmd != "register") {
    info("unknown command '" + cmd + "'");
  }
  return true;
}

void UciEngine::setPosition(const std::vector<std::string> &words) {
  std::string error;
  const std::optional<PositionCommand> cmd = parsePosition(words, error);
  if (!cmd) {
    info("position ignored: " + error);
    return;
  }
  const std::string sfen = cmd->startpos ? m_variant->rules().startSfen : cmd->sfen;
  sc::ParseError sfenError;
  std::optional<sc::Position> pos = sc::readSfen(m_variant, sfen, &sfenError);
  if (!pos) {
    info("position ignored: cannot read SFEN: " + sfenError.toString());
    return;
  }
  // The whole command or nothing: a half-applied line would analyse a
  // position the GUI does not show.
  std::vector<sc::Key> keys;
  for (const std::string &token : cmd->moves) {
    std::string why;
    const std::optional<sc::Turn> turn = sc::parseTurn(*pos, token, &why);
    if (!turn) {
      info("position ignored: turn '" + token + "': " + (why.empty() ? "not legal" : why));
      return;
    }
    keys.push_back(pos->key());
    pos->make(*turn);
  }
  m_position = std::move(pos);
  m_gameKeys = std::move(keys);
}

void UciEngine::setOption(const std::vector<std::string> &words) {
  std::string error;
  const std::optional<SetOption> opt = parseSetOption(words, error);
  if (!opt) {
    info(error);
    return;
  }
  if (opt->name == "UCI_Variant" || opt->name == "Rule Options") {
    // Options belong to a rule system: a new one starts from its defaults,
    // and "Rule Options" (KEY=VALUE words, sc::optionsText) sets them.
    const std::string name = opt->name == "UCI_Variant" ? opt->value : m_variant->rules().name;
    std::vector<std::string> options;
    if (opt->name == "Rule Options" && opt->value != "<empty>") options = splitWords(opt->value);
    sc::VariantPtr v = sc::Registry::instance().load(name, options, error);
    if (!v) {
      info((opt->name == "UCI_Variant" ? "unknown variant '" : "rule options ignored for '") +
           name + "': " + error);
      return;
    }
    m_variant = v;
    m_position = sc::readSfen(m_variant, m_variant->rules().startSfen);
    m_gameKeys.clear();
    m_search.clear();
  } else if (opt->name == "Ponder") {
    // Only a GUI's note that it may send "go ponder"; nothing to change.
  } else if (opt->name == "MultiPV" || opt->name == "Hash" || opt->name == "Threads" ||
             opt->name == "Move Overhead") {
    int n = 0;
    try {
      n = std::stoi(opt->value);
    } catch (const std::exception &) {
      info(opt->name + " needs a number, not '" + opt->value + "'");
      return;
    }
    if (opt->name == "MultiPV") m_multiPv = std::clamp(n, 1, 64);
    if (opt->name == "Hash") {
      m_hashMb = std::clamp(n, 1, m_bounds.maxHashMb);
      m_search.setHashSize(std::size_t(m_hashMb));
    }
    if (opt->name == "Move Overhead") m_overheadMs = std::clamp(n, 0, 5000);
    if (opt->name == "Threads") {
      m_threads = std::clamp(n, 1, 256);
      m_search.setThreads(m_threads);
    }
  } else if (opt->name.rfind("Eval_", 0) == 0) {
    // Not listed by `uci`: an evaluation weight by name (evaluate.h), so a
    // match can try a tuner's weights against the defaults.
    int *w = sc::evalWeight(m_weights, opt->name.substr(5));
    if (!w) {
      info("unknown option '" + opt->name + "'");
      return;
    }
    try {
      *w = std::stoi(opt->value);
    } catch (const std::exception &) {
      info(opt->name + " needs a number, not '" + opt->value + "'");
      return;
    }
    m_search.setEvalWeights(m_weights);
  } else {
    info("unknown option '" + opt->name + "'");
  }
}

void UciEngine::go(const std::vector<std::string> &words) {
  std::string error;
  const std::optional<GoCommand> command = parseGo(words, error);
  if (!command) {
    info(error);
    return;
  }
  sc::SearchLimits limits = command->limitsFor(m_position->sideToMove(), m_overheadMs);
  // "go" alone means think until told to stop.
  if (!limits.depth && !limits.movetimeMs && !limits.nodes) limits.infinite = true;
  limits.multiPv = m_multiPv;
  m_infinite = limits.infinite;
  limits.stopFlag = &m_stop;
  m_pondering.store(command->ponder && !m_bounds.maxNodes);  // bounded: nothing waits
  limits.ponder = &m_pondering;
  limits.onProgress = [this](const sc::SearchInfo &i) { send(formatProgress(i)); };
  limits.progressMs = int(kAlive.count());
  m_stop.store(false);
  if (m_bounds.maxNodes) {
    // Bounded: nothing may wait for a "stop" that never comes.
    limits.nodes = limits.nodes ? std::min(limits.nodes, m_bounds.maxNodes) : m_bounds.maxNodes;
    limits.infinite = false;
    m_infinite = false;
    searchAndAnswer(limits, *m_position, m_gameKeys);
    return;
  }
  m_worker = std::thread([this, limits, root = *m_position, keys = m_gameKeys] {
    searchAndAnswer(limits, root, keys);
  });
}

void UciEngine::searchAndAnswer(const sc::SearchLimits &limits, const sc::Position &root,
                                const std::vector<sc::Key> &keys) {
  const auto started = std::chrono::steady_clock::now();
  const sc::SearchInfo result = m_search.run(root, keys, limits, [&](const sc::SearchInfo &i) {
    for (std::size_t k = 0; k < i.lines.size(); ++k) send(formatInfo(i, k, root));
  });
  if (result.stopped && !result.lines.empty()) send(formatInfo(result, 0, root));
  // UCI: after "go infinite" the bestmove waits for "stop", and during "go
  // ponder" for "ponderhit" or "stop", even when the search has nothing left
  // to do (the deepest iteration, or no legal turn). It goes on saying it is
  // alive, as it does while searching.
  auto due = std::chrono::steady_clock::now() + kAlive;
  while ((limits.infinite || m_pondering.load()) && !m_stop.load()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    const auto now = std::chrono::steady_clock::now();
    if (now < due) continue;
    due = now + kAlive;
    sc::SearchInfo alive;  // the finished search's counters, without its lines
    alive.depth = result.depth;
    alive.selDepth = result.selDepth;
    alive.nodes = result.nodes;
    alive.nps = result.nps;
    alive.hashfull = result.hashfull;
    alive.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(now - started).count();
    send(formatProgress(alive));
  }
  send(formatBestMove(result, root));
}

void UciEngine::stopSearch() {
  m_stop.store(true);
  if (m_worker.joinable()) m_worker.join();
}

void UciEngine::waitSearch() {
  if (m_worker.joinable()) m_worker.join();
}

}  // namespace uci
