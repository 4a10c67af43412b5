// Correctness by two roads for chess: the fast generator (model/core, the
// `chess` ruleset) against the independent reference (tests/reference/refchess),
// as multisets of (kind, FEN after) and status strings on the positions of
// seeded random games, and by perft. Rulings C2-C15.
#include <QtTest>

#include <algorithm>
#include <memory>
#include <random>

#include "movegen.h"
#include "perft.h"
#include "reference/refchess.h"
#include "registry.h"
#include "sfen.h"
#include "status.h"

namespace {

sc::VariantPtr chess() {
  std::string error;
  static const sc::VariantPtr v = sc::Registry::instance().load("chess", {}, error);
  return v;
}

using Entry = std::pair<std::string, std::string>;  // (kind, FEN after)

std::vector<Entry> fastSide(sc::Position &pos) {
  auto turns = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *turns);
  std::vector<Entry> out;
  for (const sc::Turn &t : *turns) {
    pos.make(t);
    out.emplace_back(sc::kindName(t.kind), sc::writeSfen(pos));
    pos.undo();
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Quiescence's list (generateTactical): its legal turns, as above.
std::vector<Entry> fastTactical(sc::Position &pos) {
  auto turns = std::make_unique<sc::TurnList>();
  sc::generateTactical(pos, *turns);
  std::vector<Entry> out;
  for (const sc::Turn &t : *turns) {
    if (!sc::isLegal(pos, t)) continue;
    pos.make(t);
    out.emplace_back(sc::kindName(t.kind), sc::writeSfen(pos));
    pos.undo();
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<Entry> refSide(const std::string &fen) {
  std::vector<Entry> out;
  for (const auto &r : ref::chess::refLegal(fen)) out.emplace_back(r.kind, r.fenAfter);
  std::sort(out.begin(), out.end());
  return out;
}

const char *const kStarts[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "4k3/1P6/8/2pP4/8/8/6p1/R3K2R w KQ c6 0 30",  // promotions and en passant both ways
};

}  // namespace

class TestCrossChess : public QObject {
  Q_OBJECT

 private slots:
  // C2-C15 on 2,100 positions: 300 from each start, by seeded random play;
  // on each, quiescence's list of captures and promotions too (C2, C5, C6).
  void randomPositionsAgree() {
    std::mt19937 rng(20261124);
    int positions = 0, turns = 0;
    for (const char *start : kStarts) {
      sc::ParseError error;
      auto pos = sc::readSfen(chess(), start, &error);
      QVERIFY2(pos, error.toString().c_str());
      int inGame = 0;
      for (int n = 0; n < 300; ++n) {
        const std::string fen = sc::writeSfen(*pos);
        const std::vector<Entry> fast = fastSide(*pos);
        const std::vector<Entry> slow = refSide(fen);
        if (fast != slow) {
          std::vector<Entry> onlyFast, onlySlow;
          std::set_difference(fast.begin(), fast.end(), slow.begin(), slow.end(),
                              std::back_inserter(onlyFast));
          std::set_difference(slow.begin(), slow.end(), fast.begin(), fast.end(),
                              std::back_inserter(onlySlow));
          for (const Entry &e : onlyFast)
            qWarning("fast only: %s %s", e.first.c_str(), e.second.c_str());
          for (const Entry &e : onlySlow)
            qWarning("reference only: %s %s", e.first.c_str(), e.second.c_str());
          QFAIL(("turns differ in " + fen).c_str());
        }
        // C2, C5, C6: what quiescence searches is every capture and promotion.
        std::vector<Entry> takes;
        std::copy_if(slow.begin(), slow.end(), std::back_inserter(takes), [](const Entry &e) {
          return e.first == sc::kindName(sc::TurnKind::Capture) ||
                 e.first == sc::kindName(sc::TurnKind::EnPassant) ||
                 e.first == sc::kindName(sc::TurnKind::Promotion);
        });
        if (fastTactical(*pos) != takes)
          QFAIL(("captures and promotions differ in " + fen).c_str());
        const std::string fastStatus = sc::statusText(sc::evaluateStatus(*pos));
        QCOMPARE(QString::fromStdString(fastStatus),
                 QString::fromStdString(ref::chess::refStatus(fen)));
        ++positions;
        turns += int(fast.size());
        // Play on, or start again when the game has ended or run long.
        if (fast.empty() || fastStatus.find(':') != std::string::npos || ++inGame > 120) {
          pos = sc::readSfen(chess(), start);
          inGame = 0;
          continue;
        }
        auto list = std::make_unique<sc::TurnList>();
        sc::generateLegal(*pos, *list);
        pos->make((*list)[int(rng() % unsigned(list->size))]);
      }
    }
    QVERIFY(positions >= 2000);
    qInfo("%d positions, %d legal turns compared", positions, turns);
  }

  void perftAgrees_data() {
    QTest::addColumn<QString>("fen");
    for (const char *s : kStarts) QTest::newRow(s) << s;
  }
  void perftAgrees() {
    QFETCH(QString, fen);
    sc::Position pos = *sc::readSfen(chess(), fen.toStdString());
    for (int depth = 1; depth <= 3; ++depth)
      QCOMPARE(sc::perft(pos, depth), ref::chess::refPerft(fen.toStdString(), depth));
  }
};

QTEST_APPLESS_MAIN(TestCrossChess)
#include "tst_crosschess.moc"
