#include "pgnclock.h"

#include <cmath>
#include <string>
#include <vector>

namespace sc::pgn {
namespace {

struct ClockFields {
  std::vector<std::string_view> fields;  // hours (if any), minutes, seconds
  std::string_view fraction;             // digits after the point, or empty
};

bool allDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

bool split(std::string_view text, ClockFields &out) {
  const std::size_t point = text.find('.');
  if (point != std::string_view::npos) {
    out.fraction = text.substr(point + 1);
    text = text.substr(0, point);
    if (!allDigits(out.fraction) || out.fraction.size() > 3) return false;
  }
  std::size_t start = 0;
  for (;;) {
    const std::size_t colon = text.find(':', start);
    out.fields.push_back(text.substr(start, colon - start));
    if (colon == std::string_view::npos) break;
    start = colon + 1;
  }
  if (out.fields.size() < 2 || out.fields.size() > 3) return false;
  for (std::size_t i = 0; i < out.fields.size(); ++i) {
    const std::string_view f = out.fields[i];
    if (!allDigits(f) || (i == 0 ? f.size() > 3 : f.size() != 2)) return false;
    if (i > 0 && f[0] > '5') return false;  // minutes and seconds below 60
  }
  return true;
}

std::string_view withoutLeadingZeros(std::string_view s) {
  while (s.size() > 1 && s[0] == '0') s.remove_prefix(1);
  return s;
}

}  // namespace

bool isClockText(std::string_view text) {
  ClockFields f;
  return split(text, f);
}

std::string shortClock(std::string_view text) {
  ClockFields f;
  if (!split(text, f)) return {};
  std::vector<std::string_view> shown = f.fields;
  if (shown.size() == 3 && withoutLeadingZeros(shown[0]) == "0") shown.erase(shown.begin());
  std::string out(withoutLeadingZeros(shown[0]));
  for (std::size_t i = 1; i < shown.size(); ++i) out += ':' + std::string(shown[i]);
  if (f.fraction.find_first_not_of('0') != std::string_view::npos) {
    std::string_view frac = f.fraction;
    while (frac.back() == '0') frac.remove_suffix(1);
    out += '.' + std::string(frac);
  }
  return out;
}

double clockSeconds(std::string_view text) {
  ClockFields f;
  if (!split(text, f)) return -1;
  // By hand: strtod reads the point as the C locale's, which a Qt program
  // on a German desktop has made a comma.
  const auto number = [](std::string_view digits) {
    double n = 0;
    for (char c : digits) n = n * 10 + (c - '0');
    return n;
  };
  double seconds = 0;
  for (std::string_view field : f.fields) seconds = seconds * 60 + number(field);
  return seconds + number(f.fraction) / std::pow(10.0, double(f.fraction.size()));
}

}  // namespace sc::pgn
