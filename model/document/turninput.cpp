#include "turninput.h"

#include <QCoreApplication>

#include <algorithm>
#include <memory>

#include "gamedocument.h"
#include "movegen.h"
#include "weapons.h"

using sc::Square;
using sc::Turn;
using sc::TurnKind;

namespace {

// Unload, bridge, unbridge and bomber aim at a friendly shooter (or the king
// itself): a plain click there means "select that shooter instead", so these
// kinds answer only to the partner press (docs/turn-input.md).
bool isPartnerKind(TurnKind k) {
  return k == TurnKind::Unload || k == TurnKind::Bridge || k == TurnKind::Unbridge ||
         k == TurnKind::Bomber;
}

// Which turns a click declares: a plain click the usual ones; the partner
// click (Shift) the partner kinds and a frontal attack (K17), which would
// otherwise ask about every pawn step its group could also make. Withdraw
// (K21) only from the piece's menu: a second click lets go of a piece.
bool declaredByClick(TurnKind k, bool partnerPress) {
  if (k == TurnKind::Withdraw) return false;
  if (k == TurnKind::Frontal) return partnerPress;
  return isPartnerKind(k) == partnerPress;
}

// A turn that takes the piece on the square it declares (chess, C2): the
// board lights that square as a target, not as an empty destination.
bool takesOnArrival(const Turn &t) {
  return t.kind == TurnKind::Capture || t.kind == TurnKind::Volley || t.kind == TurnKind::Double ||
         (t.kind == TurnKind::EnPassant && t.to == t.from) ||  // M12: the capturer stays
         (t.kind == TurnKind::Promotion && (t.flags & Turn::kTakes));
}

// A turn that needs a second square after its declared position: the
// move-shoot's target, the translation's shot, the piece a breakthrough
// removes (B17: chosen by clicking it once the last-rank square is chosen).
bool isTargeted(const Turn &t) {
  return t.kind == TurnKind::MoveShoot ||
         (t.kind == TurnKind::PairTranslate && (t.flags & Turn::kShot)) ||
         (t.kind == TurnKind::Breakthrough && (t.flags & Turn::kNamed));
}

// The destination of member b of a translation (member a goes from -> to).
Square translatedPartner(const Turn &t) {
  const int df = sc::fileOf(t.to) - sc::fileOf(t.from);
  const int dr = sc::rankOf(t.to) - sc::rankOf(t.from);
  return sc::makeSquare(sc::fileOf(t.extra) + df, sc::rankOf(t.extra) + dr);
}

}  // namespace

TurnInput::TurnInput(GameDocument *document, QObject *parent)
    : QObject(parent), m_document(document) {
  qRegisterMetaType<sc::Turn>();
  qRegisterMetaType<QList<sc::Turn>>();
  // A half-entered turn belongs to the position it was started in.
  connect(document, &GameDocument::currentNodeChanged, this, &TurnInput::cancel);
  connect(document, &GameDocument::gameReset, this, &TurnInput::cancel);
}

QList<Square> TurnInput::destinations() const {
  QList<Square> out;
  if (m_stage == Stage::DestinationChosen) return {m_chosen};
  if (m_stage != Stage::ShooterSelected) return out;
  const sc::Position &pos = m_document->position();
  for (const Turn &t : m_candidates) {
    if (!declaredByClick(t.kind, false) || t.kind == TurnKind::Shoot ||
        t.kind == TurnKind::Replace || takesOnArrival(t))
      continue;
    const Square s = declaredSquare(t, m_selected, pos);
    if (!out.contains(s)) out.append(s);
  }
  return out;
}

QList<Square> TurnInput::targets() const {
  QList<Square> out;
  for (const Turn &t : m_candidates) {
    const bool now =
        m_stage == Stage::ShooterSelected &&
        (t.kind == TurnKind::Shoot || t.kind == TurnKind::Replace || takesOnArrival(t));
    const bool after = m_stage == Stage::DestinationChosen && isTargeted(t);
    const Square s =
        takesOnArrival(t) ? declaredSquare(t, m_selected, m_document->position()) : t.target;
    if ((now || after) && !out.contains(s)) out.append(s);
  }
  return out;
}

QList<Square> TurnInput::partners() const {
  QList<Square> out;
  if (m_stage != Stage::ShooterSelected) return out;
  const sc::Position &pos = m_document->position();
  for (const Turn &t : m_candidates) {
    if (!isPartnerKind(t.kind) || t.kind == TurnKind::Bomber) continue;
    const Square s = declaredSquare(t, m_selected, pos);
    if (!out.contains(s)) out.append(s);
  }
  return out;
}

bool TurnInput::isOwnShooter(Square square) const {
  const sc::Position &pos = m_document->position();
  const sc::Cell &c = pos.at(square);
  return pos.variant().onBoard(square) && !c.empty() && c.color == pos.sideToMove();
}

Square TurnInput::declaredSquare(const Turn &t, Square selected, const sc::Position &pos) {
  switch (t.kind) {
    case TurnKind::Move:
    case TurnKind::MoveShoot:
    case TurnKind::Series:
    case TurnKind::PairRotate:
      return t.to;
    case TurnKind::Shoot:
    case TurnKind::Replace:
    case TurnKind::Unload:
      return t.target;
    case TurnKind::Bridge:
    case TurnKind::Unbridge:
      return selected == t.target ? t.from : t.target;
    case TurnKind::PairTranslate: {
      // The selected member's destination, unless that is the square its
      // partner stands on now: then the click would land on a friendly
      // shooter, so the leading member's destination names the translation.
      const Square destA = t.to, destB = translatedPartner(t);
      const bool selectedIsA = selected == t.from;
      const Square mine = selectedIsA ? destA : destB;
      const Square partnerNow = selectedIsA ? t.extra : t.from;
      return mine == partnerNow ? (selectedIsA ? destB : destA) : mine;
    }
    case TurnKind::Bomber:
      return t.from;
    case TurnKind::Capture:  // the taken piece's square (the capturer's `to` in chess)
    case TurnKind::Double:   // M11: the target; the helper is never named
      return t.target;
    case TurnKind::Volley: {  // M9: a click on its first target offers it
      Square taken[sc::kMaxReached];
      return sc::volleyTaken(pos, t, taken) > 0 ? taken[0] : t.from;
    }
    case TurnKind::Castle:     // the king's square; a click on the rook castles too (narrow)
    case TurnKind::EnPassant:  // chess: the crossed square; MegaMan: the passed pawn (M12)
      return t.to != t.from ? t.to : t.target;
    case TurnKind::Promotion:
    case TurnKind::Breakthrough:  // B17: the last-rank square; the piece named is asked after
    case TurnKind::Fire:          // K11: the landing square
    case TurnKind::Frontal:       // K17: where the first member stops (Shift, or the menu)
    case TurnKind::Buy:
    case TurnKind::Place:
      return t.to;
    case TurnKind::Withdraw:  // K21: the piece itself (from its menu, never by a click)
    case TurnKind::Chance:
    case TurnKind::Null:
      return t.from;
  }
  return t.to;
}

QList<Turn> TurnInput::legalTurns() const {
  // TurnList holds 8192 turns; keep it off the stack of a GUI event handler.
  auto list = std::make_unique<sc::TurnList>();
  sc::Position pos = m_document->position();
  sc::generateLegal(pos, *list);
  return QList<Turn>(list->begin(), list->end());
}

QList<Turn> TurnInput::turnsFor(Square square) const {
  QList<Turn> out;
  const sc::Position &pos = m_document->position();
  for (const Turn &t : legalTurns()) {
    // The reserves panel and the fortune dialog declare these (K22-K24).
    if (!sc::startsOnASquare(t.kind)) continue;
    bool involved = t.from == square;
    if (t.kind == TurnKind::Bridge || t.kind == TurnKind::Unbridge) involved |= t.target == square;
    if (t.kind == TurnKind::PairTranslate || t.kind == TurnKind::PairRotate)
      involved |= t.extra == square;  // the other member of the pair (D6, D7)
    if (involved) out.append(t);
  }
  std::stable_sort(out.begin(), out.end(), [&](const Turn &a, const Turn &b) {
    if (a.kind != b.kind) return a.kind < b.kind;
    const Square da = declaredSquare(a, square, pos), db = declaredSquare(b, square, pos);
    if (da != db) return da < db;
    return a.target < b.target;
  });
  return out;
}

void TurnInput::pressSquare(Square square, PressMode mode) {
  if (isHeld()) {
    emit refused(m_heldReason);
    return;
  }
  switch (m_stage) {
    case Stage::Idle:
    case Stage::ChoicePending:
      if (isOwnShooter(square))
        select(square);
      else
        cancel();
      return;
    case Stage::ShooterSelected:
      narrow(square, mode);
      return;
    case Stage::DestinationChosen: {
      QList<Turn> matches;
      for (const Turn &t : m_candidates) {
        const bool plain = square == m_chosen && !isTargeted(t);
        if (plain || (isTargeted(t) && t.target == square)) matches.append(t);
      }
      if (matches.size() == 1) return declare(matches.first());
      if (matches.size() > 1) {
        m_stage = Stage::ChoicePending;
        m_pending = matches;
        emit changed();
        emit choiceNeeded(matches);
        return;
      }
      if (square == m_chosen) return;  // only targeted turns here: wait for the target
      if (refuseMonarch(square)) return;
      // Anything else starts again from the selected shooter, so a user can
      // change the declared position without deselecting first.
      const Square keep = m_selected;
      select(keep);
      narrow(square, mode);
      return;
    }
  }
}

// B17: a breakthrough never removes the headquarters; a click on it says so
// and keeps the breakthrough waiting for a piece it may name.
bool TurnInput::refuseMonarch(Square square) {
  const sc::Position &pos = m_document->position();
  const sc::Cell &c = pos.at(square);
  const bool breakthrough =
      std::any_of(m_candidates.begin(), m_candidates.end(),
                  [](const Turn &t) { return t.kind == TurnKind::Breakthrough; });
  if (!breakthrough || c.empty() || c.color == pos.sideToMove() || !pos.variant().piece(c).monarch)
    return false;
  emit refused(
      tr("A breakthrough never removes the %1: name another piece (B17)")
          .arg(QCoreApplication::translate("PieceName", pos.variant().piece(c).name.c_str())));
  return true;
}

void TurnInput::select(Square square) {
  m_stage = Stage::ShooterSelected;
  m_selected = square;
  m_chosen = square;
  m_candidates = turnsFor(square);
  m_pending.clear();
  updatePreview();
  emit changed();
}

void TurnInput::narrow(Square square, PressMode mode) {
  const sc::Position &pos = m_document->position();
  const bool partnerPress = mode == PressMode::Partner;
  QList<Turn> matches;
  for (const Turn &t : m_candidates)
    if (declaredByClick(t.kind, partnerPress) && declaredSquare(t, m_selected, pos) == square)
      matches.append(t);
  // C3: the king onto its own rook is how many programs castle by mouse.
  for (const Turn &t : m_candidates)
    if (matches.isEmpty() && t.kind == TurnKind::Castle && t.target == square) matches.append(t);

  if (matches.isEmpty()) {
    if (square == m_selected)
      cancel();  // a second click on the selection lets go of it
    else if (isOwnShooter(square))
      select(square);
    else
      cancel();
    return;
  }
  const bool anyTargeted = std::any_of(matches.begin(), matches.end(), isTargeted);
  if (anyTargeted && matches.size() > 1) {
    // The declared position is chosen; the target (or none) comes next.
    m_stage = Stage::DestinationChosen;
    m_chosen = square;
    m_candidates = matches;
    updatePreview();
    emit changed();
    return;
  }
  if (matches.size() == 1) return declare(matches.first());
  m_stage = Stage::ChoicePending;
  m_pending = matches;
  emit changed();
  emit choiceNeeded(matches);
}

bool TurnInput::choose(const Turn &turn) {
  if (isHeld() || !legalTurns().contains(turn)) return false;
  declare(turn);
  return true;
}

void TurnInput::hold(const QString &reason) {
  m_heldReason = reason;
  if (isHeld()) cancel();
}

void TurnInput::declare(const Turn &turn) {
  reset();
  emit changed();
  emit previewChanged();
  // playTurn moves to the new node; currentNodeChanged then resets us again,
  // which is harmless.
  m_document->playTurn(turn);
  emit turnDeclared(turn);
}

void TurnInput::reset() {
  m_stage = Stage::Idle;
  m_candidates.clear();
  m_pending.clear();
  m_hovering = false;
  m_preview = TurnPreview();
}

void TurnInput::cancel() {
  const bool hadPreview = m_preview.valid;
  const bool wasIdle = m_stage == Stage::Idle;
  reset();
  if (!wasIdle) emit changed();
  if (hadPreview) emit previewChanged();
}

void TurnInput::hoverSquare(Square square) {
  if (m_hovering && m_hover == square) return;
  m_hovering = true;
  m_hover = square;
  updatePreview();
}

void TurnInput::clearHover() {
  if (!m_hovering) return;
  m_hovering = false;
  updatePreview();
}

void TurnInput::updatePreview() {
  // What a plain click on the hovered square would declare, if exactly one turn.
  QList<Turn> matches;
  if (m_hovering && m_stage == Stage::ShooterSelected) {
    const sc::Position &pos = m_document->position();
    for (const Turn &t : m_candidates)
      if (!isPartnerKind(t.kind) && declaredSquare(t, m_selected, pos) == m_hover)
        matches.append(t);
    // A move with move-shoots from the same square: the click chooses the
    // square, and the plain move is what happens if no target follows.
    if (std::any_of(matches.begin(), matches.end(), isTargeted))
      matches.removeIf([](const Turn &t) { return isTargeted(t); });
  } else if (m_hovering && m_stage == Stage::DestinationChosen) {
    for (const Turn &t : m_candidates)
      if ((m_hover == m_chosen && !isTargeted(t)) || (isTargeted(t) && t.target == m_hover))
        matches.append(t);
  }
  const TurnPreview next = matches.size() == 1 ? preview(matches.first()) : TurnPreview();
  if (!next.valid && !m_preview.valid) return;
  if (next.valid && m_preview.valid && next.turn == m_preview.turn) return;
  m_preview = next;
  emit previewChanged();
}
