// Several games at once (issue 15): tabs of one window, each with its own
// undo history, its own question on closing and its own recovery file; the
// board editor's "Analyse from Here" opens a tab beside the file.
#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "boardview.h"
#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "pgnio.h"
#include "positioneditor.h"
#include "recoverystore.h"
#include "windowfiles.h"
#include "workspace.h"
#include "workspacetabs.h"

using namespace wbtest;

class TestWorkspace : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { isolateSettings(m_settings, QStringLiteral("tst_workspace")); }
  void init() { clearSettingsAndRecovery(); }
  void twoTabsKeepSeparateUndo();
  void analyseFromHereKeepsTheFileOpen();
  void closingAsksOnlyAboutItsOwnTab();
  void openingAnOpenFileShowsItsTab();
  void recoveryCoversEveryTab();

 private:
  QTemporaryDir m_settings;
};

namespace {

WorkspaceTabs *tabBar(MainWindow &window) {
  return window.findChild<WorkspaceTabs *>(QStringLiteral("workspaceTabs"));
}

void clickTab(MainWindow &window, int tab) {
  WorkspaceTabs *bar = tabBar(window);
  QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(tab).center());
}

QStringList tabTexts(MainWindow &window) {
  QStringList out;
  for (int i = 0; i < tabBar(window)->count(); ++i) out << tabBar(window)->tabText(i);
  return out;
}

}  // namespace

void TestWorkspace::twoTabsKeepSeparateUndo() {
  auto window = shownWindow();
  // One game: no tab bar takes the board's room.
  QVERIFY(!tabBar(*window)->isVisible());
  clickSquare(*window, "e2");
  clickSquare(*window, "e3");
  newGameThroughDialog(*window);  // a second tab, nothing asked
  QCOMPARE(window->workspace()->count(), 2);
  QVERIFY(tabBar(*window)->isVisible());
  QCOMPARE(tabTexts(*window),
           (QStringList{QStringLiteral("Untitled*"), QStringLiteral("Untitled")}));
  clickSquare(*window, "d2");
  clickSquare(*window, "d3");
  clickSquare(*window, "d7");
  clickSquare(*window, "d6");
  QCOMPARE(window->document()->tree().nodeCount(), 3);
  QCOMPARE(window->document()->undoStack()->count(), 2);

  // Ctrl+Z undoes this tab's last turn only (the window active again after the dialog).
  window->activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(window.get()));
  QTest::keyClick(window->boardView(), Qt::Key_Z, Qt::ControlModifier);
  QCOMPARE(window->document()->tree().nodeCount(), 2);

  // The first tab, chosen with the mouse: its game and its history.
  clickTab(*window, 0);
  QCOMPARE(window->workspace()->current(), 0);
  QCOMPARE(mainLineTokens(window->document()->tree()), QStringList{QStringLiteral("Pe2-e3")});
  QCOMPARE(window->document()->undoStack()->count(), 1);
  QVERIFY(window->action(QStringLiteral("undo"))->isEnabled());
  QTest::keyClick(window->boardView(), Qt::Key_Z, Qt::ControlModifier);
  QCOMPARE(window->document()->tree().nodeCount(), 1);
  QVERIFY(!window->isWindowModified());
  QCOMPARE(tabTexts(*window).first(), QStringLiteral("Untitled"));

  // Back to the second: its redo is still there, and it stood where it was left.
  clickTab(*window, 1);
  QCOMPARE(mainLineTokens(window->document()->tree()), QStringList{QStringLiteral("Pd2-d3")});
  QVERIFY(window->document()->undoStack()->canRedo());
  QTest::keyClick(window->boardView(), Qt::Key_Y, Qt::ControlModifier);
  QCOMPARE(window->document()->tree().nodeCount(), 3);
  closeDiscarding(*window);
}

void TestWorkspace::analyseFromHereKeepsTheFileOpen() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("kept.pgn"));
  QVERIFY(PgnIo::writeFile(path, "[Event \"Kept\"]\n\n1. Pe2-e3 Pd7-d6 *\n"));
  auto window = shownWindow();
  QVERIFY(window->openFile(path));
  window->action(QStringLiteral("editPosition"))->trigger();
  window->positionEditor()->setSfen(QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - 0 1"));
  auto *analyse = window->findChild<QAbstractButton *>(QStringLiteral("analyseButton"));
  QVERIFY(analyse);
  if (!analyse->isEnabled()) QSKIP("this bare position is not one the ruleset starts a game from");
  QTest::mouseClick(analyse, Qt::LeftButton);
  // No question, and the file stays open in its own tab.
  QCOMPARE(window->workspace()->count(), 2);
  QCOMPARE(window->workspace()->current(), 1);
  QCOMPARE(window->boardView()->mode(), BoardView::Mode::Play);
  QVERIFY(window->document()->filePath().isEmpty());
  QCOMPARE(window->workspace()->filePath(0), path);
  QCOMPARE(tabTexts(*window).first(), QStringLiteral("kept.pgn"));
  clickTab(*window, 0);
  QCOMPARE(window->document()->tree().tags().at("Event"), std::string("Kept"));
  closeDiscarding(*window);
}

void TestWorkspace::closingAsksOnlyAboutItsOwnTab() {
  auto window = shownWindow();
  clickSquare(*window, "e2");
  clickSquare(*window, "e3");
  newGameThroughDialog(*window);
  QCOMPARE(window->workspace()->count(), 2);
  // The clean tab closes without a question, by its close button.
  {
    DialogAnswerer answerer;
    QWidget *close = tabBar(*window)->tabButton(1, QTabBar::RightSide);
    QVERIFY(close);
    QTest::mouseClick(close, Qt::LeftButton);
    QCOMPARE(answerer.seen.size(), 0);
  }
  QCOMPARE(window->workspace()->count(), 1);
  // The changed one asks; Cancel keeps it.
  {
    DialogAnswerer answerer;
    answerer.pressButton(QMessageBox::Cancel);
    window->action(QStringLiteral("closeTab"))->trigger();
    QVERIFY(answerer.allAnswered());
    QVERIFY(answerer.seen.first().contains(QLatin1String("Unsaved Changes")));
  }
  QCOMPARE(window->document()->tree().nodeCount(), 2);
  // Discard: the last tab gives way to a new game of its rule system.
  {
    DialogAnswerer answerer;
    answerer.pressButton(QMessageBox::Discard);
    window->action(QStringLiteral("closeTab"))->trigger();
    QVERIFY(answerer.allAnswered());
  }
  QCOMPARE(window->workspace()->count(), 1);
  QCOMPARE(window->document()->tree().nodeCount(), 1);
  QVERIFY(!window->isWindowModified());
  QVERIFY(window->close());
}

void TestWorkspace::openingAnOpenFileShowsItsTab() {
  QTemporaryDir dir;
  const QString first = dir.filePath(QStringLiteral("first.pgn"));
  const QString second = dir.filePath(QStringLiteral("second.pgn"));
  QVERIFY(PgnIo::writeFile(first, "[Event \"First\"]\n\n1. Pe2-e3 *\n"));
  QVERIFY(PgnIo::writeFile(second, "[Event \"Second\"]\n\n1. Pd2-d3 *\n"));
  auto window = shownWindow();
  QVERIFY(window->openFile(first));  // into the pristine tab
  QCOMPARE(window->workspace()->count(), 1);
  QVERIFY(window->openFile(second));
  QCOMPARE(window->workspace()->count(), 2);
  QCOMPARE(tabTexts(*window),
           (QStringList{QStringLiteral("first.pgn"), QStringLiteral("second.pgn")}));
  QVERIFY(window->openFile(first));
  QCOMPARE(window->workspace()->count(), 2);
  QCOMPARE(window->workspace()->current(), 0);
  QCOMPARE(window->document()->tree().tags().at("Event"), std::string("First"));
  // Ctrl+PgDown walks the tabs.
  QTest::keyClick(window.get(), Qt::Key_PageDown, Qt::ControlModifier);
  QCOMPARE(window->workspace()->current(), 1);
  QVERIFY(window->windowTitle().startsWith(QStringLiteral("second.pgn")));
  QVERIFY(window->close());
}

void TestWorkspace::recoveryCoversEveryTab() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("file.pgn"));
  QVERIFY(PgnIo::writeFile(path, "[Event \"File\"]\n\n1. Pe2-e3 *\n"));
  {
    auto window = shownWindow();
    QVERIFY(window->openFile(path));
    QTest::keyClick(window->boardView(), Qt::Key_End);
    clickSquare(*window, "d7");
    clickSquare(*window, "d6");
    QVERIFY(window->isWindowModified());
    QVERIFY(window->recoveryStore()->writeNow());
    newGameThroughDialog(*window);
    clickSquare(*window, "c2");
    clickSquare(*window, "c3");
    QVERIFY(window->isWindowModified());
    QVERIFY(window->recoveryStore()->writeNow());
    QCOMPARE(RecoveryStore::orphans().size(), 0);  // this session is running
    // A crash: the window goes without a clean exit (no close()).
    window.reset();
  }
  QCOMPARE(RecoveryStore::orphans().size(), 2);
  auto window = shownWindow();
  QVERIFY(window->restoreRecovery(RecoveryStore::orphans().first()));
  QVERIFY(window->restoreRecovery(RecoveryStore::orphans().first()));
  QCOMPARE(RecoveryStore::orphans().size(), 0);
  QCOMPARE(window->workspace()->count(), 2);
  QStringList lines;
  for (int tab = 0; tab < 2; ++tab) {
    window->workspace()->setCurrent(tab);
    QVERIFY(window->isWindowModified());
    lines << mainLineTokens(window->document()->tree()).join(u' ');
  }
  lines.sort();
  QCOMPARE(lines, (QStringList{QStringLiteral("Pc2-c3"), QStringLiteral("Pe2-e3 Pd7-d6")}));
  closeDiscarding(*window);
}

QTEST_MAIN(TestWorkspace)
#include "tst_workspace.moc"
