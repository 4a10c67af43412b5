// MoveMenu: the context menu of one turn, shared by the move tree and the
// notation pane so both offer the same tree edits (ChessX's notation menu is
// the model). Every action calls an undoable GameDocument intent; the views
// add their own collapse/expand actions at the end. Actions carry stable
// object names ("promoteVariation", "glyph3", ...) for tests and scripts.
#pragma once

#include <QMenu>
#include <QPointer>

#include "gamedocument.h"

// "12. Nb1-c3" or "12… Nb1-c3", as the notation prints a turn; empty for
// the root.
QString turnLabel(const GameDocument &document, sc::NodeId node);
// The first node of the variation that holds `node` (the nearest
// ancestor-or-self that is not its parent's main continuation), or kNoNode
// on the main line.
sc::NodeId variationHead(const sc::GameTree &tree, sc::NodeId node);

class MoveMenu : public QMenu {
  Q_OBJECT

 public:
  MoveMenu(GameDocument *document, sc::NodeId node, QWidget *parent = nullptr);

  sc::NodeId node() const { return m_node; }
  // The action with this object name, or nullptr.
  QAction *action(const QString &name) const;

 private:
  void addTreeEdits();
  void addCommentEdits();
  void addGlyphMenus();
  void toggleGlyph(int nag);

  QPointer<GameDocument> m_document;
  sc::NodeId m_node;
};
