#include "gamecommands.h"

#include <algorithm>

#include "gamedocument.h"

// Structural changes go through these two, so the document announces each one
// before and after and item models stay in step.
void attachNode(GameDocument *doc, sc::NodeId parent, sc::NodeId node, int index) {
  doc->notifyAboutToInsert(parent, index, node);
  doc->mutableTree().insertChild(parent, node, index);
  doc->notifyInserted(parent, index);
}

void detachNode(GameDocument *doc, sc::NodeId parent, sc::NodeId node, int index) {
  doc->notifyAboutToRemove(parent, index);
  doc->mutableTree().detach(node);
  doc->notifyRemoved(parent, index);
}

GameCommand::GameCommand(GameDocument *doc, const QString &text, QUndoCommand *parent)
    : QUndoCommand(parent), m_doc(doc), m_before(doc->currentNode()) {
  setText(text);
}

// ---------------------------------------------------------------------------

AddTurnCommand::AddTurnCommand(GameDocument *doc, sc::NodeId parent, const sc::Turn &turn,
                               const std::string &notation)
    : GameCommand(doc, GameCommand::tr("Play %1").arg(QString::fromStdString(notation))),
      m_parent(parent),
      m_turn(turn),
      m_notation(notation) {}

void AddTurnCommand::redo() {
  m_doc->goTo(m_before);
  if (m_node == sc::kNoNode) {
    m_index = int(m_doc->tree().node(m_parent).children.size());
    m_doc->notifyAboutToInsert(m_parent, m_index, sc::kNoNode);
    m_node = m_doc->mutableTree().addChild(m_parent, m_turn, m_notation);
    m_doc->notifyInserted(m_parent, m_index);
  } else {
    attachNode(m_doc, m_parent, m_node, m_index);
  }
  m_doc->goTo(m_node);
}

void AddTurnCommand::undo() {
  m_doc->goTo(m_parent);
  detachNode(m_doc, m_parent, m_node, m_index);
  m_doc->goTo(m_before);
}

// ---------------------------------------------------------------------------

AnnotationCommand::AnnotationCommand(GameDocument *doc, sc::NodeId node, const QString &text)
    : GameCommand(doc, text), m_node(node) {}

void AnnotationCommand::redo() {
  m_doc->goTo(m_before);
  write(m_doc->mutableTree().annotation(m_node), true);
  m_doc->notifyAnnotation(m_node);
}

void AnnotationCommand::undo() {
  write(m_doc->mutableTree().annotation(m_node), false);
  m_doc->notifyAnnotation(m_node);
  m_doc->goTo(m_before);
}

SetCommentCommand::SetCommentCommand(GameDocument *doc, sc::NodeId node, Place place,
                                     std::string before, std::string after)
    : AnnotationCommand(doc, node, GameCommand::tr("Edit comment")),
      m_place(place),
      m_old(std::move(before)),
      m_new(std::move(after)) {}

void SetCommentCommand::write(sc::Annotation &a, bool newValue) const {
  (m_place == Place::Before ? a.commentBefore : a.commentAfter) = newValue ? m_new : m_old;
}

SetGlyphsCommand::SetGlyphsCommand(GameDocument *doc, sc::NodeId node, std::vector<int> before,
                                   std::vector<int> after)
    : AnnotationCommand(doc, node, GameCommand::tr("Set glyphs")),
      m_old(std::move(before)),
      m_new(std::move(after)) {}

void SetGlyphsCommand::write(sc::Annotation &a, bool newValue) const {
  a.nags = newValue ? m_new : m_old;
}

SetShapesCommand::SetShapesCommand(GameDocument *doc, sc::NodeId node, const sc::Annotation &before,
                                   const sc::Annotation &after)
    : AnnotationCommand(doc, node, GameCommand::tr("Draw shapes")),
      m_oldArrows(before.arrows),
      m_newArrows(after.arrows),
      m_oldCircles(before.circles),
      m_newCircles(after.circles) {}

void SetShapesCommand::write(sc::Annotation &a, bool newValue) const {
  a.arrows = newValue ? m_newArrows : m_oldArrows;
  a.circles = newValue ? m_newCircles : m_oldCircles;
}

SetEvalCommand::SetEvalCommand(GameDocument *doc, sc::NodeId node, std::string before,
                               std::string after)
    : AnnotationCommand(doc, node, GameCommand::tr("Set evaluation")),
      m_old(std::move(before)),
      m_new(std::move(after)) {}

void SetEvalCommand::write(sc::Annotation &a, bool newValue) const {
  a.eval = newValue ? m_new : m_old;
}

SetClocksCommand::SetClocksCommand(GameDocument *doc, sc::NodeId node, const sc::Annotation &before,
                                   const sc::Annotation &after)
    : AnnotationCommand(doc, node, GameCommand::tr("Set clock times")),
      m_oldClock(before.clock),
      m_newClock(after.clock),
      m_oldElapsed(before.elapsed),
      m_newElapsed(after.elapsed) {}

void SetClocksCommand::write(sc::Annotation &a, bool newValue) const {
  a.clock = newValue ? m_newClock : m_oldClock;
  a.elapsed = newValue ? m_newElapsed : m_oldElapsed;
}

// ---------------------------------------------------------------------------

PromoteCommand::PromoteCommand(GameDocument *doc, sc::NodeId node)
    : GameCommand(doc, GameCommand::tr("Promote variation")),
      m_node(node),
      m_parent(doc->tree().node(node).parent),
      m_index(doc->tree().childIndex(node)) {}

void PromoteCommand::redo() {
  m_doc->goTo(m_before);
  m_doc->notifyAboutToReorder(m_parent);
  m_doc->mutableTree().promote(m_node);
  m_doc->notifyReordered(m_parent);
}

void PromoteCommand::undo() {
  // The sibling the node passed is now at the node's old index: promoting it
  // swaps them back.
  const sc::NodeId passed = m_doc->tree().node(m_parent).children[m_index];
  m_doc->notifyAboutToReorder(m_parent);
  m_doc->mutableTree().promote(passed);
  m_doc->notifyReordered(m_parent);
  m_doc->goTo(m_before);
}

// ---------------------------------------------------------------------------

MakeMainLineCommand::MakeMainLineCommand(GameDocument *doc, sc::NodeId node)
    : GameCommand(doc, GameCommand::tr("Make main line")) {
  const sc::GameTree &tree = doc->tree();
  for (sc::NodeId n = node; n != tree.root(); n = tree.node(n).parent) {
    const int index = tree.childIndex(n);
    if (index > 0) m_forks.push_back({n, index});
  }
  std::reverse(m_forks.begin(), m_forks.end());
}

void MakeMainLineCommand::redo() {
  m_doc->goTo(m_before);
  sc::GameTree &tree = m_doc->mutableTree();
  m_doc->notifyAboutToReorder(tree.root());
  // makeMain keeps the other branches in their order behind it, which undo relies on.
  for (const Fork &fork : m_forks) tree.makeMain(fork.node);
  m_doc->notifyReordered(tree.root());
}

void MakeMainLineCommand::undo() {
  sc::GameTree &tree = m_doc->mutableTree();
  m_doc->notifyAboutToReorder(tree.root());
  for (auto it = m_forks.rbegin(); it != m_forks.rend(); ++it) {
    // The siblings the branch passed are at 1..index now; promoting each in
    // turn walks the branch back to its old index.
    const sc::NodeId parent = tree.node(it->node).parent;
    for (int i = 1; i <= it->index; ++i) tree.promote(tree.node(parent).children[i]);
  }
  m_doc->notifyReordered(tree.root());
  m_doc->goTo(m_before);
}

// ---------------------------------------------------------------------------

DeleteVariationCommand::DeleteVariationCommand(GameDocument *doc, sc::NodeId node)
    : GameCommand(doc, GameCommand::tr("Delete variation")),
      m_node(node),
      m_parent(doc->tree().node(node).parent),
      m_index(doc->tree().childIndex(node)) {}

void DeleteVariationCommand::redo() {
  m_doc->goTo(m_before);
  // The current node must not disappear under the board: move to the nearest
  // surviving ancestor first (navigation needs the path intact).
  if (m_doc->isInSubtree(m_doc->currentNode(), m_node)) m_doc->goTo(m_parent);
  detachNode(m_doc, m_parent, m_node, m_index);
}

void DeleteVariationCommand::undo() {
  attachNode(m_doc, m_parent, m_node, m_index);
  m_doc->goTo(m_before);
}

// ---------------------------------------------------------------------------

DeleteFromHereCommand::DeleteFromHereCommand(GameDocument *doc, sc::NodeId node)
    : GameCommand(doc, GameCommand::tr("Delete from here")),
      m_node(node),
      m_children(doc->tree().node(node).children) {}

void DeleteFromHereCommand::redo() {
  m_doc->goTo(m_before);
  if (m_doc->currentNode() != m_node && m_doc->isInSubtree(m_doc->currentNode(), m_node))
    m_doc->goTo(m_node);
  // Last first, so every detach removes the last child and no index shifts.
  for (int i = int(m_children.size()) - 1; i >= 0; --i) detachNode(m_doc, m_node, m_children[i], i);
}

void DeleteFromHereCommand::undo() {
  for (int i = 0; i < int(m_children.size()); ++i) attachNode(m_doc, m_node, m_children[i], i);
  m_doc->goTo(m_before);
}

// ---------------------------------------------------------------------------

SetTagCommand::SetTagCommand(GameDocument *doc, std::string name, std::optional<std::string> before,
                             std::optional<std::string> after)
    : m_doc(doc), m_name(std::move(name)), m_old(std::move(before)), m_new(std::move(after)) {
  setText(GameCommand::tr("Set %1").arg(QString::fromStdString(m_name)));
}

void SetTagCommand::apply(const std::optional<std::string> &value) {
  auto &tags = m_doc->mutableTree().tags();
  if (value)
    tags[m_name] = *value;
  else
    tags.erase(m_name);
  m_doc->notifyTags();
}

void SetTagCommand::redo() { apply(m_new); }
void SetTagCommand::undo() { apply(m_old); }

bool SetTagCommand::mergeWith(const QUndoCommand *other) {
  const auto *next = static_cast<const SetTagCommand *>(other);
  if (next->m_name != m_name) return false;
  m_new = next->m_new;
  setObsolete(m_new == m_old);
  return true;
}

// ---------------------------------------------------------------------------

InsertLineCommand::InsertLineCommand(GameDocument *doc, sc::NodeId parent,
                                     std::vector<sc::Turn> turns,
                                     std::vector<std::string> notations, std::string comment)
    : GameCommand(doc,
                  GameCommand::tr("Insert line %1")
                      .arg(QString::fromStdString(notations.empty() ? "" : notations.front()))),
      m_parent(parent),
      m_turns(std::move(turns)),
      m_notations(std::move(notations)),
      m_comment(std::move(comment)) {}

void InsertLineCommand::redo() {
  m_doc->goTo(m_before);
  if (!m_done) {
    // Follow what exists, then add the rest as one new branch.
    sc::NodeId at = m_parent;
    for (std::size_t i = 0; i < m_turns.size(); ++i) {
      sc::NodeId next =
          m_firstNew == sc::kNoNode ? m_doc->tree().findChild(at, m_turns[i]) : sc::kNoNode;
      if (next == sc::kNoNode) {
        const int index = int(m_doc->tree().node(at).children.size());
        m_doc->notifyAboutToInsert(at, index, sc::kNoNode);
        next = m_doc->mutableTree().addChild(at, m_turns[i], m_notations[i]);
        m_doc->notifyInserted(at, index);
        if (m_firstNew == sc::kNoNode) {
          m_firstNew = next;
          m_newParent = at;
          m_newIndex = index;
        }
      }
      if (i == 0) m_firstNode = next;
      at = next;
    }
    m_oldComment = m_doc->tree().node(m_firstNode).annotation.commentAfter;
    m_done = true;
  } else if (m_firstNew != sc::kNoNode) {
    attachNode(m_doc, m_newParent, m_firstNew, m_newIndex);
  }
  if (!m_comment.empty()) {
    std::string &text = m_doc->mutableTree().annotation(m_firstNode).commentAfter;
    text = m_oldComment.empty() ? m_comment : m_oldComment + " " + m_comment;
    m_doc->notifyAnnotation(m_firstNode);
  }
}

void InsertLineCommand::undo() {
  m_doc->goTo(m_before);
  if (!m_comment.empty()) {
    m_doc->mutableTree().annotation(m_firstNode).commentAfter = m_oldComment;
    m_doc->notifyAnnotation(m_firstNode);
  }
  if (m_firstNew != sc::kNoNode) detachNode(m_doc, m_newParent, m_firstNew, m_newIndex);
}
