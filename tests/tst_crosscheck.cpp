// Correctness by two roads: the fast generator (model/core) must agree with the
// slow reference (tests/reference), which is written straight from the rulings
// and shares no code with it. Both are compared as multisets of (kind, SFEN
// after) over the positions of seeded random games, and by perft. The
// status-type rulings (S18, S20-S22) are checked here on the fast side.
#include <QtTest>

#include <algorithm>
#include <map>
#include <random>

#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "reference/refgen.h"
#include "registry.h"
#include "sfen.h"
#include "status.h"

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";

// Hand-made midgames: bridges (one of them a monarch pair), reduced ranks,
// knights with crowded routes, monarchs next to enemies, and sides with a
// single (royal, S19) monarch.
struct Midgame {
  const char *name;
  const char *sfen;
  int perftDepth;  // compared up to this depth (the reference is slow)
};
const Midgame kMidgames[] = {
    {"M1 bridges and a bridged queen and king",
     "r1b1k2r/pp1n1ppp/2p1pn2/q[6]2p4/1bPP4/2N1BN2/PP3PPP/R2QKB1R w d1e1,c4d4,e6f6 4 9", 3},
    {"M2 White has only its king", "5r[3]k1/1p2qppp/p1n5/4N3/3P4/6P1/PP3PKP/3R[8]4 w f7g7 2 24", 3},
    {"M3 Black has only its queen, crowded knights",
     "r5nr/pp1q1ppp/2n1p3/3pP3/1P1P4/2N2N2/P1P2PPP/R1BQKB1R b f2g2,a7b7 0 11", 2},
    {"M4 monarchs face to face", "8/3k4/2p1q3/1R[3]3n2/3KP3/2B1Q3/8/8 w d4e4 10 40", 3},
    {"M5 both sides have one monarch", "r3k3/1pp2p2/p1n5/3Q4/8/2P2N2/PP1RR3/8 b d2e2 0 30", 3},
    {"M6 knights in a crowd", "rn1qkbnr/pppb1ppp/4p3/3pN3/2nP4/2N5/PPP1PPPP/R1BQKB1R w - 3 5", 3},
};

using Entry = std::pair<std::string, std::string>;  // (kind, SFEN after)

struct Side {
  std::vector<Entry> entries;                // sorted
  std::multimap<Entry, std::string> tokens;  // for messages
};

sc::VariantPtr variant() { return sc::Registry::instance().defaultVariant(); }

bool fastSide(const std::string &sfen, Side &out, QString &error) {
  sc::ParseError parseError;
  std::optional<sc::Position> pos = sc::readSfen(variant(), sfen, &parseError);
  if (!pos) {
    error = QString::fromStdString("fast side cannot read " + sfen + ": " + parseError.toString());
    return false;
  }
  sc::TurnList turns;
  sc::generateLegal(*pos, turns);
  for (const sc::Turn &t : turns) {
    const std::string token = sc::formatTurn(*pos, t);
    pos->make(t);
    const Entry e{sc::kindName(t.kind), sc::writeSfen(*pos)};
    pos->undo();
    out.entries.push_back(e);
    out.tokens.emplace(e, token);
  }
  std::sort(out.entries.begin(), out.entries.end());
  return true;
}

// The pseudo-legal turns (no S19/S19a), to tell a generation bug from a legality bug.
bool fastPseudo(const std::string &sfen, Side &out) {
  std::optional<sc::Position> pos = sc::readSfen(variant(), sfen);
  if (!pos) return false;
  sc::TurnList turns;
  sc::generatePseudoLegal(*pos, turns);
  for (const sc::Turn &t : turns) {
    const std::string token = sc::formatTurn(*pos, t);
    pos->make(t);
    const Entry e{sc::kindName(t.kind), sc::writeSfen(*pos)};
    pos->undo();
    out.entries.push_back(e);
    out.tokens.emplace(e, token);
  }
  std::sort(out.entries.begin(), out.entries.end());
  return true;
}

bool referencePseudo(const std::string &sfen, Side &out) {
  ref::Board board;
  if (!ref::readSfen(sfen, board)) return false;
  for (const ref::Outcome &o : ref::pseudoTurns(board, board.whiteToMove)) {
    const Entry e{ref::kindName(o.decl.kind), ref::writeSfen(o.after)};
    out.entries.push_back(e);
    out.tokens.emplace(e, ref::notation(board, o.decl));
  }
  std::sort(out.entries.begin(), out.entries.end());
  return true;
}

bool referenceSide(const std::string &sfen, Side &out, QString &error) {
  std::string readError;
  ref::Board board;
  if (!ref::readSfen(sfen, board, &readError)) {
    error = QString::fromStdString("reference cannot read " + sfen + ": " + readError);
    return false;
  }
  for (const ref::RefResult &r : ref::refLegal(sfen)) {
    const Entry e{r.kind, r.sfenAfter};
    out.entries.push_back(e);
    out.tokens.emplace(e, r.notation);
  }
  std::sort(out.entries.begin(), out.entries.end());
  return true;
}

QString listOnlyIn(const Side &a, const Side &b) {
  std::vector<Entry> only;
  std::set_difference(a.entries.begin(), a.entries.end(), b.entries.begin(), b.entries.end(),
                      std::back_inserter(only));
  QStringList lines;
  for (const Entry &e : only) {
    auto range = a.tokens.equal_range(e);
    QStringList names;
    for (auto it = range.first; it != range.second; ++it)
      names << QString::fromStdString(it->second);
    names.removeDuplicates();
    lines << QStringLiteral("    %1 %2 -> %3")
                 .arg(names.join('/'), QString::fromStdString(e.first),
                      QString::fromStdString(e.second));
  }
  return lines.join('\n');
}

QString difference(const char *what, const Side &fast, const Side &slow) {
  return QStringLiteral(
             "  %1: fast %2, reference %3\n"
             "  only in the fast generator:\n%4\n  only in the reference:\n%5")
      .arg(what)
      .arg(fast.entries.size())
      .arg(slow.entries.size())
      .arg(listOnlyIn(fast, slow), listOnlyIn(slow, fast));
}

// Empty when both sides agree on the position, else a report naming it.
QString compare(const std::string &sfen, Side *reference = nullptr) {
  Side fast, slow, fastAll, slowAll;
  QString error;
  if (!fastSide(sfen, fast, error) || !referenceSide(sfen, slow, error)) return error;
  if (reference) *reference = slow;
  QString report;
  if (fast.entries != slow.entries) report += difference("legal turns", fast, slow);
  if (fastPseudo(sfen, fastAll) && referencePseudo(sfen, slowAll) &&
      fastAll.entries != slowAll.entries)
    report += difference("pseudo-legal turns", fastAll, slowAll);
  return report.isEmpty() ? report : QStringLiteral("position %1\n").arg(sfen.c_str()) + report;
}

bool tactical(const Entry &e) {
  // A shot fired: the quiet counter (D17) is back to 0, and it was no unload.
  const std::string &sfen = e.second;
  const size_t quietAt = sfen.rfind(' ', sfen.rfind(' ') - 1) + 1;
  return e.first != "unload" && sfen.compare(quietAt, 2, "0 ") == 0;
}

bool pairPlay(const Entry &e) {
  return e.first == "bridge" || e.first == "pair-translate" || e.first == "pair-rotate";
}

}  // namespace

class TestCrosscheck : public QObject {
  Q_OBJECT

 private slots:
  void startSfen();
  void randomPlay_data();
  void randomPlay();
  void perft_data();
  void perft();
  void status_data();
  void status();
};

void TestCrosscheck::startSfen() {
  // S23: both writers give the canonical text of every start position.
  std::vector<std::string> texts{kStart};
  for (const Midgame &m : kMidgames) texts.push_back(m.sfen);
  for (const std::string &text : texts) {
    std::optional<sc::Position> pos = sc::readSfen(variant(), text);
    ref::Board board;
    QVERIFY2(pos && ref::readSfen(text, board), text.c_str());
    QCOMPARE(QString::fromStdString(sc::writeSfen(*pos)), QString::fromStdString(text));
    QCOMPARE(QString::fromStdString(ref::writeSfen(board)), QString::fromStdString(text));
  }
}

void TestCrosscheck::randomPlay_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<int>("positions");
  QTest::addColumn<uint>("seed");
  QTest::newRow("start position") << QString(kStart) << 2000 << 20240601u;
  uint seed = 1;
  for (const Midgame &m : kMidgames) QTest::newRow(m.name) << QString(m.sfen) << 600 << seed++;
}

// Seeded random games (restarting when a game ends or grows long). One turn in
// three prefers a shot, so that the positions get tactical, and one in six a
// bridge or pair turn, so that pairs are common.
void TestCrosscheck::randomPlay() {
  QFETCH(QString, sfen);
  QFETCH(int, positions);
  QFETCH(uint, seed);
  std::mt19937 rng(seed);
  const std::string start = sfen.toStdString();
  std::string current = start;
  int ply = 0, mismatches = 0;
  QStringList reports;
  std::map<std::string, int> kinds;  // coverage: legal turns seen, by kind
  for (int i = 0; i < positions; ++i) {
    Side reference;
    const QString report = compare(current, &reference);
    for (const Entry &e : reference.entries) ++kinds[e.first];
    if (!report.isEmpty()) {
      ++mismatches;
      if (reports.size() < 5) reports << report;
    }
    std::vector<Entry> choices = reference.entries;
    const unsigned bias = rng() % 6;
    if (bias < 3) {
      std::vector<Entry> preferred;
      std::copy_if(choices.begin(), choices.end(), std::back_inserter(preferred),
                   bias < 2 ? tactical : pairPlay);
      if (!preferred.empty()) choices = preferred;
    }
    if (choices.empty() || ++ply > 160) {
      current = start;
      ply = 0;
      continue;
    }
    current = choices[rng() % choices.size()].second;
  }
  QStringList coverage;
  for (const auto &[kind, n] : kinds) coverage << QStringLiteral("%1 %2").arg(kind.c_str()).arg(n);
  qInfo("turns compared: %s", qPrintable(coverage.join(", ")));
  if (mismatches)
    QFAIL(qPrintable(QStringLiteral("%1 of %2 positions differ; the first ones:\n%3")
                         .arg(mismatches)
                         .arg(positions)
                         .arg(reports.join("\n\n"))));
}

void TestCrosscheck::perft_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<int>("depth");
  for (int depth = 1; depth <= 3; ++depth)
    QTest::addRow("start position, depth %d", depth) << QString(kStart) << depth;
  for (const Midgame &m : kMidgames)
    for (int depth = 1; depth <= m.perftDepth; ++depth)
      QTest::addRow("%s, depth %d", m.name, depth) << QString(m.sfen) << depth;
}

void TestCrosscheck::perft() {
  QFETCH(QString, sfen);
  QFETCH(int, depth);
  std::optional<sc::Position> pos = sc::readSfen(variant(), sfen.toStdString());
  QVERIFY(pos);
  const quint64 fast = sc::perft(*pos, depth);
  const quint64 slow = ref::refPerft(sfen.toStdString(), depth);
  QCOMPARE(fast, slow);
}

// The status-type rulings, on the fast side (S18, S20-S22; D16 order).
void TestCrosscheck::status_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("expected");
  auto row = [](const char *name, const char *sfen, const char *expected) {
    QTest::newRow(name) << sfen << expected;
  };
  row("S18 both monarchs lost", "6qk/8/8/8/3R4/8/8/8 w - 0 1", "black wins: both monarchs lost");
  row("S19 not in check", "8/8/8/8/2k5/8/7P/K7 w - 0 1", "ongoing");
  row("S19 in check", "8/8/8/8/8/2k5/7P/K7 w - 0 1", "check");
  row("S20 checkmate", "8/8/8/8/8/2q5/2k5/K7 w - 0 1", "black wins: checkmate");
  row("S20 stalemate", "7k[1]/8/8/8/p7/2p5/8/K[1]7 w - 0 1", "draw: stalemate");
  row("S21 bare monarchs", "7k/8/8/8/8/8/8/K7 w - 0 1", "draw: bare monarchs");
  row("S21 quiet plies", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 100 51",
      "draw: quiet plies");
  row("S21 99 quiet plies", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 99 50", "ongoing");
  row("S22 insufficient force", "7k[5]/8/8/8/8/8/PP6/KQ6 w - 0 1",
      "white wins: insufficient force");
  row("S22 enough force", "7k[5]/6rr/8/8/8/8/PP6/KQ6 w - 0 1", "ongoing");
  row("S1 start position", kStart, "ongoing");
}

void TestCrosscheck::status() {
  QFETCH(QString, sfen);
  QFETCH(QString, expected);
  std::optional<sc::Position> pos = sc::readSfen(variant(), sfen.toStdString());
  QVERIFY(pos);
  QCOMPARE(QString::fromStdString(sc::statusText(sc::evaluateStatus(*pos))), expected);
}

QTEST_GUILESS_MAIN(TestCrosscheck)
#include "tst_crosscheck.moc"
