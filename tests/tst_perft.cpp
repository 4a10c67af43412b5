// Frozen perft counts of the fast generator: the fingerprint of the rules. A
// count changes only when the rules change on purpose (then re-derive it with
// the reference, tests/tst_crosscheck.cpp, before updating it here).
//
// Every count below was cross-checked against the reference generator
// (tests/reference, ref::refPerft) on 2026-11-22, with the two fast-side fixes
// of tests/reference/DISAGREEMENTS.md applied: the reference and the fixed fast
// generator gave the same numbers at every depth listed.
#include <QtTest>

#include "perft.h"
#include "registry.h"
#include "sfen.h"

class TestPerft : public QObject {
  Q_OBJECT

 private slots:
  void perft_data();
  void perft();
  void chessBattle_data();
  void chessBattle();
};

void TestPerft::perft_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<int>("depth");
  QTest::addColumn<quint64>("leaves");

  // S1: 8 pawn and 4 knight moves, 22 bridges, 72 unloads (the bomber would
  // leave White without a monarch, S19a).
  const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";
  QTest::newRow("start, depth 1") << start << 1 << quint64(106);
  QTest::newRow("start, depth 2") << start << 2 << quint64(11211);
  QTest::newRow("start, depth 3") << start << 3 << quint64(1111844);
  QTest::newRow("start, depth 4") << start << 4 << quint64(109979888);

  // Bridges (one of them White's queen and king), a reduced black queen.
  const QString m1 =
      "r1b1k2r/pp1n1ppp/2p1pn2/q[6]2p4/1bPP4/2N1BN2/PP3PPP/R2QKB1R w d1e1,c4d4,e6f6 4 9";
  QTest::newRow("M1, depth 1") << m1 << 1 << quint64(101);
  QTest::newRow("M1, depth 2") << m1 << 2 << quint64(11827);
  QTest::newRow("M1, depth 3") << m1 << 3 << quint64(1171182);

  // White has only its king, which is royal (S19).
  const QString m2 = "5r[3]k1/1p2qppp/p1n5/4N3/3P4/6P1/PP3PKP/3R[8]4 w f7g7 2 24";
  QTest::newRow("M2, depth 1") << m2 << 1 << quint64(59);
  QTest::newRow("M2, depth 2") << m2 << 2 << quint64(4935);
  QTest::newRow("M2, depth 3") << m2 << 3 << quint64(225458);

  // Black has only its queen; knights with crowded routes.
  const QString m3 = "r5nr/pp1q1ppp/2n1p3/3pP3/1P1P4/2N2N2/P1P2PPP/R1BQKB1R b f2g2,a7b7 0 11";
  QTest::newRow("M3, depth 1") << m3 << 1 << quint64(83);
  QTest::newRow("M3, depth 2") << m3 << 2 << quint64(8653);
  QTest::newRow("M3, depth 3") << m3 << 3 << quint64(668102);

  // Monarchs face to face, White's king bridged with a pawn.
  const QString m4 = "8/3k4/2p1q3/1R[3]3n2/3KP3/2B1Q3/8/8 w d4e4 10 40";
  QTest::newRow("M4, depth 1") << m4 << 1 << quint64(60);
  QTest::newRow("M4, depth 2") << m4 << 2 << quint64(3167);
  QTest::newRow("M4, depth 3") << m4 << 3 << quint64(153902);
}

void TestPerft::perft() {
  QFETCH(QString, sfen);
  QFETCH(int, depth);
  QFETCH(quint64, leaves);
  sc::ParseError error;
  std::optional<sc::Position> pos =
      sc::readSfen(sc::Registry::instance().defaultVariant(), sfen.toStdString(), &error);
  QVERIFY2(pos, error.toString().c_str());
  QCOMPARE(quint64(sc::perft(*pos, depth)), leaves);
}

// Chess-Battle (B1-B27): counts agreed with tests/reference/refbattle at depth
// 3 (tst_chessbattle crossCheckPerft with SHOOTERS_DEEP_PERFT) on 2026-11-25.
void TestPerft::chessBattle_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<int>("depth");
  QTest::addColumn<quint64>("leaves");
  const QString start =
      "**gcmbhmcg**/**sssstsss**/2ssssssss2/12/12/12/12/12/12/2SSSSSSSS2/**SSSSTSSS**/"
      "**GCMBHMCG** w 0 1";
  QTest::newRow("start, depth 1") << start << 1 << quint64(52);
  QTest::newRow("start, depth 2") << start << 2 << quint64(2704);
  QTest::newRow("start, depth 3") << start << 3 << quint64(166548);
  QTest::newRow("start, depth 4") << start << 4 << quint64(10194583);
  // An opening of random play.
  const QString m1 =
      "**gcmshmsg**/**scssts1s**/5s1sss2/12/s1s9/12/12/7S4/4S7/2S2SSSS1SC/**SSSST1SG**/"
      "**GCM1HM2** w 12 14";
  QTest::newRow("M1, depth 1") << m1 << 1 << quint64(92);
  QTest::newRow("M1, depth 2") << m1 << 2 << quint64(7725);
  QTest::newRow("M1, depth 3") << m1 << 3 << quint64(726168);
  // Soldiers of both sides about to break through, guns and machine-guns.
  const QString m2 =
      "**gc1bh1cg**/**s1S1t1s1**/2s2ms1S3/12/3s2M5/12/4G2s4/2S3g5/12/3SS2T4/**S2s2C1**/"
      "**4B2H** w 12 30";
  QTest::newRow("M2, depth 1") << m2 << 1 << quint64(150);
  QTest::newRow("M2, depth 2") << m2 << 2 << quint64(19366);
  QTest::newRow("M2, depth 3") << m2 << 3 << quint64(2557619);
  // An open endgame: bombers, a tank, cavalry.
  const QString m3 = "**6h1**/**1s2s3**/5b6/2T9/7c4/1S4m5/12/4B3G3/6S2s2/8C3/**2H5**/**8** b 5 41";
  QTest::newRow("M3, depth 1") << m3 << 1 << quint64(99);
  QTest::newRow("M3, depth 2") << m3 << 2 << quint64(8996);
  QTest::newRow("M3, depth 3") << m3 << 3 << quint64(823778);
}

void TestPerft::chessBattle() {
  QFETCH(QString, sfen);
  QFETCH(int, depth);
  QFETCH(quint64, leaves);
  std::string error;
  const sc::VariantPtr v = sc::Registry::instance().load("chess-battle", {}, error);
  QVERIFY2(v, error.c_str());
  sc::ParseError e;
  std::optional<sc::Position> pos = sc::readSfen(v, sfen.toStdString(), &e);
  QVERIFY2(pos, e.toString().c_str());
  QCOMPARE(quint64(sc::perft(*pos, depth)), leaves);
}

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
