#include "types.h"

namespace sc {

std::string squareName(Square s) {
  // Files a..p and ranks 1..16 cover the whole 16x16 grid.
  std::string name(1, char('a' + fileOf(s)));
  name += std::to_string(rankOf(s) + 1);
  return name;
}

const char *kindName(TurnKind k) {
  // These strings are the JSON "kind" values of `shooters legal` (S23 contract).
  static constexpr const char *names[kTurnKinds] = {
      "move",     "shoot",   "move-shoot",   "series",         "replace",
      "unload",   "bridge",  "unbridge",     "pair-translate", "pair-rotate",
      "bomber",   "capture", "castle",       "en-passant",     "promotion",
      "volley",   "double",  "breakthrough", "fire",           "frontal",
      "withdraw", "buy",     "place",        "chance",         "null",
  };
  const int i = int(k);
  return i >= 0 && i < kTurnKinds ? names[i] : "?";
}

EditKind editKind(const Edit &e) {
  if (e.offBoard) return EditKind::Other;  // a slot, no cell (K20-K24)
  const Cell &a = e.before;
  const Cell &b = e.after;
  if (a.empty() && !b.empty()) return EditKind::Place;
  if (!a.empty() && b.empty()) return EditKind::Remove;
  if (a.empty() || b.empty()) return EditKind::Other;  // empty to empty: nothing to show
  // The same shooter stays; classify by the single property that changed. A
  // different shooter on the square (a replace written as one edit) or two
  // changes at once is Other, so a view falls back to redrawing the cell.
  if (a.type != b.type || a.color != b.color) return EditKind::Other;
  const bool rank = a.rank != b.rank;
  const bool bridge = a.bridge != b.bridge;
  if (rank && !bridge) return EditKind::RankChange;
  if (bridge && !rank) return EditKind::BridgeChange;
  return EditKind::Other;
}

}  // namespace sc
