#include "recoverystore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

#include "pgnio.h"

namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(RecoveryStore)
};

constexpr int kDefaultIdleMsec = 3000;
const QLatin1String kSuffix(".recovery");
const QLatin1String kLockSuffix(".lock");

QString lockPathFor(const QString &recoveryPath) {
  return recoveryPath.chopped(kSuffix.size()) + kLockSuffix;
}

}  // namespace

RecoveryStore::RecoveryStore(const QString &directory, QObject *parent)
    : QObject(parent),
      m_directory(directory.isEmpty() ? defaultDirectory() : directory),
      m_session(QUuid::createUuid().toString(QUuid::WithoutBraces)) {
  m_timer.setSingleShot(true);
  m_timer.setInterval(kDefaultIdleMsec);
  connect(&m_timer, &QTimer::timeout, this, &RecoveryStore::writeNow);
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::defaultDirectory() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QLatin1String("/recovery");
}

QString RecoveryStore::filePath() const { return m_directory + u'/' + m_session + kSuffix; }

void RecoveryStore::setSnapshotProvider(std::function<RecoverySnapshot()> provider) {
  m_provider = std::move(provider);
}

bool RecoveryStore::ensureLocked() {
  if (m_lock) return true;
  if (!QDir().mkpath(m_directory)) return false;
  auto lock = std::make_unique<QLockFile>(lockPathFor(filePath()));
  // The lock lives as long as the session; it must never go stale by age.
  lock->setStaleLockTime(0);
  if (!lock->tryLock(0)) return false;
  m_lock = std::move(lock);
  return true;
}

bool RecoveryStore::writeNow() {
  m_timer.stop();
  if (!m_provider) return false;
  if (!ensureLocked()) {
    emit writeFailed(Text::tr("cannot create the recovery folder %1").arg(m_directory));
    return false;
  }
  QString error;
  if (!PgnIo::writeFile(filePath(), serialize(m_provider()), &error)) {
    emit writeFailed(error);
    return false;
  }
  emit written(filePath());
  return true;
}

void RecoveryStore::discard() {
  m_timer.stop();
  QFile::remove(filePath());
  // Keep the lock: the session goes on and may write again.
}

QStringList RecoveryStore::orphans(const QString &directory) {
  const QDir dir(directory.isEmpty() ? defaultDirectory() : directory);
  QStringList result;
  const QStringList names =
      dir.entryList({QLatin1String("*") + kSuffix}, QDir::Files, QDir::Time | QDir::Reversed);
  for (const QString &name : names) {
    const QString path = dir.filePath(name);
    QLockFile lock(lockPathFor(path));
    // Age alone must not make a live session's lock look stale; a lock whose
    // process is gone is stale, and tryLock then takes it over.
    lock.setStaleLockTime(0);
    if (lock.tryLock(0)) result.append(path);  // unlocked again when `lock` goes
  }
  return result;
}

std::optional<RecoverySnapshot> RecoveryStore::read(const QString &path, QString *error) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = file.errorString();
    return std::nullopt;
  }
  return parse(file.readAll(), error);
}

void RecoveryStore::removeOrphan(const QString &path) {
  QFile::remove(path);
  QFile::remove(lockPathFor(path));
}
