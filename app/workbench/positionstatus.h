// PositionStatus: the status bar's permanent note on the position shown:
// whose turn it is and the turn number, check, or how the game ended.
#pragma once

#include <QLabel>
#include <QPointer>
#include <QTimer>

class GameDocument;

class PositionStatus : public QLabel {
  Q_OBJECT

 public:
  explicit PositionStatus(GameDocument *document, QWidget *parent = nullptr);

 private:
  void refresh();

  QPointer<GameDocument> m_document;
  QTimer m_delay;
};
