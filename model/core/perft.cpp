#include "perft.h"

#include "movegen.h"

namespace sc {
namespace {

std::uint64_t leavesBelow(Position &pos, int depth) {
  if (depth <= 0) return 1;
  TurnList turns;
  generateLegal(pos, turns);
  if (depth == 1) return std::uint64_t(turns.size);  // bulk counting at the last ply
  std::uint64_t leaves = 0;
  for (const Turn &t : turns) {
    pos.make(t);
    leaves += leavesBelow(pos, depth - 1);
    pos.undo();
  }
  return leaves;
}

}  // namespace

std::uint64_t perft(Position &pos, int depth) {
  // Room for every ply below, and one more for a legality test's turn: no
  // node allocates.
  pos.reserveHistory(depth + 1);
  return leavesBelow(pos, depth);
}

std::vector<std::pair<Turn, std::uint64_t>> perftDivide(Position &pos, int depth) {
  pos.reserveHistory(depth + 1);
  std::vector<std::pair<Turn, std::uint64_t>> result;
  TurnList turns;
  generateLegal(pos, turns);
  for (const Turn &t : turns) {
    pos.make(t);
    result.emplace_back(t, leavesBelow(pos, depth - 1));
    pos.undo();
  }
  return result;
}

}  // namespace sc
