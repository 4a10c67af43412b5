// PGN scanning. A file may be truncated, hold NUL bytes or invalid UTF-8, or
// leave a comment open; none of that may stop the scanner, and every message
// must itself be valid UTF-8, so bad bytes are named in hex, never copied.
#include "pgnlexer.h"

#include <cstdio>

#include "utf8.h"

namespace sc::pgn {
namespace {

bool isBlank(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool isControl(unsigned char c) { return (c < 0x20 && !isBlank(c)) || c == 0x7F; }
bool isNameChar(unsigned char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}
// Characters that end a symbol: PGN's delimiters, and anything that is not
// printable ASCII (the notation is ASCII; junk becomes its own token).
bool endsSymbol(unsigned char c) {
  switch (c) {
    case '(':
    case ')':
    case '{':
    case '}':
    case ';':
    case '[':
    case ']':
    case '$':
      return true;
    default:
      return isBlank(c) || isControl(c) || c >= 0x80;
  }
}

const char *const kReplacement = "\xEF\xBF\xBD";  // U+FFFD

// Blanks beyond ASCII that files really hold: a no-break space from a web
// page, a byte order mark where files were joined with `cat`, the other
// spaces and the zero-width one. The length of the one at the start, or 0.
std::size_t unicodeBlankLength(std::string_view s) {
  if (s.size() >= 2 && s[0] == '\xC2' && s[1] == '\xA0') return 2;  // U+00A0
  if (s.size() < 3) return 0;
  const auto b = [&s](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  if (b(0) == 0xEF) return b(1) == 0xBB && b(2) == 0xBF ? 3 : 0;  // U+FEFF
  if (b(0) == 0xE3) return b(1) == 0x80 && b(2) == 0x80 ? 3 : 0;  // U+3000
  if (b(0) != 0xE2) return 0;
  if (b(1) == 0x80) return b(2) <= 0x8B || b(2) == 0xAF ? 3 : 0;  // U+2000..200B, U+202F
  return b(1) == 0x81 && b(2) == 0x9F ? 3 : 0;                    // U+205F
}

// "½-½", as books and web pages print a draw; also in Latin-1's bytes, as
// the game list's index meets it before any decoding, so that it ends a game
// where the reader, which reads the decoded text, ends it.
constexpr std::string_view kPrintedDraw = "\u00BD-\u00BD";
constexpr std::string_view kLatin1Draw = "\xBD-\xBD";

}  // namespace

std::size_t printedGlyphLength(std::string_view s) {
  if (s.empty() || static_cast<unsigned char>(s[0]) < 0x80) return 0;  // ASCII: a delimiter
  static constexpr std::string_view kGlyphs[] = {
      "\u203C", "\u2047", "\u2049", "\u2048", "\u25A1", "\u221E", "\u2A72",
      "\u2A71", "\u00B1", "\u2213", "\u2212", "\u2A00", "\u2299", "\u27F3",
      "\u2191", "\u2192", "\u21C6", "\u2295", "\u2206", "\u0394", "\u2313"};
  for (std::string_view g : kGlyphs)
    if (s.substr(0, g.size()) == g) return g.size();
  return figurineLetter(s) ? 3 : 0;
}

char figurineLetter(std::string_view s) {
  // U+2654..U+265F: White's king to pawn, then Black's; UTF-8 E2 99 94..9F.
  if (s.size() < 3 || s[0] != '\xE2' || s[1] != '\x99') return 0;
  const int i = static_cast<unsigned char>(s[2]) - 0x94;
  return i >= 0 && i < 12 ? "KQRBNP"[i % 6] : 0;
}

Message byteName(unsigned char c) {
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02X", c);
  if (c == 0) return message(SC_TRANSLATE_NOOP("sc::Pgn", "byte 0x00 (NUL)"));
  if (c >= 0x80) return message(SC_TRANSLATE_NOOP("sc::Pgn", "invalid UTF-8 byte %1"), hex);
  return message(SC_TRANSLATE_NOOP("sc::Pgn", "control byte %1"), hex);
}

Lexer::Lexer(std::string_view text, int firstLine) : m_s(text), m_line(firstLine) {
  if (m_s.compare(0, 3, "\xEF\xBB\xBF") == 0) m_i = 3;  // a UTF-8 byte order mark
}

void Lexer::advance() {
  const unsigned char left = peek();
  ++m_i;
  if (left == '\n') {
    ++m_line;
    m_column = 1;
    return;
  }
  // The bytes after a multi-byte character's first share its column.
  const bool continuation = (peek() & 0xC0) == 0x80 && left >= 0x80;
  if (!continuation) ++m_column;
}

void Lexer::skipLine() {
  while (!atEnd() && peek() != '\n') advance();
}

void Lexer::skipBlank() {
  while (!atEnd()) {
    if (isBlank(peek())) {
      advance();
    } else if (const std::size_t n = peek() >= 0x80 ? unicodeBlankLength(m_s.substr(m_i)) : 0) {
      for (std::size_t k = 0; k < n; ++k) advance();
    } else if (peek() == '%' && m_column == 1) {
      skipLine();
    } else {
      return;
    }
  }
}

std::size_t Lexer::utf8Length() const {
  const unsigned char c = peek();
  if (c < 0x80) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
  if (c >= 0xC2 && c <= 0xDF) {
    n = 2;
  } else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    if (c == 0xE0) lo = 0xA0;  // overlong
    if (c == 0xED) hi = 0x9F;  // surrogates
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (m_i + n > m_s.size()) return 0;
  if (peek(1) < lo || peek(1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k)
    if ((peek(k) & 0xC0) != 0x80) return 0;
  return n;
}

void Lexer::copyChar(std::string &out, std::vector<Note> &notes) {
  const unsigned char c = peek();
  const std::size_t n = utf8Length();
  if (n == 0 || isControl(c)) {
    notes.push_back(
        {place(), message(SC_TRANSLATE_NOOP("sc::Pgn", "%1 replaced by U+FFFD"), byteName(c))});
    out += kReplacement;
    advance();
    return;
  }
  out.append(m_s, m_i, n);
  for (std::size_t k = 0; k < n; ++k) advance();
}

std::string Lexer::copyTo(std::size_t end, std::vector<Note> &notes) {
  std::string out;
  while (m_i < end && !atEnd()) copyChar(out, notes);
  return out;
}

bool Lexer::tagLineAhead() const {
  std::size_t k = 0;
  if (peek(k++) != '[') return false;
  if (!isNameChar(peek(k))) return false;
  while (isNameChar(peek(k))) ++k;
  while (peek(k) == ' ' || peek(k) == '\t') ++k;
  return peek(k) == '"';
}

Message Lexer::describeJunk() {
  const unsigned char c = peek();
  const std::size_t n = utf8Length();
  if (n > 1) {
    Message text = message(SC_TRANSLATE_NOOP("sc::Pgn", "the character %1"),
                           "'" + std::string(m_s.substr(m_i, n)) + "'");
    for (std::size_t k = 0; k < n; ++k) advance();
    return text;
  }
  advance();
  if (c == '}' || c == ']') return messageArg(std::string("'") + char(c) + "'");
  return byteName(c);
}

std::size_t Lexer::closingQuote() const {
  // At a '"': it closes the value when ']' follows it. When something else
  // does and a later '"' on the line is followed by ']', that one closes it
  // and this one is the value's own, left unescaped (`[Event "The "Big"
  // Open"]`), as python-chess reads it. npos when no quote closes it.
  const auto closes = [this](std::size_t k) {
    for (++k; peek(k) == ' ' || peek(k) == '\t'; ++k) {
    }
    return peek(k) == ']';
  };
  for (std::size_t k = 0; m_i + k < m_s.size() && peek(k) != '\n'; ++k)
    if (peek(k) == '"' && closes(k)) return m_i + k;
  return std::string_view::npos;
}

TagLine Lexer::readTag() {
  TagLine tag;
  tag.at = place();
  auto fail = [this, &tag](Message why) {
    tag.problem = {place(), std::move(why)};
    skipLine();
    return tag;
  };
  advance();  // '['
  while (peek() == ' ' || peek() == '\t') advance();
  while (!atEnd() && isNameChar(peek())) {
    tag.name += char(peek());
    advance();
  }
  if (tag.name.empty())
    return fail(message(SC_TRANSLATE_NOOP("sc::Pgn", "expected a tag name after '['")));
  while (peek() == ' ' || peek() == '\t') advance();
  if (peek() != '"')
    return fail(message(SC_TRANSLATE_NOOP("sc::Pgn", "expected '\"' and the value of the tag %1"),
                        tag.name));
  advance();
  tag.valueAt = place();
  std::size_t closer = 0;  // where the closing quote stands, once a quote was met
  for (;;) {
    if (atEnd() || peek() == '\n' || peek() == '\r')
      return fail(atEnd() ? message(SC_TRANSLATE_NOOP("sc::Pgn",
                                                      "the value of the tag %1 is not closed: "
                                                      "expected '\"' before the end of the file"),
                                    tag.name)
                          : message(SC_TRANSLATE_NOOP("sc::Pgn",
                                                      "the value of the tag %1 is not closed: "
                                                      "expected '\"' before the end of the line"),
                                    tag.name));
    if (peek() == '"') {
      // Looked for once, at the value's first quote: a line of quotes stays linear.
      if (closer == 0) closer = closingQuote();
      if (closer == std::string_view::npos || m_i >= closer) break;
    }
    if (peek() == '\\' && (peek(1) == '"' || peek(1) == '\\')) advance();  // PGN 7: \" and \\ .
    copyChar(tag.value, tag.notes);
  }
  advance();  // '"'
  while (peek() == ' ' || peek() == '\t') advance();
  if (peek() != ']')
    return fail(
        message(SC_TRANSLATE_NOOP("sc::Pgn", "expected ']' to close the tag %1"), tag.name));
  advance();
  return tag;
}

std::vector<Token> Lexer::commentsBeforeTags() {
  const Lexer mark = *this;
  std::vector<Token> comments;
  bool words = false;
  for (skipBlank(); !atEnd() && !atTag(); skipBlank()) {
    Token tok = next();
    if (tok.kind != TokenKind::Comment || tok.unclosed) break;
    words = words || tok.text.find_first_not_of(" \t\n\r\f\v") != std::string::npos;
    comments.push_back(std::move(tok));
  }
  if (atTag() && words) return comments;
  rewind(mark);
  return {};
}

bool Lexer::promotionInParentheses(const std::string &symbol) const {
  if (symbol.empty() || symbol.back() < '1' || symbol.back() > '9') return false;
  const unsigned char letter = peek(1);
  return peek() == '(' && ((letter >= 'A' && letter <= 'Z') || (letter >= 'a' && letter <= 'z')) &&
         peek(2) == ')';
}

Token Lexer::next() {
  skipBlank();
  Token tok;
  tok.at = place();
  if (atEnd()) return tok;
  const unsigned char c = peek();
  switch (c) {
    case '[':
      tok.kind = TokenKind::TagStart;
      return tok;
    case '(':
    case ')':
      tok.kind = c == '(' ? TokenKind::Open : TokenKind::Close;
      advance();
      return tok;
    case '$':
      tok.kind = TokenKind::Nag;
      advance();
      while (peek() >= '0' && peek() <= '9') {
        tok.text += char(peek());
        advance();
      }
      return tok;
    case ';':
      tok.kind = TokenKind::Comment;
      advance();
      while (!atEnd() && peek() != '\n') copyChar(tok.text, tok.notes);
      return tok;
    case '{':
      tok.kind = TokenKind::Comment;
      advance();
      for (;;) {
        if (atEnd()) break;
        if (peek() == '}') {
          advance();
          return tok;
        }
        if (peek() == '\n') {
          tok.text += '\n';
          advance();
          // A comment left open would swallow the games after it: a line
          // that looks like a tag ends it.
          if (tagLineAhead()) break;
          continue;
        }
        if (peek() == '\t' || peek() == '\r') {
          tok.text += ' ';
          advance();
          continue;
        }
        copyChar(tok.text, tok.notes);
      }
      tok.unclosed = true;
      tok.end = place();
      return tok;
    default:
      break;
  }
  for (std::string_view draw : {kPrintedDraw, kLatin1Draw})
    if (m_s.substr(m_i, draw.size()) == draw) {
      tok.kind = TokenKind::Symbol;
      tok.text = "1/2-1/2";
      for (std::size_t k = 0; k < draw.size(); ++k) advance();
      return tok;
    }
  if (endsSymbol(c) && !printedGlyphLength(m_s.substr(m_i))) {
    tok.kind = TokenKind::Junk;
    tok.junk = describeJunk();
    tok.text = tok.junk.str();
    return tok;
  }
  tok.kind = TokenKind::Symbol;
  while (!atEnd()) {
    std::size_t n = endsSymbol(peek()) ? printedGlyphLength(m_s.substr(m_i)) : 1;
    // "e8(Q)": a promotion as older programs write it, not a variation (a
    // variation of one letter would read as nothing).
    if (n == 0 && promotionInParentheses(tok.text)) n = 3;
    // A result stands alone: "*♘f3" is the result and a turn. Joined, the
    // result would be lost in UTF-8 text and not in the same bytes read as
    // Latin-1, and the index (raw bytes) and the reader (decoded) would end
    // the game at different places (fuzz_pgn found it).
    if (n > 1 &&
        (tok.text == "*" || tok.text == "1-0" || tok.text == "0-1" || tok.text == "1/2-1/2"))
      break;
    if (n == 0) break;
    for (; n > 0; --n) {
      tok.text += char(peek());
      advance();
    }
  }
  return tok;
}

namespace {

bool validUtf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const int n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (int k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    i += std::size_t(n);
  }
  return true;
}

// Windows-1252 in 0x80-0x9F; 0 where it defines nothing.
constexpr unsigned kCp1252[32] = {0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                  0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
                                  0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                  0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

// No control bytes, nothing Windows-1252 leaves undefined: text Latin-1 can hold.
bool latin1Text(std::string_view line) {
  for (unsigned char c : line) {
    const bool control =
        (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') || c == 0x7F;
    if (control || (c >= 0x80 && c < 0xA0 && !kCp1252[c - 0x80])) return false;
  }
  return true;
}

}  // namespace

std::string decodeLegacy(std::string_view text) {
  if (validUtf8(text)) return std::string(text);
  // Line by line: files joined from several sources mix UTF-8 games with
  // Latin-1 ones, and each line says for itself what it is.
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (std::size_t begin = 0; begin < text.size();) {
    const std::size_t newline = text.find('\n', begin);
    const std::size_t end = newline == std::string_view::npos ? text.size() : newline + 1;
    const std::string_view line = text.substr(begin, end - begin);
    begin = end;
    if (validUtf8(line) || !latin1Text(line)) {
      out += line;
      continue;
    }
    for (std::size_t i = 0; i < line.size();) {
      // What the lexer reads as a blank or a draw in the file's own bytes
      // stays as it is, so the game list's index, which reads those bytes,
      // cuts the games where the reader does.
      const std::string_view rest = line.substr(i);
      std::size_t keep = 0;
      if (static_cast<unsigned char>(rest[0]) >= 0x80) {
        keep = unicodeBlankLength(rest);
        if (rest.substr(0, kPrintedDraw.size()) == kPrintedDraw) keep = kPrintedDraw.size();
      }
      if (keep) {
        out += rest.substr(0, keep);
        i += keep;
        continue;
      }
      const unsigned char c = static_cast<unsigned char>(line[i++]);
      appendUtf8(out, c >= 0x80 && c < 0xA0 ? kCp1252[c - 0x80] : c);
    }
  }
  return out;
}

std::optional<std::string> decodeUtf16(std::string_view bytes) {
  if (bytes.size() < 2) return std::nullopt;
  const auto byte = [&](std::size_t i) { return unsigned(static_cast<unsigned char>(bytes[i])); };
  bool little = byte(0) == 0xFF && byte(1) == 0xFE;
  std::size_t start = 2;
  if (!little && !(byte(0) == 0xFE && byte(1) == 0xFF)) {
    // Without the mark (written by a script, or cut from a bigger file): a
    // game's text is mostly ASCII, so one byte of nearly every pair is 0, on
    // the same side, as never in UTF-8 or Latin-1 text.
    const std::size_t pairs = std::min<std::size_t>(bytes.size() / 2, 256);
    std::size_t low = 0, high = 0;
    for (std::size_t p = 0; p < pairs; ++p) {
      low += byte(2 * p) != 0 && byte(2 * p + 1) == 0;
      high += byte(2 * p) == 0 && byte(2 * p + 1) != 0;
    }
    if (pairs < 2 || std::max(low, high) * 10 < pairs * 9) return std::nullopt;
    little = low > high;
    start = 0;
  }
  const auto unit = [&](std::size_t i) {
    return little ? byte(i) | byte(i + 1) << 8 : byte(i) << 8 | byte(i + 1);
  };
  std::string out;
  out.reserve(bytes.size() / 2);
  for (std::size_t i = start; i + 1 < bytes.size(); i += 2) {
    unsigned code = unit(i);
    if (code >= 0xD800 && code < 0xDC00 && i + 3 < bytes.size()) {
      const unsigned low = unit(i + 2);
      if (low >= 0xDC00 && low < 0xE000) {
        appendUtf8(out, 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00));
        i += 2;
        continue;
      }
    }
    // A lone surrogate is no character: the replacement character shows where.
    appendUtf8(out, code >= 0xD800 && code < 0xE000 ? 0xFFFD : code);
  }
  return out;
}

}  // namespace sc::pgn
