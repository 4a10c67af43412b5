// What the fuzz targets share: the built-in rulesets, chosen by the input's
// first byte, so every position format and notation is fuzzed.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "registry.h"

namespace fuzz {

inline const std::vector<sc::VariantPtr> &variants() {
  static const std::vector<sc::VariantPtr> all = [] {
    std::vector<sc::VariantPtr> v;
    for (const std::string &name : sc::Registry::instance().names()) {
      std::string error;
      if (sc::VariantPtr p = sc::Registry::instance().load(name, {}, error)) v.push_back(p);
    }
    return v;
  }();
  return all;
}

// A broken promise of a reader: stop with a message libFuzzer reports as a crash.
[[noreturn]] inline void fail(const char *what, const std::string &detail) {
  std::fprintf(stderr, "fuzz check failed: %s: %s\n", what, detail.c_str());
  std::abort();
}

}  // namespace fuzz
