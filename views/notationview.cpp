#include "notationview.h"

#include <QEvent>
#include <QScrollBar>

#include "movemenu.h"

using Kind = NotationLayout::Kind;

NotationView::NotationView(GameDocument *document, QWidget *parent)
    : QAbstractScrollArea(parent), m_document(document) {
  setObjectName(QStringLiteral("notationView"));
  setFocusPolicy(Qt::StrongFocus);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  viewport()->setMouseTracking(true);
  viewport()->setBackgroundRole(QPalette::Base);
  updateMetrics();

  // Changes come in bursts (an undone deletion re-inserts a whole subtree,
  // one signal per node): coalesce them into one rebuild.
  m_rebuildTimer.setSingleShot(true);
  m_rebuildTimer.setInterval(0);
  connect(&m_rebuildTimer, &QTimer::timeout, this, &NotationView::refresh);
  connect(document, &GameDocument::gameAboutToBeReset, this, [this] { m_dirty = true; });
  connect(document, &GameDocument::gameReset, this, [this] {
    m_folded.clear();
    m_hover = -1;
    scheduleRebuild();
  });
  connect(document, &GameDocument::nodeInserted, this, &NotationView::scheduleRebuild);
  connect(document, &GameDocument::tagsChanged, this, &NotationView::scheduleRebuild);  // Result
  connect(document, &GameDocument::nodeRemoved, this, &NotationView::scheduleRebuild);
  connect(document, &GameDocument::childrenReordered, this, &NotationView::scheduleRebuild);
  // An annotation edit touches one turn: patch it in place (a glyph on a
  // 100,000-turn game costs a few ms, not a rebuild).
  connect(document, &GameDocument::annotationChanged, this, [this](sc::NodeId node) {
    if (m_dirty || !m_layout.patchAnnotation(node)) {
      scheduleRebuild();
      return;
    }
    m_hover = -1;
    updateScrollRange();
    viewport()->update();
  });
  connect(document, &GameDocument::currentNodeChanged, this, [this](sc::NodeId node) {
    if (!m_folded.isEmpty()) unfoldPathTo(node);
    m_followPending = true;
    if (m_dirty)
      m_rebuildTimer.start();
    else
      followCurrent();
    viewport()->update();
  });
  scheduleRebuild();
}

QSize NotationView::sizeHint() const { return QSize(320, 400); }

// --- keeping the text in step -------------------------------------------------

void NotationView::setHiddenNodes(std::function<bool(sc::NodeId)> hidden) {
  m_hidden = std::move(hidden);
  scheduleRebuild();
}

void NotationView::refilter() { scheduleRebuild(); }

void NotationView::scheduleRebuild() {
  m_dirty = true;
  m_hover = -1;
  m_rebuildTimer.start();
}

void NotationView::ensureBuilt() {
  if (!m_document) return;
  if (m_dirty) {
    m_layout.build(*m_document, m_folded, m_hidden);
    m_dirty = false;
    m_layoutDirty = true;
  }
  if (m_layoutDirty || m_layoutWidth != viewport()->width()) relayout();
}

void NotationView::refresh() {
  ensureBuilt();
  if (m_followPending) followCurrent();
  viewport()->update();
}

void NotationView::relayout() {
  m_layoutWidth = viewport()->width();
  m_layout.layout(m_layoutWidth);
  m_layoutDirty = false;
  updateScrollRange();
}

void NotationView::updateMetrics() {
  NotationLayout::Metrics m;
  m.regular = font();
  m.bold = font();
  m.bold.setWeight(QFont::DemiBold);
  const QFontMetricsF fm(m.regular);
  // Generous leading, as on Lichess: turns are click targets, not just text.
  m.lineHeight = std::ceil(fm.height() * 1.45);
  m.margin = std::ceil(fm.height() * 0.5);
  m.indentStep = std::ceil(fm.averageCharWidth() * 2.5);
  m_layout.setMetrics(m);
  m_layoutDirty = true;
}

void NotationView::updateScrollRange() {
  QScrollBar *bar = verticalScrollBar();
  const int page = viewport()->height();
  bar->setRange(0, std::max(0, int(std::ceil(m_layout.height())) - page));
  bar->setPageStep(page);
  bar->setSingleStep(int(m_layout.metrics().lineHeight));
}

void NotationView::followCurrent() {
  m_followPending = false;
  if (!m_document) return;
  ensureBuilt();
  const int token = m_layout.tokenOfNode(m_document->currentNode());
  QScrollBar *bar = verticalScrollBar();
  if (token < 0) {
    if (m_document->currentNode() == m_document->tree().root()) bar->setValue(0);
    return;
  }
  // Keep a line of context above and below the current turn.
  const QRectF r = m_layout.tokenRect(token);
  const qreal context = m_layout.metrics().lineHeight;
  const int top = bar->value();
  const int height = viewport()->height();
  if (r.top() - context < top)
    bar->setValue(int(r.top() - context));
  else if (r.bottom() + context > top + height)
    bar->setValue(int(r.bottom() + context - height));
}

void NotationView::resizeEvent(QResizeEvent *event) {
  QAbstractScrollArea::resizeEvent(event);
  if (m_dirty) return;  // the pending rebuild lays out anyway
  relayout();
  followCurrent();
}

void NotationView::changeEvent(QEvent *event) {
  QAbstractScrollArea::changeEvent(event);
  if (event->type() == QEvent::FontChange) {
    updateMetrics();
    viewport()->update();
  }
}

// --- folding --------------------------------------------------------------------

void NotationView::setFolded(sc::NodeId head, bool folded) {
  if (folded == m_folded.contains(head)) return;
  if (folded)
    m_folded.insert(head);
  else
    m_folded.remove(head);
  // A fold must not hide the current turn: step back to the variation's head.
  if (folded && m_document && m_document->currentNode() != head &&
      m_document->isInSubtree(m_document->currentNode(), head))
    m_document->goTo(head);
  scheduleRebuild();
}

void NotationView::collapseAll() {
  if (!m_document) return;
  const sc::GameTree &tree = m_document->tree();
  for (sc::NodeId id : tree.subtree(tree.root())) {
    const auto &children = tree.node(id).children;
    for (size_t i = 1; i < children.size(); ++i) m_folded.insert(children[i]);
  }
  unfoldPathTo(m_document->currentNode());
  scheduleRebuild();
}

void NotationView::expandAll() {
  m_folded.clear();
  scheduleRebuild();
}

void NotationView::unfoldPathTo(sc::NodeId node) {
  // A folded head still shows its own turn; only what lies below it hides.
  const sc::GameTree &tree = m_document->tree();
  bool changed = false;
  for (sc::NodeId n = tree.valid(node) ? tree.node(node).parent : sc::kNoNode; n != sc::kNoNode;
       n = tree.node(n).parent)
    changed = m_folded.remove(n) || changed;
  if (changed) scheduleRebuild();
}

// --- queries for tests and menus ---------------------------------------------

QString NotationView::plainText() {
  ensureBuilt();
  return m_layout.plainText();
}

QRect NotationView::turnRect(sc::NodeId node) {
  ensureBuilt();
  const int token = m_layout.tokenOfNode(node);
  if (token < 0) return {};
  return m_layout.tokenRect(token).translated(0, -verticalScrollBar()->value()).toAlignedRect();
}

QRect NotationView::rectAfterTurn(sc::NodeId node, NotationLayout::Kind kind) {
  ensureBuilt();
  const int token = m_layout.tokenOfNode(node);
  if (token < 0) return {};
  // Folds and clocks follow their turn's token.
  const auto &tokens = m_layout.tokens();
  for (int i = token; i < int(tokens.size()) && tokens[i].node == node; ++i)
    if (tokens[i].kind == kind)
      return m_layout.tokenRect(i).translated(0, -verticalScrollBar()->value()).toAlignedRect();
  return {};
}

QRect NotationView::foldRect(sc::NodeId head) { return rectAfterTurn(head, Kind::Fold); }

QRect NotationView::clockRect(sc::NodeId node) { return rectAfterTurn(node, Kind::Clock); }

QRect NotationView::markRect(sc::NodeId node) {
  ensureBuilt();
  const auto &tokens = m_layout.tokens();
  for (int i = 0; i < int(tokens.size()); ++i)
    if (tokens[i].node == node && (tokens[i].flags & NotationLayout::Mark))
      return m_layout.tokenRect(i).translated(0, -verticalScrollBar()->value()).toAlignedRect();
  return {};
}

QRect NotationView::resultRect() {
  ensureBuilt();
  const auto &tokens = m_layout.tokens();
  if (tokens.empty() || tokens.back().kind != Kind::Result) return {};
  return m_layout.tokenRect(int(tokens.size()) - 1)
      .translated(0, -verticalScrollBar()->value())
      .toAlignedRect();
}

int NotationView::tokenAtViewport(QPoint point) {
  ensureBuilt();
  return m_layout.tokenAt(QPointF(point) + QPointF(0, verticalScrollBar()->value()));
}

sc::NodeId NotationView::nodeAt(QPoint point) {
  const int token = tokenAtViewport(point);
  if (token < 0) return sc::kNoNode;
  const auto &t = m_layout.tokens()[token];
  return t.kind == Kind::Open || t.kind == Kind::Close ? sc::kNoNode : t.node;
}

QMenu *NotationView::createContextMenu(sc::NodeId node, QWidget *parent) {
  auto *menu = new MoveMenu(m_document, node, parent ? parent : this);
  menu->addSeparator();
  const sc::NodeId head = variationHead(m_document->tree(), node);
  QAction *collapse = menu->addAction(tr("Collapse variation"));
  collapse->setObjectName(QStringLiteral("collapseVariation"));
  collapse->setEnabled(head != sc::kNoNode && !m_document->tree().node(head).children.empty());
  connect(collapse, &QAction::triggered, this, [this, head] { setFolded(head, true); });
  QAction *collapseAllAction = menu->addAction(tr("Collapse all variations"));
  collapseAllAction->setObjectName(QStringLiteral("collapseAll"));
  connect(collapseAllAction, &QAction::triggered, this, &NotationView::collapseAll);
  QAction *expandAllAction = menu->addAction(tr("Expand all variations"));
  expandAllAction->setObjectName(QStringLiteral("expandAll"));
  expandAllAction->setEnabled(!m_folded.isEmpty());
  connect(expandAllAction, &QAction::triggered, this, &NotationView::expandAll);
  return menu;
}
