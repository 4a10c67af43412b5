// PresentationView: the workbench on a projector. A board widget, handed in
// by the app, fills one side of the screen; a caption beside it (below it on
// a portrait screen) shows the current turn with its number and glyphs and,
// large, the teacher's comment on it. The caption follows the document's
// current node. Keys and full screen are the app's: it puts this widget in
// place of the board and adds its navigation actions to it.
#pragma once

#include <QPalette>
#include <QPointer>
#include <QString>
#include <QWidget>

#include "gamedocument.h"

class QLabel;
class QScrollArea;

class PresentationView : public QWidget {
  Q_OBJECT

 public:
  explicit PresentationView(GameDocument *document, QWidget *parent = nullptr);

  // Puts `board` (any widget that paints the board and fills its space) in
  // the board's place; this view becomes its parent. takeBoard() gives it
  // back, unparented, for the caller to put where it was.
  void setBoard(QWidget *board);
  QWidget *takeBoard();
  QWidget *board() const { return m_board; }

  // What the caption shows, as plain text (for tests and screen readers):
  // "12. Nb1-c3!" or "12… Pd7-d6", the comment after the turn, the players.
  QString turnText() const { return m_turnText; }
  QString commentText() const { return m_commentText; }
  QString headerText() const { return m_headerText; }
  // At a fork (the shown turn has more than one continuation), the
  // continuations, main line first, and the keys that take them; when the
  // shown turn is one of several alternatives, which one it is. Empty
  // elsewhere.
  QString forkText() const { return m_forkText; }
  // Cannon Battle Chess (K20-K24): what the position keeps off the board,
  // whose dock the room does not see (offboardline.h). Empty elsewhere.
  QString offBoardText() const { return m_offBoardText; }

  QSize sizeHint() const override { return {1600, 900}; }

 protected:
  void paintEvent(QPaintEvent *event) override;
  void resizeEvent(QResizeEvent *event) override;

 private:
  void updateCaption();
  void relayout();
  void applyFonts();
  void fitText();
  static void setPixelSize(QLabel *label, int pixels, bool bold);
  struct TurnLine {
    QString html;
    QString plain;
  };
  TurnLine turnLine(sc::NodeId node) const;
  TurnLine forkLine(sc::NodeId node) const;

  QPointer<GameDocument> m_document;
  QPointer<QWidget> m_board;
  QWidget *m_caption = nullptr;
  QLabel *m_header = nullptr;
  QLabel *m_before = nullptr;
  QLabel *m_turn = nullptr;
  QScrollArea *m_commentScroll = nullptr;
  QLabel *m_comment = nullptr;
  QLabel *m_fork = nullptr;
  QLabel *m_offBoard = nullptr;
  QLabel *m_hint = nullptr;
  QString m_turnText;
  QString m_commentText;
  QString m_headerText;
  QString m_forkText;
  QString m_offBoardText;
  QPalette m_boardPalette;
  bool m_boardHadPalette = false;
  int m_commentSize = 24;  // before fitting, in pixels
  int m_turnSize = 64;
};
