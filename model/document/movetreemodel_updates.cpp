// MoveTreeModel: turning the document's before/after signals into the
// begin/end calls of QAbstractItemModel. The "before" signal arrives while the
// tree is unchanged, so begin*() is called there; the "after" signal corrects
// the memoised places and cached lines and calls end*().
#include <algorithm>
#include <utility>

#include "gamedocument.h"
#include "movetreemodel.h"

void MoveTreeModel::onAboutToInsert(sc::NodeId parent, int index, sc::NodeId node) {
  m_pending = Change{};
  if (!shown(parent)) return;  // not on display (cannot happen with the document's commands)
  const auto &siblings = children(parent);
  if (index > 0) {
    // A new head under the row of the parent's first child.
    beginInsertRows(this->index(siblings.front()), index - 1, index - 1);
    m_pending = Change{Pending::InsertHead, index};
  } else if (siblings.empty()) {
    // The line gets longer after the parent: the node and, when a detached
    // subtree comes back, its own continuation.
    int count = 1;
    if (node != sc::kNoNode)
      for (sc::NodeId n = node; !children(n).empty(); n = children(n).front()) ++count;
    const After rows = after(parent);
    beginInsertRows(rows.parent, rows.first, rows.first + count - 1);
    m_pending = Change{Pending::InsertLine, index, rows.owner, rows.first};
  } else {
    // A new continuation at a fork: the rows after the fork all change.
    cut(parent);
    m_pending = Change{Pending::Restore, index};
  }
}

void MoveTreeModel::onAboutToRemove(sc::NodeId parent, int index) {
  m_pending = Change{};
  if (!shown(parent)) return;
  const auto &siblings = children(parent);
  if (index > 0) {
    beginRemoveRows(this->index(siblings.front()), index - 1, index - 1);
    m_pending = Change{Pending::RemoveHead, index};
  } else if (siblings.size() == 1) {
    const After rows = after(parent);
    beginRemoveRows(rows.parent, rows.first, int(line(rows.owner).size()) - 1);
    m_pending = Change{Pending::RemoveLine, index, rows.owner, rows.first};
  } else {
    // The continuation goes and the next alternative takes its place.
    cut(parent);
    m_pending = Change{Pending::Restore, index};
  }
}

void MoveTreeModel::onChanged(sc::NodeId parent) {
  const Change change = std::exchange(m_pending, Change{});
  const auto &siblings = children(parent);
  switch (change.kind) {
    case Pending::InsertHead:
      forgetSubtree(siblings[change.index]);
      renumberHeads(parent, change.index + 1);
      endInsertRows();
      break;
    case Pending::InsertLine: {
      forgetSubtree(siblings.front());
      // Lengthen the cached line in place rather than collect it again.
      auto it = m_lines.find(change.owner);
      if (it != m_lines.end() && int(it->second.size()) == change.first) {
        for (sc::NodeId n = parent; !children(n).empty();) {
          n = children(n).front();
          it->second.push_back(n);
        }
      } else if (it != m_lines.end()) {
        m_lines.erase(it);
      }
      endInsertRows();
      break;
    }
    case Pending::RemoveHead:
      // The removed subtree is dead in the tree, so place() hides it without
      // touching its memo; only the heads after it move up.
      renumberHeads(parent, change.index);
      endRemoveRows();
      break;
    case Pending::RemoveLine:
      if (auto it = m_lines.find(change.owner); it != m_lines.end()) {
        if (int(it->second.size()) >= change.first)
          it->second.resize(change.first);
        else
          m_lines.erase(it);
      }
      endRemoveRows();
      break;
    case Pending::Restore:
      invalidate();
      restore(parent);
      break;
    case Pending::None:
      invalidate();
      break;
  }
}

// A subtree that comes back may carry places from before it left: drop them.
void MoveTreeModel::forgetSubtree(sc::NodeId top) {
  for (sc::NodeId n : m_doc->tree().subtree(top)) {
    if (n < int(m_places.size())) m_places[n].stamp = 0;
    m_lines.erase(n);
  }
}

// The heads of `parent` from child index `from` on sit one row further or
// nearer than before: correct the rows already memoised.
void MoveTreeModel::renumberHeads(sc::NodeId parent, int from) {
  const auto &siblings = children(parent);
  for (int i = std::max(from, 1); i < int(siblings.size()); ++i) {
    Place &pl = slot(siblings[i]);
    if (pl.stamp == m_stamp) pl.row = i - 1;
  }
}

// Removes the rows after `node` (its continuation and everything hanging
// under it) and keeps them hidden until restore().
void MoveTreeModel::cut(sc::NodeId node) {
  const After rows = after(node);
  const int last = int(line(rows.owner).size()) - 1;
  if (rows.first <= last) beginRemoveRows(rows.parent, rows.first, last);
  m_cut = node;
  invalidate();
  if (rows.first <= last) endRemoveRows();
}

// Shows the rows after `node` again, as the tree now has them.
void MoveTreeModel::restore(sc::NodeId node) {
  // Still cut: the model shows `node` as the end of its line, as the views
  // last heard, so the insertion is announced against that state.
  const After rows = after(node);
  int count = 0;
  for (sc::NodeId n = node; !children(n).empty(); n = children(n).front()) ++count;
  if (count > 0) beginInsertRows(rows.parent, rows.first, rows.first + count - 1);
  m_cut = sc::kNoNode;
  invalidate();
  if (count > 0) endInsertRows();
}

void MoveTreeModel::onAboutToReorder() {
  emit layoutAboutToBeChanged();
  m_layoutBefore = persistentIndexList();
}

void MoveTreeModel::onReordered() {
  // Reordering moves rows but keeps every node: each persistent index follows
  // its node (the internal id) to its new row and parent.
  invalidate();
  QModelIndexList now;
  now.reserve(m_layoutBefore.size());
  for (const QModelIndex &before : std::as_const(m_layoutBefore)) {
    const Place pl = place(nodeId(before));
    now << (pl.visible ? createIndex(pl.row, before.column(), before.internalId()) : QModelIndex());
  }
  changePersistentIndexList(m_layoutBefore, now);
  m_layoutBefore.clear();
  emit layoutChanged();
}

void MoveTreeModel::emitRowChanged(sc::NodeId node, const QList<int> &roles) {
  const QModelIndex first = index(node);
  if (first.isValid()) emit dataChanged(first, first.siblingAtColumn(ColumnCount - 1), roles);
}

void MoveTreeModel::onCurrentNodeChanged(sc::NodeId node) {
  const sc::NodeId before = std::exchange(m_current, node);
  if (before == node) return;
  const QList<int> roles{IsCurrentRole, Qt::FontRole};
  emitRowChanged(before, roles);
  emitRowChanged(node, roles);
}

void MoveTreeModel::onAboutToReset() {
  beginResetModel();
  m_resetting = true;
}

void MoveTreeModel::onReset() {
  if (!m_resetting) beginResetModel();
  m_resetting = false;
  m_places.clear();
  m_cut = sc::kNoNode;
  m_pending = Change{};
  m_current = m_doc->currentNode();
  invalidate();
  endResetModel();
}
