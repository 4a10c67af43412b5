// PositionStatus: the status bar's permanent note on the position shown:
// whose turn it is and the turn number, check, or how the game ended.
#pragma once

#include <QLabel>
#include <QPointer>
#include <QTimer>
#include <optional>

#include "position.h"

class GameDocument;

class PositionStatus : public QLabel {
  Q_OBJECT

 public:
  explicit PositionStatus(GameDocument *document, QWidget *parent = nullptr);

  // Speaks of `position` instead of the game's (the board editor's);
  // nullptr returns to the game.
  void setShownPosition(const sc::Position *position);

 private:
  void refresh();

  QPointer<GameDocument> m_document;
  QTimer m_delay;
  std::optional<sc::Position> m_shown;
};
