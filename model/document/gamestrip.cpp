#include "gamestrip.h"

#include <algorithm>

#include "gamedocument.h"
#include "sfen.h"

namespace {

int partCount(const sc::Annotation &a, StripPart part) {
  switch (part) {
    case StripPart::Comments:
      return int(!a.commentBefore.empty()) + int(!a.commentAfter.empty());
    case StripPart::Glyphs:
      return int(a.nags.size());
    case StripPart::Shapes:
      return int(a.arrows.size() + a.circles.size());
    case StripPart::Evaluations:
      return int(!a.eval.empty());
    case StripPart::Clocks:
      return int(!a.clock.empty()) + int(!a.elapsed.empty());
    case StripPart::Variations:
      break;
  }
  return 0;
}

void clearPart(sc::Annotation &a, StripPart part) {
  switch (part) {
    case StripPart::Comments:
      a.commentBefore.clear();
      a.commentAfter.clear();
      break;
    case StripPart::Glyphs:
      a.nags.clear();
      break;
    case StripPart::Shapes:
      a.arrows.clear();
      a.circles.clear();
      break;
    case StripPart::Evaluations:
      a.eval.clear();
      break;
    case StripPart::Clocks:
      a.clock.clear();
      a.elapsed.clear();
      break;
    case StripPart::Variations:
      break;
  }
}

QString commandText(StripPart part) {
  switch (part) {
    case StripPart::Comments:
      return GameCommand::tr("Strip comments");
    case StripPart::Variations:
      return GameCommand::tr("Strip variations");
    case StripPart::Glyphs:
      return GameCommand::tr("Strip glyphs");
    case StripPart::Shapes:
      return GameCommand::tr("Strip arrows and circles");
    case StripPart::Evaluations:
      return GameCommand::tr("Strip evaluations");
    case StripPart::Clocks:
      return GameCommand::tr("Strip clock times");
  }
  return {};
}

}  // namespace

int stripCount(const sc::GameTree &tree, StripPart part) {
  int count = 0;
  if (part == StripPart::Variations) {
    for (const sc::NodeId id : tree.mainLine())
      count += std::max(0, int(tree.node(id).children.size()) - 1);
    return count;
  }
  for (const sc::NodeId id : tree.subtree(tree.root()))
    count += partCount(tree.node(id).annotation, part);
  return count;
}

StripAnnotationsCommand::StripAnnotationsCommand(GameDocument *doc, StripPart part)
    : GameCommand(doc, commandText(part)), m_part(part) {
  const sc::GameTree &tree = doc->tree();
  for (const sc::NodeId id : tree.subtree(tree.root()))
    if (partCount(tree.node(id).annotation, part) > 0)
      m_old.emplace_back(id, tree.node(id).annotation);
}

void StripAnnotationsCommand::redo() {
  m_doc->goTo(m_before);
  for (const auto &[id, annotation] : m_old) {
    clearPart(m_doc->mutableTree().annotation(id), m_part);
    m_doc->notifyAnnotation(id);
  }
}

void StripAnnotationsCommand::undo() {
  // The whole annotation as it was: only this part was changed since.
  for (const auto &[id, annotation] : m_old) {
    m_doc->mutableTree().annotation(id) = annotation;
    m_doc->notifyAnnotation(id);
  }
  m_doc->goTo(m_before);
}

StripVariationsCommand::StripVariationsCommand(GameDocument *doc)
    : GameCommand(doc, commandText(StripPart::Variations)), m_landing(doc->tree().root()) {
  const sc::GameTree &tree = doc->tree();
  for (const sc::NodeId id : tree.mainLine()) {
    const std::vector<sc::NodeId> &children = tree.node(id).children;
    for (std::size_t i = 1; i < children.size(); ++i) m_cuts.push_back({id, children[i], int(i)});
  }
  // The board's way follows the main line as long as each step is its
  // parent's first child: the last such node is where it left it.
  const std::vector<sc::NodeId> way = tree.path(doc->currentNode());
  for (std::size_t i = 1; i < way.size() && tree.node(way[i - 1]).children.front() == way[i]; ++i)
    m_landing = way[i];
}

void StripVariationsCommand::redo() {
  m_doc->goTo(m_landing);
  // Last first, so that no index shifts under a later cut.
  for (auto cut = m_cuts.rbegin(); cut != m_cuts.rend(); ++cut)
    detachNode(m_doc, cut->parent, cut->node, cut->index);
}

void StripVariationsCommand::undo() {
  for (const Cut &cut : m_cuts) attachNode(m_doc, cut.parent, cut.node, cut.index);
  m_doc->goTo(m_before);
}

int GameDocument::strip(StripPart part) {
  const int count = stripCount(*m_tree, part);
  if (count == 0) return 0;  // no undo step
  if (part == StripPart::Variations)
    m_undo->push(new StripVariationsCommand(this));
  else
    m_undo->push(new StripAnnotationsCommand(this, part));
  return count;
}

namespace {

// The subtree of `from` in `tree`, as a game that starts after its turn.
std::unique_ptr<sc::GameTree> treeFrom(const sc::GameTree &tree, sc::NodeId from) {
  auto out = std::make_unique<sc::GameTree>(sc::withoutHistory(tree.positionAt(from)));
  out->tags() = tree.tags();
  out->annotation(out->root()).commentAfter = tree.node(from).annotation.commentAfter;
  // Depth first, each child after its parent, in the children's order.
  std::vector<std::pair<sc::NodeId, sc::NodeId>> todo;
  const std::vector<sc::NodeId> &first = tree.node(from).children;
  for (auto child = first.rbegin(); child != first.rend(); ++child)
    todo.emplace_back(*child, out->root());
  while (!todo.empty()) {
    const auto [id, parent] = todo.back();
    todo.pop_back();
    const sc::Node &node = tree.node(id);
    const sc::NodeId copy = out->addChild(parent, node.turn, node.notation);
    out->annotation(copy) = node.annotation;
    for (auto child = node.children.rbegin(); child != node.children.rend(); ++child)
      todo.emplace_back(*child, copy);
  }
  return out;
}

}  // namespace

StripTurnsBeforeCommand::StripTurnsBeforeCommand(GameDocument *doc)
    : GameCommand(doc, GameCommand::tr("Strip turns before")),
      m_other(treeFrom(doc->tree(), doc->currentNode())),
      m_start(m_other->root()) {}

void StripTurnsBeforeCommand::redo() { m_doc->exchangeTree(m_other, m_start); }

void StripTurnsBeforeCommand::undo() { m_doc->exchangeTree(m_other, m_before); }

int GameDocument::stripTurnsBefore() {
  const int turns = m_tree->node(m_current).ply;
  if (turns == 0) return 0;
  m_undo->push(new StripTurnsBeforeCommand(this));
  return turns;
}
