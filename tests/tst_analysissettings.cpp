// The Analysis dock's search settings on the real widgets with a scripted
// engine: Threads and Hash go out as "setoption" only when the engine's
// answer to "uci" lists them (and are disabled when it does not), a depth or
// time limit becomes "go depth N" / "go movetime MS", a changed limit starts
// the search again, a decided score is said in words, and hovering a line
// shows it whole.
#include <QComboBox>
#include <QPointer>
#include <QSpinBox>
#include <QTreeWidget>
#include <QtTest>

#include "analysisview.h"
#include "engineclient.h"
#include "gamedocument.h"
#include "registry.h"
#include "scripteddevice.h"

namespace {

QStringList optionsSent(const ScriptedDevice &d) {
  QStringList out;
  for (const QString &line : d.written)
    if (line.startsWith(u"setoption") && !line.contains(u"MultiPV") &&
        !line.contains(u"UCI_Variant"))
      out << line;
  return out;
}

QString lastGo(const ScriptedDevice &d) {
  for (qsizetype i = d.written.size() - 1; i >= 0; --i)
    if (d.written[i].startsWith(u"go")) return d.written[i];
  return {};
}

}  // namespace

class TestAnalysisSettings : public QObject {
  Q_OBJECT

 private slots:
  void optionsOnlyWhenOffered_data();
  void optionsOnlyWhenOffered();
  void limitsAndWords();
};

void TestAnalysisSettings::optionsOnlyWhenOffered_data() {
  QTest::addColumn<bool>("offered");
  QTest::newRow("engine lists Threads and Hash") << true;
  QTest::newRow("engine lists neither") << false;
}

void TestAnalysisSettings::optionsOnlyWhenOffered() {
  QFETCH(bool, offered);
  GameDocument doc(sc::Registry::instance().defaultVariant());
  EngineClient engine;
  QPointer<ScriptedDevice> device;
  engine.setDeviceFactory([&](QObject *parent) {
    device = new ScriptedDevice(parent);
    QStringList uci{QStringLiteral("id name Scripted"),
                    QStringLiteral("option name UCI_Variant type string default shooters")};
    if (offered)
      uci << QStringLiteral("option name Threads type spin default 1 min 1 max 64")
          << QStringLiteral("option name Hash type spin default 16 min 1 max 1024");
    uci << QStringLiteral("option name MultiPV type spin default 1 min 1 max 64")
        << QStringLiteral("uciok");
    device->replies.insert(QStringLiteral("uci"), uci);
    device->replies.insert(QStringLiteral("go"),
                           {QStringLiteral("info depth 1 score cp 5 pv Pe2-e3")});
    return device.data();
  });
  AnalysisView view(&doc, &engine);
  view.show();
  auto *threads = view.findChild<QSpinBox *>(QStringLiteral("analysisThreadsSpin"));
  auto *hash = view.findChild<QSpinBox *>(QStringLiteral("analysisHashSpin"));
  QVERIFY(threads && hash);
  threads->setValue(threads->maximum());
  hash->setValue(64);
  view.setAnalysing(true);
  QTRY_COMPARE(engine.state(), EngineClient::State::Searching);
  QVERIFY(device);
  QCOMPARE(engine.supportsOption(QStringLiteral("Threads")), offered);
  const QStringList expected =
      offered
          ? QStringList{QStringLiteral("setoption name Hash value 64"),
                        QStringLiteral("setoption name Threads value %1").arg(threads->maximum())}
          : QStringList{};
  QCOMPARE(optionsSent(*device), expected);
  // The options come before the first search, not after it.
  if (offered)
    QVERIFY(device->written.indexOf(expected.first()) <
            device->written.indexOf(QRegularExpression(QStringLiteral("go .*"))));
  QCOMPARE(threads->isEnabled(), offered);
  QCOMPARE(hash->isEnabled(), offered);
  if (!offered) QVERIFY(threads->toolTip().contains(QStringLiteral("no Threads option")));

  // A change while searching goes out before the next search, and only once.
  if (offered && threads->maximum() > 1) {
    threads->setValue(1);
    QTRY_COMPARE(engine.state(), EngineClient::State::Searching);
    QVERIFY(optionsSent(*device).contains(QStringLiteral("setoption name Threads value 1")));
    QCOMPARE(optionsSent(*device).count(QStringLiteral("setoption name Threads value 1")), 1);
  }
  view.setAnalysing(false);
}

void TestAnalysisSettings::limitsAndWords() {
  GameDocument doc(sc::Registry::instance().defaultVariant());
  EngineClient engine;
  QPointer<ScriptedDevice> device;
  engine.setDeviceFactory([&](QObject *parent) {
    device = new ScriptedDevice(parent);
    // White to move wins in 2; a long line to hover.
    device->replies.insert(
        QStringLiteral("go"),
        {QStringLiteral("info depth 3 score mate 2 nodes 500 pv Pe2-e3 Pe7-e6 Ng1-f3 Ng8-f6"),
         QStringLiteral("bestmove Pe2-e3")});
    return device.data();
  });
  AnalysisView view(&doc, &engine);
  view.resize(320, 300);  // narrow: the line is cut with "…"
  view.show();
  auto *limit = view.findChild<QComboBox *>(QStringLiteral("analysisLimitCombo"));
  auto *depth = view.findChild<QSpinBox *>(QStringLiteral("analysisDepthSpin"));
  auto *seconds = view.findChild<QSpinBox *>(QStringLiteral("analysisTimeSpin"));
  QVERIFY(limit && depth && seconds);
  QVERIFY(!depth->isVisible());
  QCOMPARE(view.limits(), EngineLimits::infinite());

  limit->setCurrentIndex(limit->findText(QStringLiteral("To depth")));
  QVERIFY(depth->isVisible());
  QVERIFY(!seconds->isVisible());
  depth->setValue(7);
  view.setAnalysing(true);
  QTRY_VERIFY(device && lastGo(*device) == QLatin1String("go depth 7"));
  QTRY_COMPARE(view.linesWidget()->topLevelItemCount(), 1);
  QTreeWidgetItem *row = view.linesWidget()->topLevelItem(0);
  QCOMPARE(row->text(AnalysisView::ScoreColumn), QStringLiteral("White wins in 2"));
  // The whole line in the tooltip, however narrow the column.
  QVERIFY2(row->toolTip(AnalysisView::LineColumn).contains(QStringLiteral("2. Ng1-f3 Ng8-f6")),
           qPrintable(row->toolTip(AnalysisView::LineColumn)));

  // A new limit starts the search again with it.
  limit->setCurrentIndex(limit->findText(QStringLiteral("For a time")));
  seconds->setValue(3);
  QTRY_COMPARE(lastGo(*device), QStringLiteral("go movetime 3000"));
  QVERIFY(!depth->isVisible());
  QVERIFY(seconds->isVisible());
  view.setAnalysing(false);
}

QTEST_MAIN(TestAnalysisSettings)
#include "tst_analysissettings.moc"
