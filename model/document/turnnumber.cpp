#include "turnnumber.h"

#include "gamedocument.h"

std::pair<sc::NodeId, sc::NodeId> lineTurns(const GameDocument &document) {
  const sc::GameTree &tree = document.tree();
  sc::NodeId last = document.currentNode();
  while (!tree.node(last).children.empty()) last = tree.node(last).children.front();
  if (last == tree.root()) return {sc::kNoNode, sc::kNoNode};
  sc::NodeId first = last;
  while (tree.node(first).parent != tree.root()) first = tree.node(first).parent;
  return {first, last};
}

sc::NodeId findTurn(const GameDocument &document, const TurnNumber &turn) {
  const sc::GameTree &tree = document.tree();
  // Walk back from the line's end: the line is a chain of parents from there,
  // and its numbers only fall, so the walk ends below the number asked for.
  sc::NodeId white = sc::kNoNode;
  sc::NodeId black = sc::kNoNode;
  for (sc::NodeId node = lineTurns(document).second; node != sc::kNoNode && node != tree.root();
       node = tree.node(node).parent) {
    const int number = document.turnNumber(node);
    if (number < turn.number) break;
    if (number == turn.number) (document.mover(node) == sc::Color::White ? white : black) = node;
  }
  if (turn.side) return *turn.side == sc::Color::White ? white : black;
  return white != sc::kNoNode ? white : black;
}
