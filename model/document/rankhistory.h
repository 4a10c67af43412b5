// RankHistory: the total rank of each side at every ply of the current line
// (from the root through the current node to the end of its main
// continuation), with the plies where a side lost a monarch. The data of the
// rank chart; rebuilt when the line changes, not on a step along it.
#pragma once

#include <QObject>
#include <array>
#include <vector>

#include "gametree.h"

class GameDocument;

struct RankPoint {
  sc::NodeId node = sc::kNoNode;
  int ply = 0;
  std::array<int, 2> total{};         // by sc::index(Color)
  std::array<bool, 2> monarchFell{};  // the side lost a monarch in this ply's turn
};

class RankHistory : public QObject {
  Q_OBJECT

 public:
  explicit RankHistory(GameDocument *document, QObject *parent = nullptr);

  const std::vector<RankPoint> &points() const { return m_points; }
  // The index of the current node in points().
  int currentIndex() const { return m_current; }

  // One point for `position` instead of the game's line (the board editor's,
  // issue 15); nullptr returns to the game.
  void setShownPosition(const sc::Position *position);

 signals:
  void lineChanged();
  void currentChanged(int index);

 private:
  void rebuild();
  void follow(sc::NodeId node);

  GameDocument *m_doc = nullptr;
  std::vector<RankPoint> m_points;
  int m_current = 0;
  bool m_showing = false;  // a position of the editor is shown
};
