// OpeningTree: what the games of a list played from a position, as ChessX's
// opening tree and Lichess's explorer show it: one row per turn, with how
// many games played it and how they ended.
//
// Each game's main line is walked once, for its first kTreePlies plies, into
// a short list of (position key, next turn) per game, so that moving to
// another position costs a scan of those lists and no reading. The walk runs
// in slices between the window's events, game by game, and follows the list:
// a game added, removed or changed is walked again, nothing else. A game
// counts once per position even if it comes back to it. The game on the
// board counts as it is shown, with the edits not stored in the list yet.
#pragma once

#include <QAbstractTableModel>
#include <QPointer>
#include <QTimer>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "position.h"

namespace sc {
class GameTree;
}

class GameDocument;
class GameList;
class Workspace;

class OpeningTree : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { TurnColumn, GamesColumn, ResultsColumn, ColumnCount };
  enum Role {
    // ResultsColumn: QList<qreal> of White's wins, draws, Black's wins (shares of the games).
    SharesRole = Qt::UserRole + 1,
  };
  static constexpr int kTreePlies = 40;

  explicit OpeningTree(QObject *parent = nullptr);

  // The games the tree is made of (the shown tab's list); it follows the
  // list's changes. The walk runs only while the tree is active.
  void setList(GameList *list);
  // The shown tab's list, with the game on the board walked from the
  // document (walked again when its main line or result changes).
  void setWorkspace(Workspace *workspace);
  // Whether to walk the games at all (the dock is shown): an inactive tree
  // costs nothing, and starts where it stopped when activated again.
  void setActive(bool active);
  // The position whose turns the rows are.
  void setPosition(const sc::Position &position);

  bool isWalking() const { return m_timer.isActive(); }
  void finish();  // walks every game now (tests)
  int gamesWalked() const;
  int gameCount() const { return int(m_games.size()); }
  // Games that reach the position (those that end there included).
  int gamesReaching() const { return m_reaching; }
  // The row's turn, read in the position (nothing when it no longer reads).
  std::optional<sc::Turn> turn(int row) const;

  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

 signals:
  // After each slice of the walk, and when the rows change.
  void progress(int walked, int total);

 private:
  enum Result : std::uint8_t { Unknown, WhiteWon, Drawn, BlackWon };
  struct Passage {
    sc::Key key;
    std::uint32_t token;  // into m_tokens; 0: the game ends here
  };
  struct Game {
    std::vector<Passage> passages;
    Result result = Unknown;
    bool walked = false;
  };
  struct Row {
    std::uint32_t token;
    int games = 0;
    int white = 0, drawn = 0, black = 0;
  };

  void invalidate(int first, int last);
  void followShownGame();
  void markForWalk(int row);
  const sc::GameTree *shownTree(int row) const;
  void walkSome();
  void walk(int row);
  void query();
  std::uint32_t tokenId(const std::string &token);
  void schedule();

  QPointer<GameList> m_list;
  QPointer<Workspace> m_workspace;
  int m_shownRow = -1;  // the list's row the board shows, as last followed
  std::vector<Game> m_games;
  std::vector<std::string> m_tokens{std::string()};
  std::unordered_map<std::string, std::uint32_t> m_tokenIds;
  std::optional<sc::Position> m_position;
  std::vector<Row> m_rows;
  int m_reaching = 0;
  int m_next = 0;  // no game before it needs a walk
  bool m_active = false;
  bool m_removing = false;  // within GameList::removeGames
  QTimer m_timer;
};
