// Positions of every ruleset (SFEN, FEN with castling, en passant and
// weapons): never a crash; what reads writes back and reads the same; every
// legal turn makes a position that writes readably, and undoes to the key.
#include "fuzzcommon.h"
#include "movegen.h"
#include "sfen.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size < 1 || size > 4096) return 0;
  const sc::VariantPtr &v = fuzz::variants()[data[0] % fuzz::variants().size()];
  const std::string text(reinterpret_cast<const char *>(data + 1), size - 1);
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
