#include "rankhistory.h"

#include "gamedocument.h"

namespace {

RankPoint pointOf(const sc::Position &pos, sc::NodeId node, int ply) {
  RankPoint p;
  p.node = node;
  p.ply = ply;
  const sc::Ruleset &rules = pos.rules();
  for (sc::Square s : pos.variant().squares()) {
    const sc::Cell &c = pos.at(s);
    // K8: a crater is no piece; without ranks a piece counts one (the
    // ammunition's rank is its shots, K13).
    if (c.empty() || rules.piece(c).crater) continue;
    p.total[size_t(sc::index(c.color))] += rules.ranks ? c.rank : 1;
  }
  return p;
}

}  // namespace

RankHistory::RankHistory(GameDocument *document, QObject *parent)
    : QObject(parent), m_doc(document) {
  connect(m_doc, &GameDocument::gameReset, this, &RankHistory::rebuild);
  connect(m_doc, &GameDocument::currentNodeChanged, this, &RankHistory::follow);
  // The line's continuation may change under the current node.
  connect(m_doc, &GameDocument::nodeInserted, this, &RankHistory::rebuild);
  connect(m_doc, &GameDocument::nodeRemoved, this, &RankHistory::rebuild);
  connect(m_doc, &GameDocument::childrenReordered, this, &RankHistory::rebuild);
  rebuild();
}

void RankHistory::setShownPosition(const sc::Position *position) {
  m_showing = position != nullptr;
  if (!position) return rebuild();
  m_points.assign(1, pointOf(*position, sc::kNoNode, 0));
  m_current = 0;
  emit lineChanged();
  emit currentChanged(m_current);
}

void RankHistory::rebuild() {
  if (m_showing) return;
  const sc::GameTree &tree = m_doc->tree();
  std::vector<sc::NodeId> line = tree.path(m_doc->currentNode());
  m_current = int(line.size()) - 1;
  while (!tree.node(line.back()).children.empty())
    line.push_back(tree.node(line.back()).children.front());
  sc::Position pos = tree.start();
  m_points.clear();
  m_points.reserve(line.size());
  m_points.push_back(pointOf(pos, line.front(), 0));
  for (size_t i = 1; i < line.size(); ++i) {
    std::array<int, 2> monarchs{pos.monarchCount(sc::Color::White),
                                pos.monarchCount(sc::Color::Black)};
    pos.make(tree.node(line[i]).turn);
    RankPoint p = pointOf(pos, line[i], int(i));
    for (sc::Color c : {sc::Color::White, sc::Color::Black})
      p.monarchFell[size_t(sc::index(c))] = pos.monarchCount(c) < monarchs[size_t(sc::index(c))];
    m_points.push_back(p);
  }
  emit lineChanged();
  emit currentChanged(m_current);
}

void RankHistory::follow(sc::NodeId node) {
  if (m_showing) return;
  const int ply = m_doc->tree().node(node).ply;
  if (ply < int(m_points.size()) && m_points[size_t(ply)].node == node) {
    if (ply == m_current) return;
    m_current = ply;
    emit currentChanged(m_current);
    return;
  }
  rebuild();
}
