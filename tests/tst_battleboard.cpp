// Chess-Battle on the workbench's board (issue 13): a gun's shot, a
// breakthrough with its choice of the piece removed, the bomber's leap over a
// friend, and the holes of the corners, all by mouse on the real board.
#include <QStatusBar>
#include <QTest>

#include "boardview.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "piecediagram.h"
#include "rankthreats.h"
#include "registry.h"
#include "rulespage.h"
#include "sfen.h"
#include "turninput.h"
#include "windowfiles.h"
#include "workspace.h"

using namespace wbtest;

class TestBattleBoard : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { isolateSettings(m_settings, QStringLiteral("tst_battleboard")); }
  void init() { clearSettingsAndRecovery(); }
  void b12_gunShootsByClickAndStays();
  void b17_breakthroughAsksWhichPiece();
  void b9_bomberLeapsOneFriend();
  void b1_holesAreFrameNotSquares();
  void rulesPageDrawsEachPiecesMoves();
  void inspectorSeesWhatAGunCovers();

 private:
  QTemporaryDir m_settings;
};

namespace {

// A window showing `sfen` of Chess-Battle in a tab.
std::unique_ptr<MainWindow> battle(const char *sfen) {
  auto window = shownWindow();
  std::string error;
  const sc::VariantPtr v = sc::Registry::instance().load("chess-battle", {}, error);
  if (!v) qFatal("chess-battle: %s", error.c_str());
  const auto pos = sc::readSfen(v, sfen);
  if (!pos) qFatal("bad SFEN %s", sfen);
  window->workspace()->newTab(*pos);
  return window;
}

QString cellAt(MainWindow &window, const char *square) {
  const sc::Position &pos = window.document()->position();
  const sc::Cell &c = pos.at(sq(square));
  if (c.empty()) return QStringLiteral(".");
  const char letter = pos.variant().piece(c).letter;
  return QString(QChar(c.color == sc::Color::White ? letter : char(std::tolower(letter))));
}

QString lastTurn(MainWindow &window) {
  const GameDocument *doc = window.document();
  return QString::fromStdString(doc->tree().node(doc->currentNode()).notation);
}

}  // namespace

void TestBattleBoard::b12_gunShootsByClickAndStays() {
  auto window = battle("**5h2**/**8**/4s4s2/12/12/12/12/s3G6s/12/12/**2s5**/**4H3** w 0 1");
  clickSquare(*window, "e5");
  auto *input = window->findChild<TurnInput *>();
  QVERIFY(input);
  // The targets lit are the ones B12 allows: forward, diagonally forward, horizontally.
  QList<sc::Square> targets = input->targets();
  std::sort(targets.begin(), targets.end());
  QList<sc::Square> expected{sq("a5"), sq("e10"), sq("j10")};
  std::sort(expected.begin(), expected.end());
  QCOMPARE(targets, expected);
  clickSquare(*window, "e10");
  QCOMPARE(lastTurn(*window), QStringLiteral("Ge5@e10"));
  QCOMPARE(cellAt(*window, "e10"), QStringLiteral("."));
  QCOMPARE(cellAt(*window, "e5"), QStringLiteral("G"));  // the gun stays
  closeDiscarding(*window);
}

void TestBattleBoard::b17_breakthroughAsksWhichPiece() {
  auto window = battle("**1s3h2**/**2S5**/12/12/12/12/12/12/12/2g9/**8**/**4H3** w 0 1");
  auto *input = window->findChild<TurnInput *>();
  clickSquare(*window, "e11");
  clickSquare(*window, "e12");
  // The square is chosen; the pieces that may be named are lit.
  QCOMPARE(input->stage(), TurnInput::Stage::DestinationChosen);
  QVERIFY(input->targets().contains(sq("c3")));
  QVERIFY(input->targets().contains(sq("d12")));
  QVERIFY(!input->targets().contains(sq("h12")));
  // The headquarters is refused, with the reason, and the choice stays open.
  clickSquare(*window, "h12");
  QCOMPARE(input->stage(), TurnInput::Stage::DestinationChosen);
  QVERIFY2(window->statusBar()->currentMessage().contains(QLatin1String("B17")),
           qPrintable(window->statusBar()->currentMessage()));
  QCOMPARE(window->document()->tree().nodeCount(), 1);
  clickSquare(*window, "c3");
  QCOMPARE(lastTurn(*window), QStringLiteral("Se11-e12!c3"));
  QCOMPARE(cellAt(*window, "c3"), QStringLiteral("."));
  QCOMPARE(cellAt(*window, "e11"), QStringLiteral("."));
  QCOMPARE(cellAt(*window, "e12"), QStringLiteral("."));  // B17: the soldier leaves
  QCOMPARE(cellAt(*window, "d12"), QStringLiteral("s"));
  closeDiscarding(*window);
}

void TestBattleBoard::b9_bomberLeapsOneFriend() {
  auto window = battle("**5h2**/**8**/12/12/3s8/12/12/3S8/3B8/12/**8**/**4H3** w 0 1");
  clickSquare(*window, "d4");
  auto *input = window->findChild<TurnInput *>();
  QVERIFY(input->targets().contains(sq("d8")));  // past its own soldier on d5
  QVERIFY(input->destinations().contains(sq("d7")));
  clickSquare(*window, "d8");
  QCOMPARE(cellAt(*window, "d8"), QStringLiteral("B"));
  QCOMPARE(cellAt(*window, "d5"), QStringLiteral("S"));  // leapt, not taken
  QCOMPARE(cellAt(*window, "d4"), QStringLiteral("."));
  closeDiscarding(*window);
}

void TestBattleBoard::b1_holesAreFrameNotSquares() {
  auto window = battle(
      "**gcmbhmcg**/**sssstsss**/2ssssssss2/12/12/12/12/12/12/2SSSSSSSS2/"
      "**SSSSTSSS**/**GCMBHMCG** w 0 1");
  auto *input = window->findChild<TurnInput *>();
  BoardView *board = window->boardView();
  // The board is 12 by 12; a hole has no square to click.
  QVERIFY(board->squareRect(sq("l12")).isValid());
  for (const char *hole : {"a1", "b2", "l1", "k2", "a12", "b11", "l12", "k11"}) {
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq(hole)).center());
    QCOMPARE(input->stage(), TurnInput::Stage::Idle);
  }
  // With a soldier selected, a hole beside it declares nothing.
  clickSquare(*window, "c3");
  QCOMPARE(input->stage(), TurnInput::Stage::ShooterSelected);
  QVERIFY(!input->destinations().contains(sq("b2")));
  clickSquare(*window, "b2");
  QCOMPARE(window->document()->tree().nodeCount(), 1);
  QCOMPARE(cellAt(*window, "c3"), QStringLiteral("S"));
  closeDiscarding(*window);
}

// Help > Rules draws each piece's moves with the generator itself (issue 13).
void TestBattleBoard::rulesPageDrawsEachPiecesMoves() {
  std::string error;
  const sc::VariantPtr battle = sc::Registry::instance().load("chess-battle", {}, error);
  const sc::VariantPtr chess = sc::Registry::instance().load("chess", {}, error);
  QVERIFY(battle && chess);
  auto index = [](const sc::VariantPtr &v, char letter) {
    for (int i = 0; i < int(v->rules().pieces.size()); ++i)
      if (v->rules().pieces[std::size_t(i)].letter == letter) return i;
    return -1;
  };
  // The yardstick: a chess knight on d4 has its eight squares, and takes on each.
  const PieceDiagram knight = PieceDiagram::of(chess, index(chess, 'N'));
  QCOMPARE(knight.origin, sq("d4"));
  QCOMPARE(knight.moves.size(), 8);
  QCOMPARE(knight.captures.size(), 8);
  // B14: the cavalry's 24 leaps from f6.
  const PieceDiagram cavalry = PieceDiagram::of(battle, index(battle, 'C'));
  QCOMPARE(cavalry.origin, sq("f6"));
  QCOMPARE(cavalry.moves.size(), 24);
  QVERIFY(cavalry.moves.contains(sq("i8")) && cavalry.moves.contains(sq("c4")));
  // B12 and B7: the gun steps one square, and shoots 5 squares forward, diagonally
  // forward or horizontally, never back; k11 is a hole, so the line to it stops at j10.
  const PieceDiagram gun = PieceDiagram::of(battle, index(battle, 'G'));
  QCOMPARE(gun.moves.size(), 8);
  for (const char *s : {"f11", "a6", "k6", "j10", "b10", "g7"})
    QVERIFY2(gun.captures.contains(sq(s)), s);
  for (const char *s : {"f5", "g5", "f12", "k11", "a11", "g8"})
    QVERIFY2(!gun.captures.contains(sq(s)), s);
  // The page shows a diagram beside every piece.
  const QString page = RulesPage::html(battle->rules());
  for (const sc::PieceType &p : battle->rules().pieces)
    QVERIFY(page.contains(QStringLiteral("diagram:%1").arg(QLatin1Char(p.letter))));
}

// The rank inspector's Threats column (ThreatFinder) on this board: what a
// gun covers is forward and sideways (B12), never behind it.
void TestBattleBoard::inspectorSeesWhatAGunCovers() {
  std::string error;
  const sc::VariantPtr v = sc::Registry::instance().load("chess-battle", {}, error);
  auto pos = sc::readSfen(v, "**5h2**/**8**/4s4s2/12/12/12/12/s3G6s/12/12/**2s5**/**4H3** w 0 1");
  QVERIFY(pos);
  ThreatFinder finder;
  finder.compute(*pos);
  auto attackers = [&](const char *target) {
    QList<sc::Square> out;
    for (const Threat &t : finder.threats(sq(target))) out.append(t.attacker);
    return out;
  };
  QVERIFY(attackers("e10").contains(sq("e5")));
  QVERIFY(attackers("j10").contains(sq("e5")));
  QVERIFY(attackers("a5").contains(sq("e5")));
  QVERIFY(!attackers("l5").contains(sq("e5")));  // 7 squares: out of range
  QVERIFY(!attackers("e2").contains(sq("e5")));  // behind the gun
}

QTEST_MAIN(TestBattleBoard)
#include "tst_battleboard.moc"
