// The typed reads of a ruleset document (rulesetfields.h).
#include "rulesetfields.h"

#include <charconv>
#include <cmath>

namespace sc::rulesetdetail {
namespace {

std::size_t editDistance(const std::string &a, const std::string &b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = up;
    }
  }
  return row[b.size()];
}

const char *const kDirNames[kDirections] = {"n", "ne", "e", "se", "s", "sw", "w", "nw"};
constexpr const char *kDirsExpected =
    "expected \"orthogonal\", \"diagonal\", \"all\", a direction, or a list of directions "
    "(n, ne, e, se, s, sw, w, nw)";

}  // namespace

std::string unknownKeyMessage(const std::string &key, const std::vector<std::string> &known) {
  std::string best;
  std::size_t bestDistance = 1000;
  for (const auto &k : known) {
    const std::size_t d = editDistance(key, k);
    if (d < bestDistance) bestDistance = d, best = k;
  }
  if (bestDistance <= std::max<std::size_t>(2, best.size() / 3))
    return "unknown key; did you mean \"" + best + "\"?";
  return "unknown key; expected one of: " + join(known);
}

std::string describe(const json::Value &v) {
  if (v.isNull()) return "got null";
  if (v.isBool()) return v.boolean() ? "got true" : "got false";
  if (v.isString()) return "got " + json::quote(v.string());
  if (v.isArray()) return "got a list";
  if (v.isObject()) return "got an object";
  char buf[32];
  const auto r = std::to_chars(buf, buf + sizeof buf, v.number());  // locale-free
  return "got " + std::string(buf, r.ptr);
}

std::size_t FieldReader::generation(const std::string &path) const {
  return std::find(m_files.begin(), m_files.end(), m_origins.of(path)) - m_files.begin();
}

void FieldReader::failAt(int line, int column, const std::string &path, const std::string &what) {
  m_errors.push_back(location(m_origins.of(path), line, column) + path + ": " + what);
}

void FieldReader::fail(const json::Value &at, const std::string &path, const std::string &what) {
  failAt(at.line, at.column, path, what);
}

bool FieldReader::validName(const std::string &s) {
  if (s.empty()) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

void FieldReader::knownKeys(const json::Value &obj, const std::string &path,
                            const std::vector<std::string> &known) {
  for (const auto &[key, value] : obj.object())
    if (std::find(known.begin(), known.end(), key) == known.end())
      fail(value, childPath(path, key), unknownKeyMessage(key, known));
}

const json::Value *FieldReader::find(const json::Value &obj, const std::string &key) {
  const auto it = obj.object().find(key);
  return it == obj.object().end() ? nullptr : &it->second;
}

const json::Value *FieldReader::require(const json::Value &obj, const std::string &path,
                                        const std::string &key, const std::string &expected) {
  const json::Value *v = find(obj, key);
  if (!v) fail(obj, childPath(path, key), "missing; expected " + expected);
  return v;
}

bool FieldReader::wholeIn(const json::Value &v, int lo, int hi) {
  return v.isNumber() && v.number() >= lo && v.number() <= hi &&
         v.number() == std::floor(v.number());
}

void FieldReader::integer(const json::Value &obj, const std::string &path, const std::string &key,
                          int lo, int hi, int &out) {
  const json::Value *v = find(obj, key);
  if (!v) return;
  if (wholeIn(*v, lo, hi))
    out = int(v->number());
  else
    fail(*v, childPath(path, key),
         "expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", " +
             describe(*v));
}

void FieldReader::boolean(const json::Value &obj, const std::string &path, const std::string &key,
                          bool &out) {
  const json::Value *v = find(obj, key);
  if (!v) return;
  if (v->isBool())
    out = v->boolean();
  else
    fail(*v, childPath(path, key), "expected true or false, " + describe(*v));
}

void FieldReader::text(const json::Value &obj, const std::string &path, const std::string &key,
                       std::string &out) {
  const json::Value *v = find(obj, key);
  if (!v) return;
  if (v->isString())
    out = v->string();
  else
    fail(*v, childPath(path, key), "expected a string, " + describe(*v));
}

bool FieldReader::object(const json::Value &v, const std::string &path, const std::string &what) {
  if (v.isObject()) return true;
  fail(v, path, "expected an object of " + what + ", " + describe(v));
  return false;
}

int FieldReader::dirByName(const std::string &s) {
  for (int d = 0; d < kDirections; ++d)
    if (s == kDirNames[d]) return d;
  return -1;
}

void FieldReader::directions(const json::Value &obj, const std::string &path,
                             const std::string &key, DirSet &out) {
  const json::Value *v = find(obj, key);
  if (!v) return;
  const std::string p = childPath(path, key);
  if (v->isString()) {
    const std::string &s = v->string();
    if (s == "orthogonal")
      out = kOrthogonal;
    else if (s == "diagonal")
      out = kDiagonal;
    else if (s == "all")
      out = kAllDirections;
    else if (dirByName(s) >= 0)
      out = DirSet(1u << dirByName(s));
    else
      fail(*v, p, std::string(kDirsExpected) + ", " + describe(*v));
    return;
  }
  if (!v->isArray()) return fail(*v, p, std::string(kDirsExpected) + ", " + describe(*v));
  DirSet set = 0;
  for (std::size_t i = 0; i < v->array().size(); ++i) {
    const json::Value &item = v->array()[i];
    const std::string ip = p + "[" + std::to_string(i) + "]";
    const int d = item.isString() ? dirByName(item.string()) : -1;
    if (d < 0)
      fail(item, ip, "expected one of n, ne, e, se, s, sw, w, nw, " + describe(item));
    else if (set & (1u << d))
      fail(item, ip, "direction \"" + item.string() + "\" is listed twice");
    else
      set |= DirSet(1u << d);
  }
  out = set;
}

bool FieldReader::parseSquare(const std::string &s, int &file, int &rank) {
  if (s.size() < 2 || s.size() > 3 || s[0] < 'a' || s[0] > 'p' || s[1] < '1' || s[1] > '9')
    return false;
  file = s[0] - 'a';
  rank = s[1] - '0';
  if (s.size() == 3) {
    if (s[2] < '0' || s[2] > '9') return false;
    rank = rank * 10 + (s[2] - '0');
  }
  --rank;
  return rank < kGridSize;
}

}  // namespace sc::rulesetdetail
