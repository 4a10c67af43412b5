#include "rankthreats.h"

#include <algorithm>

#include "effect.h"
#include "movegen.h"

namespace {

// Lower is simpler; a shooter that can do it several ways is listed with the
// simplest (a plain shot before a move and shot, before a series, ...).
int simplicity(sc::TurnKind kind) {
  switch (kind) {
    case sc::TurnKind::Shoot:
    case sc::TurnKind::Capture:  // C2: a capture is the chess piece's plain attack
    case sc::TurnKind::EnPassant:
    case sc::TurnKind::Promotion:
      return 0;
    case sc::TurnKind::Replace:
      return 1;
    case sc::TurnKind::MoveShoot:
      return 2;
    case sc::TurnKind::Series:
      return 3;
    case sc::TurnKind::PairTranslate:
      return 4;
    case sc::TurnKind::PairRotate:
      return 5;
    case sc::TurnKind::Bomber:
      return 6;
    default:
      return 7;  // moves, unloads and bridges shoot nothing
  }
}

}  // namespace

ThreatFinder::ThreatFinder() : m_turns(std::make_unique<sc::TurnList>()) {}
ThreatFinder::~ThreatFinder() = default;

void ThreatFinder::compute(sc::Position &pos) {
  for (auto &list : m_threats) list.clear();
  const sc::Color toMove = pos.sideToMove();
  computeFor(pos, toMove);
  // The other side's next turn: the same board with it to move.
  pos.setSideToMove(~toMove);
  computeFor(pos, ~toMove);
  pos.setSideToMove(toMove);
}

void ThreatFinder::computeFor(sc::Position &pos, sc::Color attacker) {
  sc::generateLegal(pos, *m_turns);
  sc::EditList edits;
  for (const sc::Turn &t : *m_turns) {
    if (simplicity(t.kind) > 6) continue;
    if (t.kind == sc::TurnKind::PairTranslate && !(t.flags & sc::Turn::kShot)) continue;
    sc::computeEdits(pos, t, edits);
    for (const sc::Edit &e : edits) {
      if (e.offBoard) continue;  // a reserve or counter slot (K20-K24)
      // An enemy's square emptied: shot down (a replace then lands on it).
      if (e.before.empty() || e.before.color == attacker || !e.after.empty()) continue;
      std::vector<Threat> &list = m_threats[e.square];
      auto it = std::find_if(list.begin(), list.end(),
                             [&](const Threat &x) { return x.attacker == t.from; });
      // D10: the bomber's bridge dissolves first and it blasts with its own rank.
      const int rank = t.kind == sc::TurnKind::Bomber ? pos.at(t.from).rank : pos.pairRank(t.from);
      if (it == list.end())
        list.push_back({t.from, t, rank});
      else if (simplicity(t.kind) < simplicity(it->turn.kind))
        *it = Threat{t.from, t, rank};
    }
  }
}
