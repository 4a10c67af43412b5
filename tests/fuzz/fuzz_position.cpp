// Positions of every ruleset (SFEN, FEN with castling, en passant and
// weapons, EPD lines and position files): never a crash; what reads writes
// back and reads the same; every legal turn makes a position that writes
// readably, and undoes to the key.
#include "epd.h"
#include "fuzzcommon.h"
#include "movegen.h"
#include "positionlist.h"
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
  if (sc::looksLikePositions(text)) sc::readPositionList(v, text);
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
