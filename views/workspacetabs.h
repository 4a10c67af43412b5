// WorkspaceTabs: the tab bar above the board, one tab per open game (the
// workspace's tabs): its file's name, a "*" while it has unsaved changes, the
// path as a tool tip. Choosing or closing a tab is an intent for the window;
// the bar itself changes only when the workspace says so.
#pragma once

#include <QTabBar>

class Workspace;

class WorkspaceTabs : public QTabBar {
  Q_OBJECT

 public:
  explicit WorkspaceTabs(Workspace *workspace, QWidget *parent = nullptr);

 signals:
  void tabChosen(int tab);
  void closeRequested(int tab);

 private:
  void sync();

  Workspace *m_workspace;
  bool m_syncing = false;
};
