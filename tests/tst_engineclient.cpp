// EngineClient and the protocol's free functions: canned lines through the
// parsers, then the client over a scripted device (handshake, searches,
// Multi-PV, a new request while searching, crash, hang, restart), and one
// short search with the real shooters-engine. Hangs during a search:
// tst_enginewatchdog.
#include <QPointer>
#include <QSignalSpy>
#include <QtTest>

#include "engineclient.h"
#include "engineprotocol.h"
#include "registry.h"
#include "scripteddevice.h"

namespace {
const QString kStart = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1");
const QString kOther = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - 1 1");
}  // namespace

class TestEngineClient : public QObject {
  Q_OBJECT

 private:
  // A client whose devices are scripted; `devices` collects each one made.
  static const sc::Ruleset &chessRules() {
    static const sc::VariantPtr chess = [] {
      std::string error;
      sc::VariantPtr v = sc::Registry::instance().load("chess", {}, error);
      if (!v) qFatal("chess: %s", error.c_str());
      return v;
    }();
    return chess->rules();
  }

  EngineClient *makeClient(QList<QPointer<ScriptedDevice>> &devices,
                           const std::function<void(ScriptedDevice *)> &setup = {}) {
    auto *client = new EngineClient(this);
    client->setDeviceFactory([&devices, setup](QObject *parent) {
      auto *d = new ScriptedDevice(parent);
      if (setup) setup(d);
      devices << d;
      return d;
    });
    return client;
  }

 private slots:
  void parseInfo_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("multiPv");
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("mate");
    QTest::addColumn<int>("score");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<QStringList>("pv");
    const QStringList pv{"Ph2^h1", "Bf8^g8", "Ng1^h1", "Rh8^g7"};
    QTest::newRow("engine.md") << "info depth 4 seldepth 11 multipv 1 score cp 313 nodes 22285 "
                                  "nps 62774 hashfull 4 time 355 pv Ph2^h1 Bf8^g8 Ng1^h1 Rh8^g7"
                               << true << 1 << 4 << false << 313 << qint64(22285) << pv;
    QTest::newRow("multipv 3, negative")
        << "info depth 2 multipv 3 score cp -42 nodes 9 pv Ra1>a7" << true << 3 << 2 << false << -42
        << qint64(9) << QStringList{"Ra1>a7"};
    QTest::newRow("mate") << "info depth 3 score mate 2 pv Qe4@e8 Ke8-d8 Qd1@d8#" << true << 1 << 3
                          << true << 2 << qint64(0) << QStringList{"Qe4@e8", "Ke8-d8", "Qd1@d8#"};
    QTest::newRow("mated") << "info depth 5 multipv 2 score mate -1 nodes 100 pv Ke1@@" << true << 2
                           << 5 << true << -1 << qint64(100) << QStringList{"Ke1@@"};
    QTest::newRow("bound, extra spaces")
        << "  info  depth 7  score cp 15 lowerbound  nodes 5   pv  Nb1-c3  " << true << 1 << 7
        << false << 15 << qint64(5) << QStringList{"Nb1-c3"};
    // UCI allows any white space between tokens (found by fuzz_engineline).
    QTest::newRow("tabs") << "info\tdepth 4\t\tscore cp -8 nodes 12\tpv e2e4\te7e5" << true << 1
                          << 4 << false << -8 << qint64(12) << QStringList{"e2e4", "e7e5"};
    QTest::newRow("currmove") << "info depth 1 currmove Pe2-e3 currmovenumber 1" << false << 0 << 0
                              << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("no pv") << "info depth 4 score cp 10 nodes 3" << false << 0 << 0 << false << 0
                           << qint64(0) << QStringList{};
    QTest::newRow("empty pv") << "info depth 4 score cp 10 pv" << false << 0 << 0 << false << 0
                              << qint64(0) << QStringList{};
    QTest::newRow("no score") << "info depth 4 nodes 3 pv Pe2-e3" << false << 0 << 0 << false << 0
                              << qint64(0) << QStringList{};
    // shooters-engine's sign of life during a long iteration: heard, not shown.
    QTest::newRow("progress") << "info depth 5 seldepth 14 nodes 412345 nps 130000 hashfull 21 "
                                 "time 3171"
                              << false << 0 << 0 << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("string") << "info string position ignored: bad SFEN" << false << 0 << 0 << false
                            << 0 << qint64(0) << QStringList{};
    QTest::newRow("depth not a number") << "info depth four score cp 1 pv Pe2-e3" << false << 0 << 0
                                        << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("depth missing")
        << "info score cp 1 depth" << false << 0 << 0 << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("score without number") << "info depth 1 score cp pv Pe2-e3" << false << 0 << 0
                                          << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("unknown score kind") << "info depth 1 score wdl 3 pv Pe2-e3" << false << 0 << 0
                                        << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("multipv 0") << "info depth 1 multipv 0 score cp 1 pv Pe2-e3" << false << 0 << 0
                               << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("negative nodes") << "info depth 1 nodes -5 score cp 1 pv Pe2-e3" << false << 0
                                    << 0 << false << 0 << qint64(0) << QStringList{};
    // Past an int: once cast, such a depth read negative and such a slot
    // another one (the engineline fuzz target's find).
    QTest::newRow("huge depth") << "info depth 66666666666666665 multipv 2 score mate -3 pv Qd1-d8"
                                << false << 0 << 0 << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("huge slot") << "info depth 3 multipv 4294967297 score cp 1 pv Pe2-e3" << false
                               << 0 << 0 << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("huge score") << "info depth 3 score cp -2147483648 pv Pe2-e3" << false << 0 << 0
                                << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("huge nodes") << "info depth 3 nodes 66666666666666665 score cp -2147483647 pv "
                                   "Pe2-e3"
                                << true << 1 << 3 << false << -2147483647
                                << qint64(66666666666666665) << QStringList{"Pe2-e3"};
    // Stockfish with UCI_ShowWDL, as an engine chosen in Preferences may be.
    QTest::newRow("wdl") << "info depth 20 seldepth 30 multipv 1 score cp 31 wdl 60 930 10 nodes "
                            "100 nps 5 hashfull 1 tbhits 0 time 3 pv e2e4 e7e5"
                         << true << 1 << 20 << false << 31 << qint64(100)
                         << QStringList{"e2e4", "e7e5"};
    QTest::newRow("wdl short") << "info depth 2 score cp 31 wdl 60 930 pv e2e4" << false << 0 << 0
                               << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("unknown word") << "info depth 1 frobs 2 score cp 1 pv Pe2-e3" << false << 0 << 0
                                  << false << 0 << qint64(0) << QStringList{};
    QTest::newRow("not info") << "bestmove Pe2-e3" << false << 0 << 0 << false << 0 << qint64(0)
                              << QStringList{};
    QTest::newRow("empty") << "" << false << 0 << 0 << false << 0 << qint64(0) << QStringList{};
  }
  void parseInfo() {
    QFETCH(QString, line);
    QFETCH(bool, valid);
    const auto info = parseEngineInfo(line);
    QCOMPARE(info.has_value(), valid);
    if (!valid) return;
    QFETCH(int, multiPv);
    QFETCH(int, depth);
    QFETCH(bool, mate);
    QFETCH(int, score);
    QFETCH(qint64, nodes);
    QFETCH(QStringList, pv);
    QCOMPARE(info->multiPv, multiPv);
    QCOMPARE(info->depth, depth);
    QCOMPARE(info->score.mate, mate);
    QCOMPARE(info->score.value, score);
    QCOMPARE(info->nodes, nodes);
    QCOMPARE(info->pv, pv);
  }

  void parseFullInfo() {
    const auto info = parseEngineInfo(
        "info depth 4 seldepth 11 multipv 2 score cp 313 nodes 22285 nps 62774 hashfull 4 time "
        "355 pv Ph2^h1");
    QVERIFY(info);
    QCOMPARE(info->selDepth, 11);
    QCOMPARE(info->nps, qint64(62774));
    QCOMPARE(info->timeMs, qint64(355));
  }

  void parseOtherLines() {
    QCOMPARE(parseBestMove("bestmove Pe2-e3"), QString("Pe2-e3"));
    QCOMPARE(parseBestMove("bestmove Ra1>a7 ponder Pd7-d6"), QString("Ra1>a7"));
    QCOMPARE(parseBestMove("bestmove (none)"), QString());
    QVERIFY(!parseBestMove("bestmove"));
    QVERIFY(!parseBestMove("info bestmove Pe2-e3"));
    QCOMPARE(parseIdName("id name Shooters Engine 0.1"), QString("Shooters Engine 0.1"));
    QVERIFY(!parseIdName("id author Someone"));
    QVERIFY(!parseIdName("id name"));
    QCOMPARE(parseInfoString("info string sfen 8/8 w - 0 1"), QString("sfen 8/8 w - 0 1"));
    QVERIFY(!parseInfoString("info depth 1"));

    const auto variants = parseOption(
        "option name UCI_Variant type combo default chess var chess var 3check var shooters");
    QVERIFY(variants);
    QCOMPARE(variants->type, QString("combo"));
    QCOMPARE(variants->defaultValue, QString("chess"));
    QCOMPARE(variants->vars, QStringList({"chess", "3check", "shooters"}));
    QCOMPARE(parseOption("option name UCI_Variant type combo default chess var chess\tvar "
                         "xiangqi")
                 ->vars,
             QStringList({"chess", "xiangqi"}));
    // Words run to the next keyword: a string's default and a combo's values
    // may have spaces; "<empty>" is an empty default.
    const auto style = parseOption(
        "option name Play Style type combo default Very Solid var Very "
        "Solid var Risky");
    QCOMPARE(style->name, QString("Play Style"));
    QCOMPARE(style->defaultValue, QString("Very Solid"));
    QCOMPARE(style->vars, QStringList({"Very Solid", "Risky"}));
    const auto skill = parseOption("option name Skill Level type spin default 20 min -20 max 20");
    QCOMPARE(skill->type, QString("spin"));
    QCOMPARE(skill->defaultValue, QString("20"));
    QCOMPARE(skill->min, qint64(-20));
    QCOMPARE(skill->max, qint64(20));
    QCOMPARE(parseOption("option name Book File type string default <empty>")->defaultValue,
             QString());
    QCOMPARE(parseOption("option name Book File type string default my book.bin")->defaultValue,
             QString("my book.bin"));
    QCOMPARE(parseOption("option name Clear Hash type button")->type, QString("button"));
    QVERIFY(!parseOption("option name Clear Hash"));
    QVERIFY(!parseOption("option name X type"));
    QCOMPARE(classifyEngineLine("uciok"), EngineReply::UciOk);
    QCOMPARE(classifyEngineLine(" readyok "), EngineReply::ReadyOk);
    QCOMPARE(classifyEngineLine("id name X"), EngineReply::IdName);
    QCOMPARE(classifyEngineLine("id author X"), EngineReply::Unknown);
    QCOMPARE(classifyEngineLine("info depth 1"), EngineReply::Info);
    QCOMPARE(classifyEngineLine("info string hello"), EngineReply::InfoString);
    QCOMPARE(classifyEngineLine("bestmove Pe2-e3"), EngineReply::BestMove);
    QCOMPARE(classifyEngineLine("option name Hash type spin"), EngineReply::Unknown);
    QCOMPARE(classifyEngineLine(""), EngineReply::Unknown);
  }

  void commandsAndScores() {
    QCOMPARE(positionCommand(kStart, {}), "position fen " + kStart);
    QCOMPARE(positionCommand("8/8  w - 0 1", {"Pe2-e3", "Pd7-d6"}),
             QString("position fen 8/8 w - 0 1 moves Pe2-e3 Pd7-d6"));
    QCOMPARE(goCommand(EngineLimits::infinite()), QString("go infinite"));
    QCOMPARE(goCommand(EngineLimits::depth(6)), QString("go depth 6"));
    QCOMPARE(goCommand(EngineLimits::moveTime(250)), QString("go movetime 250"));

    QCOMPARE(formatEngineScore({false, 135}, true), QString("+1.35"));
    QCOMPARE(formatEngineScore({false, 135}, false), QString("-1.35"));
    QCOMPARE(formatEngineScore({false, -5}, true), QString("-0.05"));
    QCOMPARE(formatEngineScore({false, 0}, false), QString("0.00"));
    QCOMPARE(formatEngineScore({true, 3}, true), QString("#3"));
    QCOMPARE(formatEngineScore({true, 3}, false), QString("#-3"));
    QCOMPARE(formatEngineScore({true, -2}, false), QString("#2"));
  }

  void handshakeAndSearch() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices, [](ScriptedDevice *d) {
      d->replies.insert("go", {"info depth 1 multipv 1 score cp 20 nodes 30 nps 3000 pv Pe2-e3",
                               "info depth 2 multipv 1 score cp 12 nodes 90 nps 4500 time 20 pv "
                               "Pe2-e3 Pd7-d6",
                               "bestmove Pe2-e3"});
    });
    QSignalSpy states(client, &EngineClient::stateChanged);
    QSignalSpy lines(client, &EngineClient::lineUpdated);
    QSignalSpy best(client, &EngineClient::bestMove);
    QCOMPARE(client->state(), EngineClient::State::NotStarted);
    client->analyse(kStart, {"Pe2-e3"}, EngineLimits::depth(2));
    QCOMPARE(client->state(), EngineClient::State::Starting);
    QTRY_COMPARE(best.count(), 1);
    QCOMPARE(best.at(0).at(0).toString(), QString("Pe2-e3"));
    QCOMPARE(client->state(), EngineClient::State::Idle);
    QCOMPARE(client->engineName(), QString("Scripted Engine 1.0"));
    QCOMPARE(devices.size(), 1);
    QCOMPARE(devices[0]->written,
             QStringList({"uci", "setoption name MultiPV value 1", "isready",
                          "position fen " + kStart + " moves Pe2-e3", "go depth 2"}));
    QCOMPARE(lines.count(), 2);
    QCOMPARE(client->lines().size(), 1);
    QCOMPARE(client->lines()[0].depth, 2);
    QCOMPARE(client->lines()[0].pv, QStringList({"Pe2-e3", "Pd7-d6"}));
    QCOMPARE(client->searchedSfen(), kStart);
    QList<EngineClient::State> seen;
    for (const auto &args : states) seen << args.at(0).value<EngineClient::State>();
    QCOMPARE(seen, QList<EngineClient::State>(
                       {EngineClient::State::Starting, EngineClient::State::Idle,
                        EngineClient::State::Searching, EngineClient::State::Idle}));
  }

  void multiPv() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices, [](ScriptedDevice *d) {
      d->replies.insert("go", {"info depth 3 multipv 1 score cp 50 pv Pe2-e3",
                               "info depth 3 multipv 2 score cp 10 pv Pd2-d3",
                               "info depth 3 multipv 3 score mate -4 pv Ke1@@",
                               "info depth 3 multipv 4 score cp 0 pv Pa2-a3"});
    });
    client->setMultiPv(3);
    client->analyse(kStart);
    QTRY_COMPARE(client->lines().value(2).depth, 3);
    QCOMPARE(client->lines().size(), 3);  // the slot beyond the three asked for is ignored
    QCOMPARE(client->lines()[1].pv, QStringList{"Pd2-d3"});
    QCOMPARE(client->lines()[2].score, (EngineScore{true, -4}));
    QVERIFY(devices[0]->written.contains("setoption name MultiPV value 3"));
    QVERIFY(devices[0]->written.contains("go infinite"));

    // Fewer lines while searching: the search starts again with them.
    client->setMultiPv(2);
    QTRY_COMPARE(devices[0]->written.count("go infinite"), 2);
    const QStringList &w = devices[0]->written;
    QCOMPARE(w.mid(w.size() - 4), QStringList({"stop", "setoption name MultiPV value 2",
                                               "position fen " + kStart, "go infinite"}));
    QTRY_COMPARE(client->lines().value(1).depth, 3);
    QCOMPARE(client->lines().size(), 2);
  }

  void newRequestWhileSearching() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices, [](ScriptedDevice *d) {
      d->replies.insert("go", {"info depth 1 score cp 5 pv Pe2-e3"});
      d->replies.remove("stop");  // answered by hand below
    });
    QSignalSpy best(client, &EngineClient::bestMove);
    client->analyse(kStart);
    QTRY_COMPARE(client->lines().value(0).depth, 1);
    client->analyse(kOther);
    QCOMPARE(client->state(), EngineClient::State::Stopping);
    QCOMPARE(devices[0]->written.last(), QString("stop"));
    // A third request before the engine answers replaces the second.
    client->analyse(kOther, {"Pd7-d6"});
    // The old search's last lines and bestmove are stale.
    devices[0]->feed({"info depth 9 score cp 999 pv Pa2-a3", "bestmove Pa2-a3"});
    QTRY_COMPARE(client->state(), EngineClient::State::Searching);
    QCOMPARE(devices[0]->written.count("stop"), 1);
    QCOMPARE(devices[0]->written.last(2),
             QStringList({"position fen " + kOther + " moves Pd7-d6", "go infinite"}));
    QCOMPARE(devices[0]->written.count("go infinite"), 2);
    QCOMPARE(best.count(), 0);
    QCOMPARE(client->searchedSfen(), kOther);
    QTRY_COMPARE(client->lines().value(0).depth, 1);
    QCOMPARE(client->lines()[0].score.value, 5);

    // A plain stop reports the search's bestmove and leaves the engine idle.
    client->stop();
    devices[0]->feed({"bestmove Pd2-d3"});
    QTRY_COMPARE(best.count(), 1);
    QCOMPARE(best.at(0).at(0).toString(), QString("Pd2-d3"));
    QCOMPARE(client->state(), EngineClient::State::Idle);
  }

  void analyseWhileStarting() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices);
    client->analyse(kStart);
    client->analyse(kOther);  // before uciok: only the last is searched
    QTRY_COMPARE(client->state(), EngineClient::State::Searching);
    QCOMPARE(devices[0]->written.count("go infinite"), 1);
    QVERIFY(devices[0]->written.contains("position fen " + kOther));
  }

  void crash() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices);
    QSignalSpy failed(client, &EngineClient::failed);
    client->analyse(kStart);
    QTRY_COMPARE(client->state(), EngineClient::State::Searching);
    devices[0]->crash();
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(0).toString(), QString("The engine stopped unexpectedly"));
    QCOMPARE(client->state(), EngineClient::State::Failed);
    QCOMPARE(client->errorString(), QString("The engine stopped unexpectedly"));
    QTRY_VERIFY(devices[0].isNull());  // let go of

    // A request while failed waits for restart(), which brings the engine back
    // and searches it.
    client->analyse(kOther);
    QCOMPARE(devices.size(), 1);
    client->restart();
    QCOMPARE(client->errorString(), QString());
    QTRY_COMPARE(client->state(), EngineClient::State::Searching);
    QCOMPARE(devices.size(), 2);
    QCOMPARE(devices[1]->written.last(2), QStringList({"position fen " + kOther, "go infinite"}));
    QCOMPARE(failed.count(), 1);
  }

  void hangOnIsReady() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client =
        makeClient(devices, [](ScriptedDevice *d) { d->replies.remove("isready"); });
    client->setTimeout(50);
    QSignalSpy failed(client, &EngineClient::failed);
    client->start();
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).toString(), QString("The engine did not answer for 0.05 s"));
    QCOMPARE(client->state(), EngineClient::State::Failed);
  }

  void hangOnStop() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client =
        makeClient(devices, [](ScriptedDevice *d) { d->replies.remove("stop"); });
    client->setTimeout(50);
    QSignalSpy failed(client, &EngineClient::failed);
    client->analyse(kStart);
    QTRY_COMPARE(client->state(), EngineClient::State::Searching);
    client->stop();
    QVERIFY(failed.wait());
    QVERIFY(failed.at(0).at(0).toString().startsWith("The engine did not answer"));

    // restart(): a fresh device whose stop is answered.
    client->setTimeout(5000);
    client->restart();
    QTRY_COMPARE(client->state(), EngineClient::State::Idle);
    QCOMPARE(devices.size(), 2);
    devices[1]->replies.insert("stop", {"bestmove Pe2-e3"});
    client->analyse(kStart);
    QTRY_COMPARE(client->state(), EngineClient::State::Searching);
    client->stop();
    QTRY_COMPARE(client->state(), EngineClient::State::Idle);
  }

  void positionIgnored() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices, [](ScriptedDevice *d) {
      d->replies.insert("position", {"info string position ignored: bad SFEN"});
      d->replies.insert("go", {"info depth 1 score cp 5 pv Pe2-e3", "bestmove Pe2-e3"});
    });
    QSignalSpy messages(client, &EngineClient::message);
    QSignalSpy best(client, &EngineClient::bestMove);
    QSignalSpy refused(client, &EngineClient::positionRefused);
    client->analyse("not an sfen", {}, EngineLimits::depth(1));
    QTRY_VERIFY(devices.value(0) && devices[0]->written.contains("go depth 1"));
    QTRY_COMPARE(client->state(), EngineClient::State::Idle);
    QCOMPARE(messages.count(), 1);
    QCOMPARE(client->lines()[0].depth, 0);  // the other position's lines are not shown
    QCOMPARE(best.count(), 0);
    QCOMPARE(refused.count(), 1);  // Analyse Game ends its run on it
    QCOMPARE(refused.first().at(0).toString(), QString("position ignored: bad SFEN"));
  }

  // The rule system and its options, as the game has them: UCI_Variant, then
  // "Rule Options" to an engine that lists it; after a new variant the
  // options again, since the engine starts it from its defaults.
  void ruleOptions() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices, [](ScriptedDevice *d) {
      d->replies["uci"].insert(0, "option name Rule Options type string default <empty>");
      d->replies.insert("go", {"bestmove Pe2-e3"});
    });
    std::string error;
    const sc::VariantPtr battle =
        sc::Registry::instance().load("chess-battle", {"stalemate=loss"}, error);
    QVERIFY2(battle, error.c_str());
    client->setRules(battle->rules());
    QSignalSpy best(client, &EngineClient::bestMove);
    client->analyse(kStart, {}, EngineLimits::depth(1));
    QTRY_COMPARE(best.count(), 1);
    const QStringList &w = devices[0]->written;
    const qsizetype variant = w.indexOf("setoption name UCI_Variant value chess-battle");
    QVERIFY2(variant >= 0, qPrintable(w.join(u'\n')));
    QCOMPARE(
        w.at(variant + 1),
        QString("setoption name Rule Options value stalemate=loss soldier-diagonal-capture=on"));

    // The same rules again send nothing; another system's defaults are sent.
    client->analyse(kStart, {}, EngineLimits::depth(1));
    QTRY_COMPARE(best.count(), 2);
    QCOMPARE(w.filter(QRegularExpression("^setoption name Rule Options")).size(), 1);
    client->setRules(sc::Registry::instance().defaultVariant()->rules());
    client->analyse(kStart, {}, EngineLimits::depth(1));
    QTRY_COMPARE(best.count(), 3);
    QCOMPARE(w.at(w.indexOf("setoption name UCI_Variant value shooters") + 1),
             QString("setoption name Rule Options value stalemate=draw insufficient-force=on"));
  }

  // An engine whose UCI_Variant does not offer the game's rule system is not
  // asked to search it (it would search chess and call that the answer); the
  // same engine takes a system it offers, and stays up in between.
  void variantNotOffered() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices, [](ScriptedDevice *d) {
      d->replies["uci"].replace(2,
                                "option name UCI_Variant type combo default chess var chess "
                                "var 3check var xiangqi");
      d->replies.insert("go", {"info depth 1 score cp 30 pv e2e4", "bestmove e2e4"});
    });
    QSignalSpy refused(client, &EngineClient::rulesRefused);
    QSignalSpy best(client, &EngineClient::bestMove);
    client->setRules(sc::Registry::instance().defaultVariant()->rules());
    client->analyse(kStart, {}, EngineLimits::depth(1));
    QTRY_COMPARE(refused.count(), 1);
    const QString reason = refused.at(0).at(0).toString();
    QCOMPARE(reason, QString("Scripted Engine 1.0 does not play Shooters Chess (revised edition) "
                             "(its UCI_Variant does not list shooters)"));
    QCOMPARE(client->refusal(), reason);
    QCOMPARE(client->state(), EngineClient::State::Idle);
    QVERIFY(!client->playsVariant("shooters"));
    QVERIFY(client->playsVariant("xiangqi"));
    const QStringList &w = devices[0]->written;
    QVERIFY2(w.filter(QRegularExpression("^(go|position|setoption name UCI_Variant)")).isEmpty(),
             qPrintable(w.join(u'\n')));

    client->setRules(chessRules());
    client->analyse(kStart, {}, EngineLimits::depth(1));
    QTRY_COMPARE(best.count(), 1);
    QCOMPARE(best.at(0).at(0).toString(), QString("e2e4"));
    QVERIFY(w.contains("setoption name UCI_Variant value chess"));
    QVERIFY(client->refusal().isEmpty());
    QCOMPARE(devices.size(), 1);
  }

  // A plain UCI engine (no UCI_Variant) plays standard chess without being
  // told so, and nothing else.
  void plainUciEngine() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices, [](ScriptedDevice *d) {
      d->replies["uci"].removeAt(2);
      d->replies.insert("go", {"bestmove e2e4"});
    });
    QSignalSpy refused(client, &EngineClient::rulesRefused);
    QSignalSpy best(client, &EngineClient::bestMove);
    client->setRules(chessRules());
    client->analyse(kStart, {}, EngineLimits::depth(1));
    QTRY_COMPARE(best.count(), 1);
    const QStringList &w = devices[0]->written;
    QVERIFY2(w.filter("UCI_Variant").isEmpty(), qPrintable(w.join(u'\n')));
    QVERIFY(w.contains("go depth 1"));

    client->setRules(sc::Registry::instance().defaultVariant()->rules());
    client->analyse(kStart, {}, EngineLimits::depth(1));
    QTRY_COMPARE(refused.count(), 1);
    QVERIFY2(refused.at(0).at(0).toString().contains("standard chess only"),
             qPrintable(refused.at(0).at(0).toString()));
    QCOMPARE(w.filter(QRegularExpression("^go")).size(), 1);
  }

  // Another program replaces a running engine at the next search.
  void programChanged() {
    EngineClient client;
    client.setProgram(SHOOTERS_ENGINE);
    QSignalSpy best(&client, &EngineClient::bestMove);
    QSignalSpy names(&client, &EngineClient::engineNameChanged);
    client.analyse(kStart, {}, EngineLimits::depth(1));
    QVERIFY(best.wait(20000));
    QVERIFY(client.playsVariant("chess") && client.playsVariant("cannon-battle"));
    QVERIFY(!client.playsVariant("xiangqi"));
    client.setProgram("/nonexistent/engine");
    QCOMPARE(client.state(), EngineClient::State::NotStarted);
    QVERIFY(client.engineName().isEmpty());
    QCOMPARE(names.count(), 2);  // named, then forgotten
    QSignalSpy failed(&client, &EngineClient::failed);
    client.analyse(kStart, {}, EngineLimits::depth(1));
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY2(failed.at(0).at(0).toString().contains("/nonexistent/engine"),
             qPrintable(failed.at(0).at(0).toString()));
  }

  void realEngine() {
    EngineClient client;
    client.setProgram(SHOOTERS_ENGINE);
    QSignalSpy best(&client, &EngineClient::bestMove);
    client.setMultiPv(2);
    client.analyse(kStart, {}, EngineLimits::depth(2));
    QVERIFY(best.wait(20000));
    QVERIFY(client.engineName().startsWith("Shooters Engine"));
    QVERIFY(!best.at(0).at(0).toString().isEmpty());
    QCOMPARE(client.lines().size(), 2);
    QCOMPARE(client.lines()[1].depth, 2);
    QVERIFY(!client.lines()[1].pv.isEmpty());
    client.shutdown();
    QCOMPARE(client.state(), EngineClient::State::NotStarted);
  }

  void missingProgram() {
    EngineClient client;
    client.setProgram("/nonexistent/shooters-engine");
    QSignalSpy failed(&client, &EngineClient::failed);
    client.analyse(kStart);
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY2(failed.at(0).at(0).toString().startsWith("The engine could not be started"),
             qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(client.state(), EngineClient::State::Failed);
  }
};

QTEST_GUILESS_MAIN(TestEngineClient)
#include "tst_engineclient.moc"
