// Why a board click answers nothing at the wizard's current step. The wizard
// builds the declaration the click would make and asks the core why it is not
// legal (sc::explainTurn, the notation's reasons), so it never judges a rule.
#include <QCoreApplication>
#include <memory>

#include "coremessage.h"
#include "declarationwizard.h"
#include "gamedocument.h"
#include "movegen.h"
#include "notation.h"
#include "status.h"
#include "wizardtext.h"

using sc::Square;
using sc::Turn;
using sc::TurnKind;
using wizardtext::capitalised;
using wizardtext::pieceName;
using wizardtext::pieceNameDefinite;
using wizardtext::squareText;

namespace {

Turn declaration(TurnKind kind, Square from, Square to, Square target = 0, Square extra = 0,
                 std::uint8_t flags = 0) {
  Turn t;
  t.kind = kind;
  t.flags = flags;
  t.from = from;
  t.to = to;
  t.target = target;
  t.extra = extra;
  return t;
}

// The core's reason, or empty when the declaration is legal.
QString why(const sc::Position &position, const Turn &t) {
  sc::Position pos = position;
  return capitalised(CoreMessage::translated(sc::explainTurn(pos, t)));
}

}  // namespace

QString DeclarationWizard::reasonFor(Square square) const {
  const sc::Position &pos = m_input->document()->position();
  QString reason;
  switch (step()) {
    case Step::Shooter:
      return reasonAtShooter(square);
    case Step::Kind:
      return tr("%1 has no turn that uses %2")
          .arg(capitalised(pieceNameDefinite(pos, *shooter())), squareText(square));
    case Step::Position:
      reason = reasonAtPosition(square);
      break;
    case Step::Route: {
      const Turn t = currentTurns().value(0);
      if (t.kind != TurnKind::Series) return tr("Choose the way round in the list");
      reason = why(pos, declaration(TurnKind::Series, t.from, t.to, 0, square, Turn::kRouted));
      break;
    }
    case Step::Target:
      reason = reasonAtTarget(square);
      break;
    case Step::Preview:
      return tr("The turn is ready: press Declare, or Back to change it");
  }
  // Legal, but not reachable from the answers so far (another route, another
  // member's turn): say so rather than nothing.
  return reason.isEmpty() ? tr("%1 is not an answer to this step").arg(squareText(square)) : reason;
}

QString DeclarationWizard::reasonAtShooter(Square square) const {
  sc::Position pos = m_input->document()->position();
  const sc::Cell &c = pos.at(square);
  const QString side = pos.sideToMove() == sc::Color::White ? tr("White") : tr("Black");
  if (c.empty()) return tr("There is no shooter on %1").arg(squareText(square));
  if (c.color != pos.sideToMove())
    return tr("%1 on %2 is not %3's, and %3 is to move")
        .arg(capitalised(pieceNameDefinite(pos, square)), squareText(square), side);
  if (choices().isEmpty()) {
    const sc::Status status = sc::evaluateStatus(pos);
    return tr("No turn can be declared: %1").arg(outcomeText(status));
  }
  // Its declarations exist but S19/S19a forbid them all: the first one says why.
  auto pseudo = std::make_unique<sc::TurnList>();
  sc::generatePseudoLegal(pos, *pseudo);
  for (const Turn &t : *pseudo) {
    const bool involved =
        t.from == square ||
        ((t.kind == TurnKind::Bridge || t.kind == TurnKind::Unbridge) && t.target == square);
    if (involved)
      return tr("%1 on %2 has no legal turn: %3")
          .arg(capitalised(pieceNameDefinite(pos, square)), squareText(square),
               CoreMessage::translated(sc::explainTurn(pos, t)));
  }
  return tr("%1 on %2 has no turn here")
      .arg(capitalised(pieceNameDefinite(pos, square)), squareText(square));
}

QString DeclarationWizard::reasonAtPosition(Square square) const {
  const sc::Position &pos = m_input->document()->position();
  const Square from = *shooter();
  const Square partner = pos.at(from).bridged() ? pos.partner(from) : from;
  switch (kind()) {
    case TurnKind::Move:
      return why(pos, declaration(TurnKind::Move, from, square));
    case TurnKind::MoveShoot: {
      const QString move = why(pos, declaration(TurnKind::Move, from, square));
      if (!move.isEmpty()) return move;
      return tr("From %1 the %2 has no enemy to shoot within range")
          .arg(squareText(square), pieceName(pos, from));
    }
    case TurnKind::Series: {
      // A knight names its corner (S6): ask about each route to the square.
      const sc::PieceType &p = pos.variant().piece(pos.at(from));
      if (p.moveStyle == sc::MoveStyle::Leap && p.routed)
        for (const sc::LeapTarget &lt : pos.variant().leaps(pos.at(from).pieceIndex(), from))
          for (int r = 0; lt.dest == square && r < lt.routeCount; ++r) {
            const QString reason = why(pos, declaration(TurnKind::Series, from, square, 0,
                                                        lt.routes[r].corner, Turn::kRouted));
            if (!reason.isEmpty()) return reason;
          }
      return why(pos, declaration(TurnKind::Series, from, square));
    }
    case TurnKind::PairTranslate:
      return why(pos, declaration(TurnKind::PairTranslate, from, square, 0, partner));
    case TurnKind::PairRotate: {
      // Either way round may be meant; the parity reason fits only one of them.
      const QString cw =
          why(pos, declaration(TurnKind::PairRotate, from, square, 0, partner, Turn::kClockwise));
      const QString ccw = why(pos, declaration(TurnKind::PairRotate, from, square, 0, partner));
      return cw.isEmpty() || ccw.isEmpty()        ? QString()
             : cw.contains(QLatin1String("(D7)")) ? ccw
                                                  : cw;
    }
    default:
      return {};
  }
}

QString DeclarationWizard::reasonAtTarget(Square square) const {
  const sc::Position &pos = m_input->document()->position();
  const Square from = *shooter();
  const Turn chosen = currentTurns().value(0);
  switch (chosen.kind) {
    case TurnKind::MoveShoot:
      return why(pos, declaration(TurnKind::MoveShoot, from, chosen.to, square));
    case TurnKind::PairTranslate: {
      // The chosen member shoots from its destination; else its partner may.
      const Square partner = pos.partner(from);
      const Square dest = positionOf(chosen);
      const Square partnerDest =
          sc::makeSquare(sc::fileOf(partner) + sc::fileOf(dest) - sc::fileOf(from),
                         sc::rankOf(partner) + sc::rankOf(dest) - sc::rankOf(from));
      const QString mine =
          why(pos, declaration(TurnKind::PairTranslate, from, dest, square, partner, Turn::kShot));
      if (mine.isEmpty()) return mine;
      const QString theirs = why(pos, declaration(TurnKind::PairTranslate, partner, partnerDest,
                                                  square, from, Turn::kShot));
      return theirs.isEmpty() ? theirs : mine;
    }
    case TurnKind::Breakthrough:  // B17: the core says why, the headquarters above all
      return why(pos,
                 declaration(TurnKind::Breakthrough, from, chosen.to, square, 0, Turn::kNamed));
    default:
      return why(pos, declaration(chosen.kind, from, 0, square));
  }
}
