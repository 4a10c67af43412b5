// The rulings on small hand-made positions, asserted on both generators: the
// reference (tests/reference) and the fast one (model/core): one data row per ruling about turns,
// named by its id, with the resulting SFEN worked out by hand from the rulings (S1-S23) and the
// project's decisions (docs/rules.md D1-D17), not from running the code.
//
// Most positions keep the monarchs out of the way: White Ka1 Qb1, Black kh8
// qg8, so each side has two monarchs and none is royal (S19). Where White is
// left with one monarch (bombers, unloads), Black has no piece that could
// shoot it down, so S19 does not filter the turn under test.
#include <QtTest>

#include <algorithm>

#include "movegen.h"
#include "notation.h"
#include "reference/refgen.h"
#include "registry.h"
#include "sfen.h"

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";

QString describe(const std::vector<ref::RefResult> &results) {
  QStringList lines;
  for (const ref::RefResult &r : results)
    lines << QString::fromStdString(r.notation + " " + r.kind + " " + r.sfenAfter);
  return lines.join('\n');
}

std::vector<ref::RefResult> legal(const QString &sfen) {
  std::string error;
  std::vector<ref::RefResult> results = ref::refLegal(sfen.toStdString(), &error);
  if (!error.empty()) qWarning("cannot read %s: %s", qPrintable(sfen), error.c_str());
  return results;
}

// The same, from the fast generator (model/core): every row below holds for
// both, so each ruling's hand-worked result is asserted on the real rules too.
std::vector<ref::RefResult> fastLegal(const QString &sfen) {
  sc::ParseError error;
  auto pos = sc::readSfen(sc::Registry::instance().defaultVariant(), sfen.toStdString(), &error);
  if (!pos) {
    qWarning("fast side cannot read %s: %s", qPrintable(sfen), error.toString().c_str());
    return {};
  }
  sc::TurnList turns;
  sc::generateLegal(*pos, turns);
  std::vector<ref::RefResult> results;
  for (const sc::Turn &t : turns) {
    ref::RefResult r;
    r.notation = sc::formatTurn(*pos, t);
    r.kind = sc::kindName(t.kind);
    pos->make(t);
    r.sfenAfter = sc::writeSfen(*pos);
    pos->undo();
    results.push_back(r);
  }
  return results;
}

// Both generators, by name, for the rows' messages.
struct Generator {
  const char *name;
  std::vector<ref::RefResult> (*legal)(const QString &);
};
const Generator kGenerators[] = {{"reference", &legal}, {"fast", &fastLegal}};

}  // namespace

class TestReference : public QObject {
  Q_OBJECT

 private slots:
  void declarations_data();
  void declarations();
  void absent_data();
  void absent();
  void counts_data();
  void counts();
  void sameResult_data();
  void sameResult();
  void sfenRoundTrip_data();
  void sfenRoundTrip();
  void sfenRejects_data();
  void sfenRejects();
};

// A declaration (by its notation token) is legal exactly once and leaves this position.
void TestReference::declarations_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("token");
  QTest::addColumn<QString>("kind");
  QTest::addColumn<QString>("after");
  auto row = [](const char *name, const char *sfen, const char *token, const char *kind,
                const char *after) { QTest::newRow(name) << sfen << token << kind << after; };
  row("S3 unload is capped at 9", "6qk/8/8/8/8/8/1P6/KQ6 w - 0 1", "Pb2^b1", "unload",
      "6qk/8/8/8/8/8/8/KQ6 b - 0 1");
  row("S3 a rook unloaded onto R[8] becomes R[9]", "6qk/8/8/8/3R[8]4/3R4/8/KQ6 w - 0 1", "Rd3^d4",
      "unload", "6qk/8/8/8/3R[9]4/8/8/KQ6 b - 0 1");
  row("S3 no promotion", "6qk/3P4/8/8/8/8/8/KQ6 w - 0 1", "Pd7-d8", "move",
      "3P2qk/8/8/8/8/8/8/KQ6 b - 1 1");
  row("S4 unload onto a diagonal neighbour", "6qk/8/8/4N3/3R4/8/8/KQ6 w - 0 1", "Rd4^e5", "unload",
      "6qk/8/8/4N[8]3/8/8/8/KQ6 b - 0 1");
  row("S4 bridge side by side", "6qk/8/8/8/3RN3/8/8/KQ6 w - 0 1", "Rd4=Ne4", "bridge",
      "6qk/8/8/8/3RN3/8/8/KQ6 b d4e4 1 1");
  row("S5 a shot hits the first piece", "6qk/8/3n4/8/3p4/8/3R4/KQ6 w - 0 1", "Rd2@d4", "shoot",
      "6qk/8/3n4/8/8/8/3R4/KQ6 b - 0 1");
  row("S5 a rook shoots 4 squares", "6qk/8/3p4/8/8/8/3R4/KQ6 w - 0 1", "Rd2@d6", "shoot",
      "6qk/8/8/8/8/8/3R4/KQ6 b - 0 1");
  row("S6 knight route through the long leg", "6qk/8/4p3/3p4/3N4/8/8/KQ6 w - 0 1", "Nd4>d6>e6",
      "series", "6qk/8/4N3/8/8/8/8/KQ6 b - 0 1");
  row("S6 knight route through the short leg", "6qk/8/4p3/3p4/3N4/8/8/KQ6 w - 0 1", "Nd4>e4>e6",
      "series", "6qk/8/4N3/3p4/8/8/8/KQ6 b - 0 1");
  row("S7 destination is an intermediate target", "6qk/8/8/3p4/8/3p4/3R4/KQ6 w - 0 1", "Rd2>d5",
      "series", "6qk/8/8/3R4/8/8/8/KQ6 b - 0 1");
  row("S7 series past the targets to an empty square", "6qk/8/8/3p4/8/3p4/3R4/KQ6 w - 0 1",
      "Rd2>d8", "series", "3R2qk/8/8/8/8/8/8/KQ6 b - 0 1");
  row("S8 knight move with one clear route", "6qk/8/8/3pp3/3N4/8/8/KQ6 w - 0 1", "Nd4-c6", "move",
      "6qk/8/2N5/3pp3/8/8/8/KQ6 b - 1 1");
  row("S8 knight leaps a friendly piece", "6qk/8/8/3Pp3/3N4/8/8/KQ6 w - 0 1", "Nd4-e6", "move",
      "6qk/8/4N3/3Pp3/8/8/8/KQ6 b - 1 1");
  row("S9 bishop shoots orthogonally", "6qk/8/8/3pp3/3B4/8/8/KQ6 w - 0 1", "Bd4@d5", "shoot",
      "6qk/8/8/4p3/3B4/8/8/KQ6 b - 0 1");
  row("S9 a shot lowers a higher rank", "6qk/8/8/4r3/3P4/8/8/KQ6 w - 0 1", "Pd4@e5", "shoot",
      "6qk/8/8/4r[4]3/3P4/8/8/KQ6 b - 0 1");
  row("S10 rook moves then shoots", "6qk/3b4/8/8/8/R7/8/KQ6 w - 0 1", "Ra3-d3@d7", "move-shoot",
      "6qk/8/8/8/8/3R4/8/KQ6 b - 0 1");
  row("S10 knight moves then shoots diagonally", "6qk/5p2/8/8/3N4/8/8/KQ6 w - 0 1", "Nd4-e6@f7",
      "move-shoot", "6qk/8/4N3/8/8/8/8/KQ6 b - 0 1");
  row("S11 queen shoots 4 in the direction moved", "6qk/8/8/3p4/8/2Q3p1/8/K7 w - 0 1", "Qc3-d3@g3",
      "move-shoot", "6qk/8/8/3p4/8/3Q4/8/K7 b - 0 1");
  row("S11 queen shoots 1 in another direction", "6qk/8/8/3p4/8/2Q3p1/8/K7 w - 0 1", "Qc3-d4@d5",
      "move-shoot", "6qk/8/8/8/3Q4/6p1/8/K7 b - 0 1");
  row("S11 queen shoots 4 in series", "6qk/8/8/2p5/2p5/2p5/2p5/K1Q5 w - 0 1", "Qc1>c6", "series",
      "6qk/8/2Q5/8/8/8/8/K7 b - 0 1");
  row("S12 rook series stops before survivor", "6qk/8/3n[7]4/8/3p4/8/3R4/KQ6 w - 0 1", "Rd2>d8",
      "series", "6qk/8/3n[2]4/3R4/8/8/8/KQ6 b - 0 1");
  row("S12 survivor first on the path: shooter stays", "6qk/8/8/8/8/3n[6]4/3R4/KQ6 w - 0 1",
      "Rd2>d5", "series", "6qk/8/8/8/8/3n[1]4/3R4/KQ6 b - 0 1");
  row("S12 rook shoots 3 in series", "6qk/8/3p4/3p4/3p4/3p4/3R4/KQ6 w - 0 1", "Rd2>d5", "series",
      "6qk/8/3p4/3R4/8/8/8/KQ6 b - 0 1");
  row("S12 bishop series to an empty square", "6qk/8/8/8/8/4p3/8/KQB5 w - 0 1", "Bc1>f4", "series",
      "6qk/8/8/8/5B2/8/8/KQ6 b - 0 1");
  row("S12 king series steps onto an enemy", "6qk/8/8/8/8/8/p7/KQ6 w - 0 1", "Ka1>a2", "series",
      "6qk/8/8/8/8/8/K7/1Q6 b - 0 1");
  row("S12 pawn series orthogonally", "6qk/8/8/8/3Pn3/8/8/KQ6 w - 0 1", "Pd4>e4", "series",
      "6qk/8/8/8/3Pn[2]3/8/8/KQ6 b - 0 1");
  row("D4 knight stops on the last empty route square", "6qk/8/3Pr3/8/3N4/8/8/KQ6 w - 0 1",
      "Nd4>d6>e6", "series", "6qk/8/3Pr[2]3/3N4/8/8/8/KQ6 b - 0 1");
  row("D5 partner of a shot-down target is gone", "6qk/8/8/3p4/3p4/8/3R4/KQ6 w d4d5 0 1", "Rd2>d6",
      "series", "6qk/8/3R4/8/8/8/8/KQ6 b - 0 1");
  row("S13 rook shoots and replaces", "6qk/8/8/3b4/8/8/3R4/KQ6 w - 0 1", "Rd2xd5", "replace",
      "6qk/8/8/3R4/8/8/8/KQ6 b - 0 1");
  row("S13 pawn replaces diagonally", "6qk/8/8/4p3/3P4/8/8/KQ6 w - 0 1", "Pd4xe5", "replace",
      "6qk/8/8/4P3/8/8/8/KQ6 b - 0 1");
  row("D3 replace against a survivor stays", "6qk/8/8/4r3/3P4/8/8/KQ6 w - 0 1", "Pd4xe5", "replace",
      "6qk/8/8/4r[4]3/3P4/8/8/KQ6 b - 0 1");
  row("S14 unload adds the rank", "6qk/8/8/8/3R4/3P4/8/KQ6 w - 0 1", "Pd3^d4", "unload",
      "6qk/8/8/8/3R[6]4/8/8/KQ6 b - 0 1");
  row("S14 unloading a bridged shooter dissolves the bridge", "6qk/8/8/8/3R4/3PP3/8/KQ6 w d3e3 0 1",
      "Pd3^d4", "unload", "6qk/8/8/8/3R[6]4/4P3/8/KQ6 b - 0 1");
  row("S14 unload onto the partner", "6qk/8/8/8/3R4/3PP3/8/KQ6 w d3e3 0 1", "Pd3^e3", "unload",
      "6qk/8/8/8/3R4/4P[2]3/8/KQ6 b - 0 1");
  row("S14 a monarch may be unloaded while another remains", "7k/8/8/8/8/8/PP6/KQ6 w - 0 1",
      "Qb1^a1", "unload", "7k/8/8/8/8/8/PP6/K7 b - 0 1");
  row("S15 unbridge", "6qk/8/8/8/8/3PPP2/8/KQ6 w d3e3 0 1", "Pd3|Pe3", "unbridge",
      "6qk/8/8/8/8/3PPP2/8/KQ6 b - 1 1");
  row("S15a pair translates", "6qk/8/8/8/8/3PP3/8/KQ6 w d3e3 0 1", "Pd3=Pe3-d4", "pair-translate",
      "6qk/8/8/8/3PP3/8/8/KQ6 b d4e4 1 1");
  row("S15a pair translates the lower rank's bridge range", "6qk/8/8/8/8/8/3RN3/KQ6 w d2e2 0 1",
      "Rd2=Ne2-d5", "pair-translate", "6qk/8/8/3RN3/8/8/8/KQ6 b d5e5 1 1");
  row("S15a equal ranks use the smaller range", "6qk/8/8/8/8/8/3BN3/KQ6 w d2e2 0 1", "Bd2=Ne2-d4",
      "pair-translate", "6qk/8/8/8/3BN3/8/8/KQ6 b d4e4 1 1");
  row("S15a pair translates along its own line", "6qk/8/8/8/8/8/3RN3/KQ6 w d2e2 0 1", "Rd2=Ne2-e2",
      "pair-translate", "6qk/8/8/8/8/8/4RN2/KQ6 b e2f2 1 1");
  row("S15a translate then shoot with the pair's rank", "6qk/8/8/8/2r5/8/3PR3/KQ6 w d2e2 0 1",
      "Pd2=Re2-d3@c4", "pair-translate", "6qk/8/8/8/8/3PR3/8/KQ6 b d3e3 0 1");
  row("S15a rotation clockwise", "6qk/8/8/8/3RN3/8/8/KQ6 w d4e4 0 1", "Rd4~Ne4>e5", "pair-rotate",
      "6qk/8/8/4R3/4N3/8/8/KQ6 b e4e5 1 1");
  row("S15a rotation anticlockwise", "6qk/8/8/8/3RN3/8/8/KQ6 w d4e4 0 1", "Rd4~Ne4<e3",
      "pair-rotate", "6qk/8/8/8/4N3/4R3/8/KQ6 b e3e4 1 1");
  row("S15a knight rotates around the rook", "6qk/8/8/8/3RN3/8/8/KQ6 w d4e4 0 1", "Ne4~Rd4>d3",
      "pair-rotate", "6qk/8/8/8/3R4/3N4/8/KQ6 b d3d4 1 1");
  row("S15a queen rotates a half turn", "6qk/8/8/8/3QR3/8/8/K7 w d4e4 0 1", "Qd4~Re4>f4",
      "pair-rotate", "6qk/8/8/8/4RQ2/8/8/K7 b e4f4 1 1");
  row("D7 rotation stopped on a corner dissolves the bridge",
      "6qk/8/8/4b[7]3/3RN3/8/8/KQ6 w d4e4 0 1", "Rd4~Ne4>e5", "pair-rotate",
      "6qk/8/8/3Rb[2]3/4N3/8/8/KQ6 b - 0 1");
  row("S15b pair survives: the higher member loses", "6qk/8/8/4rp2/6N1/8/8/KQ6 w e5f5 0 1",
      "Ng4@f5", "shoot", "6qk/8/8/4r[2]p2/6N1/8/8/KQ6 b e5f5 0 1");
  row("S15b pair shot down: both removed", "6qk/8/8/4rp2/8/8/4R3/KQ6 w e5f5 0 1", "Re2@e5", "shoot",
      "6qk/8/8/8/8/8/4R3/KQ6 b - 0 1");
  row("S15b a pair shoots with its higher rank", "6qk/8/8/2r5/3PR3/8/8/KQ6 w d4e4 0 1", "Pd4@c5",
      "shoot", "6qk/8/8/8/3PR3/8/8/KQ6 b d4e4 0 1");
  row("D9 equal ranks: the member hit loses", "6qk/8/8/4rr2/3N4/8/8/KQ6 w e5f5 0 1", "Nd4@e5",
      "shoot", "6qk/8/8/4r[2]r2/3N4/8/8/KQ6 b e5f5 0 1");
  row("S16 bomber blasts both colours", "7k/8/8/2r1bb2/3KP3/8/8/Q7 w e5f5 0 1", "Kd4@@", "bomber",
      "7k/8/8/8/8/8/8/Q7 b - 0 1");
  row("D10 bomber with a reduced king; a pair is shot once",
      "7k/8/8/3qrr2/3K[4]4/8/8/Q7 w e5f5 0 1", "Kd4@@", "bomber",
      "7k/8/8/3q[5]r[1]r2/8/8/8/Q7 b e5f5 0 1");
  row("D10 the king's bridge dissolves first", "7k/8/8/8/3K[3]R3/8/8/Q7 w d4e4 0 1", "Kd4@@",
      "bomber", "7k/8/8/8/4R[2]3/8/8/Q7 b - 0 1");
  row("S17 equal rank is shot down", "6qk/8/8/3r4/8/8/3R4/KQ6 w - 0 1", "Rd2@d5", "shoot",
      "6qk/8/8/8/8/8/3R4/KQ6 b - 0 1");
  row("S17 higher rank loses the attacker's rank", "6qk/8/8/3q[8]4/8/8/3R4/KQ6 w - 0 1", "Rd2@d5",
      "shoot", "6qk/8/8/3q[3]4/8/8/3R4/KQ6 b - 0 1");
  row("S19 two monarchs: neither is royal", "8/8/8/8/2k5/8/7P/KQ6 w - 0 1", "Ka1-b2", "move",
      "8/8/8/8/2k5/8/1K5P/1Q6 b - 1 1");
  row("S19a bomber taking the last enemy monarch wins", "8/8/8/4k3/3K4/8/8/8 w - 0 1", "Kd4@@",
      "bomber", "8/8/8/8/8/8/8/8 b - 0 1");
  row("D13 taking the last enemy monarch is legal though exposed",
      "1r[9]6/8/8/8/8/2k5/8/K7 w - 0 1", "Ka1-b2@c3", "move-shoot",
      "1r[9]6/8/8/8/8/8/1K6/8 b - 0 1");
  row("S21 quiet counter grows on a move", "6qk/8/8/3p4/8/8/3R4/KQ6 w - 7 12", "Rd2-d3", "move",
      "6qk/8/8/3p4/8/3R4/8/KQ6 b - 8 12");
  row("S21 quiet counter resets on a shot", "6qk/8/8/3p4/8/8/3R4/KQ6 w - 7 12", "Rd2@d5", "shoot",
      "6qk/8/8/8/8/8/3R4/KQ6 b - 0 12");
  row("S23 turn number grows after Black", "6qk/8/8/3p4/8/8/3R4/KQ6 b - 7 12", "Kh8-h7", "move",
      "6q1/7k/8/3p4/8/8/3R4/KQ6 w - 8 13");
}

void TestReference::declarations() {
  QFETCH(QString, sfen);
  QFETCH(QString, token);
  QFETCH(QString, kind);
  QFETCH(QString, after);
  for (const Generator &generator : kGenerators) {
    const std::vector<ref::RefResult> results = generator.legal(sfen);
    std::vector<ref::RefResult> named;
    for (const ref::RefResult &r : results)
      if (r.notation == token.toStdString()) named.push_back(r);
    if (named.size() != 1)
      QFAIL(qPrintable(QStringLiteral("%1: %2 is legal %3 times in %4; legal turns:\n%5")
                           .arg(generator.name, token)
                           .arg(named.size())
                           .arg(sfen, describe(results))));
    QVERIFY2(QString::fromStdString(named[0].kind) == kind, generator.name);
    QVERIFY2(QString::fromStdString(named[0].sfenAfter) == after,
             qPrintable(QStringLiteral("%1 gives %2")
                            .arg(generator.name, QString::fromStdString(named[0].sfenAfter))));
  }
}

// A declaration that the rulings forbid.
void TestReference::absent_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("token");
  auto row = [](const char *name, const char *sfen, const char *token) {
    QTest::newRow(name) << sfen << token;
  };
  row("S4 no bridge between diagonal neighbours", "6qk/8/8/4N3/3R4/8/8/KQ6 w - 0 1", "Rd4=Ne5");
  row("S5 a shot cannot pass a piece", "6qk/8/3n4/8/3p4/8/3R4/KQ6 w - 0 1", "Rd2@d6");
  row("S5 friendly pieces are no targets", "6qk/8/3n4/8/3P4/8/3R4/KQ6 w - 0 1", "Rd2@d4");
  row("S5 a friendly piece blocks the shot", "6qk/8/3n4/8/3P4/8/3R4/KQ6 w - 0 1", "Rd2@d6");
  row("S5 a rook does not shoot 5 squares", "6qk/3p4/8/8/8/8/3R4/KQ6 w - 0 1", "Rd2@d7");
  row("S6 knight move onto an occupied square", "6qk/8/4p3/3p4/3N4/8/8/KQ6 w - 0 1", "Nd4-e6");
  row("S8 knight move with an enemy on both routes", "6qk/8/8/3pp3/3N4/8/8/KQ6 w - 0 1", "Nd4-e6");
  row("S8 slide path must be empty", "6qk/8/8/8/3P4/8/3R4/KQ6 w - 0 1", "Rd2-d5");
  row("S9 bishop does not shoot diagonally", "6qk/8/8/3pp3/3B4/8/8/KQ6 w - 0 1", "Bd4@e5");
  row("S9 bishop's default range is 1", "6qk/8/3p4/8/3B4/8/8/KQ6 w - 0 1", "Bd4@d6");
  row("S10 move-shoot needs a legal move", "6qk/3b4/8/8/8/RP6/8/KQ6 w - 0 1", "Ra3-d3@d7");
  row("S11 queen shoots only 1 in another direction", "6qk/8/8/3p4/8/2Q3p1/8/K7 w - 0 1",
      "Qc3-d3@d5");
  row("S11 queen series of 5 targets", "6qk/8/2p5/2p5/2p5/2p5/2p5/K1Q5 w - 0 1", "Qc1>c7");
  row("S12 friendly piece on the path", "6qk/8/8/3p4/8/3P4/3R4/KQ6 w - 0 1", "Rd2>d6");
  row("S12 more targets than the alternative range", "6qk/8/3p4/3p4/3p4/3p4/3R4/KQ6 w - 0 1",
      "Rd2>d6");
  row("S12 bishop may not end on a target's square", "6qk/8/8/8/8/4p3/8/KQB5 w - 0 1", "Bc1>e3");
  row("S12 series without a target", "6qk/8/8/8/8/8/3R4/KQ6 w - 0 1", "Rd2>d5");
  row("D5 targets are counted before the turn", "6qk/3p4/3p4/3p4/3p4/8/3R4/KQ6 w d4d5 0 1",
      "Rd2>d7");
  row("S13 bishops may not replace", "6qk/8/8/3pp3/3B4/8/8/KQ6 w - 0 1", "Bd4xd5");
  row("S13 knights may not replace", "6qk/8/8/4p3/3N4/8/8/KQ6 w - 0 1", "Nd4xe5");
  row("S15 a bridged shooter cannot bridge again", "6qk/8/8/8/8/3PPP2/8/KQ6 w d3e3 0 1", "Pe3=Pf3");
  row("S15a a bridged shooter does not move alone", "6qk/8/8/8/8/3PPP2/8/KQ6 w d3e3 0 1", "Pd3-d4");
  row("S15a a bridged shooter does not replace", "6qk/8/8/2p5/3PR3/8/8/KQ6 w d4e4 0 1", "Pd4xc5");
  row("S15a translate beyond the bridge range", "6qk/8/8/8/8/3PP3/8/KQ6 w d3e3 0 1", "Pd3=Pe3-d5");
  row("S15a translate beyond the knight's range", "6qk/8/8/8/8/8/3RN3/KQ6 w d2e2 0 1",
      "Rd2=Ne2-d6");
  row("S15a translate onto an occupied square", "6qk/8/8/8/4p3/8/3RN3/KQ6 w d2e2 0 1",
      "Rd2=Ne2-d4");
  row("S15a a friendly piece blocks the rotation", "6qk/8/8/3P4/3RN3/8/8/KQ6 w d4e4 0 1",
      "Rd4~Ne4>e5");
  row("S15a a rook rotates no more than 2 ring squares", "6qk/8/8/8/3RN3/8/8/KQ6 w d4e4 0 1",
      "Rd4~Ne4>f4");
  row("S19 a lone king may not step next to a king", "8/8/8/8/2k5/8/7P/K7 w - 0 1", "Ka1-b2");
  row("S19 a lone king may not step into a move-shoot", "8/8/8/8/2k5/8/7P/K7 w - 0 1", "Ka1-a2");
  row("S19a the start position's bomber leaves no monarch", kStart, "Ke1@@");
  row("S19a the last monarch may not be unloaded", "7k/8/8/8/8/8/P7/K7 w - 0 1", "Ka1^a2");
}

void TestReference::absent() {
  QFETCH(QString, sfen);
  QFETCH(QString, token);
  ref::Board board;
  QVERIFY(ref::readSfen(sfen.toStdString(), board));
  for (const Generator &generator : kGenerators) {
    const std::vector<ref::RefResult> results = generator.legal(sfen);
    QVERIFY2(!results.empty() || generator.legal == &legal, generator.name);
    for (const ref::RefResult &r : results)
      if (r.notation == token.toStdString())
        QFAIL(
            qPrintable(QStringLiteral("%1: %2 should not be legal in %3; it gives %4")
                           .arg(generator.name, token, sfen, QString::fromStdString(r.sfenAfter))));
  }
  // The fast side's notation reader refuses it too, with a reason.
  sc::Position pos = *sc::readSfen(sc::Registry::instance().defaultVariant(), sfen.toStdString());
  std::string why;
  QVERIFY(!sc::parseTurn(pos, token.toStdString(), &why));
  QVERIFY(!why.empty());
}

// How many legal turns of a kind (empty: any) a shooter (token prefix; empty: any) has.
void TestReference::counts_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("prefix");
  QTest::addColumn<QString>("kind");
  QTest::addColumn<int>("count");
  auto row = [](const char *name, const char *sfen, const char *prefix, const char *kind,
                int count) { QTest::newRow(name) << sfen << prefix << kind << count; };
  // S1: 8 pawn and 4 knight moves, 22 bridges, 72 unloads; no bomber (S19a).
  row("S1 start position: all turns", kStart, "", "", 106);
  row("S1 start position: moves", kStart, "", "move", 12);
  row("S1 start position: bridges", kStart, "", "bridge", 22);
  row("S1 start position: unloads", kStart, "", "unload", 72);
  row("S2 rook slides orthogonally", "6qk/8/8/8/3R4/8/8/KQ6 w - 0 1", "Rd4-", "move", 14);
  row("S2 bishop slides diagonally", "6qk/8/8/8/3B4/8/8/KQ6 w - 0 1", "Bd4-", "move", 11);
  row("S2 knight leaps", "6qk/8/8/8/3N4/8/8/KQ6 w - 0 1", "Nd4-", "move", 8);
  row("S2 pawn steps orthogonally", "6qk/8/8/8/3P4/8/8/KQ6 w - 0 1", "Pd4-", "move", 4);
  row("S2 king steps in 8 directions", "6qk/8/8/8/3K4/8/8/Q7 w - 0 1", "Kd4-", "move", 8);
  row("S2 queen slides in 8 directions", "6qk/8/8/8/3Q4/8/8/K7 w - 0 1", "Qd4-", "move", 25);
  row("S6 two routes are two series", "6qk/8/4p3/3p4/3N4/8/8/KQ6 w - 0 1", "Nd4>", "series", 5);
  row("S15a queen rotations", "6qk/8/8/8/3QR3/8/8/K7 w d4e4 0 1", "Qd4~", "pair-rotate", 6);
  row("S15a rook rotations", "6qk/8/8/8/3QR3/8/8/K7 w d4e4 0 1", "Re4~", "pair-rotate", 2);
  row("S18 a side without monarchs has no turns", "6qk/8/8/8/3R4/8/8/8 w - 0 1", "", "", 0);
  row("S19 a lone king's turns", "8/8/8/8/2k5/8/7P/K7 w - 0 1", "", "", 4);
  row("S20 checkmate: no legal turn", "8/8/8/8/8/2q5/2k5/K7 w - 0 1", "", "", 0);
  // Ka1-a2, Ka1-b1, Ka1-b2 and Ka1-b2@c3 all end where a black pawn shoots the K[1] down.
  row("S20 stalemate: no legal turn", "7k[1]/8/8/8/p7/2p5/8/K[1]7 w - 0 1", "", "", 0);
  row("D13 the only turn takes the last enemy monarch", "1r[9]6/8/8/8/8/2k5/8/K7 w - 0 1", "", "",
      1);
}

void TestReference::counts() {
  QFETCH(QString, sfen);
  QFETCH(QString, prefix);
  QFETCH(QString, kind);
  QFETCH(int, count);
  for (const Generator &generator : kGenerators) {
    const std::vector<ref::RefResult> results = generator.legal(sfen);
    std::vector<ref::RefResult> chosen;
    for (const ref::RefResult &r : results)
      if (r.notation.rfind(prefix.toStdString(), 0) == 0 &&
          (kind.isEmpty() || r.kind == kind.toStdString()))
        chosen.push_back(r);
    if (int(chosen.size()) != count)
      QFAIL(qPrintable(QStringLiteral("%1: expected %2, found %3:\n%4")
                           .arg(generator.name)
                           .arg(count)
                           .arg(chosen.size())
                           .arg(describe(chosen))));
  }
}

// D1: different declarations are different turns even when the result is equal.
void TestReference::sameResult_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("kind");
  QTest::addColumn<QString>("after");
  QTest::addColumn<int>("count");
  const char *survivor = "6qk/8/8/8/8/3q4/3R4/KQ6 w - 0 1";
  const char *shotOnce = "6qk/8/8/8/8/3q[4]4/3R4/KQ6 b - 0 1";
  QTest::newRow("D1 shoot at a survivor") << survivor << "shoot" << shotOnce << 1;
  QTest::newRow("D3 replace at a survivor") << survivor << "replace" << shotOnce << 1;
  // Rd2>d3 ... Rd2>d8: the queen on d3 survives every one of them.
  QTest::newRow("D1 six series declarations") << survivor << "series" << shotOnce << 6;
  // Qd4~Re4<e3 (2 ring squares) and Qd4~Re4>e3 (6) end on the same square.
  QTest::newRow("D1 two rotations to the same square") << "6qk/8/8/8/3QR3/8/8/K7 w d4e4 0 1"
                                                       << "pair-rotate"
                                                       << "6qk/8/8/8/4R3/4Q3/8/K7 b e3e4 1 1" << 2;
}

void TestReference::sameResult() {
  QFETCH(QString, sfen);
  QFETCH(QString, kind);
  QFETCH(QString, after);
  QFETCH(int, count);
  for (const Generator &generator : kGenerators) {
    const std::vector<ref::RefResult> results = generator.legal(sfen);
    const auto n = std::count_if(results.begin(), results.end(), [&](const ref::RefResult &r) {
      return r.kind == kind.toStdString() && r.sfenAfter == after.toStdString();
    });
    QVERIFY2(int(n) == count, qPrintable(QStringLiteral("%1: %2").arg(generator.name).arg(n)));
  }
}

// S23: canonical SFENs read and write back unchanged; other spellings become canonical.
void TestReference::sfenRoundTrip_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("canonical");
  auto row = [](const char *name, const char *text, const char *canonical) {
    QTest::newRow(name) << text << canonical;
  };
  row("S23 start position", kStart, kStart);
  row("S23 ranks in brackets", "q[6]7/8/8/8/8/8/8/R[9]6K w - 3 7",
      "q[6]7/8/8/8/8/8/8/R[9]6K w - 3 7");
  row("S23 a base rank in brackets is not written", "q[9]7/8/8/8/8/8/8/R[5]6K b - 0 2",
      "q7/8/8/8/8/8/8/R6K b - 0 2");
  row("S23 bridges sorted, lower square first", "4pp2/8/8/8/8/8/8/2RR4 w e8f8,d1c1 0 1",
      "4pp2/8/8/8/8/8/8/2RR4 w c1d1,e8f8 0 1");
  row("S23 vertical bridge", "8/8/8/8/3N4/3P4/8/K7 w d4d3 5 9", "8/8/8/8/3N4/3P4/8/K7 w d3d4 5 9");
  row("S23 extra spaces", "  8/8/8/8/8/8/8/K7   b  -  0  4 ", "8/8/8/8/8/8/8/K7 b - 0 4");
}

void TestReference::sfenRoundTrip() {
  QFETCH(QString, text);
  QFETCH(QString, canonical);
  ref::Board b;
  std::string error;
  QVERIFY2(ref::readSfen(text.toStdString(), b, &error), error.c_str());
  QCOMPARE(QString::fromStdString(ref::writeSfen(b)), canonical);
}

void TestReference::sfenRejects_data() {
  QTest::addColumn<QString>("text");
  auto row = [](const char *name, const char *text) { QTest::newRow(name) << text; };
  row("S23 bad character", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - 0 1");
  row("S23 rank too long", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1");
  row("S23 rank too short", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1");
  row("S23 seven ranks", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1");
  row("S23 rank 0", "q[0]7/8/8/8/8/8/8/K7 w - 0 1");
  row("S23 rank 10", "q[10]7/8/8/8/8/8/8/K7 w - 0 1");
  row("S23 bad side", "8/8/8/8/8/8/8/K7 x - 0 1");
  row("S23 diagonal bridge", "8/8/8/8/8/8/1P6/K7 w a1b2 0 1");
  row("S23 bridge across colours", "8/8/8/8/8/8/8/Kq6 w a1b1 0 1");
  row("S23 bridges share a member", "8/8/8/8/8/8/8/KQR5 w a1b1,b1c1 0 1");
  row("S23 bridge on an empty square", "8/8/8/8/8/8/8/K7 w a1b1 0 1");
  row("S23 four fields", "8/8/8/8/8/8/8/K7 w - 0");
  row("S23 six fields", "8/8/8/8/8/8/8/K7 w - 0 1 x");
  row("S23 negative quiet counter", "8/8/8/8/8/8/8/K7 w - -1 1");
  row("S23 turn 0", "8/8/8/8/8/8/8/K7 w - 0 0");
}

void TestReference::sfenRejects() {
  QFETCH(QString, text);
  ref::Board b;
  std::string error;
  QVERIFY(!ref::readSfen(text.toStdString(), b, &error));
  QVERIFY(!error.empty());
}

QTEST_GUILESS_MAIN(TestReference)
#include "tst_reference.moc"
