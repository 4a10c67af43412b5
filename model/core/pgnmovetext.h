// Reading one game's movetext into a GameTree (internal to the PGN reader):
// turns replayed on a Position, variations as an explicit stack of frames,
// comments placed before or after a turn, NAGs and glyphs, [%cal]/[%csl].
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "gametree.h"
#include "notation.h"
#include "pgn.h"
#include "pgnlexer.h"

namespace sc::pgn {

// Turns already read in one file, by position key and token: the games of a
// file share their openings, and a variation revisits its parent's position.
class TurnCache {
 public:
  // The turn `token` names in `pos` and its written form, or nullptr.
  const Turn *find(const Position &pos, const std::string &token, std::string &notation) const;
  void add(const Position &pos, const std::string &token, const Turn &turn,
           const std::string &notation);

 private:
  struct Entry {
    const Variant *variant;  // two rulesets hash the same board differently
    std::string token;
    Turn turn;
    std::string notation;
  };
  std::unordered_map<Key, std::vector<Entry>> m_turns;  // by position key
  std::size_t m_size = 0;
};

// A square as shapes and tokens write it: file a..p, rank 1..16. Advances `i`.
bool readSquare(const std::string &s, std::size_t &i, Square &out);
// Takes [%cal ...] and [%csl ...] out of a comment into `note`'s shapes,
// [%eval ...] into `note.eval` and the clocks [%clk ...] and [%emt ...] into
// `note.clock` and `note.elapsed`, and returns the rest with its white space
// collapsed. Other [%...] commands, and a clock that is not a time, stay in the
// text, so nothing is lost.
std::string extractShapes(const std::string &raw, const Variant &variant, Annotation &note,
                          std::vector<Message> &problems);

class MovetextReader {
 public:
  MovetextReader(Lexer &lexer, GameTree &tree, std::vector<PgnProblem> &problems, TurnCache &cache);

  // Reads up to and including the result token, or up to the next game's
  // tags or the end of the text. After a bad turn in a variation the rest of
  // that variation is skipped; after any other bad token the rest of the
  // game. What was read before it stays in the tree.
  void read();
  // The result token ("1-0", "*"), empty when there was none.
  const std::string &result() const { return m_result; }

  // Skips a game that cannot be read (unknown variant, bad FEN).
  static void skipGame(Lexer &lexer);

 private:
  enum class Step { Continue, Stop };
  Step symbol(const Token &tok);
  // A symbol after its turn number: glyphs, "e.p.", a null move or a turn.
  Step word(const std::string &body, Place at);
  Step turn(const std::string &body, Place at, int suffixNag);
  // Adds a turn read (or a pass) to the tree at the current line.
  Step addTurn(const Turn &t, int suffixNag);
  bool hasBreakthroughs() const;
  std::optional<Turn> findTurn(const std::string &body, std::string &notation, TurnError &error);
  Step open(const Token &tok);
  Step close(const Token &tok);
  Step comment(const Token &tok);
  void nag(int value, Place at);
  void finish(Place at, const Message &found);
  // A turn that cannot be read: in a variation, the rest of the variation is
  // skipped and the enclosing line goes on; otherwise the rest of the game.
  Step badTurn(Place at, Message why);
  // Words before a game's first turn number ("Club night, round 2: 1. e4"),
  // kept as the start position's comment; false when the word is a bad turn.
  bool preamble();
  void fail(Place at, Message why);
  void flushPending();
  void problem(Place at, Message why);

  struct Frame {
    NodeId resume;  // the turn the enclosing line goes on from after ')'
    Place open;
  };

  Lexer &m_lexer;
  GameTree &m_tree;
  std::vector<PgnProblem> &m_problems;
  TurnCache &m_cache;
  std::unique_ptr<TurnList> m_turns = std::make_unique<TurnList>();
  Position m_pos;  // the position at m_cur
  NodeId m_cur;
  // Comments after a turn (or at the start of the game: the root's) are its
  // after-comment; after a turn number, '(' or ')' they wait for the next turn.
  bool m_afterTurn = true;
  bool m_lineHasTurn = false;  // a variation may only follow a turn of its line
  Annotation m_pending;        // a before-comment and its shapes, waiting for a turn
  std::vector<Frame> m_frames;
  std::string m_result;
  Lexer m_tokenStart;       // the lexer before the token being read
  bool m_numbered = false;  // a turn number was read
};

}  // namespace sc::pgn
