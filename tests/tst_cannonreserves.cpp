// The reserves panel and the fortune of war dialog of Cannon Battle Chess
// (docs/cannon-battle.md) in the workbench window, offscreen, driven like a
// user: a withdraw (K21), a buy (K22) and a place (K23) played from the
// panel's lists, a purchase refused with its reason, archers offered once
// they may be called (K14), and the fortune of war (K24, K24a) drawn with a
// fixed seed or chosen by hand, each recorded as the game's turn.
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "fortunedialog.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "recoverystore.h"
#include "registry.h"
#include "reservesmodel.h"
#include "sfen.h"
#include "squares.h"

using namespace sc;

namespace {

// K3, K30: the start, fortune of war at move 20, four archers in each pool.
const char *const kStart =
    "1s[6]rnbqkbnr2/1c2j2j2c1/eeppppppppee/12/12/12/12/12/12/EEPPPPPPPPEE/1C2J2J2C1/1S[6]RNBQKBNR2 "
    "w 20 AAAA:0:0 aaaa:0:0 0 1";
// White: king g1, rook a1, queen d4; a knight waiting in the pool, credit 4.
const char *const kReserves = "6k5/12/12/12/12/12/12/12/3Q8/12/12/R5K5 w - N:4:0 -:0:0 0 1";
// K24: the fortune of war is due (move 5 reached), White to move.
const char *const kFortune = "6k5/12/12/12/n11/12/12/12/3Pp7/12/2X9/6K5 w 5 -:0:0 -:0:0 3 5";

VariantPtr cannon() {
  static VariantPtr v = [] {
    std::string error;
    VariantPtr loaded = Registry::instance().load("cannon-battle", {}, error);
    if (!loaded) qFatal("%s", error.c_str());
    return loaded;
  }();
  return v;
}

int typeOf(char letter) { return cannon()->rules().pieceByLetter(letter); }

}  // namespace

class TstCannonReserves : public QObject {
  Q_OBJECT

  QTemporaryDir m_settings;
  std::unique_ptr<MainWindow> m_window;

  GameDocument *doc() const { return m_window->document(); }
  template <typename T>
  T *child(const char *name) const {
    return m_window->findChild<T *>(QLatin1String(name));
  }
  void start(const char *sfen) {
    ParseError e;
    auto pos = readSfen(cannon(), sfen, &e);
    QVERIFY2(pos, e.toString().c_str());
    doc()->newGame(*pos);
  }
  void play(const char *token) {
    Position pos = doc()->position();
    std::string error;
    auto turn = parseTurn(pos, token, &error);
    QVERIFY2(turn, error.c_str());
    doc()->playTurn(*turn);
  }
  // Chooses the combo's entry containing `text` and clicks the button beside it.
  void choose(const char *combo, const QString &text, const char *button) {
    auto *box = child<QComboBox>(combo);
    QVERIFY(box);
    int found = -1;
    for (int i = 0; i < box->count(); ++i)
      if (box->itemText(i).contains(text)) found = i;
    QVERIFY2(found >= 0, qPrintable(text));
    box->setCurrentIndex(found);
    auto *b = child<QPushButton>(button);
    QVERIFY(b->isEnabled());
    QTest::mouseClick(b, Qt::LeftButton);
  }
  // The last played turn's notation, as the move tree records it.
  QString lastToken() const {
    return QString::fromStdString(doc()->tree().node(doc()->currentNode()).notation);
  }
  FortuneDialog *openFortune() {
    QAction *action = m_window->findChild<QAction *>(QStringLiteral("actionFortuneOfWar"));
    if (!action || !action->isEnabled()) return nullptr;
    action->trigger();
    return m_window->findChild<FortuneDialog *>();
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_cannonreserves"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
  }
  void init() {
    QSettings().clear();
    QDir(RecoveryStore::defaultDirectory()).removeRecursively();
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
  }
  void cleanup() {
    doc()->undoStack()->setClean();  // no question on closing
    m_window.reset();
  }

  // The dock shows in games with reserves only, a tab beside the ranks; the
  // action sits in the Game menu.
  void dockFollowsTheRuleSystem() {
    auto *dock = child<QDockWidget>("reservesDock");
    QVERIFY(dock);
    QTest::qWait(0);              // the dock decides after the saved layout is restored
    QVERIFY(!dock->isVisible());  // the default rule system has no reserves
    QVERIFY(!dock->toggleViewAction()->isEnabled());
    start(kStart);
    QVERIFY(dock->toggleViewAction()->isEnabled());
    dock->raise();
    QVERIFY(QTest::qWaitFor([dock] { return dock->isVisible(); }));
    QVERIFY(m_window->tabifiedDockWidgets(dock).contains(child<QDockWidget>("rankDock")));
    QMenu *game = nullptr;
    for (QAction *a : m_window->menuBar()->actions())
      if (a->text().remove(u'&') == QStringLiteral("Game")) game = a->menu();
    QVERIFY(game);
    QAction *fortune = m_window->findChild<QAction *>(QStringLiteral("actionFortuneOfWar"));
    QVERIFY(game->actions().contains(fortune));
    QVERIFY(!fortune->isEnabled());  // K24: move 20 is far
    QCOMPARE(child<QLabel>("whitePool")->text(), QStringLiteral("4 \u00d7 Archer"));
    QCOMPARE(child<QLabel>("fortuneStatus")->text(), QStringLiteral("Comes at move 20."));
    // View > Reset Layout brings the default arrangement, taken in another
    // rule system: the dock stays while the game has reserves.
    m_window->resetLayout();
    QVERIFY(QTest::qWaitFor([dock] { return dock->isVisible(); }));
  }

  // K21, K22, K23: withdraw the queen, buy a queen with the credit, bring
  // the knight on from the pool; each is a turn of the game.
  void k21_k22_k23_withdrawBuyPlace() {
    start(kReserves);
    QCOMPARE(child<QLabel>("whiteCredit")->text(), QStringLiteral("4"));
    choose("withdrawCombo", QStringLiteral("Queen on d4 (+10)"), "withdrawButton");
    QCOMPARE(lastToken(), QStringLiteral("-Qd4"));
    QCOMPARE(doc()->position().credit(Color::White), 14);
    QVERIFY(doc()->position().at(sq("d4")).empty());
    QCOMPARE(child<QLabel>("whiteCredit")->text(), QStringLiteral("14"));
    play("Kg12-f12");
    choose("buyCombo", QStringLiteral("Queen on b1 (costs 13)"), "buyButton");
    QCOMPARE(lastToken(), QStringLiteral("+Q"));
    QCOMPARE(doc()->position().credit(Color::White), 1);
    QCOMPARE(doc()->position().at(sq("b1")).pieceIndex(), typeOf('Q'));
    play("Kf12-g12");
    QCOMPARE(doc()->position().pool(Color::White, typeOf('N')), 1);
    QCOMPARE(child<QLabel>("whitePool")->text(), QStringLiteral("1 \u00d7 Knight"));
    choose("placeCombo", QStringLiteral("Knight from the pool on c1"), "placeButton");
    QCOMPARE(lastToken(), QStringLiteral("*N"));
    const Position &pos = doc()->position();
    QCOMPARE(pos.pool(Color::White, typeOf('N')), 0);
    QCOMPARE(pos.at(sq("c1")).pieceIndex(), typeOf('N'));
    QCOMPARE(pos.at(sq("c1")).color, Color::White);
    QCOMPARE(pos.credit(Color::White), 1);
    QCOMPARE(child<QLabel>("whitePool")->text(), QStringLiteral("empty"));
    // Three reserve turns and two king moves, one line of the move tree.
    QCOMPARE(doc()->turnNumber(doc()->currentNode()), 3);
  }

  // K22: what the credit does not pay is listed, greyed, with why.
  void k22_buyRefusedShowsWhy() {
    start(kReserves);
    auto *box = child<QComboBox>("buyCombo");
    auto *items = qobject_cast<QStandardItemModel *>(box->model());
    int queen = -1;
    for (int i = 0; i < box->count(); ++i)
      if (box->itemText(i).startsWith(QStringLiteral("Queen"))) queen = i;
    QVERIFY(queen >= 0);
    QCOMPARE(box->itemText(queen), QStringLiteral("Queen: costs 13, credit 4"));
    QVERIFY(!items->item(queen)->isEnabled());
    QCOMPARE(items->item(queen)->toolTip(), QStringLiteral("costs 13, credit 4"));
    box->setCurrentIndex(queen);
    QVERIFY(!child<QPushButton>("buyButton")->isEnabled());
    // What the credit pays stays playable.
    bool pawn = false;
    for (int i = 0; i < box->count(); ++i)
      if (box->itemText(i).startsWith(QStringLiteral("Pawn on b1 (costs 2)")))
        pawn = items->item(i)->isEnabled();
    QVERIFY(pawn);
  }

  // K14: archers come once 16 pieces are lost; before, the reason shows.
  void k14_archersOnceCalled() {
    start("6k5/12/12/12/12/12/12/12/12/12/12/R5K5 w - AAAA:0:15 -:0:0 0 1");
    auto *box = child<QComboBox>("placeCombo");
    QCOMPARE(box->count(), 1);
    QCOMPARE(box->itemText(0), QStringLiteral("Archers: after 16 losses, now 15"));
    QVERIFY(!child<QPushButton>("placeButton")->isEnabled());
    start("6k5/12/12/12/12/12/12/12/12/12/12/R5K5 w - AAAA:0:16 -:0:0 0 1");
    QVERIFY(box->count() > 10);
    // Single archers come first, the long list of sets after them.
    QCOMPARE(box->itemText(0), QStringLiteral("Archer on b1 \u2014 *Ab1"));
    choose("placeCombo", QStringLiteral("Archers on b1, l1 \u2014"), "placeButton");
    QCOMPARE(lastToken(), QStringLiteral("*Ab1l1"));
    QCOMPARE(doc()->position().pool(Color::White, typeOf('A')), 2);
    QCOMPARE(doc()->position().at(sq("l1")).pieceIndex(), typeOf('A'));
  }

  // K24, K24a: a draw with a fixed seed is the same card each time; it is
  // named before it is played, and recorded as the turn.
  void k24a_drawWithSeed() {
    start(kFortune);
    QVERIFY(child<QPushButton>("fortuneButton")->isEnabled());
    QCOMPARE(child<QComboBox>("withdrawCombo")->count(), 0);  // K24: the fortune comes first
    QCOMPARE(child<QComboBox>("buyCombo")->placeholderText(),
             QStringLiteral("The fortune of war comes first"));
    FortuneDialog *dialog = openFortune();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    auto *seed = dialog->findChild<QSpinBox *>(QStringLiteral("fortuneSeed"));
    seed->setValue(2024);
    auto *play = dialog->findChild<QPushButton *>(QStringLiteral("playDrawnButton"));
    QVERIFY(!play->isEnabled());
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("drawButton")),
                      Qt::LeftButton);
    const QString drawn = dialog->findChild<QLabel *>(QStringLiteral("drawnLabel"))->text();
    QVERIFY2(drawn.contains(QStringLiteral("seed 2024")), qPrintable(drawn));
    // mt19937(2024)'s first output is 0.588 of its range: past the Queen of
    // Hearts (1/3) and the strikes (1/6), inside the isolation's 1/6.
    QVERIFY2(
        drawn.contains(QStringLiteral("Ace of Spades, isolation: every isolated piece is removed")),
        qPrintable(drawn));
    QVERIFY2(drawn.contains(QStringLiteral("(AS:isolated)")), qPrintable(drawn));
    // A draw is final: no second card, no choosing by hand.
    QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("drawButton"))->isEnabled());
    QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("playChosenButton"))->isEnabled());
    QVERIFY(play->isEnabled());
    QTest::mouseClick(play, Qt::LeftButton);
    QCOMPARE(lastToken(), QStringLiteral("AS:isolated"));
    QVERIFY(doc()->position().at(sq("a8")).empty());   // the lone knight is gone
    QVERIFY(!doc()->position().at(sq("c2")).empty());  // the crater stays
    QCOMPARE(doc()->position().lost(Color::Black), 1);
    QCOMPARE(doc()->position().fortune(), 0);
    QCOMPARE(doc()->position().sideToMove(), Color::White);  // K24: White still moves
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("actionFortuneOfWar"))->isEnabled());
    QVERIFY(QTest::qWaitFor([this] { return !m_window->findChild<FortuneDialog *>(); }));
  }

  // The same seed in the same position draws the same card; another seed
  // may draw another (K24a: a seeded generator, so a draw can be repeated).
  void k24a_seedReproduces() {
    start(kFortune);
    auto *model = m_window->findChild<ReservesModel *>(QStringLiteral("reservesModel"));
    QVERIFY(model);
    QCOMPARE(model->outcomes().size(), 16 + 132 + 1 + 1);
    QCOMPARE(model->draw(2024), model->draw(2024));
    QCOMPARE(model->outcomes()[model->draw(2024)].notation, QStringLiteral("AS:isolated"));
    QVERIFY(model->outcomes()[model->draw(7)].notation.startsWith(QStringLiteral("QH:")));  // 0.076
    QSet<QString> seen;
    for (quint32 s = 0; s < 200; ++s) seen << model->outcomes()[model->draw(s)].notation;
    QVERIFY(seen.size() > 20);  // draws spread over the outcomes
    QVERIFY(seen.contains(QStringLiteral("JK:repair")));
  }

  // K24a: an analyst picks any outcome, its odds shown, and it is played.
  void k24_chooseByHand() {
    start(kFortune);
    FortuneDialog *dialog = openFortune();
    QVERIFY(dialog);
    auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("outcomeList"));
    QCOMPARE(list->topLevelItemCount(), 150);
    QTreeWidgetItem *strike = nullptr;
    for (int i = 0; i < list->topLevelItemCount(); ++i)
      if (list->topLevelItem(i)->text(1) == QStringLiteral("AS:d4e4"))
        strike = list->topLevelItem(i);
    QVERIFY(strike);
    QCOMPARE(strike->text(0), QStringLiteral("Ace of Spades, strike: d4 and e4 are cleared"));
    QCOMPARE(strike->text(2), QStringLiteral("0.13 %"));  // 1/3 * 1/2 * 1/132
    list->scrollToItem(strike);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(strike).center());
    auto *play = dialog->findChild<QPushButton *>(QStringLiteral("playChosenButton"));
    QVERIFY(play->isEnabled());
    QTest::mouseClick(play, Qt::LeftButton);
    QCOMPARE(lastToken(), QStringLiteral("AS:d4e4"));
    const Position &pos = doc()->position();
    QVERIFY(pos.at(sq("d4")).empty() && pos.at(sq("e4")).empty());
    QCOMPARE(pos.lost(Color::White), 1);  // K20: a chance removal is a loss
    QCOMPARE(pos.lost(Color::Black), 1);
    QCOMPARE(child<QLabel>("blackLost")->text(), QStringLiteral("1"));
  }

  // While the board edits a set-up, the panel plays nothing into the game.
  void restsWhileEditing() {
    start(kFortune);
    QAction *edit = m_window->findChild<QAction *>(QStringLiteral("editPosition"));
    QAction *fortune = m_window->findChild<QAction *>(QStringLiteral("actionFortuneOfWar"));
    QVERIFY(fortune->isEnabled());
    edit->setChecked(true);
    QVERIFY(!fortune->isEnabled());
    QVERIFY(!child<QPushButton>("fortuneButton")->isEnabled());
    edit->setChecked(false);
    QVERIFY(fortune->isEnabled());
    QVERIFY(child<QPushButton>("fortuneButton")->isEnabled());
  }

  // Cancel plays nothing.
  void k24_cancelPlaysNothing() {
    start(kFortune);
    FortuneDialog *dialog = openFortune();
    QVERIFY(dialog);
    const NodeId before = doc()->currentNode();
    dialog->reject();
    QCOMPARE(doc()->currentNode(), before);
    QVERIFY(doc()->position().fortuneDue());
  }
};

QTEST_MAIN(TstCannonReserves)
#include "tst_cannonreserves.moc"
