// Move times (docs/analysis-game.md "Move times"): how long each turn of a
// played game took, from [%emt] or from the mover's [%clk] and the
// TimeControl tag, as Lichess's chart shows it; the chart under the
// Evaluation Graph, shown only for a game on a clock, whose bars go up for
// White and down for Black and navigate when clicked.
#include <QDockWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>

#include "chessgames.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "movetimechart.h"
#include "movetimes.h"
#include "pgnclock.h"
#include "windowfiles.h"

namespace {

// Three minutes and two seconds a turn, as Lichess exports a blitz game.
// White: 2 s, 4 s, 9.5 s; Black: 2 s, 7 s, and 0 where the clock rose by
// more than the increment (time given by the arbiter); 4. O-O took 31 s by
// its [%emt], whatever its clock says.
const char *kBlitz =
    "[TimeControl \"180+2\"]\n\n"
    "1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 { [%clk 0:02:58] } "
    "2... Nc6 { [%clk 0:02:55] } 3. Bb5 { [%clk 0:02:50.5] } 3... a6 { [%clk 0:03:01] } "
    "(3... Nf6 { [%clk 0:02:40] }) 4. O-O { [%clk 0:02:52] [%emt 0:00:31] } *";

}  // namespace

class TestMoveTimes : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { wbtest::isolateSettings(m_settings, QStringLiteral("tst_movetimes")); }

  void timeControlsAndClocks() {
    using MoveTimes::readTimeControl;
    QCOMPARE(readTimeControl("300+3")->base, 300.0);
    QCOMPARE(readTimeControl("300+3")->increment, 3.0);
    QCOMPARE(readTimeControl("180")->increment, 0.0);
    QCOMPARE(readTimeControl("40/7200:3600")->base, 7200.0);  // the first period
    for (const char *none : {"?", "-", "*180", "", "300+", "+3", "5 min", "-60"})
      QVERIFY2(!readTimeControl(none), none);
    QCOMPARE(sc::pgn::clockSeconds("0:02:58"), 178.0);
    QCOMPARE(sc::pgn::clockSeconds("1:05:00"), 3900.0);
    QCOMPARE(sc::pgn::clockSeconds("0:07.4"), 7.4);
    QCOMPARE(sc::pgn::clockSeconds("0:00:07.25"), 7.25);
    QCOMPARE(sc::pgn::clockSeconds("soon"), -1.0);
    QCOMPARE(MoveTimes::clockText(8), std::string("0:08"));
    QCOMPARE(MoveTimes::clockText(178.4), std::string("2:58.4"));
    QCOMPARE(MoveTimes::clockText(3900), std::string("1:05:00"));
  }

  void timesFromClocks() {
    const auto tree = wbtest::readOne(kBlitz);
    const std::vector<std::optional<double>> times = MoveTimes::mainLine(*tree);
    const std::vector<std::optional<double>> expected = {std::nullopt, 2.0, 2.0, 4.0,
                                                         7.0,          9.5, 0.0, 31.0};
    QCOMPARE(times, expected);
    QVERIFY(MoveTimes::hasTimes(*tree));
    // A variation's turn counts from its own line's clocks: 175 + 2 - 160.
    const sc::NodeId a6 = tree->mainLine()[6];
    const sc::NodeId nf6 = tree->node(tree->node(a6).parent).children.back();
    QCOMPARE(MoveTimes::spentOn(*tree, nf6), std::optional<double>(17.0));

    // Without the TimeControl tag a side's first turn has no time, and no
    // increment is added to the others.
    const std::string untagged =
        std::string(kBlitz).substr(std::strlen("[TimeControl \"180+2\"]\n\n"));
    const auto bare = wbtest::readOne(untagged);
    const std::vector<std::optional<double>> noTag = {
        std::nullopt, std::nullopt, std::nullopt, 2.0, 5.0, 7.5, 0.0, 31.0};
    QCOMPARE(MoveTimes::mainLine(*bare), noTag);
    QVERIFY(!MoveTimes::hasTimes(*wbtest::readOne("1. e4 e5 2. Nf3 *")));
  }

  // A chart whose document is gone (the window closing) paints an empty strip.
  void chartOutlivesItsDocument() {
    auto doc = std::make_unique<GameDocument>(wbtest::chessRules());
    doc->loadTree(wbtest::readOne(kBlitz));
    MoveTimeChart chart(doc.get());
    chart.resize(300, 60);
    QVERIFY(!chart.grab().isNull());
    doc.reset();
    QVERIFY(chart.line().empty());
    QVERIFY(!chart.grab().isNull());
    QVERIFY(chart.barRect(1).isEmpty());
  }

  void chartUnderTheGraph() {
    const auto window = wbtest::shownWindow();
    auto *dock = window->findChild<QDockWidget *>(QStringLiteral("evaluationDock"));
    auto *chart = window->findChild<MoveTimeChart *>(QStringLiteral("moveTimeChart"));
    QVERIFY(dock && chart);
    dock->show();
    GameDocument *doc = window->document();
    doc->loadTree(wbtest::readOne("1. e4 e5 2. Nf3 *"));
    QVERIFY(chart->isHidden());  // no clock, no chart
    doc->loadTree(wbtest::readOne(kBlitz));
    QTRY_VERIFY(chart->isVisible());
    const std::vector<sc::NodeId> line = doc->tree().mainLine();
    QCOMPARE(chart->line(), line);
    QCOMPARE(chart->describe(line[4]), QStringLiteral("2\u2026 Nc6  7.0 s"));
    QCOMPARE(chart->describe(line[7]), QStringLiteral("4. O-O  31 s"));
    // White's bars rise from the middle and Black's hang from it; the longest
    // think is the tallest, and a turn that took no time has no bar.
    const double mid = chart->barRect(line[1]).bottom();
    QCOMPARE(chart->barRect(line[2]).top(), mid);
    QVERIFY(chart->barRect(line[7]).height() > chart->barRect(line[5]).height());
    QVERIFY(chart->barRect(line[5]).height() > chart->barRect(line[3]).height());
    QVERIFY(chart->barRect(line[4]).height() > chart->barRect(line[2]).height());
    QVERIFY(chart->barRect(line[6]).isEmpty() || chart->barRect(line[6]).height() == 0);
    QVERIFY(chart->barRect(line[0]).isEmpty());

    // A click on a bar goes to its turn.
    const QPoint bar = chart->barRect(line[5]).center().toPoint();
    QCOMPARE(chart->nodeAt(bar), line[5]);
    QTest::mouseClick(chart, Qt::LeftButton, {}, bar);
    QCOMPARE(doc->currentNode(), line[5]);
    QCOMPARE(chart->highlightedNode(), line[5]);
    // Training mode's hidden turns are not plotted.
    chart->setHiddenNodes([&line](sc::NodeId n) { return n == line[6]; });
    QCOMPARE(int(chart->line().size()), 6);
    chart->setHiddenNodes({});
    // A node that is not the game's has no bar, and nothing to say.
    QVERIFY(chart->barRect(sc::NodeId(100000)).isEmpty());
    QVERIFY(chart->describe(sc::NodeId(100000)).isEmpty());
    // A new game without clocks takes the chart away again.
    doc->loadTree(wbtest::readOne("1. d4 *"));
    QVERIFY(chart->isHidden());
    doc->undoStack()->setClean();
  }

 private:
  QTemporaryDir m_settings;
};

QTEST_MAIN(TestMoveTimes)
#include "tst_movetimes.moc"
