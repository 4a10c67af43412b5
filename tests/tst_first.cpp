// Shooters Chess, first edition (shared/rules/shooters-first.md, F1-F22, and
// the decisions D18-D22 of docs/rules.md): every ruling has at least one row
// here, asserting what a turn leaves (SFEN), which turns are legal, what
// status says, what the loader and the command line answer.
#include <QProcess>
#include <QtTest>

#include <set>

#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "registry.h"
#include "rulesetloader.h"
#include "sfen.h"
#include "status.h"

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";

sc::VariantPtr first(const QString &options = {}) {
  std::vector<std::string> opts;
  for (const QString &o : options.split(' ', Qt::SkipEmptyParts)) opts.push_back(o.toStdString());
  std::string error;
  sc::VariantPtr v = sc::Registry::instance().load("shooters-first", opts, error);
  if (!v) qFatal("%s", error.c_str());
  return v;
}

sc::Position position(const QString &sfen, const QString &options = {}) {
  sc::ParseError error;
  std::optional<sc::Position> pos = sc::readSfen(first(options), sfen.toStdString(), &error);
  if (!pos) qFatal("%s: %s", qPrintable(sfen), error.toString().c_str());
  return std::move(*pos);
}

// The SFEN after playing `tokens` (space separated), or "illegal: TOKEN".
QString play(const QString &sfen, const QString &tokens, const QString &options = {}) {
  sc::Position pos = position(sfen, options);
  for (const QString &token : tokens.split(' ', Qt::SkipEmptyParts)) {
    const std::optional<sc::Turn> t = sc::parseTurn(pos, token.toStdString());
    if (!t) return "illegal: " + token;
    pos.make(*t);
  }
  return QString::fromStdString(sc::writeSfen(pos));
}

QStringList legal(const QString &sfen, const QString &options = {}) {
  sc::Position pos = position(sfen, options);
  sc::TurnList turns;
  sc::generateLegal(pos, turns);
  QStringList out;
  for (const sc::Turn &t : turns) out << QString::fromStdString(sc::formatTurn(pos, t));
  out.sort();
  return out;
}

QString status(const QString &sfen, const QString &options = {}) {
  sc::Position pos = position(sfen, options);
  return QString::fromStdString(sc::statusText(sc::evaluateStatus(pos)));
}

struct Cli {
  int code = -1;
  QString out, err;
};
Cli runCli(const QStringList &args) {
  QProcess p;
  p.start(QStringLiteral(SHOOTERS_BIN), args);
  Cli r;
  if (!p.waitForFinished(60000)) return r;
  r.code = p.exitCode();
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  r.err = QString::fromUtf8(p.readAllStandardError());
  return r;
}

std::optional<sc::Ruleset> loadChild(const std::string &body, std::string &error) {
  const sc::RulesetLookup lookup = [](const std::string &name) {
    return sc::Registry::instance().source(name);
  };
  return sc::loadRuleset(R"({"name": "child", "inherits": "shooters-first", )" + body + "}",
                         "child.json", lookup, error);
}

}  // namespace

class TestFirst : public QObject {
  Q_OBJECT

 private slots:
  void turns_data();
  void turns();
  void legality_data();
  void legality();
  void statuses_data();
  void statuses();
  void pieceTable();
  void noBomberKinds();
  void seriesRefusedForWhatItIs();
  void refusalsCiteTheFirstEdition();
  void check_data();
  void check();
  void sfen_data();
  void sfen();
  void loader_data();
  void loader();
  void options();
  void shieldWithPairDefence();
  void perft_data();
  void perft();
  void cli_data();
  void cli();
};

// What one or more turns leave behind.
void TestFirst::turns_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("tokens");
  QTest::addColumn<QString>("options");
  QTest::addColumn<QString>("after");
  auto row = [](const char *name, const char *sfen, const char *tokens, const char *options,
                const char *after) { QTest::newRow(name) << sfen << tokens << options << after; };
  row("F1 S17 a standing shot as in the revised edition", "4k3/8/8/8/8/8/8/R3q2K w - 0 1", "Ra1@e1",
      "", "4k3/8/8/8/8/8/8/R3q[4]2K b - 0 1");
  row("F2 the bishop shoots orthogonally at range 1", "4k3/8/8/8/8/8/1p6/1B5K w - 0 1", "Bb1@b2",
      "", "4k3/8/8/8/8/8/8/1B5K b - 0 1");
  row("F2 the knight shoots diagonally at range 1", "4k3/8/8/8/8/8/1p6/N6K w - 0 1", "Na1@b2", "",
      "4k3/8/8/8/8/8/8/N6K b - 0 1");
  row("F3 a pawn steps back", "4k3/8/8/8/3P4/8/8/7K w - 0 1", "Pd4-d3", "",
      "4k3/8/8/8/8/3P4/8/7K b - 1 1");
  row("F4 the rook shoots across its move, up to 4", "4k3/8/8/8/4b3/8/8/R6K w - 0 1", "Ra1-a4@e4",
      "", "4k3/8/8/8/R7/8/8/7K b - 0 1");
  row("F5 the queen's series has no count limit", "k7/p7/p7/p7/p7/p7/p7/Q6K w - 0 1", "Qa1>a7", "",
      "k7/Q7/8/8/8/8/8/7K b - 0 1");
  row("F5 the king's series of one", "k7/8/8/8/8/8/4p3/4K3 w - 0 1", "Ke1>e2", "",
      "k7/8/8/8/8/8/4K3/8 b - 0 1");
  row("F6 F7 the pawn replaces diagonally", "4k3/8/8/2p5/3P4/8/8/7K w - 0 1", "Pd4xc5", "",
      "4k3/8/8/2P5/8/8/8/7K b - 0 1");
  row("F7 the pawn moves, then shoots", "4k3/8/2p5/8/3P4/8/8/7K w - 0 1", "Pd4-d5@c6", "",
      "4k3/8/8/3P4/8/8/8/7K b - 0 1");
  row("F8 the king shoots one square", "k7/8/8/8/8/8/3p4/4K3 w - 0 1", "Ke1@d2", "",
      "k7/8/8/8/8/8/8/4K3 b - 0 1");
  row("F10 move, then shoot from the declared position", "4k3/8/8/8/3r4/8/8/R6K w - 0 1",
      "Ra1-a4@d4", "", "4k3/8/8/8/R7/8/8/7K b - 0 1");
  row("F11 an unload raises the queen to 10", "4k3/8/8/8/8/8/8/3QR2K w - 0 1", "Re1^d1", "",
      "4k3/8/8/8/8/8/8/3Q[10]3K b - 0 1");
  row("F11 an unload raises a rook only to 9", "4k3/8/8/8/8/8/8/3RR2K w - 0 1", "Re1^d1", "",
      "4k3/8/8/8/8/8/8/3R[9]3K b - 0 1");
  row("F13 rook, rook: 9 -> 4 -> shot down", "4k3/8/8/8/8/8/R7/R3q2K w - 0 1",
      "Ra1@e1 Ke8-d8 Ra2-e2@e1", "", "3k4/8/8/8/8/8/4R3/R6K b - 0 2");
  row("F13 shield on: rook, rook: 9 -> 4 -> 1", "4k3/8/8/8/8/8/R7/R3q2K w - 0 1",
      "Ra1@e1 Ke8-d8 Ra2-e2@e1", "monarch-shield=on", "3k4/8/8/8/8/8/4R3/R3q[1]2K b - 0 2");
  row("F13 shield on: a raised rook shoots the monarch down", "4k3/8/8/8/8/8/8/R[6]3q[4]2K w - 0 1",
      "Ra1@e1", "monarch-shield=on", "4k3/8/8/8/8/8/8/R[6]6K b - 0 1");
  row("F13 shield on: a series stops before the monarch", "4k3/8/8/8/4q[2]3/4p3/8/4R2K w - 0 1",
      "Re1>e4", "monarch-shield=on", "4k3/8/8/8/4q[1]3/4R3/8/7K b - 0 1");
  row("F13 shield on: in a pair the firing member decides", "4k3/8/8/4q[5]3/3NR3/8/8/7K w d4e4 0 1",
      "Nd4@e5", "monarch-shield=on", "4k3/8/8/4q[1]3/3NR3/8/8/7K b d4e4 0 1");
  row("F13 shield on: a queen shoots a queen down", "4k3/8/8/8/8/8/4q[1]3/4Q2K w - 0 1", "Qe1@e2",
      "monarch-shield=on", "4k3/8/8/8/8/8/8/4Q2K b - 0 1");
  row("F13 D21 shield on: a monarch at 1 stays at 1", "4k3/8/8/8/8/8/8/R3q[1]2K w - 5 1", "Ra1@e1",
      "monarch-shield=on", "4k3/8/8/8/8/8/8/R3q[1]2K b - 0 1");
  row("F13 D22 shield on: a pawn's replace stays", "4k3/8/8/8/8/3q[1]4/4P3/7K w - 0 1", "Pe2xd3",
      "monarch-shield=on", "4k3/8/8/8/8/3q[1]4/4P3/7K b - 0 1");
  row("F6 D22 shield off: the pawn replaces", "4k3/8/8/8/8/3q[1]4/4P3/7K w - 0 1", "Pe2xd3", "",
      "4k3/8/8/8/8/3P4/8/7K b - 0 1");
  row("F14 a rook mover shoots its ring in series", "4k3/8/8/8/8/8/3p4/3RN2K w d1e1 0 1",
      "Rd1~Ne1>e2", "", "4k3/8/8/8/8/8/4R3/4N2K b e1e2 0 1");
  row("F15 knight+rook pair shoots e5 with 6", "k7/8/8/4r[6]3/3NR3/8/8/7K w d4e4 0 1", "Nd4@e5", "",
      "k7/8/8/8/3NR3/8/8/7K b d4e4 0 1");
  row("F15 knight+rook pair: rank 7 survives with 1", "k7/8/8/4r[7]3/3NR3/8/8/7K w d4e4 0 1",
      "Nd4@e5", "", "k7/8/8/4r[1]3/3NR3/8/8/7K b d4e4 0 1");
  row("F15 queen+pawn pair shoots e5 with 5", "k7/8/8/4r3/3QP3/8/8/7K w d4e4 0 1", "Qd4@e5", "",
      "k7/8/8/8/3QP3/8/8/7K b d4e4 0 1");
  row("F15 queen+pawn pair: a bridge can weaken", "k7/8/8/4r[6]3/3QP3/8/8/7K w d4e4 0 1", "Qd4@e5",
      "", "k7/8/8/4r[1]3/3QP3/8/8/7K b d4e4 0 1");
  row("F15 after a translation the new squares count", "k7/8/4r[6]3/8/3NR3/8/8/7K w d4e4 0 1",
      "Nd4=Re4-d5@e6", "", "k7/8/8/3NR3/8/8/8/7K b d5e5 0 1");
  row("F15 rotation: the mover's rank plus half the pivot's",
      "k7/8/8/8/8/3r[9]4/3RR[8]3/7K w d2e2 0 1", "Rd2~Re2>e3", "",
      "k7/8/8/8/8/4R3/4R[8]3/7K b e2e3 0 1");
  row("F16 a bridged shooter is shot as itself", "Q3k3/8/8/8/8/8/8/R3pq1K w e1f1 0 1", "Ra1@e1", "",
      "Q3k3/8/8/8/8/8/8/R4q1K b - 0 1");
  row("F16 shot down, only it leaves; the partner stays", "Q3k3/8/8/8/8/8/8/R3nq1K w e1f1 0 1",
      "Ra1@e1", "", "Q3k3/8/8/8/8/8/8/R4q1K b - 0 1");
  row("F16 a survivor alone loses rank", "Q3k3/8/8/8/8/8/8/R3r[7]q1K w e1f1 0 1", "Ra1@e1", "",
      "Q3k3/8/8/8/8/8/8/R3r[2]q1K b e1f1 0 1");
  row("F16 D5 the partner further along a series is a target",
      "4k3/8/8/8/3q4/3n4/8/3R3K w d3d4 0 1", "Rd1>d4", "", "4k3/8/8/8/3q[4]4/3R4/8/7K b - 0 1");
}

void TestFirst::turns() {
  QFETCH(QString, sfen);
  QFETCH(QString, tokens);
  QFETCH(QString, options);
  QFETCH(QString, after);
  QCOMPARE(play(sfen, tokens, options), after);
}

// Whether a declaration is among the legal turns.
void TestFirst::legality_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("token");
  QTest::addColumn<bool>("isLegal");
  auto row = [](const char *name, const char *sfen, const char *token, bool ok) {
    QTest::newRow(name) << sfen << token << ok;
  };
  const char *bishop = "4k3/8/8/8/8/8/8/B6K w - 0 1";
  row("F3 the bishop slides 3", bishop, "Ba1-d4", true);
  row("F3 the bishop slides no more than 3", bishop, "Ba1-e5", false);
  const char *rook = "4k3/8/8/8/8/8/8/R6K w - 0 1";
  row("F3 the rook slides 4", rook, "Ra1-a5", true);
  row("F3 the rook slides no more than 4", rook, "Ra1-a6", false);
  const char *pawn = "4k3/8/8/8/3P4/8/8/7K w - 0 1";
  row("F3 the pawn steps forward", pawn, "Pd4-d5", true);
  row("F3 the pawn never steps sideways", pawn, "Pd4-c4", false);
  row("F3 the knight leaps a friend", "4k3/8/8/8/8/8/P7/N6K w - 0 1", "Na1-b3", true);
  const char *queen = "k7/8/8/8/8/3p4/8/3Q3K w - 0 1";
  row("F4 the queen shoots at range 1 only", queen, "Qd1@d3", false);
  row("F4 the queen's series reaches along her path", queen, "Qd1>d3", true);
  row("F4 the queen's move-shoot has range 1 along the move", "k7/8/8/3p4/8/8/8/3Q3K w - 0 1",
      "Qd1-d3@d5", false);
  row("F5 the knight has no series", "4k3/8/8/8/8/1p6/8/N6K w - 0 1", "Na1>b3", false);
  row("F5 the bishop has no series", "4k3/8/8/8/8/2p5/8/B6K w - 0 1", "Ba1>c3", false);
  row("F5 the pawn has no series", "4k3/8/8/8/3p4/3P4/8/7K w - 0 1", "Pd3>d4", false);
  row("F5 the rook shoots 4 in a series", "4k3/8/8/p7/p7/p7/p7/R6K w - 0 1", "Ra1>a5", true);
  row("F5 the rook's series ends at its move range", "4k3/8/p7/8/8/8/8/R6K w - 0 1", "Ra1>a6",
      false);
  row("F6 the rook does not replace", "4k3/8/8/8/p7/8/8/R6K w - 0 1", "Ra1xa4", false);
  row("F6 the queen does not replace", "k7/8/8/8/8/8/3p4/3Q3K w - 0 1", "Qd1xd2", false);
  row("F6 the king does not replace", "k7/8/8/8/8/8/3p4/4K3 w - 0 1", "Ke1xd2", false);
  const char *pawnShot = "4k3/8/8/8/8/8/8/7K w - 0 1";
  row("F7 no diagonal step without a shot", pawnShot, "Kh1-g1", true);
  row("F7 the pawn does not step diagonally", "4k3/8/8/8/3P4/8/8/7K w - 0 1", "Pd4-c5", false);
  row("F8 the king steps one square", "k7/8/8/8/8/8/8/4K3 w - 0 1", "Ke1-e2", true);
  row("F8 the king steps no further", "k7/8/8/8/8/8/8/4K3 w - 0 1", "Ke1-e3", false);
  row("F9 there is no bomber", "k7/8/8/8/8/8/3p4/4K3 w - 0 1", "Ke1@@", false);
  row("F10 a knight moves then shoots", "4k3/8/8/3p4/8/8/8/N6K w - 0 1", "Na1-c3@d4", false);
  row("F10 a knight moves then shoots its diagonal", "4k3/8/8/3p4/8/8/8/N6K w - 0 1", "Nb1-c3@d4",
      false);
  row("F12 first-turn king unload refused", kStart, "Ke1^d1", false);
  row("F12 the queen may not be unloaded either", kStart, "Qd1^e1", false);
  row("F12 a monarch may receive an unload", kStart, "Pd2^d1", true);
  row("F14 a knight mover cannot rotate through an enemy", "k7/8/8/8/8/8/3p4/3NR2K w d1e1 0 1",
      "Nd1~Re1>e2", false);
  row("F14 a knight mover rotates through empty squares", "k7/8/8/8/8/8/8/3NR2K w d1e1 0 1",
      "Nd1~Re1>e2", true);
}

void TestFirst::legality() {
  QFETCH(QString, sfen);
  QFETCH(QString, token);
  QFETCH(bool, isLegal);
  const QStringList turns = legal(sfen);
  // Tokens with a check suffix compare without it.
  QStringList bare;
  for (QString t : turns) bare << t.remove('+').remove('#');
  QCOMPARE(bare.contains(token), isLegal);
}

void TestFirst::statuses_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("options");
  QTest::addColumn<QString>("expected");
  auto row = [](const char *name, const char *sfen, const char *options, const char *expected) {
    QTest::newRow(name) << sfen << options << expected;
  };
  row("F17 white wins: last monarch ranked 10", "4k3/8/8/8/8/8/8/Q[10]7 w - 0 1", "",
      "white wins: last monarch ranked 10");
  row("F17 black wins: last monarch ranked 10", "4k[10]3/8/8/8/8/8/8/Q3K3 w - 0 1", "",
      "black wins: last monarch ranked 10");
  row("F17 draw: both last monarchs ranked 10", "4k[10]3/8/8/8/8/8/8/Q[10]7 w - 0 1", "",
      "draw: both last monarchs ranked 10");
  row("F17 D20 a side with both monarchs does not win by rank", "4k3/8/8/8/8/8/8/Q[10]3K3 b - 0 1",
      "", "ongoing");
  row("F17 D20 a last monarch at 9 does not win", "4k3/8/8/8/8/8/P7/Q7 w - 0 1", "", "ongoing");
  row("F17 S18 both monarchs shot down", "8/8/8/8/8/8/8/R3K3 w - 0 1", "",
      "white wins: both monarchs lost");
  row("F18 insufficient force is off by default", "7k[5]/8/8/8/8/8/PP6/KQ6 w - 0 1", "", "ongoing");
  row("F18 insufficient force when switched on", "7k[5]/8/8/8/8/8/PP6/KQ6 w - 0 1",
      "insufficient-force=on", "white wins: insufficient force");
  row("F19 S18 before the rank-10 victory", "8/8/8/8/8/8/8/Q[10]6r w - 0 1", "",
      "white wins: both monarchs lost");
  row("F19 the rank-10 victory before insufficient force", "7k[1]/8/8/8/8/8/P7/Q[10]7 w - 0 1",
      "insufficient-force=on", "white wins: last monarch ranked 10");
  row("F19 the rank-10 victory before bare monarchs", "7k/8/8/8/8/8/8/Q[10]7 w - 0 1", "",
      "white wins: last monarch ranked 10");
  row("F19 bare monarchs", "7k/8/8/8/8/8/8/Q7 w - 0 1", "", "draw: bare monarchs");
  row("F19 S20 checkmate", "8/8/8/8/8/2q5/2k5/K7 w - 0 1", "", "black wins: checkmate");
  row("F19 S20 stalemate is a draw", "7k[1]/8/8/8/1p6/p1p5/8/K[1]7 w - 0 1", "", "draw: stalemate");
  row("F19 S20 stalemate as a loss", "7k[1]/8/8/8/1p6/p1p5/8/K[1]7 w - 0 1", "stalemate=loss",
      "black wins: stalemate");
  row("F19 S21 the quiet rule", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 100 51", "",
      "draw: quiet plies");
  row("F19 ongoing", kStart, "", "ongoing");
}

void TestFirst::statuses() {
  QFETCH(QString, sfen);
  QFETCH(QString, options);
  QFETCH(QString, expected);
  QCOMPARE(status(sfen, options), expected);
}

// F2, F21: the piece table as loaded.
void TestFirst::pieceTable() {
  const sc::VariantPtr v = first();
  const sc::Ruleset &r = v->rules();
  QCOMPARE(QString::fromStdString(r.title), QString("Shooters Chess (first edition)"));
  QCOMPARE(QString::fromStdString(r.startSfen), QString(kStart));  // F1, F20
  struct Expect {
    char letter;
    int base, cap, range, series, moveRange;
    bool replace;
  };
  const Expect table[] = {{'P', 1, 9, 1, 0, sc::kUnlimitedRange, true},
                          {'B', 3, 9, 1, 0, 3, false},
                          {'N', 3, 9, 1, 0, sc::kUnlimitedRange, false},
                          {'R', 5, 9, 4, 4, 4, false},
                          {'Q', 9, 10, 1, sc::kUnlimitedRange, sc::kUnlimitedRange, false},
                          {'K', 9, 10, 1, 1, sc::kUnlimitedRange, false}};
  for (const Expect &e : table) {
    const sc::PieceType &p = r.pieces[std::size_t(r.pieceByLetter(e.letter))];
    QCOMPARE(p.baseRank, e.base);
    QCOMPARE(p.maxRank, e.cap);
    QCOMPARE(p.range, e.range);
    QCOMPARE(p.moveShootRangeAlong, e.range);  // F4: both ranges equal
    QCOMPARE(p.moveShootRangeOther, e.range);
    QCOMPARE(p.seriesRange, e.series);
    QCOMPARE(p.moveRange, e.moveRange);
    QCOMPARE(p.replace, e.replace);
    QVERIFY(!p.bomber);  // F9
  }
  QCOMPARE(r.pieces[std::size_t(r.pieceByLetter('P'))].moveDirs,
           sc::DirSet(1 << sc::N | 1 << sc::S));
  QCOMPARE(r.pairAttack, sc::PairAttack::NearerPlusHalf);  // F15
  QCOMPARE(r.pairDefence, sc::PairDefence::Single);        // F16
  QVERIFY(!r.monarchUnload);                               // F12
  QCOMPARE(r.lastMonarchWinsAt, 10);                       // F17
  QCOMPARE(r.options.insufficientForce, false);            // F18
  QCOMPARE(r.options.stalemate, sc::StalemateRule::Draw);  // F19
  QCOMPARE(r.options.monarchShield, false);                // F13
}

// F9, F22: over a few plies of every reply, no bomber and no unknown kind.
void TestFirst::noBomberKinds() {
  sc::Position pos = position("k7/8/8/3p4/2pKp3/3p4/8/8 w - 0 1");
  sc::TurnList turns;
  sc::generatePseudoLegal(pos, turns);
  std::set<std::string> kinds;
  for (const sc::Turn &t : turns) kinds.insert(sc::kindName(t.kind));
  QVERIFY(!kinds.count("bomber"));
  QVERIFY(kinds.count("series"));    // F8: the king's series of one
  QVERIFY(!kinds.count("replace"));  // F6: the king does not replace
}

// F5: a bishop's series is refused because a bishop has none, wherever the
// declared path ends, not for the square it ends on.
void TestFirst::seriesRefusedForWhatItIs() {
  for (const char *token : {"Ba2>c4", "Ba2>d5"}) {
    sc::Position pos = position("k7/8/8/8/2p5/8/B7/7K w - 0 1");
    std::string error;
    QVERIFY(!sc::parseTurn(pos, token, &error));
    QCOMPARE(QString::fromStdString(error),
             QString(token) + ": a bishop does not shoot in series in this rule system");
  }
  // A rook has one: its refusals still name the path.
  sc::Position pos = position("k7/8/8/8/8/8/8/R1p1p2K w - 0 1");
  std::string error;
  QVERIFY(!sc::parseTurn(pos, "Ra1>b1", &error));
  QCOMPARE(QString::fromStdString(error),
           QString("Ra1>b1: there is no enemy to shoot on the way to b1 (S12)"));
}

// F1: a refusal cites the first edition's own ruling where it replaces the
// revised edition's (F6 for S13, F9 for S16, F11 for S3 in sfen()); the
// revised edition still cites its own.
void TestFirst::refusalsCiteTheFirstEdition() {
  const char *sfen = "k7/8/8/8/8/2p5/1N6/K7 w - 0 1";
  auto refusal = [](sc::Position pos, const char *token) {
    std::string error;
    return sc::parseTurn(pos, token, &error) ? QString() : QString::fromStdString(error);
  };
  QCOMPARE(refusal(position(sfen), "Nb2xc3"),
           QString("Nb2xc3: a knight may not shoot and replace (F6)"));
  QCOMPARE(refusal(position(sfen), "Ka1@@"), QString("Ka1@@: a king cannot explode (F9)"));
  std::string why;
  const sc::VariantPtr revised = sc::Registry::instance().load("shooters", {}, why);
  const auto pos = sc::readSfen(revised, sfen);
  QVERIFY(pos);
  QCOMPARE(refusal(*pos, "Nb2xc3"), QString("Nb2xc3: a knight may not shoot and replace (S13)"));
  QCOMPARE(first()->rules().cite("S12"), std::string("S12"));  // inherited: cited as it is
}

// S19 under the new mechanics: check and the legal escape.
void TestFirst::check_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("options");
  QTest::addColumn<bool>("inCheck");
  auto row = [](const char *name, const char *sfen, const char *options, bool check) {
    QTest::newRow(name) << sfen << options << check;
  };
  row("F13 a base-rank rook gives check", "4k[5]3/8/8/8/4R3/8/8/4K3 b - 0 1", "", true);
  row("F13 shield on: a base-rank rook gives no check", "4k[5]3/8/8/8/4R3/8/8/4K3 b - 0 1",
      "monarch-shield=on", false);
  row("F13 shield on: a raised rook gives check", "4k[5]3/8/8/8/4R[6]3/8/8/4K3 b - 0 1",
      "monarch-shield=on", true);
  row("F3 a rook beyond its move range gives no check", "4k[5]3/8/8/8/8/8/8/R3K3 b - 0 1", "",
      false);
  row("F3 a rook within move and shot range gives check", "k[5]7/8/8/8/1R6/8/8/4K3 b - 0 1", "",
      true);
  row("F15 a translated pair's 5 + 1 gives check", "4k[6]3/8/8/8/8/8/3NR3/7K b d2e2 0 1", "", true);
  row("F15 a translated pair's 5 + 1 does not check a 7", "4k[7]3/8/8/8/8/8/3NR3/7K b d2e2 0 1", "",
      false);
  row("F15 rook + rook: 5 + 2 checks a 7", "4k[7]3/8/8/3RR3/8/8/8/7K b d5e5 0 1", "", true);
  row("F16 a shot at the monarch's partner is no check", "3rk[1]3/8/8/8/8/8/8/3RK3 b d8e8 0 1", "",
      false);
}

void TestFirst::check() {
  QFETCH(QString, sfen);
  QFETCH(QString, options);
  QFETCH(bool, inCheck);
  sc::Position pos = position(sfen, options);
  QCOMPARE(sc::inCheck(pos), inCheck);
}

// F20: ranks up to the type's cap; base-rank brackets read, never written.
void TestFirst::sfen_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("written");  // or the refusal, "column N: ..."
  auto row = [](const char *name, const char *text, const char *written) {
    QTest::newRow(name) << text << written;
  };
  row("F20 Q[10] and k[4]", "4k[4]3/8/8/8/8/8/8/Q[10]3K3 w - 0 1",
      "4k[4]3/8/8/8/8/8/8/Q[10]3K3 w - 0 1");
  row("F20 r[6]", "4k3/8/8/8/8/8/8/r[6]3K3 w - 0 1", "4k3/8/8/8/8/8/8/r[6]3K3 w - 0 1");
  row("F20 R[5] is read and written R", "4k3/8/8/8/8/8/8/R[5]3K3 w - 0 1",
      "4k3/8/8/8/8/8/8/R3K3 w - 0 1");
  row("F20 R[10] is refused", "4k3/8/8/8/8/8/8/R[10]3K3 w - 0 1",
      "column 19: a rook's rank must be from 1 to 9 (F11), found 10");
  row("F20 p[10] is refused", "4k3/8/8/8/8/8/8/p[10]3K3 w - 0 1",
      "column 19: a pawn's rank must be from 1 to 9 (F11), found 10");
  row("F20 K[11] is refused", "4k3/8/8/8/8/8/8/K[11]3k3 w - 0 1",
      "column 19: a king's rank must be from 1 to 10 (F11), found 11");
  row("F20 q[0] is refused", "4k3/8/8/8/8/8/8/q[0]3K3 w - 0 1",
      "column 19: a queen's rank must be from 1 to 10 (F11), found 0");
}

void TestFirst::sfen() {
  QFETCH(QString, text);
  QFETCH(QString, written);
  sc::ParseError error;
  std::optional<sc::Position> pos = sc::readSfen(first(), text.toStdString(), &error);
  QCOMPARE(
      pos ? QString::fromStdString(sc::writeSfen(*pos)) : QString::fromStdString(error.toString()),
      written);
}

// F21: the new keys and their strict checks.
void TestFirst::loader_data() {
  QTest::addColumn<QString>("body");
  QTest::addColumn<QString>("error");  // empty: loads
  auto row = [](const char *name, const char *body, const char *error) {
    QTest::newRow(name) << body << error;
  };
  row("F21 pair_attack higher", R"("pair_attack": "higher")", "");
  row("F21 pair_attack refused", R"("pair_attack": "lower")",
      R"(child.json:1:64: pair_attack: expected "higher" or "nearer-plus-half", got "lower")");
  row("F21 pair_defence pair", R"("pair_defence": "pair")", "");
  row("F21 pair_defence refused", R"("pair_defence": 1)",
      R"(child.json:1:65: pair_defence: expected "pair" or "single", got 1)");
  row("F21 monarch_unload refused", R"("monarch_unload": "no")",
      R"(child.json:1:67: monarch_unload: expected true or false, got "no")");
  row("F21 last_monarch_wins_at refused", R"("last_monarch_wins_at": 0)",
      "child.json:1:73: last_monarch_wins_at: expected a whole number from 1 to 15, got 0");
  row("F21 series_range 0 accepted", R"("pieces": {"K": {"series_range": 0}})", "");
  row("F21 series_range -1 refused", R"("pieces": {"K": {"series_range": -1}})",
      "child.json:1:82: pieces.K.series_range: expected a whole number from 0 to 15, got -1");
  row("F21 move_range 0 refused", R"("pieces": {"B": {"move_range": 0}})",
      "child.json:1:80: pieces.B.move_range: expected a whole number from 1 to 15, got 0");
  row("F21 move_range only for a slide", R"("pieces": {"K": {"move_range": 2}})",
      "child.json:1:80: pieces.K.move_range: only a piece whose move is \"slide\" has a move "
      "range (null in a child)");
  row("F1 cites refused: not an id", R"("cites": {"S3": "the cap"})",
      "child.json:1:65: cites.S3: expected the replacing ruling's id such as \"F11\", got \"the "
      "cap\"");
  row("F1 cites refused: a key that is no id", R"("cites": {"s3": "F11"})",
      "child.json:1:65: cites.s3: expected a ruling id such as \"S3\" as the key");
  row("F1 cites accepted", R"("cites": {"S15a": "F15"})", "");
  row("F21 monarch-shield option value", R"("options": {"monarch-shield": "maybe"})",
      "child.json:1:79: options.monarch-shield: unknown value 'maybe'; known: on, off");
}

void TestFirst::loader() {
  QFETCH(QString, body);
  QFETCH(QString, error);
  std::string why;
  const std::optional<sc::Ruleset> r = loadChild(body.toStdString(), why);
  QCOMPARE(QString::fromStdString(why), error);
  QCOMPARE(bool(r), error.isEmpty());
}

// F13, F18, F22: options are the ruleset's own.
void TestFirst::options() {
  const sc::VariantPtr v = first();
  const sc::Ruleset &r = v->rules();
  QCOMPARE(r.offeredOptions,
           (std::vector<std::string>{"stalemate", "insufficient-force", "monarch-shield"}));
  QVERIFY(first("monarch-shield=on")->rules().options.monarchShield);
  QVERIFY(first("insufficient-force=on")->rules().options.insufficientForce);
  std::string error;
  QVERIFY(!sc::Registry::instance().load("shooters", {"monarch-shield=on"}, error));
  QCOMPARE(QString::fromStdString(error),
           QString("unknown option 'monarch-shield' for ruleset 'shooters'; known: stalemate, "
                   "insufficient-force"));
}

// F13 D18: a child ruleset with S15b's pair defence and the shield on: the
// pair holding a monarch is not shot down, its losing member keeps 1.
void TestFirst::shieldWithPairDefence() {
  std::string error;
  const std::optional<sc::Ruleset> r =
      loadChild(R"("pair_defence": "pair", "options": {"monarch-shield": "on"})", error);
  QVERIFY2(r, error.c_str());
  const auto v = std::make_shared<const sc::Variant>(*r);
  std::optional<sc::Position> pos = sc::readSfen(v, "Q3k3/8/8/8/8/8/8/R3rq[4]1K w e1f1 0 1");
  QVERIFY(pos);
  const std::optional<sc::Turn> t = sc::parseTurn(*pos, "Ra1@e1");
  QVERIFY(t);
  pos->make(*t);
  QCOMPARE(QString::fromStdString(sc::writeSfen(*pos)),
           QString("Q3k3/8/8/8/8/8/8/R3r[1]q[4]1K b e1f1 0 1"));
}

// Frozen counts of the first edition's start position; depths 1-3 agree with
// the reference generator (tst_crossfirst), depth 4 is the fast generator's.
void TestFirst::perft_data() {
  QTest::addColumn<int>("depth");
  QTest::addColumn<quint64>("leaves");
  // F1 start: 8 pawn and 4 knight moves, 22 bridges, 62 unloads (F12: none
  // of a monarch).
  QTest::newRow("F1 start, depth 1") << 1 << quint64(96);
  QTest::newRow("F1 start, depth 2") << 2 << quint64(9216);
  QTest::newRow("F1 start, depth 3") << 3 << quint64(822622);
  QTest::newRow("F1 start, depth 4") << 4 << quint64(73403103);
}

void TestFirst::perft() {
  QFETCH(int, depth);
  QFETCH(quint64, leaves);
  sc::Position pos = position(kStart);
  QCOMPARE(quint64(sc::perft(pos, depth)), leaves);
}

// F22: the command-line contract with --ruleset shooters-first.
void TestFirst::cli_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<int>("code");
  QTest::addColumn<QString>("out");  // the whole output, or a part of stderr when code != 0
  const QStringList f{"--ruleset", "shooters-first"};
  QTest::newRow("F22 perft") << (f + QStringList{"perft", "--depth", "2"}) << 0 << "9216\n";
  QTest::newRow("F22 status rank 10")
      << (f + QStringList{"status", "--fen", "4k3/8/8/8/8/8/8/Q[10]7 w - 0 1"}) << 0
      << "white wins: last monarch ranked 10\n";
  QTest::newRow("F22 status draw rank 10")
      << (f + QStringList{"status", "--fen", "4k[10]3/8/8/8/8/8/8/Q[10]7 w - 0 1"}) << 0
      << "draw: both last monarchs ranked 10\n";
  QTest::newRow("F22 F12 apply refuses the king's unload")
      << (f + QStringList{"apply", "Ke1^d1"}) << 1 << "Ke1^d1";
  QTest::newRow("F22 F15 apply") << (f + QStringList{"apply", "--fen",
                                                     "k7/8/8/4r[6]3/3NR3/8/8/7K w d4e4 0 1",
                                                     "Nd4@e5"})
                                 << 0 << "k7/8/8/8/3NR3/8/8/7K b d4e4 0 1\n";
  QTest::newRow("F22 monarch-shield=on accepted")
      << (f + QStringList{"--option", "monarch-shield=on", "status"}) << 0 << "ongoing\n";
  QTest::newRow("F22 insufficient-force=on accepted")
      << (f + QStringList{"--option", "insufficient-force=on", "status"}) << 0 << "ongoing\n";
  QTest::newRow("F22 monarch-shield refused for the revised edition")
      << QStringList{"--option", "monarch-shield=on", "status"} << 2
      << "unknown option 'monarch-shield' for ruleset 'shooters'; known: stalemate, "
         "insufficient-force";
  QTest::newRow("F22 rulesets lists the first edition and its options")
      << QStringList{"rulesets"} << 0
      << "shooters-first: Shooters Chess (first edition)\n"
         "  --option stalemate=draw  (draw|loss)\n"
         "  --option insufficient-force=off  (on|off)\n"
         "  --option monarch-shield=off  (on|off)\n";
}

void TestFirst::cli() {
  QFETCH(QStringList, args);
  QFETCH(int, code);
  QFETCH(QString, out);
  const Cli r = runCli(args);
  QCOMPARE(r.code, code);
  if (code != 0)
    QVERIFY2(r.err.contains(out), qPrintable(r.err));
  else if (args.first() == "rulesets")
    QVERIFY2(r.out.contains(out), qPrintable(r.out));
  else
    QCOMPARE(r.out, out);
}

QTEST_GUILESS_MAIN(TestFirst)
#include "tst_first.moc"
