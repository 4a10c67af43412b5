// Nothing lost: a change is written to this session's recovery file after a
// short idle, the file loads back into the same game, a clean exit removes
// it, and a file left by a session that is gone (a crash) is found and
// restored at the next start.
#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QLockFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "movegen.h"
#include "pgnio.h"
#include "recoverystore.h"
#include "workspace.h"

namespace {

void playFirstLegalTurns(GameDocument *document, int count) {
  for (int i = 0; i < count; ++i) {
    sc::Position pos = document->position();
    sc::TurnList turns;
    sc::generateLegal(pos, turns);
    QVERIFY(turns.size > 0);
    document->playTurn(turns[i % turns.size]);
  }
}

// Clicks a button of the next modal message box (a close asking to save).
void answerNextMessageBox(QMessageBox::StandardButton button) {
  QTimer::singleShot(0, [button] {
    auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
    if (box) box->button(button)->click();
  });
}

}  // namespace

class TestRecovery : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void changeTriggersAutosave();
  void recoveryFileLoadsBackIdentical();
  void cleanExitRemovesFile();
  void savingRemovesFile();
  void crashedSessionIsFound();
  void liveSessionIsNotAnOrphan();
  void startupRestoresOrphan();
  void deletedGamesStayDeleted();
  void positionFileComesBackWhole();
  void formatRoundTrips();
  void formatRefusesWhatItCannotRead_data();
  void formatRefusesWhatItCannotRead();

 private:
  QTemporaryDir m_settings;
};

void TestRecovery::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_recovery"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestRecovery::init() { QDir(RecoveryStore::defaultDirectory()).removeRecursively(); }

void TestRecovery::changeTriggersAutosave() {
  MainWindow window;
  RecoveryStore *store = window.recoveryStore();
  store->setIdleInterval(50);
  QVERIFY(!QFile::exists(store->filePath()));
  playFirstLegalTurns(window.document(), 3);
  QVERIFY(store->isPending());
  QTRY_VERIFY(QFile::exists(store->filePath()));
  QVERIFY(store->filePath().startsWith(
      QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
  answerNextMessageBox(QMessageBox::Discard);
  window.close();
}

void TestRecovery::recoveryFileLoadsBackIdentical() {
  MainWindow window;
  RecoveryStore *store = window.recoveryStore();
  store->setIdleInterval(20);
  playFirstLegalTurns(window.document(), 5);
  window.document()->goBack();
  window.document()->goBack();
  playFirstLegalTurns(window.document(), 2);  // a variation
  QTRY_VERIFY(QFile::exists(store->filePath()));
  QTRY_VERIFY(!store->isPending());

  const auto snapshot = RecoveryStore::read(store->filePath());
  QVERIFY(snapshot.has_value());
  const LoadedFile loaded =
      PgnIo::readText(window.document()->variantPtr(), QString::fromUtf8(snapshot->pgn));
  QCOMPARE(loaded.readableGames(), 1);
  QCOMPARE(snapshot->currentGame, 0);
  QCOMPARE(PgnIo::gameText(*loaded.file.games[0].tree), PgnIo::gameText(window.document()->tree()));
  QCOMPARE(loaded.file.games[0].tree->nodeCount(), window.document()->tree().nodeCount());
  answerNextMessageBox(QMessageBox::Discard);
  window.close();
}

void TestRecovery::cleanExitRemovesFile() {
  MainWindow window;
  RecoveryStore *store = window.recoveryStore();
  store->setIdleInterval(20);
  playFirstLegalTurns(window.document(), 1);
  QTRY_VERIFY(QFile::exists(store->filePath()));
  answerNextMessageBox(QMessageBox::Discard);
  QVERIFY(window.close());
  QVERIFY(!QFile::exists(store->filePath()));
  QVERIFY(RecoveryStore::orphans().isEmpty());
}

void TestRecovery::savingRemovesFile() {
  QTemporaryDir dir;
  MainWindow window;
  RecoveryStore *store = window.recoveryStore();
  store->setIdleInterval(20);
  playFirstLegalTurns(window.document(), 2);
  QTRY_VERIFY(QFile::exists(store->filePath()));
  QVERIFY(window.saveFile(dir.filePath(QStringLiteral("saved.pgn"))));
  QVERIFY(!QFile::exists(store->filePath()));
  QVERIFY(!store->isPending());
  QVERIFY(window.close());
}

void TestRecovery::crashedSessionIsFound() {
  const QString directory = RecoveryStore::defaultDirectory();
  QString path;
  {
    RecoveryStore store(directory);
    store.setSnapshotProvider(
        [] { return RecoverySnapshot{QStringLiteral("/x.pgn"), 0, "*", {}, 0, {}, {}}; });
    QVERIFY(store.writeNow());
    path = store.filePath();
    // No discard(): the session ends as a crash would leave it.
  }
  QVERIFY(QFile::exists(path));
  QCOMPARE(RecoveryStore::orphans(), QStringList{path});

  // A crash leaves the lock file behind, naming a process that is gone.
  QString lockPath = path;
  lockPath.replace(QStringLiteral(".recovery"), QStringLiteral(".lock"));
  {
    QFile lock(lockPath);
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write("999999\ntst_recovery\n\n");
  }
  QCOMPARE(RecoveryStore::orphans(), QStringList{path});
  RecoveryStore::removeOrphan(path);
  QVERIFY(RecoveryStore::orphans().isEmpty());
}

void TestRecovery::liveSessionIsNotAnOrphan() {
  RecoveryStore store(RecoveryStore::defaultDirectory());
  store.setSnapshotProvider([] { return RecoverySnapshot{QString(), 0, "*", {}, 0, {}, {}}; });
  QVERIFY(store.writeNow());
  // Another workbench running now holds its lock: its file is not a crash's.
  QVERIFY(RecoveryStore::orphans().isEmpty());
  store.discard();
}

void TestRecovery::startupRestoresOrphan() {
  QByteArray pgn;
  QString path;
  {
    MainWindow crashed;
    crashed.recoveryStore()->setIdleInterval(10);
    playFirstLegalTurns(crashed.document(), 4);
    crashed.document()->goBack();
    playFirstLegalTurns(crashed.document(), 1);
    QTRY_VERIFY(QFile::exists(crashed.recoveryStore()->filePath()));
    QTRY_VERIFY(!crashed.recoveryStore()->isPending());
    pgn = PgnIo::gameText(crashed.document()->tree());
    path = crashed.recoveryStore()->filePath();
    // Destroyed without close(): no clean exit, the file stays.
  }
  QCOMPARE(RecoveryStore::orphans(), QStringList{path});

  MainWindow window;
  QVERIFY(!window.hasUnsavedChanges());
  QVERIFY(window.restoreRecovery(path));
  QCOMPARE(PgnIo::gameText(window.document()->tree()), pgn);
  QVERIFY(window.hasUnsavedChanges());
  QVERIFY(window.isWindowModified());
  QVERIFY(!QFile::exists(path));
  QVERIFY(RecoveryStore::orphans().isEmpty());

  // offerRecovery asks, and Restore restores.
  {
    RecoveryStore leftover(RecoveryStore::defaultDirectory());
    leftover.setSnapshotProvider(
        [&] { return RecoverySnapshot{QString(), 0, pgn, {}, 0, {}, {}}; });
    QVERIFY(leftover.writeNow());
  }
  MainWindow next;
  QTimer::singleShot(0, [] {
    auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
    QVERIFY(box);
    QCOMPARE(box->objectName(), QStringLiteral("recoveryBox"));
    for (QAbstractButton *button : box->buttons())
      if (box->buttonRole(button) == QMessageBox::AcceptRole) button->click();  // Restore
  });
  next.offerRecovery();
  QCOMPARE(PgnIo::gameText(next.document()->tree()), pgn);
  QVERIFY(RecoveryStore::orphans().isEmpty());

  answerNextMessageBox(QMessageBox::Discard);
  window.close();
  answerNextMessageBox(QMessageBox::Discard);
  next.close();
}

namespace {

QString roundOf(GameList *list, int row) {
  return QString::fromStdString(list->copyTree(row)->tags().at("Round"));
}

// Writes the window's recovery file now and keeps a copy, as a killed
// session leaves it behind.
QString leaveRecovery(MainWindow &window, const QString &copy) {
  if (!window.recoveryStore()->writeNow()) return {};
  QFile::remove(copy);
  if (!QFile::copy(window.recoveryStore()->filePath(), copy)) return {};
  window.recoveryStore()->discard();
  return copy;
}

}  // namespace

// Games deleted from a file's list stay deleted when the list comes back
// from a crash, beside the changed game; a file changed on disk since keeps
// all its games and gets the changed one at its end.
void TestRecovery::deletedGamesStayDeleted() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("five.pgn"));
  {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (int i = 0; i < 5; ++i)
      file.write(QStringLiteral("[Round \"%1\"]\n\n1. Pe2-e3 Pe7-e6 *\n\n").arg(i).toUtf8());
  }
  QString recovery, deletionOnly;
  {
    MainWindow window;
    QVERIFY(window.openFile(path));
    QVERIFY(window.openGame(2));
    QVERIFY(window.workspace()->removeGame(4));  // the last game
    QVERIFY(window.workspace()->removeGame(0));  // the shown game moves up a row
    QCOMPARE(window.currentGame(), 1);
    QCOMPARE(window.gameList()->removedFileGames(), (std::vector<int>{0, 4}));
    RecoverySnapshot s = window.snapshot();
    QVERIFY(s.rows.isEmpty());  // nothing else changed: the deletions alone
    QCOMPARE(s.removed, (QList<int>{0, 4}));
    QVERIFY(s.overFile());
    deletionOnly = leaveRecovery(window, dir.filePath(QStringLiteral("deleted.recovery")));
    QVERIFY(!deletionOnly.isEmpty());

    QVERIFY(window.workspace()->removeGame(2));  // the file's game 3
    window.document()->goEnd();
    playFirstLegalTurns(window.document(), 1);
    s = window.snapshot();
    QCOMPARE(s.rows, QList<int>{1});
    QCOMPARE(s.gameCount, 2);
    QCOMPARE(s.removed, (QList<int>{0, 3, 4}));
    QCOMPARE(RecoveryStore::parse(RecoveryStore::serialize(s)), std::optional(s));
    recovery = leaveRecovery(window, dir.filePath(QStringLiteral("left.recovery")));
    QVERIFY(!recovery.isEmpty());
    window.document()->undoStack()->undo();
    answerNextMessageBox(QMessageBox::Discard);
    window.close();
  }
  {
    MainWindow restored;
    QVERIFY(restored.restoreRecovery(deletionOnly));
    QCOMPARE(restored.gameList()->gameCount(), 3);
    QCOMPARE(roundOf(restored.gameList(), 0), QStringLiteral("1"));
    QCOMPARE(roundOf(restored.gameList(), 2), QStringLiteral("3"));
    QCOMPARE(restored.currentGame(), 1);
    QVERIFY(restored.hasUnsavedChanges());
    answerNextMessageBox(QMessageBox::Discard);
    restored.close();
  }
  const QString again = dir.filePath(QStringLiteral("again.recovery"));
  QVERIFY(QFile::copy(recovery, again));  // restoring removes the file
  {
    MainWindow restored;
    QVERIFY(restored.restoreRecovery(recovery));
    GameList *list = restored.gameList();
    QCOMPARE(list->gameCount(), 2);
    QCOMPARE(roundOf(list, 0), QStringLiteral("1"));
    QCOMPARE(roundOf(list, 1), QStringLiteral("2"));
    QCOMPARE(restored.currentGame(), 1);
    QCOMPARE(int(restored.document()->tree().mainLine().size()), 4);  // 2 turns + the new one
    // Saved, the file holds what the list showed before the crash.
    const QString saved = dir.filePath(QStringLiteral("saved.pgn"));
    QVERIFY(restored.saveFile(saved));
    QVERIFY(list->removedFileGames().empty());
    QCOMPARE(PgnIo::readFile(restored.document()->variantPtr(), saved).file.games.size(), 2u);
    restored.close();
  }
  // The file grew on disk after the crash: no game is removed by a place
  // that no longer means the same game; the changed one is added at the end.
  {
    QFile file(path);
    QVERIFY(file.open(QIODevice::Append));
    file.write("[Round \"9\"]\n\n1. Pe2-e3 *\n");
  }
  MainWindow late;
  QVERIFY(late.restoreRecovery(again));
  QCOMPARE(late.gameList()->gameCount(), 7);
  QCOMPARE(roundOf(late.gameList(), 5), QStringLiteral("9"));
  QCOMPARE(late.currentGame(), 6);
  QCOMPARE(roundOf(late.gameList(), 6), QStringLiteral("2"));
  QCOMPARE(int(late.document()->tree().mainLine().size()), 4);
  answerNextMessageBox(QMessageBox::Discard);
  late.close();
}

// A position file too big to be read whole (GameList::kHeldBytes: indexed by
// its lines, each read when it is opened) comes back whole, its changed
// position among its others: the file is behind the list though the tab has
// no file to save to (it is saved as PGN under a new name). Before, only the
// games opened came back.
void TestRecovery::positionFileComesBackWhole() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("puzzles.epd"));
  int kLines = 0;
  {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    while (file.size() <= GameList::kHeldBytes)
      file.write(
          QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"p%1\";\n")
              .arg(kLines++)
              .toUtf8());
  }
  QString recovery;
  {
    MainWindow window;
    QVERIFY(window.openFile(path));
    window.gameList()->finishIndexing();
    QCOMPARE(window.gameList()->gameCount(), kLines);
    QVERIFY(window.openGame(5));
    playFirstLegalTurns(window.document(), 2);
    QVERIFY(!window.gameList()->tree(kLines - 1));  // not held: no game to write out
    const RecoverySnapshot s = window.snapshot();
    QVERIFY(s.filePath.isEmpty());
    QCOMPARE(s.listPath, window.gameList()->filePath());
    QCOMPARE(s.rows, QList<int>{5});
    QCOMPARE(s.gameCount, kLines);
    QVERIFY(s.overFile());
    QCOMPARE(RecoveryStore::parse(RecoveryStore::serialize(s)), std::optional(s));
    recovery = leaveRecovery(window, dir.filePath(QStringLiteral("puzzles.recovery")));
    QVERIFY(!recovery.isEmpty());
    window.document()->undoStack()->undo();
    window.document()->undoStack()->undo();
    answerNextMessageBox(QMessageBox::Discard);
    window.close();
  }
  MainWindow restored;
  QVERIFY(restored.restoreRecovery(recovery));
  GameList *list = restored.gameList();
  QCOMPARE(list->gameCount(), kLines);
  QCOMPARE(restored.currentGame(), 5);
  QCOMPARE(int(restored.document()->tree().mainLine().size()), 3);  // the start and 2 turns
  QCOMPARE(QString::fromStdString(list->copyTree(kLines - 1)->tags().at("Event")),
           QStringLiteral("p%1").arg(kLines - 1));
  QVERIFY(restored.document()->filePath().isEmpty());  // saving still asks for a name
  QVERIFY(restored.hasUnsavedChanges());
  answerNextMessageBox(QMessageBox::Discard);
  restored.close();
}

// What serialize writes, parse reads back equal; text beyond ASCII in
// the PGN and any characters in the path survive the JSON.
void TestRecovery::formatRoundTrips() {
  const RecoverySnapshot snapshot{QStringLiteral("/tmp/ünicode ♞/\"quoted\".pgn"),
                                  3,
                                  QByteArray("[Event \"é\"]\n\n1. Pe2-e3 *\n"),
                                  {},
                                  0,
                                  {},
                                  {}};
  const QByteArray bytes = RecoveryStore::serialize(snapshot);
  QVERIFY(bytes.contains("\"format\": 1"));
  const auto back = RecoveryStore::parse(bytes);
  QVERIFY(back.has_value());
  QCOMPARE(*back, snapshot);
  // Over a file: the changed rows, the count, the deleted games; deletions
  // alone are over a file too.
  const RecoverySnapshot over{QStringLiteral("/x.pgn"), 1, "*", {1}, 2, {0, 3}, {}};
  QCOMPARE(RecoveryStore::parse(RecoveryStore::serialize(over)), std::optional(over));
  const RecoverySnapshot deletions{QStringLiteral("/x.pgn"), 1, "", {}, 4, {2}, {}};
  QVERIFY(deletions.overFile());
  QCOMPARE(RecoveryStore::parse(RecoveryStore::serialize(deletions)), std::optional(deletions));
  // A big position file's list: its file beside no file to save to (over a
  // file with nothing changed but that).
  const RecoverySnapshot positions{QString(), 7, "", {}, 9, {}, QStringLiteral("/p.epd")};
  QVERIFY(positions.overFile());
  QCOMPARE(positions.listFile(), QStringLiteral("/p.epd"));
  QCOMPARE(RecoveryStore::parse(RecoveryStore::serialize(positions)), std::optional(positions));
  // A count without rows (what the fuzz target found: it was read, then not written).
  const RecoverySnapshot countOnly{QStringLiteral("/x.pgn"), 0, "*", {}, 2, {}, {}};
  QCOMPARE(RecoveryStore::parse(RecoveryStore::serialize(countOnly)), std::optional(countOnly));
  // An older file without a key reads it as its default.
  const auto bare = RecoveryStore::parse(R"({"format": 1})");
  QVERIFY(bare.has_value());
  QCOMPARE(*bare, RecoverySnapshot{});
}

// A recovery file parse() refuses, with a reason, rather than reading half
// of it into something the user never had.
void TestRecovery::formatRefusesWhatItCannotRead_data() {
  QTest::addColumn<QByteArray>("bytes");
  QTest::addColumn<QString>("reason");
  QTest::newRow("empty") << QByteArray() << QString();
  QTest::newRow("not JSON") << QByteArray("[Event") << QString();
  QTest::newRow("an array") << QByteArray("[1]") << QStringLiteral("not a JSON object");
  QTest::newRow("no format") << QByteArray(R"({"pgn": "*"})") << QStringLiteral("no 'format'");
  QTest::newRow("a later format") << QByteArray(R"({"format": 2})")
                                  << QStringLiteral("format 2 is not known");
  QTest::newRow("format as text") << QByteArray(R"({"format": "1"})") << QStringLiteral("'format'");
  QTest::newRow("current negative")
      << QByteArray(R"({"format": 1, "current": -1})") << QStringLiteral("'current'");
  QTest::newRow("current fraction")
      << QByteArray(R"({"format": 1, "current": 0.5})") << QStringLiteral("'current'");
  QTest::newRow("current huge") << QByteArray(R"({"format": 1, "current": 1e300})")
                                << QStringLiteral("'current'");
  QTest::newRow("list a list") << QByteArray(R"({"format": 1, "list": ["/p.epd"]})")
                               << QStringLiteral("'list' is not text");
  QTest::newRow("file a number") << QByteArray(R"({"format": 1, "file": 7})")
                                 << QStringLiteral("'file'");
  QTest::newRow("removed a number")
      << QByteArray(R"({"format": 1, "removed": 2})") << QStringLiteral("'removed' is not a list");
  QTest::newRow("removed negative")
      << QByteArray(R"({"format": 1, "removed": [1, -2]})") << QStringLiteral("'removed' holds");
  QTest::newRow("pgn an object") << QByteArray(R"({"format": 1, "pgn": {}})")
                                 << QStringLiteral("'pgn'");
}

void TestRecovery::formatRefusesWhatItCannotRead() {
  QFETCH(QByteArray, bytes);
  QFETCH(QString, reason);
  QString error;
  QVERIFY(!RecoveryStore::parse(bytes, &error).has_value());
  QVERIFY2(!error.isEmpty(), "no reason given");
  QVERIFY2(error.contains(reason), qPrintable(error));
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
