// MoveTreeModel: the game tree of a GameDocument as a navigator tree.
//
// Representation. The root (the start position) has no turn and is no row.
//  - The top-level rows are the main line in ply order: the root's first
//    child, that one's first child, and so on to the end of the game.
//  - A node that is an alternative to a turn (child i >= 1 of its parent) is a
//    "variation head". The heads hang under the row of the turn they replace
//    (child 0 of the same parent), in sibling order, which is where PGN writes
//    them: "1. e4 (1. d4 d5) (1. c4) 1… e5" shows "1. d4" and "1. c4" as the
//    child rows of "1. e4", and "1… e5" as the next top-level row.
//  - The child rows of a variation head are the rest of its line (its first
//    child, that one's first child, ...); their own alternatives nest the same way.
// So a row is either a line row (child 0 of its parent), whose child rows are
// the heads of its siblings, or a head row, whose child rows are its line.
// Collapsing a row hides the variations of that turn; the main line stays one
// flat list however long it is.
//
// Columns: the turn with its number ("12. Ra1-a4", "12… Pa7-a6"), the glyphs
// (NAG symbols), the comment after the turn. Qt::ToolTipRole gives the comments.
//
// Updates are incremental, from the document's before/after signals: a new
// head or the end of a line is an insertion, a deletion a removal, a promotion
// a layout change that keeps persistent indexes (expanded rows stay expanded);
// a change of a line's first child (its continuation) removes the rows after
// the fork and inserts the new ones. A new or loaded game resets the model.
//
// Nothing recurses: a row's parent and row number come from walking up the
// tree once and are memoised per node; the rows of a line are cached in a
// vector when first asked for. An insertion or removal corrects only what it
// changes (the heads after it, the line it lengthens or shortens, the subtree
// that comes back), so playing a turn at the end of a 100,000-turn line or
// deep in a 100,000-deep nest of variations costs no walk over the tree.
// Reorders and changes of a fork's continuation start the memo afresh.
#pragma once

#include <QAbstractItemModel>
#include <unordered_map>
#include <vector>

#include "gametree.h"

class GameDocument;

class MoveTreeModel : public QAbstractItemModel {
  Q_OBJECT

 public:
  enum Column { TurnColumn, GlyphsColumn, CommentColumn, ColumnCount };
  enum Role {
    NodeIdRole = Qt::UserRole + 1,  // sc::NodeId of the row
    IsCurrentRole,                  // bool: the document's current node
    IsVariationHeadRole,            // bool: the first turn of a variation
  };

  explicit MoveTreeModel(GameDocument *document, QObject *parent = nullptr);

  GameDocument *document() const { return m_doc; }
  // The row of a node (column 0), or an invalid index for the root and for
  // nodes that are not in the tree.
  QModelIndex index(sc::NodeId node) const;
  static sc::NodeId nodeId(const QModelIndex &index);

  // "!", "??", "±", ... for a NAG; "$n" when it has no common symbol.
  static QString nagSymbol(int nag);
  static QString glyphText(const std::vector<int> &nags);

  QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
  QModelIndex parent(const QModelIndex &child) const override;
  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  bool hasChildren(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;
  Qt::ItemFlags flags(const QModelIndex &index) const override;
  QHash<int, QByteArray> roleNames() const override;

 private:
  // Where a node's row is. For a line row, `owner` is the node whose line it
  // belongs to (the root or a head); for a head row, the line row it hangs under.
  struct Place {
    unsigned stamp = 0;
    bool visible = false;
    bool head = false;
    sc::NodeId owner = sc::kNoNode;
    int row = 0;
  };
  // The rows that continue the line after a node: their parent index, the
  // first row, and the owner of that line.
  struct After {
    QModelIndex parent;
    int first = 0;
    sc::NodeId owner = sc::kNoNode;
  };
  // What the "before" signal announced, for the "after" signal to complete.
  enum class Pending { None, InsertHead, InsertLine, RemoveHead, RemoveLine, Restore };
  struct Change {
    Pending kind = Pending::None;
    int index = 0;                   // the child index in the signal
    sc::NodeId owner = sc::kNoNode;  // InsertLine/RemoveLine: the line that changes
    int first = 0;                   // and its first changed row
  };

  const Place &place(sc::NodeId node) const;
  Place &slot(sc::NodeId node) const;
  const std::vector<sc::NodeId> &line(sc::NodeId owner) const;
  const std::vector<sc::NodeId> &children(sc::NodeId node) const;
  bool shown(sc::NodeId node) const;  // the root or a visible row
  After after(sc::NodeId node) const;
  void invalidate();
  void forgetSubtree(sc::NodeId top);
  void renumberHeads(sc::NodeId parent, int from);
  void cut(sc::NodeId node);
  void restore(sc::NodeId node);
  void emitRowChanged(sc::NodeId node, const QList<int> &roles = {});

  void onAboutToInsert(sc::NodeId parent, int index, sc::NodeId node);
  void onAboutToRemove(sc::NodeId parent, int index);
  void onChanged(sc::NodeId parent);
  void onAboutToReorder();
  void onReordered();
  void onCurrentNodeChanged(sc::NodeId node);
  void onAboutToReset();
  void onReset();

  GameDocument *m_doc;
  mutable std::vector<Place> m_places;                                      // by node id
  mutable std::unordered_map<sc::NodeId, std::vector<sc::NodeId>> m_lines;  // by owner
  mutable std::vector<sc::NodeId> m_walk;                                   // scratch for place()
  mutable unsigned m_stamp = 1;
  // While a fork's continuation is replaced, the rows below this node are
  // hidden: they are removed before the change and inserted after it.
  sc::NodeId m_cut = sc::kNoNode;
  Change m_pending;
  QModelIndexList m_layoutBefore;
  sc::NodeId m_current = 0;
  bool m_resetting = false;
};
