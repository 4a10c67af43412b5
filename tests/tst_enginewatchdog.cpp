// EngineClient's silence watchdog (docs/analysis.md): an engine that writes
// nothing during a search for the silence limit is hung and fails as a silent
// handshake does; one that keeps writing, whatever it writes, is not; and the
// real shooters-engine, whose iterations take seconds, is not taken for hung
// until its process is frozen, which is then killed.
#include <QElapsedTimer>
#include <QPointer>
#include <QProcess>
#include <QSignalSpy>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <signal.h>
#endif

#include "engineclient.h"
#include "scripteddevice.h"

namespace {
const QString kStart = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1");
const QString kOther = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - 1 1");
// bench's midgame-2: from depth 6 on an iteration takes seconds.
const QString kMidgame = QStringLiteral(
    "2r1k3/pp3ppp/1q[6]n2n2/2pPp3/1b2P1B[2]1/2N1BN2/PP3PPP/2RQ[7]K2R b c1d1,e3f3,f6f7 0 17");
}  // namespace

class TestEngineWatchdog : public QObject {
  Q_OBJECT

 private:
  // A client whose devices are scripted; `devices` collects each one made.
  EngineClient *makeClient(QList<QPointer<ScriptedDevice>> &devices) {
    auto *client = new EngineClient(this);
    client->setDeviceFactory([&devices](QObject *parent) {
      auto *d = new ScriptedDevice(parent);
      devices << d;
      return d;
    });
    return client;
  }

 private slots:
  // A search has no answer to wait for, only lines: an engine that writes
  // none for the silence limit is hung, and fails as a silent handshake does.
  void silentSearch() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices);  // "go" gets no reply at all
    client->setSilenceLimit(200);
    QCOMPARE(client->silenceLimit(), 200);
    QSignalSpy failed(client, &EngineClient::failed);
    // Timed from the moment the search starts, not from when a QTRY's poll
    // (every 50 ms, later on a loaded machine) notices it: the CI once saw
    // 139 ms that way.
    QElapsedTimer searching;
    QObject listening;  // goes before `searching`, and the connection with it
    connect(client, &EngineClient::stateChanged, &listening,
            [&searching](EngineClient::State state) {
              if (state == EngineClient::State::Searching && !searching.isValid())
                searching.start();
            });
    client->analyse(kStart);
    QTRY_COMPARE(client->state(), EngineClient::State::Searching);
    QVERIFY(failed.wait());
    QVERIFY2(searching.elapsed() >= 150, qPrintable(QString::number(searching.elapsed())));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(0).toString(), QString("The engine did not answer for 0.2 s"));
    QCOMPARE(client->state(), EngineClient::State::Failed);
    QCOMPARE(client->errorString(), QString("The engine did not answer for 0.2 s"));
    QTRY_VERIFY(devices[0].isNull());  // let go of

    // restart(): a fresh engine, which answers, searches again.
    client->restart();
    QTRY_COMPARE(client->state(), EngineClient::State::Idle);
    QCOMPARE(devices.size(), 2);
    devices[1]->replies.insert("go", {"info depth 1 score cp 5 pv Pe2-e3", "bestmove Pe2-e3"});
    QSignalSpy best(client, &EngineClient::bestMove);
    client->analyse(kStart, {}, EngineLimits::depth(1));
    QTRY_COMPARE(best.count(), 1);
    QCOMPARE(failed.count(), 1);
  }

  // Every line restarts the watchdog, also lines with nothing to show (the
  // engine's sign of life during a long iteration): a talking engine is never
  // hung, however long it searches. Idle, an engine is not watched.
  void talkingSearchIsNotHung() {
    QList<QPointer<ScriptedDevice>> devices;
    EngineClient *client = makeClient(devices);
    // The chatter's timer and the watchdog's share one event loop: twenty
    // lines a limit, so a loaded machine that delays both cannot starve it.
    client->setSilenceLimit(1000);
    QSignalSpy failed(client, &EngineClient::failed);
    client->analyse(kStart);
    QTRY_COMPARE(client->state(), EngineClient::State::Searching);
    QTimer chatter;
    connect(&chatter, &QTimer::timeout, devices[0], [&devices] {
      devices[0]->feed({"info depth 3 seldepth 6 nodes 100 nps 1000 hashfull 0 time 50"});
    });
    chatter.start(50);
    QTest::qWait(2500);  // two and a half times the limit
    chatter.stop();
    QCOMPARE(failed.count(), 0);
    QCOMPARE(client->state(), EngineClient::State::Searching);
    QCOMPARE(client->lines().value(0).depth, 0);  // heard, not shown

    client->stop();
    QTRY_COMPARE(client->state(), EngineClient::State::Idle);
    QTest::qWait(1000);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(client->state(), EngineClient::State::Idle);

    // The same engine silent in its next search is hung.
    client->analyse(kOther);
    QVERIFY(failed.wait());
    QVERIFY(failed.at(0).at(0).toString().startsWith("The engine did not answer"));
  }

  // The real engine on a position whose iterations take seconds is not taken
  // for hung; frozen (SIGSTOP), it is, and the process is killed.
  void realEngineFrozen() {
#ifndef Q_OS_UNIX
    QSKIP("freezing a process needs SIGSTOP");
#else
    EngineClient client;
    client.setProgram(SHOOTERS_ENGINE);
    client.setSilenceLimit(3000);
    QSignalSpy failed(&client, &EngineClient::failed);
    client.analyse(kMidgame);
    QTRY_COMPARE_WITH_TIMEOUT(client.state(), EngineClient::State::Searching, 20000);
    QTest::qWait(5000);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(client.state(), EngineClient::State::Searching);

    const QPointer<QProcess> process = client.findChild<QProcess *>();
    QVERIFY(process);
    QCOMPARE(::kill(pid_t(process->processId()), SIGSTOP), 0);
    QVERIFY(failed.wait(10000));
    QCOMPARE(failed.at(0).at(0).toString(), QString("The engine did not answer for 3 s"));
    QCOMPARE(client.state(), EngineClient::State::Failed);
    QTRY_VERIFY_WITH_TIMEOUT(process.isNull(), 10000);  // killed and gone

    client.restart();
    QTRY_COMPARE_WITH_TIMEOUT(client.state(), EngineClient::State::Idle, 20000);
    client.shutdown();
#endif
  }
};

QTEST_GUILESS_MAIN(TestEngineWatchdog)
#include "tst_enginewatchdog.moc"
