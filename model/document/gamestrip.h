// Edit > Strip, as Scid's "Strip" and ChessX's "Remove": one kind of
// annotation, or every variation, taken out of the whole game in one undo
// step. A teacher hands out a game without the answers; an analyst drops an
// engine's evaluations before writing their own.
// docs/navigator.md, "Stripping a game".
#pragma once

#include <memory>
#include <utility>
#include <vector>

#include "gamecommands.h"

enum class StripPart {
  Comments,     // before and after the turns, the game's opening comment too
  Variations,   // everything off the main line
  Glyphs,       // !, ?, +=, ... (NAGs)
  Shapes,       // arrows and circles
  Evaluations,  // [%eval]
  Clocks,       // [%clk] and [%emt]
};

// How many of `part` the game holds (variations: the lines off the main
// line, each with all it holds): 0 means there is nothing to strip.
int stripCount(const sc::GameTree &tree, StripPart part);

// Clears one kind of annotation on every node that has it.
class StripAnnotationsCommand : public GameCommand {
 public:
  StripAnnotationsCommand(GameDocument *doc, StripPart part);
  void redo() override;
  void undo() override;

 private:
  StripPart m_part;
  std::vector<std::pair<sc::NodeId, sc::Annotation>> m_old;  // what each node had
};

// Detaches every variation hanging off the main line (the ones inside them
// go with them). The board, when inside one, goes to where it branches off.
class StripVariationsCommand : public GameCommand {
 public:
  explicit StripVariationsCommand(GameDocument *doc);
  void redo() override;
  void undo() override;

 private:
  struct Cut {
    sc::NodeId parent;
    sc::NodeId node;
    int index;
  };
  std::vector<Cut> m_cuts;  // in the tree's order: undo puts them back in it
  sc::NodeId m_landing;     // where the board goes when it stood in a cut line
};

// The game from the current position on (Scid's "strip moves from the
// beginning"): a tree that starts there, with what followed the current turn
// (its variations too) and the game's tags; the turn's comment after becomes
// the game's opening comment. Undo puts the whole game back.
class StripTurnsBeforeCommand : public GameCommand {
 public:
  explicit StripTurnsBeforeCommand(GameDocument *doc);
  void redo() override;
  void undo() override;

 private:
  std::unique_ptr<sc::GameTree> m_other;  // the tree not shown: the new one, then the old
  sc::NodeId m_start;                     // the new tree's node the board shows (its root)
};
