#include "editorreserves.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QLayoutItem>
#include <QSignalBlocker>
#include <QSpinBox>

#include "positioneditor.h"

EditorReserves::EditorReserves(PositionEditor *editor, QWidget *parent)
    : QGroupBox(tr("Off the board"), parent), m_editor(editor) {
  setObjectName(QStringLiteral("editorReserves"));
  m_grid = new QGridLayout(this);
  m_grid->setContentsMargins(6, 6, 6, 6);
  refresh();
}

QSpinBox *EditorReserves::addSpin(int slot, const QString &objectName, int row, int column) {
  auto *spin = new QSpinBox;
  spin->setObjectName(objectName);
  spin->setRange(0, 999);
  m_grid->addWidget(spin, row, column);
  connect(spin, &QSpinBox::valueChanged, m_editor,
          [this, slot](int value) { m_editor->setSlot(slot, value); });
  m_spins.append({slot, spin});
  return spin;
}

void EditorReserves::rebuild() {
  m_spins.clear();
  while (QLayoutItem *item = m_grid->takeAt(0)) {
    delete item->widget();
    delete item;
  }
  const sc::Ruleset &rules = m_editor->variant().rules();
  setVisible(rules.battlefield.on);
  if (!rules.battlefield.on) return;

  m_grid->addWidget(new QLabel(tr("Fortune of war at move:")), 0, 0);
  QSpinBox *fortune = addSpin(sc::kSlotFortune, QStringLiteral("fortuneSpin"), 0, 1);
  fortune->setSpecialValueText(tr("none left"));
  fortune->setToolTip(
      tr("K24: the move at which the fortune of war is drawn; 0 when none is left"));
  m_grid->addWidget(new QLabel(tr("White")), 1, 1, Qt::AlignCenter);
  m_grid->addWidget(new QLabel(tr("Black")), 1, 2, Qt::AlignCenter);
  int row = 2;
  const auto sides = {sc::Color::White, sc::Color::Black};
  m_grid->addWidget(new QLabel(tr("Credit:")), row, 0);
  for (sc::Color c : sides)
    addSpin(sc::slotCredit(c), QStringLiteral("credit%1").arg(sc::index(c)), row, 1 + sc::index(c));
  m_grid->addWidget(new QLabel(tr("Pieces lost:")), ++row, 0);
  for (sc::Color c : sides)
    addSpin(sc::slotLost(c), QStringLiteral("lost%1").arg(sc::index(c)), row, 1 + sc::index(c));
  // K14, K21, K22: the pool holds what can leave or come: pieces with a
  // credit or a price, and archers.
  for (int i = 0; i < int(rules.pieces.size()) && i < sc::kPoolTypes; ++i) {
    const sc::PieceType &pt = rules.pieces[std::size_t(i)];
    // The ammunition's price is a shot's (K22), bought into it, never a piece.
    if ((pt.credit <= 0 && pt.cost <= 0 && !pt.archer) || pt.ammunition) continue;
    const QString name = QCoreApplication::translate("PieceName", pt.name.c_str());
    m_grid->addWidget(new QLabel(tr("In reserve, %1:").arg(name)), ++row, 0);
    for (sc::Color c : sides)
      addSpin(sc::slotPool(c, i), QStringLiteral("pool%1%2").arg(sc::index(c)).arg(pt.letter), row,
              1 + sc::index(c));
  }
}

void EditorReserves::refresh() {
  const sc::Position &pos = m_editor->position();
  if (pos.rules().name != m_rules) {
    m_rules = pos.rules().name;
    rebuild();
  }
  for (const auto &[slot, spin] : std::as_const(m_spins)) {
    const QSignalBlocker block(spin);
    spin->setValue(pos.slot(slot));
  }
}
