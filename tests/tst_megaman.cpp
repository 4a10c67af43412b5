// MegaMan Chess as a ruleset of the one core (shared/rules/megaman.md, M1-M25,
// and the project's decisions D30-D34 in docs/rules.md): weapons, standing
// captures, volleys, double captures, en passant, check, FEN with weapon
// braces and the notation, each asserted on real positions; every row names
// its ruling. The fast generator is checked against the reference in
// tests/reference/refmegaman.cpp on random games and on perft.
#include <QProcess>
#include <QtTest>

#include <map>
#include <memory>
#include <random>

#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "reference/refmegaman.h"
#include "registry.h"
#include "rulesetloader.h"
#include "sfen.h"
#include "status.h"

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

sc::VariantPtr megaman(const std::vector<std::string> &options = {}) {
  static std::map<std::vector<std::string>, sc::VariantPtr> cache;
  sc::VariantPtr &v = cache[options];
  if (!v) {
    std::string error;
    v = sc::Registry::instance().load("megaman", options, error);
    if (!v) qFatal("cannot load megaman: %s", error.c_str());
  }
  return v;
}

sc::Position fen(const std::string &text, const std::vector<std::string> &options = {}) {
  sc::ParseError error;
  auto pos = sc::readSfen(megaman(options), text, &error);
  if (!pos) qFatal("cannot read %s: %s", text.c_str(), error.toString().c_str());
  return *pos;
}

// Plays tokens and returns the FEN after them ("" and a warning when one is not legal).
QString play(const std::string &start, const QStringList &turns,
             const std::vector<std::string> &options = {}) {
  sc::Position pos = fen(start, options);
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

// "token kind" of every legal turn, sorted.
QStringList legal(const std::string &position, const std::vector<std::string> &options = {}) {
  sc::Position pos = fen(position, options);
  auto turns = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *turns);
  QStringList out;
  for (const sc::Turn &t : *turns)
    out << QString::fromStdString(sc::formatTurn(pos, t)) + " " + sc::kindName(t.kind);
  out.sort();
  return out;
}

QStringList tokens(const std::string &position, const std::vector<std::string> &options = {}) {
  QStringList out;
  for (const QString &t : legal(position, options)) out << t.section(' ', 0, 0);
  return out;
}

QString status(const std::string &position) {
  sc::Position pos = fen(position);
  return QString::fromStdString(sc::statusText(sc::evaluateStatus(pos)));
}

int refusalColumn(const std::string &position) {
  sc::ParseError error;
  if (sc::readSfen(megaman(), position, &error)) return 0;
  return error.column;
}

ref::megaman::Options refOptions(const std::vector<std::string> &options) {
  ref::megaman::Options o;
  for (const std::string &s : options) {
    o.typeOnly |= s == "acquired-weapons=type-only";
    o.queenWeak |= s == "queen-defence=weak";
    o.subset |= s == "volley=subset";
  }
  return o;
}

// The legal turns as (kind, FEN after), by the fast core and by the reference.
QStringList fastSignature(const std::string &position, const std::vector<std::string> &options) {
  sc::Position pos = fen(position, options);
  auto turns = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *turns);
  QStringList out;
  for (const sc::Turn &t : *turns) {
    pos.make(t);
    out << QString(sc::kindName(t.kind)) + " " + QString::fromStdString(sc::writeSfen(pos));
    pos.undo();
  }
  out.sort();
  return out;
}

QStringList refSignature(const std::string &position, const std::vector<std::string> &options) {
  ref::megaman::Board b;
  if (!ref::megaman::readFen(position, b)) qFatal("reference cannot read %s", position.c_str());
  const ref::megaman::Options o = refOptions(options);
  QStringList out;
  for (const ref::megaman::Turn &t : ref::megaman::legalTurns(b, o))
    out << QString::fromStdString(t.kind + " " + ref::megaman::writeFen(t.after, o));
  out.sort();
  return out;
}

std::uint64_t refPerft(const std::string &position, int depth,
                       const std::vector<std::string> &options = {}) {
  ref::megaman::Board b;
  if (!ref::megaman::readFen(position, b)) qFatal("reference cannot read %s", position.c_str());
  return ref::megaman::perft(b, depth, refOptions(options));
}

QString run(const QStringList &args) {
  QProcess p;
  p.start(SHOOTERS_BIN, args);
  if (!p.waitForFinished(60000)) return "timeout";
  return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

const std::vector<std::string> kTypeOnly = {"acquired-weapons=type-only"};
const std::vector<std::string> kQueenWeak = {"queen-defence=weak"};
const std::vector<std::string> kSubset = {"volley=subset"};

}  // namespace

class TestMegaMan : public QObject {
  Q_OBJECT

 private slots:
  void m1StartAndNames() {
    const sc::Variant &v = *megaman();
    QCOMPARE(QString::fromStdString(v.rules().name), QString("megaman"));
    QCOMPARE(QString::fromStdString(v.rules().title), QString("MegaMan Chess"));
    QCOMPARE(QString::fromStdString(v.rules().startSfen), QString(kStart));  // M1, M20
    QCOMPARE(QString::fromStdString(sc::writeSfen(fen(kStart))), QString(kStart));
    QCOMPARE(legal(kStart).size(), 20);  // M13: chess moves, nothing to capture
    QCOMPARE(legal(kStart).filter(" move").size(), 20);
  }

  void m2m3m6Classes_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QStringList>("expected");  // the capture turns of the piece on d4
    // Each target alone with its capturer, a second piece of ours that reaches
    // nothing (a1 king): the kind says the class (M8 capture or none).
    QTest::newRow("M6 rook against rook: same, alone nothing")
        << "3rk3/8/8/8/3R4/8/8/K7 w - - 0 1" << QStringList();
    QTest::newRow("M6 rook against bishop: plain")
        << "3bk3/8/8/8/3R4/8/8/K7 w - - 0 1" << QStringList({"Rd4@d8 capture"});
    QTest::newRow("M6 bishop against rook: weak")
        << "4k3/r7/8/8/3B4/8/8/K7 w - - 0 1" << QStringList({"Bd4@a7 capture"});
    QTest::newRow("M6 knight against pawn: plain")
        << "4k3/8/4p3/8/3N4/8/8/K7 w - - 0 1" << QStringList({"Nd4@e6 capture"});
    QTest::newRow("M2 pawn against knight: S weak against J")
        << "4k3/8/8/4n3/3P4/8/8/K7 w - - 0 1" << QStringList({"Pd4@e5 capture"});
    QTest::newRow("M6 queen with D on a rook's diagonal: weak")
        << "4k3/8/8/8/8/5r2/8/K2Q4 w - - 0 1" << QStringList({"Qd1@f3 capture"});
    QTest::newRow("M6 queen on a rook's file: same, alone nothing")
        << "3rk3/8/8/8/8/8/8/K2Q4 w - - 0 1" << QStringList();
  }
  void m2m3m6Classes() {
    QFETCH(QString, position);
    QFETCH(QStringList, expected);
    QStringList captures;
    for (const QString &t : legal(position.toStdString()))
      if (!t.endsWith(" move") && !t.startsWith("K")) captures << t;
    QCOMPARE(captures, expected);
  }

  void m4WeaponPatterns() {
    // M4: a pawn that took a rook fires O along its lines but still moves as a pawn.
    const std::string p = "4k3/8/8/8/r2P{O}4/8/8/K7 w - - 0 1";
    QVERIFY(!tokens(p).contains("Pd4@a4"));  // O against a rook: same, alone: no
    QCOMPARE(legal("4k3/8/8/8/b2P{O}4/8/8/K7 w - - 0 1").filter("@a4"),
             QStringList({"Pd4@a4 capture"}));  // O against a bishop: plain
    QVERIFY(!tokens(p).contains("Pd4-c4"));
    // A ray reaches its first piece only; a friendly piece ends it.
    QVERIFY(!tokens("4k3/8/8/8/b1PR4/8/8/K7 w - - 0 1").contains("Rd4@a4"));
    // Anyone else's S: the 2 forward diagonals; Black's go down.
    QVERIFY(legal("4k3/8/8/8/3R{S}4/2n1n3/8/K7 w - - 0 1").filter("@").isEmpty());
    QCOMPARE(legal("4k3/8/8/2n1n3/3R{S}4/8/8/K7 w - - 0 1").filter("@"),
             QStringList({"Rd4@c5 capture", "Rd4@c5@e5 volley", "Rd4@e5 capture"}));
    QCOMPARE(legal("k7/8/8/3r{S}4/2N1N3/8/8/4K3 b - - 0 1").filter("@"),
             QStringList({"Rd5@c4 capture", "Rd5@c4@e4 volley", "Rd5@e4 capture"}));
    // The king's own S: its 8 neighbours.
    QCOMPARE(legal("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1").filter("@d2"),
             QStringList({"Ke1@d2 capture"}));
  }

  // M4, M4a: the option acquired-weapons=type-only, the per-type reading.
  void m4m4aTypeOnlyOption() {
    // type-only: a pawn holding O reaches only its forward diagonals, but O counts there.
    const std::string p = "4k3/8/8/4p3/b2P{O}4/8/8/K7 w - - 0 1";
    QVERIFY(tokens(p).contains("Pd4@a4"));
    QVERIFY(!tokens(p, kTypeOnly).contains("Pd4@a4"));
    // e5 is a pawn: S against S is same (nothing alone); with O counted it is weak.
    QVERIFY(!tokens(p).contains("Pd4@e5"));
    QVERIFY(tokens(p, kTypeOnly).contains("Pd4@e5"));
  }

  void d30TypeOnlyThroughTheCrossedSquare() {
    // D30: under type-only every weapon the pawn holds counts through d6; J against
    // a pawn is plain, so it captures alone (M8), and has no en-passant turn.
    const std::string p = "7k/8/8/3pP{J}3/8/8/8/4K3 w - d6 0 2";
    QVERIFY(legal(p).filter("d5").isEmpty());  // own-pattern: S only, same, no helper
    QCOMPARE(legal(p, kTypeOnly).filter("d5"), QStringList({"Pe5@d5 capture"}));
    QCOMPARE(play(p, {"Pe5@d5"}, kTypeOnly), QString("7k/8/8/4P{J}3/8/8/8/4K3 b - - 0 2"));
  }

  void d32SubsetBound() {
    // D32: subsets are listed up to 12 weak targets; here 4 give 11 (M9), and a
    // volley of all of them is one of those.
    const std::string p = "4k3/8/3p4/8/1p1R1p2/8/3p4/K7 w - - 0 1";
    QVERIFY(legal(p, kSubset).contains("Rd4@d2@b4@f4@d6 volley"));
  }

  void m5m6QueenDefenceOption() {
    // A D weapon against the queen: same (strong) or weak (weak): bishop d4 on her diagonal.
    const std::string p = "4k3/8/8/8/3B4/8/1q6/K7 w - - 0 1";
    QVERIFY(!tokens(p).contains("Bd4@b2"));
    QVERIFY(tokens(p, kQueenDefence()).contains("Bd4@b2"));
    // O stays same against her under both.
    const std::string r = "4k3/8/8/8/1R6/8/1q6/K7 w - - 0 1";
    QVERIFY(!tokens(r).contains("Rb4@b2"));
    QVERIFY(!tokens(r, kQueenDefence()).contains("Rb4@b2"));
  }

  void m7m10CaptureStandsAndTakesWeapons() {
    // M20's example: the rook stays on d4 and takes the bishop's D.
    QCOMPARE(play("7k/3b4/8/8/3R4/8/8/K7 w - - 0 1", {"Rd4@d7"}),
             QString("7k/8/8/8/3R{D}4/8/8/K7 b - - 0 1"));
    // M10: the target's own and taken weapons both; never its type or move.
    QCOMPARE(play("7k/3b{J}4/8/8/3R4/8/8/K7 w - - 0 1", {"Rd4@d7"}),
             QString("7k/8/8/8/3R{DJ}4/8/8/K7 b - - 0 1"));
    QVERIFY(!tokens("7k/8/8/8/3R{D}4/8/8/K7 b - - 0 1").contains("Rd4-e5"));
  }

  void m8m9Volley_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("turn");
    QTest::addColumn<QString>("after");
    QTest::newRow("M9 rook takes four pawns at once") << "4k3/8/3p4/8/1p1R1p2/8/3p4/K7 w - - 0 1"
                                                      << "Rd4@d2@b4@f4@d6"
                                                      << "4k3/8/8/8/3R{S}4/8/8/K7 b - - 0 1";
    QTest::newRow("M8 one of them alone") << "4k3/8/3p4/8/1p1R1p2/8/3p4/K7 w - - 0 1"
                                          << "Rd4@b4"
                                          << "4k3/8/3p4/8/3R{S}1p2/8/3p4/K7 b - - 0 1";
    QTest::newRow("M9 several weapons in one volley: O and J")
        << "4k3/8/8/2p5/8/1pR5/8/K7 w - - 0 1"
        << "Rc3@b3@c5"
        << "4k3/8/8/8/8/2R{S}5/8/K7 b - - 0 1";
  }
  void m8m9Volley() {
    QFETCH(QString, position);
    QFETCH(QString, turn);
    QFETCH(QString, after);
    QCOMPARE(play(position.toStdString(), {turn}), after);
  }

  void m9VolleyRules() {
    const std::string p = "4k3/8/3p4/8/1p1R1p2/8/3p4/K7 w - - 0 1";
    // all: one volley of the four and four single captures; no other subset.
    QCOMPARE(legal(p).filter("volley"), QStringList({"Rd4@d2@b4@f4@d6 volley"}));
    QCOMPARE(legal(p).filter("capture").size(), 4);
    // subset: every set of two or more, 11 of them.
    QCOMPARE(legal(p, kSubset).filter("volley").size(), 11);
    QCOMPARE(play(p, {"Rd4@b4@d6"}, kSubset), QString("4k3/8/8/8/3R{S}1p2/8/3p4/K7 b - - 0 1"));
    QCOMPARE(play(p, {"Rd4@b4@d6"}), QString());  // not a turn under all
    // A plain target is never part of a volley: the bishop on b4.
    QCOMPARE(legal("4k3/8/3p4/8/1b1R1p2/8/8/K7 w - - 0 1").filter("volley"),
             QStringList({"Rd4@f4@d6 volley"}));
    // Rays reach their first piece only: the pawn behind d6 stays.
    QCOMPARE(play("4k3/3p4/3p4/8/1p1R4/8/8/K7 w - - 0 1", {"Rd4@b4@d6"}),
             QString("4k3/3p4/8/8/3R{S}4/8/8/K7 b - - 0 1"));
    // Written in any order, read in square order.
    QCOMPARE(play(p, {"Rd4@d6@b4@f4@d2"}), play(p, {"Rd4@d2@b4@f4@d6"}));
  }

  void m11DoubleCapture() {
    // M11 rook needs a helper against a rook; the knight reaches d8 too (and takes it alone).
    const std::string p = "3rk3/8/2N5/8/8/8/8/3RK3 w - - 0 1";
    QCOMPARE(legal(p).filter("d8"), QStringList({"Nc6@d8 capture", "Rd1&d8 double"}));
    QCOMPARE(play(p, {"Rd1&d8"}), QString("4k3/8/2N5/8/8/8/8/3RK3 b - - 0 1"));
    // Without the helper: nothing.
    QVERIFY(legal("3rk3/8/8/8/8/8/8/3RK3 w - - 0 1").filter("d8").isEmpty());
    // Two capturers of the same kind each have their turn; helpers are never named.
    const std::string two = "4k3/8/8/8/r2R4/8/8/R3K3 w - - 0 1";
    QCOMPARE(legal(two).filter(QRegularExpression("&")),
             QStringList({"Ra1&a4 double", "Rd4&a4 double"}));
    QCOMPARE(play(two, {"Ra1&a4"}), QString("4k3/8/8/8/3R4/8/8/R3K3 b - - 0 1"));
    // A helper may be the king or a pinned piece: the king e1's S reaches d2.
    QCOMPARE(legal("4k3/8/8/8/8/3p4/2P1K3/8 w - - 0 1").filter("d3"),
             QStringList({"Ke2&d3 double", "Pc2&d3 double"}));
  }

  void m12EnPassant() {
    // Two pawns through the crossed square help each other: two en-passant turns.
    const std::string p = "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 2";
    QCOMPARE(legal(p).filter("en-passant"),
             QStringList({"Pc5&d5ep en-passant", "Pe5&d5ep en-passant"}));
    QCOMPARE(play(p, {"Pe5&d5ep"}), QString("4k3/8/8/2P1P3/8/8/8/4K3 b - - 0 2"));
    // M12 example: black plays d7-d5 beside a lone white pawn: no helper, '-' (M21).
    QCOMPARE(play("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"Pd7-d5"}),
             QString("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"));
    // A helper that reaches d5 where it stands (the knight, which takes it alone too).
    QCOMPARE(play("4k3/3p4/8/4P3/8/2N5/8/4K3 b - - 0 1", {"Pd7-d5"}),
             QString("4k3/8/8/3pP3/8/2N5/8/4K3 w - d6 0 2"));
    QCOMPARE(legal("4k3/8/8/3pP3/8/2N5/8/4K3 w - d6 0 2").filter("d5"),
             QStringList({"Nc3@d5 capture", "Pe5&d5ep en-passant"}));
    // Only on the very next turn.
    QCOMPARE(play("4k3/3p4/8/2P1P3/8/8/8/K7 b - - 0 1", {"Pd7-d5", "Ka1-a2", "Ke8-e7", "Pe5&d5ep"}),
             QString());
    // A pawn that captures alone (with a taken O) has no en-passant turn on it.
    QCOMPARE(legal("7k/8/8/2PpP{O}3/8/8/8/4K3 w - d6 0 2").filter("d5"),
             QStringList({"Pc5&d5ep en-passant", "Pe5@d5 capture"}));
  }

  void m13m14MovesAndPromotion() {
    // M13: moves onto empty squares only; two from the start rank.
    QVERIFY(tokens(kStart).contains("Pe2-e4"));
    QVERIFY(!tokens("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1").contains("Pe2-e3"));
    // M14: four promotions per step, weapons = held + the new piece's own; no capture-promotion.
    const std::string p = "1n2k3/P{O}7/8/8/8/8/8/4K3 w - - 0 1";
    QCOMPARE(legal(p).filter("promotion"),
             QStringList({"Pa7-a8=B promotion", "Pa7-a8=N promotion", "Pa7-a8=Q promotion",
                          "Pa7-a8=R promotion"}));
    QCOMPARE(play(p, {"Pa7-a8=Q"}), QString("Q{S}n2k3/8/8/8/8/8/8/4K3 b - - 0 1"));
    QCOMPARE(play(p, {"Pa7-a8=R"}), QString("R{S}n2k3/8/8/8/8/8/8/4K3 b - - 0 1"));
    QCOMPARE(play(p, {"Pa7-a8=N"}), QString("N{OS}n2k3/8/8/8/8/8/8/4K3 b - - 0 1"));
    // The promoted piece fires the pawn's S as a pawn's: forward diagonals.
    QVERIFY(tokens("4k3/1n6/N{S}7/8/8/8/8/4K3 w - - 0 1").contains("Na6@b7"));
  }

  void m15Castling_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<bool>("kingSide");
    QTest::addColumn<bool>("queenSide");
    QTest::newRow("M15 both sides free") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << true << true;
    QTest::newRow("M15 a lone pawn's S on f1 is no obstacle")
        << "r3k2r/8/8/8/8/8/4p3/R3K2R w KQkq - 0 1" << true << true;
    QTest::newRow("M15 a P{O} on f2 is")
        << "r3k2r/8/8/8/8/8/5p{O}2/R3K2R w KQkq - 0 1" << false << true;
    QTest::newRow("M15 two pawns on g1 are")
        << "r3k2r/8/8/8/8/8/5p1p/R3K2R w KQkq - 0 1" << false << true;
    QTest::newRow("M15 d1 reached by a knight")
        << "r3k2r/8/8/8/8/8/1n6/R3K2R w KQkq - 0 1" << true << false;
    QTest::newRow("M15 b1 may be reached")
        << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << true << true;
  }
  void m15Castling() {
    QFETCH(QString, position);
    QFETCH(bool, kingSide);
    QFETCH(bool, queenSide);
    const QStringList turns = tokens(position.toStdString());
    QCOMPARE(turns.contains("Ke1-g1"), kingSide);
    QCOMPARE(turns.contains("Ke1-c1"), queenSide);
    if (kingSide)
      QVERIFY(play(position.toStdString(), {"Ke1-g1"}).section(' ', 0, 0).endsWith("RK1"));
  }

  void m15CastlingRights() {
    // A capture never moves king or rook: the rook on h1 takes and keeps its right.
    QCOMPARE(play("r3k2r/8/8/7b/8/8/8/R3K2R w KQkq - 0 1", {"Rh1@h5"}),
             QString("r3k2r/8/8/8/8/8/8/R3K2R{D} b KQkq - 0 1"));
    // A rook captured in its corner takes the right with it.
    QCOMPARE(play("r3k2r/8/8/4B3/8/8/8/R3K2R w KQkq - 0 1", {"Be5@h8"}),
             QString("r3k3/8/8/4B{O}3/8/8/8/R3K2R b KQq - 0 1"));
    QCOMPARE(play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"Ke1-f1"}),
             QString("r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1"));
  }

  void m16Check_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("expected");
    QTest::newRow("M16 a rook's O against the king: weak") << "4k3/8/8/8/8/8/8/K3R3 b - - 0 1"
                                                           << "check";
    QTest::newRow("M16 a lone pawn's S: same, no check") << "4k3/3P4/8/8/8/8/8/K7 b - - 0 1"
                                                         << "ongoing";
    QTest::newRow("M16 two S-only pieces give check") << "4k3/3P1P2/8/8/8/8/8/K7 b - - 0 1"
                                                      << "check";
    QTest::newRow("M16 a knight: plain") << "4k3/8/3N4/8/8/8/P7/K7 b - - 0 1"
                                         << "check";
    QTest::newRow("M16 a queen on the king's line: D or O against S: check")
        << "4k3/8/8/8/4Q3/8/8/K7 b - - 0 1"
        << "check";
  }
  void m16Check() {
    QFETCH(QString, position);
    QFETCH(QString, expected);
    QCOMPARE(status(position.toStdString()), expected);
  }

  void m16Legality() {
    // A capture that removes an enemy blocker of an enemy ray is illegal: the
    // black bishop on e4 stands between the white king's file and the black rook.
    const std::string p = "4r2k/8/8/8/R3b3/8/8/4K3 w - - 0 1";
    QVERIFY(tokens(p).contains("Ra4-a5"));
    QVERIFY(!tokens(p).contains("Ra4@e4"));
    // A volley that would expose the king is illegal as a whole; its other capture is not.
    const std::string v = "4r2k/p7/8/8/R3p3/8/8/4K3 w - - 0 1";
    QCOMPARE(legal(v).filter("@"), QStringList({"Ra4@a7 capture"}));
    QCOMPARE(legal("7k/p7/8/8/R3p3/8/8/4K3 w - - 0 1").filter("@"),
             QStringList({"Ra4@a7 capture", "Ra4@e4 capture", "Ra4@e4@a7 volley"}));
    // M16: the king may not step where two S-only pawns reach.
    QVERIFY(!tokens("4k3/8/8/8/8/2p1p3/8/3K4 w - - 0 1").contains("Kd1-d2"));
    QVERIFY(tokens("4k3/8/8/8/8/4p3/8/3K4 w - - 0 1").contains("Kd1-d2"));
  }

  // M17: kings may meet unless a second enemy or a taken weapon reaches the square.
  void m17KingsMayMeet() {
    QVERIFY(tokens("8/8/8/3k4/8/3K4/8/8 w - - 0 1").contains("Kd3-d4"));
    // Not when the enemy king took a rook (O against S: weak).
    QVERIFY(!tokens("8/8/8/3k{O}4/8/3K4/8/8 w - - 0 1").contains("Kd3-d4"));
    // Not when a second enemy piece reaches the square: the knight on b2 reaches c4.
    QVERIFY(tokens("8/8/8/3k4/8/3K4/8/8 w - - 0 1").contains("Kd3-c4"));
    QVERIFY(!tokens("8/8/8/3k4/8/3K4/1n6/8 w - - 0 1").contains("Kd3-c4"));
    QVERIFY(tokens("8/8/8/3k4/8/3K4/1n6/8 w - - 0 1").contains("Kd3-d4"));
  }

  // M18: checkmate and stalemate as C8, with M16's check.
  void m18MateAndStalemate() {
    // Two rooks with O against a bare king in the corner.
    QCOMPARE(status("k7/8/8/8/8/8/1R6/R5K1 b - - 0 1"), QString("white wins: checkmate"));
    QCOMPARE(status("7k/8/8/8/8/8/6r1/K6r w - - 0 1"), QString("black wins: checkmate"));
    QCOMPARE(status("k7/2R5/1R6/8/8/8/8/6K1 b - - 0 1"), QString("draw: stalemate"));
  }

  void m19Draws_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("expected");
    QTest::newRow("M19a bare kings") << "8/8/4k3/8/8/3K4/8/8 w - - 0 1"
                                     << "draw: insufficient material";
    QTest::newRow("M19b king and knight") << "8/8/4k3/8/8/3K4/5N2/8 w - - 0 1"
                                          << "draw: insufficient material";
    QTest::newRow("M19b king and bishop") << "8/8/4k3/8/8/3K4/5b2/8 w - - 0 1"
                                          << "draw: insufficient material";
    QTest::newRow("M19 a king that took a weapon plays on") << "8/8/4k3/8/8/3K{O}4/8/8 w - - 0 1"
                                                            << "ongoing";
    QTest::newRow("M19 a bishop with a taken weapon plays on")
        << "8/8/4k3/8/8/3K4/5b{S}2/8 w - - 0 1"
        << "ongoing";
    QTest::newRow("M19 C9c does not apply: two bishops on one colour")
        << "8/8/4k3/6b1/8/3K4/5B2/8 w - - 0 1"
        << "ongoing";
    QTest::newRow("M19 fifty-move rule") << "8/8/4k3/8/8/3K4/5R2/8 w - - 100 80"
                                         << "draw: fifty-move rule";
  }
  void m19Draws() {
    QFETCH(QString, position);
    QFETCH(QString, expected);
    QCOMPARE(status(position.toStdString()), expected);
  }

  void m19CounterAndRepetition() {
    // Every capture and every pawn move resets; other moves and castling grow it.
    QCOMPARE(play("4k3/3b4/8/8/3R4/8/4P3/K7 w - - 7 20", {"Rd4@d7"}).section(' ', 4, 4),
             QString("0"));
    QCOMPARE(play("4k3/3b4/8/8/3R4/8/4P3/K7 w - - 7 20", {"Pe2-e3"}).section(' ', 4, 4),
             QString("0"));
    QCOMPARE(play("4k3/3b4/8/8/3R4/8/4P3/K7 w - - 7 20", {"Ka1-a2"}).section(' ', 4, 4),
             QString("8"));
    QCOMPARE(play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 7 20", {"Ke1-g1"}).section(' ', 4, 4),
             QString("8"));
    // The position includes every piece's weapons: same placement, other weapons, other key.
    QVERIFY(fen("4k3/8/8/8/3R4/8/8/K7 w - - 0 1").key() !=
            fen("4k3/8/8/8/3R{D}4/8/8/K7 w - - 0 1").key());
    sc::Game game(fen(kStart));
    for (const char *m : {"Nb1-c3", "Nb8-c6", "Nc3-b1", "Nc6-b8", "Nb1-c3", "Nb8-c6", "Nc3-b1"}) {
      auto t = sc::parseTurn(game.position(), m);
      QVERIFY2(t, m);
      game.play(*t);
    }
    QCOMPARE(QString::fromStdString(sc::statusText(game.status())), QString("ongoing"));
    game.play(*sc::parseTurn(game.position(), "Nc6-b8"));
    QCOMPARE(QString::fromStdString(sc::statusText(game.status())),
             QString("draw: threefold repetition"));
    // M19 with M21: a lone pawn beside the passed one has no en-passant turn
    // (it needs a helper), so the square is not part of the position, and
    // the position after d7-d5 occurs a third time nine turns later.
    sc::Game lone(fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"));
    for (const char *m : {"Pd7-d5", "Ke1-e2", "Ke8-e7", "Ke2-e1", "Ke7-e8", "Ke1-e2", "Ke8-e7",
                          "Ke2-e1", "Ke7-e8"}) {
      QCOMPARE(QString::fromStdString(sc::statusText(lone.status())), QString("ongoing"));
      auto t = sc::parseTurn(lone.position(), m);
      QVERIFY2(t, m);
      lone.play(*t);
    }
    QCOMPARE(QString::fromStdString(sc::writeSfen(lone.position())),
             QString("4k3/8/8/3pP3/8/8/8/4K3 w - - 8 6"));
    QCOMPARE(QString::fromStdString(sc::statusText(lone.status())),
             QString("draw: threefold repetition"));
  }

  void m20FenWeapons_data() {
    QTest::addColumn<QString>("position");
    QTest::newRow("M20 pawn with O") << "4k3/8/8/8/3P{O}4/8/8/K7 w - - 0 1";
    QTest::newRow("M20 black knight with D and S") << "4k3/8/8/8/3n{DS}4/8/8/K7 w - - 0 1";
    QTest::newRow("M20 queen with S") << "4k3/8/8/8/3Q{S}4/8/8/K7 w - - 0 1";
    QTest::newRow("M20 king with all others") << "4k3/8/8/8/3K{ODJ}4/8/8/8 w - - 0 1";
  }
  void m20FenWeapons() {
    QFETCH(QString, position);
    QCOMPARE(QString::fromStdString(sc::writeSfen(fen(position.toStdString()))), position);
  }

  void m22Refusals_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("column");
    QTest::newRow("M22 empty braces") << "4k3/8/8/8/3R{}4/8/8/K7 w - - 0 1" << 13;
    QTest::newRow("M22 bad letter") << "4k3/8/8/8/3R{X}4/8/8/K7 w - - 0 1" << 14;
    QTest::newRow("M22 lower case") << "4k3/8/8/8/3R{d}4/8/8/K7 w - - 0 1" << 14;
    QTest::newRow("M22 a letter twice") << "4k3/8/8/8/3R{DD}4/8/8/K7 w - - 0 1" << 15;
    QTest::newRow("M22 out of order") << "4k3/8/8/8/3R{SD}4/8/8/K7 w - - 0 1" << 15;
    QTest::newRow("M22 the rook's own O") << "4k3/8/8/8/3R{O}4/8/8/K7 w - - 0 1" << 14;
    QTest::newRow("M22 the queen's own D") << "4k3/8/8/8/3Q{D}4/8/8/K7 w - - 0 1" << 14;
    QTest::newRow("M22 the king's own S") << "4k3/8/8/8/8/8/8/K{S}7 w - - 0 1" << 19;
    QTest::newRow("M22 a pawn's own S") << "4k3/8/8/8/3p{S}4/8/8/K7 w - - 0 1" << 14;
    QTest::newRow("M22 braces after a digit") << "4k3/8/8/8/3{O}R4/8/8/K7 w - - 0 1" << 12;
    QTest::newRow("M22 unclosed") << "4k3/8/8/8/3R{D/8/8/K7 w - - 0 1" << 13;
    QTest::newRow("M22 unclosed at the end") << "4k3/8/8/8/8/8/8/3R{D w - - 0 1" << 19;
    QTest::newRow("M22 side not to move in check (M16)") << "4k3/8/8/8/8/8/8/K3R3 w - - 0 1" << 22;
    QTest::newRow("M22 rank brackets") << "4k3/8/8/8/3R[2]4/8/8/K7 w - - 0 1" << 13;
  }
  void m22Refusals() {
    QFETCH(QString, position);
    QFETCH(int, column);
    sc::ParseError error;
    QVERIFY(!sc::readSfen(megaman(), position.toStdString(), &error));
    QVERIFY2(error.column == column, error.toString().c_str());
  }

  void m22Accepted() {
    QCOMPARE(refusalColumn("8/8/8/3k4/3K4/8/8/8 w - - 0 1"), 0);  // kings side by side
    // A lone pawn's S at the king: no check (M16), so the side not to move may stand there.
    QCOMPARE(refusalColumn("4k3/3P4/8/8/8/8/8/K7 w - - 0 1"), 0);
    // Chess keeps refusing braces.
    sc::ParseError error;
    std::string e;
    const auto chess = sc::Registry::instance().load("chess", {}, e);
    QVERIFY(!sc::readSfen(chess, "4k3/8/8/8/3R{D}4/8/8/K7 w - - 0 1", &error));
    QVERIFY(QString::fromStdString(error.message).contains("no weapons"));
  }

  void m21d33EnPassantField() {
    // Written exactly when a legal turn needs it: a double capture whose only
    // helper reaches through the crossed square. The rook c5... here the
    // e5 pawn with c5: two pawns, each the other's helper.
    QCOMPARE(play("4k3/3p4/8/2P1P3/8/8/8/4K3 b - - 0 1", {"Pd7-d5"}).section(' ', 3, 3),
             QString("d6"));
    // A double capture of d5 by the pawn on c4 whose only helper is e5 through d6.
    QCOMPARE(play("4k3/3p4/8/4P3/2P5/8/8/4K3 b - - 0 1", {"Pd7-d5"}).section(' ', 3, 3),
             QString("d6"));
    QCOMPARE(legal("4k3/8/8/3pP3/2P5/8/8/4K3 w - d6 0 2").filter("d5"),
             QStringList({"Pc4&d5 double", "Pe5&d5ep en-passant"}));
    // Without the crossed square the pawn on c4 has no helper.
    QVERIFY(legal("4k3/8/8/3pP3/2P5/8/8/4K3 w - - 0 2").filter("d5").isEmpty());
    // Read leniently: an unusable square is dropped (C14a).
    QCOMPARE(QString::fromStdString(sc::writeSfen(fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"))),
             QString("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2"));
  }

  void m23d31JsonAndNotation() {
    const QString out = run({"legal", "--ruleset", "megaman", "--json", "--fen",
                             "4k3/8/3p4/2N5/1p1RPp2/8/3p4/K7 w - - 0 1"});
    QVERIFY(out.contains(
        R"("notation": "Rd4@d2@b4@d6", "kind": "volley", "from": "d4", "to": "d4", "targets": ["d2", "b4", "d6"])"));
    QVERIFY(out.contains(
        R"("notation": "Rd4@b4", "kind": "capture", "from": "d4", "to": "d4", "targets": ["b4"])"));
    const QString ep = run({"legal", "--ruleset", "megaman", "--json", "--fen",
                            "4k3/8/8/3pP3/2P5/8/8/4K3 w - d6 0 2"});
    QVERIFY(ep.contains(
        R"("notation": "Pe5&d5ep", "kind": "en-passant", "from": "e5", "to": "e5", "targets": ["d5"])"));
    QVERIFY(ep.contains(
        R"("notation": "Pc4&d5", "kind": "double", "from": "c4", "to": "c4", "targets": ["d5"])"));
    const QString promo = run(
        {"legal", "--ruleset", "megaman", "--json", "--fen", "4k3/P7/8/8/8/8/8/R3K3 w Q - 0 1"});
    QVERIFY(promo.contains(
        R"("notation": "Pa7-a8=N", "kind": "promotion", "from": "a7", "to": "a8", "targets": [])"));
    QVERIFY(promo.contains(
        R"("notation": "Ke1-c1", "kind": "castle", "from": "e1", "to": "c1", "targets": [])"));
    // Every legal turn has its own token, read back to itself (M23, docs/notation.md).
    for (const char *position :
         {"4k3/8/3p4/2N5/1p1RPp2/8/3p4/K7 w - - 0 1", "4k3/8/8/2PpP3/8/8/8/3RK3 w - d6 0 2"}) {
      for (const auto &options : {std::vector<std::string>{}, kSubset}) {
        sc::Position pos = fen(position, options);
        auto turns = std::make_unique<sc::TurnList>();
        sc::generateLegal(pos, *turns);
        for (const sc::Turn &t : *turns) {
          const std::string token = sc::formatTurn(pos, t);
          std::string error;
          const auto back = sc::parseTurn(pos, token, &error);
          QVERIFY2(back && *back == t, (token + ": " + error).c_str());
        }
      }
    }
  }

  void m24Perft_data() {
    QTest::addColumn<QString>("position");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QList<qulonglong>>("counts");  // depth 1, 2, ...
    QTest::newRow("M24 start") << kStart << QStringList()
                               << QList<qulonglong>{20, 400, 8888, 196399};
    QTest::newRow("M24 weapons and castling")
        << "r3k2r/pp1q1ppp/2n{O}2n2/3Pp3/1b{J}2P3/2N2Q{S}2/PPP2PPP/R1B{O}1K2R w KQkq e6 0 1"
        << QStringList() << QList<qulonglong>{33, 1599, 53258, 2496172};
    QTest::newRow("M24 volley") << "4k3/8/3p4/2N5/1p1RPp2/8/3p4/K7 w - - 0 1" << QStringList()
                                << QList<qulonglong>{18, 194, 3059};
    QTest::newRow("M24 volley subset")
        << "4k3/8/3p4/2N5/1p1RPp2/8/3p4/K7 w - - 0 1" << QStringList({"volley=subset"})
        << QList<qulonglong>{21, 214, 3666};
    QTest::newRow("M24 double capture")
        << "3rk3/8/2N5/8/8/8/8/3RK3 w - - 0 1" << QStringList() << QList<qulonglong>{21, 203, 4015};
    QTest::newRow("M24 en passant") << "4k3/8/8/2PpP3/8/2N5/8/4K3 w - d6 0 2" << QStringList()
                                    << QList<qulonglong>{17, 100, 1371, 9529};
    QTest::newRow("M24 type-only, queen weak")
        << "r3k2r/pp1q1ppp/2n{O}2n2/3Pp3/1b{J}2P3/2N2Q{S}2/PPP2PPP/R1B{O}1K2R w KQkq e6 0 1"
        << QStringList({"acquired-weapons=type-only", "queen-defence=weak"})
        << QList<qulonglong>{33, 1477, 49946};
  }
  void m24Perft() {
    QFETCH(QString, position);
    QFETCH(QStringList, options);
    QFETCH(QList<qulonglong>, counts);
    std::vector<std::string> opts;
    for (const QString &o : options) opts.push_back(o.toStdString());
    for (int depth = 1; depth <= int(counts.size()); ++depth) {
      sc::Position pos = fen(position.toStdString(), opts);
      const qulonglong fast = sc::perft(pos, depth);
      const qulonglong slow = refPerft(position.toStdString(), depth, opts);
      QCOMPARE(fast, slow);
      QCOMPARE(fast, counts[depth - 1]);
      QCOMPARE(QString::fromStdString(sc::writeSfen(pos)),
               QString::fromStdString(sc::writeSfen(fen(position.toStdString(), opts))));
    }
  }

  void m25RulesetData() {
    const sc::Ruleset &r = megaman()->rules();
    QCOMPARE(int(r.weaponTable.size()), 4);
    QCOMPARE(r.pieces[size_t(r.pieceByLetter('Q'))].weapons,
             std::uint8_t(sc::kWeaponO | sc::kWeaponD));
    QCOMPARE(int(r.pieces[size_t(r.pieceByLetter('P'))].capture), int(sc::CaptureStyle::Stand));
    QCOMPARE(int(r.options.volley), int(sc::VolleyRule::All));
    QCOMPARE(int(megaman(kSubset)->rules().options.volley), int(sc::VolleyRule::Subset));
    // Weapons enter the key only when held: chess keys are what they were.
    sc::Position p = fen("4k3/8/8/8/3R4/8/8/K7 w - - 0 1");
    const sc::Key before = p.key();
    p.make(*sc::parseTurn(p, "Rd4-d5"));
    p.undo();
    QCOMPARE(p.key(), before);
    // The make/undo of a capture restores weapons and key.
    sc::Position q = fen("7k/3b4/8/8/3R4/8/8/K7 w - - 0 1");
    const sc::Key k = q.key();
    q.make(*sc::parseTurn(q, "Rd4@d7"));
    QCOMPARE(int(q.at(sc::makeSquare(3, 3)).weapons), int(sc::kWeaponD));
    q.undo();
    QCOMPARE(q.key(), k);
    QCOMPARE(int(q.at(sc::makeSquare(3, 3)).weapons), 0);
  }

  void m25StrictKeys_data() {
    QTest::addColumn<QString>("child");
    QTest::addColumn<QString>("message");
    QTest::newRow("M25 weapons out of order")
        << R"({"inherits": "megaman", "name": "x", "pieces": {"Q": {"weapons": "DO"}}})"
        << "pieces.Q.weapons: expected weapon letters in the order O, D, J, S";
    QTest::newRow("M25 a weapon letter that is not one")
        << R"({"inherits": "megaman", "name": "x", "pieces": {"Q": {"weapons": "OX"}}})"
        << "pieces.Q.weapons: expected weapon letters";
    QTest::newRow("M25 standing without weapons")
        << R"({"inherits": "megaman", "name": "x", "pieces": {"Q": {"weapons": null}}})"
        << "pieces.Q.weapons: expected the own weapons";
    QTest::newRow("M25 weapons on a piece that moves to capture")
        << R"({"inherits": "chess", "name": "x", "pieces": {"Q": {"weapons": "OD"}}})"
        << "pieces.Q.weapons: only a piece whose capture is \"stand\" has weapons";
    QTest::newRow("M25 the table's diagonal is same")
        << R"({"inherits": "megaman", "name": "x", "weapon_table": {"O": ["weak", "weak", "plain", "plain"]}})"
        << "weapon_table.O[0]: expected \"same\"";
    QTest::newRow("M25 a class that is not one")
        << R"({"inherits": "megaman", "name": "x", "weapon_table": {"D": ["plain", "same", "strong", "plain"]}})"
        << "weapon_table.D[2]: expected \"weak\" or \"plain\"";
    QTest::newRow("M25 standing pieces need the table")
        << R"({"inherits": "megaman", "name": "x", "weapon_table": null})"
        << "weapon_table: missing";
    QTest::newRow("M25 an unknown option value")
        << R"({"inherits": "megaman", "name": "x", "options": {"volley": "most"}})"
        << "options.volley: unknown value 'most'; known: all, subset";
  }
  void m25StrictKeys() {
    QFETCH(QString, child);
    QFETCH(QString, message);
    std::string error;
    const auto lookup = [](const std::string &name) {
      return sc::Registry::instance().source(name);
    };
    QVERIFY(!sc::loadRuleset(child.toStdString(), "child.json", lookup, error));
    QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
  }

  void m25CommandLine() {
    QCOMPARE(run({"perft", "--ruleset", "megaman", "--depth", "3"}), QString("8888"));
    QCOMPARE(run({"apply", "--ruleset", "megaman", "--fen", "7k/3b4/8/8/3R4/8/8/K7 w - - 0 1",
                  "Rd4@d7"}),
             QString("7k/8/8/8/3R{D}4/8/8/K7 b - - 0 1"));
    QCOMPARE(run({"status", "--ruleset", "megaman", "--fen", "4k3/3P1P2/8/8/8/8/8/K7 b - - 0 1"}),
             QString("check"));
    const QString subset = run({"legal", "--ruleset", "megaman", "--option", "volley=subset",
                                "--fen", "4k3/8/3p4/8/1p1R1p2/8/3p4/K7 w - - 0 1"});
    QCOMPARE(subset.split('\n').filter(QRegularExpression("@.*@")).size(), 11);
    QVERIFY(run({"legal", "--ruleset", "megaman", "--option", "volley=some"}).isEmpty());
  }

  // Correctness by two roads: the fast core against the reference on positions
  // from seeded random games, under every option.
  void crossCheckRandomGames() {
    const std::vector<std::vector<std::string>> configs = {
        {}, kTypeOnly, kQueenWeak, kSubset, {"acquired-weapons=type-only", "volley=subset"}};
    std::mt19937 rng(20261124);
    int positions = 0, turns = 0, withWeapons = 0;
    std::map<QString, int> kinds;
    for (int game = 0; positions < 4000; ++game) {
      const auto &options = configs[std::size_t(game) % configs.size()];
      sc::Position pos = fen(kStart, options);
      for (int ply = 0; ply < 120; ++ply) {
        const std::string text = sc::writeSfen(pos);
        const QStringList fast = fastSignature(text, options);
        const QStringList slow = refSignature(text, options);
        if (fast != slow) {
          QStringList onlyFast, onlySlow;
          for (const QString &s : fast)
            if (!slow.contains(s)) onlyFast << s;
          for (const QString &s : slow)
            if (!fast.contains(s)) onlySlow << s;
          qWarning("%s [%s]\nfast only: %s\nreference only: %s", text.c_str(),
                   options.empty() ? "" : options[0].c_str(), qPrintable(onlyFast.join(" | ")),
                   qPrintable(onlySlow.join(" | ")));
        }
        QCOMPARE(fast, slow);
        ++positions;
        turns += int(fast.size());
        withWeapons += QString::fromStdString(text).contains('{');
        for (const QString &s : fast) ++kinds[s.section(' ', 0, 0)];
        auto list = std::make_unique<sc::TurnList>();
        sc::generateLegal(pos, *list);
        if (list->size == 0) break;
        // Captures are played more often than moves, so that weapons pile up.
        int pick = int(rng() % unsigned(list->size));
        for (int tries = 0; tries < 2 && list->turns[pick].kind == sc::TurnKind::Move; ++tries)
          pick = int(rng() % unsigned(list->size));
        pos.make(list->turns[pick]);
      }
    }
    QString spread;
    for (const auto &[kind, n] : kinds) spread += " " + kind + "=" + QString::number(n);
    qInfo("cross-check: %d positions (%d with weapons), %d legal turns:%s", positions, withWeapons,
          turns, qPrintable(spread));
    QVERIFY(positions >= 2000);
    // The games reached every kind of turn, so the agreement covers all of them.
    for (const char *kind :
         {"move", "castle", "promotion", "capture", "volley", "double", "en-passant"})
      QVERIFY2(kinds[kind] > 0, kind);
  }

 private:
  static std::vector<std::string> kQueenDefence() { return kQueenWeak; }
};

QTEST_APPLESS_MAIN(TestMegaMan)
#include "tst_megaman.moc"
