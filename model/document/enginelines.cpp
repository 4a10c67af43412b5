#include "enginelines.h"

#include <algorithm>

#include "engineprotocol.h"
#include "moveclassification.h"
#include "notation.h"
#include "sfen.h"

namespace enginelines {

std::optional<sc::Position> playLine(const sc::Position &start, const QStringList &turns, int count,
                                     QString *error) {
  sc::Position pos = start;
  const qsizetype n = count < 0 ? turns.size() : qMin<qsizetype>(count, turns.size());
  for (qsizetype i = 0; i < n; ++i) {
    std::string why;
    const auto turn = sc::parseTurn(pos, turns[i].toStdString(), &why);
    if (!turn) {
      if (error) {
        *error = QCoreApplication::translate("EngineLines", "turn %1 '%2': %3")
                     .arg(i + 1)
                     .arg(turns[i], QString::fromStdString(why));
      }
      return std::nullopt;
    }
    pos.make(*turn);
  }
  return pos;
}

QString numberedLine(const sc::Position &start, const QStringList &turns) {
  QStringList words;
  // Shown as the game writes turns: a chess engine's e2e4 reads as e4.
  sc::Position pos = start;
  bool readable = true;
  int number = start.turnNumber();
  bool white = start.sideToMove() == sc::Color::White;
  for (qsizetype i = 0; i < turns.size(); ++i) {
    if (white)
      words << QStringLiteral("%1.").arg(number);
    else if (i == 0)
      words << QStringLiteral("%1\u2026").arg(number);
    std::optional<sc::Turn> turn;
    if (readable) turn = sc::parseTurn(pos, turns[i].toStdString());
    readable = turn.has_value();
    if (turn) {
      words << QString::fromStdString(sc::formatTurnWithSuffix(pos, *turn));
      pos.make(*turn);
    } else {
      words << turns[i];
    }
    if (!white) ++number;
    white = !white;
  }
  return words.join(u' ');
}

std::vector<sc::Arrow> turnArrows(const sc::Position &start, const QString &token) {
  sc::Position pos = start;
  const auto turn = sc::parseTurn(pos, token.toStdString());
  if (!turn) return {};
  return turnArrows(*turn);
}

std::optional<double> lineWeight(int best, int line, sc::Color mover, int pawn) {
  const double shift =
      Analysis::winningChances(best, mover, pawn) - Analysis::winningChances(line, mover, pawn);
  if (shift >= kAlternativeShift) return std::nullopt;
  // A line found better than the best (its depth is not the best's yet) is as good.
  return 1.0 - std::max(0.0, shift) / kAlternativeShift;
}

std::vector<sc::Arrow> turnArrows(const sc::Turn &t) {
  std::vector<sc::Arrow> arrows;
  arrows.reserve(2);  // a turn draws at most two; GCC 12 also misreads the growth as an overflow
  auto add = [&arrows](sc::Square from, sc::Square to) {
    if (from != to) arrows.push_back({from, to, sc::ShapeColor::Blue});
  };
  switch (t.kind) {
    case sc::TurnKind::Move:
    case sc::TurnKind::Series:
    case sc::TurnKind::PairRotate:
      add(t.from, t.to);
      break;
    case sc::TurnKind::Shoot:
    case sc::TurnKind::Replace:
    case sc::TurnKind::Unload:
    case sc::TurnKind::Bridge:
    case sc::TurnKind::Unbridge:
      add(t.from, t.target);
      break;
    case sc::TurnKind::MoveShoot:
      add(t.from, t.to);
      add(t.to, t.target);
      break;
    case sc::TurnKind::PairTranslate:
      add(t.from, t.to);
      if (t.flags & sc::Turn::kShot) add(t.to, t.target);
      break;
    case sc::TurnKind::Bomber:
      break;
    case sc::TurnKind::Capture:
    case sc::TurnKind::Castle:
    case sc::TurnKind::EnPassant:
    case sc::TurnKind::Promotion:
      add(t.from, t.to);
      break;
    case sc::TurnKind::Double:
      add(t.from, t.target);
      break;
    case sc::TurnKind::Breakthrough:  // B17: to the last rank, then the piece named
      add(t.from, t.to);
      if (t.flags & sc::Turn::kNamed) add(t.to, t.target);
      break;
    case sc::TurnKind::Fire:  // K11: the cannon to its landing square
    case sc::TurnKind::Frontal:
      add(t.from, t.to);
      break;
    case sc::TurnKind::Volley:
    case sc::TurnKind::Withdraw:
    case sc::TurnKind::Buy:
    case sc::TurnKind::Place:
    case sc::TurnKind::Chance:
    case sc::TurnKind::Null:
      break;
  }
  return arrows;
}

QString scoreComment(const EngineInfo &info, bool whiteToMove) {
  return QStringLiteral("%1/%2").arg(formatEngineScore(info.score, whiteToMove)).arg(info.depth);
}

EngineGame engineGame(const sc::GameTree &tree, sc::NodeId node) {
  const std::vector<sc::NodeId> path = tree.path(node);
  std::size_t from = 0;  // the node the engine's position is taken at
  for (std::size_t i = 1; i < path.size(); ++i)
    if (tree.node(path[i]).turn.kind == sc::TurnKind::Null) from = i;
  EngineGame game;
  sc::Position pos = from == 0 ? tree.start() : tree.positionAt(path[from]);
  game.startSfen = QString::fromStdString(sc::writeSfen(pos));
  // In the engine's words, not the game's: chess's are UCI coordinates
  // ("e2e4"), which another engine reads and SAN it does not.
  for (std::size_t i = from + 1; i < path.size(); ++i) {
    const sc::Turn &turn = tree.node(path[i]).turn;
    game.moves << QString::fromStdString(sc::formatEngineTurn(pos, turn));
    pos.make(turn);
  }
  return game;
}

std::optional<sc::Position> afterPass(const sc::Position &pos) {
  sc::Position after = pos;
  if (!sc::mayPass(after)) return std::nullopt;
  after.make(sc::nullTurn());
  return after;
}

}  // namespace enginelines
