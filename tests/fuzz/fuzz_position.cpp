// Positions of every ruleset (SFEN, FEN with castling, en passant and
// weapons, EPD lines and position files, puzzle tables): never a crash; what reads writes
// back and reads the same; every legal turn makes a position that writes
// readably, and undoes to the key; the board editor's mirrors write readably,
// keep the key a reading gives, and twice give the position back.
#include "epd.h"
#include "fuzzcommon.h"
#include "movegen.h"
#include "pgnindex.h"
#include "positionlist.h"
#include "positiontransform.h"
#include "sfen.h"

namespace {

// An EPD line that reads writes back, with its operations, to one that reads
// the same; a position file never crashes.
void checkEpd(const sc::VariantPtr &v, const std::string &text) {
  sc::ParseError error;
  if (const std::optional<sc::EpdLine> line = sc::readEpd(v, text, &error)) {
    const std::string ops = sc::writeEpdOperations(line->operations);
    const std::string written = sc::writeSfen(line->position) + (ops.empty() ? "" : " " + ops);
    const std::optional<sc::EpdLine> again = sc::readEpd(v, written, &error);
    if (!again) fuzz::fail("written EPD line does not read", written + ": " + error.toString());
    if (sc::writeEpdOperations(again->operations) != ops)
      fuzz::fail("EPD operations change on a round trip", written);
  }
  if (!sc::looksLikePositions(text)) return;
  // The game list's index of a big position file cuts the lines the list
  // reads, one game each, with the same problems where they are.
  const sc::PgnFile file = sc::readPositionList(v, text);
  sc::PgnScanner scanner(text, sc::PgnScanner::Format::PositionLines);
  sc::PgnScanBatch batch;
  while (scanner.scan(3, batch)) {
  }
  if (batch.games.size() != file.games.size())
    fuzz::fail("the line index and the position list count different games", text);
  // As the list (and GameList): several lines are read in the rule system
  // that reads the first.
  const sc::PositionLayout layout = sc::positionLayout(text);
  sc::VariantPtr used = v;
  if (batch.games.size() > 1 || (layout.puzzles && !batch.games.empty())) {
    const sc::PgnIndexEntry &first = batch.games.front();
    if (sc::VariantPtr other = sc::rulesetReadingPosition(
            v, sc::pgn::decodeLegacy(std::string_view(text).substr(first.offset, first.length)),
            layout))
      used = other;
  }
  for (std::size_t i = 0; i < batch.games.size(); ++i) {
    const sc::PgnIndexEntry &e = batch.games[i];
    if (e.offset + e.length > text.size()) fuzz::fail("a line index entry out of bounds", text);
    const sc::PgnGame one = sc::readPositionLine(
        used, std::string_view(text).substr(e.offset, e.length), int(e.firstLine), layout);
    const sc::PgnGame &all = file.games[i];
    if (bool(one.tree) != bool(all.tree) || one.problems.size() != all.problems.size() ||
        (!one.problems.empty() && (one.problems[0].line != all.problems[0].line ||
                                   one.problems[0].column != all.problems[0].column)))
      fuzz::fail("a line read alone differs from the list's reading", text);
    // A puzzle row's index entry shows what its reading holds.
    if (layout.puzzles && one.tree && one.problems.empty()) {
      if (int(e.plies) != int(one.tree->mainLine().size()) - 1)
        fuzz::fail("a puzzle row's index counts other moves than it reads", text);
      const std::uint32_t event = e.tags[std::size_t(sc::IndexTag::Event)];
      const auto tag = one.tree->tags().find("Event");
      if ((event == 0) != (tag == one.tree->tags().end()) ||
          (event && batch.strings[event - 1] != tag->second))
        fuzz::fail("a puzzle row's index shows another id than it reads", text);
    }
  }
}

// Swap sides and (without castling rights, which a reflection of files
// drops) Mirror left to right, as the board editor offers them.
void checkMirrors(const sc::VariantPtr &v, const sc::Position &pos, const std::string &written,
                  bool sameKey) {
  for (const sc::Mirror m : {sc::Mirror::SwapSides, sc::Mirror::Files}) {
    if (!sc::canMirror(*v, m)) continue;
    const std::optional<sc::Position> once = sc::mirrored(pos, m);
    if (!once) fuzz::fail("a mirror the board allows gives nothing", written);
    const std::string text = sc::writeSfen(*once);
    sc::ParseError error;
    const std::optional<sc::Position> read = sc::readSfen(v, text, &error);
    if (!read) fuzz::fail("a mirrored position does not read", text + ": " + error.toString());
    // (A square no capture can use stays in a key the text does not show,
    // the original's as well: only a key its text gives is compared.)
    if (sameKey && read->key() != once->key())
      fuzz::fail("a mirrored position's key is not its reading's", text);
    if (m == sc::Mirror::Files && pos.castling() != 0) continue;
    const std::optional<sc::Position> twice = sc::mirrored(*once, m);
    if (!twice || sc::writeSfen(*twice) != written)
      fuzz::fail("a mirror twice is another position", written);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size < 1 || size > 4096) return 0;
  const sc::VariantPtr &v = fuzz::variants()[data[0] % fuzz::variants().size()];
  const std::string text(reinterpret_cast<const char *>(data + 1), size - 1);
  checkEpd(v, text);
  sc::ParseError error;
  std::optional<sc::Position> pos = sc::readSfen(v, text, &error);
  if (!pos) return 0;
  const std::string written = sc::writeSfen(*pos);
  std::optional<sc::Position> again = sc::readSfen(v, written, &error);
  if (!again) fuzz::fail("written position does not read", written + ": " + error.toString());
  if (sc::writeSfen(*again) != written) fuzz::fail("position changes on a round trip", written);
  checkMirrors(v, *pos, written, again->key() == pos->key());
  static sc::TurnList turns;
  sc::generateLegal(*pos, turns);
  const sc::Key key = pos->key();
  for (int i = 0; i < turns.size && i < 48; ++i) {
    pos->make(turns[i]);
    const std::string after = sc::writeSfen(*pos);
    if (!sc::readSfen(v, after, &error)) fuzz::fail("position after a turn does not read", after);
    pos->undo();
    if (pos->key() != key) fuzz::fail("undo does not restore the key", written);
  }
  return 0;
}
