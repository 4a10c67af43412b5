// ExportDialog: asks how to export the board (SVG or PNG; for PNG the size in
// pixels; coordinates or not; for Cannon Battle, what is off the board under
// it or not) and shows a small preview. It only gathers
// options: the caller picks the file and writes it (MainWindow::exportBoardTo).
#pragma once

#include <QDialog>
#include <functional>

#include "boardexport.h"

class QCheckBox;
class QFormLayout;
class QLabel;
class QRadioButton;
class QSpinBox;

class ExportDialog : public QDialog {
  Q_OBJECT

 public:
  // `preview` paints the board for a set of options (at a small size).
  using Preview = std::function<QImage(const BoardExportOptions &)>;
  ExportDialog(const BoardExportOptions &options, Preview preview, QWidget *parent = nullptr);

  BoardExportOptions options() const;
  void setOptions(const BoardExportOptions &options);

 private:
  void updateFields();

  BoardExportOptions m_options;
  Preview m_preview;
  QRadioButton *m_png = nullptr;
  QRadioButton *m_svg = nullptr;
  QSpinBox *m_size = nullptr;
  QCheckBox *m_coordinates = nullptr;
  QFormLayout *m_form = nullptr;
  QCheckBox *m_offBoard = nullptr;  // shown only when the options carry a footnote
  QLabel *m_previewLabel = nullptr;
};
