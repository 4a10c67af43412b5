// Turn notation of every ruleset (the project's tokens and SAN) on its start
// position and a busy one: never a crash; a token that names a turn is
// written back to a token that names the same turn.
#include "fuzzcommon.h"
#include "notation.h"
#include "sfen.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size < 2 || size > 256) return 0;
  const sc::VariantPtr &v = fuzz::variants()[data[0] % fuzz::variants().size()];
  std::optional<sc::Position> pos = sc::readSfen(v, v->rules().startSfen);
  if (!pos) fuzz::fail("start position does not read", v->rules().name);
  // A few plies in, so captures and special turns exist: the first legal
  // turn, data[1] % 8 times.
  for (int i = 0; i < data[1] % 8; ++i) {
    static sc::TurnList turns;
    sc::generateLegal(*pos, turns);
    if (turns.size == 0) break;
    pos->make(turns[(i * 7) % turns.size]);
  }
  const std::string token(reinterpret_cast<const char *>(data + 2), size - 2);
  std::string error;
  std::optional<sc::Turn> turn = sc::parseTurn(*pos, token, &error);
  if (!turn) return 0;
  const std::string written = sc::formatTurn(*pos, *turn);
  std::optional<sc::Turn> back = sc::parseTurn(*pos, written, &error);
  if (!back || !(*back == *turn)) fuzz::fail("written turn reads as another", written);
  return 0;
}
