// Standard chess as a ruleset of the one core (shared/rules/chess.md, C1-C16,
// C14a): moves, the special moves, legality, the end of the game, FEN and
// SAN, each asserted on real positions. Every row names its ruling.
#include <QProcess>
#include <QtTest>

#include <memory>

#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "registry.h"
#include "sfen.h"
#include "status.h"

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

sc::VariantPtr chess() {
  std::string error;
  static const sc::VariantPtr v = sc::Registry::instance().load("chess", {}, error);
  return v;
}

sc::Position fen(const std::string &text) {
  sc::ParseError error;
  auto pos = sc::readSfen(chess(), text, &error);
  if (!pos) qFatal("cannot read %s: %s", text.c_str(), error.toString().c_str());
  return *pos;
}

// Plays SAN turns and returns the FEN after them ("" and a warning when one is not legal).
QString play(const std::string &start, const QStringList &turns) {
  sc::Position pos = fen(start);
  for (const QString &t : turns) {
    std::string error;
    auto turn = sc::parseTurn(pos, t.toStdString(), &error);
    if (!turn) {
      qWarning("%s: %s", qPrintable(t), error.c_str());
      return {};
    }
    pos.make(*turn);
  }
  return QString::fromStdString(sc::writeSfen(pos));
}

QStringList legal(const std::string &position) {
  sc::Position pos = fen(position);
  auto turns = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *turns);
  QStringList out;
  for (const sc::Turn &t : *turns) out << QString::fromStdString(sc::formatTurn(pos, t));
  out.sort();
  return out;
}

QString status(const std::string &position) {
  sc::Position pos = fen(position);
  return QString::fromStdString(sc::statusText(sc::evaluateStatus(pos)));
}

}  // namespace

class TestChess : public QObject {
  Q_OBJECT

 private slots:
  void c1StartAndNames() {
    const sc::Variant &v = *chess();
    QCOMPARE(QString::fromStdString(v.rules().name), QString("chess"));
    QCOMPARE(QString::fromStdString(v.rules().title), QString("Chess"));
    QCOMPARE(QString::fromStdString(v.rules().startSfen), QString(kStart));
    sc::Position pos = fen(kStart);
    QCOMPARE(QString::fromStdString(sc::writeSfen(pos)), QString(kStart));  // C1: no ranks
    QCOMPARE(pos.sideToMove(), sc::Color::White);
    QCOMPARE(legal(kStart).size(), 20);
  }

  void c2PawnsAndCaptures() {
    // C2: a pawn only forward, one square or two from its start rank over an empty square.
    QVERIFY(legal("4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1").filter(QRegularExpression("^e")).isEmpty());
    QCOMPARE(legal("4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1").filter(QRegularExpression("^e")),
             QStringList({"e3"}));
    // A capture moves the capturer onto the taken piece's square.
    QCOMPARE(play("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", {"exd5"}),
             QString("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1"));
    QCOMPARE(play("4k3/8/8/3p4/8/8/8/R3K3 w - - 5 9", {"Ra5", "Ke7", "Rxd5"}),
             QString("8/4k3/8/3R4/8/8/8/4K3 b - - 0 10"));
  }

  void c3Castling_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<bool>("kingSide");
    QTest::addColumn<bool>("queenSide");
    QTest::newRow("C3 both sides free") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << true << true;
    QTest::newRow("C3 king in check") << "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1" << false << false;
    QTest::newRow("C3 f1 attacked") << "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1" << false << true;
    QTest::newRow("C3 c1 attacked") << "r3k2r/8/8/8/8/8/2r5/R3K2R w KQkq - 0 1" << true << false;
    QTest::newRow("C3 b1 attacked: long castling still legal")
        << "r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1" << true << true;
    QTest::newRow("C3 b1 occupied") << "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1" << true << false;
    QTest::newRow("C3 g1 occupied") << "r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1" << false << true;
  }
  void c3Castling() {
    QFETCH(QString, position);
    QFETCH(bool, kingSide);
    QFETCH(bool, queenSide);
    const QStringList turns = legal(position.toStdString());
    QCOMPARE(turns.contains("O-O"), kingSide);
    QCOMPARE(turns.contains("O-O-O"), queenSide);
    if (kingSide)  // C3: e1-g1 and h1-f1
      QVERIFY(play(position.toStdString(), {"O-O"}).section(' ', 0, 0).endsWith("RK1"));
  }

  void c4CastlingRights() {
    const std::string p = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QCOMPARE(play(p, {"Kf1"}), QString("r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1"));
    QCOMPARE(play(p, {"Rh2"}), QString("r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1"));
    // C4: a capture on the corner takes the right too (both sides' here).
    QCOMPARE(play(p, {"Rxa8+"}), QString("R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"));
    // Moving back does not restore it.
    QCOMPARE(play(p, {"Kf1", "Kd8", "Ke1", "Ke8"}), QString("r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3"));
  }

  void c5EnPassant() {
    const std::string p = "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1";
    QCOMPARE(play(p, {"d5"}), QString("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"));
    QCOMPARE(play(p, {"d5", "exd6"}), QString("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"));
    QCOMPARE(play(p, {"d5", "exd6 e.p."}), QString("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"));
    QCOMPARE(play(p, {"d5", "exd6ep"}), QString("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"));
    QCOMPARE(play(p, {"Pd5", "Pe:d6e.p."}), QString("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"));
    // C5: only on the very next turn.
    QCOMPARE(play(p, {"d5", "Kd1", "Kd8", "exd6"}), QString());
    // C15: the kind and the passed pawn's square.
    sc::Position pos = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    auto turns = std::make_unique<sc::TurnList>();
    sc::generateLegal(pos, *turns);
    int found = 0;
    for (const sc::Turn &t : *turns)
      if (t.kind == sc::TurnKind::EnPassant) {
        ++found;
        QCOMPARE(QString(sc::kindName(t.kind)), QString("en-passant"));
        QCOMPARE(QString::fromStdString(sc::squareName(t.target)), QString("d5"));
      }
    QCOMPARE(found, 1);
  }

  void c6Promotion() {
    const std::string p = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    const QStringList turns = legal(p);
    for (const char *t : {"a8=Q+", "a8=R+", "a8=B", "a8=N", "axb8=Q", "axb8=R", "axb8=B", "axb8=N"})
      QVERIFY2(turns.contains(QString(t).remove('+')), t);
    QCOMPARE(play(p, {"axb8=N"}), QString("1N2k3/8/8/8/8/8/8/4K3 b - - 0 1"));
    QCOMPARE(play(p, {"a7a8q"}), QString("Qn2k3/8/8/8/8/8/8/4K3 b - - 0 1"));  // long algebraic
    sc::Position pos = fen(p);
    QCOMPARE(sc::perft(pos, 1), std::uint64_t(8 + 5));  // C6: four per step or capture
    // C6: a pawn reaching the last rank must become a piece; leaving it out
    // says so and shows the spelling, at the end of the square.
    std::string error;
    QVERIFY(!sc::parseTurn(pos, "axb8", &error));
    QCOMPARE(QString::fromStdString(error),
             QString("column 4: the pawn promotes here: add the piece it becomes (like axb8=Q)"));
    QVERIFY(!sc::parseTurn(pos, "a8+", &error));
    QVERIFY2(QString::fromStdString(error).endsWith("(like a8=Q)"), error.c_str());
  }

  void c7Perft_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("leaves");
    // The six positions of the chessprogramming wiki's "Perft Results".
    QTest::newRow("C7 start d5") << kStart << 5 << 4865609ull;
    QTest::newRow("C7 Kiwipete d4")
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << 4
        << 4085603ull;
    QTest::newRow("C7 position 3 d5")
        << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" << 5 << 674624ull;
    QTest::newRow("C7 position 4 d4")
        << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" << 4 << 422333ull;
    QTest::newRow("C7 position 4 mirrored d4")
        << "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1" << 4 << 422333ull;
    QTest::newRow("C7 position 5 d4")
        << "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8" << 4 << 2103487ull;
    QTest::newRow("C7 position 6 d4")
        << "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10" << 4
        << 3894594ull;
  }
  void c7Perft() {
    QFETCH(QString, position);
    QFETCH(int, depth);
    QFETCH(qulonglong, leaves);
    sc::Position pos = fen(position.toStdString());
    QCOMPARE(qulonglong(sc::perft(pos, depth)), leaves);
    QCOMPARE(QString::fromStdString(sc::writeSfen(pos)), position);  // make/undo restored it
  }

  void c7NoTurnLeavesTheKingInCheck() {
    // The e-file pin: the knight may not move, the king may not step onto e2's file line.
    const QStringList turns = legal("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    QVERIFY(turns.filter(QRegularExpression("^N")).isEmpty());
    QVERIFY(!turns.contains("Ke2"));
    // En passant that would open the rank to the king is illegal.
    QVERIFY(!legal("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1").contains("exd6"));
  }

  void c8MateAndStalemate() {
    QCOMPARE(status("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
             QString("black wins: checkmate"));
    QCOMPARE(status("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), QString("white wins: checkmate"));
    QCOMPARE(status("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), QString("draw: stalemate"));
  }

  void c9InsufficientMaterial_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("expected");
    QTest::newRow("C9a bare kings") << "8/8/4k3/8/8/3K4/8/8 w - - 0 1"
                                    << "draw: insufficient material";
    QTest::newRow("C9b king and knight") << "8/8/4k3/8/8/3K4/5N2/8 w - - 0 1"
                                         << "draw: insufficient material";
    QTest::newRow("C9c king and bishop") << "8/8/4k3/8/8/3K4/5b2/8 w - - 0 1"
                                         << "draw: insufficient material";
    QTest::newRow("C9c bishops on one colour") << "8/8/4k3/6b1/8/3K4/5B2/B7 w - - 0 1"
                                               << "draw: insufficient material";
    QTest::newRow("C9 bishops on both colours") << "8/8/4k1b1/8/8/8/5B2/K7 w - - 0 1"
                                                << "ongoing";
    QTest::newRow("C9 two knights play on") << "8/8/4k3/8/8/3K4/5NN1/8 w - - 0 1"
                                            << "ongoing";
    QTest::newRow("C9 knight against knight") << "8/8/4k3/3n4/8/3K4/5N2/8 w - - 0 1"
                                              << "ongoing";
    QTest::newRow("C9 a pawn plays on") << "8/8/4k3/8/8/3K4/5P2/8 w - - 0 1"
                                        << "ongoing";
    QTest::newRow("C12 stalemate before material") << "7k/5K2/6B1/8/8/8/8/8 b - - 0 1"
                                                   << "draw: stalemate";
  }
  void c9InsufficientMaterial() {
    QFETCH(QString, position);
    QFETCH(QString, expected);
    QCOMPARE(status(position.toStdString()), expected);
  }

  void c10FiftyMoveRule() {
    QCOMPARE(status("8/8/4k3/8/8/3K4/5R2/8 w - - 99 80"), QString("ongoing"));
    QCOMPARE(status("8/8/4k3/8/8/3K4/5R2/8 w - - 100 80"), QString("draw: fifty-move rule"));
    // C10/C12: a checkmate on the hundredth ply still wins.
    QCOMPARE(status("R5k1/5ppp/8/8/8/8/8/6K1 b - - 100 60"), QString("white wins: checkmate"));
    // The counter: reset by pawn moves and captures only.
    QCOMPARE(play("4k3/8/8/8/8/8/4P3/R3K3 w - - 7 20", {"Ra2"}).section(' ', 4, 4), QString("8"));
    QCOMPARE(play("4k3/8/8/8/8/8/4P3/R3K3 w - - 7 20", {"e4"}).section(' ', 4, 4), QString("0"));
  }

  void c11ThreefoldRepetition() {
    sc::Game game(fen(kStart));
    const char *moves[] = {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"};
    for (const char *m : moves) {
      auto t = sc::parseTurn(game.position(), m);
      QVERIFY2(t, m);
      game.play(*t);
      QCOMPARE(QString::fromStdString(sc::statusText(game.status())), QString("ongoing"));
    }
    game.play(*sc::parseTurn(game.position(), "Ng8"));
    QCOMPARE(QString::fromStdString(sc::statusText(game.status())),
             QString("draw: threefold repetition"));
    // C11: a bare position never reports it.
    QCOMPARE(status(sc::writeSfen(game.position())), QString("ongoing"));
    // C11 compares the FEN as C13 writes it: after c7-c5 the pawn on d5 is
    // pinned, so no en-passant square is written and the position after c5
    // is the one that comes back twice more. Its third occurrence draws.
    sc::Game pinned(fen("3rk3/2p5/8/3P4/8/8/8/3K4 b - - 0 1"));
    const char *line[] = {"c5", "Ke1", "Kf8", "Kd1", "Ke8", "Ke1", "Kf8", "Kd1", "Ke8"};
    for (const char *m : line) {
      QCOMPARE(QString::fromStdString(sc::statusText(pinned.status())), QString("ongoing"));
      auto t = sc::parseTurn(pinned.position(), m);
      QVERIFY2(t, m);
      pinned.play(*t);
    }
    QCOMPARE(pinned.occurrences(), 3);
    QCOMPARE(QString::fromStdString(sc::statusText(pinned.status())),
             QString("draw: threefold repetition"));
    // Where the capture is legal the square counts: that first position is
    // another, and the same nine turns make only a second occurrence.
    sc::Game open(fen("4k3/2p5/8/3P4/8/8/8/3K4 b - - 0 1"));
    for (const char *m : line) open.play(*sc::parseTurn(open.position(), m));
    QCOMPARE(open.occurrences(), 2);
    QCOMPARE(QString::fromStdString(sc::statusText(open.status())), QString("ongoing"));
  }

  void c12StatusStrings() {
    QCOMPARE(status(kStart), QString("ongoing"));
    QCOMPARE(status("4k3/8/8/8/8/8/8/R3K3 b Q - 0 1"), QString("ongoing"));
    QCOMPARE(status("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"), QString("check"));
    // C12: the fifty-move draw outranks check.
    QCOMPARE(status("4k3/8/8/8/8/8/8/4R1K1 b - - 100 70"), QString("draw: fifty-move rule"));
  }

  void c13FenWriting() {
    QCOMPARE(play(kStart, {"e4"}),
             QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    // Written when a capture is legal, not when the capturing pawn is pinned.
    QCOMPARE(play("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", {"e4"}),
             QString("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"));
    QCOMPARE(play("8/8/8/8/1k1p4/8/4P3/4K2Q w - - 0 1", {"e4"}).section(' ', 3, 3), QString("e3"));
    QCOMPARE(play("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", {"e4"}).section(' ', 3, 3), QString("-"));
    QCOMPARE(play(kStart, {"e4", "e5", "Ke2", "Ke7"}),
             QString("rnbq1bnr/ppppkppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR w - - 2 3"));
  }

  void c14Refusals_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("column");
    QTest::newRow("C14 three fields") << "8/8/8/8/8/8/8/8 w KQkq" << 24;
    QTest::newRow("C14 seven fields") << QString(kStart) + " 9" << 58;
    QTest::newRow("C14 bad character")
        << "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 14;
    QTest::newRow("C14 rank of 9")
        << "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 19;
    QTest::newRow("C14 two digits")
        << "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 20;
    QTest::newRow("C14 rank brackets")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ[5]KBNR w KQkq - 0 1" << 40;
    QTest::newRow("C14 weapon braces")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ{O}KBNR w KQkq - 0 1" << 40;
    QTest::newRow("C14 two white kings") << "4k3/8/8/8/8/8/8/3KK3 w - - 0 1" << 1;
    QTest::newRow("C14 no black king") << "8/8/8/8/8/8/8/4K3 w - - 0 1" << 1;
    QTest::newRow("C14 pawn on rank 8") << "P3k3/8/8/8/8/8/8/4K3 w - - 0 1" << 1;
    QTest::newRow("C14 pawn on rank 1") << "4k3/8/8/8/8/8/8/p3K3 w - - 0 1" << 1;
    QTest::newRow("C14 side not to move in check") << "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1" << 23;
    QTest::newRow("C14 castling letter twice") << "r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1" << 28;
    QTest::newRow("C14 castling without rook") << "r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << 28;
    QTest::newRow("C14 castling without king on e1") << "r3k2r/8/8/8/8/8/8/R4K1R w K - 0 1" << 27;
    QTest::newRow("C14 castling letter") << "r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1" << 28;
    QTest::newRow("C14 en passant on rank 5") << "4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 2" << 28;
    QTest::newRow("C14 en passant square occupied") << "4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 2" << 30;
    QTest::newRow("C14 en passant rank 7 occupied") << "4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 2" << 30;
    QTest::newRow("C14 en passant without the pawn") << "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 2" << 27;
    QTest::newRow("C14 halfmove not a number") << "4k3/8/8/8/8/8/8/4K3 w - - x 1" << 27;
    QTest::newRow("C14 negative fullmove") << "4k3/8/8/8/8/8/8/4K3 w - - 0 -1" << 29;
  }
  void c14Refusals() {
    QFETCH(QString, position);
    QFETCH(int, column);
    sc::ParseError error;
    QVERIFY(!sc::readSfen(chess(), position.toStdString(), &error));
    QVERIFY2(error.column == column, error.toString().c_str());
    QVERIFY(!error.message.empty());
  }

  void c14aLenient_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("C14a four fields") << "4k3/8/8/8/8/8/8/R3K3 w Q -"
                                      << "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    QTest::newRow("C14a five fields") << "4k3/8/8/8/8/8/8/R3K3 b Q - 12"
                                      << "4k3/8/8/8/8/8/8/R3K3 b Q - 12 1";
    QTest::newRow("C14a fullmove 0") << "4k3/8/8/8/8/8/8/R3K3 w Q - 0 0"
                                     << "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    QTest::newRow("C14a castling in any order") << "r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1"
                                                << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    QTest::newRow("C14a unusable en passant dropped")
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    // C14 refuses a counter only when it is not a whole number: one beyond
    // what a position holds reads as the cap the counters stop at.
    QTest::newRow("C14 counters beyond the cap")
        << "4k3/8/8/8/8/8/8/R3K3 w Q - 1000000000 00000000000012"
        << "4k3/8/8/8/8/8/8/R3K3 w Q - 999999999 12";
    QTest::newRow("C14 fullmove beyond the cap")
        << "4k3/8/8/8/8/8/8/R3K3 w Q - 3 99999999999999999999999"
        << "4k3/8/8/8/8/8/8/R3K3 w Q - 3 999999999";
    QTest::newRow("C14a usable en passant kept") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                                 << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
  }
  void c14aLenient() {
    QFETCH(QString, position);
    QFETCH(QString, canonical);
    QCOMPARE(QString::fromStdString(sc::writeSfen(fen(position.toStdString()))), canonical);
  }

  void sanWritingAndReading() {
    // Disambiguation by file, by rank, and by both.
    const QStringList turns = legal("4k3/8/8/8/8/8/R7/R3K1N1 w - - 0 1");
    QVERIFY(turns.contains("R1a2") == false);
    QVERIFY(legal("4k3/8/8/8/8/8/4K3/R6R w - - 0 1").contains("Rad1"));
    QVERIFY(legal("4k3/8/8/8/8/8/4K3/R6R w - - 0 1").contains("Rhd1"));
    QVERIFY(legal("4k3/R7/8/8/8/8/8/R3K3 w - - 0 1").contains("R1a4"));
    QVERIFY(legal("4k3/8/8/8/8/2N1N3/8/2N1K3 w - - 0 1").contains("Nc3d5") == false);
    QVERIFY(legal("4k3/8/8/8/8/2N1N3/8/2N1K3 w - - 0 1").contains("Ne3d5") == false);
    QVERIFY(legal("4k3/8/8/1N3N2/8/1N3N2/8/4K3 w - - 0 1").contains("Nb3d4"));
    // Other programs' spellings.
    for (const char *t : {"Nf3", "Ng1f3", "g1f3", "g1-f3", "Nf3!?", "Nf3+"})
      QCOMPARE(play(kStart, {t}), play(kStart, {"Nf3"}));
    QCOMPARE(play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"0-0-0"}),
             play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"e1c1"}));
    // Errors name what is wrong.
    sc::Position pos = fen(kStart);
    std::string error;
    QVERIFY(!sc::parseTurn(pos, "Ne4", &error));
    QVERIFY(QString::fromStdString(error).contains("no legal move"));
    QVERIFY(!sc::parseTurn(pos, "Zf3", &error));
    QVERIFY(QString::fromStdString(error).startsWith("column 1"));
    // Check and mate suffixes.
    sc::Position mate = fen("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    QCOMPARE(QString::fromStdString(sc::formatTurnWithSuffix(mate, *sc::parseTurn(mate, "Qh4"))),
             QString("Qh4#"));
  }

  void c15c16CommandLine() {
    QProcess p;
    p.start(SHOOTERS_BIN, {"legal", "--ruleset", "chess", "--json", "--fen",
                           "r3k3/1P6/8/3pP3/8/8/8/R3K2R w KQq d6 0 2"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    for (const char *kind :
         {"\"move\"", "\"capture\"", "\"castle\"", "\"en-passant\"", "\"promotion\""})
      QVERIFY2(out.contains(QString("\"kind\": ") + kind), kind);
    QVERIFY(out.contains(
        R"("notation": "exd6", "kind": "en-passant", "from": "e5", "to": "d6", "targets": ["d5"])"));
    QVERIFY(out.contains(
        R"("notation": "O-O", "kind": "castle", "from": "e1", "to": "g1", "targets": [])"));
    QVERIFY(out.contains(
        R"("notation": "bxa8=Q+", "kind": "promotion", "from": "b7", "to": "a8", "targets": ["a8"])"));
    p.start(SHOOTERS_BIN, {"perft", "--ruleset", "chess", "--depth", "3"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()).trimmed(), QString("8902"));
    p.start(SHOOTERS_BIN,
            {"apply", "--ruleset", "chess", "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
    QVERIFY(p.waitForFinished(60000));
    const QString after = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    QCOMPARE(after, QString("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"));
    p.start(SHOOTERS_BIN, {"status", "--ruleset", "chess", "--fen", after});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()).trimmed(),
             QString("white wins: checkmate"));
  }
};

QTEST_APPLESS_MAIN(TestChess)
#include "tst_chess.moc"
