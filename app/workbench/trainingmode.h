// Game > Training Mode (docs/training.md): the TurnTrainer over the shown
// game, its action, the views that hide the turns ahead while it is on (the
// notation, the move tree, the evaluation graph), and what it says of each
// turn the user plays, in the status bar. Only assembles: the judging is
// TurnTrainer's.
#pragma once

#include <QObject>
#include <functional>

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
  // changes its mind (NotationView, MoveTreeView, EvaluationGraph). Outside
  // training it has no filter, so a big game pays nothing for it.
  template <class View>
  void hideIn(View *view) {
    connect(m_trainer, &TurnTrainer::activeChanged, view, [view, trainer = m_trainer](bool on) {
      view->setHiddenNodes(on ? std::function<bool(sc::NodeId)>(
                                    [trainer](sc::NodeId node) { return trainer->isHidden(node); })
                              : std::function<bool(sc::NodeId)>());
    });
    connect(m_trainer, &TurnTrainer::hiddenChanged, view, &View::refilter);
  }

 private:
  void say(TurnTrainer::Verdict verdict);

  QMainWindow *m_window;
  GameDocument *m_document;
  TurnTrainer *m_trainer;
  QAction *m_action;
};
