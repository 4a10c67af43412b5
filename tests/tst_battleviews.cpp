// Chess-Battle in the workbench's views (issue 13), driven through the real
// widgets: a gun's or machine-gun's shot drawn along its line (preview and
// last turn), the breakthrough's preview, the declaration wizard step by step,
// the editor's holes, the exported picture, presentation mode and the rules
// page's diagrams. Ruling ids (B1, B12, ...) are in /work/shared/rules.
// BATTLE_SHOTS=<dir> saves the pictures the tests look at.
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include "boardexport.h"
#include "boardview.h"
#include "declarationwizard.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "piecediagram.h"
#include "piecepalette.h"
#include "positioneditor.h"
#include "presentationview.h"
#include "registry.h"
#include "rulespage.h"
#include "sfen.h"
#include "turninput.h"
#include "windowfiles.h"
#include "wizardview.h"
#include "workspace.h"

using namespace wbtest;
using Step = DeclarationWizard::Step;

namespace {

// A gun on e5 with soldiers on a5, e10, j10 and l5 (B12: it reaches the first three).
const char *const kGun = "**5h2**/**8**/4s4s2/12/12/12/12/s3G6s/12/12/**2s5**/**4H3** w 0 1";
// A machine-gun on e4, a soldier three squares up its diagonal on h7 (B13).
const char *const kMachineGun = "**5h2**/**8**/12/12/12/7s4/12/12/4M7/12/**8**/**4H3** w 0 1";
// A soldier on e11 before its last rank; Black has a gun on c3 and a soldier on d12 (B17).
const char *const kBreakthrough = "**1s3h2**/**2S5**/12/12/12/12/12/12/12/2g9/**8**/**4H3** w 0 1";
// The same with nothing for Black but its headquarters (B18).
const char *const kNothingToName = "**5h2**/**2S5**/12/12/12/12/12/12/12/12/**8**/**4H3** w 0 1";
// The headquarters beside a black cavalry it may take by moving (B8, B19).
const char *const kHeadquarters = "**5h2**/**8**/12/12/12/12/12/12/12/12/**3c4**/**4H3** w 0 1";

sc::VariantPtr battleVariant() {
  std::string error;
  const sc::VariantPtr v = sc::Registry::instance().load("chess-battle", {}, error);
  if (!v) qFatal("chess-battle: %s", error.c_str());
  return v;
}

sc::Position battlePosition(const char *sfen) {
  const auto pos = sc::readSfen(battleVariant(), sfen);
  if (!pos) qFatal("bad SFEN %s", sfen);
  return *pos;
}

std::unique_ptr<MainWindow> battle(const char *sfen) {
  auto window = shownWindow();
  window->workspace()->newTab(battlePosition(sfen));
  return window;
}

QString cellAt(const sc::Position &pos, const char *square) {
  const sc::Cell &c = pos.at(sq(square));
  if (c.empty()) return QStringLiteral(".");
  const char letter = pos.variant().piece(c).letter;
  return QString(QChar(c.color == sc::Color::White ? letter : char(std::tolower(letter))));
}

QString lastTurn(MainWindow &window) {
  const GameDocument *doc = window.document();
  return QString::fromStdString(doc->tree().node(doc->currentNode()).notation);
}

// Pixels of `rect` that are clearly red: shot lines and tracers. The board's
// squares are blue-grey and the pieces' artwork has no strong red.
int reddish(const QImage &image, const QRect &rect) {
  int n = 0;
  for (int y = rect.top(); y <= rect.bottom(); ++y)
    for (int x = rect.left(); x <= rect.right(); ++x) {
      const QColor c = image.pixelColor(x, y);
      n += c.red() > c.green() + 60 && c.red() > c.blue() + 60;
    }
  return n;
}

int reddishOn(const QImage &image, const BoardView &board, QList<const char *> squares) {
  int n = 0;
  for (const char *s : squares) n += reddish(image, board.squareRect(sq(s)));
  return n;
}

QImage grabBoard(BoardView &board, const QString &name) {
  QCoreApplication::processEvents();
  const QImage image = board.grab().toImage();
  if (const QString dir = qEnvironmentVariable("BATTLE_SHOTS"); !dir.isEmpty())
    image.save(QStringLiteral("%1/%2.png").arg(dir, name));
  return image;
}

void hover(BoardView &board, const char *square) {
  QTest::mouseMove(&board, board.squareRect(sq(square)).center());
}

bool near(const QColor &a, const QColor &b, int tolerance = 6) {
  return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance &&
         std::abs(a.blue() - b.blue()) <= tolerance;
}

}  // namespace

class TestBattleViews : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { isolateSettings(m_settings, QStringLiteral("tst_battleviews")); }
  void init() { clearSettingsAndRecovery(); }
  void b12_shotPreviewDrawnAlongItsLine();
  void b12_b13_lastShotLeavesATracer();
  void b17_breakthroughPreviewShowsTheSoldierLeave();
  void b9_b15_previewsOfTheLeapAndTheDoubleStep();
  void b17_wizardDeclaresABreakthroughStepByStep();
  void b18_wizardBreakthroughWithNothingToName();
  void b12_wizardGunShootsAndStays();
  void b19_wizardCaptureByMovingIsACapture();
  void b1_editorRefusesHolesAndWritesTheirStars();
  void b1_exportShowsTheCornersAsFrame();
  void b1_presentationShowsAll128Squares();
  void b15_rulesDiagramsOnTheHoledBoard();
  void b4_windowPaletteFollowsTheGame();

 private:
  // The wizard's dock brought forward (its tab beside the move tree).
  WizardView *openWizard(MainWindow &window);
  QTemporaryDir m_settings;
};

WizardView *TestBattleViews::openWizard(MainWindow &window) {
  auto *view = window.findChild<WizardView *>(QStringLiteral("wizardView"));
  if (!view) return nullptr;
  for (QTabBar *bar : window.findChildren<QTabBar *>())
    for (int i = 0; i < bar->count(); ++i)
      if (bar->tabText(i) == QStringLiteral("Declare a Turn"))
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
  if (!QTest::qWaitFor([&] { return window.boardView()->isGuided(); })) return nullptr;
  return view;
}

// B12: the gun's shot, hovered before the click, is a line from the gun to its
// target over the empty squares between; the gun gets the ring that says it stays.
void TestBattleViews::b12_shotPreviewDrawnAlongItsLine() {
  auto window = battle(kGun);
  BoardView &board = *window->boardView();
  clickSquare(*window, "e5");
  hover(board, "d6");  // a move: no shot line
  const QImage before = grabBoard(board, "shot-0-selected");
  QCOMPARE(reddishOn(before, board, {"e6", "e7", "e8", "e9"}), 0);
  hover(board, "e10");
  QTRY_VERIFY(board.scene().preview.valid);
  const BoardScene::Preview pv = board.scene().preview;
  QCOMPARE(pv.shotFrom, std::optional<sc::Square>(sq("e5")));
  QCOMPARE(pv.shotTargets, QList<sc::Square>{sq("e10")});
  QCOMPARE(pv.stop, sq("e5"));  // the shooter stays
  QCOMPARE(pv.falls, QList<sc::Square>{sq("e10")});
  const QImage shown = grabBoard(board, "shot-1-preview");
  // Drawn along the line: every square between is crossed, none beside it.
  for (const char *s : {"e6", "e7", "e8", "e9"}) QVERIFY2(reddishOn(shown, board, {s}) > 8, s);
  QCOMPARE(reddishOn(shown, board, {"d7", "f7", "f6"}), 0);
  // The stays ring: more of the preview's blue on the gun's square than before.
  auto blue = [&](const QImage &image) {
    int n = 0;
    const QRect r = board.squareRect(sq("e5"));
    for (int y = r.top(); y <= r.bottom(); ++y)
      for (int x = r.left(); x <= r.right(); ++x) {
        const QColor c = image.pixelColor(x, y);
        n += c.blue() > c.red() + 50 && c.blue() > c.green() + 30;
      }
    return n;
  };
  QVERIFY2(blue(shown) > blue(before) + 30, qPrintable(QString::number(blue(shown))));
  closeDiscarding(*window);
}

// B12, B13: after a standing shot the board keeps a tracer from the shooter,
// which stayed, to the square it emptied; a move afterwards has none.
void TestBattleViews::b12_b13_lastShotLeavesATracer() {
  auto window = battle(kGun);
  BoardView &board = *window->boardView();
  clickSquare(*window, "e5");
  clickSquare(*window, "e10");
  QCOMPARE(lastTurn(*window), QStringLiteral("Ge5@e10"));
  QCOMPARE(board.scene().lastShots.size(), 1);
  QCOMPARE(board.scene().lastShots.first().from, sq("e5"));
  QCOMPARE(board.scene().lastShots.first().to, sq("e10"));
  QTest::mouseMove(&board, QPoint(1, 1));
  const QImage shot = grabBoard(board, "shot-2-played");
  for (const char *s : {"e7", "e8", "e9"}) QVERIFY2(reddishOn(shot, board, {s}) > 8, s);
  // Black answers with a step: a move leaves no tracer.
  clickSquare(*window, "j10");
  clickSquare(*window, "j9");
  QCOMPARE(lastTurn(*window), QStringLiteral("Sj10-j9"));
  QVERIFY(board.scene().lastShots.isEmpty());
  QCOMPARE(reddishOn(grabBoard(board, "shot-3-answered"), board, {"e7", "e8"}), 0);
  closeDiscarding(*window);

  // B13: the machine-gun's diagonal, three squares.
  window = battle(kMachineGun);
  BoardView &board2 = *window->boardView();
  clickSquare(*window, "e4");
  clickSquare(*window, "h7");
  QCOMPARE(lastTurn(*window), QStringLiteral("Me4@h7"));
  QCOMPARE(cellAt(window->document()->position(), "e4"), QStringLiteral("M"));
  QTest::mouseMove(&board2, QPoint(1, 1));
  const QImage diagonal = grabBoard(board2, "shot-4-machinegun");
  for (const char *s : {"f5", "g6"}) QVERIFY2(reddishOn(diagonal, board2, {s}) > 8, s);
  QCOMPARE(reddishOn(diagonal, board2, {"e6", "g4", "h4"}), 0);
  closeDiscarding(*window);
}

// B17: the preview of a breakthrough draws the soldier's step and says it
// leaves the board; the piece named falls.
void TestBattleViews::b17_breakthroughPreviewShowsTheSoldierLeave() {
  auto window = battle(kBreakthrough);
  BoardView &board = *window->boardView();
  clickSquare(*window, "e11");
  clickSquare(*window, "e12");
  hover(board, "c3");
  QTRY_VERIFY(board.scene().preview.valid);
  const BoardScene::Preview pv = board.scene().preview;
  QVERIFY(pv.originRemoved);
  QCOMPARE(pv.path, (QList<sc::Square>{sq("e11"), sq("e12")}));
  QCOMPARE(pv.falls, QList<sc::Square>{sq("c3")});
  grabBoard(board, "breakthrough-preview");
  closeDiscarding(*window);
}

// B9: the bomber's preview runs over the friend it leaps; B15: the soldier's
// double step from a light square shows its ghost two squares on.
void TestBattleViews::b9_b15_previewsOfTheLeapAndTheDoubleStep() {
  auto window = battle("**5h2**/**8**/12/12/3s8/12/12/3S8/3B8/12/**8**/**4H3** w 0 1");
  BoardView &board = *window->boardView();
  clickSquare(*window, "d4");
  hover(board, "d7");
  QTRY_VERIFY(board.scene().preview.valid);
  QCOMPARE(board.scene().preview.path, (QList<sc::Square>{sq("d4"), sq("d5"), sq("d6"), sq("d7")}));
  QCOMPARE(board.scene().preview.stop, sq("d7"));
  QVERIFY(board.scene().preview.falls.isEmpty());  // the soldier leapt is not taken
  grabBoard(board, "bomber-leap");
  closeDiscarding(*window);

  window = battle("**5h2**/**8**/12/12/12/12/12/12/12/3S8/**8**/**4H3** w 0 1");
  BoardView &board2 = *window->boardView();
  clickSquare(*window, "d3");
  QVERIFY(window->findChild<TurnInput *>()->destinations().contains(sq("d5")));
  hover(board2, "e4");
  const QImage before = grabBoard(board2, "double-step-0");
  hover(board2, "d5");
  QTRY_VERIFY(board2.scene().preview.valid);
  QCOMPARE(board2.scene().preview.stop, sq("d5"));
  QCOMPARE(board2.scene().preview.path.last(), sq("d5"));
  // The ghost: the soldier's picture, faintly, on d5.
  const QImage after = grabBoard(board2, "double-step-1");
  const QRect r = board2.squareRect(sq("d5"));
  int changed = 0;
  for (int y = r.top(); y <= r.bottom(); ++y)
    for (int x = r.left(); x <= r.right(); ++x) changed += before.pixel(x, y) != after.pixel(x, y);
  QVERIFY2(changed > r.width() * r.height() / 10, qPrintable(QString::number(changed)));
  closeDiscarding(*window);
}

// B17: in the wizard a breakthrough asks for the square reached, then for the
// piece removed; the headquarters is refused with the reason.
void TestBattleViews::b17_wizardDeclaresABreakthroughStepByStep() {
  auto window = battle(kBreakthrough);
  WizardView *view = openWizard(*window);
  QVERIFY(view);
  DeclarationWizard *wizard = view->wizard();
  clickSquare(*window, "e11");
  QCOMPARE(wizard->step(), Step::Kind);
  QListWidget *kinds = view->listFor(Step::Kind);
  const auto rows = kinds->findItems(QStringLiteral("Breakthrough"), Qt::MatchStartsWith);
  QCOMPARE(rows.size(), 1);
  QTest::mouseClick(kinds->viewport(), Qt::LeftButton, {}, kinds->visualItemRect(rows[0]).center());
  QVERIFY(wizard->plannedSteps().contains(Step::Target));
  QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("wizardNext")), Qt::LeftButton);
  QCOMPARE(wizard->step(), Step::Position);
  // d12 (taking the soldier there), e12 and f12.
  QCOMPARE(wizard->choiceSquares(), (QList<sc::Square>{sq("d12"), sq("e12"), sq("f12")}));
  clickSquare(*window, "e12");
  QCOMPARE(wizard->step(), Step::Target);
  QCOMPARE(wizard->question(), QStringLiteral("Which enemy piece does the breakthrough remove?"));
  QVERIFY(wizard->choiceSquares().contains(sq("c3")));
  QVERIFY(wizard->choiceSquares().contains(sq("d12")));
  QVERIFY(!wizard->choiceSquares().contains(sq("h12")));
  clickSquare(*window, "h12");
  QCOMPARE(wizard->step(), Step::Target);
  const QString refusal = view->findChild<QLabel *>(QStringLiteral("wizardRefusal"))->text();
  QVERIFY2(refusal.contains(QLatin1String("B17")), qPrintable(refusal));
  clickSquare(*window, "c3");
  QCOMPARE(wizard->step(), Step::Preview);
  QCOMPARE(view->findChild<QLabel *>(QStringLiteral("previewNotation"))->text(),
           QStringLiteral("Se11-e12!c3"));
  const QString stop = view->findChild<QLabel *>(QStringLiteral("previewStop"))->text();
  QVERIFY2(stop.contains(QLatin1String("leaves the board")), qPrintable(stop));
  QVERIFY(window->boardView()->scene().preview.originRemoved);
  // Said once: "the soldier breaks through on e12 and the gun on c3 is removed".
  const QString said = wizard->preview().description;
  QCOMPARE(said.count(QLatin1String("c3")), 1);
  QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("wizardDeclare")),
                    Qt::LeftButton);
  QCOMPARE(lastTurn(*window), QStringLiteral("Se11-e12!c3"));
  const sc::Position &pos = window->document()->position();
  for (const char *s : {"c3", "e11", "e12"}) QCOMPARE(cellAt(pos, s), QStringLiteral("."));
  QCOMPARE(cellAt(pos, "d12"), QStringLiteral("s"));
  QCOMPARE(wizard->step(), Step::Shooter);  // ready for Black
  closeDiscarding(*window);
}

// B18: with nothing left to name, the square reached is the last answer.
void TestBattleViews::b18_wizardBreakthroughWithNothingToName() {
  auto window = battle(kNothingToName);
  WizardView *view = openWizard(*window);
  QVERIFY(view);
  DeclarationWizard *wizard = view->wizard();
  clickSquare(*window, "e11");
  clickSquare(*window, "e12");  // only the breakthrough uses e12: kind and square at once
  QCOMPARE(wizard->step(), Step::Preview);
  QVERIFY(!wizard->plannedSteps().contains(Step::Target));
  QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("wizardDeclare")),
                    Qt::LeftButton);
  const sc::Position &pos = window->document()->position();
  QCOMPARE(cellAt(pos, "e11"), QStringLiteral("."));
  QCOMPARE(cellAt(pos, "e12"), QStringLiteral("."));
  QCOMPARE(cellAt(pos, "h12"), QStringLiteral("h"));
  closeDiscarding(*window);
}

// B12: the wizard's shot: the targets B12 allows, the gun stays, the board
// draws the shot while the preview is up.
void TestBattleViews::b12_wizardGunShootsAndStays() {
  auto window = battle(kGun);
  WizardView *view = openWizard(*window);
  QVERIFY(view);
  DeclarationWizard *wizard = view->wizard();
  clickSquare(*window, "e5");
  QListWidget *kinds = view->listFor(Step::Kind);
  const auto rows = kinds->findItems(QStringLiteral("Shoot"), Qt::MatchExactly);
  QCOMPARE(rows.size(), 1);
  QTest::mouseClick(kinds->viewport(), Qt::LeftButton, {}, kinds->visualItemRect(rows[0]).center());
  QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("wizardNext")), Qt::LeftButton);
  QCOMPARE(wizard->step(), Step::Target);
  QCOMPARE(wizard->choiceSquares(), (QList<sc::Square>{sq("a5"), sq("e10"), sq("j10")}));
  clickSquare(*window, "j10");
  QCOMPARE(wizard->step(), Step::Preview);
  const QString stop = view->findChild<QLabel *>(QStringLiteral("previewStop"))->text();
  QVERIFY2(stop.contains(QLatin1String("stays on e5")), qPrintable(stop));
  const BoardScene::Preview pv = window->boardView()->scene().preview;
  QCOMPARE(pv.shotFrom, std::optional<sc::Square>(sq("e5")));
  QCOMPARE(pv.shotTargets, QList<sc::Square>{sq("j10")});
  const QImage image = grabBoard(*window->boardView(), "wizard-shot");
  QVERIFY(reddishOn(image, *window->boardView(), {"g7", "h8"}) > 8);
  QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("wizardDeclare")),
                    Qt::LeftButton);
  QCOMPARE(lastTurn(*window), QStringLiteral("Ge5@j10"));
  QCOMPARE(cellAt(window->document()->position(), "e5"), QStringLiteral("G"));
  QCOMPARE(cellAt(window->document()->position(), "j10"), QStringLiteral("."));
  closeDiscarding(*window);
}

// B19: a capture by moving is declared as a replace, but the wizard and the
// tooltip call it a capture: nothing is shot.
void TestBattleViews::b19_wizardCaptureByMovingIsACapture() {
  auto window = battle(kHeadquarters);
  WizardView *view = openWizard(*window);
  QVERIFY(view);
  DeclarationWizard *wizard = view->wizard();
  clickSquare(*window, "g1");
  QStringList labels;
  for (const DeclarationWizard::Choice &c : wizard->choices()) labels << c.label;
  QCOMPARE(labels, (QStringList{TurnInput::kindLabel(sc::TurnKind::Move),
                                TurnInput::kindLabel(sc::TurnKind::Capture)}));
  QListWidget *kinds = view->listFor(Step::Kind);
  QTest::mouseClick(kinds->viewport(), Qt::LeftButton, {},
                    kinds->visualItemRect(kinds->item(1)).center());
  QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("wizardNext")), Qt::LeftButton);
  QCOMPARE(wizard->step(), Step::Target);
  QCOMPARE(wizard->question(), QStringLiteral("Which enemy does the headquarters take?"));
  clickSquare(*window, "f2");
  QCOMPARE(wizard->step(), Step::Preview);
  QVERIFY2(wizard->preview().description.startsWith(QLatin1String("Capture:")),
           qPrintable(wizard->preview().description));
  const QString summary = window->findChild<TurnInput *>()->pieceSummary(sq("g1"));
  QVERIFY2(summary.contains(QLatin1String("1 capture")) && !summary.contains(QLatin1String("shot")),
           qPrintable(summary));
  QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("wizardDeclare")),
                    Qt::LeftButton);
  QCOMPARE(cellAt(window->document()->position(), "f2"), QStringLiteral("H"));
  QCOMPARE(cellAt(window->document()->position(), "g1"), QStringLiteral("."));
  closeDiscarding(*window);
}

// B1, B24: the editor on the 128-square board: the palette has the battle
// pieces, a hole takes no piece (click, palette drop or drag) and says why,
// no ranks or bridges are offered (B4, B6), and the SFEN writes the holes as '*'.
void TestBattleViews::b1_editorRefusesHolesAndWritesTheirStars() {
  const sc::VariantPtr v = battleVariant();
  PositionEditor editor(v);
  QWidget host;
  auto *layout = new QVBoxLayout(&host);
  auto *palette = new PiecePalette;
  auto *board = new BoardView;
  layout->addWidget(palette);
  layout->addWidget(board, 1);
  palette->setRuleset(v->rules());
  board->setEditor(&editor);
  board->setMode(BoardView::Mode::Edit);
  connect(palette, &PiecePalette::toolChanged, board, &BoardView::setEditTool);
  host.resize(760, 900);
  host.show();
  QVERIFY(QTest::qWaitForWindowExposed(&host));
  QSignalSpy messages(board, &BoardView::statusMessage);

  for (char letter : QByteArrayLiteral("HBTGMCS"))
    for (sc::Color c : {sc::Color::White, sc::Color::Black})
      QVERIFY2(palette->button(PieceTool::place(letter, c)), &letter);
  QVERIFY(!palette->button(PieceTool::place('Q', sc::Color::White)));  // no queen here
  QCOMPARE(board->boardGeometry().files(), 12);
  QCOMPARE(board->boardGeometry().ranks(), 12);

  editor.clearBoard();
  const int steps = editor.undoStack()->count();
  QTest::mouseClick(palette->button(PieceTool::place('G', sc::Color::White)), Qt::LeftButton);
  QCOMPARE(board->editTool(), PieceTool::place('G', sc::Color::White));
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq("b2")).center());
  QCOMPARE(messages.size(), 1);
  QVERIFY2(messages.last().first().toString().contains(QLatin1String("b2 is a hole")),
           qPrintable(messages.last().first().toString()));
  QCOMPARE(editor.undoStack()->count(), steps);
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq("c3")).center());
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq("k10")).center());
  QCOMPARE(cellAt(editor.position(), "c3"), QStringLiteral("G"));
  QCOMPARE(cellAt(editor.position(), "k10"), QStringLiteral("G"));
  QTest::mouseClick(palette->button(PieceTool::place('H', sc::Color::White)), Qt::LeftButton);
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq("g1")).center());
  QTest::mouseClick(palette->button(PieceTool::place('H', sc::Color::Black)), Qt::LeftButton);
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq("g12")).center());

  // A drag from the palette or from the board onto a hole: refused, nothing moves.
  messages.clear();
  std::unique_ptr<QMimeData> fresh(PieceDrag{'S', sc::Color::White, std::nullopt}.toMime());
  QVERIFY(!board->dropPiece(fresh.get(), board->squareRect(sq("l12")).center()));
  std::unique_ptr<QMimeData> moved(PieceDrag{'G', sc::Color::White, sq("c3")}.toMime());
  board->dropPiece(moved.get(), board->squareRect(sq("a1")).center());
  QCOMPARE(messages.size(), 2);
  QVERIFY(messages[0].first().toString().contains(QLatin1String("l12 is a hole")));
  QVERIFY(messages[1].first().toString().contains(QLatin1String("a1 is a hole")));
  QCOMPARE(cellAt(editor.position(), "c3"), QStringLiteral("G"));

  // B4, B6: no ranks and no bridges to set up.
  QTest::mouseClick(palette->button(PieceTool::place('S', sc::Color::White)), Qt::LeftButton);
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq("d3")).center());
  QVERIFY(editor.bridge(sq("c3"), sq("d3")).contains(QLatin1String("no bridges")));
  board->setEditTool(PieceTool());
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(sq("c3")).center());
  board->openMenuForSelection();
  QTRY_VERIFY(board->openMenu());
  for (QAction *a : board->openMenu()->actions())
    if (a->isVisible())
      QVERIFY2(
          !a->text().contains(QLatin1String("Rank")) && !a->text().contains(QLatin1String("ridge")),
          qPrintable(a->text()));
  board->openMenu()->close();

  // B24: the holes as '*', files a-l.
  const QString sfen = editor.sfen();
  QCOMPARE(sfen, QStringLiteral("**4h3**/**8**/10G1/12/12/12/12/12/12/2GS8/**8**/**4H3** w 0 1"));
  const auto read = sc::readSfen(v, sfen.toStdString());
  QVERIFY(read);
  QCOMPARE(QString::fromStdString(sc::writeSfen(*read)), sfen);
  QVERIFY2(editor.problems().isEmpty(), qPrintable(editor.problems().join(QLatin1Char('|'))));
  grabBoard(*board, "editor");
}

// B1: the exported picture is square, the 16 holes are frame, and the
// coordinates run a-l and 1-12; a gun's tracer is part of the last turn.
void TestBattleViews::b1_exportShowsTheCornersAsFrame() {
  auto window = battle(kGun);
  clickSquare(*window, "e5");
  clickSquare(*window, "e10");
  BoardExportOptions options;
  options.size = 600;
  BoardScene shown = window->boardView()->scene();
  shown.inspected = sq("e5");  // the rank inspector's frame is the user's, not the lesson's
  const BoardScene scene = BoardExport::forExport(shown);
  QVERIFY(!scene.inspected);
  QCOMPARE(scene.lastShots.size(), 1);
  const QImage image = BoardExport::renderImage(scene, options);
  QCOMPARE(image.size(), QSize(600, 600));
  if (const QString dir = qEnvironmentVariable("BATTLE_SHOTS"); !dir.isEmpty())
    image.save(dir + QStringLiteral("/export.png"));
  const BoardGeometry g(QRectF(0, 0, 600, 600), 12, 12, false, true);
  const BoardTheme theme;
  for (const char *hole : {"a1", "b2", "l1", "k2", "a12", "b11", "l12", "k11"})
    QVERIFY2(near(image.pixelColor(g.squareCenter(sq(hole)).toPoint()), theme.frame), hole);
  QVERIFY(near(image.pixelColor(g.squareRect(sq("a3")).topLeft().toPoint() + QPoint(3, 3)),
               theme.dark));
  QVERIFY(near(image.pixelColor(g.squareRect(sq("c1")).topLeft().toPoint() + QPoint(3, 3)),
               theme.dark));  // B3: the corner of the lower strip is dark
  QVERIFY(near(image.pixelColor(g.squareRect(sq("d1")).topLeft().toPoint() + QPoint(3, 3)),
               theme.light));
  QVERIFY(reddish(image, g.squareRect(sq("e8")).toRect()) > 8);  // the tracer
  // A letter under every file a-l and a number beside every rank 1-12.
  auto inked = [&](const QImage &img, const QRectF &cell) {
    int n = 0;
    for (int y = int(cell.top()) + 1; y < int(cell.bottom()) - 1; ++y)
      for (int x = int(cell.left()) + 1; x < int(cell.right()) - 1; ++x)
        n += near(img.pixelColor(x, y), theme.coordinates, 40);
    return n;
  };
  const qreal side = g.squareSize();
  for (int i = 0; i < 12; ++i) {
    const QRectF file(g.boardRect().left() + i * side, g.boardRect().bottom(), side, g.border());
    const QRectF rank(g.frameRect().left(), g.boardRect().top() + i * side, g.border(), side);
    QVERIFY2(inked(image, file) > 3, qPrintable(QString(QChar('a' + i))));
    QVERIFY2(inked(image, rank) > 3, qPrintable(QString::number(12 - i)));
  }
  options.coordinates = false;
  const QImage bare = BoardExport::renderImage(scene, options);
  const BoardGeometry gb(QRectF(0, 0, 600, 600), 12, 12, false, false);
  QVERIFY(near(bare.pixelColor(gb.squareCenter(sq("l1")).toPoint()), theme.frame));
  const QByteArray svg = BoardExport::renderSvg(scene, BoardExportOptions{});
  if (const QString dir = qEnvironmentVariable("BATTLE_SHOTS"); !dir.isEmpty())
    writeBytes(dir + QStringLiteral("/export.svg"), svg);
  // The SVG draws the tracer in its colour too (a gradient pen would come out black).
  QSvgRenderer renderer(svg);
  QVERIFY(renderer.isValid());
  QImage drawn(800, 800, QImage::Format_ARGB32);
  drawn.fill(Qt::transparent);
  QPainter painter(&drawn);
  renderer.render(&painter);
  painter.end();
  const BoardGeometry gs(QRectF(0, 0, 800, 800), 12, 12, false, true);
  QVERIFY(reddish(drawn, gs.squareRect(sq("e8")).toRect()) > 8);
  QVERIFY(reddish(drawn, gs.squareRect(sq("e9")).toRect()) > 8);
  QVERIFY(svg.contains(">l</text>") && svg.contains(">12</text>"));
  closeDiscarding(*window);
}

// B1: presentation mode shows the whole 128-square board, each square fully
// inside the board widget, and the caption follows a gun's shot (B12).
void TestBattleViews::b1_presentationShowsAll128Squares() {
  auto window = battle(kGun);
  clickSquare(*window, "e5");
  clickSquare(*window, "e10");
  window->action(QStringLiteral("actionPresentation"))->trigger();
  QVERIFY(window->isPresenting());
  PresentationView *view = window->presentationView();
  QVERIFY(view);
  BoardView *board = window->boardView();
  QCOMPARE(view->board(), board);
  QTRY_VERIFY(board->width() > 300);
  QCOMPARE(view->turnText(), QStringLiteral("1. Ge5@e10"));
  const auto &squares = board->shownPosition()->variant().squares();
  QCOMPARE(int(squares.size()), 128);
  for (sc::Square s : squares) QVERIFY(board->rect().contains(board->squareRect(s)));
  // The board fills the place the presentation gives it, as an 8x8 board does.
  const QRectF frame = board->boardGeometry().frameRect();
  QCOMPARE(frame.width(), frame.height());
  QVERIFY(frame.height() >= 0.95 * std::min(board->width(), board->height()));
  QVERIFY(board->width() > view->width() / 3);
  const QImage image = grabBoard(*board, "presentation");
  const BoardTheme theme;
  QVERIFY(near(image.pixelColor(board->squareRect(sq("a12")).center()), theme.frame));
  QVERIFY(reddishOn(image, *board, {"e7", "e8"}) > 8);
  QTest::keyClick(board, Qt::Key_Left);
  QCOMPARE(view->turnText(), QStringLiteral("Start position"));
  QVERIFY(board->scene().lastShots.isEmpty());
  window->action(QStringLiteral("actionPresentation"))->trigger();
  QVERIFY(!window->isPresenting());
  closeDiscarding(*window);
}

// B15: the soldier's diagram stands on a light square, so its double step
// shows; B1: no diagram counts a hole, and the monarchs stand on squares.
void TestBattleViews::b15_rulesDiagramsOnTheHoledBoard() {
  const sc::VariantPtr v = battleVariant();
  const sc::Ruleset &rules = v->rules();
  const PieceDiagram soldier = PieceDiagram::of(v, rules.pieceByLetter('S'));
  QVERIFY(sc::Variant::light(soldier.origin));
  QCOMPARE(soldier.origin, sq("g6"));
  for (const char *two : {"g8", "e8", "i8", "e6", "i6", "g4", "e4", "i4"})
    QVERIFY2(soldier.moves.contains(sq(two)), two);
  QCOMPARE(soldier.moves.size(), 16);
  for (int i = 0; i < int(rules.pieces.size()); ++i) {
    const PieceDiagram d = PieceDiagram::of(v, i);
    QVERIFY(v->onBoard(d.origin));
    for (sc::Square s : d.moves + d.captures + d.monarchs)
      QVERIFY2(v->onBoard(s), sc::squareName(s).c_str());
  }
  const PieceDiagram hq = PieceDiagram::of(v, rules.pieceByLetter('H'));
  QCOMPARE(hq.moves.size(), 8);
  QCOMPARE(hq.monarchs, QList<sc::Square>{sq("j12")});  // Black's, past the corner's holes

  // The page's picture of the soldier: a dot two squares up from g6, the
  // holes left transparent, 12 squares of 13 pixels a side.
  RulesPage page;
  page.setRuleset(rules);
  const QImage image =
      page.browser()
          ->document()
          ->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("diagram:S")))
          .value<QImage>();
  QCOMPARE(image.size(), QSize(12 * 13, 12 * 13) * image.devicePixelRatio());
  if (const QString dir = qEnvironmentVariable("BATTLE_SHOTS"); !dir.isEmpty())
    image.scaled(image.size() * 3).save(dir + QStringLiteral("/diagram-soldier.png"));
  auto at = [&](const char *square) {
    const sc::Square s = sq(square);
    const qreal px = 13 * image.devicePixelRatio();
    return image.pixelColor(int((sc::fileOf(s) + 0.5) * px), int((11 - sc::rankOf(s) + 0.5) * px));
  };
  QVERIFY(at("g8").lightness() < 60);    // the double step's dot
  QVERIFY(at("g10").lightness() > 100);  // no dot three squares up
  QCOMPARE(at("a1").alpha(), 0);         // a hole
  QCOMPARE(at("l12").alpha(), 0);
}

// B4: the window's board editor offers the open game's pieces (the editor
// dock gives the palette the edited position's rule system).
void TestBattleViews::b4_windowPaletteFollowsTheGame() {
  auto window = battle(kGun);
  window->action(QStringLiteral("editPosition"))->trigger();
  QCOMPARE(window->boardView()->mode(), BoardView::Mode::Edit);
  QCOMPARE(window->boardView()->shownPosition()->rules().name, std::string("chess-battle"));
  auto *palette = window->findChild<PiecePalette *>();
  QVERIFY(palette);
  QVERIFY(palette->button(PieceTool::place('G', sc::Color::White)));
  window->action(QStringLiteral("editPosition"))->trigger();
  closeDiscarding(*window);
}

QTEST_MAIN(TestBattleViews)
#include "tst_battleviews.moc"
