// The workbench and its rule systems, end to end through the real widgets:
// File > New Game's dialog starts each ruleset with its options and
// remembers the choice; a position of another rule system (pasted, typed
// into the board editor, or opened from a file) is offered as a game of that
// rule system, while garbage still gets the error; the Games list names each
// game's rule system; Help > Rules lists every piece of the open game's
// ruleset with its picture; the board's tooltip names a piece and its turns.
#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QHelpEvent>
#include <QLabel>
#include <QTextBrowser>
#include <QToolTip>
#include <QUndoStack>

#include "ruleset.h"
#include "rulespage.h"
#include "windowfiles.h"
#include "workspace.h"

using namespace wbtest;

namespace {

const char kChessAfterE4[] = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

QString rulesetOf(MainWindow &window) {
  return QString::fromStdString(window.document()->variant().rules().name);
}

QString positionOf(MainWindow &window) {
  return QString::fromStdString(sc::writeSfen(window.document()->position()));
}

sc::VariantPtr load(const QString &name) {
  std::string error;
  return sc::Registry::instance().load(name.toStdString(), {}, error);
}

}  // namespace

class TestNewGame : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    isolateSettings(m_settings, QStringLiteral("tst_newgame"));
    QVERIFY(m_dir.isValid());
  }
  void init() { clearSettingsAndRecovery(); }
  void cleanup() {
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QApplication::clipboard()->clear();
  }

  void dialogListsEveryRuleset();
  void newGameForEachRuleset_data();
  void newGameForEachRuleset();
  void newGameRemembersTheChoice();
  void newGameByKeyboard();
  void newGameCancelledKeepsTheGame();
  void newGameOpensItsOwnTab();
  void newGameFromThisPosition();
  void pasteChessFenOffersChessGame_data();
  void pasteChessFenOffersChessGame();
  void declinedOfferKeepsTheGame();
  void garbageStillGivesTheError();
  void editorPasteOffersOtherRuleset();
  void openChessFenFile();
  void openEpdSuite();
  void gamesListShowsRuleSystems();
  void rulesPageListsEveryPiece_data();
  void rulesPageListsEveryPiece();
  void helpMenuOpensRulesOfOpenGame();
  void tooltipNamesPieceAndTurns();

 private:
  QTemporaryDir m_settings;
  QTemporaryDir m_dir;
};

void TestNewGame::dialogListsEveryRuleset() {
  NewGameDialog dialog(QStringLiteral("shooters"));
  auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("rulesetCombo"));
  QVERIFY(combo);
  const std::vector<std::string> names = sc::Registry::instance().names();
  QCOMPARE(combo->count(), int(names.size()));
  for (const std::string &name : names) {
    const int index = combo->findData(QString::fromStdString(name));
    QVERIFY2(index >= 0, name.c_str());
    QCOMPARE(combo->itemText(index),
             QString::fromStdString(load(QString::fromStdString(name))->rules().title));
    // Each ruleset's options, with its defaults, and a description.
    combo->setCurrentIndex(index);
    const sc::VariantPtr v = load(QString::fromStdString(name));
    const sc::Ruleset &rules = v->rules();
    QCOMPARE(dialog.options().size(), qsizetype(rules.offeredOptions.size()));
    for (const std::string &key : rules.offeredOptions) {
      auto *box =
          dialog.findChild<QComboBox *>(QStringLiteral("option_") + QString::fromStdString(key));
      QVERIFY2(box, key.c_str());
      QCOMPARE(box->currentData().toString(),
               QString::fromStdString(sc::optionValue(rules.options, key)));
    }
    auto *description = dialog.findChild<QLabel *>(QStringLiteral("rulesetDescription"));
    QVERIFY(description && !description->text().isEmpty());
  }
}

void TestNewGame::newGameForEachRuleset_data() {
  QTest::addColumn<QString>("ruleset");
  QTest::addColumn<QStringList>("options");
  QTest::newRow("chess") << "chess" << QStringList();
  QTest::newRow("shooters-first, monarch shield on")
      << "shooters-first" << QStringList{QStringLiteral("monarch-shield=on")};
  QTest::newRow("shooters") << "shooters" << QStringList();
  QTest::newRow("shooters, stalemate loses")
      << "shooters" << QStringList{QStringLiteral("stalemate=loss")};
}

void TestNewGame::newGameForEachRuleset() {
  QFETCH(QString, ruleset);
  QFETCH(QStringList, options);
  auto window = shownWindow();
  const QStringList seen = newGameThroughDialog(*window, ruleset, options);
  QVERIFY2(seen.size() == 1 && seen.first().startsWith(QLatin1String("NewGameDialog")),
           qPrintable(seen.join(QLatin1String(" | "))));
  const sc::Ruleset &rules = window->document()->variant().rules();
  QCOMPARE(rulesetOf(*window), ruleset);
  QCOMPARE(positionOf(*window), QString::fromStdString(rules.startSfen));
  QCOMPARE(window->document()->tree().nodeCount(), 1);
  QCOMPARE(window->gameList()->gameCount(), 1);
  // Every option the ruleset offers: the one chosen, or its default.
  const sc::VariantPtr fresh = load(ruleset);
  const sc::Ruleset &defaults = fresh->rules();
  for (const std::string &key : rules.offeredOptions) {
    QString expected = QString::fromStdString(sc::optionValue(defaults.options, key));
    for (const QString &o : options)
      if (o.section(QLatin1Char('='), 0, 0) == QString::fromStdString(key))
        expected = o.section(QLatin1Char('='), 1);
    QCOMPARE(QString::fromStdString(sc::optionValue(rules.options, key)), expected);
  }
  // The board shows the ruleset's position, and Help names its rules.
  QCOMPARE(QString::fromStdString(sc::writeSfen(*window->boardView()->shownPosition())),
           QString::fromStdString(rules.startSfen));
  QVERIFY(window->action(QStringLiteral("rules"))
              ->text()
              .contains(QString::fromStdString(rules.title)));
  QVERIFY(!window->isWindowModified());
}

void TestNewGame::newGameRemembersTheChoice() {
  {
    auto window = shownWindow();
    newGameThroughDialog(*window, QStringLiteral("shooters-first"),
                         {QStringLiteral("monarch-shield=on")});
  }
  QCOMPARE(QSettings().value(QStringLiteral("newGame/ruleset")).toString(),
           QStringLiteral("shooters-first"));
  NewGameDialog dialog(QStringLiteral("shooters"));
  QCOMPARE(dialog.rulesetName(), QStringLiteral("shooters-first"));
  QVERIFY2(dialog.options().contains(QStringLiteral("monarch-shield=on")),
           qPrintable(dialog.options().join(u' ')));
}

void TestNewGame::newGameByKeyboard() {
  auto window = shownWindow();
  DialogAnswerer answerer;
  QString chosen;
  answerer.answerDialog([&](QDialog *dialog) {
    // The rule system has the focus: End picks the last one, Enter starts.
    // The focus comes with the dialog's activation, an event of its own that
    // a slow build (the sanitizers') may not have handled when it shows.
    auto *combo = dialog->findChild<QComboBox *>(QStringLiteral("rulesetCombo"));
    QVERIFY(combo);
    QTRY_VERIFY(combo->hasFocus());
    QTest::keyClick(combo, Qt::Key_End);
    chosen = combo->currentData().toString();
    QTest::keyClick(combo, Qt::Key_Return);
  });
  QTest::keyClick(window.get(), Qt::Key_N, Qt::ControlModifier);
  QVERIFY2(answerer.allAnswered(), qPrintable(answerer.seen.join(u'|')));
  QCOMPARE(chosen, QString::fromStdString(sc::Registry::instance().names().back()));
  QCOMPARE(rulesetOf(*window), chosen);
}

void TestNewGame::newGameCancelledKeepsTheGame() {
  auto window = shownWindow();
  clickSquare(*window, "e2");
  clickSquare(*window, "e3");
  QCOMPARE(window->document()->tree().nodeCount(), 2);
  DialogAnswerer answerer;
  answerer.answerDialog([](QDialog *dialog) { dialog->reject(); });
  window->action(QStringLiteral("newGame"))->trigger();
  QVERIFY(answerer.allAnswered());
  QCOMPARE(window->document()->tree().nodeCount(), 2);
  QCOMPARE(window->workspace()->count(), 1);
  closeDiscarding(*window);
}

// Issue 15: New Game opens a tab of its own; nothing is asked, and the game
// with changes stays in its tab.
void TestNewGame::newGameOpensItsOwnTab() {
  auto window = shownWindow();
  clickSquare(*window, "e2");
  clickSquare(*window, "e3");
  DialogAnswerer answerer;
  answerer.answerDialog([](QDialog *dialog) {
    auto *newGame = qobject_cast<NewGameDialog *>(dialog);
    newGame->setChoice(QStringLiteral("chess"));
    newGame->accept();
  });
  window->action(QStringLiteral("newGame"))->trigger();
  QVERIFY(answerer.allAnswered());
  QCOMPARE(answerer.seen.size(), 1);  // the dialog, no question about saving
  QCOMPARE(rulesetOf(*window), QStringLiteral("chess"));
  QCOMPARE(window->document()->tree().nodeCount(), 1);
  QCOMPARE(window->workspace()->count(), 2);
  window->workspace()->setCurrent(0);
  QCOMPARE(rulesetOf(*window), QStringLiteral("shooters"));
  QCOMPARE(window->document()->tree().nodeCount(), 2);
  closeDiscarding(*window);
}

// File > New Game from This Position (Lichess's "continue from here"): the
// board's position starts an untitled game in a tab of its own, with no turn
// and no history behind it; the game it came from stays as it was.
void TestNewGame::newGameFromThisPosition() {
  auto window = shownWindow();
  clickSquare(*window, "e2");
  clickSquare(*window, "e3");
  clickSquare(*window, "e7");
  clickSquare(*window, "e6");
  GameDocument *doc = window->document();
  QCOMPARE(doc->tree().nodeCount(), 3);
  doc->goBack();  // from the middle of the game, not only its end
  const QString here = positionOf(*window);
  QAction *action = window->action(QStringLiteral("newGameFromPosition"));
  QVERIFY(action->isEnabled());
  QVERIFY(menuNamed(*window, QStringLiteral("File"))->actions().contains(action));

  QTest::keyClick(window.get(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
  QCOMPARE(window->workspace()->count(), 2);
  QCOMPARE(window->workspace()->current(), 1);
  QCOMPARE(window->workspace()->title(1), QStringLiteral("Untitled"));
  QCOMPARE(doc->tree().nodeCount(), 1);
  QCOMPARE(QString::fromStdString(sc::writeSfen(doc->tree().start())), here);
  QCOMPARE(positionOf(*window), here);
  QCOMPARE(doc->position().historySize(), 0);
  QCOMPARE(doc->undoStack()->count(), 0);
  QCOMPARE(rulesetOf(*window), QStringLiteral("shooters"));
  stillPlays(*window);

  window->workspace()->setCurrent(0);
  QCOMPARE(doc->tree().nodeCount(), 3);
  QCOMPARE(doc->tree().node(doc->currentNode()).ply, 1);

  // The board editor's position is not a game's: the action waits for play.
  window->action(QStringLiteral("editPosition"))->setChecked(true);
  QVERIFY(!action->isEnabled());
  window->action(QStringLiteral("editPosition"))->setChecked(false);
  QVERIFY(action->isEnabled());
  closeDiscarding(*window);
}

void TestNewGame::pasteChessFenOffersChessGame_data() {
  QTest::addColumn<QString>("action");
  QTest::newRow("Paste SFEN") << "pasteSfen";
  QTest::newRow("Paste Game") << "pasteGame";
}

void TestNewGame::pasteChessFenOffersChessGame() {
  QFETCH(QString, action);
  auto window = shownWindow();
  QCOMPARE(rulesetOf(*window), QStringLiteral("shooters"));
  QApplication::clipboard()->setText(QString::fromLatin1(kChessAfterE4));
  DialogAnswerer answerer;
  answerer.pressButton(QMessageBox::Open);
  window->action(action)->trigger();
  QVERIFY(answerer.allAnswered());
  QCOMPARE(answerer.seen.size(), 1);
  QVERIFY2(answerer.seen.first().contains(
               QLatin1String("This is a Chess position. Open it as a new Chess game?")),
           qPrintable(answerer.seen.first()));
  QCOMPARE(rulesetOf(*window), QStringLiteral("chess"));
  QCOMPARE(positionOf(*window), QString::fromLatin1(kChessAfterE4));
  QCOMPARE(window->boardView()->mode(), BoardView::Mode::Play);
  QCOMPARE(window->gameList()->gameCount(), 1);
  // The chess game plays: Black answers e7-e5 by two clicks.
  clickSquare(*window, "e7");
  clickSquare(*window, "e5");
  QCOMPARE(window->document()->tree().nodeCount(), 2);
  QCOMPARE(QString::fromStdString(
               window->document()->tree().node(window->document()->currentNode()).notation),
           QStringLiteral("e5"));
  closeDiscarding(*window);
}

void TestNewGame::declinedOfferKeepsTheGame() {
  auto window = shownWindow();
  const QString before = positionOf(*window);
  QApplication::clipboard()->setText(QString::fromLatin1(kChessAfterE4));
  DialogAnswerer answerer;
  answerer.pressButton(QMessageBox::Cancel);
  window->action(QStringLiteral("pasteSfen"))->trigger();
  QVERIFY(answerer.allAnswered());
  QCOMPARE(rulesetOf(*window), QStringLiteral("shooters"));
  QCOMPARE(positionOf(*window), before);
}

void TestNewGame::garbageStillGivesTheError() {
  auto window = shownWindow();
  QApplication::clipboard()->setText(QStringLiteral("rnbqkbnr/ppp/xyz w - 0 1"));
  DialogAnswerer answerer;
  answerer.pressButton(QMessageBox::Ok);
  window->action(QStringLiteral("pasteSfen"))->trigger();
  QVERIFY(answerer.allAnswered());
  QCOMPARE(answerer.seen.size(), 1);
  QVERIFY2(answerer.seen.first().contains(QLatin1String("no position that could be read")),
           qPrintable(answerer.seen.first()));
  QVERIFY(!answerer.seen.first().contains(QLatin1String("Open it as")));
  QCOMPARE(rulesetOf(*window), QStringLiteral("shooters"));
  // Nor is a position of the open game's own ruleset offered elsewhere.
  QVERIFY(!PgnIo::rulesetReadingPosition(window->document()->variantPtr(),
                                         QString::fromStdString(variant()->rules().startSfen)));
}

void TestNewGame::editorPasteOffersOtherRuleset() {
  auto window = shownWindow();
  window->action(QStringLiteral("editPosition"))->setChecked(true);
  auto *sfen = window->findChild<QLineEdit *>(QStringLiteral("sfenEdit"));
  QVERIFY(sfen);
  sfen->setText(QString::fromLatin1(kChessAfterE4));
  DialogAnswerer answerer;
  answerer.pressButton(QMessageBox::Open);
  QTest::keyClick(sfen, Qt::Key_Return);
  QVERIFY2(answerer.allAnswered(), qPrintable(answerer.seen.join(u'|')));
  QCOMPARE(rulesetOf(*window), QStringLiteral("chess"));
  QCOMPARE(positionOf(*window), QString::fromLatin1(kChessAfterE4));
  QCOMPARE(window->boardView()->mode(), BoardView::Mode::Play);
}

void TestNewGame::openChessFenFile() {
  const QString path = m_dir.filePath(QStringLiteral("after-e4.fen"));
  QVERIFY(writeBytes(path, QByteArray(kChessAfterE4) + '\n'));
  auto window = shownWindow();
  const QStringList seen = openThroughDialog(*window, path, {QMessageBox::Open});
  QVERIFY2(seen.size() == 2 && seen[1].contains(QLatin1String("This is a Chess position")),
           qPrintable(seen.join(u'|')));
  QCOMPARE(rulesetOf(*window), QStringLiteral("chess"));
  QCOMPARE(positionOf(*window), QString::fromLatin1(kChessAfterE4));
  // A position file is never overwritten with PGN.
  QVERIFY(window->document()->filePath().isEmpty());
  QVERIFY(!problemsBox(*window));
  // An unreadable one is reported as before.
  const QString bad = m_dir.filePath(QStringLiteral("bad.fen"));
  QVERIFY(writeBytes(bad, "rnbqkbnr/ppp/xyz w - 0 1\n"));
  openThroughDialog(*window, bad);
  QVERIFY(problemsBox(*window));
  closeProblemBoxes(*window);
}

// A puzzle collection in EPD opened in a Shooters Chess window: no question
// (several chess positions), one chess game a line, the id in the list,
// the solution's operations as the game's comment, the file never
// overwritten with PGN.
void TestNewGame::openEpdSuite() {
  const QString path = m_dir.filePath(QStringLiteral("suite.epd"));
  QVERIFY(writeBytes(path,
                     "# two mates in two\n"
                     "5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - bm Qg8+; id \"smothered\";\n"
                     "5r1k/4Nppp/8/7Q/8/5R2/6PP/6K1 w - - bm Qxh7+; id \"anastasia\";\n"));
  auto window = shownWindow();
  QAbstractItemModelTester tester(window->gameList(),
                                  QAbstractItemModelTester::FailureReportingMode::QtTest);
  const QStringList seen = openThroughDialog(*window, path);
  QCOMPARE(seen.size(), 1);  // the file dialog alone
  QVERIFY(!problemsBox(*window));
  QCOMPARE(window->gameList()->gameCount(), 2);
  QCOMPARE(gamesCell(*window, 1, GameList::EventColumn), QStringLiteral("anastasia"));
  QCOMPARE(gamesCell(*window, 1, GameList::RulesColumn), QStringLiteral("Chess"));
  QCOMPARE(rulesetOf(*window), QStringLiteral("chess"));
  QCOMPARE(positionOf(*window), QStringLiteral("5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - 0 1"));
  const sc::GameTree &tree = window->document()->tree();
  QCOMPARE(tree.node(tree.root()).annotation.commentAfter, std::string("bm Qg8+;"));
  QVERIFY(window->document()->filePath().isEmpty());
}

void TestNewGame::gamesListShowsRuleSystems() {
  const QString path = m_dir.filePath(QStringLiteral("mixed.pgn"));
  QVERIFY(writeBytes(path,
                     "[Event \"One\"]\n[Variant \"Shooters Chess\"]\n\n1. Pe2-e3 Pe7-e6 *\n\n"
                     "[Event \"Two\"]\n[Variant \"Chess\"]\n\n1. e4 e5 *\n"));
  auto window = shownWindow();
  QAbstractItemModelTester tester(window->gameList(),
                                  QAbstractItemModelTester::FailureReportingMode::QtTest);
  openThroughDialog(*window, path);
  QVERIFY(!problemsBox(*window));
  QCOMPARE(window->gameList()->gameCount(), 2);
  QCOMPARE(window->gameList()->headerData(GameList::RulesColumn, Qt::Horizontal).toString(),
           QStringLiteral("Rules"));
  QCOMPARE(gamesCell(*window, 0, GameList::RulesColumn),
           QString::fromStdString(load(QStringLiteral("shooters"))->rules().title));
  QCOMPARE(gamesCell(*window, 1, GameList::RulesColumn), QStringLiteral("Chess"));
  QCOMPARE(gamesCell(*window, 1, GameList::PliesColumn), QStringLiteral("2"));
  // Opening the second game switches the rule system, and the help follows.
  QVERIFY(window->openGame(1));
  QCOMPARE(rulesetOf(*window), QStringLiteral("chess"));
  QCOMPARE(window->action(QStringLiteral("rules"))->text(), QStringLiteral("&Rules of Chess"));
  // A new game of another rule system updates the row.
  newGameThroughDialog(*window, QStringLiteral("chess"));
  QCOMPARE(gamesCell(*window, 0, GameList::RulesColumn), QStringLiteral("Chess"));
}

void TestNewGame::rulesPageListsEveryPiece_data() {
  QTest::addColumn<QString>("ruleset");
  for (const std::string &name : sc::Registry::instance().names())
    QTest::newRow(name.c_str()) << QString::fromStdString(name);
}

void TestNewGame::rulesPageListsEveryPiece() {
  QFETCH(QString, ruleset);
  const sc::VariantPtr v = load(ruleset);
  QVERIFY(v);
  RulesPage page;
  page.setRuleset(v->rules());
  const QString text = page.browser()->toPlainText();
  QVERIFY(text.contains(QString::fromStdString(v->rules().title)));
  for (const sc::PieceType &p : v->rules().pieces) {
    QVERIFY2(text.contains(QString::fromStdString(p.name), Qt::CaseInsensitive), p.name.c_str());
    // Its picture is on the page, rendered from the ruleset's piece set.
    const QString url = QStringLiteral("piece:w%1").arg(QLatin1Char(p.letter));
    QVERIFY(page.browser()->toHtml().contains(url));
    const QVariant image =
        page.browser()->document()->resource(QTextDocument::ImageResource, QUrl(url));
    QVERIFY2(image.isValid() && !image.value<QImage>().isNull(), qPrintable(url));
  }
  // The hand-written text is there, and the generated piece sections after it.
  QVERIFY(!RulesPage::summary(v->rules()).isEmpty());
  QVERIFY(text.contains(QLatin1String("The pieces")));
}

void TestNewGame::helpMenuOpensRulesOfOpenGame() {
  auto window = shownWindow();
  QAction *rules = window->action(QStringLiteral("rules"));
  QCOMPARE(rules->text(),
           QStringLiteral("&Rules of ") + QString::fromStdString(variant()->rules().title));
  QVERIFY(menuNamed(*window, QStringLiteral("Help"))->actions().contains(rules));
  rules->trigger();
  auto *page = window->findChild<RulesPage *>();
  QVERIFY(page && page->isVisible());
  QCOMPARE(page->rulesetName(), QString::fromStdString(variant()->rules().name));
  QVERIFY(page->browser()->toPlainText().contains(QLatin1String("Bomber")));
  // A chess game: the open page follows.
  newGameThroughDialog(*window, QStringLiteral("chess"));
  QCOMPARE(page->rulesetName(), QStringLiteral("chess"));
  QVERIFY(page->windowTitle().contains(QLatin1String("Chess")));
  QVERIFY(page->browser()->toPlainText().contains(QLatin1String("Castling")));
  page->close();
}

void TestNewGame::tooltipNamesPieceAndTurns() {
  auto window = shownWindow();
  BoardView *board = window->boardView();
  auto at = [&](const char *square) { return board->squareRect(sq(square)).center(); };
  // Shooters Chess: the rank, and the turns counted by what they do.
  const QString rook = board->toolTipAt(at("a1"));
  QVERIFY2(rook.startsWith(QLatin1String("White rook on a1, rank 5")), qPrintable(rook));
  const QString pawn = board->toolTipAt(at("e2"));
  QVERIFY2(pawn.startsWith(QLatin1String("White pawn on e2, rank 1: ")) &&
               pawn.contains(QLatin1String("move")),
           qPrintable(pawn));
  QCOMPARE(board->toolTipAt(at("e7")), QStringLiteral("Black pawn on e7, rank 1"));
  QVERIFY(board->toolTipAt(at("e4")).isEmpty());
  // Chess: no ranks; a short list of turns is spelled out.
  newGameThroughDialog(*window, QStringLiteral("chess"));
  QCOMPARE(board->toolTipAt(at("g1")), QStringLiteral("White knight on g1: 2 moves (Nf3, Nh3)"));
  QCOMPARE(board->toolTipAt(at("a1")), QStringLiteral("White rook on a1: no legal turn"));
  // The widget shows it when the mouse rests on the piece.
  QHelpEvent help(QEvent::ToolTip, at("g1"), board->mapToGlobal(at("g1")));
  QApplication::sendEvent(board, &help);
  QCOMPARE(QToolTip::text(), QStringLiteral("White knight on g1: 2 moves (Nf3, Nh3)"));
  QToolTip::hideText();
}

QTEST_MAIN(TestNewGame)
#include "tst_newgame.moc"
