// The index's scan mirrors GameReader and MovetextReader (pgnreader.cpp,
// pgnmovetext.cpp) token for token where a game ends: at a result, at the
// next tag line, or at the end of the text. Anything else about the game
// (whether its turns are legal) is the reader's business, later.
#include "pgnindex.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "notation.h"

namespace sc {
namespace {

constexpr const char *kTagNames[kIndexTagCount] = {
    "Event",   "Site", "Date",    "Round",        "White",        "Black",    "Result",
    "Variant", "ECO",  "Opening", "PuzzleThemes", "PuzzleRating", "WhiteElo", "BlackElo"};

bool isResult(std::string_view s) { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*"; }

// PGN's "unknown" values of the Seven Tag Roster, which the reader leaves
// out as well (pgnreader.cpp); another tag's "?" is its value.
bool isPlaceholder(int tag, std::string_view value) {
  switch (IndexTag(tag)) {
    case IndexTag::Date:
      return value == "????.??.??";
    case IndexTag::Result:
      return value == "*";
    case IndexTag::Variant:
    case IndexTag::ECO:
    case IndexTag::Opening:
    case IndexTag::Themes:
    case IndexTag::Rating:
    case IndexTag::WhiteElo:
    case IndexTag::BlackElo:
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

PgnScanner::PgnScanner(std::string_view text, Format format)
    : m_text(text), m_lexer(text), m_lines(format == Format::PositionLines) {
  if (m_lines && text.substr(0, 3) == "\xEF\xBB\xBF") m_at = 3;  // a UTF-8 byte order mark
  if (m_lines) m_layout = positionLayout(text);
}

void PgnScanner::puzzleTags(std::string_view line, PgnIndexEntry &entry, PgnScanBatch &out) {
  // As readPuzzleRow names them (puzzlecsv.cpp).
  const PuzzleColumns &columns = *m_layout.puzzles;
  const std::vector<CsvField> fields = csvFields(pgn::decodeLegacy(line));
  for (std::size_t i = 0; i < fields.size() && i < columns.names.size(); ++i) {
    if (fields[i].text.empty()) continue;
    if (int(i) == columns.id) {
      entry.tags[std::size_t(IndexTag::Event)] = intern(out, fields[i].text);
    } else if (int(i) == columns.moves) {
      const std::string &moves = fields[i].text;
      for (std::size_t at = 0; at < moves.size(); ++at)
        entry.plies += moves[at] != ' ' && (at == 0 || moves[at - 1] == ' ');
    } else if (int(i) == columns.site) {
      entry.tags[std::size_t(IndexTag::Site)] = intern(out, columns.siteOf(fields[i].text));
    } else if (int(i) == columns.themes) {
      entry.tags[std::size_t(IndexTag::Themes)] = intern(out, fields[i].text);
    } else if (int(i) == columns.openings) {
      entry.tags[std::size_t(IndexTag::Opening)] = intern(out, fields[i].text);
    } else if (int(i) == columns.ratings) {
      entry.tags[std::size_t(IndexTag::Rating)] = intern(out, fields[i].text);
    }
  }
}

bool PgnScanner::scanLines(std::size_t maxGames, PgnScanBatch &out) {
  // As positionlist.cpp cuts and trims its lines, so line k of the index is
  // the game readPositionList makes of it.
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  for (std::size_t found = 0; m_at < m_text.size() && found < maxGames; ++m_line) {
    const std::size_t newline = std::min(m_text.find('\n', m_at), m_text.size());
    std::size_t begin = m_at, end = newline;
    m_at = std::min(newline + 1, m_text.size());
    while (begin < end && blank(m_text[begin])) ++begin;
    while (end > begin && blank(m_text[end - 1])) --end;
    if (begin == end || m_text[begin] == '#') continue;
    const std::string_view line = m_text.substr(begin, end - begin);
    if (isPuzzleHeader(line, m_layout)) continue;
    PgnIndexEntry entry;
    entry.offset = begin;
    entry.length = std::uint32_t(end - begin);
    entry.firstLine = m_line;
    if (m_layout.puzzles) {
      puzzleTags(line, entry, out);
      out.games.push_back(entry);
      ++found;
      continue;
    }
    // EPD's `id "WAC.001"` is the game's Event (positionlist.cpp), for the
    // list to show before the line is read; the reading has the last word.
    for (std::size_t at = line.find("id \""); at != std::string_view::npos;
         at = line.find("id \"", at + 1)) {
      if (at == 0 || (line[at - 1] != ' ' && line[at - 1] != ';')) continue;
      const std::size_t close = line.find('"', at + 4);
      if (close == std::string_view::npos) break;
      std::string value = pgn::decodeLegacy(line.substr(at + 4, close - at - 4));
      if (!value.empty()) entry.tags[std::size_t(IndexTag::Event)] = intern(out, std::move(value));
      break;
    }
    out.games.push_back(entry);
    ++found;
  }
  return m_at < m_text.size();
}

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
  if (m_lines) return scanLines(maxGames, out);
  std::size_t found = 0;
  for (m_lexer.skipBlank(); !m_lexer.atEnd() && found < maxGames; m_lexer.skipBlank()) {
    PgnIndexEntry game;
    game.offset = m_lexer.offset();
    game.firstLine = std::uint32_t(m_lexer.place().line);
    bool content = false, tagged = false;
    std::uint32_t openingStandIn = 0;
    m_lexer.commentsBeforeTags();  // the game's introduction, as the reader reads it
    std::size_t end = m_lexer.offset();
    while (m_lexer.atTag()) {
      const std::size_t begin = m_lexer.offset();
      const pgn::TagLine tag = m_lexer.readTag();
      end = m_lexer.offset();
      content = tagged = true;
      m_lexer.skipBlank();
      if (tag.problem.message.context) continue;
      // PuzzleOpeningTags stands in for an Opening tag (GameList::takeTags).
      const bool standIn = tag.name == kPuzzleOpeningTag;
      const int slot = standIn ? int(IndexTag::Opening) : tagSlot(tag.name);
      if (slot < 0) continue;
      std::string value = tagValue(tag, begin, end);
      const std::uint32_t id = isPlaceholder(slot, value) ? 0 : intern(out, std::move(value));
      (standIn ? openingStandIn : game.tags[std::size_t(slot)]) = id;
    }
    std::uint32_t &opening = game.tags[std::size_t(IndexTag::Opening)];
    if (!opening) opening = openingStandIn;
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
    if (content && !tagged && m_check)
      content = m_check(m_text.substr(std::size_t(game.offset), game.length), game.firstLine);
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
