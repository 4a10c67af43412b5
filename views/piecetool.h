// PieceTool: what the editor's palette hands to the board, by drag (as MIME
// data) or by selection (click a palette button, then click squares). A small
// value shared by the palette and the board, so neither includes the other.
#pragma once

#include <QMetaType>
#include <optional>

#include "types.h"

class QMimeData;

struct PieceTool {
  enum class Kind { None, Place, Delete };

  Kind kind = Kind::None;
  char letter = 'P';  // upper-case piece letter of the ruleset (Place only)
  sc::Color color = sc::Color::White;

  // The MIME type of a dragged shooter, from the palette or from the board.
  static constexpr const char *kMimeType = "application/x-shooters-piece";

  static PieceTool place(char letter, sc::Color color) { return {Kind::Place, letter, color}; }
  static PieceTool erase() { return {Kind::Delete, 'P', sc::Color::White}; }

  // Letter and colour only matter for Place.
  friend bool operator==(const PieceTool &a, const PieceTool &b) {
    return a.kind == b.kind &&
           (a.kind != Kind::Place || (a.letter == b.letter && a.color == b.color));
  }
};

// A dragged shooter: its piece and, when it comes from a board, the square it
// left (a drop then moves it instead of placing a new one).
struct PieceDrag {
  char letter = 'P';
  sc::Color color = sc::Color::White;
  std::optional<sc::Square> from;

  // The payload is text ("wQ" or "wQ@35"), so drags between programs stay
  // readable; the square is the grid index (types.h).
  QMimeData *toMime() const;
  static std::optional<PieceDrag> fromMime(const QMimeData *mime);
};

Q_DECLARE_METATYPE(PieceTool)
