#include "gamefiltermodel.h"

#include <algorithm>
#include <numeric>

#include "status.h"

namespace {

using sc::IndexTag;

bool isAsciiDigit(QChar c) { return c >= u'0' && c <= u'9'; }

// "Round 9" before "Round 10", a rating of 600 before 1500: runs of digits
// compare as numbers, the rest as text in any case.
int naturalCompare(const QString &a, const QString &b) {
  qsizetype i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (isAsciiDigit(a[i]) && isAsciiDigit(b[j])) {
      while (i + 1 < a.size() && a[i] == u'0' && isAsciiDigit(a[i + 1])) ++i;
      while (j + 1 < b.size() && b[j] == u'0' && isAsciiDigit(b[j + 1])) ++j;
      qsizetype ei = i, ej = j;
      while (ei < a.size() && isAsciiDigit(a[ei])) ++ei;
      while (ej < b.size() && isAsciiDigit(b[ej])) ++ej;
      if (ei - i != ej - j) return ei - i < ej - j ? -1 : 1;  // fewer digits, smaller
      const int digits = QStringView(a).mid(i, ei - i).compare(QStringView(b).mid(j, ej - j));
      if (digits != 0) return digits;
      i = ei;
      j = ej;
      continue;
    }
    const char32_t x = a[i].toCaseFolded().unicode(), y = b[j].toCaseFolded().unicode();
    if (x != y) return x < y ? -1 : 1;
    ++i;
    ++j;
  }
  if (i < a.size() || j < b.size()) return i < a.size() ? 1 : -1;
  return 0;
}

}  // namespace

GameFilterModel::GameFilterModel(QObject *parent) : QAbstractProxyModel(parent) {}

bool GameFilterModel::isFiltered() const {
  return m_matchesOn || std::any_of(m_clauses.begin(), m_clauses.end(),
                                    [](const FilterClause &c) { return !c.isEmpty(); });
}

void GameFilterModel::setSourceModel(QAbstractItemModel *source) {
  beginResetModel();
  if (m_list) disconnect(m_list, nullptr, this, nullptr);
  m_list = qobject_cast<GameList *>(source);
  QAbstractProxyModel::setSourceModel(m_list);
  if (m_list) {
    connect(m_list, &QAbstractItemModel::modelAboutToBeReset, this,
            &GameFilterModel::beginResetModel);
    connect(m_list, &QAbstractItemModel::modelReset, this, [this] {
      m_match.clear();
      m_matchesOn = false;
      m_removing = false;
      rebuildRows();
      endResetModel();
    });
    connect(m_list, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) {
              m_fromSource.insert(m_fromSource.begin() + first, last - first + 1, -1);
              // A position search's rows move with the games; new games are no match.
              if (m_matchesOn && std::size_t(first) < m_match.size())
                m_match.insert(m_match.begin() + first, std::size_t(last - first + 1), 0);
              if (first != int(m_fromSource.size()) - (last - first + 1)) return rebuild();
              // New strings came with the rows: a filter tests them too.
              if (!m_clauses.empty()) matchStrings();
              std::vector<int> added;
              for (int row = first; row <= last; ++row)
                if (accepts(row)) added.push_back(row);
              if (added.empty()) return;
              // Appended unsorted while a big file is indexed; sorted once it is whole.
              beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size()) - 1);
              for (int row : added) {
                m_fromSource[std::size_t(row)] = int(m_rows.size());
                m_rows.push_back(row);
              }
              endInsertRows();
              if (m_sortColumn >= 0 && !m_list->isIndexing()) sort(m_sortColumn, m_order);
            });
    // Removals: a position search's rows move up with the games. Several
    // runs removed at once are one reset, not a filter and sort per run.
    connect(m_list, &GameList::gamesAboutToBeRemoved, this, [this] {
      m_removing = true;
      beginResetModel();
    });
    connect(m_list, &QAbstractItemModel::rowsRemoved, this,
            [this](const QModelIndex &, int first, int last) {
              if (m_matchesOn && std::size_t(first) < m_match.size())
                m_match.erase(m_match.begin() + first,
                              m_match.begin() + std::min(std::size_t(last) + 1, m_match.size()));
              if (!m_removing) rebuild();
            });
    connect(m_list, &GameList::gamesRemoved, this, [this] {
      m_removing = false;
      rebuildRows();
      endResetModel();
    });
    connect(m_list, &GameList::indexingFinished, this, [this] {
      if (m_sortColumn >= 0) sort(m_sortColumn, m_order);
    });
    connect(m_list, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &from, const QModelIndex &to, const QList<int> &roles) {
              if (m_removing) return;  // the reset at the end covers it
              for (int row = from.row(); row <= to.row(); ++row) {
                const int proxy = m_fromSource[std::size_t(row)];
                if (proxy >= 0)
                  emit dataChanged(index(proxy, from.column()), index(proxy, to.column()), roles);
              }
            });
  }
  matchStrings();
  m_rows.clear();
  m_fromSource.assign(std::size_t(m_list ? m_list->gameCount() : 0), -1);
  if (m_list) appendSourceRows(0, m_list->gameCount() - 1);
  endResetModel();
}

void GameFilterModel::matchStrings() {
  if (!m_list) return;
  for (FilterClause &clause : m_clauses) clause.prepare(*m_list);
}

std::optional<std::int64_t> GameFilterModel::rating(int sourceRow) const {
  if (!m_list) return std::nullopt;
  for (const FilterClause &clause : m_clauses)
    if (clause.field() == Field::Rating) return clause.rating(*m_list, sourceRow);
  return FilterClause(Field::Rating, {}).rating(*m_list, sourceRow);
}

bool GameFilterModel::accepts(int sourceRow) const {
  if (m_matchesOn && (std::size_t(sourceRow) >= m_match.size() || !m_match[std::size_t(sourceRow)]))
    return false;
  return std::all_of(m_clauses.begin(), m_clauses.end(),
                     [&](const FilterClause &c) { return c.accepts(*m_list, sourceRow); });
}

std::optional<GameFilterModel::Score> GameFilterModel::playerScore() const {
  // The one clause that names a player.
  const FilterClause *named = nullptr;
  for (const FilterClause &c : m_clauses) {
    const bool player =
        c.field() == Field::Players || c.field() == Field::White || c.field() == Field::Black;
    if (!player || c.isEmpty()) continue;
    if (named) return std::nullopt;
    named = &c;
  }
  if (!m_list || !named) return std::nullopt;
  const std::vector<std::string> &strings = m_list->strings();
  Score score;
  score.name = named->query().words().front().text;
  for (int row : m_rows) {
    const bool white =
        named->wordsOf(*m_list, row, IndexTag::White) & 1u && named->field() != Field::Black;
    const bool black =
        named->wordsOf(*m_list, row, IndexTag::Black) & 1u && named->field() != Field::White;
    if (white == black) continue;  // both sides match the text, or a position search's row
    const std::uint32_t result = m_list->tagId(row, IndexTag::Result);
    if (!result) continue;
    const sc::Outcome outcome = sc::outcomeOfResult(strings[result - 1]);
    if (outcome == sc::Outcome::Ongoing) continue;
    const sc::Outcome won = white ? sc::Outcome::WhiteWins : sc::Outcome::BlackWins;
    (outcome == won ? score.wins : outcome == sc::Outcome::Draw ? score.draws : score.losses) += 1;
  }
  return score;
}

void GameFilterModel::appendSourceRows(int first, int last) {
  for (int row = first; row <= last; ++row) {
    if (!accepts(row)) continue;
    m_fromSource[std::size_t(row)] = int(m_rows.size());
    m_rows.push_back(row);
  }
}

void GameFilterModel::rebuild() {
  beginResetModel();
  rebuildRows();
  endResetModel();
}

void GameFilterModel::rebuildRows() {
  matchStrings();
  m_rows.clear();
  m_fromSource.assign(std::size_t(m_list ? m_list->gameCount() : 0), -1);
  if (m_list) appendSourceRows(0, m_list->gameCount() - 1);
  if (m_sortColumn >= 0) sortRows();
}

void GameFilterModel::setFilter(Field field, const QString &text) {
  if (field == m_field && text == m_text) return;
  m_field = field;
  m_text = text;
  m_clauses = FilterClause::parse(field, text);
  rebuild();
}

void GameFilterModel::setMatches(std::vector<int> rows) {
  m_match.assign(std::size_t(m_list ? m_list->gameCount() : 0), 0);
  for (int row : rows)
    if (row >= 0 && std::size_t(row) < m_match.size()) m_match[std::size_t(row)] = 1;
  m_matchesOn = true;
  rebuild();
}

void GameFilterModel::clearMatches() {
  if (!m_matchesOn) return;
  m_matchesOn = false;
  m_match.clear();
  rebuild();
}

std::vector<std::uint32_t> GameFilterModel::stringRanks() const {
  // Each distinct value once, in the order a reader expects (any case,
  // numbers by their value).
  const std::vector<std::string> &strings = m_list->strings();
  std::vector<QString> text(strings.size());
  for (std::size_t i = 0; i < strings.size(); ++i) text[i] = QString::fromStdString(strings[i]);
  std::vector<std::uint32_t> order(strings.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(),
            [&](std::uint32_t a, std::uint32_t b) { return naturalCompare(text[a], text[b]) < 0; });
  std::vector<std::uint32_t> rank(strings.size() + 1, 0);  // id 0 (no tag) first
  for (std::size_t r = 0; r < order.size(); ++r) rank[order[r] + 1] = std::uint32_t(r + 1);
  return rank;
}

void GameFilterModel::sortRows() {
  std::vector<std::uint64_t> key(std::size_t(m_list->gameCount()), 0);
  if (const std::optional<IndexTag> tag = GameList::columnTag(m_sortColumn)) {
    const std::vector<std::uint32_t> rank = stringRanks();
    for (int row : m_rows) key[std::size_t(row)] = rank[m_list->tagId(row, *tag)];
  } else if (m_sortColumn == GameList::PliesColumn) {
    for (int row : m_rows) key[std::size_t(row)] = std::uint64_t(m_list->plies(row));
  } else {
    for (int row : m_rows) key[std::size_t(row)] = std::uint64_t(row);
  }
  const bool up = m_order == Qt::AscendingOrder;
  // Equal keys keep the file's order either way.
  std::stable_sort(m_rows.begin(), m_rows.end(), [&](int a, int b) {
    const std::uint64_t ka = key[std::size_t(a)], kb = key[std::size_t(b)];
    return up ? ka < kb : ka > kb;
  });
  for (std::size_t i = 0; i < m_rows.size(); ++i) m_fromSource[std::size_t(m_rows[i])] = int(i);
}

void GameFilterModel::sort(int column, Qt::SortOrder order) {
  if (!m_list) return;
  // The number column ascending is the file's order: no sort to keep up.
  const bool fileOrder = column == GameList::NumberColumn && order == Qt::AscendingOrder;
  m_sortColumn = fileOrder || column < 0 ? -1 : column;
  m_order = order;
  emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
  const QModelIndexList before = persistentIndexList();
  std::vector<int> sources;
  sources.reserve(std::size_t(before.size()));
  for (const QModelIndex &index : before) sources.push_back(m_rows[std::size_t(index.row())]);
  if (m_sortColumn >= 0) {
    sortRows();
  } else {
    std::sort(m_rows.begin(), m_rows.end());
    for (std::size_t i = 0; i < m_rows.size(); ++i) m_fromSource[std::size_t(m_rows[i])] = int(i);
  }
  QModelIndexList after;
  after.reserve(before.size());
  for (qsizetype i = 0; i < before.size(); ++i)
    after.append(
        createIndex(m_fromSource[std::size_t(sources[std::size_t(i)])], before[i].column()));
  changePersistentIndexList(before, after);
  emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

QModelIndex GameFilterModel::mapToSource(const QModelIndex &proxy) const {
  if (!m_list || !proxy.isValid() || proxy.row() >= int(m_rows.size())) return {};
  return m_list->index(m_rows[std::size_t(proxy.row())], proxy.column());
}

QModelIndex GameFilterModel::mapFromSource(const QModelIndex &source) const {
  if (!source.isValid() || std::size_t(source.row()) >= m_fromSource.size()) return {};
  const int row = m_fromSource[std::size_t(source.row())];
  return row < 0 ? QModelIndex() : createIndex(row, source.column());
}

QModelIndex GameFilterModel::index(int row, int column, const QModelIndex &parent) const {
  if (parent.isValid() || row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
    return {};
  return createIndex(row, column);
}

QModelIndex GameFilterModel::parent(const QModelIndex &) const { return {}; }

int GameFilterModel::rowCount(const QModelIndex &parent) const {
  return parent.isValid() ? 0 : int(m_rows.size());
}

int GameFilterModel::columnCount(const QModelIndex &parent) const {
  return parent.isValid() || !m_list ? 0 : m_list->columnCount();
}
