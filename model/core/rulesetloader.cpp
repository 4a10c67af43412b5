// Ruleset files: inheritance by deep merge, then a strict read that reports
// every problem with the file, line, column and key path it comes from. The
// format is documented in docs/rulesets.md.
#include "rulesetloader.h"
#include "rulesetdetail.h"

namespace sc {
namespace {

using namespace rulesetdetail;

constexpr int kMaxInheritance = 16;
constexpr std::size_t kMaxErrors = 20;

// Child wins; objects merge key by key; null removes the inherited key.
void merge(json::Value &base, const json::Value &over, const std::string &path,
           const std::string &origin, Origins &origins) {
  if (!base.isObject() || !over.isObject()) {
    base = over;
    origins.claim(over, path, origin);
    return;
  }
  origins.touch(path, origin);
  base.line = over.line;
  base.column = over.column;
  auto &members = std::get<json::Object>(base.data);
  for (const auto &[key, value] : over.object()) {
    const std::string p = childPath(path, key);
    if (value.isNull()) {
      members.erase(key);
      origins.claim(value, p, origin);
    } else if (auto it = members.find(key); it != members.end()) {
      merge(it->second, value, p, origin, origins);
    } else {
      members.emplace(key, value);
      origins.claim(value, p, origin);
    }
  }
}

struct Layer {
  json::Value root;
  std::string origin;
};

bool parseLayer(const std::string &text, const std::string &origin, Layer &layer,
                std::string &error) {
  json::Error e;
  layer.origin = origin;
  if (!json::parse(text, layer.root, e)) {
    error = location(origin, e.line, e.column) + (e.path.empty() ? "" : e.path + ": ") + e.message;
    return false;
  }
  if (!layer.root.isObject()) {
    error = location(origin, layer.root.line, layer.root.column) +
            "expected an object holding the ruleset's keys";
    return false;
  }
  return true;
}

// Follows "inherits" from the child up; layers[0] is the child.
bool collectLayers(Layer child, const RulesetLookup &lookup, std::vector<Layer> &layers,
                   std::string &error) {
  std::vector<std::string> chain;
  const auto &top = child.root.object();
  const auto name = top.find("name");
  chain.push_back(name != top.end() && name->second.isString() ? name->second.string()
                                                               : child.origin);
  layers.push_back(std::move(child));
  for (;;) {
    const Layer &layer = layers.back();
    const auto &obj = layer.root.object();
    const auto it = obj.find("inherits");
    if (it == obj.end()) return true;
    const json::Value &v = it->second;
    const std::string where = location(layer.origin, v.line, v.column) + "inherits: ";
    if (!v.isString() || v.string().empty()) {
      error = where + "expected the name of a ruleset";
      return false;
    }
    const std::string &parent = v.string();
    // Only looked-up names can repeat: the child's own name may well be its
    // parent's (a user's edited copy of "shooters" inheriting "shooters").
    if (std::find(chain.begin() + 1, chain.end(), parent) != chain.end()) {
      chain.push_back(parent);
      error = where + "inheritance cycle: " + join(chain, " -> ");
      return false;
    }
    if (layers.size() > kMaxInheritance) {
      error = where + "more than 16 levels of inheritance";
      return false;
    }
    const std::string *text = lookup ? lookup(parent) : nullptr;
    if (!text) {
      error = where + "no ruleset named \"" + parent + "\"";
      return false;
    }
    chain.push_back(parent);
    Layer next;
    const bool isPath = parent.ends_with(".json");
    if (!parseLayer(*text, isPath ? parent : parent + ".json", next, error)) return false;
    layers.push_back(std::move(next));
  }
}

}  // namespace

std::optional<Ruleset> loadRuleset(const std::string &text, const std::string &origin,
                                   const RulesetLookup &lookup, std::string &error) {
  Layer child;
  if (!parseLayer(text, origin, child, error)) return std::nullopt;
  std::vector<Layer> layers;
  if (!collectLayers(std::move(child), lookup, layers, error)) return std::nullopt;

  // A file's name, title and parent describe that file, so they are not inherited.
  for (std::size_t i = 1; i < layers.size(); ++i) {
    auto &obj = std::get<json::Object>(layers[i].root.data);
    for (const char *key : {"name", "title", "inherits"}) obj.erase(key);
  }
  Origins origins;
  json::Value merged = layers.back().root;
  origins.claim(merged, "", layers.back().origin);
  for (std::size_t i = layers.size() - 1; i-- > 0;)
    merge(merged, layers[i].root, "", layers[i].origin, origins);

  Ruleset rules;
  std::vector<std::string> errors;
  std::vector<std::string> files;
  for (const Layer &layer : layers) files.push_back(layer.origin);
  readMergedRuleset(merged, origins, std::move(files), errors, rules);
  if (!errors.empty()) {
    if (errors.size() > kMaxErrors) {
      const std::size_t more = errors.size() - kMaxErrors;
      errors.resize(kMaxErrors);
      errors.push_back("(" + std::to_string(more) + " more errors)");
    }
    error = join(errors, "\n");
    return std::nullopt;
  }
  return rules;
}

}  // namespace sc