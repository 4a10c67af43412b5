// The Games dock (docs/collections.md): the games of the shown tab's file,
// filtered by header fields or by the position on the board; activating a
// row opens that game. Beside it the Opening Tree dock: what those games
// played from the position on the board.
#pragma once

#include <QHash>
#include <QList>
#include <QObject>

class BoardView;
class QAction;
class FileCommands;
class GameFilterModel;
class GamesView;
class PositionSearch;
class QDockWidget;
class QWidget;
class Workspace;

class GamesPanel : public QObject {
  Q_OBJECT

 public:
  GamesPanel(QWidget *window, Workspace *workspace, FileCommands *files, BoardView *board);

  QDockWidget *dock() const { return m_dock; }
  QDockWidget *treeDock() const { return m_treeDock; }
  // Game > Next Game and Previous Game (Ctrl+Down, Ctrl+Up): the game after
  // or before the shown one in the Games list as it is filtered and sorted,
  // as Scid steps through its filter: a puzzle collection one after another.
  QAction *nextGameAction() const { return m_nextGame; }
  QAction *previousGameAction() const { return m_previousGame; }
  // Marks the game the document holds (when the filter shows it).
  void selectCurrentGame();
  // The most games one Copy puts on the clipboard.
  static constexpr int kMostCopied = 10000;

 signals:
  void statusMessage(const QString &text, int timeout);
  // The list's menu asked for those games as a web page: their PGN, how
  // many, and the file's name to title the page.
  void webPageRequested(const QByteArray &pgn, int count, const QString &title);

 private:
  static QHash<int, bool> savedColumnChoices();
  void showScore();
  void openNeighbour(int step);
  void copyGames(const QList<int> &rows);
  // Asks first; never removes the game on the board.
  void deleteGames(QList<int> rows);
  // Merges the rows' games into the game on the board (GameDocument::
  // mergeGames), leaving out the game on the board itself.
  void mergeGames(QList<int> rows);

  Workspace *m_workspace;
  FileCommands *m_files;
  QAction *m_nextGame;
  QAction *m_previousGame;
  QDockWidget *m_dock;
  QDockWidget *m_treeDock;
  GameFilterModel *m_filter;
  GamesView *m_view;
  PositionSearch *m_search;
};
