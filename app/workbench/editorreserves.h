// EditorReserves: the board editor's box for what Cannon Battle Chess keeps
// off the board (K20-K24): the fortune of war's move number, and for each side
// its credit, its losses and the pieces waiting in its pool. Each field edits
// one slot of the position through PositionEditor::setSlot (one undoable step,
// typing merges); problems are said by the editor's validation (K21: a pool
// holding a king). Hidden for rule systems that keep nothing off the board.
#pragma once

#include <QGroupBox>
#include <QList>
#include <string>

class PositionEditor;
class QGridLayout;
class QSpinBox;

class EditorReserves : public QGroupBox {
  Q_OBJECT

 public:
  explicit EditorReserves(PositionEditor *editor, QWidget *parent = nullptr);

  // From the editor's position: rebuilt when the rule system changed.
  void refresh();

 private:
  void rebuild();
  QSpinBox *addSpin(int slot, const QString &objectName, int row, int column);

  PositionEditor *m_editor;
  QGridLayout *m_grid;
  std::string m_rules;                    // the rule system the fields were made for
  QList<QPair<int, QSpinBox *>> m_spins;  // slot, its field
};
