// Learn from Mistakes (docs/training.md), Lichess's "Learn from your
// mistakes": MistakeTrainer takes the main line's turns an analysis marked
// (?!, ?, ??) beside a better line carrying its [%eval], for one side; hides
// the better lines; keeps the engine's turn and goes on to the next mistake;
// takes the game's turn back, and asks the analysis's engine about any other
// (kept when the analysis would not mark it); shows the solution or skips.
// Through the real window: the Analysis menu's actions, the side at the
// bottom of the board, the board's variation arrows keeping the answer, the
// badge and the status bar, and Training Mode never on at the same time.
#include <QLabel>
#include <QPointer>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTranslator>
#include <QUndoStack>

#include "boardview.h"
#include "chessgames.h"
#include "engineclient.h"
#include "gameanalyzer.h"
#include "mistaketrainer.h"
#include "moveclassification.h"
#include "notation.h"
#include "pgn.h"
#include "scripteddevice.h"
#include "turntrainer.h"
#include "windowfiles.h"

using namespace wbtest;
using Verdict = MistakeTrainer::Verdict;
using Exercise = MistakeTrainer::Exercise;

namespace {

// As Analyse Game leaves it: White's 2. Qh5 an inaccuracy beside the
// engine's 2. Nf3, Black's 3... Nf6 a blunder beside 3... g6. Black's 1... e5
// has a teacher's "?" and no better line; 3. Bc4 a teacher's variation with
// no evaluation.
const char *kAnalysed =
    "1. e4 e5 $2 2. Qh5 $6 (2. Nf3 { [%eval 0.30] } 2... Nc6) 2... Nc6 "
    "3. Bc4 (3. Bb5 { the Spanish way }) 3... Nf6 $4 (3... g6 { [%eval 0.45] } 4. Qf3 Nf6) "
    "4. Qxf7# 1-0";

}  // namespace

class TestMistakes : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    isolateSettings(m_settings, QStringLiteral("tst_mistakes"));
    // The English plural forms, as the workbench loads them.
    QVERIFY(m_english.load(QStringLiteral(":/i18n/shooters_en.qm")));
    QCoreApplication::installTranslator(&m_english);
  }
  void init() { clearSettingsAndRecovery(); }

  void exercisesAreTheMarkedTurnsWithABetterLine();
  void trainerJudgesTurns();
  void solutionAndSkip();
  void analyzerJudgesATurnOffTheLine();
  void learningInTheWindow();

 private:
  QTemporaryDir m_settings;
  QTranslator m_english;
};

void TestMistakes::exercisesAreTheMarkedTurnsWithABetterLine() {
  const auto tree = readOne(kAnalysed);
  const sc::NodeId e5 = nodeAt(*tree, {"e4", "e5"});
  const sc::NodeId bc4 = nodeAt(*tree, {"e4", "e5", "Qh5", "Nc6", "Bc4"});
  QCOMPARE(MistakeTrainer::exercisesFor(*tree, sc::Color::White),
           (std::vector<Exercise>{
               {e5, nodeAt(*tree, {"e4", "e5", "Qh5"}), nodeAt(*tree, {"e4", "e5", "Nf3"})}}));
  QCOMPARE(MistakeTrainer::exercisesFor(*tree, sc::Color::Black),
           (std::vector<Exercise>{{bc4, nodeAt(*tree, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"}),
                                   nodeAt(*tree, {"e4", "e5", "Qh5", "Nc6", "Bc4", "g6"})}}));
  // The marks alone, as the Evaluation Graph's counts go through them: the
  // next after the board's turn, round again after the last.
  const sc::NodeId qh5 = nodeAt(*tree, {"e4", "e5", "Qh5"});
  const sc::NodeId nf6 = nodeAt(*tree, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"});
  using Analysis::Judgement;
  QCOMPARE(Analysis::markedTurns(*tree, sc::Color::Black), (std::vector<sc::NodeId>{e5, nf6}));
  QCOMPARE(Analysis::markedTurns(*tree, sc::Color::Black, Judgement::Blunder),
           std::vector<sc::NodeId>{nf6});
  QCOMPARE(Analysis::nextMarkedTurn(*tree, tree->root(), sc::Color::White, Judgement::Inaccuracy),
           qh5);
  QCOMPARE(Analysis::nextMarkedTurn(*tree, qh5, sc::Color::White, Judgement::Inaccuracy), qh5);
  QCOMPARE(Analysis::nextMarkedTurn(*tree, tree->root(), sc::Color::Black, Judgement::Mistake), e5);
  QCOMPARE(Analysis::nextMarkedTurn(*tree, bc4, sc::Color::Black, Judgement::Mistake), e5);
  QCOMPARE(Analysis::nextMarkedTurn(*tree, tree->root(), sc::Color::White, Judgement::Blunder),
           sc::kNoNode);
  // A game nobody analysed has none: a mark alone, or a line alone, is not one.
  QVERIFY(MistakeTrainer::exercisesFor(*readOne("1. e4 e5 $2 2. Nf3 (2. Nc3) *"), sc::Color::Black)
              .empty());
  QVERIFY(MistakeTrainer::exercisesFor(*readOne("1. e4 e5 2. Nf3 (2. Nc3 { [%eval 0.2] }) *"),
                                       sc::Color::White)
              .empty());
}

void TestMistakes::trainerJudgesTurns() {
  GameDocument doc(chessRules());
  doc.loadTree(readOne(kAnalysed));
  MistakeTrainer trainer(&doc);
  trainer.setPause(0);
  QSignalSpy verdicts(&trainer, &MistakeTrainer::judged);
  QSignalSpy exercises(&trainer, &MistakeTrainer::exerciseChanged);
  const auto last = [&] { return verdicts.last().at(0).value<Verdict>(); };
  const sc::NodeId bc4 = nodeAt(doc.tree(), {"e4", "e5", "Qh5", "Nc6", "Bc4"});
  const sc::NodeId g6 = nodeAt(doc.tree(), {"e4", "e5", "Qh5", "Nc6", "Bc4", "g6"});
  const sc::NodeId nf3 = nodeAt(doc.tree(), {"e4", "e5", "Nf3"});
  QVERIFY(!trainer.isHidden(g6));  // off: nothing hidden

  QVERIFY(trainer.start(sc::Color::Black));
  QVERIFY(trainer.isActive());
  QCOMPARE(trainer.count(), 1);
  QCOMPARE(doc.currentNode(), bc4);  // where Black was to move
  QCOMPARE(exercises.size(), 1);
  QVERIFY(trainer.isHidden(g6));
  QVERIFY(trainer.isHidden(doc.tree().node(g6).children.front()));  // its whole line
  QVERIFY(!trainer.isHidden(nf3));  // White's better line is not Black's exercise
  QVERIFY(!trainer.isHidden(doc.tree().node(bc4).children.front()));  // the game's turn shows

  // The game's own turn: back where the mistake was made.
  play(doc, "Nf6");
  QCOMPARE(last(), Verdict::GameTurn);
  QTRY_COMPARE(doc.currentNode(), bc4);
  // Another turn: seen for the pause, then taken back without a trace.
  const int nodes = doc.tree().nodeCount();
  const int undoIndex = doc.undoStack()->index();
  play(doc, "d6");
  QCOMPARE(last(), Verdict::Other);
  QCOMPARE(doc.tree().nodeCount(), nodes + 1);
  QTRY_COMPARE(doc.tree().nodeCount(), nodes);
  QCOMPARE(doc.currentNode(), bc4);
  QCOMPARE(doc.undoStack()->index(), undoIndex);
  QVERIFY(!doc.isModified());
  QVERIFY(trainer.isHidden(g6));

  // The engine's turn: found, shown, and with the last mistake done it ends.
  play(doc, "g6");
  QCOMPARE(last(), Verdict::Found);
  QCOMPARE(trainer.found(), 1);
  QVERIFY(!trainer.isHidden(g6));
  QCOMPARE(at(doc), QStringLiteral("g6"));
  QTRY_VERIFY(!trainer.isActive());
  QCOMPARE(exercises.last().at(0).toInt(), 1);  // == count(): done
  QVERIFY(!doc.isModified());

  // Another game ends it.
  QVERIFY(trainer.start(sc::Color::White));
  doc.loadTree(readOne("1. d4 d5 *"));
  QVERIFY(!trainer.isActive());
  QVERIFY(!trainer.start(sc::Color::White));  // nothing to learn from there
  QVERIFY(!trainer.isActive());
}

void TestMistakes::solutionAndSkip() {
  GameDocument doc(chessRules());
  doc.loadTree(readOne(kAnalysed));
  MistakeTrainer trainer(&doc);
  trainer.setPause(0);
  QSignalSpy verdicts(&trainer, &MistakeTrainer::judged);
  QVERIFY(trainer.start(sc::Color::White));
  QCOMPARE(at(doc), QStringLiteral("e5"));
  trainer.showSolution();
  QCOMPARE(verdicts.last().at(0).value<Verdict>(), Verdict::Shown);
  QCOMPARE(at(doc), QStringLiteral("Nf3"));
  QVERIFY(!trainer.isHidden(doc.currentNode()));
  QTRY_VERIFY(!trainer.isActive());
  QCOMPARE(trainer.found(), 0);  // shown is not found

  QVERIFY(trainer.start(sc::Color::White));
  trainer.skip();
  QVERIFY(!trainer.isActive());
  QCOMPARE(trainer.index(), 1);
  QCOMPARE(trainer.found(), 0);

  // Asked for, or skipped, or ended, while a wrong turn waits to be taken
  // back: the turn goes all the same, and the game is as it was.
  trainer.setPause(60000);
  const int nodes = doc.tree().nodeCount();
  for (int way = 0; way < 3; ++way) {
    QVERIFY(trainer.start(sc::Color::Black));
    play(doc, "d6");
    QCOMPARE(verdicts.last().at(0).value<Verdict>(), Verdict::Other);
    QCOMPARE(doc.tree().nodeCount(), nodes + 1);
    if (way == 0) {
      trainer.showSolution();
      QCOMPARE(at(doc), QStringLiteral("g6"));
    } else if (way == 1) {
      trainer.skip();
    } else {
      trainer.stop();
    }
    QCOMPARE(doc.tree().nodeCount(), nodes);
    QVERIFY(!doc.isModified());
    trainer.stop();
  }
}

// GameAnalyzer::judgeTurn, the judge of a turn that is neither the engine's
// nor the game's: searched one ply short of the analysis's depth, judged by
// the analysis's own thresholds; a turn that ends the game by the rules at
// once; none during a run; a crash said.
void TestMistakes::analyzerJudgesATurnOffTheLine() {
  GameDocument doc(chessRules());
  doc.loadTree(readOne(kAnalysed));
  GameAnalyzer analyzer(&doc);
  analyzer.setDepth(5);
  QPointer<ScriptedDevice> engine;
  analyzer.engine()->setDeviceFactory([&engine](QObject *parent) {
    engine = new ScriptedDevice(parent);
    return engine.data();
  });
  QSignalSpy judged(&analyzer, &GameAnalyzer::turnJudged);
  QSignalSpy notJudged(&analyzer, &GameAnalyzer::turnNotJudged);
  const auto answer = [&](int cp) {
    return QStringList{QStringLiteral("info depth 4 score cp %1 pv Nc6").arg(cp),
                       QStringLiteral("bestmove Nc6")};
  };

  // The mate the game played, from +0.30: the rules score it, no search.
  const sc::NodeId mate = nodeAt(doc.tree(), {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
  QVERIFY(analyzer.judgeTurn(mate, 30));
  QCOMPARE(judged.size(), 1);
  QCOMPARE(judged.last().at(1).value<Analysis::Judgement>(), Analysis::Judgement::None);
  QVERIFY(!engine);

  // 2. Nc3 instead of 2. Qh5, from White's +0.30.
  doc.goTo(nodeAt(doc.tree(), {"e4", "e5"}));
  play(doc, "Nc3");
  const sc::NodeId nc3 = doc.currentNode();
  for (const auto &[cp, expected] :
       {std::pair{-25, Analysis::Judgement::None}, std::pair{60, Analysis::Judgement::Inaccuracy},
        std::pair{400, Analysis::Judgement::Blunder}}) {
    // An idle engine is asked at once; the first question starts it, and it
    // is asked once it has shaken hands.
    if (engine) engine->replies.insert(QStringLiteral("go"), answer(cp));
    QVERIFY(analyzer.judgeTurn(nc3, 30));
    QVERIFY(analyzer.isJudgingTurn());
    QVERIFY(engine);
    engine->replies.insert(QStringLiteral("go"), answer(cp));
    QVERIFY(judged.wait(5000));
    QCOMPARE(judged.last().at(0).toInt(), nc3);
    QCOMPARE(judged.last().at(1).value<Analysis::Judgement>(), expected);
    QVERIFY(!analyzer.isJudgingTurn());
  }
  QVERIFY(engine->written.contains(QStringLiteral("go depth 4")));  // one ply short of 5

  // A crash: said, not judged.
  QVERIFY(analyzer.judgeTurn(nc3, 30));
  engine->crash();
  QTRY_COMPARE(notJudged.size(), 1);
  QCOMPARE(notJudged.last().at(0).toInt(), nc3);
  QVERIFY(!notJudged.last().at(1).toString().isEmpty());

  // During a run the engine is the run's.
  engine->replies.insert(QStringLiteral("go"), answer(10));
  analyzer.start();
  QVERIFY(analyzer.isRunning());
  QVERIFY(!analyzer.judgeTurn(nc3, 30));
  analyzer.cancel();
  doc.undoStack()->setClean();
}

void TestMistakes::learningInTheWindow() {
  auto window = shownWindow();
  GameDocument *doc = window->document();
  doc->loadTree(readOne(kAnalysed));
  QAction *learn = window->action(QStringLiteral("actionLearnFromMistakes"));
  QAction *solution = window->action(QStringLiteral("actionShowSolution"));
  QAction *skip = window->action(QStringLiteral("actionSkipMistake"));
  QVERIFY(learn && solution && skip);
  const QList<QAction *> menu = menuNamed(*window, QStringLiteral("Analysis"))->actions();
  QVERIFY(menu.contains(learn) && menu.contains(solution) && menu.contains(skip));
  QCOMPARE(learn->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+M")));
  QVERIFY(!solution->isEnabled() && !skip->isEnabled());
  auto *trainer = window->findChild<MistakeTrainer *>(QStringLiteral("mistakeTrainer"));
  trainer->setPause(0);
  auto *analyzer = window->findChild<GameAnalyzer *>(QStringLiteral("gameAnalyzer"));
  QPointer<ScriptedDevice> engine;
  QStringList go{QStringLiteral("info depth 3 score cp 400 pv Nc6"),
                 QStringLiteral("bestmove Nc6")};
  analyzer->engine()->setDeviceFactory([&engine, &go](QObject *parent) {
    engine = new ScriptedDevice(parent);
    engine->replies.insert(QStringLiteral("go"), go);
    return engine.data();
  });
  auto *badge = window->findChild<QLabel *>(QStringLiteral("mistakesBadge"));
  BoardView *board = window->boardView();
  const auto arrows = [board] {
    QStringList out;
    for (const BoardScene::Continuation &c : board->scene().continuations)
      out << QString::fromStdString(sc::squareName(c.from) + sc::squareName(c.to));
    return out;
  };

  // White at the bottom: White's mistake, by its key.
  QTest::keyClick(window.get(), Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
  QVERIFY(trainer->isActive());
  QCOMPARE(trainer->side(), sc::Color::White);
  QVERIFY(learn->isChecked() && solution->isEnabled() && skip->isEnabled());
  QCOMPARE(at(*doc), QStringLiteral("e5"));
  QVERIFY(badge->isVisible());
  QCOMPARE(badge->text(), QStringLiteral("Mistake 1 of 1: 2. Qh5?!"));
  QCOMPARE(window->statusBar()->currentMessage(),
           QStringLiteral("2. Qh5?! was played here. Find a better turn for White."));
  // The fork's arrows would show the answer: only the game's turn is drawn.
  QCOMPARE(arrows(), QStringList{QStringLiteral("d1h5")});

  // Training Mode takes over, and back: never both.
  window->action(QStringLiteral("actionTrainingMode"))->trigger();
  QVERIFY(window->findChild<TurnTrainer *>(QStringLiteral("turnTrainer"))->isActive());
  QVERIFY(!trainer->isActive() && !learn->isChecked() && !badge->isVisible());
  learn->trigger();
  QVERIFY(trainer->isActive());
  QVERIFY(!window->findChild<TurnTrainer *>(QStringLiteral("turnTrainer"))->isActive());

  // Another turn is put to the analysis's engine (a scripted one here), one
  // ply short of the analysis's depth, as Analyse Game searches a turn. It
  // scores the position after Bc4 +4.00 for Black: a blunder from White's
  // +0.30, marked and taken back.
  const int nodes = doc->tree().nodeCount();
  play(*doc, "Bc4");
  QCOMPARE(window->statusBar()->currentMessage(),
           QStringLiteral("Asking the engine about Bc4\u2026"));
  QTRY_COMPARE(window->statusBar()->currentMessage(),
               QStringLiteral("\u2717 Bc4??: the analysis would mark it as well. Try again, or "
                              "Show Solution"));
  QVERIFY(engine && engine->written.contains(QStringLiteral("go depth 3")));
  QTRY_COMPARE(at(*doc), QStringLiteral("e5"));
  QCOMPARE(doc->tree().nodeCount(), nodes);
  QCOMPARE(trainer->found(), 0);
  // Nc3 the engine scores +0.25 for White: it loses nothing worth a mark, so
  // it solves the exercise too; it goes again with the exercise, leaving the
  // game as it was.
  go = {QStringLiteral("info depth 3 score cp -25 pv Nc6"), QStringLiteral("bestmove Nc6")};
  engine->replies.insert(QStringLiteral("go"), go);
  // With no pause the next step follows at once: what the status bar said is
  // kept as it is said.
  QStringList said;
  const QMetaObject::Connection listening =
      connect(window->statusBar(), &QStatusBar::messageChanged, trainer,
              [&said](const QString &text) { said << text; });
  play(*doc, "Nc3");
  QTRY_VERIFY(said.contains(QStringLiteral(
      "\u2713 Good too: Nc3 is a turn the analysis would not mark (the engine's was Nf3)")));
  QCOMPARE(trainer->found(), 1);
  QTRY_VERIFY(!trainer->isActive());
  QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Done: 1 of 1 mistake found"));
  disconnect(listening);
  QCOMPARE(doc->tree().nodeCount(), nodes);
  QVERIFY(!doc->isModified());
  QVERIFY(!learn->isChecked() && !solution->isEnabled() && !badge->isVisible());

  // Again, and the solution: shown is not found.
  learn->trigger();
  solution->trigger();
  QCOMPARE(at(*doc), QStringLiteral("Nf3"));
  QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("The engine's turn: Nf3"));
  QTRY_VERIFY(!trainer->isActive());
  QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Done: 0 of 1 mistake found"));

  // Black at the bottom: Black's blunder, found by a click-and-click on the board.
  window->action(QStringLiteral("flipBoard"))->trigger();
  learn->trigger();
  QCOMPARE(trainer->side(), sc::Color::Black);
  QCOMPARE(window->statusBar()->currentMessage(),
           QStringLiteral("3\u2026 Nf6?? was played here. Find a better turn for Black."));
  clickSquare(*window, "g7");
  clickSquare(*window, "g6");
  QCOMPARE(at(*doc), QStringLiteral("g6"));
  QCOMPARE(window->statusBar()->currentMessage(),
           QStringLiteral("\u2713 Found: g6, the engine's turn"));
  QTRY_VERIFY(!trainer->isActive());
  QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Done: 1 of 1 mistake found"));

  // A game with no analysis says what to do first, and stays off.
  doc->loadTree(readOne("1. d4 d5 *"));
  learn->trigger();
  QVERIFY(!trainer->isActive() && !learn->isChecked());
  QVERIFY(window->statusBar()->currentMessage().startsWith(
      QStringLiteral("No turn of Black's is marked with a better one")));
  closeDiscarding(*window);
}

QTEST_MAIN(TestMistakes)
#include "tst_mistakes.moc"
