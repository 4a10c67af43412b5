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
#include "offboardline.h"
#include "pgnio.h"
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

  m_exportGame = new QAction(tr("Export Game as &Web Page\u2026"), window);
  m_exportGame->setObjectName(QStringLiteral("actionExportGame"));
  m_exportGame->setStatusTip(
      tr("Save the game as an HTML page with its comments, variations and diagrams"));
  connect(m_exportGame, &QAction::triggered, this, &BoardPictures::exportGame);
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
  if (const sc::Position *pos = m_board->shownPosition()) {
    o.description = QString::fromStdString(sc::writeSfen(*pos));
    // K20-K24: credits, losses and waiting pieces are part of a Cannon
    // Battle position; a picture of the squares alone would mislead.
    o.footnote = OffBoard::line(*pos);
  }
  o.showFootnote = settings.value(SettingsKeys::kExportOffBoard, true).toBool();
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
  // Asked only where there is something off the board; kept for the next one.
  if (!options.footnote.isEmpty())
    settings.setValue(SettingsKeys::kExportOffBoard, options.showFootnote);

  // A name that says which game and which turn: "lesson3-24.png".
  const QString file = m_document->filePath();
  QString name = file.isEmpty() ? tr("board") : QFileInfo(file).completeBaseName();
  const int ply = m_document->tree().node(m_document->currentNode()).ply;
  if (ply > 0) name += QStringLiteral("-%1").arg(ply);
  const QString path =
      askPath(tr("Export Board"), name, svg ? QStringLiteral("svg") : QStringLiteral("png"),
              svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)"),
              QStandardPaths::PicturesLocation);
  if (path.isEmpty()) return;
  if (const QString error = exportTo(path, options); !error.isEmpty())
    return reportFailure(tr("Export Board"), tr("The board could not be exported."), error);
  emit statusMessage(tr("The board is saved as %1").arg(QDir::toNativeSeparators(path)), 5000);
}

QString BoardPictures::askPath(const QString &title, const QString &name, const QString &suffix,
                               const QString &filter,
                               QStandardPaths::StandardLocation firstFolder) const {
  QSettings settings;
  const QString directory =
      settings.value(SettingsKeys::kExportDirectory, QStandardPaths::writableLocation(firstFolder))
          .toString();
  QFileDialog files(m_window, title, QDir(directory).filePath(name + QLatin1Char('.') + suffix),
                    filter);
  files.setAcceptMode(QFileDialog::AcceptSave);
  files.setDefaultSuffix(suffix);
  if (files.exec() != QDialog::Accepted || files.selectedFiles().isEmpty()) return QString();
  const QString path = files.selectedFiles().constFirst();
  settings.setValue(SettingsKeys::kExportDirectory, QFileInfo(path).absolutePath());
  return path;
}

void BoardPictures::reportFailure(const QString &title, const QString &text,
                                  const QString &error) const {
  QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
  box.setInformativeText(error);
  box.exec();
}

GameHtmlOptions BoardPictures::pageOptions() const {
  GameHtmlOptions options;
  options.theme = m_board->scene().theme;
  options.flipped = m_board->isFlipped();
  options.coordinates = m_board->showCoordinates();
  return options;
}

QString BoardPictures::exportGameTo(const QString &path) const {
  GameHtmlOptions options = pageOptions();
  options.shownTurn = m_document->currentNode();
  return GameHtml::writeFile(path, GameHtml::page(*m_document, options));
}

QString BoardPictures::exportGamesTo(const QString &path, const QByteArray &pgn,
                                     const QString &title, int *written) const {
  LoadedFile loaded = PgnIo::readText(m_document->variantPtr(), QString::fromUtf8(pgn));
  // Each game in a document of its own, so the page lays out its notation as
  // the notation pane would (the game's own rule system included).
  std::vector<std::unique_ptr<GameDocument>> documents;
  std::vector<const GameDocument *> games;
  for (sc::PgnGame &game : loaded.file.games) {
    if (!game.tree) continue;
    auto document = std::make_unique<GameDocument>(game.tree->start().variantPtr());
    document->loadTree(std::move(game.tree));
    games.push_back(document.get());
    documents.push_back(std::move(document));
  }
  if (written) *written = int(games.size());
  if (games.empty()) return tr("None of the games could be read.");
  return GameHtml::writeFile(path, GameHtml::page(title, games, pageOptions()));
}

void BoardPictures::exportGames(const QByteArray &pgn, int count, const QString &title) {
  const QString path = askPath(tr("Export Games as Web Page"), title, QStringLiteral("html"),
                               tr("Web pages (*.html *.htm)"), QStandardPaths::DocumentsLocation);
  if (path.isEmpty()) return;
  int written = 0;
  if (const QString error = exportGamesTo(path, pgn, title, &written); !error.isEmpty())
    return reportFailure(tr("Export Games as Web Page"), tr("The games could not be exported."),
                         error);
  const QString where = QDir::toNativeSeparators(path);
  // A game the list shows but whose start cannot be read is named, not hidden.
  emit statusMessage(
      written == count
          ? tr("%Ln game(s) saved as %1", nullptr, count).arg(where)
          : tr("%1 of %Ln game(s) saved as %2; the others could not be read", nullptr, count)
                .arg(written)
                .arg(where),
      written == count ? 5000 : 10000);
}

void BoardPictures::exportGame() {
  const QString file = m_document->filePath();
  const QString path = askPath(tr("Export Game as Web Page"),
                               file.isEmpty() ? tr("game") : QFileInfo(file).completeBaseName(),
                               QStringLiteral("html"), tr("Web pages (*.html *.htm)"),
                               QStandardPaths::DocumentsLocation);
  if (path.isEmpty()) return;
  if (const QString error = exportGameTo(path); !error.isEmpty())
    return reportFailure(tr("Export Game as Web Page"), tr("The game could not be exported."),
                         error);
  emit statusMessage(tr("The game is saved as %1").arg(QDir::toNativeSeparators(path)), 5000);
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
