// NotationView: the whole game as text, the way a book or the Lichess
// analysis board prints it: turn numbers, turns, glyphs, comments in a softer
// colour, the main line's variations as indented blocks and deeper ones inline
// in brackets. Every turn is clickable, the current one is highlighted and
// kept in view, and variations fold into "(12… Nc3 …)". It paints only the
// lines in view and rebuilds its text once per burst of document changes, so
// a game of 100,000 turns stays responsive.
#pragma once

#include <functional>

#include <QAbstractScrollArea>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include "gamedocument.h"
#include "notationlayout.h"

class QMenu;
class QPainter;

class NotationView : public QAbstractScrollArea {
  Q_OBJECT

 public:
  explicit NotationView(GameDocument *document, QWidget *parent = nullptr);

  // The text as shown (blocks on their own lines), for tests and copying.
  QString plainText();
  // Where a turn is drawn, in viewport coordinates; empty when folded away.
  QRect turnRect(sc::NodeId node);
  // Where the "…" of a folded variation is drawn (viewport coordinates).
  QRect foldRect(sc::NodeId head);
  // Where a turn's recorded clock is drawn; empty when it has none.
  QRect clockRect(sc::NodeId node);
  // The first diagram mark in the node's comments (before the turn, then
  // after it), or an empty rect.
  QRect markRect(sc::NodeId node);
  // Where the game's result is drawn after the main line; empty without one.
  QRect resultRect();
  // The turn under a viewport point, or kNoNode.
  sc::NodeId nodeAt(QPoint point);

  // The context menu of a turn (the caller owns it): the document's edits
  // from MoveMenu plus this view's folding.
  QMenu *createContextMenu(sc::NodeId node, QWidget *parent = nullptr);

  // Folding, by the head (first turn) of a variation.
  bool isFolded(sc::NodeId head) const { return m_folded.contains(head); }
  void setFolded(sc::NodeId head, bool folded);
  void collapseAll();
  void expandAll();

  // Training mode: turns `hidden` says are left out (TurnTrainer::isHidden);
  // refilter() after it changes its mind.
  void setHiddenNodes(std::function<bool(sc::NodeId)> hidden);
  void refilter();

  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent *event) override;
  void resizeEvent(QResizeEvent *event) override;
  void changeEvent(QEvent *event) override;
  bool viewportEvent(QEvent *event) override;
  void mousePressEvent(QMouseEvent *event) override;
  void mouseMoveEvent(QMouseEvent *event) override;
  void mouseReleaseEvent(QMouseEvent *event) override;
  void mouseDoubleClickEvent(QMouseEvent *event) override;
  void keyPressEvent(QKeyEvent *event) override;
  void contextMenuEvent(QContextMenuEvent *event) override;

 private:
  void scheduleRebuild();
  void refresh();
  void ensureBuilt();
  void relayout();
  void updateMetrics();
  void updateScrollRange();
  void followCurrent();
  void unfoldPathTo(sc::NodeId node);
  int tokenAtViewport(QPoint point);
  void setHover(int token);
  QColor colorOf(const NotationLayout::Token &token) const;
  QRect rectAfterTurn(sc::NodeId node, NotationLayout::Kind kind);
  // The result's tooltip: how the main line's last position ends the game
  // ("Draw: repetition"), or who won by the Result tag alone (a resignation).
  QString resultTip() const;
  // A recorded clock's tooltip: whose clock it is, and the turn's time.
  QString clockTip(sc::NodeId node) const;
  // The diagram mark: the position it shows, and what it is for.
  sc::NodeId markedPosition(const NotationLayout::Token &mark) const;
  QString markTip(const NotationLayout::Token &mark) const;
  void paintMark(QPainter &p, const QRectF &square, const QColor &color, bool hover);

  QPointer<GameDocument> m_document;
  NotationLayout m_layout;
  QSet<sc::NodeId> m_folded;
  std::function<bool(sc::NodeId)> m_hidden;
  QTimer m_rebuildTimer;
  bool m_dirty = true;          // tokens are stale: rebuild before any use
  bool m_layoutDirty = true;    // positions are stale: lay out again
  bool m_followPending = true;  // scroll the current turn into view when built
  int m_hover = -1;
  int m_layoutWidth = -1;
};
