#include "movetreeview.h"

#include <QContextMenuEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QStyledItemDelegate>

#include "gamedocument.h"
#include "glyphs.h"
#include "movemenu.h"
#include "movetreemodel.h"
#include "navigationkeys.h"

namespace {

// Draws the glyph column from the one glyph table (colours, and a fallback
// for fonts without ⩲ or ⩱) and the comment column in the notation's softer
// colour, so the two views read alike.
class MoveTreeDelegate : public QStyledItemDelegate {
 public:
  MoveTreeDelegate(GameDocument *document, QObject *parent)
      : QStyledItemDelegate(parent), m_document(document) {}

 protected:
  void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override {
    QStyledItemDelegate::initStyleOption(option, index);
    const sc::NodeId id = MoveTreeModel::nodeId(index);
    if (!m_document || !m_document->tree().valid(id)) return;
    const sc::Annotation &a = m_document->tree().node(id).annotation;
    if (index.column() == MoveTreeModel::GlyphsColumn) {
      QStringList symbols;
      QColor color;
      for (int nag : a.nags) {
        symbols << Glyphs::symbol(nag, option->font);
        if (!color.isValid()) color = Glyphs::color(nag);
      }
      option->text = symbols.join(QLatin1Char(' '));
      option->font.setWeight(QFont::DemiBold);
      if (color.isValid()) option->palette.setColor(QPalette::Text, color);
    } else if (index.column() == MoveTreeModel::CommentColumn) {
      const bool dark = option->palette.color(QPalette::Base).lightnessF() < 0.5;
      option->palette.setColor(QPalette::Text,
                               dark ? QColor(0x7f, 0xc4, 0xb0) : QColor(0x2e, 0x7d, 0x6b));
    }
  }

 private:
  QPointer<GameDocument> m_document;
};

}  // namespace

MoveTreeView::MoveTreeView(GameDocument *document, QWidget *parent)
    : QTreeView(parent), m_document(document), m_model(new MoveTreeModel(document, this)) {
  setObjectName(QStringLiteral("moveTreeView"));
  setModel(m_model);
  setItemDelegate(new MoveTreeDelegate(document, this));
  // Every row is one line of text: uniform heights let the view skip
  // measuring 100,000 main-line rows.
  setUniformRowHeights(true);
  setHeaderHidden(true);
  setAllColumnsShowFocus(true);
  setSelectionMode(QAbstractItemView::SingleSelection);
  setSelectionBehavior(QAbstractItemView::SelectRows);
  setEditTriggers(QAbstractItemView::NoEditTriggers);
  setExpandsOnDoubleClick(false);
  setTextElideMode(Qt::ElideRight);
  header()->setStretchLastSection(true);
  applyColumnWidths();

  // A press navigates at once (a click would wait for the release). Presses
  // on the expand arrows do not reach here, so they only fold.
  connect(this, &QAbstractItemView::pressed, this, [this](const QModelIndex &index) {
    if (m_document && m_pressButton == Qt::LeftButton) {
      const sc::NodeId id = MoveTreeModel::nodeId(index);
      if (id != sc::kNoNode) m_document->goTo(id);
    }
  });
  connect(document, &GameDocument::currentNodeChanged, this, &MoveTreeView::followCurrent);
  connect(m_model, &QAbstractItemModel::modelReset, this, &MoveTreeView::onReset);
  // Structure changes move rows; put the selection back on the current node.
  auto reselect = [this] {
    if (!m_document) return;
    refilter();
    followCurrent(m_document->currentNode());
  };
  connect(m_model, &QAbstractItemModel::rowsInserted, this, reselect);
  connect(m_model, &QAbstractItemModel::rowsRemoved, this, reselect);
  connect(m_model, &QAbstractItemModel::layoutChanged, this, reselect);
  onReset();
}

void MoveTreeView::applyColumnWidths() {
  // Fixed widths from the font: ResizeToContents would measure every row.
  const QFontMetrics fm(font());
  setColumnWidth(
      MoveTreeModel::TurnColumn,
      fm.horizontalAdvance(QStringLiteral("188\u2026 Qd1=Ke1-d3@d7")) + 3 * indentation());
  setColumnWidth(MoveTreeModel::GlyphsColumn,
                 fm.horizontalAdvance(QStringLiteral("!? +\u2212")) + 8);
}

void MoveTreeView::setHiddenNodes(std::function<bool(sc::NodeId)> hidden) {
  m_hidden = std::move(hidden);
  refilter();
}

void MoveTreeView::refilter() {
  if (!m_document || (!m_hidden && !m_anyHidden)) return;
  const sc::GameTree &tree = m_document->tree();
  m_anyHidden = false;
  for (sc::NodeId id = 0; id < tree.idLimit(); ++id) {
    if (!tree.valid(id) || id == tree.root()) continue;
    const QModelIndex index = m_model->index(id);
    if (!index.isValid()) continue;
    const bool hide = m_hidden && m_hidden(id);
    m_anyHidden = m_anyHidden || hide;
    if (isRowHidden(index.row(), index.parent()) != hide)
      setRowHidden(index.row(), index.parent(), hide);
  }
}

void MoveTreeView::onReset() {
  if (!m_document) return;
  m_anyHidden = false;  // the rows are new, none hidden
  refilter();
  if (m_document->tree().nodeCount() < kExpandLimit) expandAllVariations();
  followCurrent(m_document->currentNode());
}

void MoveTreeView::expandAllVariations() {
  // QTreeView lays out expanded rows recursively, one stack frame per level:
  // a file with a 100,000-deep nest of variations would overflow the stack.
  // Such trees open to kMaxExpandLevel levels, deeper rows on demand.
  if (!m_document) return;
  const sc::GameTree &tree = m_document->tree();
  int deepest = 0;
  std::vector<std::pair<sc::NodeId, int>> stack{{tree.root(), 0}};
  while (!stack.empty() && deepest <= kMaxExpandLevel) {
    const auto [id, level] = stack.back();
    stack.pop_back();
    deepest = std::max(deepest, level);
    const auto &children = tree.node(id).children;
    // A head sits one level below its line row, its own line one further.
    for (size_t i = 0; i < children.size(); ++i)
      stack.push_back({children[i], level + (i ? 2 : 0)});
  }
  if (deepest <= kMaxExpandLevel)
    expandAll();
  else
    expandToDepth(kMaxExpandLevel);
}

int MoveTreeView::levelOf(const QModelIndex &index) const {
  int level = 0;
  for (QModelIndex p = index.parent(); p.isValid(); p = p.parent()) ++level;
  return level;
}

void MoveTreeView::followCurrent(sc::NodeId node) {
  QModelIndex index = m_model->index(node);
  if (index.isValid()) {
    // scrollTo() also expands the rows above, so the current turn is never
    // hidden in a collapsed variation; beyond the expansion limit the nearest
    // row within it stands in for the current turn.
    for (int level = levelOf(index); level > kMaxExpandLevel; --level) index = index.parent();
    selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    scrollTo(index);
  } else {
    selectionModel()->clearSelection();  // the start position has no row
    if (node == m_document->tree().root()) scrollToTop();
  }
}

QRect MoveTreeView::turnRect(sc::NodeId node) const { return visualRect(m_model->index(node)); }

void MoveTreeView::collapseVariation(sc::NodeId node) {
  if (!m_document) return;
  const sc::NodeId head = variationHead(m_document->tree(), node);
  if (head == sc::kNoNode) return;
  // Keep the current turn in sight: a collapse would hide it.
  if (m_document->currentNode() != head && m_document->isInSubtree(m_document->currentNode(), head))
    m_document->goTo(head);
  collapse(m_model->index(head));
}

QMenu *MoveTreeView::createContextMenu(sc::NodeId node, QWidget *parent) {
  auto *menu = new MoveMenu(m_document, node, parent ? parent : this);
  menu->addSeparator();
  const sc::NodeId head = variationHead(m_document->tree(), node);
  QAction *collapseAction = menu->addAction(tr("Collapse variation"));
  collapseAction->setObjectName(QStringLiteral("collapseVariation"));
  collapseAction->setEnabled(head != sc::kNoNode && isExpanded(m_model->index(head)));
  connect(collapseAction, &QAction::triggered, this, [this, node] { collapseVariation(node); });
  const QModelIndex index = m_model->index(node);
  QAction *expandAction = menu->addAction(tr("Expand variations here"));
  expandAction->setObjectName(QStringLiteral("expandVariation"));
  expandAction->setEnabled(index.isValid() && m_model->hasChildren(index) && !isExpanded(index));
  connect(expandAction, &QAction::triggered, this, [this, node] {
    const QModelIndex index = m_model->index(node);
    expandRecursively(index, std::max(0, kMaxExpandLevel - levelOf(index)));
  });
  QAction *collapseAllAction = menu->addAction(tr("Collapse all variations"));
  collapseAllAction->setObjectName(QStringLiteral("collapseAll"));
  connect(collapseAllAction, &QAction::triggered, this, [this] {
    collapseAll();
    if (m_document) followCurrent(m_document->currentNode());
  });
  QAction *expandAllAction = menu->addAction(tr("Expand all variations"));
  expandAllAction->setObjectName(QStringLiteral("expandAll"));
  connect(expandAllAction, &QAction::triggered, this, &MoveTreeView::expandAllVariations);
  return menu;
}

void MoveTreeView::mousePressEvent(QMouseEvent *event) {
  m_pressButton = event->button();  // read by the pressed() handler during the call below
  QTreeView::mousePressEvent(event);
  m_pressButton = Qt::NoButton;
}

void MoveTreeView::keyPressEvent(QKeyEvent *event) {
  // The arrows walk the game, not the rows: the same keys as the notation
  // pane and the board. +, - and * still fold rows as in every tree view.
  if (!m_document || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) {
    QTreeView::keyPressEvent(event);
    return;
  }
  if (navigateByKey(*m_document, event->key())) {
    event->accept();
    return;
  }
  if (event->key() != Qt::Key_Asterisk) {
    QTreeView::keyPressEvent(event);
    return;
  }
  // QTreeView's own "*" expands without a depth limit (see kMaxExpandLevel).
  const QModelIndex index = currentIndex();
  if (index.isValid()) expandRecursively(index, std::max(0, kMaxExpandLevel - levelOf(index)));
  event->accept();
}

void MoveTreeView::contextMenuEvent(QContextMenuEvent *event) {
  if (!m_document) return;
  QPoint at = event->globalPos();
  sc::NodeId node = sc::kNoNode;
  if (event->reason() == QContextMenuEvent::Mouse) {
    // Delivered through the viewport: the position is the viewport's.
    node = MoveTreeModel::nodeId(indexAt(event->pos()));
    if (node != sc::kNoNode) m_document->goTo(node);
  }
  if (node == sc::kNoNode) {
    node = m_document->currentNode();
    const QRect r = turnRect(node);
    if (!r.isEmpty()) at = viewport()->mapToGlobal(r.bottomLeft());
  }
  QMenu *menu = createContextMenu(node);
  menu->setAttribute(Qt::WA_DeleteOnClose);
  menu->popup(at);
}
