// The game's tags (docs/navigator.md "Game information"): the Game Information
// dialog fills its form and table from the tags, refuses what PGN cannot hold
// with the reason beside a disabled OK, and commits every change as one undo
// step; the header above the notation follows the tags and opens the dialog.
#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "gamedocument.h"
#include "gameheader.h"
#include "gameinfodialog.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "registry.h"

namespace {

QPushButton *okButton(GameInfoDialog &dialog) {
  return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

void retype(QLineEdit *edit, const QString &text) {
  edit->selectAll();
  QTest::keyClick(edit, Qt::Key_Backspace);
  QTest::keyClicks(edit, text);
}

}  // namespace

class TestGameInfo : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gameinfo"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
  }

  void formFromTagsAndBack() {
    GameDocument doc(sc::Registry::instance().defaultVariant());
    doc.setTags({{"White", "Ada"},
                 {"Date", "2024.05.??"},
                 {"Site", "Paris"},
                 {"UTCTime", "18:22:41"},
                 {"Result", "*"}});
    const int steps = doc.undoStack()->count();
    const std::map<std::string, std::string> before = doc.tree().tags();
    GameInfoDialog dialog(&doc);
    auto *others = dialog.findChild<QTableWidget *>(QStringLiteral("otherTags"));
    auto *result = dialog.findChild<QComboBox *>(QStringLiteral("tagResult"));
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("gameInfoProblem"));
    QVERIFY(others && result && problem);
    QAbstractItemModelTester tester(others->model());
    QCOMPARE(dialog.field("White")->text(), QStringLiteral("Ada"));
    QCOMPARE(dialog.field("Date")->text(), QStringLiteral("2024.05.??"));
    QCOMPARE(others->rowCount(), 1);
    QCOMPARE(others->item(0, 0)->text(), QStringLiteral("UTCTime"));
    QCOMPARE(others->item(0, 1)->text(), QStringLiteral("18:22:41"));
    QVERIFY(okButton(dialog)->isEnabled());
    QCOMPARE(dialog.problem(), QString());

    QTest::keyClicks(dialog.field("Black"), QStringLiteral("Bob"));
    retype(dialog.field("Site"), QString());
    result->setCurrentIndex(result->findData(QStringLiteral("1-0")));
    // A date PGN cannot hold: the reason shows and OK waits.
    retype(dialog.field("Date"), QStringLiteral("2024-05-01"));
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(problem->text().contains(QStringLiteral("\"2024-05-01\" is not a PGN date")));
    retype(dialog.field("Date"), QStringLiteral("2024.05.01"));
    QVERIFY(okButton(dialog)->isEnabled());
    QTest::keyClicks(dialog.field("WhiteElo"), QStringLiteral("12a"));
    QCOMPARE(dialog.problem(), QStringLiteral("The rating \"12a\" is not a number"));
    retype(dialog.field("WhiteElo"), QStringLiteral("1850"));

    // Other tags: a new one, and the names PGN or the writer refuse.
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("addTagButton")),
                      Qt::LeftButton);
    QCOMPARE(others->rowCount(), 2);
    others->item(1, 1)->setText(QStringLiteral("180+0"));
    for (const auto &[name, why] :
         {std::pair{"Time Control", "can hold only letters, digits and \"_\""},
          {"White", "is there twice"},
          {"FEN", "is written from the game's start position"}}) {
      others->item(1, 0)->setText(QLatin1String(name));
      QVERIFY2(dialog.problem().contains(QLatin1String(why)), qPrintable(dialog.problem()));
      QVERIFY(!okButton(dialog)->isEnabled());
    }
    others->item(1, 0)->setText(QStringLiteral("TimeControl"));
    QVERIFY(okButton(dialog)->isEnabled());
    others->setCurrentCell(0, 0);
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("removeTagButton")),
                      Qt::LeftButton);
    QCOMPARE(others->rowCount(), 1);

    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const std::map<std::string, std::string> expected = {
        {"White", "Ada"},       {"WhiteElo", "1850"}, {"Black", "Bob"},
        {"Date", "2024.05.01"}, {"Result", "1-0"},    {"TimeControl", "180+0"}};
    QCOMPARE(doc.tree().tags(), expected);
    QCOMPARE(doc.undoStack()->count(), steps + 1);  // one step for the whole form
    doc.undoStack()->undo();
    QCOMPARE(doc.tree().tags(), before);
  }

  void headerFollowsTheTags() {
    GameDocument doc(sc::Registry::instance().defaultVariant());
    GameHeader header(&doc);
    header.resize(400, 60);
    QVERIFY(header.isHidden());  // a new game has nothing to say
    doc.setTags({{"White", "Ada"},
                 {"WhiteElo", "1850"},
                 {"Black", "?"},
                 {"Event", "Club <Open>"},
                 {"Date", "2024.05.??"},
                 {"Round", "3"}});
    QVERIFY(!header.isHidden());
    QVERIFY2(header.text().contains(QString::fromUtf8("Ada (1850) \u2013 ?")),
             qPrintable(header.text()));
    QVERIFY2(header.text().contains(QStringLiteral("Club &lt;Open&gt;, 2024.05, round 3")),
             qPrintable(header.text()));
    QSignalSpy edit(&header, &GameHeader::editRequested);
    QTest::mouseDClick(&header, Qt::LeftButton, {}, QPoint(10, 10));
    QCOMPARE(edit.count(), 1);
    doc.undoStack()->undo();
    QVERIFY(header.isHidden());
  }

  void openedFromTheWindow() {
    // Edit > Game Information (Ctrl+I) and a double-click on the header.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *action = window.findChild<QAction *>(QStringLiteral("gameInformation"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+I")));
    QTest::keyClick(&window, Qt::Key_I, Qt::ControlModifier);
    QTRY_VERIFY(window.findChild<GameInfoDialog *>());
    auto *dialog = window.findChild<GameInfoDialog *>();
    QVERIFY(dialog->isVisible());
    QTest::keyClicks(dialog->field("White"), QStringLiteral("Carla"));
    dialog->accept();
    QCOMPARE(window.document()->tree().tags().at("White"), std::string("Carla"));
    // The game list shows the edit at once, and its undo.
    GameList *games = window.gameList();
    QCOMPARE(games->index(0, GameList::WhiteColumn).data().toString(), QStringLiteral("Carla"));
    window.document()->undoStack()->undo();
    QVERIFY(games->index(0, GameList::WhiteColumn).data().toString() != QStringLiteral("Carla"));
    window.document()->undoStack()->redo();
    auto *header = window.findChild<GameHeader *>(QStringLiteral("gameHeader"));
    QVERIFY(header && header->isVisible());
    QTRY_VERIFY(!window.findChild<GameInfoDialog *>());  // deleted when closed
    QTest::mouseDClick(header, Qt::LeftButton, {}, QPoint(8, 8));
    QTRY_VERIFY(window.findChild<GameInfoDialog *>());
    window.findChild<GameInfoDialog *>()->reject();
  }

 private:
  QTemporaryDir m_settings;
};

QTEST_MAIN(TestGameInfo)
#include "tst_gameinfo.moc"
