// A small strict JSON reader for ruleset files, with line and column in every
// error. Plain C++: the rules core may not use Qt's JSON classes.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace sc::json {

struct Value;
using Object = std::map<std::string, Value>;
using Array = std::vector<Value>;

struct Value {
  std::variant<std::nullptr_t, bool, double, std::string, Array, Object> data;
  int line = 1;  // where the value starts in the text
  int column = 1;

  bool isNull() const { return std::holds_alternative<std::nullptr_t>(data); }
  bool isBool() const { return std::holds_alternative<bool>(data); }
  bool isNumber() const { return std::holds_alternative<double>(data); }
  bool isString() const { return std::holds_alternative<std::string>(data); }
  bool isArray() const { return std::holds_alternative<Array>(data); }
  bool isObject() const { return std::holds_alternative<Object>(data); }
  const Object &object() const { return std::get<Object>(data); }
  const Array &array() const { return std::get<Array>(data); }
  const std::string &string() const { return std::get<std::string>(data); }
  double number() const { return std::get<double>(data); }
  bool boolean() const { return std::get<bool>(data); }
};

struct Error {
  int line = 0;
  int column = 0;
  std::string message;
  std::string path;  // key path of the value being read ("pieces.Q.range", "board.holes[2]"), or ""
};

// Parses a whole document; trailing garbage, duplicate keys, comments,
// trailing commas, bad escapes or numbers, invalid UTF-8 and nesting deeper
// than 64 are errors. Returns false and fills `error` on failure.
bool parse(const std::string &text, Value &out, Error &error);

// Writes a string as a JSON string literal (for the command line's --json).
std::string quote(const std::string &s);

}  // namespace sc::json
