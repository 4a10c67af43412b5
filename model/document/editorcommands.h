// The board editor's undo commands: one class per kind of edit, each storing
// only its delta (the cells it changed, before and after, or the counters it
// changed), applied through PositionEditor.
#pragma once

#include <array>

#include <QList>
#include <QUndoCommand>

#include "types.h"

class PositionEditor;

namespace editor {

// Command ids for QUndoCommand::id(); only rank steps and counter typing merge.
enum CommandId { RankStepId = 1, QuietPliesId, TurnNumberId, SlotId };

// Cell edits replayed forwards by redo and backwards by undo.
class CellsCommand : public QUndoCommand {
 public:
  CellsCommand(PositionEditor *editor, QList<sc::Edit> edits, const QString &text);
  void redo() override;
  void undo() override;
  const QList<sc::Edit> &edits() const { return m_edits; }

 protected:
  PositionEditor *m_editor;
  QList<sc::Edit> m_edits;
};

class PlaceCommand : public CellsCommand {
 public:
  using CellsCommand::CellsCommand;
};

class RemoveCommand : public CellsCommand {
 public:
  using CellsCommand::CellsCommand;
};

// A drag on the board; may dissolve or re-aim a bridge.
class MoveCommand : public CellsCommand {
 public:
  using CellsCommand::CellsCommand;
};

// Bridge and unbridge: two bridge fields change.
class BridgeCommand : public CellsCommand {
 public:
  using CellsCommand::CellsCommand;
};

// A rank change of one shooter. Mouse-wheel steps on the same square merge,
// so a spin of the wheel is one undo step.
class RankCommand : public CellsCommand {
 public:
  RankCommand(PositionEditor *editor, sc::Square square, sc::Cell before, sc::Cell after,
              bool mergeable, const QString &text);
  int id() const override { return m_mergeable ? RankStepId : -1; }
  bool mergeWith(const QUndoCommand *other) override;

 private:
  sc::Square m_square;
  bool m_mergeable;
};

// The state outside the cells: side to move, quiet plies, turn number.
struct EditorState {
  sc::Color side = sc::Color::White;
  int quietPlies = 0;
  int turnNumber = 1;
  // C4/C5 as the user set them (a pasted FEN, the start position); the
  // position holds those its pieces allow (PositionEditor::settle).
  unsigned castling = 0;
  bool hasEp = false;
  sc::Square ep = 0;
  // K20-K24: the fortune of war, credits, losses and pools (all 0 elsewhere).
  std::array<int, sc::kSlots> offBoard{};
  friend bool operator==(const EditorState &, const EditorState &) = default;
};

// Side to move or a counter. Typing into a counter's spin box merges
// consecutive changes of the same counter.
class StateCommand : public QUndoCommand {
 public:
  StateCommand(PositionEditor *editor, EditorState before, EditorState after, int mergeId,
               const QString &text);
  void redo() override;
  void undo() override;
  int id() const override { return m_mergeId; }
  bool mergeWith(const QUndoCommand *other) override;

 private:
  PositionEditor *m_editor;
  EditorState m_before, m_after;
  int m_mergeId;
};

// A whole new board: clear, start position, pasted SFEN. Stores the cells that
// differ and both states.
class BoardCommand : public CellsCommand {
 public:
  BoardCommand(PositionEditor *editor, QList<sc::Edit> edits, EditorState before, EditorState after,
               const QString &text);
  void redo() override;
  void undo() override;

 private:
  EditorState m_before, m_after;
};

}  // namespace editor
