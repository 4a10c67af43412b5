// The recovery file's format: RecoveryStore::serialize and parse, in a file of
// their own so that the fuzz target (tests/fuzz/fuzz_recovery.cpp) builds them
// with Qt Core alone.
//
// A JSON object: "format" (1), "file", "current", "pgn", and for a list read
// from a file "rows" (the rows the games of "pgn" stand for), "games" and "removed" (the
// file's games deleted from the list), with "list" (that file) where it is not
// "file" (a position file, which has no file to save to). A key that is absent
// reads as the value an older file means, so a field added later needs only a
// line in serialize() and one in parse(); a key of the wrong type refuses the
// file, since a half-read recovery file would bring back something the user
// never had.
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <climits>
#include <cmath>

#include "recoverystore.h"

namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(RecoveryStore)
};

// Files of a later format may mean something else by the same keys.
constexpr int kFormat = 1;

const QLatin1String kFormatKey("format");
const QLatin1String kFileKey("file");
const QLatin1String kCurrentKey("current");
const QLatin1String kPgnKey("pgn");
const QLatin1String kRowsKey("rows");
const QLatin1String kGamesKey("games");
const QLatin1String kRemovedKey("removed");
const QLatin1String kListKey("list");

bool fail(QString *error, const QString &message) {
  if (error) *error = message;
  return false;
}

bool readString(const QJsonObject &object, QLatin1String key, QString &out, QString *error) {
  const QJsonValue value = object.value(key);
  if (value.isUndefined()) return true;
  if (!value.isString()) return fail(error, Text::tr("'%1' is not text").arg(key));
  out = value.toString();
  return true;
}

// A whole number from `low` to INT_MAX (JSON numbers are doubles).
bool readInt(const QJsonObject &object, QLatin1String key, int low, int &out, QString *error) {
  const QJsonValue value = object.value(key);
  if (value.isUndefined()) return true;
  const double d = value.toDouble(std::nan(""));
  if (!value.isDouble() || d != std::floor(d) || d < low || d > INT_MAX)
    return fail(error, Text::tr("'%1' is not a whole number from %2").arg(key).arg(low));
  out = int(d);
  return true;
}

// A list of row numbers (whole numbers from 0).
bool readRows(const QJsonObject &object, QLatin1String key, QList<int> &out, QString *error) {
  const QJsonValue value = object.value(key);
  if (value.isUndefined()) return true;
  if (!value.isArray()) return fail(error, Text::tr("'%1' is not a list").arg(key));
  for (const QJsonValue &row : value.toArray()) {
    const double d = row.toDouble(-1);
    if (!row.isDouble() || d != std::floor(d) || d < 0 || d > INT_MAX)
      return fail(error, Text::tr("'%1' holds something that is not a row number").arg(key));
    out.append(int(d));
  }
  return true;
}

}  // namespace

QByteArray RecoveryStore::serialize(const RecoverySnapshot &snapshot) {
  QJsonObject object;
  object[kFormatKey] = kFormat;
  object[kFileKey] = snapshot.filePath;
  object[kCurrentKey] = snapshot.currentGame;
  object[kPgnKey] = QString::fromUtf8(snapshot.pgn);
  auto array = [](const QList<int> &numbers) {
    QJsonArray out;
    for (int n : numbers) out.append(n);
    return out;
  };
  // Each key on its own, so that whatever parse() read is written back.
  if (!snapshot.rows.isEmpty()) object[kRowsKey] = array(snapshot.rows);
  if (snapshot.gameCount != 0) object[kGamesKey] = snapshot.gameCount;
  if (!snapshot.removed.isEmpty()) object[kRemovedKey] = array(snapshot.removed);
  if (!snapshot.listPath.isEmpty()) object[kListKey] = snapshot.listPath;
  return QJsonDocument(object).toJson();
}

std::optional<RecoverySnapshot> RecoveryStore::parse(const QByteArray &bytes, QString *error) {
  QJsonParseError parseError;
  const QJsonDocument json = QJsonDocument::fromJson(bytes, &parseError);
  if (!json.isObject()) {
    fail(error, json.isNull() ? parseError.errorString() : Text::tr("not a JSON object"));
    return std::nullopt;
  }
  const QJsonObject object = json.object();
  int format = 0;
  if (!readInt(object, kFormatKey, 1, format, error)) return std::nullopt;
  if (format != kFormat) {
    fail(error,
         format
             ? Text::tr("format %1 is not known (this version reads %2)").arg(format).arg(kFormat)
             : Text::tr("no 'format'"));
    return std::nullopt;
  }
  RecoverySnapshot snapshot;
  QString pgn;
  if (!readString(object, kFileKey, snapshot.filePath, error) ||
      !readInt(object, kCurrentKey, 0, snapshot.currentGame, error) ||
      !readString(object, kPgnKey, pgn, error) ||
      !readString(object, kListKey, snapshot.listPath, error))
    return std::nullopt;
  snapshot.pgn = pgn.toUtf8();
  if (!readInt(object, kGamesKey, 0, snapshot.gameCount, error)) return std::nullopt;
  if (!readRows(object, kRowsKey, snapshot.rows, error) ||
      !readRows(object, kRemovedKey, snapshot.removed, error))
    return std::nullopt;
  return snapshot;
}
