// Helpers for tests that drive the whole workbench window through its files:
// modal dialogs answered from a timer, the problems box, the Games dock, and
// a check that the window still plays after whatever it was given.
#pragma once

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>
#include <memory>

#include "boardview.h"
#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "movegen.h"
#include "newgamedialog.h"
#include "notation.h"
#include "pgnio.h"
#include "recoverystore.h"
#include "registry.h"
#include "sfen.h"

#include "squares.h"
#include "treecompare.h"

namespace wbtest {

inline sc::VariantPtr variant() { return sc::Registry::instance().defaultVariant(); }

inline bool writeBytes(const QString &path, const QByteArray &bytes) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

inline QByteArray readBytes(const QString &path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QMenu *menuNamed(QMainWindow &window, const QString &title) {
  for (QAction *a : window.menuBar()->actions())
    if (a->menu() && a->text().remove(QLatin1Char('&')) == title) return a->menu();
  return nullptr;
}

// Answers the modal dialogs the window opens, in order, from a timer: a
// file dialog gets a path, a message box a button. What each dialog said is
// kept; a dialog nobody expected is recorded and dismissed, so a test fails
// instead of hanging.
class DialogAnswerer : public QObject {
 public:
  DialogAnswerer() {
    m_timer.setInterval(10);
    connect(&m_timer, &QTimer::timeout, this, &DialogAnswerer::poll);
    m_timer.start();
  }
  void chooseFile(const QString &path) { m_plan.append({true, path, QMessageBox::NoButton}); }
  void pressButton(QMessageBox::StandardButton button) {
    m_plan.append({false, QString(), button});
  }
  // Another dialog (New Game's, say): `answer` fills it in and accepts or
  // rejects it.
  void answerDialog(std::function<void(QDialog *)> answer) {
    m_plan.append({false, QString(), QMessageBox::NoButton, std::move(answer)});
  }
  bool allAnswered() const { return m_plan.isEmpty(); }
  // One entry per dialog answered: "QFileDialog: <title>" or
  // "QMessageBox: <title>: <text> <informative text>".
  QStringList seen;
  QStringList unexpected;

 private:
  struct Step {
    bool file;
    QString path;
    QMessageBox::StandardButton button;
    std::function<void(QDialog *)> answer = {};
  };
  void poll() {
    QWidget *modal = QApplication::activeModalWidget();
    if (!modal || !modal->isVisible()) return;
    if (modal == m_handled) {
      // A file dialog whose directory listing is still being gathered may
      // ignore an accept(): answer it again until it closes.
      if (auto *dialog = qobject_cast<QFileDialog *>(modal); dialog && !m_lastPath.isEmpty())
        acceptFile(dialog, m_lastPath);
      return;
    }
    m_handled = modal;
    m_lastPath.clear();
    if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
      seen << QStringLiteral("QFileDialog: ") + dialog->windowTitle();
      if (!m_plan.isEmpty() && m_plan.front().file) {
        m_lastPath = m_plan.takeFirst().path;
        acceptFile(dialog, m_lastPath);
      } else {
        unexpected << seen.back();
        dialog->reject();
      }
      return;
    }
    if (auto *box = qobject_cast<QMessageBox *>(modal)) {
      seen << QStringLiteral("QMessageBox: %1: %2 %3")
                  .arg(box->windowTitle(), box->text(), box->informativeText());
      if (!m_plan.isEmpty() && !m_plan.front().file && box->button(m_plan.front().button)) {
        box->button(m_plan.takeFirst().button)->click();
        // A clicked box is gone; the next one may be built at the same address.
        m_handled = nullptr;
      } else {
        unexpected << seen.back();
        box->reject();
      }
      return;
    }
    const QString what = QStringLiteral("%1: %2").arg(
        QLatin1String(modal->metaObject()->className()), modal->windowTitle());
    seen << what;
    auto *dialog = qobject_cast<QDialog *>(modal);
    if (dialog && !m_plan.isEmpty() && m_plan.front().answer) {
      QPointer<QDialog> answered(dialog);
      m_plan.takeFirst().answer(dialog);
      // An answer cut short by a failed QVERIFY would leave the dialog's
      // event loop running for ever: the test must fail, not hang.
      if (answered && answered->isVisible()) answered->reject();
      return;
    }
    unexpected << what;
    modal->close();
  }

  // Types the path into the name field, as a user does: selectFile() leaves
  // that field alone while it has the focus, and accept() reads the field.
  static void acceptFile(QFileDialog *dialog, const QString &path) {
    dialog->selectFile(path);
    if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
      name->setText(path);
    static_cast<QDialog *>(dialog)->accept();  // QFileDialog::accept is protected
  }

  QTimer m_timer;
  QList<Step> m_plan;
  QPointer<QWidget> m_handled;
  QString m_lastPath;  // the answer given to the file dialog m_handled
};

// The problems box of the last file opened (not modal: it stays beside the
// games that opened), or nullptr.
QMessageBox *problemsBox(MainWindow &window) {
  QMessageBox *last = nullptr;
  for (QMessageBox *box : window.findChildren<QMessageBox *>(QStringLiteral("problemsBox")))
    if (box->isVisible()) last = box;
  return last;
}

inline void closeProblemBoxes(MainWindow &window) {
  for (QMessageBox *box : window.findChildren<QMessageBox *>(QStringLiteral("problemsBox")))
    box->close();
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

// Closes a window that may ask about unsaved changes (once per tab with changes).
inline void closeDiscarding(MainWindow &window) {
  DialogAnswerer answerer;
  for (int i = 0; i < 4; ++i) answerer.pressButton(QMessageBox::Discard);
  window.close();
}

// The node reached from the root by these tokens (each the first child
// with that notation), or kNoNode.
inline sc::NodeId nodeAt(const sc::GameTree &tree, const QStringList &tokens) {
  sc::NodeId node = tree.root();
  for (const QString &token : tokens) {
    sc::NodeId next = sc::kNoNode;
    for (sc::NodeId child : tree.node(node).children)
      if (QString::fromStdString(tree.node(child).notation) == token) {
        next = child;
        break;
      }
    if (next == sc::kNoNode) return sc::kNoNode;
    node = next;
  }
  return node;
}

inline QStringList mainLineTokens(const sc::GameTree &tree) {
  QStringList out;
  for (sc::NodeId id : tree.mainLine())
    if (id != tree.root()) out << QString::fromStdString(tree.node(id).notation);
  return out;
}

// The text of a game list cell, as the Games dock shows it.
inline QString gamesCell(MainWindow &window, int row, int column) {
  auto *table = window.findChild<QTableView *>(QStringLiteral("gamesTable"));
  return table ? table->model()->index(row, column).data().toString() : QString();
}

// A window on screen, for the mouse.
inline std::unique_ptr<MainWindow> shownWindow() {
  auto window = std::make_unique<MainWindow>();
  window->show();
  if (!QTest::qWaitForWindowExposed(window.get())) qWarning("the window was not exposed");
  window->activateWindow();
  return window;
}

// File > Open with the dialog answered (and the message boxes that follow,
// if any); returns what the dialogs said.
inline QStringList openThroughDialog(MainWindow &window, const QString &path,
                                     QList<QMessageBox::StandardButton> thenPress = {}) {
  DialogAnswerer answerer;
  answerer.chooseFile(path);
  for (QMessageBox::StandardButton b : thenPress) answerer.pressButton(b);
  window.action(QStringLiteral("open"))->trigger();
  if (!answerer.allAnswered() || !answerer.unexpected.isEmpty())
    qWarning("dialogs: %s", qPrintable(answerer.seen.join(QLatin1String(" | "))));
  return answerer.seen;
}

// Clicks on a square of the board, as a user does.
inline void clickSquare(MainWindow &window, const char *square, Qt::KeyboardModifiers mods = {},
                        Qt::MouseButton button = Qt::LeftButton) {
  BoardView *board = window.boardView();
  QTest::mouseClick(board, button, mods, board->squareRect(sq(square)).center());
}

// File > New Game with the dialog answered: `ruleset` (a registry name) with
// `options` (KEY=VALUE), or the default ruleset. Returns what the dialogs said.
inline QStringList newGameThroughDialog(MainWindow &window, const QString &ruleset = {},
                                        const QStringList &options = {}) {
  DialogAnswerer answerer;
  answerer.answerDialog([&](QDialog *dialog) {
    auto *newGame = qobject_cast<NewGameDialog *>(dialog);
    if (!newGame) return dialog->reject();
    newGame->setChoice(
        ruleset.isEmpty() ? QString::fromStdString(variant()->rules().name) : ruleset, options);
    newGame->accept();
  });
  window.action(QStringLiteral("newGame"))->trigger();
  if (!answerer.allAnswered() || !answerer.unexpected.isEmpty())
    qWarning("dialogs: %s", qPrintable(answerer.seen.join(QLatin1String(" | "))));
  return answerer.seen;
}

// The window still works: File > New Game, then Pe2-e3 by two clicks.
inline void stillPlays(MainWindow &window) {
  closeProblemBoxes(window);
  QVERIFY(!QApplication::activeModalWidget());
  newGameThroughDialog(window);
  GameDocument *doc = window.document();
  QCOMPARE(doc->tree().nodeCount(), 1);
  QCOMPARE(QString::fromStdString(sc::writeSfen(doc->position())),
           QString::fromStdString(variant()->rules().startSfen));
  QCOMPARE(window.gameList()->gameCount(), 1);
  clickSquare(window, "e2");
  clickSquare(window, "e3");
  QCOMPARE(doc->tree().nodeCount(), 2);
  QCOMPARE(QString::fromStdString(doc->tree().node(doc->currentNode()).notation),
           QStringLiteral("Pe2-e3"));
  QVERIFY(window.isWindowModified());
  // The title follows; the game list takes the edits when another game
  // replaces this one or the file is saved (MainWindow::storeCurrentGame).
  QVERIFY(window.windowTitle().contains(QStringLiteral("Untitled")));
}

// Settings and recovery files of a test program kept in `settings`, away
// from the user's own.
inline void isolateSettings(const QTemporaryDir &settings, const QString &program) {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(program);
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
}

inline void clearSettingsAndRecovery() {
  QSettings().clear();
  QDir(RecoveryStore::defaultDirectory()).removeRecursively();
}

}  // namespace wbtest
