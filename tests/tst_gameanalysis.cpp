// "Analyse game" with the real shooters-engine at a small fixed depth: a short
// game whose fifth turn throws away a forced win and its rook gets "??" and
// the better line as a variation; progress reaches the total; one Undo removes every
// mark; cancelling mid-run, a missing engine and an engine that hangs
// mid-game apply nothing and keep the scores found.
#include <QPointer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QtTest>

#include "engineclient.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "moveclassification.h"
#include "notation.h"
#include "registry.h"
#include "scripteddevice.h"
#include "sfen.h"

using namespace sc;

namespace {

// Rooks and pawns only. After four good turns White (to move) wins by force
// with Ra3-h3 (the rook swings to h8 and shoots along the back rank); the
// played Ra3-d3@d7 takes a pawn but lets the black rook shoot the white one
// down in stages.
const char *kStart = "r3k3/pppp4/8/8/8/8/PPPP4/R3K3 w - 0 1";
const char *kLine[] = {"Pa2^a1", "Ra8-d8", "Ra1-a3@a7", "Pc7-c8", "Ra3-d3@d7", "Rd8-d5@d3"};
constexpr int kBlunderPly = 5;
constexpr int kDepth = 3;

// The game as a document; returns the main line, root first.
std::vector<NodeId> buildGame(GameDocument &doc) {
  const std::optional<Position> start = readSfen(Registry::instance().defaultVariant(), kStart);
  if (!start) qFatal("bad start");
  doc.newGame(*start);
  for (const char *token : kLine) {
    Position pos = doc.position();
    const std::optional<Turn> turn = parseTurn(pos, token);
    if (!turn) qFatal("illegal %s", token);
    doc.playTurn(*turn);
  }
  doc.goStart();
  return doc.tree().mainLine();
}

// Move glyphs and comments of the main line, the part the analysis writes.
QStringList marks(const GameDocument &doc) {
  QStringList out;
  for (NodeId id : doc.tree().mainLine()) {
    const Annotation &a = doc.tree().node(id).annotation;
    QStringList nags;
    for (int nag : a.nags) nags << QString::number(nag);
    out << nags.join(u',') + u'|' + QString::fromStdString(a.commentAfter) + u'|' +
               QString::fromStdString(a.eval);
  }
  out << QString::number(doc.tree().nodeCount());
  return out;
}

}  // namespace

class TestGameAnalysis : public QObject {
  Q_OBJECT

 private slots:
  void blunderIsMarked();
  void cancelAppliesNothing();
  void cancelAtTheLastPosition();
  void missingEngineAppliesNothing();
  void hungEngineEndsTheRun();
  void gameChangeEndsTheRun();
  void passIsNotJudged();
  void chessGameIsAnalysed();
  void refusedPositionEndsTheRun();
};

// D39: a pass in the main line is searched through (the engine is told the
// position after it) and never marked: it is the annotator's question.
// Analyse Game sends the game's rule system, as the Analysis dock does.
// Until the twenty-fifth pass it did not: the engine read a chess game's
// positions as Shooters Chess, refused them, and the run never ended.
void TestGameAnalysis::chessGameIsAnalysed() {
  std::string error;
  const VariantPtr chess = Registry::instance().load("chess", {}, error);
  QVERIFY2(chess, error.c_str());
  GameDocument doc(chess);
  doc.newGame(*readSfen(chess, chess->rules().startSfen));
  // The scholar's mate: 3... Nf6 lets the queen take f7 with mate.
  for (const char *token : {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"}) {
    Position pos = doc.position();
    const std::optional<Turn> turn = parseTurn(pos, token);
    QVERIFY2(turn, token);
    doc.playTurn(*turn);
  }
  const std::vector<NodeId> line = doc.tree().mainLine();
  GameAnalyzer analyzer(&doc);
  analyzer.engine()->setProgram(QStringLiteral(SHOOTERS_ENGINE));
  analyzer.setDepth(3);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  QSignalSpy failed(&analyzer, &GameAnalyzer::failed);
  analyzer.start();
  QVERIFY(finished.wait(60000));
  QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(0).toString()));
  QCOMPARE(analyzer.engine()->variant(), QStringLiteral("chess"));
  for (NodeId id : line) QVERIFY(analyzer.evaluation(id).has_value());
  // Nf6 (ply 6) is a blunder; the better turn is a chess turn in SAN.
  const NodeId nf6 = line[6];
  QCOMPARE(doc.tree().node(nf6).annotation.nags, std::vector<int>{4});
  const Node &before = doc.tree().node(line[5]);
  QCOMPARE(before.children.size(), std::size_t(2));
  const QString better = QString::fromStdString(doc.tree().node(before.children[1]).notation);
  QVERIFY2(
      QRegularExpression("^(Q|K|N|B|R)?[a-h]?[1-8]?x?[a-h][1-8][+#]?$").match(better).hasMatch(),
      qPrintable(better));
  QVERIFY(*analyzer.evaluation(line.back()) > 0);  // White has mated
}

// An engine that cannot read a position answers with another one's search;
// the run ends with the engine's words instead of waiting for ever.
void TestGameAnalysis::refusedPositionEndsTheRun() {
  GameDocument doc(Registry::instance().defaultVariant());
  buildGame(doc);
  const QStringList before = marks(doc);
  GameAnalyzer analyzer(&doc);
  analyzer.engine()->setDeviceFactory([](QObject *parent) {
    auto *d = new ScriptedDevice(parent);
    d->replies.insert(QStringLiteral("position"),
                      {QStringLiteral("info string position ignored: cannot read SFEN")});
    d->replies.insert(QStringLiteral("go"), {QStringLiteral("info depth 1 score cp 5 pv Pa2^a1"),
                                             QStringLiteral("bestmove Pa2^a1")});
    return d;
  });
  analyzer.setDepth(2);
  QSignalSpy failed(&analyzer, &GameAnalyzer::failed);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  analyzer.start();
  QVERIFY(failed.wait(10000));
  QCOMPARE(failed.first().at(0).toString(),
           QStringLiteral("The engine could not read a position of the game (it said: position "
                          "ignored: cannot read SFEN)"));
  QVERIFY(!analyzer.isRunning());
  QVERIFY(finished.isEmpty());
  QVERIFY(analyzer.evaluations().isEmpty());
  QCOMPARE(marks(doc), before);
}

void TestGameAnalysis::passIsNotJudged() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::optional<Position> start = readSfen(Registry::instance().defaultVariant(), kStart);
  doc.newGame(*start);
  for (const char *token : {"Pa2^a1", "--", "Ra1-a3@a7", "Ra8-d8"}) {
    Position pos = doc.position();
    const std::optional<Turn> turn = isNullToken(token) && mayPass(pos)
                                         ? std::optional<Turn>(nullTurn())
                                         : parseTurn(pos, token);
    QVERIFY2(turn, token);
    doc.playTurn(*turn);
  }
  const std::vector<NodeId> line = doc.tree().mainLine();
  QCOMPARE(doc.tree().node(line[2]).turn.kind, TurnKind::Null);
  GameAnalyzer analyzer(&doc);
  analyzer.engine()->setProgram(QStringLiteral(SHOOTERS_ENGINE));
  analyzer.setDepth(2);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  QSignalSpy failed(&analyzer, &GameAnalyzer::failed);
  analyzer.start();
  QVERIFY(finished.wait(60000));
  QVERIFY(failed.isEmpty());
  for (NodeId id : line) QVERIFY(analyzer.evaluation(id).has_value());
  const Annotation &pass = doc.tree().node(line[2]).annotation;
  QVERIFY(!pass.eval.empty());
  for (int nag : pass.nags) QVERIFY2(!Analysis::isMoveNag(nag), qPrintable(QString::number(nag)));
  QCOMPARE(doc.tree().node(line[1]).children.size(), std::size_t(1));  // no better "turn"
}

void TestGameAnalysis::blunderIsMarked() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::vector<NodeId> line = buildGame(doc);
  const QStringList before = marks(doc);
  const int undoCount = doc.undoStack()->count();

  GameAnalyzer analyzer(&doc);
  analyzer.engine()->setProgram(QStringLiteral(SHOOTERS_ENGINE));
  analyzer.setDepth(kDepth);
  QSignalSpy progress(&analyzer, &GameAnalyzer::progress);
  QSignalSpy evaluated(&analyzer, &GameAnalyzer::evaluated);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  QSignalSpy failed(&analyzer, &GameAnalyzer::failed);
  analyzer.start();
  QVERIFY(analyzer.isRunning());
  QVERIFY(finished.wait(60000));
  QVERIFY(failed.isEmpty());
  QVERIFY(!analyzer.isRunning());

  // Every position was searched, in order, and progress reached the total.
  const int total = int(line.size());
  QCOMPARE(progress.first().at(0).toInt(), 0);
  QCOMPARE(progress.last().at(0).toInt(), total);
  QCOMPARE(progress.last().at(1).toInt(), total);
  QCOMPARE(evaluated.size(), total);
  for (int i = 0; i < total; ++i) {
    QCOMPARE(evaluated.at(i).at(0).value<NodeId>(), line[std::size_t(i)]);
    QVERIFY(analyzer.evaluation(line[std::size_t(i)]).has_value());
  }
  // Before the blunder White wins by force; after it Black is better.
  const int beforeBlunder = *analyzer.evaluation(line[kBlunderPly - 1]);
  const int afterBlunder = *analyzer.evaluation(line[kBlunderPly]);
  QVERIFY2(beforeBlunder > 5 * Analysis::kPawnEquivalent,
           qPrintable(Analysis::formatScore(beforeBlunder)));
  QVERIFY2(afterBlunder < 0, qPrintable(Analysis::formatScore(afterBlunder)));

  // The blunder: "??", its comment untouched, and the engine's better turn
  // as a variation carrying the engine's score.
  const Annotation &blunder = doc.tree().node(line[kBlunderPly]).annotation;
  QCOMPARE(blunder.nags, std::vector<int>{4});
  QVERIFY(blunder.commentAfter.empty());
  QCOMPARE(blunder.eval, Analysis::evalText(afterBlunder));
  const QString best = analyzer.bestTurn(line[kBlunderPly - 1]);
  QVERIFY(!best.isEmpty());
  QVERIFY(best != QLatin1String(kLine[kBlunderPly - 1]));
  const Node &from = doc.tree().node(line[kBlunderPly - 1]);
  QCOMPARE(from.children.size(), std::size_t(2));
  const Node &better = doc.tree().node(from.children[1]);
  QCOMPARE(QString::fromStdString(better.notation), best);
  QCOMPARE(better.annotation.eval, Analysis::evalText(beforeBlunder));
  QVERIFY(better.annotation.commentAfter.empty());

  // Every mark came in one undo step; Undo removes them all, Redo restores.
  QVERIFY(finished.first().at(0).toInt() >= 1);
  QCOMPARE(doc.undoStack()->count(), undoCount + 1);
  const QStringList analysed = marks(doc);
  QVERIFY(analysed != before);
  doc.undoStack()->undo();
  QCOMPARE(marks(doc), before);
  doc.undoStack()->redo();
  QCOMPARE(marks(doc), analysed);

  // A second run replaces its own evaluations and adds no second variation.
  QVERIFY(finished.size() == 1);
  analyzer.start();
  QVERIFY(finished.wait(60000));
  QCOMPARE(marks(doc), analysed);
}

void TestGameAnalysis::cancelAppliesNothing() {
  GameDocument doc(Registry::instance().defaultVariant());
  buildGame(doc);
  const QStringList before = marks(doc);
  const int undoCount = doc.undoStack()->count();

  GameAnalyzer analyzer(&doc);
  analyzer.engine()->setProgram(QStringLiteral(SHOOTERS_ENGINE));
  analyzer.setDepth(kDepth);
  QSignalSpy progress(&analyzer, &GameAnalyzer::progress);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  QSignalSpy cancelled(&analyzer, &GameAnalyzer::cancelled);
  QSignalSpy running(&analyzer, &GameAnalyzer::runningChanged);
  // Cancel as soon as the second position has been searched.
  connect(&analyzer, &GameAnalyzer::progress, &analyzer, [&](int done, int) {
    if (done == 2) analyzer.cancel();
  });
  analyzer.start();
  QVERIFY(cancelled.wait(60000));
  QVERIFY(!analyzer.isRunning());
  QCOMPARE(running.last().at(0).toBool(), false);
  QCOMPARE(progress.last().at(0).toInt(), 2);
  // The engine answers the stop; whatever it says is ignored.
  QTRY_COMPARE_WITH_TIMEOUT(analyzer.engine()->state(), EngineClient::State::Idle, 10000);
  QCoreApplication::processEvents();
  QVERIFY(finished.isEmpty());
  QCOMPARE(progress.last().at(0).toInt(), 2);
  QCOMPARE(marks(doc), before);
  QCOMPARE(doc.undoStack()->count(), undoCount);
  // The partial evaluations stay for the graph.
  QCOMPARE(analyzer.evaluations().size(), 2);
}

// Cancelled by a listener to the last position's progress: still nothing.
void TestGameAnalysis::cancelAtTheLastPosition() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::vector<NodeId> line = buildGame(doc);
  const QStringList before = marks(doc);
  const int undoCount = doc.undoStack()->count();
  GameAnalyzer analyzer(&doc);
  analyzer.engine()->setProgram(QStringLiteral(SHOOTERS_ENGINE));
  analyzer.setDepth(kDepth);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  QSignalSpy cancelled(&analyzer, &GameAnalyzer::cancelled);
  connect(&analyzer, &GameAnalyzer::progress, &analyzer, [&](int done, int total) {
    if (done == total) analyzer.cancel();
  });
  analyzer.start();
  QVERIFY(cancelled.wait(60000));
  QCOMPARE(analyzer.evaluations().size(), int(line.size()));
  QCoreApplication::processEvents();
  QVERIFY(finished.isEmpty());
  QCOMPARE(marks(doc), before);
  QCOMPARE(doc.undoStack()->count(), undoCount);
}

void TestGameAnalysis::missingEngineAppliesNothing() {
  GameDocument doc(Registry::instance().defaultVariant());
  buildGame(doc);
  const QStringList before = marks(doc);
  GameAnalyzer analyzer(&doc);
  analyzer.engine()->setProgram(QStringLiteral("/nonexistent/shooters-engine"));
  QSignalSpy failed(&analyzer, &GameAnalyzer::failed);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  analyzer.start();
  QVERIFY(failed.size() == 1 || failed.wait(10000));
  QVERIFY(!analyzer.isRunning());
  QVERIFY(finished.isEmpty());
  QCOMPARE(marks(doc), before);
  QVERIFY(!failed.first().at(0).toString().isEmpty());
}

// A scripted engine answers the first three searches, then says nothing:
// the run stops and says why, the game keeps every mark and undo step it
// had, the three scores stay; the next run restarts the engine and finishes.
void TestGameAnalysis::hungEngineEndsTheRun() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::vector<NodeId> line = buildGame(doc);
  // Something of the user's the analysis must not lose.
  doc.goTo(line[2]);
  Annotation mine = doc.tree().node(line[2]).annotation;
  mine.nags = {1};
  mine.commentAfter = "my note";
  doc.setAnnotation(line[2], mine);
  const QStringList before = marks(doc);
  const int undoCount = doc.undoStack()->count();
  const int nodes = doc.tree().nodeCount();

  GameAnalyzer analyzer(&doc);
  QList<QPointer<ScriptedDevice>> devices;
  analyzer.engine()->setDeviceFactory([&devices](QObject *parent) {
    auto *d = new ScriptedDevice(parent);
    d->replies.insert(QStringLiteral("go"),
                      {QStringLiteral("info depth 1 score cp 20 nodes 10 pv Pa2^a1"),
                       QStringLiteral("info depth 2 score cp 10 nodes 90 pv Pa2^a1"),
                       QStringLiteral("bestmove Pa2^a1")});
    devices << d;
    return d;
  });
  analyzer.engine()->setSilenceLimit(200);
  analyzer.setDepth(2);
  QSignalSpy failed(&analyzer, &GameAnalyzer::failed);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  QSignalSpy progress(&analyzer, &GameAnalyzer::progress);
  connect(&analyzer, &GameAnalyzer::progress, &analyzer, [&devices](int done, int) {
    if (done == 3 && devices.size() == 1) devices[0]->replies.remove(QStringLiteral("go"));
  });
  analyzer.start();
  QVERIFY(failed.wait(10000));
  QCOMPARE(failed.size(), 1);
  QCOMPARE(failed.first().at(0).toString(),
           QStringLiteral("The analysis stopped: The engine did not answer for 0.2 s"));
  QVERIFY(!analyzer.isRunning());
  QCOMPARE(analyzer.engine()->state(), EngineClient::State::Failed);
  QCOMPARE(progress.last().at(0).toInt(), 3);
  QCOMPARE(analyzer.evaluations().size(), 3);
  for (int i = 0; i < 3; ++i) QVERIFY(analyzer.evaluation(line[std::size_t(i)]).has_value());
  QVERIFY(finished.isEmpty());
  QCOMPARE(marks(doc), before);
  QCOMPARE(doc.undoStack()->count(), undoCount);
  QCOMPARE(doc.tree().nodeCount(), nodes);
  QCOMPARE(doc.currentNode(), line[2]);

  // Analysing again starts a fresh engine and gets to the end.
  analyzer.start();
  QVERIFY(finished.wait(10000));
  QCOMPARE(devices.size(), 2);
  QCOMPARE(failed.size(), 1);
  QCOMPARE(analyzer.evaluations().size(), int(line.size()));
}

void TestGameAnalysis::gameChangeEndsTheRun() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::vector<NodeId> line = buildGame(doc);
  GameAnalyzer analyzer(&doc);
  analyzer.engine()->setProgram(QStringLiteral(SHOOTERS_ENGINE));
  analyzer.setDepth(kDepth);
  QSignalSpy failed(&analyzer, &GameAnalyzer::failed);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  QSignalSpy evaluated(&analyzer, &GameAnalyzer::evaluated);
  analyzer.start();
  QVERIFY(evaluated.wait(60000));
  // Cutting the main line short mid-run: the run ends, nothing is applied.
  const int undoCount = doc.undoStack()->count();
  doc.deleteFromHere(line[3]);
  QCOMPARE(failed.size(), 1);
  QVERIFY(!analyzer.isRunning());
  QTRY_COMPARE_WITH_TIMEOUT(analyzer.engine()->state(), EngineClient::State::Idle, 10000);
  QVERIFY(finished.isEmpty());
  QCOMPARE(doc.undoStack()->count(), undoCount + 1);
  // A new game forgets the evaluations (node ids are reused).
  QSignalSpy cleared(&analyzer, &GameAnalyzer::evaluationsCleared);
  doc.newGame(doc.tree().start());
  QCOMPARE(cleared.size(), 1);
  QVERIFY(analyzer.evaluations().isEmpty());
}

QTEST_GUILESS_MAIN(TestGameAnalysis)
#include "tst_gameanalysis.moc"
