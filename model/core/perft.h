// Perft: the number of leaves of the legal-turn tree, the fingerprint of the
// rules (a count changes only when the rules change on purpose).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "position.h"

namespace sc {

// Leaves at `depth`; the last ply is counted, not made (bulk counting).
std::uint64_t perft(Position &pos, int depth);

// Per legal turn at the root, the leaves below it.
std::vector<std::pair<Turn, std::uint64_t>> perftDivide(Position &pos, int depth);

}  // namespace sc
