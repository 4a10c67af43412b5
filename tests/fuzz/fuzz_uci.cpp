// The UCI commands shooters-engine reads, line by line through the engine's
// own handling (positions, options, searches capped at 300 nodes
// on this thread, so no input takes long): never a crash; after every line the
// engine's position is written and reads back to the same text and key;
// every turn of a pv and every bestmove reads as a legal turn where it is
// played; "isready" answers "readyok".
#include <sstream>

#include "fuzzcommon.h"
#include "notation.h"
#include "sfen.h"
#include "uciengine.h"
#include "uciprotocol.h"

namespace {

void checkPosition(const sc::Position &pos) {
  const std::string written = sc::writeSfen(pos);
  sc::ParseError error;
  const std::optional<sc::Position> back = sc::readSfen(pos.variantPtr(), written, &error);
  if (!back)
    fuzz::fail("the engine's position does not read back", written + ": " + error.toString());
  if (sc::writeSfen(*back) != written || back->key() != pos.key())
    fuzz::fail("the engine's position reads back as another", written);
}

// The turns of `tokens` from `from` on, each legal where it is played.
void checkTurns(sc::Position pos, const std::vector<std::string> &tokens, std::size_t from,
                const std::string &line) {
  for (std::size_t i = from; i < tokens.size(); ++i) {
    std::string why;
    const std::optional<sc::Turn> turn = sc::parseTurn(pos, tokens[i], &why);
    if (!turn) fuzz::fail("the engine wrote a turn that does not read", line + ": " + why);
    pos.make(*turn);
  }
}

void checkReplies(const sc::Position &root, const std::string &command, const std::string &out) {
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    const std::vector<std::string> words = uci::splitWords(line);
    if (words.empty()) fuzz::fail("an empty reply line", command);
    if (words[0] == "bestmove" && words.size() >= 2 && words[1] != "(none)") {
      // "bestmove T [ponder P]": T legal at the root, P after it.
      std::vector<std::string> turns{words[1]};
      if (words.size() == 4 && words[2] == "ponder")
        turns.push_back(words[3]);
      else if (words.size() != 2)
        fuzz::fail("a bestmove line of another shape", line);
      checkTurns(root, turns, 0, line);
    } else if (words[0] == "info" && words.size() > 1 && words[1] != "string") {
      const auto pv = std::find(words.begin(), words.end(), "pv");
      if (pv != words.end()) checkTurns(root, words, std::size_t(pv - words.begin()) + 1, line);
    }
  }
  if (uci::splitWords(command) == std::vector<std::string>{"isready"} && out != "readyok\n")
    fuzz::fail("isready answered", out);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  if (size > 4096) return 0;
  uci::UciEngine engine({.hashMb = 1, .maxHashMb = 1, .maxNodes = 300});
  std::istringstream in(std::string(reinterpret_cast<const char *>(data), size));
  int count = 0;
  for (std::string line; std::getline(in, line) && count < 32; ++count) {
    const sc::Position root = engine.position();  // what a "go" on this line searches
    std::ostringstream out;
    const bool more = engine.handleLine(line, out);
    checkReplies(root, line, out.str());
    checkPosition(engine.position());
    if (!more) break;
  }
  return 0;
}
