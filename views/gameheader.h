// GameHeader: the game's players and event above its notation, as ChessX and
// Scid head a game's text ("Carlsen – Nepomniachtchi, 1-0" over "World
// Championship, Dubai 2021.12.03, round 6"). It follows the document's tags,
// hides itself while the game has none worth showing, and asks for the Game
// Information dialog on a double-click.
#pragma once

#include <QLabel>
#include <QPointer>

class GameDocument;

class GameHeader : public QLabel {
  Q_OBJECT

 public:
  explicit GameHeader(GameDocument *document, QWidget *parent = nullptr);

 signals:
  void editRequested();

 protected:
  void mouseDoubleClickEvent(QMouseEvent *event) override;

 private:
  void refresh();

  QPointer<GameDocument> m_document;
};
