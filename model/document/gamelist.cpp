#include "gamelist.h"

#include <QColor>
#include <string_view>

#include "coremessage.h"

GameList::GameList(QObject *parent) : QAbstractTableModel(parent) {}

GameList::~GameList() = default;

void GameList::setFile(const QString &path, sc::PgnFile file) {
  beginResetModel();
  m_path = path;
  m_games.clear();
  m_games.reserve(file.games.size());
  for (sc::PgnGame &game : file.games) {
    Entry entry;
    entry.plies = game.tree ? countPlies(*game.tree) : 0;
    entry.tree = std::move(game.tree);
    entry.firstLine = game.firstLine;
    entry.problems = std::move(game.problems);
    entry.number = int(m_games.size()) + 1;
    m_games.push_back(std::move(entry));
  }
  m_fileProblems = std::move(file.problems);
  endResetModel();
}

void GameList::clear() {
  beginResetModel();
  m_path.clear();
  m_games.clear();
  m_fileProblems.clear();
  endResetModel();
}

const sc::GameTree *GameList::tree(int row) const {
  if (row < 0 || row >= gameCount()) return nullptr;
  return m_games[row].tree.get();
}

std::unique_ptr<sc::GameTree> GameList::copyTree(int row) const {
  const sc::GameTree *t = tree(row);
  return t ? std::make_unique<sc::GameTree>(*t) : nullptr;
}

void GameList::setTree(int row, const sc::GameTree &tree) {
  if (row < 0 || row >= gameCount()) return;
  Entry &entry = m_games[row];
  entry.tree = std::make_unique<sc::GameTree>(tree);
  entry.plies = countPlies(tree);
  // The saved game is what the user made of it: the reader's complaints about
  // the old text no longer apply.
  entry.problems.clear();
  emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void GameList::appendTree(const sc::GameTree &tree) {
  const int row = gameCount();
  beginInsertRows({}, row, row);
  Entry entry;
  entry.tree = std::make_unique<sc::GameTree>(tree);
  entry.plies = countPlies(tree);
  entry.number = row + 1;
  m_games.push_back(std::move(entry));
  endInsertRows();
}

void GameList::removeGame(int row) {
  if (row < 0 || row >= gameCount()) return;
  beginRemoveRows({}, row, row);
  m_games.erase(m_games.begin() + row);
  endRemoveRows();
  // The games after it move up one place: renumber them as a data change.
  if (row == gameCount()) return;
  for (int r = row; r < gameCount(); ++r) m_games[r].number = r + 1;
  emit dataChanged(index(row, NumberColumn), index(gameCount() - 1, NumberColumn));
}

std::vector<const sc::GameTree *> GameList::trees() const {
  std::vector<const sc::GameTree *> out;
  for (const Entry &entry : m_games)
    if (entry.tree) out.push_back(entry.tree.get());
  return out;
}

int GameList::countPlies(const sc::GameTree &tree) {
  int plies = 0;
  for (sc::NodeId n = tree.root(); !tree.node(n).children.empty();
       n = tree.node(n).children.front())
    ++plies;
  return plies;
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
  for (const sc::PgnProblem &p : m_games[row].problems) out << format(p);
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

QString GameList::tag(const Entry &entry, const char *name) const {
  if (!entry.tree) return {};
  const auto &tags = entry.tree->tags();
  const auto it = tags.find(name);
  if (it != tags.end()) return QString::fromStdString(it->second);
  // The reader drops the roster's "unknown" values (docs/pgn.md); show them as
  // PGN writes them, so an unknown result reads "*" like in the file.
  return QLatin1String(std::string_view(name) == "Result" ? "*" : "?");
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
  const Entry &entry = m_games[index.row()];
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        // Numbers stay numbers, so a sorting proxy sorts 10 after 9.
        case NumberColumn:
          return entry.number;
        case WhiteColumn:
          return entry.tree ? tag(entry, "White") : tr("(could not be read)");
        case BlackColumn:
          return tag(entry, "Black");
        case ResultColumn:
          return tag(entry, "Result");
        case EventColumn:
          return tag(entry, "Event");
        case PliesColumn:
          return entry.plies;
        case RulesColumn:
          return entry.tree ? QString::fromStdString(entry.tree->start().variant().rules().title)
                            : QString();
      }
      return {};
    case Qt::ToolTipRole:
      if (entry.problems.empty()) return {};
      return problems(index.row()).join(QLatin1Char('\n'));
    case Qt::ForegroundRole:
      if (entry.problems.empty()) return {};
      return QColor(Qt::darkRed);
    case Qt::TextAlignmentRole:
      if (index.column() == NumberColumn || index.column() == PliesColumn)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
      return {};
    case ProblemCountRole:
      return int(entry.problems.size());
    case ReadableRole:
      return entry.tree != nullptr;
    case FirstLineRole:
      return entry.firstLine;
  }
  return {};
}

QVariant GameList::headerData(int section, Qt::Orientation orientation, int role) const {
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
    case PliesColumn:
      return tr("Plies");
    case RulesColumn:
      return tr("Rules");
  }
  return {};
}
