#include "boardexport.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QMimeData>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>

#include "boardpainter.h"
#include "pieceset.h"
#include "position.h"

namespace {

QString tr(const char *text) { return QCoreApplication::translate("BoardExport", text); }

int clampedSize(int size) {
  return std::clamp(size, BoardExportOptions::kMinSize, BoardExportOptions::kMaxSize);
}

BoardGeometry geometryFor(const BoardScene &scene, const QSize &size,
                          const BoardExportOptions &options) {
  const sc::BoardShape &board = scene.position->rules().board;
  return BoardGeometry(QRectF(QPointF(0, 0), QSizeF(size)), board.files, board.ranks,
                       options.flipped, options.coordinates);
}

void paintScene(QPainter &painter, const BoardScene &scene, const QSize &size,
                const BoardExportOptions &options) {
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setRenderHint(QPainter::TextAntialiasing);
  painter.setRenderHint(QPainter::SmoothPixmapTransform);
  // A fresh piece set per picture: exports are rare, and the screen's cache
  // stays sized for the screen.
  PieceSet pieces;
  BoardPainter(pieces).paint(painter, geometryFor(scene, size, options), scene);
}

// The board's part of the picture: the longer side is options.size, the
// other follows the frame's proportions, so a board that is not square gets
// no empty bands.
QSize boardSize(const BoardScene &scene, const BoardExportOptions &options) {
  const int size = clampedSize(options.size);
  if (!scene.position) return QSize(size, size);
  const QRectF frame = geometryFor(scene, QSize(size, size), options).frameRect();
  if (frame.width() <= 0 || frame.height() <= 0) return QSize(size, size);
  if (frame.width() >= frame.height())
    return QSize(size, std::max(1, int(std::lround(size * frame.height() / frame.width()))));
  return QSize(std::max(1, int(std::lround(size * frame.width() / frame.height()))), size);
}

// The strip under the board that carries options.footnote: measured once
// and painted from the same numbers, so the text fits the height reserved.
struct Footnote {
  QFont font;
  qreal gap = 0;   // between the board's frame and the strip
  qreal pad = 0;   // around the text inside the strip
  int height = 0;  // gap and strip; 0 without a footnote
};

Footnote footnoteFor(const BoardExportOptions &options, int width) {
  Footnote f;
  if (options.footnote.isEmpty() || !options.showFootnote) return f;
  // About the coordinates' size: a caption, read after the board.
  f.font.setPixelSize(std::max(8, int(std::lround(width / 40.0))));
  f.pad = f.font.pixelSize() * 0.5;
  f.gap = std::max(2.0, f.font.pixelSize() * 0.35);
  const QRectF text = QFontMetricsF(f.font).boundingRect(
      QRectF(0, 0, std::max(1.0, width - 2 * f.pad), 1e6), Qt::TextWordWrap, options.footnote);
  f.height = int(std::ceil(f.gap + text.height() + 2 * f.pad));
  return f;
}

void paintFootnote(QPainter &painter, const BoardScene &scene, const QSize &board,
                   const BoardExportOptions &options) {
  const Footnote f = footnoteFor(options, board.width());
  if (f.height == 0) return;
  // The frame's colours: the strip reads as part of the board on a light
  // page and a dark slide alike, as the coordinates do.
  const QRectF strip(0, board.height() + f.gap, board.width(), f.height - f.gap);
  painter.save();
  painter.setPen(Qt::NoPen);
  painter.setBrush(scene.theme.frame);
  const qreal radius = std::min(f.pad, 8.0);
  painter.drawRoundedRect(strip, radius, radius);
  painter.setFont(f.font);
  painter.setPen(scene.theme.coordinates);
  painter.drawText(strip.adjusted(f.pad, f.pad, -f.pad, -f.pad),
                   Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, options.footnote);
  painter.restore();
}

void paintPicture(QPainter &painter, const BoardScene &scene, const BoardExportOptions &options) {
  const QSize board = boardSize(scene, options);
  paintScene(painter, scene, board, options);
  paintFootnote(painter, scene, board, options);
}

}  // namespace

namespace BoardExport {

BoardScene forExport(BoardScene scene) {
  // What the reader of a diagram needs is the position and the teacher's
  // marks; where the exporter's mouse happened to be is noise.
  scene.selected.reset();
  scene.destinations.clear();
  scene.targets.clear();
  scene.partners.clear();
  scene.dropTarget.reset();
  scene.preview = BoardScene::Preview{};
  scene.pendingArrow.reset();
  scene.hidden.reset();
  scene.dragged.reset();
  scene.slides.clear();         // a picture shows where the pieces stand
  scene.continuations.clear();  // the game's next turns: a hint at the board, not the diagram's
  // The rank inspector's frame follows the row clicked there, not the lesson.
  scene.inspected.reset();
  return scene;
}

QSize imageSize(const BoardScene &scene, const BoardExportOptions &options) {
  const QSize board = boardSize(scene, options);
  return QSize(board.width(), board.height() + footnoteFor(options, board.width()).height);
}

QImage renderImage(const BoardScene &scene, const BoardExportOptions &options) {
  if (!scene.position) return QImage();
  const QSize size = imageSize(scene, options);
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.setDevicePixelRatio(1.0);
  image.fill(Qt::transparent);
  QPainter painter(&image);
  paintPicture(painter, scene, options);
  painter.end();
  return image;
}

QByteArray renderSvg(const BoardScene &scene, const BoardExportOptions &options) {
  if (!scene.position) return QByteArray();
  BoardScene vector = scene;
  vector.vectorPieces = true;
  const QSize size = imageSize(scene, options);
  QBuffer buffer;
  buffer.open(QIODevice::WriteOnly);
  QSvgGenerator generator;
  generator.setOutputDevice(&buffer);
  generator.setSize(size);
  generator.setViewBox(QRect(QPoint(0, 0), size));
  // At 96 dpi the width and height written in millimetres are `size` CSS
  // pixels: browsers and office programs show it at the size chosen.
  generator.setResolution(96);
  generator.setTitle(options.title.isEmpty() ? tr("Shooters Chess board") : options.title);
  generator.setDescription(options.description);
  QPainter painter(&generator);
  paintPicture(painter, vector, options);
  painter.end();
  return buffer.data();
}

QString writeFile(const QString &path, const BoardScene &scene, const BoardExportOptions &options) {
  if (!scene.position) return tr("There is no board to export.");
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return tr("%1 cannot be written: %2").arg(path, file.errorString());
  bool written = false;
  if (options.format == BoardExportOptions::Format::Svg) {
    const QByteArray svg = renderSvg(scene, options);
    written = !svg.isEmpty() && file.write(svg) == svg.size();
  } else {
    written = renderImage(scene, options).save(&file, "PNG");
  }
  if (!written) {
    const QString reason = file.errorString();
    file.cancelWriting();
    return tr("%1 could not be written: %2").arg(path, reason);
  }
  if (!file.commit()) return tr("%1 could not be saved: %2").arg(path, file.errorString());
  return QString();
}

std::unique_ptr<QMimeData> mimeData(const BoardScene &scene, const BoardExportOptions &options) {
  auto mime = std::make_unique<QMimeData>();
  mime->setImageData(renderImage(scene, options));
  // Inkscape, LibreOffice and browsers take the vector form when offered.
  mime->setData(QLatin1String(kSvgMimeType), renderSvg(scene, options));
  return mime;
}

}  // namespace BoardExport
