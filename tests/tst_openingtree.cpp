// The Opening Tree (docs/collections.md "Opening tree"): the turns a list's
// games played from a position, counted once per game, transpositions
// included, with their results; it follows the list's changes, walks only
// while active, and a click in its view plays the turn.
#include <QAbstractItemModelTester>
#include <QTableView>
#include <QtTest>

#include "gamedocument.h"
#include "gamelist.h"
#include "notation.h"
#include "openingtree.h"
#include "openingtreeview.h"
#include "pgn.h"
#include "registry.h"
#include "sfen.h"
#include "workspace.h"

namespace {

sc::VariantPtr chess() {
  std::string error;
  return sc::Registry::instance().load("chess", {}, error);
}

const char *const kGames =
    "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n"
    "[Result \"0-1\"]\n\n1. e4 c5 0-1\n\n"
    "[Result \"1/2-1/2\"]\n\n1. d4 d5 2. Nf3 e6 1/2-1/2\n\n"
    "[Result \"*\"]\n\n1. e4 e5 2. Bc4 *\n\n"
    "[Result \"1-0\"]\n\n1. Nf3 d5 2. d4 Nf6 3. Ng1 Ng8 4. Nf3 Nf6 5. Nc3 1-0\n";

sc::Position start() { return *sc::readSfen(chess(), chess()->rules().startSfen); }

sc::Position after(const QStringList &turns) {
  sc::Position pos = start();
  for (const QString &t : turns) pos.make(*sc::parseTurn(pos, t.toStdString()));
  return pos;
}

QStringList rows(const OpeningTree &tree) {
  QStringList out;
  for (int r = 0; r < tree.rowCount(); ++r)
    out << tree.index(r, OpeningTree::TurnColumn).data().toString() + QLatin1Char(' ') +
               tree.index(r, OpeningTree::GamesColumn).data().toString();
  return out;
}

}  // namespace

class TestOpeningTree : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    // The English plural forms, as the workbench loads them.
    QVERIFY(m_english.load(QStringLiteral(":/i18n/shooters_en.qm")));
    QCoreApplication::installTranslator(&m_english);
  }

  void turnsFromAPosition() {
    GameList list;
    list.setFile(QStringLiteral("games.pgn"), sc::readPgn(chess(), kGames));
    QCOMPARE(list.gameCount(), 5);
    QCOMPARE(list.plies(4), 9);  // every game read whole
    OpeningTree tree;
    QAbstractItemModelTester tester(&tree);
    tree.setList(&list);
    tree.setPosition(after({}));
    QVERIFY(!tree.isWalking());  // inactive: nothing is read
    QCOMPARE(tree.gamesWalked(), 0);
    tree.setActive(true);
    QVERIFY(tree.isWalking());
    tree.finish();
    QCOMPARE(tree.gamesWalked(), 5);
    QCOMPARE(tree.gamesReaching(), 5);
    QCOMPARE(rows(tree), (QStringList{"e4 3 (60%)", "d4 1 (20%)", "Nf3 1 (20%)"}));
    // e4: one win for each side and one game still going.
    const QModelIndex results = tree.index(0, OpeningTree::ResultsColumn);
    QCOMPARE(results.data().toString(), QStringLiteral("50% / 0% / 50%"));
    QCOMPARE(results.data(Qt::ToolTipRole).toString(),
             QStringLiteral("White won 1, drawn 0, Black won 1, unknown 1"));
    QCOMPARE(results.data(OpeningTree::SharesRole).value<QList<qreal>>(),
             (QList<qreal>{0.5, 0.0, 0.5}));
    // The row's turn reads in the position.
    QVERIFY(tree.turn(0));
    sc::Position initial = after({});
    QCOMPARE(*tree.turn(0), *sc::parseTurn(initial, "e4"));
    QVERIFY(!tree.turn(7));

    // Equal counts in the turns' order; a game ending here counts, with no row.
    tree.setPosition(after({"e4", "e5"}));
    QCOMPARE(tree.gamesReaching(), 2);
    QCOMPARE(rows(tree), (QStringList{"Bc4 1 (50%)", "Nf3 1 (50%)"}));
    tree.setPosition(after({"e4", "c5"}));
    QCOMPARE(tree.gamesReaching(), 1);
    QCOMPARE(tree.rowCount(), 0);
    // Transpositions: 1. d4 d5 2. Nf3 and 1. Nf3 d5 2. d4 meet.
    tree.setPosition(after({"d4", "d5", "Nf3"}));
    QCOMPARE(rows(tree), (QStringList{"e6 1 (50%)", "Nf6 1 (50%)"}));
    // A game that comes back to a position counts there once.
    tree.setPosition(after({"Nf3", "d5", "d4", "Nf6"}));
    QCOMPARE(tree.gamesReaching(), 1);
    QCOMPARE(rows(tree), (QStringList{"Ng1 1 (100%)"}));

    // The list's changes: a game added, a game removed.
    tree.setPosition(after({"e4", "e5"}));
    sc::GameTree extra(start());
    sc::Position pos = extra.start();
    sc::NodeId at = extra.root();
    for (const char *t : {"e4", "e5", "Nf3"}) {
      const sc::Turn turn = *sc::parseTurn(pos, t);
      at = extra.addChild(at, turn, sc::formatTurnWithSuffix(pos, turn));
      pos.make(turn);
    }
    list.appendTree(extra);
    tree.finish();
    QCOMPARE(rows(tree), (QStringList{"Nf3 2 (67%)", "Bc4 1 (33%)"}));
    list.removeGame(0);
    // The games after it are renumbered, not changed: nothing is walked again.
    QCOMPARE(tree.gamesWalked(), tree.gameCount());
    QVERIFY(!tree.isWalking());
    QCOMPARE(rows(tree), (QStringList{"Bc4 1 (50%)", "Nf3 1 (50%)"}));
    tree.setActive(false);
    list.removeGame(0);
    QVERIFY(!tree.isWalking());
  }

  // The game on the board counts as it is shown: a main line made of a new
  // turn, a result set, an undo, each shows at once, before the list
  // holds the edit; another game opened, the stored edit stays counted.
  void shownGameCountsWithItsEdits() {
    QTemporaryDir dir;
    Workspace workspace(chess(), dir.path());
    GameList list;
    list.setFile(QStringLiteral("games.pgn"), sc::readPgn(chess(), kGames));
    QVERIFY(workspace.adopt(list, QString()));
    QCOMPARE(workspace.currentGame(), 0);
    OpeningTree tree;
    QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::Fatal);
    tree.setWorkspace(&workspace);
    tree.setActive(true);
    tree.setPosition(start());
    tree.finish();
    QCOMPARE(rows(tree), (QStringList{"e4 3 (60%)", "d4 1 (20%)", "Nf3 1 (20%)"}));

    GameDocument *doc = workspace.document();
    doc->goTo(doc->tree().root());
    sc::Position pos = start();
    doc->playTurn(*sc::parseTurn(pos, "d4"));
    tree.finish();  // a variation: the main line is unchanged
    QCOMPARE(rows(tree), (QStringList{"e4 3 (60%)", "d4 1 (20%)", "Nf3 1 (20%)"}));
    doc->makeMainLine(doc->currentNode());
    tree.finish();
    QCOMPARE(rows(tree), (QStringList{"d4 2 (40%)", "e4 2 (40%)", "Nf3 1 (20%)"}));
    doc->setTag(QStringLiteral("Result"), QStringLiteral("0-1"));
    tree.finish();
    QCOMPARE(tree.index(0, OpeningTree::ResultsColumn).data().toString(),
             QStringLiteral("0% / 50% / 50%"));
    doc->undoStack()->undo();  // the result
    doc->undoStack()->undo();  // the main line
    tree.finish();
    QCOMPARE(rows(tree), (QStringList{"e4 3 (60%)", "d4 1 (20%)", "Nf3 1 (20%)"}));
    doc->undoStack()->redo();
    QVERIFY(workspace.openGame(1));  // the edit is stored in the list
    tree.finish();
    QCOMPARE(rows(tree), (QStringList{"d4 2 (40%)", "e4 2 (40%)", "Nf3 1 (20%)"}));
  }

  void clickPlaysTheTurn() {
    GameList list;
    list.setFile(QStringLiteral("games.pgn"), sc::readPgn(chess(), kGames));
    GameDocument doc(chess());
    OpeningTree tree;
    tree.setList(&list);
    OpeningTreeView view(&doc, &tree);
    view.resize(360, 300);
    view.show();  // shown: the tree walks
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(!tree.isWalking());
    QCOMPARE(view.statusText(), QStringLiteral("5 games reach this position"));
    QTableView *table = view.table();
    const QRect e4 = table->visualRect(tree.index(0, OpeningTree::TurnColumn));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, e4.center());
    QCOMPARE(doc.tree().node(doc.currentNode()).notation, std::string("e4"));
    // The tree follows the board.
    QCOMPARE(rows(tree), (QStringList{"e5 2 (67%)", "c5 1 (33%)"}));
    QCOMPARE(view.statusText(), QStringLiteral("3 games reach this position"));
    doc.goTo(doc.tree().root());
    QCOMPARE(tree.rowCount(), 3);
    view.hide();
    QVERIFY(!tree.isWalking());
  }

 private:
  QTranslator m_english;
};

QTEST_MAIN(TestOpeningTree)
#include "tst_openingtree.moc"
