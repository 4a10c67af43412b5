#include "endings.h"

#include "movegen.h"

#include <algorithm>

#include "searchdefs.h"
#include "status.h"

namespace sc {

NodeEnd staticEnd(const Position &pos, bool materialChanged) {
  const Color us = pos.sideToMove();
  // Both gone only after a bomber that won (D14): the side that moved wins.
  if (pos.monarchCount(us) == 0) return NodeEnd::Loss;
  if (pos.monarchCount(~us) == 0) return NodeEnd::Win;
  if (const int rank = pos.rules().lastMonarchWinsAt) {
    // F17 in F19's order, right after S18: a side's last monarch at the rank wins.
    bool won[2] = {false, false};
    for (Color c : {Color::White, Color::Black}) {
      Square m;
      won[index(c)] = royalMonarch(pos, c, m) && pos.at(m).rank >= rank;
    }
    if (won[0] && won[1]) return NodeEnd::Draw;
    if (won[index(us)]) return NodeEnd::Win;
    if (won[index(~us)]) return NodeEnd::Loss;
  }
  if (!materialChanged) return NodeEnd::None;
  // C9 alone (chess): its test stops at the first piece that can mate.
  if (!pos.rules().options.insufficientForce && !pos.rules().bareMonarchs)
    return pos.rules().material == MaterialRule::Fide && insufficientMaterial(pos) ? NodeEnd::Draw
                                                                                   : NodeEnd::None;

  const Variant &v = pos.variant();
  int sum[2] = {0, 0}, lowestMonarch[2] = {1 << 20, 1 << 20}, others = 0;
  pos.forEachPiece([&](Square s) {
    const Cell &c = pos.at(s);
    sum[index(c.color)] += c.rank;
    if (v.piece(c).monarch)
      lowestMonarch[index(c.color)] = std::min<int>(lowestMonarch[index(c.color)], c.rank);
    else
      ++others;
  });
  if (pos.rules().options.insufficientForce) {  // S22, White first as status does (D16)
    for (Color c : {Color::White, Color::Black})
      if (sum[index(~c)] < lowestMonarch[index(c)]) return c == us ? NodeEnd::Win : NodeEnd::Loss;
  }
  if (pos.rules().bareMonarchs && others == 0 && pos.monarchCount(us) == 1 &&
      pos.monarchCount(~us) == 1)
    return NodeEnd::Draw;  // S21 bare monarchs
  // C9: no mate is possible with this material (so C12's order, mate and
  // stalemate first, gives the same draw).
  if (pos.rules().material == MaterialRule::Fide && insufficientMaterial(pos)) return NodeEnd::Draw;
  return NodeEnd::None;
}

void KeyHistory::reset(const std::vector<Key> &game, Key root) {
  m_keys.clear();
  m_keys.reserve(game.size() + 2 * kMaxPly + 8);
  m_keys.assign(game.begin(), game.end());
  m_root = int(m_keys.size());
  m_keys.push_back(root);
  m_fence = 0;
}

bool KeyHistory::repeated(int quietPlies, int repetitions) const {
  const int last = int(m_keys.size()) - 1;
  const Key k = m_keys[std::size_t(last)];
  const int oldest = std::max(m_fence, last - quietPlies);
  int before = 0;
  // Same side to move means an even distance.
  for (int i = last - 2; i >= oldest; i -= 2) {
    if (m_keys[std::size_t(i)] != k) continue;
    if (i >= m_root) return true;
    if (++before >= repetitions - 1) return true;
  }
  return false;
}

}  // namespace sc
