// Game > Auto Play (docs/navigator.md, "Auto play"): the AutoPlay replay over
// the shown game, its action and its speeds (kept in the settings), and what
// it says in the status bar. Only assembles: the stepping is AutoPlay's.
#pragma once

#include <QObject>

#include "autoplay.h"

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

class AutoPlayMode : public QObject {
  Q_OBJECT

 public:
  // The action and its interval menu go into `gameMenu` after `after`.
  AutoPlayMode(QMainWindow *window, GameDocument *document, QMenu *gameMenu, QAction *after);

  AutoPlay *autoPlay() const { return m_play; }
  QAction *action() const { return m_action; }
  // A game against the engine takes a step forward as a turn to answer: the
  // replay stops and waits until that game is over.
  void setSparring(bool playing);

 private:
  void chooseInterval(int ms);

  QMainWindow *m_window;
  AutoPlay *m_play;
  QAction *m_action;
  QActionGroup *m_speeds;
};
