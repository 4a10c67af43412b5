// Evaluations in PGN comments, as Lichess writes them: [%eval 0.35] (pawn
// ranks from White's side, two decimals) and [%eval #3] / [%eval #-2] (White
// / Black mates in that many of its own turns). One writer for the
// workbench's Analyse Game and the command line's matches.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sc::pgn {

// "0.35", "-1.20", "0.00": centi-ranks (centipawns in chess) as pawn ranks.
std::string evalPawns(int whiteCentiRanks);
// "#3" for White mating in 3 of its turns, "#-2" for Black in 2.
std::string evalMate(int whiteTurns);

// The evaluation in a comment as cutechess-cli (and the engine matches that
// fill public game collections) writes it after each turn: "+0.35/18 1.2s",
// "-1.04/20 0.51s, Black wins by adjudication", "+M5/31 0.2s" (the mover
// mates in 5 plies, this turn the first), "-M4/30 1s" (it is mated in 4):
// the mover's score, its search depth and its time. As [%eval] writes it
// (White's side, mates in turns still to play); nothing for any other text,
// or for a mate this turn gives.
std::optional<std::string> engineCommentEval(std::string_view comment, bool moverIsWhite);

}  // namespace sc::pgn
