#include "gamelist.h"

#include <QColor>
#include <algorithm>
#include <string_view>

#include "coremessage.h"
#include "startview.h"

GameList::GameList(QObject *parent) : QAbstractTableModel(parent) {
  // A big file is indexed a slice at a time between the window's events.
  m_slice.setInterval(0);
  connect(&m_slice, &QTimer::timeout, this, &GameList::indexSlice);
}

GameList::~GameList() = default;

void GameList::setFile(const QString &path, sc::PgnFile file) {
  beginResetModel();
  stopIndexing();
  releaseSource();
  m_path = path;
  m_games.clear();
  m_junk.clear();
  m_games.reserve(file.games.size());
  for (sc::PgnGame &game : file.games) {
    Entry entry;
    entry.index.firstLine = std::uint32_t(game.firstLine);
    if (game.tree) takeTags(entry, *game.tree);
    entry.tree = std::move(game.tree);
    entry.readable = entry.tree != nullptr;
    entry.read = true;
    entry.problems = std::move(game.problems);
    entry.number = int(m_games.size()) + 1;
    m_games.push_back(std::move(entry));
  }
  m_fileProblems = std::move(file.problems);
  endResetModel();
}

void GameList::clear() {
  beginResetModel();
  stopIndexing();
  releaseSource();
  m_path.clear();
  m_games.clear();
  m_junk.clear();
  m_fileProblems.clear();
  endResetModel();
}

const sc::GameTree *GameList::tree(int row) const {
  if (row < 0 || row >= gameCount()) return nullptr;
  return m_games[std::size_t(row)].tree.get();
}

void GameList::setTree(int row, const sc::GameTree &tree) {
  if (row < 0 || row >= gameCount()) return;
  Entry &entry = m_games[std::size_t(row)];
  entry.tree = std::make_unique<sc::GameTree>(tree);
  takeTags(entry, tree);
  entry.changed = true;
  entry.readable = true;
  // The saved game is what the user made of it: the reader's complaints about
  // the old text no longer apply.
  entry.problems.clear();
  emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void GameList::showTags(int row, const sc::GameTree &tree) {
  if (row < 0 || row >= gameCount()) return;
  takeTags(m_games[std::size_t(row)], tree);
  emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void GameList::appendTree(const sc::GameTree &tree) {
  const int row = gameCount();
  beginInsertRows({}, row, row);
  Entry entry;
  entry.tree = std::make_unique<sc::GameTree>(tree);
  takeTags(entry, tree);
  entry.read = true;
  entry.changed = true;
  entry.number = row + 1;
  m_games.push_back(std::move(entry));
  endInsertRows();
}

void GameList::removeGame(int row) { removeGames({row}); }

void GameList::removeGames(std::vector<int> rows) {
  std::erase_if(rows, [this](int row) { return row < 0 || row >= gameCount(); });
  if (rows.empty()) return;
  std::sort(rows.begin(), rows.end());
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  emit gamesAboutToBeRemoved();
  // From the last run up, so the rows before each run keep their numbers.
  for (std::size_t end = rows.size(); end > 0;) {
    std::size_t begin = end - 1;
    while (begin > 0 && rows[begin - 1] == rows[begin] - 1) --begin;
    const int first = rows[begin], last = rows[end - 1];
    beginRemoveRows({}, first, last);
    m_games.erase(m_games.begin() + first, m_games.begin() + last + 1);
    endRemoveRows();
    end = begin;
  }
  // The games after the first removed one move up: renumber them as a data change.
  const int from = rows.front();
  if (from < gameCount()) {
    for (int r = from; r < gameCount(); ++r) m_games[std::size_t(r)].number = r + 1;
    emit dataChanged(index(from, NumberColumn), index(gameCount() - 1, NumberColumn));
  }
  emit gamesRemoved();
}

std::vector<int> GameList::removedFileGames() const {
  // The file's games keep their order in the list (removal never reorders,
  // new games go to the end), so the missing ones are the gaps.
  std::vector<int> removed;
  int next = 0;
  for (const Entry &entry : m_games) {
    if (entry.fileGame < 0) continue;
    while (next < entry.fileGame) removed.push_back(next++);
    next = entry.fileGame + 1;
  }
  while (next < m_fileGames) removed.push_back(next++);
  return removed;
}

bool GameList::isChanged(int row) const {
  return row >= 0 && row < gameCount() && m_games[std::size_t(row)].changed;
}

int GameList::countPlies(const sc::GameTree &tree) {
  int plies = 0;
  for (sc::NodeId n = tree.root(); !tree.node(n).children.empty();
       n = tree.node(n).children.front())
    ++plies;
  return plies;
}

std::uint32_t GameList::intern(const std::string &value) {
  auto [it, added] = m_ids.emplace(value, std::uint32_t(m_strings.size() + 1));
  if (added) m_strings.push_back(value);
  return it->second;
}

// The tags a tree carries, as the index would have found them in its text.
void GameList::takeTags(Entry &entry, const sc::GameTree &tree) {
  for (int i = 0; i < sc::kIndexTagCount; ++i) {
    auto it = tree.tags().find(sc::indexTagName(sc::IndexTag(i)));
    if (it == tree.tags().end() && sc::IndexTag(i) == sc::IndexTag::Opening)
      it = tree.tags().find(sc::kPuzzleOpeningTag);
    entry.index.tags[std::size_t(i)] = it == tree.tags().end() ? 0 : intern(it->second);
  }
  // The rule system the game was read as, whatever its tag said.
  entry.index.tags[std::size_t(sc::IndexTag::Variant)] =
      intern(tree.start().variant().rules().title);
  entry.index.plies = std::uint32_t(countPlies(tree));
  noteTags(entry.index);
}

void GameList::noteTags(const sc::PgnIndexEntry &index) {
  for (std::size_t slot = 0; slot < m_tagged.size(); ++slot)
    m_tagged[slot] = m_tagged[slot] || index.tags[slot] != 0;
}

QString GameList::format(const sc::PgnProblem &problem) const {
  return QStringLiteral("%1:%2:%3: %4")
      .arg(m_path)
      .arg(problem.line)
      .arg(problem.column)
      .arg(CoreMessage::translated(problem.detail, problem.message));
}

QStringList GameList::problems(int row) const {
  QStringList out;
  if (row < 0 || row >= gameCount()) return out;
  for (const sc::PgnProblem &p : m_games[std::size_t(row)].problems) out << format(p);
  return out;
}

QStringList GameList::allProblems() const {
  QStringList out;
  for (const sc::PgnProblem &p : m_fileProblems) out << format(p);
  for (int row = 0; row < gameCount(); ++row) out << problems(row);
  return out;
}

bool GameList::hasProblems() const {
  if (!m_fileProblems.empty()) return true;
  for (const Entry &entry : m_games)
    if (!entry.problems.empty()) return true;
  return false;
}

bool GameList::savingLosesText() const {
  // Unchanged games keep their bytes, problems and all; junk between games
  // is copied too. Only a changed game is written from what was read of it.
  for (const Entry &entry : m_games)
    if (entry.changed && entry.fromFile && !entry.problems.empty()) return true;
  return false;
}

int GameList::plies(int row) const {
  return row < 0 || row >= gameCount() ? 0 : int(m_games[std::size_t(row)].index.plies);
}

std::uint32_t GameList::tagId(int row, sc::IndexTag tag) const {
  if (row < 0 || row >= gameCount()) return 0;
  return m_games[std::size_t(row)].index.tags[std::size_t(tag)];
}

QString GameList::tagValue(int row, sc::IndexTag tag) const {
  const std::uint32_t id = tagId(row, tag);
  return id ? QString::fromStdString(m_strings[id - 1]) : QString();
}

QString GameList::rulesTitle(int row) const {
  const QString variant = tagValue(row, sc::IndexTag::Variant);
  if (!variant.isEmpty()) return variant;
  // A position file's lines are all read in the rule system of its first.
  const sc::VariantPtr &own = m_positions && m_positionVariant ? m_positionVariant : m_variant;
  return own ? QString::fromStdString(own->rules().title) : QString();
}

// ---------------------------------------------------------------------------

int GameList::rowCount(const QModelIndex &parent) const {
  return parent.isValid() ? 0 : gameCount();
}

int GameList::columnCount(const QModelIndex &parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameList::data(const QModelIndex &index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
  const int row = index.row();
  const Entry &entry = m_games[std::size_t(row)];
  // The reader drops the roster's "unknown" values (docs/pgn.md); show them as
  // PGN writes them, so an unknown result reads "*" like in the file.
  // The roster's missing tags read as PGN writes them; another tag's as nothing.
  auto shown = [&](sc::IndexTag tag) {
    const QString value = tagValue(row, tag);
    if (!value.isEmpty() || tag >= sc::IndexTag::Variant) return value;
    return QString(tag == sc::IndexTag::Result ? QStringLiteral("*") : QStringLiteral("?"));
  };
  switch (role) {
    case Qt::DisplayRole:
    case SortRole:
      switch (index.column()) {
        // Numbers stay numbers, so a sorting proxy sorts 10 after 9.
        case NumberColumn:
          return entry.number;
        case WhiteColumn:
          return entry.readable ? shown(sc::IndexTag::White) : tr("(could not be read)");
        case PliesColumn:
          return int(entry.index.plies);
        case RulesColumn:
          return entry.readable ? rulesTitle(row) : QString();
      }
      if (const std::optional<sc::IndexTag> tag = columnTag(index.column())) return shown(*tag);
      return {};
    case Qt::ToolTipRole:
      if (entry.problems.empty()) return {};
      return problems(index.row()).join(QLatin1Char('\n'));
    case Qt::ForegroundRole:
      if (entry.problems.empty()) return {};
      return QColor(Qt::darkRed);
    case Qt::TextAlignmentRole:
      if (index.column() == NumberColumn || index.column() == PliesColumn ||
          index.column() == RatingColumn || index.column() == WhiteEloColumn ||
          index.column() == BlackEloColumn)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
      return {};
    case ProblemCountRole:
      return int(entry.problems.size());
    case ReadableRole:
      return entry.readable;
    case FirstLineRole:
      return int(entry.index.firstLine);
  }
  return {};
}

std::optional<sc::IndexTag> GameList::columnTag(int column) {
  switch (column) {
    case GameList::WhiteColumn:
      return sc::IndexTag::White;
    case GameList::BlackColumn:
      return sc::IndexTag::Black;
    case GameList::ResultColumn:
      return sc::IndexTag::Result;
    case GameList::EventColumn:
      return sc::IndexTag::Event;
    case GameList::DateColumn:
      return sc::IndexTag::Date;
    case GameList::EcoColumn:
      return sc::IndexTag::ECO;
    case GameList::OpeningColumn:
      return sc::IndexTag::Opening;
    case GameList::ThemesColumn:
      return sc::IndexTag::Themes;
    case GameList::RatingColumn:
      return sc::IndexTag::Rating;
    case GameList::WhiteEloColumn:
      return sc::IndexTag::WhiteElo;
    case GameList::BlackEloColumn:
      return sc::IndexTag::BlackElo;
    case GameList::SiteColumn:
      return sc::IndexTag::Site;
    case GameList::RoundColumn:
      return sc::IndexTag::Round;
    case GameList::RulesColumn:
      return sc::IndexTag::Variant;
    default:
      return std::nullopt;
  }
}

bool GameList::holdsPositions() const {
  if (m_positions) return true;
  // Stops at the first game from the start, or not read (unknown).
  return !m_games.empty() && std::all_of(m_games.begin(), m_games.end(), [](const Entry &e) {
    return e.tree && sc::startsFromSetUp(*e.tree);
  });
}

bool GameList::anyGameHas(sc::IndexTag tag) const { return m_tagged[std::size_t(tag)]; }

QVariant GameList::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation == Qt::Horizontal && role == ShownByDefaultRole) {
    if (section == SiteColumn || section == RoundColumn) return false;
    // A game without a Variant tag is of the list's rule system: always shown.
    const std::optional<sc::IndexTag> tag =
        section == RulesColumn ? std::nullopt : columnTag(section);
    // The roster's columns show ("?" where a game lacks the tag) but in a
    // list of positions (a puzzle table, problems set up from a FEN).
    const bool roster =
        section < PliesColumn && section != WhiteEloColumn && section != BlackEloColumn;
    return !tag || anyGameHas(*tag) || (roster && !holdsPositions());
  }
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case NumberColumn:
      return tr("#");
    case WhiteColumn:
      return tr("White");
    case BlackColumn:
      return tr("Black");
    case ResultColumn:
      return tr("Result");
    case EventColumn:
      return tr("Event");
    case DateColumn:
      return tr("Date");
    case PliesColumn:
      return tr("Plies");
    case RulesColumn:
      return tr("Rules");
    case SiteColumn:
      return tr("Site");
    case RoundColumn:
      return tr("Round");
    case EcoColumn:
      return tr("ECO");
    case OpeningColumn:
      return tr("Opening");
    case RatingColumn:
      return tr("Rating");
    case ThemesColumn:
      return tr("Themes");
    case WhiteEloColumn:
      return tr("White Elo");
    case BlackEloColumn:
      return tr("Black Elo");
  }
  return {};
}

QString GameList::columnKey(int column) {
  switch (column) {
    case NumberColumn:
      return QStringLiteral("Number");
    case PliesColumn:
      return QStringLiteral("Plies");
    case RulesColumn:
      return QStringLiteral("Rules");
    case RatingColumn:
      return QStringLiteral("Rating");
    case ThemesColumn:
      return QStringLiteral("Themes");
  }
  const std::optional<sc::IndexTag> tag = columnTag(column);
  return tag ? QString::fromLatin1(sc::indexTagName(*tag)) : QString();
}

int GameList::columnFromKey(const QString &key) {
  for (int column = 0; column < ColumnCount; ++column)
    if (columnKey(column) == key) return column;
  return -1;
}
