// K24a: the odds of a fortune of war's outcome. A program draws the card,
// then the Ace of Spades' kind, then an outcome evenly within it; the weights
// are ruleset data (its "chance" object). Only the legal outcomes count: a
// card or kind with none left is not drawn.
#include "battlefield.h"

namespace sc::battlefield {

namespace {
// The four groups of outcomes: Queen of Hearts, strike, isolation, repair.
int group(const Turn &t) { return int(t.target); }
}  // namespace

double chanceOdds(const Position &pos, const TurnList &outcomes, const Turn &t) {
  if (t.kind != TurnKind::Chance) return 0.0;
  const Battlefield &b = pos.rules().battlefield;
  int count[4] = {0, 0, 0, 0};
  for (const Turn &o : outcomes)
    if (o.kind == TurnKind::Chance) ++count[group(o)];
  // The card: Queen of Hearts (group 0), Ace of Spades (1, 2), Joker (3).
  const double card[3] = {count[0] ? double(b.cardWeights[0]) : 0.0,
                          count[1] + count[2] ? double(b.cardWeights[1]) : 0.0,
                          count[3] ? double(b.cardWeights[2]) : 0.0};
  const double cards = card[0] + card[1] + card[2];
  if (cards <= 0 || count[group(t)] == 0) return 0.0;
  const int g = group(t);
  double p = card[g == 0 ? 0 : g == 3 ? 2 : 1] / cards;
  if (g == 1 || g == 2) {  // the Ace's kind: strike or isolation
    const double kind[2] = {count[1] ? double(b.aceWeights[0]) : 0.0,
                            count[2] ? double(b.aceWeights[1]) : 0.0};
    p *= kind[g - 1] / (kind[0] + kind[1]);
  }
  return p / count[g];
}

// K24a: the outcome a draw `r` in [0, 1) picks among the legal outcomes.
int drawChance(const Position &pos, const TurnList &outcomes, double r) {
  double acc = 0;
  int last = -1;
  for (int i = 0; i < outcomes.size; ++i) {
    const double p = chanceOdds(pos, outcomes, outcomes[i]);
    if (p <= 0) continue;
    last = i;
    acc += p;
    if (r < acc) return i;
  }
  return last;
}

double keyedDraw(Key key) {
  Key z = key * 0x9E3779B97F4A7C15ull;
  z ^= z >> 29;
  z *= 0xBF58476D1CE4E5B9ull;
  z ^= z >> 32;
  return double(z >> 11) * 0x1.0p-53;
}

}  // namespace sc::battlefield
