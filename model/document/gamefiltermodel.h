// GameFilterModel: the Games dock's view of a GameList, sorted and filtered
// for a collection of any size. Rows map through two index vectors, filters
// test a tag's string once per distinct value (a million games share a few
// thousand players), and sorting orders string ranks, not strings.
// QSortFilterProxyModel would call data() for every comparison: minutes on
// a million rows.
#pragma once

#include <QAbstractProxyModel>
#include <QString>
#include <vector>

#include "gamelist.h"

class GameFilterModel : public QAbstractProxyModel {
  Q_OBJECT

 public:
  // Which tags a filter text is looked for in.
  // Opening looks in ECO and Opening; Themes in a puzzle's themes.
  enum class Field { AnyTag, Players, Event, Site, Date, Result, Rules, Opening, Themes };

  explicit GameFilterModel(QObject *parent = nullptr);

  void setSourceModel(QAbstractItemModel *source) override;
  GameList *gameList() const { return m_list; }

  // Games whose `field` contains `text` (any case); an empty text shows all.
  void setFilter(Field field, const QString &text);
  // Only these source rows (a search by position); cleared by clearMatches.
  void setMatches(std::vector<int> rows);
  void clearMatches();
  bool hasMatches() const { return m_matchesOn; }
  bool isFiltered() const { return !m_text.isEmpty() || m_matchesOn; }

  void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

  QModelIndex mapToSource(const QModelIndex &proxy) const override;
  QModelIndex mapFromSource(const QModelIndex &source) const override;
  QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
  QModelIndex parent(const QModelIndex &child) const override;
  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;

 private:
  bool accepts(int sourceRow) const;
  void rebuild();      // filter and sort from scratch, as a model reset
  void rebuildRows();  // rebuild()'s work, within a reset begun elsewhere
  void sortRows();
  void appendSourceRows(int first, int last);
  std::vector<std::uint32_t> stringRanks() const;
  std::vector<char> matchingStrings() const;

  GameList *m_list = nullptr;
  Field m_field = Field::AnyTag;
  std::vector<sc::IndexTag> m_fieldTags;  // m_field's tags, asked for every row
  QString m_text;
  std::vector<char> m_stringMatch;  // by string id: whether it holds m_text
  std::vector<char> m_match;        // by source row, when m_matchesOn
  bool m_matchesOn = false;
  bool m_removing = false;  // within GameList::removeGames: one reset for all of it
  int m_sortColumn = -1;
  Qt::SortOrder m_order = Qt::AscendingOrder;
  std::vector<int> m_rows;        // proxy row -> source row
  std::vector<int> m_fromSource;  // source row -> proxy row, -1 when filtered out
};
