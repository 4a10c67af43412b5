// sc::GameTree: stable ids, variation order (promote, makeMain), deletion as
// detach with undo by insertChild, paths and the replayed position.
#include <QtTest>

#include "gametree.h"
#include "notation.h"
#include "registry.h"
#include "sfen.h"

using namespace sc;

namespace {

Position startPosition() {
  const VariantPtr v = Registry::instance().defaultVariant();
  return *readSfen(v, v->rules().startSfen);
}

// Adds the turn `token` (legal at `parent`) and returns the new node.
NodeId add(GameTree &tree, NodeId parent, const char *token) {
  Position pos = tree.positionAt(parent);
  std::string error;
  const std::optional<Turn> turn = parseTurn(pos, token, &error);
  if (!turn) qFatal("%s: %s", token, error.c_str());
  return tree.addChild(parent, *turn, formatTurn(pos, *turn));
}

QStringList tokens(const GameTree &tree, const std::vector<NodeId> &ids) {
  QStringList out;
  for (NodeId id : ids)
    if (id != tree.root()) out << QString::fromStdString(tree.node(id).notation);
  return out;
}

QStringList childTokens(const GameTree &tree, NodeId id) {
  return tokens(tree, tree.node(id).children);
}

}  // namespace

class TestGameTree : public QObject {
  Q_OBJECT

 private slots:
  void rootOnly() {
    GameTree tree(startPosition());
    QCOMPARE(tree.nodeCount(), 1);
    QCOMPARE(tree.root(), 0);
    QVERIFY(tree.valid(tree.root()));
    QVERIFY(!tree.valid(1));
    QVERIFY(!tree.valid(kNoNode));
    QCOMPARE(tree.mainLine(), std::vector<NodeId>{0});
    QCOMPARE(tree.childIndex(tree.root()), -1);
    QCOMPARE(writeSfen(tree.positionAt(tree.root())), writeSfen(startPosition()));
  }

  void addAndFind() {
    GameTree tree(startPosition());
    const NodeId e3 = add(tree, 0, "Pe2-e3");
    const NodeId d3 = add(tree, 0, "Pd2-d3");
    const NodeId e6 = add(tree, e3, "Pe7-e6");
    QCOMPARE(tree.nodeCount(), 4);
    QCOMPARE(tree.node(e3).ply, 1);
    QCOMPARE(tree.node(e6).ply, 2);
    QCOMPARE(tree.node(e6).parent, e3);
    QCOMPARE(childTokens(tree, 0), (QStringList{"Pe2-e3", "Pd2-d3"}));
    QCOMPARE(tree.findChild(0, tree.node(d3).turn), d3);
    QCOMPARE(tree.findChild(0, tree.node(e6).turn), kNoNode);
    QCOMPARE(tree.childIndex(e3), 0);
    QCOMPARE(tree.childIndex(d3), 1);
  }

  void paths() {
    GameTree tree(startPosition());
    const NodeId e3 = add(tree, 0, "Pe2-e3");
    const NodeId e6 = add(tree, e3, "Pe7-e6");
    const NodeId f3 = add(tree, e6, "Pf2-f3");
    const NodeId d6 = add(tree, e3, "Pd7-d6");
    const NodeId c3 = add(tree, d6, "Pc2-c3");
    QCOMPARE(tree.mainLine(), (std::vector<NodeId>{0, e3, e6, f3}));
    QCOMPARE(tree.mainLine(d6), (std::vector<NodeId>{d6, c3}));
    QCOMPARE(tree.path(c3), (std::vector<NodeId>{0, e3, d6, c3}));
    QCOMPARE(tree.path(0), std::vector<NodeId>{0});
    QCOMPARE(tree.subtree(e3), (std::vector<NodeId>{e3, e6, f3, d6, c3}));
  }

  void positionAtReplaysThePath() {
    GameTree tree(startPosition());
    const char *const line[] = {"Pe2-e3", "Pd7-d6", "Pe3-e4", "Pd6-d5", "Pe4@d5"};
    NodeId id = tree.root();
    Position expected = startPosition();
    for (const char *t : line) {
      id = add(tree, id, t);
      expected.make(*parseTurn(expected, t));
    }
    add(tree, tree.root(), "Pd2-d3");         // a variation elsewhere does not matter
    const Position at = tree.positionAt(id);  // after a shot: ranks change, not just squares
    QCOMPARE(writeSfen(at), writeSfen(expected));
    QCOMPARE(at.sideToMove(), Color::Black);
    QCOMPARE(at.turnNumber(), 3);
    QCOMPARE(writeSfen(tree.start()), writeSfen(startPosition()));  // the start is untouched
  }

  void promoteAndMakeMain() {
    GameTree tree(startPosition());
    const NodeId a = add(tree, 0, "Pa2-a3");
    const NodeId b = add(tree, 0, "Pb2-b3");
    const NodeId c = add(tree, 0, "Pc2-c3");
    const NodeId d = add(tree, 0, "Pd2-d3");
    tree.promote(c);
    QCOMPARE(tree.node(0).children, (std::vector<NodeId>{a, c, b, d}));
    tree.promote(a);  // already first: nothing changes
    QCOMPARE(tree.node(0).children, (std::vector<NodeId>{a, c, b, d}));
    tree.makeMain(d);  // the others keep their order behind it
    QCOMPARE(tree.node(0).children, (std::vector<NodeId>{d, a, c, b}));
    QCOMPARE(tree.mainLine(), (std::vector<NodeId>{0, d}));
    tree.makeMain(d);
    QCOMPARE(tree.node(0).children, (std::vector<NodeId>{d, a, c, b}));
  }

  void detachAndInsertChild() {
    GameTree tree(startPosition());
    const NodeId e3 = add(tree, 0, "Pe2-e3");
    const NodeId d3 = add(tree, 0, "Pd2-d3");
    const NodeId c3 = add(tree, 0, "Pc2-c3");
    const NodeId d6 = add(tree, d3, "Pd7-d6");
    const NodeId x = add(tree, d6, "Pd3-d4");
    QCOMPARE(tree.nodeCount(), 6);

    QCOMPARE(tree.detach(d3), 1);
    QCOMPARE(tree.node(0).children, (std::vector<NodeId>{e3, c3}));
    QCOMPARE(tree.nodeCount(), 3);  // d3 and its two descendants are dead
    QVERIFY(!tree.valid(d3));
    QVERIFY(!tree.valid(d6));
    QVERIFY(!tree.valid(x));
    QCOMPARE(tree.node(x).notation, std::string("Pd3-d4"));  // the id still names the node
    QCOMPARE(tree.node(d3).parent, 0);

    // New nodes get new ids; deleted ones are never reused.
    const NodeId f3 = add(tree, 0, "Pf2-f3");
    QVERIFY(f3 > x);
    QCOMPARE(tree.nodeCount(), 4);
    QCOMPARE(tree.idLimit(), 7);

    tree.insertChild(0, d3, 1);  // undo of the deletion: same place, same ids
    QCOMPARE(tree.node(0).children, (std::vector<NodeId>{e3, d3, c3, f3}));
    QCOMPARE(tree.nodeCount(), 7);
    QVERIFY(tree.valid(x));
    QCOMPARE(tree.path(x), (std::vector<NodeId>{0, d3, d6, x}));
    QCOMPARE(tree.node(d6).children, std::vector<NodeId>{x});
  }

  void nestedDeletionsUndoInReverse() {
    GameTree tree(startPosition());
    const NodeId e3 = add(tree, 0, "Pe2-e3");
    const NodeId e6 = add(tree, e3, "Pe7-e6");
    const NodeId d6 = add(tree, e3, "Pd7-d6");
    const NodeId f3 = add(tree, e6, "Pf2-f3");
    QCOMPARE(tree.detach(d6), 1);  // delete a variation, then the line above it
    QCOMPARE(tree.detach(e3), 0);
    QCOMPARE(tree.nodeCount(), 1);
    QVERIFY(tree.node(0).children.empty());
    tree.insertChild(0, e3, 0);  // undo the second deletion: d6 stays deleted
    QCOMPARE(tree.nodeCount(), 4);
    QVERIFY(tree.valid(f3));
    QVERIFY(!tree.valid(d6));
    tree.insertChild(e3, d6, 1);
    QCOMPARE(tree.nodeCount(), 5);
    QCOMPARE(childTokens(tree, e3), (QStringList{"Pe7-e6", "Pd7-d6"}));
  }

  void detachOutOfRange() {
    GameTree tree(startPosition());
    QCOMPARE(tree.detach(tree.root()), -1);  // the root stays
    QCOMPARE(tree.nodeCount(), 1);
    const NodeId e3 = add(tree, 0, "Pe2-e3");
    tree.insertChild(0, e3, 99);  // not detached: a caller error, but no crash
    Q_UNUSED(e3);
  }

  void deepLineIsIterative() {
    // A 100,000-ply line (two knights shuffling): detach, insertChild,
    // subtree, mainLine and the destructor must not recurse.
    GameTree tree(startPosition());
    const char *const cycle[] = {"Nb1-c3", "Nb8-c6", "Nc3-b1", "Nc6-b8"};
    Position pos = startPosition();
    std::array<Turn, 4> turns;
    for (int i = 0; i < 4; ++i) {
      turns[i] = *parseTurn(pos, cycle[i]);
      pos.make(turns[i]);
    }
    NodeId id = tree.root();
    const int plies = 100000;
    for (int i = 0; i < plies; ++i) id = tree.addChild(id, turns[i % 4], cycle[i % 4]);
    QCOMPARE(tree.nodeCount(), plies + 1);
    QCOMPARE(int(tree.mainLine().size()), plies + 1);
    QCOMPARE(tree.node(id).ply, plies);
    const NodeId first = tree.node(0).children[0];
    QCOMPARE(tree.detach(first), 0);
    QCOMPARE(tree.nodeCount(), 1);
    tree.insertChild(0, first, 0);
    QCOMPARE(tree.nodeCount(), plies + 1);
    QCOMPARE(int(tree.subtree(first).size()), plies);
    const Position end = tree.positionAt(id);
    QCOMPARE(end.key(), startPosition().key());  // the knights are home again
    QCOMPARE(end.turnNumber(), plies / 2 + 1);
  }

  void tagsAndAnnotations() {
    GameTree tree(startPosition());
    tree.tags()["White"] = "Ada";
    const NodeId e3 = add(tree, 0, "Pe2-e3");
    Annotation &a = tree.annotation(e3);
    a.commentAfter = "solid";
    a.nags = {1};
    a.arrows.push_back({makeSquare(4, 1), makeSquare(4, 3), ShapeColor::Red});
    QCOMPARE(tree.node(e3).annotation.commentAfter, std::string("solid"));
    QCOMPARE(tree.tags().at("White"), std::string("Ada"));
    add(tree, 0, "Pd2-d3");  // growing the node vector keeps annotations
    QCOMPARE(tree.node(e3).annotation.arrows.size(), std::size_t(1));
  }

  // The turn menu's Copy line as PGN: the way to the turn, then its main
  // continuation, with their annotations and the tags; no other variation,
  // and a line that does not end the game has no result yet.
  void lineThroughATurn() {
    GameTree tree(startPosition());
    tree.tags()["White"] = "Ada";
    tree.tags()["Result"] = "1-0";
    tree.annotation(tree.root()).commentAfter = "intro";
    const NodeId e3 = add(tree, 0, "Pe2-e3");
    const NodeId e6 = add(tree, e3, "Pe7-e6");
    add(tree, e6, "Ng1-f3");
    const NodeId d6 = add(tree, e3, "Pd7-d6");  // a variation
    tree.annotation(d6).commentAfter = "sharp";
    const NodeId d3 = add(tree, d6, "Pd2-d3");
    add(tree, d3, "Pe7-e6");
    add(tree, d3, "Ng8-f6");  // a variation inside it
    add(tree, 0, "Pd2-d3");   // and one at the start

    const GameTree line = lineThrough(tree, d6);
    QCOMPARE(tokens(line, line.mainLine()), (QStringList{"Pe2-e3", "Pd7-d6", "Pd2-d3", "Pe7-e6"}));
    QCOMPARE(line.nodeCount(), 5);  // the root and those four: no variation
    QCOMPARE(line.node(line.mainLine()[2]).annotation.commentAfter, std::string("sharp"));
    QCOMPARE(line.node(line.root()).annotation.commentAfter, std::string("intro"));
    QCOMPARE(line.tags().at("White"), std::string("Ada"));
    QCOMPARE(line.tags().at("Result"), std::string("*"));
    QCOMPARE(writeSfen(line.start()), writeSfen(tree.start()));

    // Through a main-line turn: the main line, which keeps the result.
    const GameTree main = lineThrough(tree, e3);
    QCOMPARE(tokens(main, main.mainLine()), (QStringList{"Pe2-e3", "Pe7-e6", "Ng1-f3"}));
    QCOMPARE(main.nodeCount(), 4);
    QCOMPARE(main.tags().at("Result"), std::string("1-0"));
  }
};

QTEST_GUILESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
