// BoardView in Edit mode with the PiecePalette, driven offscreen: drops from
// the palette and on the board, the palette's click tools, wheel and 1-9
// ranks, Delete, Ctrl+click bridges, the square menu, and undo/redo through
// the editor's stack; the editor's SFEN after each step.
#include <QAbstractButton>
#include <QApplication>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QtTest>

#include "boardview.h"
#include "piecepalette.h"
#include "positioneditor.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"

using namespace sc;

namespace {

const char *const kSparse = "4k3/8/8/8/8/8/3P4/4K3 w - 0 1";

}  // namespace

class TstEditorBoard : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<PositionEditor> m_editor;
  std::unique_ptr<BoardView> m_board;
  std::unique_ptr<PiecePalette> m_palette;

  QString sfen() const { return m_editor->sfen(); }
  QPoint at(const char *square) const { return m_board->squareRect(sq(square)).center(); }
  void click(const char *square, Qt::KeyboardModifiers mods = {},
             Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(m_board.get(), button, mods, at(square));
  }
  void wheel(const char *square, int delta) {
    const QPointF p = at(square);
    QWheelEvent event(p, m_board->mapToGlobal(p), QPoint(), QPoint(0, delta), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(m_board.get(), &event);
  }
  int rankAt(const char *square) const { return m_editor->position().at(sq(square)).rank; }

 private slots:
  void init() {
    const VariantPtr variant = Registry::instance().defaultVariant();
    m_editor = std::make_unique<PositionEditor>(variant);
    QCOMPARE(m_editor->setSfen(kSparse), QString());
    m_editor->undoStack()->clear();
    m_board = std::make_unique<BoardView>();
    m_board->setEditor(m_editor.get());
    m_board->setMode(BoardView::Mode::Edit);
    m_board->resize(480, 480);
    m_palette = std::make_unique<PiecePalette>();
    m_palette->setRuleset(variant->rules());
    connect(m_palette.get(), &PiecePalette::toolChanged, m_board.get(), &BoardView::setEditTool);
    m_board->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_board.get()));
  }
  void cleanup() {
    m_board.reset();
    m_palette.reset();
    m_editor.reset();
  }

  void dropFromPalette();
  void dropEventPath();
  void dragOnBoardMovesAndOffRemoves();
  void paletteClickTools();
  void wheelAndDigitsSetRank();
  void deleteAndBackspaceRemove();
  void ctrlClickBridges();
  void editMenu();
  void arrowKeysMoveTheCursor();
  void undoRedoEveryStep();
  void paletteLayout();
};

void TstEditorBoard::dropFromPalette() {
  // The palette's drag carries this payload; the board's drop handler takes it.
  std::unique_ptr<QMimeData> mime(PieceDrag{'Q', Color::Black, std::nullopt}.toMime());
  QVERIFY(mime->hasFormat(PieceTool::kMimeType));
  QVERIFY(m_board->dropPiece(mime.get(), at("d5")));
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/3q4/8/8/3P4/4K3 w - 0 1"));
  QCOMPARE(m_board->editSelection(), std::optional<Square>(sq("d5")));
  // Beside the board a new shooter is simply not taken.
  QVERIFY(!m_board->dropPiece(mime.get(), QPointF(2, 2)));
  // Play mode takes no drops.
  m_board->setMode(BoardView::Mode::Play);
  QVERIFY(!m_board->dropPiece(mime.get(), at("a1")));
}

void TstEditorBoard::dropEventPath() {
  std::unique_ptr<QMimeData> mime(PieceDrag{'N', Color::White, std::nullopt}.toMime());
  const QPointF p = at("c3");
  QDragEnterEvent enter(p.toPoint(), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(m_board.get(), &enter);
  QVERIFY(enter.isAccepted());
  QDragMoveEvent move(p.toPoint(), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(m_board.get(), &move);
  QCOMPARE(m_board->scene().dropTarget, std::optional<Square>(sq("c3")));
  QDropEvent drop(p, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(m_board.get(), &drop);
  QVERIFY(drop.isAccepted());
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/2N5/3P4/4K3 w - 0 1"));
  QVERIFY(!m_board->scene().dropTarget);
  // Other data is refused at the door.
  QMimeData text;
  text.setText("Qd1");
  QDragEnterEvent other(p.toPoint(), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(m_board.get(), &other);
  QVERIFY(!other.isAccepted());
}

void TstEditorBoard::dragOnBoardMovesAndOffRemoves() {
  // A shooter dragged on the board carries the square it left.
  std::unique_ptr<QMimeData> move(PieceDrag{'P', Color::White, sq("d2")}.toMime());
  QVERIFY(m_board->dropPiece(move.get(), at("d4")));
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/3P4/8/8/4K3 w - 0 1"));
  std::unique_ptr<QMimeData> off(PieceDrag{'P', Color::White, sq("d4")}.toMime());
  QVERIFY(m_board->dropPiece(off.get(), QPointF(1, 1)));  // let go beside the board
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - 0 1"));
  // A broken payload is refused.
  QMimeData junk;
  junk.setData(PieceTool::kMimeType, "zz@999");
  QVERIFY(!m_board->dropPiece(&junk, at("a1")));
}

void TstEditorBoard::paletteClickTools() {
  QSignalSpy tools(m_palette.get(), &PiecePalette::toolChanged);
  QAbstractButton *rook = m_palette->button(PieceTool::place('R', Color::White));
  QVERIFY(rook);
  QTest::mouseClick(rook, Qt::LeftButton);
  QCOMPARE(tools.count(), 1);
  QCOMPARE(m_board->editTool(), PieceTool::place('R', Color::White));
  click("a1");
  click("h1");
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/3P4/R3K2R w - 0 1"));
  QTest::mouseClick(m_palette->button(PieceTool::erase()), Qt::LeftButton);
  QCOMPARE(m_board->editTool().kind, PieceTool::Kind::Delete);
  click("h1");
  click("c5");  // empty: nothing to delete, no error
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/3P4/R3K3 w - 0 1"));
  // Clicking the chosen tool again puts it down.
  QTest::mouseClick(m_palette->button(PieceTool::erase()), Qt::LeftButton);
  QCOMPARE(m_board->editTool().kind, PieceTool::Kind::None);
  QVERIFY(m_palette->button(PieceTool{})->isChecked());
}

void TstEditorBoard::wheelAndDigitsSetRank() {
  wheel("d2", 120);
  wheel("d2", 120);
  QCOMPARE(rankAt("d2"), 3);
  QCOMPARE(m_editor->undoStack()->count(), 1);  // wheel steps on one shooter merge
  wheel("d2", -120);
  QCOMPARE(rankAt("d2"), 2);
  wheel("d2", 60);  // half a notch (a touchpad) does nothing yet
  QCOMPARE(rankAt("d2"), 2);
  wheel("d2", 60);
  QCOMPARE(rankAt("d2"), 3);
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/3P[3]4/4K3 w - 0 1"));

  click("e1");
  QTest::keyClick(m_board.get(), Qt::Key_4);
  QCOMPARE(rankAt("e1"), 4);
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/3P[3]4/4K[4]3 w - 0 1"));
  // A wheel over an empty square changes nothing.
  wheel("a4", 120);
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/3P[3]4/4K[4]3 w - 0 1"));
}

void TstEditorBoard::deleteAndBackspaceRemove() {
  click("d2");
  QTest::keyClick(m_board.get(), Qt::Key_Delete);
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - 0 1"));
  click("e8");
  QTest::keyClick(m_board.get(), Qt::Key_Backspace);
  QCOMPARE(sfen(), QStringLiteral("8/8/8/8/8/8/8/4K3 w - 0 1"));
}

void TstEditorBoard::ctrlClickBridges() {
  QSignalSpy status(m_board.get(), &BoardView::statusMessage);
  click("d2");
  click("e1", Qt::ControlModifier);  // diagonal: refused in words
  QCOMPARE(status.count(), 1);
  QVERIFY2(status.first().first().toString().contains("side by side"),
           qPrintable(status.first().first().toString()));
  QCOMPARE(sfen(), QString::fromLatin1(kSparse));
  std::unique_ptr<QMimeData> pawn(PieceDrag{'P', Color::White, std::nullopt}.toMime());
  QVERIFY(m_board->dropPiece(pawn.get(), at("e2")));
  click("d2");
  click("e2", Qt::ControlModifier);
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/3PP3/4K3 w d2e2 0 1"));
  QCOMPARE(status.count(), 1);
}

void TstEditorBoard::editMenu() {
  click("d2", {}, Qt::RightButton);
  QMenu *menu = m_board->openMenu();
  QVERIFY(menu);
  QCOMPARE(menu->objectName(), QStringLiteral("boardEditMenu"));
  QMenu *ranks = menu->actions().first()->menu();
  QVERIFY(ranks);
  QCOMPARE(ranks->actions().size(), 9);
  QVERIFY(ranks->actions().first()->isChecked());  // a pawn's base rank 1
  ranks->actions().at(6)->trigger();
  QCOMPARE(rankAt("d2"), 7);
  menu->hide();
  // An empty square offers to place a shooter.
  click("c2", {}, Qt::RightButton);
  menu = m_board->openMenu();
  QMenu *placeWhite = menu->actions().first()->menu();
  QVERIFY(placeWhite);
  for (QAction *a : placeWhite->actions())
    if (a->text() == QStringLiteral("pawn")) a->trigger();
  menu->hide();
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/2PP[7]4/4K3 w - 0 1"));
  // Bridge with the neighbour from the menu, then unbridge and remove.
  click("c2", {}, Qt::RightButton);
  menu = m_board->openMenu();
  QMenu *bridge = menu->actions().at(1)->menu();
  QCOMPARE(bridge->actions().size(), 1);
  bridge->actions().first()->trigger();
  menu->hide();
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/2PP[7]4/4K3 w c2d2 0 1"));
  click("d2", {}, Qt::RightButton);
  menu = m_board->openMenu();
  menu->actions().at(2)->trigger();  // Unbridge
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/2PP[7]4/4K3 w - 0 1"));
  menu->actions().last()->trigger();  // Remove
  QCOMPARE(sfen(), QStringLiteral("4k3/8/8/8/8/8/2P5/4K3 w - 0 1"));
  menu->hide();
}

void TstEditorBoard::arrowKeysMoveTheCursor() {
  click("d2");
  QTest::keyClick(m_board.get(), Qt::Key_Up);
  QTest::keyClick(m_board.get(), Qt::Key_Right);
  QCOMPARE(m_board->editSelection(), std::optional<Square>(sq("e3")));
  m_board->setFlipped(true);
  QTest::keyClick(m_board.get(), Qt::Key_Right);  // flipped: right is towards a
  QCOMPARE(m_board->editSelection(), std::optional<Square>(sq("d3")));
  QTest::keyClick(m_board.get(), Qt::Key_Down);  // flipped: down is towards rank 8
  QCOMPARE(m_board->editSelection(), std::optional<Square>(sq("d4")));
}

void TstEditorBoard::undoRedoEveryStep() {
  QUndoStack *undo = m_editor->undoStack();
  QStringList seen{sfen()};
  std::unique_ptr<QMimeData> rook(PieceDrag{'R', Color::White, std::nullopt}.toMime());
  m_board->dropPiece(rook.get(), at("d1"));
  seen << sfen();
  std::unique_ptr<QMimeData> move(PieceDrag{'R', Color::White, sq("d1")}.toMime());
  m_board->dropPiece(move.get(), at("d3"));
  seen << sfen();
  click("d3");
  QTest::keyClick(m_board.get(), Qt::Key_7);
  seen << sfen();
  click("d2");
  click("d3", Qt::ControlModifier);
  seen << sfen();
  QTest::keyClick(m_board.get(), Qt::Key_Delete);  // d3, now selected
  seen << sfen();
  QCOMPARE(seen.last(), QStringLiteral("4k3/8/8/8/8/8/3P4/4K3 w - 0 1"));
  QCOMPARE(seen.at(4), QStringLiteral("4k3/8/8/8/8/3R[7]4/3P4/4K3 w d2d3 0 1"));
  QCOMPARE(undo->count(), 5);
  for (int i = int(seen.size()) - 2; i >= 0; --i) {
    undo->undo();
    QCOMPARE(sfen(), seen.at(i));
  }
  for (int i = 1; i < seen.size(); ++i) {
    undo->redo();
    QCOMPARE(sfen(), seen.at(i));
  }
  // The board shows the editor's position after each step.
  QImage image(m_board->size(), QImage::Format_ARGB32_Premultiplied);
  m_board->render(&image);
}

void TstEditorBoard::paletteLayout() {
  // Both colours' six shooters, the pointer and the delete tool.
  QCOMPARE(m_palette->findChildren<QAbstractButton *>().size(), 14);
  for (char letter : QByteArrayLiteral("KQRBNP"))
    for (Color c : {Color::White, Color::Black})
      QVERIFY(m_palette->button(PieceTool::place(letter, c)));
  std::unique_ptr<QMimeData> mime(PieceDrag{'K', Color::Black, sq("e8")}.toMime());
  const auto back = PieceDrag::fromMime(mime.get());
  QVERIFY(back);
  QCOMPARE(back->letter, 'K');
  QCOMPARE(back->color, Color::Black);
  QCOMPARE(back->from, std::optional<Square>(sq("e8")));
}

QTEST_MAIN(TstEditorBoard)
#include "tst_editorboard.moc"
