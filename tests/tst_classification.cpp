// Judging an analysed game's turns (model/document/moveclassification.h):
// the UCI score conversion, the score text, winning chances and the
// thresholds for inaccuracies, mistakes and blunders, for either mover, with
// centi-rank and decided scores; PGN's [%eval] text both ways, scores in
// words, and Lichess's win% and accuracy against hand-computed values.
#include <QtTest>

#include "chessgames.h"
#include "gameaccount.h"
#include "moveclassification.h"
#include "registry.h"

using namespace Analysis;
using sc::Color;

Q_DECLARE_METATYPE(Analysis::Judgement)
Q_DECLARE_METATYPE(sc::Color)

namespace {

constexpr int P = kPawnEquivalent;
// Decided scores as UCI gives them, from the side to move's point of view.
int mate(int turns, Color toMove) { return fromUci(true, turns, toMove); }

}  // namespace

class TestClassification : public QObject {
  Q_OBJECT

 private slots:
  void fromUciScores_data();
  void fromUciScores();
  void formatting_data();
  void formatting();
  void chances();
  void judgements_data();
  void judgements();
  void nags();
  void evalText_data();
  void evalText();
  void evalReadBack();
  void words();
  void accuracyArithmetic();
  void scaleByRuleSystem();
  void sideReport();
  void scoredTurns();
  void turnWeightsFollowTheSwing();
  void accountOfAnAnalysedGame();
};

void TestClassification::fromUciScores_data() {
  QTest::addColumn<bool>("isMate");
  QTest::addColumn<int>("value");
  QTest::addColumn<Color>("toMove");
  QTest::addColumn<int>("white");
  QTest::newRow("cp, white to move") << false << 85 << Color::White << 85;
  QTest::newRow("cp, black to move") << false << 85 << Color::Black << -85;
  QTest::newRow("cp negative, black") << false << -40 << Color::Black << 40;
  QTest::newRow("cp beyond the band is clamped")
      << false << 40000 << Color::White << kDecidedBound - 1;
  QTest::newRow("win in 1, white") << true << 1 << Color::White << kDecided - 1;
  QTest::newRow("win in 3, white") << true << 3 << Color::White << kDecided - 5;
  QTest::newRow("loss in 1, white") << true << -1 << Color::White << -(kDecided - 2);
  QTest::newRow("win in 2, black") << true << 2 << Color::Black << -(kDecided - 3);
  QTest::newRow("loss in 2, black") << true << -2 << Color::Black << kDecided - 4;
  QTest::newRow("mate 0: side to move lost") << true << 0 << Color::Black << kDecided;
}

void TestClassification::fromUciScores() {
  QFETCH(bool, isMate);
  QFETCH(int, value);
  QFETCH(Color, toMove);
  QFETCH(int, white);
  QCOMPARE(fromUci(isMate, value, toMove), white);
  QVERIFY(isDecided(white) == isMate);
}

void TestClassification::formatting_data() {
  QTest::addColumn<int>("score");
  QTest::addColumn<QString>("text");
  QTest::newRow("plus") << 85 << "+0.85";
  QTest::newRow("minus") << -120 << "-1.20";
  QTest::newRow("zero") << 0 << "0.00";
  QTest::newRow("small minus") << -3 << "-0.03";
  QTest::newRow("big") << 1234 << "+12.34";
  QTest::newRow("white mates in 1") << kDecided - 1 << "#1";
  // Black to move, White wins after Black's turn and White's: one turn of White's.
  QTest::newRow("white mates in 1, black to move") << kDecided - 2 << "#1";
  QTest::newRow("white mates in 2") << kDecided - 3 << "#2";
  QTest::newRow("black mates in 1") << -(kDecided - 2) << "#-1";
  QTest::newRow("black mates in 2") << -(kDecided - 3) << "#-2";
  QTest::newRow("white won") << decidedScore(Color::White, 0) << "1-0";
  QTest::newRow("black won") << decidedScore(Color::Black, 0) << "0-1";
}

void TestClassification::formatting() {
  QFETCH(int, score);
  QFETCH(QString, text);
  QCOMPARE(formatScore(score), text);
}

void TestClassification::chances() {
  QCOMPARE(winningChances(0), 0.0);
  QCOMPARE(winningChances(kDecided - 3), 1.0);
  QCOMPARE(winningChances(-(kDecided - 3)), -1.0);
  QCOMPARE(winningChances(kDecided - 3, Color::Black), -1.0);
  QCOMPARE(winningChances(300, Color::Black), -winningChances(300));
  // A pawn-equivalent is worth about 0.18, three about 0.5 (Lichess's curve).
  QVERIFY(qAbs(winningChances(P) - 0.182) < 0.002);
  QVERIFY(qAbs(winningChances(3 * P) - 0.502) < 0.002);
  // Rising up to Lichess's cap of 1000 centipawns (1460 centi-ranks), flat beyond.
  double last = -1.0;
  for (int s = -5000; s <= 5000; s += 50) {
    const double c = winningChances(s);
    QVERIFY(c > -1.0 && c < 1.0);
    QVERIFY(std::abs(s) >= 10 * P ? c >= last : c > last);
    last = c;
  }
}

void TestClassification::judgements_data() {
  QTest::addColumn<int>("before");
  QTest::addColumn<int>("after");
  QTest::addColumn<Color>("mover");
  QTest::addColumn<Judgement>("judgement");
  const Color W = Color::White, B = Color::Black;
  using J = Judgement;
  // Drops in the mover's winning chances: 100 ≈ 0.125, 200 ≈ 0.247, 300 ≈ 0.361.
  QTest::newRow("equal stays equal") << 0 << 0 << W << J::None;
  QTest::newRow("small loss") << 0 << -50 << W << J::None;
  QTest::newRow("inaccuracy") << 0 << -100 << W << J::Inaccuracy;
  QTest::newRow("mistake") << 0 << -200 << W << J::Mistake;
  QTest::newRow("blunder") << 0 << -300 << W << J::Blunder;
  QTest::newRow("winning to drawn") << 300 << 0 << W << J::Blunder;
  QTest::newRow("winning to losing") << 300 << -300 << W << J::Blunder;
  QTest::newRow("slightly better to equal") << 150 << 0 << W << J::Inaccuracy;
  QTest::newRow("clearly better to equal") << 200 << 0 << W << J::Mistake;
  QTest::newRow("improvement") << -300 << 0 << W << J::None;
  QTest::newRow("won stays won") << 1000 << 800 << W << J::None;
  QTest::newRow("lost stays lost") << -800 << -1000 << W << J::None;
  // The same from Black's side: White's scores rising hurt Black.
  QTest::newRow("black blunder") << 0 << 300 << B << J::Blunder;
  QTest::newRow("black mistake") << 0 << 200 << B << J::Mistake;
  QTest::newRow("black inaccuracy") << -100 << 0 << B << J::Inaccuracy;
  QTest::newRow("black improves") << 0 << -300 << B << J::None;
  QTest::newRow("black's white-side drop is fine") << 300 << 0 << B << J::None;
  // Forced wins given up, judged by what is left.
  QTest::newRow("win kept") << mate(2, W) << mate(-1, B) << W << J::None;
  QTest::newRow("win delayed") << mate(1, W) << mate(-3, B) << W << J::None;
  QTest::newRow("win to finished") << mate(1, W) << decidedScore(W, 0) << W << J::None;
  QTest::newRow("win to still crushing") << mate(2, W) << 11 * P << W << J::Inaccuracy;
  QTest::newRow("win to clearly better") << mate(2, W) << 8 * P << W << J::Mistake;
  QTest::newRow("win to slightly better") << mate(2, W) << 2 * P << W << J::Blunder;
  QTest::newRow("win to drawn") << mate(2, W) << 0 << W << J::Blunder;
  QTest::newRow("win to mate against") << mate(2, W) << mate(1, B) << W << J::Blunder;
  QTest::newRow("win thrown to mate against") << mate(2, W) << -(kDecided - 2) << W << J::Blunder;
  QTest::newRow("black's win given up") << mate(1, B) << 0 << B << J::Blunder;
  QTest::newRow("black's win to crushing") << mate(1, B) << -12 * P << B << J::Inaccuracy;
  // Walking into a forced loss, judged by how lost it was before.
  QTest::newRow("into mate from equal") << 0 << mate(1, B) << W << J::Blunder;
  QTest::newRow("into mate from worse") << -8 * P << mate(1, B) << W << J::Mistake;
  QTest::newRow("into mate from lost") << -12 * P << mate(1, B) << W << J::Inaccuracy;
  QTest::newRow("mate against stays") << mate(-2, W) << mate(1, B) << W << J::None;
  QTest::newRow("black into mate") << 0 << mate(1, W) << B << J::Blunder;
  QTest::newRow("black into finished loss") << 0 << decidedScore(W, 0) << B << J::Blunder;
  QTest::newRow("black escapes mate") << mate(2, W) << 0 << B << J::None;
}

void TestClassification::judgements() {
  QFETCH(int, before);
  QFETCH(int, after);
  QFETCH(Color, mover);
  QFETCH(Judgement, judgement);
  QCOMPARE(classify(before, after, mover), judgement);
}

void TestClassification::nags() {
  QCOMPARE(nagFor(Judgement::None), 0);
  QCOMPARE(nagFor(Judgement::Inaccuracy), 6);
  QCOMPARE(nagFor(Judgement::Mistake), 2);
  QCOMPARE(nagFor(Judgement::Blunder), 4);
  for (int nag = 1; nag <= 6; ++nag) QVERIFY(isMoveNag(nag));
  QVERIFY(!isMoveNag(0));
  QVERIFY(!isMoveNag(7));
  QVERIFY(!isMoveNag(14));
}

void TestClassification::evalText_data() {
  QTest::addColumn<int>("score");
  QTest::addColumn<QString>("text");
  // Lichess's form: no '+', two decimals, '#N' for a forced win.
  QTest::newRow("plus") << 35 << "0.35";
  QTest::newRow("minus") << -120 << "-1.20";
  QTest::newRow("zero") << 0 << "0.00";
  QTest::newRow("white mates in 3") << kDecided - 5 << "#3";
  QTest::newRow("black mates in 2") << -(kDecided - 4) << "#-2";
  QTest::newRow("finished: nothing") << decidedScore(Color::White, 0) << "";
}

void TestClassification::evalText() {
  QFETCH(int, score);
  QFETCH(QString, text);
  QCOMPARE(QString::fromStdString(Analysis::evalText(score)), text);
  if (text.isEmpty()) return;
  // Read back, it writes the same text again (a mate's plies are taken as 2N−1).
  const std::optional<int> back = parseEval(text.toStdString());
  QVERIFY(back.has_value());
  QCOMPARE(QString::fromStdString(Analysis::evalText(*back)), text);
  if (!isDecided(score)) QCOMPARE(*back, score);
}

void TestClassification::evalReadBack() {
  QCOMPARE(parseEval("0.17"), std::optional<int>(17));
  QCOMPARE(parseEval("+1.5"), std::optional<int>(150));
  QCOMPARE(parseEval(" -3.12 "), std::optional<int>(-312));
  QCOMPARE(parseEval("#1"), std::optional<int>(kDecided - 1));
  QCOMPARE(parseEval("#-3"), std::optional<int>(-(kDecided - 5)));
  QVERIFY(!parseEval(""));
  QVERIFY(!parseEval("abc"));
  QVERIFY(!parseEval("#"));
  QVERIFY(!parseEval("#0"));
  QVERIFY(!parseEval("1e9"));
}

void TestClassification::words() {
  QCOMPARE(describeScore(85), QStringLiteral("+0.85"));
  QCOMPARE(describeScore(kDecided - 5), QStringLiteral("White wins in 3"));
  QCOMPARE(describeScore(-(kDecided - 4)), QStringLiteral("Black wins in 2"));
  QCOMPARE(describeScore(decidedScore(Color::White, 0)), QStringLiteral("White has won"));
  QCOMPARE(describeScore(decidedScore(Color::Black, 0)), QStringLiteral("Black has won"));
  QCOMPARE(judgementName(Judgement::Blunder), QStringLiteral("Blunder"));
  QVERIFY(judgementName(Judgement::None).isEmpty());
}

// By hand: one pawn-equivalent (146 centi-ranks) is 100 centipawns, so its
// winning chances are 2 / (1 + e^-0.368208) - 1 = 0.18205 and its win%
// 59.1025; an accuracy from win% 59.1025 down to 40.8975 (a drop of
// 18.2052) is 103.16681 · e^(-0.0435442 · 18.2052) - 3.16692 + 1 = 44.527
// (Lichess's curve and its 1 point for the analysis's imperfection).
void TestClassification::accuracyArithmetic() {
  QVERIFY(qAbs(winningChances(P) - 0.18205) < 1e-4);
  QVERIFY(qAbs(winPercent(P, Color::White) - 59.1025) < 1e-3);
  QVERIFY(qAbs(winPercent(P, Color::Black) - 40.8975) < 1e-3);
  QCOMPARE(winPercent(0, Color::White), 50.0);
  QCOMPARE(winPercent(kDecided - 1, Color::White), 100.0);
  // Lichess caps at 1000 centipawns: ten pawn-equivalents and twenty agree.
  QCOMPARE(winningChances(10 * P), winningChances(20 * P));
  QVERIFY(qAbs(moveAccuracy(59.1026, 40.8974) - 44.527) < 0.01);
  // No loss counts as perfect, and so does a gain; so does the smallest loss
  // (103.16681 - 3.16692 + 1 = 101.0, clamped).
  QCOMPARE(moveAccuracy(50, 50), 100.0);
  QCOMPARE(moveAccuracy(50, 50 - 1e-9), 100.0);
  QCOMPARE(moveAccuracy(40, 60), 100.0);
  // A loss of everything: 103.16681 · e^-4.35442 - 3.16692 + 1 = -0.841, clamped to 0.
  QCOMPARE(moveAccuracy(100, 0), 0.0);
  // A drop of 10: 103.16681 · e^-0.435442 - 3.16692 + 1 = 64.580.
  QVERIFY(qAbs(moveAccuracy(60, 50) - 64.580) < 0.01);
  // A drop of 1.5 still costs something: 103.16681 · e^-0.0653162 - 2.16692 = 94.483.
  QVERIFY(qAbs(moveAccuracy(51.5, 50) - 94.483) < 0.01);
}

// Lichess's game accuracy: the mean of the weighted mean and the harmonic
// mean. By hand: weighted (100·1 + 63.593·3 + 0·12 + 43.64·0.5) / 16.5 =
// 18.94539; harmonic 4 / (1/100 + 1/63.593 + 1/1 + 1/43.64) = 3.81447 (the
// turn of accuracy 0 counts as 1); together 11.37993. A plain mean would say
// 51.8: one blunder at the game's turning point weighs as Lichess weighs it.
void TestClassification::sideReport() {
  SideReport r;
  QVERIFY(!r.accuracy());
  QVERIFY(!r.averageLoss());
  r.add(Judgement::None, {100, 1, 0});
  r.add(Judgement::Inaccuracy, {63.593, 3, 61});
  r.add(Judgement::Blunder, {0, 12, 1000});
  r.add(Judgement::Mistake, {43.64, 0.5, 130});
  r.count(Judgement::Blunder);  // a mark without scores around it
  QCOMPARE(r.turns(), 4);
  QCOMPARE(r.inaccuracies, 1);
  QCOMPARE(r.mistakes, 1);
  QCOMPARE(r.blunders, 2);
  QVERIFY2(qAbs(*r.accuracy() - 11.37993) < 1e-5, qPrintable(QString::number(*r.accuracy())));
  // (0 + 61 + 1000 + 130) / 4 = 297.75: Lichess keeps 297.
  QCOMPARE(r.averageLoss(), std::optional<int>(297));
  // Equal weights and equal accuracies: both means are the accuracy.
  SideReport even;
  for (int i = 0; i < 3; ++i) even.add(Judgement::None, {80, kMinTurnWeight, 0});
  QVERIFY(qAbs(*even.accuracy() - 80) < 1e-9);
}

// A turn's loss is the mover's score given away, never below 0, each score
// counted as at most 10 pawn-equivalents either way; its accuracy is
// moveAccuracy's and its weight what it is given.
void TestClassification::scoredTurns() {
  const ScoredTurn drop = scoreTurn(50, -30, Color::White, 2.5, 100);
  QCOMPARE(drop.loss, 80);
  QCOMPARE(drop.weight, 2.5);
  QCOMPARE(drop.accuracy,
           moveAccuracy(winPercent(50, Color::White, 100), winPercent(-30, Color::White, 100)));
  QCOMPARE(scoreTurn(50, -30, Color::Black, 1, 100).loss, 0);  // Black gained 80
  QCOMPARE(scoreTurn(-50, 30, Color::Black, 1, 100).loss, 80);
  // A won game thrown away to +2.00: 1000 − 200, not 31,000 − 200.
  QCOMPARE(scoreTurn(mate(3, Color::White), 200, Color::White, 1, 100).loss, 800);
  // Twelve pawns up to nine: only the part below the cap counts.
  QCOMPARE(scoreTurn(12 * P, 9 * P, Color::White, 1).loss, P);
  QCOMPARE(scoreTurn(12 * P, -mate(1, Color::White), Color::White, 1).loss, 20 * P);
  // A mate counts as 1000 centipawns, win% 97.54, as Lichess counts it: from
  // an equal position a turn into a forced loss scores 10.85 (win% 50 to
  // 2.46), not the 9.53 of a certain loss (win% 0), and no more than a turn
  // into a hopeless position.
  const double intoMate = scoreTurn(0, -mate(2, Color::White), Color::White, 1, 100).accuracy;
  QVERIFY2(qAbs(intoMate - 10.8474) < 1e-3, qPrintable(QString::number(intoMate)));
  QCOMPARE(intoMate, scoreTurn(0, -15 * 100, Color::White, 1, 100).accuracy);
  QCOMPARE(scoreTurn(mate(3, Color::White), mate(2, Color::White), Color::White, 1).accuracy,
           100.0);
  // Weighed alike too: a mate swings the window as 10 pawn-equivalents do.
  QCOMPARE(*turnWeights({0, mate(2, Color::White)})[1], *turnWeights({0, 10 * P})[1]);
}

// The weight of a turn is White's win% spread over a window of positions
// ending after it. Positions at 0, +1 pawn-equivalent, (none), −1, 0 are win%
// 50, 59.1026, 40.8974, 50 once the unscored one is left out; three turns
// give a window of two positions, so the weights are the half-differences:
// 4.5513, 9.1026, 4.5513, on the positions each turn leads to.
void TestClassification::turnWeightsFollowTheSwing() {
  const std::vector<std::optional<double>> w = turnWeights({0, P, std::nullopt, -P, 0});
  QCOMPARE(w.size(), std::size_t(5));
  QVERIFY(!w[0] && !w[2]);
  QVERIFY(w[1] && w[3] && w[4]);
  QVERIFY(qAbs(*w[1] - 4.5513) < 1e-4);
  QVERIFY(qAbs(*w[3] - 9.1026) < 1e-4);
  QVERIFY(qAbs(*w[4] - 4.5513) < 1e-4);

  // A quiet game weighs every turn the least, a wild one at most 12.
  const auto quiet = turnWeights(std::vector<std::optional<int>>(6, 10));
  for (std::size_t p = 1; p < quiet.size(); ++p) QCOMPARE(*quiet[p], kMinTurnWeight);
  const auto wild = turnWeights({0, 20 * P, -20 * P, 20 * P});
  QCOMPARE(*wild[2], 12.0);

  // 40 turns make a window of four positions; the first turns share the
  // game's first window (positions 0 … 3), later ones end where they lead.
  std::vector<std::optional<int>> game(41, 0);
  game[3] = 2 * P;
  const auto w40 = turnWeights(game);
  QCOMPARE(*w40[1], *w40[3]);         // the shared first window
  QVERIFY(*w40[1] > 1);               // it holds the swing at 3
  QCOMPARE(*w40[6], *w40[3]);         // positions 3 … 6: still holds it
  QCOMPARE(*w40[7], kMinTurnWeight);  // positions 4 … 7: quiet again
  // One value d above three others: a deviation of d·√3/4.
  const double d = winPercent(2 * P, Color::White) - 50;
  QVERIFY(qAbs(*w40[3] - d * std::sqrt(3.0) / 4) < 1e-9);
}

// A game analysed before, as Lichess exports one: its account is read from
// the main line's marks and [%eval]s. Worked out from Lichess's formulas
// (win% = 50 + 50·(2/(1 + e^(−0.00368208·cp)) − 1), a turn's accuracy
// 103.16681·e^(−0.0435442·drop) − 2.16692, the game's by gameAccuracy) with a
// plain transliteration of Lichess's code. The start has no score, so it
// counts as Lichess's Cp.initial, +0.15; the eight turns make windows of two
// positions. White: 1. e4 100 (weight 0.5), 2. Nf3 98.955 (0.5), 3. Bc4
// 96.159 (0.552), 4. Nxe5 26.109 (12, the game's swing): weighted 34.375,
// harmonic 58.135, accuracy 46.26 (41.44 without 1. e4). Black: 1... e5 100,
// 2... Nc6 98.149, 3... Nd4 72.942 (3.645), 4... Qg5 97.659: weighted 80.424,
// harmonic 90.625, accuracy 85.52. The average losses: White (0 + 5 + 12 +
// 340) / 4 = 89.25, kept as 89, Black (2 + 7 + 80 + 10) / 4 = 24.75, kept as
// 24. A turn in a variation or a teacher's glyph off the main line is not the
// game's.
void TestClassification::accountOfAnAnalysedGame() {
  const auto tree = wbtest::readOne(
      "1. e4 { [%eval 0.18] } 1... e5 { [%eval 0.2] } 2. Nf3 { [%eval 0.15] } "
      "2... Nc6 { [%eval 0.22] } 3. Bc4 { [%eval 0.1] } 3... Nd4?! { [%eval 0.9] } "
      "{ Inaccuracy. Nf6 was best. } (3... Nf6 { [%eval 0.15] } 4. Ng5?) "
      "4. Nxe5?? { [%eval -2.5] } (4. Nxd4 { [%eval 0.9] }) 4... Qg5 { [%eval -2.4] } *");
  QVERIFY(carriesEvaluations(*tree));
  // Eight of the main line's nine positions (not the start; not the variations').
  QCOMPARE(scoredPositions(*tree), 8);
  const SideReport white = gameAccount(*tree, sc::Color::White, 100);
  const SideReport black = gameAccount(*tree, sc::Color::Black, 100);
  QCOMPARE(white.inaccuracies, 0);
  QCOMPARE(white.mistakes, 0);
  QCOMPARE(white.blunders, 1);
  QCOMPARE(black.inaccuracies, 1);
  QCOMPARE(black.mistakes + black.blunders, 0);
  QCOMPARE(white.turns(), 4);
  QCOMPARE(black.turns(), 4);
  QVERIFY2(qAbs(*white.accuracy() - 46.2551) < 1e-3,
           qPrintable(QString::number(*white.accuracy())));
  QVERIFY2(qAbs(*black.accuracy() - 85.5246) < 1e-3,
           qPrintable(QString::number(*black.accuracy())));
  QCOMPARE(white.averageLoss(), std::optional<int>(89));
  QCOMPARE(black.averageLoss(), std::optional<int>(24));

  // A teacher's marks without scores: no analysed game, and no accuracy.
  const auto marked = wbtest::readOne("1. e4 e5 2. Qh5? Nc6 3. Bc4 g6?? 4. Qf3 *");
  QVERIFY(!carriesEvaluations(*marked));
  QCOMPARE(scoredPositions(*marked), 0);
  // A mate has no [%eval] (Lichess writes none there): the rules score it,
  // so an analysed game that ends in one has all its positions scored.
  const auto mated = wbtest::readOne(
      "{ [%eval 0.2] } 1. e4 { [%eval 0.2] } 1... e5 { [%eval 0.3] } 2. Qh5 { [%eval 0.1] } "
      "2... Nc6 { [%eval 0.5] } 3. Bc4 { [%eval 0.4] } 3... Nf6 { [%eval #1] } 4. Qxf7# 1-0");
  QCOMPARE(int(mated->mainLine().size()), 8);
  QCOMPARE(scoredPositions(*mated), 8);
  QCOMPARE(scoredPositions(*wbtest::readOne("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0")), 0);
  QCOMPARE(gameAccount(*marked, sc::Color::Black, 100).blunders, 1);
  QVERIFY(!gameAccount(*marked, sc::Color::Black, 100).accuracy());
}

QTEST_GUILESS_MAIN(TestClassification)
// Where pieces take by moving, scores are centipawns as every UCI chess engine
// gives them, and Lichess's curve applies unchanged: a pawn (100) is 0.18205
// of winning chances. Where they shoot, the pawn-equivalent is 146
// centi-ranks. 0 -> -60 is an inaccuracy in chess (-0.110 of winning
// chances), nothing in Shooters Chess (-0.0755); 8 pawns left of a forced win
// are a mistake in chess (at least 7 left) but 800 centi-ranks are 5.5
// pawn-equivalents of Shooters Chess, a blunder.
void TestClassification::scaleByRuleSystem() {
  std::string error;
  const sc::VariantPtr chess = sc::Registry::instance().load("chess", {}, error);
  const sc::VariantPtr shooters = sc::Registry::instance().load("shooters", {}, error);
  const sc::VariantPtr first = sc::Registry::instance().load("shooters-first", {}, error);
  const sc::VariantPtr megaman = sc::Registry::instance().load("megaman", {}, error);
  QVERIFY(chess && shooters && first && megaman);
  const int cp = pawnEquivalent(*chess);
  QCOMPARE(cp, 100);
  QCOMPARE(pawnEquivalent(*megaman), 100);
  QCOMPARE(pawnEquivalent(*shooters), kPawnEquivalent);
  // The first edition's scores were measured against its games' results
  // (bench_calibrate): its ruleset's score_pawn, far above the revised one's.
  QCOMPARE(pawnEquivalent(*first), first->rules().scorePawn);
  QVERIFY(pawnEquivalent(*first) > 2 * kPawnEquivalent);
  // The same score is a smaller edge there: +300 is about a pawn, not two.
  QVERIFY(winPercent(300, Color::White, pawnEquivalent(*first)) <
          winPercent(300, Color::White, kPawnEquivalent) - 5);
  QCOMPARE(classify(0, -300, Color::White, pawnEquivalent(*first)), Judgement::Inaccuracy);
  QCOMPARE(classify(0, -300, Color::White), Judgement::Blunder);
  QVERIFY(qAbs(winningChances(100, Color::White, cp) - 0.18205) < 1e-4);
  QVERIFY(qAbs(winPercent(100, Color::Black, cp) - 40.8975) < 1e-3);
  QVERIFY(qAbs(winningChances(-60, Color::White, cp) + 0.1100) < 1e-4);
  QCOMPARE(classify(0, -60, Color::White, cp), Judgement::Inaccuracy);
  QCOMPARE(classify(0, -60, Color::White), Judgement::None);
  QCOMPARE(classify(0, 60, Color::Black, cp), Judgement::Inaccuracy);
  const int win = kDecided - 5;
  QCOMPARE(classify(win, 800, Color::White, cp), Judgement::Mistake);
  QCOMPARE(classify(win, 800, Color::White), Judgement::Blunder);
  QCOMPARE(classify(win, 1000, Color::White, cp), Judgement::Inaccuracy);
}

#include "tst_classification.moc"
