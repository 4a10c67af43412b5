// Square names as the tests write them ("e4", "p16"): the inverse of
// sc::squareName, for names the test itself spells right.
#pragma once

#include <QString>
#include <string_view>

#include "types.h"

inline sc::Square sq(std::string_view name) {
  int rank = 0;
  for (const char c : name.substr(1)) rank = rank * 10 + (c - '0');
  return sc::makeSquare(name[0] - 'a', rank - 1);
}

inline sc::Square sq(const QString &name) { return sq(name.toStdString()); }
inline sc::Square sq(const char *name) { return sq(std::string_view(name)); }
