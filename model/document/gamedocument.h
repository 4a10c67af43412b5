// GameDocument: one open game as the GUI sees it. Wraps the plain GameTree,
// keeps the current node and its position, and routes every edit through one
// QUndoStack (one command class per kind of edit, storing deltas). Views read
// from it and call its intent methods; they never talk to each other.
// Navigation is not an edit and is not on the undo stack, but undoing or
// redoing an edit returns to the node that was current when it was made, so
// the user sees what changed.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>
#include <memory>

#include "gametree.h"

struct MergeOutcome;   // gamemerge.h
enum class StripPart;  // gamestrip.h

class GameDocument : public QObject {
  Q_OBJECT

 public:
  // A new game from the variant's start position.
  explicit GameDocument(sc::VariantPtr variant, QObject *parent = nullptr);
  ~GameDocument() override;

  const sc::Variant &variant() const { return *m_variant; }
  const sc::VariantPtr &variantPtr() const { return m_variant; }
  const sc::GameTree &tree() const { return *m_tree; }
  sc::NodeId currentNode() const { return m_current; }
  // The position at the current node (kept in step by make/undo, so a
  // navigation step costs one turn, not a replay).
  const sc::Position &position() const { return m_position; }
  // The shown game's history; another game swapped in brings its own
  // (undoStackChanged), so listeners connect to undoIndexChanged instead.
  QUndoStack *undoStack() { return m_undo.get(); }

  QString filePath() const { return m_filePath; }
  void setFilePath(const QString &path);
  bool isModified() const { return !m_undo->isClean(); }
  void markSaved() { m_undo->setClean(); }

  // A game put aside while another is shown (a workspace's other tabs): its
  // tree, the node it stood on, its file and its undo history. The commands
  // on that history name this document and ids of that tree, so they stay
  // valid while the game is aside and run again once it is swapped back in.
  class Stash {
   public:
    Stash();
    explicit Stash(std::unique_ptr<sc::GameTree> tree, const QString &filePath = {});
    Stash(Stash &&) noexcept;
    Stash &operator=(Stash &&) noexcept;
    ~Stash();
    const sc::GameTree *tree() const { return m_tree.get(); }
    const QString &filePath() const { return m_filePath; }
    bool isModified() const;
    bool isEmpty() const { return !m_tree; }

   private:
    friend class GameDocument;
    std::unique_ptr<sc::GameTree> m_tree;
    sc::NodeId m_current = 0;
    QString m_filePath;
    std::unique_ptr<QUndoStack> m_undo;
  };
  // Shows the stashed game, at the node it stood on, with its history, and
  // puts the shown one into `stash`: views see a game reset, nothing is lost.
  void swapGame(Stash &stash);

  // --- whole-game changes (clear the undo stack)
  void newGame(const sc::Position &start);
  void loadTree(std::unique_ptr<sc::GameTree> tree);

  // --- navigation
  void goTo(sc::NodeId node);
  void goForward();  // first child
  void goBack();     // parent
  void goStart();
  void goEnd();               // end of the current line
  void goSibling(int delta);  // among the parent's children (Up/Down at a fork)

  // --- edits (undoable). playTurn follows an existing child with the same
  // turn, or adds one (a new variation when another continuation exists) and
  // goes there. The turn must be legal at the current node.
  void playTurn(const sc::Turn &turn);
  void setAnnotation(sc::NodeId node, const sc::Annotation &annotation);
  // One place towards the front among its siblings.
  void promoteVariation(sc::NodeId node);
  // The node's whole line becomes the game's main line: at every fork from the
  // root down to `node`, the branch leading to it becomes the first child.
  void makeMainLine(sc::NodeId node);
  void deleteVariation(sc::NodeId node);  // the subtree starting at node
  void deleteFromHere(
      sc::NodeId node);  // node's children (the rest of the line and its variations)
  // Adds a line of turns (an engine's, in notation) below `node`, following
  // the children that already hold its first turns and starting a variation
  // with the rest, and puts `comment` after its first turn: one undo step.
  // The current node stays. A null move ("--") is a pass where sc::mayPass
  // allows one (D39). Stops at the first unreadable or illegal turn;
  // returns how many turns were read (0: nothing changed).
  int insertLine(sc::NodeId node, const QStringList &turns, const QString &comment = {});
  // Merges `other` into this game as variations where the game reaches its
  // start (gamemerge.h): one undo step, none when nothing is new. The
  // current node stays.
  MergeOutcome mergeGame(const sc::GameTree &other);
  // Merges each of `others` in turn, as one undo step (none when nothing is
  // new); an outcome for each, in their order.
  std::vector<MergeOutcome> mergeGames(const std::vector<const sc::GameTree *> &others);
  // Takes `part` out of the whole game (gamestrip.h) as one undo step; how
  // many were taken (0: nothing, and no undo step).
  int strip(StripPart part);
  // Scid's "strip moves from the beginning": the game starts from the current
  // position, keeping what follows it, as one undo step; how many turns went
  // before it (0 at the start: nothing, no undo step).
  int stripTurnsBefore();
  // A null value removes the tag; an empty one keeps it with "" as its value.
  void setTag(const QString &name, const QString &value);
  // The game's tags become `tags` (the Game Information dialog): those not in
  // it are removed, the rest set, as one undo step.
  void setTags(const std::map<std::string, std::string> &tags);

  // --- queries
  // Whether an annotator's pass (a null move, D39) may be played at the
  // current node: sc::mayPass on its position.
  bool canPass() const;
  // Whether `node` is `ancestor` or lies below it (walks up from `node`).
  bool isInSubtree(sc::NodeId node, sc::NodeId ancestor) const;
  // Whether the node is reachable from the root (not detached by a deletion).
  bool isAttached(sc::NodeId node) const;
  // The number and the side of the turn that led to `node` ("12." / "12…").
  int turnNumber(sc::NodeId node) const;
  sc::Color mover(sc::NodeId node) const;

  // Used by the undo commands (they hold deltas, the document applies them).
  // Each structural change is announced before and after, so item models can
  // call their begin/end functions while the tree is still in the old state.
  sc::GameTree &mutableTree() { return *m_tree; }
  void notifyAboutToInsert(sc::NodeId parent, int index, sc::NodeId node);
  void notifyInserted(sc::NodeId parent, int index);
  void notifyAboutToRemove(sc::NodeId parent, int index);
  void notifyRemoved(sc::NodeId parent, int index);
  void notifyAboutToReorder(sc::NodeId parent);
  void notifyReordered(sc::NodeId parent);
  void notifyAnnotation(sc::NodeId node);
  void notifyTags();
  // Puts `tree` in the place of the game's tree, which goes into `tree`, and
  // shows `current` of it: a game reset for the views, kept on the undo stack
  // (the commands below it name the old tree, those above it the new one).
  void exchangeTree(std::unique_ptr<sc::GameTree> &tree, sc::NodeId current);

 signals:
  void currentNodeChanged(sc::NodeId node);
  // A turn was played at `from` (playTurn): `to` is the child it followed,
  // or the one it added (`added`), now the current node.
  void turnPlayed(sc::NodeId from, sc::NodeId to, bool added);
  void gameAboutToBeReset();
  void gameReset();  // a new or loaded game: views rebuild
  // Structure, for item models' begin/end calls. `node` is the subtree about to
  // be (re-)inserted, or sc::kNoNode for a new node without children.
  void nodeAboutToBeInserted(sc::NodeId parent, int index, sc::NodeId node);
  void nodeInserted(sc::NodeId parent, int index);
  void nodeAboutToBeRemoved(sc::NodeId parent, int index);
  void nodeRemoved(sc::NodeId parent, int index);
  // Reorders may nest (making a line the main line reorders every fork on its
  // path): listeners see the outermost pair.
  void childrenAboutToBeReordered(sc::NodeId parent);
  void childrenReordered(sc::NodeId parent);
  void annotationChanged(sc::NodeId node);
  void tagsChanged();
  // A tag was set or removed by an edit (or its undo) of the game on show,
  // not by another game replacing it (which emits tagsChanged alone).
  void tagsEdited();
  void filePathChanged(const QString &path);
  void modifiedChanged(bool modified);
  void undoIndexChanged();  // the shown history moved (an edit, undo or redo)
  void undoStackChanged(QUndoStack *previous, QUndoStack *now);

 private:
  void resetTo(std::unique_ptr<sc::GameTree> tree);
  // At the root of the tree just put in place, said to the views as a reset.
  void showNewTree();
  void watchUndo();

  sc::VariantPtr m_variant;
  std::unique_ptr<sc::GameTree> m_tree;
  sc::NodeId m_current = 0;
  sc::Position m_position;
  std::unique_ptr<QUndoStack> m_undo;
  QString m_filePath;
  int m_reorderDepth = 0;
};
