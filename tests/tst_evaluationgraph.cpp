// The evaluation graph on the real widget, offscreen: a click on a ply's
// point names that node; hovering names the turn and its score; the current
// turn's bar follows the document (a variation shows where it branches);
// partial evaluations, marks from the document's glyphs, a new game clearing
// the scores; and in the workbench the Evaluation dock's graph navigates.
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "chessgames.h"
#include "engineclient.h"
#include "evaluationbar.h"
#include "evaluationgraph.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "mistaketrainer.h"
#include "moveclassification.h"
#include "notation.h"
#include "registry.h"
#include "scripteddevice.h"
#include "settingskeys.h"
#include "sfen.h"
#include "windowfiles.h"

using namespace sc;
using wbtest::clearSettingsAndRecovery;
using wbtest::isolateSettings;
using wbtest::play;
using wbtest::shownWindow;

namespace {

const char *kLine[] = {"Pe2-e3", "Pe7-e6", "Ng1-f3",    "Ng8-f6",
                       "Bf1-d3", "Bf8-d6", "Nf3-e5@d6", "Pd7-d6@e5"};
// White's scores for the root and each ply: both sides' areas, and a decided one.
const int kScores[] = {30, 140, -60, 220, -400, 90, 0, Analysis::kDecided - 3, -250};

std::vector<NodeId> buildGame(GameDocument &doc) {
  for (const char *token : kLine) play(doc, token);
  return doc.tree().mainLine();
}

}  // namespace

class TestEvaluationGraph : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void clickNamesTheNode();
  void hoverNamesTurnAndScore();
  void currentBarFollowsDocument();
  void partialAndClearedEvaluations();
  void marksFollowGlyphs();
  void workbenchDockNavigates();
  void workbenchAnalysesGame();
  void evaluationBarState();
  void workbenchBarAndSummary();
  void summaryCountsGoToTheirTurns();
  void analysedGameShowsItsAccount();
  void analysedGameBringsTheGraphForward();
  void analyseGameThreadsAndHash();

 private:
  QTemporaryDir m_settings;
  QTranslator m_english;
};

void TestEvaluationGraph::initTestCase() {
  isolateSettings(m_settings, QStringLiteral("tst_evaluationgraph"));
  clearSettingsAndRecovery();
  // The English plural forms ("1 position to analyse"), as the workbench loads them.
  QVERIFY(m_english.load(QStringLiteral(":/i18n/shooters_en.qm")));
  QCoreApplication::installTranslator(&m_english);
}

void TestEvaluationGraph::clickNamesTheNode() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::vector<NodeId> line = buildGame(doc);
  EvaluationGraph graph(&doc);
  graph.resize(420, 140);
  graph.show();
  QVERIFY(QTest::qWaitForWindowExposed(&graph));
  for (std::size_t i = 0; i < line.size(); ++i) graph.setEvaluation(line[i], kScores[i]);
  QCOMPARE(graph.line(), line);

  QSignalSpy activated(&graph, &EvaluationGraph::nodeActivated);
  for (std::size_t i = 0; i < line.size(); ++i) {
    const QPoint at = graph.pointPosition(line[i]);
    QVERIFY(graph.rect().contains(at));
    QTest::mouseClick(&graph, Qt::LeftButton, {}, at);
    QCOMPARE(activated.size(), int(i) + 1);
    QCOMPARE(activated.last().at(0).value<NodeId>(), line[i]);
  }
  // Points run left to right; White's advantage is drawn higher, and a
  // decided win touches the top.
  for (std::size_t i = 1; i < line.size(); ++i)
    QVERIFY(graph.pointPosition(line[i]).x() > graph.pointPosition(line[i - 1]).x());
  QVERIFY(graph.pointPosition(line[1]).y() < graph.pointPosition(line[2]).y());
  QVERIFY(graph.pointPosition(line[7]).y() <= 7);
  // The right button does not navigate.
  QTest::mouseClick(&graph, Qt::RightButton, {}, graph.pointPosition(line[3]));
  QCOMPARE(activated.size(), int(line.size()));
}

void TestEvaluationGraph::hoverNamesTurnAndScore() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::vector<NodeId> line = buildGame(doc);
  EvaluationGraph graph(&doc);
  graph.resize(420, 140);
  graph.show();
  QVERIFY(QTest::qWaitForWindowExposed(&graph));
  for (std::size_t i = 0; i < line.size(); ++i) graph.setEvaluation(line[i], kScores[i]);

  QTest::mouseMove(&graph, graph.pointPosition(line[4]));
  QTRY_COMPARE(graph.hoveredNode(), line[4]);
  QCOMPARE(graph.describe(line[4]), QStringLiteral("2… Ng8-f6  -4.00"));
  QCOMPARE(graph.describe(line[3]), QStringLiteral("2. Ng1-f3  +2.20"));
  // Issue 11: a mate is said in words on screen.
  QCOMPARE(graph.describe(line[7]), QStringLiteral("4. Nf3-e5@d6  White wins in 2"));
  QCOMPARE(graph.describe(line[0]), QStringLiteral("Start  +0.30"));
  QTest::mouseMove(&graph, graph.pointPosition(line[8]));
  QTRY_COMPARE(graph.hoveredNode(), line[8]);
}

void TestEvaluationGraph::currentBarFollowsDocument() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::vector<NodeId> line = buildGame(doc);
  EvaluationGraph graph(&doc);
  graph.resize(420, 140);
  graph.show();
  QVERIFY(QTest::qWaitForWindowExposed(&graph));
  for (std::size_t i = 0; i < line.size(); ++i) graph.setEvaluation(line[i], kScores[i]);
  const QColor highlight = graph.palette().color(QPalette::Highlight);
  // The bar is drawn in the highlight colour through the whole height.
  auto barAt = [&](NodeId node) {
    const QImage image = graph.grab().toImage();
    const int x = graph.pointPosition(node).x();
    const int y = graph.height() - 10;
    for (int dx = -1; dx <= 1; ++dx)
      if (image.pixelColor(x + dx, y) == highlight) return true;
    return false;
  };
  QCOMPARE(graph.highlightedNode(), line.back());
  QVERIFY(barAt(line.back()));
  doc.goTo(line[3]);
  QCOMPARE(graph.highlightedNode(), line[3]);
  QVERIFY(barAt(line[3]));
  QVERIFY(!barAt(line.back()));
  doc.goStart();
  QCOMPARE(graph.highlightedNode(), line[0]);
  // A turn in a variation: the bar stays where its line leaves the main line.
  doc.goTo(line[2]);
  play(doc, "Pd2-d3");
  play(doc, "Pa7-a6");
  QVERIFY(doc.tree().node(doc.currentNode()).ply == 4);
  QCOMPARE(graph.line(), line);
  QCOMPARE(graph.highlightedNode(), line[2]);
  QVERIFY(barAt(line[2]));
}

void TestEvaluationGraph::partialAndClearedEvaluations() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::vector<NodeId> line = buildGame(doc);
  EvaluationGraph graph(&doc);
  graph.resize(420, 140);
  for (std::size_t i = 0; i < 3; ++i) graph.setEvaluation(line[i], kScores[i]);
  // Plies not analysed yet sit on the middle line.
  const int mid = graph.pointPosition(line[5]).y();
  QCOMPARE(graph.pointPosition(line[6]).y(), mid);
  QVERIFY(graph.pointPosition(line[1]).y() < mid);
  QVERIFY(graph.pointPosition(line[2]).y() > mid);
  QCOMPARE(graph.describe(line[5]), QStringLiteral("3. Bf1-d3  not analysed"));
  QCOMPARE(graph.pointPosition(12345), QPoint(-1, -1));
  // A longer main line spreads the points.
  const int x2 = graph.pointPosition(line[2]).x();
  play(doc, "Pa2-a3");
  QCOMPARE(graph.line().size(), line.size() + 1);
  QVERIFY(graph.pointPosition(line[2]).x() < x2);
  // A new game: the old scores are not its.
  doc.newGame(doc.tree().start());
  QVERIFY(!graph.evaluation(line[1]).has_value());
  QCOMPARE(graph.line().size(), std::size_t(1));
  graph.setEvaluation(line[0], 10);
  graph.clearEvaluations();
  QVERIFY(!graph.evaluation(line[0]).has_value());
}

void TestEvaluationGraph::marksFollowGlyphs() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::vector<NodeId> line = buildGame(doc);
  EvaluationGraph graph(&doc);
  graph.resize(420, 140);
  graph.show();
  QVERIFY(QTest::qWaitForWindowExposed(&graph));
  for (std::size_t i = 0; i < line.size(); ++i) graph.setEvaluation(line[i], kScores[i]);
  const QColor blunderRed(0xdf, 0x53, 0x53);  // Glyphs::color(4), Lichess's
  auto markAt = [&](NodeId node) {
    const QImage image = graph.grab().toImage();
    return image.pixelColor(graph.pointPosition(node)) == blunderRed;
  };
  QVERIFY(!markAt(line[4]));
  Annotation a = doc.tree().node(line[4]).annotation;
  a.nags = {4};
  doc.setAnnotation(line[4], a);
  QVERIFY(markAt(line[4]));
  doc.undoStack()->undo();
  QVERIFY(!markAt(line[4]));
}

void TestEvaluationGraph::workbenchDockNavigates() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  auto *dock = window.findChild<QDockWidget *>(QStringLiteral("evaluationDock"));
  QVERIFY(dock);
  QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetMovable));
  QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetFloatable));
  QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetClosable));
  // Its toggle is in the View menu, Analyse Game in the Analysis menu.
  QAction *analyse = window.action(QStringLiteral("actionAnalyseGame"));
  QVERIFY(analyse);
  bool inView = false, inAnalysis = false;
  for (QAction *top : window.menuBar()->actions()) {
    if (!top->menu()) continue;
    const QString title = top->text().remove(u'&');
    if (title == QLatin1String("View"))
      inView = top->menu()->actions().contains(dock->toggleViewAction());
    if (title == QLatin1String("Analysis")) inAnalysis = top->menu()->actions().contains(analyse);
  }
  QVERIFY(inView);
  QVERIFY(inAnalysis);
  QVERIFY(window.findChild<QPushButton *>(QStringLiteral("analyseGameButton")));
  dock->show();
  auto *graph = dock->findChild<EvaluationGraph *>(QStringLiteral("evaluationGraph"));
  QVERIFY(graph);
  GameDocument *doc = window.document();
  const std::vector<NodeId> line = buildGame(*doc);
  QTRY_VERIFY(graph->isVisible() && graph->width() > 50);
  QCOMPARE(graph->line(), line);
  QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointPosition(line[3]));
  QCOMPARE(doc->currentNode(), line[3]);
  QCOMPARE(graph->highlightedNode(), line[3]);
  doc->goEnd();
  QCOMPARE(graph->highlightedNode(), line.back());
  doc->undoStack()->setClean();  // nothing to ask about on closing
}

// The dock's button runs the analyser: the graph fills, the progress bar
// reaches the end, Cancel is only enabled meanwhile, and Edit > Undo takes
// the marks back in one step.
void TestEvaluationGraph::workbenchAnalysesGame() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  auto *analyzer = window.findChild<GameAnalyzer *>(QStringLiteral("gameAnalyzer"));
  QVERIFY(analyzer);
  analyzer->engine()->setProgram(QStringLiteral(SHOOTERS_ENGINE));
  analyzer->setDepth(2);
  GameDocument *doc = window.document();
  const std::vector<NodeId> line = buildGame(*doc);
  const int undoCount = doc->undoStack()->count();

  auto *dock = window.findChild<QDockWidget *>(QStringLiteral("evaluationDock"));
  auto *button = window.findChild<QPushButton *>(QStringLiteral("analyseGameButton"));
  auto *cancel = window.findChild<QPushButton *>(QStringLiteral("cancelAnalysisButton"));
  auto *progress = window.findChild<QProgressBar *>(QStringLiteral("analysisProgress"));
  auto *graph = window.findChild<EvaluationGraph *>(QStringLiteral("evaluationGraph"));
  QVERIFY(button && cancel && progress && graph);
  QVERIFY(!cancel->isEnabled());
  // The settings and the run's progress are two rows: on one, the panel
  // asked for some 590 px and Cancel scrolled out of sight beside the board.
  QWidget *content = graph->parentWidget();
  QVERIFY2(content->minimumSizeHint().width() <= 480,
           qPrintable(QString::number(content->minimumSizeHint().width())));
  QCOMPARE(cancel->parentWidget(), content);
  // The menu action shows the dock and starts; the button is then disabled.
  QSignalSpy finished(analyzer, &GameAnalyzer::finished);
  window.action(QStringLiteral("actionAnalyseGame"))->trigger();
  QVERIFY(dock->isVisible());
  QVERIFY(cancel->isEnabled());
  QVERIFY(!button->isEnabled());
  QVERIFY(finished.wait(60000));
  QVERIFY(button->isEnabled());
  QVERIFY(!cancel->isEnabled());
  QCOMPARE(progress->maximum(), int(line.size()));
  QCOMPARE(progress->value(), int(line.size()));
  for (NodeId id : line) QVERIFY(graph->evaluation(id).has_value());

  // The scores ([%eval]) and whatever was marked are one undo step.
  QCOMPARE(doc->undoStack()->count(), undoCount + 1);
  window.action(QStringLiteral("undo"))->trigger();
  for (NodeId id : line) {
    QVERIFY(doc->tree().node(id).annotation.nags.empty());
    QVERIFY(doc->tree().node(id).annotation.eval.empty());
  }

  // Cancel mid-run: nothing more is marked, the buttons come back.
  QSignalSpy cancelled(analyzer, &GameAnalyzer::cancelled);
  connect(analyzer, &GameAnalyzer::evaluated, cancel, [cancel] {
    if (cancel->isEnabled()) QTest::mouseClick(cancel, Qt::LeftButton);
  });
  const int before = doc->undoStack()->count();
  QTest::mouseClick(button, Qt::LeftButton);
  QVERIFY(cancelled.wait(60000));
  QVERIFY(button->isEnabled());
  QVERIFY(!cancel->isEnabled());
  QTRY_COMPARE_WITH_TIMEOUT(analyzer->engine()->state(), EngineClient::State::Idle, 10000);
  QCOMPARE(doc->undoStack()->count(), before);
  QCOMPARE(finished.size(), 1);
  doc->undoStack()->setClean();
}

// The bar alone: White's share is its win%, the label the compact score,
// the tooltip the score in words; flipped, White's part is at the top.
void TestEvaluationGraph::evaluationBarState() {
  EvaluationBar bar;
  bar.resize(28, 400);
  QCOMPARE(bar.whiteShare(), 0.5);
  QVERIFY(bar.label().isEmpty());
  bar.setEvaluation(Analysis::kPawnEquivalent);  // one pawn: win% 59.10
  QVERIFY(qAbs(bar.whiteShare() - 0.591026) < 1e-5);
  QCOMPARE(bar.label(), QStringLiteral("1.46"));
  QCOMPARE(bar.toolTip(), QStringLiteral("Evaluation: +1.46"));
  // In chess a pawn is 100 (centipawns): the same win% for a third less.
  QCOMPARE(bar.pawnEquivalent(), Analysis::kPawnEquivalent);
  bar.setPawnEquivalent(100);
  bar.setEvaluation(100);
  QVERIFY(qAbs(bar.whiteShare() - 0.591026) < 1e-5);
  bar.setPawnEquivalent(Analysis::kPawnEquivalent);
  QVERIFY(qAbs(bar.whiteShare() - 0.562717) < 1e-5);
  // Fewer decimals as the number grows, to fit the bar ("-12.04" did not).
  const std::pair<int, const char *> labels[] = {{999, "9.99"},  {1000, "10.0"}, {-1204, "-12.0"},
                                                 {9994, "99.9"}, {14512, "145"}, {-3, "-0.03"}};
  for (const auto &[score, text] : labels) {
    bar.setEvaluation(score);
    QCOMPARE(bar.label(), QString::fromLatin1(text));
  }
  bar.setEvaluation(-(Analysis::kDecided - 4));  // Black wins in 2
  QCOMPARE(bar.whiteShare(), 0.0);
  QCOMPARE(bar.label(), QStringLiteral("#-2"));
  QCOMPARE(bar.toolTip(), QStringLiteral("Evaluation: Black wins in 2"));

  // In pixels: White's part from the bottom (from the top when flipped).
  bar.setEvaluation(Analysis::kDecided - 1);
  const QImage white = bar.grab().toImage();
  QVERIFY(qGray(white.pixel(4, 390)) > 200);
  QVERIFY(qGray(white.pixel(4, 250)) > 200);
  bar.setEvaluation(-3 * Analysis::kPawnEquivalent);  // win% 25.1: mostly dark
  const QImage black = bar.grab().toImage();
  QVERIFY(qGray(black.pixel(4, 40)) < 100);
  QVERIFY(qGray(black.pixel(4, 390)) > 200);
  bar.setFlipped(true);
  const QImage flipped = bar.grab().toImage();
  QVERIFY(qGray(flipped.pixel(4, 10)) > 200);
  QVERIFY(qGray(flipped.pixel(4, 360)) < 100);
  bar.setEvaluation(std::nullopt);
  QCOMPARE(bar.whiteShare(), 0.5);
}

// In the workbench: the progress bar counts this game's positions before a
// run (not "0 of 100", nor "0 of 9", which reads as a stuck run), the bar beside the board follows
// the analysed current position, and each side's account appears when the run is done.
void TestEvaluationGraph::workbenchBarAndSummary() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  auto *analyzer = window.findChild<GameAnalyzer *>(QStringLiteral("gameAnalyzer"));
  auto *progress = window.findChild<QProgressBar *>(QStringLiteral("analysisProgress"));
  auto *summary = window.findChild<QLabel *>(QStringLiteral("analysisSummary"));
  auto *barDock = window.findChild<QDockWidget *>(QStringLiteral("evaluationBarDock"));
  auto *bar = window.findChild<EvaluationBar *>(QStringLiteral("evaluationBar"));
  QVERIFY(analyzer && progress && summary && barDock && bar);
  QVERIFY(barDock->isVisible());
  QCOMPARE(window.dockWidgetArea(barDock), Qt::LeftDockWidgetArea);
  GameDocument *doc = window.document();
  QCOMPARE(progress->text(), QStringLiteral("1 position to analyse"));
  const std::vector<NodeId> line = buildGame(*doc);
  QCOMPARE(progress->text(), QStringLiteral("9 positions to analyse"));
  QCOMPARE(progress->value(), 0);
  QVERIFY(!bar->evaluation());

  // A scripted engine: +0.20 for whoever is to move, everywhere.
  analyzer->engine()->setDeviceFactory([](QObject *parent) {
    auto *d = new ScriptedDevice(parent);
    d->replies.insert(QStringLiteral("go"), {QStringLiteral("info depth 1 score cp 20 pv Pa2-a3"),
                                             QStringLiteral("info depth 2 score cp 20 pv Pa2-a3"),
                                             QStringLiteral("bestmove Pa2-a3")});
    return d;
  });
  analyzer->setDepth(2);
  doc->goTo(line[3]);  // Black to move: White's view is -0.20
  QSignalSpy finished(analyzer, &GameAnalyzer::finished);
  window.action(QStringLiteral("actionAnalyseGame"))->trigger();
  QVERIFY(finished.wait(10000));
  // Done, the bar says what the game now holds: a score for every position.
  QCOMPARE(progress->text(), QStringLiteral("9 of 9 positions scored"));
  QCOMPARE(progress->value(), 9);
  QCOMPARE(bar->evaluation(), std::optional<int>(-20));
  doc->goTo(line[4]);
  QCOMPARE(bar->evaluation(), std::optional<int>(20));
  QCOMPARE(bar->toolTip(), QStringLiteral("Evaluation: +0.20"));
  // Each turn gives the side to move's +0.20 to the other: no marks, and an
  // accuracy of 103.16681·e^(-0.0435442·2.52) − 2.16692 = 90.27 for every
  // turn, so 90.27 for the game whatever the weights.
  const QString text = summary->text();
  QVERIFY2(text.contains(QStringLiteral("Inaccuracies")), qPrintable(text));
  QVERIFY2(text.contains(QStringLiteral("90 %")), qPrintable(text));
  QVERIFY(qAbs(*analyzer->report(Color::White).accuracy() - 90.27) < 0.01);
  QCOMPARE(analyzer->report(Color::White).averageLoss(), std::optional<int>(40));
  QCOMPARE(analyzer->report(Color::White).turns(), 4);
  QCOMPARE(analyzer->report(Color::Black).turns(), 4);
  // The game's own [%eval] feeds the bar too: after Undo, nothing is left.
  window.action(QStringLiteral("undo"))->trigger();
  QCOMPARE(progress->text(), QStringLiteral("9 positions to analyse"));
  doc->goTo(line[5]);
  QCOMPARE(bar->evaluation(), std::optional<int>(-20));  // the analyser's score stays
  doc->newGame(doc->tree().start());
  QVERIFY(!bar->evaluation());
  QVERIFY(summary->text().isEmpty());
  QCOMPARE(progress->text(), QStringLiteral("1 position to analyse"));
  QCOMPARE(bar->pawnEquivalent(), Analysis::kPawnEquivalent);
  // A chess game: the bar's scale follows the rule system (centipawns).
  std::string error;
  const VariantPtr chess = Registry::instance().load("chess", {}, error);
  QVERIFY(chess);
  doc->newGame(*readSfen(chess, chess->rules().startSfen));
  QCOMPARE(bar->pawnEquivalent(), 100);
  doc->undoStack()->setClean();
}

// Each side's counts of inaccuracies, mistakes and blunders are links, as on
// Lichess: one goes to that side's next turn of that kind after the board's,
// and round again after the last; Tab and Enter reach them without a mouse.
void TestEvaluationGraph::summaryCountsGoToTheirTurns() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  auto *analyzer = window.findChild<GameAnalyzer *>(QStringLiteral("gameAnalyzer"));
  auto *summary = window.findChild<QLabel *>(QStringLiteral("analysisSummary"));
  QVERIFY(analyzer && summary);
  analyzer->engine()->setProgram(QStringLiteral(SHOOTERS_ENGINE));
  analyzer->setDepth(3);
  GameDocument *doc = window.document();
  buildGame(*doc);
  QSignalSpy finished(analyzer, &GameAnalyzer::finished);
  window.action(QStringLiteral("actionAnalyseGame"))->trigger();
  QVERIFY(!window.findChild<QPushButton *>(QStringLiteral("learnFromMistakesButton"))->isVisible());
  QVERIFY(finished.wait(60000));
  QVERIFY(finished.last().at(0).toInt() > 0);  // the sample's quiet opening is marked

  // Every non-zero count is a link; its number is the turns with that glyph.
  static const QRegularExpression linkRe(QStringLiteral("<a href=\"([wb])(\\d)\">(\\d+)</a>"));
  const sc::GameTree &tree = doc->tree();
  QStringList links;
  for (const QRegularExpressionMatch &m : linkRe.globalMatch(summary->text())) {
    const Color side = m.captured(1) == QLatin1String("w") ? Color::White : Color::Black;
    const auto kind = Analysis::Judgement(m.captured(2).toInt());
    QCOMPARE(int(Analysis::markedTurns(tree, side, kind).size()), m.captured(3).toInt());
    links << m.captured(1) + m.captured(2);
  }
  QVERIFY2(!links.isEmpty(), qPrintable(summary->text()));

  // By keyboard: Tab to the first count, Enter.
  doc->goTo(tree.root());
  summary->setFocus();
  QTest::keyClick(summary, Qt::Key_Tab);
  QTest::keyClick(summary, Qt::Key_Return);
  const auto turnsOf = [&tree](const QString &link) {
    return Analysis::markedTurns(tree,
                                 link.front() == QLatin1Char('w') ? Color::White : Color::Black,
                                 Analysis::Judgement(link.back().digitValue()));
  };
  QCOMPARE(doc->currentNode(), turnsOf(links.front()).front());

  // Each link walks its turns in order, then comes round to the first.
  for (const QString &link : std::as_const(links)) {
    const std::vector<NodeId> turns = turnsOf(link);
    doc->goTo(tree.root());
    for (NodeId turn : turns) {
      emit summary->linkActivated(link);
      QCOMPARE(doc->currentNode(), turn);
      QCOMPARE(doc->mover(turn), link.front() == QLatin1Char('w') ? Color::White : Color::Black);
    }
    emit summary->linkActivated(link);
    QCOMPARE(doc->currentNode(), turns.front());
  }

  // Under the account, Learn from Mistakes starts with White's first marked
  // turn that has a better line (the board has White at the bottom).
  auto *learn = window.findChild<QPushButton *>(QStringLiteral("learnFromMistakesButton"));
  QVERIFY(learn && learn->isVisible());
  auto *trainer = window.findChild<MistakeTrainer *>(QStringLiteral("mistakeTrainer"));
  const std::vector<MistakeTrainer::Exercise> exercises =
      MistakeTrainer::exercisesFor(tree, Color::White);
  QVERIFY(!exercises.empty());
  QTest::mouseClick(learn, Qt::LeftButton);
  QVERIFY(trainer->isActive());
  QCOMPARE(doc->currentNode(), exercises.front().before);
  QVERIFY(trainer->isHidden(exercises.front().better));
  QVERIFY(window.action(QStringLiteral("actionLearnFromMistakes"))->isChecked());
  QTest::mouseClick(learn, Qt::LeftButton);  // again: it goes on, not off
  QVERIFY(trainer->isActive());
  trainer->stop();
  const Position start = tree.start();
  doc->newGame(start);
  QVERIFY(!learn->isVisible());
  doc->undoStack()->setClean();
}

// A game analysed before (here as Lichess exports one) shows its account as
// it opens, from its marks and [%eval]s (tst_classification has the
// arithmetic), with Learn from Mistakes; the account follows the marks as they
// change, and a game with no scores has none.
void TestEvaluationGraph::analysedGameShowsItsAccount() {
  const auto window = shownWindow();
  auto *summary = window->findChild<QLabel *>(QStringLiteral("analysisSummary"));
  auto *learn = window->findChild<QPushButton *>(QStringLiteral("learnFromMistakesButton"));
  QVERIFY(summary && learn);
  GameDocument *doc = window->document();
  doc->loadTree(wbtest::readOne(
      "1. e4 { [%eval 0.18] } 1... e5 { [%eval 0.2] } 2. Nf3 { [%eval 0.15] } "
      "2... Nc6 { [%eval 0.22] } 3. Bc4 { [%eval 0.1] } 3... Nd4?! { [%eval 0.9] } "
      "(3... Nf6 { [%eval 0.15] }) 4. Nxe5?? { [%eval -2.5] } (4. Nxd4 { [%eval 0.9] }) "
      "4... Qg5 { [%eval -2.4] } *"));
  QTRY_VERIFY(!summary->text().isEmpty());
  // The rows: White 0 0 1 (a link to its blunder), an average loss of 89, 46 %
  // (1. e4 counted from Lichess's +0.15 for the start, which has no score);
  // Black 1 (a link) 0 0, 24, 86 %.
  const QString text = summary->text();
  static const QRegularExpression rowRe(QStringLiteral("<tr><td><b>(\\w+)</b></td>(.*?)</tr>"));
  QStringList rows;
  for (const QRegularExpressionMatch &m : rowRe.globalMatch(text)) {
    QString cells = m.captured(2);
    cells.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    rows << m.captured(1) + QLatin1Char(':') + cells;
  }
  QCOMPARE(rows,
           QStringList({QStringLiteral("White:0018946 %"), QStringLiteral("Black:1002486 %")}));
  QVERIFY2(text.contains(QStringLiteral("<a href=\"w3\">1</a>")), qPrintable(text));
  QVERIFY2(text.contains(QStringLiteral("<a href=\"b1\">1</a>")), qPrintable(text));
  QVERIFY(!learn->isHidden());
  emit summary->linkActivated(QStringLiteral("w3"));
  QCOMPARE(wbtest::at(*doc), QStringLiteral("Nxe5"));

  // The blunder's mark taken off by hand: White's count follows; Undo brings it back.
  sc::Annotation a = doc->tree().node(doc->currentNode()).annotation;
  a.nags.clear();
  doc->setAnnotation(doc->currentNode(), a);
  QTRY_VERIFY(!summary->text().contains(QStringLiteral("href=\"w3\"")));
  QVERIFY(summary->text().contains(QStringLiteral("46 %")));  // the scores still count
  doc->undoStack()->undo();
  QTRY_VERIFY(summary->text().contains(QStringLiteral("href=\"w3\"")));
  // Each header on two lines, its glyph over its word, so that the German
  // table, the widest, fits the panel beside the board as the controls do
  // (480 px, workbenchAnalysesGame); on one line it took 530 (English 476).
  QVERIFY2(text.contains(QStringLiteral("<b>?!<br>Inaccuracies</b>")), qPrintable(text));
  const int english = summary->minimumSizeHint().width();
  QTranslator german;
  QVERIFY(german.load(QStringLiteral(":/i18n/shooters_de.qm")));
  QCoreApplication::installTranslator(&german);
  doc->loadTree(
      wbtest::readOne("1. e4 { [%eval 0.18] } 1... e5 { [%eval 0.2] } 2. Nf3 { [%eval 0.15] } *"));
  QTRY_VERIFY(summary->text().contains(QStringLiteral("Ungenauigkeiten")));
  qInfo("the account's table: %d px in English, %d px in German", english,
        summary->minimumSizeHint().width());
  QVERIFY2(summary->minimumSizeHint().width() <= 480,
           qPrintable(QString::number(summary->minimumSizeHint().width())));
  QCoreApplication::removeTranslator(&german);

  // A teacher's marks alone are no analysis: no account, no exercises.
  doc->loadTree(wbtest::readOne("1. e4 e5 2. Qh5? Nc6 3. Bc4 g6?? 4. Qf3 *"));
  QVERIFY(summary->text().isEmpty());
  QTest::qWait(10);  // the account's turn in the event loop: it stays empty
  QVERIFY(summary->text().isEmpty());
  QVERIFY(learn->isHidden());
  doc->undoStack()->setClean();
}

// An analysed game (or one played on a clock) brings the Evaluation Graph
// forward, as Lichess shows its graph (or its move times) under one; a tab
// the user chose instead stays in front, and a graph
// the user closed stays closed (across sessions) until it is shown again or
// Reset Layout forgets the choice. Presenting, nothing comes forward.
void TestEvaluationGraph::analysedGameBringsTheGraphForward() {
  clearSettingsAndRecovery();
  const auto window = shownWindow();
  auto *dock = window->findChild<QDockWidget *>(QStringLiteral("evaluationDock"));
  QVERIFY(dock);
  QVERIFY(dock->isHidden());  // the default layout
  // The tab in front of the graph's group of tabs ("" while it has none).
  const auto front = [&window] {
    for (QTabBar *bar : window->findChildren<QTabBar *>())
      for (int i = 0; i < bar->count(); ++i)
        if (bar->isVisible() && bar->tabText(i) == QStringLiteral("Evaluation Graph"))
          return bar->tabText(bar->currentIndex());
    return QString();
  };
  GameDocument *doc = window->document();
  const auto openAnalysed = [doc] {
    doc->loadTree(wbtest::readOne(
        "1. e4 { [%eval 0.18] } 1... e5 { [%eval 0.2] } 2. Nf3 { [%eval 0.15] } *"));
  };
  const auto closedByUser = [] {
    return QSettings().value(SettingsKeys::kEvaluationGraphClosed, false).toBool();
  };
  // A game without scores leaves it alone.
  doc->loadTree(wbtest::readOne("1. e4 e5 2. Nf3 *"));
  QTest::qWait(10);  // the account's turn in the event loop
  QVERIFY(dock->isHidden());
  openAnalysed();
  QTRY_VERIFY(!dock->isHidden());
  QTRY_COMPARE(front(), QStringLiteral("Evaluation Graph"));
  // Lichess scores the positions after its turns, not the start.
  auto *progress = window->findChild<QProgressBar *>(QStringLiteral("analysisProgress"));
  QVERIFY(progress);
  QCOMPARE(progress->text(), QStringLiteral("3 of 4 positions scored"));
  QCOMPARE(progress->value(), 3);

  // The user clicks the Pieces tab: the next analysed game leaves it in front.
  for (QTabBar *bar : window->findChildren<QTabBar *>())
    for (int i = 0; i < bar->count(); ++i)
      if (bar->isVisible() && bar->tabText(i) == QStringLiteral("Pieces"))
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
  QTRY_COMPARE(front(), QStringLiteral("Pieces"));
  openAnalysed();
  QTest::qWait(10);
  QCOMPARE(front(), QStringLiteral("Pieces"));
  QVERIFY(!dock->isHidden());

  // Closed with its close button: it stays closed.
  dock->raise();
  QTRY_COMPARE(front(), QStringLiteral("Evaluation Graph"));
  auto *close = dock->findChild<QAbstractButton *>(QStringLiteral("qt_dockwidget_closebutton"));
  QVERIFY(close);
  QTest::mouseClick(close, Qt::LeftButton);
  QVERIFY(dock->isHidden());
  QVERIFY(closedByUser());
  openAnalysed();
  QTest::qWait(10);
  QVERIFY(dock->isHidden());

  // View > Evaluation Graph shows it again and spends the choice; unchecked
  // there, it is closed by the user again.
  dock->toggleViewAction()->trigger();
  QVERIFY(!dock->isHidden());
  QVERIFY(!closedByUser());
  dock->toggleViewAction()->trigger();
  QVERIFY(dock->isHidden());
  QVERIFY(closedByUser());

  // Reset Layout: the default layout (no graph), and the choice forgotten.
  window->action(QStringLiteral("resetLayout"))->trigger();
  QVERIFY(dock->isHidden());
  QVERIFY(!closedByUser());
  openAnalysed();
  QTRY_VERIFY(!dock->isHidden());
  // A game played on a clock, without scores, brings it too: its Move times.
  window->action(QStringLiteral("resetLayout"))->trigger();
  QVERIFY(dock->isHidden());
  doc->loadTree(wbtest::readOne("[TimeControl \"60+0\"]\n\n1. e4 { [%clk 0:00:58] } *"));
  QTRY_VERIFY(!dock->isHidden());
  QVERIFY(window->findChild<QWidget *>(QStringLiteral("moveTimeChart"))->isVisible());

  // Presenting: the docks are away, and an analysed game brings none back.
  window->action(QStringLiteral("resetLayout"))->trigger();
  QVERIFY(dock->isHidden() && !closedByUser());
  window->setPresenting(true);
  openAnalysed();
  QTest::qWait(10);
  QVERIFY(dock->isHidden());
  window->setPresenting(false);
  QVERIFY(dock->isHidden());
  doc->undoStack()->setClean();
}

// Analysis > Analyse Game searches with the threads and hash chosen beside its
// depth: they reach the analyser's engine before its first search.
void TestEvaluationGraph::analyseGameThreadsAndHash() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  auto *analyzer = window.findChild<GameAnalyzer *>(QStringLiteral("gameAnalyzer"));
  auto *threads = window.findChild<QSpinBox *>(QStringLiteral("analyseGameThreads"));
  auto *hash = window.findChild<QSpinBox *>(QStringLiteral("analyseGameHash"));
  QVERIFY(analyzer && threads && hash);
  QCOMPARE(threads->value(), 1);
  QCOMPARE(hash->value(), 16);
  buildGame(*window.document());
  QPointer<ScriptedDevice> device;
  analyzer->engine()->setDeviceFactory([&device](QObject *parent) {
    device = new ScriptedDevice(parent);
    device->replies.insert(QStringLiteral("uci"),
                           {QStringLiteral("id name Scripted"),
                            QStringLiteral("option name UCI_Variant type string default shooters"),
                            QStringLiteral("option name Threads type spin default 1 min 1 max 64"),
                            QStringLiteral("option name Hash type spin default 16 min 1 max 4096"),
                            QStringLiteral("uciok")});
    device->replies.insert(
        QStringLiteral("go"),
        {QStringLiteral("info depth 1 score cp 20 pv Pa2-a3"), QStringLiteral("bestmove Pa2-a3")});
    return device.data();
  });
  analyzer->setDepth(1);
  threads->setValue(threads->maximum());
  hash->setValue(64);
  QSignalSpy finished(analyzer, &GameAnalyzer::finished);
  window.action(QStringLiteral("actionAnalyseGame"))->trigger();
  QVERIFY(!threads->isEnabled());  // not changed under a running analysis
  QVERIFY(finished.wait(10000));
  QVERIFY(threads->isEnabled());
  QVERIFY(device);
  const QStringList &written = device->written;
  const qsizetype firstGo = written.indexOf(QRegularExpression(QStringLiteral("go .*")));
  QVERIFY(firstGo > 0);
  const QString threadsLine =
      QStringLiteral("setoption name Threads value %1").arg(threads->maximum());
  QVERIFY2(written.indexOf(threadsLine) >= 0 && written.indexOf(threadsLine) < firstGo,
           qPrintable(written.join(u'|')));
  const qsizetype hashAt = written.indexOf(QStringLiteral("setoption name Hash value 64"));
  QVERIFY2(hashAt >= 0 && hashAt < firstGo, qPrintable(written.join(u'|')));
  window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestEvaluationGraph)
#include "tst_evaluationgraph.moc"
