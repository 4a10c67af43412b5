#include "pgnio.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include "pgnlexer.h"
#include "positionlist.h"
#include "sfen.h"
#include "startview.h"

namespace {

// Messages are translated in the context "PgnIo".
struct Text {
  Q_DECLARE_TR_FUNCTIONS(PgnIo)
};

}  // namespace

bool LoadedFile::hasProblems() const {
  if (!error.isEmpty() || !file.problems.empty()) return true;
  for (const sc::PgnGame &game : file.games)
    if (!game.problems.empty() || !game.tree) return true;
  return false;
}

int LoadedFile::readableGames() const {
  int count = 0;
  for (const sc::PgnGame &game : file.games) count += game.tree ? 1 : 0;
  return count;
}

int LoadedFile::gamesWithContent() const {
  int count = 0;
  for (const sc::PgnGame &game : file.games) {
    if (!game.tree) continue;
    const sc::GameTree &t = *game.tree;
    const bool noted = !(t.node(t.root()).annotation == sc::Annotation{});
    count += t.nodeCount() > 1 || !t.tags().empty() || sc::startsFromSetUp(t) || noted;
  }
  return count;
}

namespace PgnIo {

namespace {

// PGN from the file's own bytes: the core decides their encoding (UTF-8, or
// the PGN standard's Latin-1, pgnlexer.h decodeLegacy).
LoadedFile readBytes(const sc::VariantPtr &variant, const QByteArray &bytes) {
  std::string text = bytes.toStdString();
  if (std::optional<std::string> utf8 = sc::pgn::decodeUtf16(text)) text = std::move(*utf8);
  LoadedFile result;
  if (sc::looksLikePositions(text)) {
    result.file = sc::readPositionList(variant, text);
    result.isSfen = result.file.games.size() == 1;
    return result;
  }
  if (text.find_first_not_of(" \t\r\n") != std::string::npos)
    result.file = sc::readPgn(variant, text);
  if (result.file.games.empty() && result.file.problems.empty())
    result.error = Text::tr("there is no game in it");
  return result;
}

}  // namespace

LoadedFile readText(const sc::VariantPtr &variant, const QString &text) {
  return readBytes(variant, text.toUtf8());
}

bool isPositionText(const QString &text) { return sc::looksLikePositions(text.toStdString()); }

sc::VariantPtr rulesetReadingPosition(const sc::VariantPtr &current, const QString &text) {
  const QString trimmed = text.trimmed();
  const std::string position = trimmed.toStdString();
  if (!sc::looksLikePositions(position) || trimmed.contains(QLatin1Char('\n'))) return nullptr;
  return sc::rulesetReadingPosition(current, position);
}

QString refusal(const QString &path) {
  // Bounded input: only a regular file is read (a FIFO would block, a device
  // never end), and only up to a size the window can hold.
  const QFileInfo info(path);
  if (info.exists() && !info.isFile())
    return info.isDir() ? Text::tr("it is a folder")
                        : Text::tr("it is a device or a pipe, not a file");
  if (info.size() > kMaxFileBytes)
    return Text::tr("it has %1 bytes; files of at most 2 GiB are read").arg(info.size());
  return {};
}

LoadedFile readFile(const sc::VariantPtr &variant, const QString &path) {
  LoadedFile refused;
  refused.path = path;
  refused.error = refusal(path);
  if (!refused.error.isEmpty()) return refused;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    refused.error = file.errorString();
    return refused;
  }
  // Junk bytes are no reason to refuse a file: the PGN reader says where
  // they stand, and a Latin-1 file reads as Latin-1.
  LoadedFile result = readBytes(variant, file.readAll());
  result.path = path;
  return result;
}

QByteArray gameText(const sc::GameTree &tree) {
  return QByteArray::fromStdString(sc::writePgn(tree));
}

QByteArray gamesText(const std::vector<const sc::GameTree *> &trees) {
  return QByteArray::fromStdString(sc::writePgn(trees));
}

bool writeFile(const QString &path, const QByteArray &data, QString *error) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = file.errorString();
    return false;
  }
  if (file.write(data) != data.size()) {
    if (error) *error = file.errorString();
    file.cancelWriting();
    return false;
  }
  if (!file.commit()) {
    if (error) *error = file.errorString();
    return false;
  }
  return true;
}

}  // namespace PgnIo
