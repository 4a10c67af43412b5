#include "pgnio.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include "registry.h"
#include "sfen.h"

namespace {

// Messages are translated in the context "PgnIo".
struct Text {
  Q_DECLARE_TR_FUNCTIONS(PgnIo)
};

// A file holding just a position: one line, not a tag or comment, with the
// ranks' slashes. Anything else is read as PGN, so a PGN file's problems are
// reported as PGN problems rather than as a failed SFEN.
bool looksLikeSfen(const QString &trimmed) {
  return !trimmed.isEmpty() && !trimmed.contains(QLatin1Char('\n')) &&
         !trimmed.startsWith(QLatin1Char('[')) && !trimmed.startsWith(QLatin1Char('{')) &&
         trimmed.contains(QLatin1Char('/'));
}

LoadedFile readSfenText(const sc::VariantPtr &variant, const QString &trimmed) {
  LoadedFile result;
  result.isSfen = true;
  sc::ParseError error;
  const auto position = sc::readSfen(variant, trimmed.toStdString(), &error);
  sc::PgnGame game;
  if (!position) {
    game.problems.push_back({error.line, error.column, error.message, error.detail});
  } else {
    // The PGN writer adds SetUp and FEN from the tree's start.
    game.tree = std::make_unique<sc::GameTree>(*position);
  }
  result.file.games.push_back(std::move(game));
  return result;
}

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

namespace PgnIo {

LoadedFile readText(const sc::VariantPtr &variant, const QString &text) {
  const QString trimmed = text.trimmed();
  if (looksLikeSfen(trimmed)) return readSfenText(variant, trimmed);
  LoadedFile result;
  if (!trimmed.isEmpty()) result.file = sc::readPgn(variant, text.toStdString());
  if (result.file.games.empty() && result.file.problems.empty())
    result.error = Text::tr("there is no game in it");
  return result;
}

bool isPositionText(const QString &text) { return looksLikeSfen(text.trimmed()); }

sc::VariantPtr rulesetReadingPosition(const sc::VariantPtr &current, const QString &text) {
  const std::string position = text.trimmed().toStdString();
  if (!looksLikeSfen(text.trimmed()) || sc::readSfen(current, position)) return nullptr;
  const sc::Registry &registry = sc::Registry::instance();
  // Every ruleset is tried by what it reads, in the registry's order: no
  // rule system is named here.
  for (const std::string &name : registry.names()) {
    if (name == current->rules().name) continue;
    std::string error;
    sc::VariantPtr other = registry.load(name, {}, error);
    if (other && sc::readSfen(other, position)) return other;
  }
  return nullptr;
}

LoadedFile readFile(const sc::VariantPtr &variant, const QString &path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    LoadedFile result;
    result.path = path;
    result.error = file.errorString();
    return result;
  }
  // Junk bytes are no reason to refuse a file: invalid UTF-8 becomes
  // replacement characters, and the PGN reader says where they stand.
  LoadedFile result = readText(variant, QString::fromUtf8(file.readAll()));
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
