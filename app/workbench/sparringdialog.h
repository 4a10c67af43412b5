// SparringDialog: Play > Play against the Engine asks which side the user
// plays and how strong the engine is (a depth, or a time per turn).
#pragma once

#include <QDialog>

#include "sparring.h"

class QComboBox;
class QDoubleSpinBox;
class QRadioButton;
class QSpinBox;

class SparringDialog : public QDialog {
  Q_OBJECT

 public:
  explicit SparringDialog(const Sparring::Settings &current, QWidget *parent = nullptr);

  Sparring::Settings settings() const;

 private:
  QComboBox *m_side = nullptr;
  QRadioButton *m_byDepth = nullptr;
  QRadioButton *m_byTime = nullptr;
  QSpinBox *m_depth = nullptr;
  QDoubleSpinBox *m_seconds = nullptr;
};
