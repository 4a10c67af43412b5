#include "sprt.h"

#include <cmath>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace sc {

namespace {

double expectedScore(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

constexpr double kScores[3] = {0.0, 0.5, 1.0};  // a loss, a draw, a win

// The maximum-likelihood distribution of the outcomes whose mean score is `s`
// is q_i = p_i / (1 + x (a_i - s)), where x solves the secular equation
// sum p_i (a_i - s) / (1 + x (a_i - s)) = 0 (fishtest's LLRcalc). Its left
// side falls with x on (-1 / (1 - s), 1 / s), where every q_i is positive,
// so bisection finds x.
double tilt(const double (&prob)[3], double s) {
  auto f = [&](double x) {
    double sum = 0;
    for (int i = 0; i < 3; ++i) sum += prob[i] * (kScores[i] - s) / (1 + x * (kScores[i] - s));
    return sum;
  };
  double lo = -1 / (1 - s), hi = 1 / s;
  const double inset = (hi - lo) * 1e-12;
  lo += inset;
  hi -= inset;
  for (int i = 0; i < 200 && hi - lo > 1e-15; ++i) {
    const double mid = (lo + hi) / 2;
    (f(mid) > 0 ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

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
  // so that every outcome keeps some probability under either hypothesis.
  auto seen = [](int count) { return count > 0 ? double(count) : 1e-3; };
  const double counts[3] = {seen(losses), seen(draws), seen(wins)};
  const double n = counts[0] + counts[1] + counts[2];
  const double prob[3] = {counts[0] / n, counts[1] / n, counts[2] / n};
  const double s0 = expectedScore(p.elo0), s1 = expectedScore(p.elo1);
  const double x0 = tilt(prob, s0), x1 = tilt(prob, s1);
  double llr = 0;
  for (int i = 0; i < 3; ++i)
    llr += prob[i] * std::log((1 + x0 * (kScores[i] - s0)) / (1 + x1 * (kScores[i] - s1)));
  return n * llr;
}

SprtDecision sprtDecide(double llr, const SprtParams &p) {
  if (llr >= sprtUpperBound(p)) return SprtDecision::AcceptH1;
  if (llr <= sprtLowerBound(p)) return SprtDecision::AcceptH0;
  return SprtDecision::Continue;
}

}  // namespace sc
