// Correctness by two roads for the first edition (F1-F22): the fast generator
// with ruleset shooters-first must agree with the slow reference played by
// ref::Rules{firstEdition}, as multisets of (kind, SFEN after) over the
// positions of seeded random games, with and without the monarch-shield
// option (F13), and by perft. See tst_crosscheck.cpp for the revised edition.
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

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";

// Midgames for the first edition's mechanics: bridged pairs of unequal ranks
// (F15, F16), monarchs at 10 and a single royal monarch (F17, S19), limited
// sliders in open lines (F3), knights and bishops next to enemies (F5).
struct Midgame {
  const char *name;
  const char *sfen;
  int perftDepth;
};
const Midgame kMidgames[] = {
    {"M1 bridges and a bridged queen and king",
     "r1b1k2r/pp1n1ppp/2p1pn2/q[6]2p4/1bPP4/2N1BN2/PP3PPP/R2QKB1R w d1e1,c4d4,e6f6 4 9", 3},
    {"M2 White has only its king", "5r[3]k1/1p2qppp/p1n5/4N3/3P4/6P1/PP3PKP/3R[8]4 w f7g7 2 24", 3},
    {"M4 monarchs face to face", "8/3k4/2p1q3/1R[3]3n2/3KP3/2B1Q3/8/8 w d4e4 10 40", 3},
    {"M7 pairs of unequal ranks",
     "r3k2r/pp3ppp/2nq[10]bn2/3pP3/1b1P1B2/2NQ1N2/PPR[8]2PPP/4K2R b c3d3,d6e6 0 14", 2},
    {"M8 lone monarchs at 10", "4k[10]3/2r5/8/3N4/4P3/2b5/8/R3Q[7]3 w - 0 30", 3},
};

using Entry = std::pair<std::string, std::string>;  // (kind, SFEN after)

struct Side {
  std::vector<Entry> entries;                // sorted
  std::multimap<Entry, std::string> tokens;  // for messages
};

sc::VariantPtr variant(bool shield) {
  std::string error;
  sc::VariantPtr v = sc::Registry::instance().load(
      "shooters-first", {shield ? "monarch-shield=on" : "monarch-shield=off"}, error);
  if (!v) qFatal("%s", error.c_str());
  return v;
}

ref::Rules rules(bool shield) { return ref::Rules{true, shield}; }

bool fastSide(const std::string &sfen, bool shield, bool legal, Side &out) {
  std::optional<sc::Position> pos = sc::readSfen(variant(shield), sfen);
  if (!pos) return false;
  sc::TurnList turns;
  if (legal)
    sc::generateLegal(*pos, turns);
  else
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

bool referenceSide(const std::string &sfen, bool shield, bool legal, Side &out) {
  ref::Board board;
  board.rules = rules(shield);
  if (!ref::readSfen(sfen, board)) return false;
  const std::vector<ref::Outcome> outcomes =
      legal ? ref::legalTurns(board) : ref::pseudoTurns(board, board.whiteToMove);
  for (const ref::Outcome &o : outcomes) {
    const Entry e{ref::kindName(o.decl.kind), ref::writeSfen(o.after)};
    out.entries.push_back(e);
    out.tokens.emplace(e, ref::notation(board, o.decl));
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

// Empty when both sides agree on the position, else a report naming it.
QString compare(const std::string &sfen, bool shield, Side *reference) {
  QString report;
  for (bool legal : {true, false}) {
    Side fast, slow;
    if (!fastSide(sfen, shield, legal, fast) || !referenceSide(sfen, shield, legal, slow))
      return QStringLiteral("cannot read %1").arg(sfen.c_str());
    if (legal && reference) *reference = slow;
    if (fast.entries != slow.entries)
      report += QStringLiteral(
                    "  %1: fast %2, reference %3\n"
                    "  only in the fast generator:\n%4\n  only in the reference:\n%5\n")
                    .arg(legal ? "legal turns" : "pseudo-legal turns")
                    .arg(fast.entries.size())
                    .arg(slow.entries.size())
                    .arg(listOnlyIn(fast, slow), listOnlyIn(slow, fast));
  }
  return report.isEmpty() ? report : QStringLiteral("position %1\n").arg(sfen.c_str()) + report;
}

bool tactical(const Entry &e) {
  const std::string &sfen = e.second;
  const size_t quietAt = sfen.rfind(' ', sfen.rfind(' ') - 1) + 1;
  return e.first != "unload" && sfen.compare(quietAt, 2, "0 ") == 0;
}

bool pairPlay(const Entry &e) {
  return e.first == "bridge" || e.first == "pair-translate" || e.first == "pair-rotate";
}

}  // namespace

class TestCrossFirst : public QObject {
  Q_OBJECT

 private slots:
  void sfenRoundTrip();
  void randomPlay_data();
  void randomPlay();
  void perft_data();
  void perft();
};

// F20: both writers give the canonical text of every start position.
void TestCrossFirst::sfenRoundTrip() {
  std::vector<std::string> texts{kStart};
  for (const Midgame &m : kMidgames) texts.push_back(m.sfen);
  for (const std::string &text : texts) {
    std::optional<sc::Position> pos = sc::readSfen(variant(false), text);
    ref::Board board;
    board.rules = rules(false);
    QVERIFY2(pos && ref::readSfen(text, board), text.c_str());
    QCOMPARE(QString::fromStdString(sc::writeSfen(*pos)), QString::fromStdString(text));
    QCOMPARE(QString::fromStdString(ref::writeSfen(board)), QString::fromStdString(text));
  }
}

void TestCrossFirst::randomPlay_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<int>("positions");
  QTest::addColumn<uint>("seed");
  QTest::addColumn<bool>("shield");
  QTest::newRow("F1 start position") << QString(kStart) << 2000 << 20261124u << false;
  QTest::newRow("F13 start position, monarch-shield on") << QString(kStart) << 600 << 7u << true;
  uint seed = 1;
  for (const Midgame &m : kMidgames) {
    QTest::newRow(m.name) << QString(m.sfen) << 300 << seed << false;
    QTest::addRow("%s, monarch-shield on", m.name) << QString(m.sfen) << 150 << seed++ << true;
  }
}

// Seeded random games (restarting when a game ends or grows long). One turn in
// three prefers a shot and one in six a pair turn, as in tst_crosscheck.
void TestCrossFirst::randomPlay() {
  QFETCH(QString, sfen);
  QFETCH(int, positions);
  QFETCH(uint, seed);
  QFETCH(bool, shield);
  std::mt19937 rng(seed);
  const std::string start = sfen.toStdString();
  std::string current = start;
  int ply = 0, mismatches = 0;
  QStringList reports;
  std::map<std::string, int> kinds;
  for (int i = 0; i < positions; ++i) {
    Side reference;
    const QString report = compare(current, shield, &reference);
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
  QVERIFY2(!kinds.count("bomber"), "F9: the first edition has no bomber");
  if (mismatches)
    QFAIL(qPrintable(QStringLiteral("%1 of %2 positions differ; the first ones:\n%3")
                         .arg(mismatches)
                         .arg(positions)
                         .arg(reports.join("\n\n"))));
}

void TestCrossFirst::perft_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<int>("depth");
  QTest::addColumn<bool>("shield");
  for (int depth = 1; depth <= 3; ++depth)
    QTest::addRow("F1 start position, depth %d", depth) << QString(kStart) << depth << false;
  for (const Midgame &m : kMidgames)
    for (int depth = 1; depth <= m.perftDepth; ++depth) {
      QTest::addRow("%s, depth %d", m.name, depth) << QString(m.sfen) << depth << false;
      if (depth <= 2)
        QTest::addRow("%s, depth %d, F13 shield", m.name, depth)
            << QString(m.sfen) << depth << true;
    }
}

void TestCrossFirst::perft() {
  QFETCH(QString, sfen);
  QFETCH(int, depth);
  QFETCH(bool, shield);
  std::optional<sc::Position> pos = sc::readSfen(variant(shield), sfen.toStdString());
  QVERIFY(pos);
  const quint64 fast = sc::perft(*pos, depth);
  const quint64 slow = ref::refPerft(sfen.toStdString(), depth, rules(shield));
  QCOMPARE(fast, slow);
}

QTEST_GUILESS_MAIN(TestCrossFirst)
#include "tst_crossfirst.moc"
