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

enum class GameCommandId { SetTag = 2 };

// A node put back under its parent at `index`, or taken off it, announced to
// the document's item models before and after.
void attachNode(GameDocument *doc, sc::NodeId parent, sc::NodeId node, int index);
void detachNode(GameDocument *doc, sc::NodeId parent, sc::NodeId node, int index);

// Common state: the document and the current node when the command was made.
class GameCommand : public QUndoCommand {
  Q_DECLARE_TR_FUNCTIONS(GameCommand)

 protected:
  GameCommand(GameDocument *doc, const QString &text, QUndoCommand *parent = nullptr);
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

// An edit of one part of a node's annotation. The subclasses are the kinds
// of annotation edit; each keeps only its part, before and after. They do not
// merge: a comment is applied once, from its dialog, and two edits of it are
// two steps.
class AnnotationCommand : public GameCommand {
 public:
  void redo() override;
  void undo() override;

 protected:
  AnnotationCommand(GameDocument *doc, sc::NodeId node, const QString &text);
  // Writes the part's new value (redo) or old value (undo) into `a`.
  virtual void write(sc::Annotation &a, bool newValue) const = 0;

 private:
  sc::NodeId m_node;
};

// The comment before or after a turn.
class SetCommentCommand : public AnnotationCommand {
 public:
  enum class Place { Before, After };
  SetCommentCommand(GameDocument *doc, sc::NodeId node, Place place, std::string before,
                    std::string after);

 private:
  void write(sc::Annotation &a, bool newValue) const override;
  Place m_place;
  std::string m_old, m_new;
};

// The move and position glyphs (NAGs).
class SetGlyphsCommand : public AnnotationCommand {
 public:
  SetGlyphsCommand(GameDocument *doc, sc::NodeId node, std::vector<int> before,
                   std::vector<int> after);

 private:
  void write(sc::Annotation &a, bool newValue) const override;
  std::vector<int> m_old, m_new;
};

// The arrows and circles drawn on the board.
class SetShapesCommand : public AnnotationCommand {
 public:
  SetShapesCommand(GameDocument *doc, sc::NodeId node, const sc::Annotation &before,
                   const sc::Annotation &after);

 private:
  void write(sc::Annotation &a, bool newValue) const override;
  std::vector<sc::Arrow> m_oldArrows, m_newArrows;
  std::vector<sc::Circle> m_oldCircles, m_newCircles;
};

// An engine's evaluation of a turn ([%eval], Annotation::eval): a part of its
// own, so an analysis never edits a comment.
class SetEvalCommand : public AnnotationCommand {
 public:
  SetEvalCommand(GameDocument *doc, sc::NodeId node, std::string before, std::string after);

 protected:
  void write(sc::Annotation &a, bool newValue) const override;

 private:
  std::string m_old, m_new;
};

// A turn's clock times ([%clk], [%emt]): recorded facts of a played game,
// kept apart from the comment like the evaluation.
class SetClocksCommand : public AnnotationCommand {
 public:
  SetClocksCommand(GameDocument *doc, sc::NodeId node, const sc::Annotation &before,
                   const sc::Annotation &after);

 protected:
  void write(sc::Annotation &a, bool newValue) const override;

 private:
  std::string m_oldClock, m_newClock, m_oldElapsed, m_newElapsed;
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
