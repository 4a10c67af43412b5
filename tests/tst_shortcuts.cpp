// Help > Keyboard Shortcuts lists the menus' keys (below). And every
// action's shortcut can be changed in Preferences (issue 15), through
// the real dialog: the Shortcuts page lists the window's actions, a new key
// typed into its editor rebinds one, the new key triggers it and the old one
// no longer does, the binding is still there in a new window, a key another
// action has is refused with that action's name, and Reset to Default brings
// the default back.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeView>
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

  // Help > Keyboard Shortcuts, "?" as on Lichess: the menus' keys as they are
  // now (a rebound key too), grouped by menu, and a field that finds an action
  // by its name, its key or its menu's name. In the turn box "?" is a glyph.
  void keyboardShortcutsDialog() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.action(QStringLiteral("flipBoard"))->setShortcut(QKeySequence(QStringLiteral("Ctrl+F")));
    auto *edit = window.findChild<QLineEdit *>(QStringLiteral("turnEdit"));
    QVERIFY(edit);
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Question);
    QCOMPARE(edit->text(), QStringLiteral("?"));
    QVERIFY(!window.findChild<QDialog *>(QStringLiteral("shortcutsDialog")));
    edit->clear();
    window.boardView()->setFocus();
    QTest::keyClick(window.boardView(), Qt::Key_Question);
    auto *dialog = window.findChild<QDialog *>(QStringLiteral("shortcutsDialog"));
    QVERIFY(dialog && dialog->isVisible());
    auto *list = dialog->findChild<QTreeView *>(QStringLiteral("shortcutsList"));
    auto *find = dialog->findChild<QLineEdit *>(QStringLiteral("shortcutsFind"));
    QVERIFY(list && find);
    QAbstractItemModel *model = list->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // What is shown: "menu: action = key" for every row not hidden.
    const auto shown = [list, model] {
      QStringList rows;
      for (int i = 0; i < model->rowCount(); ++i) {
        const QModelIndex menu = model->index(i, 0);
        for (int j = 0; j < model->rowCount(menu); ++j)
          if (!list->isRowHidden(i, {}) && !list->isRowHidden(j, menu))
            rows << menu.data().toString() + QLatin1String(": ") +
                        model->index(j, 0, menu).data().toString() + QLatin1String(" = ") +
                        model->index(j, 1, menu).data().toString();
      }
      return rows;
    };
    QStringList menus;
    for (int i = 0; i < model->rowCount(); ++i) menus << model->index(i, 0).data().toString();
    QCOMPARE(menus.front(), QStringLiteral("File"));
    QVERIFY2(menus.contains(QStringLiteral("Analysis")) && menus.contains(QStringLiteral("Help")),
             qPrintable(menus.join(u',')));
    const QStringList all = shown();
    QVERIFY2(all.contains(QStringLiteral("Analysis: Analyse Game = Ctrl+Shift+A")),
             qPrintable(all.join(u'\n')));
    QVERIFY(all.contains(QStringLiteral("View: Flip Board = Ctrl+F")));
    QVERIFY(all.contains(QStringLiteral("Help: Keyboard Shortcuts = ?")));
    QVERIFY(all.contains(QStringLiteral("File: Open… = Ctrl+O")));
    // A submenu's keys under its name: Edit > Glyphs, each glyph with its name.
    const QModelIndex glyphs =
        model
            ->match(model->index(0, 0), Qt::DisplayRole, QStringLiteral("Glyphs"), 1,
                    Qt::MatchRecursive | Qt::MatchExactly)
            .value(0);
    QVERIFY(glyphs.isValid() && glyphs.parent().data().toString() == QStringLiteral("Edit"));
    QCOMPARE(model->index(1, 0, glyphs).data().toString(), QStringLiteral("? Mistake"));
    QCOMPARE(model->index(1, 1, glyphs).data().toString(), QStringLiteral("Ctrl+2"));
    QVERIFY(all.size() > 30);
    // An entry without a key is not listed.
    QVERIFY(model
                ->match(model->index(0, 0), Qt::DisplayRole, QStringLiteral("Delete Variation"), 1,
                        Qt::MatchRecursive | Qt::MatchExactly)
                .isEmpty());
    QVERIFY(!model
                 ->match(model->index(0, 0), Qt::DisplayRole, QStringLiteral("Delete From Here"), 1,
                         Qt::MatchRecursive | Qt::MatchExactly)
                 .isEmpty());

    QTest::keyClicks(find, QStringLiteral("ctrl+shift+a"));
    QCOMPARE(shown(), QStringList{QStringLiteral("Analysis: Analyse Game = Ctrl+Shift+A")});
    find->clear();
    QTest::keyClicks(find, QStringLiteral("analysis"));  // a menu's name: all of its keys
    QStringList analysis = shown();
    QVERIFY(analysis.size() >= 4);
    for (const QString &row : analysis)
      QVERIFY2(row.startsWith(QStringLiteral("Analysis: ")), qPrintable(row));
    find->clear();
    QCOMPARE(shown(), all);
    // "?" again brings the same dialog forward, not a second one.
    QTest::keyClick(window.boardView(), Qt::Key_Question);
    QCOMPARE(window.findChildren<QDialog *>(QStringLiteral("shortcutsDialog")).size(), 1);
    dialog->close();
    QTRY_VERIFY(!window.findChild<QDialog *>(QStringLiteral("shortcutsDialog")));
  }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
