// TurnInput's preview and one-line descriptions: what a declaration would do,
// read from its edits (sc::computeEffect) without making it.
#include <QCoreApplication>
#include <QMap>

#include "effect.h"
#include "gamedocument.h"
#include "notation.h"
#include "turninput.h"

using sc::Square;
using sc::Turn;
using sc::TurnKind;

namespace {

QString squareText(Square s) { return QString::fromStdString(sc::squareName(s)); }

// Piece names come from the ruleset files (English); translators add them
// under this context.
QString pieceName(const sc::Position &pos, const sc::Cell &c) {
  const std::string &name = pos.variant().piece(c).name;
  return QCoreApplication::translate("PieceName", name.c_str());
}

QString the(const sc::Position &pos, Square s) {
  return TurnInput::tr("the %1 on %2").arg(pieceName(pos, pos.at(s)), squareText(s));
}

int directionBetween(Square from, Square to) {
  const int df = sc::fileOf(to) - sc::fileOf(from), dr = sc::rankOf(to) - sc::rankOf(from);
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  for (int d = 0; d < sc::kDirections; ++d)
    if (sc::dirFile(d) == sf && sc::dirRank(d) == sr) return d;
  return 0;
}

// The squares a shooter travels, origin first, the declared square last: a
// slide's ray, a knight's declared route (S6), a rotation's ring (D7).
QList<Square> travelPath(const sc::Position &pos, const Turn &t) {
  const sc::Variant &v = pos.variant();
  QList<Square> path{t.from};
  const sc::Cell c = pos.at(t.from);
  if (t.kind == TurnKind::PairRotate) {
    const int step = (t.flags & Turn::kClockwise) ? 1 : sc::kDirections - 1;
    const int endDir = directionBetween(t.extra, t.to);
    for (int d = (directionBetween(t.extra, t.from) + step) % sc::kDirections, n = 0;
         n < sc::kDirections - 2; d = (d + step) % sc::kDirections, ++n) {
      Square q;
      if (!v.neighbour(t.extra, d, q)) break;
      path.append(q);
      if (d == endDir) break;
    }
    return path;
  }
  const sc::PieceType &pt = v.piece(c);
  if (pt.moveStyle == sc::MoveStyle::Slide) {
    const sc::Ray &ray = v.ray(t.from, directionBetween(t.from, t.to));
    for (int i = 0; i < ray.length; ++i) {
      path.append(ray.squares[i]);
      if (ray.squares[i] == t.to) break;
    }
    return path;
  }
  if (pt.moveStyle == sc::MoveStyle::Leap && t.kind == TurnKind::Series &&
      (t.flags & Turn::kRouted)) {
    for (const sc::LeapTarget &lt : v.leaps(c.pieceIndex(), t.from))
      for (int r = 0; lt.dest == t.to && r < lt.routeCount; ++r)
        if (lt.routes[r].corner == t.extra)
          for (int i = 0; i < lt.routes[r].length; ++i) path.append(lt.routes[r].path[i]);
    if (path.size() > 1) return path;
  }
  path.append(t.to);
  return path;
}

}  // namespace

TurnPreview TurnInput::preview(const Turn &turn) const {
  TurnPreview p;
  sc::Position pos = m_document->position();
  const sc::Cell &acting = pos.at(turn.from);
  if (acting.empty()) return p;
  sc::Effect effect;
  sc::computeEffect(pos, turn, effect);

  p.valid = true;
  p.turn = turn;
  p.origin = turn.from;
  const bool involvesSelection = m_candidates.contains(turn) || m_pending.contains(turn);
  p.declared = declaredSquare(turn, involvesSelection ? m_selected : turn.from, pos);
  p.stop = turn.from;
  p.partnerStop = turn.extra;
  for (const sc::Edit &e : effect.edits)
    if (!e.offBoard) p.edits.append(e);  // the board's edits; slots (K20-K24) have no square

  // Squares whose shooters travel with the turn are not "falls".
  QList<Square> movers{turn.from};
  if (turn.kind == TurnKind::PairTranslate) movers.append(turn.extra);
  if (turn.kind == TurnKind::Castle) movers.append(turn.target);  // the rook travels too

  switch (turn.kind) {
    case TurnKind::Move:
    case TurnKind::MoveShoot:
    case TurnKind::Series:
    case TurnKind::Replace:
    case TurnKind::PairRotate:
      for (const sc::Edit &e : effect.edits) {
        const bool pivot = turn.kind == TurnKind::PairRotate && e.square == turn.extra;
        if (e.square != turn.from && !pivot && !e.after.empty() && e.after.type == acting.type &&
            e.after.color == acting.color)
          p.stop = e.square;
      }
      if (turn.kind != TurnKind::Replace || p.stop != turn.from) p.path = travelPath(pos, turn);
      break;
    case TurnKind::PairTranslate: {
      const int df = sc::fileOf(turn.to) - sc::fileOf(turn.from);
      const int dr = sc::rankOf(turn.to) - sc::rankOf(turn.from);
      p.stop = turn.to;
      p.partnerStop = sc::makeSquare(sc::fileOf(turn.extra) + df, sc::rankOf(turn.extra) + dr);
      p.path = {turn.from, turn.to};
      break;
    }
    case TurnKind::Unload:
    case TurnKind::Bomber:
      p.originRemoved = true;
      break;
    case TurnKind::Breakthrough:  // B17: the soldier steps to its last rank and leaves there
      p.originRemoved = true;
      p.stop = turn.to;
      p.path = {turn.from, turn.to};
      break;
    case TurnKind::Capture:
    case TurnKind::Castle:
    case TurnKind::EnPassant:
    case TurnKind::Promotion:
      p.stop = turn.to;
      if (turn.to != turn.from) p.path = {turn.from, turn.to};  // M7: a capturer that stays
      break;
    case TurnKind::Fire:  // K11: the cannon stays; K12: the blast around the landing square
      p.blast = turn.to;
      break;
    case TurnKind::Frontal: {  // K17, K19: every member steps as far as the first
      p.stop = turn.to;
      p.path = {turn.from, turn.to};
      const int ahead = sc::rankOf(turn.to) - sc::rankOf(turn.from);
      for (const sc::Edit &e : effect.edits) {
        if (e.offBoard || e.square == turn.from || e.before.empty() || !e.after.empty() ||
            e.before.color != acting.color)
          continue;
        const Square to = sc::makeSquare(sc::fileOf(e.square), sc::rankOf(e.square) + ahead);
        p.group.append({e.square, to});
        movers.append(e.square);
      }
      break;
    }
    default:
      break;
  }

  // First "before" and last "after" of every edited square, in edit order.
  QList<Square> order;
  QMap<Square, sc::Cell> first, last;
  for (const sc::Edit &e : effect.edits) {
    if (e.offBoard) continue;
    if (!first.contains(e.square)) {
      first.insert(e.square, e.before);
      order.append(e.square);
    }
    last.insert(e.square, e.after);
  }
  for (Square s : order) {
    const sc::Cell b = first.value(s), a = last.value(s);
    if (b.empty() || movers.contains(s)) continue;
    const bool gone =
        sc::removes(effect.edits, s) || a.empty() || a.type != b.type || a.color != b.color;
    if (gone)
      p.falls.append(s);
    else if (a.rank != b.rank)
      p.rankChanges.append({s, b.rank, a.rank});
  }

  p.notation = QString::fromStdString(sc::formatTurnWithSuffix(pos, turn));
  p.description = describe(turn, p);
  return p;
}

QString TurnInput::notation(const Turn &turn) const {
  sc::Position pos = m_document->position();
  return QString::fromStdString(sc::formatTurnWithSuffix(pos, turn));
}

QString TurnInput::pieceLabel(const sc::Position &pos, Square square) {
  const sc::Cell &c = pos.at(square);
  if (c.empty()) return {};
  const QString name = pieceName(pos, c);
  QString label = c.color == sc::Color::White ? tr("White %1 on %2").arg(name, squareText(square))
                                              : tr("Black %1 on %2").arg(name, squareText(square));
  if (pos.variant().rules().ranks) label = tr("%1, rank %2").arg(label).arg(c.rank);
  return label;
}

QString TurnInput::pieceSummary(Square square) const {
  const sc::Position &pos = m_document->position();
  const QString label = pieceLabel(pos, square);
  if (label.isEmpty() || pos.at(square).color != pos.sideToMove()) return label;
  const QList<Turn> turns = turnsFor(square);
  if (turns.isEmpty()) return tr("%1: no legal turn").arg(label);
  // What the turns do, in four groups a player counts: moving, taking by
  // moving (chess), shooting (Shooters Chess), and the rest (unload, bridges,
  // the pair's turns).
  int moves = 0, captures = 0, shots = 0, others = 0;
  for (const Turn &t : turns) {
    switch (shownKind(pos.rules(), t.kind)) {
      case TurnKind::Move:
      case TurnKind::Castle:
        ++moves;
        break;
      case TurnKind::Promotion:
        ++((t.flags & Turn::kTakes) ? captures : moves);
        break;
      case TurnKind::Capture:
      case TurnKind::EnPassant:
        ++captures;
        break;
      case TurnKind::Shoot:
      case TurnKind::MoveShoot:
      case TurnKind::Series:
      case TurnKind::Replace:
      case TurnKind::Bomber:
        ++shots;
        break;
      default:
        ++others;
        break;
    }
  }
  QStringList parts;
  // Singular and plural spelled out: English has no numerus translation.
  if (moves) parts << (moves == 1 ? tr("1 move") : tr("%1 moves").arg(moves));
  if (captures) parts << (captures == 1 ? tr("1 capture") : tr("%1 captures").arg(captures));
  if (shots) parts << (shots == 1 ? tr("1 shot") : tr("%1 shots").arg(shots));
  if (others) parts << (others == 1 ? tr("1 other turn") : tr("%1 other turns").arg(others));
  QString text = tr("%1: %2").arg(label, parts.join(QStringLiteral(", ")));
  // A short list is worth reading in full; a long one is the board's to show.
  constexpr int kListed = 6;
  if (turns.size() <= kListed) {
    QStringList tokens;
    for (const Turn &t : turns) tokens << notation(t);
    text += QStringLiteral(" (%1)").arg(tokens.join(QStringLiteral(", ")));
  }
  return text;
}

TurnKind TurnInput::shownKind(const sc::Ruleset &rules, TurnKind kind) {
  // B19: no rank, no shot: the piece moves onto what it takes, as in chess.
  return rules.captureAsReplace && kind == TurnKind::Replace ? TurnKind::Capture : kind;
}

QString TurnInput::kindLabel(TurnKind kind) {
  switch (kind) {
    case TurnKind::Move:
      return tr("Move");
    case TurnKind::Shoot:
      return tr("Shoot");
    case TurnKind::MoveShoot:
      return tr("Move and shoot");
    case TurnKind::Series:
      return tr("Shoot in series");
    case TurnKind::Replace:
      return tr("Shoot and replace");
    case TurnKind::Unload:
      return tr("Unload");
    case TurnKind::Bridge:
      return tr("Bridge");
    case TurnKind::Unbridge:
      return tr("Unbridge");
    case TurnKind::PairTranslate:
      return tr("Move the pair");
    case TurnKind::PairRotate:
      return tr("Rotate the pair");
    case TurnKind::Bomber:
      return tr("Bomber");
    case TurnKind::Capture:
      return tr("Capture");
    case TurnKind::Castle:
      return tr("Castle");
    case TurnKind::EnPassant:
      return tr("En passant");
    case TurnKind::Promotion:
      return tr("Promote");
    case TurnKind::Volley:
      return tr("Volley");
    case TurnKind::Double:
      return tr("Double capture");
    case TurnKind::Breakthrough:
      return tr("Breakthrough");
    case TurnKind::Fire:
      return tr("Fire");
    case TurnKind::Frontal:
      return tr("Frontal attack");
    case TurnKind::Withdraw:
      return tr("Withdraw");
    case TurnKind::Buy:
      return tr("Buy");
    case TurnKind::Place:
      return tr("Place");
    case TurnKind::Chance:
      return tr("Fortune of war");
    case TurnKind::Null:  // never a legal turn, so never declared
      break;
  }
  return {};
}

QString TurnInput::describe(const Turn &turn) const { return preview(turn).description; }

QString TurnInput::describe(const Turn &turn, const TurnPreview &p) const {
  const sc::Position &pos = m_document->position();
  const QString who = pieceName(pos, pos.at(turn.from));
  QString action;
  switch (turn.kind) {
    case TurnKind::Move:
      action = tr("the %1 goes from %2 to %3").arg(who, squareText(turn.from), squareText(turn.to));
      break;
    case TurnKind::MoveShoot:
      action = tr("the %1 goes to %2 and shoots at %3")
                   .arg(who, squareText(turn.to), squareText(turn.target));
      break;
    case TurnKind::Shoot:
      action =
          tr("the %1 on %2 shoots at %3").arg(who, squareText(turn.from), squareText(turn.target));
      break;
    case TurnKind::Replace:
      action = p.stop == turn.target ? tr("the %1 moves there").arg(who)
                                     : tr("the %1 stays on %2").arg(who, squareText(turn.from));
      break;
    case TurnKind::Series:
      action = (turn.flags & Turn::kRouted)
                   ? tr("the %1 shoots its way to %2 by %3")
                         .arg(who, squareText(turn.to), squareText(turn.extra))
                   : tr("the %1 shoots its way to %2").arg(who, squareText(turn.to));
      break;
    case TurnKind::Unload:
      action = tr("the %1 on %2 is sacrificed to %3")
                   .arg(who, squareText(turn.from), the(pos, turn.target));
      break;
    case TurnKind::Bridge:
      action = tr("%1 and %2 become a pair").arg(the(pos, turn.from), the(pos, turn.target));
      break;
    case TurnKind::Unbridge:
      action = tr("%1 and %2 separate").arg(the(pos, turn.from), the(pos, turn.target));
      break;
    case TurnKind::PairTranslate:
      action = tr("the pair on %1 and %2 moves to %3 and %4")
                   .arg(squareText(turn.from), squareText(turn.extra), squareText(p.stop),
                        squareText(p.partnerStop));
      if (turn.flags & Turn::kShot)
        action += tr(", then the %1 shoots at %2").arg(who, squareText(turn.target));
      break;
    case TurnKind::PairRotate:
      action =
          ((turn.flags & Turn::kClockwise) ? tr("the %1 circles clockwise around %2 to %3")
                                           : tr("the %1 circles anticlockwise around %2 to %3"))
              .arg(who, squareText(turn.extra), squareText(turn.to));
      break;
    case TurnKind::Bomber:
      action = tr("the %1 on %2 explodes").arg(who, squareText(turn.from));
      break;
    case TurnKind::Capture:
      action =
          tr("the %1 on %2 takes on %3").arg(who, squareText(turn.from), squareText(turn.target));
      break;
    case TurnKind::Volley:
      action = tr("the %1 on %2 fires a volley").arg(who, squareText(turn.from));
      break;
    case TurnKind::Double:
      action = tr("the %1 on %2 takes on %3 with a helper")
                   .arg(who, squareText(turn.from), squareText(turn.target));
      break;
    case TurnKind::EnPassant:
      action = tr("the %1 on %2 takes en passant on %3")
                   .arg(who, squareText(turn.from), squareText(turn.to));
      break;
    case TurnKind::Castle:
      action =
          tr("the %1 castles to %2 with %3").arg(who, squareText(turn.to), the(pos, turn.target));
      break;
    case TurnKind::Promotion:
      action = tr("the %1 goes to %2 and becomes a %3")
                   .arg(who, squareText(turn.to),
                        pieceName(pos, sc::Cell{std::uint8_t(turn.extra + 1),
                                                pos.at(turn.from).color, 1, 0}));
      break;
    case TurnKind::Breakthrough:  // B17, B18
      action = (turn.flags & Turn::kNamed)
                   ? tr("the %1 breaks through on %2 and %3 is removed")
                         .arg(who, squareText(turn.to), the(pos, turn.target))
                   : tr("the %1 breaks through on %2").arg(who, squareText(turn.to));
      break;
    case TurnKind::Fire:  // K11
      action = tr("the %1 on %2 fires at %3").arg(who, squareText(turn.from), squareText(turn.to));
      break;
    case TurnKind::Frontal:  // K17
      action = tr("the %1 on %2 leads a frontal attack to %3")
                   .arg(who, squareText(turn.from), squareText(turn.to));
      break;
    case TurnKind::Withdraw:  // K21
      action = tr("the %1 on %2 is withdrawn").arg(who, squareText(turn.from));
      break;
    case TurnKind::Buy:
    case TurnKind::Place:
    case TurnKind::Chance:  // K22-K24: the token says it all
    case TurnKind::Null:
      action = QString::fromStdString(sc::formatTurn(pos, turn));
      break;
  }

  // The outcome, in the order the shots happen.
  QStringList outcome;
  const bool replaceLead = turn.kind == TurnKind::Replace;
  // The piece a breakthrough names is already said to be removed (B17).
  const bool named = turn.kind == TurnKind::Breakthrough && (turn.flags & Turn::kNamed);
  for (Square s : p.falls)
    if (!named || s != turn.target) outcome.append(tr("%1 falls").arg(the(pos, s)));
  for (const TurnPreview::RankChange &r : p.rankChanges)
    outcome.append(
        r.after < r.before
            ? tr("%1 survives, rank %2 → %3").arg(the(pos, r.square)).arg(r.before).arg(r.after)
            : tr("%1 rises to rank %2").arg(the(pos, r.square)).arg(r.after));
  const bool moved = turn.kind == TurnKind::Series || turn.kind == TurnKind::PairRotate;
  if (moved && p.stop != turn.to)
    outcome.append(p.stop == turn.from ? tr("the %1 stays on %2").arg(who, squareText(p.stop))
                                       : tr("the %1 stops on %2").arg(who, squareText(p.stop)));
  if (replaceLead) {
    // "Shoot and replace: the queen on d5 falls, the rook moves there".
    outcome.append(action);
    return tr("%1: %2").arg(kindLabel(pos.rules(), turn.kind), outcome.join(QStringLiteral(", ")));
  }
  if (outcome.isEmpty()) return tr("%1: %2").arg(kindLabel(pos.rules(), turn.kind), action);
  return tr("%1: %2; %3")
      .arg(kindLabel(pos.rules(), turn.kind), action, outcome.join(QStringLiteral(", ")));
}
