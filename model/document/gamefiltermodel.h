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

#include "gamelist.h"
#include "gamequery.h"

class GameFilterModel : public QAbstractProxyModel {
  Q_OBJECT

 public:
  // Which tags a filter text is looked for in.
  // Opening looks in ECO and Opening; Themes in a puzzle's themes; Rating in
  // a puzzle's rating and the players' Elo; Plies in the main line's length.
  enum class Field {
    AnyTag,
    Players,
    Event,
    Site,
    Date,
    Result,
    Rules,
    Opening,
    Themes,
    Rating,
    Plies
  };

  explicit GameFilterModel(QObject *parent = nullptr);

  void setSourceModel(QAbstractItemModel *source) override;
  GameList *gameList() const { return m_list; }

  // Games whose `field` matches every word of `text` (GameQuery: any case,
  // ranges in Date, Rating and Plies); an empty text shows all.
  void setFilter(Field field, const QString &text);
  // What the Rating field ranges compare: a puzzle's rating, else the mean
  // of the players' Elo ratings the game has (as Lichess's opening explorer
  // groups games by their players' average); none without either.
  std::optional<std::int64_t> rating(int sourceRow) const;
  // The score of the player the Players filter names, over the games shown,
  // as Scid's and ChessX's player summaries give it: a game counts when the
  // text names one of its sides alone (in a pairing, the first name's side)
  // and it has a result. None for another field or an empty filter.
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
  bool isFiltered() const { return !m_query.isEmpty() || m_matchesOn; }

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
  void matchStrings();  // m_stringMatch and m_stringNumber for m_query
  std::optional<std::int64_t> numberOf(std::uint32_t id) const;

  GameList *m_list = nullptr;
  Field m_field = Field::AnyTag;
  std::vector<sc::IndexTag> m_fieldTags;  // m_field's tags, asked for every row
  QString m_text;
  GameQuery m_query;                         // m_text read for m_field
  bool m_numberRanges = false;               // m_query has ranged words on a row's number
  std::vector<std::uint32_t> m_stringMatch;  // by string id: the words it matches
  std::vector<std::int32_t> m_stringNumber;  // by string id: its number, or kNoNumber
  std::vector<char> m_match;                 // by source row, when m_matchesOn
  bool m_matchesOn = false;
  bool m_removing = false;  // within GameList::removeGames: one reset for all of it
  int m_sortColumn = -1;
  Qt::SortOrder m_order = Qt::AscendingOrder;
  std::vector<int> m_rows;        // proxy row -> source row
  std::vector<int> m_fromSource;  // source row -> proxy row, -1 when filtered out
};
