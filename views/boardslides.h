// BoardSlides: the pieces that slide from their old squares to their new ones
// when the board shows another position, as ChessX and Lichess animate a
// turn. It compares what the board showed last with what it shows now: a
// piece gone from one square and one of the same kind and side come on
// another make a slide (the nearest pairs first), so every kind of turn
// animates the same way (a series, a rotation, castling's king and rook, a
// step back through the game). More than kMaxSlides pairs is a jump to
// another position, and shows at once, as do promotions and pieces taken.
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QVariantAnimation>
#include <utility>
#include <vector>

#include "boardscene.h"

class BoardSlides : public QObject {
  Q_OBJECT

 public:
  static constexpr int kMaxSlides = 4;

  explicit BoardSlides(QObject *parent = nullptr);

  // 0 turns the animation off.
  void setDuration(int ms) { m_duration = std::max(0, ms); }
  int duration() const { return m_duration; }
  // The board now shows `pos`; its pieces slide from the last position shown
  // when `animate` (and a duration is set), else they stand where they are.
  void show(const sc::Position &pos, bool animate);
  // The next position shown stands at once (a piece the user dropped is
  // already where it goes).
  void skipNext() { m_skipNext.start(); }
  bool isRunning() const { return m_animation.state() == QAbstractAnimation::Running; }
  // For the painter: each sliding piece, and how far along it is.
  const QList<BoardScene::Slide> &slides() const { return m_slides; }

 signals:
  void frame();

 private:
  std::vector<std::pair<sc::Square, sc::Cell>> m_last;  // the pieces last shown
  const sc::Variant *m_variant = nullptr;
  QList<BoardScene::Slide> m_slides;
  QVariantAnimation m_animation;
  int m_duration = 0;        // off until its board sets it
  QElapsedTimer m_skipNext;  // started by skipNext, for the change that follows
};
