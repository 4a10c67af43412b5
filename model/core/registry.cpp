#include "registry.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>

#include "rulesetloader.h"

namespace sc {
namespace {

// Ruleset files are small; a larger one is a mistake (a log, a device).
constexpr std::uintmax_t kMaxRulesetBytes = 1 << 20;

// Reads a ruleset file; on failure returns false with the reason in `why`.
// Only a regular file is read, so a FIFO or a device named here never blocks
// or fills the memory.
bool readFile(const std::filesystem::path &path, std::string &out, std::string *why = nullptr) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  auto fail = [why](std::string reason) {
    if (why) *why = std::move(reason);
    return false;
  };
  if (ec || !std::filesystem::exists(status))
    return fail("cannot read the file: it does not exist");
  if (std::filesystem::is_directory(status)) return fail("cannot read the file: it is a directory");
  if (!std::filesystem::is_regular_file(status))
    return fail("cannot read the file: it is a device, FIFO or socket, not a regular file");
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (ec) return fail("cannot read the file");
  if (size > kMaxRulesetBytes)
    return fail("the file has " + std::to_string(size) + " bytes; a ruleset file is at most 1 MiB");
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail("cannot read the file");
  std::ostringstream text;
  text << in.rdbuf();
  out = text.str();
  if (out.size() > kMaxRulesetBytes) return fail("the file grew past 1 MiB while it was read");
  return bool(in) || in.eof() || fail("cannot read the file");
}

}  // namespace

const Registry &Registry::instance() {
  static const Registry registry;
  return registry;
}

std::vector<std::string> Registry::names() const {
  std::vector<std::string> out;
  for (const auto &r : embeddedRulesets()) out.push_back(r.name);
  return out;
}

const std::string *Registry::source(const std::string &name) const {
  for (const auto &r : embeddedRulesets())
    if (r.name == name) return &r.json;
  return nullptr;
}

VariantPtr Registry::load(const std::string &nameOrPath, const std::vector<std::string> &options,
                          std::string &error) const {
  const bool isFile = nameOrPath.ends_with(".json");
  // A built-in ruleset with its default options compiles to the same Variant
  // every time, and a Variant never changes: each is compiled once per
  // process (PGN readers, position files and matches ask for them often).
  if (!isFile && options.empty()) {
    static std::mutex mutex;
    static std::map<std::string, VariantPtr> compiled;
    const std::lock_guard<std::mutex> lock(mutex);
    if (auto it = compiled.find(nameOrPath); it != compiled.end()) return it->second;
    VariantPtr v = compile(nameOrPath, options, error);
    if (v) compiled.emplace(nameOrPath, v);
    return v;
  }
  return compile(nameOrPath, options, error);
}

VariantPtr Registry::compile(const std::string &nameOrPath, const std::vector<std::string> &options,
                             std::string &error) const {
  const bool isFile = nameOrPath.ends_with(".json");
  std::string fileText;
  const std::string *text = nullptr;
  std::string origin;
  if (isFile) {
    std::string why;
    if (!readFile(nameOrPath, fileText, &why)) {
      error = nameOrPath + ": " + why;
      return nullptr;
    }
    text = &fileText;
    origin = nameOrPath;
  } else {
    text = source(nameOrPath);
    if (!text) {
      std::string known;
      for (const auto &n : names()) known += (known.empty() ? "" : ", ") + n;
      error =
          "no ruleset named '" + nameOrPath + "'; known: " + known + " (or a path ending in .json)";
      return nullptr;
    }
    origin = nameOrPath + ".json";
  }

  // A file may inherit from a built-in ruleset, or from another file next to
  // it; parents read from disk live here while the loader looks at them.
  std::map<std::string, std::string> parents;
  const std::filesystem::path dir = std::filesystem::path(nameOrPath).parent_path();
  const RulesetLookup lookup = [&](const std::string &name) -> const std::string * {
    if (const std::string *s = source(name)) return s;
    if (!isFile || !name.ends_with(".json")) return nullptr;
    if (auto it = parents.find(name); it != parents.end()) return &it->second;
    std::string parentText;
    if (!readFile(dir / name, parentText)) return nullptr;
    return &parents.emplace(name, std::move(parentText)).first->second;
  };
  std::optional<Ruleset> rules = loadRuleset(*text, origin, lookup, error);
  if (!rules) return nullptr;

  for (const std::string &option : options) {
    const std::size_t eq = option.find('=');
    const std::string why = eq == std::string::npos
                                ? "option '" + option + "': expected KEY=VALUE"
                                : applyOption(*rules, option.substr(0, eq), option.substr(eq + 1));
    if (!why.empty()) {
      error = why;
      return nullptr;
    }
  }

  try {
    return std::make_shared<const Variant>(*rules);
  } catch (const std::exception &e) {  // the loader compiled it once already; kept for safety
    error = origin + ": " + e.what();
    return nullptr;
  }
}

VariantPtr Registry::defaultVariant() const {
  static const VariantPtr variant = [this] {
    std::string error;
    VariantPtr v = load("shooters", {}, error);
    if (!v) throw std::logic_error("the built-in ruleset does not load: " + error);
    return v;
  }();
  return variant;
}

}  // namespace sc
