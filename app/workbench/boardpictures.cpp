#include "boardpictures.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStandardPaths>
#include <algorithm>

#include "boardview.h"
#include "exportdialog.h"
#include "gamedocument.h"
#include "settingskeys.h"
#include "sfen.h"

BoardPictures::BoardPictures(QWidget *window, GameDocument *document, BoardView *board)
    : QObject(window), m_window(window), m_document(document), m_board(board) {
  m_export = new QAction(tr("E&xport Board\u2026"), window);
  m_export->setObjectName(QStringLiteral("actionExportBoard"));
  m_export->setStatusTip(tr("Save the board as shown as a PNG image or an SVG drawing"));
  connect(m_export, &QAction::triggered, this, &BoardPictures::exportBoard);

  m_copyImage = new QAction(tr("Copy Board &Image"), window);
  m_copyImage->setObjectName(QStringLiteral("actionCopyBoardImage"));
  // Ctrl+Shift+C already copies the game as PGN.
  m_copyImage->setShortcut(QKeySequence(tr("Ctrl+Shift+I")));
  m_copyImage->setStatusTip(tr("Copy a picture of the board to the clipboard"));
  connect(m_copyImage, &QAction::triggered, this, &BoardPictures::copyImage);
}

// "Kasparov – Topalov, after 24. Rd1xd4!": what a slide's reader needs.
QString BoardPictures::title() const {
  if (m_board->mode() == BoardView::Mode::Edit) return tr("Shooters Chess: a set-up position");
  const sc::GameTree &tree = m_document->tree();
  const auto tag = [&tree](const char *name) {
    const auto it = tree.tags().find(name);
    return it == tree.tags().end() || it->second == "?" ? QString()
                                                        : QString::fromStdString(it->second);
  };
  QString game = tr("Shooters Chess");
  if (!tag("White").isEmpty() || !tag("Black").isEmpty())
    game = tr("%1 \u2013 %2")
               .arg(tag("White").isEmpty() ? tr("White") : tag("White"),
                    tag("Black").isEmpty() ? tr("Black") : tag("Black"));
  const sc::NodeId node = m_document->currentNode();
  if (node == tree.root()) return tr("%1, start position").arg(game);
  const bool black = m_document->mover(node) == sc::Color::Black;
  return tr("%1, after %2%3 %4")
      .arg(game)
      .arg(m_document->turnNumber(node))
      .arg(black ? QStringLiteral("\u2026") : QStringLiteral("."))
      .arg(QString::fromStdString(tree.node(node).notation));
}

BoardExportOptions BoardPictures::options() const {
  const QSettings settings;
  BoardExportOptions o;
  o.format = settings.value(SettingsKeys::kExportFormat).toString() == QLatin1String("svg")
                 ? BoardExportOptions::Format::Svg
                 : BoardExportOptions::Format::Png;
  o.size = std::clamp(
      settings.value(SettingsKeys::kExportSize, BoardExportOptions::kDefaultSize).toInt(),
      BoardExportOptions::kMinSize, BoardExportOptions::kMaxSize);
  // As shown: the picture should look like the board the user is looking at.
  o.coordinates = m_board->showCoordinates();
  o.flipped = m_board->isFlipped();
  o.title = title();
  if (const sc::Position *pos = m_board->shownPosition())
    o.description = QString::fromStdString(sc::writeSfen(*pos));
  return o;
}

QString BoardPictures::exportTo(const QString &path, const BoardExportOptions &options) const {
  return BoardExport::writeFile(path, BoardExport::forExport(m_board->scene()), options);
}

void BoardPictures::exportBoard() {
  ExportDialog dialog(
      options(),
      [this](const BoardExportOptions &o) {
        return BoardExport::renderImage(BoardExport::forExport(m_board->scene()), o);
      },
      m_window);
  if (dialog.exec() != QDialog::Accepted) return;
  const BoardExportOptions options = dialog.options();
  const bool svg = options.format == BoardExportOptions::Format::Svg;
  QSettings settings;
  settings.setValue(SettingsKeys::kExportFormat,
                    svg ? QStringLiteral("svg") : QStringLiteral("png"));
  settings.setValue(SettingsKeys::kExportSize, options.size);

  // A name that says which game and which turn: "lesson3-24.png".
  const QString file = m_document->filePath();
  QString name = file.isEmpty() ? tr("board") : QFileInfo(file).completeBaseName();
  const int ply = m_document->tree().node(m_document->currentNode()).ply;
  if (ply > 0) name += QStringLiteral("-%1").arg(ply);
  const QString suffix = svg ? QStringLiteral("svg") : QStringLiteral("png");
  const QString directory =
      settings
          .value(SettingsKeys::kExportDirectory,
                 QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
          .toString();
  QFileDialog files(m_window, tr("Export Board"),
                    QDir(directory).filePath(name + QLatin1Char('.') + suffix),
                    svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)"));
  files.setAcceptMode(QFileDialog::AcceptSave);
  files.setDefaultSuffix(suffix);
  if (files.exec() != QDialog::Accepted || files.selectedFiles().isEmpty()) return;
  const QString path = files.selectedFiles().constFirst();
  settings.setValue(SettingsKeys::kExportDirectory, QFileInfo(path).absolutePath());

  const QString error = exportTo(path, options);
  if (!error.isEmpty()) {
    QMessageBox box(QMessageBox::Warning, tr("Export Board"),
                    tr("The board could not be exported."), QMessageBox::Ok, m_window);
    box.setInformativeText(error);
    box.exec();
    return;
  }
  emit statusMessage(tr("The board is saved as %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void BoardPictures::copyImage() {
  // The size last chosen for PNG export (800 pixels at first): large enough
  // for a slide, small enough for a chat.
  BoardExportOptions options = this->options();
  options.format = BoardExportOptions::Format::Png;
  QGuiApplication::clipboard()->setMimeData(
      BoardExport::mimeData(BoardExport::forExport(m_board->scene()), options).release());
  emit statusMessage(tr("A picture of the board is on the clipboard"), 4000);
}
