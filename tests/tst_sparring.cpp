// Play > Play against the Engine (issue 15) through the real window and the
// real shooters-engine at a tiny depth: the dialog sets side and strength, a
// typed turn is answered by the engine, the game is recorded in the tree and
// ends at mate with the banner, the status and the Result tag; Take Back
// removes the user's turn and the engine's answer; Hint shows the engine's
// best turn as an arrow and in the status bar; the engine plays in every rule
// system of the registry; training mode steps aside while a game is played.
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include "boardview.h"
#include "engineclient.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "recoverystore.h"
#include "registry.h"
#include "sfen.h"
#include "sparring.h"
#include "turnbox.h"
#include "turninput.h"
#include "turntrainer.h"
#include "windowfiles.h"

namespace {

constexpr int kEngineWait = 30000;  // a loaded machine may take a while to start a process

sc::VariantPtr ruleset(const std::string &name) {
  std::string error;
  sc::VariantPtr v = sc::Registry::instance().load(name, {}, error);
  if (!v) qFatal("%s: %s", name.c_str(), error.c_str());
  return v;
}

void setUp(MainWindow &window, const std::string &rules, const std::string &sfen = {}) {
  const sc::VariantPtr v = ruleset(rules);
  auto pos = sc::readSfen(v, sfen.empty() ? v->rules().startSfen : sfen);
  QVERIFY2(pos, sfen.c_str());
  window.document()->newGame(*pos);
  window.findChild<EngineClient *>(QStringLiteral("sparringEngine"))
      ->setProgram(QStringLiteral(SHOOTERS_ENGINE));
}

// Plays `tokens` from the current node, then goes back to the start.
void playThenGoStart(GameDocument &doc, std::initializer_list<const char *> tokens) {
  sc::Position pos = doc.position();
  for (const char *token : tokens) {
    const auto turn = sc::parseTurn(pos, token);
    QVERIFY2(turn, token);
    doc.playTurn(*turn);
    pos.make(*turn);
  }
  doc.goStart();
}

QStringList mainLine(const GameDocument &doc) {
  QStringList out;
  const sc::GameTree &tree = doc.tree();
  for (sc::NodeId id = tree.root(); !tree.node(id).children.empty();) {
    id = tree.node(id).children.front();
    out << QString::fromStdString(tree.node(id).notation);
  }
  return out;
}

// Play > Play against the Engine, answered in its dialog.
void startSparring(MainWindow &window, bool white, int depth) {
  bool answered = false;
  QTimer::singleShot(0, [&] {
    auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
    QVERIFY(dialog);
    QCOMPARE(dialog->objectName(), QStringLiteral("sparringDialog"));
    auto *side = dialog->findChild<QComboBox *>(QStringLiteral("sparringSide"));
    side->setCurrentIndex(white ? 0 : 1);
    QTest::mouseClick(dialog->findChild<QRadioButton *>(QStringLiteral("sparringByDepth")),
                      Qt::LeftButton);
    auto *spin = dialog->findChild<QSpinBox *>(QStringLiteral("sparringDepth"));
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(depth));
    QCOMPARE(spin->value(), depth);
    auto *buttons = dialog->findChild<QDialogButtonBox *>();
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    answered = true;
  });
  window.action(QStringLiteral("playEngine"))->trigger();
  QVERIFY(answered);
}

void typeTurn(MainWindow &window, const QString &turn) {
  auto *box = window.findChild<TurnBox *>(QStringLiteral("turnBox"));
  window.activateWindow();  // the dialog had the keyboard
  QVERIFY(QTest::qWaitForWindowActive(&window));
  QTest::keyClick(window.boardView(), Qt::Key_L, Qt::ControlModifier);
  QTRY_VERIFY(box->lineEdit()->hasFocus());
  QTest::keyClicks(box->lineEdit(), turn);
  QTest::keyClick(box->lineEdit(), Qt::Key_Return);
  QVERIFY2(box->message().isEmpty(), qPrintable(box->message()));
}

QString resultTag(const GameDocument &doc) {
  for (const auto &[name, value] : doc.tree().tags())
    if (name == "Result") return QString::fromStdString(value);
  return {};
}

}  // namespace

class TestSparring : public QObject {
  Q_OBJECT

  QTemporaryDir m_settings;

 private slots:
  void initTestCase() { wbtest::isolateSettings(m_settings, QStringLiteral("tst_sparring")); }
  void init() { wbtest::clearSettingsAndRecovery(); }

  // The strength chosen last time is offered again, in a new window too.
  void strengthIsRemembered() {
    {
      MainWindow window;
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      startSparring(window, true, 3);
      window.action(QStringLiteral("stopPlaying"))->trigger();
      wbtest::closeDiscarding(window);
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    int offered = 0;
    bool byDepth = false;
    QTimer::singleShot(0, [&] {
      auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
      QVERIFY(dialog);
      offered = dialog->findChild<QSpinBox *>(QStringLiteral("sparringDepth"))->value();
      byDepth = dialog->findChild<QRadioButton *>(QStringLiteral("sparringByDepth"))->isChecked();
      dialog->reject();
    });
    window.action(QStringLiteral("playEngine"))->trigger();
    QCOMPARE(offered, 3);
    QVERIFY(byDepth);
    wbtest::closeDiscarding(window);
  }

  // The user mates with a typed turn: the game is over at once.
  void userMates() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setUp(window, "chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    auto *sparring = window.findChild<Sparring *>(QStringLiteral("sparring"));
    startSparring(window, true, 1);
    QCOMPARE(sparring->state(), Sparring::State::UserToMove);
    auto *status = window.findChild<QLabel *>(QStringLiteral("sparringStatus"));
    QVERIFY(status->isVisible());
    QVERIFY2(status->text().contains(QStringLiteral("your turn")), qPrintable(status->text()));

    typeTurn(window, QStringLiteral("Ra8"));
    QCOMPARE(sparring->state(), Sparring::State::Over);
    QCOMPARE(mainLine(*window.document()), QStringList{QStringLiteral("Ra8#")});
    QVERIFY2(status->text().contains(QStringLiteral("White wins: checkmate")),
             qPrintable(status->text()));
    QCOMPARE(resultTag(*window.document()), QStringLiteral("1-0"));
    QVERIFY(!window.action(QStringLiteral("hint"))->isEnabled());
    window.action(QStringLiteral("stopPlaying"))->trigger();
    QCOMPARE(sparring->state(), Sparring::State::Off);
    QVERIFY(!status->isVisible());
    window.document()->undoStack()->setClean();
  }

  // The engine answers the user's turn with mate; Take Back then removes
  // both turns, and a new turn gets a new answer.
  void engineMatesAndTakeBack() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setUp(window, "chess", "kr6/8/8/8/8/8/P4PPP/6K1 w - - 0 1");
    auto *sparring = window.findChild<Sparring *>(QStringLiteral("sparring"));
    GameDocument *doc = window.document();
    startSparring(window, true, 2);

    typeTurn(window, QStringLiteral("a3"));
    QTRY_COMPARE_WITH_TIMEOUT(sparring->state(), Sparring::State::Over, kEngineWait);
    QCOMPARE(mainLine(*doc), (QStringList{QStringLiteral("a3"), QStringLiteral("Rb1#")}));
    QCOMPARE(doc->currentNode(), doc->tree().node(doc->tree().node(0).children[0]).children[0]);
    auto *status = window.findChild<QLabel *>(QStringLiteral("sparringStatus"));
    QVERIFY2(status->text().contains(QStringLiteral("Black wins: checkmate")),
             qPrintable(status->text()));
    QCOMPARE(resultTag(*doc), QStringLiteral("0-1"));
    QVERIFY(!window.boardView()->resultNote().isEmpty());

    // Take back: the position before a3, both turns gone, the result open.
    window.action(QStringLiteral("takeBack"))->trigger();
    QCOMPARE(sparring->state(), Sparring::State::UserToMove);
    QCOMPARE(doc->currentNode(), doc->tree().root());
    QVERIFY(mainLine(*doc).isEmpty());
    QCOMPARE(resultTag(*doc), QStringLiteral("*"));
    QVERIFY(window.boardView()->resultNote().isEmpty());

    // Luft: the engine checks, the game goes on.
    typeTurn(window, QStringLiteral("h3"));
    QTRY_COMPARE_WITH_TIMEOUT(sparring->state(), Sparring::State::UserToMove, kEngineWait);
    const QStringList line = mainLine(*doc);
    QCOMPARE(line.size(), 2);
    QCOMPARE(line.first(), QStringLiteral("h3"));

    // Take back while it is the user's turn: both turns again.
    window.action(QStringLiteral("takeBack"))->trigger();
    QCOMPARE(doc->currentNode(), doc->tree().root());
    QVERIFY(mainLine(*doc).isEmpty());
    // Nothing left to take back.
    QVERIFY(!sparring->takeBack());
    doc->undoStack()->setClean();
  }

  // While the engine thinks, the board and the turn box wait: a click would
  // otherwise play the engine's side for it.
  void boardWaitsWhileTheEngineThinks() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setUp(window, "chess");
    auto *sparring = window.findChild<Sparring *>(QStringLiteral("sparring"));
    auto *box = window.findChild<TurnBox *>(QStringLiteral("turnBox"));
    TurnInput *input = window.boardView()->turnInput();
    startSparring(window, true, 3);
    typeTurn(window, QStringLiteral("e4"));
    // The answer comes through the event loop: until then the engine thinks.
    QCOMPARE(sparring->state(), Sparring::State::EngineThinking);
    QVERIFY(!box->isEnabled());
    wbtest::clickSquare(window, "e7");
    QVERIFY(!input->hasSelection());
    QCOMPARE(window.document()->tree().nodeCount(), 2);
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("engine is thinking")),
             qPrintable(window.statusBar()->currentMessage()));
    QTRY_COMPARE_WITH_TIMEOUT(sparring->state(), Sparring::State::UserToMove, kEngineWait);
    QCOMPARE(window.document()->tree().nodeCount(), 3);
    QVERIFY(box->isEnabled());
    wbtest::clickSquare(window, "d2");
    QVERIFY(input->hasSelection());
    window.document()->undoStack()->setClean();
  }

  // A turn that follows the line already in the tree is answered too.
  void playsIntoAnExistingLine() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setUp(window, "shooters");
    GameDocument *doc = window.document();
    playThenGoStart(*doc, {"Pe2-e3", "Pe7-e6"});
    auto *sparring = window.findChild<Sparring *>(QStringLiteral("sparring"));
    startSparring(window, true, 1);
    typeTurn(window, QStringLiteral("Pe2-e3"));
    QTRY_COMPARE_WITH_TIMEOUT(sparring->state(), Sparring::State::UserToMove, kEngineWait);
    QCOMPARE(doc->tree().node(doc->currentNode()).ply, 2);
    QCOMPARE(doc->position().sideToMove(), sc::Color::White);
    // Stepping back shows the game; the engine is not asked.
    window.action(QStringLiteral("goBack"))->trigger();
    QCOMPARE(sparring->state(), Sparring::State::UserToMove);
    QCOMPARE(doc->tree().node(doc->currentNode()).ply, 1);
    // The status does not claim the user's turn where it is the engine's.
    QVERIFY2(sparring->statusText().contains(QStringLiteral("looking back")),
             qPrintable(sparring->statusText()));
    doc->undoStack()->setClean();
  }

  // Training mode steps aside for a game against the engine: a turn of the
  // user's that is not the file's is the user's game, never taken back.
  void trainingStepsAside() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setUp(window, "chess");
    GameDocument *doc = window.document();
    playThenGoStart(*doc, {"e4", "e5"});
    QAction *training = window.action(QStringLiteral("actionTrainingMode"));
    auto *trainer = window.findChild<TurnTrainer *>(QStringLiteral("turnTrainer"));
    trainer->setPause(0);
    training->trigger();
    QVERIFY(trainer->isActive());
    QVERIFY(trainer->isHidden(doc->tree().node(doc->tree().root()).children.front()));

    auto *sparring = window.findChild<Sparring *>(QStringLiteral("sparring"));
    startSparring(window, true, 1);
    QVERIFY(!trainer->isActive());
    QVERIFY(!training->isChecked());
    QVERIFY(!training->isEnabled());
    QVERIFY(training->statusTip().contains(QStringLiteral("engine")));
    QVERIFY(!window.action(QStringLiteral("actionAutoPlay"))
                 ->isEnabled());  // it would step for the user
    typeTurn(window, QStringLiteral("d4"));
    QTRY_COMPARE_WITH_TIMEOUT(sparring->state(), Sparring::State::UserToMove, kEngineWait);
    QTest::qWait(50);  // a trainer's pause of 0 would have taken d4 back by now
    const sc::GameTree &tree = doc->tree();
    QCOMPARE(tree.node(doc->currentNode()).ply, 2);
    QCOMPARE(QString::fromStdString(tree.node(tree.node(doc->currentNode()).parent).notation),
             QStringLiteral("d4"));
    QCOMPARE(int(tree.node(tree.root()).children.size()), 2);  // e4 stays the main line

    window.action(QStringLiteral("stopPlaying"))->trigger();
    QVERIFY(training->isEnabled());
    QVERIFY(window.action(QStringLiteral("actionAutoPlay"))->isEnabled());
    training->trigger();
    QVERIFY(trainer->isActive());
    training->trigger();
    doc->undoStack()->setClean();
  }

  void hintShowsTheBestTurn() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setUp(window, "chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    startSparring(window, true, 2);
    QSignalSpy hints(window.findChild<Sparring *>(QStringLiteral("sparring")),
                     &Sparring::hintReady);
    window.action(QStringLiteral("hint"))->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(hints.size(), 1, kEngineWait);
    QCOMPARE(hints.first().first().toString(), QStringLiteral("Ra8#"));
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Hint: Ra8#"));
    QCOMPARE(window.boardView()->engineArrows().size(), std::size_t(1));
    // The hint is not played, and goes when the position changes.
    QVERIFY(mainLine(*window.document()).isEmpty());
    typeTurn(window, QStringLiteral("Ra7"));
    QVERIFY(window.boardView()->engineArrows().empty());
    window.document()->undoStack()->setClean();
  }

  // The engine plays the first turn of every rule system when the user
  // takes Black; Resign then gives the engine the game.
  void everyRuleSystem() {
    for (const std::string &name : sc::Registry::instance().names()) {
      MainWindow window;
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      setUp(window, name);
      auto *sparring = window.findChild<Sparring *>(QStringLiteral("sparring"));
      startSparring(window, false, 1);
      QTRY_COMPARE_WITH_TIMEOUT(sparring->state(), Sparring::State::UserToMove, kEngineWait);
      QVERIFY2(mainLine(*window.document()).size() == 1, name.c_str());
      QCOMPARE(window.document()->position().sideToMove(), sc::Color::Black);
      window.action(QStringLiteral("resign"))->trigger();
      QCOMPARE(sparring->state(), Sparring::State::Over);
      QCOMPARE(resultTag(*window.document()), QStringLiteral("1-0"));
      window.document()->undoStack()->setClean();
    }
  }
};

QTEST_MAIN(TestSparring)
#include "tst_sparring.moc"
