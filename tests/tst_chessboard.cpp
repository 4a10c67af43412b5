// A chess game by mouse on the real BoardView (issue 10): moves and captures
// by two clicks, castling by the king's two squares or onto its own rook, en
// passant, and a promotion chosen from the board's choice menu. Each turn is
// checked against the document's position (C2-C6).
#include <QMenu>
#include <QtTest>

#include "boardview.h"
#include "gamedocument.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"
#include "turninput.h"

using namespace sc;

namespace {

VariantPtr chess() {
  std::string error;
  return Registry::instance().load("chess", {}, error);
}

}  // namespace

class TestChessBoard : public QObject {
  Q_OBJECT

  std::unique_ptr<GameDocument> m_doc;
  std::unique_ptr<TurnInput> m_input;
  std::unique_ptr<BoardView> m_board;

  void open(const char *fen) {
    m_board.reset();
    m_input.reset();
    m_doc = std::make_unique<GameDocument>(chess());
    m_doc->newGame(*readSfen(chess(), fen));
    m_input = std::make_unique<TurnInput>(m_doc.get());
    m_board = std::make_unique<BoardView>();
    m_board->setDocument(m_doc.get());
    m_board->setTurnInput(m_input.get());
    m_board->resize(520, 520);
    m_board->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_board.get()));
  }
  void click(const char *square) {
    QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, m_board->squareRect(sq(square)).center());
  }
  QString fen() const { return QString::fromStdString(writeSfen(m_doc->position())); }
  QString lastNotation() const {
    return QString::fromStdString(m_doc->tree().node(m_doc->currentNode()).notation);
  }

 private slots:
  void movesAndCaptures() {
    open("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    click("e2");
    QVERIFY(m_board->scene().destinations.contains(sq("e4")));
    click("e4");
    click("d7");
    click("d5");
    click("e4");
    QCOMPARE(m_board->scene().targets, QList<Square>{sq("d5")});  // C2: a capture is a target
    click("d5");
    QCOMPARE(fen(), QString("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"));
    QCOMPARE(lastNotation(), QString("exd5"));
  }

  void castlingByKingSquares() {
    open("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    click("e1");
    click("g1");  // C3: the king two squares
    QCOMPARE(fen(), QString("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"));
    QCOMPARE(lastNotation(), QString("O-O"));
    click("e8");
    click("a8");  // C3: the king onto its own rook
    QCOMPARE(fen(), QString("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2"));
    QCOMPARE(lastNotation(), QString("O-O-O"));
  }

  void enPassant() {
    open("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    click("d7");
    click("d5");
    click("e5");
    QVERIFY(m_board->scene().destinations.contains(sq("d6")));
    click("d6");  // C5
    QCOMPARE(fen(), QString("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"));
  }

  void promotionChoice() {
    open("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    click("a7");
    click("a8");
    QCOMPARE(m_input->stage(), TurnInput::Stage::ChoicePending);
    QMenu *menu = m_board->openMenu();
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), 4);  // C6: queen, rook, bishop, knight
    QAction *knight = nullptr;
    for (QAction *a : menu->actions())
      if (a->data().value<Turn>().extra == Square(chess()->rules().pieceByLetter('N'))) knight = a;
    QVERIFY(knight);
    QVERIFY(knight->text().contains("knight"));
    knight->trigger();
    menu->hide();
    QCOMPARE(fen(), QString("N3k3/8/8/8/8/8/8/4K3 b - - 0 1"));
    QCOMPARE(lastNotation(), QString("a8=N"));
  }

  void noRankBadgesAndChessPieces() {
    open("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const QImage image = m_board->grab().toImage();
    QVERIFY(!image.isNull());
    QCOMPARE(QString::fromStdString(m_doc->position().rules().pieceSet), QString("chess"));
  }
};

QTEST_MAIN(TestChessBoard)
#include "tst_chessboard.moc"
