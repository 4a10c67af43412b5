// TurnTrainer: training mode, as ChessX's training mode and Scid's "guess
// the next move" offer it, and as a puzzle is solved on Lichess. While it is
// on, the views hide every turn of the game that has not been shown yet (the
// turns after the current one, their variations too); the user plays the
// next turn on the board, and the trainer judges it against the game's main
// line. The game's turn is kept, and the opponent's answer is shown after a
// pause; any other turn is taken back after the same pause, so the file
// never changes by a wrong try. → (or going anywhere) shows what it reaches.
// Where the game's turn already shows, a turn is not judged: the user is
// analysing.
// docs/training.md.
#pragma once

#include <QObject>
#include <QTimer>
#include <vector>

#include "gamedocument.h"

class TurnTrainer : public QObject {
  Q_OBJECT

 public:
  enum class Verdict {
    Correct,  // the game's turn; the answer follows
    Wrong,    // not the game's turn: taken back
    Solved,   // the game's turn, and the main line ends with it or its answer
    Beyond,   // a turn after the end of the line: nothing to judge
  };
  Q_ENUM(Verdict)

  explicit TurnTrainer(GameDocument *document, QObject *parent = nullptr);

  void setActive(bool on);
  bool isActive() const { return m_active; }
  // Whether views leave the node out: training, and the node was in the game
  // before it was shown and has not been reached since (the way to the
  // current node is always shown; a turn added while training is shown).
  bool isHidden(sc::NodeId node) const;
  // What has been shown of the game (by node id), to come back to: when
  // another game comes, left() hands over the one that went, and restore()
  // puts it back once that game is shown again (a tab of the window's).
  using Progress = std::vector<char>;
  void restore(Progress progress);
  // How long a wrong turn stays before it is taken back, and the pause
  // before the answer (ms).
  void setPause(int ms) { m_pause.setInterval(ms); }

 signals:
  void activeChanged(bool on);
  void hiddenChanged();  // views filter again
  void judged(TurnTrainer::Verdict verdict);
  // Training, and another game replaces the one `progress` was over.
  void left(const TurnTrainer::Progress &progress);

 private:
  void reset();                  // a game came: only the way to its current node shows
  void reveal(sc::NodeId node);  // it and the way to it
  void revealSubtree(sc::NodeId node);
  void judge(sc::NodeId from, sc::NodeId to, bool added);
  void afterPause();

  GameDocument *m_document;
  bool m_active = false;
  Progress m_shown;  // by node id; ids beyond it are shown
  QTimer m_pause;
  // What the pause ends with: the answer to show, or the wrong turn to take back.
  enum class Pending { None, Answer, TakeBack } m_pending = Pending::None;
  sc::NodeId m_from = sc::kNoNode, m_to = sc::kNoNode;
  bool m_added = false;
  int m_undoIndex = 0;
  sc::NodeId m_justShown = sc::kNoNode;  // the last node reveal() found hidden
};
