// Edit > Strip: the game's comments, variations, glyphs, arrows and circles,
// evaluations or clock times taken out of the whole game, or the turns before
// the current one, each one undo step (GameDocument::strip, stripTurnsBefore). Each entry says how
// many there are, and is greyed when there are none, as it opens.
#pragma once

#include <QMenu>

class GameDocument;

class StripMenu : public QMenu {
  Q_OBJECT

 public:
  StripMenu(GameDocument *document, QWidget *parent);

 signals:
  void statusMessage(const QString &text, int timeout);

 private:
  void refresh();

  GameDocument *m_document;
  QAction *m_before;  // the turns before the current one
};
