// The board editor's dock inside the real window, driven by clicks and keys:
// the validation message names the problem in words and the Analyse button
// refuses an illegal position; the SFEN field reports a bad SFEN by column and
// applies a good one on Enter; side to move and counters follow the editor;
// "Analyse from Here" opens the position as the root of a new game; the Copy
// and Paste buttons move the editor's SFEN through the clipboard (garbage on
// the clipboard is named and changes nothing), Start Position and the
// turn-number and quiet-ply spin boxes edit the set-up, each undoable; and the
// preferences dialog's fields round-trip and reach the board.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "boardview.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "positioneditor.h"
#include "preferencesdialog.h"
#include "rankhistory.h"
#include "recoverystore.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"

namespace {

const char *const kLoneMonarchs = "4k3/8/8/8/8/8/8/R3K3 w - 0 1";

int shooterCount(const sc::Position &pos) {
  int n = 0;
  for (sc::Square s : pos.variant().squares()) n += !pos.at(s).empty();
  return n;
}

template <typename T>
T *child(QWidget *parent, const char *name) {
  T *widget = parent->findChild<T *>(QLatin1String(name));
  if (!widget) qWarning("no widget named %s", name);
  return widget;
}

}  // namespace

class TestEditorDock : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();
  void clearBoardNamesTheProblem();
  void badSfenIsReportedByColumn();
  void goodSfenAppliesOnEnter();
  void sideToMoveAndCounters();
  void analyseFromHereStartsAGame();
  void copySfenButton();
  void pasteSfenButton();
  void pasteGarbageKeepsPosition();
  void startPositionButton();
  void mirrorButtons();
  void panelsShowTheEditedPosition();
  void turnNumberAndQuietSpins();
  void preferencesRoundTrip();

 private:
  QDockWidget *dock() { return child<QDockWidget>(m_window.get(), "editorDock"); }
  QString problemsText() { return child<QLabel>(m_window.get(), "problemsLabel")->text(); }
  QPushButton *analyse() { return child<QPushButton>(m_window.get(), "analyseButton"); }
  // The dock's buttons without an object name, by their text.
  QPushButton *button(const QString &text) {
    for (QPushButton *b : dock()->findChildren<QPushButton *>())
      if (b->text().remove(QLatin1Char('&')) == text) return b;
    qWarning("no button %s", qPrintable(text));
    return nullptr;
  }
  // The turn-number spin box: the one beside "quietSpin".
  QSpinBox *turnSpin() {
    for (QSpinBox *s : dock()->findChildren<QSpinBox *>())
      if (s->objectName() != QLatin1String("quietSpin")) return s;
    return nullptr;
  }
  QString startSfen() const {
    return QString::fromStdString(sc::Registry::instance().defaultVariant()->rules().startSfen);
  }

  QTemporaryDir m_settings;
  std::unique_ptr<MainWindow> m_window;
};

void TestEditorDock::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_editordock"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestEditorDock::init() {
  QSettings().clear();
  QDir(RecoveryStore::defaultDirectory()).removeRecursively();
  m_window = std::make_unique<MainWindow>();
  m_window->show();
  QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
  m_window->action(QStringLiteral("editPosition"))->trigger();
  QVERIFY(dock()->isVisible());
  QCOMPARE(m_window->boardView()->mode(), BoardView::Mode::Edit);
}

void TestEditorDock::cleanup() {
  if (!m_window) return;
  m_window->positionEditor()->undoStack()->setClean();
  m_window->document()->markSaved();
  m_window.reset();
}

void TestEditorDock::clearBoardNamesTheProblem() {
  QCOMPARE(problemsText(), QStringLiteral("The position is legal."));
  QVERIFY(analyse()->isEnabled());

  QTest::mouseClick(child<QPushButton>(m_window.get(), "clearBoardButton"), Qt::LeftButton);
  QVERIFY2(problemsText().contains(QStringLiteral("White has no monarch")),
           qPrintable(problemsText()));
  QVERIFY(problemsText().contains(QStringLiteral("Black has no monarch")));
  QVERIFY(!analyse()->isEnabled());
  // The board shows the empty set-up, not the game.
  QCOMPARE(shooterCount(*m_window->boardView()->shownPosition()), 0);

  // Undo (the window's action, which follows the editor in edit mode) brings
  // the pieces back, and the verdict with them.
  m_window->action(QStringLiteral("undo"))->trigger();
  QCOMPARE(problemsText(), QStringLiteral("The position is legal."));
  QVERIFY(analyse()->isEnabled());
}

void TestEditorDock::badSfenIsReportedByColumn() {
  auto *edit = child<QLineEdit>(m_window.get(), "sfenEdit");
  auto *message = child<QLabel>(m_window.get(), "sfenMessage");
  const QString before = m_window->positionEditor()->sfen();
  edit->setFocus();
  edit->selectAll();
  QTest::keyClicks(edit, QStringLiteral("rnbqkbnr/pppppppp/9/8 w - 0 1"));
  QVERIFY(message->isVisible());
  QVERIFY2(message->text().startsWith(QStringLiteral("Column ")), qPrintable(message->text()));
  QTest::keyClick(edit, Qt::Key_Return);
  QVERIFY(message->isVisible());
  QCOMPARE(m_window->positionEditor()->sfen(), before);  // nothing lost
}

void TestEditorDock::goodSfenAppliesOnEnter() {
  auto *edit = child<QLineEdit>(m_window.get(), "sfenEdit");
  edit->setFocus();
  edit->selectAll();
  QTest::keyClicks(edit, QLatin1String(kLoneMonarchs));
  QTest::keyClick(edit, Qt::Key_Return);
  QVERIFY(!child<QLabel>(m_window.get(), "sfenMessage")->isVisible());
  QCOMPARE(m_window->positionEditor()->sfen(), QLatin1String(kLoneMonarchs));
  QCOMPARE(shooterCount(*m_window->boardView()->shownPosition()), 3);
}

void TestEditorDock::sideToMoveAndCounters() {
  PositionEditor *editor = m_window->positionEditor();
  QTest::mouseClick(child<QRadioButton>(m_window.get(), "blackToMove"), Qt::LeftButton);
  QCOMPARE(editor->position().sideToMove(), sc::Color::Black);
  auto *quiet = child<QSpinBox>(m_window.get(), "quietSpin");
  quiet->setFocus();
  QTest::keyClick(quiet, Qt::Key_Up);
  QTest::keyClick(quiet, Qt::Key_Up);
  QCOMPARE(editor->position().quietPlies(), 2);
  QVERIFY(editor->sfen().contains(QStringLiteral(" b - 2 1")));
  // Each is an undoable edit of the set-up.
  m_window->action(QStringLiteral("undo"))->trigger();
  m_window->action(QStringLiteral("undo"))->trigger();
  m_window->action(QStringLiteral("undo"))->trigger();
  QCOMPARE(editor->position().sideToMove(), sc::Color::White);
  QCOMPARE(editor->position().quietPlies(), 0);
}

void TestEditorDock::analyseFromHereStartsAGame() {
  auto *edit = child<QLineEdit>(m_window.get(), "sfenEdit");
  edit->setFocus();
  edit->selectAll();
  QTest::keyClicks(edit, QLatin1String(kLoneMonarchs));
  QTest::keyClick(edit, Qt::Key_Return);
  QVERIFY(analyse()->isEnabled());
  QTest::mouseClick(analyse(), Qt::LeftButton);

  GameDocument *doc = m_window->document();
  QCOMPARE(QString::fromStdString(sc::writeSfen(doc->position())), QLatin1String(kLoneMonarchs));
  QCOMPARE(doc->currentNode(), doc->tree().root());
  QCOMPARE(m_window->boardView()->mode(), BoardView::Mode::Play);
  QVERIFY(!m_window->action(QStringLiteral("editPosition"))->isChecked());
  // Issue 15: leaving edit mode gives the board its room back: the dock goes,
  // and comes back with edit mode.
  QVERIFY(!dock()->isVisible());
  QCOMPARE(m_window->boardView()->shownPosition(), &doc->position());
  m_window->action(QStringLiteral("editPosition"))->trigger();
  QVERIFY(dock()->isVisible());
  QVERIFY(analyse()->isEnabled());
}

void TestEditorDock::copySfenButton() {
  PositionEditor *editor = m_window->positionEditor();
  QVERIFY(editor->setSfen(QLatin1String(kLoneMonarchs)).isEmpty());
  QApplication::clipboard()->setText(QStringLiteral("something else"));
  QTest::mouseClick(button(QStringLiteral("Copy")), Qt::LeftButton);
  QCOMPARE(QApplication::clipboard()->text(), QLatin1String(kLoneMonarchs));
  // Copying is no edit of the set-up.
  QCOMPARE(editor->sfen(), QLatin1String(kLoneMonarchs));
  QCOMPARE(editor->undoStack()->count(), 1);
}

void TestEditorDock::pasteSfenButton() {
  PositionEditor *editor = m_window->positionEditor();
  const QString before = editor->sfen();
  QCOMPARE(before, startSfen());
  // White space around it, as copied from a mail or a web page.
  QApplication::clipboard()->setText(QStringLiteral("  %1\n").arg(QLatin1String(kLoneMonarchs)));
  QTest::mouseClick(button(QStringLiteral("Paste")), Qt::LeftButton);
  QCOMPARE(editor->sfen(), QLatin1String(kLoneMonarchs));
  QCOMPARE(shooterCount(*m_window->boardView()->shownPosition()), 3);
  QCOMPARE(child<QLineEdit>(m_window.get(), "sfenEdit")->text(), QLatin1String(kLoneMonarchs));
  QVERIFY(!child<QLabel>(m_window.get(), "sfenMessage")->isVisible());
  // The game is left alone: the paste is a set-up edit, undone by Undo.
  QCOMPARE(QString::fromStdString(sc::writeSfen(m_window->document()->position())), startSfen());
  QCOMPARE(editor->undoStack()->count(), 1);
  m_window->action(QStringLiteral("undo"))->trigger();
  QCOMPARE(editor->sfen(), before);
  QCOMPARE(child<QLineEdit>(m_window.get(), "sfenEdit")->text(), before);
  QCOMPARE(shooterCount(*m_window->boardView()->shownPosition()), 32);
  m_window->action(QStringLiteral("redo"))->trigger();
  QCOMPARE(editor->sfen(), QLatin1String(kLoneMonarchs));
}

void TestEditorDock::pasteGarbageKeepsPosition() {
  PositionEditor *editor = m_window->positionEditor();
  QVERIFY(editor->setSfen(QLatin1String(kLoneMonarchs)).isEmpty());
  const int steps = editor->undoStack()->count();
  auto *message = child<QLabel>(m_window.get(), "sfenMessage");
  QVERIFY(!message->isVisible());
  for (const QString &garbage :
       {QStringLiteral("hello world"), QStringLiteral("4k3/8/8/8/8/8/8/R3K3 q - 0 1"),
        QStringLiteral("rnbqkbnr/pppppppp/9/8 w - 0 1"), QString()}) {
    QApplication::clipboard()->setText(garbage);
    QTest::mouseClick(button(QStringLiteral("Paste")), Qt::LeftButton);
    QVERIFY2(message->isVisible(), qPrintable(garbage));
    QVERIFY2(!message->text().isEmpty(), qPrintable(garbage));
    QVERIFY2(message->text().contains(QStringLiteral("column")), qPrintable(message->text()));
    QCOMPARE(editor->sfen(), QLatin1String(kLoneMonarchs));
    QCOMPARE(editor->undoStack()->count(), steps);
    QCOMPARE(shooterCount(*m_window->boardView()->shownPosition()), 3);
  }
  // A good paste afterwards clears the message.
  QApplication::clipboard()->setText(startSfen());
  QTest::mouseClick(button(QStringLiteral("Paste")), Qt::LeftButton);
  QVERIFY(!message->isVisible());
  QCOMPARE(editor->sfen(), startSfen());
}

// Issue 15: while the board is edited the rank table, its chart and the
// status bar speak of the edited position; leaving edit mode returns them to
// the game.
void TestEditorDock::panelsShowTheEditedPosition() {
  auto *table = m_window->findChild<QTableView *>(QStringLiteral("rankTable"));
  auto *status = m_window->findChild<QLabel *>(QStringLiteral("positionStatus"));
  QVERIFY(table && status);
  const int gameRows = table->model()->rowCount();
  QCOMPARE(gameRows, 32);  // the start position, edited as it is
  auto *editor = m_window->positionEditor();
  QVERIFY(editor->setSfen(QStringLiteral("4k3/8/8/8/8/8/8/R3K3 b - 0 20")).isEmpty());
  QCOMPARE(table->model()->rowCount(), 3);  // the rook and the two monarchs set up
  auto *history = m_window->findChild<RankHistory *>();
  QVERIFY(history);
  QCOMPARE(history->points().size(), std::size_t(1));  // the chart: the edited position alone
  QCOMPARE(history->points()[0].total[1], 9);          // Black: the king's 9
  QTRY_COMPARE(status->text(), QStringLiteral("Turn 20: Black to move"));
  // Leaving edit mode: the game again, all 32 shooters.
  m_window->action(QStringLiteral("editPosition"))->trigger();
  QCOMPARE(m_window->boardView()->mode(), BoardView::Mode::Play);
  QCOMPARE(table->model()->rowCount(), gameRows);
  QTRY_VERIFY2(status->text().startsWith(QStringLiteral("Turn 1: White to move")),
               qPrintable(status->text()));
}

void TestEditorDock::startPositionButton() {
  PositionEditor *editor = m_window->positionEditor();
  QVERIFY(editor->setSfen(QLatin1String(kLoneMonarchs)).isEmpty());
  QTest::mouseClick(child<QPushButton>(m_window.get(), "startPositionButton"), Qt::LeftButton);
  QCOMPARE(editor->sfen(), startSfen());
  QCOMPARE(shooterCount(*m_window->boardView()->shownPosition()), 32);
  QCOMPARE(problemsText(), QStringLiteral("The position is legal."));
  // Again: nothing changes, no undo step.
  const int steps = editor->undoStack()->count();
  QTest::mouseClick(child<QPushButton>(m_window.get(), "startPositionButton"), Qt::LeftButton);
  QCOMPARE(editor->undoStack()->count(), steps);
  m_window->action(QStringLiteral("undo"))->trigger();
  QCOMPARE(editor->sfen(), QLatin1String(kLoneMonarchs));
  QCOMPARE(shooterCount(*m_window->boardView()->shownPosition()), 3);
  // From an empty board, too, with the counters reset.
  QVERIFY(editor->setSfen(QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - 7 30")).isEmpty());
  QTest::mouseClick(child<QPushButton>(m_window.get(), "clearBoardButton"), Qt::LeftButton);
  QCOMPARE(shooterCount(*m_window->boardView()->shownPosition()), 0);
  QTest::mouseClick(child<QPushButton>(m_window.get(), "startPositionButton"), Qt::LeftButton);
  QCOMPARE(editor->sfen(), startSfen());
  QVERIFY(child<QRadioButton>(m_window.get(), "whiteToMove")->isChecked());
  QCOMPARE(child<QSpinBox>(m_window.get(), "quietSpin")->value(), 0);
  QCOMPARE(turnSpin()->value(), 1);
  m_window->action(QStringLiteral("undo"))->trigger();
  QCOMPARE(shooterCount(*m_window->boardView()->shownPosition()), 0);
  QCOMPARE(turnSpin()->value(), 30);
}

// Swap sides and Mirror left to right, clicked: the position for the other
// colour (the side to move too), and reflected with the side kept; each one
// undo step; in Chess-Battle the tooltip warns that square colours change
// (B15 steps two only from light squares).
void TestEditorDock::mirrorButtons() {
  PositionEditor *editor = m_window->positionEditor();
  auto *swap = child<QPushButton>(m_window.get(), "swapSidesButton");
  auto *files = child<QPushButton>(m_window.get(), "mirrorFilesButton");
  QVERIFY(swap->isEnabled() && files->isEnabled());
  QVERIFY(!swap->toolTip().contains(QLatin1String("another game")));
  QVERIFY(editor->setSfen(QStringLiteral("4k3/8/8/8/8/8/1p6/R3K3 w - 5 30")).isEmpty());
  QTest::mouseClick(swap, Qt::LeftButton);
  QCOMPARE(editor->sfen(), QStringLiteral("r3k3/1P6/8/8/8/8/8/4K3 b - 5 30"));
  QVERIFY(child<QRadioButton>(m_window.get(), "blackToMove")->isChecked());
  QCOMPARE(m_window->boardView()->shownPosition()->at(sq("a8")).color, sc::Color::Black);
  QTest::mouseClick(files, Qt::LeftButton);
  QCOMPARE(editor->sfen(), QStringLiteral("3k3r/6P1/8/8/8/8/8/3K4 b - 5 30"));
  m_window->action(QStringLiteral("undo"))->trigger();
  m_window->action(QStringLiteral("undo"))->trigger();
  QCOMPARE(editor->sfen(), QStringLiteral("4k3/8/8/8/8/8/1p6/R3K3 w - 5 30"));

  std::string error;
  const sc::VariantPtr battle = sc::Registry::instance().load("chess-battle", {}, error);
  QVERIFY2(battle, error.c_str());
  editor->load(*sc::readSfen(battle, battle->rules().startSfen));
  QVERIFY(swap->isEnabled());
  QVERIFY2(swap->toolTip().contains(QLatin1String("light squares become dark")),
           qPrintable(swap->toolTip()));
  QVERIFY(files->toolTip().contains(QLatin1String("light squares become dark")));
  QVERIFY(swap->toolTip().contains(QLatin1String("the same game, turned round")));
}

void TestEditorDock::turnNumberAndQuietSpins() {
  PositionEditor *editor = m_window->positionEditor();
  QSpinBox *turn = turnSpin();
  QVERIFY(turn);
  auto *quiet = child<QSpinBox>(m_window.get(), "quietSpin");
  QCOMPARE(turn->value(), 1);
  QCOMPARE(quiet->value(), 0);

  // The turn number by keys: two steps up, then typed.
  turn->setFocus();
  QTest::keyClick(turn, Qt::Key_Up);
  QTest::keyClick(turn, Qt::Key_Up);
  QVERIFY2(editor->sfen().endsWith(QStringLiteral(" w - 0 3")), qPrintable(editor->sfen()));
  QCOMPARE(editor->position().turnNumber(), 3);
  turn->selectAll();
  QTest::keyClicks(turn, QStringLiteral("42"));
  QVERIFY2(editor->sfen().endsWith(QStringLiteral(" w - 0 42")), qPrintable(editor->sfen()));
  // Then the quiet plies, typed.
  quiet->setFocus();
  quiet->selectAll();
  QTest::keyClicks(quiet, QStringLiteral("17"));
  QVERIFY2(editor->sfen().endsWith(QStringLiteral(" w - 17 42")), qPrintable(editor->sfen()));
  QCOMPARE(editor->position().quietPlies(), 17);
  // The placement is untouched.
  QCOMPARE(editor->sfen().section(QLatin1Char(' '), 0, 0),
           startSfen().section(QLatin1Char(' '), 0, 0));

  // Undo: the quiet plies typed are one step, the turn number's steps another.
  QAction *undo = m_window->action(QStringLiteral("undo"));
  undo->trigger();
  QVERIFY2(editor->sfen().endsWith(QStringLiteral(" w - 0 42")), qPrintable(editor->sfen()));
  QCOMPARE(quiet->value(), 0);
  undo->trigger();
  QCOMPARE(editor->sfen(), startSfen());
  QCOMPARE(turn->value(), 1);
  QVERIFY(!undo->isEnabled());
  m_window->action(QStringLiteral("redo"))->trigger();
  QCOMPARE(turn->value(), 42);
  QCOMPARE(editor->position().turnNumber(), 42);
  // The game's own position never moved.
  QCOMPARE(QString::fromStdString(sc::writeSfen(m_window->document()->position())), startSfen());
}

void TestEditorDock::preferencesRoundTrip() {
  Preferences chosen;
  chosen.squareSize = 40;
  chosen.coordinates = false;
  chosen.highlightTargets = false;
  chosen.animateTurns = false;
  chosen.variationArrows = false;
  PreferencesDialog dialog(chosen);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  QCOMPARE(dialog.preferences(), chosen);
  // The user ticks coordinates back on.
  const QList<QCheckBox *> boxes = dialog.findChildren<QCheckBox *>();
  QCOMPARE(boxes.size(), 4);
  QTest::mouseClick(boxes.first(), Qt::LeftButton);
  QVERIFY(dialog.preferences().coordinates);
  QVERIFY(!dialog.preferences().highlightTargets);
  QVERIFY(!dialog.preferences().animateTurns);
  auto *animate = dialog.findChild<QCheckBox *>(QStringLiteral("animateTurnsCheck"));
  QVERIFY(animate && !animate->isChecked());
  auto *arrows = dialog.findChild<QCheckBox *>(QStringLiteral("variationArrowsCheck"));
  QVERIFY(arrows && !arrows->isChecked());
  QTest::mouseClick(arrows, Qt::LeftButton);
  QVERIFY(dialog.preferences().variationArrows);
  // Restore defaults resets every field.
  for (QAbstractButton *b : dialog.findChildren<QAbstractButton *>())
    if (b->text().remove(QLatin1Char('&')).contains(QStringLiteral("Restore")))
      QTest::mouseClick(b, Qt::LeftButton);
  QCOMPARE(dialog.preferences(), Preferences());

  // Saved preferences reach the board of the next window.
  m_window.reset();
  {
    QSettings settings;
    chosen.save(settings);
  }
  MainWindow window;
  QCOMPARE(window.boardView()->pieceSizeHint(), 40);
  QVERIFY(!window.boardView()->showCoordinates());
  QVERIFY(!window.boardView()->showLegalTargets());
  QCOMPARE(window.boardView()->animationDuration(), 0);  // pieces stand, as chosen
  QVERIFY(!window.action(QStringLiteral("coordinates"))->isChecked());
  QVERIFY(!window.boardView()->showContinuations());
  QVERIFY(!window.action(QStringLiteral("variationArrows"))->isChecked());
}

QTEST_MAIN(TestEditorDock)
#include "tst_editordock.moc"
