#include "boardexport.h"

#include <QBuffer>
#include <QCoreApplication>
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
  scene.slides.clear();  // a picture shows where the pieces stand
  // The rank inspector's frame follows the row clicked there, not the lesson.
  scene.inspected.reset();
  return scene;
}

QSize imageSize(const BoardScene &scene, const BoardExportOptions &options) {
  const int size = clampedSize(options.size);
  if (!scene.position) return QSize(size, size);
  // The frame's proportions at this size decide the shorter side, so a board
  // that is not square gets no empty bands.
  const QRectF frame = geometryFor(scene, QSize(size, size), options).frameRect();
  if (frame.width() <= 0 || frame.height() <= 0) return QSize(size, size);
  if (frame.width() >= frame.height())
    return QSize(size, std::max(1, int(std::lround(size * frame.height() / frame.width()))));
  return QSize(std::max(1, int(std::lround(size * frame.width() / frame.height()))), size);
}

QImage renderImage(const BoardScene &scene, const BoardExportOptions &options) {
  if (!scene.position) return QImage();
  const QSize size = imageSize(scene, options);
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.setDevicePixelRatio(1.0);
  image.fill(Qt::transparent);
  QPainter painter(&image);
  paintScene(painter, scene, size, options);
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
  paintScene(painter, vector, size, options);
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
