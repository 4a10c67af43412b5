// The turn box under the board (issue 15) through the real window: Ctrl+L
// puts the keyboard there, typing shows the legal turns that fit, Enter plays
// the typed turn as a click would, an unreadable or illegal turn is refused
// with the reason and its text kept, Escape clears and gives the board the
// keyboard; the suggestions follow the current node; in every rule system.
#include <QAbstractItemView>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "boardview.h"
#include "enginelines.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "recoverystore.h"
#include "registry.h"
#include "sfen.h"
#include "turnbox.h"
#include "turncompletion.h"
#include "windowfiles.h"

namespace {

sc::VariantPtr ruleset(const std::string &name) {
  std::string error;
  sc::VariantPtr v = sc::Registry::instance().load(name, {}, error);
  if (!v) qFatal("%s: %s", name.c_str(), error.c_str());
  return v;
}

void startGame(MainWindow &window, const std::string &rules) {
  const sc::VariantPtr v = ruleset(rules);
  auto pos = sc::readSfen(v, v->rules().startSfen);
  QVERIFY(pos);
  window.document()->newGame(*pos);
}

// The main line's tokens.
QStringList mainLine(const GameDocument &doc) {
  QStringList out;
  const sc::GameTree &tree = doc.tree();
  for (sc::NodeId id = tree.root(); !tree.node(id).children.empty();) {
    id = tree.node(id).children.front();
    out << QString::fromStdString(tree.node(id).notation);
  }
  return out;
}

}  // namespace

class TestTurnBox : public QObject {
  Q_OBJECT

  QTemporaryDir m_settings;

 private slots:
  void initTestCase() { wbtest::isolateSettings(m_settings, QStringLiteral("tst_turnbox")); }
  void init() { wbtest::clearSettingsAndRecovery(); }

  void typedTurnIsPlayed() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *box = window.findChild<TurnBox *>(QStringLiteral("turnBox"));
    QVERIFY(box);
    QLineEdit *edit = box->lineEdit();
    // Under the board, in the central column.
    QVERIFY(window.centralWidget()->isAncestorOf(window.boardView()));
    QVERIFY(window.centralWidget()->isAncestorOf(box));
    QVERIFY(box->geometry().top() >= window.boardView()->geometry().bottom());
    QVERIFY(window.boardView()->hasFocus());

    QTest::keyClick(window.boardView(), Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(edit->hasFocus());

    // The suggestions are the legal turns that begin with what is typed.
    QTest::keyClicks(edit, QStringLiteral("Pe2-"));
    QCompleter *completer = box->completer();
    QTRY_VERIFY(completer->popup()->isVisible());
    QStringList shown;
    for (int i = 0; completer->setCurrentRow(i); ++i) shown << completer->currentCompletion();
    QVERIFY2(shown.contains(QStringLiteral("Pe2-e3")), qPrintable(shown.join(u' ')));
    for (const QString &s : shown) QVERIFY2(s.startsWith(QStringLiteral("Pe2-")), qPrintable(s));

    QTest::keyClicks(edit, QStringLiteral("e3"));
    QTest::keyClick(completer->popup()->isVisible() ? static_cast<QWidget *>(completer->popup())
                                                    : static_cast<QWidget *>(edit),
                    Qt::Key_Return);
    GameDocument *doc = window.document();
    QTRY_COMPARE(mainLine(*doc), QStringList{QStringLiteral("Pe2-e3")});
    QCOMPARE(doc->currentNode(), doc->tree().node(doc->tree().root()).children.front());
    QCOMPARE(edit->text(), QString());
    QVERIFY(box->message().isEmpty());
    QVERIFY(edit->hasFocus());  // the next turn can be typed at once

    // Unreadable: the reason, with the column; the text stays to be fixed.
    QTest::keyClicks(edit, QStringLiteral("Zz9"));
    QTest::keyClick(edit, Qt::Key_Return);
    QVERIFY2(box->message().contains(QStringLiteral("column 1")), qPrintable(box->message()));
    QVERIFY2(box->message().contains(QStringLiteral("'Z' is not a piece letter")),
             qPrintable(box->message()));
    QCOMPARE(edit->text(), QStringLiteral("Zz9"));
    QCOMPARE(mainLine(*doc).size(), 1);

    // Readable but not legal: why, in the core's words.
    edit->clear();
    QTest::keyClicks(edit, QStringLiteral("Pd7-d3"));
    if (completer->popup()->isVisible()) completer->popup()->hide();
    QTest::keyClick(edit, Qt::Key_Return);
    QVERIFY2(box->message().startsWith(QStringLiteral("'Pd7-d3': ")), qPrintable(box->message()));
    QCOMPARE(edit->text(), QStringLiteral("Pd7-d3"));
    QCOMPARE(mainLine(*doc).size(), 1);

    // Escape: the line empties, the message goes, the board has the keys.
    QTest::keyClick(edit, Qt::Key_Escape);
    QCOMPARE(edit->text(), QString());
    QVERIFY(box->message().isEmpty());
    QTRY_VERIFY(window.boardView()->hasFocus());

    // The suggestions follow the current node: back at the start, White's.
    QTest::keyClick(window.boardView(), Qt::Key_Left);
    QCOMPARE(doc->currentNode(), doc->tree().root());
    QTest::keyClick(window.boardView(), Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(edit->hasFocus());
    QTest::keyClicks(edit, QStringLiteral("Pd"));
    QTRY_VERIFY(completer->completionCount() > 0);
    completer->setCurrentRow(0);
    QVERIFY2(completer->currentCompletion().startsWith(QStringLiteral("Pd2")),
             qPrintable(completer->currentCompletion()));
    window.document()->undoStack()->setClean();
  }

  // D39: "--" typed is an annotator's pass: the other side moves next, the
  // board tints nothing, and an engine is told the position after the pass.
  void nullMoveTyped() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *box = window.findChild<TurnBox *>(QStringLiteral("turnBox"));
    QLineEdit *edit = box->lineEdit();
    GameDocument *doc = window.document();
    QTest::keyClick(window.boardView(), Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(edit->hasFocus());
    for (const char *turn : {"Pe2-e3", "--"}) {
      QTest::keyClicks(edit, QString::fromLatin1(turn));
      if (box->completer()->popup()->isVisible()) box->completer()->popup()->hide();
      QTest::keyClick(edit, Qt::Key_Return);
      QVERIFY2(box->message().isEmpty(), qPrintable(box->message()));
    }
    QTRY_COMPARE(mainLine(*doc), QStringList({"Pe2-e3", "--"}));
    QCOMPARE(doc->position().sideToMove(), sc::Color::White);
    QCOMPARE(doc->tree().node(doc->currentNode()).turn.kind, sc::TurnKind::Null);
    QVERIFY(window.boardView()->scene().lastTurn.isEmpty());
    const enginelines::EngineGame game = enginelines::engineGame(doc->tree(), doc->currentNode());
    QCOMPARE(game.startSfen, QString::fromStdString(sc::writeSfen(doc->position())));
    QVERIFY(game.moves.isEmpty());
    QTest::keyClicks(edit, QStringLiteral("Pe3-e4"));
    if (box->completer()->popup()->isVisible()) box->completer()->popup()->hide();
    QTest::keyClick(edit, Qt::Key_Return);
    QTRY_COMPARE(mainLine(*doc), QStringList({"Pe2-e3", "--", "Pe3-e4"}));
    QCOMPARE(enginelines::engineGame(doc->tree(), doc->currentNode()).moves,
             QStringList({"Pe3-e4"}));
    // No rule system lets a side pass, and the engine's list never offers it.
    QVERIFY(!TurnCompletion(doc).turns().contains(QStringLiteral("--")));
    window.document()->undoStack()->setClean();
  }

  // Every rule system: SAN for chess, the project's notation elsewhere.
  void everyRuleSystem_data() {
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QStringList>("turns");
    QTest::newRow("chess") << QStringLiteral("chess")
                           << QStringList{QStringLiteral("e4"), QStringLiteral("e5"),
                                          QStringLiteral("Nf3")};
    QTest::newRow("megaman") << QStringLiteral("megaman")
                             << QStringList{QStringLiteral("Pe2-e4"), QStringLiteral("Pe7-e5")};
    QTest::newRow("shooters-first")
        << QStringLiteral("shooters-first") << QStringList{QStringLiteral("Pe2-e3")};
  }
  void everyRuleSystem() {
    QFETCH(QString, rules);
    QFETCH(QStringList, turns);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    startGame(window, rules.toStdString());
    auto *box = window.findChild<TurnBox *>(QStringLiteral("turnBox"));
    QTest::keyClick(window.boardView(), Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(box->lineEdit()->hasFocus());
    for (const QString &turn : turns) {
      QTest::keyClicks(box->lineEdit(), turn);
      if (box->completer()->popup()->isVisible()) box->completer()->popup()->hide();
      QTest::keyClick(box->lineEdit(), Qt::Key_Return);
      QVERIFY2(box->message().isEmpty(), qPrintable(box->message()));
    }
    QCOMPARE(mainLine(*window.document()), turns);
    window.document()->undoStack()->setClean();
  }
};

QTEST_MAIN(TestTurnBox)
#include "tst_turnbox.moc"
