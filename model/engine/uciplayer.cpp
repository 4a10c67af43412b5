#include "uciplayer.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <memory>
#include <sstream>

#include "notation.h"
#include "searchdefs.h"
#include "sfen.h"

namespace sc {

namespace {

using Clock = std::chrono::steady_clock;

int msSince(Clock::time_point t) {
  return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count());
}

std::string firstWord(const std::string &line) {
  std::istringstream in(line);
  std::string w;
  in >> w;
  return w;
}

bool readPositive(const std::string &text, int max, int &out) {
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && ec == std::errc() && ptr == text.data() + text.size() && out >= 1 &&
         out <= max;
}

}  // namespace

std::optional<int> infoScore(const std::string &line) {
  std::istringstream in(line);
  std::vector<std::string> w;
  for (std::string word; in >> word;) w.push_back(word);
  if (w.empty() || w[0] != "info") return std::nullopt;
  std::optional<int> score;
  for (std::size_t i = 1; i < w.size(); ++i) {
    // A bound is not the score; another Multi-PV line is not the best one's.
    if (w[i] == "lowerbound" || w[i] == "upperbound" || w[i] == "string") return std::nullopt;
    if (w[i] == "multipv" && i + 1 < w.size() && w[i + 1] != "1") return std::nullopt;
    if (w[i] != "score" || i + 2 >= w.size()) continue;
    int n = 0;
    const std::string &v = w[i + 2];
    const auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || ptr != v.data() + v.size() || n > 100000 || n < -100000) continue;
    if (w[i + 1] == "cp") {
      score = std::clamp(n, -kMateBound + 1, kMateBound - 1);
    } else if (w[i + 1] == "mate") {
      // Mate in N of its turns: 2N - 1 plies; mated in N: 2N plies.
      const int plies = std::min(n > 0 ? 2 * n - 1 : -2 * n, 2 * kMaxPly);
      score = n > 0 ? kMate - plies : -(kMate - plies);
    }
  }
  return score;
}

std::optional<UciSpec> parseUciSpec(const std::string &text, std::string &error) {
  UciSpec spec;
  spec.text = text;
  std::vector<std::string> parts;
  std::istringstream in(text.substr(4));  // after "uci:"
  for (std::string part; std::getline(in, part, ':');) {
    // cutechess-cli's "tc=1:30+1" holds the ':' that separates fields here:
    // seconds after a tc= of whole minutes belong to it.
    const std::string &last = parts.empty() ? part : parts.back();
    if (!parts.empty() && last.rfind("tc=", 0) == 0 && last.find(':') == std::string::npos &&
        std::isdigit(static_cast<unsigned char>(last.back())) && !part.empty() &&
        std::isdigit(static_cast<unsigned char>(part[0])) && part.find('=') == std::string::npos) {
      parts.back() += ":" + part;
      continue;
    }
    parts.push_back(part);
  }
  if (text.rfind("uci:", 0) != 0 || parts.empty() || parts[0].empty()) {
    error = "'" + text + "': use uci:PATH:movetime=MS, uci:PATH:depth=D or uci:PATH:tc=40/60+0.6";
    return std::nullopt;
  }
  spec.path = parts[0];
  for (std::size_t i = 1; i < parts.size(); ++i) {
    if (parts[i] == "ponder") {
      spec.ponder = true;
      continue;
    }
    const std::size_t eq = parts[i].find('=');
    if (eq == std::string::npos || eq == 0) {
      error = "'" + text + "': '" + parts[i] + "' is not NAME=VALUE";
      return std::nullopt;
    }
    const std::string name = parts[i].substr(0, eq), value = parts[i].substr(eq + 1);
    if (name == "tc") {
      spec.tc = parseTimeControl(value, error);
      if (!spec.tc) {
        error = "'" + text + "': " + error;
        return std::nullopt;
      }
    } else if (name == "movetime" || name == "depth") {
      int &field = name == "movetime" ? spec.movetimeMs : spec.depth;
      if (!readPositive(value, name == "depth" ? 64 : 3600 * 1000, field)) {
        error = "'" + text + "': " + name + " needs a whole number, not '" + value + "'";
        return std::nullopt;
      }
    } else {
      spec.options.emplace_back(name, value);
    }
  }
  if (int(spec.movetimeMs > 0) + int(spec.depth > 0) + int(spec.tc.has_value()) != 1) {
    error = "'" + text + "': give one of :movetime=MS, :depth=D or :tc=40/60+0.6";
    return std::nullopt;
  }
  // A fixed time or depth would spend the pondered time again after the hit.
  if (spec.ponder && !spec.tc) {
    error = "'" + text + "': ponder needs a clock (:tc=40/60+0.6)";
    return std::nullopt;
  }
  return spec;
}

std::optional<Turn> matchEngineTurn(const Position &pos, const std::string &token) {
  std::string bare = token;
  while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.pop_back();
  Position copy = pos;
  auto turns = std::make_unique<TurnList>();
  generateLegal(copy, *turns);
  for (int i = 0; i < turns->size; ++i)
    if (formatEngineTurn(pos, (*turns)[i]) == bare) return (*turns)[i];
  return parseTurn(copy, token);
}

UciPlayer::UciPlayer(UciSpec spec, std::string variant, UciTiming timing, std::string ruleOptions)
    : m_spec(std::move(spec)),
      m_variant(std::move(variant)),
      m_ruleOptions(std::move(ruleOptions)),
      m_timing(timing) {}

bool UciPlayer::waitFor(const std::string &word, int timeoutMs, std::string &error,
                        std::vector<std::string> *seen) {
  const Clock::time_point started = Clock::now();
  for (;;) {
    std::string line;
    const int left = timeoutMs - msSince(started);
    switch (left <= 0 ? ChildProcess::Read::Timeout : m_engine.readLine(line, left)) {
      case ChildProcess::Read::Line:
        if (firstWord(line) == word) return true;
        if (seen) seen->push_back(line);
        break;
      case ChildProcess::Read::Closed:
        error = "crashed before '" + word + "' (" + m_engine.reap() + ")";
        return false;
      case ChildProcess::Read::Timeout:
        error = "no '" + word + "' within " + std::to_string(timeoutMs) + " ms";
        m_engine.kill();
        return false;
    }
  }
}

bool UciPlayer::start(std::string &error) {
  if (!m_engine.start({m_spec.path}, error)) return false;
  std::vector<std::string> lines;
  if (!m_engine.writeLine("uci") || !waitFor("uciok", m_timing.hangMs, error, &lines)) {
    if (error.empty()) error = "closed its input";
    return false;
  }
  for (const std::string &l : lines)
    if (l.rfind("option name UCI_Variant ", 0) == 0)
      m_engine.writeLine("setoption name UCI_Variant value " + m_variant);
  // After the variant, in whatever order the engine listed the two: a new
  // variant starts from its defaults.
  for (const std::string &l : lines)
    if (l.rfind("option name Rule Options ", 0) == 0 && !m_ruleOptions.empty())
      m_engine.writeLine("setoption name Rule Options value " + m_ruleOptions);
  // Before the user's options, so that an explicit Ponder=false wins.
  if (m_spec.ponder)
    for (const std::string &l : lines)
      if (l.rfind("option name Ponder ", 0) == 0)
        m_engine.writeLine("setoption name Ponder value true");
  for (const auto &[name, value] : m_spec.options)
    m_engine.writeLine("setoption name " + name + " value " + value);
  return true;
}

bool UciPlayer::newGame(std::uint64_t, std::string &error) {
  // The last game ended while the engine pondered; one that hangs on `stop`
  // is killed there and started again below.
  if (m_pondering) endPonder(error);
  if (m_spec.tc) {
    m_clockMs = m_spec.tc->baseMs;
    m_movesLeft = m_spec.tc->moves;
  }
  if (!m_engine.running() && !start(error)) return false;
  if (!m_engine.writeLine("ucinewgame") || !m_engine.writeLine("isready")) {
    error = "crashed (" + m_engine.reap() + ")";
    return false;
  }
  return waitFor("readyok", m_timing.hangMs, error);
}

std::optional<int> UciPlayer::clockMs() const {
  return m_spec.tc ? std::optional<int>(m_clockMs) : std::nullopt;
}

std::optional<int> UciPlayer::incrementMs() const {
  return m_spec.tc ? std::optional<int>(m_spec.tc->incMs) : std::nullopt;
}

std::string UciPlayer::timeControl() const { return m_spec.tc ? m_spec.tc->text() : ""; }

int UciPlayer::allowedMs() const {
  if (m_spec.tc) return std::max(0, m_clockMs) + m_timing.marginMs;
  return m_spec.movetimeMs > 0 ? m_spec.movetimeMs + m_timing.marginMs : 0;
}

std::string UciPlayer::goCommand(const GameSoFar &game) const {
  if (m_spec.depth > 0) return "go depth " + std::to_string(m_spec.depth);
  if (!m_spec.tc) return "go movetime " + std::to_string(m_spec.movetimeMs);
  // Both clocks, as a GUI sends them; an opponent on none is given this
  // one's time. Engines allot from their own side's.
  const int own = std::max(0, m_clockMs);
  const int other = std::max(0, game.opponentClockMs.value_or(m_clockMs));
  const int ownInc = m_spec.tc->incMs;
  const int otherInc = std::max(0, game.opponentIncMs.value_or(ownInc));
  const bool white = game.current.sideToMove() == Color::White;
  std::string go = "go wtime " + std::to_string(white ? own : other) + " btime " +
                   std::to_string(white ? other : own) + " winc " +
                   std::to_string(white ? ownInc : otherInc) + " binc " +
                   std::to_string(white ? otherInc : ownInc);
  if (m_spec.tc->moves > 0) go += " movestogo " + std::to_string(m_movesLeft);
  return go;
}

std::string UciPlayer::positionCommand(const Position &start,
                                       const std::vector<Turn> &turns) const {
  const std::optional<Position> standard = readSfen(start.variantPtr(), start.rules().startSfen);
  const std::string sfen = writeSfen(start);
  std::string cmd =
      standard && writeSfen(*standard) == sfen ? "position startpos" : "position fen " + sfen;
  if (turns.empty()) return cmd;
  cmd += " moves";
  Position pos = start;
  for (const Turn &t : turns) {
    cmd += " " + formatEngineTurn(pos, t);
    pos.make(t);
  }
  return cmd;
}

Reply UciPlayer::crashed() {
  Reply r;
  r.forfeit = Forfeit::Crash;
  r.reason = "crashed (" + m_engine.reap() + ")";
  return r;
}

Reply UciPlayer::afterDeadline(std::chrono::steady_clock::time_point started) {
  Reply r;
  const std::string limit = "within " + std::to_string(allowedMs() - m_timing.marginMs) + " ms" +
                            (m_spec.tc ? " left on its clock" : "") + " + " +
                            std::to_string(m_timing.marginMs) + " ms margin";
  m_engine.writeLine("stop");
  std::string error;
  if (waitFor("bestmove", m_timing.hangMs, error)) {
    r.forfeit = Forfeit::TimeLoss;
    r.reason = "lost on time (no bestmove " + limit + "; it came after " +
               std::to_string(msSince(started)) + " ms)";
    return r;
  }
  r.forfeit = Forfeit::Hang;
  r.reason = "hung (no bestmove " + limit + " nor " + std::to_string(m_timing.hangMs) +
             " ms after stop; killed)";
  m_engine.kill();
  return r;
}

Reply UciPlayer::answer(const GameSoFar &game, const std::string &line) {
  std::istringstream in(line);
  std::string word, token;
  in >> word >> token;
  Reply r;
  if (const std::optional<Turn> t = matchEngineTurn(game.current, token)) {
    r.turn = *t;
    return r;
  }
  r.forfeit = Forfeit::Illegal;
  r.reason = "played an illegal turn '" + token + "'";
  return r;
}

Reply UciPlayer::inTime(const GameSoFar &game, const std::string &line, int elapsedMs) {
  Reply r = answer(game, line);
  if (!m_spec.tc || r.forfeit != Forfeit::None) return r;
  m_clockMs += m_spec.tc->incMs - elapsedMs;
  if (m_spec.tc->moves > 0 && --m_movesLeft == 0) {
    m_clockMs += m_spec.tc->baseMs;
    m_movesLeft = m_spec.tc->moves;
  }
  r.clockMs = m_clockMs;
  return r;
}

void UciPlayer::startPonder(const GameSoFar &game, const Turn &played,
                            const std::string &bestmove) {
  std::istringstream in(bestmove);
  std::string word, token;
  while (in >> word)
    if (word == "ponder" && in >> token) break;
  if (token.empty()) return;
  Position after = game.current;
  after.make(played);
  const std::optional<Turn> reply = matchEngineTurn(after, token);
  if (!reply) return;  // nothing to ponder on: the game's end, or a turn that is not one
  std::vector<Turn> turns = game.turns;
  turns.push_back(played);
  turns.push_back(*reply);
  // The clocks as they stand when the opponent starts to think; the engine's
  // own does not run while it ponders.
  const std::string go = goCommand(game);
  if (!m_engine.writeLine(positionCommand(game.start, turns)) ||
      !m_engine.writeLine("go ponder" + go.substr(2)))
    return;  // the next turn finds it crashed
  m_pondering = true;
  m_ponderPlies = turns.size();
  m_ponderTurn = *reply;
}

bool UciPlayer::endPonder(std::string &error) {
  m_pondering = false;
  if (!m_engine.writeLine("stop")) {
    error = "crashed (" + m_engine.reap() + ")";
    return false;
  }
  return waitFor("bestmove", m_timing.hangMs, error);
}

Reply UciPlayer::play(const GameSoFar &game) {
  const bool hit =
      m_pondering && game.turns.size() == m_ponderPlies && game.turns.back() == m_ponderTurn;
  if (hit) {
    // The opponent played the expected reply: the search goes on, on the
    // engine's own clock from now.
    m_pondering = false;
    if (!m_engine.writeLine("ponderhit")) return crashed();
  } else {
    std::string error;
    if (m_pondering && !endPonder(error)) return lostTouch(error + " after stop");
    // In step first: whatever the engine said after its last bestmove (a
    // line written twice was once seen under load) is read and dropped
    // before "readyok", so this turn's answer is this turn's.
    if (!m_engine.writeLine("isready")) return crashed();
    if (!waitFor("readyok", m_timing.hangMs, error)) return lostTouch(error);
    if (!m_engine.writeLine(positionCommand(game.start, game.turns)) ||
        !m_engine.writeLine(goCommand(game)))
      return crashed();
  }
  std::string bestmove;
  Reply r = awaitBestmove(game, Clock::now(), bestmove);
  if (r.forfeit == Forfeit::None && m_spec.ponder) startPonder(game, r.turn, bestmove);
  return r;
}

Reply UciPlayer::lostTouch(const std::string &error) {
  Reply r;
  r.forfeit = m_engine.running() ? Forfeit::Hang : Forfeit::Crash;
  r.reason = (m_engine.running() ? "hung (" : "crashed (") + error + ")";
  return r;
}

Reply UciPlayer::awaitBestmove(const GameSoFar &game, Clock::time_point started,
                               std::string &bestmove) {
  const int allowed = allowedMs();
  Clock::time_point lastLine = started;
  std::optional<int> score;  // the last the engine said, from its side
  for (;;) {
    // A movetime or clock engine has its deadline; a depth engine only has
    // to keep talking.
    const int wait = allowed > 0 ? allowed - msSince(started) : m_timing.hangMs - msSince(lastLine);
    std::string line;
    const ChildProcess::Read got =
        wait <= 0 ? ChildProcess::Read::Timeout : m_engine.readLine(line, wait);
    if (got == ChildProcess::Read::Closed) return crashed();
    if (got == ChildProcess::Read::Timeout) {
      if (allowed > 0) return afterDeadline(started);
      Reply r;
      r.forfeit = Forfeit::Hang;
      r.reason = "hung (nothing said for " + std::to_string(m_timing.hangMs) + " ms; killed)";
      m_engine.kill();
      return r;
    }
    lastLine = Clock::now();
    if (const std::optional<int> s = infoScore(line)) score = s;
    if (firstWord(line) != "bestmove") continue;
    const int elapsed = msSince(started);
    if (allowed > 0 && elapsed > allowed) {
      Reply r;
      r.forfeit = Forfeit::TimeLoss;
      r.reason = "lost on time (bestmove after " + std::to_string(elapsed) + " ms, allowed " +
                 std::to_string(allowed) + " ms)";
      return r;
    }
    Reply r = inTime(game, line, elapsed);
    if (r.forfeit == Forfeit::None) r.score = score;
    bestmove = line;
    return r;
  }
}

}  // namespace sc
