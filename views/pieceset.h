// PieceSet: the workbench's airship pieces (resources/pieces/*.svg), drawn
// crisp at any size: cached pixmaps per size and device pixel ratio for the
// screen, or straight vector rendering for SVG export.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QString>
#include <memory>
#include <string>
#include <unordered_map>

#include "types.h"

class QPainter;
class QRectF;
class QSvgRenderer;

class PieceSet {
 public:
  PieceSet();
  ~PieceSet();
  PieceSet(const PieceSet &) = delete;
  PieceSet &operator=(const PieceSet &) = delete;

  // The ruleset's set (Ruleset::pieceSet): "airship" is resources/pieces/*.svg,
  // any other name resources/pieces/NAME/*.svg. Changing it drops the caches.
  // The user's preferred set replaces the airships (see setPreferredSet).
  void useSet(const std::string &name);
  // The set drawn: the ruleset's, or the user's preference in its place.
  const std::string &setName() const { return m_set; }
  const std::string &requestedSet() const { return m_requested; }

  // The user's choice for every PieceSet of the program (Preferences ▸ Piece
  // set): an empty name keeps each ruleset's own artwork; a set name (such as
  // "chess", the classic Staunton-like set) is drawn wherever a ruleset asks
  // for the airships. Every PieceSet takes it up at its next use.
  static void setPreferredSet(const std::string &name);
  static const std::string &preferredSet();
  // The set that is drawn for a ruleset asking for `name`.
  static std::string resolvedSet(const std::string &name);

  // Whether an SVG exists for this letter; other letters (rulesets with new
  // shooter types) are drawn as a lettered disc.
  bool hasArtwork(char letter) const;

  // The piece as a square pixmap of `size` logical pixels at `dpr`.
  QPixmap pixmap(char letter, sc::Color color, int size, qreal dpr);

  // Paints the piece into `rect`. With `vector`, the SVG is rendered straight
  // onto the painter (for QSvgGenerator or printing); otherwise a cached
  // pixmap is used, matched to the painter's device pixel ratio.
  void paint(QPainter &painter, const QRectF &rect, char letter, sc::Color color,
             bool vector = false);

 private:
  QSvgRenderer *renderer(char letter, sc::Color color) const;
  void paintFallback(QPainter &painter, const QRectF &rect, char letter, sc::Color color) const;

  // Renderers are loaded once; a missing file is remembered as null.
  mutable std::unordered_map<int, std::unique_ptr<QSvgRenderer>> m_renderers;
  mutable QHash<QString, QPixmap> m_cache;
  // Follows a change of the preferred set since the last use.
  // (Caches, hence const.)
  void sync() const;

  std::string m_requested = "airship";
  mutable std::string m_set = "airship";
  mutable int m_generation = 0;
};
