// BoardView in Play mode, driven offscreen like a user: every kind of turn
// entered by clicks, drags, the choice menu and the turn menu, checked against
// the document's position and tree; arrows and circles; flip; painting.
#include <QApplication>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "boardexport.h"
#include "boardview.h"
#include "gamedocument.h"
#include "notation.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"
#include "turninput.h"

using namespace sc;

namespace {

// The rook on a1 against a pawn on a3 and a queen on a5 (survives a series).
const char *const kRook = "4k3/8/8/q7/8/p7/8/R6K w - 0 1";
// A pawn-rook pair c3-c4, a lone pawn e2 beside the king d2, black pawns d4, d7-e7.
const char *const kPairs = "4k3/3pp3/8/8/2Rp4/2P5/3KP3/7Q w c3c4,d7e7 0 30";
// A knight whose two routes to c3 both hold an enemy.
const char *const kKnight = "4k3/8/8/8/8/8/1pp5/1N2K3 w - 0 1";

Position read(const VariantPtr &variant, const char *sfen) {
  auto pos = readSfen(variant, sfen);
  if (!pos) qFatal("bad sfen %s", sfen);
  return *pos;
}
Position read(const char *sfen) { return read(Registry::instance().defaultVariant(), sfen); }

Turn turnOf(const char *sfen, const char *token) {
  Position pos = read(sfen);
  std::string error;
  auto t = parseTurn(pos, token, &error);
  if (!t) qFatal("%s: %s", token, error.c_str());
  return *t;
}

QString after(const char *sfen, const char *token) {
  Position pos = read(sfen);
  pos.make(turnOf(sfen, token));
  return QString::fromStdString(writeSfen(pos));
}

// Every action of a menu and its submenus.
QList<QAction *> allActions(QMenu *menu) {
  QList<QAction *> out;
  for (QAction *a : menu->actions()) {
    if (a->menu())
      out += allActions(a->menu());
    else
      out << a;
  }
  return out;
}

QAction *actionFor(QMenu *menu, const Turn &turn) {
  for (QAction *a : allActions(menu))
    if (a->data().canConvert<Turn>() && a->data().value<Turn>() == turn) return a;
  return nullptr;
}

}  // namespace

class TstBoardView : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<GameDocument> m_doc;
  std::unique_ptr<TurnInput> m_input;
  std::unique_ptr<BoardView> m_board;
  QByteArray m_sfen;

  void open(const char *sfen, const VariantPtr &variant = Registry::instance().defaultVariant()) {
    m_board.reset();
    m_input.reset();
    m_sfen = sfen;
    m_doc = std::make_unique<GameDocument>(variant);
    m_doc->newGame(read(variant, sfen));
    m_input = std::make_unique<TurnInput>(m_doc.get());
    m_board = std::make_unique<BoardView>();
    m_board->setDocument(m_doc.get());
    m_board->setTurnInput(m_input.get());
    m_board->resize(520, 520);
    m_board->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_board.get()));
  }
  QPoint at(const char *square) const { return m_board->squareRect(sq(square)).center(); }
  void click(const char *square, Qt::KeyboardModifiers mods = {},
             Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(m_board.get(), button, mods, at(square));
  }
  void rightDrag(const char *from, const char *to, Qt::KeyboardModifiers mods = {}) {
    QTest::mousePress(m_board.get(), Qt::RightButton, mods, at(from));
    QTest::mouseMove(m_board.get(), at(to));
    QTest::mouseRelease(m_board.get(), Qt::RightButton, mods, at(to));
  }
  QString docSfen() const { return QString::fromStdString(writeSfen(m_doc->position())); }
  const Annotation &note() const { return m_doc->tree().node(m_doc->currentNode()).annotation; }

  // The document, its tree and the board agree that `token` was played.
  void expectPlayed(const char *token) {
    const Turn turn = turnOf(m_sfen.constData(), token);
    QCOMPARE(docSfen(), after(m_sfen.constData(), token));
    const Node &root = m_doc->tree().node(m_doc->tree().root());
    QCOMPARE(root.children.size(), size_t(1));
    QCOMPARE(m_doc->currentNode(), root.children.front());
    QCOMPARE(m_doc->tree().node(m_doc->currentNode()).turn, turn);
    QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
    QVERIFY(m_board->scene().lastTurn.contains(turn.from));
  }
  // The menu on screen offers `token`; trigger it.
  void chooseFromMenu(const char *menuName, const char *token) {
    QMenu *menu = m_board->openMenu();
    QVERIFY(menu);
    QCOMPARE(menu->objectName(), QString::fromLatin1(menuName));
    QAction *action = actionFor(menu, turnOf(m_sfen.constData(), token));
    QVERIFY2(action, token);
    action->trigger();
    menu->hide();
  }

 private slots:
  void move();
  void shoot();
  void moveShoot();
  void series();
  void knightCornerChoice();
  void replaceFromChoice();
  void closingChoiceCancels();
  void unloadByShiftClick();
  void bomberByShiftClick();
  void rotateByClicks();
  void translateWithShotByClicks();
  void contextMenuTurns_data();
  void contextMenuTurns();
  void contextMenuByKeyboard();
  void menuEntryPreviews();
  void dragMove();
  void turnsSlide();
  void highlightsAndPreference();
  void hoverPreview();
  void escapeCancels();
  void lastTurnMarksHits();
  void arrowsAndCircles();
  void variationArrowsAtAFork();
  void rightClickOwnShooterWithModifierCircles();
  void flipMapsClicks();
  void wheelNavigates();
  void paintsEightByEight();
  void badgesOverArrowsAndCircles();
  void paintsTwelveWithHoles();
};

void TstBoardView::move() {
  open(kRook);
  click("a1");
  QCOMPARE(m_input->selected(), sq("a1"));
  QCOMPARE(m_board->scene().selected, std::optional<Square>(sq("a1")));
  click("e1");
  expectPlayed("Ra1-e1");
  QVERIFY(m_board->scene().lastTurn.contains(sq("e1")));
}

void TstBoardView::shoot() {
  open(kPairs);
  click("c3");
  click("d4");
  expectPlayed("Pc3@d4");
}

void TstBoardView::moveShoot() {
  open(kRook);
  click("a1");
  click("a2");
  QCOMPARE(m_input->stage(), TurnInput::Stage::DestinationChosen);
  QCOMPARE(m_board->scene().targets, QList<Square>{sq("a3")});
  click("a3");
  expectPlayed("Ra1-a2@a3");
}

void TstBoardView::series() {
  open(kRook);
  click("a1");
  click("a7");
  expectPlayed("Ra1>a7");
}

void TstBoardView::knightCornerChoice() {
  open(kKnight);
  click("b1");
  click("c3");
  QCOMPARE(m_input->stage(), TurnInput::Stage::ChoicePending);
  QCOMPARE(m_board->openMenu()->objectName(), QStringLiteral("boardChoiceMenu"));
  QVERIFY(actionFor(m_board->openMenu(), turnOf(kKnight, "Nb1>b3>c3")));
  chooseFromMenu("boardChoiceMenu", "Nb1>c1>c3");
  expectPlayed("Nb1>c1>c3");
}

void TstBoardView::replaceFromChoice() {
  open(kRook);
  click("a1");
  click("a3");
  chooseFromMenu("boardChoiceMenu", "Ra1xa3");
  expectPlayed("Ra1xa3");
}

void TstBoardView::closingChoiceCancels() {
  open(kRook);
  click("a1");
  click("a3");
  QMenu *menu = m_board->openMenu();
  QVERIFY(menu && menu->isVisible());
  menu->hide();  // Escape or a click elsewhere
  QTRY_COMPARE(m_input->stage(), TurnInput::Stage::Idle);
  QCOMPARE(m_doc->currentNode(), m_doc->tree().root());
}

void TstBoardView::unloadByShiftClick() {
  open(kPairs);
  click("d2");
  QVERIFY(m_board->scene().partners.contains(sq("c3")));
  click("c3", Qt::ShiftModifier);
  expectPlayed("Kd2^c3");
}

void TstBoardView::bomberByShiftClick() {
  open(kPairs);
  click("d2");
  click("d2", Qt::ShiftModifier);
  expectPlayed("Kd2@@");
}

void TstBoardView::rotateByClicks() {
  open(kPairs);
  click("c4");
  click("d3");
  expectPlayed("Rc4~Pc3>d3");
}

void TstBoardView::translateWithShotByClicks() {
  open(kPairs);
  click("c4");
  click("b4");
  click("d4");
  expectPlayed("Rc4=Pc3-b4@d4");
}

// Right click on one's own shooter: the turn menu, grouped by kind.
void TstBoardView::contextMenuTurns_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("square");
  QTest::addColumn<QString>("token");
  QTest::newRow("unload") << kPairs << "d2"
                          << "Kd2^e2";
  QTest::newRow("bridge") << kPairs << "d2"
                          << "Kd2=Pe2";
  QTest::newRow("unbridge") << kPairs << "c4"
                            << "Pc3|Rc4";
  QTest::newRow("pair translate") << kPairs << "c3"
                                  << "Pc3=Rc4-b2";
  QTest::newRow("pair rotate") << kPairs << "c3"
                               << "Rc4~Pc3<b3";
  QTest::newRow("bomber") << kPairs << "d2"
                          << "Kd2@@";
  QTest::newRow("move") << kRook << "a1"
                        << "Ra1-e1";
  QTest::newRow("series") << kRook << "a1"
                          << "Ra1>a7";
}

void TstBoardView::contextMenuTurns() {
  QFETCH(QString, sfen);
  QFETCH(QString, square);
  QFETCH(QString, token);
  const QByteArray s = sfen.toLatin1();
  open(s.constData());
  click(square.toLatin1().constData(), {}, Qt::RightButton);
  QMenu *menu = m_board->openMenu();
  QVERIFY(menu);
  // The kinds a click cannot reach lead the menu, each kind in one group.
  QStringList labels;
  for (QAction *a : menu->actions())
    if (!a->isSeparator()) labels << a->text();
  if (square == "d2") {
    QVERIFY2(labels.first().startsWith(TurnInput::kindLabel(TurnKind::Unload)),
             qPrintable(labels.join(" | ")));
  }
  QVERIFY(note().circles.empty());  // the menu, not a circle
  chooseFromMenu("boardTurnMenu", token.toLatin1().constData());
  expectPlayed(token.toLatin1().constData());
}

void TstBoardView::contextMenuByKeyboard() {
  open(kPairs);
  click("d2");
  QTest::keyClick(m_board.get(), Qt::Key_Menu);
  QVERIFY(m_board->openMenu());
  QCOMPARE(m_board->openMenu()->objectName(), QStringLiteral("boardTurnMenu"));
  m_board->openMenu()->hide();
  QTest::keyClick(m_board.get(), Qt::Key_F10, Qt::ShiftModifier);
  chooseFromMenu("boardTurnMenu", "Kd2@@");
  expectPlayed("Kd2@@");
}

void TstBoardView::menuEntryPreviews() {
  open(kPairs);
  click("d2", {}, Qt::RightButton);
  QMenu *menu = m_board->openMenu();
  QVERIFY(menu);
  QAction *bomber = actionFor(menu, turnOf(kPairs, "Kd2@@"));
  QVERIFY(bomber);
  QVERIFY(!m_board->scene().preview.valid);
  menu->setActiveAction(bomber);  // the pointer rests on the entry
  const BoardScene scene = m_board->scene();
  QVERIFY(scene.preview.valid);
  QVERIFY(scene.preview.originRemoved);  // the king explodes
  QVERIFY(!scene.preview.falls.isEmpty() || !scene.preview.rankChanges.isEmpty());
  QCOMPARE(scene.preview.shotFrom, std::optional<Square>(sq("d2")));
  menu->hide();
  QVERIFY(!m_board->scene().preview.valid);
}

void TstBoardView::dragMove() {
  open(kRook);
  QTest::mousePress(m_board.get(), Qt::LeftButton, {}, at("a1"));
  QTest::mouseMove(m_board.get(), at("c1"));
  QTest::mouseMove(m_board.get(), at("e1"));
  const BoardScene during = m_board->scene();
  QCOMPARE(during.hidden, std::optional<Square>(sq("a1")));  // the rook follows the pointer
  QCOMPARE(during.dropTarget, std::optional<Square>(sq("e1")));
  QTest::mouseRelease(m_board.get(), Qt::LeftButton, {}, at("e1"));
  expectPlayed("Ra1-e1");
  QVERIFY(!m_board->scene().hidden);
}

void TstBoardView::turnsSlide() {
  // A clicked turn's piece slides from its square to the new one, then stands
  // there; a step back slides it home; castling moves two pieces; a dropped
  // piece is already where it goes; a jump across the game shows at once.
  open(kRook);
  QCOMPARE(m_board->animationDuration(), BoardView::kSlideMs);
  click("a1");
  click("e1");
  expectPlayed("Ra1-e1");
  QList<BoardScene::Slide> slides = m_board->scene().slides;
  QCOMPARE(slides.size(), 1);
  QCOMPARE(slides[0].from, sq("a1"));
  QCOMPARE(slides[0].to, sq("e1"));
  QVERIFY(slides[0].progress < 1.0);
  QTRY_VERIFY(m_board->scene().slides.isEmpty());
  m_doc->goBack();
  slides = m_board->scene().slides;
  QCOMPARE(slides.size(), 1);
  QCOMPARE(slides[0].from, sq("e1"));
  QCOMPARE(slides[0].to, sq("a1"));
  QTRY_VERIFY(m_board->scene().slides.isEmpty());

  // A drop: nothing slides.
  QTest::mousePress(m_board.get(), Qt::LeftButton, {}, at("a1"));
  QTest::mouseMove(m_board.get(), at("c1"));
  QTest::mouseMove(m_board.get(), at("e1"));
  QTest::mouseRelease(m_board.get(), Qt::LeftButton, {}, at("e1"));
  QCOMPARE(m_doc->tree().node(m_doc->currentNode()).notation, std::string("Ra1-e1"));
  QVERIFY(m_board->scene().slides.isEmpty());

  // Off: nothing slides.
  m_doc->goBack();
  QTRY_VERIFY(m_board->scene().slides.isEmpty());
  m_board->setAnimationDuration(0);
  m_doc->goForward();
  QVERIFY(m_board->scene().slides.isEmpty());
  m_board->setAnimationDuration(BoardView::kSlideMs);

  // Castling: the king and the rook.
  std::string error;
  const VariantPtr chess = Registry::instance().load("chess", {}, error);
  open("4k3/8/8/8/8/8/8/4K2R w K - 0 1", chess);
  Position pos = m_doc->position();
  m_doc->playTurn(*parseTurn(pos, "O-O"));
  slides = m_board->scene().slides;
  QCOMPARE(slides.size(), 2);
  QSet<QPair<Square, Square>> moves;
  for (const BoardScene::Slide &slide : slides) moves.insert({slide.from, slide.to});
  QCOMPARE(moves, (QSet<QPair<Square, Square>>{{sq("e1"), sq("g1")}, {sq("h1"), sq("f1")}}));
  // Another position altogether (more than four pieces move): no slides.
  m_doc->newGame(read(chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
  QVERIFY(m_board->scene().slides.isEmpty());
}

void TstBoardView::highlightsAndPreference() {
  open(kRook);
  click("a1");
  BoardScene scene = m_board->scene();
  QVERIFY(scene.destinations.contains(sq("e1")));
  QVERIFY(scene.destinations.contains(sq("a7")));
  QVERIFY(scene.targets.contains(sq("a3")));
  m_board->setShowLegalTargets(false);
  scene = m_board->scene();
  QVERIFY(scene.destinations.isEmpty());
  QVERIFY(scene.targets.isEmpty());
  QCOMPARE(scene.selected, std::optional<Square>(sq("a1")));
}

void TstBoardView::hoverPreview() {
  open(kRook);
  click("a1");
  QTest::mouseMove(m_board.get(), at("a7"));
  const BoardScene scene = m_board->scene();
  QVERIFY(scene.preview.valid);
  QCOMPARE(scene.preview.origin, sq("a1"));
  QCOMPARE(scene.preview.stop, sq("a4"));  // the queen on a5 survives (D4)
  QCOMPARE(scene.preview.falls, QList<Square>{sq("a3")});
  QCOMPARE(scene.preview.rankChanges.size(), 1);
  QCOMPARE(scene.preview.rankChanges.front().before, 9);
  QCOMPARE(scene.preview.rankChanges.front().after, 4);
  QImage image(m_board->size(), QImage::Format_ARGB32_Premultiplied);
  m_board->render(&image);  // the preview paints
  QTest::mouseMove(m_board.get(), at("d5"));
  QVERIFY(!m_board->scene().preview.valid);
}

void TstBoardView::escapeCancels() {
  open(kRook);
  click("a1");
  QTest::keyClick(m_board.get(), Qt::Key_Escape);
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
  QVERIFY(!m_board->scene().selected);
}

void TstBoardView::lastTurnMarksHits() {
  open(kRook);
  click("a1");
  click("a7");  // series: a3 falls, the queen on a5 loses rank, the rook stops on a4
  const BoardScene scene = m_board->scene();
  QVERIFY(scene.lastTurn.contains(sq("a1")));
  QVERIFY(scene.lastTurn.contains(sq("a4")));
  QVERIFY(scene.lastHits.contains(sq("a3")));
  QVERIFY(scene.lastHits.contains(sq("a5")));
  QVERIFY(scene.rankFlags.contains(sq("a5")));
}

void TstBoardView::arrowsAndCircles() {
  open(kRook);
  QUndoStack *undo = m_doc->undoStack();
  rightDrag("a1", "a4");
  QCOMPARE(note().arrows.size(), size_t(1));
  QCOMPARE(note().arrows.front(), (Arrow{sq("a1"), sq("a4"), ShapeColor::Green}));
  rightDrag("b2", "f6", Qt::ShiftModifier);
  QCOMPARE(note().arrows.back(), (Arrow{sq("b2"), sq("f6"), ShapeColor::Red}));
  rightDrag("b2", "f6", Qt::AltModifier);  // same arrow, other colour: recoloured
  QCOMPARE(note().arrows.size(), size_t(2));
  QCOMPARE(note().arrows.back().color, ShapeColor::Blue);

  click("e4", {}, Qt::RightButton);  // an empty square: a circle
  QCOMPARE(note().circles, (std::vector<Circle>{{sq("e4"), ShapeColor::Green}}));
  click("a5", Qt::ShiftModifier | Qt::AltModifier, Qt::RightButton);  // an enemy, yellow
  QCOMPARE(note().circles.back(), (Circle{sq("a5"), ShapeColor::Yellow}));
  click("e4", {}, Qt::RightButton);  // again: removed
  QCOMPARE(note().circles, (std::vector<Circle>{{sq("a5"), ShapeColor::Yellow}}));
  QCOMPARE(m_board->scene().arrows.size(), size_t(2));
  QVERIFY(!m_board->openMenu());

  // Every shape edit is one undo step.
  const int steps = undo->count();
  QCOMPARE(steps, 6);
  undo->undo();
  QCOMPARE(note().circles.size(), size_t(2));
  while (undo->canUndo()) undo->undo();
  QVERIFY(note().arrows.empty() && note().circles.empty());
  undo->redo();
  QCOMPARE(note().arrows.size(), size_t(1));
  QCOMPARE(docSfen(), QString::fromLatin1(kRook));  // shapes never touch the position
}

// Lichess's variation arrows: where the game goes on in more than one way,
// an arrow for each next turn, the main line's flagged; none where it goes
// on one way, while previewing, when turned off or for a turn the training
// hides; they change with the fork's variations and stay out of exports.
void TstBoardView::variationArrowsAtAFork() {
  open(Registry::instance().defaultVariant()->rules().startSfen.c_str());
  const auto play = [this](const char *token) {
    Position pos = m_doc->position();
    std::string error;
    const auto turn = parseTurn(pos, token, &error);
    QVERIFY2(turn, error.c_str());
    m_doc->playTurn(*turn);
  };
  play("Pe2-e3");
  play("Pe7-e6");
  m_doc->goTo(m_doc->tree().root());
  QVERIFY(m_board->scene().continuations.isEmpty());  // one way on: → plays it
  const QImage plain = m_board->grab().toImage();
  play("Pd2-d3");  // a variation: the start is a fork now
  m_doc->goTo(m_doc->tree().root());
  const QList<BoardScene::Continuation> arrows = m_board->scene().continuations;
  QCOMPARE(arrows.size(), 2);
  QCOMPARE(arrows[0].from, sq("e2"));
  QCOMPARE(arrows[0].to, sq("e3"));
  QVERIFY(arrows[0].main);
  QCOMPARE(arrows[1].from, sq("d2"));
  QCOMPARE(arrows[1].to, sq("d3"));
  QVERIFY(!arrows[1].main);
  // Drawn: where d2 meets d3 the board is not what it was.
  const QImage drawn = m_board->grab().toImage();
  const qreal dpr = drawn.devicePixelRatio();
  const QPoint middle =
      (m_board->squareRect(sq("d2")).center() + m_board->squareRect(sq("d3")).center()) / 2 * dpr;
  QVERIFY(drawn.pixelColor(middle) != plain.pixelColor(middle));
  QCOMPARE(BoardExport::forExport(m_board->scene()).continuations.size(), 0);

  // Training hides the turns ahead, and so their arrows.
  const NodeId d3 = m_doc->tree().node(m_doc->tree().root()).children[1];
  m_board->setHiddenNodes([d3](NodeId node) { return node == d3; });
  QCOMPARE(m_board->scene().continuations.size(), 1);
  m_board->setHiddenNodes({});
  m_board->setShowContinuations(false);
  QVERIFY(m_board->scene().continuations.isEmpty());
  QCOMPARE(m_board->grab().toImage().pixelColor(middle), plain.pixelColor(middle));
  m_board->setShowContinuations(true);
  m_board->setPreviewPosition(m_doc->position(), QStringLiteral("Preview"));
  QVERIFY(m_board->scene().continuations.isEmpty());
  m_board->clearPreview();
  QCOMPARE(m_board->scene().continuations.size(), 2);
  // The variation deleted: the fork and its arrows go.
  m_doc->deleteVariation(d3);
  QVERIFY(m_board->scene().continuations.isEmpty());
}

void TstBoardView::rightClickOwnShooterWithModifierCircles() {
  open(kRook);
  click("a1", Qt::ControlModifier, Qt::RightButton);
  QVERIFY(!m_board->openMenu());
  QCOMPARE(note().circles, (std::vector<Circle>{{sq("a1"), ShapeColor::Red}}));
  // The plain right click opens the menu, whose last entry draws the green circle.
  click("h1", {}, Qt::RightButton);
  QMenu *menu = m_board->openMenu();
  QVERIFY(menu);
  menu->actions().back()->trigger();
  QCOMPARE(note().circles.back(), (Circle{sq("h1"), ShapeColor::Green}));
}

void TstBoardView::flipMapsClicks() {
  open(kRook);
  const QRect a1 = m_board->squareRect(sq("a1"));
  m_board->setFlipped(true);
  const QRect flipped = m_board->squareRect(sq("a1"));
  QVERIFY(flipped.top() < a1.top());  // a1 is now at the top right
  QVERIFY(flipped.left() > a1.left());
  QCOMPARE(m_board->squareAt(QPointF(a1.center())), std::optional<Square>(sq("h8")));
  click("a1");
  QCOMPARE(m_input->selected(), sq("a1"));
  click("e1");
  expectPlayed("Ra1-e1");
  rightDrag("a5", "d8");
  QCOMPARE(note().arrows.front(), (Arrow{sq("a5"), sq("d8"), ShapeColor::Green}));
}

void TstBoardView::wheelNavigates() {
  open(kRook);
  click("a1");
  click("e1");
  const NodeId end = m_doc->currentNode();
  const QPoint p = at("d4");
  QWheelEvent up(p, m_board->mapToGlobal(p), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                 Qt::NoScrollPhase, false);
  QApplication::sendEvent(m_board.get(), &up);
  QCOMPARE(m_doc->currentNode(), m_doc->tree().root());
  QWheelEvent down(p, m_board->mapToGlobal(p), QPoint(), QPoint(0, -120), Qt::NoButton,
                   Qt::NoModifier, Qt::NoScrollPhase, false);
  QApplication::sendEvent(m_board.get(), &down);
  QCOMPARE(m_doc->currentNode(), end);
}

void TstBoardView::paintsEightByEight() {
  open(Registry::instance().defaultVariant()->rules().startSfen.c_str());
  for (const QSize size : {QSize(520, 520), QSize(900, 400), QSize(120, 700), QSize(20, 20)}) {
    m_board->resize(size);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    m_board->render(&image);
    QVERIFY(!image.isNull());
  }
  m_board->resize(520, 520);
  m_board->setShowCoordinates(false);
  click("b1");
  rightDrag("d2", "d4");
  QImage image(m_board->size(), QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::black);
  m_board->render(&image);
  // The square a1 is painted in the dark square colour (no piece covers its corner).
  const QRect a1 = m_board->squareRect(sq("a1"));
  QCOMPARE(image.pixelColor(a1.topLeft() + QPoint(1, 1)).rgb(), BoardTheme().dark.rgb());
}

// A teacher's circle on a shooter and an arrow through it leave its rank
// badge as it was: the badge is drawn last, over the shapes.
void TstBoardView::badgesOverArrowsAndCircles() {
  open(Registry::instance().defaultVariant()->rules().startSfen.c_str());
  m_board->resize(520, 520);
  auto badgePixels = [this] {
    QImage image(m_board->size(), QImage::Format_ARGB32_Premultiplied);
    m_board->render(&image);
    // The badge sits in the square's bottom-right corner.
    const QRect e1 = m_board->squareRect(sq("e1"));
    std::vector<QRgb> pixels;
    for (int dx = 4; dx <= 12; dx += 2)
      for (int dy = 4; dy <= 12; dy += 2)
        pixels.push_back(image.pixel(e1.bottomRight() - QPoint(dx, dy)));
    return pixels;
  };
  const std::vector<QRgb> plain = badgePixels();
  click("e1", Qt::ControlModifier, Qt::RightButton);  // a red circle on e1
  rightDrag("d1", "f1");                              // a green arrow through e1
  QCOMPARE(note().circles.size(), size_t(1));
  QCOMPARE(note().arrows.size(), size_t(1));
  QVERIFY(badgePixels() == plain);
  // The circle itself is drawn: the square's top-left corner region changed.
  QImage image(m_board->size(), QImage::Format_ARGB32_Premultiplied);
  m_board->render(&image);
  const QRect e1 = m_board->squareRect(sq("e1"));
  QVERIFY(image.pixel(e1.center().x(), e1.top() + 3) != BoardTheme().light.rgb() &&
          image.pixel(e1.center().x(), e1.top() + 3) != BoardTheme().dark.rgb());
}

void TstBoardView::paintsTwelveWithHoles() {
  QTemporaryDir dir;
  const QString path = dir.filePath("wide.json");
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(R"({"inherits": "shooters", "name": "wide", "title": "Wide test",
    "board": {"files": 12, "ranks": 12, "holes": ["a1", "b1", "a2", "b2", "k1", "l1", "k2", "l2",
              "a11", "b11", "a12", "b12", "k11", "l11", "k12", "l12"]},
    "start": "rnbqkbnr/pppppppp/12/12/12/12/12/12/12/12/PPPPPPPP/RNBQKBNR w e2f2 0 1"})");
  f.close();
  std::string error;
  const VariantPtr wide = Registry::instance().load(path.toStdString(), {}, error);
  QVERIFY2(wide, error.c_str());
  open(wide->rules().startSfen.c_str(), wide);
  QCOMPARE(m_board->boardGeometry().files(), 12);
  QVERIFY(!m_board->squareAt(QPointF(m_board->squareRect(sq("a1")).center())));  // a hole
  QCOMPARE(m_board->squareAt(QPointF(m_board->squareRect(sq("c1")).center())),
           std::optional<Square>(sq("c1")));
  m_board->setFlipped(true);
  click("c2");
  QTest::mouseMove(m_board.get(), at("c3"));
  QImage image(m_board->size() * 2, QImage::Format_ARGB32_Premultiplied);
  image.setDevicePixelRatio(2);
  m_board->render(&image);
  QVERIFY(!image.isNull());
  // A hole shows the frame, not a square colour.
  const QPoint hole = m_board->squareRect(sq("a1")).center() * 2;
  QCOMPARE(image.pixelColor(hole).rgb(), BoardTheme().frame.rgb());
  click("c3");
  QCOMPARE(m_doc->tree().node(m_doc->tree().root()).children.size(), size_t(1));
}

QTEST_MAIN(TstBoardView)
#include "tst_boardview.moc"
