// Analysis > Learn from Mistakes (docs/training.md): the MistakeTrainer over
// the shown game, for the side at the bottom of the board, as Lichess offers
// it under an analysed game; its actions (Show Solution, Skip Mistake), and
// what it asks and says, in the status bar. Only assembles: the exercises
// and their judging are MistakeTrainer's.
#pragma once

#include <QObject>

#include "mistaketrainer.h"

class BoardView;
class GameAnalyzer;
class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class TurnTrainer;

class MistakesMode : public QObject {
  Q_OBJECT

 public:
  // `training` is Training Mode's trainer: the two never run at once, each
  // hiding turns the other would judge. `judge`'s engine is asked about a
  // turn that is neither the engine's nor the game's.
  MistakesMode(QMainWindow *window, GameDocument *document, BoardView *board, QMenu *menu,
               TurnTrainer *training, GameAnalyzer *judge);

  MistakeTrainer *trainer() const { return m_trainer; }
  QAction *action() const { return m_action; }
  // A game against the engine is under way: off, and waiting until it ends.
  void setSparring(bool playing);
  // On, if it is not (the Evaluation Graph panel's button).
  void begin();

 private:
  void toggle(bool on);
  void ask(int index);
  void say(MistakeTrainer::Verdict verdict);
  QString played(const MistakeTrainer::Exercise &exercise) const;
  QString sideName() const;

  QMainWindow *m_window;
  GameDocument *m_document;
  BoardView *m_board;
  MistakeTrainer *m_trainer;
  QAction *m_action;
  QAction *m_solution;
  QAction *m_skip;
  QLabel *m_badge;
  QString m_tip;
};
