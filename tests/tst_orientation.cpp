// How a game first appears (sc::startView, BoardOrientation): Lichess's
// [Orientation] tag, a set-up position seen from the side that moves first,
// a puzzle row opened after the opponent's turn and seen from the solver's
// side, and the user's own Flip Board kept for games without a side of their
// own. The window is driven as a user drives it: File > Open, the Games list,
// Flip Board, File > New Game.
#include <QDockWidget>

#include "pgn.h"
#include "puzzlecsv.h"
#include "startview.h"
#include "windowfiles.h"
#include "workspace.h"
#include "workspacetabs.h"

using namespace wbtest;

namespace {

sc::VariantPtr chess() {
  std::string error;
  return sc::Registry::instance().load("chess", {}, error);
}

sc::GameTree readOne(const std::string &text) {
  sc::PgnFile file = sc::readPgn(chess(), text);
  if (file.games.size() != 1 || !file.games[0].tree || !file.games[0].problems.empty())
    qFatal("unreadable test game: %s", text.c_str());
  return std::move(*file.games[0].tree);
}

std::string opened(const sc::GameTree &tree) {
  const sc::NodeId node = sc::startView(tree).node;
  return node == tree.root() ? "start" : tree.node(node).notation;
}

// "white", "black" or "user".
std::string side(const sc::GameTree &tree) {
  const std::optional<sc::Color> s = sc::startView(tree).side;
  return !s ? "user" : *s == sc::Color::White ? "white" : "black";
}

bool flipped(MainWindow &window) { return window.boardView()->isFlipped(); }

}  // namespace

class TestOrientation : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    isolateSettings(m_settings, QStringLiteral("tst_orientation"));
    QVERIFY(m_dir.isValid());
  }
  void init() { clearSettingsAndRecovery(); }
  void cleanup() { QTRY_VERIFY(!QApplication::activeModalWidget()); }

  void startView_data() {
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("side");
    const QString black =
        QStringLiteral("[FEN \"3r2k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1\"]\n[SetUp \"1\"]\n");
    const QString white =
        QStringLiteral("[FEN \"3r2k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"]\n[SetUp \"1\"]\n");
    QTest::newRow("from the start") << "1. e4 e5 *"
                                    << "start"
                                    << "user";
    // A repertoire chapter from Lichess: Black's side, but at the start.
    QTest::newRow("start, Orientation black") << "[Orientation \"black\"]\n\n1. e4 c5 *"
                                              << "start"
                                              << "black";
    QTest::newRow("set up, Black moves") << black + "\n1... Rxd1# *"
                                         << "start"
                                         << "black";
    QTest::newRow("set up, White moves") << white + "\n1. Rxd8# *"
                                         << "start"
                                         << "white";
    // A puzzle: the tag names the side that answers the first turn.
    QTest::newRow("puzzle for White")
        << "[Orientation \"White\"]\n" + black + "\n1... Rd2 2. Rxd2 *"
        << "Rd2"
        << "white";
    QTest::newRow("puzzle, no turn") << "[Orientation \"WHITE\"]\n" + black + "\n*"
                                     << "start"
                                     << "white";
    QTest::newRow("tag of the mover") << "[Orientation \"black\"]\n" + black + "\n1... Rd2 *"
                                      << "start"
                                      << "black";
    QTest::newRow("unknown tag value") << "[Orientation \"sideways\"]\n" + black + "\n1... Rd2 *"
                                       << "start"
                                       << "black";
    QTest::newRow("unknown value, start") << "[Orientation \"?\"]\n\n1. e4 *"
                                          << "start"
                                          << "user";
  }
  void startView() {
    QFETCH(QString, pgn);
    QFETCH(QString, node);
    QFETCH(QString, side);
    const sc::GameTree tree = readOne(pgn.toStdString());
    QCOMPARE(QString::fromStdString(opened(tree)), node);
    QCOMPARE(QString::fromStdString(::side(tree)), side);
  }

  // Each row of Lichess's table names its solver, the side that answers the
  // opponent's first turn, and the tag is written with the game.
  void puzzleRowsNameTheSolver() {
    const sc::PuzzleColumns columns = sc::PuzzleColumns::lichess();
    const std::string row =
        "0000D,5rk1/1p3ppp/pq3b2/8/8/1P1Q1N2/P4PPP/3R2K1 w - - 2 27,d3d6 f8d8 d6d8 f6d8,1426";
    sc::PgnGame game = sc::readPuzzleRow(chess(), row, 1, columns);
    QVERIFY(game.tree && game.problems.empty());
    QCOMPARE(game.tree->tags().at("Orientation"), std::string("black"));
    QCOMPARE(opened(*game.tree), std::string("Qd6"));
    QCOMPARE(side(*game.tree), std::string("black"));
    QVERIFY(sc::writePgn(*game.tree).find("[Orientation \"black\"]") != std::string::npos);
    // Without a turn there is no opponent's turn and no solver to name.
    game = sc::readPuzzleRow(chess(), "0000E,5rk1/8/8/8/8/8/8/3R2K1 w - - 0 1,,900", 1, columns);
    QVERIFY(game.tree);
    QVERIFY(!game.tree->tags().count("Orientation"));
    QCOMPARE(side(*game.tree), std::string("white"));
  }

  void boardFollowsTheGame();

 private:
  QTemporaryDir m_settings;
  QTemporaryDir m_dir;
};

// The table opens at the first puzzle's answer, seen from its solver; each
// row opened from the Games list is seen from its own solver. A flip there is
// for that game while it is shown in its tab, another tab shown between;
// the user's own side comes back with a game that has none.
void TestOrientation::boardFollowsTheGame() {
  auto window = shownWindow();
  QVERIFY(!flipped(*window));
  openThroughDialog(*window, QStringLiteral(SHOOTERS_DATA "/epd/lichess-puzzles.csv"));
  QVERIFY(!problemsBox(*window));
  GameDocument *doc = window->document();
  auto current = [doc] {
    return QString::fromStdString(doc->tree().node(doc->currentNode()).notation);
  };
  // 00008: Black's Bxg3 first, White answers.
  QCOMPARE(current(), QStringLiteral("Bxg3"));
  QCOMPARE(doc->position().sideToMove(), sc::Color::White);
  QVERIFY(!flipped(*window));
  QVERIFY(window->openGame(1));  // 0000D: White's Qd6 first
  QCOMPARE(current(), QStringLiteral("Qd6"));
  QVERIFY(flipped(*window));
  QAction *flip = window->action(QStringLiteral("flipBoard"));
  flip->trigger();
  QVERIFY(!flipped(*window));
  QVERIFY(window->openGame(1 + 1));  // 0009B: White answers
  QVERIFY(!flipped(*window));
  QVERIFY(window->openGame(1));
  QVERIFY(flipped(*window));  // its own side again: the flip was for that game
  flip->trigger();
  QVERIFY(!flipped(*window));

  // A new game is seen as the user last chose for such games: White's side.
  newGameThroughDialog(*window);
  QCOMPARE(window->workspace()->count(), 2);
  QVERIFY(!flipped(*window));
  // The puzzle's tab shown again (a click on its tab) keeps the user's flip
  // of it; the new game's tab keeps the user's side.
  auto *tabs = window->findChild<WorkspaceTabs *>(QStringLiteral("workspaceTabs"));
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(0).center());
  QCOMPARE(window->workspace()->current(), 0);
  QCOMPARE(current(), QStringLiteral("Qd6"));
  QVERIFY(!flipped(*window));
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(1).center());
  QVERIFY(!flipped(*window));
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(0).center());
  QVERIFY(!flipped(*window));
  QVERIFY(window->openGame(1 + 1));  // another game of the tab: its own side
  QVERIFY(window->openGame(1));
  QVERIFY(flipped(*window));
  QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(1).center());
  flip->trigger();
  QVERIFY(flipped(*window));
  // The user's side holds for a game from the start, and comes back after a
  // game that had its own.
  const QString games = m_dir.filePath(QStringLiteral("games.pgn"));
  QVERIFY(writeBytes(games,
                     "[Event \"one\"]\n\n1. Pe2-e3 *\n\n"
                     "[Event \"two\"]\n[Orientation \"white\"]\n\n1. Pe2-e3 *\n\n"
                     "[Event \"three\"]\n\n1. Pd2-d3 *\n"));
  openThroughDialog(*window, games);
  QCOMPARE(window->gameList()->gameCount(), 3);
  QCOMPARE(doc->currentNode(), doc->tree().root());
  QVERIFY(flipped(*window));
  QVERIFY(window->openGame(1));
  QVERIFY(!flipped(*window));
  QVERIFY(window->openGame(2));
  QVERIFY(flipped(*window));
  closeDiscarding(*window);
}

QTEST_MAIN(TestOrientation)
#include "tst_orientation.moc"
