// The wizard's words: each step's question and its choices with their labels
// and one-line details, read from TurnInput's descriptions and previews.
#include <QCoreApplication>
#include <algorithm>

#include "declarationwizard.h"
#include "gamedocument.h"
#include "status.h"
#include "wizardtext.h"

using sc::Square;
using sc::Turn;
using sc::TurnKind;
using wizardtext::capitalised;
using wizardtext::pieceName;
using wizardtext::squareText;

namespace {

// Member b's destination in a translation (member a goes from -> to).
Square translatedPartner(const Turn &t) {
  return sc::makeSquare(sc::fileOf(t.extra) + sc::fileOf(t.to) - sc::fileOf(t.from),
                        sc::rankOf(t.extra) + sc::rankOf(t.to) - sc::rankOf(t.from));
}

}  // namespace

QString DeclarationWizard::stepName(Step step) {
  switch (step) {
    case Step::Shooter:
      return tr("Shooter");
    case Step::Kind:
      return tr("Kind");
    case Step::Position:
      return tr("Position");
    case Step::Route:
      return tr("Route");
    case Step::Target:
      return tr("Target");
    case Step::Preview:
      return tr("Preview");
  }
  return {};
}

QString DeclarationWizard::explainKind(TurnKind kind) {
  switch (kind) {
    case TurnKind::Move:
      return tr("Go to an empty square; nothing is shot");
    case TurnKind::Shoot:
      return tr("Shoot an enemy within range and stay where you stand");
    case TurnKind::MoveShoot:
      return tr("Move first, then shoot an enemy from the new square");
    case TurnKind::Series:
      return tr("Shoot every enemy on the way; a survivor stops the shooter before it");
    case TurnKind::Replace:
      return tr("Shoot an enemy and take its square if it falls");
    case TurnKind::Unload:
      return tr("Sacrifice this shooter: a friendly neighbour gains its rank");
    case TurnKind::Bridge:
      return tr("Join a friendly neighbour side by side as a pair");
    case TurnKind::Unbridge:
      return tr("The pair separates; both stay where they stand");
    case TurnKind::PairTranslate:
      return tr("Both members move together in a line; one may shoot after");
    case TurnKind::PairRotate:
      return tr("One member circles around the other, shooting enemies on the ring");
    case TurnKind::Bomber:
      return tr("The king explodes and shoots every neighbour");
    case TurnKind::Capture:
      return tr("Move onto an enemy piece and take it");
    case TurnKind::Castle:
      return tr("The king moves two squares towards a rook, which jumps over it");
    case TurnKind::EnPassant:
      return tr("Take the pawn that has just passed, as if it had moved one square");
    case TurnKind::Promotion:
      return tr("The pawn on the last rank becomes another piece");
    case TurnKind::Volley:
      return tr("Take every piece this one reaches with a weak class at once; it stays");
    case TurnKind::Double:
      return tr("Take a piece of the same type with a second attacker's help; it stays");
    case TurnKind::Breakthrough:
      return tr("Reach the last rank: the soldier leaves and an enemy piece of your choice goes");
    case TurnKind::Fire:
      return tr("Fire a shot from the cannon: everything around the landing square is blown up");
    case TurnKind::Frontal:
      return tr("Move this piece and its neighbours of the same kind forward together");
    case TurnKind::Withdraw:
      return tr("Take this piece off the board for its credit");
    case TurnKind::Buy:
      return tr("Pay for a new piece or a shot from the credit");
    case TurnKind::Place:
      return tr("Bring pieces waiting in the reserve onto the base line");
    case TurnKind::Chance:
      return tr("The fortune of war: one of its outcomes");
    case TurnKind::Null:  // never a legal turn, so never a choice
      break;
  }
  return {};
}

QString DeclarationWizard::question() const {
  const sc::Position &pos = m_input->document()->position();
  if (step() == Step::Shooter) {
    if (choices().isEmpty()) {
      sc::Position copy = pos;
      return tr("No turn can be declared: %1").arg(outcomeText(sc::evaluateStatus(copy)));
    }
    return pos.sideToMove() == sc::Color::White ? tr("Which of White's shooters acts?")
                                                : tr("Which of Black's shooters acts?");
  }
  // With its article ("the knight", "le cavalier", "der Springer"): French
  // and German give the gender there, not "la pièce cavalier" (issue 15).
  const QString who = wizardtext::pieceNameDefinite(pos, *shooter());
  const TurnKind k = kind();
  switch (step()) {
    case Step::Kind:
      return tr("What does %1 on %2 do?").arg(who, squareText(*shooter()));
    case Step::Position:
      if (k == TurnKind::Series) return tr("Where does the series end?");
      if (k == TurnKind::MoveShoot) return tr("Where does %1 move before it shoots?").arg(who);
      if (k == TurnKind::PairTranslate) return tr("Where does %1 go with its pair?").arg(who);
      if (k == TurnKind::PairRotate) return tr("Where does the rotation end?");
      if (k == TurnKind::Fire) return tr("Where does the shot land?");           // K11
      if (k == TurnKind::Frontal) return tr("How far does the group advance?");  // K17
      return tr("Where does %1 go?").arg(who);
    case Step::Route:
      return k == TurnKind::Series ? tr("Which way does %1 leap?").arg(who)
                                   : tr("Which way round?");
    case Step::Target:
      if (k == TurnKind::Unload) return tr("Which neighbour receives %1's rank?").arg(who);
      if (k == TurnKind::Bridge) return tr("Which neighbour does %1 bridge with?").arg(who);
      if (k == TurnKind::Unbridge) return tr("Which pair separates?");
      if (k == TurnKind::PairTranslate) return tr("Does the pair shoot after moving?");
      if (k == TurnKind::Promotion) return tr("Which piece does %1 become?").arg(who);
      if (k == TurnKind::Breakthrough)  // B17: never the headquarters
        return tr("Which enemy piece does the breakthrough remove?");
      if (TurnInput::shownKind(pos.rules(), k) == TurnKind::Capture)
        return tr("Which enemy does %1 take?").arg(who);
      return tr("Which enemy does %1 shoot?").arg(who);
    case Step::Preview:
      return tr("Declare this turn?");
    case Step::Shooter:
      break;
  }
  return {};
}

QString DeclarationWizard::shooterLabel(Square square) const {
  const sc::Position &pos = m_input->document()->position();
  return tr("%1 on %2").arg(capitalised(pieceName(pos, square)), squareText(square));
}

QString DeclarationWizard::notationOf(const Turn &turn) const { return m_input->notation(turn); }

QString DeclarationWizard::detailOf(const Turn &turn) const {
  // "Move: the rook goes from a1 to e1" without the kind, which the steps name.
  const QString text = m_input->describe(turn);
  const QString prefix =
      TurnInput::kindLabel(m_input->document()->position().rules(), turn.kind) + tr(": ");
  return capitalised(text.startsWith(prefix) ? text.mid(prefix.size()) : text);
}

QString DeclarationWizard::outcomeText(const sc::Status &status) {
  QString who;
  switch (status.outcome) {
    case sc::Outcome::WhiteWins:
      who = tr("White wins");
      break;
    case sc::Outcome::BlackWins:
      who = tr("Black wins");
      break;
    default:
      who = tr("Draw");
      break;
  }
  QString why;
  switch (status.reason) {
    case sc::EndReason::BothMonarchsLost:
      why = tr("no monarch left");
      break;
    case sc::EndReason::Checkmate:
      why = tr("checkmate");
      break;
    case sc::EndReason::Stalemate:
      why = tr("stalemate");
      break;
    case sc::EndReason::InsufficientForce:
      why = tr("insufficient force");
      break;
    case sc::EndReason::BareMonarchs:
      why = tr("bare monarchs");
      break;
    case sc::EndReason::QuietPlies:
      why = tr("100 quiet plies");
      break;
    case sc::EndReason::Repetition:
      why = tr("threefold repetition");
      break;
    case sc::EndReason::InsufficientMaterial:
      why = tr("insufficient material");
      break;
    case sc::EndReason::FiftyMoveRule:
      why = tr("fifty-move rule");
      break;
    case sc::EndReason::LastMonarchRanked:  // F17
      why = tr("last monarch ranked %1").arg(status.rank);
      break;
    default:
      return who;
  }
  return tr("%1: %2").arg(who, why);
}

Square DeclarationWizard::positionOf(const Turn &t) const {
  // A translation is named by where the chosen member lands.
  if (t.kind == TurnKind::PairTranslate && shooter() != t.from) return translatedPartner(t);
  // Captures are named by what they take (a MegaMan capturer stays, M7).
  if (t.kind == TurnKind::Capture || t.kind == TurnKind::Volley || t.kind == TurnKind::Double ||
      t.kind == TurnKind::EnPassant)
    return TurnInput::declaredSquare(t, t.from, m_input->document()->position());
  return t.to;
}

QList<DeclarationWizard::Choice> DeclarationWizard::shooterChoices() const {
  QList<Choice> out;
  const sc::Position &pos = m_input->document()->position();
  for (Square s : pos.variant().squares()) {
    if (!m_input->isOwnShooter(s)) continue;
    const QList<Turn> turns = m_input->turnsFor(s);
    if (turns.isEmpty()) continue;
    QStringList kinds;
    // The labels keep their capitals: lower-casing is not for every language
    // (German nouns keep theirs).
    for (const Turn &t : turns)
      if (const QString label = TurnInput::kindLabel(pos.rules(), t.kind); !kinds.contains(label))
        kinds.append(label);
    const QString kindList = kinds.join(tr(", "));
    QString detail = turns.size() == 1 ? tr("1 turn: %1").arg(kindList)
                                       : tr("%1 turns: %2").arg(turns.size()).arg(kindList);
    if (pos.at(s).bridged()) {
      const Square p = pos.partner(s);
      detail = tr("Paired with the %1 on %2. %3").arg(pieceName(pos, p), squareText(p), detail);
    }
    out.append(Choice{shooterLabel(s), detail, s, turns});
  }
  return out;
}

QList<DeclarationWizard::Choice> DeclarationWizard::kindChoices(const QList<Turn> &turns) const {
  QList<Choice> out;
  for (int k = 0; k < sc::kTurnKinds; ++k) {
    QList<Turn> ofKind;
    for (const Turn &t : turns)
      if (int(t.kind) == k) ofKind.append(t);
    if (ofKind.isEmpty()) continue;
    // A capture by moving declared as a replace (B19) is shown as a capture.
    const TurnKind kind =
        TurnInput::shownKind(m_input->document()->position().rules(), TurnKind(k));
    QString detail = explainKind(kind);
    if (ofKind.size() > 1) detail += tr(" · %n choices", "", int(ofKind.size()));
    out.append(Choice{TurnInput::kindLabel(kind), detail, std::nullopt, ofKind});
  }
  return out;
}

QList<DeclarationWizard::Choice> DeclarationWizard::positionChoices(
    const QList<Turn> &turns) const {
  QList<Square> squares;
  for (const Turn &t : turns)
    if (!squares.contains(positionOf(t))) squares.append(positionOf(t));
  std::sort(squares.begin(), squares.end());
  QList<Choice> out;
  for (Square s : squares) {
    QList<Turn> here;
    for (const Turn &t : turns)
      if (positionOf(t) == s) here.append(t);
    QString detail;
    if (here.size() == 1)
      detail = detailOf(here.first());
    else if (here.first().kind == TurnKind::MoveShoot)
      detail = tr("Then %n targets to choose from", "", int(here.size()));
    else if (here.first().kind == TurnKind::PairTranslate)
      detail = tr("Then a shot or none (%n choices)", "", int(here.size()));
    else if (here.first().kind == TurnKind::PairRotate)
      detail = tr("%n ways round", "", int(here.size()));
    else if (here.first().kind == TurnKind::Breakthrough)
      detail = tr("Then %n enemy pieces to choose from", "", int(here.size()));
    else
      detail = tr("%n routes", "", int(here.size()));
    out.append(Choice{squareText(s), detail, s, here});
  }
  return out;
}

QList<DeclarationWizard::Choice> DeclarationWizard::routeChoices(const QList<Turn> &turns) const {
  QList<Choice> out;
  const sc::Position &pos = m_input->document()->position();
  for (const Turn &t : turns) {
    if (t.kind == TurnKind::Series) {
      QStringList path;
      for (Square s : m_input->preview(t).path) path.append(squareText(s));
      out.append(Choice{tr("By %1").arg(squareText(t.extra)),
                        tr("%1. %2").arg(path.join(QStringLiteral(" → ")), detailOf(t)),
                        t.extra,
                        {t}});
    } else {
      const QString way = (t.flags & Turn::kClockwise) ? tr("Clockwise") : tr("Anticlockwise");
      out.append(Choice{
          tr("%1, the %2 on %3 circles").arg(way, pieceName(pos, t.from), squareText(t.from)),
          detailOf(t),
          std::nullopt,
          {t}});
    }
  }
  return out;
}

QList<DeclarationWizard::Choice> DeclarationWizard::targetChoices(const QList<Turn> &turns) const {
  QList<Choice> out;
  const sc::Position &pos = m_input->document()->position();
  for (const Turn &t : turns) {
    Choice c{{}, detailOf(t), t.target, {t}};
    switch (t.kind) {
      case TurnKind::Bridge:
      case TurnKind::Unbridge: {
        const Square partner = t.from == shooter() ? t.target : t.from;
        c.label = shooterLabel(partner);
        c.square = partner;
        break;
      }
      case TurnKind::PairTranslate:
        if (!(t.flags & Turn::kShot)) {
          // As on the board: the destination clicked again means no shot.
          c.label = tr("No shot");
          c.square = positionOf(t);
        } else {
          c.label = tr("%1, shot by the %2").arg(shooterLabel(t.target), pieceName(pos, t.from));
        }
        break;
      case TurnKind::Promotion:  // C6: the new piece, not a square
        c.label = capitalised(
            QCoreApplication::translate("PieceName", pos.rules().pieces[t.extra].name.c_str()));
        c.square.reset();
        break;
      default:
        c.label = shooterLabel(t.target);
        break;
    }
    out.append(c);
  }
  // No shot first, then the targets in board order.
  std::stable_sort(out.begin(), out.end(), [](const Choice &a, const Choice &b) {
    const bool aPlain =
        !(a.turns.first().flags & Turn::kShot) && a.turns.first().kind == TurnKind::PairTranslate;
    const bool bPlain =
        !(b.turns.first().flags & Turn::kShot) && b.turns.first().kind == TurnKind::PairTranslate;
    if (aPlain != bPlain) return aPlain;
    return a.square < b.square;
  });
  return out;
}
