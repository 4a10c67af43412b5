// DeclarationWizard: a turn declared in steps (docs/wizard.md): the shooter,
// the kind of turn, the declared position, the route, the target, then a
// preview and Declare. It holds no rules: the choices are the legal turns at
// the current node (TurnInput::turnsFor), narrowed by each answer, and a
// refused answer is explained by the core (sc::explainTurn). Declaring goes
// through TurnInput::choose, the board's own path to GameDocument::playTurn.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <optional>

#include "turninput.h"

namespace sc {
struct Status;
}

class DeclarationWizard : public QObject {
  Q_OBJECT

 public:
  enum class Step { Shooter, Kind, Position, Route, Target, Preview };
  Q_ENUM(Step)

  // One answer the current step offers.
  struct Choice {
    QString label;                     // "Rook on a1", "Shoot in series", "a7"
    QString detail;                    // the line under it: what it means or does
    std::optional<sc::Square> square;  // the board square that answers it, if any
    QList<sc::Turn> turns;             // the legal turns that remain after this answer
  };

  // What the preview step shows beyond the TurnPreview.
  struct Consequence {
    bool check = false;  // the opponent's royal monarch is then in check (S19)
    QString gameEnd;     // "White wins: checkmate"; empty while the game goes on
  };

  explicit DeclarationWizard(TurnInput *input, QObject *parent = nullptr);

  TurnInput *turnInput() const { return m_input; }

  // --- the current step
  Step step() const { return current().step; }
  QString question() const;
  const QList<Choice> &choices() const { return current().choices; }
  // The highlighted answer (-1: none yet). A step with one answer starts with
  // it selected, so the user sees it and confirms with Next.
  int selectedChoice() const { return current().selected; }
  // The steps of this declaration as far as they are known, the current one
  // included (the route step appears once the kind needs one).
  QList<Step> plannedSteps() const;
  static QString stepName(Step step);
  // The answers given so far, one short label per step ("Rook on a1", "Move").
  QStringList answers() const;
  bool isStarted() const { return m_frames.size() > 1; }
  std::optional<sc::Square> shooter() const;
  // Board squares that answer the current step, and the selected one's.
  QList<sc::Square> choiceSquares() const;
  std::optional<sc::Square> selectedSquare() const;
  // The last refusal, in words; cleared by the next accepted answer.
  QString refusal() const { return m_refusal; }

  bool canGoBack() const { return isStarted(); }
  bool canGoNext() const { return step() != Step::Preview && selectedChoice() >= 0; }
  bool canDeclare() const { return step() == Step::Preview; }
  // Earlier answers that are squares after the shooter (a destination, a
  // knight's corner): the board keeps showing them.
  QList<sc::Square> answeredSquares() const;
  // What the selected answer would do when it leaves one turn (the preview
  // step's turn included); invalid otherwise. The board draws it.
  TurnPreview selectionPreview() const;
  // At the preview step: the turn, what it does, and what follows.
  sc::Turn turn() const;
  TurnPreview preview() const;
  Consequence consequence() const;

  // One line for the kind step: what a kind of turn does.
  static QString explainKind(sc::TurnKind kind);

 public slots:
  void select(int index);
  bool next();
  bool answer(int index);
  // A click on the board: answers the step with the choice on that square, or
  // switches to another shooter, or refuses with the reason (refused()).
  bool answerSquare(sc::Square square);
  bool declare();
  void back();
  void cancel();  // back to the first step

 signals:
  void changed();
  void refused(const QString &reason, sc::Square square);
  void declared(const sc::Turn &turn);

 private:
  struct Frame {
    Step step = Step::Shooter;
    QList<Choice> choices;
    int selected = -1;
  };

  const Frame &current() const { return m_frames.last(); }
  Frame makeFrame(Step step, const QList<sc::Turn> &turns) const;
  Step stepAfter(Step step, const QList<sc::Turn> &turns) const;
  QList<Choice> shooterChoices() const;
  QList<Choice> kindChoices(const QList<sc::Turn> &turns) const;
  QList<Choice> positionChoices(const QList<sc::Turn> &turns) const;
  QList<Choice> routeChoices(const QList<sc::Turn> &turns) const;
  QList<Choice> targetChoices(const QList<sc::Turn> &turns) const;
  // The square a turn's position step names for the chosen shooter.
  sc::Square positionOf(const sc::Turn &turn) const;
  QList<sc::Turn> currentTurns() const;
  sc::TurnKind kind() const;
  QString detailOf(const sc::Turn &turn) const;
  QString shooterLabel(sc::Square square) const;
  QString notationOf(const sc::Turn &turn) const;
  static QString outcomeText(const sc::Status &status);
  bool refuse(const QString &reason, sc::Square square);
  bool answerKindBySquare(sc::Square square, bool &accepted);
  // Why `square` answers nothing at the current step (wizard_reasons.cpp).
  QString reasonFor(sc::Square square) const;
  QString reasonAtShooter(sc::Square square) const;
  QString reasonAtPosition(sc::Square square) const;
  QString reasonAtTarget(sc::Square square) const;
  void restart();

  QPointer<TurnInput> m_input;
  QList<Frame> m_frames;
  QString m_refusal;
};
