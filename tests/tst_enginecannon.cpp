// The engine on Cannon Battle Chess (K24a): it plays legal turns only, draws
// a fortune of war's outcome rather than choosing one, and scores a fortune
// of war as the odds-weighted mean of its outcomes.
#include <QtTest>

#include <memory>
#include <random>

#include "battlefield.h"
#include "evaluate.h"
#include "movegen.h"
#include "notation.h"
#include "registry.h"
#include "search.h"
#include "sfen.h"
#include "status.h"

namespace {

sc::VariantPtr variant() {
  static sc::VariantPtr v = [] {
    std::string error;
    sc::VariantPtr p = sc::Registry::instance().load("cannon-battle", {}, error);
    if (!p) qFatal("%s", error.c_str());
    return p;
  }();
  return v;
}

sc::Position position(const std::string &sfen) {
  sc::ParseError error;
  auto pos = sc::readSfen(variant(), sfen, &error);
  if (!pos) qFatal("%s", error.toString().c_str());
  return std::move(*pos);
}

sc::SearchInfo searchTo(const sc::Position &pos, int depth) {
  sc::Search search(4);
  sc::SearchLimits limits;
  limits.depth = depth;
  return search.run(pos, {}, limits);
}

bool isLegalTurn(sc::Position &pos, const sc::Turn &t) {
  auto list = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *list);
  return std::find(list->begin(), list->end(), t) != list->end();
}

}  // namespace

class TestEngineCannon : public QObject {
  Q_OBJECT

 private slots:
  // Depth 2 against itself from the start through the fortune of war at move 20.
  void playsLegally() {
    sc::Position pos = position(variant()->rules().startSfen);
    int chances = 0;
    for (int ply = 0; ply < 50; ++ply) {
      const sc::Status st = sc::evaluateStatus(pos);
      if (st.outcome != sc::Outcome::Ongoing) break;
      const sc::SearchInfo info = searchTo(pos, 2);
      QVERIFY(!info.lines.empty() && !info.lines[0].pv.empty());
      const sc::Turn t = info.lines[0].pv[0];
      QVERIFY2(isLegalTurn(pos, t), sc::formatTurn(pos, t).c_str());
      QCOMPARE(t.kind == sc::TurnKind::Chance, pos.fortuneDue());
      chances += t.kind == sc::TurnKind::Chance;
      pos.make(t);
    }
    QVERIFY(pos.historySize() > 0);
    // The fortune of war at move 20 was played once, as a drawn outcome.
    QVERIFY(pos.turnNumber() < 20 || chances == 1);
  }

  void k24a_fortuneIsDrawnAndScoredAsTheMean() {
    // Kings far apart and a pawn: no outcome leaves a capture, so each
    // outcome's score at depth 1 is its static evaluation.
    sc::Position pos = position("6k5/12/12/12/12/12/12/12/3P8/12/12/6K5 w 1 -:0:0 -:0:0 0 5");
    auto list = std::make_unique<sc::TurnList>();
    sc::generateLegal(pos, *list);
    sc::Evaluator eval(pos.variant());
    double mean = 0;
    for (const sc::Turn &t : *list) {
      pos.make(t);
      mean += sc::battlefield::chanceOdds(pos, *list, t) * eval.evaluate(pos);
      pos.undo();
    }
    const sc::SearchInfo info = searchTo(pos, 1);
    QCOMPARE(info.lines.size(), std::size_t(1));
    QCOMPARE(info.lines[0].pv[0].kind, sc::TurnKind::Chance);
    QCOMPARE(info.lines[0].score, int(std::lround(mean)));
    // The same position draws the same outcome.
    QCOMPARE(searchTo(pos, 1).lines[0].pv[0], info.lines[0].pv[0]);
  }
};

QTEST_GUILESS_MAIN(TestEngineCannon)
#include "tst_enginecannon.moc"
