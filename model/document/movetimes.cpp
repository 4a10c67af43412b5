#include "movetimes.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

#include "pgnclock.h"

namespace MoveTimes {
namespace {

std::optional<double> seconds(const std::string &text) {
  if (text.empty()) return std::nullopt;
  const double s = sc::pgn::clockSeconds(text);
  return s < 0 ? std::nullopt : std::optional(s);
}

// A whole number of seconds that is the whole of `text`.
std::optional<double> wholeSeconds(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
  return double(value);
}

}  // namespace

std::optional<TimeControl> readTimeControl(std::string_view tag) {
  // The first period only: a later one adds time to the clock, which the
  // turn that crosses into it shows as a clock that rose (0).
  tag = tag.substr(0, tag.find(':'));
  if (const std::size_t slash = tag.find('/'); slash != std::string_view::npos)
    tag = tag.substr(slash + 1);  // "40/7200": 7200 s for the first 40 turns
  const std::size_t plus = tag.find('+');
  const std::optional<double> base = wholeSeconds(tag.substr(0, plus));
  if (!base) return std::nullopt;
  TimeControl control{*base, 0};
  if (plus != std::string_view::npos) {
    const std::optional<double> increment = wholeSeconds(tag.substr(plus + 1));
    if (!increment) return std::nullopt;
    control.increment = *increment;
  }
  return control;
}

namespace {

std::optional<TimeControl> gameTimeControl(const sc::GameTree &tree) {
  const auto tag = tree.tags().find("TimeControl");
  return tag == tree.tags().end() ? std::nullopt : readTimeControl(tag->second);
}

std::optional<double> spentOn(const sc::GameTree &tree, sc::NodeId node,
                              const std::optional<TimeControl> &control) {
  if (!tree.valid(node) || node == tree.root()) return std::nullopt;
  const sc::Annotation &a = tree.node(node).annotation;
  if (const std::optional<double> elapsed = seconds(a.elapsed)) return elapsed;
  const std::optional<double> after = seconds(a.clock);
  if (!after) return std::nullopt;
  // The mover's previous turn is two plies up; before its first, the base.
  const sc::NodeId parent = tree.node(node).parent;
  const sc::NodeId previous = tree.node(parent).parent;
  std::optional<double> before;
  if (previous != sc::kNoNode && previous != tree.root())
    before = seconds(tree.node(previous).annotation.clock);
  else if (control)
    before = control->base;
  if (!before) return std::nullopt;
  return std::max(0.0, *before + (control ? control->increment : 0) - *after);
}

}  // namespace

std::optional<double> spentOn(const sc::GameTree &tree, sc::NodeId node) {
  return spentOn(tree, node, gameTimeControl(tree));
}

std::vector<std::optional<double>> mainLine(const sc::GameTree &tree) {
  const std::optional<TimeControl> control = gameTimeControl(tree);
  std::vector<std::optional<double>> out;
  for (sc::NodeId id : tree.mainLine()) out.push_back(spentOn(tree, id, control));
  return out;
}

std::string clockText(double seconds) {
  const long tenths = std::lround(std::max(0.0, seconds) * 10);
  const long whole = tenths / 10;
  char text[32];
  if (whole >= 3600)
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", whole / 3600, whole / 60 % 60, whole % 60);
  else
    std::snprintf(text, sizeof text, "%ld:%02ld", whole / 60, whole % 60);
  std::string out = text;
  if (tenths % 10) {
    out += '.';
    out += char('0' + tenths % 10);
  }
  return out;
}

bool hasTimes(const sc::GameTree &tree) {
  const std::vector<std::optional<double>> times = mainLine(tree);
  return std::any_of(times.begin(), times.end(), [](const auto &t) { return t.has_value(); });
}

}  // namespace MoveTimes
