#include "gamedocument.h"

#include <algorithm>

#include "gamecommands.h"
#include "gameend.h"
#include "notation.h"
#include "sfen.h"

namespace {

// Every step from the root to `node` takes the first child.
bool onMainLine(const sc::GameTree &tree, sc::NodeId node) {
  for (; node != tree.root(); node = tree.node(node).parent) {
    const auto &siblings = tree.node(tree.node(node).parent).children;
    if (siblings.empty() || siblings.front() != node) return false;
  }
  return true;
}

}  // namespace

GameDocument::GameDocument(sc::VariantPtr variant, QObject *parent)
    : QObject(parent),
      m_variant(std::move(variant)),
      m_tree(std::make_unique<sc::GameTree>(sc::startPosition(m_variant))),
      m_position(m_tree->start()),
      m_undo(std::make_unique<QUndoStack>()) {
  watchUndo();
}

void GameDocument::watchUndo() {
  connect(m_undo.get(), &QUndoStack::cleanChanged, this,
          [this](bool clean) { emit modifiedChanged(!clean); });
  connect(m_undo.get(), &QUndoStack::indexChanged, this, &GameDocument::undoIndexChanged);
}

GameDocument::Stash::Stash() = default;
GameDocument::Stash::Stash(std::unique_ptr<sc::GameTree> tree, const QString &filePath)
    : m_tree(std::move(tree)), m_filePath(filePath), m_undo(std::make_unique<QUndoStack>()) {
  if (m_tree) m_current = m_tree->root();
}
GameDocument::Stash::Stash(Stash &&) noexcept = default;
GameDocument::Stash &GameDocument::Stash::operator=(Stash &&) noexcept = default;
GameDocument::Stash::~Stash() {
  // The commands go before the tree they name.
  if (m_undo) m_undo->clear();
}

bool GameDocument::Stash::isModified() const { return m_undo && !m_undo->isClean(); }

void GameDocument::swapGame(Stash &stash) {
  if (!stash.m_tree) return;
  emit gameAboutToBeReset();
  m_undo->disconnect(this);
  QUndoStack *previous = m_undo.get();
  std::swap(m_tree, stash.m_tree);
  std::swap(m_undo, stash.m_undo);
  std::swap(m_filePath, stash.m_filePath);
  const sc::NodeId shown = stash.m_current;
  stash.m_current = m_current;
  m_variant = m_tree->start().variantPtr();
  m_position = m_tree->start();
  m_current = m_tree->root();
  watchUndo();
  emit undoStackChanged(previous, m_undo.get());
  emit gameReset();
  emit tagsChanged();
  emit filePathChanged(m_filePath);
  emit modifiedChanged(isModified());
  emit currentNodeChanged(m_current);
  // Back where the game stood when it was put aside.
  goTo(shown);
  emit undoIndexChanged();
}

GameDocument::~GameDocument() {
  // The commands refer to the tree by id only, but clear them first anyway so
  // no command outlives the tree it describes.
  m_undo->clear();
}

void GameDocument::setFilePath(const QString &path) {
  if (path == m_filePath) return;
  m_filePath = path;
  emit filePathChanged(path);
}

void GameDocument::newGame(const sc::Position &start) {
  resetTo(std::make_unique<sc::GameTree>(start));
}

void GameDocument::loadTree(std::unique_ptr<sc::GameTree> tree) {
  if (tree) resetTo(std::move(tree));
}

void GameDocument::exchangeTree(std::unique_ptr<sc::GameTree> &tree, sc::NodeId current) {
  emit gameAboutToBeReset();
  std::swap(m_tree, tree);
  showNewTree();
  goTo(current);
}

void GameDocument::resetTo(std::unique_ptr<sc::GameTree> tree) {
  emit gameAboutToBeReset();
  // The commands hold ids into the old tree: they go before the tree does.
  m_undo->clear();
  m_tree = std::move(tree);
  showNewTree();
}

void GameDocument::showNewTree() {
  m_variant = m_tree->start().variantPtr();
  m_position = m_tree->start();
  m_current = m_tree->root();
  emit gameReset();
  emit tagsChanged();
  emit currentNodeChanged(m_current);
}

// ---------------------------------------------------------------------------
// Navigation: undo up to the common ancestor, make down to the target. A step
// to a child or the parent is one make or one undo, never a replay.

void GameDocument::goTo(sc::NodeId target) {
  if (target == m_current || !m_tree->valid(target)) return;
  const sc::GameTree &t = *m_tree;
  sc::NodeId up = m_current;
  sc::NodeId down = target;
  std::vector<sc::NodeId> path;  // target first, up to (not including) the common ancestor
  int undos = 0;
  while (t.node(up).ply > t.node(down).ply) {
    up = t.node(up).parent;
    ++undos;
  }
  while (t.node(down).ply > t.node(up).ply) {
    path.push_back(down);
    down = t.node(down).parent;
  }
  while (up != down) {
    up = t.node(up).parent;
    ++undos;
    path.push_back(down);
    down = t.node(down).parent;
  }
  for (int i = 0; i < undos; ++i) m_position.undo();
  for (auto it = path.rbegin(); it != path.rend(); ++it) m_position.make(t.node(*it).turn);
  m_current = target;
  emit currentNodeChanged(m_current);
}

void GameDocument::goForward() {
  const auto &children = m_tree->node(m_current).children;
  if (!children.empty()) goTo(children.front());
}

void GameDocument::goBack() {
  const sc::NodeId parent = m_tree->node(m_current).parent;
  if (parent != sc::kNoNode) goTo(parent);
}

void GameDocument::goStart() { goTo(m_tree->root()); }

void GameDocument::goEnd() {
  sc::NodeId end = m_current;
  while (!m_tree->node(end).children.empty()) end = m_tree->node(end).children.front();
  goTo(end);
}

void GameDocument::goSibling(int delta) {
  const sc::NodeId parent = m_tree->node(m_current).parent;
  if (parent == sc::kNoNode) return;
  const auto &siblings = m_tree->node(parent).children;
  const int index = m_tree->childIndex(m_current);
  // Clamped, not wrapped: Up at the first continuation stays there.
  const int next = std::clamp(index + delta, 0, int(siblings.size()) - 1);
  goTo(siblings[next]);
}

// ---------------------------------------------------------------------------
// Edits

void GameDocument::playTurn(const sc::Turn &turn) {
  const sc::NodeId from = m_current;
  const sc::NodeId existing = m_tree->findChild(m_current, turn);
  if (existing != sc::kNoNode) {
    goTo(existing);
    emit turnPlayed(from, existing, false);
    return;
  }
  auto *add = new AddTurnCommand(this, m_current, turn, sc::formatTurnWithSuffix(m_position, turn));
  // A turn that ends the game at the end of the main line writes the result
  // into the Result tag too (issue 15), in the same undo step: the Games
  // list, the notation and the saved file then all say how it ended.
  std::optional<GameEnd> end;
  if (m_tree->node(m_current).children.empty() && onMainLine(*m_tree, m_current)) {
    sc::Position after = m_position;
    after.make(turn);
    end = GameEnd::at(after);
  }
  if (!end) {
    m_undo->push(add);
  } else {
    m_undo->beginMacro(add->text());
    m_undo->push(add);
    setTag(QStringLiteral("Result"), QString::fromStdString(end->result()));
    m_undo->endMacro();
  }
  emit turnPlayed(from, m_current, true);
}

void GameDocument::setAnnotation(sc::NodeId node, const sc::Annotation &annotation) {
  if (!m_tree->valid(node) || m_tree->node(node).annotation == annotation) return;
  // One command per part that changes; several parts make one undo step.
  const sc::Annotation &old = m_tree->node(node).annotation;
  std::vector<QUndoCommand *> commands;
  using Place = SetCommentCommand::Place;
  if (old.commentBefore != annotation.commentBefore)
    commands.push_back(new SetCommentCommand(this, node, Place::Before, old.commentBefore,
                                             annotation.commentBefore));
  if (old.commentAfter != annotation.commentAfter)
    commands.push_back(
        new SetCommentCommand(this, node, Place::After, old.commentAfter, annotation.commentAfter));
  if (old.nags != annotation.nags)
    commands.push_back(new SetGlyphsCommand(this, node, old.nags, annotation.nags));
  if (old.arrows != annotation.arrows || old.circles != annotation.circles)
    commands.push_back(new SetShapesCommand(this, node, old, annotation));
  if (old.eval != annotation.eval)
    commands.push_back(new SetEvalCommand(this, node, old.eval, annotation.eval));
  if (old.clock != annotation.clock || old.elapsed != annotation.elapsed)
    commands.push_back(new SetClocksCommand(this, node, old, annotation));
  if (commands.size() > 1) m_undo->beginMacro(tr("Annotate"));
  for (QUndoCommand *command : commands) m_undo->push(command);
  if (commands.size() > 1) m_undo->endMacro();
}

void GameDocument::promoteVariation(sc::NodeId node) {
  if (!m_tree->valid(node) || node == m_tree->root() || m_tree->childIndex(node) <= 0) return;
  m_undo->push(new PromoteCommand(this, node));
}

void GameDocument::makeMainLine(sc::NodeId node) {
  if (!m_tree->valid(node)) return;
  for (sc::NodeId n = node; n != m_tree->root(); n = m_tree->node(n).parent) {
    if (m_tree->childIndex(n) > 0) {
      m_undo->push(new MakeMainLineCommand(this, node));
      return;
    }
  }
}

void GameDocument::deleteVariation(sc::NodeId node) {
  if (!m_tree->valid(node) || node == m_tree->root()) return;
  m_undo->push(new DeleteVariationCommand(this, node));
}

void GameDocument::deleteFromHere(sc::NodeId node) {
  if (!m_tree->valid(node) || m_tree->node(node).children.empty()) return;
  m_undo->push(new DeleteFromHereCommand(this, node));
}

int GameDocument::insertLine(sc::NodeId node, const QStringList &turns, const QString &comment) {
  if (!m_tree->valid(node)) return 0;
  sc::Position pos = node == m_current ? m_position : m_tree->positionAt(node);
  std::vector<sc::Turn> read;
  std::vector<std::string> notations;
  for (const QString &token : turns) {
    // An annotator's pass (D39) where one is allowed: the Analysis dock's
    // threats go in after one.
    const bool pass = sc::isNullToken(token.toStdString());
    const auto turn = pass ? (sc::mayPass(pos) ? std::optional(sc::nullTurn()) : std::nullopt)
                           : sc::parseTurn(pos, token.toStdString());
    if (!turn) break;
    read.push_back(*turn);
    notations.push_back(sc::formatTurnWithSuffix(pos, *turn));
    pos.make(*turn);
  }
  if (read.empty()) return 0;
  // Nothing new and nothing to say: not worth an undo step.
  bool exists = comment.isEmpty();
  for (sc::NodeId at = node; exists && at != sc::kNoNode;) {
    const std::size_t depth = std::size_t(m_tree->node(at).ply - m_tree->node(node).ply);
    if (depth == read.size()) break;
    at = m_tree->findChild(at, read[depth]);
    exists = at != sc::kNoNode;
  }
  const int count = int(read.size());
  if (!exists)
    m_undo->push(new InsertLineCommand(this, node, std::move(read), std::move(notations),
                                       comment.toStdString()));
  return count;
}

void GameDocument::setTag(const QString &name, const QString &value) {
  const std::string key = name.toStdString();
  std::optional<std::string> before;
  if (auto it = m_tree->tags().find(key); it != m_tree->tags().end()) before = it->second;
  std::optional<std::string> after;
  if (!value.isNull()) after = value.toStdString();
  if (before == after) return;
  m_undo->push(new SetTagCommand(this, key, before, after));
}

void GameDocument::setTags(const std::map<std::string, std::string> &tags) {
  const std::map<std::string, std::string> old = m_tree->tags();
  if (old == tags) return;
  m_undo->beginMacro(tr("Edit game information"));
  for (const auto &[name, value] : old)
    if (!tags.count(name)) setTag(QString::fromStdString(name), QString());
  for (const auto &[name, value] : tags)  // "" keeps the tag, empty
    setTag(QString::fromStdString(name),
           value.empty() ? QStringLiteral("") : QString::fromStdString(value));
  m_undo->endMacro();
}

// ---------------------------------------------------------------------------
// Queries

bool GameDocument::canPass() const {
  sc::Position pos = m_position;
  return sc::mayPass(pos);
}

bool GameDocument::isInSubtree(sc::NodeId node, sc::NodeId ancestor) const {
  if (!m_tree->valid(node) || !m_tree->valid(ancestor)) return false;
  const int ply = m_tree->node(ancestor).ply;
  while (node != sc::kNoNode && m_tree->node(node).ply > ply) node = m_tree->node(node).parent;
  return node == ancestor;
}

bool GameDocument::isAttached(sc::NodeId node) const {
  if (!m_tree->valid(node)) return false;
  while (node != m_tree->root()) {
    const sc::NodeId parent = m_tree->node(node).parent;
    if (!m_tree->valid(parent)) return false;
    const auto &siblings = m_tree->node(parent).children;
    if (std::find(siblings.begin(), siblings.end(), node) == siblings.end()) return false;
    node = parent;
  }
  return true;
}

int GameDocument::turnNumber(sc::NodeId node) const {
  const sc::Position &start = m_tree->start();
  const int ply = m_tree->node(node).ply;
  if (ply == 0) return start.turnNumber();
  // Count plies as if the game had started with White, so Black's turns are odd.
  const int k = ply - 1 + (start.sideToMove() == sc::Color::Black ? 1 : 0);
  return start.turnNumber() + k / 2;
}

sc::Color GameDocument::mover(sc::NodeId node) const {
  const sc::Position &start = m_tree->start();
  const int ply = m_tree->node(node).ply;
  if (ply == 0) return start.sideToMove();
  return (ply % 2 == 1) ? start.sideToMove() : ~start.sideToMove();
}

// ---------------------------------------------------------------------------
// Notifications from the commands

void GameDocument::notifyAboutToInsert(sc::NodeId parent, int index, sc::NodeId node) {
  emit nodeAboutToBeInserted(parent, index, node);
}
void GameDocument::notifyInserted(sc::NodeId parent, int index) {
  emit nodeInserted(parent, index);
}
void GameDocument::notifyAboutToRemove(sc::NodeId parent, int index) {
  emit nodeAboutToBeRemoved(parent, index);
}
void GameDocument::notifyRemoved(sc::NodeId parent, int index) { emit nodeRemoved(parent, index); }
void GameDocument::notifyAboutToReorder(sc::NodeId parent) {
  if (m_reorderDepth++ == 0) emit childrenAboutToBeReordered(parent);
}
void GameDocument::notifyReordered(sc::NodeId parent) {
  if (--m_reorderDepth == 0) emit childrenReordered(parent);
}
void GameDocument::notifyAnnotation(sc::NodeId node) { emit annotationChanged(node); }
void GameDocument::notifyTags() {
  emit tagsChanged();
  emit tagsEdited();
}
