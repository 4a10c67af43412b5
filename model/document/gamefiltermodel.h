// GameFilterModel: the Games dock's view of a GameList, sorted and filtered
// for a collection of any size. Rows map through two index vectors, filters
// test a tag's string once per distinct value (a million games share a few
// thousand players), and sorting orders string ranks, not strings.
// QSortFilterProxyModel would call data() for every comparison: minutes on
// a million rows.
#pragma once

#include <QAbstractProxyModel>
#include <QString>
#include <optional>
#include <vector>

#include "filterclause.h"
#include "gamelist.h"

class GameFilterModel : public QAbstractProxyModel {
  Q_OBJECT

 public:
  using Field = FilterField;

  explicit GameFilterModel(QObject *parent = nullptr);

  void setSourceModel(QAbstractItemModel *source) override;
  GameList *gameList() const { return m_list; }

  // Games whose `field` matches `text` (GameQuery: any case, a pairing in
  // Players, ranges in Date, Rating and Plies; in Any tag also "name:value"
  // terms, FilterClause::parse); an empty text shows all.
  void setFilter(Field field, const QString &text);
  // What the Rating field ranges compare: a puzzle's rating, else the mean
  // of the players' Elo ratings the game has (as Lichess's opening explorer
  // groups games by their players' average); none without either.
  std::optional<std::int64_t> rating(int sourceRow) const;
  // The score of the player the filter names, over the games shown, as
  // Scid's and ChessX's player summaries give it: a game counts when the
  // text names one of its sides alone (in a pairing, the first name's side)
  // and it has a result. The Players field, or one players:, white: or
  // black: term; none otherwise.
  struct Score {
    QString name;  // as typed (in a pairing, the first name)
    int wins = 0, draws = 0, losses = 0;
    int games() const { return wins + draws + losses; }
    double percent() const { return games() ? 100.0 * (wins + 0.5 * draws) / games() : 0.0; }
  };
  std::optional<Score> playerScore() const;
  // Only these source rows (a search by position); cleared by clearMatches.
  void setMatches(std::vector<int> rows);
  void clearMatches();
  bool hasMatches() const { return m_matchesOn; }
  bool isFiltered() const;

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
  void matchStrings();  // prepares every clause for the list's strings

  GameList *m_list = nullptr;
  Field m_field = Field::AnyTag;
  QString m_text;
  std::vector<FilterClause> m_clauses;  // m_text read for m_field: all must hold
  std::vector<char> m_match;            // by source row, when m_matchesOn
  bool m_matchesOn = false;
  bool m_removing = false;  // within GameList::removeGames: one reset for all of it
  int m_sortColumn = -1;
  Qt::SortOrder m_order = Qt::AscendingOrder;
  std::vector<int> m_rows;        // proxy row -> source row
  std::vector<int> m_fromSource;  // source row -> proxy row, -1 when filtered out
};
