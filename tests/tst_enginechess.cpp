// The engine on rule systems whose pieces take by moving (chess) and on the
// first edition: material values from the piece data, mates in one and two
// (each premise checked by brute force over the rules core), a hanging queen
// taken, a promotion, captures searched by the quiescence search, the C9
// draw, and legal best turns for chess and shooters-first positions; which
// squares a side guards, and the losing captures quiescence skips.
#include <QtTest>

#include <memory>

#include "evaluate.h"
#include "movegen.h"
#include "notation.h"
#include "pgn.h"
#include "registry.h"
#include "search.h"
#include "sfen.h"
#include "squares.h"
#include "status.h"

namespace {

sc::VariantPtr variant(const std::string &name) {
  std::string error;
  sc::VariantPtr v = sc::Registry::instance().load(name, {}, error);
  if (!v) qFatal("ruleset %s does not load: %s", name.c_str(), error.c_str());
  return v;
}

sc::Position position(const std::string &name, const std::string &fen) {
  sc::ParseError error;
  auto pos = sc::readSfen(variant(name), fen, &error);
  if (!pos) qFatal("test position does not read: %s", error.toString().c_str());
  return std::move(*pos);
}

sc::Position chess(const std::string &fen) { return position("chess", fen); }

sc::SearchInfo searchTo(const sc::Position &pos, int depth) {
  sc::Search search(4);
  sc::SearchLimits limits;
  limits.depth = depth;
  return search.run(pos, {}, limits);
}

std::unique_ptr<sc::TurnList> legal(sc::Position &pos) {
  auto list = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *list);
  return list;
}

bool isLegalTurn(sc::Position &pos, const sc::Turn &t) {
  const auto list = legal(pos);
  return std::find(list->begin(), list->end(), t) != list->end();
}

bool mates(sc::Position &pos, const sc::Turn &t) {
  pos.make(t);
  const bool mate = sc::evaluateStatus(pos).reason == sc::EndReason::Checkmate;
  pos.undo();
  return mate;
}

bool hasMateInOne(sc::Position &pos) {
  const auto list = legal(pos);
  return std::any_of(list->begin(), list->end(), [&](const sc::Turn &t) { return mates(pos, t); });
}

// Brute force: `t` mates at once, or every reply allows a mate in one.
bool forcesMateInTwo(sc::Position &pos, const sc::Turn &t) {
  pos.make(t);
  const auto replies = legal(pos);
  bool forced = replies->size > 0;
  for (const sc::Turn &r : *replies) {
    pos.make(r);
    forced = forced && hasMateInOne(pos);
    pos.undo();
  }
  pos.undo();
  return forced;
}

std::string name(sc::Position &pos, const sc::Turn *t) {
  return t ? sc::formatTurn(pos, *t) : std::string("(none)");
}

}  // namespace

class TestEngineChess : public QObject {
  Q_OBJECT

 private slots:
  // The values the piece data gives chess (docs/engine.md lists them).
  void materialValues() {
    const sc::VariantPtr v = variant("chess");
    auto value = [&](char letter) {
      return sc::Evaluator::materialValue(*v, v->rules().pieceByLetter(letter));
    };
    qInfo("chess: P %d, N %d, B %d, R %d, Q %d, K %d", value('P'), value('N'), value('B'),
          value('R'), value('Q'), value('K'));
    QVERIFY(value('P') >= 90 && value('P') <= 110);
    QVERIFY(value('N') >= 300 && value('N') <= 340);
    QVERIFY(value('B') >= 300 && value('B') <= 340);
    QVERIFY(value('R') >= 470 && value('R') <= 530);
    QVERIFY(value('Q') >= 850 && value('Q') <= 950);
    // What they are for: two minor pieces outweigh a rook, a rook and a minor
    // piece do not quite make a queen.
    QVERIFY(value('N') + value('B') > value('R'));
    QVERIFY(value('R') + value('B') < value('Q'));
  }

  // Where every piece takes by moving (C2) the evaluation knows pawn
  // structure and shelter (model/engine/evaluate_structure.cpp); positions
  // that differ in one of them by a pawn's place, the same material.
  void structureOfPawns() {
    const sc::Evaluator eval(*variant("chess"));
    QVERIFY(eval.takesByMovingOnly());
    QVERIFY(!sc::Evaluator(*variant("shooters")).takesByMovingOnly());
    QVERIFY(!sc::Evaluator(*variant("megaman")).takesByMovingOnly());
    auto score = [&](const char *fen) { return eval.evaluate(chess(fen)); };
    // A passed pawn on e6 against one a black pawn on d7 can stop.
    const int passed = score("4k3/p7/4P3/8/8/8/8/4K3 w - - 0 1");
    const int stoppable = score("4k3/3p4/4P3/8/8/8/8/4K3 w - - 0 1");
    QVERIFY2(passed > stoppable + 40, qPrintable(QString("%1 %2").arg(passed).arg(stoppable)));
    // Doubled and isolated pawns (e2, e3) against a pair side by side (d2,
    // e2), none of them passed.
    const int doubled = score("r3k3/2pppp2/8/8/8/4P3/4P3/R3K3 w - - 0 1");
    const int healthy = score("r3k3/2pppp2/8/8/8/8/3PP3/R3K3 w - - 0 1");
    QVERIFY2(healthy > doubled + 15, qPrintable(QString("%1 %2").arg(healthy).arg(doubled)));
    // With queens on the board, a castled king behind its pawns against one
    // whose pawns have left (same pawns, on the other wing).
    const int sheltered = score("q3k3/8/8/8/8/8/5PPP/Q5K1 w - - 0 1");
    const int bare = score("q3k3/8/8/8/8/8/PPP5/Q5K1 w - - 0 1");
    QVERIFY2(sheltered > bare + 30, qPrintable(QString("%1 %2").arg(sheltered).arg(bare)));
    // A queen and a rook bearing on the squares around a castled king, against
    // the same pieces on the other wing (one attacker alone does not count).
    const int attacked = score("4k1r1/8/8/8/7q/8/5PPP/6K1 w - - 0 1");
    const int quiet = score("r3k3/8/8/8/q7/8/5PPP/6K1 w - - 0 1");
    QVERIFY2(quiet > attacked + 25, qPrintable(QString("%1 %2").arg(quiet).arg(attacked)));
    // In a pawn ending the king belongs in the centre.
    const int central = score("4k3/p7/8/8/3K4/8/P7/8 w - - 0 1");
    const int corner = score("4k3/p7/8/8/8/8/P7/K7 w - - 0 1");
    QVERIFY2(central > corner + 20, qPrintable(QString("%1 %2").arg(central).arg(corner)));
  }

  // MegaMan Chess (M7): pieces that capture standing are weighed by the same
  // data as chess pieces, so a queen up is worth a queen there too.
  void megamanMaterial() {
    const sc::Position down =
        position("megaman", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const sc::SearchInfo info = searchTo(down, 2);
    QVERIFY2(info.lines.front().score > 600, qPrintable(QString::number(info.lines.front().score)));
  }

  void mateInOne_data() {
    QTest::addColumn<QString>("fen");
    QTest::newRow("back rank") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    QTest::newRow("scholar's mate")
        << "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    QTest::newRow("black, back rank") << "1r4k1/8/8/8/8/8/5PPP/6K1 b - - 0 1";
  }
  void mateInOne() {
    QFETCH(QString, fen);
    sc::Position pos = chess(fen.toStdString());
    QVERIFY2(hasMateInOne(pos), "premise: a mate in one");
    const sc::SearchInfo info = searchTo(pos, 3);
    QVERIFY(info.best());
    QVERIFY2(mates(pos, *info.best()), name(pos, info.best()).c_str());
    QCOMPARE(info.lines[0].score, sc::kMate - 1);
  }

  void mateInTwo_data() {
    QTest::addColumn<QString>("fen");
    // Two rooks: Ra7, Kg8, Rb8#.
    QTest::newRow("rook ladder") << "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1";
    // A queen sacrifice: Qg8+ Rxg8 (the knight guards g8) Nf7#, smothered.
    QTest::newRow("smothered") << "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1";
  }
  void mateInTwo() {
    QFETCH(QString, fen);
    sc::Position pos = chess(fen.toStdString());
    QVERIFY2(!hasMateInOne(pos), "premise: no mate in one");
    const sc::SearchInfo info = searchTo(pos, 5);
    QVERIFY(info.best());
    QCOMPARE(info.lines[0].score, sc::kMate - 3);
    QVERIFY2(forcesMateInTwo(pos, *info.best()), name(pos, info.best()).c_str());
  }

  void takesHangingQueen() {
    sc::Position pos = chess("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    const sc::SearchInfo info = searchTo(pos, 4);
    QVERIFY(info.best());
    QCOMPARE(int(info.best()->kind), int(sc::TurnKind::Capture));
    QCOMPARE(sc::squareName(info.best()->to), std::string("d5"));
    QVERIFY(info.lines[0].score > 300);
  }

  // Quiescence searches captures: at depth 1 the queen does not take a pawn
  // that a pawn defends, and a capture the horizon hides is still seen.
  void quiescenceSeesRecapture() {
    sc::Position pos = chess("4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1");
    const sc::SearchInfo info = searchTo(pos, 1);
    QVERIFY(info.best());
    QVERIFY2(
        !(info.best()->kind == sc::TurnKind::Capture && sc::squareName(info.best()->to) == "d5"),
        name(pos, info.best()).c_str());
  }

  // The test behind quiescence's losing captures and their place in the
  // order: who could take back on a square, whatever stands there.
  void guardsSquares() {
    sc::Position pos = chess("4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1");
    QVERIFY(sc::guards(pos, sc::Color::Black, sq("d5")));   // the c6 pawn
    QVERIFY(sc::guards(pos, sc::Color::Black, sq("e4")));   // the d5 pawn, forward for Black
    QVERIFY(!sc::guards(pos, sc::Color::Black, sq("d4")));  // a pawn takes diagonally only
    QVERIFY(sc::guards(pos, sc::Color::White, sq("d5")));   // the queen up the open file
    QVERIFY(!sc::guards(pos, sc::Color::White, sq("d6")));  // behind the d5 pawn
    // Taking the rook on b6 loses the queen to the c7 pawn, which quiescence
    // skips; the rook on f5 that nothing guards is taken.
    sc::Position rooks = chess("4k3/2p5/1r6/5r2/8/8/8/1Q2K3 w - - 0 1");
    const sc::SearchInfo info = searchTo(rooks, 1);
    QVERIFY(info.best());
    QCOMPARE(sc::squareName(info.best()->to), std::string("f5"));
    // A queen that takes an unguarded rook loses nothing: quiescence must
    // see it, so at depth 1 the rook leaves the long diagonal rather than
    // the king taking the knight.
    sc::Position threatened = chess("4k3/6q1/8/8/8/7n/7K/R7 w - - 0 1");
    const sc::SearchInfo saved = searchTo(threatened, 1);
    QVERIFY(saved.best());
    QCOMPARE(sc::squareName(saved.best()->from), std::string("a1"));
  }

  void promotes() {
    sc::Position pos = chess("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    const sc::SearchInfo info = searchTo(pos, 4);
    QVERIFY(info.best());
    QCOMPARE(int(info.best()->kind), int(sc::TurnKind::Promotion));
    QCOMPARE(int(info.best()->extra), pos.rules().pieceByLetter('Q'));
    QVERIFY(info.lines[0].score > 500);
    // And Black, whose pawns run the other way (relative directions, C2).
    sc::Position black = chess("k7/8/8/8/8/8/p6K/8 b - - 0 1");
    const sc::SearchInfo b = searchTo(black, 4);
    QVERIFY(b.best());
    QCOMPARE(int(b.best()->kind), int(sc::TurnKind::Promotion));
    QCOMPARE(int(b.best()->extra), black.rules().pieceByLetter('Q'));
  }

  // C9: a king and a bishop cannot mate; the search scores it a draw.
  void insufficientMaterialIsDrawn() {
    sc::Position pos = chess("8/8/8/4k3/8/8/8/4KB2 w - - 0 1");
    const sc::SearchInfo info = searchTo(pos, 4);
    QVERIFY(info.best());
    QCOMPARE(info.lines[0].score, 0);
  }

  void legalBestTurns_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("fen");
    QTest::newRow("chess start") << "chess"
                                 << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("kiwipete")
        << "chess"
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("position 3") << "chess"
                                << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    QTest::newRow("black in check")
        << "chess"
        << "rnbqkbnr/ppp2ppp/3p4/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3";
    const sc::VariantPtr first = variant("shooters-first");
    QTest::newRow("first start") << "shooters-first"
                                 << QString::fromStdString(first->rules().startSfen);
  }
  void legalBestTurns() {
    QFETCH(QString, ruleset);
    QFETCH(QString, fen);
    sc::Position pos = position(ruleset.toStdString(), fen.toStdString());
    for (int depth : {1, 3}) {
      const sc::SearchInfo info = searchTo(pos, depth);
      QVERIFY(info.best());
      QVERIFY2(isLegalTurn(pos, *info.best()), name(pos, info.best()).c_str());
      // The whole principal variation is legal, turn after turn.
      sc::Position line = pos;
      for (const sc::Turn &t : info.lines[0].pv) {
        QVERIFY2(isLegalTurn(line, t), name(line, &t).c_str());
        line.make(t);
      }
    }
  }

  // F17 at the horizon: after White takes Black's queen, Black's king is its
  // last monarch, and unloading a pawn onto it lifts it to 10, which wins.
  // The quiescence search sees that unload, so a one-ply search does not
  // take the queen, and Black, to move after it, wins in one.
  void lastMonarchRankAtTheHorizon() {
    const std::string fen = "rnb1kbnr/p1pp1pp1/1p2p2p/5qN1/8/4P1P1/PPPP1P1P/RNBQKBR1 w - 10 6";
    sc::Position pos = position("shooters-first", fen);
    const auto taking = sc::parseTurn(pos, "Qd1-g4@f5");
    QVERIFY(taking);
    const sc::SearchInfo white = searchTo(pos, 1);
    QVERIFY(white.best());
    QVERIFY2(!(*white.best() == *taking), name(pos, white.best()).c_str());
    QVERIFY(white.lines[0].score < 600);
    pos.make(*taking);
    const sc::SearchInfo black = searchTo(pos, 1);
    QVERIFY(black.best());
    QCOMPARE(black.lines[0].score, sc::kMate - 1);
    QCOMPARE(black.best()->kind, sc::TurnKind::Unload);
  }

  // Issue 11's chess yardstick: every puzzle of a collection (mates in one
  // and two) solved at a fixed depth of 2N + 2 plies for a mate in N: the
  // decided score, and a first turn that forces the mate (checked by brute
  // force; it may differ from the file's). Time is not tested (bench figures
  // are in docs/engine.md: each is found well within 0.5 s).
  // mates-in-two.pgn holds the finishes of famous games (the Opera Game, the
  // Immortal, Reti-Tartakower, ...), checked by Fairy-Stockfish as mates in
  // exactly two. The depth is one ply more than a mate in N needs, since
  // Reti's 10. Bg5+ Kc7 11. Bd8# ends on a quiet check, which futility
  // pruning skips at depth 5; depth 6 finds it (searching such checks cost
  // strength, docs/engine.md "Measured", eighth pass).
  void puzzles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    QTest::newRow("puzzles.pgn") << "data/pgn/puzzles.pgn" << 4;
    QTest::newRow("mates-in-two.pgn") << "data/pgn/mates-in-two.pgn" << 9;
  }
  void puzzles() {
    QFETCH(QString, file);
    QFETCH(int, count);
    QFile f(QFINDTESTDATA(file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const sc::PgnFile pgn =
        sc::readPgn(variant("chess"), std::string_view(bytes.data(), std::size_t(bytes.size())));
    QCOMPARE(int(pgn.games.size()), count);
    for (const sc::PgnGame &g : pgn.games) {
      QVERIFY(g.tree && g.problems.empty());
      sc::Position pos = g.tree->start();
      const int plies = int(g.tree->mainLine().size()) - 1;
      const int n = (plies + 1) / 2;
      QVERIFY(n == 1 || n == 2);
      const sc::SearchInfo info = searchTo(pos, 2 * n + 2);
      QVERIFY(info.best());
      QCOMPARE(info.lines[0].score, sc::kMate - (2 * n - 1));
      const bool solved = n == 1 ? mates(pos, *info.best()) : forcesMateInTwo(pos, *info.best());
      QVERIFY2(solved, name(pos, info.best()).c_str());
    }
  }
};

QTEST_GUILESS_MAIN(TestEngineChess)
#include "tst_enginechess.moc"
