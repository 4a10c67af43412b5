// MoveTreeView: the navigator tree over MoveTreeModel. The main line is one
// flat list, each turn's alternatives hang under it, and the current node is
// selected and kept in view. Clicks and the arrow keys navigate the document;
// the context menu offers the same tree edits as the notation pane.
#pragma once

#include <QPointer>
#include <QTreeView>
#include <functional>

#include "gamedocument.h"

class MoveTreeModel;
class QMenu;

class MoveTreeView : public QTreeView {
  Q_OBJECT

 public:
  explicit MoveTreeView(GameDocument *document, QWidget *parent = nullptr);

  MoveTreeModel *moveTreeModel() const { return m_model; }
  // The visual rectangle of a node's row (viewport coordinates); empty when
  // it is not shown.
  QRect turnRect(sc::NodeId node) const;

  // The context menu of a turn (the caller owns it): the document's edits
  // from MoveMenu plus this view's collapsing.
  QMenu *createContextMenu(sc::NodeId node, QWidget *parent = nullptr);

  // Collapses the row of the variation holding `node` (its line folds under
  // its first turn).
  void collapseVariation(sc::NodeId node);

  // Games smaller than this open fully expanded; larger ones show the main
  // line with their variations folded, so opening stays instant.
  static constexpr int kExpandLimit = 2000;
  // No row deeper than this is expanded by the view (see expandAllVariations).
  static constexpr int kMaxExpandLevel = 200;

  // Expands every variation (to kMaxExpandLevel).
  void expandAllVariations();

  // Training mode: the rows of turns `hidden` says are hidden
  // (TurnTrainer::isHidden); refilter() after it changes its mind.
  void setHiddenNodes(std::function<bool(sc::NodeId)> hidden);
  void refilter();

 protected:
  void mousePressEvent(QMouseEvent *event) override;
  void keyPressEvent(QKeyEvent *event) override;
  void contextMenuEvent(QContextMenuEvent *event) override;

 private:
  void followCurrent(sc::NodeId node);
  void onReset();
  void applyColumnWidths();
  int levelOf(const QModelIndex &index) const;

  QPointer<GameDocument> m_document;
  MoveTreeModel *m_model = nullptr;
  Qt::MouseButton m_pressButton = Qt::NoButton;
  std::function<bool(sc::NodeId)> m_hidden;
  bool m_anyHidden = false;  // rows to show again when the filter goes
};
