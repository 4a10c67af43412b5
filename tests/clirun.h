// Runs the `shooters` command line (SHOOTERS_BIN, set by CMake) as a process
// for the command-line tests: exit status and code, and both outputs.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

struct CliResult {
  QProcess::ExitStatus status = QProcess::CrashExit;
  int code = -1;  // -1 also when the process crashed
  QString out;
  QString err;
};

inline CliResult runCli(const QStringList &args, int timeoutMs = 300000) {
  QProcess p;
  p.start(QStringLiteral(SHOOTERS_BIN), args);
  CliResult r;
  if (!p.waitForStarted(10000) || !p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    r.err = QStringLiteral("did not finish");
    return r;
  }
  r.status = p.exitStatus();
  r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  r.err = QString::fromUtf8(p.readAllStandardError());
  return r;
}
