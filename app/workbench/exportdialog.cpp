#include "exportdialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

constexpr int kPreviewSize = 220;

}  // namespace

ExportDialog::ExportDialog(const BoardExportOptions &options, Preview preview, QWidget *parent)
    : QDialog(parent), m_options(options), m_preview(std::move(preview)) {
  setObjectName(QStringLiteral("exportDialog"));
  setWindowTitle(tr("Export Board"));

  m_png = new QRadioButton(tr("&PNG image"));
  m_png->setObjectName(QStringLiteral("exportPng"));
  m_png->setToolTip(tr("A picture of a fixed size, for slides, chats and documents"));
  m_svg = new QRadioButton(tr("&SVG drawing"));
  m_svg->setObjectName(QStringLiteral("exportSvg"));
  m_svg->setToolTip(tr("A vector drawing that stays sharp at any size, for print and editing"));
  auto *formats = new QButtonGroup(this);
  formats->addButton(m_png);
  formats->addButton(m_svg);
  auto *formatRow = new QHBoxLayout;
  formatRow->addWidget(m_png);
  formatRow->addWidget(m_svg);
  formatRow->addStretch();

  m_size = new QSpinBox;
  m_size->setObjectName(QStringLiteral("exportSize"));
  m_size->setRange(BoardExportOptions::kMinSize, BoardExportOptions::kMaxSize);
  m_size->setSingleStep(100);
  m_size->setSuffix(tr(" px"));
  m_coordinates = new QCheckBox(tr("Files and ranks along the board"));
  m_coordinates->setObjectName(QStringLiteral("exportCoordinates"));
  m_offBoard = new QCheckBox(tr("Credits, losses and waiting pieces under the board"));
  m_offBoard->setObjectName(QStringLiteral("exportOffBoard"));
  m_offBoard->setToolTip(tr("What Cannon Battle Chess keeps off the board, in a line under it"));

  auto *form = m_form = new QFormLayout;
  form->addRow(tr("Format:"), formatRow);
  form->addRow(tr("Size:"), m_size);
  form->addRow(tr("Coordinates:"), m_coordinates);
  form->addRow(tr("Off the board:"), m_offBoard);
  auto *note =
      new QLabel(tr("The board as shown: flipped or not, with the last turn, arrows "
                    "and circles; without the selection and hints."));
  note->setWordWrap(true);
  note->setEnabled(false);
  form->addRow(QString(), note);

  m_previewLabel = new QLabel;
  m_previewLabel->setObjectName(QStringLiteral("exportPreview"));
  // As wide as a preview; taller when a line under the board comes with it.
  m_previewLabel->setFixedWidth(kPreviewSize);
  m_previewLabel->setMinimumHeight(kPreviewSize);
  m_previewLabel->setAlignment(Qt::AlignCenter);

  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export\u2026"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto *columns = new QHBoxLayout;
  columns->addLayout(form, 1);
  columns->addWidget(m_previewLabel, 0, Qt::AlignTop);
  auto *layout = new QVBoxLayout(this);
  layout->addLayout(columns);
  layout->addWidget(buttons);

  setOptions(options);
  connect(m_png, &QRadioButton::toggled, this, &ExportDialog::updateFields);
  connect(m_coordinates, &QCheckBox::toggled, this, &ExportDialog::updateFields);
  connect(m_offBoard, &QCheckBox::toggled, this, &ExportDialog::updateFields);
}

BoardExportOptions ExportDialog::options() const {
  BoardExportOptions o = m_options;
  o.format = m_svg->isChecked() ? BoardExportOptions::Format::Svg : BoardExportOptions::Format::Png;
  o.size = m_size->value();
  o.coordinates = m_coordinates->isChecked();
  o.showFootnote = m_offBoard->isChecked();
  return o;
}

void ExportDialog::setOptions(const BoardExportOptions &options) {
  m_options = options;
  (options.format == BoardExportOptions::Format::Svg ? m_svg : m_png)->setChecked(true);
  m_size->setValue(options.size);
  m_coordinates->setChecked(options.coordinates);
  m_offBoard->setChecked(options.showFootnote);
  // Other rule systems keep nothing off the board: nothing to ask.
  m_form->setRowVisible(m_offBoard, !options.footnote.isEmpty());
  updateFields();
}

void ExportDialog::updateFields() {
  // Both formats take the size: an SVG is written with that width and height
  // and stays sharp when a viewer scales it.
  m_size->setToolTip(m_png->isChecked()
                         ? tr("The width and height of the picture")
                         : tr("The width and height of the drawing; it stays sharp when scaled"));
  if (!m_preview) return;
  const qreal dpr = devicePixelRatioF();
  BoardExportOptions small = options();
  small.size = int(kPreviewSize * dpr);
  QImage image = m_preview(small);
  image.setDevicePixelRatio(dpr);
  m_previewLabel->setPixmap(QPixmap::fromImage(image));
}
