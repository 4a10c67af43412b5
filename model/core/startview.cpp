#include "startview.h"

#include "sfen.h"

namespace sc {

bool startsFromSetUp(const GameTree &tree) {
  const std::string sfen = writeSfen(tree.start());
  const Ruleset &rules = tree.start().rules();
  if (sfen == rules.startSfen) return false;
  // A ruleset may spell its start otherwise than the writer does.
  return writeSfen(startPosition(tree.start().variantPtr())) != sfen;
}

std::optional<Color> orientationTag(const GameTree &tree) {
  const auto it = tree.tags().find("Orientation");
  if (it == tree.tags().end()) return std::nullopt;
  std::string value;
  for (char c : it->second)
    if (c != ' ') value += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (value == "white") return Color::White;
  if (value == "black") return Color::Black;
  return std::nullopt;
}

StartView startView(const GameTree &tree) {
  StartView view;
  const std::optional<Color> tagged = orientationTag(tree);
  const bool setUp = startsFromSetUp(tree);
  const Color mover = tree.start().sideToMove();
  if (tagged)
    view.side = tagged;
  else if (setUp)
    view.side = mover;
  // The opponent's turn comes first only in a set-up position whose tag names
  // the other side; a game from the start with [Orientation "black"] (a
  // repertoire chapter) still opens at its start.
  const std::vector<NodeId> &first = tree.node(tree.root()).children;
  if (setUp && tagged && *tagged != mover && !first.empty()) view.node = first.front();
  return view;
}

}  // namespace sc
