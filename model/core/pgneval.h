// Evaluations in PGN comments, as Lichess writes them: [%eval 0.35] (pawn
// ranks from White's side, two decimals) and [%eval #3] / [%eval #-2] (White
// / Black mates in that many of its own turns). One writer for the
// workbench's Analyse Game and the command line's matches.
#pragma once

#include <string>

namespace sc::pgn {

// "0.35", "-1.20", "0.00": centi-ranks (centipawns in chess) as pawn ranks.
std::string evalPawns(int whiteCentiRanks);
// "#3" for White mating in 3 of its turns, "#-2" for Black in 2.
std::string evalMate(int whiteTurns);

}  // namespace sc::pgn
