#include "positionlist.h"

#include <algorithm>

#include "epd.h"
#include "pgnlexer.h"
#include "registry.h"

namespace sc {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The text's lines, each without the blanks around it.
std::vector<std::string_view> linesOf(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte order mark
  std::vector<std::string_view> out;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    while (!line.empty() && isBlank(line.front())) line.remove_prefix(1);
    while (!line.empty() && isBlank(line.back())) line.remove_suffix(1);
    out.push_back(line);
    start = end + 1;
  }
  return out;
}

bool isPosition(std::string_view line) { return !line.empty() && line.front() != '#'; }

// A placement leads the line: its first word holds a '/' between ranks, and
// the line is no PGN tag, comment or escape ("1/2-1/2" is a result).
bool startsWithPlacement(std::string_view line) {
  const char first = line.front();
  if (first == '[' || first == '{' || first == ';' || first == '%') return false;
  const std::string_view word = line.substr(0, line.find_first_of(" \t"));
  return word.find('/') != std::string_view::npos && word != "1/2-1/2";
}

// The first line that is neither blank nor a comment, found without cutting
// the rest (a big file is mapped, not read).
std::string_view firstPositionLine(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    while (!line.empty() && isBlank(line.front())) line.remove_prefix(1);
    while (!line.empty() && isBlank(line.back())) line.remove_suffix(1);
    if (isPosition(line)) return line;
    start = end + 1;
  }
  return {};
}

PgnGame gameOf(const VariantPtr &variant, std::string_view line, int number,
               const PositionLayout &layout) {
  if (layout.puzzles) return readPuzzleRow(variant, line, number, *layout.puzzles);
  PgnGame game;
  game.firstLine = number;
  ParseError error;
  std::optional<EpdLine> read = readEpd(variant, std::string(line), &error);
  if (!read) {
    game.problems.push_back({number, error.column, error.message, error.detail});
    return game;
  }
  game.tree = std::make_unique<GameTree>(read->position);
  if (const std::string id = read->operand("id"); !id.empty()) game.tree->tags()["Event"] = id;
  std::vector<EpdOperation> rest;
  for (const EpdOperation &op : read->operations)
    if (op.opcode != "id") rest.push_back(op);
  game.tree->annotation(game.tree->root()).commentAfter = writeEpdOperations(rest);
  return game;
}

}  // namespace

PositionLayout positionLayout(std::string_view text) {
  PositionLayout layout;
  const std::string_view first = firstPositionLine(text);
  if (first.empty()) return layout;
  if (std::optional<PuzzleColumns> header = PuzzleColumns::fromHeader(first))
    layout.puzzles = std::move(header);
  else if (isPuzzleRow(first, PuzzleColumns::lichess()))
    layout.puzzles = PuzzleColumns::lichess();
  return layout;
}

bool isPuzzleHeader(std::string_view line, const PositionLayout &layout) {
  // A row holds a placement, so a '/'; a header none (and is not split for
  // nothing on every row of a big table).
  return layout.puzzles && line.find('/') == std::string_view::npos &&
         PuzzleColumns::fromHeader(line).has_value();
}

VariantPtr rulesetReadingPosition(const VariantPtr &current, const std::string &text,
                                  const PositionLayout &layout) {
  const std::string line = layout.puzzles ? puzzlePosition(text, *layout.puzzles) : text;
  if (readEpd(current, line)) return nullptr;
  const Registry &registry = Registry::instance();
  for (const std::string &name : registry.names()) {
    if (name == current->rules().name) continue;
    std::string error;
    VariantPtr other = registry.load(name, {}, error);
    if (other && readEpd(other, line)) return other;
  }
  return nullptr;
}

bool looksLikePositions(std::string_view text) {
  const PositionLayout layout = positionLayout(text);
  // A puzzle header says what the file is: a row it cannot read is a
  // problem of that row. Without one, every line must be a row.
  const bool header = layout.puzzles && isPuzzleHeader(firstPositionLine(text), layout);
  bool any = false;
  for (std::string_view line : linesOf(text)) {
    if (!isPosition(line) || (header && isPuzzleHeader(line, layout))) continue;
    if (layout.puzzles ? !header && !isPuzzleRow(line, *layout.puzzles)
                       : !startsWithPlacement(line))
      return false;
    any = true;
  }
  return any;
}

PgnFile readPositionList(const VariantPtr &variant, std::string_view raw) {
  // An id or a comment in Latin-1 becomes UTF-8, as in PGN: no tag of the
  // games read holds bytes that are not text.
  const std::string text = pgn::decodeLegacy(raw);
  const std::vector<std::string_view> lines = linesOf(text);
  const PositionLayout layout = positionLayout(text);
  std::vector<std::size_t> games;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (isPosition(lines[i]) && !isPuzzleHeader(lines[i], layout)) games.push_back(i);
  // A puzzle table is a collection even of one row: no question is asked
  // of a single puzzle, as none is of a single game.
  VariantPtr used = variant;
  if (games.size() > 1 || (layout.puzzles && !games.empty()))
    if (VariantPtr other = rulesetReadingPosition(variant, std::string(lines[games[0]]), layout))
      used = other;
  PgnFile file;
  for (std::size_t i : games) file.games.push_back(gameOf(used, lines[i], int(i) + 1, layout));
  return file;
}

PgnGame readPositionLine(const VariantPtr &variant, std::string_view line, int lineNumber,
                         const PositionLayout &layout) {
  const std::string text = pgn::decodeLegacy(line);
  return gameOf(variant, text, lineNumber, layout);
}

bool startsWithPositions(std::string_view text) {
  constexpr std::size_t kHead = 64 * 1024;
  if (text.size() > kHead) {
    text = text.substr(0, kHead);
    // The last line may be cut.
    if (const std::size_t newline = text.rfind('\n'); newline != std::string_view::npos)
      text = text.substr(0, newline);
  }
  return looksLikePositions(text);
}

}  // namespace sc
