// PGN of any rule system: never a crash; every game read is written and read
// again with the same number of turns. The index (PgnScanner) cuts the same
// text into games in order and in bounds, never two games in one cut, and
// with the reader's say on cuts without tags the games the reader finds, and
// the tags ECO, Opening and PuzzleThemes as the reading has them.
// A file in UTF-16 decodes to valid UTF-8. A game's move times are never
// negative, nor more than a turn could take.
#include <cmath>

#include "fuzzcommon.h"
#include "movetimes.h"
#include "pgn.h"
#include "pgnindex.h"
#include "pgnlexer.h"

namespace {

// The tags the Games list filters on beyond the roster are the index's as
// the reading has them (GameList::takeTags), PuzzleOpeningTags standing in
// for a missing Opening.
void checkFilterTags(const sc::PgnIndexEntry &e, const sc::PgnScanBatch &batch,
                     const sc::GameTree &tree, const std::string &text) {
  for (sc::IndexTag slot : {sc::IndexTag::ECO, sc::IndexTag::Opening, sc::IndexTag::Themes,
                            sc::IndexTag::Rating, sc::IndexTag::WhiteElo, sc::IndexTag::BlackElo}) {
    auto it = tree.tags().find(sc::indexTagName(slot));
    if (it == tree.tags().end() && slot == sc::IndexTag::Opening)
      it = tree.tags().find(sc::kPuzzleOpeningTag);
    const std::uint32_t id = e.tags[std::size_t(slot)];
    const std::string indexed = id ? batch.strings[id - 1] : std::string();
    if (indexed != (it == tree.tags().end() ? std::string() : it->second))
      fuzz::fail("the index and the reading disagree on a filter tag", text);
  }
}

void checkIndex(const std::string &text) {
  sc::PgnScanner scanner(text);
  sc::PgnScanBatch batch;
  while (scanner.scan(3, batch)) {
  }
  sc::PgnReader reader(sc::Registry::instance().defaultVariant());
  std::uint64_t end = 0;
  for (const sc::PgnIndexEntry &e : batch.games) {
    if (e.offset < end || e.offset + e.length > text.size())
      fuzz::fail("an index entry out of order or out of bounds", text);
    end = e.offset + e.length;
    for (std::uint32_t id : e.tags)
      if (id > batch.strings.size()) fuzz::fail("an index tag id without a string", text);
    const sc::PgnFile cut =
        reader.read(std::string_view(text).substr(e.offset, e.length), int(e.firstLine));
    if (cut.games.size() > 1) fuzz::fail("an index entry holds two games", text);
    if (cut.games.size() == 1 && cut.games[0].tree && sc::pgn::decodeLegacy(text) == text)
      checkFilterTags(e, batch, *cut.games[0].tree, text);
  }
  // With the reader's say on cuts without tags, as GameList gives it, the
  // index lists the games the whole file's reading finds. (A file that is
  // not UTF-8 is decoded whole there and cut by cut here, which may read a
  // byte otherwise.)
  if (sc::pgn::decodeLegacy(text) != text) return;
  sc::PgnScanner checked(text);
  checked.setGameCheck([&reader](std::string_view cut, std::uint32_t line) {
    return !reader.read(cut, int(line)).games.empty();
  });
  sc::PgnScanBatch games;
  while (checked.scan(3, games)) {
  }
  if (games.games.size() != reader.read(text).games.size())
    fuzz::fail("the index and the reader count different games", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size > 65536) return 0;
  const std::string text(reinterpret_cast<const char *>(data), size);
  checkIndex(text);
  if (const std::optional<std::string> utf8 = sc::pgn::decodeUtf16(text))
    if (sc::pgn::decodeLegacy(*utf8) != *utf8)
      fuzz::fail("UTF-16 decodes to text that is not UTF-8", text);
  const sc::PgnFile file = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
  for (const sc::PgnGame &game : file.games) {
    if (!game.tree) continue;
    // A clock reads up to 999:59:59.999, a TimeControl up to INT_MAX seconds.
    for (const std::optional<double> &t : MoveTimes::mainLine(*game.tree))
      if (t && !(*t >= 0 && *t <= 2.2e9 && std::isfinite(*t)))
        fuzz::fail("a move time out of range", text);
    const std::string written = sc::writePgn(*game.tree);
    const sc::PgnFile again = sc::readPgn(sc::Registry::instance().defaultVariant(), written);
    if (again.games.size() != 1 || !again.games[0].tree)
      fuzz::fail("a written game does not read", written);
    if (again.games[0].tree->nodeCount() != game.tree->nodeCount())
      fuzz::fail("a written game reads with another number of turns", written);
  }
  return 0;
}
