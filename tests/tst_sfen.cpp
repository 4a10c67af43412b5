// SFEN reading and writing (S23): round trips, canonical writing, and one row
// per kind of malformed text with the message and column it must report.
#include <QtTest>

#include "movegen.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"

using namespace sc;

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";

VariantPtr shooters() { return Registry::instance().defaultVariant(); }

// Reads a text the test expects to be valid; a failure names the text and why.
std::optional<Position> read(const std::string &text, QString &why) {
  ParseError error;
  std::optional<Position> pos = readSfen(shooters(), text, &error);
  if (!pos) why = QString::fromStdString(text + ": " + error.toString());
  return pos;
}

}  // namespace

class TestSfen : public QObject {
  Q_OBJECT

 private slots:
  void roundTrip_data();
  void roundTrip();
  void canonical_data();
  void canonical();
  void cells();
  void malformed_data();
  void malformed();
  void errorText();
  void countersNeverOverflow();
};

// Bounded input (issue 12): the largest counters a reader takes stay
// readable after every turn from them, in every position format.
void TestSfen::countersNeverOverflow() {
  const char *const cases[][2] = {
      {"shooters", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - 999999999 999999999"},
      {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 999999999 999999999"}};
  for (const auto &c : cases) {
    std::string error;
    const VariantPtr v = Registry::instance().load(c[0], {}, error);
    auto pos = readSfen(v, c[1]);
    QVERIFY2(pos, c[1]);
    TurnList turns;
    generateLegal(*pos, turns);
    QVERIFY(turns.size > 0);
    for (const Turn &t : turns) {
      pos->make(t);
      const std::string after = writeSfen(*pos);
      QVERIFY2(readSfen(v, after), after.c_str());
      pos->undo();
    }
  }
}

void TestSfen::roundTrip_data() {
  QTest::addColumn<QString>("sfen");
  QTest::newRow("S23 start") << kStart;
  QTest::newRow("S23 open game")
      << "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w - 4 5";
  QTest::newRow("S23 black to move") << "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b - 0 2";
  QTest::newRow("S23 ranks") << "4k3/8/3q[6]4/8/8/2N[1]5/4R[9]3/4K3 b - 17 42";
  QTest::newRow("S23 every rank")
      << "k[1]q[2]r[3]b[4]n[5]p[6]P[7]K[8]/8/8/8/8/8/8/Q[1]R[2]B[9]N[8]4 w - 0 1";
  QTest::newRow("S23 bridges") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w c1d1,e7e8 0 1";
  QTest::newRow("S23 vertical and horizontal bridges")
      << "r[3]3k2r/1pp2pp1/8/3Pp3/8/8/PP3PP1/R3KR2 b a1a2,e1f1,f7g7 99 120";
  QTest::newRow("S23 bridged ranks") << "4k3/3p[4]p[2]3/8/8/8/8/3P[9]P3/4K3 w d2e2,d7e7 0 60";
  QTest::newRow("S23 corners") << "7k/8/8/8/8/8/8/K7 w - 0 1";
  QTest::newRow("S23 empty board") << "8/8/8/8/8/8/8/8 b - 0 1";
  QTest::newRow("S23 big numbers") << "4k3/8/8/8/8/8/8/4K3 w - 123456789 987654321";
}

void TestSfen::roundTrip() {
  QFETCH(QString, sfen);
  QString why;
  const std::optional<Position> pos = read(sfen.toStdString(), why);
  QVERIFY2(pos, qPrintable(why));
  QCOMPARE(QString::fromStdString(writeSfen(*pos)), sfen);
  // Equal text, equal position, equal key.
  const std::optional<Position> again = read(writeSfen(*pos), why);
  QVERIFY2(again, qPrintable(why));
  QCOMPARE(again->key(), pos->key());
}

void TestSfen::canonical_data() {
  QTest::addColumn<QString>("input");
  QTest::addColumn<QString>("written");
  const QString start = kStart;
  QTest::newRow("S23 bridges sorted, lower square first")
      << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w e8e7,d1c1 0 1"
      << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w c1d1,e7e8 0 1";
  QTest::newRow("S23 base rank in brackets")
      << "rnbq[9]kbnr/pppppppp/8/8/8/8/P[1]PPPPPPP/RNBQKBNR w - 0 1" << start;
  QTest::newRow("S23 blanks around and between fields")
      << "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR \t w  -  0  1 \r\n"
      << start;
  // A whole number beyond what a position holds reads as the counters' cap,
  // where they stop when played up to it (countersNeverOverflow).
  QTest::newRow("S23 counters beyond the cap")
      << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 1234567890 000000000012345678901"
      << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 999999999 999999999";
  QTest::newRow("S23 ten digits with a leading zero")
      << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0000000007 0000000001"
      << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 7 1";
  QTest::newRow("S23 leading zeros in numbers")
      << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 007 01"
      << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 7 1";
}

void TestSfen::canonical() {
  QFETCH(QString, input);
  QFETCH(QString, written);
  QString why;
  const std::optional<Position> pos = read(input.toStdString(), why);
  QVERIFY2(pos, qPrintable(why));
  QCOMPARE(QString::fromStdString(writeSfen(*pos)), written);
}

void TestSfen::cells() {
  QString why;
  const std::optional<Position> read34 =
      read("4k3/3q[6]4/8/8/8/8/P2P[9]P3/R3K2R b e2d2,a1a2 12 34", why);
  QVERIFY2(read34, qPrintable(why));
  const Position &pos = *read34;
  QCOMPARE(pos.sideToMove(), Color::Black);
  QCOMPARE(pos.quietPlies(), 12);
  QCOMPARE(pos.turnNumber(), 34);
  const Cell q = pos.at(sq("d7"));
  QCOMPARE(q.color, Color::Black);
  QCOMPARE(shooters()->rules().piece(q).letter, 'Q');
  QCOMPARE(int(q.rank), 6);
  QCOMPARE(int(pos.at(sq("e8")).rank), 9);  // the king's base rank
  QCOMPARE(int(pos.at(sq("d2")).rank), 9);
  QCOMPARE(int(pos.at(sq("e2")).rank), 1);
  // S23 bridges: stored on both members, each pointing at the other.
  QCOMPARE(int(pos.at(sq("d2")).bridge), 1 + E);
  QCOMPARE(int(pos.at(sq("e2")).bridge), 1 + W);
  QCOMPARE(int(pos.at(sq("a1")).bridge), 1 + N);
  QCOMPARE(int(pos.at(sq("a2")).bridge), 1 + S);
  QCOMPARE(int(pos.at(sq("h1")).bridge), 0);
  QVERIFY(pos.at(sq("e4")).empty());
}

void TestSfen::malformed_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("message");
  QTest::addColumn<int>("column");
  const QString board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
  const QString few = "4k3/8/8/3pP3/8/8/8/4K3";

  QTest::newRow("S23 empty text") << ""
                                  << "expected 5 fields" << 1;
  QTest::newRow("S23 too few fields") << board + " w - 0"
                                      << "the turn number is missing" << 51;
  QTest::newRow("S23 placement only") << board << "the side to move is missing" << 45;
  QTest::newRow("S23 too many fields") << QString(kStart) + " 7"
                                       << "unexpected text after the turn number" << 53;
  QTest::newRow("S23 bad character") << "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
                                     << "a digit or '/', found 'X'" << 14;
  QTest::newRow("S23 rank too long") << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
                                     << "rank 7 has 9 squares, expected 8" << 18;
  QTest::newRow("S23 rank too long by a digit")
      << "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
      << "rank 6 has 9 squares, expected 8" << 19;
  QTest::newRow("S23 rank too long, two digits")
      << "rnbqkbnr/pppppppp/12/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
      << "rank 6 has 12 squares, expected 8" << 19;
  QTest::newRow("S23 rank too short") << "rnbqkbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
                                      << "rank 8 has 7 squares, expected 8" << 8;
  QTest::newRow("S23 empty rank") << "rnbqkbnr//8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
                                  << "rank 7 has 0 squares, expected 8" << 10;
  QTest::newRow("S23 too many ranks") << board + "/8 w - 0 1"
                                      << "too many ranks: the board has 8" << 44;
  QTest::newRow("S23 too few ranks") << "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
                                     << "expected 8 ranks, found 7" << 42;
  QTest::newRow("S23 run starting with 0") << "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
                                           << "cannot start with 0" << 19;
  QTest::newRow("S23 rank 0") << "rnbq[0]kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
                              << "a queen's rank must be from 1 to 9 (S3), found 0" << 6;
  QTest::newRow("S23 rank above 9") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK[10]BNR w - 0 1"
                                    << "a king's rank must be from 1 to 9 (S3), found 10" << 42;
  QTest::newRow("S23 unclosed bracket") << "rnbq[6/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
                                        << "unclosed bracket" << 5;
  QTest::newRow("S23 unclosed bracket at the end")
      << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN[6 w - 0 1"
      << "unclosed bracket" << 43;
  QTest::newRow("S23 empty bracket") << "rnbq[]kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
                                     << "expected a rank number in brackets, found ']'" << 6;
  QTest::newRow("S23 bracket without letter")
      << "[3]rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"
      << "must follow a piece letter" << 1;
  QTest::newRow("S23 bad side") << board + " x - 0 1"
                                << "expected the side to move, 'w' or 'b', found 'x'" << 45;
  QTest::newRow("S23 side upper case") << board + " W - 0 1"
                                       << "expected the side to move" << 45;
  QTest::newRow("S23 bridge not side by side")
      << board + " w c1e1 0 1"
      << "bridge c1e1: the squares are not side by side" << 47;
  QTest::newRow("S23 bridge diagonal") << board + " w c1d2 0 1"
                                       << "not side by side (S4)" << 47;
  QTest::newRow("S23 bridge of one square") << board + " w c1c1 0 1"
                                            << "not side by side" << 47;
  QTest::newRow("S23 bridge not same colour")
      << few + " w d5e5 0 1"
      << "bridge d5e5: the shooters are not the same colour" << 26;
  QTest::newRow("S23 bridge on an empty square") << board + " w a3a2 0 1"
                                                 << "bridge a3a2: no shooter on a3" << 47;
  QTest::newRow("S23 bridges sharing a member")
      << board + " w c1d1,d1e1 0 1"
      << "bridge d1e1: d1 is already in another bridge" << 52;
  QTest::newRow("S23 bridge listed twice") << board + " w c1d1,d1c1 0 1"
                                           << "bridge d1c1 is listed twice" << 52;
  QTest::newRow("S23 bridge off the board") << board + " w h1i1 0 1"
                                            << "i1 is not on the board" << 47;
  QTest::newRow("S23 bridge bad square") << board + " w c1dd 0 1"
                                         << "expected a square (like c1)" << 49;
  QTest::newRow("S23 bridge rank 0") << board + " w c0d0 0 1"
                                     << "a file a-p and a rank 1-16" << 47;
  QTest::newRow("S23 bridge trailing comma") << board + " w c1d1, 0 1"
                                             << "expected a bridge after ','" << 52;
  QTest::newRow("S23 bridge bad separator") << board + " w c1d1;e7e8 0 1"
                                            << "expected ',' between bridges, found ';'" << 51;
  QTest::newRow("S23 quiet negative")
      << board + " w - -1 1"
      << "expected the quiet count, a whole number from 0, found '-'" << 49;
  QTest::newRow("S23 quiet not a number") << board + " w - 1x 1"
                                          << "found 'x'" << 50;
  QTest::newRow("S23 turn zero") << board + " w - 0 0"
                                 << "expected the turn number, a whole number from 1, found 0"
                                 << 51;
  QTest::newRow("S23 turn not a number") << board + " w - 0 one"
                                         << "expected the turn number" << 51;
}

void TestSfen::malformed() {
  QFETCH(QString, sfen);
  QFETCH(QString, message);
  QFETCH(int, column);
  ParseError error;
  QVERIFY(!readSfen(shooters(), sfen.toStdString(), &error));
  const QString text = QString::fromStdString(error.message);
  QVERIFY2(text.contains(message), qPrintable(text));
  QCOMPARE(error.column, column);
  QCOMPARE(error.line, 1);
  QVERIFY(!readSfen(shooters(), sfen.toStdString()));  // the error is optional
}

void TestSfen::errorText() {
  QCOMPARE(
      QString::fromStdString(ParseError{1, 12, "rank 3 has 9 squares, expected 8", {}}.toString()),
      QString("column 12: rank 3 has 9 squares, expected 8"));
  QCOMPARE(QString::fromStdString(ParseError{2, 3, "bad", {}}.toString()),
           QString("line 2, column 3: bad"));
}

QTEST_GUILESS_MAIN(TestSfen)
#include "tst_sfen.moc"
