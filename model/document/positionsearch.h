// PositionSearch: which games of a list reach a position (the board on
// screen). Reading a game costs far more than indexing it, so the search
// runs in slices between the window's events: the window stays live, the
// count of games searched and found goes up as it runs, and Stop stops it.
#pragma once

#include <QObject>
#include <QTimer>
#include <optional>
#include <vector>

#include "position.h"

class GameList;

class PositionSearch : public QObject {
  Q_OBJECT

 public:
  explicit PositionSearch(QObject *parent = nullptr);

  // Starts over: every game of `list`, in file order.
  void start(GameList *list, const sc::Position &target);
  void stop();
  bool isRunning() const { return m_timer.isActive(); }
  // Runs to the end now (tests, and a caller that must have the answer).
  void finish();
  const std::vector<int> &matches() const { return m_matches; }
  int searched() const { return m_next; }

 signals:
  void progress(int searched, int total, int found);
  void finished(bool complete);  // false when stopped

 private:
  void slice();

  GameList *m_list = nullptr;
  std::optional<sc::Position> m_target;
  std::vector<int> m_matches;
  int m_next = 0;
  QTimer m_timer;
};
