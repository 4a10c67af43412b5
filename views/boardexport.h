// BoardExport: the board as a picture for slides, worksheets and chats. Takes
// a BoardScene (usually BoardView::scene()), drops what only the person at
// the mouse should see, and paints it with BoardPainter as an SVG (pieces as
// vectors) or an antialiased PNG of an exact size. What is kept and why:
// docs/export-and-presentation.md.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>
#include <memory>

#include "boardscene.h"

class QMimeData;

struct BoardExportOptions {
  enum class Format { Svg, Png };
  Format format = Format::Png;
  // The picture's longer side in pixels (an 8x8 board is square); for SVG the
  // nominal size, which viewers scale freely.
  int size = 800;
  bool coordinates = true;
  bool flipped = false;
  // The SVG's <title>; PNG ignores it.
  QString title;
  // The SVG's <desc>, e.g. the position's SFEN.
  QString description;
  // Words printed under the board in a strip of the frame's colour, wrapped
  // to its width (what Cannon Battle keeps off the board: offboardline.h).
  // Empty: the picture is the board alone.
  QString footnote;
  // Off: the footnote is kept (a dialog can offer it back) but not printed.
  bool showFootnote = true;

  static constexpr int kMinSize = 64;
  static constexpr int kMaxSize = 4096;
  static constexpr int kDefaultSize = 800;
};

namespace BoardExport {

// The scene as exported: the position, the last turn's tints, rank badges,
// bridges, arrows and circles stay; the selection, legal-target hints, the
// hover preview, the rank inspector's frame, a dragged shooter and a
// half-drawn arrow go.
BoardScene forExport(BoardScene scene);

// The size of the picture for these options: the board's longer side is
// options.size, the other follows the board's shape; a footnote's strip adds
// to the height.
QSize imageSize(const BoardScene &scene, const BoardExportOptions &options);

// The board as an ARGB image of imageSize() pixels, device pixel ratio 1,
// transparent outside the rounded frame. Null without a position.
QImage renderImage(const BoardScene &scene, const BoardExportOptions &options);

// The board as an SVG document whose viewBox is imageSize().
QByteArray renderSvg(const BoardScene &scene, const BoardExportOptions &options);

// Writes the picture in options.format to `path` atomically (the old file
// stays if anything fails). Returns an empty string, or what went wrong.
QString writeFile(const QString &path, const BoardScene &scene, const BoardExportOptions &options);

// The PNG image plus the SVG as "image/svg+xml", ready for the clipboard
// (QClipboard::setMimeData takes ownership: pass it release()).
std::unique_ptr<QMimeData> mimeData(const BoardScene &scene, const BoardExportOptions &options);

inline constexpr char kSvgMimeType[] = "image/svg+xml";

}  // namespace BoardExport
