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

}  // namespace sc::pgn
