// Presentation mode, offscreen: View > Presentation Mode hides the docks,
// toolbar, menu bar and status bar and goes full screen with the board and a
// caption; the arrow keys, Home and End move through the line and the
// caption follows; Escape (or F11) brings back exactly the window there was.
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QMenuBar>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>

#include "boardview.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "presentationview.h"
#include "recoverystore.h"
#include "registry.h"
#include "sfen.h"

namespace {

// Plays tokens from the current node and returns the nodes reached.
std::vector<sc::NodeId> play(GameDocument *doc, const std::vector<const char *> &tokens) {
  std::vector<sc::NodeId> nodes;
  for (const char *token : tokens) {
    std::string error;
    sc::Position pos = doc->position();
    const auto turn = sc::parseTurn(pos, token, &error);
    if (!turn) qFatal("%s: %s", token, error.c_str());
    doc->playTurn(*turn);
    nodes.push_back(doc->currentNode());
  }
  return nodes;
}

void comment(GameDocument *doc, sc::NodeId node, const char *after, const char *before = "") {
  sc::Annotation note = doc->tree().node(node).annotation;
  note.commentAfter = after;
  note.commentBefore = before;
  doc->setAnnotation(node, note);
}

// By name, sorted: restoring the layout may change the docks' order among
// the window's children, which the user cannot see.
QStringList visibleDocks(MainWindow &window) {
  QStringList docks;
  for (QDockWidget *dock : window.findChildren<QDockWidget *>())
    if (dock->isVisible()) docks << dock->objectName();
  docks.sort();
  return docks;
}

}  // namespace

class TstPresentation : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void entersStepsAndLeaves();
  void captionFollowsTheDocument();
  void restoresMaximizedAndMovedDocks();
  void forkShowsContinuations();
  void k20_cannonBattleSaysWhatIsOffTheBoard();

 private:
  QTemporaryDir m_settings;
};

void TstPresentation::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_presentation"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TstPresentation::init() {
  QSettings().clear();
  QDir(RecoveryStore::defaultDirectory()).removeRecursively();
}

void TstPresentation::entersStepsAndLeaves() {
  MainWindow window;
  window.resize(1100, 760);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  GameDocument *doc = window.document();
  const auto nodes = play(doc, {"Pe2-e3", "Pd7-d6", "Nb1-c3"});
  comment(doc, nodes[0], "A quiet start: the pawn opens the bishop's diagonal.");
  // The diagram marks are for the printed page: the room sees the words.
  comment(doc, nodes[1], "Black answers in kind. [#]", "[#] Now Black");
  doc->goTo(nodes[0]);
  window.activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(&window));

  const QByteArray stateBefore = window.saveState();
  const QRect geometryBefore = window.geometry();
  const QStringList docksBefore = visibleDocks(window);
  QVERIFY(docksBefore.size() >= 2);
  auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
  QVERIFY(toolBar && toolBar->isVisible());

  // The inspector's frame is the analyst's: the audience does not see it,
  // and it is back afterwards.
  const sc::Square inspected = sc::Square(1 * 16 + 4);  // e2
  window.boardView()->setInspectedSquare(inspected);
  QAction *present = window.action(QStringLiteral("actionPresentation"));
  QVERIFY(present);
  present->trigger();
  QVERIFY(window.isPresenting());
  QVERIFY(window.isFullScreen());
  QVERIFY(!window.boardView()->inspectedSquare());
  QVERIFY(visibleDocks(window).isEmpty());
  QVERIFY(!toolBar->isVisible());
  QVERIFY(!window.menuBar()->isVisible());
  QVERIFY(!window.statusBar()->isVisible());
  QPointer<PresentationView> view = window.presentationView();
  QVERIFY(view);
  QCOMPARE(window.centralWidget(), view.data());
  QCOMPARE(view->board(), window.boardView());
  QVERIFY(window.boardView()->isVisible());
  QCOMPARE(view->turnText(), QStringLiteral("1. Pe2-e3"));
  QCOMPARE(view->commentText(),
           QStringLiteral("A quiet start: the pawn opens the bishop's diagonal."));
  auto *commentLabel = view->findChild<QLabel *>(QStringLiteral("presentationComment"));
  QVERIFY(commentLabel && commentLabel->isVisible());
  QVERIFY(commentLabel->text().contains(QStringLiteral("bishop")));
  // Large type: a comment is bigger than the desktop's font.
  QVERIFY(commentLabel->font().pixelSize() > QFontInfo(window.font()).pixelSize());

  // The keys, with the focus on the board and on the view itself.
  QTest::keyClick(window.boardView(), Qt::Key_Right);
  QCOMPARE(doc->currentNode(), nodes[1]);
  QCOMPARE(view->turnText(), QStringLiteral("1\u2026 Pd7-d6"));
  QCOMPARE(view->commentText(), QStringLiteral("Black answers in kind."));
  const QString before = view->findChild<QLabel *>(QStringLiteral("presentationBefore"))->text();
  QVERIFY2(before.contains(QLatin1String(">Now Black<")), qPrintable(before));
  QTest::keyClick(view, Qt::Key_Right);
  QCOMPARE(doc->currentNode(), nodes[2]);
  QCOMPARE(view->commentText(), QString());
  QTest::keyClick(window.boardView(), Qt::Key_Left);
  QCOMPARE(doc->currentNode(), nodes[1]);
  QTest::keyClick(window.boardView(), Qt::Key_Home);
  QCOMPARE(doc->currentNode(), doc->tree().root());
  QCOMPARE(view->turnText(), QStringLiteral("Start position"));
  QTest::keyClick(window.boardView(), Qt::Key_End);
  QCOMPARE(doc->currentNode(), nodes[2]);
  QCOMPARE(view->turnText(), QStringLiteral("2. Nb1-c3"));

  QTest::keyClick(window.boardView(), Qt::Key_Escape);
  QVERIFY(!window.isPresenting());
  QVERIFY(!present->isChecked());
  QCOMPARE(window.boardView()->inspectedSquare(), std::optional<sc::Square>(inspected));
  QVERIFY(!window.isFullScreen());
  // The board is back in the central column, above the turn box.
  QTRY_VERIFY(window.centralWidget() != window.boardView());
  QVERIFY(window.centralWidget()->isAncestorOf(window.boardView()));
  auto *turnBox = window.findChild<QWidget *>(QStringLiteral("turnBox"));
  QVERIFY(turnBox);
  QTRY_VERIFY(turnBox->isVisible());
  QTRY_VERIFY(window.boardView()->isVisible());
  QVERIFY(toolBar->isVisible());
  QVERIFY(window.menuBar()->isVisible());
  QVERIFY(window.statusBar()->isVisible());
  QCOMPARE(visibleDocks(window), docksBefore);
  QCOMPARE(window.geometry(), geometryBefore);
  QCOMPARE(window.saveState(), stateBefore);
  QTRY_VERIFY(!view);  // deleted once its shortcut has returned

  // F11 enters and leaves as well; outside presentation Escape does nothing.
  QTest::keyClick(window.boardView(), Qt::Key_Escape);
  QVERIFY(!window.isPresenting());
  QTest::keyClick(window.boardView(), Qt::Key_F11);
  QVERIFY(window.isPresenting());
  QTest::keyClick(window.boardView(), Qt::Key_F11);
  QVERIFY(!window.isPresenting());
  QCOMPARE(window.saveState(), stateBefore);
}

void TstPresentation::captionFollowsTheDocument() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  GameDocument *doc = window.document();
  const auto nodes = play(doc, {"Pe2-e3"});
  doc->setTag(QStringLiteral("White"), QStringLiteral("Ada"));
  doc->setTag(QStringLiteral("Black"), QStringLiteral("Grace"));
  window.setPresenting(true);
  PresentationView *view = window.presentationView();
  QVERIFY(view);
  QCOMPARE(view->commentText(), QString());
  QVERIFY(view->headerText().contains(QStringLiteral("Ada")));
  // An edit of the comment shows at once; a glyph sticks to the turn.
  sc::Annotation note;
  note.commentAfter = std::string(600, 'x');
  note.nags = {1};
  doc->setAnnotation(nodes[0], note);
  QCOMPARE(view->commentText().size(), 600);
  QCOMPARE(view->turnText(), QStringLiteral("1. Pe2-e3!"));
  // A long comment wraps inside the caption instead of widening it.
  auto *label = view->findChild<QLabel *>(QStringLiteral("presentationComment"));
  QVERIFY(label->wordWrap());
  QVERIFY(label->width() <= view->width());
  // Leaving brings the menus back.
  window.setPresenting(false);
  QVERIFY(window.menuBar()->isVisible());
}

void TstPresentation::restoresMaximizedAndMovedDocks() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  auto *navigator = window.findChild<QDockWidget *>(QStringLiteral("navigatorDock"));
  auto *games = window.findChild<QDockWidget *>(QStringLiteral("gamesDock"));
  window.addDockWidget(Qt::LeftDockWidgetArea, navigator);
  games->hide();
  window.showMaximized();
  QTRY_VERIFY(window.isMaximized());
  window.layout()->activate();  // the moved dock gets its size before the state is taken
  const QByteArray stateBefore = window.saveState();

  window.setPresenting(true);
  QVERIFY(window.isFullScreen());
  QVERIFY(!navigator->isVisible());
  window.setPresenting(false);
  QTRY_VERIFY(window.isMaximized());
  QVERIFY(!window.isFullScreen());
  QCOMPARE(window.dockWidgetArea(navigator), Qt::LeftDockWidgetArea);
  QVERIFY(navigator->isVisible());
  QVERIFY(!games->isVisible());
  QCOMPARE(window.saveState(), stateBefore);
}

// At a fork the caption lists the continuations, main line first, with the
// keys that choose one; ↓ and ↑ work while presenting, and an alternative
// says which of the continuations it is (issue 15).
void TstPresentation::forkShowsContinuations() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  GameDocument *doc = window.document();
  const auto main = play(doc, {"Pe2-e3", "Pd7-d6"});
  doc->goTo(main[0]);
  const auto other = play(doc, {"Pc7-c6"});
  doc->goTo(main[0]);
  window.setPresenting(true);
  PresentationView *view = window.presentationView();
  QVERIFY(view);
  auto *fork = view->findChild<QLabel *>(QStringLiteral("presentationFork"));
  QVERIFY(fork);
  QVERIFY(fork->isVisible());
  const QString text = view->forkText();
  QVERIFY2(text.startsWith(QStringLiteral("Continuations: 1\u2026\u00a0Pd7-d6")), qPrintable(text));
  QVERIFY2(text.indexOf(QStringLiteral("Pd7-d6")) < text.indexOf(QStringLiteral("Pc7-c6")),
           qPrintable(text));
  QVERIFY2(text.contains(QStringLiteral("\u2191 \u2193")), qPrintable(text));
  QVERIFY(fork->text().contains(QStringLiteral("Pc7-c6")));

  // → the main line, ↓ the alternative, ↑ back.
  QTest::keyClick(window.boardView(), Qt::Key_Right);
  QCOMPARE(doc->currentNode(), main[1]);
  QVERIFY2(view->forkText().startsWith(QStringLiteral("Continuation 1 of 2")),
           qPrintable(view->forkText()));
  QTest::keyClick(window.boardView(), Qt::Key_Down);
  QCOMPARE(doc->currentNode(), other[0]);
  QVERIFY2(view->forkText().startsWith(QStringLiteral("Continuation 2 of 2")),
           qPrintable(view->forkText()));
  QTest::keyClick(window.boardView(), Qt::Key_Up);
  QCOMPARE(doc->currentNode(), main[1]);

  // No fork, no legend.
  doc->goTo(doc->tree().root());
  QVERIFY(view->forkText().isEmpty());
  QVERIFY(!fork->isVisible());
  window.setPresenting(false);
  doc->undoStack()->setClean();
}

// K20-K24: the Reserves dock goes with the others, so the caption says the
// credits, losses and pools, and follows a turn that changes them.
void TstPresentation::k20_cannonBattleSaysWhatIsOffTheBoard() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  window.setPresenting(true);
  PresentationView *view = window.presentationView();
  QVERIFY(view);
  auto *label = view->findChild<QLabel *>(QStringLiteral("presentationOffBoard"));
  QVERIFY(label);
  QCOMPARE(view->offBoardText(), QString());  // Shooters Chess keeps nothing off the board
  QVERIFY(!label->isVisible());
  window.setPresenting(false);

  std::string error;
  const sc::VariantPtr cannon = sc::Registry::instance().load("cannon-battle", {}, error);
  QVERIFY2(cannon, error.c_str());
  sc::ParseError e;
  const auto pos =
      sc::readSfen(cannon, "6k5/12/12/12/12/12/12/12/3Q8/12/12/R5K5 w 12 N:4:0 aa:0:3 0 1", &e);
  QVERIFY2(pos, e.toString().c_str());
  GameDocument *doc = window.document();
  doc->newGame(*pos);
  window.setPresenting(true);
  view = window.presentationView();
  label = view->findChild<QLabel *>(QStringLiteral("presentationOffBoard"));
  QCOMPARE(
      view->offBoardText(),
      QStringLiteral("White: credit 4, losses 0, waiting: Knight \u00b7 Black: credit 0, "
                     "losses 3, waiting: Archer \u00d72 \u00b7 The fortune of war at move 12"));
  QVERIFY(label->isVisible());
  play(doc, {"*N"});  // K23: the knight from the pool onto b1
  QVERIFY(view->offBoardText().startsWith(QStringLiteral("White: credit 4, losses 0 \u00b7")));
  window.setPresenting(false);
}

QTEST_MAIN(TstPresentation)
#include "tst_presentation.moc"
