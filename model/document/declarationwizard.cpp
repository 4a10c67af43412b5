// The wizard's step machine. Every step is a frame: its choices, computed from
// the legal turns left by the answers before it, and the one selected. Back
// pops a frame, so an earlier answer comes back exactly as it was.
#include "declarationwizard.h"

#include <QCoreApplication>
#include <algorithm>

#include "gamedocument.h"
#include "status.h"

using sc::Square;
using sc::Turn;
using sc::TurnKind;

namespace {

bool hasPosition(TurnKind k) {
  return k == TurnKind::Move || k == TurnKind::MoveShoot || k == TurnKind::Series ||
         k == TurnKind::PairTranslate || k == TurnKind::PairRotate || k == TurnKind::Capture ||
         k == TurnKind::Castle || k == TurnKind::EnPassant || k == TurnKind::Promotion ||
         k == TurnKind::Volley || k == TurnKind::Double ||
         k == TurnKind::Breakthrough ||  // B17: the last-rank square reached
         k == TurnKind::Fire ||          // K11: the landing square
         k == TurnKind::Frontal;         // K17: where the first member stops
}

bool hasTarget(const QList<Turn> &turns) {
  const TurnKind k = turns.value(0).kind;
  // B17: the piece the breakthrough removes; B18: none when nothing is left to name.
  if (k == TurnKind::Breakthrough)
    return std::any_of(turns.begin(), turns.end(),
                       [](const Turn &t) { return (t.flags & Turn::kNamed) != 0; });
  return k == TurnKind::Shoot || k == TurnKind::Replace || k == TurnKind::MoveShoot ||
         k == TurnKind::Unload || k == TurnKind::Bridge || k == TurnKind::Unbridge ||
         k == TurnKind::PairTranslate || k == TurnKind::Promotion;  // C6: which piece
}

// A knight's series names its corner (S6); a rotation its mover and direction.
bool hasRoute(const QList<Turn> &turns) {
  for (const Turn &t : turns)
    if (t.kind == TurnKind::PairRotate || (t.kind == TurnKind::Series && (t.flags & Turn::kRouted)))
      return true;
  return false;
}

}  // namespace

DeclarationWizard::DeclarationWizard(TurnInput *input, QObject *parent)
    : QObject(parent), m_input(input) {
  // An answer belongs to the position it was given in.
  connect(input->document(), &GameDocument::currentNodeChanged, this, &DeclarationWizard::cancel);
  connect(input->document(), &GameDocument::gameReset, this, &DeclarationWizard::cancel);
  restart();
}

void DeclarationWizard::restart() {
  m_frames.clear();
  m_frames.append(makeFrame(Step::Shooter, {}));
  m_refusal.clear();
}

DeclarationWizard::Frame DeclarationWizard::makeFrame(Step step, const QList<Turn> &turns) const {
  Frame f;
  f.step = step;
  switch (step) {
    case Step::Shooter:
      f.choices = shooterChoices();
      break;
    case Step::Kind:
      f.choices = kindChoices(turns);
      break;
    case Step::Position:
      f.choices = positionChoices(turns);
      break;
    case Step::Route:
      f.choices = routeChoices(turns);
      break;
    case Step::Target:
      f.choices = targetChoices(turns);
      break;
    case Step::Preview:
      f.choices = {Choice{notationOf(turns.value(0)), detailOf(turns.value(0)), {}, turns}};
      break;
  }
  // Shown preselected rather than skipped, so the user sees the only answer.
  if (f.choices.size() == 1) f.selected = 0;
  return f;
}

DeclarationWizard::Step DeclarationWizard::stepAfter(Step step, const QList<Turn> &turns) const {
  const TurnKind k = turns.value(0).kind;
  switch (step) {
    case Step::Shooter:
      return Step::Kind;
    case Step::Kind:
      if (hasPosition(k)) return Step::Position;
      return hasTarget(turns) ? Step::Target : Step::Preview;
    case Step::Position:
      if (hasRoute(turns)) return Step::Route;
      [[fallthrough]];
    case Step::Route:
      return hasTarget(turns) ? Step::Target : Step::Preview;
    case Step::Target:
    case Step::Preview:
      return Step::Preview;
  }
  return Step::Preview;
}

QList<DeclarationWizard::Step> DeclarationWizard::plannedSteps() const {
  QList<Step> steps;
  for (const Frame &f : m_frames) steps.append(f.step);
  if (steps.last() == Step::Preview) return steps;
  const QList<Step> usual{Step::Shooter, Step::Kind, Step::Position, Step::Target, Step::Preview};
  if (m_frames.size() < 2) return usual;
  // The kind is known (or selected at its step): follow its steps.
  QList<Turn> turns = currentTurns();
  if (step() == Step::Kind) {
    if (selectedChoice() < 0) return usual;
    turns = choices()[selectedChoice()].turns;
  }
  Step s = steps.last();
  while (s != Step::Preview) {
    s = stepAfter(s, turns);
    steps.append(s);
  }
  return steps;
}

QStringList DeclarationWizard::answers() const {
  QStringList out;
  for (int i = 0; i + 1 < m_frames.size(); ++i) {
    const Frame &f = m_frames[i];
    if (f.selected >= 0) out.append(f.choices[f.selected].label);
  }
  return out;
}

std::optional<Square> DeclarationWizard::shooter() const {
  if (m_frames.size() < 2) return std::nullopt;
  const Frame &f = m_frames.first();
  return f.choices[f.selected].square;
}

QList<Square> DeclarationWizard::choiceSquares() const {
  QList<Square> out;
  for (const Choice &c : choices())
    if (c.square && !out.contains(*c.square)) out.append(*c.square);
  if (step() != Step::Kind) return out;
  // The kind step has no squares of its own; a click on one that only one
  // kind uses answers both (answerKindBySquare), so frame those.
  for (const Choice &kindChoice : choices()) {
    const Frame probe = makeFrame(stepAfter(Step::Kind, kindChoice.turns), kindChoice.turns);
    for (const Choice &c : probe.choices)
      if (c.square && !out.contains(*c.square)) out.append(*c.square);
  }
  return out;
}

QList<Square> DeclarationWizard::answeredSquares() const {
  QList<Square> out;
  for (int i = 1; i + 1 < m_frames.size(); ++i) {
    const Frame &f = m_frames[i];
    const std::optional<Square> s = f.choices[f.selected].square;
    if (s && (f.step == Step::Position || f.step == Step::Route)) out.append(*s);
  }
  return out;
}

TurnPreview DeclarationWizard::selectionPreview() const {
  const int i = selectedChoice();
  if (!m_input || step() == Step::Shooter || i < 0 || choices()[i].turns.size() != 1)
    return TurnPreview();
  return m_input->preview(choices()[i].turns.first());
}

std::optional<Square> DeclarationWizard::selectedSquare() const {
  const int i = selectedChoice();
  return i >= 0 ? choices()[i].square : std::nullopt;
}

QList<Turn> DeclarationWizard::currentTurns() const {
  if (m_frames.size() < 2) return {};
  const Frame &before = m_frames[m_frames.size() - 2];
  return before.choices[before.selected].turns;
}

TurnKind DeclarationWizard::kind() const { return currentTurns().value(0).kind; }

Turn DeclarationWizard::turn() const { return currentTurns().value(0); }

TurnPreview DeclarationWizard::preview() const {
  if (step() != Step::Preview || !m_input) return TurnPreview();
  return m_input->preview(turn());
}

DeclarationWizard::Consequence DeclarationWizard::consequence() const {
  Consequence out;
  if (step() != Step::Preview || !m_input) return out;
  sc::Position pos = m_input->document()->position();
  pos.make(turn());
  const sc::Status status = sc::evaluateStatus(pos);
  out.check = status.reason == sc::EndReason::Check;
  if (status.outcome != sc::Outcome::Ongoing) out.gameEnd = outcomeText(status);
  return out;
}

void DeclarationWizard::select(int index) {
  Frame &f = m_frames.last();
  if (index < -1 || index >= f.choices.size() || f.selected == index) return;
  f.selected = index;
  emit changed();
}

bool DeclarationWizard::next() {
  const Frame &f = current();
  if (!canGoNext()) return false;
  const QList<Turn> turns = f.choices[f.selected].turns;
  m_frames.append(makeFrame(stepAfter(f.step, turns), turns));
  m_refusal.clear();
  emit changed();
  return true;
}

bool DeclarationWizard::answer(int index) {
  if (index < 0 || index >= choices().size()) return false;
  m_frames.last().selected = index;
  return next();
}

bool DeclarationWizard::answerSquare(Square square) {
  QList<int> matches;
  for (int i = 0; i < choices().size(); ++i)
    if (choices()[i].square == square) matches.append(i);
  if (matches.size() == 1) return answer(matches.first());
  if (matches.size() > 1) {
    // Each of them is a different declaration: the list tells them apart.
    select(matches.first());
    return refuse(tr("%1 answers this step in %n ways: choose one in the list", "", matches.size())
                      .arg(QString::fromStdString(sc::squareName(square))),
                  square);
  }
  bool accepted = false;
  if (step() == Step::Kind && answerKindBySquare(square, accepted)) return accepted;
  // Another of one's own shooters starts the declaration again from it.
  if (step() != Step::Shooter && shooter() != square) {
    const QList<Choice> &first = m_frames.first().choices;
    for (int i = 0; i < first.size(); ++i)
      if (first[i].square == square) {
        m_frames.resize(1);
        return answer(i);
      }
  }
  return refuse(reasonFor(square), square);
}

// At the kind step a click on a square that only one kind uses (a move's
// destination, a shot's target) answers the kind and that square at once.
// Returns whether it dealt with the click; `accepted` says how.
bool DeclarationWizard::answerKindBySquare(Square square, bool &accepted) {
  int kindIndex = -1;
  for (int i = 0; i < choices().size(); ++i) {
    const Frame probe = makeFrame(stepAfter(Step::Kind, choices()[i].turns), choices()[i].turns);
    for (const Choice &c : probe.choices)
      if (c.square == square) {
        if (kindIndex >= 0 && kindIndex != i) {
          accepted = refuse(tr("%1 fits several kinds of turn: choose one in the list")
                                .arg(QString::fromStdString(sc::squareName(square))),
                            square);
          return true;
        }
        kindIndex = i;
      }
  }
  if (kindIndex < 0) return false;
  answer(kindIndex);
  accepted = answerSquare(square);
  return true;
}

bool DeclarationWizard::refuse(const QString &reason, Square square) {
  m_refusal = reason;
  emit changed();
  emit refused(reason, square);
  return false;
}

bool DeclarationWizard::declare() {
  if (!canDeclare() || !m_input) return false;
  const Turn t = turn();
  // choose() plays it through GameDocument::playTurn; the node change that
  // follows starts the wizard again.
  if (!m_input->choose(t)) return refuse(tr("That turn is no longer legal here"), t.from);
  emit declared(t);
  return true;
}

void DeclarationWizard::back() {
  if (!canGoBack()) return;
  m_frames.removeLast();
  m_refusal.clear();
  emit changed();
}

void DeclarationWizard::cancel() {
  restart();
  emit changed();
}
