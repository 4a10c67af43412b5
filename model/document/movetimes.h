// How long each turn of a played game took, as Lichess's "Move times" chart
// shows it: from the turn's [%emt] where the file has one, else from the
// mover's [%clk] before and after the turn and the TimeControl tag's
// increment (docs/analysis-game.md, "Move times").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gametree.h"

namespace MoveTimes {

// The first period of a PGN TimeControl tag (the standard's section 9.6.1):
// "300+3" (Lichess, chess.com), "180", "40/7200:3600" (its first period).
// None for "?", "-", a sandclock ("*180") or a text that does not read.
struct TimeControl {
  double base = 0;       // seconds on each clock at the start
  double increment = 0;  // seconds added after each turn
};
std::optional<TimeControl> readTimeControl(std::string_view tag);

// The seconds `node`'s turn took, or none: [%emt] when written; else the
// mover's clock before it (after its previous turn, or the time control's
// base for its first) plus the increment, less its [%clk] after it. A clock
// that rose by more than the increment (time added by the arbiter) is 0.
std::optional<double> spentOn(const sc::GameTree &tree, sc::NodeId node);

// spentOn for each position of the main line, root first (the root's none).
std::vector<std::optional<double>> mainLine(const sc::GameTree &tree);

// Seconds as a move list writes a time: "0:08", "2:58", "1:05:00", "0:07.4".
std::string clockText(double seconds);

// Whether any turn of the main line has a time: a game played on a clock.
bool hasTimes(const sc::GameTree &tree);

}  // namespace MoveTimes
