// Game > Auto Play (docs/navigator.md, "Auto play"): AutoPlay shows the
// line's next turn at each interval and stops by itself at its end, starts
// over from the start when started at the end, and stops at once when the
// user moves the board; through the real window its key starts it, its
// speed menu is kept in the settings, and a game against the engine greys it.
// Game > Go to Turn finds a turn of the line by the number the notation shows.
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>

#include "autoplay.h"
#include "pgn.h"
#include "windowfiles.h"

using namespace wbtest;

namespace {

std::unique_ptr<sc::GameTree> chessGame(const char *text) {
  std::string error;
  const sc::VariantPtr chess = sc::Registry::instance().load("chess", {}, error);
  sc::PgnFile file = sc::readPgn(chess, text);
  if (file.games.size() != 1 || !file.games[0].tree) qFatal("unreadable: %s", text);
  return std::move(file.games[0].tree);
}

}  // namespace

class TestAutoPlay : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { isolateSettings(m_settings, QStringLiteral("tst_autoplay")); }
  void init() { clearSettingsAndRecovery(); }
  void replaysTheLine();
  void throughTheWindow();
  void goToTurn();

 private:
  QTemporaryDir m_settings;
};

void TestAutoPlay::replaysTheLine() {
  std::unique_ptr<sc::GameTree> tree = chessGame("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *");
  GameDocument doc(tree->start().variantPtr());
  doc.loadTree(std::move(tree));
  const std::vector<sc::NodeId> line = doc.tree().mainLine();
  AutoPlay play(&doc);
  play.setInterval(100);
  QSignalSpy running(&play, &AutoPlay::runningChanged);
  QSignalSpy finished(&play, &AutoPlay::finished);
  QSignalSpy moved(&doc, &GameDocument::currentNodeChanged);

  play.setRunning(true);
  QVERIFY(play.isRunning());
  QCOMPARE(doc.currentNode(), line[0]);  // a step comes after the interval, not at once
  QTRY_COMPARE(doc.currentNode(), line.back());
  QCOMPARE(moved.count(), 4);  // one turn at a time, along the main line
  QTRY_COMPARE(finished.count(), 1);
  QVERIFY(!play.isRunning());
  QCOMPARE(running.count(), 2);

  // At the end it starts over; the user's step back stops it for good. (A
  // slower pace, so that a loaded machine still sees the replay mid-way.)
  play.setInterval(400);
  play.setRunning(true);
  QCOMPARE(doc.currentNode(), doc.tree().root());
  QTRY_VERIFY(doc.tree().node(doc.currentNode()).ply >= 2);
  QVERIFY(play.isRunning());
  const sc::NodeId reached = doc.currentNode();
  doc.goBack();
  QVERIFY(!play.isRunning());
  QTest::qWait(600);
  QCOMPARE(doc.currentNode(), doc.tree().node(reached).parent);
  play.setInterval(100);
  QCOMPARE(finished.count(), 1);

  // In a variation it follows that variation's line.
  doc.goTo(line[2]);  // 1... e5
  doc.goSibling(1);   // 1... c5
  const sc::NodeId c5 = doc.currentNode();
  QCOMPARE(doc.tree().node(c5).notation, std::string("c5"));
  play.setRunning(true);
  QTRY_VERIFY(!play.isRunning());
  QCOMPARE(doc.tree().node(doc.currentNode()).notation, std::string("Nf3"));
  QCOMPARE(doc.tree().node(doc.currentNode()).parent, c5);

  // A game without a turn has nothing to show; another game stops a replay.
  GameDocument empty(doc.tree().start().variantPtr());
  AutoPlay idle(&empty);
  idle.setRunning(true);
  QVERIFY(!idle.isRunning());
  doc.goStart();
  play.setRunning(true);
  QVERIFY(play.isRunning());
  doc.loadTree(chessGame("1. d4 d5 *"));
  QVERIFY(!play.isRunning());
}

void TestAutoPlay::throughTheWindow() {
  auto window = shownWindow();
  openThroughDialog(*window, QStringLiteral(SHOOTERS_DATA "/pgn/openings.pgn"));
  GameDocument *doc = window->document();
  doc->goStart();
  QAction *action = window->action(QStringLiteral("actionAutoPlay"));
  QVERIFY(action);
  auto *play = window->findChild<AutoPlay *>(QStringLiteral("autoPlay"));
  QCOMPARE(play->interval(), AutoPlay::kDefaultInterval);

  // Game > Auto Play Interval > a turn every 5 seconds: kept for the next window.
  QMenu *speed = window->findChild<QMenu *>(QStringLiteral("autoPlaySpeedMenu"));
  QVERIFY(speed);
  QAction *five = speed->findChild<QAction *>(QStringLiteral("autoPlayEvery5000"));
  QVERIFY(five && !five->isChecked());
  five->trigger();
  QVERIFY(five->isChecked());
  QCOMPARE(play->interval(), 5000);
  QCOMPARE(QSettings().value(QStringLiteral("game/autoPlayInterval")).toInt(), 5000);

  // Its key from the board: running, ticked, said in the status bar. (A
  // short pace for the test, not so short that a loaded machine misses it.)
  play->setInterval(400);
  window->activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(window.get()));
  window->boardView()->setFocus();
  QTest::keyClick(window.get(), Qt::Key_Space, Qt::ControlModifier | Qt::ShiftModifier);
  QVERIFY(play->isRunning());
  QVERIFY(action->isChecked());
  QVERIFY2(window->statusBar()->currentMessage().startsWith(QStringLiteral("Auto play")),
           qPrintable(window->statusBar()->currentMessage()));
  // The user's → takes over: stopped and unticked, the board where the user put it.
  QTRY_VERIFY(doc->tree().node(doc->currentNode()).ply >= 2);
  QVERIFY(play->isRunning());
  QTest::keyClick(window->boardView(), Qt::Key_Right);
  QVERIFY(!play->isRunning());
  QVERIFY(!action->isChecked());
  const sc::NodeId left = doc->currentNode();
  QTest::qWait(600);
  QCOMPARE(doc->currentNode(), left);

  // Again to the end of the Petrov: it stops there by itself and says so.
  play->setInterval(100);
  action->trigger();
  QVERIFY(play->isRunning());
  QTRY_VERIFY_WITH_TIMEOUT(!action->isChecked(), 10000);
  QCOMPARE(doc->currentNode(), doc->tree().mainLine().back());
  QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Auto play: the end of the line"));
  QVERIFY(!window->isWindowModified());

  auto next = shownWindow();
  QCOMPARE(next->findChild<AutoPlay *>(QStringLiteral("autoPlay"))->interval(), 5000);
  closeDiscarding(*next);
  closeDiscarding(*window);
}

void TestAutoPlay::goToTurn() {
  auto window = shownWindow();
  openThroughDialog(*window, QStringLiteral(SHOOTERS_DATA "/pgn/openings.pgn"));
  GameDocument *doc = window->document();
  // The Petrov: 1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6 4. Nf3 Nxe4 5. d4
  doc->goTo(doc->tree().mainLine()[3]);
  QAction *action = window->action(QStringLiteral("goToTurn"));
  QVERIFY(action && action->isEnabled());
  QVERIFY(menuNamed(*window, QStringLiteral("Game"))->actions().contains(action));

  DialogAnswerer answerer;
  QStringList said;
  bool okForNine = true;
  answerer.answerDialog([&](QDialog *dialog) {
    QCOMPARE(dialog->objectName(), QStringLiteral("goToTurnDialog"));
    auto *number = dialog->findChild<QLineEdit *>(QStringLiteral("turnNumber"));
    auto *found = dialog->findChild<QLabel *>(QStringLiteral("turnFound"));
    auto *range = dialog->findChild<QLabel *>(QStringLiteral("lineRange"));
    auto *buttons = dialog->findChild<QDialogButtonBox *>();
    QVERIFY(number && found && range && buttons);
    said << range->text();
    QPushButton *go = buttons->button(QDialogButtonBox::Ok);
    said << number->text() << found->text();  // the turn shown, selected
    QTest::keyClicks(number, QStringLiteral("9"));
    said << found->text();
    okForNine = go->isEnabled();
    number->clear();
    QTest::keyClicks(number, QStringLiteral("3..."));
    said << found->text();
    QVERIFY(go->isEnabled());
    QTest::keyClick(number, Qt::Key_Return);
  });
  window->activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(window.get()));
  QTest::keyClick(window.get(), Qt::Key_G, Qt::ControlModifier);
  QVERIFY2(answerer.allAnswered(), qPrintable(answerer.seen.join(u'|')));
  QCOMPARE(said, (QStringList{QStringLiteral("This line runs from 1. e4 to 5. d4."),
                              QStringLiteral("2."), QStringLiteral("Goes to 2. Nf3"),
                              QStringLiteral("This line has no turn 9."),
                              QStringLiteral("Goes to 3\u2026 d6")}));
  QVERIFY(!okForNine);
  QCOMPARE(doc->tree().node(doc->currentNode()).notation, std::string("d6"));

  // Cancel leaves the board where it was.
  answerer.answerDialog([](QDialog *dialog) { dialog->reject(); });
  QVERIFY(action->isEnabled());
  action->trigger();
  QVERIFY2(answerer.allAnswered(), qPrintable(answerer.seen.join(u'|')));
  QCOMPARE(doc->tree().node(doc->currentNode()).notation, std::string("d6"));
  closeDiscarding(*window);
}

QTEST_MAIN(TestAutoPlay)
#include "tst_autoplay.moc"
