// The UCI dialect of shooters-engine, as free functions from words to
// commands and from search results to lines, so tests call them directly.
// Turns are written in the project's notation (docs/notation.md), positions
// in SFEN (S23); see docs/engine.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "search.h"

namespace uci {

// Splits a line at white space.
std::vector<std::string> splitWords(const std::string &line);

// "position startpos [moves T...]" or "position fen <SFEN> [moves T...]".
struct PositionCommand {
  bool startpos = false;
  std::string sfen;  // the SFEN's fields joined by single spaces
  std::vector<std::string> moves;
};
std::optional<PositionCommand> parsePosition(const std::vector<std::string> &words,
                                             std::string &error);

// "go [depth N] [movetime MS] [nodes N] [infinite] [mate N] [wtime MS] [btime MS]
// [winc MS] [binc MS] [movestogo N] [ponder]".
struct GoCommand {
  sc::SearchLimits limits;   // depth, movetime, nodes, infinite as given
  int timeMs[2] = {-1, -1};  // wtime, btime; -1: not given
  int incMs[2] = {0, 0};     // winc, binc
  int movesToGo = 0;
  int mate = 0;         // mate in N: searched to 2N plies
  bool ponder = false;  // think on the opponent's time until ponderhit or stop

  // The limits for `toMove`: its clock, when given and no movetime is, sets
  // a soft and a hard time (sc::allotTime); mate N without a depth, the depth.
  sc::SearchLimits limitsFor(sc::Color toMove, int overheadMs) const;
};
std::optional<GoCommand> parseGo(const std::vector<std::string> &words, std::string &error);

// "setoption name <NAME...> [value <VALUE...>]".
struct SetOption {
  std::string name;
  std::string value;
};
std::optional<SetOption> parseSetOption(const std::vector<std::string> &words, std::string &error);

// The reply to "uci": id lines, the options, "uciok".
std::vector<std::string> uciReply(const std::vector<std::string> &variants,
                                  const std::string &variant, int multiPv, int hashMb,
                                  int threads = 1, int overheadMs = 30);

// "cp 35", "mate 2" (a win in two of our turns), "mate -1" (lost after one).
std::string formatScore(int score);

// "info depth D seldepth S multipv K score ... nodes N nps N hashfull H time T pv ...".
// `root` is the searched position; the pv is written in the project's notation.
std::string formatInfo(const sc::SearchInfo &info, std::size_t line, const sc::Position &root);

// "info depth D seldepth S nodes N nps N hashfull H time T": a search's sign
// of life between its iterations' lines (no score, no pv: a GUI shows nothing
// new, but hears that the engine is alive).
std::string formatProgress(const sc::SearchInfo &info);

// "bestmove <turn>", or "bestmove (none)" when the root has no legal turn.
std::string formatBestMove(const sc::SearchInfo &info, const sc::Position &root);

}  // namespace uci
