// Play > Training Mode (docs/training.md): the TurnTrainer over the shown
// game, its action, the views that hide the turns ahead while it is on (the
// notation, the move tree, the evaluation graph), and what it says of each
// turn the user plays, in the status bar; what each tab's game has shown is
// kept while another tab is looked at. Only assembles: the judging is
// TurnTrainer's.
#pragma once

#include <QObject>
#include <QString>
#include <cstdint>
#include <map>

#include "turntrainer.h"

class QAction;
class QMainWindow;
class QMenu;
class Workspace;

class TrainingMode : public QObject {
  Q_OBJECT

 public:
  TrainingMode(QMainWindow *window, Workspace *workspace, QMenu *playMenu);

  TurnTrainer *trainer() const { return m_trainer; }
  // A game against the engine is under way: its turns are the user's own, not
  // guesses at the file's, so training ends and cannot start until it is over.
  void setSparring(bool playing);
  QAction *action() const { return m_action; }

 private:
  void say(TurnTrainer::Verdict verdict);
  void keep(const TurnTrainer::Progress &progress);
  void follow();  // another tab is shown

  QMainWindow *m_window;
  Workspace *m_workspace;
  GameDocument *m_document;
  TurnTrainer *m_trainer;
  QAction *m_action;
  QString m_tip;
  // By Workspace::tabId: what the tabs aside had shown when they were left.
  std::map<std::uint64_t, TurnTrainer::Progress> m_tabProgress;
  std::uint64_t m_shownTab = 0;
};
