// PgnIndex: where each game of a PGN text begins and ends, its first line
// and its main tags, found without reading a single turn. A file of a
// million games is cut into games with the PGN reader's own scanner, so a game
// the index cuts out reads exactly as it would in the whole file; its moves
// are read (PgnReader::readGame) only when the game is opened or searched.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "pgnlexer.h"
#include "positionlist.h"

namespace sc {

// The tags an index keeps of every game: what a games list shows and
// filters on. The others are read with the game. Opening holds the Opening
// tag, or else a puzzle's PuzzleOpeningTags; Themes and Rating a puzzle's
// PuzzleThemes and PuzzleRating; WhiteElo and BlackElo the players' ratings.
enum class IndexTag : std::uint8_t {
  Event,
  Site,
  Date,
  Round,
  White,
  Black,
  Result,
  Variant,
  ECO,
  Opening,
  Themes,
  Rating,
  WhiteElo,
  BlackElo
};
inline constexpr int kIndexTagCount = 14;
// The tag names, in IndexTag order (Opening's first choice).
const char *indexTagName(IndexTag tag);
// The tag an Opening slot takes when the game has no Opening tag.
inline constexpr const char *kPuzzleOpeningTag = "PuzzleOpeningTags";

struct PgnIndexEntry {
  std::uint64_t offset = 0;     // the game's first byte (its first tag, or its first token)
  std::uint32_t length = 0;     // up to the end of its last token
  std::uint32_t firstLine = 1;  // of `offset`
  std::uint32_t plies = 0;      // main-line turns, counted as the tokens between numbers
  // 0 for a tag the game does not have, else a string id of the batch.
  std::array<std::uint32_t, kIndexTagCount> tags{};
};

// Text that is not a game (junk between games): the reader reports it.
struct PgnIndexJunk {
  std::uint64_t offset = 0;
  std::uint32_t length = 0;
  std::uint32_t firstLine = 1;
};

// What one call of PgnScanner::scan found. Tag values are UTF-8 (a Latin-1
// value is decoded) and deduplicated: string id k is strings[k - 1].
struct PgnScanBatch {
  std::vector<PgnIndexEntry> games;
  std::vector<PgnIndexJunk> junk;
  std::vector<std::string> strings;
};

class PgnScanner {
 public:
  // PGN, or a position file (positionlist.h): one game a line that is not
  // blank or a '#' comment, its offset and length the line's without the
  // blanks around it, no tag read (the line is read when it is opened)
  // but an EPD id, or a puzzle row's id, game address and number of moves.
  enum class Format { Pgn, PositionLines };
  // `text` must outlive the scanner (a mapped file).
  explicit PgnScanner(std::string_view text, Format format = Format::Pgn);

  // Whether a cut without tags (a game of movetext alone, or text between
  // games such as "Downloaded from ...") is a game: the reader's say, which
  // the index cannot know without reading its turns. Given one (GameList
  // gives its PgnReader's), a cut it refuses is junk, as in the whole file's
  // reading; without one, every cut with a turn or a comment is a game. Cuts
  // with tags, nearly all of a real file, are never asked about.
  using GameCheck = std::function<bool(std::string_view text, std::uint32_t firstLine)>;
  void setGameCheck(GameCheck check) { m_check = std::move(check); }

  // Appends up to `maxGames` more games to `out`; false once the text is done.
  bool scan(std::size_t maxGames, PgnScanBatch &out);
  std::size_t bytesScanned() const { return m_lines ? m_at : m_lexer.offset(); }
  std::size_t size() const { return m_text.size(); }

 private:
  std::uint32_t intern(PgnScanBatch &out, std::string value);
  std::string tagValue(const pgn::TagLine &tag, std::size_t begin, std::size_t end) const;
  bool scanLines(std::size_t maxGames, PgnScanBatch &out);
  void puzzleTags(std::string_view line, PgnIndexEntry &entry, PgnScanBatch &out);

  std::string_view m_text;
  pgn::Lexer m_lexer;
  bool m_lines = false;
  PositionLayout m_layout;   // position lines: EPD, or a puzzle table's rows
  std::size_t m_at = 0;      // position lines: the next line's first byte
  std::uint32_t m_line = 1;  // and its number
  std::unordered_map<std::string, std::uint32_t> m_ids;  // of the batch being filled
  const PgnScanBatch *m_batch = nullptr;
  GameCheck m_check;
};

}  // namespace sc
