// The game tree: nodes live in one vector and are never erased, so a NodeId
// stays valid for the life of the tree. Deleting a variation only detaches it
// and marks its nodes dead; the document's undo puts the same ids back.
// Every walk over a subtree uses an explicit stack: a file may hold a
// 100,000-deep nest of variations, and recursion would overflow the stack.
#include "gametree.h"

#include <algorithm>

namespace sc {

GameTree::GameTree(const Position &start) : m_start(start) {
  m_nodes.emplace_back();  // the root: no turn, ply 0
  m_live = 1;
}

int GameTree::nodeCount() const { return m_live; }

NodeId GameTree::findChild(NodeId parent, const Turn &turn) const {
  for (NodeId c : m_nodes[parent].children)
    if (m_nodes[c].turn == turn) return c;
  return kNoNode;
}

NodeId GameTree::addChild(NodeId parent, const Turn &turn, const std::string &notation) {
  const NodeId id = NodeId(m_nodes.size());
  Node n;
  n.parent = parent;
  n.turn = turn;
  n.notation = notation;
  n.ply = m_nodes[parent].ply + 1;
  m_nodes.push_back(std::move(n));  // may reallocate: index, never hold a reference across it
  m_nodes[parent].children.push_back(id);
  ++m_live;
  return id;
}

void GameTree::setSubtreeAlive(NodeId top, bool alive) {
  std::vector<NodeId> stack{top};
  while (!stack.empty()) {
    const NodeId id = stack.back();
    stack.pop_back();
    Node &n = m_nodes[id];
    if (n.alive != alive) m_live += alive ? 1 : -1;
    n.alive = alive;
    stack.insert(stack.end(), n.children.begin(), n.children.end());
  }
}

void GameTree::insertChild(NodeId parent, NodeId child, int index) {
  std::vector<NodeId> &siblings = m_nodes[parent].children;
  index = std::clamp(index, 0, int(siblings.size()));
  siblings.insert(siblings.begin() + index, child);
  m_nodes[child].parent = parent;
  setSubtreeAlive(child, true);
}

int GameTree::detach(NodeId id) {
  // The parent link is kept: the detached subtree still knows where it hung,
  // which is what an undo command needs to put it back.
  const int index = childIndex(id);
  if (index < 0) return -1;
  std::vector<NodeId> &siblings = m_nodes[m_nodes[id].parent].children;
  siblings.erase(siblings.begin() + index);
  setSubtreeAlive(id, false);
  return index;
}

int GameTree::childIndex(NodeId id) const {
  if (id <= 0 || id >= int(m_nodes.size())) return -1;
  const std::vector<NodeId> &siblings = m_nodes[m_nodes[id].parent].children;
  const auto it = std::find(siblings.begin(), siblings.end(), id);
  return it == siblings.end() ? -1 : int(it - siblings.begin());
}

void GameTree::promote(NodeId id) {
  const int index = childIndex(id);
  if (index <= 0) return;
  std::vector<NodeId> &siblings = m_nodes[m_nodes[id].parent].children;
  std::swap(siblings[index - 1], siblings[index]);
}

void GameTree::makeMain(NodeId id) {
  const int index = childIndex(id);
  if (index <= 0) return;
  // The other variations keep their order behind the new main line.
  std::vector<NodeId> &siblings = m_nodes[m_nodes[id].parent].children;
  std::rotate(siblings.begin(), siblings.begin() + index, siblings.begin() + index + 1);
}

std::vector<NodeId> GameTree::mainLine(NodeId from) const {
  std::vector<NodeId> line;
  for (NodeId id = from; id != kNoNode;) {
    line.push_back(id);
    const std::vector<NodeId> &children = m_nodes[id].children;
    id = children.empty() ? kNoNode : children.front();
  }
  return line;
}

std::vector<NodeId> GameTree::path(NodeId id) const {
  std::vector<NodeId> ids;
  for (; id != kNoNode; id = m_nodes[id].parent) ids.push_back(id);
  std::reverse(ids.begin(), ids.end());
  return ids;
}

Position GameTree::positionAt(NodeId id) const {
  Position pos = m_start;
  const std::vector<NodeId> steps = path(id);
  pos.reserveHistory(int(steps.size()));  // one allocation, not one per doubling
  for (NodeId step : steps)
    if (step != root()) pos.make(m_nodes[step].turn);
  return pos;
}

std::vector<NodeId> GameTree::subtree(NodeId top) const {
  std::vector<NodeId> out;
  std::vector<NodeId> stack{top};
  while (!stack.empty()) {
    const NodeId id = stack.back();
    stack.pop_back();
    out.push_back(id);
    const std::vector<NodeId> &children = m_nodes[id].children;
    stack.insert(stack.end(), children.rbegin(), children.rend());  // children[0] comes out first
  }
  return out;
}

GameTree lineThrough(const GameTree &tree, NodeId through) {
  GameTree line(tree.start());
  line.tags() = tree.tags();
  std::vector<NodeId> ids = tree.path(through);
  const std::vector<NodeId> rest = tree.mainLine(through);
  ids.insert(ids.end(), rest.begin() + 1, rest.end());
  line.annotation(line.root()) = tree.node(tree.root()).annotation;
  NodeId at = line.root();
  for (std::size_t i = 1; i < ids.size(); ++i) {
    const Node &node = tree.node(ids[i]);
    at = line.addChild(at, node.turn, node.notation);
    line.annotation(at) = node.annotation;
  }
  if (ids.back() != tree.mainLine().back() && line.tags().count("Result"))
    line.tags()["Result"] = "*";
  return line;
}

}  // namespace sc
