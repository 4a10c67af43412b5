// The board's side follows the game shown (sc::startView): a game opened
// from a file or list that names its side ([Orientation "black"]) or is set
// up from a position is shown from that side, as Lichess shows a study
// chapter or a puzzle; any other game, and a new one, from the side the user
// last chose with Flip Board. A flip on a game that chose its own side is for
// that game alone, kept while its tab is open and the game shown in it.
#pragma once

#include <QObject>
#include <cstdint>
#include <unordered_map>

class BoardView;
class QAction;
class Workspace;

class BoardOrientation : public QObject {
  Q_OBJECT

 public:
  BoardOrientation(Workspace *workspace, BoardView *board, QAction *flip,
                   QObject *parent = nullptr);

 private:
  void follow();  // a game was opened or another tab shown
  void flip();

  Workspace *m_workspace;
  BoardView *m_board;
  bool m_chosen = false;  // the user's flip for games without a side of their own
  // By Workspace::tabId: the user's flip of a game with a side of its own.
  std::unordered_map<std::uint64_t, bool> m_tabFlips;
  std::uint64_t m_shownTab = 0;  // the tab follow() last saw
};
