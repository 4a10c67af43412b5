#include "preferencesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include "shortcutspage.h"

PreferencesDialog::PreferencesDialog(const Preferences &current, QWidget *parent)
    : QDialog(parent) {
  setWindowTitle(tr("Preferences"));

  m_squareSize = new QSpinBox;
  // 24 px is the smallest size at which the piece set stays recognisable.
  m_squareSize->setRange(24, 160);
  m_squareSize->setSuffix(tr(" px"));
  m_squareSize->setToolTip(
      tr("The board's preferred square size; it still grows and shrinks "
         "with the window."));
  m_coordinates = new QCheckBox(tr("Show files and ranks along the board"));
  m_highlightTargets = new QCheckBox(tr("Light up legal destinations and targets"));

  m_language = new QComboBox;
  m_language->addItem(tr("System"), QString());
  // English is the source language, always there even without a translation file.
  m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
  for (const QString &name : Preferences::availableLanguages()) {
    if (name == QLatin1String("en")) continue;
    // Languages name themselves ("Français", "Deutsch"); some locales write
    // the name in lower case, a menu entry starts with a capital.
    QString native = QLocale(name).nativeLanguageName();
    if (!native.isEmpty()) native[0] = native[0].toUpper();
    m_language->addItem(native, name);
  }
  auto *languageNote = new QLabel(tr("A new language takes effect at the next start."));
  languageNote->setEnabled(false);

  auto *form = new QFormLayout;
  form->addRow(tr("Square size:"), m_squareSize);
  form->addRow(tr("Coordinates:"), m_coordinates);
  form->addRow(tr("Turn input:"), m_highlightTargets);
  form->addRow(tr("Language:"), m_language);
  form->addRow(QString(), languageNote);

  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                       QDialogButtonBox::RestoreDefaults);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
          [this] { setFields(Preferences()); });

  // The general settings, then the pages the window offers (its Shortcuts).
  auto *tabs = new QTabWidget;
  tabs->setObjectName(QStringLiteral("preferencesTabs"));
  auto *general = new QWidget;
  general->setLayout(form);
  tabs->addTab(general, tr("General"));
  ShortcutsPage::addTo(tabs, this, parent);
  auto *layout = new QVBoxLayout(this);
  layout->addWidget(tabs);
  layout->addWidget(buttons);
  setFields(current);
}

void PreferencesDialog::setFields(const Preferences &p) {
  m_squareSize->setValue(p.squareSize);
  m_coordinates->setChecked(p.coordinates);
  m_highlightTargets->setChecked(p.highlightTargets);
  const int index = m_language->findData(p.language);
  m_language->setCurrentIndex(index >= 0 ? index : 0);
}

Preferences PreferencesDialog::preferences() const {
  Preferences p;
  p.squareSize = m_squareSize->value();
  p.coordinates = m_coordinates->isChecked();
  p.highlightTargets = m_highlightTargets->isChecked();
  p.language = m_language->currentData().toString();
  return p;
}
