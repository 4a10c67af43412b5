// The turn notation (docs/notation.md): every legal turn has exactly one token
// and reading it gives the turn back (docs/rules.md D1); bad tokens are
// reported with a column or a reason.
#include <QtTest>

#include <memory>
#include <random>

#include "notation.h"
#include "registry.h"

using namespace sc;

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";
// White pair c3c4 (pawn and rook) beside a black pawn for S15a rotations and
// translations with a shot; both sides keep two monarchs, so the kings may explode (S16).
// The perft midgames M1-M4 of tst_perft.
const char *const kMidgames[] = {
    "r1b1k2r/pp1n1ppp/2p1pn2/q[6]2p4/1bPP4/2N1BN2/PP3PPP/R2QKB1R w d1e1,c4d4,e6f6 4 9",
    "5r[3]k1/1p2qppp/p1n5/4N3/3P4/6P1/PP3PKP/3R[8]4 w f7g7 2 24",
    "r5nr/pp1q1ppp/2n1p3/3pP3/1P1P4/2N2N2/P1P2PPP/R1BQKB1R b f2g2,a7b7 0 11",
    "8/3k4/2p1q3/1R[3]3n2/3KP3/2B1Q3/8/8 w d4e4 10 40",
};
const char *const kPairs = "4k3/3pp3/8/8/2Rp4/2P5/3KP3/7Q w c3c4,d7e7 0 30";
// A knight boxed in by enemies: it leaps only by series along a named route (S6, S12).
const char *const kKnightBox = "4k3/8/8/2ppp3/2pNp3/2ppp3/8/Q3K3 w - 0 1";

Position read(const char *sfen) {
  ParseError error;
  std::optional<Position> pos = readSfen(Registry::instance().defaultVariant(), sfen, &error);
  if (!pos) qFatal("cannot read '%s': %s", sfen, error.toString().c_str());
  return *pos;
}

std::unique_ptr<TurnList> legalTurns(Position &pos) {
  auto turns = std::make_unique<TurnList>();
  generateLegal(pos, *turns);
  return turns;
}

QString withoutLetters(const std::string &token) {
  QString out;
  for (char c : token)
    if (!(c >= 'A' && c <= 'Z')) out += c;
  return out;
}

bool parsesTo(Position &pos, const QString &token, const Turn &t, QString &why) {
  std::string error;
  const std::optional<Turn> got = parseTurn(pos, token.toStdString(), &error);
  if (got && *got == t) return true;
  why = token + ": " +
        (got ? "read as " + QString::fromStdString(formatTurn(pos, *got))
             : QString::fromStdString(error));
  return false;
}

}  // namespace

class TestNotation : public QObject {
  Q_OBJECT

 private slots:
  void names();
  void roundTrip_data();
  void roundTrip();
  void roundTripOnePlyDeep();
  void coverage();
  void examples_data();
  void examples();
  void eitherOrder();
  void checkSuffix();
  void formatLineFollowsThePlay();
  void playouts();
  void badTokens_data();
  void badTokens();
};

void TestNotation::names() {
  QCOMPARE(QString::fromStdString(squareName(makeSquare(0, 0))), QString("a1"));
  QCOMPARE(QString::fromStdString(squareName(makeSquare(15, 15))), QString("p16"));
  QCOMPARE(QString(kindName(TurnKind::MoveShoot)), QString("move-shoot"));
  QCOMPARE(QString(kindName(TurnKind::PairTranslate)), QString("pair-translate"));
  QCOMPARE(QString(kindName(TurnKind::Bomber)), QString("bomber"));
  const Cell pawn{1, Color::White, 1, 0};
  Cell ranked = pawn;
  ranked.rank = 3;
  Cell bridged = pawn;
  bridged.bridge = 1 + E;
  QCOMPARE(editKind(Edit{0, Cell{}, pawn}), EditKind::Place);
  QCOMPARE(editKind(Edit{0, pawn, Cell{}}), EditKind::Remove);
  QCOMPARE(editKind(Edit{0, pawn, ranked}), EditKind::RankChange);
  QCOMPARE(editKind(Edit{0, pawn, bridged}), EditKind::BridgeChange);
  QCOMPARE(editKind(Edit{0, pawn, Cell{2, Color::Black, 3, 0}}), EditKind::Other);
}

void TestNotation::roundTrip_data() {
  QTest::addColumn<QString>("sfen");
  QTest::newRow("start") << kStart;
  QTest::newRow("open game, bridge c2d2")
      << "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w c2d2 4 5";
  QTest::newRow("S11 queen of rank 6, knight of rank 1")
      << "3qk3/8/2p1p3/3r[3]4/8/2N[1]1Q[6]3/3P4/3K4 w - 10 20";
  QTest::newRow("S15a pairs, S16 kings") << kPairs;
  QTest::newRow("black to move, bridges")
      << "r3k2r/pp1n1ppp/2p1bn2/q2p4/3P4/2NBPN2/PPQ2PPP/R3K2R b a7b7,g7h7 3 12";
  QTest::newRow("S6 knight box") << kKnightBox;
  QTest::newRow("S19 royal king in check") << "4k3/8/8/4q3/8/8/3R4/4K3 w - 0 1";
  QTest::newRow("S19 royal king bridged") << "4k3/8/8/4q[5]3/8/8/4R3/4K3 w e1e2 0 1";
  QTest::newRow("S15a black pairs") << "3qk3/2pp4/1rb5/8/8/4N3/3PPP2/2BQKR2 b b6c6,c7d7,e2f2 0 9";
  // The frozen perft midgames (tst_perft).
  for (const char *m : kMidgames) QTest::newRow(m) << m;
}

// Every legal turn of every position one ply from the start and from the
// frozen midgames (about 40,000 turns) reads back as itself.
void TestNotation::roundTripOnePlyDeep() {
  std::size_t checked = 0;
  for (const char *sfen : {kStart, kMidgames[0], kMidgames[1], kMidgames[2], kMidgames[3]}) {
    Position pos = read(sfen);
    const auto first = legalTurns(pos);
    for (const Turn &t1 : *first) {
      pos.make(t1);
      const auto second = legalTurns(pos);
      for (const Turn &t : *second) {
        QString why;
        if (!parsesTo(pos, QString::fromStdString(formatTurn(pos, t)), t, why))
          QFAIL(qPrintable(QString::fromStdString(writeSfen(pos)) + ": " + why));
        ++checked;
      }
      pos.undo();
    }
  }
  QVERIFY(checked > 35000);
}

void TestNotation::roundTrip() {
  QFETCH(QString, sfen);
  Position pos = read(sfen.toLatin1().constData());
  const std::string before = writeSfen(pos);
  const auto turns = legalTurns(pos);
  QVERIFY(turns->size > 0);
  QSet<QString> tokens;
  for (const Turn &t : *turns) {
    const std::string token = formatTurn(pos, t);
    const QString q = QString::fromStdString(token);
    QVERIFY2(!tokens.contains(q), qPrintable("two turns are written " + q));
    tokens.insert(q);
    QString why;
    QVERIFY2(parsesTo(pos, q, t, why), qPrintable(why));
    QVERIFY2(parsesTo(pos, withoutLetters(token), t, why), qPrintable(why));
    QVERIFY2(parsesTo(pos, " " + q + "\t", t, why), qPrintable(why));
    QVERIFY2(parsesTo(pos, QString::fromStdString(formatTurnWithSuffix(pos, t)), t, why),
             qPrintable(why));
  }
  QCOMPARE(writeSfen(pos), before);  // reading and writing change nothing
}

// The positions above exercise every kind and every token shape.
void TestNotation::coverage() {
  const char *const sfens[] = {kStart, kPairs, kKnightBox};
  QSet<int> kinds;
  bool routed = false, shotTranslate = false, clockwise = false, anticlockwise = false;
  for (const char *sfen : sfens) {
    Position pos = read(sfen);
    const auto turns = legalTurns(pos);
    for (const Turn &t : *turns) {
      kinds.insert(int(t.kind));
      routed |= t.kind == TurnKind::Series && (t.flags & Turn::kRouted);
      shotTranslate |= t.kind == TurnKind::PairTranslate && (t.flags & Turn::kShot);
      clockwise |= t.kind == TurnKind::PairRotate && (t.flags & Turn::kClockwise);
      anticlockwise |= t.kind == TurnKind::PairRotate && !(t.flags & Turn::kClockwise);
    }
  }
  // Every kind of the revised edition; the chess kinds are covered by tst_chess.
  for (int k = 0; k <= int(TurnKind::Bomber); ++k)
    QVERIFY2(kinds.contains(k), kindName(TurnKind(k)));
  QVERIFY(routed);
  QVERIFY(shotTranslate);
  QVERIFY(clockwise);
  QVERIFY(anticlockwise);
}

void TestNotation::examples_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("token");
  QTest::addColumn<int>("kind");
  QTest::newRow("S8 move") << kStart << "Nb1-c3" << int(TurnKind::Move);
  QTest::newRow("S8 step") << kStart << "Pe2-e3" << int(TurnKind::Move);
  QTest::newRow("S9 shoot") << kKnightBox << "Nd4@c5" << int(TurnKind::Shoot);
  QTest::newRow("S10 move-shoot") << kKnightBox << "Qa1-b2@c3" << int(TurnKind::MoveShoot);
  QTest::newRow("S12 routed series") << kKnightBox << "Nd4>b4>b5" << int(TurnKind::Series);
  QTest::newRow("S13 replace") << kKnightBox << "Qa1xc3" << int(TurnKind::Replace);
  QTest::newRow("S14 unload") << kStart << "Pe2^d1" << int(TurnKind::Unload);
  QTest::newRow("S15 bridge") << kStart << "Pd2=Pe2" << int(TurnKind::Bridge);
  QTest::newRow("S15 unbridge") << kPairs << "Pc3|Rc4" << int(TurnKind::Unbridge);
  QTest::newRow("S15a translate") << kPairs << "Pc3=Rc4-b3" << int(TurnKind::PairTranslate);
  QTest::newRow("S15a rotate clockwise") << kPairs << "Rc4~Pc3>d3" << int(TurnKind::PairRotate);
  QTest::newRow("S16 bomber") << kPairs << "Kd2@@" << int(TurnKind::Bomber);
}

void TestNotation::examples() {
  QFETCH(QString, sfen);
  QFETCH(QString, token);
  QFETCH(int, kind);
  Position pos = read(sfen.toLatin1().constData());
  std::string error;
  const std::optional<Turn> t = parseTurn(pos, token.toStdString(), &error);
  QVERIFY2(t, error.c_str());
  QCOMPARE(int(t->kind), kind);
  QCOMPARE(QString::fromStdString(formatTurn(pos, *t)), token);
}

// Bridge, unbridge and translate name a pair; either member may come first on input.
void TestNotation::eitherOrder() {
  const char *const pairs[][3] = {{kStart, "Pd2=Pe2", "Pe2=Pd2"},
                                  {kPairs, "Pc3|Rc4", "Rc4|Pc3"},
                                  {kPairs, "Pc3=Rc4-b3", "Rc4=Pc3-b4"}};
  for (const auto &p : pairs) {
    Position pos = read(p[0]);
    const std::optional<Turn> a = parseTurn(pos, p[1]);
    const std::optional<Turn> b = parseTurn(pos, p[2]);
    QVERIFY2(a && b, p[1]);
    QCOMPARE(*a, *b);
  }
}

void TestNotation::checkSuffix() {
  // A lone king is royal (S19); many queen turns check it, some mate it (D13).
  Position pos = read("4k3/8/8/8/8/8/8/Q3K3 w - 0 1");
  int checks = 0, mates = 0;
  const auto turns = legalTurns(pos);
  for (const Turn &t : *turns) {
    const std::string token = formatTurnWithSuffix(pos, t);
    pos.make(t);
    const bool check = inCheck(pos);
    const bool mate = check && legalTurns(pos)->size == 0;
    pos.undo();
    const char last = token.back();
    QCOMPARE(last == '+' || last == '#', check);
    QCOMPARE(last == '#', mate);
    checks += check;
    mates += mate;
  }
  QVERIFY(checks > 0);
  QVERIFY(mates > 0);
}

// formatLine notates each turn in the position it is played from: the tokens
// turn by turn, the check suffix included, and the start left as it was.
void TestNotation::formatLineFollowsThePlay() {
  const Position start = read("4k3/8/8/8/8/8/8/Q3K3 w - 0 1");
  Position walk = start;
  std::vector<Turn> line;
  std::vector<std::string> expected;
  for (int ply = 0; ply < 4; ++ply) {
    const auto turns = legalTurns(walk);
    QVERIFY(turns->size > 0);
    // White's first turn is one that checks, so that a suffix is in the line.
    int pick = 0;
    for (int i = 0; ply == 0 && i < turns->size; ++i) {
      walk.make((*turns)[i]);
      const bool check = inCheck(walk);
      walk.undo();
      if (check) {
        pick = i;
        break;
      }
    }
    const Turn t = (*turns)[pick];
    expected.push_back(formatTurnWithSuffix(walk, t));
    line.push_back(t);
    walk.make(t);
  }
  QVERIFY2(expected.front().back() == '+', expected.front().c_str());
  QCOMPARE(formatLine(start, line), expected);
  QCOMPARE(writeSfen(start), std::string("4k3/8/8/8/8/8/8/Q3K3 w - 0 1"));
  QVERIFY(formatLine(start, {}).empty());
}

// Positions from seeded random games: every token unique, sampled tokens read
// back, and the SFEN of every position reads back to the same text and key.
void TestNotation::playouts() {
  std::mt19937 random(20240601);
  const VariantPtr variant = Registry::instance().defaultVariant();
  int positions = 0;
  for (int game = 0; game < 8; ++game) {
    Position pos = read(kStart);
    for (int ply = 0; ply < 40; ++ply) {
      const std::string sfen = writeSfen(pos);
      ++positions;
      ParseError error;
      const std::optional<Position> again = readSfen(variant, sfen, &error);
      QVERIFY2(again, qPrintable(QString::fromStdString(sfen + ": " + error.toString())));
      QCOMPARE(writeSfen(*again), sfen);
      QCOMPARE(again->key(), pos.key());

      const auto turns = legalTurns(pos);
      if (turns->size == 0) break;
      QSet<QString> tokens;
      for (const Turn &t : *turns) tokens.insert(QString::fromStdString(formatTurn(pos, t)));
      QVERIFY2(tokens.size() == turns->size, sfen.c_str());
      for (int i = 0; i < 3; ++i) {
        const Turn &t = (*turns)[int(random() % unsigned(turns->size))];
        QString why;
        QVERIFY2(parsesTo(pos, QString::fromStdString(formatTurn(pos, t)), t, why),
                 qPrintable(QString::fromStdString(sfen) + ": " + why));
      }
      pos.make((*turns)[int(random() % unsigned(turns->size))]);
    }
  }
  QVERIFY(positions > 200);
}

void TestNotation::badTokens_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("token");
  QTest::addColumn<QString>("message");
  const QString start = kStart;
  const QString royal = "4k3/8/8/4q3/8/8/8/4K3 w - 0 1";
  QTest::newRow("empty") << start << "  "
                         << "column 1: expected a turn";
  QTest::newRow("square missing after @") << start << "Ra1@"
                                          << "column 5: expected a square after '@'";
  QTest::newRow("square missing after -") << start << "Ra1-@a3"
                                          << "column 5: expected a square after '-', found '@'";
  QTest::newRow("unknown sign") << start << "Ra1?a3"
                                << "column 4: expected one of - @ > x ^ = | ~ after a1";
  QTest::newRow("unknown letter") << start << "Za1-a2"
                                  << "column 1: 'Z' is not a piece letter (";
  QTest::newRow("no square after letter") << start << "R-a2"
                                          << "column 2: expected a square after 'R'";
  QTest::newRow("no rank") << start << "Rab"
                           << "column 3: expected a rank number after the file 'a'";
  QTest::newRow("rank above 16") << start << "Ra17-a2"
                                 << "column 3: rank 17 is outside 1-16";
  QTest::newRow("trailing text") << start << "Pe2-e3 x"
                                 << "column 7: unexpected ' ' after the turn";
  QTest::newRow("after suffix") << start << "Pe2-e3+!"
                                << "column 8: unexpected '!'";
  QTest::newRow("rotation without sense") << start << "Rc4~Pc3d3"
                                          << "column 8: expected '>' (clockwise) or '<'";
  QTest::newRow("off the board") << start << "Ra1-i1"
                                 << "Ra1-i1: i1 is not on the board";
  QTest::newRow("rank 9 off the board") << start << "Pa2-a9"
                                        << "a9 is not on the board";
  QTest::newRow("no shooter") << start << "Pa4-a5"
                              << "Pa4-a5: no shooter on a4";
  QTest::newRow("wrong side") << start << "Pa7-a6"
                              << "the pawn on a7 is Black's, and White is to move";
  QTest::newRow("wrong letter") << start << "Bb1-c3"
                                << "the shooter on b1 is a knight (N), not B";
  QTest::newRow("wrong receiver letter") << start << "Pe2^Kd1"
                                         << "the shooter on d1 is a queen (Q), not K";
  QTest::newRow("partner of the other side") << kPairs << "Pe2=Pe7"
                                             << "the pawn on e7 is Black's, not White's";
  QTest::newRow("S8 bishop cannot move there") << start << "Bc1-c3"
                                               << "the bishop on c1 cannot move to c3";
  QTest::newRow("S8 path blocked") << start << "Ra1-a3"
                                   << "a white pawn on a2 is in the way";
  QTest::newRow("S8 destination taken") << start << "Nb1-d2"
                                        << "d2 is not empty: a white pawn on d2 stands there";
  QTest::newRow("S5 range") << "4k3/8/r7/8/8/8/8/R3K3 w - 0 1"
                            << "Ra1@a6"
                            << "a6 is 5 squares away, a rook's range is 4";
  QTest::newRow("S5 blocked shot") << "4k3/8/r7/8/P7/8/8/R3K3 w - 0 1"
                                   << "Ra1@a6"
                                   << "a white pawn on a4 is in the way";
  QTest::newRow("S5 friendly target") << start << "Pa2@b1"
                                      << "friendly shooters are not targets";
  QTest::newRow("S5 nothing to shoot") << start << "Pa2@b3"
                                       << "there is nothing to shoot on b3";
  QTest::newRow("S2 shooting pattern") << start << "Pe2@e3"
                                       << "a pawn shoots only diagonally";
  QTest::newRow("S11 queen across her move")
      << "4k3/8/8/8/8/3p4/8/Q3K3 w - 0 1"
      << "Qa1-a3@d3"
      << "d3 is 3 squares away, a queen's range is 1 across its move (S11)";
  QTest::newRow("S13 bishop may not replace") << start << "Bc1xc2"
                                              << "a bishop may not shoot and replace (S13)";
  QTest::newRow("S6 series names its corner") << kKnightBox << "Nd4>b5"
                                              << "a knight's series names its corner (S6)";
  QTest::newRow("S6 not a corner") << kKnightBox << "Nd4>c4>b5"
                                   << "c4 is not the corner of a route from d4 to b5 (S6)";
  QTest::newRow("S12 own shooter on the way") << start << "Ra1>a2"
                                              << "a2 holds White's own pawn (S12)";
  QTest::newRow("S12 nothing on the way") << "4k3/8/8/8/8/8/8/R3K3 w - 0 1"
                                          << "Ra1>a5"
                                          << "there is no enemy to shoot on the way to a5 (S12)";
  QTest::newRow("S14 no receiver") << start << "Pe2^e4"
                                   << "no shooter on e4";
  QTest::newRow("S14 receiver far") << start << "Pa2^h2"
                                    << "a2 and h2 are not adjacent (S14)";
  QTest::newRow("S15 not side by side") << start << "Pd2=Pf2"
                                        << "d2 and f2 are not side by side (S4)";
  QTest::newRow("S15 unbridge without bridge") << start << "Pd2|Pe2"
                                               << "d2 and e2 are not a bridged pair";
  QTest::newRow("S15a bridged shooter alone")
      << kPairs << "Rc4-b4"
      << "the rook on c4 is bridged and moves only with its pair (S15a)";
  QTest::newRow("S15a translate too far")
      << kPairs << "Pc3=Rc4-c1"
      << "the pair moves at most 1 square, the bridge range of its lower-ranked member (S15a)";
  QTest::newRow("S15a pair blocked") << kPairs << "Pc3=Rc4-d2"
                                     << "a white king on d2 is in the way of the pair (S15a)";
  QTest::newRow("S15a translate shot pattern")
      << kPairs << "Rc4=Pc3-b5@d7"
      << "a rook shoots only along ranks and files, not from b5 to d7";
  QTest::newRow("S15a rotation beyond bridge range")
      << kPairs << "Rc4~Pc3>c2"
      << "that is 4 squares of the ring, a rook's bridge range is 2 (S15a)";
  QTest::newRow("D7 rotation to a corner")
      << kPairs << "Rc4~Pc3>d4"
      << "a rotation travels 2, 4 or 6 squares of the ring (D7)";
  QTest::newRow("S15a rotation off the ring") << kPairs << "Rc4~Pc3>d5"
                                              << "d5 is not on the ring around the pivot c3 (S15a)";
  QTest::newRow("S16 only the king explodes") << start << "Qd1@@"
                                              << "a queen cannot explode (S16)";
  QTest::newRow("S19 into check") << royal << "Ke1-e2"
                                  << "it would leave White's royal monarch in check (S19)";
  QTest::newRow("S19a last monarch") << royal << "Ke1@@"
                                     << "it would leave White without a monarch (S19a)";
}

void TestNotation::badTokens() {
  QFETCH(QString, sfen);
  QFETCH(QString, token);
  QFETCH(QString, message);
  Position pos = read(sfen.toLatin1().constData());
  std::string error;
  QVERIFY(!parseTurn(pos, token.toStdString(), &error));
  const QString text = QString::fromStdString(error);
  QVERIFY2(text.contains(message), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
