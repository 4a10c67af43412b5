#include "uciprotocol.h"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "notation.h"
#include "timecontrol.h"

namespace uci {

namespace {

bool readNumber(const std::vector<std::string> &words, std::size_t &i, long long &out,
                std::string &error, bool signedOk = false) {
  if (i + 1 >= words.size()) {
    error = "'" + words[i] + "' needs a number";
    return false;
  }
  const std::string &w = words[++i];
  auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), out);
  if (ec != std::errc() || ptr != w.data() + w.size() || (out < 0 && !signedOk)) {
    error = "'" + words[i - 1] + "' needs a whole number, not '" + w + "'";
    return false;
  }
  return true;
}

std::string join(const std::vector<std::string> &words, std::size_t from, std::size_t to) {
  std::string s;
  for (std::size_t i = from; i < to; ++i) s += (i > from ? " " : "") + words[i];
  return s;
}

}  // namespace

std::vector<std::string> splitWords(const std::string &line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

std::optional<PositionCommand> parsePosition(const std::vector<std::string> &words,
                                             std::string &error) {
  PositionCommand cmd;
  std::size_t i = 1;
  if (i < words.size() && words[i] == "startpos") {
    cmd.startpos = true;
    ++i;
  } else if (i < words.size() && words[i] == "fen") {
    std::size_t end = ++i;
    while (end < words.size() && words[end] != "moves") ++end;
    if (end == i) {
      error = "'position fen' needs an SFEN";
      return std::nullopt;
    }
    cmd.sfen = join(words, i, end);
    i = end;
  } else {
    error = "'position' needs 'startpos' or 'fen <SFEN>'";
    return std::nullopt;
  }
  if (i < words.size()) {
    if (words[i] != "moves") {
      error = "expected 'moves', not '" + words[i] + "'";
      return std::nullopt;
    }
    cmd.moves.assign(words.begin() + long(i) + 1, words.end());
  }
  return cmd;
}

std::optional<GoCommand> parseGo(const std::vector<std::string> &words, std::string &error) {
  GoCommand go;
  sc::SearchLimits &limits = go.limits;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string &w = words[i];
    long long n = 0;
    if (w == "infinite") {
      limits.infinite = true;
    } else if (w == "depth" || w == "movetime" || w == "nodes" || w == "mate" || w == "movestogo") {
      if (!readNumber(words, i, n, error)) return std::nullopt;
      if (w == "depth") limits.depth = int(std::min<long long>(n, sc::kMaxPly / 2));
      if (w == "movetime") limits.movetimeMs = int(std::min<long long>(n, 1LL << 30));
      if (w == "nodes") limits.nodes = std::uint64_t(n);
      if (w == "mate") go.mate = int(std::min<long long>(n, sc::kMaxPly / 4));
      if (w == "movestogo") go.movesToGo = int(std::min<long long>(n, 1LL << 30));
    } else if (w == "wtime" || w == "btime" || w == "winc" || w == "binc") {
      // A GUI may send a clock below zero (an overstep it forgave): nothing left.
      if (!readNumber(words, i, n, error, true)) return std::nullopt;
      n = std::max(n, 0LL);
      const int side = w[0] == 'w' ? 0 : 1;
      const int ms = int(std::min<long long>(n, 1LL << 30));
      if (w[1] == 't') go.timeMs[side] = ms;
      if (w[1] == 'i') go.incMs[side] = ms;
    } else if (w == "ponder") {
      go.ponder = true;
    } else {
      error = "unknown 'go' parameter '" + w + "'";
      return std::nullopt;
    }
  }
  return go;
}

sc::SearchLimits GoCommand::limitsFor(sc::Color toMove, int overheadMs) const {
  sc::SearchLimits l = limits;
  if (mate > 0 && l.depth == 0) l.depth = std::min(2 * mate, sc::kMaxPly / 2);
  const int side = sc::index(toMove);
  if (timeMs[side] >= 0 && l.movetimeMs == 0 && !l.infinite) {
    const sc::TurnTime t = sc::allotTime({timeMs[side], incMs[side], movesToGo}, overheadMs);
    l.movetimeMs = t.hardMs;
    l.softTimeMs = t.softMs;
  }
  return l;
}

std::optional<SetOption> parseSetOption(const std::vector<std::string> &words, std::string &error) {
  if (words.size() < 3 || words[1] != "name") {
    error = "expected 'setoption name <NAME> [value <VALUE>]'";
    return std::nullopt;
  }
  std::size_t v = 2;
  while (v < words.size() && words[v] != "value") ++v;
  SetOption opt{join(words, 2, v), v < words.size() ? join(words, v + 1, words.size()) : ""};
  if (opt.name.empty()) {
    error = "setoption: the option has no name";
    return std::nullopt;
  }
  return opt;
}

std::vector<std::string> uciReply(const std::vector<std::string> &variants,
                                  const std::string &variant, int multiPv, int hashMb, int threads,
                                  int overheadMs) {
  std::string combo = "option name UCI_Variant type combo default " + variant;
  for (const std::string &v : variants) combo += " var " + v;
  return {
      "id name Shooters Engine 0.1",
      "id author the Shooters Chess Workbench authors",
      combo,
      "option name MultiPV type spin default " + std::to_string(multiPv) + " min 1 max 64",
      "option name Hash type spin default " + std::to_string(hashMb) + " min 1 max 4096",
      "option name Threads type spin default " + std::to_string(threads) + " min 1 max 256",
      "option name Move Overhead type spin default " + std::to_string(overheadMs) +
          " min 0 max 5000",
      "option name Rule Options type string default <empty>",
      // Whether the GUI lets it ponder: it ponders when told "go ponder" either way.
      "option name Ponder type check default false",
      "uciok",
  };
}

std::string formatScore(int score) {
  if (!sc::isDecided(score)) return "cp " + std::to_string(score);
  const int turns = sc::turnsToEnd(score);
  return "mate " + std::to_string(score > 0 ? turns : -turns);
}

std::string formatInfo(const sc::SearchInfo &info, std::size_t line, const sc::Position &root) {
  const sc::SearchLine &l = info.lines.at(line);
  std::string s = "info depth " + std::to_string(info.depth) + " seldepth " +
                  std::to_string(info.selDepth) + " multipv " + std::to_string(line + 1) +
                  " score " + formatScore(l.score) + " nodes " + std::to_string(info.nodes) +
                  " nps " + std::to_string(info.nps) + " hashfull " +
                  std::to_string(info.hashfull) + " time " + std::to_string(info.timeMs) + " pv";
  if (root.rules().notation == sc::NotationStyle::San) {
    sc::Position pos = root;
    for (const sc::Turn &t : l.pv) {
      s += " " + sc::formatEngineTurn(pos, t);
      pos.make(t);
    }
    return s;
  }
  for (const std::string &t : sc::formatLine(root, l.pv)) s += " " + t;
  return s;
}

std::string formatProgress(const sc::SearchInfo &info) {
  return "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.selDepth) +
         " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) +
         " hashfull " + std::to_string(info.hashfull) + " time " + std::to_string(info.timeMs);
}

std::string formatBestMove(const sc::SearchInfo &info, const sc::Position &root) {
  const sc::Turn *best = info.best();
  if (!best) return "bestmove (none)";
  sc::Position pos = root;
  const auto word = [&pos](const sc::Turn &t) {
    return pos.rules().notation == sc::NotationStyle::San ? sc::formatEngineTurn(pos, t)
                                                          : sc::formatTurnWithSuffix(pos, t);
  };
  std::string line = "bestmove " + word(*best);
  // The expected answer, for a GUI that lets the engine ponder on it.
  if (const std::vector<sc::Turn> &pv = info.lines[0].pv; pv.size() > 1) {
    pos.make(*best);
    line += " ponder " + word(pv[1]);
  }
  return line;
}

}  // namespace uci
