#include "movetreemodel.h"

#include <QFont>

#include "gamedocument.h"
#include "pgnclock.h"
#include "pgndiagram.h"

namespace {

// A comment as the tree shows it: ChessBase's diagram mark as the small
// board the notation draws for it, not as "[#]".
QString shownComment(const std::string &comment) {
  QString text = QString::fromStdString(comment);
  if (sc::pgn::hasDiagramMark(comment))
    text.replace(
        QLatin1String(sc::pgn::kDiagramMark.data(), qsizetype(sc::pgn::kDiagramMark.size())),
        QStringLiteral("\u259a"));
  return text;
}

}  // namespace

MoveTreeModel::MoveTreeModel(GameDocument *document, QObject *parent)
    : QAbstractItemModel(parent), m_doc(document), m_current(document->currentNode()) {
  connect(m_doc, &GameDocument::nodeAboutToBeInserted, this, &MoveTreeModel::onAboutToInsert);
  connect(m_doc, &GameDocument::nodeInserted, this,
          [this](sc::NodeId parent, int) { onChanged(parent); });
  connect(m_doc, &GameDocument::nodeAboutToBeRemoved, this, &MoveTreeModel::onAboutToRemove);
  connect(m_doc, &GameDocument::nodeRemoved, this,
          [this](sc::NodeId parent, int) { onChanged(parent); });
  connect(m_doc, &GameDocument::childrenAboutToBeReordered, this, &MoveTreeModel::onAboutToReorder);
  connect(m_doc, &GameDocument::childrenReordered, this, &MoveTreeModel::onReordered);
  connect(m_doc, &GameDocument::annotationChanged, this,
          [this](sc::NodeId node) { emitRowChanged(node); });
  connect(m_doc, &GameDocument::currentNodeChanged, this, &MoveTreeModel::onCurrentNodeChanged);
  connect(m_doc, &GameDocument::gameAboutToBeReset, this, &MoveTreeModel::onAboutToReset);
  connect(m_doc, &GameDocument::gameReset, this, &MoveTreeModel::onReset);
}

// ---------------------------------------------------------------------------
// Where rows are

const std::vector<sc::NodeId> &MoveTreeModel::children(sc::NodeId node) const {
  return m_doc->tree().node(node).children;
}

MoveTreeModel::Place &MoveTreeModel::slot(sc::NodeId node) const {
  if (node >= int(m_places.size())) m_places.resize(node + 1);
  return m_places[node];
}

void MoveTreeModel::invalidate() {
  ++m_stamp;
  m_lines.clear();
}

const MoveTreeModel::Place &MoveTreeModel::place(sc::NodeId node) const {
  static const Place kHidden;
  const sc::GameTree &tree = m_doc->tree();
  const sc::NodeId root = tree.root();
  if (!tree.valid(node) || node == root) return kHidden;
  // Sized once per growth of the tree, so references into it stay valid below.
  if (int(m_places.size()) < tree.idLimit()) m_places.resize(tree.idLimit());
  if (slot(node).stamp == m_stamp) return m_places[node];

  // Walk up to the root or to the first node already placed, then place the
  // nodes on the way back down: each from its parent's place, no recursion.
  m_walk.clear();
  sc::NodeId up = node;
  while (up != root && tree.valid(up) && slot(up).stamp != m_stamp) {
    m_walk.push_back(up);
    up = tree.node(up).parent;
  }
  bool visible = up == root || (tree.valid(up) && m_places[up].visible);
  for (auto it = m_walk.rbegin(); it != m_walk.rend(); ++it) {
    const sc::NodeId n = *it;
    const sc::NodeId p = tree.node(n).parent;
    Place &pl = slot(n);
    pl = Place{m_stamp, false, false, sc::kNoNode, 0};
    if (!visible || p == m_cut) {
      visible = false;
      continue;
    }
    const auto &siblings = children(p);
    if (!siblings.empty() && siblings.front() == n) {
      if (p == root) {
        pl = Place{m_stamp, true, false, root, 0};
      } else {
        const Place &pp = m_places[p];
        pl = pp.head ? Place{m_stamp, true, false, p, 0}
                     : Place{m_stamp, true, false, pp.owner, pp.row + 1};
      }
      continue;
    }
    // A head: place all the heads of this fork in one scan, so a fork with
    // many alternatives is scanned once, not once per alternative.
    for (int i = 1; i < int(siblings.size()); ++i)
      slot(siblings[i]) = Place{m_stamp, true, true, siblings.front(), i - 1};
    if (!m_places[n].visible) visible = false;  // detached: not among its parent's children
  }
  return m_places[node];
}

const std::vector<sc::NodeId> &MoveTreeModel::line(sc::NodeId owner) const {
  auto [it, added] = m_lines.try_emplace(owner);
  if (added) {
    for (sc::NodeId n = owner; n != m_cut && !children(n).empty();) {
      n = children(n).front();
      it->second.push_back(n);
    }
  }
  return it->second;
}

bool MoveTreeModel::shown(sc::NodeId node) const {
  return node == m_doc->tree().root() || place(node).visible;
}

MoveTreeModel::After MoveTreeModel::after(sc::NodeId node) const {
  if (node == m_doc->tree().root()) return {QModelIndex(), 0, node};
  const Place pl = place(node);
  if (pl.head) return {index(node), 0, node};
  const QModelIndex parent = pl.owner == m_doc->tree().root() ? QModelIndex() : index(pl.owner);
  return {parent, pl.row + 1, pl.owner};
}

QModelIndex MoveTreeModel::index(sc::NodeId node) const {
  const Place pl = place(node);
  return pl.visible ? createIndex(pl.row, 0, quintptr(node)) : QModelIndex();
}

sc::NodeId MoveTreeModel::nodeId(const QModelIndex &index) {
  return index.isValid() ? sc::NodeId(index.internalId()) : sc::kNoNode;
}

// ---------------------------------------------------------------------------
// QAbstractItemModel

QModelIndex MoveTreeModel::index(int row, int column, const QModelIndex &parent) const {
  if (row < 0 || column < 0 || column >= ColumnCount || parent.column() > 0) return {};
  const sc::NodeId root = m_doc->tree().root();
  sc::NodeId node = sc::kNoNode;
  if (!parent.isValid()) {
    const auto &rows = line(root);
    if (row < int(rows.size())) node = rows[row];
  } else {
    const sc::NodeId p = nodeId(parent);
    const Place pl = place(p);
    if (!pl.visible) return {};
    if (pl.head) {
      const auto &rows = line(p);
      if (row < int(rows.size())) node = rows[row];
    } else {
      const auto &siblings = children(m_doc->tree().node(p).parent);
      if (row + 1 < int(siblings.size())) node = siblings[row + 1];
    }
  }
  return node == sc::kNoNode ? QModelIndex() : createIndex(row, column, quintptr(node));
}

QModelIndex MoveTreeModel::parent(const QModelIndex &child) const {
  const Place pl = place(nodeId(child));
  if (!pl.visible || (!pl.head && pl.owner == m_doc->tree().root())) return {};
  return index(pl.owner);
}

int MoveTreeModel::rowCount(const QModelIndex &parent) const {
  if (parent.column() > 0) return 0;
  if (!parent.isValid()) return int(line(m_doc->tree().root()).size());
  const sc::NodeId p = nodeId(parent);
  const Place pl = place(p);
  if (!pl.visible) return 0;
  if (pl.head) return int(line(p).size());
  return int(children(m_doc->tree().node(p).parent).size()) - 1;
}

int MoveTreeModel::columnCount(const QModelIndex &) const { return ColumnCount; }

bool MoveTreeModel::hasChildren(const QModelIndex &parent) const {
  if (parent.column() > 0) return false;
  // Cheaper than rowCount(): no line needs to be collected.
  const sc::NodeId p = parent.isValid() ? nodeId(parent) : m_doc->tree().root();
  if (!parent.isValid() || place(p).head) return p != m_cut && !children(p).empty();
  return place(p).visible && children(m_doc->tree().node(p).parent).size() > 1;
}

QVariant MoveTreeModel::data(const QModelIndex &index, int role) const {
  const sc::NodeId id = nodeId(index);
  if (!index.isValid() || !place(id).visible) return {};
  const sc::Node &node = m_doc->tree().node(id);
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case TurnColumn: {
          const QString dots =
              m_doc->mover(id) == sc::Color::White ? QStringLiteral(".") : QStringLiteral("…");
          return QString::number(m_doc->turnNumber(id)) + dots + QLatin1Char(' ') +
                 QString::fromStdString(node.notation);
        }
        case GlyphsColumn:
          return glyphText(node.annotation.nags);
        case CommentColumn: {
          // A played game's clock first, as the notation shows it.
          const sc::Annotation &a = node.annotation;
          const QString clock =
              QString::fromStdString(sc::pgn::shortClock(a.clock.empty() ? a.elapsed : a.clock));
          const QString comment = shownComment(a.commentAfter).simplified();
          if (clock.isEmpty() || comment.isEmpty()) return clock + comment;
          return clock + QStringLiteral("\u2003") + comment;
        }
      }
      return {};
    case Qt::ToolTipRole: {
      QStringList comments;
      for (const std::string *c : {&node.annotation.commentBefore, &node.annotation.commentAfter})
        if (!c->empty()) comments << shownComment(*c);
      if (comments.isEmpty()) return {};
      return comments.join(QLatin1Char('\n'));
    }
    case Qt::FontRole: {
      // Views get the highlighting without a delegate; IsCurrentRole is there
      // for those that draw their own.
      if (id != m_doc->currentNode() && !place(id).head) return {};
      QFont font;
      font.setBold(id == m_doc->currentNode());
      font.setItalic(place(id).head);
      return font;
    }
    case NodeIdRole:
      return id;
    case IsCurrentRole:
      return id == m_doc->currentNode();
    case IsVariationHeadRole:
      return place(id).head;
  }
  return {};
}

QVariant MoveTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case TurnColumn:
      return tr("Turn");
    case GlyphsColumn:
      return tr("Glyphs");
    case CommentColumn:
      return tr("Comment");
  }
  return {};
}

Qt::ItemFlags MoveTreeModel::flags(const QModelIndex &index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QHash<int, QByteArray> MoveTreeModel::roleNames() const {
  QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
  names.insert(NodeIdRole, "nodeId");
  names.insert(IsCurrentRole, "isCurrent");
  names.insert(IsVariationHeadRole, "isVariationHead");
  return names;
}

// ---------------------------------------------------------------------------
// Glyphs

QString MoveTreeModel::nagSymbol(int nag) {
  switch (nag) {
    case 1:
      return QStringLiteral("!");
    case 2:
      return QStringLiteral("?");
    case 3:
      return QStringLiteral("!!");
    case 4:
      return QStringLiteral("??");
    case 5:
      return QStringLiteral("!?");
    case 6:
      return QStringLiteral("?!");
    case 7:
      return QStringLiteral("□");
    case 10:
      return QStringLiteral("=");
    case 13:
      return QStringLiteral("∞");
    case 14:
      return QStringLiteral("⩲");
    case 15:
      return QStringLiteral("⩱");
    case 16:
      return QStringLiteral("±");
    case 17:
      return QStringLiteral("∓");
    case 18:
      return QStringLiteral("+−");
    case 19:
      return QStringLiteral("−+");
    case 22:
    case 23:
      return QStringLiteral("⨀");
    case 32:
    case 33:
      return QStringLiteral("⟳");
    case 36:
    case 37:
      return QStringLiteral("↑");
    case 40:
    case 41:
      return QStringLiteral("→");
    case 132:
    case 133:
      return QStringLiteral("⇆");
    case 138:
    case 139:
      return QStringLiteral("⊕");
    case 140:
      return QStringLiteral("∆");
    case 146:
      return QStringLiteral("N");
  }
  return QStringLiteral("$%1").arg(nag);
}

QString MoveTreeModel::glyphText(const std::vector<int> &nags) {
  QStringList parts;
  for (int nag : nags) parts << nagSymbol(nag);
  return parts.join(QLatin1Char(' '));
}
