// shooters-engine's UCI dialect: the protocol's free functions, and the loop
// fed with canned lines through string streams, or through streams that keep
// time, to see that a long search speaks at least once a second.
#include <QRegularExpression>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <sstream>
#include <streambuf>
#include <thread>

#include "notation.h"
#include "registry.h"
#include "sfen.h"
#include "timecontrol.h"
#include "uciengine.h"
#include "uciprotocol.h"

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";
const char *const kWinInOne = "r3k2r/pp3ppp/8/8/4Q3/8/8/K7 w - 0 1";

QStringList runLoop(const std::string &input) {
  std::istringstream in(input);
  std::ostringstream out;
  {
    uci::UciEngine engine;
    engine.run(in, out);
  }
  return QString::fromStdString(out.str()).split('\n', Qt::SkipEmptyParts);
}

sc::Position position(const std::string &fen) {
  auto pos = sc::readSfen(sc::Registry::instance().defaultVariant(), fen);
  if (!pos) qFatal("test position does not read: %s", fen.c_str());
  return std::move(*pos);
}

// The turn named by the last "bestmove" line, read in `pos` (legal or not).
bool bestMoveLegal(const QStringList &lines, sc::Position pos, QString *token = nullptr) {
  if (lines.isEmpty() || !lines.last().startsWith("bestmove ")) return false;
  const QString t = lines.last().section(u' ', 1, 1);  // not its "ponder P"
  if (token) *token = t;
  return sc::parseTurn(pos, t.toStdString()).has_value();
}

using Clock = std::chrono::steady_clock;

// Input that hands over each line at its time (ms after the first read), so
// the loop reads "stop" only after the search has run that long.
class TimedInput : public std::streambuf {
 public:
  TimedInput(std::vector<std::pair<int, std::string>> lines) : m_lines(std::move(lines)) {}
  Clock::time_point started() const { return m_start; }

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    if (m_next == m_lines.size()) return traits_type::eof();
    if (m_next == 0) m_start = Clock::now();
    const auto &[at, line] = m_lines[m_next++];
    std::this_thread::sleep_until(m_start + std::chrono::milliseconds(at));
    m_buffer = line + '\n';
    setg(m_buffer.data(), m_buffer.data(), m_buffer.data() + m_buffer.size());
    return traits_type::to_int_type(*gptr());
  }

 private:
  std::vector<std::pair<int, std::string>> m_lines;
  std::size_t m_next = 0;
  std::string m_buffer;
  Clock::time_point m_start;
};

// Output that notes when each line was completed (the engine writes one
// line at a time, under its own lock).
class StampedOutput : public std::streambuf {
 public:
  std::vector<std::pair<Clock::time_point, std::string>> lines;

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    if (traits_type::to_char_type(c) == '\n') {
      lines.emplace_back(Clock::now(), m_line);
      m_line.clear();
    } else {
      m_line += traits_type::to_char_type(c);
    }
    return c;
  }

 private:
  std::string m_line;
};

// A fresh engine reading `inBuf` to its end, into `outBuf`.
void runTimed(TimedInput &inBuf, StampedOutput &outBuf) {
  std::istream in(&inBuf);
  std::ostream out(&outBuf);
  uci::UciEngine engine;
  engine.run(in, out);
}

// Output that notes when two threads are inside it at once. Each character
// takes a while, so a search thread's line is long enough to be caught.
class OverlapOutput : public std::streambuf {
 public:
  std::atomic<bool> overlapped{false};
  std::string text;

 protected:
  int_type overflow(int_type c) override {
    Inside in(*this);
    std::this_thread::sleep_for(std::chrono::microseconds(20));
    if (!traits_type::eq_int_type(c, traits_type::eof())) text += traits_type::to_char_type(c);
    return traits_type::not_eof(c);
  }
  int sync() override {
    Inside in(*this);
    std::this_thread::sleep_for(std::chrono::microseconds(200));
    return 0;
  }

 private:
  struct Inside {
    explicit Inside(OverlapOutput &o) : out(o) {
      if (out.m_inside.fetch_add(1) != 0) out.overlapped = true;
    }
    ~Inside() { out.m_inside.fetch_sub(1); }
    OverlapOutput &out;
  };
  std::atomic<int> m_inside{0};
};

}  // namespace

class TestUci : public QObject {
  Q_OBJECT

 private slots:
  void parsePosition() {
    std::string error;
    auto p = uci::parsePosition(uci::splitWords("position startpos moves Pe2-e3 Pe7-e6"), error);
    QVERIFY(p);
    QVERIFY(p->startpos);
    QCOMPARE(p->moves.size(), std::size_t(2));
    QCOMPARE(p->moves[1], std::string("Pe7-e6"));

    p = uci::parsePosition(uci::splitWords(std::string("position fen ") + kStart + " moves e2-e3"),
                           error);
    QVERIFY(p);
    QVERIFY(!p->startpos);
    QCOMPARE(p->sfen, std::string(kStart));
    QCOMPARE(p->moves, std::vector<std::string>{"e2-e3"});

    p = uci::parsePosition(uci::splitWords(std::string("position fen ") + kStart), error);
    QVERIFY(p && p->moves.empty());

    for (const char *bad : {"position", "position fen", "position startpos e2-e3", "position x"}) {
      error.clear();
      QVERIFY2(!uci::parsePosition(uci::splitWords(bad), error), bad);
      QVERIFY(!error.empty());
    }
  }

  void parseGo() {
    std::string error;
    auto g = uci::parseGo(uci::splitWords("go depth 5"), error);
    QVERIFY(g && g->limits.depth == 5 && !g->limits.infinite && g->limits.movetimeMs == 0);
    g = uci::parseGo(uci::splitWords("go movetime 250"), error);
    QVERIFY(g && g->limits.movetimeMs == 250 && g->limits.depth == 0);
    g = uci::parseGo(uci::splitWords("go infinite"), error);
    QVERIFY(g && g->limits.infinite);
    g = uci::parseGo(uci::splitWords("go nodes 1000"), error);
    QVERIFY(g && g->limits.nodes == 1000);
    g = uci::parseGo(uci::splitWords("go wtime 1000 btime -30 winc 10 binc 20 movestogo 5"), error);
    QVERIFY(g);
    QCOMPARE(g->timeMs[0], 1000);
    QCOMPARE(g->timeMs[1], 0);  // overstepped: nothing left
    QCOMPARE(g->incMs[0], 10);
    QCOMPARE(g->incMs[1], 20);
    QCOMPARE(g->movesToGo, 5);
    g = uci::parseGo(uci::splitWords("go mate 3"), error);
    QVERIFY(g && g->mate == 3);
    QVERIFY(!uci::parseGo(uci::splitWords("go depth"), error));
    QVERIFY(!uci::parseGo(uci::splitWords("go depth x"), error));
    QVERIFY(!uci::parseGo(uci::splitWords("go depth -2"), error));
    QVERIFY(!uci::parseGo(uci::splitWords("go wtime"), error));
    QVERIFY(!uci::parseGo(uci::splitWords("go fast"), error));
  }

  // A GUI with a clock (cutechess-cli's tc=40/60, Arena, a lichess bot)
  // sends the times left, not a movetime. The side to move's clock becomes a
  // soft limit (no new iteration) and a hard one (sc::allotTime).
  void clockBecomesATurnTime() {
    std::string error;
    const auto g =
        uci::parseGo(uci::splitWords("go wtime 60000 btime 3000 winc 600 binc 0"), error);
    QVERIFY(g);
    const sc::SearchLimits white = g->limitsFor(sc::Color::White, 30);
    const sc::TurnTime expected = sc::allotTime({60000, 600, 0}, 30);
    QCOMPARE(white.movetimeMs, expected.hardMs);
    QCOMPARE(white.softTimeMs, expected.softMs);
    QVERIFY(!white.infinite && white.depth == 0);
    const sc::SearchLimits black = g->limitsFor(sc::Color::Black, 30);
    QCOMPARE(black.movetimeMs, sc::allotTime({3000, 0, 0}, 30).hardMs);
    QVERIFY(black.movetimeMs < white.movetimeMs);

    // A movetime, an infinite search or a depth alone keep their meaning.
    auto m = uci::parseGo(uci::splitWords("go wtime 60000 btime 60000 movetime 200"), error);
    QCOMPARE(m->limitsFor(sc::Color::White, 30).movetimeMs, 200);
    QCOMPARE(m->limitsFor(sc::Color::White, 30).softTimeMs, 0);
    m = uci::parseGo(uci::splitWords("go infinite wtime 60000 btime 60000"), error);
    QCOMPARE(m->limitsFor(sc::Color::White, 30).movetimeMs, 0);
    m = uci::parseGo(uci::splitWords("go mate 2"), error);
    QCOMPARE(m->limitsFor(sc::Color::White, 30).depth, 4);

    // The allotment: a thirtieth of what is left (less the overhead) plus
    // three quarters of the increment; half of that soft, three times hard,
    // never past eight tenths of the clock.
    sc::TurnTime t = sc::allotTime({60000, 0, 0}, 30);
    QCOMPARE(t.softMs, 999);  // 59970 / 30 = 1999, halved
    QCOMPARE(t.hardMs, 5997);
    t = sc::allotTime({60000, 1000, 0}, 30);
    QCOMPARE(t.softMs, (1999 + 750) / 2);
    t = sc::allotTime({10000, 0, 2}, 0);  // two turns to the control
    QCOMPARE(t.softMs, 2500);
    QCOMPARE(t.hardMs, 8000);           // not 15000: eight tenths of the clock
    t = sc::allotTime({20, 0, 0}, 30);  // less than the overhead left
    QVERIFY(t.hardMs >= 1 && t.softMs >= 1 && t.softMs <= t.hardMs);
  }

  // Until the twenty-fifth pass a clock was read and ignored, so "go wtime
  // ..." searched until "stop", which a GUI with a clock never sends: the
  // engine lost on time. Its answer now comes by itself, well before the
  // next command (2.5 s on; with 3 s on the clock the hard limit is 297 ms).
  void clockSearchAnswersByItself() {
    TimedInput inBuf({{0, "position startpos"},
                      {0, "go wtime 3000 btime 3000 winc 0 binc 0"},
                      {2500, "isready"}});
    StampedOutput outBuf;
    runTimed(inBuf, outBuf);
    QStringList lines;
    for (const auto &[at, text] : outBuf.lines) lines << QString::fromStdString(text);
    const qsizetype best = lines.indexOf(QRegularExpression("^bestmove \\S+( ponder \\S+)?$"));
    QVERIFY2(best >= 0, qPrintable(lines.join(u'\n')));
    QVERIFY2(best < lines.indexOf("readyok"), qPrintable(lines.join(u'\n')));
    QCOMPARE(lines.filter(QRegularExpression("^bestmove ")).size(), 1);
  }

  // "go ponder" (UCI): no bestmove while pondering, however short the clock
  // (600 ms: a turn's share is under 60 ms); after ponderhit, at once, the
  // time having passed; after stop, at once.
  void ponderWaitsForPonderhit_data() {
    QTest::addColumn<QString>("ender");
    QTest::newRow("ponderhit") << "ponderhit";
    QTest::newRow("stop") << "stop";
  }
  void ponderWaitsForPonderhit() {
    QFETCH(QString, ender);
    TimedInput inBuf({{0, "position startpos"},
                      {0, "go ponder wtime 600 btime 600"},
                      {700, ender.toStdString()},
                      {1500, "isready"}});
    StampedOutput outBuf;
    runTimed(inBuf, outBuf);
    QStringList lines;
    Clock::time_point bestAt{};
    for (const auto &[at, text] : outBuf.lines) {
      lines << QString::fromStdString(text);
      if (text.rfind("bestmove ", 0) == 0) bestAt = at;
    }
    QCOMPARE(lines.filter(QRegularExpression("^bestmove ")).size(), 1);
    const auto ms = [&](Clock::time_point t) {
      return std::chrono::duration_cast<std::chrono::milliseconds>(t - inBuf.started()).count();
    };
    QVERIFY2(ms(bestAt) >= 700, qPrintable(QString::number(ms(bestAt))));
    QVERIFY2(lines.indexOf(QRegularExpression("^bestmove ")) < lines.indexOf("readyok"),
             qPrintable(lines.join(u'\n')));
    QVERIFY(bestMoveLegal(lines.filter(QRegularExpression("^bestmove ")), position(kStart)));
  }

  // The bestmove names the turn it expects in answer, legal after it.
  void bestmoveNamesItsPonder() {
    const QStringList out = runLoop("position startpos\ngo depth 4\n");
    const auto m = QRegularExpression("^bestmove (\\S+) ponder (\\S+)$").match(out.last());
    QVERIFY2(m.hasMatch(), qPrintable(out.last()));
    sc::Position pos = position(kStart);
    const auto best = sc::parseTurn(pos, m.captured(1).toStdString());
    QVERIFY(best);
    pos.make(*best);
    QVERIFY2(sc::parseTurn(pos, m.captured(2).toStdString()), qPrintable(out.last()));
    const QString pv = out.filter(QRegularExpression("^info depth 4 .* pv ")).last();
    QVERIFY2(pv.contains(" pv " + m.captured(1) + " " + m.captured(2)), qPrintable(pv));
  }

  void parseSetOption() {
    std::string error;
    auto o =
        uci::parseSetOption(uci::splitWords("setoption name UCI_Variant value shooters"), error);
    QVERIFY(o);
    QCOMPARE(o->name, std::string("UCI_Variant"));
    QCOMPARE(o->value, std::string("shooters"));
    o = uci::parseSetOption(uci::splitWords("setoption name Clear Hash"), error);
    QVERIFY(o && o->name == "Clear Hash" && o->value.empty());
    QVERIFY(!uci::parseSetOption(uci::splitWords("setoption MultiPV 3"), error));
  }

  void formatScore() {
    QCOMPARE(uci::formatScore(35), std::string("cp 35"));
    QCOMPARE(uci::formatScore(-120), std::string("cp -120"));
    QCOMPARE(uci::formatScore(sc::kMate - 1), std::string("mate 1"));
    QCOMPARE(uci::formatScore(sc::kMate - 3), std::string("mate 2"));
    QCOMPARE(uci::formatScore(-(sc::kMate - 2)), std::string("mate -1"));
  }

  void handshake() {
    const QStringList out = runLoop("uci\nisready\n");
    QVERIFY(out.contains("uciok"));
    QVERIFY(out.indexOf("uciok") < out.indexOf("readyok"));
    QVERIFY(out.first().startsWith("id name "));
    // Every built-in ruleset is a choice; the revised edition is the default.
    const QStringList variant = out.filter(QRegularExpression("^option name UCI_Variant "));
    QCOMPARE(variant.size(), 1);
    QVERIFY(variant.first().startsWith("option name UCI_Variant type combo default shooters "));
    for (const std::string &name : sc::Registry::instance().names())
      QVERIFY(variant.first().split(' ').contains(QString::fromStdString(name)));
    QVERIFY(out.filter(QRegularExpression("^option name MultiPV type spin")).size() == 1);
    QVERIFY(out.contains("option name Threads type spin default 1 min 1 max 256"));
    QVERIFY(out.contains("option name Ponder type check default false"));
  }

  void goDepth() {
    const QStringList out = runLoop("uci\nisready\nposition startpos\ngo depth 2\n");
    QVERIFY2(bestMoveLegal(out, position(kStart)), qPrintable(out.join('\n')));
    const QRegularExpression info(
        "^info depth (\\d+) seldepth \\d+ multipv 1 score (cp -?\\d+|mate -?\\d+) nodes \\d+ "
        "nps \\d+ hashfull \\d+ time \\d+ pv( \\S+)+$");
    QCOMPARE(out.filter(info).size(), 2);
    QVERIFY(out.contains("readyok"));
  }

  void positionWithMoves() {
    sc::Position after = position(kStart);
    after.make(*sc::parseTurn(after, "Pe2-e3"));
    QStringList out = runLoop("position startpos moves Pe2-e3\ngo depth 2\n");
    QVERIFY2(bestMoveLegal(out, after), qPrintable(out.join('\n')));
    out = runLoop(std::string("position fen ") + kStart + " moves Pe2-e3\ngo depth 1\n");
    QVERIFY2(bestMoveLegal(out, after), qPrintable(out.join('\n')));
  }

  void winInOne() {
    std::string input = "position fen ";
    input += kWinInOne;
    input += "\ngo depth 2\n";
    const QStringList out = runLoop(input);
    QVERIFY(out.filter(" score mate 1 ").size() >= 1);
    sc::Position pos = position(kWinInOne);
    QString token;
    QVERIFY(bestMoveLegal(out, pos, &token));
    pos.make(*sc::parseTurn(pos, token.toStdString()));
    QCOMPARE(pos.monarchCount(sc::Color::Black), 0);
  }

  // Chess through UCI_Variant: a FEN, moves in long algebraic (SAN reads
  // too), and a legal best move in the position they lead to.
  void chessVariant() {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    std::string error;
    const sc::VariantPtr chess = sc::Registry::instance().load("chess", {}, error);
    QVERIFY(chess);
    sc::Position after = *sc::readSfen(chess, fen);
    for (const char *move : {"e2e4", "e7e5"}) after.make(*sc::parseTurn(after, move));
    QStringList out =
        runLoop("uci\nsetoption name UCI_Variant value chess\nisready\nposition fen " + fen +
                " moves e2e4 e7e5\ngo depth 3\n");
    QVERIFY(out.filter("position ignored").isEmpty());
    QVERIFY2(bestMoveLegal(out, after), qPrintable(out.join('\n')));
    out = runLoop(
        "setoption name UCI_Variant value chess\nposition startpos moves e4 e5 Nf3\ngo depth 2\n");
    after.make(*sc::parseTurn(after, "Nf3"));
    QVERIFY2(bestMoveLegal(out, after), qPrintable(out.join('\n')));
    // Scholar's mate is found as mate 1.
    out = runLoop(
        "setoption name UCI_Variant value chess\nposition fen "
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4\ngo depth 3\n");
    QVERIFY2(out.filter(" score mate 1 ").size() >= 1, qPrintable(out.join('\n')));
    // Long algebraic, as chess GUIs expect of a UCI engine.
    QCOMPARE(out.last(), QString("bestmove f3f7"));
    QVERIFY2(!out.filter(QRegularExpression(" pv f3f7$")).isEmpty(), qPrintable(out.join('\n')));
  }

  void multiPv() {
    const QStringList out =
        runLoop("setoption name MultiPV value 3\nposition startpos\ngo depth 2\n");
    QCOMPARE(out.filter(QRegularExpression("^info depth 2 .* multipv 3 ")).size(), 1);
    QVERIFY(bestMoveLegal(out, position(kStart)));
  }

  // Lazy SMP: two threads, the same info and bestmove lines.
  void threads() {
    const QStringList out =
        runLoop("setoption name Threads value 2\nposition startpos\ngo depth 3\n");
    QCOMPARE(out.filter(QRegularExpression("^info depth \\d+ seldepth .* pv ")).size(), 3);
    QVERIFY2(bestMoveLegal(out, position(kStart)), qPrintable(out.join('\n')));
    QVERIFY(out.filter(QRegularExpression("^info string")).isEmpty());
  }

  void stopInfinite() {
    // "stop" follows at once; the bestmove still comes, and is legal. (Were
    // stop ignored, the infinite search would never return and the test fail
    // by its time-out: no clock is read here.)
    const QStringList out = runLoop("position startpos\ngo infinite\nstop\nisready\n");
    QVERIFY(bestMoveLegal(QStringList(out.begin(), out.end() - 1), position(kStart)));
    QCOMPARE(out.last(), QString("readyok"));
  }

  void endOfInputStopsInfinite() {
    const QStringList out = runLoop("go infinite\n");
    QVERIFY(bestMoveLegal(out, position(kStart)));
  }

  void quitEndsTheLoop() {
    const QStringList out = runLoop("isready\nquit\nisready\n");
    QCOMPARE(out, QStringList{"readyok"});
  }

  // The fuzz target's engine (tests/fuzz/fuzz_uci.cpp): line by line, every
  // go ending at the node cap, "infinite" too, before handleLine returns.
  void boundedEngineAnswersEachLine() {
    uci::UciEngine engine({.hashMb = 1, .maxHashMb = 1, .maxNodes = 200});
    std::ostringstream out;
    QVERIFY(engine.handleLine("position startpos moves Pe2-e3", out));
    QCOMPARE(sc::writeSfen(engine.position()),
             std::string("rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - 1 1"));
    QVERIFY(engine.handleLine("setoption name Hash value 4096", out));
    QVERIFY(engine.handleLine("go infinite", out));
    const QStringList lines = QString::fromStdString(out.str()).split('\n', Qt::SkipEmptyParts);
    QVERIFY(bestMoveLegal(lines, engine.position()));
    QVERIFY(!engine.handleLine("quit", out));
  }

  void errorsKeepThePosition() {
    const QStringList out = runLoop(
        "position startpos moves Pe2-e3\nposition fen 8/8 w\nposition startpos moves Pe2-e5\n"
        "setoption name UCI_Variant value nosuch\nfrobnicate\ngo depth 1\n");
    QCOMPARE(out.filter(QRegularExpression("^info string position ignored")).size(), 2);
    QCOMPARE(out.filter(QRegularExpression("^info string unknown variant 'nosuch'")).size(), 1);
    QCOMPARE(out.filter(QRegularExpression("^info string unknown command 'frobnicate'")).size(), 1);
    sc::Position after = position(kStart);
    after.make(*sc::parseTurn(after, "Pe2-e3"));
    QVERIFY(bestMoveLegal(out, after));
  }

  // A GUI tells a hung engine from a busy one by its silence (EngineClient's
  // watchdog, docs/analysis.md): during "go infinite" the engine writes a line
  // at least about once a second, also inside an iteration that takes
  // seconds and after the search has nothing left to do. Timing, not speed:
  // the bound is loose.
  void speaksWhileSearching_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("multiPv");
    QTest::addColumn<int>("minAlive");  // sign-of-life lines expected at least
    // bench's midgame-2 with three lines: iterations from depth 5 on take a
    // second or more (with one line they came to take less than one once the
    // evaluation weighed series, docs/engine.md fourteenth pass).
    QTest::newRow("long iterations")
        << "2r1k3/pp3ppp/1q[6]n2n2/2pPp3/1b2P1B[2]1/2N1BN2/PP3PPP/2RQ[7]K2R b c1d1,e3f3,f6f7 0 17"
        << 3 << 1;
    // No legal turn: nothing to search, the bestmove waits for stop.
    QTest::newRow("waiting for stop") << "k7/8/8/8/8/8/8/R7 w - 0 1" << 1 << 2;
  }
  void speaksWhileSearching() {
    QFETCH(QString, fen);
    QFETCH(int, multiPv);
    QFETCH(int, minAlive);
    constexpr int kRunMs = 3200;
    TimedInput inBuf({{0, "setoption name MultiPV value " + std::to_string(multiPv)},
                      {0, "position fen " + fen.toStdString()},
                      {0, "go infinite"},
                      {kRunMs, "stop"}});
    StampedOutput outBuf;
    runTimed(inBuf, outBuf);
    QVERIFY(!outBuf.lines.empty());
    QVERIFY2(outBuf.lines.back().second.rfind("bestmove ", 0) == 0,
             outBuf.lines.back().second.c_str());
    // The gaps from "go" to the first line, between lines, and from the
    // last to "stop" (the bestmove answers the stop, so it does not count).
    const Clock::time_point stop = inBuf.started() + std::chrono::milliseconds(kRunMs);
    Clock::time_point previous = inBuf.started();
    qint64 widest = 0;
    QStringList gaps;
    int alive = 0;
    const QRegularExpression aliveLine(
        "^info depth \\d+ seldepth \\d+ nodes \\d+ nps \\d+ hashfull \\d+ time \\d+$");
    for (std::size_t i = 0; i + 1 < outBuf.lines.size(); ++i) {
      const auto &[at, text] = outBuf.lines[i];
      if (at > stop) break;
      const qint64 gap =
          std::chrono::duration_cast<std::chrono::milliseconds>(at - previous).count();
      widest = std::max(widest, gap);
      gaps << QString::number(gap);
      previous = at;
      if (aliveLine.match(QString::fromStdString(text)).hasMatch()) ++alive;
    }
    const qint64 last =
        std::chrono::duration_cast<std::chrono::milliseconds>(stop - previous).count();
    widest = std::max(widest, last);
    gaps << QString::number(last);
    qInfo("gaps (ms): %s; %d sign-of-life lines", qPrintable(gaps.join(u' ')), alive);
    QVERIFY2(widest <= 1500, qPrintable(gaps.join(u' ')));
    QVERIFY2(alive >= minAlive, qPrintable(QString::number(alive)));
  }

  // std::cin is tied to std::cout, so each read flushed the output from the
  // reading thread, outside the engine's lock, while the search thread wrote:
  // a shooters-engine under AddressSanitizer wrote lines twice, a bestmove
  // among them (docs/engine.md, "Matches"). The loop reads with the tie off.
  void readingDoesNotFlushTheOutput() {
    std::vector<std::pair<int, std::string>> lines{{0, "setoption name MultiPV value 4"},
                                                   {0, "go depth 5"}};
    for (int ms = 1; ms <= 300; ++ms) lines.emplace_back(ms, "debug off");
    lines.emplace_back(301, "isready");
    TimedInput inBuf(std::move(lines));
    OverlapOutput outBuf;
    std::istream in(&inBuf);
    std::ostream out(&outBuf);
    in.tie(&out);
    {
      uci::UciEngine engine;
      engine.run(in, out);
    }
    QCOMPARE(in.tie(), &out);  // the caller's streams as they were
    QStringList written = QString::fromStdString(outBuf.text).split('\n', Qt::SkipEmptyParts);
    QVERIFY2(!outBuf.overlapped, "the output was entered from two threads at once");
    QCOMPARE(written.filter(QRegularExpression("^bestmove ")).size(), 1);
    QCOMPARE(written.removeDuplicates(), 0);
  }

  // A game's rule options (a New Game's stalemate=loss, `shooters match
  // --option`) reach the engine as "Rule Options" after its UCI_Variant; a
  // new variant starts from its defaults, and options it does not offer are
  // refused with the reason, the rules kept.
  void ruleOptions() {
    const QStringList out = runLoop(
        "uci\n"
        "setoption name UCI_Variant value chess-battle\n"
        "setoption name Rule Options value stalemate=loss\nd\n"
        "setoption name Rule Options value volley=all\nd\n"
        "setoption name UCI_Variant value megaman\nd\n"
        "setoption name Rule Options value volley=subset\nd\n"
        "setoption name Rule Options value <empty>\nd\n");
    QVERIFY(out.contains("option name Rule Options type string default <empty>"));
    const QStringList rules = out.filter(QRegularExpression("^info string rules "));
    QCOMPARE(rules, (QStringList{
                        "info string rules chess-battle stalemate=loss soldier-diagonal-capture=on",
                        "info string rules chess-battle stalemate=loss soldier-diagonal-capture=on",
                        "info string rules megaman acquired-weapons=own-pattern "
                        "queen-defence=strong volley=all",
                        "info string rules megaman acquired-weapons=own-pattern "
                        "queen-defence=strong volley=subset",
                        "info string rules megaman acquired-weapons=own-pattern "
                        "queen-defence=strong volley=all"}));
    QVERIFY(
        out.contains("info string rule options ignored for 'chess-battle': unknown option "
                     "'volley' for ruleset 'chess-battle'; known: stalemate, "
                     "soldier-diagonal-capture"));
  }

  // The options change what the engine plays for: Chess-Battle's B21 with
  // stalemate=loss makes stalemating the opponent a win. Black's headquarters
  // on c12 with White's tanks on d10 and e11 is stalemate (tst_chessbattle);
  // one tank a step back, White to move, has it in one.
  void ruleOptionsChangeTheSearch() {
    const std::string pre =
        "position fen **h7**/**2T5**/12/3T8/12/12/12/12/12/12/"
        "**8**/**4H3** w 0 1\n";
    const QStringList draw =
        runLoop("setoption name UCI_Variant value chess-battle\n" + pre + "go depth 2\n");
    const QStringList loss = runLoop(
        "setoption name UCI_Variant value chess-battle\n"
        "setoption name Rule Options value stalemate=loss\n" +
        pre + "go depth 2\n");
    const QStringList winning = loss.filter(QRegularExpression("score mate 1 "));
    QVERIFY2(!winning.isEmpty(), qPrintable(loss.join(u'\n')));
    QVERIFY2(draw.filter(QRegularExpression("score mate 1 ")).isEmpty(),
             qPrintable(draw.join(u'\n')));
  }

  void noLegalTurn() {
    const QStringList out = runLoop("position fen k7/8/8/8/8/8/8/R7 w - 0 1\ngo depth 2\n");
    QCOMPARE(out.last(), QString("bestmove (none)"));
  }
};

QTEST_GUILESS_MAIN(TestUci)
#include "tst_uci.moc"
