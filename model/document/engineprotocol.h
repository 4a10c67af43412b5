// The workbench's side of the UCI dialect of shooters-engine (docs/engine.md):
// free functions that read one line the engine wrote and write the commands
// the client sends, so tests call them directly. Turns stay strings in the
// project's notation; positions are SFEN.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

// A score as UCI gives it, from the side to move's point of view:
// centi-ranks, or a decided game in N of the side to move's turns
// (negative: lost).
struct EngineScore {
  bool mate = false;
  int value = 0;  // centi-ranks, or N of "mate N"
  bool operator==(const EngineScore &) const = default;
};

// One "info" line of a search: one Multi-PV line at one depth.
struct EngineInfo {
  int multiPv = 1;  // 1-based
  int depth = 0;
  int selDepth = 0;
  EngineScore score;
  qint64 nodes = 0;
  qint64 nps = 0;
  qint64 timeMs = 0;
  QStringList pv;  // turns in the project's notation
};

// The kinds of line the engine writes.
enum class EngineReply { Unknown, IdName, UciOk, ReadyOk, Info, BestMove, InfoString };

// Which kind of line this is (by its first words; the rest is not checked).
EngineReply classifyEngineLine(const QString &line);

// An "info ... score ... pv ..." line. Lines without a score or a pv (such as
// "info string ..." or "info currmove ...") and malformed ones (a number that
// is not one, a keyword without its value, multipv < 1) give nothing.
std::optional<EngineInfo> parseEngineInfo(const QString &line);

// "bestmove T [ponder P]": T, or an empty string for "bestmove (none)".
std::optional<QString> parseBestMove(const QString &line);

// "id name NAME...": NAME.
std::optional<QString> parseIdName(const QString &line);

// "option name NAME... type ...": NAME (the words up to "type"), as the
// engine lists its options in its answer to "uci".
std::optional<QString> parseOptionName(const QString &line);
// An option as the engine declares it: "option name NAME... type TYPE
// [default VALUE...] [min N] [max N] [var V]...". UCI's types are check,
// spin, combo, button and string; a string's "<empty>" default is empty.
struct EngineOption {
  QString name;
  QString type;
  QString defaultValue;
  qint64 min = 0;
  qint64 max = 0;
  QStringList vars;
  friend bool operator==(const EngineOption &, const EngineOption &) = default;
};
std::optional<EngineOption> parseOption(const QString &line);

// "info string TEXT...": TEXT.
std::optional<QString> parseInfoString(const QString &line);

// How long a search runs.
struct EngineLimits {
  enum class Kind { Infinite, Depth, MoveTime };
  Kind kind = Kind::Infinite;
  int value = 0;  // plies or milliseconds
  static EngineLimits infinite() { return {}; }
  static EngineLimits depth(int plies) { return {Kind::Depth, plies}; }
  static EngineLimits moveTime(int ms) { return {Kind::MoveTime, ms}; }
  bool operator==(const EngineLimits &) const = default;
};

// "position fen <SFEN> [moves T...]".
QString positionCommand(const QString &sfen, const QStringList &moves);
// "go infinite", "go depth N", "go movetime MS".
QString goCommand(const EngineLimits &limits);

// A score for people, from White's point of view: "+1.35", "-0.20", "0.00",
// "#3" (White wins in 3 of the side to move's turns), "#-2". `whiteToMove`
// says whose point of view the engine's score has.
QString formatEngineScore(const EngineScore &score, bool whiteToMove);
