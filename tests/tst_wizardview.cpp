// The "Declare a Turn" dock in the real window, offscreen: turns declared with
// mouse clicks on its lists and buttons only, and with a mix of wizard and
// board clicks; then the document, the move tree's rows and the board's
// position must agree. Also the board's guided mode, refusals and shortcuts.
// WIZARD_SHOTS=<dir> saves a picture of the window at each step.
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QTreeView>
#include <algorithm>

#include "boardview.h"
#include "choicedelegate.h"
#include "declarationwizard.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "rankmodel.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"
#include "wizardview.h"

using Step = DeclarationWizard::Step;

namespace {

const char *const kRook = "4k3/8/8/q7/8/p7/8/R6K w - 0 1";
const char *const kPairs = "4k3/3pp3/8/8/2Rp4/2P5/3KP3/7Q w c3c4,d7e7 0 30";
const char *const kKnight = "4k3/8/8/8/8/8/1pp5/1N2K3 w - 0 1";

sc::Position read(const char *sfen) {
  auto pos = sc::readSfen(sc::Registry::instance().defaultVariant(), sfen);
  if (!pos) qFatal("bad sfen %s", sfen);
  return *pos;
}

QString after(const char *sfen, const char *token) {
  sc::Position pos = read(sfen);
  pos.make(*sc::parseTurn(pos, token));
  return QString::fromStdString(sc::writeSfen(pos));
}

QString sfenOf(const sc::Position &pos) { return QString::fromStdString(sc::writeSfen(pos)); }

}  // namespace

class TestWizardView : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<MainWindow> m_window;
  WizardView *m_view = nullptr;
  int m_shot = 0;

  DeclarationWizard *wizard() const { return m_view->wizard(); }
  BoardView *board() const { return m_window->boardView(); }

  void open(const char *sfen) {
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->document()->newGame(read(sfen));
    m_window->document()->undoStack()->setClean();
    m_view = m_window->findChild<WizardView *>(QStringLiteral("wizardView"));
    QVERIFY(m_view);
    // The dock shares the navigator's place: its tab brings it forward.
    QVERIFY(!board()->isGuided());
    clickTab(QStringLiteral("Declare a Turn"));
    QTRY_VERIFY(board()->isGuided());
    shot("open");
  }
  void clickTab(const QString &title) {
    for (QTabBar *bar : m_window->findChildren<QTabBar *>())
      for (int i = 0; i < bar->count(); ++i)
        if (bar->tabText(i) == title) {
          QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
          return;
        }
    QFAIL(qPrintable("no tab " + title));
  }
  void shot(const QString &name) {
    const QString dir = qEnvironmentVariable("WIZARD_SHOTS");
    if (dir.isEmpty()) return;
    QCoreApplication::processEvents();  // pending layout requests, as on screen
    m_window->grab().save(
        QStringLiteral("%1/%2-%3.png").arg(dir).arg(++m_shot, 2, 10, QChar('0')).arg(name));
  }
  // Clicks the list row with this label on the current page.
  void clickChoice(const QString &label) {
    QListWidget *list = m_view->listFor(wizard()->step());
    QVERIFY2(list && list->isVisible(), qPrintable(label));
    const auto items = list->findItems(label, Qt::MatchExactly);
    QVERIFY2(items.size() == 1, qPrintable(label));
    list->scrollToItem(items.first());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(items.first()).center());
    QCOMPARE(list->currentItem(), items.first());
  }
  void clickButton(const char *name) {
    auto *button = m_view->findChild<QPushButton *>(QLatin1String(name));
    QVERIFY2(button && button->isVisible() && button->isEnabled(), name);
    QTest::mouseClick(button, Qt::LeftButton);
  }
  void clickBoard(const char *square) {
    QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareRect(sq(square)).center());
  }
  QString label(const char *name) const {
    return m_view->findChild<QLabel *>(QLatin1String(name))->text();
  }
  // Document, board and move tree agree on the position and the turns.
  void checkAgreement(const QString &sfen, const QStringList &mainLine) {
    QCOMPARE(sfenOf(m_window->document()->position()), sfen);
    QCOMPARE(sfenOf(*board()->shownPosition()), sfen);
    auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("moveTreeView"));
    QAbstractItemModel *model = tree->model();
    QCOMPARE(model->rowCount(), mainLine.size());
    for (int i = 0; i < mainLine.size(); ++i)
      QVERIFY2(model->index(i, 0).data().toString().contains(mainLine[i]),
               qPrintable(model->index(i, 0).data().toString()));
    checkRanks();
  }
  // The rank inspector shows every shooter of the document's position with
  // its rank, and nothing else.
  void checkRanks() {
    const sc::Position &pos = m_window->document()->position();
    auto *ranks = m_window->findChild<RankModel *>(QStringLiteral("rankModel"));
    QVERIFY(ranks);
    int shooters = 0;
    for (sc::Square s : pos.variant().squares()) {
      const sc::Cell cell = pos.at(s);
      if (cell.empty()) continue;
      ++shooters;
      const int row = ranks->rowOf(s);
      QVERIFY2(row >= 0, sc::squareName(s).c_str());
      QCOMPARE(ranks->index(row, RankModel::RankColumn).data(RankModel::SortRole).toInt(),
               int(cell.rank));
    }
    QCOMPARE(ranks->rowCount(), shooters);
  }
  // Answers each step with the choice that keeps `target` among its turns:
  // by clicking its row and Next, or, when `board` is set and the choice is a
  // square that no other choice shares, by clicking that square on the board.
  void declare(const sc::Turn &target, bool board) {
    for (int guard = 0; guard < 8 && wizard()->step() != Step::Preview; ++guard) {
      const QList<DeclarationWizard::Choice> &choices = wizard()->choices();
      int index = -1;
      for (int i = 0; i < choices.size() && index < 0; ++i)
        if (choices[i].turns.contains(target)) index = i;
      QVERIFY2(index >= 0, qPrintable(DeclarationWizard::stepName(wizard()->step())));
      const auto square = choices[index].square;
      const auto sameSquare = [&](const DeclarationWizard::Choice &c) {
        return c.square == square;
      };
      if (board && square && std::count_if(choices.begin(), choices.end(), sameSquare) == 1) {
        const Step before = wizard()->step();
        clickBoard(sc::squareName(*square).c_str());
        QVERIFY(wizard()->step() != before);
        continue;
      }
      QListWidget *list = m_view->listFor(wizard()->step());
      QVERIFY(list && list->isVisible());
      if (wizard()->step() == Step::Kind) {
        // Only the kinds this shooter can play, each explained in its row.
        for (int i = 0; i < choices.size(); ++i) {
          const sc::TurnKind kind = choices[i].turns.first().kind;
          for (const sc::Turn &t : choices[i].turns) QCOMPARE(t.kind, kind);
          const QString line = DeclarationWizard::explainKind(kind);
          QVERIFY(!line.isEmpty());
          const QString shown = list->item(i)->data(ChoiceDelegate::DetailRole).toString();
          QVERIFY2(shown.startsWith(line), qPrintable(shown));
        }
      }
      QListWidgetItem *item = list->item(index);
      QVERIFY(item->text().startsWith(choices[index].label));
      list->scrollToItem(item);
      QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
      QCOMPARE(wizard()->selectedChoice(), index);
      clickButton("wizardNext");
    }
    QCOMPARE(wizard()->step(), Step::Preview);
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
  }
  void cleanup() {
    if (m_window) m_window->document()->undoStack()->setClean();
    m_window.reset();
  }
  void everyKind_data();
  void everyKind();
  void seriesThroughTheDockOnly();
  void pairTranslateWithShotMixingBoardAndDock();
  void knightRouteByBoardClicks();
  void newVariationFromTheDock();
  void refusalShownInDockAndStatusBar();
  void boardFollowsTheSteps();
  void keyboardBackAndCancel();
  void shortcutBringsTheDockForward();
  void gameEndingTurn();
  void keyboardAloneAtEveryStep();
};

void TestWizardView::everyKind_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QString>("token");
  QTest::addColumn<bool>("board");  // mix board clicks with the dock's
  const QList<std::pair<const char *, const char *>> turns = {
      {kRook, "Ra1-e1"},         {kRook, "Ra1@a3"},      {kRook, "Ra1-a2@a3"},
      {kRook, "Ra1>a7"},         {kRook, "Ra1xa3"},      {kKnight, "Nb1>c1>c3"},
      {kKnight, "Nb1>b3>c3"},    {kPairs, "Kd2^c3"},     {kPairs, "Kd2=Pe2"},
      {kPairs, "Pc3|Rc4"},       {kPairs, "Pc3=Rc4-b2"}, {kPairs, "Pc3=Rc4-b3"},
      {kPairs, "Rc4=Pc3-b4@d4"}, {kPairs, "Rc4~Pc3>d3"}, {kPairs, "Kd2@@"},
  };
  for (const auto &[sfen, token] : turns) {
    QTest::addRow("%s, dock only", token) << sfen << token << false;
    QTest::addRow("%s, board and dock", token) << sfen << token << true;
  }
}

// Every kind of turn declared through the dock's lists and buttons, and again
// with the board answering where it can; then the document, the board, the
// move tree and the rank inspector agree.
void TestWizardView::everyKind() {
  QFETCH(QString, sfen);
  QFETCH(QString, token);
  QFETCH(bool, board);
  const QByteArray start = sfen.toLatin1();
  open(start.constData());
  sc::Position pos = read(start.constData());
  const auto target = sc::parseTurn(pos, token.toStdString());
  QVERIFY(target);
  declare(*target, board);
  QCOMPARE(label("previewNotation").remove('+'), token);
  clickButton("wizardDeclare");
  checkAgreement(after(start.constData(), token.toLatin1().constData()), {token});
  QCOMPARE(wizard()->step(), Step::Shooter);
}

void TestWizardView::seriesThroughTheDockOnly() {
  open(kRook);
  QCOMPARE(label("wizardHeading"), QString("Which of White's shooters acts?"));
  clickChoice("Rook on a1");
  clickButton("wizardNext");
  QCOMPARE(wizard()->step(), Step::Kind);
  // The focus followed to the new list, but no answer is chosen for the user.
  QCOMPARE(m_view->listFor(Step::Kind)->hasFocus(), true);
  QCOMPARE(wizard()->selectedChoice(), -1);
  QVERIFY(m_view->listFor(Step::Kind)->selectedItems().isEmpty());
  QVERIFY(!m_view->findChild<QPushButton *>(QStringLiteral("wizardNext"))->isEnabled());
  shot("kind");
  clickChoice("Shoot in series");
  clickButton("wizardNext");
  shot("position");
  clickChoice("a7");
  clickButton("wizardNext");
  QCOMPARE(wizard()->step(), Step::Preview);
  shot("preview");
  QCOMPARE(label("previewNotation"), QString("Ra1>a7"));
  auto *table = m_view->findChild<QTableWidget *>(QStringLiteral("previewTable"));
  QCOMPARE(table->rowCount(), 2);
  QCOMPARE(table->item(0, 0)->text(), QString("Pawn on a3"));
  QCOMPARE(table->item(0, 2)->text(), QString("falls"));
  QCOMPARE(table->item(1, 1)->text(), QString("9 \u2192 4"));
  QVERIFY(label("previewStop").contains("stops on a4"));
  clickButton("wizardDeclare");
  checkAgreement(after(kRook, "Ra1>a7"), {"Ra1>a7"});
  // Declared: the wizard asks Black now.
  QCOMPARE(label("wizardHeading"), QString("Which of Black's shooters acts?"));
}

void TestWizardView::pairTranslateWithShotMixingBoardAndDock() {
  open(kPairs);
  clickBoard("c4");
  QCOMPARE(wizard()->step(), Step::Kind);
  clickChoice("Move the pair");
  clickButton("wizardNext");
  clickBoard("b4");
  QCOMPARE(wizard()->step(), Step::Target);
  shot("target");
  clickChoice("Pawn on d4, shot by the rook");
  clickButton("wizardNext");
  QCOMPARE(label("previewNotation"), QString("Rc4=Pc3-b4@d4"));
  shot("pair-preview");

  clickButton("wizardDeclare");
  checkAgreement(after(kPairs, "Rc4=Pc3-b4@d4"), {"Rc4=Pc3-b4@d4"});
}

void TestWizardView::knightRouteByBoardClicks() {
  open(kKnight);
  clickBoard("b1");
  clickChoice("Shoot in series");
  clickButton("wizardNext");
  clickBoard("c3");
  QCOMPARE(wizard()->step(), Step::Route);
  QCOMPARE(m_view->listFor(Step::Route)->count(), 2);
  shot("route");
  clickBoard("c1");  // the corner names the route
  QCOMPARE(label("previewNotation"), QString("Nb1>c1>c3"));
  clickButton("wizardDeclare");
  checkAgreement(after(kKnight, "Nb1>c1>c3"), {"Nb1>c1>c3"});
}

void TestWizardView::newVariationFromTheDock() {
  open(kRook);
  clickBoard("a1");
  clickBoard("e1");  // the kind step takes a square only a move uses
  QCOMPARE(wizard()->step(), Step::Preview);
  clickButton("wizardDeclare");
  m_window->document()->goBack();
  QCOMPARE(wizard()->step(), Step::Shooter);
  clickChoice("Rook on a1");
  clickButton("wizardNext");
  clickChoice("Shoot");
  clickButton("wizardNext");
  clickChoice("Pawn on a3");
  clickButton("wizardNext");
  clickButton("wizardDeclare");
  QCOMPARE(sfenOf(m_window->document()->position()), after(kRook, "Ra1@a3"));
  QCOMPARE(sfenOf(*board()->shownPosition()), after(kRook, "Ra1@a3"));
  // The main line keeps Ra1-e1; the shot hangs under it as a variation.
  auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("moveTreeView"));
  QAbstractItemModel *model = tree->model();
  QCOMPARE(model->rowCount(), 1);
  const QModelIndex main = model->index(0, 0);
  QVERIFY(main.data().toString().contains("Ra1-e1"));
  QCOMPARE(model->rowCount(main), 1);
  QVERIFY(model->index(0, 0, main).data().toString().contains("Ra1@a3"));
  QCOMPARE(tree->currentIndex().data().toString(), model->index(0, 0, main).data().toString());
}

void TestWizardView::refusalShownInDockAndStatusBar() {
  open(kRook);
  clickBoard("a1");
  clickChoice("Move");
  clickButton("wizardNext");
  clickBoard("e5");
  auto *refusal = m_view->findChild<QLabel *>(QStringLiteral("wizardRefusal"));
  QVERIFY(refusal->isVisible());
  QCOMPARE(refusal->text(), QString("The rook on a1 cannot move to e5"));
  QCOMPARE(m_window->statusBar()->currentMessage(), refusal->text());
  shot("refusal");
  QCOMPARE(wizard()->step(), Step::Position);
  clickBoard("a2");
  QVERIFY(!refusal->isVisible());
  QCOMPARE(wizard()->step(), Step::Preview);
}

void TestWizardView::boardFollowsTheSteps() {
  open(kRook);
  QCOMPARE(board()->scene().choices, (QList<sc::Square>{sq("a1"), sq("h1")}));
  clickBoard("a1");
  QCOMPARE(board()->scene().selected, sq("a1"));
  clickChoice("Shoot");
  clickButton("wizardNext");
  QCOMPARE(board()->scene().choices, QList<sc::Square>{sq("a3")});
  QVERIFY(board()->scene().choice.has_value());  // the only answer, preselected
  clickButton("wizardNext");
  QVERIFY(board()->scene().preview.valid);
  QCOMPARE(board()->scene().preview.shotTargets, QList<sc::Square>{sq("a3")});
  // Back to the move tree: the board takes its own clicks again.
  clickTab("Move Tree");
  QTRY_VERIFY(!board()->isGuided());
  QVERIFY(board()->scene().choices.isEmpty());
  clickBoard("a1");
  QVERIFY(board()->turnInput()->hasSelection());
  QCOMPARE(wizard()->step(), Step::Preview);  // the wizard waits where it was
}

void TestWizardView::keyboardBackAndCancel() {
  open(kPairs);
  clickBoard("d2");
  clickChoice("Bomber");
  QListWidget *kinds = m_view->listFor(Step::Kind);
  QTest::keyClick(kinds, Qt::Key_Return);  // Enter takes the chosen answer
  QCOMPARE(wizard()->step(), Step::Preview);
  QTest::keyClick(m_view->findChild<QWidget *>(QStringLiteral("previewPage")), Qt::Key_Backspace);
  QCOMPARE(wizard()->step(), Step::Kind);
  QTest::keyClick(kinds, Qt::Key_Escape);
  QCOMPARE(wizard()->step(), Step::Shooter);
  QVERIFY(!wizard()->isStarted());
  // Escape on the guided board does the same.
  clickBoard("d2");
  QCOMPARE(wizard()->step(), Step::Kind);
  QTest::keyClick(board(), Qt::Key_Escape);
  QCOMPARE(wizard()->step(), Step::Shooter);
  clickBoard("d2");
  clickChoice("Bomber");
  clickButton("wizardNext");
  QTest::keyClick(m_view->findChild<QPushButton *>(QStringLiteral("wizardDeclare")), Qt::Key_Return,
                  Qt::ControlModifier);
  QCOMPARE(sfenOf(m_window->document()->position()), after(kPairs, "Kd2@@"));
}

void TestWizardView::shortcutBringsTheDockForward() {
  m_window = std::make_unique<MainWindow>();
  m_window->show();
  QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
  m_window->activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
  m_window->document()->newGame(read(kRook));
  m_view = m_window->findChild<WizardView *>(QStringLiteral("wizardView"));
  auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("wizardDock"));
  QVERIFY(!board()->isGuided());  // behind the move tree's tab
  QVERIFY(!dock->isHidden());
  // Pressed twice, it brings the dock forward and keeps it there.
  for (int i = 0; i < 2; ++i) {
    QTest::keyClick(board(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(board()->isGuided());
    QVERIFY(!dock->isHidden());
    QTRY_COMPARE(QApplication::focusWidget(), m_view->listFor(Step::Shooter));
  }
  // The keyboard alone declares from there: the rook, a move, e1.
  QListWidget *shooters = m_view->listFor(Step::Shooter);
  shooters->setCurrentRow(0);
  QCOMPARE(wizard()->choices().at(0).label, QString("Rook on a1"));
  QTest::keyClick(shooters, Qt::Key_Return);
  QCOMPARE(wizard()->step(), Step::Kind);
}

void TestWizardView::gameEndingTurn() {
  const char *lastKing = "4k3/8/8/8/8/8/8/q3K3 b - 0 1";
  open(lastKing);
  clickBoard("a1");
  clickChoice("Shoot");
  clickButton("wizardNext");
  QCOMPARE(wizard()->selectedChoice(), 0);  // the king is the only target: preselected
  clickButton("wizardNext");
  shot("game-end");
  auto *end = m_view->findChild<QLabel *>(QStringLiteral("previewEnd"));
  QVERIFY(end->isVisible());
  QCOMPARE(end->text(), QString("Game ends: Black wins: no monarch left."));
  QVERIFY(!m_view->findChild<QLabel *>(QStringLiteral("previewCheck"))->isVisible());
  clickButton("wizardDeclare");
  checkAgreement(after(lastKing, "Qa1@e1"), {"Qa1@e1"});
  QCOMPARE(label("wizardHeading"), QString("No turn can be declared: Black wins: no monarch left"));
  // Issue 15: the end is on the board and in the Result tag, one undo step
  // with the turn.
  GameDocument *doc = m_window->document();
  QCOMPARE(doc->tree().tags().at("Result"), std::string("0-1"));
  QCOMPARE(board()->resultNote(), QString::fromUtf8("0-1  \u2014  Black wins: no monarch left"));
  QVERIFY(board()->scene().result == board()->resultNote());
  doc->undoStack()->undo();
  QVERIFY(!doc->tree().tags().count("Result"));
  QCOMPARE(int(doc->tree().nodeCount()), 1);
  QVERIFY(board()->resultNote().isEmpty());
  doc->undoStack()->redo();
  QCOMPARE(doc->tree().tags().at("Result"), std::string("0-1"));
  // A turn that ends the game in a variation leaves the tag to the main line.
  doc->goStart();
  doc->undoStack()->undo();
  sc::Position pos = doc->position();
  doc->playTurn(*sc::parseTurn(pos, "Qa1-a3"));  // the game goes on
  doc->goStart();
  doc->playTurn(*sc::parseTurn(pos, "Qa1@e1"));
  QVERIFY(!doc->tree().tags().count("Result"));
}

// Issue 15: the wizard by keys alone, focus inside it at every step: arrows
// choose, Enter answers, Enter at the preview declares, and the focus comes
// back to the shooters for the next turn.
void TestWizardView::keyboardAloneAtEveryStep() {
  open(kRook);
  QListWidget *shooters = m_view->listFor(Step::Shooter);
  shooters->setFocus();
  QTRY_COMPARE(QApplication::focusWidget(), shooters);
  auto inWizard = [this] {
    QWidget *focus = QApplication::focusWidget();
    return focus && m_view->isAncestorOf(focus);
  };
  // The rook is the first shooter: Home, then Enter.
  QTest::keyClick(shooters, Qt::Key_Home);
  QCOMPARE(wizard()->choices().at(shooters->currentRow()).label, QString("Rook on a1"));
  QTest::keyClick(shooters, Qt::Key_Return);
  QCOMPARE(wizard()->step(), Step::Kind);
  QVERIFY(inWizard());
  // Kind: down to "Shoot" by arrows.
  QListWidget *kinds = m_view->listFor(Step::Kind);
  QCOMPARE(QApplication::focusWidget(), kinds);
  int shoot = -1;
  for (int i = 0; i < wizard()->choices().size(); ++i)
    if (wizard()->choices().at(i).label == QStringLiteral("Shoot")) shoot = i;
  QVERIFY(shoot >= 0);
  QTest::keyClick(kinds, Qt::Key_Home);
  for (int i = 0; i < shoot; ++i) QTest::keyClick(kinds, Qt::Key_Down);
  QTest::keyClick(kinds, Qt::Key_Return);
  // Target (the only enemy in range may be chosen already): Enter until the preview.
  for (int guard = 0; wizard()->step() != Step::Preview && guard < 4; ++guard) {
    QVERIFY(inWizard());
    QWidget *focus = QApplication::focusWidget();
    if (auto *list = qobject_cast<QListWidget *>(focus); list && list->currentRow() < 0)
      QTest::keyClick(list, Qt::Key_Home);
    QTest::keyClick(focus, Qt::Key_Return);
  }
  QCOMPARE(wizard()->step(), Step::Preview);
  QVERIFY2(inWizard(),
           qPrintable(QApplication::focusWidget() ? QApplication::focusWidget()->objectName()
                                                  : QStringLiteral("no focus")));
  // Escape at the preview starts again; the focus stays.
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
  QCOMPARE(wizard()->step(), Step::Shooter);
  QTRY_VERIFY(inWizard());
  const QString before = sfenOf(m_window->document()->position());
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
  for (int i = 0; i < shoot; ++i) QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
  for (int guard = 0; wizard()->step() != Step::Preview && guard < 4; ++guard) {
    if (auto *list = qobject_cast<QListWidget *>(QApplication::focusWidget());
        list && list->currentRow() < 0)
      QTest::keyClick(list, Qt::Key_Home);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
  }
  QCOMPARE(wizard()->step(), Step::Preview);
  // Plain Enter at the preview declares.
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
  QVERIFY(sfenOf(m_window->document()->position()) != before);
  QCOMPARE(m_window->document()->tree().mainLine().size(), std::size_t(2));
  QCOMPARE(wizard()->step(), Step::Shooter);
  QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(shooters));
}

QTEST_MAIN(TestWizardView)
#include "tst_wizardview.moc"
