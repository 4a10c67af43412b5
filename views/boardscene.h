// BoardScene: everything one picture of the board shows, as plain data: the
// position, highlights, the turn preview, arrows and circles. BoardView fills
// it from the document, TurnInput or PositionEditor; BoardPainter draws it on
// any QPaintDevice, so exporting an image is "fill a scene, paint it".
#pragma once

#include <QColor>
#include <QList>
#include <QPair>
#include <QPointF>
#include <QString>
#include <optional>
#include <vector>

#include "enginelines.h"
#include "gametree.h"

struct BoardTheme {
  QColor light{0xe6, 0xeb, 0xef};
  QColor dark{0x8f, 0xa6, 0xb7};
  QColor frame{0x3a, 0x45, 0x50};
  QColor coordinates{0xdc, 0xe3, 0xe9};
  QColor lastTurn{255, 214, 64, 115};
  QColor lastHit{226, 72, 52, 90};
  QColor selected{255, 196, 40, 150};
  QColor hintDot{22, 44, 66, 92};
  QColor target{206, 38, 38, 205};
  QColor partner{32, 108, 222, 215};
  QColor dropTarget{255, 255, 255, 140};
  QColor bridge{0xd8, 0xa8, 0x3c};
  QColor bridgeLine{0x5c, 0x44, 0x10};
  QColor rankBelow{0xc6, 0x28, 0x28};  // badge when below the base rank
  QColor rankAbove{0x1f, 0x7a, 0x4d};  // badge when above it (an unload's gain)
  QColor rankFlag{0xff, 0xc8, 0x2e};   // ring on a badge whose rank just changed
  QColor weapon{0x6a, 0x3d, 0x9a};     // MegaMan's taken weapons (M10)
  QColor previewPath{26, 64, 170, 200};
  QColor previewFall{211, 36, 36, 230};
  QColor tracer{226, 60, 40, 210};          // the last turn's shot, from the shooter that stayed
  QColor inspected{0x1e, 0xa7, 0xc8, 235};  // the rank inspector's shooter
  QColor engineArrow{128, 58, 196, 165};    // the engine's best turn: violet, with a light rim
  QColor threatArrow{204, 38, 38, 165};  // a threat (an engine arrow marked Red): red, as Lichess
  QColor engineAlternative{96, 84, 120, 120};  // another line's turn: grey, as Lichess's
  QColor continuation{40, 46, 54, 150};        // the game's next turns at a fork (Lichess's grey)
  QColor bannerBack{40, 48, 58, 210};
  QColor bannerText{255, 255, 255};
  QColor choice{0, 137, 123, 230};  // the declaration wizard's answers
};

struct BoardScene {
  const sc::Position *position = nullptr;
  BoardTheme theme;
  // Export wants the SVG pieces as vectors; the screen wants cached pixmaps.
  bool vectorPieces = false;

  // --- highlights
  QList<sc::Square> lastTurn;  // squares the last turn moved from, to, or changed its own
  QList<sc::Square> lastHits;  // squares whose shooters it shot
  // The last turn's standing shots (a gun's or machine-gun's, B12, B13; a
  // Shooters Chess shot): the shooter stayed, so a tracer from it to each hit
  // shows who fired. Turns that move the shooter need none: the tint does.
  struct Shot {
    sc::Square from = 0;
    sc::Square to = 0;
  };
  QList<Shot> lastShots;
  QList<sc::Square> rankFlags;  // badges to flag: the rank changed in the last turn
  std::optional<sc::Square> selected;
  QList<sc::Square> destinations;        // dots
  QList<sc::Square> targets;             // red rings
  QList<sc::Square> partners;            // blue rings
  std::optional<sc::Square> dropTarget;  // the square under a dragged shooter
  std::optional<sc::Square> inspected;   // the shooter selected in the rank inspector
  QList<sc::Square> choices;             // the wizard's answers to its step: outlined squares
  std::optional<sc::Square> choice;      // the answer chosen in the wizard's list: tinted

  // --- what a hovered click would do (TurnInput's preview)
  struct Preview {
    bool valid = false;
    sc::Square origin = 0;
    sc::Square stop = 0;
    bool originRemoved = false;
    QList<sc::Square> path;
    std::optional<sc::Square> partnerFrom;  // a pair translation's second member
    sc::Square partnerStop = 0;
    std::optional<sc::Square> shotFrom;  // shots: a line from here to each target
    QList<sc::Square> shotTargets;
    QList<sc::Square> falls;
    struct RankChange {
      sc::Square square = 0;
      int before = 0;
      int after = 0;
    };
    QList<RankChange> rankChanges;
    std::optional<sc::Square> blast;  // K12: a ring over the landing square and its 8 neighbours
    QList<QPair<sc::Square, sc::Square>> group;  // K17: a frontal attack's other members
  } preview;

  // --- teacher's shapes of the current node, plus the one being drawn
  std::vector<sc::Arrow> arrows;
  std::vector<sc::Circle> circles;
  std::optional<sc::Arrow> pendingArrow;
  // The analysis engine's best turn: its own style, never saved in the game.
  std::vector<sc::Arrow> engineArrows;
  // The engine's other lines' first turns, under the best one's.
  std::vector<enginelines::LineArrow> engineAlternatives;
  // Where the game goes on from a fork, one arrow a turn (a move-and-shoot
  // has two), as Lichess's variation arrows: the main line's drawn bolder.
  // A reader's aid at the board, never exported.
  struct Continuation {
    sc::Square from = 0;
    sc::Square to = 0;
    bool main = false;
  };
  QList<Continuation> continuations;
  // A label over the board's top edge, e.g. "Preview" while an engine line is shown.
  QString banner;
  // How the game ended at this position ("1-0  White wins: checkmate"),
  // under the board; empty while it goes on.
  QString result;

  // --- pieces sliding to the squares they stand on (BoardSlides), drawn
  // between `from` and `to`; the screen's only, never exported
  struct Slide {
    sc::Square from = 0;
    sc::Square to = 0;
    qreal progress = 0;  // 0 at `from`, 1 at `to`
  };
  QList<Slide> slides;

  // --- a shooter being dragged: hidden on its square, drawn at the pointer
  std::optional<sc::Square> hidden;
  std::optional<sc::Cell> dragged;
  QPointF dragPoint;
};
