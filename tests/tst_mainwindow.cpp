// The workbench window, offscreen: it builds, every dock is in the View menu
// with its toggle, docks hide and show, Reset layout restores the default, the
// layout survives a restart, the Game menu moves through the document, the
// title shows the file and the modified mark, edit mode switches the board and
// the undo stack, and files with several or bad games open.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUrl>

#include "boardview.h"
#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "movegen.h"
#include "pgnio.h"
#include "positioneditor.h"
#include "recoverystore.h"
#include "turninput.h"
#include "workspace.h"

namespace {

const QStringList kDocks = {QStringLiteral("navigatorDock"), QStringLiteral("editorDock"),
                            QStringLiteral("gamesDock"), QStringLiteral("rankDock"),
                            QStringLiteral("analysisDock")};

void playTurns(GameDocument *document, int count, int pick = 0) {
  for (int i = 0; i < count; ++i) {
    sc::Position pos = document->position();
    sc::TurnList turns;
    sc::generateLegal(pos, turns);
    QVERIFY(turns.size > pick);
    document->playTurn(turns[pick]);
  }
}

QMenu *menuNamed(QMainWindow &window, const QString &title) {
  for (QAction *a : window.menuBar()->actions())
    if (a->menu() && a->text().remove(QLatin1Char('&')) == title) return a->menu();
  return nullptr;
}

// Closes a window that may ask about unsaved changes (once per tab).
void closeDiscarding(MainWindow &window) {
  QTimer discard;
  discard.setInterval(10);
  QObject::connect(&discard, &QTimer::timeout, [] {
    if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
      box->button(QMessageBox::Discard)->click();
  });
  discard.start();
  window.close();
}

}  // namespace

class TestMainWindow : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void buildsOffscreen();
  void docksAreInViewMenu();
  void saveAsShortcutAndUndoIcons();
  void docksHideAndShow();
  void resetLayoutRestoresDefault();
  void layoutSurvivesRestart();
  void navigationActionsMoveDocument();
  void treeEditActions();
  void glyphAndUndoActions();
  void diagramMarkFromEditMenu();
  void titleShowsFileAndModified();
  void editModeSwitchesBoardAndUndo();
  void multiGameFileOpensInList();
  void badGameIsReported();
  void closeAsksAboutUnsavedChanges();
  void droppedFileOpens();
  void clipboardGameAndSfen();
  void copyLineOfTheBoardsTurn();

 private:
  QTemporaryDir m_settings;
};

void TestMainWindow::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestMainWindow::init() {
  QSettings().clear();
  QDir(RecoveryStore::defaultDirectory()).removeRecursively();
}

void TestMainWindow::buildsOffscreen() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  QVERIFY(window.boardView());
  // The board heads the central column, the turn box under it.
  QVERIFY(window.centralWidget() != window.boardView());
  QVERIFY(window.centralWidget()->isAncestorOf(window.boardView()));
  QCOMPARE(window.boardView()->mode(), BoardView::Mode::Play);
  auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
  QVERIFY(toolBar);
  QVERIFY(toolBar->actions().contains(window.action(QStringLiteral("goForward"))));
  for (const char *menu : {"File", "Edit", "View", "Game", "Analysis", "Play", "Help"})
    QVERIFY2(menuNamed(window, QLatin1String(menu)), menu);
  // What the engine says, and playing, each in a menu of its own; the Game
  // menu keeps the line and its edits.
  const auto names = [](QMenu *menu) {
    QStringList out;
    for (QAction *a : menu->actions())
      out << (a->isSeparator() ? QStringLiteral("|") : a->objectName());
    return out;
  };
  QCOMPARE(names(menuNamed(window, QStringLiteral("Analysis"))),
           (QStringList{"actionAnalyseGame", "actionAnalysePosition", "actionShowThreat",
                        "actionPlayBestTurn", "|", "actionLearnFromMistakes", "actionShowSolution",
                        "actionSkipMistake"}));
  QCOMPARE(names(menuNamed(window, QStringLiteral("Play"))),
           (QStringList{"playEngine", "takeBack", "hint", "resign", "stopPlaying", "|",
                        "actionTrainingMode"}));
  const QStringList game = names(menuNamed(window, QStringLiteral("Game")));
  QVERIFY(game.contains(QStringLiteral("actionAutoPlay")));
  QVERIFY(game.contains(QStringLiteral("typeTurn")));
  QVERIFY(!game.contains(QStringLiteral("actionAnalyseGame")));
  QVERIFY(!game.contains(QStringLiteral("playEngine")));
  QVERIFY(window.close());
}

void TestMainWindow::docksAreInViewMenu() {
  MainWindow window;
  QMenu *view = menuNamed(window, QStringLiteral("View"));
  QVERIFY(view);
  for (const QString &name : kDocks) {
    auto *dock = window.findChild<QDockWidget *>(name);
    QVERIFY2(dock, qPrintable(name));
    QVERIFY(view->actions().contains(dock->toggleViewAction()));
    QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetMovable));
    QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetFloatable));
    QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetClosable));
    QVERIFY(!dock->windowTitle().isEmpty());
  }
  QVERIFY(view->actions().contains(window.action(QStringLiteral("resetLayout"))));
  QVERIFY(view->actions().contains(window.action(QStringLiteral("flipBoard"))));
}

// Issue 15: Save As has a shortcut on every platform, and Undo and Redo do
// not wear the Back and Forward arrows.
void TestMainWindow::saveAsShortcutAndUndoIcons() {
  MainWindow window;
  QAction *saveAs = window.action(QStringLiteral("saveAs"));
  QVERIFY(!saveAs->shortcut().isEmpty());
  QCOMPARE(saveAs->shortcut(), QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
                                   ? QKeySequence(QStringLiteral("Ctrl+Shift+S"))
                                   : QKeySequence(QKeySequence::SaveAs));
  auto image = [&](const char *name) {
    return window.action(QLatin1String(name))->icon().pixmap(24, 24).toImage();
  };
  QVERIFY(!image("undo").isNull() && !image("goBack").isNull());
  QVERIFY(image("undo") != image("goBack"));
  QVERIFY(image("redo") != image("goForward"));
  QVERIFY(image("undo") != image("redo"));
}

void TestMainWindow::docksHideAndShow() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  for (const QString &name : {QStringLiteral("navigatorDock"), QStringLiteral("gamesDock")}) {
    auto *dock = window.findChild<QDockWidget *>(name);
    QVERIFY(dock->isVisible());
    dock->toggleViewAction()->trigger();
    QVERIFY(!dock->isVisible());
    QVERIFY(!dock->toggleViewAction()->isChecked());
    dock->toggleViewAction()->trigger();
    QVERIFY(dock->isVisible());
  }
  // The editor dock starts hidden and comes with edit mode.
  auto *editor = window.findChild<QDockWidget *>(QStringLiteral("editorDock"));
  QVERIFY(!editor->isVisible());
  editor->toggleViewAction()->trigger();
  QVERIFY(editor->isVisible());
  editor->toggleViewAction()->trigger();
  QVERIFY(!editor->isVisible());
}

void TestMainWindow::resetLayoutRestoresDefault() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  auto *navigator = window.findChild<QDockWidget *>(QStringLiteral("navigatorDock"));
  auto *games = window.findChild<QDockWidget *>(QStringLiteral("gamesDock"));
  const QByteArray before = window.saveState();
  navigator->hide();
  games->setFloating(true);
  window.addDockWidget(Qt::LeftDockWidgetArea, navigator);
  QVERIFY(window.saveState() != before);

  window.action(QStringLiteral("resetLayout"))->trigger();
  QVERIFY(navigator->isVisible());
  QVERIFY(games->isVisible());
  QVERIFY(!games->isFloating());
  QCOMPARE(window.dockWidgetArea(navigator), Qt::RightDockWidgetArea);
  QCOMPARE(window.dockWidgetArea(games), Qt::RightDockWidgetArea);
  QVERIFY(!window.findChild<QDockWidget *>(QStringLiteral("editorDock"))->isVisible());

  // The default column: the move tree (the wizard a tab behind it) above the
  // rank inspector (analysis and games behind it), both on screen at once.
  auto *ranks = window.findChild<QDockWidget *>(QStringLiteral("rankDock"));
  auto *wizard = window.findChild<QDockWidget *>(QStringLiteral("wizardDock"));
  QCOMPARE(window.tabifiedDockWidgets(navigator), QList<QDockWidget *>{wizard});
  QVERIFY(window.tabifiedDockWidgets(ranks).contains(games));
  QVERIFY(!window.tabifiedDockWidgets(ranks).contains(navigator));
  QTRY_VERIFY(!navigator->visibleRegion().isEmpty());
  QTRY_VERIFY(!ranks->visibleRegion().isEmpty());
  QVERIFY(navigator->geometry().bottom() < ranks->geometry().top());
}

void TestMainWindow::layoutSurvivesRestart() {
  {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *navigator = window.findChild<QDockWidget *>(QStringLiteral("navigatorDock"));
    window.addDockWidget(Qt::LeftDockWidgetArea, navigator);
    window.findChild<QDockWidget *>(QStringLiteral("gamesDock"))->hide();
    window.resize(1000, 700);
    QVERIFY(window.close());  // writes geometry and state
  }
  MainWindow again;
  again.show();
  QVERIFY(QTest::qWaitForWindowExposed(&again));
  auto *navigator = again.findChild<QDockWidget *>(QStringLiteral("navigatorDock"));
  QCOMPARE(again.dockWidgetArea(navigator), Qt::LeftDockWidgetArea);
  QVERIFY(!again.findChild<QDockWidget *>(QStringLiteral("gamesDock"))->isVisible());
  QCOMPARE(again.size(), QSize(1000, 700));
  again.resetLayout();
  QCOMPARE(again.dockWidgetArea(navigator), Qt::RightDockWidgetArea);
}

void TestMainWindow::navigationActionsMoveDocument() {
  MainWindow window;
  GameDocument *doc = window.document();
  playTurns(doc, 4);
  const std::vector<sc::NodeId> line = doc->tree().mainLine();
  QCOMPARE(doc->currentNode(), line.back());
  QVERIFY(!window.action(QStringLiteral("goForward"))->isEnabled());

  window.action(QStringLiteral("goBack"))->trigger();
  QCOMPARE(doc->currentNode(), line[3]);
  window.action(QStringLiteral("goStart"))->trigger();
  QCOMPARE(doc->currentNode(), doc->tree().root());
  QVERIFY(!window.action(QStringLiteral("goBack"))->isEnabled());
  window.action(QStringLiteral("goForward"))->trigger();
  QCOMPARE(doc->currentNode(), line[1]);
  window.action(QStringLiteral("goEnd"))->trigger();
  QCOMPARE(doc->currentNode(), line.back());

  // A fork: Up and Down switch between the alternatives.
  window.action(QStringLiteral("goStart"))->trigger();
  playTurns(doc, 1, 1);
  const sc::NodeId variation = doc->currentNode();
  QVERIFY(window.action(QStringLiteral("previousVariation"))->isEnabled());
  window.action(QStringLiteral("previousVariation"))->trigger();
  QCOMPARE(doc->currentNode(), line[1]);
  window.action(QStringLiteral("nextVariation"))->trigger();
  QCOMPARE(doc->currentNode(), variation);

  // The keys reach the actions while the board has the focus.
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  window.activateWindow();
  window.boardView()->setFocus();
  QTest::keyClick(window.boardView(), Qt::Key_Left);
  QCOMPARE(doc->currentNode(), doc->tree().root());
  QTest::keyClick(window.boardView(), Qt::Key_End);
  QCOMPARE(doc->currentNode(), line.back());
  QTest::keyClick(window.boardView(), Qt::Key_Home);
  QCOMPARE(doc->currentNode(), doc->tree().root());
  closeDiscarding(window);
}

void TestMainWindow::treeEditActions() {
  MainWindow window;
  GameDocument *doc = window.document();
  playTurns(doc, 3);
  const std::vector<sc::NodeId> line = doc->tree().mainLine();
  doc->goTo(line[1]);
  playTurns(doc, 2, 1);  // a variation replacing the second turn
  const sc::NodeId head = doc->tree().node(line[1]).children[1];
  QVERIFY(window.action(QStringLiteral("makeMainLine"))->isEnabled());
  window.action(QStringLiteral("makeMainLine"))->trigger();
  QCOMPARE(doc->tree().node(line[1]).children.front(), head);
  doc->undoStack()->undo();
  QCOMPARE(doc->tree().node(line[1]).children.front(), line[2]);

  doc->goTo(head);
  window.action(QStringLiteral("promoteVariation"))->trigger();
  QCOMPARE(doc->tree().node(line[1]).children.front(), head);
  doc->undoStack()->undo();

  doc->goTo(doc->tree().node(head).children.front());
  window.action(QStringLiteral("deleteVariation"))->trigger();
  QCOMPARE(doc->tree().node(line[1]).children.size(), std::size_t(1));
  doc->undoStack()->undo();
  QCOMPARE(doc->tree().node(line[1]).children.size(), std::size_t(2));

  doc->goTo(line[1]);
  window.action(QStringLiteral("deleteFromHere"))->trigger();
  QVERIFY(doc->tree().node(line[1]).children.empty());
  closeDiscarding(window);
}

void TestMainWindow::glyphAndUndoActions() {
  MainWindow window;
  GameDocument *doc = window.document();
  QAction *glyph = window.action(QStringLiteral("glyph1"));
  QVERIFY(glyph);
  QVERIFY(!glyph->isEnabled());  // the start position has no turn to judge
  playTurns(doc, 1);
  QVERIFY(glyph->isEnabled());
  glyph->trigger();
  const std::vector<int> good{1};
  QCOMPARE(doc->tree().node(doc->currentNode()).annotation.nags, good);
  QVERIFY(glyph->isChecked());
  window.action(QStringLiteral("undo"))->trigger();
  QVERIFY(doc->tree().node(doc->currentNode()).annotation.nags.empty());
  window.action(QStringLiteral("redo"))->trigger();
  QCOMPARE(doc->tree().node(doc->currentNode()).annotation.nags, good);
  closeDiscarding(window);
}

// Edit > Diagram After Turn: ChessBase's [#] in the comment after the turn
// shown, checked as the board moves between marked and unmarked turns; the
// start has its own wording; each toggle is an undo step.
void TestMainWindow::diagramMarkFromEditMenu() {
  MainWindow window;
  GameDocument *doc = window.document();
  QMenu *edit = menuNamed(window, QStringLiteral("Edit"));
  QVERIFY(edit);
  QAction *mark = window.action(QStringLiteral("diagramMark"));
  QVERIFY(mark && edit->actions().contains(mark));
  QCOMPARE(mark->text(), QStringLiteral("&Diagram of the Start Position"));
  playTurns(doc, 2);
  const sc::NodeId second = doc->currentNode();
  const sc::NodeId first = doc->tree().node(second).parent;
  QCOMPARE(mark->text(), QStringLiteral("&Diagram After Turn"));
  QVERIFY(mark->isCheckable() && !mark->isChecked());
  sc::Annotation note;
  note.commentAfter = "A quiet reply.";
  doc->setAnnotation(second, note);
  mark->trigger();
  QCOMPARE(doc->tree().node(second).annotation.commentAfter, std::string("A quiet reply. [#]"));
  QVERIFY(mark->isChecked());
  doc->goTo(first);
  QVERIFY(!mark->isChecked());
  doc->goTo(second);
  QVERIFY(mark->isChecked());
  window.action(QStringLiteral("undo"))->trigger();
  QCOMPARE(doc->tree().node(second).annotation.commentAfter, std::string("A quiet reply."));
  QVERIFY(!mark->isChecked());
  window.action(QStringLiteral("redo"))->trigger();
  QVERIFY(mark->isChecked());
  mark->trigger();  // off again: the comment reads as before
  QCOMPARE(doc->tree().node(second).annotation.commentAfter, std::string("A quiet reply."));
  doc->goTo(doc->tree().root());
  mark->trigger();
  QCOMPARE(doc->tree().node(doc->tree().root()).annotation.commentAfter, std::string("[#]"));
  window.action(QStringLiteral("editPosition"))->trigger();
  QVERIFY(!mark->isEnabled());  // the board is an editor: no turn to mark
  window.action(QStringLiteral("editPosition"))->trigger();
  closeDiscarding(window);
}

void TestMainWindow::titleShowsFileAndModified() {
  QTemporaryDir dir;
  MainWindow window;
  QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")));
  QVERIFY(window.windowTitle().contains(QStringLiteral("Untitled")));
  QVERIFY(!window.isWindowModified());
  playTurns(window.document(), 1);
  QVERIFY(window.isWindowModified());
  const QString path = dir.filePath(QStringLiteral("titled.pgn"));
  QVERIFY(window.saveFile(path));
  QVERIFY(!window.isWindowModified());
  QVERIFY(window.windowTitle().contains(QStringLiteral("titled.pgn")));
  window.action(QStringLiteral("undo"))->trigger();
  QVERIFY(window.isWindowModified());
  window.action(QStringLiteral("redo"))->trigger();
  QVERIFY(!window.isWindowModified());
  QVERIFY(window.close());
}

void TestMainWindow::editModeSwitchesBoardAndUndo() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  QAction *edit = window.action(QStringLiteral("editPosition"));
  auto *dock = window.findChild<QDockWidget *>(QStringLiteral("editorDock"));
  edit->trigger();
  QCOMPARE(window.boardView()->mode(), BoardView::Mode::Edit);
  QVERIFY(dock->isVisible());
  QVERIFY(!window.action(QStringLiteral("goStart"))->isEnabled());

  // Undo now undoes the set-up, not the game.
  PositionEditor *editor = window.positionEditor();
  editor->clearBoard();
  QVERIFY(!editor->problems().isEmpty());  // no monarchs
  QAction *undo = window.action(QStringLiteral("undo"));
  QVERIFY(undo->isEnabled());
  undo->trigger();
  QVERIFY(editor->problems().isEmpty());

  // Closing the dock ends edit mode.
  dock->toggleViewAction()->trigger();
  QVERIFY(!edit->isChecked());
  QCOMPARE(window.boardView()->mode(), BoardView::Mode::Play);
  QVERIFY(!undo->isEnabled());  // the game has no edits
}

void TestMainWindow::multiGameFileOpensInList() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("two.pgn"));
  QVERIFY(PgnIo::writeFile(path,
                           "[Event \"First\"]\n\n1. Pe2-e3 *\n\n"
                           "[Event \"Second\"]\n\n1. Pd2-d3 Pd7-d6 *\n"));
  MainWindow window;
  QVERIFY(window.openFile(path));
  QCOMPARE(window.gameList()->gameCount(), 2);
  QCOMPARE(window.currentGame(), 0);
  QCOMPARE(window.document()->tree().tags().at("Event"), std::string("First"));
  QVERIFY(window.windowTitle().contains(QStringLiteral("two.pgn")));
  QVERIFY(window.windowTitle().contains(QStringLiteral("game 1 of 2")));
  QVERIFY(!window.isWindowModified());

  // An edit survives switching games and makes the file modified.
  window.document()->goEnd();
  playTurns(window.document(), 1);
  QVERIFY(window.openGame(1));
  QCOMPARE(window.document()->tree().tags().at("Event"), std::string("Second"));
  QVERIFY(window.isWindowModified());
  QVERIFY(window.openGame(0));
  QCOMPARE(window.document()->tree().mainLine().size(), std::size_t(3));
  QVERIFY(window.saveFile(path));
  const LoadedFile again = PgnIo::readFile(window.document()->variantPtr(), path);
  QCOMPARE(again.readableGames(), 2);
  QCOMPARE(again.file.games[0].tree->mainLine().size(), std::size_t(3));
  QVERIFY(window.close());
}

void TestMainWindow::badGameIsReported() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("bad.pgn"));
  QVERIFY(PgnIo::writeFile(path,
                           "[Event \"Good\"]\n\n1. Pe2-e3 *\n\n"
                           "[Event \"Bad\"]\n\n1. Pe2-e3 Zz9 *\n"));
  MainWindow window;
  window.show();
  QVERIFY(window.openFile(path));
  QCOMPARE(window.document()->tree().tags().at("Event"), std::string("Good"));
  auto *box = window.findChild<QMessageBox *>(QStringLiteral("problemsBox"));
  QVERIFY(box);
  QVERIFY(box->isVisible());
  QVERIFY2(box->informativeText().contains(path + QStringLiteral(":7:11:")),
           qPrintable(box->informativeText()));
  box->close();
  QVERIFY(window.close());
}

void TestMainWindow::closeAsksAboutUnsavedChanges() {
  MainWindow window;
  window.show();
  playTurns(window.document(), 1);
  QString asked;
  QTimer::singleShot(0, [&asked] {
    auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
    QVERIFY(box);
    asked = box->objectName();
    box->button(QMessageBox::Cancel)->click();
  });
  QVERIFY(!window.close());
  QCOMPARE(asked, QStringLiteral("unsavedChangesBox"));
  QVERIFY(window.isVisible());
  closeDiscarding(window);
  QVERIFY(!window.isVisible());
}

void TestMainWindow::droppedFileOpens() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("dropped.pgn"));
  QVERIFY(PgnIo::writeFile(path, "[Event \"Dropped\"]\n\n1. Pe2-e3 *\n"));
  MainWindow window;
  window.show();
  QMimeData mime;
  mime.setUrls({QUrl::fromLocalFile(path)});
  QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(&window, &enter);
  QVERIFY(enter.isAccepted());
  QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(&window, &drop);
  QTRY_COMPARE(window.document()->filePath(), path);
  QCOMPARE(window.document()->tree().tags().at("Event"), std::string("Dropped"));
  QVERIFY(window.close());
}

void TestMainWindow::clipboardGameAndSfen() {
  MainWindow window;
  window.show();
  GameDocument *doc = window.document();
  playTurns(doc, 3);
  const QByteArray pgn = PgnIo::gameText(doc->tree());
  window.action(QStringLiteral("copyGame"))->trigger();
  QCOMPARE(QApplication::clipboard()->text().toUtf8(), pgn);

  // Pasted games open in a tab of their own; the game they came from stays.
  window.action(QStringLiteral("pasteGame"))->trigger();
  QCOMPARE(window.workspace()->count(), 2);
  QCOMPARE(window.workspace()->current(), 1);
  QCOMPARE(window.gameList()->gameCount(), 1);
  QCOMPARE(window.currentGame(), 0);
  QCOMPARE(PgnIo::gameText(doc->tree()), pgn);
  QVERIFY(window.isWindowModified());

  // An SFEN goes to the board editor.
  const QString sfen = QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - 0 1");
  QApplication::clipboard()->setText(sfen);
  window.action(QStringLiteral("pasteSfen"))->trigger();
  QVERIFY(window.action(QStringLiteral("editPosition"))->isChecked());
  QCOMPARE(window.positionEditor()->sfen(), sfen);
  window.action(QStringLiteral("copySfen"))->trigger();
  QCOMPARE(QApplication::clipboard()->text(), sfen);
  window.action(QStringLiteral("editPosition"))->trigger();
  closeDiscarding(window);
}

// File > Copy Line: the Lichess "Copy variation PGN" of the turn on the
// board, from the start through it and on along its main continuation.
void TestMainWindow::copyLineOfTheBoardsTurn() {
  MainWindow window;
  GameDocument *doc = window.document();
  QAction *copyLine = window.action(QStringLiteral("copyLine"));
  QVERIFY(copyLine && copyLine->isEnabled());
  QVERIFY(menuNamed(window, QStringLiteral("File"))->actions().contains(copyLine));
  playTurns(doc, 3);
  const std::vector<sc::NodeId> line = doc->tree().mainLine();
  doc->goTo(line[1]);
  playTurns(doc, 2, 1);  // a variation replacing the second turn, two turns long
  const sc::NodeId head = doc->tree().node(line[1]).children[1];
  const std::string mainTurn = doc->tree().node(line[2]).notation;
  const std::string sideTurn = doc->tree().node(head).notation;
  QVERIFY(mainTurn != sideTurn);

  doc->goTo(head);
  copyLine->trigger();
  const QString variation = QApplication::clipboard()->text();
  QCOMPARE(variation.toUtf8(), PgnIo::gameText(sc::lineThrough(doc->tree(), head)));
  QVERIFY(variation.contains(QString::fromStdString(sideTurn)));
  QVERIFY(!variation.contains(QString::fromStdString(mainTurn)));
  QVERIFY(!variation.contains(QLatin1Char('(')));  // no other variation comes along

  doc->goTo(line[1]);  // on the main line: the main line alone
  copyLine->trigger();
  const QString main = QApplication::clipboard()->text();
  QVERIFY(main.contains(QString::fromStdString(mainTurn)));
  QVERIFY(!main.contains(QString::fromStdString(sideTurn)));
  // Copy Game keeps both.
  window.action(QStringLiteral("copyGame"))->trigger();
  QVERIFY(QApplication::clipboard()->text().contains(QString::fromStdString(sideTurn)));
  closeDiscarding(window);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
