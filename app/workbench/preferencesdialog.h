// PreferencesDialog: edits a Preferences value (board size, coordinates,
// legal-target highlighting, language, appearance; the engine on a page of its
// own). The caller applies and saves it.
#pragma once

#include <QDialog>

#include "preferences.h"

class EnginePage;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

class PreferencesDialog : public QDialog {
  Q_OBJECT

 public:
  explicit PreferencesDialog(const Preferences &current, QWidget *parent = nullptr);

  Preferences preferences() const;

 private:
  void setFields(const Preferences &p);
  Preferences m_current;  // as the dialog opened: the engines' options kept
  // Appearance: the theme and the piece set (appearance.h).
  void addAppearanceRows(QFormLayout *form);
  void setAppearanceFields(const Preferences &p);
  void readAppearanceFields(Preferences &p) const;

  QSpinBox *m_squareSize = nullptr;
  QCheckBox *m_coordinates = nullptr;
  QCheckBox *m_variationArrows = nullptr;
  QCheckBox *m_animateTurns = nullptr;
  QCheckBox *m_highlightTargets = nullptr;
  QComboBox *m_language = nullptr;
  QComboBox *m_theme = nullptr;
  QComboBox *m_pieceSet = nullptr;
  EnginePage *m_engine = nullptr;
};
