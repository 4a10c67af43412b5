// Every action's shortcut can be changed in Preferences (issue 15), through
// the real dialog: the Shortcuts page lists the window's actions, a new key
// typed into its editor rebinds one, the new key triggers it and the old one
// no longer does, the binding is still there in a new window, a key another
// action has is refused with that action's name, and Reset to Default brings
// the default back.
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>
#include <functional>

#include "boardview.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "recoverystore.h"
#include "shortcuts.h"
#include "shortcutspage.h"
#include "windowfiles.h"

namespace {

// Opens Preferences with the window's action and runs `work` on its
// Shortcuts page while the dialog is open; `accept` then presses OK.
void withShortcutsPage(MainWindow &window, const std::function<void(ShortcutsPage *)> &work,
                       bool accept = true) {
  bool ran = false;
  QTimer::singleShot(0, [&] {
    auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
    QVERIFY(dialog);
    auto *tabs = dialog->findChild<QTabWidget *>(QStringLiteral("preferencesTabs"));
    QVERIFY(tabs);
    auto *page = dialog->findChild<ShortcutsPage *>(QStringLiteral("shortcutsPage"));
    QVERIFY(page);
    tabs->setCurrentWidget(page);
    work(page);
    ran = true;
    auto *buttons = dialog->findChild<QDialogButtonBox *>();
    QTest::mouseClick(buttons->button(accept ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel),
                      Qt::LeftButton);
  });
  window.action(QStringLiteral("preferences"))->trigger();
  QVERIFY(ran);
}

// Types a key into the page's QKeySequenceEdit (its line edit takes the keys).
void typeKey(QKeySequenceEdit *edit, Qt::Key key, Qt::KeyboardModifiers modifiers) {
  edit->setFocus();
  QWidget *target = edit->focusProxy() ? edit->focusProxy() : edit;
  QTest::keyClick(target, key, modifiers);
}

// Clicks the row of the action `name` in the page's list.
void selectAction(ShortcutsPage *page, const QString &name) {
  auto *list = page->findChild<QTreeWidget *>(QStringLiteral("shortcutList"));
  QVERIFY(list);
  for (int i = 0; i < list->topLevelItemCount(); ++i) {
    QTreeWidgetItem *item = list->topLevelItem(i);
    if (item->data(0, Qt::UserRole).toString() != name) continue;
    list->scrollToItem(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
    QCOMPARE(list->currentItem(), item);
    return;
  }
  QFAIL(qPrintable(QStringLiteral("no row for %1").arg(name)));
}

}  // namespace

class TestShortcuts : public QObject {
  Q_OBJECT

  QTemporaryDir m_settings;

 private slots:
  void initTestCase() { wbtest::isolateSettings(m_settings, QStringLiteral("tst_shortcuts")); }
  void init() { wbtest::clearSettingsAndRecovery(); }

  void listsEveryNamedAction() {
    MainWindow window;
    auto *shortcuts = window.findChild<Shortcuts *>(QStringLiteral("shortcuts"));
    QVERIFY(shortcuts);
    for (const char *name : {"save", "saveAs", "flipBoard", "goBack", "typeTurn", "playEngine",
                             "takeBack", "hint", "actionDeclareTurn", "undo"})
      QVERIFY2(shortcuts->names().contains(QLatin1String(name)), name);
    // No two actions answer to the same key out of the box.
    const auto keys = shortcuts->current();
    for (auto it = keys.cbegin(); it != keys.cend(); ++it)
      for (const QKeySequence &k : it.value())
        QVERIFY2(Shortcuts::conflict(keys, it.key(), k).isEmpty(),
                 qPrintable(it.key() + QLatin1String(": ") + k.toString()));
  }

  void rebindPersistsAndRefusesConflicts() {
    {
      MainWindow window;
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      QAction *flip = window.action(QStringLiteral("flipBoard"));
      QCOMPARE(flip->shortcut(), QKeySequence(QStringLiteral("Ctrl+F")));

      withShortcutsPage(window, [](ShortcutsPage *page) {
        selectAction(page, QStringLiteral("flipBoard"));
        auto *edit = page->findChild<QKeySequenceEdit *>(QStringLiteral("shortcutEdit"));
        QVERIFY(edit);
        typeKey(edit, Qt::Key_J, Qt::ControlModifier | Qt::AltModifier);
        // The editor takes a sequence once the keys have rested for a second.
        QTRY_COMPARE(page->edited().value(QStringLiteral("flipBoard")),
                     QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+Alt+J"))});
        QVERIFY(page->message().isEmpty());
      });
      QCOMPARE(flip->shortcut(), QKeySequence(QStringLiteral("Ctrl+Alt+J")));

      // The new key flips the board; the old one no longer does.
      window.activateWindow();
      QVERIFY(QTest::qWaitForWindowActive(&window));
      window.boardView()->setFocus();
      const bool flipped = window.boardView()->isFlipped();
      QTest::keyClick(window.boardView(), Qt::Key_J, Qt::ControlModifier | Qt::AltModifier);
      QCOMPARE(window.boardView()->isFlipped(), !flipped);
      QTest::keyClick(window.boardView(), Qt::Key_F, Qt::ControlModifier);
      QCOMPARE(window.boardView()->isFlipped(), !flipped);
    }
    {
      // A new window starts with the user's key.
      MainWindow window;
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      QAction *flip = window.action(QStringLiteral("flipBoard"));
      QCOMPARE(flip->shortcut(), QKeySequence(QStringLiteral("Ctrl+Alt+J")));

      // Ctrl+S belongs to Save: refused, with Save named, and nothing changes.
      withShortcutsPage(window, [](ShortcutsPage *page) {
        selectAction(page, QStringLiteral("hint"));
        auto *edit = page->findChild<QKeySequenceEdit *>(QStringLiteral("shortcutEdit"));
        typeKey(edit, Qt::Key_S, Qt::ControlModifier);
        auto *message = page->findChild<QLabel *>(QStringLiteral("shortcutMessage"));
        QTRY_VERIFY(!message->text().isEmpty());
        QVERIFY2(message->text().contains(QStringLiteral("\u201cSave\u201d")),
                 qPrintable(message->text()));
        QCOMPARE(page->edited().value(QStringLiteral("hint")),
                 QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+H"))});
        QTRY_COMPARE(edit->keySequence(), QKeySequence(QStringLiteral("Ctrl+H")));

        // Reset to Default puts Flip's Ctrl+F back.
        selectAction(page, QStringLiteral("flipBoard"));
        auto *reset = page->findChild<QPushButton *>(QStringLiteral("shortcutReset"));
        QVERIFY(reset->isEnabled());
        QTest::mouseClick(reset, Qt::LeftButton);
        QCOMPARE(page->edited().value(QStringLiteral("flipBoard")),
                 QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+F"))});
      });
      QCOMPARE(window.action(QStringLiteral("hint"))->shortcut(),
               QKeySequence(QStringLiteral("Ctrl+H")));
      QCOMPARE(flip->shortcut(), QKeySequence(QStringLiteral("Ctrl+F")));
      QSettings settings;
      QVERIFY(!settings.contains(QStringLiteral("shortcuts/flipBoard")));
    }
  }

  // Cancel keeps the keys as they were; a cleared key is saved as none.
  void cancelAndClear() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    withShortcutsPage(
        window,
        [](ShortcutsPage *page) {
          selectAction(page, QStringLiteral("saveAs"));
          QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("shortcutClear")),
                            Qt::LeftButton);
          QVERIFY(page->edited().value(QStringLiteral("saveAs")).isEmpty());
        },
        false);
    QVERIFY(!window.action(QStringLiteral("saveAs"))->shortcut().isEmpty());
    withShortcutsPage(window, [](ShortcutsPage *page) {
      selectAction(page, QStringLiteral("saveAs"));
      QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("shortcutClear")),
                        Qt::LeftButton);
    });
    QVERIFY(window.action(QStringLiteral("saveAs"))->shortcut().isEmpty());
    MainWindow again;
    QVERIFY(again.action(QStringLiteral("saveAs"))->shortcut().isEmpty());
  }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
