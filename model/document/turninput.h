// TurnInput: the state machine that turns clicks on the board into a declared
// turn (docs/turn-input.md). The board view drives it (pressSquare, hoverSquare,
// choose) and draws what it exposes (selection, destinations, targets,
// partners, the preview); declaring goes through GameDocument::playTurn, so
// board input and the wizard share one undoable command.
#pragma once

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QPair>
#include <QString>

#include <optional>

#include "position.h"

class GameDocument;

// What a turn would do, computed from its edits (sc::computeEffect) before it
// is declared: the board's path preview, the wizard's last step.
struct TurnPreview {
  struct RankChange {
    sc::Square square = 0;
    int before = 0;
    int after = 0;
  };

  bool valid = false;
  sc::Turn turn;
  QString notation;         // with "+" / "#" (sc::formatTurnWithSuffix)
  QString description;      // TurnInput::describe(turn)
  sc::Square origin = 0;    // the acting shooter (sacrifice, king, pair member a, mover)
  sc::Square declared = 0;  // the square the click declared (TurnInput::declaredSquare)
  // Where the acting shooter ends up: `origin` when it stays, `declared` when
  // nothing stops it, an earlier path square when a survivor stops a series (D4).
  sc::Square stop = 0;
  bool originRemoved = false;  // unload's sacrifice, the bomber's king
  QList<sc::Square> path;  // squares travelled in order, origin first (moves, series, rotations)
  sc::Square partnerStop = 0;     // PairTranslate: where member b lands
  QList<sc::Square> falls;        // shooters shot down or removed (not the acting one)
  QList<RankChange> rankChanges;  // shooters that stay but change rank (S17 losses, unload gain)
  QList<sc::Edit> edits;          // the raw edits, for views that want more
  // K11, K12: a cannon's fire lands here; the blast takes the 8 squares around.
  std::optional<sc::Square> blast;
  // K17: a frontal attack's other members, each from its square to where it stops.
  QList<QPair<sc::Square, sc::Square>> group;
};

class TurnInput : public QObject {
  Q_OBJECT

 public:
  enum class Stage {
    Idle,               // nothing selected
    ShooterSelected,    // a shooter is selected; its legal turns are candidates
    DestinationChosen,  // a declared position is chosen; a target may follow (move-shoot, translate
                        // shot)
    ChoicePending,      // several different declarations fit; choiceNeeded was emitted
  };
  Q_ENUM(Stage)

  // Normal: a click. Partner: the view's modifier click (Shift) or equivalent,
  // which aims at a friendly shooter for unload/bridge/unbridge, or at the
  // selected king itself for the bomber.
  enum class PressMode { Normal, Partner };
  Q_ENUM(PressMode)

  explicit TurnInput(GameDocument *document, QObject *parent = nullptr);

  GameDocument *document() const { return m_document; }

  // --- what the view draws
  Stage stage() const { return m_stage; }
  bool hasSelection() const { return m_stage != Stage::Idle; }
  sc::Square selected() const { return m_selected; }
  // In DestinationChosen: the chosen declared position.
  sc::Square chosenSquare() const { return m_chosen; }
  // The turns still possible from the current stage.
  const QList<sc::Turn> &candidates() const { return m_candidates; }
  // Declared positions of the candidates (moves, series, move-shoots, rotation
  // ends, translation destinations); in DestinationChosen: only the chosen one.
  QList<sc::Square> destinations() const;
  // Enemy shooters a click would aim at: shoot/replace targets when a shooter is
  // selected; the move-shoot / translate-shot targets from the chosen square.
  QList<sc::Square> targets() const;
  // Friendly shooters for unload, bridge and unbridge (reached with PressMode::Partner).
  QList<sc::Square> partners() const;
  // Whether `square` holds a shooter of the side to move.
  bool isOwnShooter(sc::Square square) const;
  // The turns that wait for choose() after choiceNeeded.
  const QList<sc::Turn> &pendingChoice() const { return m_pending; }

  // --- intents from the view
  void pressSquare(sc::Square square, PressMode mode = PressMode::Normal);
  // Declares `turn` if it is legal at the current node (from a choice menu, a
  // context menu or the wizard). Returns false and changes nothing otherwise.
  bool choose(const sc::Turn &turn);
  void cancel();
  void hoverSquare(sc::Square square);
  void clearHover();
  // While held (a game against the engine waits for its answer), presses are
  // refused with `reason` and choose() declares nothing; "" releases.
  void hold(const QString &reason);
  bool isHeld() const { return !m_heldReason.isEmpty(); }

  // --- queries for menus and the wizard
  // Every legal turn involving the shooter on `square` (as the acting shooter,
  // or as a member of its pair), ordered by kind, then declared square.
  QList<sc::Turn> turnsFor(sc::Square square) const;
  // The square a click declares for `turn` when `selected` is selected: `to`
  // for moves, series, move-shoots and rotations; the target for shoot and
  // replace; the receiver for unload; the other member for bridge/unbridge;
  // for a translation the selected member's destination (the partner's when the
  // selected member would land on its partner's square); the king for bomber.
  static sc::Square declaredSquare(const sc::Turn &turn, sc::Square selected,
                                   const sc::Position &pos);

  TurnPreview preview(const sc::Turn &turn) const;
  // The preview of what a click on the hovered square would declare; invalid
  // when the hover is not on a square that declares exactly one turn.
  const TurnPreview &currentPreview() const { return m_preview; }

  QString notation(const sc::Turn &turn) const;  // with check suffix
  // The piece on `square` in words: "White knight on g1", with its rank where
  // the ruleset has ranks ("White rook on a1, rank 5"); empty for an empty square.
  static QString pieceLabel(const sc::Position &pos, sc::Square square);
  // The label and what the piece can do now, for the board's tooltip:
  // "White knight on g1: 2 moves (Nf3, Nh3)", "White rook on a1, rank 5:
  // 3 moves, 1 shot". A piece of the side not to move is only named.
  QString pieceSummary(sc::Square square) const;
  // One line for menus: "Shoot and replace: the queen on d5 falls, the rook moves there".
  QString describe(const sc::Turn &turn) const;
  static QString kindLabel(sc::TurnKind kind);  // "Shoot and replace"
  // The kind as `rules` name it: where a capture by moving is declared as a
  // replace (Chess-Battle, B19), it is a Capture to the player.
  static sc::TurnKind shownKind(const sc::Ruleset &rules, sc::TurnKind kind);
  static QString kindLabel(const sc::Ruleset &rules, sc::TurnKind kind) {
    return kindLabel(shownKind(rules, kind));
  }

 signals:
  void changed();
  void choiceNeeded(const QList<sc::Turn> &turns);
  void previewChanged();
  void turnDeclared(const sc::Turn &turn);
  // A click that cannot declare what it aims at, and why (a breakthrough
  // naming the headquarters, B17).
  void refused(const QString &reason);

 private:
  void reset();
  void select(sc::Square square);
  void narrow(sc::Square square, PressMode mode);
  bool refuseMonarch(sc::Square square);
  void declare(const sc::Turn &turn);
  void updatePreview();
  QString describe(const sc::Turn &turn, const TurnPreview &preview) const;
  QList<sc::Turn> legalTurns() const;

  GameDocument *m_document = nullptr;
  QString m_heldReason;
  Stage m_stage = Stage::Idle;
  sc::Square m_selected = 0;
  sc::Square m_chosen = 0;
  bool m_hovering = false;
  sc::Square m_hover = 0;
  QList<sc::Turn> m_candidates;
  QList<sc::Turn> m_pending;
  TurnPreview m_preview;
};

Q_DECLARE_METATYPE(sc::Turn)
Q_DECLARE_METATYPE(TurnPreview)
