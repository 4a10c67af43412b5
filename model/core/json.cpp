// Strict JSON (RFC 8259) for ruleset files. Strict on purpose: a ruleset is
// hand-written, and a lenient reader would turn typos into silent defaults.
#include "json.h"

#include <charconv>
#include <cmath>
#include <cstdint>

#include "utf8.h"

namespace sc::json {
namespace {

constexpr int kMaxDepth = 64;

class Parser {
 public:
  explicit Parser(const std::string &text) : m_text(text) {
    // An editor's byte order mark is not content; everything else is.
    if (m_text.compare(0, 3, "\xEF\xBB\xBF") == 0) m_pos = 3;
  }

  bool document(Value &out, Error &error) {
    skipSpace();
    if (!value(out, 1)) {
      error = m_error;
      return false;
    }
    skipSpace();
    if (m_pos < m_text.size()) {
      fail(isComment() ? "comments are not allowed in JSON" : "unexpected text after the document");
      error = m_error;
      return false;
    }
    return true;
  }

 private:
  const std::string &m_text;
  std::size_t m_pos = 0;
  int m_line = 1;
  int m_column = 1;
  Error m_error;
  std::vector<std::string> m_path;  // "key" or "[index]" per level, for messages

  std::string pathString(const std::string &last = {}) const {
    std::string p;
    auto add = [&p](const std::string &seg) {
      if (!p.empty() && seg[0] != '[') p += '.';
      p += seg;
    };
    for (const auto &seg : m_path) add(seg);
    if (!last.empty()) add(last);
    return p;
  }

  bool atEnd() const { return m_pos >= m_text.size(); }
  char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }
  bool isComment() const {
    return peek() == '/' && m_pos + 1 < m_text.size() &&
           (m_text[m_pos + 1] == '/' || m_text[m_pos + 1] == '*');
  }

  void advance() {
    const unsigned char c = static_cast<unsigned char>(m_text[m_pos++]);
    if (c == '\n') {
      ++m_line;
      m_column = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++m_column;  // columns count characters, not UTF-8 continuation bytes
    }
  }

  bool fail(const std::string &message) { return failAt(m_line, m_column, message); }
  bool failAt(int line, int column, const std::string &message) {
    m_error = Error{line, column, message, pathString()};
    return false;
  }

  std::string describeHere() const {
    if (atEnd()) return "the end of the text";
    const char c = peek();
    if (static_cast<unsigned char>(c) < 0x20) return "a control character";
    return std::string("'") + c + "'";
  }

  void skipSpace() {
    while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
      advance();
  }

  bool literal(const char *word) {
    const std::string w(word);
    if (m_text.compare(m_pos, w.size(), w) != 0) return false;
    for (std::size_t i = 0; i < w.size(); ++i) advance();
    return true;
  }

  bool value(Value &out, int depth) {
    out.line = m_line;
    out.column = m_column;
    if (depth > kMaxDepth) return fail("nesting deeper than 64 levels");
    if (isComment()) return fail("comments are not allowed in JSON");
    switch (peek()) {
      case '{':
        return object(out, depth);
      case '[':
        return array(out, depth);
      case '"': {
        std::string s;
        if (!string(s)) return false;
        out.data = std::move(s);
        return true;
      }
      case 't':
        if (literal("true")) {
          out.data = true;
          return true;
        }
        break;
      case 'f':
        if (literal("false")) {
          out.data = false;
          return true;
        }
        break;
      case 'n':
        if (literal("null")) {
          out.data = nullptr;
          return true;
        }
        break;
      default:
        if (peek() == '-' || (peek() >= '0' && peek() <= '9')) return number(out);
    }
    return fail("expected a value, got " + describeHere());
  }

  bool object(Value &out, int depth) {
    Object members;
    advance();  // '{'
    skipSpace();
    if (peek() == '}') {
      advance();
      out.data = std::move(members);
      return true;
    }
    for (;;) {
      if (isComment()) return fail("comments are not allowed in JSON");
      if (peek() != '"') return fail("expected a key in double quotes, got " + describeHere());
      const int keyLine = m_line, keyColumn = m_column;
      std::string key;
      if (!string(key)) return false;
      if (members.count(key)) {
        m_error = Error{keyLine, keyColumn, "duplicate key \"" + key + "\"", pathString(key)};
        return false;
      }
      skipSpace();
      if (peek() != ':') return fail("expected ':' after the key, got " + describeHere());
      advance();
      skipSpace();
      Value v;
      m_path.push_back(key);
      if (!value(v, depth + 1)) return false;
      m_path.pop_back();
      members.emplace(std::move(key), std::move(v));
      skipSpace();
      if (peek() == ',') {
        advance();
        skipSpace();
        if (peek() == '}') return fail("trailing comma before '}'");
        continue;
      }
      if (peek() == '}') {
        advance();
        out.data = std::move(members);
        return true;
      }
      if (isComment()) return fail("comments are not allowed in JSON");
      return fail("expected ',' or '}' in the object, got " + describeHere());
    }
  }

  bool array(Value &out, int depth) {
    Array items;
    advance();  // '['
    skipSpace();
    if (peek() == ']') {
      advance();
      out.data = std::move(items);
      return true;
    }
    for (;;) {
      Value v;
      m_path.push_back("[" + std::to_string(items.size()) + "]");
      if (!value(v, depth + 1)) return false;
      m_path.pop_back();
      items.push_back(std::move(v));
      skipSpace();
      if (peek() == ',') {
        advance();
        skipSpace();
        if (peek() == ']') return fail("trailing comma before ']'");
        continue;
      }
      if (peek() == ']') {
        advance();
        out.data = std::move(items);
        return true;
      }
      if (isComment()) return fail("comments are not allowed in JSON");
      return fail("expected ',' or ']' in the array, got " + describeHere());
    }
  }

  bool hex4(unsigned &out) {
    out = 0;
    for (int i = 0; i < 4; ++i) {
      const char c = peek();
      unsigned d;
      if (c >= '0' && c <= '9')
        d = c - '0';
      else if (c >= 'a' && c <= 'f')
        d = c - 'a' + 10;
      else if (c >= 'A' && c <= 'F')
        d = c - 'A' + 10;
      else
        return fail("expected 4 hex digits after \\u");
      out = out * 16 + d;
      advance();
    }
    return true;
  }

  // Errors point at the backslash: that is where the escape the user wrote starts.
  bool escape(std::string &s) {
    const int line = m_line, column = m_column;
    advance();  // '\\'
    const char c = peek();
    const char *from = "\"\\/bfnrt";
    const char *to = "\"\\/\b\f\n\r\t";
    for (int i = 0; from[i]; ++i) {
      if (c == from[i]) {
        s += to[i];
        advance();
        return true;
      }
    }
    if (c != 'u')
      return failAt(line, column, "bad escape \\" + std::string(atEnd() ? "" : std::string(1, c)));
    advance();
    unsigned cp;
    if (!hex4(cp)) return failAt(line, column, "expected 4 hex digits after \\u");
    if (cp >= 0xDC00 && cp <= 0xDFFF)
      return failAt(line, column, "lone low surrogate in \\u escape");
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      unsigned low;
      const char *lone = "high surrogate not followed by a low surrogate";
      if (peek() != '\\' || m_pos + 1 >= m_text.size() || m_text[m_pos + 1] != 'u')
        return failAt(line, column, lone);
      advance();
      advance();
      if (!hex4(low)) return failAt(line, column, "expected 4 hex digits after \\u");
      if (low < 0xDC00 || low > 0xDFFF) return failAt(line, column, lone);
      cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
    }
    appendUtf8(s, cp);
    return true;
  }

  // Checks one UTF-8 sequence and copies it, so that every string we hand on is valid.
  bool utf8(std::string &s) {
    const unsigned char c = static_cast<unsigned char>(peek());
    int extra = -1;
    if (c >= 0xC2 && c <= 0xDF)
      extra = 1;
    else if (c >= 0xE0 && c <= 0xEF)
      extra = 2;
    else if (c >= 0xF0 && c <= 0xF4)
      extra = 3;
    if (extra < 0 || m_pos + extra >= m_text.size()) return fail("invalid UTF-8 in string");
    for (int i = 1; i <= extra; ++i)
      if ((static_cast<unsigned char>(m_text[m_pos + i]) & 0xC0) != 0x80)
        return fail("invalid UTF-8 in string");
    for (int i = 0; i <= extra; ++i) {
      s += m_text[m_pos];
      advance();
    }
    return true;
  }

  bool string(std::string &s) {
    const int line = m_line, column = m_column;
    advance();  // '"'
    for (;;) {
      if (atEnd()) {
        return failAt(line, column, "unterminated string");
      }
      const unsigned char c = static_cast<unsigned char>(peek());
      if (c == '"') {
        advance();
        return true;
      }
      if (c == '\n') {
        return failAt(line, column, "unterminated string (line break inside)");
      }
      if (c < 0x20) return fail("control character in string; write it as an escape");
      if (c == '\\') {
        if (!escape(s)) return false;
      } else if (c >= 0x80) {
        if (!utf8(s)) return false;
      } else {
        s += char(c);
        advance();
      }
    }
  }

  bool number(Value &out) {
    const std::size_t start = m_pos;
    auto digits = [&] {
      std::size_t n = 0;
      while (peek() >= '0' && peek() <= '9') advance(), ++n;
      return n;
    };
    if (peek() == '-') advance();
    if (peek() == '0') {
      advance();
      if (peek() >= '0' && peek() <= '9') return fail("bad number: leading zero");
    } else if (digits() == 0) {
      return fail("bad number: expected a digit after '-'");
    }
    if (peek() == '.') {
      advance();
      if (digits() == 0) return fail("bad number: expected a digit after '.'");
    }
    if (peek() == 'e' || peek() == 'E') {
      advance();
      if (peek() == '+' || peek() == '-') advance();
      if (digits() == 0) return fail("bad number: expected a digit in the exponent");
    }
    const char c = peek();
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.' || c == '+' || c == '-')
      return fail("bad number: unexpected '" + std::string(1, c) + "'");
    // from_chars, unlike strtod, ignores the C locale, which Qt sets from the environment.
    double d = 0;
    const auto r = std::from_chars(m_text.data() + start, m_text.data() + m_pos, d);
    if (r.ec != std::errc() || !std::isfinite(d)) {
      return failAt(out.line, out.column, "number out of range");
    }
    out.data = d;
    return true;
  }
};

}  // namespace

bool parse(const std::string &text, Value &out, Error &error) {
  Parser parser(text);
  return parser.document(out, error);
}

std::string quote(const std::string &s) {
  static const char *hex = "0123456789abcdef";
  std::string out = "\"";
  for (const char ch : s) {
    const unsigned char c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          out += "\\u00";
          out += hex[c >> 4];
          out += hex[c & 15];
        } else {
          out += ch;
        }
    }
  }
  out += '"';
  return out;
}

}  // namespace sc::json
