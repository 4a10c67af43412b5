// The typed reads a ruleset document is made of: every value checked for
// its type and range, every problem collected with its file, line, column
// and key path. rulesetreader.cpp reads the document's sections with them.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "rulesetdetail.h"
#include "variant.h"

namespace sc::rulesetdetail {

// "got 20", "got \"x\"", "got an object": what the file said instead.
std::string describe(const json::Value &v);

class FieldReader {
 protected:
  // `files` lists the origins child first, to tell which file set a value last.
  FieldReader(const Origins &origins, std::vector<std::string> files,
              std::vector<std::string> &errors)
      : m_origins(origins), m_files(std::move(files)), m_errors(errors) {}

  // 0 for the child's own values, 1 for its parent's, ...
  std::size_t generation(const std::string &path) const;
  void failAt(int line, int column, const std::string &path, const std::string &what);
  void fail(const json::Value &at, const std::string &path, const std::string &what);
  static bool validName(const std::string &s);
  void knownKeys(const json::Value &obj, const std::string &path,
                 const std::vector<std::string> &known);
  const json::Value *find(const json::Value &obj, const std::string &key);
  const json::Value *require(const json::Value &obj, const std::string &path,
                             const std::string &key, const std::string &expected);
  static bool wholeIn(const json::Value &v, int lo, int hi);
  void integer(const json::Value &obj, const std::string &path, const std::string &key, int lo,
               int hi, int &out);
  void boolean(const json::Value &obj, const std::string &path, const std::string &key, bool &out);
  void text(const json::Value &obj, const std::string &path, const std::string &key,
            std::string &out);
  bool object(const json::Value &v, const std::string &path, const std::string &what);
  static int dirByName(const std::string &s);
  void directions(const json::Value &obj, const std::string &path, const std::string &key,
                  DirSet &out);
  static bool parseSquare(const std::string &s, int &file, int &rank);

  // A top-level key naming one of `values`; the enum follows their order.
  template <class Enum>
  void choice(const json::Value &root, const char *key, const std::vector<std::string> &values,
              Enum &out) {
    const json::Value *v = find(root, key);
    if (!v) return;
    for (std::size_t i = 0; i < values.size(); ++i)
      if (v->isString() && v->string() == values[i]) {
        out = Enum(i);
        return;
      }
    std::string expected;
    for (const auto &value : values)
      expected += (expected.empty() ? "" : " or ") + json::quote(value);
    fail(*v, key, "expected " + expected + ", " + describe(*v));
  }

  // A string key with a fixed set of values, stored as the value's index.
  template <class E>
  void choice(const json::Value &obj, const std::string &path, const std::string &key,
              const std::vector<std::string> &values, E &out) {
    const json::Value *v = find(obj, key);
    if (!v) return;
    const auto it =
        v->isString() ? std::find(values.begin(), values.end(), v->string()) : values.end();
    if (it == values.end())
      fail(*v, path, "expected one of " + join(values) + ", " + describe(*v));
    else
      out = E(it - values.begin());
  }
  template <class E>
  void choice(const json::Value &obj, const std::string &key,
              const std::vector<std::string> &values, E &out) {
    choice(obj, key, key, values, out);
  }

  const Origins &m_origins;
  std::vector<std::string> m_files;
  std::vector<std::string> &m_errors;
};

}  // namespace sc::rulesetdetail
