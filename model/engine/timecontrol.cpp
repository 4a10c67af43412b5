#include "timecontrol.h"

#include <algorithm>
#include <string>

namespace sc {

namespace {

// With no control in sight, each turn takes a thirtieth of what is left, so
// the clock shrinks by a thirtieth a turn and a long game never runs it out.
// A control far off counts as forty turns away: the turns before it share
// no more thinly than that.
constexpr int kTurnsWhenUnknown = 30;
constexpr int kMostTurnsPlanned = 40;

constexpr long long kMostMs = 24LL * 3600 * 1000;  // a day: beyond any match

// "12", "0.6", "90.25": seconds with up to three decimals, into milliseconds.
bool readSeconds(const std::string &text, long long &ms) {
  long long seconds = 0, thousandths = 0;
  std::size_t i = 0;
  const auto digits = [&](long long &into, std::size_t most) {
    const std::size_t from = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - from < most)
      into = into * 10 + (text[i++] - '0');
    return i - from;
  };
  if (digits(seconds, 9) == 0) return false;
  if (i < text.size() && text[i] == '.') {
    ++i;
    const std::size_t n = digits(thousandths, 3);
    if (n == 0) return false;
    for (std::size_t k = n; k < 3; ++k) thousandths *= 10;
  }
  ms = seconds * 1000 + thousandths;
  return i == text.size();
}

// A period's time: seconds, or cutechess-cli's minutes:seconds ("1:30",
// "2:05.5"), the seconds below 60.
bool readTime(const std::string &text, long long &ms) {
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos) return readSeconds(text, ms);
  long long minutes = 0, seconds = 0;
  const std::string head = text.substr(0, colon), tail = text.substr(colon + 1);
  if (head.empty() || head.size() > 6 || head.find_first_not_of("0123456789") != std::string::npos)
    return false;
  if (tail.size() < 2 || tail[0] < '0' || tail[0] > '5' || !readSeconds(tail, seconds))
    return false;
  minutes = std::stoll(head);  // six digits at most
  ms = minutes * 60000 + seconds;
  return true;
}

std::string secondsText(int ms) {
  std::string s = std::to_string(ms / 1000);
  if (const int rest = ms % 1000) {
    std::string frac = std::to_string(1000 + rest).substr(1);
    while (frac.back() == '0') frac.pop_back();
    s += "." + frac;
  }
  return s;
}

}  // namespace

std::string TimeControl::text() const {
  std::string s = moves > 0 ? std::to_string(moves) + "/" : "";
  s += secondsText(baseMs);
  if (incMs > 0) s += "+" + secondsText(incMs);
  return s;
}

std::optional<TimeControl> parseTimeControl(const std::string &text, std::string &error) {
  const auto refuse = [&](const std::string &why) {
    error = "time control '" + text + "': " + why +
            " (as cutechess-cli: 40/60+0.6, 60+0.6, 90, 1:30+1)";
    return std::nullopt;
  };
  TimeControl tc;
  std::string rest = text;
  if (const std::size_t slash = rest.find('/'); slash != std::string::npos) {
    const std::string count = rest.substr(0, slash);
    if (count.empty() || count.size() > 4 ||
        count.find_first_not_of("0123456789") != std::string::npos)
      return refuse("the turns before '/' are not a whole number");
    tc.moves = std::stoi(count);  // four digits at most
    if (tc.moves < 1) return refuse("a period needs at least one turn");
    rest = rest.substr(slash + 1);
  }
  long long base = 0, inc = 0;
  const std::size_t plus = rest.find('+');
  if (!readTime(rest.substr(0, plus), base))
    return refuse("'" + rest.substr(0, plus) + "' is not a time in seconds or minutes:seconds");
  if (plus != std::string::npos && !readSeconds(rest.substr(plus + 1), inc))
    return refuse("'" + rest.substr(plus + 1) + "' is not an increment in seconds");
  if (base < 1) return refuse("the clock needs some time");
  if (base > kMostMs || inc > kMostMs) return refuse("more than a day");
  tc.baseMs = int(base);
  tc.incMs = int(inc);
  return tc;
}

TurnTime allotTime(const GameClock &clock, int overheadMs) {
  const long long left = std::max(1LL, (long long)clock.timeMs - std::max(0, overheadMs));
  const int toGo =
      clock.movesToGo > 0 ? std::min(clock.movesToGo, kMostTurnsPlanned) : kTurnsWhenUnknown;
  const long long share = left / toGo + std::max(0, clock.incMs) * 3LL / 4;
  TurnTime t;
  t.hardMs = int(std::clamp(share * 3, 1LL, std::max(1LL, left * 8 / 10)));
  t.softMs = int(std::clamp(share / 2, 1LL, (long long)t.hardMs));
  return t;
}

}  // namespace sc
