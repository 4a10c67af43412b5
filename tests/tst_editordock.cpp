// The board editor's dock inside the real window, driven by clicks and keys:
// the validation message names the problem in words and the Analyse button
// refuses an illegal position; the SFEN field reports a bad SFEN by column and
// applies a good one on Enter; side to move and counters follow the editor;
// "Analyse from Here" opens the position as the root of a new game; and the
// preferences dialog's fields round-trip and reach the board.
#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "boardview.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "positioneditor.h"
#include "preferencesdialog.h"
#include "recoverystore.h"
#include "sfen.h"

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
  void preferencesRoundTrip();

 private:
  QDockWidget *dock() { return child<QDockWidget>(m_window.get(), "editorDock"); }
  QString problemsText() { return child<QLabel>(m_window.get(), "problemsLabel")->text(); }
  QPushButton *analyse() { return child<QPushButton>(m_window.get(), "analyseButton"); }

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
  // The dock stays where the user put it, its controls off until edit mode returns.
  QVERIFY(!analyse()->isEnabled());
  QCOMPARE(m_window->boardView()->shownPosition(), &doc->position());
}

void TestEditorDock::preferencesRoundTrip() {
  Preferences chosen;
  chosen.squareSize = 40;
  chosen.coordinates = false;
  chosen.highlightTargets = false;
  PreferencesDialog dialog(chosen);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  QCOMPARE(dialog.preferences(), chosen);
  // The user ticks coordinates back on.
  const QList<QCheckBox *> boxes = dialog.findChildren<QCheckBox *>();
  QCOMPARE(boxes.size(), 2);
  QTest::mouseClick(boxes.first(), Qt::LeftButton);
  QVERIFY(dialog.preferences().coordinates);
  QVERIFY(!dialog.preferences().highlightTargets);
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
  QVERIFY(!window.action(QStringLiteral("coordinates"))->isChecked());
}

QTEST_MAIN(TestEditorDock)
#include "tst_editordock.moc"
