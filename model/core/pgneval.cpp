#include "pgneval.h"

#include <cstdlib>

namespace sc::pgn {

std::string evalPawns(int whiteCentiRanks) {
  // Integer arithmetic: the C locale's '.', and no rounding of what is exact.
  const int whole = std::abs(whiteCentiRanks) / 100, cents = std::abs(whiteCentiRanks) % 100;
  return (whiteCentiRanks < 0 ? "-" : "") + std::to_string(whole) + (cents < 10 ? ".0" : ".") +
         std::to_string(cents);
}

std::string evalMate(int whiteTurns) {
  return (whiteTurns < 0 ? "#-" : "#") + std::to_string(std::abs(whiteTurns));
}

std::optional<std::string> engineCommentEval(std::string_view s, bool moverIsWhite) {
  std::size_t i = 0;
  const auto digits = [&] {
    const std::size_t from = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9' && i - from < 6) ++i;
    return i - from;
  };
  const auto number = [&](std::size_t from) {
    return std::atoi(std::string(s.substr(from, i - from)).c_str());
  };
  while (i < s.size() && s[i] == ' ') ++i;
  const bool negative = i < s.size() && s[i] == '-';
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  const bool mate = i < s.size() && s[i] == 'M';
  int value = 0;  // plies for a mate, else centi-ranks
  if (mate) {
    const std::size_t from = ++i;
    if (digits() == 0) return std::nullopt;
    value = number(from);
  } else {
    std::size_t from = i;
    if (digits() == 0) return std::nullopt;
    value = number(from) * 100;
    if (i >= s.size() || s[i] != '.') return std::nullopt;
    from = ++i;
    if (digits() != 2) return std::nullopt;
    value += number(from);
  }
  // The depth and the time make it an engine's, not a reader's "0.5/1".
  if (i >= s.size() || s[i] != '/') return std::nullopt;
  ++i;
  if (digits() == 0 || i >= s.size() || s[i] != ' ') return std::nullopt;
  ++i;
  if (digits() == 0) return std::nullopt;
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (digits() == 0) return std::nullopt;
  }
  if (i >= s.size() || s[i] != 's') return std::nullopt;
  ++i;
  if (i < s.size() && s[i] != ',' && s[i] != ' ') return std::nullopt;
  const int sign = (negative ? -1 : 1) * (moverIsWhite ? 1 : -1);
  if (!mate) return evalPawns(sign * value);
  // After this turn: the mover's own turns still to come when it mates (the
  // first of the plies was this one), the opponent's when it is mated.
  const int turns = negative ? value / 2 : (value - 1) / 2;
  if (turns <= 0) return std::nullopt;
  return evalMate(sign * turns);
}

}  // namespace sc::pgn
