// The PGN reader's scanner (internal to pgnreader.cpp): cuts a file into tag
// lines and movetext tokens, keeping line and column of each, and turns junk
// bytes into tokens or notes instead of failing. docs/pgn.md is the contract.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "message.h"

namespace sc::pgn {

// Lines and columns from 1; a column counts UTF-8 characters, not bytes.
struct Place {
  int line = 1;
  int column = 1;
};

// A problem that does not stop reading (a bad byte in a comment, say).
struct Note {
  Place at;
  Message message;  // empty (no context, no text) when there is no problem
};

enum class TokenKind {
  End,       // end of the text
  TagStart,  // '[' (not consumed): the next game's tags begin here
  Symbol,    // a run of ordinary characters: a turn, a turn number, a result, a glyph
  Comment,   // { ... } or ; to the end of the line
  Nag,       // $ and its digits (`text` holds the digits, maybe none)
  Open,      // (
  Close,     // )
  Junk,      // a character that has no place in movetext; `text` describes it
};

struct Token {
  TokenKind kind = TokenKind::End;
  Place at;
  std::string text;
  Message junk;             // Junk: `text` as a translatable description
  bool unclosed = false;    // Comment: no '}' before the end of the file or the next tag line
  Place end;                // where an unclosed comment stopped
  std::vector<Note> notes;  // Comment: bytes that were replaced
};

// One tag line, `[Name "value"]`. `problem` is empty when the line was read.
struct TagLine {
  std::string name;
  std::string value;
  Place at;       // of '['
  Place valueAt;  // of the value's first character
  Note problem;
  std::vector<Note> notes;  // bytes replaced in the value
};

// The length of a printed character outside ASCII that starts `s`, 0 when
// none does: an annotation glyph of the NAG table as books and web pages
// print them ('±', '∞', '□', '‼', U+2212 '−' of "+−"), or a chess figurine
// ('♘' for N). Such a character belongs to a symbol instead of being junk:
// pgnmovetext.cpp turns a glyph into its NAG and a figurine into its letter.
std::size_t printedGlyphLength(std::string_view s);
// The piece letter of the figurine that starts `s` ('N' for '♘' or '♞'), or 0.
char figurineLetter(std::string_view s);

class Lexer {
 public:
  // `firstLine` numbers the text's first line (a game cut from a larger file).
  explicit Lexer(std::string_view text, int firstLine = 1);

  Place place() const { return {m_line, m_column}; }
  bool atEnd() const { return m_i >= m_s.size(); }
  // The byte offset of the cursor.
  std::size_t offset() const { return m_i; }

  // Skips white space and escape lines ('%' in column 1, PGN 6).
  void skipBlank();
  // After skipBlank: whether a tag line starts here.
  bool atTag() const { return !atEnd() && m_s[m_i] == '['; }
  // Reads one tag line; on a problem the rest of the line is skipped.
  TagLine readTag();
  // The next movetext token (blanks skipped first).
  Token next();
  // Comments before a game's tags ("{ Exported by … }" at the top of a file,
  // a ";" line between two games) are that game's introduction: when the
  // cursor is at comments with words, followed by a tag line, reads them and
  // returns them; else leaves the cursor and returns none. The reader and
  // the game list's index both ask here, so they cut a file alike.
  std::vector<Token> commentsBeforeTags();
  // The text from the cursor up to the byte `end`, the cursor moved there; a
  // byte that is no character becomes U+FFFD and a note, as in a comment.
  std::string copyTo(std::size_t end, std::vector<Note> &notes);
  // Moves the cursor back to where `mark` (a copy of this lexer) was.
  void rewind(const Lexer &mark) {
    m_i = mark.m_i;
    m_line = mark.m_line;
    m_column = mark.m_column;
  }

 private:
  unsigned char peek(std::size_t ahead = 0) const {
    return m_i + ahead < m_s.size() ? static_cast<unsigned char>(m_s[m_i + ahead]) : 0;
  }
  void advance();
  void skipLine();
  // The length of the valid UTF-8 character at the cursor, 0 when the byte
  // there starts none.
  std::size_t utf8Length() const;
  // Copies one character to `out`; an invalid byte or a control character
  // becomes U+FFFD and a note.
  void copyChar(std::string &out, std::vector<Note> &notes);
  bool tagLineAhead() const;
  // At "(Q)" right after a symbol that ends in a rank: "e8(Q)".
  bool promotionInParentheses(const std::string &symbol) const;
  Message describeJunk();
  std::size_t closingQuote() const;

  std::string_view m_s;
  std::size_t m_i = 0;
  int m_line = 1;
  int m_column = 1;
};

// The PGN standard's own encoding is ISO 8859-1, and older databases still
// write it: in a text that is not valid UTF-8, each line that is not valid
// UTF-8 and holds no control bytes is taken as Latin-1 (with Windows-1252's
// printable 0x80-0x9F) and returned as UTF-8; any other line is returned as
// it is.
std::string decodeLegacy(std::string_view text);

// A file saved as UTF-16 (Windows's "Unicode", with its byte order mark,
// little- or big-endian) as UTF-8, the mark left out; none when `bytes` are
// not UTF-16. Without the mark, text whose first 256 pairs of bytes hold a 0
// on the same side at least nine times in ten is UTF-16 of that order.
// Readers take whole files through it before anything else, so the lexer and
// the index see UTF-8 (or Latin-1) only.
std::optional<std::string> decodeUtf16(std::string_view bytes);

// "byte 0x00 (NUL)", "invalid UTF-8 byte 0xFF".
Message byteName(unsigned char c);

}  // namespace sc::pgn
