// What the workbench does with an engine's lines through the rules core:
// playing a line to its end, numbering it, the squares of its best turn, the
// comment an inserted line gets, and GameDocument::insertLine with its undo.
#include <QtTest>

#include "enginelines.h"
#include "engineprotocol.h"
#include "gamedocument.h"
#include "movegen.h"
#include "notation.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"

namespace {

sc::Position position(const char *sfen) {
  auto pos = sc::readSfen(sc::Registry::instance().defaultVariant(), sfen);
  if (!pos) qFatal("test position does not read: %s", sfen);
  return std::move(*pos);
}

sc::Position chessPosition(const char *fen) {
  std::string error;
  auto pos = sc::readSfen(sc::Registry::instance().load("chess", {}, error), fen);
  if (!pos) qFatal("test position does not read: %s", fen);
  return std::move(*pos);
}

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";
const char *const kMidgame =
    "2r1k3/pp3ppp/1q[6]n2n2/2pPp3/1b2P1B[2]1/2N1BN2/PP3PPP/2RQ[7]K2R b c1d1,e3f3,f6f7 0 17";

}  // namespace

class TestEngineLines : public QObject {
  Q_OBJECT

 private slots:
  void playLine() {
    const sc::Position start = position(kStart);
    const auto end = enginelines::playLine(start, {"Pe2-e3", "Pd7-d6"});
    QVERIFY(end);
    QCOMPARE(sc::writeSfen(*end),
             std::string("rnbqkbnr/ppp1pppp/3p4/8/8/4P3/PPPP1PPP/RNBQKBNR w - 2 2"));
    const auto half = enginelines::playLine(start, {"Pe2-e3", "Pd7-d6"}, 1);
    QVERIFY(half);
    QCOMPARE(half->sideToMove(), sc::Color::Black);
    QCOMPARE(sc::writeSfen(*enginelines::playLine(start, {})), std::string(kStart));
    QString error;
    QVERIFY(!enginelines::playLine(start, {"Pe2-e3", "Zz9"}, -1, &error));
    QVERIFY2(error.startsWith("turn 2 'Zz9': "), qPrintable(error));
    QVERIFY(!enginelines::playLine(start, {"Pe2-e3", "Pe3-e4"}));  // White again: illegal
  }

  // The game as an engine is told it: chess in UCI coordinates (the SAN the
  // game shows is what Fairy-Stockfish cannot read: it stopped at the first
  // turn and analysed the start), the other rule systems in their notation.
  void engineGameInTheEnginesWords() {
    std::string error;
    GameDocument chess(sc::Registry::instance().load("chess", {}, error));
    for (const char *san : {"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"}) {
      sc::Position pos = chess.position();
      const auto turn = sc::parseTurn(pos, san);
      QVERIFY2(turn, san);
      chess.playTurn(*turn);
    }
    const auto game = enginelines::engineGame(chess.tree(), chess.currentNode());
    QCOMPARE(game.startSfen, QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(game.moves, QStringList({"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "e1g1"}));

    GameDocument shooters(sc::Registry::instance().defaultVariant());
    for (const char *token : {"Pe2-e3", "Pd7-d6"}) {
      sc::Position pos = shooters.position();
      const auto turn = sc::parseTurn(pos, token);
      QVERIFY2(turn, token);
      shooters.playTurn(*turn);
    }
    QCOMPARE(enginelines::engineGame(shooters.tree(), shooters.currentNode()).moves,
             QStringList({"Pe2-e3", "Pd7-d6"}));
  }

  void numberedLine() {
    QCOMPARE(enginelines::numberedLine(position(kStart), {"Pe2-e3", "Pd7-d6", "Nb1-c3"}),
             QString("1. Pe2-e3 Pd7-d6 2. Nb1-c3"));
    QCOMPARE(enginelines::numberedLine(position(kMidgame), {"Nf6|Pf7", "Pd5xc6", "Pa7-a6"}),
             QString("17\u2026 Nf6|Pf7 18. Pd5xc6 Pa7-a6"));
    QCOMPARE(enginelines::numberedLine(position(kStart), {}), QString());
  }

  void turnArrows() {
    // One arrow from the shooter along each part of the turn, by kind.
    sc::Position pos = position(kMidgame);
    sc::TurnList turns;
    sc::generateLegal(pos, turns);
    int seen = 0;
    for (const sc::Turn &t : turns) {
      const QString token = QString::fromStdString(sc::formatTurn(pos, t));
      const auto arrows = enginelines::turnArrows(pos, token);
      std::vector<sc::Arrow> expected;
      if (t.kind == sc::TurnKind::Move || t.kind == sc::TurnKind::Series)
        expected = {{t.from, t.to, sc::ShapeColor::Blue}};
      else if (t.kind == sc::TurnKind::Shoot || t.kind == sc::TurnKind::Replace)
        expected = {{t.from, t.target, sc::ShapeColor::Blue}};
      else if (t.kind == sc::TurnKind::MoveShoot)
        expected = {{t.from, t.to, sc::ShapeColor::Blue}, {t.to, t.target, sc::ShapeColor::Blue}};
      else
        continue;
      QVERIFY2(arrows == expected, qPrintable(token));
      ++seen;
    }
    QVERIFY(seen > 20);
    const auto move = enginelines::turnArrows(position(kStart), "Pe2-e3");
    QCOMPARE(move.size(), std::size_t(1));
    QCOMPARE(move[0].from, sq("e2"));
    QCOMPARE(move[0].to, sq("e3"));
    QVERIFY(enginelines::turnArrows(position(kStart), "Pe2-e5").empty());
    QVERIFY(enginelines::turnArrows(position(kStart), "nonsense").empty());
  }

  void scoreComment() {
    EngineInfo info;
    info.depth = 14;
    info.score = {false, 135};
    QCOMPARE(enginelines::scoreComment(info, true), QString("+1.35/14"));
    QCOMPARE(enginelines::scoreComment(info, false), QString("-1.35/14"));
    info.score = {true, 2};
    info.depth = 3;
    QCOMPARE(enginelines::scoreComment(info, false), QString("#-2/3"));
  }

  void afterPass() {
    // Threat mode's position: the other side to move, the board as it was.
    const auto passed = enginelines::afterPass(position(kStart));
    QVERIFY(passed);
    QCOMPARE(passed->sideToMove(), sc::Color::Black);
    QVERIFY(sc::writeSfen(*passed).starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b "));
    // No pass in check (D39): the rook on e8 gives check along the e-file.
    QVERIFY(!enginelines::afterPass(chessPosition("4r2k/8/8/8/8/8/8/4K3 w - - 0 1")));
    QVERIFY(enginelines::afterPass(chessPosition("3r3k/8/8/8/8/8/8/4K3 w - - 0 1")));
  }

  void insertLineWithAPass() {
    // "--" goes in as a pass where one is allowed (the Analysis dock's
    // threats), and stops a line where it is not.
    GameDocument doc(sc::Registry::instance().defaultVariant());
    const sc::NodeId root = doc.tree().root();
    QCOMPARE(doc.insertLine(root, {"--", "Pe7-e6"}, "threat"), 2);
    const sc::NodeId pass = doc.tree().node(root).children.at(0);
    QCOMPARE(doc.tree().node(pass).turn.kind, sc::TurnKind::Null);
    QCOMPARE(doc.tree().node(pass).notation, std::string("--"));
    QCOMPARE(doc.tree().node(doc.tree().node(pass).children.at(0)).notation, std::string("Pe7-e6"));
    QCOMPARE(doc.tree().node(pass).annotation.commentAfter, std::string("threat"));
    const sc::Position check = chessPosition("4r2k/8/8/8/8/8/8/4K3 w - - 0 1");
    GameDocument checked(check.variantPtr());
    checked.newGame(check);
    QCOMPARE(checked.insertLine(checked.tree().root(), {"--", "Re7"}), 0);
    QVERIFY(!checked.canPass());
    QVERIFY(doc.canPass());
  }

  void insertLine() {
    GameDocument doc(sc::Registry::instance().defaultVariant());
    const sc::NodeId root = doc.tree().root();
    // A game 1. Pe2-e3 Pd7-d6; the engine's line shares the first turn.
    sc::Position pos = doc.position();
    doc.playTurn(*sc::parseTurn(pos, "Pe2-e3"));
    pos = doc.position();
    doc.playTurn(*sc::parseTurn(pos, "Pd7-d6"));
    doc.goTo(root);
    QSignalSpy current(&doc, &GameDocument::currentNodeChanged);
    const int nodes = doc.tree().nodeCount();
    const int steps = doc.undoStack()->count();

    QCOMPARE(doc.insertLine(root, {"Pe2-e3", "Pa7-a6", "Pa2-a3"}, "+0.12/5"), 3);
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(doc.currentNode(), root);
    QCOMPARE(doc.tree().nodeCount(), nodes + 2);
    const sc::NodeId e3 = doc.tree().node(root).children.at(0);
    QCOMPARE(doc.tree().node(root).children.size(), std::size_t(1));  // followed, not doubled
    QCOMPARE(doc.tree().node(e3).children.size(), std::size_t(2));    // a new variation
    const sc::NodeId a6 = doc.tree().node(e3).children.at(1);
    QCOMPARE(doc.tree().node(a6).notation, std::string("Pa7-a6"));
    QCOMPARE(doc.tree().node(doc.tree().node(a6).children.at(0)).notation, std::string("Pa2-a3"));
    QCOMPARE(doc.tree().node(e3).annotation.commentAfter, std::string("+0.12/5"));

    // Undo: the variation goes and the first turn's comment is as before.
    doc.undoStack()->undo();
    QCOMPARE(doc.tree().nodeCount(), nodes);
    QCOMPARE(doc.tree().node(e3).children.size(), std::size_t(1));
    QVERIFY(doc.tree().node(e3).annotation.commentAfter.empty());
    QCOMPARE(doc.currentNode(), root);
    // Redo puts the same nodes back.
    doc.undoStack()->redo();
    QCOMPARE(doc.tree().node(e3).children.at(1), a6);
    QCOMPARE(doc.tree().node(e3).annotation.commentAfter, std::string("+0.12/5"));
    doc.undoStack()->undo();

    // A comment joins one already there.
    sc::Annotation note;
    note.commentAfter = "main idea";
    doc.setAnnotation(e3, note);
    QCOMPARE(doc.insertLine(root, {"Pe2-e3"}, "+0.30/8"), 1);
    QCOMPARE(doc.tree().node(e3).annotation.commentAfter, std::string("main idea +0.30/8"));
    doc.undoStack()->undo();
    QCOMPARE(doc.tree().node(e3).annotation.commentAfter, std::string("main idea"));

    // Below a node other than the current one, with a new first turn.
    const int before = doc.undoStack()->index();
    QCOMPARE(doc.insertLine(e3, {"Pb7-b6"}), 1);
    QCOMPARE(doc.tree().node(e3).children.size(), std::size_t(2));
    QCOMPARE(doc.undoStack()->index(), before + 1);

    // Stops at the first turn it cannot read; nothing at all: no step.
    QCOMPARE(doc.insertLine(root, {"Pa2-a3", "Zz9", "Pa7-a6"}), 1);
    QCOMPARE(doc.insertLine(root, {"Zz9"}), 0);
    QCOMPARE(doc.insertLine(root, {}), 0);
    QCOMPARE(doc.insertLine(sc::NodeId(9999), {"Pe2-e3"}), 0);
    // The whole line exists and there is nothing to say: no step either.
    const int index = doc.undoStack()->index();
    QCOMPARE(doc.insertLine(root, {"Pe2-e3", "Pd7-d6"}), 2);
    QCOMPARE(doc.undoStack()->index(), index);
    QCOMPARE(doc.currentNode(), root);
    QCOMPARE(current.count(), 0);  // the current node never moved for good
  }
};

QTEST_GUILESS_MAIN(TestEngineLines)
#include "tst_enginelines.moc"
