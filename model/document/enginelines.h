// The engine's lines read against the position they were searched in, with
// the rules core: the position at the end of a line (the board's preview),
// the line with turn numbers, and the squares of a turn (the board's engine
// arrow). Turns are the engine's tokens in the project's notation.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "gametree.h"

struct EngineInfo;

namespace enginelines {

// The position after the first `count` turns of `turns` (all when count < 0),
// or nothing when one cannot be read or is not legal (`error` says which).
std::optional<sc::Position> playLine(const sc::Position &start, const QStringList &turns,
                                     int count = -1, QString *error = nullptr);

// "12. Pe2-e3 Pd7-d6 13. Nb1-c3" from a White start, "12… Pd7-d6 13. Nb1-c3"
// from a Black one; numbers follow the start's turn number.
QString numberedLine(const sc::Position &start, const QStringList &turns);

// Arrows along a turn: from the shooter to where it goes, and to what it
// shoots (a move-and-shoot gets both). None for an unreadable turn or a bomber.
std::vector<sc::Arrow> turnArrows(const sc::Position &start, const QString &turn);
// The same for a turn already read (a game's node), Blue.
std::vector<sc::Arrow> turnArrows(const sc::Turn &turn);

// Another line's first turn, as Lichess draws the lines of a multi-line
// analysis beside the best one's: thinner and paler the more winning chances
// it gives away against the best line.
struct LineArrow {
  sc::Arrow arrow;
  double weight = 1;  // 1: as good as the best line; near 0: almost kAlternativeShift worse
  friend bool operator==(const LineArrow &, const LineArrow &) = default;
};
// Lichess draws the lines within 0.2 of winning chances (-1 … 1) of the best.
inline constexpr double kAlternativeShift = 0.2;
// The weight of a line scored `line` where the best scores `best` (both
// White's scores, Analysis::fromUci), for `mover`; none at kAlternativeShift
// below the best or more.
std::optional<double> lineWeight(int best, int line, sc::Color mover, int pawn);

// The comment an inserted line gets: "+1.35/14" (White's point of view).
QString scoreComment(const EngineInfo &info, bool whiteToMove);

// The game up to `node` as an engine is told it (UCI "position"): the start
// and the turns from it in the engine's words (sc::formatEngineTurn), so that
// the engine knows the repetitions; after a pass (D39), which no engine can
// read, the position after the line's last pass and the turns from there.
struct EngineGame {
  QString startSfen;
  QStringList moves;
};
EngineGame engineGame(const sc::GameTree &tree, sc::NodeId node);
// Threat mode (the Analysis dock's "Show threat", as Lichess's): the position
// after the side to move passes, or nothing where sc::mayPass refuses a pass
// (in check, at a game's end, with a fortune of war due).
std::optional<sc::Position> afterPass(const sc::Position &pos);

}  // namespace enginelines
