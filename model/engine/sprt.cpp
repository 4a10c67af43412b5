#include "sprt.h"

#include <cmath>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace sc {

namespace {

double expectedScore(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

}  // namespace

std::optional<SprtParams> parseSprt(const std::string &text, std::string &error) {
  std::vector<double> v;
  std::istringstream in(text);
  for (std::string part; std::getline(in, part, ',');) {
    char *end = nullptr;
    const double d = std::strtod(part.c_str(), &end);
    if (part.empty() || *end != '\0' || !std::isfinite(d)) {
      error = "'" + part + "' is not a number";
      return std::nullopt;
    }
    v.push_back(d);
  }
  if (v.size() != 4) {
    error = "'" + text + "' is not ELO0,ELO1,ALPHA,BETA";
    return std::nullopt;
  }
  SprtParams p{v[0], v[1], v[2], v[3]};
  if (!(p.elo1 > p.elo0)) {
    error = "ELO1 must be greater than ELO0";
    return std::nullopt;
  }
  if (!(p.alpha > 0 && p.alpha < 0.5 && p.beta > 0 && p.beta < 0.5)) {
    error = "ALPHA and BETA must lie between 0 and 0.5";
    return std::nullopt;
  }
  return p;
}

double sprtLowerBound(const SprtParams &p) { return std::log(p.beta / (1 - p.alpha)); }
double sprtUpperBound(const SprtParams &p) { return std::log((1 - p.beta) / p.alpha); }

double sprtLlr(int wins, int draws, int losses, const SprtParams &p) {
  if (wins + draws + losses <= 0) return 0;
  // Fishtest's regularisation: an outcome not seen yet counts 0.001 times,
  // so that a one-sided run (every game won) has a variance and can stop.
  auto seen = [](int count) { return count > 0 ? double(count) : 1e-3; };
  const double nw = seen(wins), nd = seen(draws), nl = seen(losses);
  const double n = nw + nd + nl;
  const double w = nw / n, d = nd / n;
  const double x = w + d / 2;
  const double var = w + d / 4 - x * x;  // E[score^2] - E[score]^2
  const double s0 = expectedScore(p.elo0), s1 = expectedScore(p.elo1);
  return n * (s1 - s0) * (2 * x - s0 - s1) / (2 * var);
}

SprtDecision sprtDecide(double llr, const SprtParams &p) {
  if (llr >= sprtUpperBound(p)) return SprtDecision::AcceptH1;
  if (llr <= sprtLowerBound(p)) return SprtDecision::AcceptH0;
  return SprtDecision::Continue;
}

}  // namespace sc
