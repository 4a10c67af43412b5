// Counts the program's heap allocations while a piece of code runs, on any
// thread: the hot paths (generation, make and undo, the search) must allocate
// nothing per node. It replaces the global operator new and delete, so a test
// program includes it from exactly one file.
#pragma once

#include <atomic>
#include <cstdlib>
#include <new>

namespace allocations {

inline std::atomic<long> g_count{0};
inline std::atomic<bool> g_counting{false};

// The allocations made while `f` runs.
template <typename F>
long during(F &&f) {
  g_count = 0;
  g_counting = true;
  f();
  g_counting = false;
  return g_count;
}

}  // namespace allocations

void *operator new(std::size_t n) {
  if (allocations::g_counting) ++allocations::g_count;
  if (void *p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
