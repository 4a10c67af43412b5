// The undo commands of a GameDocument: one class per kind of edit, each
// storing only the delta it needs (node ids and child indexes, the annotation
// or tag before and after), never a copy of the game. Node ids stay valid
// while a subtree is detached, so undo re-inserts the very same nodes and the
// commands further up the stack keep referring to them.
//
// Every command that touches the tree returns to the node that was current
// when it was made (m_before) before redoing and after undoing, so undo/redo
// restores the tree, the current node and the position exactly.
#pragma once

#include <QCoreApplication>
#include <QUndoCommand>
#include <optional>
#include <string>
#include <vector>

#include "gametree.h"

class GameDocument;

enum class GameCommandId { SetAnnotation = 1, SetTag = 2 };

// Common state: the document and the current node when the command was made.
class GameCommand : public QUndoCommand {
  Q_DECLARE_TR_FUNCTIONS(GameCommand)

 protected:
  GameCommand(GameDocument *doc, const QString &text);
  GameDocument *m_doc;
  sc::NodeId m_before;
};

// A new turn below `parent`, as its last child (a variation when the parent
// already has a continuation). Undo detaches it and returns to the parent.
class AddTurnCommand : public GameCommand {
 public:
  AddTurnCommand(GameDocument *doc, sc::NodeId parent, const sc::Turn &turn,
                 const std::string &notation);
  void redo() override;
  void undo() override;
  sc::NodeId node() const { return m_node; }

 private:
  sc::NodeId m_parent;
  sc::Turn m_turn;
  std::string m_notation;
  sc::NodeId m_node = sc::kNoNode;  // created by the first redo
  int m_index = -1;
};

// Replaces a node's annotation. Consecutive edits of the same text field of
// the same node (typing a comment) merge into one undo step.
class SetAnnotationCommand : public GameCommand {
 public:
  SetAnnotationCommand(GameDocument *doc, sc::NodeId node, sc::Annotation before,
                       sc::Annotation after);
  void redo() override;
  void undo() override;
  int id() const override { return int(GameCommandId::SetAnnotation); }
  bool mergeWith(const QUndoCommand *other) override;

 private:
  // Bit set of the parts that differ between before and after.
  static int changedParts(const sc::Annotation &a, const sc::Annotation &b);

  sc::NodeId m_node;
  sc::Annotation m_old;
  sc::Annotation m_new;
};

// Moves a variation one place towards the front among its siblings.
class PromoteCommand : public GameCommand {
 public:
  PromoteCommand(GameDocument *doc, sc::NodeId node);
  void redo() override;
  void undo() override;

 private:
  sc::NodeId m_node;
  sc::NodeId m_parent;
  int m_index;  // before the promotion, >= 1
};

// Makes the node's line the game's main line: every fork on the path from the
// root picks the branch towards the node first, the others keep their order.
class MakeMainLineCommand : public GameCommand {
 public:
  MakeMainLineCommand(GameDocument *doc, sc::NodeId node);
  void redo() override;
  void undo() override;

 private:
  struct Fork {
    sc::NodeId node;  // the branch on the path
    int index;        // its index before the command, >= 1
  };
  std::vector<Fork> m_forks;  // root side first
};

// Detaches a node and its subtree. The current node, if inside, moves to the parent.
class DeleteVariationCommand : public GameCommand {
 public:
  DeleteVariationCommand(GameDocument *doc, sc::NodeId node);
  void redo() override;
  void undo() override;

 private:
  sc::NodeId m_node;
  sc::NodeId m_parent;
  int m_index;
};

// Detaches all children of a node. The current node, if below, moves to the node.
class DeleteFromHereCommand : public GameCommand {
 public:
  DeleteFromHereCommand(GameDocument *doc, sc::NodeId node);
  void redo() override;
  void undo() override;

 private:
  sc::NodeId m_node;
  std::vector<sc::NodeId> m_children;  // in their order: child i goes back to index i
};

// Adds a line of turns below `parent` (an engine's line): it follows the
// children that already hold its first turns and starts a new variation
// (or continuation) with the rest, then puts `comment` after the line's first
// turn. The current node does not move. Undo detaches what it added and gives
// the first turn its comment back.
class InsertLineCommand : public GameCommand {
 public:
  InsertLineCommand(GameDocument *doc, sc::NodeId parent, std::vector<sc::Turn> turns,
                    std::vector<std::string> notations, std::string comment);
  void redo() override;
  void undo() override;
  // The first node the command created (kNoNode if the whole line existed).
  sc::NodeId firstNewNode() const { return m_firstNew; }
  // The node of the line's first turn (after the first redo).
  sc::NodeId firstNode() const { return m_firstNode; }

 private:
  sc::NodeId m_parent;
  std::vector<sc::Turn> m_turns;
  std::vector<std::string> m_notations;
  std::string m_comment;
  bool m_done = false;                   // the nodes exist (created by the first redo)
  sc::NodeId m_firstNew = sc::kNoNode;   // top of the added subtree
  sc::NodeId m_newParent = sc::kNoNode;  // where it hangs
  int m_newIndex = -1;
  sc::NodeId m_firstNode = sc::kNoNode;
  std::string m_oldComment;  // the first node's commentAfter before
};

// Sets or removes a PGN tag. Consecutive edits of the same tag merge.
class SetTagCommand : public QUndoCommand {
  Q_DECLARE_TR_FUNCTIONS(GameCommand)

 public:
  SetTagCommand(GameDocument *doc, std::string name, std::optional<std::string> before,
                std::optional<std::string> after);
  void redo() override;
  void undo() override;
  int id() const override { return int(GameCommandId::SetTag); }
  bool mergeWith(const QUndoCommand *other) override;

 private:
  void apply(const std::optional<std::string> &value);

  GameDocument *m_doc;
  std::string m_name;
  std::optional<std::string> m_old;
  std::optional<std::string> m_new;
};
