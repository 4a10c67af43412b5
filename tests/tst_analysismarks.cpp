// Game analysis with known scores: a scripted engine answers each position of
// a hand-made six-turn game with chosen scores, so every judgement is known in
// advance: an inaccuracy each, a mistake by Black, a blunder by White, two
// good turns. Checked: the glyphs, the teacher's comment and arrow untouched,
// the better line as a variation with its own [%eval], [%eval] on every turn,
// written to PGN and read back, each side's counts and accuracy, one Undo.
#include <QSignalSpy>
#include <QtTest>

#include "engineclient.h"
#include "gameaccount.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "moveclassification.h"
#include "notation.h"
#include "pgn.h"
#include "registry.h"
#include "scripteddevice.h"
#include "sfen.h"

using namespace sc;

namespace {

const char *kStart = "r3k3/pppp4/8/8/8/8/PPPP4/R3K3 w - 0 1";
const char *kLine[] = {"Pa2^a1", "Ra8-d8", "Ra1-a3@a7", "Pc7-c8", "Ra3-d3@d7", "Rd8-d5@d3"};

// Per position of the main line (0 = the start): the engine's score from
// White's side and its line (best turn first).
struct Answer {
  int white;
  const char *pv;
};
const Answer kAnswers[] = {
    {20, "Pb2-b3"},          // 1. Pa2^a1 drops to -1.20: ?! (0.18 of White's chances)
    {-120, "Pb7-b6"},        // 1… Ra8-d8 lets White back to +0.30: ?! for Black
    {30, "Pb2-b3"},          // 2. Ra1-a3@a7 keeps +0.30: good
    {30, "Pb7-b6"},          // 2… Pc7-c8 gives +2.50: ? (0.27)
    {250, "Ra3-h3 Pb7-b6"},  // 3. Ra3-d3@d7 throws it to -3.00: ?? (0.67)
    {-300, "Rd8-d5@d3"},     // 3… Rd8-d5@d3 is the engine's own turn: good
    {-300, "Pb2-b3"},
};
constexpr int kDepth = 2;

int sideScore(int white, Color toMove) { return toMove == Color::White ? white : -white; }

}  // namespace

class TestAnalysisMarks : public QObject {
  Q_OBJECT

 private slots:
  void knownScoresGiveKnownMarks();
};

void TestAnalysisMarks::knownScoresGiveKnownMarks() {
  GameDocument doc(Registry::instance().defaultVariant());
  const std::optional<Position> start = readSfen(Registry::instance().defaultVariant(), kStart);
  QVERIFY(start);
  doc.newGame(*start);
  std::vector<Color> toMove{start->sideToMove()};
  for (const char *token : kLine) {
    Position pos = doc.position();
    const std::optional<Turn> turn = parseTurn(pos, token);
    QVERIFY2(turn, token);
    doc.playTurn(*turn);
    toMove.push_back(doc.position().sideToMove());
  }
  const std::vector<NodeId> line = doc.tree().mainLine();
  QCOMPARE(line.size(), std::size_t(7));
  // Every scripted turn is legal where it is offered.
  {
    Position pos = *start;
    for (std::size_t i = 0; i < line.size(); ++i) {
      Position at = pos;
      for (const QString &t : QString::fromLatin1(kAnswers[i].pv).split(u' ')) {
        const std::optional<Turn> turn = parseTurn(at, t.toStdString());
        QVERIFY2(turn, qPrintable(t));
        at.make(*turn);
      }
      if (i + 1 < line.size()) pos.make(doc.tree().node(line[i + 1]).turn);
    }
  }

  // The teacher's words, glyph and arrow on the blunder, and a comment on a good turn.
  Annotation teacher = doc.tree().node(line[5]).annotation;
  teacher.commentAfter = "The rook grabs a pawn and forgets the back rank.";
  teacher.nags = {1, 14};
  teacher.arrows = {{makeSquare(3, 2), makeSquare(3, 6), ShapeColor::Red}};
  doc.setAnnotation(line[5], teacher);
  Annotation good = doc.tree().node(line[3]).annotation;
  good.commentAfter = "Quiet and good.";
  doc.setAnnotation(line[3], good);
  const int undoCount = doc.undoStack()->count();
  const int nodes = doc.tree().nodeCount();

  GameAnalyzer analyzer(&doc);
  ScriptedDevice *device = nullptr;
  // Before each search, the answer for the position about to be searched.
  connect(&analyzer, &GameAnalyzer::progress, &analyzer, [&](int done, int total) {
    if (done >= total || !device) return;
    const Answer &a = kAnswers[done];
    const int cp = sideScore(a.white, toMove[std::size_t(done)]);
    const QString best = QString::fromLatin1(a.pv).section(u' ', 0, 0);
    device->replies.insert(
        QStringLiteral("go"),
        {QStringLiteral("info depth 1 score cp %1 nodes 10 pv %2").arg(cp).arg(best),
         QStringLiteral("info depth 2 score cp %1 nodes 90 pv %2").arg(cp).arg(a.pv),
         QStringLiteral("bestmove %1").arg(best)});
  });
  // The first progress comes before the engine exists: answer its first search too.
  analyzer.engine()->setDeviceFactory([&device, &toMove](QObject *parent) {
    device = new ScriptedDevice(parent);
    const int cp = sideScore(kAnswers[0].white, toMove[0]);
    device->replies.insert(QStringLiteral("go"),
                           {QStringLiteral("info depth 1 score cp %1 pv Pb2-b3").arg(cp),
                            QStringLiteral("info depth 2 score cp %1 pv Pb2-b3").arg(cp),
                            QStringLiteral("bestmove Pb2-b3")});
    return device;
  });
  analyzer.setDepth(kDepth);
  QSignalSpy finished(&analyzer, &GameAnalyzer::finished);
  analyzer.start();
  QVERIFY(finished.wait(10000));
  QCOMPARE(finished.first().at(0).toInt(), 4);  // ?!, ?!, ?, ??

  const auto node = [&](int ply) -> const Node & {
    return doc.tree().node(line[std::size_t(ply)]);
  };
  QCOMPARE(node(1).annotation.nags, std::vector<int>{6});
  QCOMPARE(node(2).annotation.nags, std::vector<int>{6});
  QCOMPARE(node(3).annotation.nags, std::vector<int>{});
  QCOMPARE(node(4).annotation.nags, std::vector<int>{2});
  // The teacher's "!" gives way to "??"; the position glyph stays.
  QCOMPARE(node(5).annotation.nags, (std::vector<int>{4, 14}));
  QCOMPARE(node(6).annotation.nags, std::vector<int>{});
  // The teacher's comments and arrow are exactly as they were.
  QCOMPARE(node(5).annotation.commentAfter, teacher.commentAfter);
  QCOMPARE(node(5).annotation.arrows, teacher.arrows);
  QCOMPARE(node(3).annotation.commentAfter, good.commentAfter);
  // Every position carries its score as [%eval], the start's included.
  for (int ply = 0; ply < 7; ++ply)
    QCOMPARE(QString::fromStdString(node(ply).annotation.eval),
             QString::fromStdString(Analysis::evalText(kAnswers[ply].white)));
  QCOMPARE(node(5).annotation.eval, std::string("-3.00"));

  // Each marked turn has the engine's line beside it, its first turn
  // carrying the score before the mistake; nothing else is in it.
  for (int ply : {1, 2, 4, 5}) {
    const Node &from = node(ply - 1);
    QCOMPARE(from.children.size(), std::size_t(2));
    const QStringList pv = QString::fromLatin1(kAnswers[ply - 1].pv).split(u' ');
    NodeId id = from.children[1];
    QCOMPARE(QString::fromStdString(doc.tree().node(id).notation), pv.first());
    QCOMPARE(doc.tree().node(id).annotation.eval, Analysis::evalText(kAnswers[ply - 1].white));
    QVERIFY(doc.tree().node(id).annotation.commentAfter.empty());
    QVERIFY(doc.tree().node(id).annotation.nags.empty());
    for (qsizetype k = 1; k < pv.size(); ++k) {
      QCOMPARE(doc.tree().node(id).children.size(), std::size_t(1));
      id = doc.tree().node(id).children.front();
      QCOMPARE(QString::fromStdString(doc.tree().node(id).notation), pv[k]);
    }
    QVERIFY(doc.tree().node(id).children.empty());
  }
  QCOMPARE(doc.tree().nodeCount(), nodes + 5);  // 1 + 1 + 1 + 2 turns

  // Each side's account: counts, and Lichess's game accuracy.
  const Analysis::SideReport &white = analyzer.report(Color::White);
  const Analysis::SideReport &black = analyzer.report(Color::Black);
  QCOMPARE(white.turns(), 3);
  QCOMPARE(white.inaccuracies, 1);
  QCOMPARE(white.mistakes, 0);
  QCOMPARE(white.blunders, 1);
  QCOMPARE(black.turns(), 3);
  QCOMPARE(black.inaccuracies, 1);
  QCOMPARE(black.mistakes, 1);
  QCOMPARE(black.blunders, 0);
  // By hand (win% from centi-ranks · 100/146 as centipawns, a transliteration
  // of Lichess's gameAccuracy): six turns, windows of two positions, so a
  // turn weighs half its own swing. White: +0.20 → −1.20 is 51.26 → 42.49,
  // accuracy 68.25, weight 4.385; +0.30 kept, 100, weight 0.5 (no swing);
  // +2.50 → −3.00 is 65.26 → 31.94, 22.01, weight 12 (capped). Weighted
  // 36.328, harmonic 42.805: 39.567 (the plain mean would be 63.4).
  QCOMPARE(white.scored.size(), std::size_t(3));
  QVERIFY(qAbs(white.scored[0].weight - 4.3847) < 1e-3);
  QCOMPARE(white.scored[1].weight, Analysis::kMinTurnWeight);
  QCOMPARE(white.scored[2].weight, 12.0);
  QVERIFY2(qAbs(*white.accuracy() - 39.5666) < 1e-3,
           qPrintable(QString::number(*white.accuracy())));
  // Black: 66.349 (4.700), 55.471 (6.685), 100 (0.5): 65.626.
  QVERIFY2(qAbs(*black.accuracy() - 65.6264) < 1e-3,
           qPrintable(QString::number(*black.accuracy())));
  // Average losses in centi-ranks: White (140 + 0 + 550) / 3 = 230, Black
  // (150 + 220 + 0) / 3 = 123.
  QCOMPARE(white.averageLoss(), std::optional<int>(230));
  QCOMPARE(black.averageLoss(), std::optional<int>(123));

  // To PGN and back: [%eval] in the comments, the teacher's words before it.
  const std::string pgn = writePgn(doc.tree());
  std::string flat = pgn;  // the writer breaks lines anywhere between words
  std::replace(flat.begin(), flat.end(), '\n', ' ');
  QVERIFY2(flat.find("{The rook grabs a pawn and forgets the back rank. [%eval -3.00]") !=
               std::string::npos,
           pgn.c_str());
  QVERIFY(flat.find("( 3. Ra3-h3 {[%eval 2.50]} 3... Pb7-b6 )") != std::string::npos);
  const PgnFile again = readPgn(Registry::instance().defaultVariant(), pgn);
  QCOMPARE(again.games.size(), std::size_t(1));
  QVERIFY(again.games[0].problems.empty());
  const GameTree &read = *again.games[0].tree;
  const std::vector<NodeId> readLine = read.mainLine();
  QCOMPARE(readLine.size(), line.size());
  for (std::size_t i = 0; i < line.size(); ++i)
    QCOMPARE(read.node(readLine[i]).annotation, doc.tree().node(line[i]).annotation);
  QCOMPARE(read.nodeCount(), doc.tree().nodeCount());
  // The start's score is in the file too, before the first turn, so the
  // account read back is the run's: the same turns, weights and accuracy
  // (here the scripted "after" is the full score).
  QCOMPARE(read.node(read.root()).annotation.eval, std::string("0.20"));
  QVERIFY2(flat.rfind("{[%eval 0.20]} 1. Pa2^a1", 0) == 0 ||
               flat.find(" {[%eval 0.20]} 1. Pa2^a1") != std::string::npos,
           pgn.c_str());
  for (Color side : {Color::White, Color::Black}) {
    const Analysis::SideReport back = Analysis::gameAccount(read, side);
    const Analysis::SideReport &run = analyzer.report(side);
    QCOMPARE(back.turns(), run.turns());
    QCOMPARE(back.inaccuracies, run.inaccuracies);
    QCOMPARE(back.mistakes, run.mistakes);
    QCOMPARE(back.blunders, run.blunders);
    QCOMPARE(back.averageLoss(), run.averageLoss());
    QVERIFY(qAbs(*back.accuracy() - *run.accuracy()) < 1e-9);
  }

  // One Undo takes the whole analysis away, Redo brings it back.
  QCOMPARE(doc.undoStack()->count(), undoCount + 1);
  doc.undoStack()->undo();
  QCOMPARE(doc.tree().nodeCount(), nodes);
  QCOMPARE(node(5).annotation, teacher);
  QVERIFY(node(0).annotation.eval.empty());
  QVERIFY(node(1).annotation.eval.empty());
  doc.undoStack()->redo();
  QCOMPARE(doc.tree().nodeCount(), nodes + 5);
  QCOMPARE(node(5).annotation.nags, (std::vector<int>{4, 14}));

  // Analysing again changes nothing: the same scores, no second variation.
  analyzer.start();
  QVERIFY(finished.wait(10000));
  QCOMPARE(doc.tree().nodeCount(), nodes + 5);
  QCOMPARE(node(5).annotation.commentAfter, teacher.commentAfter);
}

QTEST_GUILESS_MAIN(TestAnalysisMarks)
#include "tst_analysismarks.moc"
