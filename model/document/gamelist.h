// GameList: the games of an open multi-game PGN file, as a table (number,
// White, Black, Result, Event, plies, rule system). It owns the parsed trees and the
// problems the reader found, so the app can open any game into a
// GameDocument, show "file:line:column: message" for the bad ones, and write
// the whole file back.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <memory>
#include <vector>

#include "pgn.h"

class GameList : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column {
    NumberColumn,
    WhiteColumn,
    BlackColumn,
    ResultColumn,
    EventColumn,
    PliesColumn,
    RulesColumn,  // the game's rule system (a file may mix them)
    ColumnCount
  };
  enum Role {
    ProblemCountRole = Qt::UserRole + 1,  // int: problems found in the game
    ReadableRole,                         // bool: false when no tree could be read
    FirstLineRole,                        // int: the game's first line in the file
  };

  explicit GameList(QObject *parent = nullptr);
  ~GameList() override;

  // Replaces the list with the games of a file read by sc::readPgn. `path`
  // names the file in problem messages.
  void setFile(const QString &path, sc::PgnFile file);
  void clear();
  QString filePath() const { return m_path; }

  int gameCount() const { return int(m_games.size()); }
  // The game's tree, or nullptr when it could not be read at all.
  const sc::GameTree *tree(int row) const;
  // A copy for a GameDocument to own (nullptr for an unreadable game).
  std::unique_ptr<sc::GameTree> copyTree(int row) const;
  // Stores an edited game back into the list (a document was saved).
  void setTree(int row, const sc::GameTree &tree);
  void appendTree(const sc::GameTree &tree);
  void removeGame(int row);
  // The readable games, in order, for sc::writePgn.
  std::vector<const sc::GameTree *> trees() const;

  // "file:line:column: message" for the game's problems, in file order.
  QStringList problems(int row) const;
  // Problems outside any game, then those of every game.
  QStringList allProblems() const;
  bool hasProblems() const;

  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

 private:
  struct Entry {
    std::unique_ptr<sc::GameTree> tree;
    int firstLine = 1;
    std::vector<sc::PgnProblem> problems;
    int plies = 0;  // main line length, counted once (a walk of the whole line)
    // Shown in the number column. Kept in the entry, not derived from the row,
    // so a removal changes no row's data before the view hears of it.
    int number = 0;
  };
  static int countPlies(const sc::GameTree &tree);
  QString format(const sc::PgnProblem &problem) const;
  QString tag(const Entry &entry, const char *name) const;

  QString m_path;
  std::vector<Entry> m_games;
  std::vector<sc::PgnProblem> m_fileProblems;
};
