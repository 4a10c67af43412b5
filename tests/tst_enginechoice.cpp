// Preferences > Engine (docs/analysis.md "Another engine"): the page asks
// each program picked for its name and the rule systems it plays; the
// program chosen is what the Analysis dock, Analyse Game and games against
// the engine run, kept in the settings; an engine that does not play the
// game's rule system says so in red instead of analysing another game's
// position, and analyses a game it plays. The stand-in for another engine
// is a plain UCI engine written as a shell script: it knows chess only.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "analysisview.h"
#include "engineclient.h"
#include "enginepage.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "preferencesdialog.h"
#include "registry.h"
#include "settingskeys.h"
#include "sfen.h"
#include "windowfiles.h"

namespace {

constexpr int kEngineWait = 30000;  // a loaded machine may take a while to start a process

// A plain UCI engine (no UCI_Variant): it plays chess, and always e2e4; it
// declares options of every kind, and notes what it is told in FILE.log.
const char kPlainEngine[] = R"(#!/bin/sh
while read -r line; do
  echo "$line" >> "$0.log"
  case "$line" in
    uci) echo "id name Plain Engine"
         echo "option name Hash type spin default 16 min 1 max 64"
         echo "option name Skill Level type spin default 20 min 0 max 20"
         echo "option name Style type combo default Solid var Solid var Risky Play"
         echo "option name Own Book type check default false"
         echo "option name Book File type string default <empty>"
         echo "option name Clear Hash type button"
         echo uciok ;;
    isready) echo readyok ;;
    go*) echo "info depth 1 score cp 12 nodes 20 pv e2e4" ;;
    stop) echo "bestmove e2e4" ;;
    quit) exit 0 ;;
  esac
done
)";

sc::VariantPtr ruleset(const std::string &name) {
  std::string error;
  sc::VariantPtr v = sc::Registry::instance().load(name, {}, error);
  if (!v) qFatal("%s: %s", name.c_str(), error.c_str());
  return v;
}

// Preferences > Engine as a user answers it: `program`, or the built-in
// engine for "".
bool choose(MainWindow &window, const QString &program) {
  bool answered = false;
  QTimer::singleShot(0, [&] {
    auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
    if (!dialog) return;
    auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("enginePathEdit"));
    if (program.isEmpty())
      dialog->findChild<QPushButton *>(QStringLiteral("engineBuiltInButton"))->click();
    else
      edit->setText(program);
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    answered = true;
  });
  window.action(QStringLiteral("preferences"))->trigger();
  return answered;
}

}  // namespace

class TestEngineChoice : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    wbtest::isolateSettings(m_settings, QStringLiteral("tst_enginechoice"));
    wbtest::clearSettingsAndRecovery();
    m_plain = m_dir.filePath(QStringLiteral("plain-engine"));
    QFile file(m_plain);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kPlainEngine);
    file.close();
    QVERIFY(file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
  }

  // The page names what each program plays, or why it does not answer.
  void pageAsksTheEngine() {
    EnginePage page;
    page.show();
    page.setProgram(QStringLiteral(SHOOTERS_ENGINE));
    QTRY_VERIFY_WITH_TIMEOUT(page.checkText().contains(QStringLiteral("Cannon Battle Chess")),
                             kEngineWait);
    QVERIFY2(page.checkText().startsWith(QStringLiteral("Shooters Engine")),
             qPrintable(page.checkText()));
    QVERIFY(page.checkText().contains(QStringLiteral("Shooters Chess (first edition)")));

    // Typed, as a user would, and taken on Return.
    auto *edit = page.findChild<QLineEdit *>(QStringLiteral("enginePathEdit"));
    QVERIFY(edit);
    edit->clear();
    QTest::keyClicks(edit, m_plain);
    QTest::keyClick(edit, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(page.checkText(), QStringLiteral("Plain Engine plays Chess."),
                              kEngineWait);
    QCOMPARE(page.program(), m_plain);
    // Its options, as controls; not Hash (the Analysis dock's) nor a button.
    auto *skill = page.findChild<QSpinBox *>(QStringLiteral("engineOption:Skill Level"));
    auto *style = page.findChild<QComboBox *>(QStringLiteral("engineOption:Style"));
    auto *book = page.findChild<QCheckBox *>(QStringLiteral("engineOption:Own Book"));
    auto *file = page.findChild<QLineEdit *>(QStringLiteral("engineOption:Book File"));
    QVERIFY(skill && style && book && file);
    QCOMPARE(skill->maximum(), 20);
    QCOMPARE(skill->value(), 20);
    QCOMPARE(style->count(), 2);
    QCOMPARE(style->itemText(1), QStringLiteral("Risky Play"));
    QVERIFY(!page.findChild<QWidget *>(QStringLiteral("engineOption:Hash")));
    QVERIFY(!page.findChild<QWidget *>(QStringLiteral("engineOption:Clear Hash")));
    QTest::mouseClick(book, Qt::LeftButton);
    style->setCurrentIndex(1);
    const QMap<QString, QString> chosen{
        {"Skill Level", "20"}, {"Style", "Risky Play"}, {"Own Book", "true"}, {"Book File", ""}};
    QCOMPARE(page.options(), chosen);

    page.setProgram(QStringLiteral("/nonexistent/engine"));
    QTRY_VERIFY_WITH_TIMEOUT(page.checkText().contains(QStringLiteral("does not exist")),
                             kEngineWait);
    auto *label = page.findChild<QLabel *>(QStringLiteral("engineCheckLabel"));
    QVERIFY(label->styleSheet().contains(QStringLiteral("#c62828")));

    // Built-in: the path is empty, the program is the one beside the workbench.
    QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("engineBuiltInButton")),
                      Qt::LeftButton);
    QVERIFY(page.program().isEmpty());
  }

  // Chosen in Preferences: every engine of the window runs it, the settings
  // keep it; the Analysis dock says in red that it does not play Shooters
  // Chess, then analyses a chess game with it.
  void preferencesChooseTheEngine() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->newGame(
        *sc::readSfen(sc::Registry::instance().defaultVariant(),
                      sc::Registry::instance().defaultVariant()->rules().startSfen));
    bool answered = false;
    QTimer::singleShot(0, [&] {
      auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
      QVERIFY(dialog);
      auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("enginePathEdit"));
      QVERIFY(edit);
      edit->setText(m_plain);
      QTest::keyClick(edit, Qt::Key_Return);
      QSpinBox *skill = nullptr;
      QTRY_VERIFY_WITH_TIMEOUT(
          (skill = dialog->findChild<QSpinBox *>(QStringLiteral("engineOption:Skill Level"))),
          kEngineWait);
      skill->setValue(5);
      dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
      answered = true;
    });
    window.action(QStringLiteral("preferences"))->trigger();
    QVERIFY(answered);
    for (const char *name : {"engineClient", "gameAnalyzerEngine", "sparringEngine"})
      QCOMPARE(window.findChild<EngineClient *>(QLatin1String(name))->program(), m_plain);
    QCOMPARE(QSettings().value(SettingsKeys::kEngineProgram).toString(), m_plain);
    QCOMPARE(QSettings().value(SettingsKeys::kEngineOptions).toMap().value("Skill Level"),
             QVariant("5"));

    auto *state = window.findChild<QLabel *>(QStringLiteral("analysisStateLabel"));
    auto *lines = window.findChild<QTreeWidget *>(QStringLiteral("analysisLines"));
    QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("analysisStartButton")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(state->text().contains(QStringLiteral("standard chess only")),
                             kEngineWait);
    QVERIFY(state->text().contains(QStringLiteral("Plain Engine")));
    QVERIFY(state->styleSheet().contains(QStringLiteral("#c62828")));
    QCOMPARE(lines->topLevelItemCount(), 0);

    // Analyse Game stops at once with the same reason.
    auto *analyzer = window.findChild<GameAnalyzer *>(QStringLiteral("gameAnalyzer"));
    QVERIFY(analyzer);
    sc::Position position = window.document()->position();
    const auto turn = sc::parseTurn(position, "Pe2-e3");
    QVERIFY(turn);
    window.document()->playTurn(*turn);
    QSignalSpy failed(analyzer, &GameAnalyzer::failed);
    analyzer->start();
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kEngineWait);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("standard chess only")),
             qPrintable(failed.at(0).at(0).toString()));

    // A chess game: the same engine, still running, analyses it.
    const sc::VariantPtr chess = ruleset("chess");
    window.document()->newGame(*sc::readSfen(chess, chess->rules().startSfen));
    QTRY_COMPARE_WITH_TIMEOUT(lines->topLevelItemCount(), 1, kEngineWait);
    QVERIFY2(!state->text().contains(QStringLiteral("chess only")), qPrintable(state->text()));
    QVERIFY(state->styleSheet().isEmpty());
    QVERIFY2(lines->topLevelItem(0)->text(AnalysisView::LineColumn).contains(QStringLiteral("e4")),
             qPrintable(lines->topLevelItem(0)->text(AnalysisView::LineColumn)));
    // The options chosen reached the engine, before its first search.
    QFile log(m_plain + QStringLiteral(".log"));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const QStringList told = QString::fromUtf8(log.readAll()).split(u'\n');
    const qsizetype skill = told.indexOf(QStringLiteral("setoption name Skill Level value 5"));
    QVERIFY2(skill >= 0, qPrintable(told.join(u'\n')));
    QVERIFY2(skill < told.indexOf(QRegularExpression(QStringLiteral("go .*"))),
             qPrintable(told.join(u'\n')));
    // Empty (the shell drops the space after "value").
    QVERIFY(told.contains(QStringLiteral("setoption name Book File value")));
    QVERIFY(told.filter(QStringLiteral("Clear Hash")).isEmpty());

    // Preferences again: the values chosen are there.
    answered = false;
    QTimer::singleShot(0, [&] {
      auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
      QSpinBox *skillBox = nullptr;
      QTRY_VERIFY_WITH_TIMEOUT(
          (skillBox = dialog->findChild<QSpinBox *>(QStringLiteral("engineOption:Skill Level"))),
          kEngineWait);
      QCOMPARE(skillBox->value(), 5);
      dialog->reject();
      answered = true;
    });
    window.action(QStringLiteral("preferences"))->trigger();
    QVERIFY(answered);
  }

  // Analyse Game's depth is kept for each engine: another engine's depth 4
  // would be a glance, ours at 14 would take all day.
  void analyseGameDepthPerEngine() {
    QFile::remove(m_plain + QStringLiteral(".log"));
    QSettings().setValue(SettingsKeys::kEngineProgram, m_plain);
    QSettings().remove(SettingsKeys::kAnalyseGameDepths);
    {
      MainWindow window;
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      auto *depth = window.findChild<QSpinBox *>(QStringLiteral("analysisDepth"));
      auto *analyzer = window.findChild<GameAnalyzer *>(QStringLiteral("gameAnalyzer"));
      QCOMPARE(depth->value(), GameAnalyzer::kDefaultOtherDepth);
      QCOMPARE(analyzer->depth(), GameAnalyzer::kDefaultOtherDepth);
      depth->setValue(20);
      const sc::VariantPtr chess = ruleset("chess");
      window.document()->newGame(*sc::readSfen(chess, chess->rules().startSfen));
      sc::Position position = window.document()->position();
      window.document()->playTurn(*sc::parseTurn(position, "e4"));
      analyzer->start();
      const auto told = [this] {
        QFile log(m_plain + QStringLiteral(".log"));
        return log.open(QIODevice::ReadOnly) ? QString::fromUtf8(log.readAll()) : QString();
      };
      QTRY_VERIFY2_WITH_TIMEOUT(told().contains("\ngo depth 20"), qPrintable(told()), kEngineWait);
      analyzer->cancel();

      QVERIFY(choose(window, QString()));
      QCOMPARE(depth->value(), GameAnalyzer::kDefaultDepth);
      depth->setValue(5);
      QCOMPARE(analyzer->depth(), 5);
      QVERIFY(choose(window, m_plain));
      QCOMPARE(depth->value(), 20);
      QCOMPARE(analyzer->depth(), 20);
    }
    const QVariantMap kept = QSettings().value(SettingsKeys::kAnalyseGameDepths).toMap();
    QCOMPARE(kept.value(QString()).toInt(), 5);
    QCOMPARE(kept.value(m_plain).toInt(), 20);
    MainWindow again;
    QCOMPARE(again.findChild<QSpinBox *>(QStringLiteral("analysisDepth"))->value(), 20);
  }

  // The Analysis dock's depth limit too: each engine keeps its own, and one
  // without starts from the depth kept before there were several.
  void analysisDepthPerEngine() {
    QSettings().setValue(SettingsKeys::kEngineProgram, QString());
    QSettings().remove(SettingsKeys::kAnalysisDepths);
    QSettings().setValue(SettingsKeys::kAnalysisDepth, 9);
    {
      MainWindow window;
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      auto *view = window.findChild<AnalysisView *>();
      auto *depth = view->findChild<QSpinBox *>(QStringLiteral("analysisDepthSpin"));
      view->findChild<QComboBox *>(QStringLiteral("analysisLimitCombo"))->setCurrentIndex(1);
      QCOMPARE(depth->value(), 9);
      depth->setValue(6);
      QVERIFY(choose(window, m_plain));
      QCOMPARE(depth->value(), 9);
      depth->setValue(30);
      QVERIFY(view->limits() == EngineLimits::depth(30));
      QVERIFY(choose(window, QString()));
      QCOMPARE(depth->value(), 6);
      QVERIFY(view->limits() == EngineLimits::depth(6));
      QVERIFY(choose(window, m_plain));
      QCOMPARE(depth->value(), 30);
    }
    const QVariantMap kept = QSettings().value(SettingsKeys::kAnalysisDepths).toMap();
    QCOMPARE(kept.value(QString()).toInt(), 6);
    QCOMPARE(kept.value(m_plain).toInt(), 30);
    MainWindow again;  // the engine chosen last, with its depth
    QCOMPARE(again.findChild<QSpinBox *>(QStringLiteral("analysisDepthSpin"))->value(), 30);
  }

  // An engine chosen again brings back the options set for it; the one left
  // keeps its own.
  void optionsKeptPerEngine() {
    QSettings().setValue(SettingsKeys::kEngineProgram, QString());
    QSettings().remove(SettingsKeys::kEngineOptions);
    QSettings().remove(SettingsKeys::kOtherEngineOptions);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Opens Preferences, names `program` (empty: Built-in), lets `act` see the
    // page once the engine has answered, and presses OK.
    const auto preferences = [&](const QString &program, auto act) {
      bool answered = false;
      QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        if (program.isEmpty())
          dialog->findChild<QPushButton *>(QStringLiteral("engineBuiltInButton"))->click();
        else {
          auto *edit = dialog->findChild<QLineEdit *>(QStringLiteral("enginePathEdit"));
          edit->setText(program);
          QTest::keyClick(edit, Qt::Key_Return);
        }
        auto *page = dialog->findChild<EnginePage *>();
        // Closed whatever happens, so that a failure does not wait for ever.
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        const auto close = qScopeGuard([ok] { ok->click(); });
        // (No shooters-engine beside the test: Built-in answers that it is missing.)
        QTRY_VERIFY2_WITH_TIMEOUT(
            page->checkText().contains(QStringLiteral(" plays ")) ||
                (program.isEmpty() && page->checkText().contains(QStringLiteral("not exist"))),
            qPrintable(page->checkText()), kEngineWait);
        act(dialog);
        answered = true;
      });
      window.action(QStringLiteral("preferences"))->trigger();
      QVERIFY(answered);
    };
    const auto skill = [](QDialog *dialog) {
      return dialog->findChild<QSpinBox *>(QStringLiteral("engineOption:Skill Level"));
    };
    preferences(m_plain, [&](QDialog *dialog) {
      QTRY_VERIFY_WITH_TIMEOUT(skill(dialog), kEngineWait);
      QCOMPARE(skill(dialog)->value(), 20);
      skill(dialog)->setValue(7);
    });
    preferences(QString(), [&](QDialog *dialog) { QVERIFY(!skill(dialog)); });
    QCOMPARE(QSettings().value(SettingsKeys::kEngineOptions).toMap().value("Skill Level"),
             QVariant());
    QCOMPARE(QSettings()
                 .value(SettingsKeys::kOtherEngineOptions)
                 .toMap()
                 .value(m_plain)
                 .toMap()
                 .value("Skill Level"),
             QVariant("7"));
    preferences(m_plain, [&](QDialog *dialog) {
      QTRY_VERIFY_WITH_TIMEOUT(skill(dialog), kEngineWait);
      QCOMPARE(skill(dialog)->value(), 7);
    });
    QCOMPARE(window.findChild<EngineClient *>(QStringLiteral("engineClient"))->program(), m_plain);
    QCOMPARE(QSettings().value(SettingsKeys::kEngineOptions).toMap().value("Skill Level"),
             QVariant("7"));
    QVERIFY(!QSettings().value(SettingsKeys::kOtherEngineOptions).toMap().contains(m_plain));
  }

  void cleanupTestCase() { wbtest::clearSettingsAndRecovery(); }

 private:
  QTemporaryDir m_settings;
  QTemporaryDir m_dir;
  QString m_plain;
};

QTEST_MAIN(TestEngineChoice)
#include "tst_enginechoice.moc"
