// The slow reference generator for Cannon Battle Chess (shared/rules/
// cannon-battle.md, K1-K31), written as plainly as possible with its own
// 12x12 board and SFEN. It shares no code with model/core on purpose: the
// fast generator is checked against it (tests/tst_cannonbattle.cpp). Check is
// found looking forward: the opponent's declarations are listed and one that
// would capture the king, or blast it, is a check (K26). Speed is not a goal.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ref::cannon {

// cell[rank][file], rank 0 = rank 1, file 0 = a; '.' empty, otherwise a
// letter of K2 (X a crater), upper case White's. shots[rank][file] for the ammunition.
struct Board {
  char cell[12][12];
  int shots[12][12];
  bool whiteToMove = true;
  int fortune = 0;      // 0: none
  std::string pool[2];  // letters, upper case for both sides
  int credit[2] = {0, 0};
  int lost[2] = {0, 0};
  int quiet = 0;
  int turn = 1;
  bool kingBlast = true;  // option king-blast=royal
};

bool readSfen(const std::string &sfen, Board &out, std::string *why = nullptr);
std::string writeSfen(const Board &b);

struct Turn {
  std::string kind;  // K31's kinds
  Board after;
};
std::vector<Turn> legalTurns(const Board &b);
bool inCheck(const Board &b);  // the side to move's king (K26)
std::uint64_t perft(const Board &b, int depth);

}  // namespace ref::cannon
