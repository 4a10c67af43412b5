// The move-tree navigator: the tree view and the notation pane driven as a
// user drives them (clicks, keys, context-menu actions, the comment dialog),
// checked against the document: current node, position, tree shape, undo.
// Also the glyph table, the notation text of nested variations, folding, a
// 10,000-deep nest and the timing of a 100,000-turn game.
#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QMenu>
#include <QToolTip>
#include <QtTest>

#include "annotationeditor.h"
#include "gamedocument.h"
#include "glyphs.h"
#include "movemenu.h"
#include "movetreemodel.h"
#include "movetreeview.h"
#include "notation.h"
#include "notationview.h"
#include "registry.h"
#include "sfen.h"

namespace {

const char *kStartSfen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";

sc::Turn turnOf(const sc::Position &at, const QString &token) {
  sc::Position pos = at;
  std::string error;
  auto turn = sc::parseTurn(pos, token.toStdString(), &error);
  if (!turn) qFatal("%s: %s", qPrintable(token), error.c_str());
  return *turn;
}

// Plays tokens from the current node; returns the ids of the new nodes.
std::vector<sc::NodeId> play(GameDocument &doc, const QStringList &tokens) {
  std::vector<sc::NodeId> ids;
  for (const QString &t : tokens) {
    doc.playTurn(turnOf(doc.position(), t));
    ids.push_back(doc.currentNode());
  }
  return ids;
}

QString sfen(const GameDocument &doc) {
  return QString::fromStdString(sc::writeSfen(doc.position()));
}

// 1. Pe2-e3 Pe7-e6 (1… Pd7-d6 2. Pd2-d3 Pe7-e6) 2. Ng1-f3
//   (2. Nb1-c3 Ng8-f6 (2… Nb8-c6 3. Ng1-f3) 3. Pd2-d3)
// 2… Ng8-f6 3. Pd2-d3 Pd7-d6 4. Nb1-c3 Nb8-c6
struct Sample {
  std::vector<sc::NodeId> m, a, b, c;  // main line, variations A, B and C (inside B)
};

Sample buildSample(GameDocument &doc) {
  Sample s;
  s.m = play(doc, {"Pe2-e3", "Pe7-e6", "Ng1-f3", "Ng8-f6", "Pd2-d3", "Pd7-d6", "Nb1-c3", "Nb8-c6"});
  doc.goTo(s.m[0]);
  s.a = play(doc, {"Pd7-d6", "Pd2-d3", "Pe7-e6"});
  doc.goTo(s.m[1]);
  s.b = play(doc, {"Nb1-c3", "Ng8-f6", "Pd2-d3"});
  doc.goTo(s.b[0]);
  s.c = play(doc, {"Nb8-c6", "Ng1-f3"});
  doc.undoStack()->clear();  // the set-up is not what the tests undo
  doc.goTo(doc.tree().root());
  return s;
}

const QString kSampleText =
    "1. Pe2-e3 Pe7-e6\n"
    "  (1\u2026 Pd7-d6 2. Pd2-d3 Pe7-e6)\n"
    "2. Ng1-f3\n"
    "  (2. Nb1-c3 Ng8-f6 (2\u2026 Nb8-c6 3. Ng1-f3) 3. Pd2-d3)\n"
    "2\u2026 Ng8-f6 3. Pd2-d3 Pd7-d6 4. Nb1-c3 Nb8-c6";

// A knight shuffle whose positions repeat every four plies, so any number of
// turns (and a legal alternative at every ply) costs no move generation.
struct Shuffle {
  sc::Turn main[4], alt[4];
  std::string mainText[4], altText[4];
  explicit Shuffle(const sc::Position &start) {
    const char *mainTokens[4] = {"Nb1-a3", "Nb8-a6", "Na3-b1", "Na6-b8"};
    const char *altTokens[4] = {"Nb1-c3", "Nb8-c6", "Na3-c4", "Na6-c5"};
    sc::Position pos = start;
    for (int i = 0; i < 4; ++i) {
      main[i] = turnOf(pos, mainTokens[i]);
      alt[i] = turnOf(pos, altTokens[i]);
      mainText[i] = mainTokens[i];
      altText[i] = altTokens[i];
      pos.make(main[i]);
    }
  }
};

}  // namespace

class TestNavigator : public QObject {
  Q_OBJECT

 public:
  TestNavigator() : m_variant(sc::Registry::instance().defaultVariant()) {}

 private:
  sc::VariantPtr m_variant;

  // The menu of either view, as its context menu shows it.
  static std::unique_ptr<QMenu> menuOf(const QString &view, NotationView &notation,
                                       MoveTreeView &tree, sc::NodeId node) {
    return std::unique_ptr<QMenu>(view == "notation" ? notation.createContextMenu(node)
                                                     : tree.createContextMenu(node));
  }
  static QAction *actionOf(QMenu *menu, const char *name) {
    QAction *a = menu->findChild<QAction *>(name);
    if (!a) qFatal("no action %s", name);
    return a;
  }
  static void addViewRows() {
    QTest::addColumn<QString>("view");
    QTest::newRow("notation") << "notation";
    QTest::newRow("tree") << "tree";
  }

 private slots:
  void glyphTable() {
    const QList<QPair<int, QString>> expected = {
        {1, "!"},       {2, "?"},       {3, "!!"},       {4, "??"},      {5, "!?"},
        {6, "?!"},      {10, "="},      {13, "\u221E"},  {14, "\u2A72"}, {15, "\u2A71"},
        {16, "\u00B1"}, {17, "\u2213"}, {18, "+\u2212"}, {19, "\u2212+"}};
    for (const auto &[nag, symbol] : expected) {
      QCOMPARE(Glyphs::symbol(nag), symbol);
      QCOMPARE(Glyphs::nagForSymbol(symbol), nag);
      QVERIFY(!Glyphs::name(nag).isEmpty());
    }
    QCOMPARE(Glyphs::group(Glyphs::Group::Move).size(), 6);
    QCOMPARE(Glyphs::group(Glyphs::Group::Position).size(), 8);
    QCOMPARE(Glyphs::symbol(250), QString("$250"));
    QCOMPARE(Glyphs::nagForSymbol("+="), 14);  // the ASCII spelling reads too
    // One move glyph and one position glyph at most; other NAGs stay.
    QCOMPARE(Glyphs::toggled({}, 1), std::vector<int>({1}));
    QCOMPARE(Glyphs::toggled({1}, 1), std::vector<int>());
    QCOMPARE(Glyphs::toggled({1, 16}, 4), std::vector<int>({4, 16}));
    QCOMPARE(Glyphs::toggled({146, 16}, 5), std::vector<int>({5, 16, 146}));
    QCOMPARE(Glyphs::toggled({5, 16}, 19), std::vector<int>({5, 19}));
  }

  void notationTextOfNestedVariations() {
    GameDocument doc(m_variant);
    NotationView view(&doc);
    buildSample(doc);
    QCOMPARE(view.plainText(), kSampleText);
  }

  // The game's result ends the text, as ChessX and Scid print it: a new
  // Result tag shows at once, "*" shows nothing, and a click on the result
  // goes to the end of the main line.
  void resultEndsTheText() {
    GameDocument doc(m_variant);
    NotationView view(&doc);
    view.resize(480, 360);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const Sample s = buildSample(doc);
    QCOMPARE(view.plainText(), kSampleText);
    QVERIFY(view.resultRect().isEmpty());
    doc.setTag("Result", "1-0");
    QTRY_COMPARE(view.plainText(), kSampleText + " 1-0");
    doc.setTag("Result", "1/2-1/2");
    QTRY_COMPARE(view.plainText(), kSampleText + QString::fromUtf8(" \u00bd-\u00bd"));
    doc.goTo(s.a[0]);
    const QRect r = view.resultRect();
    QVERIFY(!r.isEmpty());
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, r.center());
    QCOMPARE(doc.currentNode(), doc.tree().mainLine().back());
    doc.setTag("Result", "*");
    QTRY_COMPARE(view.plainText(), kSampleText);
  }

  void clocksBesideTurns() {
    // A played game's [%clk] reads as a time beside the turn (Lichess's move
    // list), not as a comment; its tooltip says whose clock it is.
    GameDocument doc(m_variant);
    NotationView view(&doc);
    view.resize(480, 360);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const Sample s = buildSample(doc);
    QVERIFY(view.clockRect(s.m[0]).isEmpty());
    sc::Annotation a;
    a.commentAfter = "A quiet start.";
    a.nags = {5};
    a.clock = "0:04:58";
    doc.setAnnotation(s.m[0], a);
    sc::Annotation b;
    b.elapsed = "0:00:07.5";
    doc.setAnnotation(s.m[1], b);
    QVERIFY2(view.plainText().startsWith("1. Pe2-e3!? 4:58 A quiet start. 1\u2026 Pe7-e6 0:07.5"),
             qPrintable(view.plainText()));
    const QRect clock = view.clockRect(s.m[0]);
    QVERIFY(!clock.isEmpty());
    QVERIFY(clock.left() > view.turnRect(s.m[0]).right());
    QHelpEvent help(QEvent::ToolTip, clock.center(), view.viewport()->mapToGlobal(clock.center()));
    QApplication::sendEvent(view.viewport(), &help);
    QCOMPARE(QToolTip::text(), QStringLiteral("White's clock after this turn: 4:58"));
    const QRect spent = view.clockRect(s.m[1]);
    QHelpEvent help2(QEvent::ToolTip, spent.center(), view.viewport()->mapToGlobal(spent.center()));
    QApplication::sendEvent(view.viewport(), &help2);
    QCOMPARE(QToolTip::text(), QStringLiteral("Time spent on this turn: 0:07.5"));
    // Lichess writes the clock alone: the time spent is what it lost since
    // the mover's turn before (MoveTimes).
    sc::Annotation c;
    c.clock = "0:04:50";
    doc.setAnnotation(s.m[2], c);
    const QRect later = view.clockRect(s.m[2]);
    QHelpEvent help3(QEvent::ToolTip, later.center(), view.viewport()->mapToGlobal(later.center()));
    QApplication::sendEvent(view.viewport(), &help3);
    QCOMPARE(QToolTip::text(), QStringLiteral("White's clock after this turn: 4:50\n"
                                              "Time spent on this turn: 0:08"));
    doc.goTo(s.a[0]);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, clock.center());
    QCOMPARE(doc.currentNode(), s.m[0]);
    // The tree shows it first in the comment column; undo takes it away.
    MoveTreeModel model(&doc);
    QCOMPARE(model.index(s.m[0]).siblingAtColumn(MoveTreeModel::CommentColumn).data().toString(),
             QString::fromUtf8("4:58\u2003A quiet start."));
    for (int i = 0; i < 3; ++i) doc.undoStack()->undo();
    QTRY_VERIFY(view.clockRect(s.m[0]).isEmpty());
    QCOMPARE(model.index(s.m[0]).siblingAtColumn(MoveTreeModel::CommentColumn).data().toString(),
             QString());
  }

  void commentsAndGlyphsInText() {
    GameDocument doc(m_variant);
    NotationView view(&doc);
    const Sample s = buildSample(doc);
    sc::Annotation a;
    a.commentAfter = "A quiet start.";
    a.nags = {5, 14};
    doc.setAnnotation(s.m[0], a);
    sc::Annotation b;
    b.commentBefore = "Also good:";
    doc.setAnnotation(s.a[0], b);
    QVERIFY(view.plainText().startsWith(
        "1. Pe2-e3!? \u2A72 A quiet start. 1\u2026 Pe7-e6\n  (Also good: 1\u2026 Pd7-d6 2."));
  }

  void clickGoesToTurn_data() { addViewRows(); }
  void clickGoesToTurn() {
    QFETCH(QString, view);
    GameDocument doc(m_variant);
    NotationView notation(&doc);
    MoveTreeView tree(&doc);
    notation.resize(480, 360);
    tree.resize(480, 360);
    notation.show();
    tree.show();
    QVERIFY(QTest::qWaitForWindowExposed(&tree));
    const Sample s = buildSample(doc);
    for (sc::NodeId target : {s.c[1], s.m[3], s.a[0], s.b[2], s.m[7]}) {
      QWidget *viewport = view == "notation" ? notation.viewport() : tree.viewport();
      const QRect r = view == "notation" ? notation.turnRect(target) : tree.turnRect(target);
      QVERIFY2(!r.isEmpty(), qPrintable(QString("node %1").arg(target)));
      QTest::mouseClick(viewport, Qt::LeftButton, {}, r.center());
      QCOMPARE(doc.currentNode(), target);
      QCOMPARE(sfen(doc), QString::fromStdString(sc::writeSfen(doc.tree().positionAt(target))));
      // Both views follow, whichever was clicked.
      QCOMPARE(tree.currentIndex(), tree.moveTreeModel()->index(target));
      QVERIFY(notation.viewport()->rect().contains(notation.turnRect(target)));
    }
  }

  void keysNavigate_data() { addViewRows(); }
  void keysNavigate() {
    QFETCH(QString, view);
    GameDocument doc(m_variant);
    NotationView notation(&doc);
    MoveTreeView tree(&doc);
    QWidget *w = view == "notation" ? static_cast<QWidget *>(&notation) : &tree;
    const Sample s = buildSample(doc);
    QCOMPARE(sfen(doc), QString(kStartSfen));
    QTest::keyClick(w, Qt::Key_Right);
    QCOMPARE(doc.currentNode(), s.m[0]);
    QTest::keyClick(w, Qt::Key_Right);
    QCOMPARE(doc.currentNode(), s.m[1]);
    QCOMPARE(sfen(doc), QString("rnbqkbnr/pppp1ppp/4p3/8/8/4P3/PPPP1PPP/RNBQKBNR w - 2 2"));
    // At the fork after 1. Pe2-e3, Down takes the next continuation.
    QTest::keyClick(w, Qt::Key_Down);
    QCOMPARE(doc.currentNode(), s.a[0]);
    QCOMPARE(sfen(doc), QString("rnbqkbnr/ppp1pppp/3p4/8/8/4P3/PPPP1PPP/RNBQKBNR w - 2 2"));
    QTest::keyClick(w, Qt::Key_Down);  // the last one: stays
    QCOMPARE(doc.currentNode(), s.a[0]);
    QTest::keyClick(w, Qt::Key_Right);
    QCOMPARE(doc.currentNode(), s.a[1]);
    QTest::keyClick(w, Qt::Key_Left);
    QTest::keyClick(w, Qt::Key_Up);
    QCOMPARE(doc.currentNode(), s.m[1]);
    QTest::keyClick(w, Qt::Key_End);
    QCOMPARE(doc.currentNode(), s.m[7]);
    QCOMPARE(sfen(doc), QString("r1bqkb1r/ppp2ppp/2nppn2/8/8/2NPPN2/PPP2PPP/R1BQKB1R w - 8 5"));
    QCOMPARE(tree.currentIndex(), tree.moveTreeModel()->index(s.m[7]));
    QTest::keyClick(w, Qt::Key_Home);
    QCOMPARE(doc.currentNode(), doc.tree().root());
    QCOMPARE(sfen(doc), QString(kStartSfen));
    QTest::keyClick(w, Qt::Key_Left);  // nothing before the start
    QCOMPARE(doc.currentNode(), doc.tree().root());
  }

  void newVariationShowsUp() {
    GameDocument doc(m_variant);
    NotationView notation(&doc);
    MoveTreeView tree(&doc);
    const Sample s = buildSample(doc);
    doc.goTo(s.m[0]);
    play(doc, {"Pc7-c6"});
    const sc::NodeId added = doc.currentNode();
    QCOMPARE(doc.tree().node(s.m[0]).children.size(), size_t(3));
    QVERIFY(notation.plainText().contains("  (1\u2026 Pc7-c6)\n2. Ng1-f3"));
    QCOMPARE(tree.moveTreeModel()->rowCount(tree.moveTreeModel()->index(s.m[1])), 2);
    QCOMPARE(tree.currentIndex(), tree.moveTreeModel()->index(added));
    QVERIFY(!notation.turnRect(added).isEmpty());
  }

  void treeEditsThroughMenus_data() { addViewRows(); }
  void treeEditsThroughMenus() {
    QFETCH(QString, view);
    GameDocument doc(m_variant);
    NotationView notation(&doc);
    MoveTreeView tree(&doc);
    QAbstractItemModelTester tester(tree.moveTreeModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Sample s = buildSample(doc);
    const sc::GameTree &t = doc.tree();
    auto children = [&t](sc::NodeId n) { return t.node(n).children; };
    using Ids = std::vector<sc::NodeId>;

    // Promote: the menu of a turn deep in variation C promotes C.
    actionOf(menuOf(view, notation, tree, s.c[1]).get(), "promoteVariation")->trigger();
    QCOMPARE(children(s.b[0]), Ids({s.c[0], s.b[1]}));
    QVERIFY(
        notation.plainText().contains("(2. Nb1-c3 Nb8-c6 (2\u2026 Ng8-f6 3. Pd2-d3) 3. Ng1-f3)"));
    doc.undoStack()->undo();
    QCOMPARE(children(s.b[0]), Ids({s.b[1], s.c[0]}));

    // Make main line: C becomes the main line, and B with it.
    actionOf(menuOf(view, notation, tree, s.c[1]).get(), "makeMainLine")->trigger();
    QCOMPARE(t.mainLine(), Ids({t.root(), s.m[0], s.m[1], s.b[0], s.c[0], s.c[1]}));
    QVERIFY(
        notation.plainText().startsWith("1. Pe2-e3 Pe7-e6\n  (1\u2026 Pd7-d6 2. Pd2-d3 Pe7-e6)\n"
                                        "2. Nb1-c3\n  (2. Ng1-f3"));
    doc.undoStack()->undo();
    QCOMPARE(notation.plainText(), kSampleText);

    // Delete variation: from any of its turns.
    actionOf(menuOf(view, notation, tree, s.b[2]).get(), "deleteVariation")->trigger();
    QCOMPARE(children(s.m[1]), Ids({s.m[2]}));
    QVERIFY(!t.valid(s.b[0]) && !t.valid(s.c[1]));
    QCOMPARE(tree.moveTreeModel()->rowCount(tree.moveTreeModel()->index(s.m[2])), 0);
    doc.undoStack()->undo();
    QCOMPARE(children(s.m[1]), Ids({s.m[2], s.b[0]}));
    QCOMPARE(notation.plainText(), kSampleText);

    // Delete from here: what follows the turn goes, the turn stays.
    actionOf(menuOf(view, notation, tree, s.m[4]).get(), "deleteFromHere")->trigger();
    QVERIFY(children(s.m[4]).empty());
    QVERIFY(notation.plainText().endsWith("2\u2026 Ng8-f6 3. Pd2-d3"));
    QCOMPARE(tree.moveTreeModel()->rowCount(), 5);
    doc.undoStack()->undo();
    QCOMPARE(notation.plainText(), kSampleText);
    QCOMPARE(tree.moveTreeModel()->rowCount(), 8);

    // On the main line there is no variation to promote or delete.
    auto menu = menuOf(view, notation, tree, s.m[2]);
    QVERIFY(!actionOf(menu.get(), "promoteVariation")->isEnabled());
    QVERIFY(!actionOf(menu.get(), "deleteVariation")->isEnabled());
    QVERIFY(!actionOf(menuOf(view, notation, tree, s.m[7]).get(), "deleteFromHere")->isEnabled());
  }

  // Copy line as PGN, from either view: the line through the clicked turn
  // alone, variations of variations included, to the clipboard.
  void copyLineThroughMenus_data() { addViewRows(); }
  void copyLineThroughMenus() {
    QFETCH(QString, view);
    GameDocument doc(m_variant);
    const Sample s = buildSample(doc);
    NotationView notation(&doc);
    MoveTreeView tree(&doc);
    QGuiApplication::clipboard()->clear();
    actionOf(menuOf(view, notation, tree, s.c[0]).get(), "copyLine")->trigger();
    QString text = QGuiApplication::clipboard()->text();
    QVERIFY2(text.contains(QStringLiteral("1. Pe2-e3 Pe7-e6 2. Nb1-c3 Nb8-c6 3. Ng1-f3 *")),
             qPrintable(text));
    QVERIFY2(!text.contains(u'('), qPrintable(text));
    actionOf(menuOf(view, notation, tree, s.m[5]).get(), "copyLine")->trigger();
    text = QGuiApplication::clipboard()->text();
    QVERIFY2(text.contains(QStringLiteral("2. Ng1-f3 Ng8-f6 3. Pd2-d3 Pd7-d6 4. Nb1-c3 Nb8-c6 *")),
             qPrintable(text));
    QVERIFY2(!text.contains(u'('), qPrintable(text));
    QCOMPARE(notation.plainText(), kSampleText);  // the game itself is untouched
  }

  // "Diagram after this turn": ChessBase's [#] at the end of the comment
  // after, for the exported web page; off takes it out and the comment reads
  // as before; each toggle is one undo step. The start has its own.
  void diagramMarkThroughMenus_data() { addViewRows(); }
  void diagramMarkThroughMenus() {
    QFETCH(QString, view);
    GameDocument doc(m_variant);
    NotationView notation(&doc);
    MoveTreeView tree(&doc);
    const Sample s = buildSample(doc);
    sc::Annotation note = doc.tree().node(s.m[2]).annotation;
    note.commentAfter = "The knight is out.";
    doc.setAnnotation(s.m[2], note);
    auto comment = [&doc](sc::NodeId node) {
      return doc.tree().node(node).annotation.commentAfter;
    };
    const auto menu = menuOf(view, notation, tree, s.m[2]);
    QAction *mark = actionOf(menu.get(), "diagramMark");
    QVERIFY(mark->isCheckable() && !mark->isChecked());
    QCOMPARE(mark->text(), QStringLiteral("Diagram after this turn"));
    mark->trigger();
    QCOMPARE(comment(s.m[2]), std::string("The knight is out. [#]"));
    QVERIFY(actionOf(menuOf(view, notation, tree, s.m[2]).get(), "diagramMark")->isChecked());
    const int steps = doc.undoStack()->count();
    actionOf(menuOf(view, notation, tree, s.m[2]).get(), "diagramMark")->trigger();
    QCOMPARE(comment(s.m[2]), std::string("The knight is out."));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    doc.undoStack()->undo();
    QCOMPARE(comment(s.m[2]), std::string("The knight is out. [#]"));

    // A turn without a comment gets the mark alone; the start's menu offers its own.
    actionOf(menuOf(view, notation, tree, s.b[1]).get(), "diagramMark")->trigger();
    QCOMPARE(comment(s.b[1]), std::string("[#]"));
    MoveMenu start(&doc, doc.tree().root());
    QCOMPARE(start.action(QStringLiteral("diagramMark"))->text(),
             QStringLiteral("Diagram of the start position"));
    start.action(QStringLiteral("diagramMark"))->trigger();
    QCOMPARE(comment(doc.tree().root()), std::string("[#]"));
  }

  // The mark reads as a small board in the text (ChessBase's diagram sign),
  // not as "[#]": a token of its own even stuck to a word, with a tooltip
  // naming the position, and a click goes there (a mark before a turn: the
  // position it is played from). Copying the text keeps the mark.
  void diagramMarkDrawnAsBoard() {
    GameDocument doc(m_variant);
    NotationView view(&doc);
    view.resize(640, 360);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const Sample s = buildSample(doc);
    sc::Annotation after;
    after.commentAfter = "See the board.[#]";
    doc.setAnnotation(s.m[2], after);
    sc::Annotation before;
    before.commentBefore = "[#] Now";
    doc.setAnnotation(s.m[4], before);
    QVERIFY2(view.plainText().contains(QStringLiteral("2. Ng1-f3 See the board.[#]\n")),
             qPrintable(view.plainText()));
    QVERIFY2(view.plainText().contains(QStringLiteral("Ng8-f6 [#] Now 3. Pd2-d3")),
             qPrintable(view.plainText()));

    // A square the height of a capital, drawn as a board: the top left
    // quarter filled, the top right empty.
    const QRect mark = view.markRect(s.m[2]);
    QVERIFY(!mark.isEmpty());
    QVERIFY2(mark.width() >= 6 && mark.width() < view.fontMetrics().horizontalAdvance("[#]"),
             qPrintable(QString::number(mark.width())));
    const QImage image = view.viewport()->grab().toImage();
    const QPoint centre = mark.center();
    const int quarter = mark.width() / 4;
    const QColor filled = image.pixelColor(centre + QPoint(-quarter, -quarter));
    const QColor empty = image.pixelColor(centre + QPoint(quarter, -quarter));
    QCOMPARE(empty, view.palette().color(QPalette::Base));
    QVERIFY2(filled.lightness() < empty.lightness() - 60, qPrintable(filled.name()));

    QHelpEvent help(QEvent::ToolTip, centre, view.viewport()->mapToGlobal(centre));
    QApplication::sendEvent(view.viewport(), &help);
    QCOMPARE(QToolTip::text(),
             QStringLiteral("A diagram of the position after 2. Ng1-f3\n"
                            "File \u25b8 Export Game as Web Page draws the board here."));
    QTest::mouseMove(view.viewport(), centre);
    QCOMPARE(view.viewport()->cursor().shape(), Qt::PointingHandCursor);
    doc.goTo(s.a[0]);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(doc.currentNode(), s.m[2]);

    const QPoint ahead = view.markRect(s.m[4]).center();
    QHelpEvent help2(QEvent::ToolTip, ahead, view.viewport()->mapToGlobal(ahead));
    QApplication::sendEvent(view.viewport(), &help2);
    QVERIFY2(QToolTip::text().startsWith(
                 QStringLiteral("A diagram of the position after 2\u2026 Ng8-f6\n")),
             qPrintable(QToolTip::text()));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, ahead);
    QCOMPARE(doc.currentNode(), s.m[3]);

    // An edit that takes the mark out of the comment leaves a word, not a board.
    before.commentBefore = "Now";
    doc.setAnnotation(s.m[4], before);
    QTRY_VERIFY(view.markRect(s.m[4]).isEmpty());
    QVERIFY2(view.plainText().contains(QStringLiteral("Ng8-f6 Now 3. Pd2-d3")),
             qPrintable(view.plainText()));
    QVERIFY(!view.markRect(s.m[2]).isEmpty());
    // The tree's comment column shows the mark as the same small board.
    MoveTreeModel model(&doc);
    QCOMPARE(model.index(s.m[2]).siblingAtColumn(MoveTreeModel::CommentColumn).data().toString(),
             QStringLiteral("See the board.\u259a"));
  }

  void commentsThroughMenus_data() { addViewRows(); }
  void commentsThroughMenus() {
    QFETCH(QString, view);
    GameDocument doc(m_variant);
    NotationView notation(&doc);
    MoveTreeView tree(&doc);
    const Sample s = buildSample(doc);
    QWidget *owner = view == "notation" ? static_cast<QWidget *>(&notation) : &tree;
    auto edit = [&](sc::NodeId node, const char *action, const QString &text) {
      actionOf(menuOf(view, notation, tree, node).get(), action)->trigger();
      auto *editor = owner->findChild<AnnotationEditor *>();
      QVERIFY(editor);
      QVERIFY(editor->isVisible());
      editor->setText(text);
      editor->accept();
      QTRY_VERIFY(!owner->findChild<AnnotationEditor *>());  // deleted on close
    };
    edit(s.m[2], "commentAfter", "Develops the knight.");
    edit(s.m[2], "commentBefore", "The main move:");
    QCOMPARE(doc.tree().node(s.m[2]).annotation.commentAfter, std::string("Develops the knight."));
    QVERIFY(notation.plainText().contains(
        "\nThe main move: 2. Ng1-f3 Develops the knight.\n  (2. Nb1-c3"));
    const QModelIndex row = tree.moveTreeModel()->index(s.m[2]);
    QCOMPARE(row.siblingAtColumn(MoveTreeModel::CommentColumn).data().toString(),
             QString("Develops the knight."));
    QVERIFY(row.data(Qt::ToolTipRole).toString().contains("The main move:"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(notation.plainText(), kSampleText);
    QCOMPARE(row.siblingAtColumn(MoveTreeModel::CommentColumn).data().toString(), QString());
  }

  void glyphsThroughMenus_data() { addViewRows(); }
  void glyphsThroughMenus() {
    QFETCH(QString, view);
    GameDocument doc(m_variant);
    NotationView notation(&doc);
    MoveTreeView tree(&doc);
    const Sample s = buildSample(doc);
    const QModelIndex glyphs =
        tree.moveTreeModel()->index(s.m[0]).siblingAtColumn(MoveTreeModel::GlyphsColumn);
    auto toggle = [&](const char *name) {
      actionOf(menuOf(view, notation, tree, s.m[0]).get(), name)->trigger();
    };
    toggle("glyph1");
    QVERIFY(notation.plainText().startsWith("1. Pe2-e3! Pe7-e6"));
    QCOMPARE(glyphs.data().toString(), QString("!"));
    toggle("glyph4");  // replaces "!": one move glyph at a time
    toggle("glyph16");
    QCOMPARE(doc.tree().node(s.m[0]).annotation.nags, std::vector<int>({4, 16}));
    QVERIFY(notation.plainText().startsWith("1. Pe2-e3?? \u00B1 Pe7-e6"));
    QCOMPARE(glyphs.data().toString(), QString("?? \u00B1"));
    auto menu = menuOf(view, notation, tree, s.m[0]);
    QVERIFY(actionOf(menu.get(), "glyph4")->isChecked());
    QVERIFY(actionOf(menu.get(), "glyph16")->isChecked());
    QVERIFY(!actionOf(menu.get(), "glyph1")->isChecked());
    toggle("glyph16");  // a checked glyph toggles off
    QCOMPARE(doc.tree().node(s.m[0]).annotation.nags, std::vector<int>({4}));
    toggle("clearGlyphs");
    QVERIFY(doc.tree().node(s.m[0]).annotation.nags.empty());
    while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
    QCOMPARE(notation.plainText(), kSampleText);
    QCOMPARE(glyphs.data().toString(), QString());
  }

  void foldNotation() {
    GameDocument doc(m_variant);
    NotationView view(&doc);
    view.resize(600, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const Sample s = buildSample(doc);
    doc.goTo(s.b[2]);
    actionOf(view.createContextMenu(s.c[0]), "collapseVariation")->trigger();
    QVERIFY(view.isFolded(s.c[0]));
    QVERIFY(view.plainText().contains("(2. Nb1-c3 Ng8-f6 (2\u2026 Nb8-c6 \u2026) 3. Pd2-d3)"));
    QVERIFY(view.turnRect(s.c[1]).isEmpty());
    // Folding the variation that holds the current turn steps back to its head.
    actionOf(view.createContextMenu(s.b[2]), "collapseVariation")->trigger();
    QCOMPARE(doc.currentNode(), s.b[0]);
    QVERIFY(view.plainText().contains("\n  (2. Nb1-c3 \u2026)\n2\u2026 Ng8-f6"));
    // A click on the fold opens it (the inner fold stays).
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.foldRect(s.b[0]).center());
    QVERIFY(!view.isFolded(s.b[0]));
    QVERIFY(view.isFolded(s.c[0]));
    // Going to a folded-away turn unfolds what hides it.
    doc.goTo(s.c[1]);
    QVERIFY(!view.isFolded(s.c[0]));
    QCOMPARE(view.plainText(), kSampleText);
    view.collapseAll();
    QVERIFY(view.plainText().contains("(1\u2026 Pd7-d6 \u2026)"));
    QVERIFY(view.plainText().contains("(2. Nb1-c3 Ng8-f6"));  // holds the current turn: open
    actionOf(view.createContextMenu(s.m[0]), "expandAll")->trigger();
    QCOMPARE(view.plainText(), kSampleText);
  }

  void foldTree() {
    GameDocument doc(m_variant);
    MoveTreeView view(&doc);
    const Sample s = buildSample(doc);
    MoveTreeModel *model = view.moveTreeModel();
    QVERIFY(view.isExpanded(model->index(s.b[0])));
    actionOf(view.createContextMenu(s.c[1]), "collapseVariation")->trigger();
    QVERIFY(!view.isExpanded(model->index(s.c[0])));
    QVERIFY(view.isExpanded(model->index(s.b[0])));
    actionOf(view.createContextMenu(s.m[0]), "collapseAll")->trigger();
    QVERIFY(!view.isExpanded(model->index(s.m[1])));
    actionOf(view.createContextMenu(s.m[0]), "expandAll")->trigger();
    QVERIFY(view.isExpanded(model->index(s.m[1])));
    QVERIFY(view.isExpanded(model->index(s.c[0])));
    // Going to a turn inside a collapsed variation opens the way to it.
    view.collapseAll();
    doc.goTo(s.c[1]);
    QVERIFY(view.isExpanded(model->index(s.c[0])));
    QCOMPARE(view.currentIndex(), model->index(s.c[1]));
  }

  // A nest of variations 10,000 deep: at every level the line goes on in the
  // variation, "1. Nb1-c3 (1. Nb1-a3 Nb8-c6 (1… Nb8-a6 2. Na3-c4 (…".
  void deepNestRenders() {
    // NAV_NEST_DEPTH=100000 tries the depth a file may bring.
    const int depth = qEnvironmentVariableIntValue("NAV_NEST_DEPTH") > 0
                          ? qEnvironmentVariableIntValue("NAV_NEST_DEPTH")
                          : 10000;
    auto tree = std::make_unique<sc::GameTree>(*sc::readSfen(m_variant, kStartSfen));
    const Shuffle sh(tree->start());
    sc::NodeId at = tree->root();
    for (int i = 0; i < depth; ++i) {
      tree->addChild(at, sh.alt[i % 4], sh.altText[i % 4]);
      at = tree->addChild(at, sh.main[i % 4], sh.mainText[i % 4]);
    }
    const sc::NodeId deepest = at;
    GameDocument doc(m_variant);
    NotationView notation(&doc);
    MoveTreeView treeView(&doc);
    notation.resize(500, 400);
    treeView.resize(500, 400);
    QElapsedTimer timer;
    timer.start();
    doc.loadTree(std::move(tree));
    const QString text = notation.plainText();
    qInfo("10,000-deep nest: loaded and built in %lld ms", timer.elapsed());
    QVERIFY(
        text.startsWith("1. Nb1-c3\n  (1. Nb1-a3 Nb8-c6 (1\u2026 Nb8-a6 2. Na3-c4 (2. Na3-b1 "
                        "Na6-c5 (2\u2026 Na6-b8 3. Nb1-c3 (3. Nb1-a3"));
    QCOMPARE(text.count('('), depth);
    QCOMPARE(text.count(')'), depth);
    QVERIFY(!notation.grab().isNull());
    QVERIFY(!treeView.grab().isNull());
    doc.goTo(deepest);
    QVERIFY(notation.viewport()->rect().contains(notation.turnRect(deepest)));
    QVERIFY(!notation.grab().isNull());
    QVERIFY(!treeView.grab().isNull());
    actionOf(treeView.createContextMenu(deepest), "expandAll")->trigger();
    QVERIFY(!treeView.grab().isNull());
    treeView.setCurrentIndex(treeView.moveTreeModel()->index(doc.tree().node(deepest).parent));
    QTest::keyClick(&treeView, Qt::Key_Asterisk);
    QVERIFY(!treeView.grab().isNull());
    QTest::keyClick(&notation, Qt::Key_Home);
    QTest::keyClick(&treeView, Qt::Key_End);
    QCOMPARE(doc.currentNode(), doc.tree().mainLine().back());
  }

  // With NAV_SCREENSHOT_DIR set, saves both views of an annotated game to
  // navigator.png there, to look at as a user would.
  void screenshot() {
    const QString dir = qEnvironmentVariable("NAV_SCREENSHOT_DIR");
    if (dir.isEmpty()) QSKIP("set NAV_SCREENSHOT_DIR to write the screenshot");
    GameDocument doc(m_variant);
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    auto *tree = new MoveTreeView(&doc, &window);
    auto *notation = new NotationView(&doc, &window);
    layout->addWidget(tree, 1);
    layout->addWidget(notation, 1);
    window.resize(940, 380);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Sample s = buildSample(doc);
    auto annotate = [&doc](sc::NodeId n, const char *before, const char *after,
                           std::vector<int> nags) {
      sc::Annotation a = doc.tree().node(n).annotation;
      a.commentBefore = before;
      a.commentAfter = after;
      a.nags = std::move(nags);
      doc.setAnnotation(n, a);
    };
    annotate(s.m[0], "", "The quiet opening: the pawn frees the bishop and the queen.", {1});
    annotate(s.a[0], "Also playable:", "", {5});
    annotate(s.b[0], "", "Keeps the knight pair flexible.", {14});
    annotate(s.c[0], "", "", {6});
    annotate(s.m[5], "", "Both sides have developed; the game is level.", {10});
    annotate(s.m[6], "", "", {2, 17});
    doc.goTo(s.b[1]);
    QCoreApplication::processEvents();
    QVERIFY(window.grab().save(dir + "/navigator.png"));
    doc.goTo(s.m[3]);
    notation->collapseAll();
    tree->collapseAll();
    QCoreApplication::processEvents();
    QVERIFY(window.grab().save(dir + "/navigator-folded.png"));
    // And in a dark theme: the colours must hold up there too.
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x55));
    dark.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    dark.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb3));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    window.setPalette(dark);
    notation->expandAll();
    tree->expandAllVariations();
    doc.goTo(s.c[1]);
    QCoreApplication::processEvents();
    QVERIFY(window.grab().save(dir + "/navigator-dark.png"));
  }

  // Timing for a 100,000-turn game with a variation every ten turns: open,
  // one step, one repaint. The bar: no step the user waits on.
  void bigGameTiming() {
    const int plies = 100000;
    auto tree = std::make_unique<sc::GameTree>(*sc::readSfen(m_variant, kStartSfen));
    const Shuffle sh(tree->start());
    sc::NodeId at = tree->root();
    for (int i = 0; i < plies; ++i) {
      const sc::NodeId next = tree->addChild(at, sh.main[i % 4], sh.mainText[i % 4]);
      if (i % 10 == 0) tree->addChild(at, sh.alt[i % 4], sh.altText[i % 4]);
      at = next;
      if (i % 10 == 0) tree->annotation(at).commentAfter = "A comment of a few words.";
    }
    GameDocument doc(m_variant);
    NotationView notation(&doc);
    MoveTreeView treeView(&doc);
    notation.resize(500, 600);
    treeView.resize(500, 600);
    notation.show();
    treeView.show();
    QVERIFY(QTest::qWaitForWindowExposed(&treeView));
    QElapsedTimer timer;
    timer.start();
    doc.loadTree(std::move(tree));
    const qint64 load = timer.restart();
    notation.repaint();
    const qint64 notationOpen = timer.restart();
    treeView.repaint();
    const qint64 treeOpen = timer.restart();
    doc.goTo(doc.tree().mainLine()[plies / 2]);
    notation.repaint();
    treeView.repaint();
    const qint64 jump = timer.restart();
    QTest::keyClick(&notation, Qt::Key_Right);
    notation.repaint();
    treeView.repaint();
    const qint64 step = timer.restart();
    sc::Annotation a = doc.tree().node(doc.currentNode()).annotation;
    a.nags = {1};
    doc.setAnnotation(doc.currentNode(), a);
    notation.repaint();
    const qint64 edit = timer.restart();
    qInfo(
        "100,000 turns: loadTree with the model reset %lld ms; first paint: notation (build, "
        "layout) %lld ms, tree %lld ms; jump to the middle %lld ms; one step %lld ms; glyph "
        "edit in the notation %lld ms",
        load, notationOpen, treeOpen, jump, step, edit);
    QCOMPARE(doc.currentNode(), doc.tree().mainLine()[plies / 2 + 1]);
    QVERIFY(notation.viewport()->rect().contains(notation.turnRect(doc.currentNode())));
  }
};

QTEST_MAIN(TestNavigator)
#include "tst_navigator.moc"
