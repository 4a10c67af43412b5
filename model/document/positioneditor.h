// PositionEditor: the board editor's document. Holds the position being set up
// and its own QUndoStack (one command class per kind of edit, editorcommands.h),
// validates it in words (validation.h) and hands it to a GameDocument as the
// root of a new game ("Analyse from here").
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include "editorcommands.h"
#include "position.h"
#include "positiontransform.h"

class GameDocument;

class PositionEditor : public QObject {
  Q_OBJECT

 public:
  // Starts with the variant's start position.
  explicit PositionEditor(sc::VariantPtr variant, QObject *parent = nullptr);

  const sc::Position &position() const { return m_position; }
  const sc::Variant &variant() const { return m_position.variant(); }
  QUndoStack *undoStack() { return &m_undo; }

  // Begins editing `position` (e.g. the document's current one); clears undo.
  void load(const sc::Position &position);

  // --- edits, each one undoable step. Those that can fail return the reason
  // in words, or an empty string on success (and then nothing changed).
  // Places a shooter of `pieceIndex` (into variant().rules().pieces) at its
  // base rank, replacing whatever stood there (and dissolving its bridge).
  QString place(sc::Square square, int pieceIndex, sc::Color color);
  QString remove(sc::Square square);  // dissolves its bridge too
  // Drag on the board: replaces what stood on `to`. A bridge whose members are
  // no longer side by side afterwards is dissolved (docs/turn-input.md).
  QString move(sc::Square from, sc::Square to);
  QString setRank(sc::Square square, int rank);  // 1..the type's maxRank
  // A mouse-wheel step (+1/-1), clamped; consecutive steps on one square merge
  // into one undo step.
  QString stepRank(sc::Square square, int delta);
  QString bridge(sc::Square a, sc::Square b);
  QString unbridge(sc::Square a);
  void setSideToMove(sc::Color side);
  void setQuietPlies(int plies);
  void setTurnNumber(int number);
  // K20-K24: an off-board slot (the fortune of war's move number, a side's
  // credit, losses or pool of a piece type; types.h); typing merges.
  QString setSlot(int slot, int value);
  void clearBoard();
  void setStartPosition();
  // The board editor's mirrors (positiontransform.h): the same position for
  // the other colour, or reflected left to right. Returns why not (a board
  // shape the reflection does not map onto itself), or empty.
  QString mirror(sc::Mirror mirror);
  bool canMirror(sc::Mirror mirror) const;
  static QString whyNotMirror(sc::Mirror mirror);
  // Reads an SFEN; on failure returns "column 12: ..." and changes nothing.
  QString setSfen(const QString &sfen);
  QString sfen() const;

  // --- validation
  QStringList problems() const;
  bool canStartGame() const { return problems().isEmpty(); }
  // "Analyse from here": the document's new game starts at this position.
  // Returns false (and leaves the document alone) when the position has problems.
  bool startGame(GameDocument *document) const;

  // Used by the undo commands: applies cell edits / counters without undo.
  void applyCells(const QList<sc::Edit> &edits, bool forward);
  void applyState(const editor::EditorState &state);
  editor::EditorState state() const;
  // Keeps the castling rights and en-passant square the pieces allow.
  void settle();

 signals:
  void changed();

 private:
  // "e9 is not on the board" / "there is no shooter on e4", or empty.
  QString checkSquare(sc::Square square, bool needShooter) const;
  void pushState(sc::Color side, int quiet, int turnNumber, int mergeId, const QString &text);
  void replaceWith(const sc::Position &target, const QString &text);

  sc::Position m_position;
  unsigned m_castling = 0;  // the rights as set; m_position holds those possible
  bool m_hasEp = false;
  sc::Square m_ep = 0;
  QUndoStack m_undo;
};
