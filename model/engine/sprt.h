// The sequential probability ratio test that stops a match once it has shown
// which of two Elo hypotheses holds: the generalised SPRT over a trinomial
// (win, draw, loss) as fishtest computes it, with logistic Elo.
#pragma once

#include <optional>
#include <string>

namespace sc {

struct SprtParams {
  double elo0 = 0;  // H0: the first player is elo0 stronger
  double elo1 = 5;  // H1: it is elo1 stronger (elo1 > elo0)
  double alpha = 0.05;
  double beta = 0.05;
};

// "ELO0,ELO1,ALPHA,BETA", e.g. "0,5,0.05,0.05". Null with `error` otherwise.
std::optional<SprtParams> parseSprt(const std::string &text, std::string &error);

// The bounds: ln(beta / (1 - alpha)) below, ln((1 - beta) / alpha) above.
double sprtLowerBound(const SprtParams &p);
double sprtUpperBound(const SprtParams &p);

// The log-likelihood ratio of H1 against H0 for the first player's results:
// N * sum_i p_i log(q1_i / q0_i) over the outcomes (loss, draw, win) with
// frequencies p_i, where q0 and q1 are the distributions closest to p (by
// maximum likelihood) whose mean scores are s0 and s1 = 1 / (1 + 10^(-elo/400))
// for elo0 and elo1: fishtest's LLR_logistic. For many games it is about
// N (s1 - s0)(2x - s0 - s1) / (2 var), x the mean score and var its
// variance, the approximation cutechess-cli prints. An outcome with no game
// counts 0.001 games, as fishtest regularises; no game at all gives 0.
double sprtLlr(int wins, int draws, int losses, const SprtParams &p);

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };
SprtDecision sprtDecide(double llr, const SprtParams &p);

}  // namespace sc
