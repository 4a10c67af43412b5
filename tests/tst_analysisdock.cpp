// The Analysis dock in the real window with the real shooters-engine: start,
// lines appear and follow the current turn, a clicked line previews its end
// on the board until Esc or a click, Insert as Variation adds the line with
// its score as one undoable step, the best turn is an engine arrow, stop; and
// an engine that cannot start, dies or hangs mid-search is reported without
// touching the game, and Restart brings it back.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTreeWidget>
#include <QUndoStack>

#include "analysisview.h"
#include "boardview.h"
#include "engineclient.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "moveclassification.h"
#include "movegen.h"
#include "notation.h"
#include "recoverystore.h"
#include "registry.h"
#include "scripteddevice.h"
#include "sfen.h"

namespace {

constexpr int kEngineWait = 30000;  // a loaded machine may take a while to start a process

void playTurns(GameDocument *document, int count) {
  for (int i = 0; i < count; ++i) {
    sc::Position pos = document->position();
    sc::TurnList turns;
    sc::generateLegal(pos, turns);
    QVERIFY(turns.size > 0);
    document->playTurn(turns[0]);
  }
}

// The position after `turns`, replayed here with the core.
QString sfenAfter(sc::Position pos, const QStringList &turns) {
  for (const QString &token : turns) {
    const auto turn = sc::parseTurn(pos, token.toStdString());
    if (!turn) return QStringLiteral("unreadable %1").arg(token);
    pos.make(*turn);
  }
  return QString::fromStdString(sc::writeSfen(pos));
}

void clickRow(QTreeWidget *lines, int row) {
  const QRect rect = lines->visualItemRect(lines->topLevelItem(row));
  QTest::mouseClick(lines->viewport(), Qt::LeftButton, {}, rect.center());
}

QStringList rowPv(QTreeWidget *lines, int row) {
  return lines->topLevelItem(row)->data(AnalysisView::ScoreColumn, Qt::UserRole).toStringList();
}

// The window on screen with the real engine, a new game of chess from `sfen`.
bool showChessPosition(MainWindow &window, const char *sfen) {
  auto *engine = window.findChild<EngineClient *>(QStringLiteral("engineClient"));
  if (!engine) return false;
  engine->setProgram(QStringLiteral(SHOOTERS_ENGINE));
  window.show();
  if (!QTest::qWaitForWindowExposed(&window)) return false;
  std::string error;
  const sc::VariantPtr chess = sc::Registry::instance().load("chess", {}, error);
  const std::optional<sc::Position> start = chess ? sc::readSfen(chess, sfen) : std::nullopt;
  if (!start) return false;
  window.document()->newGame(*start);
  return true;
}

}  // namespace

class TestAnalysisDock : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_analysisdock"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
  }
  void init() {
    QSettings().clear();
    QDir(RecoveryStore::defaultDirectory()).removeRecursively();
  }

  void analyseInsertPreview() {
    MainWindow window;
    auto *engine = window.findChild<EngineClient *>(QStringLiteral("engineClient"));
    QVERIFY(engine);
    engine->setProgram(QStringLiteral(SHOOTERS_ENGINE));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
    QVERIFY(dock);
    QCOMPARE(dock->windowTitle(), QStringLiteral("Analysis"));
    auto *start = dock->findChild<QPushButton *>(QStringLiteral("analysisStartButton"));
    auto *insert = dock->findChild<QPushButton *>(QStringLiteral("analysisInsertButton"));
    auto *lines = dock->findChild<QTreeWidget *>(QStringLiteral("analysisLines"));
    auto *multiPv = dock->findChild<QSpinBox *>(QStringLiteral("analysisLinesSpin"));
    auto *arrow = dock->findChild<QCheckBox *>(QStringLiteral("analysisArrowCheck"));
    auto *state = dock->findChild<QLabel *>(QStringLiteral("analysisStateLabel"));
    auto *name = dock->findChild<QLabel *>(QStringLiteral("analysisEngineLabel"));
    QVERIFY(start && insert && lines && multiPv && arrow && state && name);
    BoardView *board = window.boardView();
    GameDocument *document = window.document();
    playTurns(document, 2);
    const sc::NodeId node = document->currentNode();
    const QString gameSfen = QString::fromStdString(sc::writeSfen(document->position()));

    // Start: two lines, from White's point of view, numbered from turn 2.
    multiPv->setValue(2);
    QTest::mouseClick(start, Qt::LeftButton);
    QCOMPARE(start->text(), QStringLiteral("Stop"));
    QTRY_COMPARE_WITH_TIMEOUT(lines->topLevelItemCount(), 2, kEngineWait);
    QTRY_VERIFY(name->text().startsWith(QStringLiteral("Shooters Engine")));
    QCOMPARE(state->text(), QStringLiteral("analysing"));
    const QRegularExpression score(QStringLiteral(R"(^([+-]\d+\.\d\d|0\.00|#-?\d+)$)"));
    for (int row = 0; row < 2; ++row) {
      QTreeWidgetItem *item = lines->topLevelItem(row);
      QVERIFY2(score.match(item->text(AnalysisView::ScoreColumn)).hasMatch(),
               qPrintable(item->text(AnalysisView::ScoreColumn)));
      QVERIFY(item->text(AnalysisView::DepthColumn).toInt() >= 1);
      QVERIFY(item->text(AnalysisView::LineColumn).startsWith(QStringLiteral("2. ")));
      QVERIFY(!item->toolTip(AnalysisView::LineColumn).isEmpty());
    }
    QVERIFY(rowPv(lines, 0) != rowPv(lines, 1));

    // The best turn is an engine arrow in the board's scene, not in the game.
    QTRY_VERIFY(!board->scene().engineArrows.empty());
    QVERIFY(board->scene().arrows.empty());
    QVERIFY(document->tree().node(node).annotation.arrows.empty());
    arrow->setChecked(false);
    QVERIFY(board->scene().engineArrows.empty());
    arrow->setChecked(true);
    QVERIFY(!board->scene().engineArrows.empty());

    // Click a line: the board shows where it ends, marked as a preview.
    clickRow(lines, 1);
    QStringList pv = rowPv(lines, 1);
    QVERIFY(board->isPreviewing());
    QCOMPARE(QString::fromStdString(sc::writeSfen(*board->shownPosition())),
             sfenAfter(document->position(), pv));
    QVERIFY(board->scene().banner.startsWith(QStringLiteral("Preview")));
    QCOMPARE(QString::fromStdString(sc::writeSfen(document->position())), gameSfen);
    // Esc in the list ends it.
    QTest::keyClick(lines, Qt::Key_Escape);
    QVERIFY(!board->isPreviewing());
    QVERIFY(lines->selectedItems().isEmpty());
    QCOMPARE(QString::fromStdString(sc::writeSfen(*board->shownPosition())), gameSfen);
    // Esc on the board, and a click on the board, end it too, and play nothing.
    clickRow(lines, 0);
    QVERIFY(board->isPreviewing());
    QTest::keyClick(board, Qt::Key_Escape);
    QVERIFY(!board->isPreviewing());
    const int nodes = document->tree().nodeCount();
    clickRow(lines, 0);
    QVERIFY(board->isPreviewing());
    QTest::mouseClick(board, Qt::LeftButton, {},
                      board->squareRect(sc::Square(1 * 16 + 4)).center());
    QVERIFY(!board->isPreviewing());
    QCOMPARE(document->tree().nodeCount(), nodes);
    QCOMPARE(document->currentNode(), node);

    // Insert as variation: the selected line, its score and depth after its first turn.
    clickRow(lines, 1);
    pv = rowPv(lines, 1);
    const QString comment =
        lines->topLevelItem(1)->data(AnalysisView::ScoreColumn, Qt::UserRole + 1).toString();
    QVERIFY2(QRegularExpression(QStringLiteral(R"(^([+-]\d+\.\d\d|0\.00|#-?\d+)/\d+$)"))
                 .match(comment)
                 .hasMatch(),
             qPrintable(comment));
    const int undoSteps = document->undoStack()->count();
    QTest::mouseClick(insert, Qt::LeftButton);
    QCOMPARE(document->undoStack()->count(), undoSteps + 1);
    QCOMPARE(document->currentNode(), node);
    QCOMPARE(document->tree().nodeCount(), nodes + int(pv.size()));
    sc::NodeId at = node;
    sc::Position pos = document->position();
    for (const QString &token : pv) {
      const auto turn = sc::parseTurn(pos, token.toStdString());
      QVERIFY(turn);
      at = document->tree().findChild(at, *turn);
      QVERIFY2(at != sc::kNoNode, qPrintable(token));
      pos.make(*turn);
    }
    const sc::NodeId first = document->tree().node(node).children.front();
    QCOMPARE(QString::fromStdString(document->tree().node(first).annotation.commentAfter), comment);
    // Undo removes it in one step.
    window.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(document->tree().nodeCount(), nodes);
    QVERIFY(document->tree().node(node).children.empty());
    QCOMPARE(document->currentNode(), node);

    // The analysis follows the current turn: one back, Black to move at turn 1.
    document->goBack();
    QTRY_VERIFY_WITH_TIMEOUT(
        lines->topLevelItemCount() > 0 && lines->topLevelItem(0)
                                              ->text(AnalysisView::LineColumn)
                                              .startsWith(QStringLiteral("1\u2026 ")),
        kEngineWait);
    QTRY_VERIFY(!board->scene().engineArrows.empty());
    // Another game whose root has the same node id as the old one's.
    document->goStart();
    QTRY_VERIFY_WITH_TIMEOUT(
        lines->topLevelItemCount() > 0 && lines->topLevelItem(0)
                                              ->text(AnalysisView::LineColumn)
                                              .startsWith(QStringLiteral("1. ")),
        kEngineWait);
    const auto midgame = sc::readSfen(document->variantPtr(),
                                      "2r1k3/pp3ppp/1q[6]n2n2/2pPp3/1b2P1B[2]1/2N1BN2/PP3PPP/"
                                      "2RQ[7]K2R b c1d1,e3f3,f6f7 0 17");
    QVERIFY(midgame);
    document->newGame(*midgame);
    QTRY_VERIFY_WITH_TIMEOUT(
        lines->topLevelItemCount() > 0 && lines->topLevelItem(0)
                                              ->text(AnalysisView::LineColumn)
                                              .startsWith(QStringLiteral("17\u2026 ")),
        kEngineWait);

    // Stop.
    QTest::mouseClick(start, Qt::LeftButton);
    QCOMPARE(start->text(), QStringLiteral("Start"));
    QTRY_COMPARE(engine->state(), EngineClient::State::Idle);
    QCOMPARE(state->text(), QStringLiteral("stopped"));
    QVERIFY(!document->isModified() || document->undoStack()->canRedo());
  }

  // Analysis > Analyse Position (Ctrl+Shift+E) starts and stops the same engine
  // from the keyboard, bringing the dock back first; its check mark follows
  // the dock's button, and closing the dock stops it.
  void analysePositionByKey() {
    MainWindow window;
    auto *engine = window.findChild<EngineClient *>(QStringLiteral("engineClient"));
    engine->setProgram(QStringLiteral(SHOOTERS_ENGINE));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
    auto *start = dock->findChild<QPushButton *>(QStringLiteral("analysisStartButton"));
    auto *lines = dock->findChild<QTreeWidget *>(QStringLiteral("analysisLines"));
    auto *action = window.findChild<QAction *>(QStringLiteral("actionAnalysePosition"));
    QVERIFY(start && lines && action);
    QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+E")));
    dock->hide();
    QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(action->isChecked());
    QCOMPARE(start->text(), QStringLiteral("Stop"));
    QTRY_VERIFY_WITH_TIMEOUT(lines->topLevelItemCount() >= 1, kEngineWait);
    QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(start->text(), QStringLiteral("Start"));
    QVERIFY(!action->isChecked());
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(action->isChecked());
    dock->close();
    QVERIFY(!action->isChecked());
    QCOMPARE(start->text(), QStringLiteral("Start"));
  }

  // Analysis > Play Best Turn (Space on the board or the move tree, as
  // Lichess's Space): the first line's first turn is played, the analysis
  // goes on from there; a turn the game has is followed, not added again.
  // Not offered without lines, for a threat's lines, or where Space types.
  void playBestTurnBySpace() {
    MainWindow window;
    QVERIFY(showChessPosition(window, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"));  // Ra8#
    GameDocument *document = window.document();
    const sc::NodeId start = document->currentNode();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
    auto *lines = dock->findChild<QTreeWidget *>(QStringLiteral("analysisLines"));
    auto *check = dock->findChild<QCheckBox *>(QStringLiteral("analysisThreatCheck"));
    auto *play = window.findChild<QAction *>(QStringLiteral("actionPlayBestTurn"));
    auto *analyse = window.findChild<QAction *>(QStringLiteral("actionAnalysePosition"));
    auto *edit = window.findChild<QLineEdit *>(QStringLiteral("turnEdit"));
    BoardView *board = window.boardView();
    QVERIFY(lines && check && play && analyse && edit && board);
    QCOMPARE(play->shortcut(), QKeySequence(Qt::Key_Space));
    QVERIFY(!play->isEnabled());  // no lines yet

    analyse->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(lines->topLevelItemCount() > 0 && !rowPv(lines, 0).isEmpty() &&
                                 rowPv(lines, 0).front() == QStringLiteral("a1a8"),
                             kEngineWait);
    QVERIFY(play->isEnabled());
    // Space where a turn is typed is a space.
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Space);
    QCOMPARE(document->currentNode(), start);
    edit->clear();
    // On the board it plays Ra8#, and the analysis follows: a mate has no lines.
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Space);
    QVERIFY(document->currentNode() != start);
    QCOMPARE(QString::fromStdString(document->tree().node(document->currentNode()).notation),
             QStringLiteral("Ra8#"));
    QVERIFY(!play->isEnabled());
    const std::size_t nodes = document->tree().nodeCount();

    // Back at the start: Space again, in the move tree, follows the turn the game has.
    document->goTo(start);
    QTRY_VERIFY_WITH_TIMEOUT(play->isEnabled(), kEngineWait);
    auto *tree = window.findChild<QWidget *>(QStringLiteral("moveTreeView"));
    QVERIFY(tree);
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Space);
    QCOMPARE(document->tree().nodeCount(), nodes);
    QCOMPARE(document->currentNode(), document->tree().node(start).children.front());

    // A threat's lines are the other side's turns: nothing to play.
    document->goTo(start);
    check->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(lines->topLevelItemCount() > 0, kEngineWait);
    QVERIFY(!play->isEnabled());
    play->trigger();  // even if asked
    QCOMPARE(document->currentNode(), start);
    analyse->trigger();
    document->undoStack()->setClean();
  }

  // With several lines the other lines' first turns are arrows too, as Lichess
  // draws them: thinner and paler the more winning chances they give away, none
  // for a line 0.2 of chances below the best, nor with the arrow off.
  void otherLinesAreArrowsToo() {
    MainWindow window;
    auto *engine = window.findChild<EngineClient *>(QStringLiteral("engineClient"));
    QVERIFY(engine);
    engine->setDeviceFactory([](QObject *parent) {
      auto *d = new ScriptedDevice(parent);
      d->replies.insert(QStringLiteral("go"),
                        {QStringLiteral("info depth 9 multipv 1 score cp 50 pv e2e4 e7e5"),
                         QStringLiteral("info depth 9 multipv 2 score cp 30 pv d2d4"),
                         QStringLiteral("info depth 9 multipv 3 score cp -250 pv g2g4")});
      return d;
    });
    QVERIFY(showChessPosition(window, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
    auto *lines = dock->findChild<QTreeWidget *>(QStringLiteral("analysisLines"));
    auto *multiPv = dock->findChild<QSpinBox *>(QStringLiteral("analysisLinesSpin"));
    auto *arrow = dock->findChild<QCheckBox *>(QStringLiteral("analysisArrowCheck"));
    auto *threat = dock->findChild<QCheckBox *>(QStringLiteral("analysisThreatCheck"));
    QVERIFY(lines && multiPv && arrow && threat);
    BoardView *board = window.boardView();
    multiPv->setValue(3);
    window.findChild<QAction *>(QStringLiteral("actionAnalysePosition"))->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(lines->topLevelItemCount(), 3, kEngineWait);
    QCOMPARE(board->scene().engineArrows.size(), std::size_t(1));
    QCOMPARE(board->scene().engineArrows[0].from, sc::makeSquare(4, 1));  // e2-e4, the best
    // d2-d4 gives away 0.0366 of chances: weight 1 - 0.0366 / 0.2 = 0.817.
    QCOMPARE(board->scene().engineAlternatives.size(), std::size_t(1));
    const enginelines::LineArrow other = board->scene().engineAlternatives[0];
    QCOMPARE(other.arrow.from, sc::makeSquare(3, 1));
    QCOMPARE(other.arrow.to, sc::makeSquare(3, 3));
    const double shift = Analysis::winningChances(50, sc::Color::White, 100) -
                         Analysis::winningChances(30, sc::Color::White, 100);
    QCOMPARE(other.weight, 1 - shift / enginelines::kAlternativeShift);
    QVERIFY2(qAbs(other.weight - 0.817) < 0.001, qPrintable(QString::number(other.weight)));
    QVERIFY(!enginelines::lineWeight(50, -250, sc::Color::White, 100));  // g2-g4: not drawn
    QCOMPARE(*enginelines::lineWeight(50, 80, sc::Color::White, 100), 1.0);
    QCOMPARE(*enginelines::lineWeight(-50, -30, sc::Color::Black, 100), other.weight);

    arrow->setChecked(false);
    QVERIFY(board->scene().engineAlternatives.empty() && board->scene().engineArrows.empty());
    arrow->setChecked(true);
    QCOMPARE(board->scene().engineAlternatives.size(), std::size_t(1));
    // A threat is one turn: the other lines are not drawn.
    threat->setChecked(true);
    QTRY_VERIFY(board->scene().engineAlternatives.empty());
    window.findChild<QAction *>(QStringLiteral("actionAnalysePosition"))->trigger();
    window.document()->undoStack()->setClean();
  }

  // Analysis > Show Threat (Ctrl+Shift+X), Lichess's "Show threat": the engine
  // analyses the position as if the side to move passed, draws the threat in
  // red, and inserts it after a pass (D39); where no pass is allowed the
  // position itself is analysed, and the state says why.
  void showThreat() {
    MainWindow window;
    // Black to move; White threatens Qxf7#, the scholar's mate.
    QVERIFY(showChessPosition(
        window, "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR b KQkq - 3 3"));
    GameDocument *document = window.document();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
    auto *view = dock->findChild<AnalysisView *>();
    auto *lines = dock->findChild<QTreeWidget *>(QStringLiteral("analysisLines"));
    auto *check = dock->findChild<QCheckBox *>(QStringLiteral("analysisThreatCheck"));
    auto *state = dock->findChild<QLabel *>(QStringLiteral("analysisStateLabel"));
    auto *insert = dock->findChild<QPushButton *>(QStringLiteral("analysisInsertButton"));
    auto *action = window.findChild<QAction *>(QStringLiteral("actionShowThreat"));
    auto *pass = window.findChild<QAction *>(QStringLiteral("passTurn"));
    BoardView *board = window.boardView();
    QVERIFY(view && lines && check && state && insert && action && pass && board);
    QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+X")));
    dock->hide();
    QTest::keyClick(&window, Qt::Key_X, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(check->isChecked());
    QVERIFY(view->isAnalysing());
    QVERIFY(view->threatShown());
    QTRY_VERIFY_WITH_TIMEOUT(lines->topLevelItemCount() > 0 && !rowPv(lines, 0).isEmpty() &&
                                 rowPv(lines, 0).front() == QStringLiteral("f3f7"),
                             kEngineWait);
    // Numbered from White's turn: the threat is White's, after Black passed.
    QVERIFY2(lines->topLevelItem(0)->text(AnalysisView::LineColumn).startsWith("4. Qxf7#"),
             qPrintable(lines->topLevelItem(0)->text(AnalysisView::LineColumn)));
    QVERIFY(state->text() == QStringLiteral("analysing the threat") ||
            state->text() == QStringLiteral("done"));
    QTRY_VERIFY(!board->scene().engineArrows.empty());
    const std::vector<sc::Arrow> shown = board->scene().engineArrows;
    QCOMPARE(shown.front().color, sc::ShapeColor::Red);
    QCOMPARE(shown.front().from, sc::makeSquare(5, 2));  // f3
    QCOMPARE(shown.front().to, sc::makeSquare(5, 6));    // f7

    // Inserted as annotators write a threat: a pass, then the threat.
    QTest::mouseClick(insert, Qt::LeftButton);
    const sc::GameTree &tree = document->tree();
    QCOMPARE(int(tree.node(tree.root()).children.size()), 1);
    const sc::NodeId passed = tree.node(tree.root()).children.front();
    QCOMPARE(tree.node(passed).turn.kind, sc::TurnKind::Null);
    QCOMPARE(tree.node(passed).notation, std::string("--"));
    QCOMPARE(int(tree.node(passed).children.size()), 1);
    QCOMPARE(tree.node(tree.node(passed).children.front()).notation, std::string("Qxf7#"));
    QCOMPARE(document->currentNode(), tree.root());

    // At the mate no side may pass: the position is analysed, and said so.
    QVERIFY(pass->isEnabled());
    document->goTo(tree.node(passed).children.front());
    QVERIFY(!pass->isEnabled());
    QTRY_VERIFY(!view->threatShown() && view->isAnalysing());
    QTRY_COMPARE(state->text(), QStringLiteral("no threat: the side to move cannot pass here"));

    // Off again: the engine goes on with the position itself.
    document->goTo(tree.root());
    QTest::keyClick(&window, Qt::Key_X, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!check->isChecked());
    QVERIFY(!view->threatShown());
    QVERIFY(view->isAnalysing());
    QTRY_VERIFY_WITH_TIMEOUT(
        lines->topLevelItemCount() > 0 && lines->topLevelItem(0)
                                              ->text(AnalysisView::LineColumn)
                                              .startsWith(QStringLiteral("3\u2026 ")),
        kEngineWait);

    // Game > Pass plays the null move itself, one undo step.
    const int steps = document->undoStack()->count();
    pass->trigger();
    QCOMPARE(tree.node(document->currentNode()).turn.kind, sc::TurnKind::Null);
    QCOMPARE(document->currentNode(), passed);  // the existing pass is followed
    QCOMPARE(document->undoStack()->count(), steps);
    document->goTo(tree.root());
    document->deleteVariation(passed);
    pass->trigger();
    QCOMPARE(tree.node(document->currentNode()).turn.kind, sc::TurnKind::Null);
    QCOMPARE(document->undoStack()->count(), steps + 2);
    view->setAnalysing(false);
  }

  // The dock's controls come back in the next session, as Lichess keeps its
  // engine's settings; threat mode does not.
  void settingsKeptBetweenSessions() {
    {
      MainWindow window;
      auto *view = window.findChild<AnalysisView *>();
      const AnalysisView::Settings defaults = view->settings();
      QCOMPARE(defaults.lines, 1);
      QCOMPARE(defaults.threads, qMax(1, QThread::idealThreadCount() / 2));
      view->findChild<QSpinBox *>(QStringLiteral("analysisLinesSpin"))->setValue(3);
      view->findChild<QSpinBox *>(QStringLiteral("analysisHashSpin"))->setValue(64);
      auto *limit = view->findChild<QComboBox *>(QStringLiteral("analysisLimitCombo"));
      limit->setCurrentIndex(1);  // to a depth
      view->findChild<QSpinBox *>(QStringLiteral("analysisDepthSpin"))->setValue(9);
      QTest::mouseClick(view->findChild<QCheckBox *>(QStringLiteral("analysisArrowCheck")),
                        Qt::LeftButton);
      view->setShowingThreat(true);
    }
    MainWindow again;
    auto *view = again.findChild<AnalysisView *>();
    const AnalysisView::Settings s = view->settings();
    QCOMPARE(s.lines, 3);
    QCOMPARE(s.hashMb, 64);
    QCOMPARE(s.limit, 1);
    QCOMPARE(s.depth, 9);
    QVERIFY(!s.arrow);
    QVERIFY(view->limits() == EngineLimits::depth(9));
    QVERIFY(!view->isShowingThreat());
    // A value out of range from an old or edited file is clamped.
    QSettings().setValue(QStringLiteral("analysis/lines"), 99);
    MainWindow third;
    QCOMPARE(third.findChild<AnalysisView *>()->settings().lines, 5);
  }

  void engineThatDoesNotStart() {
    MainWindow window;
    auto *engine = window.findChild<EngineClient *>(QStringLiteral("engineClient"));
    engine->setProgram(QStringLiteral("/nonexistent/shooters-engine"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameDocument *document = window.document();
    playTurns(document, 3);
    const sc::NodeId node = document->currentNode();
    const int nodes = document->tree().nodeCount();
    const int steps = document->undoStack()->count();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
    auto *start = dock->findChild<QPushButton *>(QStringLiteral("analysisStartButton"));
    auto *state = dock->findChild<QLabel *>(QStringLiteral("analysisStateLabel"));
    auto *restart = dock->findChild<QPushButton *>(QStringLiteral("analysisRestartButton"));
    QVERIFY(restart->isHidden());
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(state->text().startsWith(QStringLiteral("The engine could not be "
                                                                     "started")),
                             kEngineWait);
    QVERIFY(!restart->isHidden());
    QCOMPARE(document->currentNode(), node);
    QCOMPARE(document->tree().nodeCount(), nodes);
    QCOMPARE(document->undoStack()->count(), steps);
    QVERIFY(!window.boardView()->isPreviewing());
    QVERIFY(window.boardView()->scene().engineArrows.empty());
    // Navigating while the engine is down changes nothing either.
    document->goBack();
    QCOMPARE(engine->state(), EngineClient::State::Failed);
  }

  // A scripted engine answers the handshake, then says nothing after
  // "go infinite": after the silence limit the dock says so and offers
  // Restart; the game is untouched, and the restarted engine analyses.
  void engineThatHangs() {
    MainWindow window;
    auto *engine = window.findChild<EngineClient *>(QStringLiteral("engineClient"));
    QList<QPointer<ScriptedDevice>> devices;
    QString reply;  // what a device that answers "go" says
    engine->setDeviceFactory([&devices, &reply](QObject *parent) {
      auto *d = new ScriptedDevice(parent);
      if (!devices.isEmpty()) d->replies.insert(QStringLiteral("go"), {reply});
      devices << d;
      return d;
    });
    engine->setSilenceLimit(300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameDocument *document = window.document();
    playTurns(document, 2);
    const sc::NodeId node = document->currentNode();
    const int nodes = document->tree().nodeCount();
    const int steps = document->undoStack()->count();
    sc::Position pos = document->position();
    sc::TurnList turns;
    sc::generateLegal(pos, turns);
    reply = QStringLiteral("info depth 1 score cp 7 nodes 30 pv %1")
                .arg(QString::fromStdString(sc::formatTurn(pos, turns[0])));

    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
    auto *start = dock->findChild<QPushButton *>(QStringLiteral("analysisStartButton"));
    auto *state = dock->findChild<QLabel *>(QStringLiteral("analysisStateLabel"));
    auto *restart = dock->findChild<QPushButton *>(QStringLiteral("analysisRestartButton"));
    auto *lines = dock->findChild<QTreeWidget *>(QStringLiteral("analysisLines"));
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_COMPARE(state->text(), QStringLiteral("analysing"));
    QVERIFY(devices.value(0) && devices[0]->written.contains(QStringLiteral("go infinite")));
    QTRY_COMPARE_WITH_TIMEOUT(state->text(), QStringLiteral("The engine did not answer for 0.3 s"),
                              kEngineWait);
    QVERIFY(!restart->isHidden());
    QCOMPARE(engine->state(), EngineClient::State::Failed);
    QCOMPARE(document->currentNode(), node);
    QCOMPARE(document->tree().nodeCount(), nodes);
    QCOMPARE(document->undoStack()->count(), steps);

    // The scripted engine says one line and no more; the real one speaks
    // every second. Long enough for the rest of the test.
    engine->setSilenceLimit(kEngineWait);
    QTest::mouseClick(restart, Qt::LeftButton);
    QTRY_COMPARE(state->text(), QStringLiteral("analysing"));
    QVERIFY(restart->isHidden());
    QCOMPARE(devices.size(), 2);
    QTRY_COMPARE(lines->topLevelItemCount(), 1);
    QCOMPARE(rowPv(lines, 0), QStringList{QString::fromStdString(sc::formatTurn(pos, turns[0]))});
    // Stop: the scripted engine answers; the restarted one is not hung.
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_COMPARE(engine->state(), EngineClient::State::Idle);
    QCOMPARE(document->tree().nodeCount(), nodes);
  }

  void engineThatDies() {
    MainWindow window;
    auto *engine = window.findChild<EngineClient *>(QStringLiteral("engineClient"));
    engine->setProgram(QStringLiteral(SHOOTERS_ENGINE));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("analysisDock"));
    auto *start = dock->findChild<QPushButton *>(QStringLiteral("analysisStartButton"));
    auto *state = dock->findChild<QLabel *>(QStringLiteral("analysisStateLabel"));
    auto *restart = dock->findChild<QPushButton *>(QStringLiteral("analysisRestartButton"));
    auto *lines = dock->findChild<QTreeWidget *>(QStringLiteral("analysisLines"));
    GameDocument *document = window.document();
    playTurns(document, 1);
    const int nodes = document->tree().nodeCount();
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(lines->topLevelItemCount() > 0, kEngineWait);
    auto *process = engine->findChild<QProcess *>();
    QVERIFY(process);
    process->kill();
    QTRY_COMPARE_WITH_TIMEOUT(state->text(), QStringLiteral("The engine stopped unexpectedly"),
                              kEngineWait);
    QVERIFY(!restart->isHidden());
    QCOMPARE(document->tree().nodeCount(), nodes);
    // Restart brings it back, analysing the same turn.
    QTest::mouseClick(restart, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(state->text(), QStringLiteral("analysing"), kEngineWait);
    QVERIFY(restart->isHidden());
    QTRY_VERIFY_WITH_TIMEOUT(lines->topLevelItemCount() > 0, kEngineWait);
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_COMPARE(engine->state(), EngineClient::State::Idle);
  }

 private:
  QTemporaryDir m_settings;
};

QTEST_MAIN(TestAnalysisDock)
#include "tst_analysisdock.moc"
