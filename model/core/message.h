// User-facing messages as data, so that the core stays free of Qt and the GUI
// can still show them translated (docs/translations.md). A message is an
// English template with %1..%9 placeholders, the translation context it
// belongs to, and its arguments, which are messages themselves (a nested
// phrase such as "the turn number, a whole number from 1") or literals (a
// square name, a number, a piece letter). The core and the command line print
// text(); the document layer translates with QCoreApplication::translate
// (model/document/coremessage.h).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace sc {

// A template and its context: what lupdate extracts.
struct MessageTemplate {
  const char *context;
  const char *text;
};

// Marks a template for lupdate, which the build runs with
// `-tr-function-alias QT_TRANSLATE_NOOP+=SC_TRANSLATE_NOOP`. The context is a
// literal too, so that lupdate can read it.
#define SC_TRANSLATE_NOOP(context, text) (::sc::MessageTemplate{context, text})

struct Message {
  const char *context = nullptr;  // nullptr: `text` is a literal, shown as it is
  std::string text;               // the English template, or the literal
  std::vector<Message> args;      // %1, %2, ... in order

  // The English text with every placeholder filled.
  std::string str() const;
  // No message at all (a default Message), as opposed to an empty literal.
  bool none() const { return !context && text.empty() && args.empty(); }
};

inline Message messageArg(Message m) { return m; }
inline Message messageArg(std::string s) { return Message{nullptr, std::move(s), {}}; }
inline Message messageArg(const char *s) { return Message{nullptr, s, {}}; }
inline Message messageArg(int n) { return Message{nullptr, std::to_string(n), {}}; }

template <class... Args>
Message message(MessageTemplate t, Args &&...args) {
  return Message{t.context, t.text, {messageArg(std::forward<Args>(args))...}};
}

// Fills %1..%9 in `text` from `args` in one pass (an argument's own text is
// never scanned again); a placeholder without an argument stays as it is.
std::string fillPlaceholders(const std::string &text, const std::vector<std::string> &args);

}  // namespace sc
