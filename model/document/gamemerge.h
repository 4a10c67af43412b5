// Merging another game into the one being edited, as Scid's and ChessX's
// "Merge Game" do: a teacher brings a master game, a student's game or an
// analysis into the game on the board as variations, in one undo step.
// The other game's tree hangs where the game on the board reaches the
// other's start (the same position and the same rule system); its turns that
// the game already has are followed, everything else is added with its
// annotations. What the game on the board already says is never changed.
// docs/collections.md, "The Games dock".
#pragma once

#include <QString>
#include <memory>
#include <string>
#include <vector>

#include "gamecommands.h"

// What mergeGame did, for the status bar.
struct MergeOutcome {
  enum class Result {
    Merged,      // turns were added
    NothingNew,  // every turn of the other game is in this one already
    NoMeeting,   // the game never reaches the other's start position
    OtherRules,  // the other game is of another rule system
  };
  Result result = Result::NothingNew;
  int added = 0;                      // new nodes
  sc::NodeId anchor = sc::kNoNode;    // where the other game's start was found
  sc::NodeId firstNew = sc::kNoNode;  // the first node added (in the other's order)
};

// Where `tree` reaches `start`: the current node, then the way to it
// (nearest first), then the main line; kNoNode when nowhere.
sc::NodeId findMeeting(const sc::GameTree &tree, sc::NodeId current, const sc::Position &start);

// A short label for the merged line, from the other game's tags: "White -
// Black, Event Date" without the parts that are unknown ("?"). Empty when
// the tags say nothing. Language-neutral: it goes into the file.
std::string mergeLabel(const sc::GameTree &other);

// Adds `other`'s nodes below `anchor` where they are new (with their
// annotations; `label` before the first one added); undo detaches them.
class MergeGameCommand : public GameCommand {
 public:
  MergeGameCommand(GameDocument *doc, sc::NodeId anchor, const sc::GameTree &other,
                   std::string label, QUndoCommand *parent = nullptr);
  void redo() override;
  void undo() override;
  int added() const { return m_count; }
  sc::NodeId firstNew() const { return m_tops.empty() ? sc::kNoNode : m_tops.front().node; }

 private:
  struct Top {  // a new subtree's root, where it hangs
    sc::NodeId parent;
    sc::NodeId node;
    int index;
  };
  void add(sc::NodeId otherNode, sc::NodeId parent);  // a new node and its subtree
  void walk();                                        // the first redo

  sc::NodeId m_anchor;
  std::unique_ptr<sc::GameTree> m_other;  // released after the first redo
  std::string m_label;
  bool m_done = false;
  int m_count = 0;
  std::vector<Top> m_tops;
};
