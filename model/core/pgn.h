// PGN with Shooters content: tags (with [Variant "Shooters Chess"], [SetUp "1"]
// and [FEN "<SFEN>"] for another start), movetext in the project's notation,
// variations, comments, NAGs, and [%cal ...] / [%csl ...] for arrows and circles
// inside comments. Several games per file. Plain C++; reading is iterative (no
// recursion), so a 100,000-deep nest of variations cannot overflow the stack.
#pragma once

#include <memory>
#include <string>
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

// Reads every game of a file. A bad game does not stop the others.
PgnFile readPgn(const VariantPtr &variant, const std::string &text);
// Writes one game; `writePgn(games)` writes several separated by blank lines.
std::string writePgn(const GameTree &tree);
std::string writePgn(const std::vector<const GameTree *> &trees);
// The value of the Variant tag for a ruleset: "Shooters Chess" for the
// default ruleset (the revised edition), the ruleset's title for the others.
std::string variantTagValue(const Ruleset &rules);

}  // namespace sc
