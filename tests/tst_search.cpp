// The search library: wins in one and forced wins in two on hand-made
// positions (each position's premise checked by brute force over the rules
// core), reproducibility at a fixed depth (also with progress reports), stop
// from another thread, Multi-PV, draws by the quiet rule and repetition
// scored 0, and a quiescence bound that stays true (steady scores by depth).
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <memory>
#include <numeric>
#include <thread>

#include "evaluate.h"
#include "movegen.h"
#include "notation.h"
#include "registry.h"
#include "search.h"
#include "searchply.h"
#include "sfen.h"
#include "status.h"
#include "ttable.h"

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";
const char *const kMidgame =
    "r1bq[6]k2r/pp3ppp/2n5/2ppp3/4P3/2NQ1N2/PPPP1PPP/R[7]1B1KB1R w c2d2,a7b7 4 5";

sc::Position position(const QString &fen, const char *ruleset = nullptr) {
  sc::ParseError error;
  sc::VariantPtr variant = sc::Registry::instance().defaultVariant();
  if (ruleset) {
    std::string loadError;
    variant = sc::Registry::instance().load(ruleset, {}, loadError);
    if (!variant) qFatal("test ruleset does not load: %s", loadError.c_str());
  }
  auto pos = sc::readSfen(variant, fen.toStdString(), &error);
  if (!pos) qFatal("test position does not read: %s", error.toString().c_str());
  return std::move(*pos);
}

sc::Outcome winFor(sc::Color c) {
  return c == sc::Color::White ? sc::Outcome::WhiteWins : sc::Outcome::BlackWins;
}

std::unique_ptr<sc::TurnList> legal(sc::Position &pos) {
  auto list = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *list);
  return list;
}

bool isLegalTurn(sc::Position &pos, const sc::Turn &t) {
  const auto list = legal(pos);
  return std::find(list->begin(), list->end(), t) != list->end();
}

// Brute force over sc::evaluateStatus, independent of the search: whether
// `winner` wins with the turn `t` (after all of the opponent's replies when
// `turns` is 2, by a win in one after each).
bool forcesWin(sc::Position &pos, const sc::Turn &t, int turns);

bool winsInOne(sc::Position &pos) {
  const auto list = legal(pos);
  for (const sc::Turn &t : *list)
    if (forcesWin(pos, t, 1)) return true;
  return false;
}

bool forcesWin(sc::Position &pos, const sc::Turn &t, int turns) {
  const sc::Color us = pos.sideToMove();
  pos.make(t);
  const sc::Status after = sc::evaluateStatus(pos);
  bool wins = after.outcome == winFor(us);
  if (!wins && turns > 1 && after.outcome == sc::Outcome::Ongoing) {
    wins = true;
    const auto replies = legal(pos);
    for (const sc::Turn &r : *replies) {
      pos.make(r);
      const sc::Status s = sc::evaluateStatus(pos);
      const bool ok =
          s.outcome == winFor(us) || (s.outcome == sc::Outcome::Ongoing && winsInOne(pos));
      pos.undo();
      if (!ok) {
        wins = false;
        break;
      }
    }
  }
  pos.undo();
  return wins;
}

sc::SearchInfo searchDepth(const sc::Position &pos, int depth, int multiPv = 1,
                           const std::vector<sc::Key> &keys = {}) {
  sc::Search search(4);
  sc::SearchLimits limits;
  limits.depth = depth;
  limits.multiPv = multiPv;
  return search.run(pos, keys, limits);
}

// What one shooter of `letter` and `rank` is worth to `e` (cellValue).
int cellWorth(const sc::Evaluator &e, const sc::Position &pos, char letter, int rank = 1) {
  sc::Cell c;
  c.type = std::uint8_t(pos.rules().pieceByLetter(letter) + 1);
  c.color = sc::Color::Black;
  c.rank = std::uint8_t(rank);
  return e.cellValue(c);
}

}  // namespace

class TestSearch : public QObject {
  Q_OBJECT

 private slots:
  void winInOne_data() {
    QTest::addColumn<QString>("fen");
    // Black's king is its only monarch, hence royal (S19), and in the queen's range.
    QTest::newRow("royal monarch shot down") << "r3k2r/pp3ppp/8/8/4Q3/8/8/K7 w - 0 1";
    // Both Black monarchs stand beside White's king: only the bomber (S16) takes both.
    QTest::newRow("bomber") << "r6r/pp6/8/3q1k2/4K3/8/PP6/Q7 w - 0 1";
    // The rook's series (S12) shoots the two pawns, then the royal king of rank 4.
    QTest::newRow("series to the last monarch") << "r6r/8/8/3Rppk[4]1/8/8/PP6/QK6 w - 0 1";
    QTest::newRow("black shoots the royal king") << "k7/8/8/8/4q3/8/PP3PPP/R3K2R b - 0 1";
  }
  void winInOne() {
    QFETCH(QString, fen);
    sc::Position pos = position(fen);
    QVERIFY(winsInOne(pos));  // the premise
    for (int depth : {1, 3}) {
      const sc::SearchInfo info = searchDepth(pos, depth);
      QVERIFY(info.best());
      QVERIFY2(sc::isDecided(info.lines[0].score) && info.lines[0].score > 0,
               qPrintable(QString::number(info.lines[0].score)));
      QCOMPARE(sc::turnsToEnd(info.lines[0].score), 1);
      QVERIFY(isLegalTurn(pos, *info.best()));
      QVERIFY2(forcesWin(pos, *info.best(), 1), sc::formatTurn(pos, *info.best()).c_str());
    }
  }

  void winInTwo_data() {
    QTest::addColumn<QString>("fen");
    // Back-rank pattern: the rook reaches the eighth rank, then a move-and-shoot
    // weakens the boxed royal king so that it is in check with no escape (S20).
    QTest::newRow("back rank a-file") << "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - 0 1";
    QTest::newRow("back rank b-file") << "7k/5ppp/8/8/8/8/5PPP/1R4K1 w - 0 1";
    QTest::newRow("back rank, Black") << "r5k1/5ppp/8/8/8/8/5PPP/6K1 b - 0 1";
    // Two black monarchs: one is shot first, the other falls next turn, by a
    // shot or by S22 insufficient force.
    QTest::newRow("queen then king") << "6p1/q2k4/8/8/8/6K1/P4p2/1RQ5 w - 0 1";
    QTest::newRow("queen weakened, king falls") << "7q[8]/4K3/3P4/p7/1QpR4/8/8/1k[4]6 w - 0 1";
    QTest::newRow("lone queen hunted") << "8/q[8]7/8/8/8/2K3Q1/7p/2P2pRk w - 0 1";
  }
  void winInTwo() {
    QFETCH(QString, fen);
    sc::Position pos = position(fen);
    QVERIFY(!winsInOne(pos));  // the premise: two turns are needed ...
    const sc::SearchInfo info = searchDepth(pos, 4);
    QVERIFY(info.best());
    QVERIFY2(sc::isDecided(info.lines[0].score) && info.lines[0].score > 0,
             qPrintable(QString::number(info.lines[0].score)));
    QCOMPARE(sc::turnsToEnd(info.lines[0].score), 2);
    // ... and the engine's first turn wins against every reply.
    QVERIFY2(forcesWin(pos, *info.best(), 2), sc::formatTurn(pos, *info.best()).c_str());
  }

  void reproducible_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::newRow("start") << QString(kStart) << 4;
    QTest::newRow("midgame") << QString(kMidgame) << 3;
  }
  void reproducible() {
    QFETCH(QString, fen);
    QFETCH(int, depth);
    const sc::Position pos = position(fen);
    const sc::SearchInfo a = searchDepth(pos, depth, 2);
    const sc::SearchInfo b = searchDepth(pos, depth, 2);
    QVERIFY(a.best() && b.best());
    QVERIFY(*a.best() == *b.best());
    QCOMPARE(a.lines[0].score, b.lines[0].score);
    QCOMPARE(a.nodes, b.nodes);
    QCOMPARE(a.depth, depth);
    QVERIFY(a.lines[0].pv == b.lines[0].pv);
    // A reused Search gives the same after clear().
    sc::Search search(4);
    sc::SearchLimits limits;
    limits.depth = depth;
    limits.multiPv = 2;
    search.run(pos, {}, limits);
    search.clear();
    const sc::SearchInfo c = search.run(pos, {}, limits);
    QCOMPARE(c.nodes, a.nodes);
    QVERIFY(*c.best() == *a.best());
    // clear() keeps the evaluation cache: what another position's search
    // left there must not change this one's (a cached score is the score).
    const sc::Position other = position(fen == kStart ? kMidgame : kStart);
    search.run(other, {}, limits);
    search.clear();
    const sc::SearchInfo d = search.run(pos, {}, limits);
    QCOMPARE(d.nodes, a.nodes);
    QCOMPARE(d.lines[0].score, a.lines[0].score);
    QVERIFY(d.lines[0].pv == a.lines[0].pv);
  }

  // The sign of life a protocol prints during long iterations reads the
  // clock but decides nothing: called every 512 nodes here, the search is
  // the same, node for node.
  void progressChangesNothing() {
    const sc::Position pos = position(kMidgame);
    const sc::SearchInfo plain = searchDepth(pos, 3, 2);
    sc::Search search(4);
    sc::SearchLimits limits;
    limits.depth = 3;
    limits.multiPv = 2;
    limits.progressMs = 0;
    std::vector<sc::SearchInfo> reports;
    reports.reserve(4096);
    limits.onProgress = [&reports](const sc::SearchInfo &i) { reports.push_back(i); };
    const sc::SearchInfo watched = search.run(pos, {}, limits);
    QCOMPARE(watched.nodes, plain.nodes);
    QCOMPARE(watched.depth, plain.depth);
    QCOMPARE(watched.lines.size(), plain.lines.size());
    for (std::size_t i = 0; i < plain.lines.size(); ++i) {
      QCOMPARE(watched.lines[i].score, plain.lines[i].score);
      QVERIFY(watched.lines[i].pv == plain.lines[i].pv);
    }
    QVERIFY2(reports.size() >= std::size_t(plain.nodes / 1024),
             qPrintable(QString::number(reports.size())));
    for (std::size_t i = 0; i < reports.size(); ++i) {
      QVERIFY(reports[i].lines.empty());
      QVERIFY(reports[i].depth >= 1 && reports[i].depth <= 3);
      QVERIFY(reports[i].nodes <= plain.nodes);
      if (i > 0) QVERIFY(reports[i].nodes > reports[i - 1].nodes);
    }
  }

  void stopFromAnotherThread() {
    sc::Position pos = position(kStart);
    sc::Search search(4);
    sc::SearchLimits limits;
    limits.infinite = true;
    sc::SearchInfo result;
    std::thread worker([&] { result = search.run(pos, {}, limits); });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const auto stopAt = std::chrono::steady_clock::now();
    search.stop();
    worker.join();
    const auto latency = std::chrono::steady_clock::now() - stopAt;
    QVERIFY(result.stopped);
    QVERIFY(result.best());
    QVERIFY(isLegalTurn(pos, *result.best()));
    QVERIFY(std::chrono::duration_cast<std::chrono::milliseconds>(latency).count() < 500);
  }

  // Lazy SMP: with helpers the search still answers a legal turn at the
  // depth asked, finds the same forced win, stops on request, and a Search
  // can go back to one thread (then deterministic again).
  void threads() {
    const sc::Position pos = position(kMidgame);
    sc::Search search(4);
    search.setThreads(2);
    QCOMPARE(search.threads(), 2);
    sc::SearchLimits limits;
    limits.depth = 4;
    sc::Position p = pos;
    const sc::SearchInfo info = search.run(pos, {}, limits);
    QVERIFY(info.best());
    QVERIFY(isLegalTurn(p, *info.best()));
    QCOMPARE(info.depth, 4);

    limits.depth = 0;
    limits.infinite = true;
    sc::SearchInfo stopped;
    std::thread worker([&] { stopped = search.run(pos, {}, limits); });
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    search.stop();
    worker.join();
    QVERIFY(stopped.stopped && stopped.best());
    QVERIFY(isLegalTurn(p, *stopped.best()));

    search.setThreads(1);
    search.clear();
    limits = {};
    limits.depth = 3;
    limits.multiPv = 2;
    const sc::SearchInfo one = search.run(pos, {}, limits);
    const sc::SearchInfo plain = searchDepth(pos, 3, 2);
    QCOMPARE(one.nodes, plain.nodes);
    QVERIFY(*one.best() == *plain.best());
  }

  // Lazy SMP's root split: the main thread takes the root turns in order; a
  // helper searches the first turn too, then the rest backwards (from its
  // share of the list on), so that the two meet where their work is even.
  // Every visiting order is a permutation that keeps the lines already
  // chosen (Multi-PV) in place.
  void helperRootOrder() {
    auto visits = [](std::size_t first, std::size_t size, int helper, int helpers) {
      std::vector<std::size_t> order;
      for (std::size_t k = first - 1; k < size; ++k)
        order.push_back(sc::rootVisit(k, first, size, helper, helpers));
      return order;
    };
    using V = std::vector<std::size_t>;
    QCOMPARE(visits(1, 6, 0, 0), (V{0, 1, 2, 3, 4, 5}));
    QCOMPARE(visits(1, 6, 0, 1), (V{0, 5, 4, 3, 2, 1}));
    QCOMPARE(visits(1, 7, 0, 2), (V{0, 6, 5, 4, 3, 2, 1}));
    QCOMPARE(visits(1, 7, 1, 2), (V{0, 3, 2, 1, 6, 5, 4}));
    QCOMPARE(visits(3, 6, 0, 1), (V{2, 5, 4, 3}));  // the third line of Multi-PV
    QCOMPARE(visits(1, 2, 0, 1), (V{0, 1}));
    QCOMPARE(visits(1, 1, 0, 1), (V{0}));
    for (int helpers = 1; helpers <= 4; ++helpers)
      for (int helper = 0; helper < helpers; ++helper) {
        V order = visits(1, 40, helper, helpers);
        std::sort(order.begin(), order.end());
        V all(40);
        std::iota(all.begin(), all.end(), std::size_t(0));
        QCOMPARE(order, all);
      }
  }

  void stopBeforeFirstIteration() {
    // A node limit of 1 ends the search inside depth 1: still a legal turn.
    sc::Position pos = position(kMidgame);
    sc::Search search(4);
    sc::SearchLimits limits;
    limits.nodes = 1;
    const sc::SearchInfo info = search.run(pos, {}, limits);
    QVERIFY(info.stopped);
    QVERIFY(info.best());
    QVERIFY(isLegalTurn(pos, *info.best()));
  }

  void multiPv() {
    sc::Position pos = position(kMidgame);
    const int k = 4;
    const sc::SearchInfo info = searchDepth(pos, 3, k);
    QCOMPARE(int(info.lines.size()), k);
    std::vector<sc::Key> after;
    for (int i = 0; i < k; ++i) {
      const sc::SearchLine &line = info.lines[std::size_t(i)];
      QVERIFY(!line.pv.empty());
      QVERIFY(isLegalTurn(pos, line.pv[0]));
      if (i > 0) QVERIFY(info.lines[std::size_t(i - 1)].score >= line.score);
      pos.make(line.pv[0]);
      after.push_back(pos.key());
      pos.undo();
    }
    // Distinct lines lead to distinct positions (D1 duplicates are one line).
    std::sort(after.begin(), after.end());
    QVERIFY(std::adjacent_find(after.begin(), after.end()) == after.end());
    // The best of K lines is the single-line best.
    const sc::SearchInfo single = searchDepth(pos, 3, 1);
    QCOMPARE(single.lines[0].score, info.lines[0].score);
  }

  void quietRuleDraw() {
    // 99 quiet plies: no shot and no unload is possible for White (nothing in
    // range, no two shooters adjacent), so every turn reaches 100 and draws
    // (S21), though White has two pawns more.
    const QString fen = "7k/p7/8/8/3P1P2/8/8/K7 w - 99 80";
    sc::Position pos = position(fen);
    const sc::SearchInfo info = searchDepth(pos, 3);
    QVERIFY(info.best());
    QCOMPARE(info.lines[0].score, 0);
    // Without the counter the same position is not a draw.
    const sc::SearchInfo fresh = searchDepth(position("7k/p7/8/8/3P1P2/8/8/K7 w - 0 80"), 3);
    QVERIFY(fresh.lines[0].score > 0);
  }

  void repetitionDraw() {
    // Black is two pawns down. The kings shuffle twice; the third time the
    // start position would arise is a draw (S21), so Black steers into it.
    sc::Position pos = position("7k/p7/8/8/2P1P1P1/8/8/K7 w - 0 1");
    std::vector<sc::Key> keys;
    const char *line[] = {"Ka1-b1", "Kh8-g8", "Kb1-a1", "Kg8-h8", "Ka1-b1", "Kh8-g8", "Kb1-a1"};
    for (const char *token : line) {
      std::string error;
      const auto t = sc::parseTurn(pos, token, &error);
      QVERIFY2(t, error.c_str());
      keys.push_back(pos.key());
      pos.make(*t);
    }
    const sc::SearchInfo info = searchDepth(pos, 3, 1, keys);
    QVERIFY(info.best());
    QCOMPARE(info.lines[0].score, 0);
    QCOMPARE(QString::fromStdString(sc::formatTurn(pos, *info.best())), QString("Kg8-h8"));
    // Without the game's history the position is just bad for Black.
    const sc::SearchInfo alone = searchDepth(pos, 3);
    QVERIFY(alone.lines[0].score < 0);
  }

  void noLegalTurn() {
    // White has no monarch (S18): no turn, no line.
    const sc::SearchInfo info = searchDepth(position("k7/8/8/8/8/8/8/R7 w - 0 1"), 3);
    QVERIFY(info.lines.empty());
    QVERIFY(!info.best());
  }

  void deltaPruningKeepsItsBound() {
    // After Pa2^a1 opens the a-file, White's rook threatens a series (S12)
    // through a7 and a8. Quiescence skipped shots that could not reach alpha
    // and answered with the stand-pat alone, a false upper bound: a null
    // window then took Black's Na6-c7 (which loses the rook) for a
    // refutation, and the score jumped from +101 at depth 2 to +376 at 3.
    const sc::Position pos = position("r1bqkbnr/pp1ppppp/np6/8/7N/6PB/PPPPPPP1/RNBQK2R w - 10 6");
    const sc::SearchInfo two = searchDepth(pos, 2), three = searchDepth(pos, 3);
    QVERIFY(!two.lines.empty() && !three.lines.empty());
    QVERIFY2(
        std::abs(three.lines[0].score - two.lines[0].score) < 100,
        qPrintable(
            QString("depth 2: %1, depth 3: %2").arg(two.lines[0].score).arg(three.lines[0].score)));
    QVERIFY(two.lines[0].score > 200);  // the open file wins material either way
  }

  // Lazy SMP's threads share the table without locks (ttable.h): an entry
  // written by two threads at once, or read while it is written, must be a
  // miss, never one position's key with another's score. Two writers fill
  // one bucket with entries whose every field follows from the key; the
  // reader checks each hit. Plain entries (before the twenty-fifth pass)
  // let torn ones through.
  void tableEntriesAreWhole() {
    sc::TranspositionTable table(1);
    table.newSearch();
    constexpr int kKeys = 64, kStores = 300000;
    auto key = [](int i) { return sc::Key(5) + (sc::Key(i + 1) << 40); };  // one bucket
    auto entryOf = [](int i) {
      sc::Turn t;
      t.kind = sc::TurnKind::Move;
      t.from = sc::Square(i);
      t.to = sc::Square(i + 1);
      t.target = sc::Square(2 * i);
      t.extra = sc::Square(3 * i);
      return std::pair{t, 1000 + 37 * i};
    };
    long hits = 0, torn = 0;
    // A machine busy with other tests may run the writers before the reader
    // and leave both entries of the bucket torn (misses, as they should be):
    // then the round is played again, so that some hit is checked.
    for (int round = 0; round < 5 && hits == 0; ++round) {
      std::atomic<int> writing{2};
      std::atomic<bool> reading{false};
      auto writer = [&](int first) {
        while (!reading.load()) std::this_thread::yield();
        for (int n = 0; n < kStores; ++n) {
          const int i = (first + n * 7) % kKeys;
          const auto [turn, score] = entryOf(i);
          table.store(key(i), 1 + i % 40, score, sc::Bound::Exact, turn);
        }
        --writing;
      };
      std::thread a(writer, 0), b(writer, 1);
      reading = true;
      for (int n = 0; writing.load() > 0 || n < 1000; ++n) {
        const int i = n % kKeys;
        if (const auto found = table.probe(key(i))) {
          const sc::TTEntry e = *found;
          const auto [turn, score] = entryOf(i);
          ++hits;
          torn += e.turn != turn || e.score != score || e.depth != 1 + i % 40;
        }
      }
      a.join();
      b.join();
    }
    qInfo("%ld hits, %ld torn", hits, torn);
    QVERIFY(hits > 0);
    QCOMPARE(torn, 0L);
  }

  // Quiescence shares the table on every ply at depth -qply (docs/engine.md
  // "Search"). Its many shallow entries must not push the main search's
  // results of the same search out of a bucket; those of an older search may
  // go, and a quiescence entry keeps its depth for the reader's test.
  void quiescenceEntriesInTheTable() {
    sc::TranspositionTable table(1);
    table.newSearch();
    // Keys that differ only far above the index bits share a bucket.
    const sc::Key a = 5, b = 5 + (sc::Key(1) << 40), q = 5 + (sc::Key(2) << 40);
    const sc::Turn none{};
    table.store(a, 5, 17, sc::Bound::Exact, none);
    table.store(b, 3, -9, sc::Bound::Lower, none);
    table.store(q, -2, 40, sc::Bound::Upper, none);
    QVERIFY(table.probe(a) && table.probe(b));
    QVERIFY(!table.probe(q));

    table.newSearch();  // a main-search entry of an older search gives way
    table.store(q, -2, 40, sc::Bound::Upper, none);
    const auto e = table.probe(q);
    QVERIFY(e);
    QCOMPARE(int(e->depth), -2);
    QCOMPARE(int(e->score), 40);
    QVERIFY(table.probe(a));  // the deeper one of the two stays
    QVERIFY(!table.probe(b));

    // A quiescence entry beside a quiescence entry: the shallower goes.
    const sc::Key r = 5 + (sc::Key(3) << 40);
    table.store(r, -1, 7, sc::Bound::Exact, none);
    QVERIFY(table.probe(r) && table.probe(a) && !table.probe(q));

    // Of the same position, a quiescence result (even an exact one) does
    // not replace a deeper result; a deeper quiescence ply's does not
    // replace a shallower one's, and the reverse does.
    table.store(a, 2, 11, sc::Bound::Lower, none);
    table.store(a, 0, 99, sc::Bound::Exact, none);
    QCOMPARE(int(table.probe(a)->depth), 2);
    QCOMPARE(int(table.probe(a)->score), 11);
    table.store(r, -3, 8, sc::Bound::Exact, none);
    QCOMPARE(int(table.probe(r)->depth), -1);
    table.store(r, 0, 9, sc::Bound::Upper, none);
    QCOMPARE(int(table.probe(r)->depth), 0);
    QCOMPARE(int(table.probe(r)->score), 9);
  }

  void unloadThreatAtTheHorizon() {
    // The first edition (F17: a side whose last monarch reaches rank 10
    // wins). Qa4>e8, a series (S12) through c6 and d7, takes Black's king
    // down and leaves the queen on g5 Black's last monarch: a piece that steps
    // beside it unloads onto it (S14) next turn and wins. Quiescence stood pat
    // with White to move after that step, the unload unseen, so depth 2 chose
    // Qa4>e8 at +1503 and depth 3 something else at +763. Against an unload
    // that wins, quiescence now searches every turn, as in check.
    sc::Position pos =
        position("rnb1kbnr/pp1ppppp/2p5/6q1/Q7/N1P5/PP1PPPPP/R1B1KBNR w - 6 4", "shooters-first");
    const auto series = sc::parseTurn(pos, "Qa4>e8");
    QVERIFY(series);
    const sc::SearchInfo two = searchDepth(pos, 2), three = searchDepth(pos, 3);
    QVERIFY(two.best() && three.best());
    QVERIFY2(!(*two.best() == *series), qPrintable(QString::number(two.lines[0].score)));
    QVERIFY2(
        std::abs(three.lines[0].score - two.lines[0].score) < 100,
        qPrintable(
            QString("depth 2: %1, depth 3: %2").arg(two.lines[0].score).arg(three.lines[0].score)));
    // At the horizon itself: after Qa4>e8, Black's one ply (Ng8-f6, say)
    // leaves White in quiescence, which must not stand pat (it said -1503).
    pos.make(*series);
    const sc::SearchInfo one = searchDepth(pos, 1);
    QVERIFY2(one.lines[0].score > -500, qPrintable(QString::number(one.lines[0].score)));
  }

  void pendingSeriesInTheEvaluation() {
    // The static exchange counts series (S12) as well as standing shots: the
    // first edition's queen shoots every enemy on her path (F5), nearest
    // first, and a survivor (S17) takes her attack ranks and stops her. The
    // white queen on a1 has no standing shot (range 1, F4), but her series up
    // the a-file takes what stands on a5 and a7; a friendly piece on the path
    // forbids it. Only the mover's best pending shot is weighted here, whole.
    sc::EvalWeights only;
    only.shotFirst = 64;
    only.shotSecond = only.hangSecond = only.hangThird = 0;
    sc::EvalWeights none = only;
    none.shotFirst = 0;
    const auto pendingBest = [&](const char *fen) {
      const sc::Position pos = position(fen, "shooters-first");
      return sc::Evaluator(pos.variant(), only).evaluate(pos) -
             sc::Evaluator(pos.variant(), none).evaluate(pos);
    };
    const sc::Position any = position("4k3/8/8/8/8/8/8/Q3K3 w - 0 1", "shooters-first");
    const sc::Evaluator worth(any.variant());
    const auto value = [&](char letter, int rank) { return cellWorth(worth, any, letter, rank); };
    QCOMPARE(pendingBest("4k3/8/8/8/8/8/8/Q3K3 w - 0 1"), 0);
    QCOMPARE(pendingBest("4k3/8/8/p7/8/8/8/Q3K3 w - 0 1"), value('P', 1));
    // Both pawns taken down: the series goes on past the first.
    QCOMPARE(pendingBest("4k3/p7/8/p7/8/8/8/Q3K3 w - 0 1"), 2 * value('P', 1));
    // A queen of rank 3 takes the pawn of rank 1 down; the rook of rank 5
    // survives with 2 and stops her (it would stop a rook's shot too).
    QCOMPARE(pendingBest("4k3/r[5]7/8/p7/8/8/8/Q[3]3K3 w - 0 1"),
             value('P', 1) + 3 * value('R', 1));
    // A white pawn on a3 is on her path: no series up the file.
    QCOMPARE(pendingBest("4k3/p7/8/p7/8/P7/8/Q3K3 w - 0 1"), 0);
    // The defaults weigh the pending shots (docs/engine.md, fourteenth pass).
    QVERIFY(sc::EvalWeights{}.hangSecond > 0 && sc::EvalWeights{}.shotSecond > 0);
  }

  void rankWorthFromShootingPower() {
    // A shooter's rank is worth rankBase + rankShoot/16 x shooting power +
    // rankMove/16 x movement power (evaluate.h), S2: how far and in how many
    // directions a rank shoots. Texel tuning on 1,200 games (docs/engine.md,
    // tenth pass) raised the shooting share; the base keeps a pawn's rank at
    // 96, so the unit of every score (a centi-rank) did not move.
    const sc::Position pos = position(kStart);
    const auto worth = [&](const sc::Evaluator &e, char letter) {
      return cellWorth(e, pos, letter);
    };
    const sc::Evaluator tuned(pos.variant());
    QCOMPARE(worth(tuned, 'P'), 96);
    QCOMPARE(worth(tuned, 'N'), 101);
    QCOMPARE(worth(tuned, 'B'), 106);
    QCOMPARE(worth(tuned, 'R'), 148);
    // The queen and the king are monarchs (S18): their presence comes on top.
    const int presence = tuned.weights().monarchPresence;
    QCOMPARE(worth(tuned, 'Q') - presence, 218);
    QCOMPARE(worth(tuned, 'K') - presence, 115);
    // The ninth pass's formula, by its weights: a queen's rank 134, a pawn's 96.
    sc::EvalWeights old;
    old.rankBase = 90;
    old.rankShoot = 16;
    old.rankMove = 8;
    const sc::Evaluator before(pos.variant(), old);
    QCOMPARE(worth(before, 'P'), 96);
    QCOMPARE(worth(before, 'R'), 112);
    QCOMPARE(worth(before, 'Q') - presence, 134);
    QCOMPARE(worth(before, 'K') - presence, 102);
  }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
