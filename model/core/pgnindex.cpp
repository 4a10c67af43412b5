// The index's scan mirrors GameReader and MovetextReader (pgnreader.cpp,
// pgnmovetext.cpp) token for token where a game ends: at a result, at the
// next tag line, or at the end of the text. Anything else about the game
// (whether its turns are legal) is the reader's business, later.
#include "pgnindex.h"

#include <cctype>
#include <map>

#include "notation.h"

namespace sc {
namespace {

constexpr const char *kTagNames[kIndexTagCount] = {"Event", "Site",  "Date",   "Round",
                                                   "White", "Black", "Result", "Variant"};

bool isResult(std::string_view s) { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*"; }

// PGN's "unknown" values, which the reader leaves out as well.
bool isPlaceholder(int tag, std::string_view value) {
  switch (IndexTag(tag)) {
    case IndexTag::Date:
      return value == "????.??.??";
    case IndexTag::Result:
      return value == "*";
    case IndexTag::Variant:
      return false;
    default:
      return value == "?";
  }
}

int tagSlot(std::string_view name) {
  for (int i = 0; i < kIndexTagCount; ++i)
    if (name == kTagNames[i]) return i;
  return -1;
}

// A token that is a turn rather than a move number ("12." "12...") or a
// glyph ("!?", "+-"): it starts with a letter once a number prefix is cut.
bool isTurnToken(std::string_view s) {
  if (s.substr(0, 3) == "0-0") return true;  // castling written with zeros (C3)
  std::size_t i = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  while (i < s.size() && s[i] == '.') ++i;
  const std::string_view body = s.substr(i);
  if (pgn::figurineLetter(body)) return true;  // "♘f3"
  if (isNullToken(body)) return true;          // a pass is a ply (D39)
  // "e.p." after an en passant capture is no turn of its own, nor is "N" or
  // "TN" (a novelty's glyph; pgnmovetext.cpp).
  return !body.empty() && std::isalpha(static_cast<unsigned char>(body[0])) && body != "e.p." &&
         body != "ep" && body != "N" && body != "TN";
}

}  // namespace

const char *indexTagName(IndexTag tag) { return kTagNames[int(tag)]; }

PgnScanner::PgnScanner(std::string_view text) : m_text(text), m_lexer(text) {}

std::uint32_t PgnScanner::intern(PgnScanBatch &out, std::string value) {
  // Ids are the batch's own. A new batch may sit where the last one was (a
  // local of a loop), so its strings, not its address, tell it apart.
  if (m_batch != &out || m_ids.size() != out.strings.size()) {
    m_ids.clear();
    m_batch = &out;
    for (std::size_t i = 0; i < out.strings.size(); ++i)
      m_ids.emplace(out.strings[i], std::uint32_t(i + 1));
  }
  auto [it, added] = m_ids.emplace(std::move(value), std::uint32_t(out.strings.size() + 1));
  if (added) out.strings.push_back(it->first);
  return it->second;
}

std::string PgnScanner::tagValue(const pgn::TagLine &tag, std::size_t begin,
                                 std::size_t end) const {
  if (tag.notes.empty()) return tag.value;
  // A byte that is not UTF-8: the line may be Latin-1, which the reader
  // decodes when the whole game is.
  const std::string decoded = pgn::decodeLegacy(m_text.substr(begin, end - begin));
  pgn::Lexer again(decoded);
  again.skipBlank();
  if (!again.atTag()) return tag.value;
  pgn::TagLine line = again.readTag();
  return line.problem.message.context ? tag.value : line.value;
}

bool PgnScanner::scan(std::size_t maxGames, PgnScanBatch &out) {
  std::size_t found = 0;
  for (m_lexer.skipBlank(); !m_lexer.atEnd() && found < maxGames; m_lexer.skipBlank()) {
    PgnIndexEntry game;
    game.offset = m_lexer.offset();
    game.firstLine = std::uint32_t(m_lexer.place().line);
    bool content = false;
    std::size_t end = m_lexer.offset();
    while (m_lexer.atTag()) {
      const std::size_t begin = m_lexer.offset();
      const pgn::TagLine tag = m_lexer.readTag();
      end = m_lexer.offset();
      content = true;
      m_lexer.skipBlank();
      if (tag.problem.message.context) continue;
      const int slot = tagSlot(tag.name);
      if (slot < 0) continue;
      std::string value = tagValue(tag, begin, end);
      game.tags[std::size_t(slot)] = isPlaceholder(slot, value) ? 0 : intern(out, std::move(value));
    }
    int depth = 0;
    for (;;) {
      const pgn::Token tok = m_lexer.next();
      if (tok.kind == pgn::TokenKind::End || tok.kind == pgn::TokenKind::TagStart) break;
      end = m_lexer.offset();
      if (tok.kind == pgn::TokenKind::Symbol) {
        if (isResult(tok.text)) break;
        content = true;
        if (depth == 0 && isTurnToken(tok.text)) ++game.plies;
      } else if (tok.kind == pgn::TokenKind::Comment) {
        content = true;
      } else if (tok.kind == pgn::TokenKind::Open) {
        ++depth;
      } else if (tok.kind == pgn::TokenKind::Close && depth > 0) {
        --depth;
      }
    }
    game.length = std::uint32_t(end - game.offset);
    if (content) {
      out.games.push_back(game);
      ++found;
    } else if (game.length > 0) {
      out.junk.push_back({game.offset, game.length, game.firstLine});
    }
  }
  m_lexer.skipBlank();
  return !m_lexer.atEnd();
}

}  // namespace sc
