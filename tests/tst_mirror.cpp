// The board editor's mirrors (sc::mirrored, positiontransform.h) in every rule
// system. The rules treat both colours alike and know no left or right, so a
// position with its sides swapped has the same number of legal lines as the
// position itself, and so has one reflected left to right when no castling
// right is held (castling is the one rule that knows the king's side): perft
// on both, from positions reached by random play, is the check that the
// mirror moves every piece, bridge, right and counter where it belongs.
#include <QtTest>

#include "movegen.h"
#include "perft.h"
#include "positiontransform.h"
#include "registry.h"
#include "rulesetloader.h"
#include "sfen.h"

using namespace sc;

namespace {

VariantPtr load(const char *name) {
  std::string error;
  VariantPtr v = Registry::instance().load(name, {}, error);
  if (!v) qFatal("%s: %s", name, error.c_str());
  return v;
}

Position read(const VariantPtr &v, const char *sfen) {
  ParseError error;
  auto pos = readSfen(v, sfen, &error);
  if (!pos) qFatal("%s: %s", sfen, error.toString().c_str());
  return *pos;
}

std::string swapped(const Position &pos) {
  const auto out = mirrored(pos, Mirror::SwapSides);
  return out ? writeSfen(*out) : std::string("(none)");
}

// Positions a game of the rule system reaches: random legal turns from the
// start (a fixed seed, so a failure repeats).
std::vector<Position> playedPositions(const VariantPtr &v, int games, int plies) {
  std::vector<Position> out;
  std::uint64_t seed = 0x9e3779b97f4a7c15ull;
  const auto next = [&seed] {
    seed ^= seed << 13;
    seed ^= seed >> 7;
    seed ^= seed << 17;
    return seed;
  };
  for (int g = 0; g < games; ++g) {
    Position pos = read(v, v->rules().startSfen.c_str());
    for (int ply = 0; ply < plies; ++ply) {
      TurnList turns;
      generateLegal(pos, turns);
      if (turns.size == 0) break;
      pos.make(turns[std::size_t(next() % std::uint64_t(turns.size))]);
      if (ply % 4 == 3) out.push_back(withoutHistory(pos));
    }
  }
  return out;
}

// Shooters Chess without a1: no reflection maps the board onto itself.
const char *const kLopsided =
    "{\"inherits\": \"shooters\", \"name\": \"lopsided\", "
    "\"board\": {\"files\": 8, \"ranks\": 8, \"holes\": [\"a1\"]}, "
    "\"start\": \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/NBQKBNR w - 0 1\"}";

const std::string *source(const std::string &name) { return Registry::instance().source(name); }

}  // namespace

class TstMirror : public QObject {
  Q_OBJECT

 private slots:
  // C4, C5: White's rights become Black's on the mirrored squares, the
  // en-passant square moves with the pawns, the other side moves.
  void chessSwapSides() {
    const VariantPtr chess = load("chess");
    QCOMPARE(swapped(read(chess, "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 17")),
             std::string("r3k2r/8/8/8/3Pp3/8/8/R3K2R b Qk d3 0 17"));
    QCOMPARE(swapped(read(chess, "4k3/8/8/8/8/8/1P6/4K2R b K - 3 40")),
             std::string("4k2r/1p6/8/8/8/8/8/4K3 w k - 3 40"));
    // Reflected left to right the king and rook stand on no right's squares.
    const auto files =
        mirrored(read(chess, "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"), Mirror::Files);
    QVERIFY(files);
    QCOMPARE(writeSfen(*files), std::string("r2k3r/8/8/3Pp3/8/8/8/R2K3R w - e6 0 1"));
  }

  // Twice is the position again, in every rule system. Where the rules know
  // no difference between the reflected boards, perft agrees on every
  // position; where mirrorCaveat names one (B15's light squares, K17's
  // groups towards file l), some position shows it.
  void everyRuleSystem_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("swapCaveat");
    QTest::addColumn<int>("filesCaveat");
    const auto row = [](const char *name, MirrorCaveat swap, MirrorCaveat files) {
      QTest::newRow(name) << QString::fromLatin1(name) << int(swap) << int(files);
    };
    row("shooters", MirrorCaveat::None, MirrorCaveat::None);
    row("shooters-first", MirrorCaveat::None, MirrorCaveat::None);
    row("chess", MirrorCaveat::None, MirrorCaveat::None);
    row("megaman", MirrorCaveat::None, MirrorCaveat::None);
    row("chess-battle", MirrorCaveat::SquareColours, MirrorCaveat::SquareColours);
    row("cannon-battle", MirrorCaveat::None, MirrorCaveat::FrontalFiles);
  }
  void everyRuleSystem() {
    QFETCH(QString, name);
    QFETCH(int, swapCaveat);
    QFETCH(int, filesCaveat);
    const VariantPtr v = load(name.toLatin1().constData());
    for (const Mirror m : {Mirror::SwapSides, Mirror::Files}) {
      QVERIFY(canMirror(*v, m));
      const MirrorCaveat caveat = mirrorCaveat(*v, m);
      QCOMPARE(int(caveat), m == Mirror::SwapSides ? swapCaveat : filesCaveat);
      int same = 0;
      int different = 0;
      for (Position &pos : playedPositions(v, 6, 24)) {
        // C4: reflected left to right, no castling right survives (the
        // kings stand on the d-file); the comparison is with the rights gone.
        if (m == Mirror::Files) pos.setCastling(0);
        const std::string sfen = writeSfen(pos);
        std::optional<Position> once = mirrored(pos, m);
        QVERIFY(once);
        QCOMPARE(once->key(), read(v, writeSfen(*once).c_str()).key());
        QCOMPARE(writeSfen(*mirrored(*once, m)), sfen);
        const bool equal = perft(pos, 2) == perft(*once, 2);
        QVERIFY2(equal || caveat != MirrorCaveat::None,
                 (sfen + " mirrored: " + writeSfen(*once)).c_str());
        ++(equal ? same : different);
      }
      QVERIFY(same + different >= 10);
      if (caveat != MirrorCaveat::None) QVERIFY(different > 0);
    }
  }

  // B15: in Chess-Battle each mirror alone turns light squares dark, so the
  // pieces that move by their square's colour move otherwise; both, one
  // after the other, turn the board round, every square keeps its colour and
  // the game is the same (the editor's tooltip says so). K17's frontal groups
  // still run towards file l, so in Cannon Battle it is another game.
  void b15_turnedRoundIsTheSameGame() {
    const VariantPtr v = load("chess-battle");
    for (Square s : v->squares()) {
      const Square turned = mirrorSquare(*v, mirrorSquare(*v, s, Mirror::SwapSides), Mirror::Files);
      QCOMPARE(Variant::light(turned), Variant::light(s));
    }
    int positions = 0;
    int swapDiffers = 0;
    for (Position &pos : playedPositions(v, 6, 24)) {
      pos.setCastling(0);  // castling knows the king's side: no right survives the reflection
      std::optional<Position> swapped = mirrored(pos, Mirror::SwapSides);
      QVERIFY(swapped);
      std::optional<Position> turned = mirrored(*swapped, Mirror::Files);
      QVERIFY(turned);
      const std::uint64_t lines = perft(pos, 2);
      QVERIFY2(lines == perft(*turned, 2),
               (writeSfen(pos) + " turned: " + writeSfen(*turned)).c_str());
      swapDiffers += lines != perft(*swapped, 2);
      ++positions;
    }
    QVERIFY(positions >= 10);
    QVERIFY(swapDiffers > 0);  // the check can tell a different game
  }

  // S4: a bridge points at its partner; across the board it still does.
  void bridgesTurnWithTheirMembers() {
    const VariantPtr shooters = load("shooters");
    Position pos = read(shooters, shooters->rules().startSfen.c_str());
    TurnList turns;
    generateLegal(pos, turns);
    bool bridged = false;
    for (int i = 0; i < turns.size && !bridged; ++i)
      if (turns[i].kind == TurnKind::Bridge) {
        pos.make(turns[i]);
        bridged = true;
      }
    QVERIFY(bridged);
    for (const Mirror m : {Mirror::SwapSides, Mirror::Files}) {
      const auto out = mirrored(pos, m);
      QVERIFY(out);
      int members = 0;
      for (Square s : shooters->squares()) {
        if (!out->at(s).bridged()) continue;
        ++members;
        const Square partner = out->partner(s);
        QVERIFY(out->at(partner).bridged());
        QCOMPARE(out->partner(partner), s);
        QCOMPARE(mirrorSquare(*shooters, pos.partner(mirrorSquare(*shooters, s, m)), m), partner);
      }
      QCOMPARE(members, 2);
    }
  }

  // K20-K24: each side's credit, losses and pool are the other's after the
  // swap; the fortune of war's move belongs to no side and stays.
  void cannonBattleCountersChangeSides() {
    const VariantPtr cannon = load("cannon-battle");
    Position pos = read(cannon, cannon->rules().startSfen.c_str());
    pos.setSlot(slotCredit(Color::White), 7);
    pos.setSlot(slotLost(Color::Black), 3);
    pos.setSlot(slotPool(Color::White, 2), 1);
    const int fortune = pos.fortune();
    const auto out = mirrored(pos, Mirror::SwapSides);
    QVERIFY(out);
    QCOMPARE(out->credit(Color::Black), 7);
    QCOMPARE(out->credit(Color::White), pos.credit(Color::Black));
    QCOMPARE(out->lost(Color::White), 3);
    QCOMPARE(out->pool(Color::Black, 2), 1);
    QCOMPARE(out->pool(Color::White, 2), pos.pool(Color::Black, 2));
    QCOMPARE(out->fortune(), fortune);
    const auto files = mirrored(pos, Mirror::Files);
    QCOMPARE(files->credit(Color::White), 7);
    QCOMPARE(files->lost(Color::Black), 3);
  }

  // A board with holes the reflection does not map onto itself: no mirror.
  void lopsidedBoardRefuses() {
    std::string error;
    const auto rules = loadRuleset(kLopsided, "lopsided.json", source, error);
    QVERIFY2(rules, error.c_str());
    const auto v = std::make_shared<const Variant>(*rules);
    QVERIFY(!canMirror(*v, Mirror::SwapSides));
    QVERIFY(!canMirror(*v, Mirror::Files));
    QVERIFY(!mirrored(read(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/NBQKBNR w - 0 1"),
                      Mirror::SwapSides));
  }
};

QTEST_GUILESS_MAIN(TstMirror)
#include "tst_mirror.moc"
