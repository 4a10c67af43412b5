// A save killed at any moment: a child process saves several MB of PGN over
// an existing file through PgnIo::writeFile (QSaveFile) and is killed with
// SIGKILL at seeded random moments, 50 times; each time the file must be
// byte for byte the old content or the complete new one. And a workbench
// killed with unsaved changes leaves a recovery file that brings them back
// (as tst_recovery's startupRestoresOrphan, but with a real SIGKILL).
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <csignal>
#include <random>
#include <thread>

#include "gamedocument.h"
#include "mainwindow.h"
#include "movegen.h"
#include "pgnio.h"
#include "recoverystore.h"

namespace {

constexpr int kKills = 50;
constexpr int kSessionTurns = 7;

// About `bytes` of PGN: the test games again and again, each copy's Event
// tag numbered and marked, so old and new differ all through.
QByteArray bigPgn(qsizetype bytes, const QByteArray &mark) {
  QFile file(QStringLiteral(SHOOTERS_DATA "/pgn/lichess-games.pgn"));
  if (!file.open(QIODevice::ReadOnly)) qFatal("test data missing");
  const QByteArray games = file.readAll();
  QByteArray out;
  for (int copy = 0; out.size() < bytes; ++copy)
    out += "[Event \"" + mark + ' ' + QByteArray::number(copy) + "\"]\n" + games + '\n';
  return out;
}

void writeDirect(const QString &path, const QByteArray &data) {
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
  QCOMPARE(file.write(data), data.size());
}

QByteArray readAll(const QString &path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

// Starts the child and waits for its first line; empty on failure.
QByteArray startChild(QProcess &child, const QStringList &args) {
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  child.setProcessEnvironment(env);
  child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
  child.start(QStringLiteral(KILLSAVE_CHILD), args);
  if (!child.waitForStarted(10000)) return {};
  while (!child.canReadLine())
    if (!child.waitForReadyRead(20000)) return {};
  return child.readLine().trimmed();
}

void killChild(QProcess &child) {
  ::kill(pid_t(child.processId()), SIGKILL);
  child.waitForFinished(10000);
}

}  // namespace

class TestKillSave : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void killedSaveLeavesOldOrNew();
  void killedSessionRecovers();

 private:
  QTemporaryDir m_settings;
};

void TestKillSave::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_killsave"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
  QDir(RecoveryStore::defaultDirectory()).removeRecursively();
}

void TestKillSave::killedSaveLeavesOldOrNew() {
  QTemporaryDir dir;
  const QString target = dir.filePath(QStringLiteral("games.pgn"));
  const QString source = dir.filePath(QStringLiteral("source"));
  const QByteArray before = bigPgn(4 << 20, "old");
  const QByteArray after = bigPgn(6 << 20, "new");
  writeDirect(source, after);

  // One whole save, timed from the child's "ready", sets the span the
  // kills are spread over; a little beyond it, so some land after the end.
  writeDirect(target, before);
  QElapsedTimer clock;
  {
    QProcess child;
    QCOMPARE(startChild(child, {QStringLiteral("save"), target, source}), QByteArray("ready"));
    clock.start();
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitCode(), 0);
    QVERIFY(readAll(target) == after);
  }
  const qint64 spanUs = std::max<qint64>(clock.nsecsElapsed() / 1000 * 5 / 4, 1000);

  const quint32 seed = qEnvironmentVariableIsSet("KILLSAVE_SEED")
                           ? quint32(qEnvironmentVariableIntValue("KILLSAVE_SEED"))
                           : 20261125u;
  std::mt19937 random(seed);
  std::uniform_int_distribution<qint64> delay(0, spanUs);
  int old = 0, complete = 0;
  for (int i = 0; i < kKills; ++i) {
    writeDirect(target, before);
    QProcess child;
    QCOMPARE(startChild(child, {QStringLiteral("save"), target, source}), QByteArray("ready"));
    std::this_thread::sleep_for(std::chrono::microseconds(delay(random)));
    killChild(child);
    const QByteArray now = readAll(target);
    if (now == before)
      ++old;
    else if (now == after)
      ++complete;
    else
      QFAIL(qPrintable(QStringLiteral("kill %1 (seed %2): the file holds %3 bytes, neither old "
                                      "nor new")
                           .arg(i)
                           .arg(seed)
                           .arg(now.size())));
  }
  // A leftover of QSaveFile's would be a named temporary file beside the target.
  const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
  qInfo("%d kills over %lld us (seed %u): %d left the old file, %d the new one; files left: %s",
        kKills, spanUs, seed, old, complete, qPrintable(left.join(u' ')));
  QVERIFY2(old > 0, "no kill landed before the save ended: the test tested nothing");
}

void TestKillSave::killedSessionRecovers() {
  QString path;
  {
    QProcess child;
    const QByteArray line = startChild(
        child, {QStringLiteral("session"), m_settings.path(), QString::number(kSessionTurns)});
    QVERIFY2(line.startsWith("written "), line.constData());
    path = QString::fromUtf8(line.mid(8));
    killChild(child);
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
  }
  // The killed session's lock names a process that is gone: an orphan.
  QCOMPARE(RecoveryStore::orphans(), QStringList{path});

  MainWindow expected;  // the same turns, played here
  for (int i = 0; i < kSessionTurns; ++i) {
    sc::Position pos = expected.document()->position();
    sc::TurnList legal;
    sc::generateLegal(pos, legal);
    QVERIFY(legal.size > 0);
    expected.document()->playTurn(legal[i % legal.size]);
  }

  MainWindow window;
  QVERIFY(window.restoreRecovery(path));
  QCOMPARE(PgnIo::gameText(window.document()->tree()),
           PgnIo::gameText(expected.document()->tree()));
  QCOMPARE(window.document()->tree().nodeCount(), expected.document()->tree().nodeCount());
  QVERIFY(window.hasUnsavedChanges());
  QVERIFY(RecoveryStore::orphans().isEmpty());
  expected.recoveryStore()->discard();
  window.recoveryStore()->discard();
}

QTEST_MAIN(TestKillSave)
#include "tst_killsave.moc"
