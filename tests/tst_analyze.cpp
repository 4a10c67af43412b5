// `shooters analyze` and `shooters match`, run as processes: the JSON of
// analyze parses and names a legal best turn; match plays short games.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include "clirun.h"

#include "notation.h"
#include "registry.h"
#include "sfen.h"

namespace {

const char *const kMidgame =
    "r1bq[6]k2r/pp3ppp/2n5/2ppp3/4P3/2NQ1N2/PPPP1PPP/R[7]1B1KB1R w c2d2,a7b7 4 5";
const char *const kWinInOne = "r3k2r/pp3ppp/8/8/4Q3/8/8/K7 w - 0 1";

using Result = CliResult;

sc::Position position(const QString &fen) {
  auto pos = sc::readSfen(sc::Registry::instance().defaultVariant(), fen.toStdString());
  if (!pos) qFatal("test position does not read");
  return std::move(*pos);
}

QJsonObject analyzeJson(const QStringList &args) {
  const Result r = runCli(QStringList{"analyze", "--json"} + args);
  if (r.code != 0) qWarning("%s", qPrintable(r.err));
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
  if (error.error != QJsonParseError::NoError) qWarning("%s", qPrintable(r.out));
  return doc.object();
}

}  // namespace

class TestAnalyze : public QObject {
  Q_OBJECT

 private slots:
  void analyzeJson() {
    const QJsonObject o = ::analyzeJson({"--fen", kMidgame, "--depth", "2"});
    QVERIFY(o.contains("best"));
    const QString notation = o["best"].toObject()["notation"].toString();
    sc::Position pos = position(kMidgame);
    const auto turn = sc::parseTurn(pos, notation.toStdString());
    QVERIFY2(turn, qPrintable(notation));
    pos.make(*turn);
    QCOMPARE(o["best"].toObject()["fen_after"].toString(),
             QString::fromStdString(sc::writeSfen(pos)));
    QVERIFY(o["score"].isDouble());
    QCOMPARE(o["depth"].toInt(), 2);
    QVERIFY(o["nodes"].toDouble() > 0);
    QVERIFY(o["nps"].isDouble());
    const QJsonArray pv = o["pv"].toArray();
    QVERIFY(!pv.isEmpty());
    QCOMPARE(pv[0].toString(), notation);
    QCOMPARE(o["lines"].toArray().size(), 1);
  }

  void winScore() {
    const QJsonObject o = ::analyzeJson({"--fen", kWinInOne, "--depth", "3"});
    QCOMPARE(o["score"].toObject()["win_in"].toInt(), 1);
    sc::Position pos = position(kWinInOne);
    QVERIFY(sc::parseTurn(pos, o["best"].toObject()["notation"].toString().toStdString()));
  }

  void multiPv() {
    const QJsonObject o = ::analyzeJson({"--fen", kMidgame, "--depth", "2", "--multipv", "3"});
    const QJsonArray lines = o["lines"].toArray();
    QCOMPARE(lines.size(), 3);
    QSet<QString> firsts;
    for (const QJsonValue &l : lines) firsts.insert(l.toObject()["pv"].toArray()[0].toString());
    QCOMPARE(firsts.size(), 3);
  }

  void movetimeAndText() {
    const Result r = runCli({"analyze", "--movetime", "200"});
    QCOMPARE(r.code, 0);
    QVERIFY2(QRegularExpression("^1\\. -?\\d+ ").match(r.out).hasMatch(), qPrintable(r.out));
    QVERIFY(r.out.contains("\nbest "));
  }

  void noLegalTurn() {
    const QJsonObject o = ::analyzeJson({"--fen", "k7/8/8/8/8/8/8/R7 w - 0 1", "--depth", "2"});
    QVERIFY(o["best"].isNull());
    QCOMPARE(o["status"].toString(), QString("black wins: both monarchs lost"));
  }

  void analyzeErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no limit") << QStringList{"analyze"};
    QTest::newRow("both limits") << QStringList{"analyze", "--depth", "2", "--movetime", "9"};
    QTest::newRow("depth 0") << QStringList{"analyze", "--depth", "0"};
    QTest::newRow("multipv 0") << QStringList{"analyze", "--depth", "1", "--multipv", "0"};
    QTest::newRow("match spec") << QStringList{"match",   "--games", "2",     "--white",
                                               "depth:x", "--black", "random"};
    QTest::newRow("match no games")
        << QStringList{"match", "--white", "random", "--black", "random"};
  }
  void analyzeErrors() {
    QFETCH(QStringList, args);
    const Result r = runCli(args);
    QCOMPARE(r.code, 2);
    QVERIFY(!r.err.isEmpty());
  }

  void match() {
    const Result r = runCli({"match", "--games", "2", "--white", "depth:1", "--black", "random",
                             "--seed", "7", "--max-plies", "60"});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.filter(QRegularExpression("^game [12]: ")).size(), 2);
    QVERIFY(lines.filter(QRegularExpression("^game 1: depth:1 - random ")).size() == 1);
    QVERIFY(lines.filter(QRegularExpression("^game 2: random - depth:1 ")).size() == 1);
    const QRegularExpressionMatch m =
        QRegularExpression("2 games, (\\d+) wins, (\\d+) draws, (\\d+) losses for depth:1")
            .match(r.out);
    QVERIFY2(m.hasMatch(), qPrintable(r.out));
    QCOMPARE(m.captured(1).toInt() + m.captured(2).toInt() + m.captured(3).toInt(), 2);
    QVERIFY(r.out.contains("Elo difference: "));
    // A seed replays the same match.
    QCOMPARE(runCli({"match", "--games", "2", "--white", "depth:1", "--black", "random", "--seed",
                     "7", "--max-plies", "60"})
                 .out,
             r.out);
  }
};

QTEST_GUILESS_MAIN(TestAnalyze)
#include "tst_analyze.moc"
