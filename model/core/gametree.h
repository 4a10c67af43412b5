// A game as a tree of turns: the main line and its variations, with the
// annotations teachers add (comments before and after a turn, NAGs, arrows and
// circles) and the PGN tags. Plain C++: the document layer wraps it in a
// QObject, the command line and PGN reader use it directly.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "position.h"

namespace sc {

using NodeId = int;
inline constexpr NodeId kNoNode = -1;

// The four colours of board shapes, as Lichess and ChessX name them ([%cal Ge2e4]).
enum class ShapeColor : std::uint8_t { Green, Red, Yellow, Blue };

struct Arrow {
  Square from = 0;
  Square to = 0;
  ShapeColor color = ShapeColor::Green;
  friend bool operator==(const Arrow &, const Arrow &) = default;
};

struct Circle {
  Square square = 0;
  ShapeColor color = ShapeColor::Green;
  friend bool operator==(const Circle &, const Circle &) = default;
};

// What a teacher attaches to a node. Part of a node, edited as one value by
// the document's undo commands.
struct Annotation {
  std::string commentBefore;  // PGN: a comment before the turn's token
  std::string commentAfter;
  std::vector<int> nags;  // $1 = !, $2 = ?, ... (PGN numeric annotation glyphs)
  std::vector<Arrow> arrows;
  std::vector<Circle> circles;
  // An engine's evaluation of the position after the turn, as PGN's
  // [%eval ...] command writes it ("0.35", "-1.20", "#3", "#-2"; pawn-ranks
  // from White's side). Kept apart from the comment so that an analysis never
  // rewrites a teacher's words; empty when there is none.
  std::string eval;
  // Clock times from a played game, as [%clk ...] and [%emt ...] write them
  // ("0:02:58"): the mover's clock after the turn, and the time the turn took.
  // Kept apart so that the notation shows them as times, not as a comment.
  std::string clock;
  std::string elapsed;
  friend bool operator==(const Annotation &, const Annotation &) = default;
};

struct Node {
  NodeId parent = kNoNode;
  Turn turn;                     // the turn that led here (unused at the root)
  std::string notation;          // its token, cached when the node is added
  std::vector<NodeId> children;  // children[0] continues the line; others are variations
  Annotation annotation;
  int ply = 0;        // distance from the root
  bool alive = true;  // false once deleted (ids stay stable)
};

class GameTree {
 public:
  // A tree whose root is `start`. The tree keeps its own copy of the start.
  explicit GameTree(const Position &start);

  const Position &start() const { return m_start; }
  NodeId root() const { return 0; }
  const Node &node(NodeId id) const { return m_nodes[id]; }
  bool valid(NodeId id) const { return id >= 0 && id < int(m_nodes.size()) && m_nodes[id].alive; }
  int nodeCount() const;  // live nodes, the root included
  // Ids run from 0 to idLimit() - 1, dead ones included (check valid()).
  int idLimit() const { return int(m_nodes.size()); }

  // The child of `parent` reached by `turn`, or kNoNode.
  NodeId findChild(NodeId parent, const Turn &turn) const;
  // Appends a child (the main continuation if it is the first). The caller
  // guarantees the turn is legal at `parent` and gives its token.
  NodeId addChild(NodeId parent, const Turn &turn, const std::string &notation);
  // Re-inserts a detached child under its former parent at a given index
  // (undo of a deletion keeps its place); its subtree comes back to life.
  void insertChild(NodeId parent, NodeId child, int index);
  // Detaches `id` and its subtree from its parent (ids stay valid for undo:
  // insertChild can put it back). The subtree's nodes are marked dead; `parent`
  // still names the former parent. Returns its former index, -1 for the root.
  int detach(NodeId id);

  // Variation edits. promote: one place towards the front; makeMain: to index 0.
  void promote(NodeId id);
  void makeMain(NodeId id);
  int childIndex(NodeId id) const;

  Annotation &annotation(NodeId id) { return m_nodes[id].annotation; }

  // The main line from `from` to its end (the node itself first).
  std::vector<NodeId> mainLine(NodeId from = 0) const;
  // Root first, `id` last.
  std::vector<NodeId> path(NodeId id) const;
  // `top` and every node below it, depth first: a node before its children,
  // children[0]'s subtree before children[1]'s. Iterative.
  std::vector<NodeId> subtree(NodeId top) const;
  // The position after the node's turn, replayed from the start.
  Position positionAt(NodeId id) const;

  // The PGN tags (Event, White, ...). Variant, SetUp and FEN are not kept here:
  // the PGN writer derives them from start() and ignores entries of those names.
  std::map<std::string, std::string> &tags() { return m_tags; }
  const std::map<std::string, std::string> &tags() const { return m_tags; }

 private:
  Position m_start;
  std::vector<Node> m_nodes;
  std::map<std::string, std::string> m_tags;
  int m_live = 0;

  void setSubtreeAlive(NodeId top, bool alive);
};

// The game along one line only (Lichess's "Copy variation PGN"): from the
// start through `through`, then on along its main continuation to the end,
// with the tags and the annotations of those turns and no other variation.
// A line that does not end where the main line does has no result yet: its
// Result tag becomes "*".
GameTree lineThrough(const GameTree &tree, NodeId through);

}  // namespace sc
