#include "preferencesdialog.h"

#include <algorithm>

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

#include "appearance.h"
#include "enginepage.h"
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
  m_animateTurns = new QCheckBox(tr("Slide the pieces of each turn to their squares"));
  m_animateTurns->setObjectName(QStringLiteral("animateTurnsCheck"));
  m_variationArrows = new QCheckBox(tr("At a fork, an arrow for each of the game's next turns"));
  m_variationArrows->setObjectName(QStringLiteral("variationArrowsCheck"));

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
  form->addRow(tr("Animation:"), m_animateTurns);
  form->addRow(tr("Variations:"), m_variationArrows);
  form->addRow(tr("Language:"), m_language);
  form->addRow(QString(), languageNote);
  addAppearanceRows(form);

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
  m_engine = new EnginePage;
  tabs->addTab(m_engine, tr("Engine"));
  ShortcutsPage::addTo(tabs, this, parent);
  auto *layout = new QVBoxLayout(this);
  layout->addWidget(tabs);
  layout->addWidget(buttons);
  m_current = current;
  setFields(current);
}

void PreferencesDialog::setFields(const Preferences &p) {
  m_squareSize->setValue(p.squareSize);
  m_coordinates->setChecked(p.coordinates);
  m_variationArrows->setChecked(p.variationArrows);
  m_highlightTargets->setChecked(p.highlightTargets);
  m_animateTurns->setChecked(p.animateTurns);
  const int index = m_language->findData(p.language);
  m_language->setCurrentIndex(index >= 0 ? index : 0);
  setAppearanceFields(p);
  m_engine->setProgram(p.engine, p.engineOptions, p.otherEngineOptions);
}

Preferences PreferencesDialog::preferences() const {
  Preferences p;
  p.squareSize = m_squareSize->value();
  p.coordinates = m_coordinates->isChecked();
  p.variationArrows = m_variationArrows->isChecked();
  p.highlightTargets = m_highlightTargets->isChecked();
  p.animateTurns = m_animateTurns->isChecked();
  p.language = m_language->currentData().toString();
  readAppearanceFields(p);
  p.engine = m_engine->program();
  p.engineOptions = m_engine->options();
  // The engine left keeps its options for when it is chosen again.
  p.otherEngineOptions = m_current.otherEngineOptions;
  if (p.engine != m_current.engine && !m_current.engineOptions.isEmpty())
    p.otherEngineOptions.insert(m_current.engine, m_current.engineOptions);
  p.otherEngineOptions.remove(p.engine);
  return p;
}

// --- Appearance (appearance.h) ---

void PreferencesDialog::addAppearanceRows(QFormLayout *form) {
  m_theme = new QComboBox;
  m_theme->setObjectName(QStringLiteral("themeChoice"));
  m_theme->addItem(tr("System"), QString::fromLatin1(Appearance::kThemeSystem));
  m_theme->addItem(tr("Light"), QString::fromLatin1(Appearance::kThemeLight));
  m_theme->addItem(tr("Dark"), QString::fromLatin1(Appearance::kThemeDark));
  m_theme->setToolTip(
      tr("System follows the desktop's colours: dark when the desktop's "
         "palette is dark or GTK_THEME names a dark theme."));
  m_pieceSet = new QComboBox;
  m_pieceSet->setObjectName(QStringLiteral("pieceSetChoice"));
  m_pieceSet->addItem(tr("Ruleset default (airships)"),
                      QString::fromLatin1(Appearance::kPiecesRuleset));
  m_pieceSet->addItem(tr("Classic"), QString::fromLatin1(Appearance::kPiecesClassic));
  m_pieceSet->setToolTip(
      tr("Classic draws the Shooters pieces as Staunton chessmen, "
         "easier to tell apart on small squares."));
  form->addRow(tr("Theme:"), m_theme);
  form->addRow(tr("Piece set:"), m_pieceSet);
}

void PreferencesDialog::setAppearanceFields(const Preferences &p) {
  m_theme->setCurrentIndex(std::max(0, m_theme->findData(p.theme)));
  m_pieceSet->setCurrentIndex(std::max(0, m_pieceSet->findData(p.pieceSet)));
}

void PreferencesDialog::readAppearanceFields(Preferences &p) const {
  p.theme = m_theme->currentData().toString();
  p.pieceSet = m_pieceSet->currentData().toString();
}
