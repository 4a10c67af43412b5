// PGN with Shooters content: tags (with [Variant "Shooters Chess"], [SetUp "1"]
// and [FEN "<SFEN>"] for another start), movetext in the project's notation,
// variations, comments, NAGs, and [%cal ...] / [%csl ...] for arrows and circles
// inside comments. Several games per file. Plain C++; reading is iterative (no
// recursion), so a 100,000-deep nest of variations cannot overflow the stack.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gametree.h"
#include "sfen.h"

namespace sc {

// Lines and columns count from 1; a column counts characters (UTF-8 code
// points), not bytes. docs/pgn.md lists the messages.
struct PgnProblem {
  int line = 1;
  int column = 1;
  std::string message;           // "expected a turn, a comment or ')' but found '}'"
  Message detail;                // `message` as a translatable template, when it has one
  std::string toString() const;  // "line 12, column 7: ..."
};

struct PgnGame {
  std::unique_ptr<GameTree> tree;    // null when the game could not be read at all
  int firstLine = 1;                 // where the game starts in the file
  std::vector<PgnProblem> problems;  // a game with problems keeps what was read before them
};

struct PgnFile {
  std::vector<PgnGame> games;
  std::vector<PgnProblem> problems;  // problems outside any game
};

// Reads every game of a file. A bad game does not stop the others. `firstLine`
// numbers the text's first line: a game cut from a file by PgnIndex keeps the
// file's line numbers in its problems.
PgnFile readPgn(const VariantPtr &variant, std::string_view text, int firstLine = 1);
// A reader kept across calls: the games of one file share the rulesets their
// Variant tags name and the turns already read (a search reads thousands).
class PgnReader {
 public:
  explicit PgnReader(VariantPtr variant);
  ~PgnReader();
  PgnFile read(std::string_view text, int firstLine = 1);
  // One game cut from a file (PgnIndex): its first game, with any junk's
  // problems; a null tree when nothing could be read.
  PgnGame readGame(std::string_view text, int firstLine = 1);

 private:
  struct State;
  std::unique_ptr<State> m_state;
};

// Writes one game; `writePgn(games)` writes several separated by blank lines.
std::string writePgn(const GameTree &tree);
std::string writePgn(const std::vector<const GameTree *> &trees);
// The value of the Variant tag for a ruleset: "Shooters Chess" for the
// default ruleset (the revised edition), the ruleset's title for the others.
std::string variantTagValue(const Ruleset &rules);

}  // namespace sc
