// The views that leave turns out (NotationView, MoveTreeView, EvaluationGraph,
// MoveTimeChart, BoardView's variation arrows) take one predicate, and two trainers hide
// turns: Training Mode the game's turns ahead (docs/training.md), Learn from
// Mistakes the analysis's better lines. A view asks both, so one trainer
// switching off never shows what the other still hides.
#pragma once

#include <functional>

#include "mistaketrainer.h"
#include "turntrainer.h"

template <class View>
void hideTurnsIn(View *view, const TurnTrainer *training, const MistakeTrainer *mistakes) {
  // Outside both the view has no filter, so a big game pays nothing for it.
  const auto apply = [view, training, mistakes] {
    view->setHiddenNodes(training->isActive() || mistakes->isActive()
                             ? std::function<bool(sc::NodeId)>([training, mistakes](sc::NodeId n) {
                                 return training->isHidden(n) || mistakes->isHidden(n);
                               })
                             : std::function<bool(sc::NodeId)>());
  };
  QObject::connect(training, &TurnTrainer::activeChanged, view, apply);
  QObject::connect(mistakes, &MistakeTrainer::activeChanged, view, apply);
  QObject::connect(training, &TurnTrainer::hiddenChanged, view, &View::refilter);
  QObject::connect(mistakes, &MistakeTrainer::hiddenChanged, view, &View::refilter);
}
