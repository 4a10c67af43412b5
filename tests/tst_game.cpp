// sc::Game: S21 threefold repetition through Zobrist keys over placement,
// ranks, bridges and side to move, and takeBack.
#include <QtTest>

#include "game.h"
#include "notation.h"
#include "registry.h"
#include "sfen.h"

namespace {

sc::Game gameFrom(const char *sfen) {
  auto pos = sc::readSfen(sc::Registry::instance().defaultVariant(), sfen);
  if (!pos) qFatal("bad test SFEN %s", sfen);
  return sc::Game(*pos);
}

void play(sc::Game &g, const QStringList &tokens) {
  for (const QString &t : tokens) {
    std::string error;
    auto turn = sc::parseTurn(g.position(), t.toStdString(), &error);
    QVERIFY2(turn, qPrintable(t + ": " + QString::fromStdString(error)));
    g.play(*turn);
  }
}

}  // namespace

class TestGame : public QObject {
  Q_OBJECT

 private slots:
  void S21_threefoldRepetitionDraws() {
    sc::Game g = gameFrom("4k3/8/8/8/8/8/8/1N2K3 w - 0 1");
    const QStringList cycle = {"Nb1-c3", "Ke8-d8", "Nc3-b1", "Kd8-e8"};
    play(g, cycle);
    QCOMPARE(g.occurrences(), 2);
    QCOMPARE(QString::fromStdString(sc::statusText(g.status())), QString("ongoing"));
    play(g, cycle);
    QCOMPARE(g.occurrences(), 3);
    QCOMPARE(QString::fromStdString(sc::statusText(g.status())),
             QString("draw: threefold repetition"));
  }

  // The key covers ranks, bridges and the side to move, but not the counters
  // (S21: "the same position (placement, ranks, bridges, side to move)").
  void S21_keyCoversRanksBridgesAndSide_data() {
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("same");
    QTest::newRow("S21 rank differs") << "4k3/8/8/q7/8/8/8/R3K3 w - 0 1"
                                      << "4k3/8/8/q[4]7/8/8/8/R3K3 w - 0 1" << false;
    QTest::newRow("S21 bridge differs") << "4k3/8/8/8/8/8/8/3QK3 w - 0 1"
                                        << "4k3/8/8/8/8/8/8/3QK3 w d1e1 0 1" << false;
    QTest::newRow("S21 side differs") << "4k3/8/8/8/8/8/8/3QK3 w - 0 1"
                                      << "4k3/8/8/8/8/8/8/3QK3 b - 0 1" << false;
    QTest::newRow("S21 counters ignored") << "4k3/8/8/8/8/8/8/3QK3 w - 0 1"
                                          << "4k3/8/8/8/8/8/8/3QK3 w - 37 60" << true;
  }
  void S21_keyCoversRanksBridgesAndSide() {
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, same);
    const auto v = sc::Registry::instance().defaultVariant();
    auto pa = sc::readSfen(v, a.toStdString()), pb = sc::readSfen(v, b.toStdString());
    QVERIFY(pa && pb);
    QCOMPARE(pa->key() == pb->key(), same);
  }

  // A bridge made and dissolved brings the key back (incremental keys agree
  // with keys computed from scratch).
  void S21_bridgeAndUnbridgeRestoreTheKey() {
    // Black keeps both monarchs, so neither is royal and its king may walk.
    sc::Game g = gameFrom("q3k3/8/8/8/8/8/8/3QK3 w - 0 1");
    const sc::Key before = g.position().key();
    play(g, {"Qd1=Ke1"});
    QVERIFY(g.position().key() != before);
    const auto fresh = sc::readSfen(g.position().variantPtr(), sc::writeSfen(g.position()));
    QCOMPARE(g.position().key(), fresh->key());
    play(g, {"Ke8-f8", "Qd1|Ke1", "Kf8-e8"});
    QCOMPARE(g.position().key(), before);
    QCOMPARE(g.occurrences(), 2);
  }

  void takeBackRestoresPositionAndCount() {
    sc::Game g = gameFrom("4k3/8/8/8/8/8/8/1N2K3 w - 0 1");
    const std::string start = sc::writeSfen(g.position());
    play(g, {"Nb1-c3", "Ke8-d8"});
    QVERIFY(g.takeBack());
    QVERIFY(g.takeBack());
    QVERIFY(!g.takeBack());
    QCOMPARE(sc::writeSfen(g.position()), start);
    QCOMPARE(g.occurrences(), 1);
  }
};

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
