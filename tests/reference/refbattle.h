// The slow reference generator for Chess-Battle (shared/rules/chess-battle.md,
// B1-B27), written as plainly as possible with its own 12x12 board and SFEN.
// It shares no code with model/core on purpose: the fast generator is checked
// against it (tests/tst_chessbattle.cpp), correctness by two roads. Check is
// found looking forward: the opponent's declarations are listed and one that
// removes the headquarters is a check. Speed is not a goal; obviousness is.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ref::battle {

struct Options {
  bool diagonalCapture = true;  // B16 soldier-diagonal-capture
};

// cell[rank][file], rank 0 = rank 1, file 0 = a; '.' empty, '*' a hole (B1),
// otherwise a letter of B4, upper case White.
struct Board {
  char cell[12][12];
  bool whiteToMove = true;
  int quiet = 0;
  int turn = 1;
};

bool isHole(int file, int rank);
// B24-B26, the placement and the counters; false with a reason on anything else.
bool readSfen(const std::string &sfen, Board &out, std::string *why = nullptr);
std::string writeSfen(const Board &b);

struct Turn {
  std::string kind;  // move, replace, shoot, breakthrough (B19)
  std::string text;  // from-to and what was removed, for messages
  Board after;
};
std::vector<Turn> legalTurns(const Board &b, const Options &o);
bool inCheck(const Board &b, const Options &o);  // the side to move's headquarters (B20)
std::uint64_t perft(const Board &b, int depth, const Options &o);

}  // namespace ref::battle
