#include "ruleset.h"

#include <algorithm>

namespace sc {

int Ruleset::pieceByLetter(char upper) const {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].letter == upper) return int(i);
  return -1;
}

bool Ruleset::onBoard(int file, int rank) const {
  if (file < 0 || rank < 0 || file >= board.files || rank >= board.ranks) return false;
  const Square s = makeSquare(file, rank);
  return std::find(board.holes.begin(), board.holes.end(), s) == board.holes.end();
}

// The option names are the command line's (--option KEY=VALUE) and the ruleset
// file's ("options" object), so one message serves both.
std::string applyOption(RuleOptions &options, const std::string &key, const std::string &value) {
  if (key == "stalemate") {  // S20
    if (value == "draw")
      options.stalemate = StalemateRule::Draw;
    else if (value == "loss")
      options.stalemate = StalemateRule::Loss;
    else
      return "option 'stalemate': unknown value '" + value + "'; known: draw, loss";
    return {};
  }
  if (key == "insufficient-force") {  // S22
    if (value == "on")
      options.insufficientForce = true;
    else if (value == "off")
      options.insufficientForce = false;
    else
      return "option 'insufficient-force': unknown value '" + value + "'; known: on, off";
    return {};
  }
  if (key == "acquired-weapons") {  // M4
    if (value == "own-pattern")
      options.acquiredWeapons = AcquiredWeapons::OwnPattern;
    else if (value == "type-only")
      options.acquiredWeapons = AcquiredWeapons::TypeOnly;
    else
      return "option 'acquired-weapons': unknown value '" + value +
             "'; known: own-pattern, type-only";
    return {};
  }
  if (key == "queen-defence") {  // M6
    if (value == "strong")
      options.queenDefence = QueenDefence::Strong;
    else if (value == "weak")
      options.queenDefence = QueenDefence::Weak;
    else
      return "option 'queen-defence': unknown value '" + value + "'; known: strong, weak";
    return {};
  }
  if (key == "volley") {  // M9
    if (value == "all")
      options.volley = VolleyRule::All;
    else if (value == "subset")
      options.volley = VolleyRule::Subset;
    else
      return "option 'volley': unknown value '" + value + "'; known: all, subset";
    return {};
  }
  return "unknown option '" + key +
         "'; known: stalemate, insufficient-force, acquired-weapons, queen-defence, volley";
}

}  // namespace sc
