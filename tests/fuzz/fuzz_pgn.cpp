// PGN of any rule system: never a crash; every game read is written and read
// again with the same number of turns.
#include "fuzzcommon.h"
#include "pgn.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size > 65536) return 0;
  const std::string text(reinterpret_cast<const char *>(data), size);
  const sc::PgnFile file = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
  for (const sc::PgnGame &game : file.games) {
    if (!game.tree) continue;
    const std::string written = sc::writePgn(*game.tree);
    const sc::PgnFile again = sc::readPgn(sc::Registry::instance().defaultVariant(), written);
    if (again.games.size() != 1 || !again.games[0].tree)
      fuzz::fail("a written game does not read", written);
    if (again.games[0].tree->nodeCount() != game.tree->nodeCount())
      fuzz::fail("a written game reads with another number of turns", written);
  }
  return 0;
}
