// Internals shared by the ruleset loader (inheritance) and reader (strict
// check): key paths, which file each merged value came from, and the wording
// of messages. Not part of the API.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "json.h"
#include "ruleset.h"

namespace sc::rulesetdetail {

inline std::string join(const std::vector<std::string> &items, const char *sep = ", ") {
  std::string out;
  for (const auto &s : items) out += (out.empty() ? "" : sep) + s;
  return out;
}

inline std::string childPath(const std::string &path, const std::string &key) {
  return path.empty() ? key : path + "." + key;
}

inline std::string location(const std::string &origin, int line, int column) {
  return origin + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
}

// "did you mean" only when the guess is close enough to be a likely typo.
std::string unknownKeyMessage(const std::string &key, const std::vector<std::string> &known);

// Which file each merged value came from, by key path. Every value of the
// merged tree is listed; a missing key belongs to its enclosing object, whose
// position is the one an error about it shows.
class Origins {
 public:
  // `value` replaces whatever was at `path`: it and all below it come from `origin`.
  void claim(const json::Value &value, const std::string &path, const std::string &origin) {
    std::erase_if(m_map, [&path](const auto &entry) { return below(entry.first, path); });
    mark(value, path, origin);
  }
  // `path` is an object that `origin` merges into; its members keep theirs.
  void touch(const std::string &path, const std::string &origin) { m_map[path] = origin; }
  const std::string &of(std::string path) const {
    for (;;) {
      if (auto it = m_map.find(path); it != m_map.end()) return it->second;
      const std::size_t cut = path.find_last_of(".[");
      if (cut == std::string::npos) break;
      path.resize(cut);
    }
    return m_map.at("");
  }

 private:
  static bool below(const std::string &p, const std::string &root) {
    if (root.empty()) return true;
    return p.starts_with(root) &&
           (p.size() == root.size() || p[root.size()] == '.' || p[root.size()] == '[');
  }
  void mark(const json::Value &value, const std::string &path, const std::string &origin) {
    m_map[path] = origin;
    if (value.isObject())
      for (const auto &[key, member] : value.object()) mark(member, childPath(path, key), origin);
    if (value.isArray())
      for (std::size_t i = 0; i < value.array().size(); ++i)
        mark(value.array()[i], path + "[" + std::to_string(i) + "]", origin);
  }
  std::map<std::string, std::string> m_map;
};

// Reads the merged document into `out`, appending every problem to `errors`.
// `files` lists the origins child first, to tell which file set a value last.
void readMergedRuleset(const json::Value &root, const Origins &origins,
                       std::vector<std::string> files, std::vector<std::string> &errors,
                       Ruleset &out);

}  // namespace sc::rulesetdetail
