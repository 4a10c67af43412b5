// A dock that comes forward by itself when what it shows appears (the
// Evaluation Graph when an analysed game opens, as Lichess shows its graph
// under such a game), unless the user closed it: a dock closed by hand, with
// its close button or the View menu, stays closed, across sessions, until it
// is shown again by any means or Reset Layout forgets the choice.
#pragma once

#include <QObject>
#include <QString>

class QDockWidget;

class DockOffer : public QObject {
  Q_OBJECT

 public:
  // `settingsKey` keeps whether the user closed `dock`.
  DockOffer(QDockWidget *dock, const char *settingsKey, QObject *parent = nullptr);

  // Opens the dock and brings its tab to the front, unless it is open
  // already or the user closed it.
  void offer();
  // The user's closing is forgotten (Reset Layout).
  void forget();
  bool closedByUser() const;

 protected:
  bool eventFilter(QObject *watched, QEvent *event) override;

 private:
  void setClosedByUser(bool closed);

  QDockWidget *m_dock;
  QString m_key;
};
