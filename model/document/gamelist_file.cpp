// GameList's file: mapping, indexing in slices, reading one game, and
// writing the list back with the unchanged games' own bytes.
#include <QElapsedTimer>

#include "gamelist.h"
#include "pgnio.h"
#include "pgnlexer.h"
#include "positionlist.h"
#include "sfen.h"
#include "startview.h"

namespace {

// How long one slice of indexing may hold the event loop.
constexpr qint64 kSliceNsecs = 12'000'000;
// Games indexed before openFile returns: a screenful and more, and every
// file small enough to be read whole (kHeldGames).
constexpr std::size_t kFirstGames = 500;

}  // namespace

void GameList::releaseSource() {
  m_reader.reset();
  m_source = {};
  m_copy.clear();
  m_file.reset();
  m_tailStart = 0;
  m_fileGames = 0;
  m_strings.clear();
  m_ids.clear();
  m_positions = false;
  m_tagged = {};
  m_positionVariant.reset();
  m_positionLayout = {};
}

void GameList::stopIndexing() {
  m_slice.stop();
  m_scanner.reset();
}

bool GameList::openFile(const QString &path, const sc::VariantPtr &variant, QString *error) {
  auto fail = [error](const QString &why) {
    if (error) *error = why;
    return false;
  };
  if (const QString why = PgnIo::refusal(path); !why.isEmpty()) return fail(why);
  auto file = std::make_unique<QFile>(path);
  if (!file->open(QIODevice::ReadOnly)) return fail(file->errorString());

  beginResetModel();
  stopIndexing();
  releaseSource();
  m_games.clear();
  m_junk.clear();
  m_fileProblems.clear();
  m_path = path;
  m_variant = variant;
  m_reader = std::make_unique<sc::PgnReader>(variant);
  m_file = std::move(file);
  const qint64 size = m_file->size();
  if (size > 0) {
    // A mapped file costs no memory of its own; a file system that cannot
    // map (a pipe-like mount) gets a copy.
    if (uchar *mapped = m_file->map(0, size))
      m_source = std::string_view(reinterpret_cast<const char *>(mapped), std::size_t(size));
    else {
      m_copy = m_file->readAll();
      m_source = std::string_view(m_copy.constData(), std::size_t(m_copy.size()));
    }
  }
  // A file saved as UTF-16 is read, indexed and saved as UTF-8.
  if (std::optional<std::string> utf8 = sc::pgn::decodeUtf16(m_source)) {
    m_copy = QByteArray::fromStdString(*utf8);
    m_source = std::string_view(m_copy.constData(), std::size_t(m_copy.size()));
  }
  m_positions = sc::startsWithPositions(m_source);
  m_scanner = std::make_unique<sc::PgnScanner>(
      m_source, m_positions ? sc::PgnScanner::Format::PositionLines : sc::PgnScanner::Format::Pgn);
  // Text between games that the reader makes no game of ("Downloaded from
  // ...") is no row, as in `shooters games`: its problems are the file's.
  m_scanner->setGameCheck([reader = m_reader.get()](std::string_view text, std::uint32_t line) {
    return !reader->read(text, int(line)).games.empty();
  });
  sc::PgnScanBatch first;
  const bool more = m_scanner->scan(kFirstGames, first);
  addBatch(first);
  if (!more) m_scanner.reset();
  if (m_positions) {
    // As readPositionList: the first position says which rule system reads them all.
    m_positionVariant = variant;
    m_positionLayout = sc::positionLayout(m_source);
    if (!m_games.empty())
      if (sc::VariantPtr other = sc::rulesetReadingPosition(
              variant, sc::pgn::decodeLegacy(sourceText(m_games.front().index)), m_positionLayout))
        m_positionVariant = other;
  }
  // A small file is read whole now: its problems are known at once, and its
  // games are held like before there was an index.
  const bool hold = !more && gameCount() <= kHeldGames && size <= kHeldBytes;
  if (hold) {
    for (Entry &entry : m_games) {
      sc::PgnGame game = readEntry(entry);
      entry.read = true;
      entry.readable = game.tree != nullptr;
      entry.problems = std::move(game.problems);
      if (game.tree) {
        takeTags(entry, *game.tree);
        entry.tree = std::move(game.tree);
      }
    }
    readJunkProblems();
  }
  endResetModel();
  if (m_scanner) m_slice.start();
  return true;
}

void GameList::takeOver(GameList &other) {
  beginResetModel();
  stopIndexing();
  releaseSource();
  const bool indexing = other.isIndexing();
  other.m_slice.stop();
  m_path = std::move(other.m_path);
  m_variant = std::move(other.m_variant);
  m_games = std::move(other.m_games);
  m_fileProblems = std::move(other.m_fileProblems);
  m_junk = std::move(other.m_junk);
  m_strings = std::move(other.m_strings);
  m_ids = std::move(other.m_ids);
  m_file = std::move(other.m_file);
  m_copy = std::move(other.m_copy);
  m_source = other.m_source;
  m_tailStart = other.m_tailStart;
  m_fileGames = other.m_fileGames;
  m_scanner = std::move(other.m_scanner);
  m_reader = std::move(other.m_reader);
  m_positions = other.m_positions;
  m_tagged = other.m_tagged;
  m_positionVariant = std::move(other.m_positionVariant);
  m_positionLayout = std::move(other.m_positionLayout);
  other.clear();
  endResetModel();
  if (indexing) m_slice.start();
}

int GameList::gamesWithContent() const {
  int count = 0;
  for (const Entry &entry : m_games) {
    if (!entry.tree) {
      count += !entry.read;
      continue;
    }
    const sc::GameTree &t = *entry.tree;
    const bool noted = !(t.node(t.root()).annotation == sc::Annotation{});
    count += t.nodeCount() > 1 || !t.tags().empty() || sc::startsFromSetUp(t) || noted;
  }
  return count;
}

void GameList::addBatch(sc::PgnScanBatch &batch) {
  // The batch's string ids become the list's.
  std::vector<std::uint32_t> ids(batch.strings.size() + 1, 0);
  for (std::size_t i = 0; i < batch.strings.size(); ++i) ids[i + 1] = intern(batch.strings[i]);
  m_games.reserve(m_games.size() + batch.games.size());
  for (sc::PgnIndexEntry &index : batch.games) {
    for (std::uint32_t &tag : index.tags) tag = ids[tag];
    noteTags(index);
    Entry entry;
    entry.index = index;
    entry.fromFile = true;
    entry.fileGame = m_fileGames++;
    entry.gapStart = m_tailStart;
    m_tailStart = index.offset + index.length;
    entry.number = int(m_games.size()) + 1;
    m_games.push_back(std::move(entry));
  }
  m_junk.insert(m_junk.end(), batch.junk.begin(), batch.junk.end());
  batch = {};
}

void GameList::indexSlice() {
  if (!m_scanner) return;
  QElapsedTimer timer;
  timer.start();
  sc::PgnScanBatch batch;
  bool more = true;
  while (more && timer.nsecsElapsed() < kSliceNsecs) more = m_scanner->scan(200, batch);
  if (!batch.games.empty()) {
    const int first = gameCount();
    beginInsertRows({}, first, first + int(batch.games.size()) - 1);
    addBatch(batch);
    endInsertRows();
  } else {
    addBatch(batch);
  }
  emit indexingProgress(qint64(m_scanner->bytesScanned()), qint64(m_scanner->size()));
  if (more) return;
  stopIndexing();
  emit indexingFinished();
}

void GameList::finishIndexing() {
  while (m_scanner) indexSlice();
}

std::string_view GameList::sourceText(const sc::PgnIndexEntry &e) const {
  return m_source.substr(std::size_t(e.offset), e.length);
}

sc::PgnGame GameList::readEntry(const Entry &entry) {
  if (m_positions)
    return sc::readPositionLine(m_positionVariant, sourceText(entry.index),
                                int(entry.index.firstLine), m_positionLayout);
  if (!m_reader) m_reader = std::make_unique<sc::PgnReader>(m_variant);
  return m_reader->readGame(sourceText(entry.index), int(entry.index.firstLine));
}

void GameList::readJunkProblems() {
  for (const sc::PgnIndexJunk &junk : m_junk) {
    const sc::PgnFile file =
        m_reader->read(m_source.substr(std::size_t(junk.offset), junk.length), int(junk.firstLine));
    m_fileProblems.insert(m_fileProblems.end(), file.problems.begin(), file.problems.end());
  }
}

std::unique_ptr<sc::GameTree> GameList::copyTree(int row) {
  if (row < 0 || row >= gameCount()) return nullptr;
  Entry &entry = m_games[std::size_t(row)];
  if (entry.tree) return std::make_unique<sc::GameTree>(*entry.tree);
  if (!entry.fromFile) return nullptr;
  sc::PgnGame game = readEntry(entry);
  if (!entry.read) {
    entry.read = true;
    entry.readable = game.tree != nullptr;
    entry.problems = std::move(game.problems);
    // What the reader found beats what the index guessed (plies, rule system).
    if (game.tree) takeTags(entry, *game.tree);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
  }
  return std::move(game.tree);
}

bool GameList::isReadable(int row) {
  if (row < 0 || row >= gameCount()) return false;
  const Entry &entry = m_games[std::size_t(row)];
  if (!entry.read) copyTree(row);
  return entry.readable;
}

QByteArray GameList::text() {
  finishIndexing();
  QByteArray out;
  if (m_positions) {
    // A position file becomes PGN: each line's game as the writer writes it
    // (a line that cannot be read has no game to write).
    for (int row = 0; row < gameCount(); ++row) {
      const QByteArray game = gameText(row);
      if (game.isEmpty()) continue;
      if (!out.isEmpty()) out += "\n\n";
      out += game;
    }
    return out.isEmpty() ? out : out + '\n';
  }
  // A Latin-1 file is written back as UTF-8, like every file the list writes.
  auto copy = [&](std::uint64_t from, std::uint64_t to) {
    if (to > from)
      out += QByteArray::fromStdString(
          sc::pgn::decodeLegacy(m_source.substr(std::size_t(from), std::size_t(to - from))));
  };
  for (const Entry &entry : m_games) {
    if (entry.fromFile) {
      // What stood before the game in the file (blank lines, a comment
      // between games) stays with it; a removed game's bytes are gone.
      copy(entry.gapStart, entry.index.offset);
      if (!entry.changed) {
        copy(entry.index.offset, entry.index.offset + entry.index.length);
        continue;
      }
    } else if (!out.isEmpty()) {
      out += out.endsWith("\n\n") ? "" : out.endsWith('\n') ? "\n" : "\n\n";
    }
    if (!entry.tree) continue;
    QByteArray game = QByteArray::fromStdString(sc::writePgn(*entry.tree));
    // In the file's place the text that followed the old game (its line end,
    // the blank line) follows the new one.
    if (entry.fromFile)
      while (game.endsWith('\n')) game.chop(1);
    out += game;
  }
  copy(m_tailStart, m_source.size());
  if (!out.isEmpty() && !out.endsWith('\n')) out += '\n';
  return out;
}

QByteArray GameList::gameText(int row) {
  if (row < 0 || row >= gameCount()) return {};
  const Entry &entry = m_games[std::size_t(row)];
  QByteArray out;
  if (entry.fromFile && !entry.changed && !m_positions) {
    out = QByteArray::fromStdString(sc::pgn::decodeLegacy(
        m_source.substr(std::size_t(entry.index.offset), std::size_t(entry.index.length))));
  } else if (entry.tree) {
    out = QByteArray::fromStdString(sc::writePgn(*entry.tree));
  } else if (entry.fromFile) {  // a position file's line, not read yet
    if (const sc::PgnGame game = readEntry(entry); game.tree)
      out = QByteArray::fromStdString(sc::writePgn(*game.tree));
  }
  while (out.endsWith('\n') || out.endsWith('\r')) out.chop(1);
  return out;
}

bool GameList::save(const QString &path, const sc::VariantPtr &variant, QString *error) {
  if (!PgnIo::writeFile(path, text(), error)) return false;
  // The list now reads from the saved file: the same games, at new offsets.
  // Held trees stay held; the rest is indexed again (cheap next to writing).
  std::vector<std::unique_ptr<sc::GameTree>> held;
  held.reserve(m_games.size());
  for (Entry &entry : m_games) held.push_back(std::move(entry.tree));
  if (!openFile(path, variant, error)) return false;
  if (gameCount() == int(held.size())) {
    for (std::size_t i = 0; i < held.size(); ++i)
      if (held[i] && !m_games[i].tree) m_games[i].tree = std::move(held[i]);
    if (!held.empty()) emit dataChanged(index(0, 0), index(gameCount() - 1, ColumnCount - 1));
  }
  return true;
}

namespace {

bool lineReaches(const sc::GameTree &tree, const sc::Position &target) {
  if (tree.start().rules().name != target.rules().name) return false;
  sc::Position pos = tree.start();
  for (sc::NodeId n = tree.root();;) {
    if (pos.key() == target.key()) return true;
    const auto &children = tree.node(n).children;
    if (children.empty()) return false;
    n = children.front();
    pos.make(tree.node(n).turn);
  }
}

}  // namespace

bool GameList::reaches(int row, const sc::Position &target) {
  if (row < 0 || row >= gameCount()) return false;
  const Entry &entry = m_games[std::size_t(row)];
  if (entry.tree) return lineReaches(*entry.tree, target);
  if (!entry.fromFile) return false;
  const sc::PgnGame game = readEntry(entry);
  return game.tree && lineReaches(*game.tree, target);
}

std::unique_ptr<sc::GameTree> GameList::peekTree(int row) {
  if (row < 0 || row >= gameCount()) return nullptr;
  const Entry &entry = m_games[std::size_t(row)];
  if (entry.tree) return std::make_unique<sc::GameTree>(*entry.tree);
  if (!entry.fromFile) return nullptr;
  return readEntry(entry).tree;
}
