#include "sparringdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

SparringDialog::SparringDialog(const Sparring::Settings &current, QWidget *parent)
    : QDialog(parent) {
  setWindowTitle(tr("Play against the Engine"));
  setObjectName(QStringLiteral("sparringDialog"));

  m_side = new QComboBox;
  m_side->setObjectName(QStringLiteral("sparringSide"));
  m_side->addItem(tr("White"), int(sc::Color::White));
  m_side->addItem(tr("Black"), int(sc::Color::Black));
  m_side->setCurrentIndex(current.userSide == sc::Color::White ? 0 : 1);

  m_byDepth = new QRadioButton(tr("&Depth:"));
  m_byDepth->setObjectName(QStringLiteral("sparringByDepth"));
  m_byTime = new QRadioButton(tr("T&ime per turn:"));
  m_byTime->setObjectName(QStringLiteral("sparringByTime"));
  m_depth = new QSpinBox;
  m_depth->setObjectName(QStringLiteral("sparringDepth"));
  m_depth->setRange(1, 30);
  m_depth->setSuffix(tr(" plies"));
  m_depth->setToolTip(tr("How many turns ahead the engine looks: 1 is very weak, 8 is strong"));
  m_seconds = new QDoubleSpinBox;
  m_seconds->setObjectName(QStringLiteral("sparringSeconds"));
  m_seconds->setRange(0.1, 600);
  m_seconds->setDecimals(1);
  m_seconds->setSingleStep(0.5);
  m_seconds->setSuffix(tr(" s"));
  const bool byTime = current.strength.kind == EngineLimits::Kind::MoveTime;
  m_byTime->setChecked(byTime);
  m_byDepth->setChecked(!byTime);
  m_depth->setValue(byTime ? 4 : current.strength.value);
  m_seconds->setValue(byTime ? current.strength.value / 1000.0 : 2.0);
  m_depth->setEnabled(!byTime);
  m_seconds->setEnabled(byTime);
  connect(m_byDepth, &QRadioButton::toggled, m_depth, &QSpinBox::setEnabled);
  connect(m_byTime, &QRadioButton::toggled, m_seconds, &QDoubleSpinBox::setEnabled);

  auto *strength = new QGridLayout;
  strength->addWidget(m_byDepth, 0, 0);
  strength->addWidget(m_depth, 0, 1);
  strength->addWidget(m_byTime, 1, 0);
  strength->addWidget(m_seconds, 1, 1);

  auto *form = new QFormLayout;
  form->addRow(tr("You play:"), m_side);
  form->addRow(tr("Engine strength:"), strength);

  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("&Play"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto *layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(buttons);
}

Sparring::Settings SparringDialog::settings() const {
  Sparring::Settings s;
  s.userSide = sc::Color(m_side->currentData().toInt());
  s.strength = m_byTime->isChecked() ? EngineLimits::moveTime(int(m_seconds->value() * 1000))
                                     : EngineLimits::depth(m_depth->value());
  return s;
}
