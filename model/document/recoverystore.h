// RecoveryStore: nothing lost when the program dies. A few seconds after the
// last change it writes the open games (as PGN, with the file they came from)
// to a recovery file of this session; a clean exit removes it. A recovery file
// whose session is no longer running is an orphan of a crash, offered back at
// the next start. Each session holds a QLockFile next to its recovery file, so
// two workbenches running at once never take each other's file for a crash.
#pragma once

#include <QList>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>

// What a recovery file holds. A new field goes here, in RecoveryStore's
// serialize() and parse() (recoveryformat.cpp) with the value a file without
// its key means, and into the fuzz target's seeds (tests/fuzz/corpus/recovery).
struct RecoverySnapshot {
  QString filePath;     // the file the games came from; empty for an unsaved game
  int currentGame = 0;  // which of them was open
  QByteArray pgn;       // the games, as PGN: every game, or those `rows` names
  // Empty: `pgn` holds every game. Else the list's rows the games of `pgn`
  // stand for, in order: the other games are the file's own, unchanged
  // (a collection of a million games is not written out every few seconds).
  QList<int> rows;
  int gameCount = 0;  // with `rows`: how many games the list held
  // The file's games (by their place in it, ascending) removed from the list:
  // a deleted game must not come back with the file's others.
  QList<int> removed;
  // The file the list was read from where it is not `filePath`: a position
  // file, which is saved as PGN under another name and so has no
  // `filePath`. Empty when the list's file is `filePath` or there is none.
  QString listPath;
  // Whether the games stand for changes over the file's own (`rows`,
  // `gameCount`, `removed`) rather than for every game.
  bool overFile() const { return !rows.isEmpty() || !removed.isEmpty() || !listPath.isEmpty(); }
  // The file whose games `rows` and `removed` count.
  const QString &listFile() const { return listPath.isEmpty() ? filePath : listPath; }
  friend bool operator==(const RecoverySnapshot &, const RecoverySnapshot &) = default;
};

class RecoveryStore : public QObject {
  Q_OBJECT

 public:
  // `directory` defaults to QStandardPaths::AppDataLocation + "/recovery".
  explicit RecoveryStore(const QString &directory = QString(), QObject *parent = nullptr);
  // Releases the session's lock but keeps the recovery file: only discard()
  // (a clean exit, or nothing left unsaved) removes it.
  ~RecoveryStore() override;

  static QString defaultDirectory();
  QString directory() const { return m_directory; }
  QString filePath() const;  // this session's recovery file

  // Milliseconds of idle after a change before the file is written.
  void setIdleInterval(int msec) { m_timer.setInterval(msec); }
  int idleInterval() const { return m_timer.interval(); }
  // Called when the timer fires, to get what to write.
  void setSnapshotProvider(std::function<RecoverySnapshot()> provider);

  // Something changed: (re)starts the idle timer.
  void noteChange() { m_timer.start(); }
  bool isPending() const { return m_timer.isActive(); }
  // Writes now (atomically). Returns false and emits writeFailed on failure.
  bool writeNow();
  // Removes this session's recovery file and stops a pending write.
  void discard();

  // Recovery files left by sessions that are no longer running.
  static QStringList orphans(const QString &directory = QString());
  static std::optional<RecoverySnapshot> read(const QString &path, QString *error = nullptr);
  // The file's format, JSON with a "format" key (recoveryformat.cpp, fuzzed
  // by tests/fuzz/fuzz_recovery.cpp): what parse() accepts, serialize()
  // writes back and parses to an equal snapshot.
  static QByteArray serialize(const RecoverySnapshot &snapshot);
  static std::optional<RecoverySnapshot> parse(const QByteArray &bytes, QString *error = nullptr);
  // Removes an orphan once it has been restored or declined.
  static void removeOrphan(const QString &path);

 signals:
  void written(const QString &path);
  void writeFailed(const QString &message);

 private:
  bool ensureLocked();

  QString m_directory;
  QString m_session;
  QTimer m_timer;
  std::function<RecoverySnapshot()> m_provider;
  std::unique_ptr<QLockFile> m_lock;
};
