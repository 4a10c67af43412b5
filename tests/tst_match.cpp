// `shooters match` with UCI engines as processes: a scripted engine that
// crashes, hangs, plays an illegal turn or answers late loses that game with
// its reason and the match goes on; two shooters-engine processes play a
// match whose PGN reads back; openings files; and the SPRT's arithmetic.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "clirun.h"

#include "matchrunner.h"
#include "pgn.h"
#include "pgnclock.h"
#include "registry.h"
#include "searchdefs.h"
#include "sprt.h"
#include "timecontrol.h"
#include "uciplayer.h"

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) qFatal("cannot write");
  return path;
}

sc::PgnFile readBack(const QString &path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) qFatal("no PGN written");
  return sc::readPgn(sc::Registry::instance().defaultVariant(), f.readAll().toStdString());
}

QStringList gameLines(const QString &out) {
  return out.split('\n', Qt::SkipEmptyParts).filter(QRegularExpression("^game \\d+: "));
}

const QString kScripted = QStringLiteral("uci:" SCRIPTED_ENGINE);
const QString kEngine = QStringLiteral("uci:" SHOOTERS_ENGINE);

}  // namespace

class TestMatch : public QObject {
  Q_OBJECT

 private slots:
  // Known values worked by hand. For many games the LLR is close to the
  // normal approximation N (s1 - s0)(2x - s0 - s1) / (2 var), x = w + d/2,
  // var = w + d/4 - x^2, s(elo) = 1 / (1 + 10^(-elo/400)):
  //  - W 4307, D 8620, L 4063, elo 0..3: N 16990, x 0.507181, var 0.123108,
  //    s1 0.504317: 16990 * 0.004317 * 0.010045 / 0.246216 = 2.992 (GSPRT
  //    calculators print 2.99 for these counts).
  //  - W 30, D 40, L 30, elo 0..5: x 0.5, var 0.3 + 0.1 - 0.25 = 0.15,
  //    s1 0.507195: -100 * 0.007195^2 / 0.3 = -0.017256.
  // Without draws the outcomes are two, the distribution with mean s is
  // (s, 1 - s), and the LLR is the binomial W ln(s1/s0) + L ln((1-s1)/(1-s0))
  // (the regularised 0.001 draws change it in the fourth decimal):
  //  - elo 0..100: s1 = 1 / (1 + 10^-0.25) = 0.640065, ln(s1 / 0.5) = 0.246970,
  //    ln(0.359935 / 0.5) = -0.328684. W 10, L 0: 2.4697. W 12, L 4:
  //    2.963640 - 1.314736 = 1.6489.
  void sprtLlr_data() {
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("losses");
    QTest::addColumn<double>("elo0");
    QTest::addColumn<double>("elo1");
    QTest::addColumn<double>("llr");
    QTest::newRow("large") << 4307 << 8620 << 4063 << 0.0 << 3.0 << 2.9922;
    QTest::newRow("even") << 30 << 40 << 30 << 0.0 << 5.0 << -0.017256;
    QTest::newRow("all won") << 10 << 0 << 0 << 0.0 << 100.0 << 2.4697;
    QTest::newRow("no draws") << 12 << 0 << 4 << 0.0 << 100.0 << 1.6489;
    QTest::newRow("no games") << 0 << 0 << 0 << 0.0 << 5.0 << 0.0;
  }
  void sprtLlr() {
    QFETCH(int, wins);
    QFETCH(int, draws);
    QFETCH(int, losses);
    QFETCH(double, elo0);
    QFETCH(double, elo1);
    QFETCH(double, llr);
    const double got = sc::sprtLlr(wins, draws, losses, {elo0, elo1, 0.05, 0.05});
    QVERIFY2(std::abs(got - llr) < 2e-3, qPrintable(QString::number(got, 'f', 6)));
  }

  void sprtBounds() {
    // ln(0.05 / 0.95) = -2.944439; ln(0.9 / 0.1) = 2.197225; with beta 0.1,
    // alpha 0.05: ln(0.1 / 0.95) = -2.251292.
    const sc::SprtParams even{0, 5, 0.05, 0.05}, skewed{0, 5, 0.1, 0.1};
    QVERIFY(std::abs(sc::sprtLowerBound(even) + 2.944439) < 1e-5);
    QVERIFY(std::abs(sc::sprtUpperBound(even) - 2.944439) < 1e-5);
    QVERIFY(std::abs(sc::sprtUpperBound(skewed) - 2.197225) < 1e-5);
    QVERIFY(std::abs(sc::sprtLowerBound({0, 5, 0.05, 0.1}) + 2.251292) < 1e-5);
    QCOMPARE(sc::sprtDecide(3.0, even), sc::SprtDecision::AcceptH1);
    QCOMPARE(sc::sprtDecide(-3.0, even), sc::SprtDecision::AcceptH0);
    QCOMPARE(sc::sprtDecide(0.5, even), sc::SprtDecision::Continue);
    // Every game won: the regularised outcomes still let it decide, by the
    // binomial 20 * 0.246970 = 4.94 for elo 0..100.
    QVERIFY(std::abs(sc::sprtLlr(20, 0, 0, {0, 100, 0.05, 0.05}) - 4.9394) < 2e-3);
    std::string error;
    QVERIFY(sc::parseSprt("0,5,0.05,0.05", error).has_value());
    QVERIFY(!sc::parseSprt("5,0,0.05,0.05", error));
    QVERIFY(!sc::parseSprt("0,5,0.05", error));
    QVERIFY(!sc::parseSprt("0,5,x,0.05", error));
  }

  void uciSpec() {
    std::string error;
    const auto spec = sc::parseUciSpec("uci:/bin/engine:movetime=50:Hash=8:Threads=1", error);
    QVERIFY(spec.has_value());
    QCOMPARE(spec->path, std::string("/bin/engine"));
    QCOMPARE(spec->movetimeMs, 50);
    QCOMPARE(spec->options.size(), std::size_t(2));
    QCOMPARE(spec->options[0].first, std::string("Hash"));
    QCOMPARE(spec->options[1].second, std::string("1"));
    QVERIFY(!sc::parseUciSpec("uci:/bin/engine", error));  // no limit
    QVERIFY(!sc::parseUciSpec("uci:/bin/engine:depth=2:movetime=9", error));
    QVERIFY(!sc::parseUciSpec("uci:/bin/engine:depth=x", error));
    QVERIFY(!sc::parseUciSpec("uci:/bin/engine:depth=2:Hash", error));

    const auto clock = sc::parseUciSpec("uci:/bin/engine:tc=40/60+0.6:Hash=8", error);
    QVERIFY2(clock && clock->tc, error.c_str());
    QCOMPARE(clock->tc->moves, 40);
    QCOMPARE(clock->tc->baseMs, 60000);
    QCOMPARE(clock->tc->incMs, 600);
    QCOMPARE(clock->tc->text(), std::string("40/60+0.6"));
    QCOMPARE(clock->options.size(), std::size_t(1));
    QVERIFY(!sc::parseUciSpec("uci:/bin/engine:tc=60:depth=2", error));  // two limits
    QVERIFY(!sc::parseUciSpec("uci:/bin/engine:tc=abc", error));
    QVERIFY2(error.find("'abc' is not a time in seconds") != std::string::npos, error.c_str());

    const auto ponder = sc::parseUciSpec("uci:/bin/engine:tc=60+1:ponder:Hash=8", error);
    QVERIFY2(ponder && ponder->ponder, error.c_str());
    QCOMPARE(ponder->options.size(), std::size_t(1));
    QVERIFY(!clock->ponder);
    QVERIFY(!sc::parseUciSpec("uci:/bin/engine:movetime=100:ponder", error));
    QVERIFY2(error.find("ponder needs a clock") != std::string::npos, error.c_str());

    // cutechess-cli's minutes:seconds, though ':' separates the fields.
    const auto minutes = sc::parseUciSpec("uci:/bin/engine:tc=40/1:30+1:ponder:Hash=8", error);
    QVERIFY2(minutes && minutes->tc, error.c_str());
    QCOMPARE(minutes->tc->moves, 40);
    QCOMPARE(minutes->tc->baseMs, 90000);
    QCOMPARE(minutes->tc->incMs, 1000);
    QVERIFY(minutes->ponder);
    QCOMPARE(minutes->options.size(), std::size_t(1));
    QVERIFY(!sc::parseUciSpec("uci:/bin/engine:tc=1:75", error));
    QVERIFY2(error.find("'1:75' is not a time in seconds or minutes:seconds") != std::string::npos,
             error.c_str());
  }

  // What an engine's info line says of its position, and how a PGN says it.
  void scoresFromEngines() {
    QCOMPARE(sc::infoScore("info depth 5 seldepth 7 multipv 1 score cp 35 nodes 9 pv e2e4"), 35);
    QCOMPARE(sc::infoScore("info depth 3 score mate 2 pv a b c"), sc::kMate - 3);
    QCOMPARE(sc::infoScore("info depth 3 score mate -1 pv a"), -(sc::kMate - 2));
    QVERIFY(!sc::infoScore("info depth 5 multipv 2 score cp 10 pv d2d4"));
    QVERIFY(!sc::infoScore("info depth 5 score cp 20 lowerbound pv e2e4"));
    QVERIFY(!sc::infoScore("info string score cp 5"));
    QVERIFY(!sc::infoScore("info depth 5 score cp x"));
    QVERIFY(!sc::infoScore("bestmove e2e4"));

    using sc::Color;
    QCOMPARE(sc::evalText(35, Color::White), std::string("0.35"));
    QCOMPARE(sc::evalText(35, Color::Black), std::string("-0.35"));
    QCOMPARE(sc::evalText(-120, Color::White), std::string("-1.20"));
    QCOMPARE(sc::evalText(-7, Color::Black), std::string("0.07"));
    QCOMPARE(sc::evalText(0, Color::Black), std::string("0.00"));
    // The mover mates in 2 of its turns (3 plies): after its turn, in 1.
    QCOMPARE(sc::evalText(sc::kMate - 3, Color::White), std::string("#1"));
    QCOMPARE(sc::evalText(sc::kMate - 3, Color::Black), std::string("#-1"));
    // The mover is mated in 1 of the other's turns (2 plies).
    QCOMPARE(sc::evalText(-(sc::kMate - 2), Color::Black), std::string("#1"));
    QCOMPARE(sc::evalText(-(sc::kMate - 4), Color::White), std::string("#-2"));
    QCOMPARE(sc::evalText(sc::kMate - 1, Color::White), std::string());  // it mates now
  }

  // cutechess-cli's time controls, and what is not one.
  void timeControls_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("baseMs");
    QTest::addColumn<int>("incMs");
    QTest::addColumn<QString>("written");  // empty: refused
    QTest::newRow("periods") << "40/60+0.6" << 40 << 60000 << 600 << "40/60+0.6";
    QTest::newRow("increment") << "60+0.6" << 0 << 60000 << 600 << "60+0.6";
    QTest::newRow("sudden death") << "90" << 0 << 90000 << 0 << "90";
    QTest::newRow("fractions") << "0.5+0.025" << 0 << 500 << 25 << "0.5+0.025";
    QTest::newRow("no increment written") << "10+0" << 0 << 10000 << 0 << "10";
    QTest::newRow("no time") << "0+1" << 0 << 0 << 0 << "";
    QTest::newRow("no turns") << "0/60" << 0 << 0 << 0 << "";
    QTest::newRow("minutes") << "1:30" << 0 << 90000 << 0 << "90";
    QTest::newRow("periods in minutes") << "40/2:05.5+0.5" << 40 << 125500 << 500 << "40/125.5+0.5";
    QTest::newRow("sixty seconds") << "1:60" << 0 << 0 << 0 << "";
    QTest::newRow("one digit of seconds") << "1:5" << 0 << 0 << 0 << "";
    QTest::newRow("no minutes") << ":30" << 0 << 0 << 0 << "";
    QTest::newRow("hours") << "1:00:00" << 0 << 0 << 0 << "";
    QTest::newRow("empty increment") << "60+" << 0 << 0 << 0 << "";
    QTest::newRow("four decimals") << "60.0001" << 0 << 0 << 0 << "";
    QTest::newRow("two days") << "172800" << 0 << 0 << 0 << "";
    QTest::newRow("empty") << "" << 0 << 0 << 0 << "";
  }
  void timeControls() {
    QFETCH(QString, text);
    QFETCH(QString, written);
    std::string error;
    const auto tc = sc::parseTimeControl(text.toStdString(), error);
    if (written.isEmpty()) {
      QVERIFY2(!tc, qPrintable(text));
      QVERIFY2(error.find("time control '" + text.toStdString() + "'") == 0, error.c_str());
      return;
    }
    QVERIFY2(tc, error.c_str());
    QTEST(tc->moves, "moves");
    QTEST(tc->baseMs, "baseMs");
    QTEST(tc->incMs, "incMs");
    QCOMPARE(QString::fromStdString(tc->text()), written);
  }

  // On a clock: each engine is told both clocks, its own run down by what
  // each turn took and wound on by the increment and each period; the PGN
  // has the time controls and every turn's clock; an engine that overruns
  // its clock loses on time.
  void clockMatch() {
    QTemporaryDir dir;
    const QString whiteLog = dir.filePath("white.log"), blackLog = dir.filePath("black.log");
    const QString pgn = dir.filePath("clock.pgn");
    const QString white = kScripted + ":tc=2/5+0.1:Log=" + whiteLog;
    // Black takes 30 ms a turn, so that its clock is seen to run.
    const QString script = writeFile(dir, "script", "late 30\nlate 30\nlate 30\n");
    const QString black = kScripted + ":tc=3:Log=" + blackLog + ":Script=" + script;
    const CliResult r = runCli({"match", "--games", "1", "--white", white, "--black", black,
                                "--max-plies", "6", "--pgn", pgn});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    QVERIFY2(gameLines(r.out).value(0).contains("draw: ply limit"), qPrintable(r.out));
    const auto goLines = [](const QString &path) {
      QFile f(path);
      if (!f.open(QIODevice::ReadOnly)) qFatal("no log");
      return QString::fromUtf8(f.readAll()).split(u'\n').filter(QRegularExpression("^go "));
    };
    const QRegularExpression go(
        "^go wtime (\\d+) btime (\\d+) winc (\\d+) binc (\\d+)( movestogo (\\d+))?$");
    const QStringList whiteGo = goLines(whiteLog), blackGo = goLines(blackLog);
    QCOMPARE(whiteGo.size(), 3);
    QCOMPARE(blackGo.size(), 3);
    QList<int> whiteClock, blackSeen;
    for (const QString &line : whiteGo) {
      const auto m = go.match(line);
      QVERIFY2(m.hasMatch(), qPrintable(line));
      QCOMPARE(m.captured(3), QString("100"));
      whiteClock << m.captured(1).toInt();
      blackSeen << m.captured(2).toInt();
    }
    // Two turns a period: 2, 1, then a new period of 2.
    QCOMPARE(whiteGo[0].section(' ', -1), QString("2"));
    QCOMPARE(whiteGo[1].section(' ', -1), QString("1"));
    QCOMPARE(whiteGo[2].section(' ', -1), QString("2"));
    QCOMPARE(whiteClock[0], 5000);
    // A turn takes the scripted engine a few ms: the increment more than pays.
    QVERIFY2(whiteClock[1] > 5000 && whiteClock[1] <= 5100, qPrintable(whiteGo[1]));
    QVERIFY2(whiteClock[2] > 10000 && whiteClock[2] <= 10200, qPrintable(whiteGo[2]));
    QCOMPARE(blackSeen[0], 3000);  // Black had not moved yet
    QVERIFY2(blackSeen[1] <= 2970 && blackSeen[1] > 2000, qPrintable(whiteGo[1]));
    QVERIFY(blackSeen[2] <= blackSeen[1] - 30);
    for (const QString &line : blackGo) {
      const auto m = go.match(line);
      QVERIFY2(m.hasMatch() && m.captured(6).isEmpty(), qPrintable(line));
      QCOMPARE(m.captured(4), QString("0"));
    }
    QCOMPARE(go.match(blackGo[0]).captured(1).toInt(), whiteClock[1]);

    const sc::PgnFile file = readBack(pgn);
    QCOMPARE(file.games.size(), std::size_t(1));
    const sc::GameTree &tree = *file.games[0].tree;
    QCOMPARE(tree.tags().at("WhiteTimeControl"), std::string("2/5+0.1"));
    QCOMPARE(tree.tags().at("BlackTimeControl"), std::string("3"));
    QVERIFY(!tree.tags().count("TimeControl"));
    // The first game starts from the start position: six turns, each with
    // its mover's clock after it.
    const std::vector<sc::NodeId> line = tree.mainLine();
    QCOMPARE(line.size(), std::size_t(7));
    for (std::size_t i = 1; i < line.size(); ++i)
      QVERIFY2(sc::pgn::isClockText(tree.node(line[i]).annotation.clock),
               tree.node(line[i]).annotation.clock.c_str());
    QCOMPARE(tree.node(line[1]).annotation.clock.substr(0, 7), std::string("0:00:05"));
    QCOMPARE(tree.node(line[2]).annotation.clock.substr(0, 7), std::string("0:00:02"));
  }

  void clockRunsOut() {
    QTemporaryDir dir;
    // The first answer is due at once, with room for a loaded machine; the
    // second comes long after the clock and the margin are spent.
    const QString script = writeFile(dir, "script", "move\nlate 2500\n");
    const CliResult r =
        runCli({"match", "--games", "1", "--white", kScripted + ":tc=1:Script=" + script, "--black",
                "random", "--max-plies", "10", "--time-margin", "500"});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    const QString game = gameLines(r.out).value(0);
    QVERIFY2(game.contains(" 0-1 (black wins: white lost on time (no bestmove within ") &&
                 game.contains(" ms left on its clock + 500 ms margin; it came after "),
             qPrintable(game));
    QVERIFY2(r.out.contains("1 loss on time"), qPrintable(r.out));
  }

  // A pondering engine (cutechess-cli's ponder) searches the reply its
  // bestmove names on the opponent's time: when the opponent plays it, the
  // runner says `ponderhit` and the engine's clock runs from there; when not,
  // `stop`, the stale answer dropped, and the real position. Both scripted
  // engines play the first legal turn, so every ponder hits; a game that
  // ends while the engine ponders stops it before the next one.
  void ponderHits() {
    QTemporaryDir dir;
    const QString log = dir.filePath("ponder.log"), otherLog = dir.filePath("other.log");
    const QString script = writeFile(dir, "script", "late 40\nlate 40\nlate 40\n");
    // The opponent thinks 400 ms a turn, all of it pondered.
    const QString slow = writeFile(dir, "slow", "late 400\nlate 400\nlate 400\n");
    const QString pondering = kScripted + ":tc=5+0.1:ponder:Log=" + log + ":Script=" + script;
    const CliResult r =
        runCli({"match", "--games", "2", "--white", pondering, "--black",
                kScripted + ":tc=4:Log=" + otherLog + ":Script=" + slow, "--max-plies", "6"});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    QVERIFY2(!r.out.contains("Forfeits by"), qPrintable(r.out));
    const QStringList games = gameLines(r.out);
    QCOMPARE(games.size(), 2);
    for (const QString &g : games) QVERIFY2(g.contains("draw: ply limit"), qPrintable(g));
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList sent = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(sent.contains("setoption name Ponder value true"));
    const QStringList ponders = sent.filter(QRegularExpression("^go ponder wtime \\d+ btime"));
    // Game 1 (white): after plies 1, 3 and 5; game 2 (black): after 2, 4, 6.
    QCOMPARE(ponders.size(), 6);
    QCOMPARE(sent.count("ponderhit"), 4);
    // Two ponders outlived their game; the second game's start, and the end.
    QVERIFY2(sent.count("stop") >= 1, qPrintable(sent.join('\n')));
    const int firstStop = sent.indexOf("stop");
    QVERIFY(sent.indexOf("ucinewgame", firstStop) > firstStop);
    // The engine's clock runs only after the hit: a turn costs it its 40 ms
    // (less the 0.1 s increment; more on a loaded machine), not the 440 ms
    // since its last turn, most of them the opponent's, pondered.
    int last = 5000;
    for (int i = 0; i < 3; ++i) {
      const int wtime = ponders[i].section(' ', 3, 3).toInt();
      QVERIFY2(wtime > last - 250 && wtime < last + 100, qPrintable(ponders[i]));
      last = wtime;
    }
    const QStringList gos = sent.filter(QRegularExpression("^go (ponder )?wtime"));
    for (const QString &go : gos) {
      const auto m =
          QRegularExpression("wtime (\\d+) btime (\\d+) winc (\\d+) binc (\\d+)").match(go);
      QVERIFY2(m.hasMatch(), qPrintable(go));
      // Each side's own increment: the pondering engine's 0.1 s, the other's none.
      const bool ponderWhite = gos.indexOf(go) < 4;
      QCOMPARE(m.captured(ponderWhite ? 3 : 4), QString("100"));
      QCOMPARE(m.captured(ponderWhite ? 4 : 3), QString("0"));
    }
    // The pondered position is the game's turns, the engine's own and the
    // reply it named: two more than the `go` before it ("position startpos").
    const QStringList positions = sent.filter(QRegularExpression("^position "));
    const int ponderAt = sent.indexOf(ponders[0]);
    QCOMPARE(positions[0], QString("position startpos"));
    QVERIFY2(sent[ponderAt - 1].startsWith("position startpos moves "),
             qPrintable(sent[ponderAt - 1]));
    QCOMPARE(sent[ponderAt - 1].split(' ').size(), 5);
  }

  // Against a random mover the ponder misses: `stop`, then the real position.
  void ponderMisses() {
    QTemporaryDir dir;
    const QString log = dir.filePath("ponder.log");
    const CliResult r =
        runCli({"match", "--games", "1", "--white", kScripted + ":tc=5:ponder:Log=" + log,
                "--black", "random", "--max-plies", "12", "--seed", "3"});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    QVERIFY2(!r.out.contains("Forfeits by"), qPrintable(r.out));
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList sent = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
    int misses = 0;
    for (int i = 0; i + 3 < sent.size(); ++i)
      if (sent[i].startsWith("go ponder") && sent[i + 1] == "stop") {
        ++misses;
        QCOMPARE(sent[i + 2], QString("isready"));
        QVERIFY(sent[i + 3].startsWith("position "));
      }
    QVERIFY2(misses >= 4, qPrintable(sent.join('\n')));
  }

  // Our engine on a clock plays its games out and keeps time.
  void engineKeepsItsClock() {
    QTemporaryDir dir;
    const QString pgn = dir.filePath("clock.pgn");
    const QString spec = kEngine + ":tc=1+0.05";
    const CliResult r = runCli({"match", "--games", "3", "--white", spec, "--black", spec,
                                "--max-plies", "30", "--pgn", pgn});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    QVERIFY2(!r.out.contains("Forfeits by"), qPrintable(r.out));
    const sc::PgnFile file = readBack(pgn);
    QCOMPARE(file.games.size(), std::size_t(3));
    for (const sc::PgnGame &g : file.games) {
      QCOMPARE(g.tree->tags().at("TimeControl"), std::string("1+0.05"));
      const std::vector<sc::NodeId> line = g.tree->mainLine();
      const std::string &last = g.tree->node(line.back()).annotation.clock;
      QVERIFY2(sc::pgn::isClockText(last), last.c_str());
    }
    // The third game's random opening was played by nobody's clock.
    const sc::GameTree &third = *file.games[2].tree;
    QVERIFY(third.node(third.mainLine()[1]).annotation.clock.empty());
  }

  // Our engine pondering against itself not pondering: both keep their
  // clocks, and the ponder's searches end on `ponderhit` and `stop`.
  void engineKeepsItsClockPondering() {
    // A ponder takes a core while the other side thinks: time enough for a
    // sanitizer build on a busy machine.
    const CliResult r = runCli({"match", "--games", "2", "--white", kEngine + ":tc=2+0.1:ponder",
                                "--black", kEngine + ":tc=2+0.1", "--max-plies", "24"});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    QVERIFY2(!r.out.contains("Forfeits by"), qPrintable(r.out));
    QCOMPARE(gameLines(r.out).size(), 2);
  }

  void engineTurns() {
    std::string error;
    const sc::VariantPtr chess = sc::Registry::instance().load("chess", {}, error);
    QVERIFY(chess);
    const auto start = sc::readSfen(chess, chess->rules().startSfen);
    QVERIFY(sc::matchEngineTurn(*start, "e2e4").has_value());
    QVERIFY(sc::matchEngineTurn(*start, "g1f3").has_value());
    QVERIFY(!sc::matchEngineTurn(*start, "e2e5"));
    QVERIFY(!sc::matchEngineTurn(*start, "(none)"));
    const sc::VariantPtr shooters = sc::Registry::instance().defaultVariant();
    const auto s = sc::readSfen(shooters, shooters->rules().startSfen);
    QVERIFY(sc::matchEngineTurn(*s, "Pe2-e3").has_value());
    QVERIFY(!sc::matchEngineTurn(*s, "Zz9"));
  }

  // One misbehaviour a game, in the order the scripted engine meets them; the
  // engine is killed and started again after a crash or a hang. The margin is
  // wide (a second) so that the well-behaved games keep it on a loaded
  // machine, where an answer due at once has come after 600 ms; the late
  // answer comes well after it, and well before the hang is declared.
  void failuresEndTheirGame() {
    QTemporaryDir dir;
    const QString script = writeFile(dir, "script", "crash\nhang\nillegal\nlate 2000\n");
    const QString pgn = dir.filePath("games.pgn");
    const CliResult r =
        runCli({"match", "--games", "5", "--white", kScripted + ":movetime=100:Script=" + script,
                "--black", "depth:1", "--max-plies", "12", "--time-margin", "1000",
                "--hang-timeout", "2500", "--pgn", pgn});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    const QStringList lines = gameLines(r.out);
    QCOMPARE(lines.size(), 5);
    QVERIFY2(lines[0].contains(" 0-1 (black wins: white crashed (killed by signal 9), 0 plies"),
             qPrintable(lines[0]));
    QVERIFY2(lines[1].contains(" 1-0 (white wins: black hung (no bestmove within 100 ms + 1000 "
                               "ms margin nor 2500 ms after stop; killed), 1 plies"),
             qPrintable(lines[1]));
    QVERIFY2(lines[2].contains(" 0-1 (black wins: white played an illegal turn 'Zz9', 0 plies"),
             qPrintable(lines[2]));
    QVERIFY2(lines[3].contains(" 1-0 (white wins: black lost on time (no bestmove within 100 ms "
                               "+ 1000 ms margin; it came after "),
             qPrintable(lines[3]));
    QVERIFY2(!lines[4].contains("crashed") && !lines[4].contains("hung") &&
                 !lines[4].contains("illegal") && !lines[4].contains("on time"),
             qPrintable(lines[4]));
    QVERIFY(r.out.contains(": 5 games, "));
    // The summary counts each player's forfeits by kind: here all four are
    // the scripted engine's, none the in-process player's.
    QVERIFY2(r.out.contains("\nForfeits by " + kScripted + ":movetime=100:Script=" + script +
                            ": 4 (1 crash, 1 hang, 1 loss on time, 1 illegal turn)\n"),
             qPrintable(r.out));
    QVERIFY(!r.out.contains("Forfeits by depth:1"));

    const sc::PgnFile file = readBack(pgn);
    QCOMPARE(file.games.size(), std::size_t(5));
    const char *const terminations[] = {"abandoned", "time forfeit", "rules infraction",
                                        "time forfeit"};
    const char *const results[] = {"0-1", "1-0", "0-1", "1-0"};
    for (int g = 0; g < 4; ++g) {
      QVERIFY(file.games[g].tree && file.games[g].problems.empty());
      const auto &tags = file.games[g].tree->tags();
      QCOMPARE(tags.at("Termination"), std::string(terminations[g]));
      QCOMPARE(tags.at("Result"), std::string(results[g]));
      QCOMPARE(tags.at("Round"), std::to_string(g + 1));
    }
    const std::string last = file.games[4].tree->tags().at("Termination");
    QVERIFY(last == "normal" || last == "adjudication");
  }

  // A depth engine has no clock: silence for the hang limit is a hang.
  void silentDepthEngineHangs() {
    QTemporaryDir dir;
    const QString script = writeFile(dir, "script", "hang\n");
    const CliResult r = runCli({"match", "--games", "2", "--white", "depth:1", "--black",
                                kScripted + ":depth=3:Script=" + script, "--max-plies", "6",
                                "--hang-timeout", "1000"});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    const QStringList lines = gameLines(r.out);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].contains("white wins: black hung (nothing said for 1000 ms; killed)"),
             qPrintable(lines[0]));
    QVERIFY2(!lines[1].contains("hung"), qPrintable(lines[1]));
  }

  // A bestmove line written twice (once seen from our engine under load) is
  // not taken as the answer to the next turn: the runner steps in with
  // isready/readyok before each position, dropping what was left over.
  void duplicateBestmoveIsNotTheNextAnswer() {
    QTemporaryDir dir;
    const QString script = writeFile(dir, "script", "twice\ntwice\ntwice\n");
    const CliResult r =
        runCli({"match", "--games", "1", "--white", kScripted + ":depth=1:Script=" + script,
                "--black", "depth:1", "--max-plies", "8"});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    const QStringList lines = gameLines(r.out);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(!lines[0].contains("illegal") && !lines[0].contains("hung"), qPrintable(lines[0]));
    QVERIFY2(lines[0].contains("8 plies"), qPrintable(lines[0]));
  }

  // The runner judges by the ruleset's options (--option); a UCI engine that
  // offers "Rule Options" is told them after its UCI_Variant, so that both
  // play the same rules.
  void ruleOptionsReachTheEngine() {
    QTemporaryDir dir;
    const QString log = dir.filePath("sent.log");
    const CliResult r = runCli({"match", "--ruleset", "chess-battle", "--option", "stalemate=loss",
                                "--games", "1", "--white", kScripted + ":depth=1:Log=" + log,
                                "--black", "random", "--max-plies", "2"});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList sent = QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
    const qsizetype variant = sent.indexOf("setoption name UCI_Variant value chess-battle");
    const qsizetype options = sent.indexOf(
        "setoption name Rule Options value stalemate=loss soldier-diagonal-capture=on");
    QVERIFY2(variant >= 0 && options > variant, qPrintable(sent.join(u'\n')));
  }

  void engineThatDoesNotStart() {
    const CliResult r = runCli({"match", "--games", "2", "--white",
                                "uci:/nonexistent/engine:depth=1", "--black", "random"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("does not start"), qPrintable(r.err));
  }

  // Our own engine at depth 1 in two processes a side, two games at once.
  void engineMatchWritesPgn() {
    QTemporaryDir dir;
    const QString pgn = dir.filePath("match.pgn");
    const QString a = kEngine + ":depth=1", b = kEngine + ":depth=1:Hash=1";
    const CliResult r = runCli({"match", "--games", "4", "--white", a, "--black", b, "--max-plies",
                                "40", "--concurrency", "2", "--pgn", pgn});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    const QStringList lines = gameLines(r.out);
    QCOMPARE(lines.size(), 4);
    for (const QString &l : lines)
      QVERIFY2(!l.contains("crashed") && !l.contains("hung") && !l.contains("illegal") &&
                   !l.contains("on time"),
               qPrintable(l));
    QVERIFY(r.out.contains(a + " vs " + b + ": 4 games, "));
    QVERIFY(r.out.contains("Elo difference: "));
    QVERIFY2(!r.out.contains("Forfeits by"), qPrintable(r.out));
    const sc::PgnFile file = readBack(pgn);
    QCOMPARE(file.games.size(), std::size_t(4));
    QVERIFY(file.problems.empty());
    for (const sc::PgnGame &g : file.games) {
      QVERIFY(g.tree && g.problems.empty());
      const auto &tags = g.tree->tags();
      const int round = std::stoi(tags.at("Round"));
      QCOMPARE(tags.at("White"), (round % 2 ? a : b).toStdString());
      QCOMPARE(tags.at("Black"), (round % 2 ? b : a).toStdString());
      const QString line = lines.filter(QRegularExpression(QString("^game %1: ").arg(round)))[0];
      QVERIFY2(line.contains(" " + QString::fromStdString(tags.at("Result")) + " ("),
               qPrintable(line));
      QVERIFY(g.tree->mainLine().size() > 1);
      // Every turn an engine played has its score, but one that ends the game.
      const std::vector<sc::NodeId> turns = g.tree->mainLine();
      int evals = 0;
      for (sc::NodeId id : turns) evals += !g.tree->node(id).annotation.eval.empty();
      // Less the root, an opening of up to four turns, and a last turn that mates.
      QVERIFY2(evals >= int(turns.size()) - 1 - 4 - 1, qPrintable(QString::number(evals)));
      QVERIFY(evals > 0);
    }
    // The processes play the very games the in-process players play: the same
    // openings, the history through `position ... moves`, the table cleared
    // by `ucinewgame`, and every turn read back from its UCI text.
    const CliResult local = runCli(
        {"match", "--games", "4", "--white", "depth:1", "--black", "depth:1", "--max-plies", "40"});
    QStringList expected = gameLines(local.out), got = lines;
    for (QString &l : got) l.replace(b, "depth:1").replace(a, "depth:1");
    expected.sort();
    got.sort();
    QCOMPARE(got, expected);
  }

  // Each opening serves a pair of games, with colours swapped, in turn.
  void openingsFromPositions() {
    QTemporaryDir dir;
    const std::string start = sc::Registry::instance().defaultVariant()->rules().startSfen;
    const QString other = "4k3/8/8/8/8/8/4P3/4K3 w - 0 1";
    const QString file =
        writeFile(dir, "openings.txt",
                  QByteArray("# two positions\n") + start.c_str() + "\n\n" + other.toUtf8() + "\n");
    const QString pgn = dir.filePath("games.pgn");
    const CliResult r = runCli({"match", "--games", "6", "--white", "depth:1", "--black", "random",
                                "--openings", file, "--max-plies", "10", "--pgn", pgn});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    const QStringList lines = gameLines(r.out);
    QCOMPARE(lines.size(), 6);
    const int expected[] = {1, 1, 2, 2, 1, 1};
    for (int g = 0; g < 6; ++g)
      QVERIFY2(lines[g].contains(QString("opening %1)").arg(expected[g])), qPrintable(lines[g]));
    const sc::PgnFile games = readBack(pgn);
    QCOMPARE(games.games.size(), std::size_t(6));
    QCOMPARE(QString::fromStdString(sc::writeSfen(games.games[2].tree->start())), other);
  }

  // An engine test suite's EPD serves as chess openings: its operations are
  // left out, a line with counters before them keeps its counters.
  void openingsFromEpd() {
    QTemporaryDir dir;
    const QString file = writeFile(dir, "suite.epd",
                                   "4k3/8/8/8/8/8/4P3/4K3 w - - bm Kd2; id \"a\";\n"
                                   "4k3/8/8/8/8/8/8/4K2R w K - 3 40 bm Rh8+; c0 \"b; c\";\n");
    const QString pgn = dir.filePath("games.pgn");
    const CliResult r =
        runCli({"match", "--ruleset", "chess", "--games", "4", "--white", "random", "--black",
                "random", "--openings", file, "--max-plies", "2", "--pgn", pgn});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    const sc::PgnFile games = readBack(pgn);
    QCOMPARE(games.games.size(), std::size_t(4));
    QCOMPARE(sc::writeSfen(games.games[0].tree->start()),
             std::string("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    QCOMPARE(sc::writeSfen(games.games[3].tree->start()),
             std::string("4k3/8/8/8/8/8/8/4K2R w K - 3 40"));
  }

  void openingsFromPgn() {
    QTemporaryDir dir;
    const QString file = writeFile(dir, "openings.pgn",
                                   "[Event \"a\"]\n\n1. Pe2-e3 Pd7-d6 *\n\n"
                                   "[Event \"b\"]\n\n1. Pd2-d3 *\n");
    const QString pgn = dir.filePath("games.pgn");
    const CliResult r = runCli({"match", "--games", "4", "--white", "depth:1", "--black", "depth:1",
                                "--openings", file, "--max-plies", "4", "--pgn", pgn});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    const sc::PgnFile games = readBack(pgn);
    QCOMPARE(games.games.size(), std::size_t(4));
    // The opening's turns come first in each game, then 4 plies of the players.
    const char *const first[] = {"Pe2-e3", "Pe2-e3", "Pd2-d3", "Pd2-d3"};
    for (int g = 0; g < 4; ++g) {
      const sc::GameTree &tree = *games.games[g].tree;
      const std::vector<sc::NodeId> line = tree.mainLine();
      QVERIFY(line.size() >= 2);
      QCOMPARE(tree.node(line[1]).notation, std::string(first[g]));
    }
    const CliResult bad = runCli({"match", "--games", "2", "--white", "random", "--black", "random",
                                  "--openings", writeFile(dir, "bad.txt", "not a position\n")});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains("line 1"), qPrintable(bad.err));
    // D39: an annotator's pass cannot be played out by engines.
    const CliResult pass =
        runCli({"match", "--games", "2", "--white", "random", "--black", "random", "--openings",
                writeFile(dir, "pass.pgn", "[Event \"a\"]\n\n1. Pe2-e3 -- 2. Pd2-d3 *\n")});
    QCOMPARE(pass.code, 2);
    QVERIFY2(pass.err.contains("game 1: ply 2 is a null move ('--')"), qPrintable(pass.err));
  }

  // A one-sided match stops long before its game limit and says why.
  void sprtStopsTheMatch() {
    const CliResult r = runCli({"match", "--games", "200", "--white", "depth:2", "--black",
                                "random", "--max-plies", "60", "--sprt", "0,100,0.05,0.05"});
    QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
    const int played = gameLines(r.out).size();
    QVERIFY2(played < 200, qPrintable(r.out));
    const QRegularExpressionMatch m =
        QRegularExpression(
            "SPRT: LLR (-?[\\d.]+), bounds -2\\.94 and 2\\.94 \\(elo0 0\\.0, elo1 "
            "100\\.0\\): H1 accepted")
            .match(r.out);
    QVERIFY2(m.hasMatch(), qPrintable(r.out));
    QVERIFY(m.captured(1).toDouble() >= 2.94);
    QVERIFY(r.out.contains(QString("depth:2 vs random: %1 games, ").arg(played)));
  }
};

QTEST_GUILESS_MAIN(TestMatch)
#include "tst_match.moc"
