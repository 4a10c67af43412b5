// Chess-Battle (shared/rules/chess-battle.md, B1-B27): every ruling by name,
// asserting what the core answers (legal turns, positions, statuses, SFEN
// refusals), with both options; then the fast generator against the slow
// reference (tests/reference/refbattle) over seeded random play.
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <random>

#include "allocationcounter.h"
#include "effect.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "reference/refbattle.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"
#include "status.h"
#include "validation.h"

namespace {

const char *const kStart =
    "**gcmbhmcg**/**sssstsss**/2ssssssss2/12/12/12/12/12/12/2SSSSSSSS2/**SSSSTSSS**/**GCMBHMCG** "
    "w 0 1";

sc::VariantPtr variant(const std::vector<std::string> &options = {}) {
  std::string error;
  sc::VariantPtr v = sc::Registry::instance().load("chess-battle", options, error);
  if (!v) qFatal("%s", error.c_str());
  return v;
}

sc::Position position(const std::string &sfen, const std::vector<std::string> &options = {}) {
  sc::ParseError e;
  std::optional<sc::Position> p = sc::readSfen(variant(options), sfen, &e);
  if (!p) qFatal("cannot read %s: %s", sfen.c_str(), e.toString().c_str());
  return *p;
}

// The legal turns' tokens (without check suffix), sorted.
QStringList tokens(const std::string &sfen, const std::vector<std::string> &options = {}) {
  sc::Position pos = position(sfen, options);
  auto list = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *list);
  QStringList out;
  for (const sc::Turn &t : *list) out << QString::fromStdString(sc::formatTurn(pos, t));
  out.sort();
  return out;
}

// The tokens of the turns whose piece starts on `from`.
QStringList from(const std::string &sfen, const QString &square,
                 const std::vector<std::string> &options = {}) {
  QStringList out;
  for (const QString &t : tokens(sfen, options)) {
    const QString sq = t.at(0).isUpper() ? t.mid(1) : t;
    if (sq.startsWith(square) && !sq.at(square.size()).isDigit()) out << t;
  }
  return out;
}

std::string after(const std::string &sfen, const std::string &token,
                  const std::vector<std::string> &options = {}) {
  sc::Position pos = position(sfen, options);
  std::string error;
  const std::optional<sc::Turn> t = sc::parseTurn(pos, token, &error);
  if (!t) return "refused: " + error;
  pos.make(*t);
  return sc::writeSfen(pos);
}

std::string status(const std::string &sfen, const std::vector<std::string> &options = {}) {
  sc::Position pos = position(sfen, options);
  return sc::statusText(sc::evaluateStatus(pos));
}

std::string refusal(const std::string &sfen) {
  sc::ParseError e;
  if (sc::readSfen(variant(), sfen, &e)) return "accepted";
  return e.toString();
}

// The midgames of tst_perft.cpp: an opening of random play; soldiers of both
// sides about to break through among shots; an open endgame.
const char *const kMidgame1 =
    "**gcmshmsg**/**scssts1s**/5s1sss2/12/s1s9/12/12/7S4/4S7/2S2SSSS1SC/**SSSST1SG**/**GCM1HM2** w "
    "12 14";
const char *const kMidgame2 =
    "**gc1bh1cg**/**s1S1t1s1**/2s2ms1S3/12/3s2M5/12/4G2s4/2S3g5/12/3SS2T4/**S2s2C1**/**4B2H** w 12 "
    "30";
const char *const kMidgame3 =
    "**6h1**/**1s2s3**/5b6/2T9/7c4/1S4m5/12/4B3G3/6S2s2/8C3/**2H5**/**8** b 5 41";

// Empty board rows, so positions read as pictures.
const std::string E = "12";
const std::string T = "**8**";  // an empty end rank

std::string board(const std::vector<std::string> &ranks12to1, const char *rest) {
  std::string s;
  for (std::size_t i = 0; i < ranks12to1.size(); ++i) s += (i ? "/" : "") + ranks12to1[i];
  return s + " " + rest;
}

}  // namespace

class TestChessBattle : public QObject {
  Q_OBJECT

 private slots:
  void b01_board128() {
    const sc::VariantPtr v = variant();
    QCOMPARE(int(v->squares().size()), 128);
    for (const char *hole : {"a1", "b1", "a2", "b2", "k1", "l1", "k2", "l2", "a11", "b11", "a12",
                             "b12", "k11", "l11", "k12", "l12"}) {
      QVERIFY2(!v->onBoard(sq(hole)), hole);
    }
    QVERIFY(v->onBoard(2, 0) && v->onBoard(0, 2) && v->onBoard(11, 9) && v->onBoard(9, 11));
    QCOMPARE(QString::fromStdString(v->rules().title),
             QStringLiteral("Chess-Battle (Yurgelevich, 1933)"));
    QCOMPARE(QString::fromStdString(v->rules().pieceSet), QStringLiteral("chess-battle"));
  }

  void b02_whiteFirstAndForward() {
    QCOMPARE(position(kStart).sideToMove(), sc::Color::White);
    // Black's forward is towards rank 1: its soldier on f6 takes e5, not f7.
    const std::string s =
        board({"**5h2**", T, E, E, E, "5S6", "5s6", "4S7", E, E, T, "**4H3**"}, "b 0 1");
    QVERIFY(from(s, "f6").contains("Sf6xe5"));
    QVERIFY(!from(s, "f6").contains("Sf6xf7"));
    QVERIFY(from(s, "f6").contains("Sf6-g5"));
  }

  void b03_squareColours() {
    for (const char *dark : {"a3", "c1", "c3", "e3", "g3", "e11"})
      QVERIFY2(!sc::Variant::light(sq(dark)), dark);
    for (const char *light : {"c2", "d1", "d3", "j1", "j3", "e6", "e10"})
      QVERIFY2(sc::Variant::light(sq(light)), light);
    // From a dark square a soldier has no double step.
    const std::string s = board({"**5h2**", T, E, E, E, E, E, "4S7", E, E, T, "**4H3**"}, "w 0 1");
    QCOMPARE(from(s, "e5").size(), 8);
  }

  void b04_twentyFourPiecesNoRanks() {
    const sc::Position p = position(kStart);
    int count[2] = {0, 0};
    for (sc::Square s : p.variant().squares())
      if (!p.at(s).empty()) {
        ++count[sc::index(p.at(s).color)];
        QCOMPARE(int(p.at(s).rank), 1);
      }
    QCOMPARE(count[0], 24);
    QCOMPARE(count[1], 24);
    QVERIFY(!p.rules().ranks);
  }

  void b05_setUp() {
    // B5: the set-up of the diagram.
    QCOMPARE(QString::fromStdString(sc::writeSfen(position(kStart))), QString(kStart));
    QCOMPARE(QString::fromStdString(variant()->rules().startSfen), QString(kStart));
    const sc::Position p = position(kStart);
    auto letter = [&](int f, int r) {
      const sc::Cell &c = p.at(sc::makeSquare(f, r));
      return c.empty() ? '.' : p.rules().piece(c).letter;
    };
    QCOMPARE(letter(6, 0), 'H');   // g1
    QCOMPARE(letter(6, 1), 'T');   // g2
    QCOMPARE(letter(5, 0), 'B');   // f1
    QCOMPARE(letter(6, 11), 'H');  // g12
    QCOMPARE(letter(6, 10), 'T');  // g11
  }

  void b06_noChessOrShootersMechanics() {
    // B6: no promotion, castling, en passant, ranks, bridges, unload, series or explosion.
    // Kinds in the first two plies and in random play are only those of B19.
    std::mt19937 rng(6);
    sc::Position pos = position(kStart);
    auto list = std::make_unique<sc::TurnList>();
    for (int ply = 0; ply < 120; ++ply) {
      sc::generateLegal(pos, *list);
      if (list->size == 0) break;
      for (const sc::Turn &t : *list) {
        const std::string k = sc::kindName(t.kind);
        QVERIFY2(k == "move" || k == "replace" || k == "shoot" || k == "breakthrough", k.c_str());
      }
      pos.make(list->turns[rng() % unsigned(list->size)]);
    }
    QVERIFY(!variant()->rules().bridges && !variant()->rules().unload);
  }

  void b07_holesCutLines() {
    // a3-c1 is cut by b2: a bomber on a3 does not reach c1 or beyond.
    const std::string s = board({"**5h2**", T, E, E, E, E, E, E, E, "B11", T, "**4H3**"}, "w 0 1");
    QVERIFY(!from(s, "a3").contains("Ba3-c1"));
    QVERIFY(from(s, "a3").contains("Ba3-b3"));
    // b3 and c2 touch: a soldier steps between the strips; a4-b3-c2-d1 is a line.
    const std::string t = board({"**5h2**", T, E, E, E, E, E, E, "B11", E, T, "**4H3**"}, "w 0 1");
    QVERIFY(from(t, "a4").contains("Ba4-d1"));
    // A cavalry leaps over the hole b2 to c1's neighbourhood; never onto a hole.
    const std::string c = board({"**5h2**", T, E, E, E, E, E, E, E, "C11", T, "**4H3**"}, "w 0 1");
    QVERIFY(from(c, "a3").contains("Ca3-c2"));
    QVERIFY(!from(c, "a3").contains("Ca3-b1"));
  }

  void b08_headquarters() {
    // The headquarters steps and takes a tank too.
    const std::string s =
        board({"**5h2**", T, E, E, E, E, E, E, E, E, "**4t3**", "**4H3**"}, "w 0 1");
    QVERIFY(from(s, "g1").contains("Hg1xg2"));
    QCOMPARE(after(s, "Hg1xg2"),
             board({"**5h2**", T, E, E, E, E, E, E, E, E, "**4H3**", T}, "b 0 1"));
  }

  void b09_bomberOneFriendlyLeap() {
    // Bomber f1, own soldier f3 leapt, enemy soldier f8 taken; nothing beyond.
    const std::string s =
        board({"**4h3**", T, E, E, "5s6", E, E, E, E, "5S6", T, "**3B1H2**"}, "w 0 1");
    QStringList north;
    for (const QString &t : from(s, "f1"))
      if (t.at(4) == 'f') north << t;
    QCOMPARE(north, QStringList({"Bf1-f2", "Bf1-f4", "Bf1-f5", "Bf1-f6", "Bf1-f7", "Bf1xf8"}));
    // Two friendly pieces end the line.
    const std::string two =
        board({"**4h3**", T, E, E, "5s6", E, E, E, E, "5S6", "**3S4**", "**3B1H2**"}, "w 0 1");
    for (const QString &t : from(two, "f1")) QVERIFY2(t.at(4) != 'f', qPrintable(t));
    // An enemy piece is taken, never passed.
    const std::string foe =
        board({"**4h3**", T, E, E, E, E, E, E, E, "5s6", T, "**3B1H2**"}, "w 0 1");
    QVERIFY(from(foe, "f1").contains("Bf1xf3") && !from(foe, "f1").contains("Bf1-f4"));
    // B20: the leap gives check through its own piece.
    const std::string check =
        board({"**3h4**", T, E, E, E, E, E, E, E, "5S6", T, "**3B2H1**"}, "b 0 1");
    QCOMPARE(status(check), std::string("check"));
  }

  void b10_tankRangeTwo() {
    const std::string s = board({"**5h2**", T, E, E, E, E, E, "4T7", E, E, T, "**4H3**"}, "w 0 1");
    QCOMPARE(from(s, "e5"), QStringList({"Te5-c5", "Te5-d5", "Te5-e3", "Te5-e4", "Te5-e6", "Te5-e7",
                                         "Te5-f5", "Te5-g5"}));
    // It does not jump.
    const std::string blocked =
        board({"**5h2**", T, E, E, E, E, "4S7", "4T7", E, E, T, "**4H3**"}, "w 0 1");
    QVERIFY(!from(blocked, "e5").contains("Te5-e7"));
  }

  void b11_tankArmour() {
    // Black tank e8 with a Black soldier e9 behind it; a White machine-gun
    // e6, cavalry d6 and soldier f7 cannot take it, and the machine-gun's line
    // stops at it; a gun on c8 and the headquarters can.
    const std::string s =
        board({"**5h2**", T, E, "4s7", "4t7", "5S6", "3CM7", E, E, E, T, "**4H3**"}, "w 0 1");
    const QStringList all = tokens(s);
    QVERIFY(!all.contains("Me6@e8"));
    QVERIFY(!all.contains("Me6@e9"));
    QVERIFY(!all.contains("Cd6xe8"));
    QVERIFY(!all.contains("Sf7xe8"));
    const std::string gun =
        board({"**5h2**", T, E, E, "2G1t7", E, E, E, E, E, T, "**4H3**"}, "w 0 1");
    QVERIFY(tokens(gun).contains("Gc8@e8"));
    // A breakthrough may name a tank.
    const std::string bt =
        board({"**5h2**", "**3S4**", E, E, E, E, E, E, E, "4t7", T, "**4H3**"}, "w 0 1");
    QVERIFY(tokens(bt).contains("Sf11-f12!e3"));
  }

  void b12_gunShootsForwardAndHorizontally() {
    // White gun e5; Black soldiers 5 squares north (e10) and north-east (j10),
    // 4 west (a5), 7 east (l5), and behind it (e2).
    const std::string w =
        board({"**5h2**", T, "4s4s2", E, E, E, E, "s3G6s", E, E, "**2s5**", "**4H3**"}, "w 0 1");
    const QStringList shots = from(w, "e5").filter("@");
    QCOMPARE(shots, QStringList({"Ge5@a5", "Ge5@e10", "Ge5@j10"}));
    // Black's gun shoots towards rank 1 (mirrored).
    const std::string b =
        board({"**5h2**", T, E, E, E, "4g7", E, E, E, "4S7", T, "**4H3**"}, "b 0 1");
    QVERIFY(from(b, "e7").contains("Ge7@e3"));
    const std::string bb =
        board({"**5h2**", T, "4S7", E, E, "4g7", E, E, E, E, T, "**4H3**"}, "b 0 1");
    QVERIFY(!from(bb, "e7").contains("Ge7@e10"));
    // A gun never takes by moving.
    const std::string adj =
        board({"**5h2**", T, E, E, E, "4Gs6", E, E, E, E, T, "**4H3**"}, "w 0 1");
    QVERIFY(!from(adj, "e7").contains("Ge7xf7") && from(adj, "e7").contains("Ge7@f7"));
  }

  void b13_machineGunRangeThree() {
    const std::string m =
        board({"**5h2**", T, E, "4s7", "1s2M7", E, E, E, E, E, T, "**4H3**"}, "w 0 1");
    QVERIFY(from(m, "e8").contains("Me8@b8"));  // 3 west
    QVERIFY(from(m, "e8").contains("Me8@e9"));
    const std::string far =
        board({"**5h2**", T, E, E, "s3M7", E, E, E, E, E, T, "**4H3**"}, "w 0 1");
    QVERIFY(!from(far, "e8").contains("Me8@a8"));  // 4 away
    const std::string back =
        board({"**5h2**", T, E, E, "4M7", E, E, "4s7", E, E, T, "**4H3**"}, "w 0 1");
    QVERIFY(from(back, "e8").contains("Me8@e5"));  // every direction, backwards too
  }

  void b14_cavalryLeaps() {
    const std::string s = board({"**5h2**", T, E, E, E, E, "5C6", E, E, E, T, "**4H3**"}, "w 0 1");
    QCOMPARE(from(s, "f6").size(), 24);
    // Over pieces, onto an enemy (not a tank).
    const std::string t =
        board({"**5h2**", T, E, "4s1t5", E, "4SSS5", "5C6", E, E, E, T, "**4H3**"}, "w 0 1");
    QVERIFY(from(t, "f6").contains("Cf6xe9"));
    QVERIFY(!from(t, "f6").contains("Cf6xg9"));
  }

  void b15_soldierMoves() {
    // d4 is light (4 + 4 is even: dark) -> use e4 (5 + 4 = 9, light).
    const std::string s = board({"**5h2**", T, E, E, E, E, E, E, "4S7", E, T, "**4H3**"}, "w 0 1");
    const QStringList l = from(s, "e4");
    QCOMPARE(l.size(), 16);
    QVERIFY(l.contains("Se4-e2") && l.contains("Se4-c2") && l.contains("Se4-g6"));
    // The square between must be empty.
    const std::string b =
        board({"**5h2**", T, E, E, E, E, E, "4s7", "4S7", E, T, "**4H3**"}, "w 0 1");
    QVERIFY(!from(b, "e4").contains("Se4-e6"));
    // The double step never captures.
    const std::string c =
        board({"**5h2**", T, E, E, E, E, "4s7", E, "4S7", E, T, "**4H3**"}, "w 0 1");
    QVERIFY(!from(c, "e4").contains("Se4xe6") && !from(c, "e4").contains("Se4-e6"));
  }

  void b16_soldierCaptures() {
    // White soldier e5 with Black soldiers on all eight neighbours.
    const std::string s =
        board({"**5h2**", T, E, E, E, E, "3sss6", "3sSs6", "3sss6", E, T, "**4H3**"}, "w 0 1");
    QCOMPARE(from(s, "e5"), QStringList({"Se5xd5", "Se5xd6", "Se5xe6", "Se5xf5", "Se5xf6"}));
    QCOMPARE(from(s, "e5", {"soldier-diagonal-capture=off"}),
             QStringList({"Se5xd5", "Se5xe6", "Se5xf5"}));
    // Never a tank.
    const std::string t =
        board({"**5h2**", T, E, E, E, E, "4t7", "4S7", E, E, T, "**4H3**"}, "w 0 1");
    QVERIFY(!from(t, "e5").contains("Se5xe6"));
    // B20 with the option off: a diagonal soldier gives no check.
    const std::string chk =
        board({"**5h2**", "**4S3**", E, E, E, E, E, E, E, E, T, "**4H3**"}, "b 0 1");
    QCOMPARE(status(chk), std::string("check"));
    QCOMPARE(status(chk, {"soldier-diagonal-capture=off"}), std::string("ongoing"));
  }

  void b17_breakthrough() {
    // White soldier e11; Black has a gun on c3 and a soldier on d12.
    const std::string s =
        board({"**1s3h2**", "**2S5**", E, E, E, E, E, E, E, "2g9", T, "**4H3**"}, "w 0 1");
    const QStringList l = from(s, "e11");
    QVERIFY(l.contains("Se11-e12!c3"));
    QVERIFY(l.contains("Se11-e12!d12"));
    QVERIFY(l.contains("Se11-f12!c3"));
    QVERIFY(l.contains("Se11xd12!c3"));
    QVERIFY(!l.contains("Se11xd12!d12"));  // the taken piece is not named again
    for (const QString &t : l) QVERIFY2(!t.endsWith("h12"), "the headquarters is never named");
    QCOMPARE(after(s, "Se11xd12!c3"),
             board({"**5h2**", T, E, E, E, E, E, E, E, E, T, "**4H3**"}, "b 0 1"));
    // Each choice is a turn: three squares reached, naming the same piece.
    const std::string three =
        board({"**5h2**", "**2S5**", E, E, E, E, E, E, E, "2g9", T, "**4H3**"}, "w 0 1");
    QCOMPARE(from(three, "e11").filter("!c3").size(), 3);
    // A soldier never stays on its last rank: perft counts every declaration.
    sc::Position pos = position(three);
    QCOMPARE(sc::perft(pos, 1), std::uint64_t(5 + 3 + 5));
  }

  // D37: quiescence searches a breakthrough as a capture, the double step of
  // B15 that reaches the last rank included.
  void b17_breakthroughsAreTactical() {
    const std::string s =
        board({"**5h2**", T, "4S7", E, E, E, E, E, E, "2g9", T, "**4H3**"}, "w 0 1");
    sc::Position pos = position(s);
    auto legal = std::make_unique<sc::TurnList>();
    auto tactical = std::make_unique<sc::TurnList>();
    sc::generateLegal(pos, *legal);
    sc::generateTactical(pos, *tactical);
    QStringList breakthroughs, searched;
    for (const sc::Turn &t : *legal)
      if (t.kind == sc::TurnKind::Breakthrough)
        breakthroughs << QString::fromStdString(sc::formatTurn(pos, t));
    for (const sc::Turn &t : *tactical)
      if (t.kind == sc::TurnKind::Breakthrough)
        searched << QString::fromStdString(sc::formatTurn(pos, t));
    breakthroughs.sort();
    searched.sort();
    QCOMPARE(breakthroughs, QStringList({"Se10-c12!c3", "Se10-e12!c3", "Se10-g12!c3"}));
    QCOMPARE(searched, breakthroughs);
    // A plain double step is no capture: quiescence leaves it out.
    for (const sc::Turn &t : *tactical) QVERIFY(t.kind != sc::TurnKind::Move);
  }

  void b18_nothingToName() {
    const std::string s =
        board({"**5h2**", "**2S5**", E, E, E, E, E, E, E, E, T, "**4H3**"}, "w 0 1");
    const QStringList l = from(s, "e11");
    QVERIFY(l.contains("Se11-e12!"));
    QCOMPARE(after(s, "Se11-e12!"),
             board({"**5h2**", T, E, E, E, E, E, E, E, E, T, "**4H3**"}, "b 0 1"));
    QCOMPARE(status(after(s, "Se11-e12!")), std::string("draw: bare monarchs"));
  }

  void b19_turnKindsAndFields() {
    const std::string s = board(
        {"**5h2**", "**2S5**", E, E, "2t9", E, E, "4Gs6", E, E, "**5c2**", "**4H3**"}, "w 0 1");
    sc::Position pos = position(s);
    auto list = std::make_unique<sc::TurnList>();
    sc::generateLegal(pos, *list);
    std::map<std::string, int> kinds;
    for (const sc::Turn &t : *list) {
      ++kinds[sc::kindName(t.kind)];
      if (t.kind == sc::TurnKind::Shoot) QCOMPARE(sc::formatTurn(pos, t), std::string("Ge5@f5"));
      if (t.kind == sc::TurnKind::Replace) QCOMPARE(sc::formatTurn(pos, t), std::string("Hg1xh2"));
    }
    QCOMPARE(kinds["shoot"], 1);
    QCOMPARE(kinds["replace"], 1);
    QCOMPARE(kinds["breakthrough"], 3 * 3);  // d12 e12 f12, naming c8, f5 or h2
    QVERIFY(kinds["move"] > 0);
    // A shot leaves the shooter where it stands.
    QCOMPARE(after(s, "Ge5@f5"),
             board({"**5h2**", "**2S5**", E, E, "2t9", E, E, "4G7", E, E, "**5c2**", "**4H3**"},
                   "b 0 1"));
  }

  void b20_checkByShotsAndMoves() {
    // A gun on g6 shoots the Black headquarters on g11 (5 squares): check.
    const std::string g =
        board({"**8**", "**4h3**", E, E, E, E, "6G5", E, E, E, T, "**4H3**"}, "b 0 1");
    QCOMPARE(status(g), std::string("check"));
    // A position whose side not to move is in check is refused.
    QVERIFY(
        QString::fromStdString(
            refusal(board({"**8**", "**4h3**", E, E, E, E, "6G5", E, E, E, T, "**4H3**"}, "w 0 1")))
            .contains("in check"));
    // Two headquarters never stand side by side.
    const std::string h = board({"**8**", T, E, E, E, E, "6h5", E, "6H5", E, T, T}, "w 0 1");
    QVERIFY(!tokens(h).contains("Hg4-g5"));
    QVERIFY(tokens(h).contains("Hg4-g3"));
    // The machine-gun gives check; the tank's armour does not help a headquarters.
    const std::string mg =
        board({"**8**", "**4h3**", E, "6M5", E, E, E, E, E, E, T, "**4H3**"}, "b 0 1");
    QCOMPARE(status(mg), std::string("check"));
  }

  void b21_checkmateAndStalemate() {
    // B21: no legal turn: checkmate, or stalemate (option `stalemate`).
    // Black headquarters c12; White tanks d10 and e11 cover c11, d11 and d12.
    const std::string stale =
        board({"**h7**", "**2T5**", "3T8", E, E, E, E, E, E, E, T, "**4H3**"}, "b 0 1");
    QCOMPARE(status(stale), std::string("draw: stalemate"));
    QCOMPARE(status(stale, {"stalemate=loss"}), std::string("white wins: stalemate"));
    // The same with c12 attacked by a machine-gun on e10 is checkmate.
    const std::string mated =
        board({"**h7**", "**2T5**", "3TM7", E, E, E, E, E, E, E, T, "**4H3**"}, "b 0 1");
    QCOMPARE(status(mated), std::string("white wins: checkmate"));
    QCOMPARE(status(mated, {"stalemate=loss"}), std::string("white wins: checkmate"));
  }

  void b22_draws() {
    // B22: repetition, the quiet limit, bare headquarters.
    // (c) bare headquarters.
    QCOMPARE(status(board({"**5h2**", T, E, E, E, E, E, E, E, E, T, "**4H3**"}, "w 0 1")),
             std::string("draw: bare monarchs"));
    // (b) 100 quiet plies; soldier moves do not reset the counter.
    const std::string q =
        board({"**5h2**", T, E, E, E, E, E, E, "4S7", E, T, "**4H3**"}, "w 99 60");
    QCOMPARE(status(q), std::string("ongoing"));
    const std::string q100 = after(q, "Se4-e5");
    QCOMPARE(QString::fromStdString(q100).endsWith(" b 100 60"), true);
    QCOMPARE(status(q100), std::string("draw: quiet plies"));
    // (a) threefold repetition, in a game.
    sc::Game game(
        position(board({"**5h2**", T, E, E, E, E, E, E, "4S7", E, T, "**4H3**"}, "w 0 1")));
    const char *cycle[] = {"Hg1-f1", "Hh12-g12", "Hf1-g1", "Hg12-h12"};
    for (int round = 0; round < 2; ++round)
      for (const char *t : cycle) {
        std::string error;
        const auto turn = sc::parseTurn(game.position(), t, &error);
        QVERIFY2(turn, error.c_str());
        game.play(*turn);
      }
    QCOMPARE(sc::statusText(game.status()), std::string("draw: threefold repetition"));
  }

  void b23_statusOrder() {
    // B23: the order in which status is reported.
    // Bare headquarters come before a stalemate-like position without turns? Bare
    // headquarters always have turns; quiet limit reached in checkmate: checkmate.
    const std::string mated =
        board({"**h7**", "**2T5**", "3TM7", E, E, E, E, E, E, E, T, "**4H3**"}, "b 150 80");
    QCOMPARE(status(mated), std::string("white wins: checkmate"));
    // Bare headquarters with the quiet limit reached: bare first.
    QCOMPARE(status(board({"**5h2**", T, E, E, E, E, E, E, E, E, T, "**4H3**"}, "w 120 70")),
             std::string("draw: bare monarchs"));
    // Generation ignores the quiet limit.
    sc::Position p =
        position(board({"**5h2**", T, E, E, E, E, E, E, "4S7", E, T, "**4H3**"}, "w 300 1"));
    QVERIFY(sc::perft(p, 1) > 0);
  }

  void b24_sfenWithHoles() {
    const std::string s = board({"**5h2**", T, E, E, E, E, E, E, E, E, T, "**4H3**"}, "w 7 12");
    QCOMPARE(sc::writeSfen(position(s)), s);
    QCOMPARE(sc::writeSfen(position(kStart)), std::string(kStart));
  }

  void b25_countersAfterATurn() {
    // B25: the quiet count and the turn number after a turn.
    const std::string a = after(kStart, "Sd3-d5");
    QCOMPARE(a, std::string("**gcmbhmcg**/**sssstsss**/2ssssssss2/12/12/12/12/3S8/12/"
                            "2S1SSSSSS2/**SSSSTSSS**/**GCMBHMCG** b 1 1"));
    QCOMPARE(QString::fromStdString(after(a, "Se10-e8")).endsWith(" w 2 2"), true);
    // A shot resets the quiet count.
    const std::string g =
        board({"**5h2**", T, E, E, "4s7", E, E, E, "4G7", E, T, "**4H3**"}, "w 40 9");
    QVERIFY(QString::fromStdString(after(g, "Ge4@e8")).endsWith(" b 0 9"));
  }

  void b26_sfenRefusals_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("message");
    const QString ok = "**5h2**/**8**/12/12/12/12/12/12/12/12/**8**/**4H3**";
    QTest::newRow("B26 five fields (bridges)") << ok + " w - 0 1"
                                               << "column 55: expected 4 fields";
    QTest::newRow("B26 three fields") << ok + " w 0"
                                      << "expected 4 fields";
    QTest::newRow("B26 eleven ranks") << "**5h2**/**8**/12/12/12/12/12/12/12/12/**4H3** w 0 1"
                                      << "expected 12 ranks, found 11";
    QTest::newRow("B26 rank of 11 cells")
        << "**5h2**/**8**/11/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"
        << "rank 10 has 11 cells, expected 12";
    QTest::newRow("B26 rank of 13 cells")
        << "**5h2**/**8**/13/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"
        << "rank 10 has more than 12";
    QTest::newRow("B26 bracketed rank")
        << "**5h2**/**8**/12/12/12/12/12/12/12/12/**8**/**4H[2]3** w 0 1"
        << "column 49: expected a piece letter";
    QTest::newRow("B26 unknown letter")
        << "**5h2**/**8**/12/12/12/12/12/12/12/12/**8**/**4H2Q** w 0 1"
        << "found 'Q'";
    QTest::newRow("B26 leading zero")
        << "**5h2**/**8**/012/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"
        << "column 15:";
    QTest::newRow("B26 star on a square")
        << "***5h2**/**8**/12/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"
        << "column 3: '*' on c12, a square that exists";
    QTest::newRow("B26 piece on a hole")
        << "S*5h2**/**8**/12/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"
        << "column 1: a piece on a12, which is a hole";
    QTest::newRow("B26 run over a hole") << "**5h2**/8/12/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"
                                         << "covers the hole a11";
    QTest::newRow("B26 side") << ok + " x 0 1"
                              << "column 53: expected the side to move";
    QTest::newRow("B26 quiet") << ok + " w -1 1"
                               << "expected the quiet count";
    QTest::newRow("B26 turn 0") << ok + " w 0 0"
                                << "expected the turn number";
    QTest::newRow("B26 two headquarters")
        << "**5h2**/**8**/12/12/12/12/12/12/12/12/**8**/**4HH2** w 0 1"
        << "White has 2 headquarters, expected exactly 1";
    QTest::newRow("B26 no Black headquarters")
        << "**8**/**8**/12/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"
        << "Black has 0 headquarters";
    QTest::newRow("B26 White soldier on rank 12")
        << "**5hS1**/**8**/12/12/12/12/12/12/12/12/**8**/**4H3** w 0 1"
        << "a soldier on i12, its last rank";
    QTest::newRow("B26 Black soldier on rank 1")
        << "**5h2**/**8**/12/12/12/12/12/12/12/12/**8**/**s3H3** w 0 1"
        << "a soldier on c1, its last rank";
    QTest::newRow("B26 side not to move in check")
        << "**8**/**4h3**/12/12/12/12/6G5/12/12/12/**8**/**4H3** w 0 1"
        << "the side not to move is in check";
  }
  void b26_sfenRefusals() {
    QFETCH(QString, sfen);
    QFETCH(QString, message);
    const QString got = QString::fromStdString(refusal(sfen.toStdString()));
    QVERIFY2(got.contains(message), qPrintable(got));
  }

  void b26_manyOtherPiecesAccepted() {
    QCOMPARE(refusal("**5h2**/**8**/12/12/12/12/12/GGGGGGGGGGGG/12/12/**8**/**4H3** w 0 1"),
             std::string("accepted"));
  }

  // B27's command line is tests/tst_clibattle.cpp.

  // The fast generator against the reference over seeded random play: the
  // multisets of (kind, SFEN after) agree, position by position, with both
  // values of the B16 option.
  void crossCheckRandomPlay() {
    int positions = 0;
    std::map<std::string, int> seen;  // kinds met, so that every kind was compared
    for (int game = 0; game < 44; ++game) {
      // From the start and from the three midgames in turn (M2's soldiers
      // break through), each with both values of the option.
      const char *const starts[] = {kStart, kMidgame1, kMidgame2, kMidgame3};
      const bool diagonal = (game / 4) % 2 == 0;
      const std::vector<std::string> options = {diagonal ? "soldier-diagonal-capture=on"
                                                         : "soldier-diagonal-capture=off"};
      ref::battle::Options ro;
      ro.diagonalCapture = diagonal;
      std::mt19937 rng(unsigned(1000 + game));
      sc::Position pos = position(starts[game % 4], options);
      auto list = std::make_unique<sc::TurnList>();
      for (int ply = 0; ply < 60; ++ply) {
        const std::string sfen = sc::writeSfen(pos);
        std::vector<std::pair<std::string, std::string>> fast, slow;
        sc::generateLegal(pos, *list);
        for (const sc::Turn &t : *list) {
          pos.make(t);
          fast.emplace_back(sc::kindName(t.kind), sc::writeSfen(pos));
          ++seen[sc::kindName(t.kind)];
          pos.undo();
        }
        ref::battle::Board b;
        std::string why;
        QVERIFY2(ref::battle::readSfen(sfen, b, &why), why.c_str());
        for (const ref::battle::Turn &t : ref::battle::legalTurns(b, ro))
          slow.emplace_back(t.kind, ref::battle::writeSfen(t.after));
        std::sort(fast.begin(), fast.end());
        std::sort(slow.begin(), slow.end());
        if (fast != slow) {
          QString diff;
          for (const auto &f : fast)
            if (!std::binary_search(slow.begin(), slow.end(), f))
              diff += QString("\n  fast only: %1 %2").arg(f.first.c_str(), f.second.c_str());
          for (const auto &s : slow)
            if (!std::binary_search(fast.begin(), fast.end(), s))
              diff += QString("\n  reference only: %1 %2").arg(s.first.c_str(), s.second.c_str());
          QFAIL(qPrintable(QString("position %1%2").arg(sfen.c_str(), diff)));
        }
        QCOMPARE(sc::inCheck(pos), ref::battle::inCheck(b, ro));
        ++positions;
        if (list->size == 0) break;
        // Prefer captures now and then, so that material comes off the board.
        int pick = int(rng() % unsigned(list->size));
        for (int tries = 0; tries < 3 && list->turns[pick].kind == sc::TurnKind::Move; ++tries)
          pick = int(rng() % unsigned(list->size));
        pos.make(list->turns[pick]);
      }
    }
    qInfo("cross-checked %d positions: %d moves, %d replaces, %d shots, %d breakthroughs",
          positions, seen["move"], seen["replace"], seen["shoot"], seen["breakthrough"]);
    for (const char *kind : {"move", "replace", "shoot", "breakthrough"})
      QVERIFY2(seen[kind] > 0, kind);
    QVERIFY2(positions >= 2000, qPrintable(QString::number(positions)));
  }

  void noAllocationPerNode() {
    {  // the counter counts
      sc::Position pos = position(kStart);
      std::unique_ptr<sc::TurnList> list;
      QCOMPARE(allocations::during([&] { list = std::make_unique<sc::TurnList>(); }), 1L);
      sc::generateLegal(pos, *list);
    }
    for (const char *sfen : {kStart, kMidgame2, kMidgame3}) {
      sc::Position pos = position(sfen);
      sc::perft(pos, 3);  // warms up what is reserved once
      std::uint64_t leaves = 0;
      QCOMPARE(allocations::during([&] { leaves = sc::perft(pos, 3); }), 0L);
      QVERIFY(leaves > 0);
    }
  }

  // The positions frozen in tst_perft.cpp, counted by both roads (deeper with
  // SHOOTERS_DEEP_PERFT set: start depth 3 and the midgames at depth 3 were
  // checked that way before the counts were frozen).
  void crossCheckPerft_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<int>("depth");
    const bool deep = qEnvironmentVariableIsSet("SHOOTERS_DEEP_PERFT");
    QTest::newRow("start") << QString(kStart) << (deep ? 3 : 2);
    QTest::newRow("M1 opening") << QString(kMidgame1) << (deep ? 3 : 2);
    QTest::newRow("M2 breakthroughs") << QString(kMidgame2) << (deep ? 3 : 2);
    QTest::newRow("M3 endgame") << QString(kMidgame3) << (deep ? 3 : 2);
  }
  void crossCheckPerft() {
    QFETCH(QString, sfen);
    QFETCH(int, depth);
    for (bool diagonal : {true, false}) {
      ref::battle::Board b;
      QVERIFY(ref::battle::readSfen(sfen.toStdString(), b));
      ref::battle::Options o;
      o.diagonalCapture = diagonal;
      sc::Position pos = position(sfen.toStdString(), {diagonal ? "soldier-diagonal-capture=on"
                                                                : "soldier-diagonal-capture=off"});
      QCOMPARE(quint64(sc::perft(pos, depth)), quint64(ref::battle::perft(b, depth, o)));
    }
  }
};

QTEST_GUILESS_MAIN(TestChessBattle)
#include "tst_chessbattle.moc"
