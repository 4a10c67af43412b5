// Training mode (docs/training.md): TurnTrainer hides the turns ahead, keeps
// the game's turn and shows the answer, takes any other turn back without a
// trace, and says when the line is solved; through the real window a
// Lichess puzzle is solved by clicks on the board, the notation, the move
// tree and the evaluation graph showing only what has been played; each tab
// keeps what it had shown.
#include <QDockWidget>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QUndoStack>

#include "boardview.h"
#include "chessgames.h"
#include "evaluationgraph.h"
#include "movetreemodel.h"
#include "movetreeview.h"
#include "notation.h"
#include "notationview.h"
#include "pgn.h"
#include "turntrainer.h"
#include "windowfiles.h"
#include "workspace.h"
#include "workspacetabs.h"

using namespace wbtest;
using Verdict = TurnTrainer::Verdict;

namespace {

// The main line's node at `ply` (the root is ply 0).
sc::NodeId mainAt(const GameDocument &doc, int ply) {
  return doc.tree().mainLine()[std::size_t(ply)];
}

}  // namespace

class TestTraining : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    isolateSettings(m_settings, QStringLiteral("tst_training"));
    QVERIFY(m_dir.isValid());
  }
  void init() { clearSettingsAndRecovery(); }

  void trainerJudgesTurns();
  void solvingAPuzzleInTheWindow();
  void eachTabKeepsWhatItShowed();
  void variationArrowsKeepTheAnswer();

 private:
  QTemporaryDir m_settings;
  QTemporaryDir m_dir;
};

void TestTraining::trainerJudgesTurns() {
  GameDocument doc(chessRules());
  doc.loadTree(readOne("1. e4 e5 2. Nf3 (2. Nc3 Nf6) 2... Nc6 3. Bb5 a6 *"));
  TurnTrainer trainer(&doc);
  trainer.setPause(0);
  QSignalSpy verdicts(&trainer, &TurnTrainer::judged);
  auto last = [&] { return verdicts.last().at(0).value<Verdict>(); };
  QVERIFY(!trainer.isHidden(mainAt(doc, 1)));  // off: nothing hidden

  trainer.setActive(true);
  QVERIFY(!trainer.isHidden(doc.tree().root()));
  for (int ply = 1; ply <= 6; ++ply) QVERIFY(trainer.isHidden(mainAt(doc, ply)));
  const sc::NodeId nc3 = doc.tree().node(mainAt(doc, 2)).children[1];
  QVERIFY(trainer.isHidden(nc3));

  // The game's turn: kept, and the answer shown after the pause.
  play(doc, "e4");
  QCOMPARE(last(), Verdict::Correct);
  QTRY_COMPARE(at(doc), QStringLiteral("e5"));
  QVERIFY(!trainer.isHidden(mainAt(doc, 2)));
  QVERIFY(trainer.isHidden(mainAt(doc, 3)));
  QVERIFY(trainer.isHidden(nc3));

  // Another turn: taken back, the tree and the history as they were.
  const int nodes = doc.tree().nodeCount();
  const int undoIndex = doc.undoStack()->index();
  play(doc, "d4");
  QCOMPARE(last(), Verdict::Wrong);
  QCOMPARE(doc.tree().nodeCount(), nodes + 1);  // seen for the pause
  QTRY_COMPARE(doc.tree().nodeCount(), nodes);
  QCOMPARE(at(doc), QStringLiteral("e5"));
  QCOMPARE(doc.undoStack()->index(), undoIndex);
  QVERIFY(!doc.isModified());
  // A variation of the game is not its turn either: back, nothing removed.
  play(doc, "Nc3");
  QCOMPARE(last(), Verdict::Wrong);
  QTRY_COMPARE(at(doc), QStringLiteral("e5"));
  QCOMPARE(doc.tree().nodeCount(), nodes);
  QVERIFY(trainer.isHidden(mainAt(doc, 3)));

  // → shows the game's turn; going back keeps it shown.
  doc.goForward();
  QVERIFY(!trainer.isHidden(mainAt(doc, 3)));
  doc.goBack();
  QVERIFY(!trainer.isHidden(mainAt(doc, 3)));
  doc.goForward();

  // The last turn of the line for the user: solved.
  play(doc, "Nc6");  // Black's turn, played by the user this time
  QCOMPARE(last(), Verdict::Correct);
  QTRY_COMPARE(at(doc), QStringLiteral("Bb5"));
  play(doc, "a6");
  QCOMPARE(last(), Verdict::Solved);
  // Where the game's turn shows, another turn is the user's analysis: not
  // judged, and it stays.
  doc.goBack();
  const int before = int(verdicts.size());
  play(doc, "Nf6");
  QCOMPARE(int(verdicts.size()), before);
  QCOMPARE(at(doc), QStringLiteral("Nf6"));
  QTest::qWait(20);
  QCOMPARE(at(doc), QStringLiteral("Nf6"));
  doc.goBack();
  play(doc, "a6");  // the game's turn, shown: followed, not judged
  QCOMPARE(int(verdicts.size()), before);
  // Past the end: nothing to judge, the turn stays as an edit.
  play(doc, "Ba4");
  QCOMPARE(last(), Verdict::Beyond);
  QCOMPARE(at(doc), QStringLiteral("Ba4"));
  QVERIFY(!trainer.isHidden(doc.currentNode()));
  QVERIFY(doc.undoStack()->canUndo());

  // An answer that ends the line solves it at once.
  doc.loadTree(readOne("1. e4 e5 2. Nf3 *"));
  QVERIFY(trainer.isHidden(mainAt(doc, 1)));  // another game: hidden again
  play(doc, "e4");
  QCOMPARE(last(), Verdict::Correct);
  QTRY_COMPARE(at(doc), QStringLiteral("e5"));
  play(doc, "Nf3");
  QCOMPARE(last(), Verdict::Solved);

  // An engine's line added while training is the user's own: shown.
  doc.loadTree(readOne("1. e4 e5 *"));
  const int added = doc.insertLine(doc.tree().root(), {QStringLiteral("d4"), QStringLiteral("d5")});
  QCOMPARE(added, 2);
  const sc::NodeId d4 = doc.tree().node(doc.tree().root()).children[1];
  QVERIFY(!trainer.isHidden(d4));
  QVERIFY(trainer.isHidden(mainAt(doc, 1)));

  // Off: everything shows, and turns are not judged.
  const int judged = int(verdicts.size());
  trainer.setActive(false);
  QVERIFY(!trainer.isHidden(mainAt(doc, 2)));
  play(doc, "c4");
  QCOMPARE(int(verdicts.size()), judged);
}

// Lichess's puzzle 0000D opens at White's 27. Qd6, Black to solve:
// 27... Rd8 28. Qxd8+ Bxd8.
void TestTraining::solvingAPuzzleInTheWindow() {
  auto window = shownWindow();
  openThroughDialog(*window, QStringLiteral(SHOOTERS_DATA "/epd/lichess-puzzles.csv"));
  QVERIFY(window->openGame(1));
  GameDocument *doc = window->document();
  QCOMPARE(at(*doc), QStringLiteral("Qd6"));
  auto *notation = window->findChild<NotationView *>(QStringLiteral("notationView"));
  auto *tree = window->findChild<MoveTreeView *>(QStringLiteral("moveTreeView"));
  auto *graph = window->findChild<EvaluationGraph *>(QStringLiteral("evaluationGraph"));
  auto *trainer = window->findChild<TurnTrainer *>(QStringLiteral("turnTrainer"));
  trainer->setPause(0);
  QVERIFY(notation->plainText().contains(QStringLiteral("Bxd8")));
  auto rowHidden = [tree](sc::NodeId node) {
    const QModelIndex index = tree->moveTreeModel()->index(node);
    return tree->isRowHidden(index.row(), index.parent());
  };

  // Play > Training Mode, by its key (the board has the focus, as after a click).
  window->activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(window.get()));
  window->boardView()->setFocus();
  QTest::keyClick(window.get(), Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
  QVERIFY(window->action(QStringLiteral("actionTrainingMode"))->isChecked());
  QVERIFY(trainer->isActive());
  QVERIFY(window->findChild<QLabel *>(QStringLiteral("trainingBadge"))->isVisible());
  QTRY_VERIFY(!notation->plainText().contains(QStringLiteral("Rd8")));
  QVERIFY(notation->plainText().contains(QStringLiteral("Qd6")));
  QVERIFY(!notation->plainText().contains(QStringLiteral("0-1")));
  const sc::NodeId qd6 = doc->currentNode();
  const sc::NodeId rd8 = doc->tree().node(qd6).children.front();
  QVERIFY(rowHidden(rd8));
  QVERIFY(!rowHidden(qd6));
  QCOMPARE(graph->line().back(), qd6);

  // A wrong try by clicks: said, then taken back.
  clickSquare(*window, "g8");
  clickSquare(*window, "h8");
  QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Not the game")));
  QTRY_COMPARE(doc->currentNode(), qd6);
  QVERIFY(!window->isWindowModified());

  // The solution by clicks: Rd8, the answer Qxd8+ comes, then Bxd8.
  clickSquare(*window, "f8");
  clickSquare(*window, "d8");
  QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Rd8")));
  QTRY_COMPARE(at(*doc), QStringLiteral("Qxd8+"));
  QTRY_VERIFY(notation->plainText().contains(QStringLiteral("Qxd8+")));
  QVERIFY(!notation->plainText().contains(QStringLiteral("Bxd8")));
  QVERIFY(!rowHidden(rd8));
  clickSquare(*window, "f6");
  clickSquare(*window, "d8");
  QCOMPARE(at(*doc), QStringLiteral("Bxd8"));
  QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Solved")));
  QTRY_VERIFY(notation->plainText().contains(QStringLiteral("Bxd8")));
  QCOMPARE(graph->line().back(), doc->currentNode());
  QVERIFY(!window->isWindowModified());

  // The next puzzle from the Games list starts hidden again; off shows all.
  // Game > Next Game (Ctrl+Down): 0009B, 16... bxc5, White to solve with 17. Bxg4.
  QTest::keyClick(window.get(), Qt::Key_Down, Qt::ControlModifier);
  QCOMPARE(at(*doc), QStringLiteral("bxc5"));
  QTRY_VERIFY(notation->plainText().contains(QStringLiteral("bxc5")));
  QVERIFY(!notation->plainText().contains(QStringLiteral("Bxg4")));
  window->action(QStringLiteral("actionTrainingMode"))->trigger();
  QVERIFY(!trainer->isActive());
  QVERIFY(!window->findChild<QLabel *>(QStringLiteral("trainingBadge"))->isVisible());
  QTRY_VERIFY(notation->plainText().contains(QStringLiteral("Qxg4")));
  closeDiscarding(*window);
}

// Two puzzles in two tabs: looking at one does not give the other's answer
// away, nor hide again what the user had already solved there.
void TestTraining::eachTabKeepsWhatItShowed() {
  auto window = shownWindow();
  openThroughDialog(*window, QStringLiteral(SHOOTERS_DATA "/epd/lichess-puzzles.csv"));
  QVERIFY(window->openGame(1));
  GameDocument *doc = window->document();
  auto *notation = window->findChild<NotationView *>(QStringLiteral("notationView"));
  auto *trainer = window->findChild<TurnTrainer *>(QStringLiteral("turnTrainer"));
  trainer->setPause(0);
  window->action(QStringLiteral("actionTrainingMode"))->trigger();
  QVERIFY(trainer->isActive());
  clickSquare(*window, "f8");
  clickSquare(*window, "d8");
  QTRY_COMPARE(at(*doc), QStringLiteral("Qxd8+"));
  const sc::NodeId answer = doc->currentNode();
  const sc::NodeId solution = doc->tree().node(answer).children.front();
  QVERIFY(trainer->isHidden(solution));
  // Back to the puzzle's start to think again: Rd8 and the answer stay shown.
  window->action(QStringLiteral("goBack"))->trigger();
  window->action(QStringLiteral("goBack"))->trigger();
  QCOMPARE(at(*doc), QStringLiteral("Qd6"));
  QVERIFY(!trainer->isHidden(answer));

  // Another file in a tab of its own: its turns ahead hide too.
  openThroughDialog(*window, QStringLiteral(SHOOTERS_DATA "/pgn/mates-in-two.pgn"));
  QCOMPARE(window->workspace()->count(), 2);
  QCOMPARE(window->workspace()->current(), 1);
  const sc::NodeId start = doc->currentNode();
  QVERIFY(!doc->tree().node(start).children.empty());
  const sc::NodeId firstTurn = doc->tree().node(start).children.front();
  QVERIFY(trainer->isHidden(firstTurn));
  const QString hiddenText = notation->plainText();
  QVERIFY(!hiddenText.contains(QString::fromStdString(doc->tree().node(firstTurn).notation)));

  // Back to the puzzle by a click on its tab: Rd8 and the answer still show
  // though the board is before them, the solution does not.
  auto *tabs = window->findChild<WorkspaceTabs *>(QStringLiteral("workspaceTabs"));
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(0).center());
  QCOMPARE(window->workspace()->current(), 0);
  QCOMPARE(at(*doc), QStringLiteral("Qd6"));
  QVERIFY(!trainer->isHidden(answer));
  QVERIFY(trainer->isHidden(solution));
  QTRY_VERIFY(notation->plainText().contains(QStringLiteral("Rd8")));
  QVERIFY(notation->plainText().contains(QStringLiteral("Qxd8+")));
  QVERIFY(!notation->plainText().contains(QStringLiteral("Bxd8")));
  // The solution still counts as solved there.
  window->action(QStringLiteral("goForward"))->trigger();
  window->action(QStringLiteral("goForward"))->trigger();
  QCOMPARE(at(*doc), QStringLiteral("Qxd8+"));
  clickSquare(*window, "f6");
  clickSquare(*window, "d8");
  QCOMPARE(at(*doc), QStringLiteral("Bxd8"));
  QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Solved")));

  // The other tab again: still hidden as it was left.
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(1).center());
  QCOMPARE(doc->currentNode(), start);
  QVERIFY(trainer->isHidden(firstTurn));
  QTRY_COMPARE(notation->plainText(), hiddenText);

  // Training off and on: a new session, from what each tab shows now.
  QAction *training = window->action(QStringLiteral("actionTrainingMode"));
  training->trigger();
  training->trigger();
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(0).center());
  QCOMPARE(at(*doc), QStringLiteral("Bxd8"));
  QVERIFY(!trainer->isHidden(doc->currentNode()));
  closeDiscarding(*window);
}

// View > Variation Arrows (on at first, kept): at a fork the board shows
// each next turn; training hides them with the turns they show.
void TestTraining::variationArrowsKeepTheAnswer() {
  auto window = shownWindow();
  GameDocument *doc = window->document();
  doc->loadTree(readOne("1. e4 e5 2. Nf3 (2. Nc3 Nf6) 2... Nc6 *"));
  doc->goTo(mainAt(*doc, 2));
  QAction *arrows = window->action(QStringLiteral("variationArrows"));
  QVERIFY(arrows && arrows->isCheckable() && arrows->isChecked());
  QVERIFY(menuNamed(*window, QStringLiteral("View"))->actions().contains(arrows));
  BoardView *board = window->boardView();
  const auto shown = [board] {
    QStringList out;
    for (const BoardScene::Continuation &c : board->scene().continuations)
      out << QString::fromStdString(sc::squareName(c.from) + sc::squareName(c.to)) +
                 (c.main ? QStringLiteral("*") : QString());
    return out;
  };
  QCOMPARE(shown(), (QStringList{QStringLiteral("g1f3*"), QStringLiteral("b1c3")}));
  arrows->trigger();
  QVERIFY(shown().isEmpty());
  QVERIFY(!board->showContinuations());
  arrows->trigger();
  QCOMPARE(shown().size(), 2);

  auto *trainer = window->findChild<TurnTrainer *>(QStringLiteral("turnTrainer"));
  trainer->setPause(0);
  window->action(QStringLiteral("actionTrainingMode"))->trigger();
  QVERIFY(trainer->isActive());
  QVERIFY(shown().isEmpty());                              // the next turns are the puzzle
  window->action(QStringLiteral("goForward"))->trigger();  // → shows the game's turn
  window->action(QStringLiteral("goBack"))->trigger();
  QCOMPARE(shown(), QStringList{QStringLiteral("g1f3*")});  // shown now; Nc3 is not
  window->action(QStringLiteral("actionTrainingMode"))->trigger();
  QCOMPARE(shown().size(), 2);
  closeDiscarding(*window);
}

QTEST_MAIN(TestTraining)
#include "tst_training.moc"
