// MoveTreeModel under QAbstractItemModelTester while the document is edited:
// after every edit, undo and redo the incrementally updated model must show
// exactly what the representation (movetreemodel.h) says, and what a model
// built from scratch shows. Also: index(node) round trips, the current-node
// role, persistent indexes across a promotion, and a 10,000-deep nest of
// variations without recursion.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "gamedocument.h"
#include "movetreemodel.h"
#include "notation.h"
#include "registry.h"

using namespace sc;

namespace {

VariantPtr shooters() { return Registry::instance().defaultVariant(); }

Turn turnAt(const Position &pos, const char *token) {
  Position p = pos;
  std::string error;
  const std::optional<Turn> turn = parseTurn(p, token, &error);
  if (!turn) qFatal("%s: %s", token, error.c_str());
  return *turn;
}

NodeId play(GameDocument &doc, const char *token) {
  doc.playTurn(turnAt(doc.position(), token));
  return doc.currentNode();
}

// What the representation prescribes, from the tree alone: for every row, in
// pre-order, "depth node". Explicit stack, like the model.
QStringList expectedRows(const GameTree &tree) {
  QStringList out;
  // An entry is (node whose rows to list, depth, kind): kind 0 lists the line
  // after a node (root or head), kind 1 the heads hanging under a line row.
  struct Item {
    NodeId node;
    int depth;
  };
  std::vector<Item> stack;  // rows still to print, in reverse
  auto lineAfter = [&](NodeId owner) {
    std::vector<NodeId> rows;
    for (NodeId n = owner; !tree.node(n).children.empty();) {
      n = tree.node(n).children.front();
      rows.push_back(n);
    }
    return rows;
  };
  std::vector<NodeId> top = lineAfter(tree.root());
  for (auto it = top.rbegin(); it != top.rend(); ++it) stack.push_back({*it, 0});
  while (!stack.empty()) {
    const Item item = stack.back();
    stack.pop_back();
    out << QStringLiteral("%1 %2").arg(item.depth).arg(item.node);
    const Node &n = tree.node(item.node);
    const std::vector<NodeId> &siblings = tree.node(n.parent).children;
    std::vector<NodeId> rows;
    if (siblings.front() == item.node)
      rows.assign(siblings.begin() + 1, siblings.end());
    else
      rows = lineAfter(item.node);
    for (auto it = rows.rbegin(); it != rows.rend(); ++it) stack.push_back({*it, item.depth + 1});
  }
  return out;
}

// What a model shows, walked the same way, checking the invariants on the way.
QStringList modelRows(const MoveTreeModel &model) {
  QStringList out;
  std::vector<std::pair<QModelIndex, int>> stack;
  for (int r = model.rowCount() - 1; r >= 0; --r) stack.push_back({model.index(r, 0), 0});
  while (!stack.empty()) {
    const auto [index, depth] = stack.back();
    stack.pop_back();
    const NodeId id = MoveTreeModel::nodeId(index);
    out << QStringLiteral("%1 %2").arg(depth).arg(id);
    if (model.index(id) != index) out << QStringLiteral("index(%1) differs").arg(id);
    if (index.data(MoveTreeModel::NodeIdRole).toInt() != id) out << QStringLiteral("role differs");
    for (int r = model.rowCount(index) - 1; r >= 0; --r)
      stack.push_back({model.index(r, 0, index), depth + 1});
  }
  return out;
}

void checkModel(const MoveTreeModel &model) {
  const QStringList expected = expectedRows(model.document()->tree());
  QCOMPARE(modelRows(model), expected);
  MoveTreeModel fresh(model.document());
  QCOMPARE(modelRows(fresh), expected);
  // The current node is the one row that says so.
  const NodeId current = model.document()->currentNode();
  if (current != 0) QVERIFY(model.index(current).data(MoveTreeModel::IsCurrentRole).toBool());
}

}  // namespace

class TestMoveTreeModel : public QObject {
  Q_OBJECT

 private slots:
  void followsEveryEditUndoAndRedo() {
    GameDocument doc(shooters());
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    std::vector<NodeId> ids;
    for (const char *t : {"Nb1-c3", "Nb8-c6", "Nc3-b1", "Nc6-b8"}) ids.push_back(play(doc, t));
    checkModel(model);
    QCOMPARE(model.rowCount(), 4);
    doc.goTo(ids[0]);
    ids.push_back(play(doc, "Ng8-f6"));  // 4: variation of 1… Nb8-c6
    ids.push_back(play(doc, "Nc3-e4"));  // 5: its line
    ids.push_back(play(doc, "Nb8-c6"));  // 6
    doc.goTo(ids[4]);
    ids.push_back(play(doc, "Nc3-b5"));  // 7: a variation inside the variation
    doc.goStart();
    ids.push_back(play(doc, "Ng1-f3"));  // 8: an alternative first turn
    checkModel(model);
    QCOMPARE(model.rowCount(model.index(ids[0])), 1);
    QCOMPARE(model.rowCount(model.index(ids[1])), 1);
    QCOMPARE(model.rowCount(model.index(ids[4])), 2);
    QCOMPARE(model.parent(model.index(ids[7])), model.index(ids[5]));

    const int undoBase = doc.undoStack()->index();
    doc.promoteVariation(ids[8]);  // the first turn changes: rows after the fork move
    checkModel(model);
    doc.makeMainLine(ids[6]);
    checkModel(model);
    QCOMPARE(model.rowCount(), 4);
    doc.deleteVariation(ids[4]);  // now the main continuation, with siblings
    checkModel(model);
    doc.deleteVariation(ids[8]);  // a head
    checkModel(model);
    doc.deleteFromHere(ids[0]);
    checkModel(model);
    Annotation note;
    note.commentAfter = "a fine\nturn";
    note.nags = {1, 16};
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    doc.setAnnotation(ids[0], note);
    QVERIFY(!changed.isEmpty());
    const QModelIndex first = model.index(ids[0]);
    QCOMPARE(first.siblingAtColumn(MoveTreeModel::GlyphsColumn).data().toString(),
             QStringLiteral("! ±"));
    QCOMPARE(first.siblingAtColumn(MoveTreeModel::CommentColumn).data().toString(),
             QStringLiteral("a fine turn"));
    QCOMPARE(first.data(Qt::ToolTipRole).toString(), QStringLiteral("a fine\nturn"));
    checkModel(model);

    while (doc.undoStack()->index() > undoBase) {
      doc.undoStack()->undo();
      checkModel(model);
    }
    while (doc.undoStack()->canUndo()) {
      doc.undoStack()->undo();
      checkModel(model);
    }
    QCOMPARE(model.rowCount(), 0);
    while (doc.undoStack()->canRedo()) {
      doc.undoStack()->redo();
      checkModel(model);
    }
    QCOMPARE(resets.count(), 0);  // all of it incremental

    doc.newGame(doc.tree().start());
    QCOMPARE(resets.count(), 1);
    QCOMPARE(model.rowCount(), 0);
    play(doc, "Nb1-c3");
    checkModel(model);
  }

  // With every place memoised (checkModel walks all rows), edits in the middle
  // of a fork or a line must correct exactly the rows they move.
  void warmEditsInTheMiddle() {
    GameDocument doc(shooters());
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    std::vector<NodeId> heads;
    for (const char *t : {"Nb1-c3", "Ng1-f3", "Nb1-a3", "Ng1-h3"}) {
      heads.push_back(play(doc, t));
      doc.goStart();
    }
    doc.goTo(heads[0]);
    for (const char *t : {"Nb8-c6", "Nc3-b1", "Nc6-b8", "Nb1-c3"}) play(doc, t);
    checkModel(model);
    QCOMPARE(model.index(heads[3]).row(), 2);
    doc.deleteVariation(heads[1]);  // a head in the middle: the later ones move up
    checkModel(model);
    QCOMPARE(model.index(heads[3]).row(), 1);
    doc.undoStack()->undo();  // and back down
    checkModel(model);
    QCOMPARE(model.index(heads[3]).row(), 2);
    const NodeId second = doc.tree().node(heads[0]).children.front();
    doc.deleteFromHere(second);  // the line gets shorter in the middle
    checkModel(model);
    QCOMPARE(model.rowCount(), 2);
    doc.undoStack()->undo();
    checkModel(model);
    QCOMPARE(model.rowCount(), 5);
    doc.goTo(doc.tree().mainLine().back());
    play(doc, "Nb8-a6");  // the end of a cached line
    checkModel(model);
    QCOMPARE(model.rowCount(), 6);
  }

  void showsNumbersAndHeads() {
    GameDocument doc(shooters());
    MoveTreeModel model(&doc);
    const NodeId a = play(doc, "Nb1-c3");
    const NodeId b = play(doc, "Nb8-c6");
    doc.goBack();
    const NodeId c = play(doc, "Ng8-f6");
    QCOMPARE(model.index(a).data().toString(), QStringLiteral("1. Nb1-c3"));
    QCOMPARE(model.index(b).data().toString(), QStringLiteral("1… Nb8-c6"));
    QCOMPARE(model.index(c).data().toString(), QStringLiteral("1… Ng8-f6"));
    QVERIFY(model.index(c).data(MoveTreeModel::IsVariationHeadRole).toBool());
    QVERIFY(!model.index(b).data(MoveTreeModel::IsVariationHeadRole).toBool());
    QCOMPARE(model.index(c).parent(), model.index(b));
    QVERIFY(!model.index(0).isValid());  // the root is no row
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Turn"));
    QCOMPARE(MoveTreeModel::nagSymbol(3), QStringLiteral("!!"));
    QCOMPARE(MoveTreeModel::nagSymbol(250), QStringLiteral("$250"));
  }

  void currentRowFollowsNavigation() {
    GameDocument doc(shooters());
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const NodeId a = play(doc, "Nb1-c3");
    const NodeId b = play(doc, "Nb8-c6");
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    doc.goBack();
    QVERIFY(model.index(a).data(MoveTreeModel::IsCurrentRole).toBool());
    QVERIFY(!model.index(b).data(MoveTreeModel::IsCurrentRole).toBool());
    QCOMPARE(changed.count(), 2);  // the old row and the new one
    QVERIFY(model.index(a).data(Qt::FontRole).value<QFont>().bold());
    doc.goStart();
    QVERIFY(!model.index(a).data(MoveTreeModel::IsCurrentRole).toBool());
  }

  void persistentIndexesFollowAReorder() {
    GameDocument doc(shooters());
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    play(doc, "Nb1-c3");
    const NodeId main = play(doc, "Nb8-c6");
    const NodeId mainNext = play(doc, "Nc3-b1");
    doc.goTo(doc.tree().node(main).parent);
    const NodeId alt = play(doc, "Ng8-f6");
    const QPersistentModelIndex pAlt(model.index(alt));
    const QPersistentModelIndex pNext(model.index(mainNext).siblingAtColumn(2));
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
    doc.promoteVariation(alt);
    QCOMPARE(layout.count(), 1);
    QCOMPARE(MoveTreeModel::nodeId(pAlt), alt);
    QCOMPARE(QModelIndex(pAlt), model.index(alt));
    QVERIFY(!pAlt.parent().isValid());  // now on the main line
    QCOMPARE(MoveTreeModel::nodeId(pNext), mainNext);
    QCOMPARE(pNext.column(), 2);
    QCOMPARE(pNext.parent(), model.index(main));
  }

  void indexOfEveryNodeRoundTrips() {
    GameDocument doc(shooters());
    MoveTreeModel model(&doc);
    // A small bushy tree: at every node of a short main line, three alternatives.
    for (int i = 0; i < 6; ++i)
      play(doc, i % 2 ? (i % 4 == 1 ? "Nb8-c6" : "Nc6-b8") : (i % 4 == 0 ? "Nb1-c3" : "Nc3-b1"));
    const std::vector<NodeId> main = doc.tree().mainLine();
    for (size_t i = 0; i + 1 < main.size(); ++i) {
      doc.goTo(main[i]);
      const bool white = doc.position().sideToMove() == Color::White;
      play(doc, white ? "Ng1-f3" : "Ng8-f6");
      doc.goBack();
      play(doc, white ? "Ng1-h3" : "Ng8-h6");
    }
    int checked = 0;
    for (NodeId id = 1; doc.tree().valid(id); ++id, ++checked) {
      const QModelIndex index = model.index(id);
      QVERIFY(index.isValid());
      QCOMPARE(MoveTreeModel::nodeId(index), id);
      QCOMPARE(model.index(index.row(), index.column(), index.parent()), index);
    }
    QCOMPARE(checked, doc.tree().nodeCount() - 1);
  }

  // 1. Nb1-c3 (1. Ng1-f3 ...) with a new variation one turn deeper inside
  // each variation, 10,000 levels: 20,000 plies deep, a 20,000-deep model.
  void tenThousandDeepNestOfVariations() {
    const int levels = 10000;
    const Position start = GameDocument(shooters()).position();
    auto tree = std::make_unique<GameTree>(start);
    // The spine shuffles the b-knights (a 4-ply cycle of positions); the
    // leaves are g-knight moves, legal in every position of the cycle.
    const char *spine[4] = {"Nb1-c3", "Nb8-c6", "Nc3-b1", "Nc6-b8"};
    const char *leaf[2] = {"Ng1-f3", "Ng8-f6"};
    Position pos = start;
    Turn spineTurns[4], leafTurns[2];
    for (int i = 0; i < 4; ++i) {
      if (i < 2) leafTurns[i] = turnAt(pos, leaf[i]);
      spineTurns[i] = turnAt(pos, spine[i]);
      pos.make(spineTurns[i]);
    }
    NodeId at = tree->root();
    NodeId deepest = at;
    for (int ply = 0; ply < 2 * levels; ++ply) {
      // Every other ply the line forks: a leaf first (the continuation), the
      // spine second (the variation that goes on).
      if (ply % 2 == 0) tree->addChild(at, leafTurns[ply % 2], leaf[ply % 2]);
      at = tree->addChild(at, spineTurns[ply % 4], spine[ply % 4]);
      deepest = at;
    }
    GameDocument doc(shooters());
    doc.loadTree(std::move(tree));
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);

    const QModelIndex bottom = model.index(deepest);
    QVERIFY(bottom.isValid());
    int depth = 0;
    for (QModelIndex i = bottom; i.isValid(); i = i.parent()) ++depth;
    QCOMPARE(depth, 2 * levels + 1);  // per level a head and its line; the leaf on top
    QCOMPARE(model.rowCount(), 1);

    doc.goTo(deepest);
    QVERIFY(model.index(deepest).data(MoveTreeModel::IsCurrentRole).toBool());
    QCOMPARE(doc.position().historySize(), 2 * levels);
    // Edits deep inside the nest stay incremental and exact.
    const Position &here = doc.position();
    const NodeId added = play(doc, here.sideToMove() == Color::White ? "Ng1-f3" : "Ng8-f6");
    QCOMPARE(model.index(added).parent(), model.index(deepest).parent());
    const NodeId middle = doc.tree().node(doc.tree().node(deepest).parent).parent;
    doc.deleteVariation(middle);
    QVERIFY(!model.index(deepest).isValid());
    doc.undoStack()->undo();
    QCOMPARE(model.index(deepest), bottom);
    doc.goStart();
    QCOMPARE(doc.position().historySize(), 0);
  }

  void aHundredThousandTurnMainLine() {
    const int plies = 100000;
    const Position start = GameDocument(shooters()).position();
    auto tree = std::make_unique<GameTree>(start);
    const char *spine[4] = {"Nb1-c3", "Nb8-c6", "Nc3-b1", "Nc6-b8"};
    Position pos = start;
    Turn turns[4];
    for (int i = 0; i < 4; ++i) {
      turns[i] = turnAt(pos, spine[i]);
      pos.make(turns[i]);
    }
    NodeId at = tree->root();
    for (int ply = 0; ply < plies; ++ply) at = tree->addChild(at, turns[ply % 4], spine[ply % 4]);
    GameDocument doc(shooters());
    doc.loadTree(std::move(tree));
    MoveTreeModel model(&doc);
    QCOMPARE(model.rowCount(), plies);
    QCOMPARE(model.index(at).row(), plies - 1);
    QCOMPARE(model.index(plies - 1, 0).data().toString(), QStringLiteral("50000… Nc6-b8"));
    doc.goEnd();
    QCOMPARE(doc.currentNode(), at);
    doc.goBack();
    QVERIFY(model.index(doc.currentNode()).data(MoveTreeModel::IsCurrentRole).toBool());
    play(doc, "Ng8-f6");  // a variation at the end: one inserted row
    QCOMPARE(model.rowCount(model.index(at)), 1);
  }
};

QTEST_MAIN(TestMoveTreeModel)
#include "tst_movetreemodel.moc"
