// Game > Training Mode (docs/training.md): the TurnTrainer over the shown
// game, its action, the views that hide the turns ahead while it is on (the
// notation, the move tree, the evaluation graph), and what it says of each
// turn the user plays, in the status bar. Only assembles: the judging is
// TurnTrainer's.
#pragma once

#include <QObject>

#include "turntrainer.h"

class QAction;
class QMainWindow;
class QMenu;

class TrainingMode : public QObject {
  Q_OBJECT

 public:
  TrainingMode(QMainWindow *window, GameDocument *document, QMenu *gameMenu);

  TurnTrainer *trainer() const { return m_trainer; }
  QAction *action() const { return m_action; }

  // `view` leaves out what the trainer hides, and filters again when it
  // changes its mind (NotationView, MoveTreeView, EvaluationGraph).
  template <class View>
  void hideIn(View *view) {
    view->setHiddenNodes(
        [trainer = m_trainer](sc::NodeId node) { return trainer->isHidden(node); });
    connect(m_trainer, &TurnTrainer::hiddenChanged, view, &View::refilter);
  }

 private:
  void say(TurnTrainer::Verdict verdict);

  QMainWindow *m_window;
  GameDocument *m_document;
  TurnTrainer *m_trainer;
  QAction *m_action;
};
