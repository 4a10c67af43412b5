// The child that tst_killsave kills with SIGKILL (it is no test by itself).
//
//   killsave_child save TARGET SOURCE
//     reads SOURCE, says "ready", saves it over TARGET through PgnIo::writeFile
//     (QSaveFile), says "saved".
//   killsave_child session SETTINGS TURNS
//     a workbench (offscreen) that plays its first legal turn TURNS times
//     without saving, waits for its recovery file, says "written PATH" and
//     then idles until it is killed, as a session would before a crash.
#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <cstdio>

#include "gamedocument.h"
#include "mainwindow.h"
#include "movegen.h"
#include "pgnio.h"
#include "recoverystore.h"

namespace {

void say(const QByteArray &line) {
  std::fputs((line + '\n').constData(), stdout);
  std::fflush(stdout);  // the parent times its kill from this line
}

int save(const QString &target, const QString &source) {
  QFile in(source);
  if (!in.open(QIODevice::ReadOnly)) return 2;
  const QByteArray data = in.readAll();
  say("ready");
  QString error;
  if (!PgnIo::writeFile(target, data, &error)) {
    std::fprintf(stderr, "%s\n", qPrintable(error));
    return 1;
  }
  say("saved");
  return 0;
}

int session(int turns) {
  MainWindow window;
  RecoveryStore *store = window.recoveryStore();
  store->setIdleInterval(10);
  for (int i = 0; i < turns; ++i) {
    sc::Position pos = window.document()->position();
    sc::TurnList legal;
    sc::generateLegal(pos, legal);
    if (legal.size == 0) return 1;
    window.document()->playTurn(legal[i % legal.size]);
  }
  QElapsedTimer clock;
  clock.start();
  while (!QFile::exists(store->filePath()) || store->isPending()) {
    if (clock.elapsed() > 10000) return 1;
    QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
  }
  say("written " + store->filePath().toUtf8());
  return QApplication::exec();  // until SIGKILL
}

}  // namespace

int main(int argc, char **argv) {
  const QStringList args = [&] {
    QStringList a;
    for (int i = 1; i < argc; ++i) a << QString::fromLocal8Bit(argv[i]);
    return a;
  }();
  if (args.size() == 3 && args[0] == QLatin1String("save")) {
    QCoreApplication app(argc, argv);
    return save(args[1], args[2]);
  }
  if (args.size() == 3 && args[0] == QLatin1String("session")) {
    // The same test-mode folders as tst_killsave, which reads what it leaves.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_killsave"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, args[1]);
    QApplication app(argc, argv);
    return session(args[2].toInt());
  }
  std::fprintf(stderr, "usage: killsave_child save TARGET SOURCE | session SETTINGS TURNS\n");
  return 2;
}
