#include "editorcommands.h"

#include "positioneditor.h"

namespace editor {

CellsCommand::CellsCommand(PositionEditor *editor, QList<sc::Edit> edits, const QString &text)
    : m_editor(editor), m_edits(std::move(edits)) {
  setText(text);
}

void CellsCommand::redo() { m_editor->applyCells(m_edits, true); }

void CellsCommand::undo() { m_editor->applyCells(m_edits, false); }

RankCommand::RankCommand(PositionEditor *editor, sc::Square square, sc::Cell before, sc::Cell after,
                         bool mergeable, const QString &text)
    : CellsCommand(editor, {sc::Edit{square, before, after}}, text),
      m_square(square),
      m_mergeable(mergeable) {}

bool RankCommand::mergeWith(const QUndoCommand *other) {
  const auto *next = static_cast<const RankCommand *>(other);
  if (next->m_square != m_square) return false;
  // Keep the first "before" and take the latest "after": one step per spin.
  m_edits.first().after = next->m_edits.first().after;
  if (m_edits.first().after == m_edits.first().before) setObsolete(true);
  return true;
}

StateCommand::StateCommand(PositionEditor *editor, EditorState before, EditorState after,
                           int mergeId, const QString &text)
    : m_editor(editor), m_before(before), m_after(after), m_mergeId(mergeId) {
  setText(text);
}

void StateCommand::redo() { m_editor->applyState(m_after); }

void StateCommand::undo() { m_editor->applyState(m_before); }

bool StateCommand::mergeWith(const QUndoCommand *other) {
  m_after = static_cast<const StateCommand *>(other)->m_after;
  if (m_after == m_before) setObsolete(true);
  return true;
}

BoardCommand::BoardCommand(PositionEditor *editor, QList<sc::Edit> edits, EditorState before,
                           EditorState after, const QString &text)
    : CellsCommand(editor, std::move(edits), text), m_before(before), m_after(after) {}

void BoardCommand::redo() {
  m_editor->applyState(m_after);
  CellsCommand::redo();
}

void BoardCommand::undo() {
  CellsCommand::undo();
  m_editor->applyState(m_before);
}

}  // namespace editor
