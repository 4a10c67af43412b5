// Collections of any size (issue 12): the index cuts a file into the games
// the reader finds, a big file is read a game at a time, saving keeps the
// bytes of every game not changed, the Games dock filters, sorts and searches
// by position, and recovery of a big file keeps only its changed games.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>

#include "filecommands.h"
#include "gamedocument.h"
#include "gamefiltermodel.h"
#include "gamelist.h"
#include "gamespanel.h"
#include "gamesview.h"
#include "mainwindow.h"
#include "movegen.h"
#include "pgn.h"
#include "pgnindex.h"
#include "positionsearch.h"
#include "recoverystore.h"
#include "registry.h"
#include "sfen.h"
#include "workspace.h"

namespace {

sc::VariantPtr shooters() { return sc::Registry::instance().defaultVariant(); }

QByteArray readAll(const QString &path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Game `i` of a generated collection: players and events that repeat, and
// one of three openings, so filters and the position search have answers.
QByteArray game(int i) {
  static const char *lines[] = {"1. Pe2-e3 Pd7-d6 2. Nb1-c3 *", "1. Pe2-e3 Pe7-e6 *",
                                "1. Pd2-d3 Pd7-d6 2. Pc2-c3 Pc7-c6 *"};
  return "[Event \"Event " + QByteArray::number(i % 7) + "\"]\n[White \"Player " +
         QByteArray::number(i % 13) + "\"]\n[Black \"Rival " + QByteArray::number(i % 5) +
         "\"]\n[Round \"" + QByteArray::number(i) + "\"]\n\n" + lines[i % 3] + "\n";
}

QByteArray collection(int games) {
  QByteArray out;
  for (int i = 0; i < games; ++i) out += game(i) + "\n";
  return out;
}

std::vector<std::string> indexedGames(const std::string &text) {
  sc::PgnScanner scanner(text);
  sc::PgnScanBatch batch;
  while (scanner.scan(7, batch)) {
  }
  sc::PgnReader reader(shooters());
  std::vector<std::string> out;
  for (const sc::PgnIndexEntry &e : batch.games) {
    const sc::PgnGame g =
        reader.readGame(std::string_view(text).substr(e.offset, e.length), int(e.firstLine));
    out.push_back(g.tree ? sc::writePgn(*g.tree) : "(unreadable)");
  }
  return out;
}

std::vector<std::string> readGames(const std::string &text) {
  std::vector<std::string> out;
  for (const sc::PgnGame &g : sc::readPgn(shooters(), text).games)
    out.push_back(g.tree ? sc::writePgn(*g.tree) : "(unreadable)");
  return out;
}

// Presses `button` in the next message box that opens (a modal one blocks
// the test's own code until answered).
void answerNextBox(QMessageBox::StandardButton button) {
  QTimer::singleShot(0, [button] {
    for (QWidget *w : QApplication::topLevelWidgets())
      if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
        if (QAbstractButton *b = box->button(button)) {
          b->click();
          return;
        }
        qWarning() << "box without the button:" << box->text() << box->standardButtons();
      }
    QFAIL("no message box to answer");
  });
}

}  // namespace

class TestCollection : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_collection"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
  }

  // Every file of tests/data/pgn (Lichess, puzzles, Latin-1), a generated
  // collection and files cut in bad places: the games the index cuts out read
  // as the same games the reader finds in the whole file.
  void indexCutsTheReadersGames() {
    std::vector<std::string> texts = {
        collection(40).toStdString(),
        "[Event \"a\"]\n1. Pe2-e3 {open comment\n\n[Event \"b\"]\n1. Pd2-d3 *\n",
        "1. Pe2-e3 Pd7-d6 *\n1. Pd2-d3 *\n\n[Event \"c\"]\n\n1. Pe2-e3 ( 1. Pd2-d3 1-0\n",
        "[Event \"x\"]\n1. Pa7-a6 Pe2-e3 *\n\n[Event \"y\"]\n[White \"Z\"]\n1. Pe2-e3 *",
    };
    QDir data(QStringLiteral(SHOOTERS_DATA "/pgn"));
    for (const QString &name : data.entryList({QStringLiteral("*.pgn")}))
      texts.push_back(readAll(data.filePath(name)).toStdString());
    for (const std::string &text : texts) {
      const auto whole = readGames(text);
      const auto cut = indexedGames(text);
      QCOMPARE(cut.size(), whole.size());
      for (std::size_t i = 0; i < whole.size(); ++i) QCOMPARE(cut[i], whole[i]);
    }
  }

  // The index's tags: placeholders are no tags, Latin-1 is decoded, an
  // escaped quote is unescaped, and the plies are counted without reading.
  void indexTags() {
    const std::string text =
        "[Event \"?\"]\n[White \"M\xFCller\"]\n[Black \"A \\\"B\\\" C\"]\n[Result \"*\"]\n\n"
        "1. Pe2-e3 Pd7-d6 {x} 2. Nb1-c3 ( 2. Pd2-d3 ) Pe7-e6 *\n";
    sc::PgnScanner scanner(text);
    sc::PgnScanBatch batch;
    QVERIFY(!scanner.scan(10, batch));
    QCOMPARE(batch.games.size(), std::size_t(1));
    const sc::PgnIndexEntry &e = batch.games[0];
    auto tag = [&](sc::IndexTag t) {
      const auto id = e.tags[std::size_t(t)];
      return id ? batch.strings[id - 1] : std::string("(none)");
    };
    QCOMPARE(tag(sc::IndexTag::Event), std::string("(none)"));
    QCOMPARE(tag(sc::IndexTag::Result), std::string("(none)"));
    QCOMPARE(tag(sc::IndexTag::White), std::string("M\u00fcller"));
    QCOMPARE(tag(sc::IndexTag::Black), std::string("A \"B\" C"));
    QCOMPARE(e.plies, 4u);
    QCOMPARE(e.firstLine, 1u);
  }

  // A file over kHeldGames: indexed, not read; a game is read when opened,
  // its problems known from then on; the model passes the tester.
  void bigFileIsReadLazily() {
    QByteArray text = collection(GameList::kHeldGames + 50);
    const int bad = GameList::kHeldGames + 10;
    text.replace("[Round \"" + QByteArray::number(bad) + "\"]\n\n1. Pe2-e3",
                 "[Round \"" + QByteArray::number(bad) + "\"]\n\n1. Pe2-e6");
    const QString path = m_dir.filePath(QStringLiteral("big.pgn"));
    QVERIFY(writeAll(path, text));
    GameList list;
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QVERIFY(list.openFile(path, shooters()));
    list.finishIndexing();
    QCOMPARE(list.gameCount(), GameList::kHeldGames + 50);
    QVERIFY(!list.tree(3));  // not read
    QCOMPARE(list.index(3, GameList::WhiteColumn).data().toString(), QStringLiteral("Player 3"));
    QCOMPARE(list.index(3, GameList::PliesColumn).data().toInt(), 3);
    QCOMPARE(list.index(bad, 0).data(GameList::ProblemCountRole).toInt(), 0);  // unknown yet
    const auto tree = list.copyTree(3);
    QVERIFY(tree);
    QCOMPARE(tree->tags().at("Round"), std::string("3"));
    QVERIFY(list.isReadable(bad));
    QCOMPARE(list.index(bad, 0).data(GameList::ProblemCountRole).toInt(), 1);
    const QStringList problems = list.problems(bad);
    // The problem has the file's line, not the game's.
    const int line = int(text.left(text.indexOf("1. Pe2-e6")).count('\n')) + 1;
    QVERIFY2(problems.value(0).startsWith(path + QStringLiteral(":%1:4: ").arg(line)),
             qPrintable(problems.value(0)));
  }

  // Saving keeps every unchanged game's bytes (and what stands between
  // games); a changed game is written anew in its place.
  void saveKeepsUnchangedBytes() {
    QByteArray text = "\xEF\xBB\xBF" + collection(GameList::kHeldGames + 20);
    text.insert(text.indexOf("[Event", 100), "% an escape line the writer never writes\n");
    text.replace("[Round \"5\"]", "[Round   \"5\"]  ");  // spacing the writer would not keep
    const QString path = m_dir.filePath(QStringLiteral("keep.pgn"));
    QVERIFY(writeAll(path, text));
    GameList list;
    QVERIFY(list.openFile(path, shooters()));
    QCOMPARE(list.text(), text);
    const QString copy = m_dir.filePath(QStringLiteral("keep-copy.pgn"));
    QVERIFY(list.save(copy, shooters()));
    QCOMPARE(readAll(copy), text);

    auto tree = list.copyTree(7);
    tree->tags()["White"] = "Changed";
    list.setTree(7, *tree);
    QVERIFY(list.isChanged(7));
    QVERIFY(list.save(copy, shooters()));
    const QByteArray saved = readAll(copy);
    QVERIFY(saved.contains("[White \"Changed\"]"));
    QVERIFY(!saved.contains(game(7)));
    QVERIFY(saved.contains(game(6)) && saved.contains(game(8)));
    QVERIFY(saved.contains("[Round   \"5\"]  "));
    QVERIFY(saved.contains("% an escape line"));
    // The list reads the saved file now, game for game.
    QCOMPARE(list.gameCount(), GameList::kHeldGames + 20);
    QCOMPARE(list.tagValue(7, sc::IndexTag::White), QStringLiteral("Changed"));
    QVERIFY(!list.isChanged(7));
    QCOMPARE(list.copyTree(8)->tags().at("Round"), std::string("8"));
  }

  // Filter by tag, sort by a column, keep only the games a search found;
  // the proxy passes the tester throughout, also while a file is indexed.
  void filterAndSort() {
    const QString path = m_dir.filePath(QStringLiteral("filter.pgn"));
    QVERIFY(writeAll(path, collection(3000)));
    GameList list;
    GameFilterModel filter;
    filter.setSourceModel(&list);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::Fatal);
    filter.setFilter(GameFilterModel::Field::Players, QStringLiteral("player 12"));
    QVERIFY(list.openFile(path, shooters()));
    QVERIFY(list.isIndexing());  // 3000 games: the rest comes in slices
    QTRY_VERIFY(!list.isIndexing());
    // Player 12 is White in games 12, 25, 38, ...: every 13th.
    QCOMPARE(filter.rowCount(), 3000 / 13 + (3000 % 13 > 12 ? 1 : 0));
    for (int row = 0; row < filter.rowCount(); ++row)
      QCOMPARE(filter.mapToSource(filter.index(row, 0)).row() % 13, 12);
    filter.setFilter(GameFilterModel::Field::Event, QStringLiteral("Event 3"));
    QCOMPARE(filter.rowCount(), 3000 / 7 + (3000 % 7 > 3 ? 1 : 0));
    filter.setFilter(GameFilterModel::Field::Rules, QStringLiteral("shooters"));
    QCOMPARE(filter.rowCount(), 3000);
    filter.setFilter(GameFilterModel::Field::AnyTag, QStringLiteral("rival 4"));
    QCOMPARE(filter.rowCount(), 600);
    filter.setFilter(GameFilterModel::Field::AnyTag, QString());

    // Numbers in a name sort by their value: Player 12 after Player 9.
    filter.sort(GameList::WhiteColumn, Qt::DescendingOrder);
    QCOMPARE(filter.index(0, GameList::WhiteColumn).data().toString(), QStringLiteral("Player 12"));
    QCOMPARE(filter.index(2999, GameList::WhiteColumn).data().toString(),
             QStringLiteral("Player 0"));
    filter.sort(GameList::WhiteColumn, Qt::AscendingOrder);
    const int nines = 3000 / 13 + (3000 % 13 > 9 ? 1 : 0);
    const int firstTen = 10 * nines;  // Players 0 to 9, each every 13th game
    QCOMPARE(filter.index(firstTen - 1, GameList::WhiteColumn).data().toString(),
             QStringLiteral("Player 9"));
    QCOMPARE(filter.index(firstTen, GameList::WhiteColumn).data().toString(),
             QStringLiteral("Player 10"));
    filter.sort(GameList::WhiteColumn, Qt::DescendingOrder);
    // Equal keys keep the file's order.
    QVERIFY(filter.mapToSource(filter.index(0, 0)).row() <
            filter.mapToSource(filter.index(1, 0)).row());
    filter.sort(GameList::NumberColumn, Qt::AscendingOrder);
    QCOMPARE(filter.mapToSource(filter.index(17, 0)).row(), 17);

    filter.setMatches({4, 40, 400});
    QCOMPARE(filter.rowCount(), 3);
    QCOMPARE(filter.mapToSource(filter.index(2, 0)).row(), 400);
    // Games removed before the matches: the matches move up with their games,
    // in one reset for several runs.
    QSignalSpy resets(&filter, &QAbstractItemModel::modelReset);
    list.removeGames({0, 1, 2, 39, 100});
    QCOMPARE(resets.count(), 1);
    QCOMPARE(filter.rowCount(), 3);
    QStringList rounds;
    for (int row = 0; row < 3; ++row)
      rounds << filter.index(row, 0).siblingAtColumn(GameList::NumberColumn).data().toString() +
                    QLatin1Char('/') +
                    list.tagValue(filter.mapToSource(filter.index(row, 0)).row(),
                                  sc::IndexTag::Round);
    QCOMPARE(rounds, (QStringList{"2/4", "37/40", "396/400"}));
    filter.clearMatches();
    QCOMPARE(filter.rowCount(), 2995);
  }

  // The search reads every game and finds those whose main line passes
  // through the position: here the one after 1. Pe2-e3 Pd7-d6.
  void positionSearchFindsGames() {
    const QString path = m_dir.filePath(QStringLiteral("search.pgn"));
    QVERIFY(writeAll(path, collection(600)));
    GameList list;
    QVERIFY(list.openFile(path, shooters()));
    sc::Position target = *sc::readSfen(shooters(), shooters()->rules().startSfen);
    const auto tree = list.copyTree(0);
    target = tree->positionAt(tree->mainLine()[2]);
    PositionSearch search;
    QSignalSpy finished(&search, &PositionSearch::finished);
    search.start(&list, target);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().first().toBool(), true);
    QCOMPARE(int(search.matches().size()), 200);
    for (int row : search.matches()) QCOMPARE(row % 3, 0);
  }

  // Through the window: a big file opens at once, the filter line and the
  // position search work by keys and clicks, a row opens its game.
  void gamesDockThroughTheWindow() {
    const QString path = m_dir.filePath(QStringLiteral("window.pgn"));
    QVERIFY(writeAll(path, collection(900)));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(path));
    QTRY_VERIFY(!window.gameList()->isIndexing());
    window.findChild<QDockWidget *>(QStringLiteral("gamesDock"))->raise();
    auto *table = window.findChild<QTableView *>(QStringLiteral("gamesTable"));
    auto *line = window.findChild<QLineEdit *>(QStringLiteral("gamesFilter"));
    auto *count = window.findChild<QLabel *>(QStringLiteral("gamesCount"));
    QTRY_VERIFY(table->isVisible());
    QCOMPARE(table->model()->rowCount(), 900);
    QTest::keyClicks(line, QStringLiteral("Rival 2"));
    QTest::keyClick(line, Qt::Key_Return);
    QCOMPARE(table->model()->rowCount(), 180);
    QVERIFY2(count->text().contains(QStringLiteral("180 of 900")), qPrintable(count->text()));
    // The second row shown is game 8 (Rival 2 is Black in games 2, 7, 12...).
    table->setFocus();
    table->setCurrentIndex(table->model()->index(1, 0));
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(window.currentGame(), 7);
    QCOMPARE(window.document()->tree().tags().at("Round"), std::string("7"));
    line->clear();
    QTest::keyClick(line, Qt::Key_Return);
    QCOMPARE(table->model()->rowCount(), 900);

    // Game 8 (row 7) is 1. Pd2-d3 ...: go to its second position and search.
    window.document()->goStart();
    window.document()->goForward();
    window.document()->goForward();
    auto *search = window.findChild<QPushButton *>(QStringLiteral("gamesPositionSearch"));
    QTest::mouseClick(search, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(count->text().contains(QStringLiteral("reach")), 20000);
    QCOMPARE(table->model()->rowCount(), 300);
    auto *all = window.findChild<QPushButton *>(QStringLiteral("gamesShowAll"));
    QVERIFY(all->isVisible());
    QTest::mouseClick(all, Qt::LeftButton);
    QCOMPARE(table->model()->rowCount(), 900);
    window.close();
  }

  // The Games dock's menu and keys: copy a game as PGN, delete one after a
  // question (never the game on the board); the file changes when saved.
  void deleteAndCopyFromTheList() {
    const QString path = m_dir.filePath(QStringLiteral("five.pgn"));
    QVERIFY(writeAll(path, collection(5)));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(path));
    window.findChild<QDockWidget *>(QStringLiteral("gamesDock"))->raise();
    auto *view = window.findChild<GamesView *>();
    auto *table = window.findChild<QTableView *>(QStringLiteral("gamesTable"));
    QVERIFY(view && table);
    QTRY_VERIFY(table->isVisible());
    table->setFocus();
    table->setCurrentIndex(table->model()->index(2, 0));
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(window.currentGame(), 2);

    // Copy: from the menu, and Ctrl+C on a selected row.
    QMenu *menu = view->createContextMenu(0);
    menu->findChild<QAction *>(QStringLiteral("copyGameRow"))->trigger();
    delete menu;
    QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("[Round \"0\"]")));
    table->setCurrentIndex(table->model()->index(4, 0));
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("[Round \"4\"]")));

    // Delete row 0 after saying Yes: the shown game moves up one row.
    answerNextBox(QMessageBox::Yes);
    menu = view->createContextMenu(0);
    menu->findChild<QAction *>(QStringLiteral("deleteGameRow"))->trigger();
    delete menu;
    QCOMPARE(window.gameList()->gameCount(), 4);
    QCOMPARE(window.currentGame(), 1);
    QCOMPARE(window.document()->tree().tags().at("Round"), std::string("2"));
    QVERIFY(window.workspace()->isModified(window.workspace()->current()));
    // The game on the board stays, with a word why; Cancel keeps a game.
    answerNextBox(QMessageBox::Ok);
    emit view->deleteRequested({1});
    QCOMPARE(window.gameList()->gameCount(), 4);
    table->setCurrentIndex(table->model()->index(3, 0));
    answerNextBox(QMessageBox::Cancel);
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(window.gameList()->gameCount(), 4);
    QCOMPARE(table->currentIndex().row(), 3);  // a cancel leaves the row where it was
    answerNextBox(QMessageBox::Yes);
    QTest::keyClick(table, Qt::Key_Delete);
    QCOMPARE(window.gameList()->gameCount(), 3);
    QCOMPARE(window.currentGame(), 1);

    QVERIFY(window.saveFile(path));
    const std::vector<std::string> saved = readGames(readAll(path).toStdString());
    QCOMPARE(int(saved.size()), 3);
    for (const std::string &g : saved) QVERIFY(g.find("[Round \"0\"]") == std::string::npos);
    window.close();
  }

  // Shift and Ctrl pick several games: Copy puts them all on the clipboard
  // in the list's order, Delete asks once and removes them all but the game
  // on the board, which it names.
  // The menu's Merge: another game of the list becomes variations of the
  // game on the board (an Italian into a Petrov: after 2. Nf3), one undo
  // step; the game on the board cannot be merged into itself. The same from
  // the clipboard.
  void mergeAGameFromTheList() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(QStringLiteral(SHOOTERS_DATA "/pgn/openings.pgn")));
    QCOMPARE(window.currentGame(), 0);
    auto *view = window.findChild<GamesView *>();
    GameDocument *doc = window.document();
    const std::vector<sc::NodeId> petrov = doc->tree().mainLine();
    const sc::NodeId nf3 = petrov[3];
    QCOMPARE(doc->tree().node(nf3).notation, std::string("Nf3"));
    QSignalSpy status(window.findChild<GamesPanel *>(), &GamesPanel::statusMessage);

    QMenu *menu = view->createContextMenu(1);
    QAction *merge = menu->findChild<QAction *>(QStringLiteral("mergeGameRow"));
    QVERIFY(merge);
    merge->trigger();
    delete menu;
    QCOMPARE(status.count(), 1);
    // (The plural is the English translation's, which tests do not load.)
    const QString said = status.last().at(0).toString();
    QVERIFY2(said.startsWith(QStringLiteral("Game 2 merged: 9 turn")), qPrintable(said));
    QVERIFY2(said.endsWith(QStringLiteral("as variations after 2. Nf3")), qPrintable(said));
    const sc::Node &fork = doc->tree().node(nf3);
    QCOMPARE(int(fork.children.size()), 2);
    QCOMPARE(doc->tree().node(fork.children[0]).notation, std::string("Nf6"));
    QCOMPARE(doc->tree().node(fork.children[1]).notation, std::string("Nc6"));
    QCOMPARE(int(doc->tree().mainLine(fork.children[1]).size()), 9);
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.gameList()->gameCount(), 7);  // the merged game stays in the list

    window.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(int(doc->tree().node(nf3).children.size()), 1);
    QVERIFY(!doc->isModified());

    menu = view->createContextMenu(0);
    menu->findChild<QAction *>(QStringLiteral("mergeGameRow"))->trigger();
    delete menu;
    QCOMPARE(status.last().at(0).toString(), QStringLiteral("Game 1 is the game on the board"));
    QVERIFY(!doc->isModified());

    // File > Merge Game from Clipboard: a game from another program, from
    // the start; what the clipboard holds that is no game merges nothing.
    QSignalSpy files(window.findChild<FileCommands *>(), &FileCommands::statusMessage);
    QGuiApplication::clipboard()->setText(
        QStringLiteral("[White \"Anand\"]\n[Black \"Kramnik\"]\n\n1. e4 e5 2. Nf3 Nf6 3. Nc3 *"));
    window.action(QStringLiteral("mergeClipboard"))->trigger();
    QVERIFY(files.count() == 1);
    QVERIFY2(files.last().at(0).toString().endsWith(QStringLiteral("after 2\u2026 Nf6")),
             qPrintable(files.last().at(0).toString()));
    const sc::Node &nf6 = doc->tree().node(petrov[4]);
    QCOMPARE(int(nf6.children.size()), 2);
    const sc::Node &nc3 = doc->tree().node(nf6.children[1]);
    QCOMPARE(nc3.notation, std::string("Nc3"));
    QCOMPARE(nc3.annotation.commentBefore, std::string("Anand - Kramnik"));
    QGuiApplication::clipboard()->setText(QStringLiteral("no game here"));
    window.action(QStringLiteral("mergeClipboard"))->trigger();
    QCOMPARE(files.last().at(0).toString(),
             QStringLiteral("The clipboard holds no game that could be read: nothing merged"));
    QCOMPARE(int(doc->tree().node(petrov[4]).children.size()), 2);
    window.action(QStringLiteral("undo"))->trigger();
    QVERIFY(!doc->isModified());
    window.close();
  }

  // Several rows merged at once, the game on the board among them; the
  // clipboard's several games; the game another tab shows. Each is one undo
  // step.
  void mergeSeveralGamesAndAnotherTab() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(QStringLiteral(SHOOTERS_DATA "/pgn/openings.pgn")));
    GameDocument *doc = window.document();
    const sc::NodeId root = doc->tree().root();
    const sc::NodeId nf3 = doc->tree().mainLine()[3];
    window.findChild<QDockWidget *>(QStringLiteral("gamesDock"))->raise();
    auto *view = window.findChild<GamesView *>();
    auto *table = window.findChild<QTableView *>(QStringLiteral("gamesTable"));
    QTRY_VERIFY(table->isVisible());
    auto rowCenter = [table](int row) {
      return table->visualRect(table->model()->index(row, 1)).center();
    };
    // Rows 1 to 3: the Petrov on the board, the Italian, the Queen's Pawn.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rowCenter(0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ShiftModifier, rowCenter(2));
    QCOMPARE(table->selectionModel()->selectedRows().size(), 3);
    QSignalSpy status(window.findChild<GamesPanel *>(), &GamesPanel::statusMessage);
    const int commands = doc->undoStack()->count();
    QMenu *menu = view->createContextMenu(1);
    QAction *merge = menu->findChild<QAction *>(QStringLiteral("mergeGameRow"));
    QCOMPARE(merge->text(), QStringLiteral("&Merge 3 Games into the Game on the Board"));
    merge->trigger();
    delete menu;
    QCOMPARE(status.last().at(0).toString(),
             QStringLiteral("2 of 2 games merged: 24 turn(s) added as variations; game 1 is the "
                            "game on the board"));
    QCOMPARE(int(doc->tree().node(nf3).children.size()), 2);   // 2... Nc6, the Italian
    QCOMPARE(int(doc->tree().node(root).children.size()), 2);  // 1. d4
    QCOMPARE(doc->undoStack()->count(), commands + 1);
    window.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(int(doc->tree().node(root).children.size()), 1);
    QCOMPARE(int(doc->tree().node(nf3).children.size()), 1);

    // The clipboard's games, all of them: one of another rule system stays out.
    QSignalSpy files(window.findChild<FileCommands *>(), &FileCommands::statusMessage);
    QGuiApplication::clipboard()->setText(QStringLiteral(
        "1. e4 c5 *\n\n1. d4 d5 *\n\n[Variant \"shooters\"]\n\n1. Pe2-e3 *\n\n1. e4 e5 *"));
    window.action(QStringLiteral("mergeClipboard"))->trigger();
    QCOMPARE(files.last().at(0).toString(),
             QStringLiteral("2 of 4 games merged: 3 turn(s) added as variations (1 of another "
                            "rule system)"));
    QCOMPARE(int(doc->tree().node(root).children.size()), 2);
    QCOMPARE(doc->undoStack()->count(), commands + 1);
    window.action(QStringLiteral("undo"))->trigger();
    QVERIFY(!doc->isModified());

    // Another tab's game, as that tab shows it, edits and all; that tab
    // keeps it. With one tab the menu is greyed.
    auto *tabMenu = window.findChild<QMenu *>(QStringLiteral("mergeTabMenu"));
    QVERIFY(tabMenu);
    QVERIFY(!tabMenu->menuAction()->isEnabled());
    window.workspace()->newTab(doc->tree().start());
    QCOMPARE(window.workspace()->current(), 1);
    doc = window.document();
    QCOMPARE(doc->insertLine(doc->tree().root(), {"e4", "e5", "Bc4"}), 3);
    QVERIFY(tabMenu->menuAction()->isEnabled());
    window.workspace()->setCurrent(0);
    emit tabMenu->aboutToShow();
    const QList<QAction *> entries = tabMenu->actions();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries[0]->text(), QStringLiteral("Untitled"));
    entries[0]->trigger();
    QVERIFY2(files.last().at(0).toString().startsWith(
                 QStringLiteral("The game of tab \u201cUntitled\u201d merged: 1 turn")),
             qPrintable(files.last().at(0).toString()));
    const sc::NodeId e5 = window.document()->tree().mainLine()[2];
    QCOMPARE(int(window.document()->tree().node(e5).children.size()), 2);
    QCOMPARE(window.workspace()->game(1).mainLine().size(), std::size_t(4));  // unchanged
    window.action(QStringLiteral("undo"))->trigger();
    QVERIFY(!window.document()->isModified());
    window.workspace()->setCurrent(1);
    window.workspace()->closeTab(1);
    QVERIFY(!tabMenu->menuAction()->isEnabled());
    window.close();
  }

  // Edit > Strip on a Lichess study chapter: each entry counts what the
  // game holds and is greyed when it holds none; one strip is one undo step
  // and the status bar says how many went.
  void stripAStudyChapter() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(QStringLiteral(SHOOTERS_DATA "/pgn/lichess-study.pgn")));
    GameDocument *doc = window.document();
    auto *strip = window.findChild<QMenu *>(QStringLiteral("stripMenu"));
    QVERIFY(strip);
    emit strip->aboutToShow();
    const auto entry = [strip](const char *name) {
      return strip->findChild<QAction *>(QLatin1String(name));
    };
    QCOMPARE(entry("stripComments")->text(), QStringLiteral("All &Comments (5)"));
    QCOMPARE(entry("stripVariations")->text(), QStringLiteral("All &Variations (3)"));
    QCOMPARE(entry("stripGlyphs")->text(), QStringLiteral("All &Glyphs (9)"));
    QCOMPARE(entry("stripShapes")->text(), QStringLiteral("All &Arrows and Circles (11)"));
    QCOMPARE(entry("stripEvaluations")->text(), QStringLiteral("All &Evaluations (0)"));
    QVERIFY(!entry("stripEvaluations")->isEnabled());
    QVERIFY(!entry("stripClocks")->isEnabled());
    QVERIFY(entry("stripComments")->isEnabled());

    const int nodes = doc->tree().nodeCount();
    entry("stripVariations")->trigger();
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("3 variation(s) taken out of the game (Undo reverses this)"));
    QCOMPARE(doc->tree().nodeCount(), 34);  // the root and the game's 33 turns
    QVERIFY(window.isWindowModified());
    emit strip->aboutToShow();
    QVERIFY(!entry("stripVariations")->isEnabled());
    QCOMPARE(entry("stripGlyphs")->text(), QStringLiteral("All &Glyphs (6)"));  // the lines' went
    entry("stripComments")->trigger();
    const std::string written = sc::writePgn(doc->tree());
    QCOMPARE(written.find("Morphy"), std::string::npos);
    QCOMPARE(written.find("Double attack"), std::string::npos);
    QVERIFY(written.find("[%cal Gb3b7,Gb3f7]") != std::string::npos);  // shapes stay
    window.action(QStringLiteral("undo"))->trigger();
    window.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(doc->tree().nodeCount(), nodes);
    QVERIFY(!doc->isModified());

    // The turns before the board's: the game then starts there, as a puzzle
    // made from it would (10. Nxb5!, Black to move).
    emit strip->aboutToShow();
    QVERIFY(!entry("stripTurnsBefore")->isEnabled());  // at the start
    const sc::NodeId nxb5 = doc->tree().mainLine()[19];
    doc->goTo(nxb5);
    const std::string here = sc::writeSfen(doc->position());
    emit strip->aboutToShow();
    QCOMPARE(entry("stripTurnsBefore")->text(), QStringLiteral("All Turns &Before This One (19)"));
    entry("stripTurnsBefore")->trigger();
    QCOMPARE(sc::writeSfen(doc->tree().start()), here);
    QCOMPARE(sc::writeSfen(doc->position()), here);
    QCOMPARE(doc->tree().node(doc->tree().mainLine()[1]).notation, std::string("cxb5"));
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("19 turn(s) taken out: the game starts from this position (Undo "
                            "reverses this)"));
    window.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(doc->currentNode(), nxb5);
    QCOMPARE(doc->tree().nodeCount(), nodes);
    QVERIFY(!doc->isModified());
    window.close();
  }

  // The Games list's Export as Web Page: the chosen games on one page under
  // the file's name, each an article with its heading, in the list's order,
  // with the diagrams their comments mark and no other.
  void webPageOfSeveralGames() {
    const QString path = m_dir.filePath(QStringLiteral("lesson.pgn"));
    QVERIFY(writeAll(path,
                     "[White \"Ada\"] [Black \"Brook\"] [Round \"1\"]\n"
                     "1. Pe2-e3 {The quiet start. [#]} Pe7-e6 *\n\n"
                     "[White \"Cleo\"] [Black \"Dan\"] [Round \"2\"]\n"
                     "1. Ng1-f3 Ng8-f6 *\n\n"
                     "[White \"Eve\"] [Black \"Finn\"] [Round \"3\"]\n"
                     "1. Pd2-d3 {Not exported.} *\n\n"
                     "[White \"Gus\"] [SetUp \"1\"] [FEN \"not a position\"]\n"
                     "1. Pe2-e3 *\n"));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(path));
    window.document()->goEnd();  // the board's turn is one game's, not the page's
    window.findChild<QDockWidget *>(QStringLiteral("gamesDock"))->raise();
    auto *view = window.findChild<GamesView *>();
    auto *table = window.findChild<QTableView *>(QStringLiteral("gamesTable"));
    QTRY_VERIFY(table->isVisible());
    table->selectionModel()->select(table->model()->index(0, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table->selectionModel()->select(table->model()->index(1, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    std::unique_ptr<QMenu> menu(view->createContextMenu(1));
    QAction *action = menu->findChild<QAction *>(QStringLiteral("webPageGameRows"));
    QVERIFY(action);
    QCOMPARE(action->text(), QStringLiteral("Export 2 Games as &Web Page\u2026"));
    const QString page = m_dir.filePath(QStringLiteral("lesson.html"));
    QString offered;
    QTimer::singleShot(0, [&] {
      auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
      QVERIFY(dialog);
      offered = dialog->selectedFiles().value(0);
      dialog->selectFile(page);
      static_cast<QDialog *>(dialog)->accept();  // QFileDialog::accept is protected
    });
    action->trigger();
    QCOMPARE(QFileInfo(offered).fileName(), QStringLiteral("lesson.html"));
    // (The plural is the English translation's, which tests do not load.)
    const QString said = window.statusBar()->currentMessage();
    QVERIFY2(
        said.startsWith(QStringLiteral("2 game")) && said.endsWith(QDir::toNativeSeparators(page)),
        qPrintable(said));

    QXmlStreamReader xml(readAll(page));
    QStringList headings, captions;
    int articles = 0, drawings = 0;
    QString title;
    while (!xml.atEnd()) {
      if (xml.readNext() != QXmlStreamReader::StartElement) continue;
      const auto name = xml.name();
      if (name == QLatin1String("svg")) {
        ++drawings;
        xml.skipCurrentElement();
      } else if (name == QLatin1String("title")) {
        title = xml.readElementText();
      } else if (name == QLatin1String("article")) {
        ++articles;
      } else if (name == QLatin1String("h2")) {
        headings << xml.readElementText();
      } else if (name == QLatin1String("figcaption")) {
        captions << xml.readElementText();
      }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(title, QStringLiteral("lesson"));
    QCOMPARE(articles, 2);
    QCOMPARE(headings,
             (QStringList{QStringLiteral("Ada \u2013 Brook"), QStringLiteral("Cleo \u2013 Dan")}));
    QCOMPARE(drawings, 1);
    QCOMPARE(captions, QStringList{QStringLiteral("After 1. Pe2-e3")});
    QVERIFY(!readAll(page).contains("Not exported"));

    // A row whose start cannot be read is left out, and the message says so.
    table->selectionModel()->clearSelection();
    for (int row : {0, 3})
      table->selectionModel()->select(table->model()->index(row, 0),
                                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
    menu.reset(view->createContextMenu(3));
    const QString second = m_dir.filePath(QStringLiteral("partly.html"));
    QTimer::singleShot(0, [&] {
      auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
      QVERIFY(dialog);
      dialog->selectFile(second);
      static_cast<QDialog *>(dialog)->accept();
    });
    menu->findChild<QAction *>(QStringLiteral("webPageGameRows"))->trigger();
    const QString partly = window.statusBar()->currentMessage();
    QVERIFY2(partly.startsWith(QStringLiteral("1 of 2 game")) &&
                 partly.endsWith(QStringLiteral("the others could not be read")),
             qPrintable(partly));
    QCOMPARE(QString::fromUtf8(readAll(second)).count(QStringLiteral("<article")), 1);
    window.close();
  }

  void severalGamesAtOnce() {
    const QString path = m_dir.filePath(QStringLiteral("eight.pgn"));
    QVERIFY(writeAll(path, collection(8)));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(path));
    QVERIFY(window.openGame(4));
    // The list and the table's proxy through removals of several runs at once.
    QAbstractItemModelTester listTester(window.gameList(),
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
    window.findChild<QDockWidget *>(QStringLiteral("gamesDock"))->raise();
    auto *view = window.findChild<GamesView *>();
    auto *table = window.findChild<QTableView *>(QStringLiteral("gamesTable"));
    QTRY_VERIFY(table->isVisible());
    QAbstractItemModelTester proxyTester(table->model(),
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    auto rowCenter = [table](int row) {
      return table->visualRect(table->model()->index(row, 1)).center();
    };
    // Rows 1 to 3 by a click and a shift-click, then row 6 by a ctrl-click.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rowCenter(1));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ShiftModifier, rowCenter(3));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, rowCenter(6));
    QCOMPARE(table->selectionModel()->selectedRows().size(), 4);
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    const std::vector<std::string> copied =
        readGames(QGuiApplication::clipboard()->text().toStdString());
    QCOMPARE(int(copied.size()), 4);
    const char *rounds[] = {"[Round \"1\"]", "[Round \"2\"]", "[Round \"3\"]", "[Round \"6\"]"};
    for (int i = 0; i < 4; ++i)
      QVERIFY(copied[std::size_t(i)].find(rounds[i]) != std::string::npos);
    // Unchanged games are copied as the file has them (its tag order, its
    // layout), not written again.
    QByteArray own;
    for (int i : {1, 2, 3, 6}) own += (own.isEmpty() ? "" : "\n") + game(i);
    QCOMPARE(QGuiApplication::clipboard()->text().toUtf8(), own);

    // Export writes the selection to a file of its own, as Copy has it; the
    // tab keeps its file.
    const QString exported = m_dir.filePath(QStringLiteral("four.pgn"));
    QMenu *exportMenu = view->createContextMenu(2);
    QAction *exportAction = exportMenu->findChild<QAction *>(QStringLiteral("exportGameRows"));
    QCOMPARE(exportAction->text(), QStringLiteral("&Export 4 Games as PGN\u2026"));
    QTimer::singleShot(0, [&exported] {
      auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
      QVERIFY(dialog);
      dialog->selectFile(exported);
      static_cast<QDialog *>(dialog)->accept();  // QFileDialog::accept is protected
    });
    exportAction->trigger();
    delete exportMenu;
    QCOMPARE(readAll(exported), own);
    QCOMPARE(window.document()->filePath(), path);
    QCOMPARE(window.gameList()->gameCount(), 8);
    // The game on the board goes with its edits; the open file is refused.
    window.document()->goEnd();
    sc::TurnList turns;
    sc::Position shownPos = window.document()->position();
    sc::generateLegal(shownPos, turns);
    window.document()->playTurn(turns[0]);
    const std::vector<std::string> edited =
        readGames(window.workspace()->gamesText({4}).toStdString());
    QCOMPARE(edited, std::vector<std::string>{sc::writePgn(window.document()->tree())});
    QString error;
    QVERIFY(!window.workspace()->saveGames({4}, path, &error));
    QVERIFY2(error.startsWith(QStringLiteral("it is open in the workbench")), qPrintable(error));
    QCOMPARE(readAll(path), collection(8));
    window.document()->undoStack()->undo();
    QVERIFY(!window.document()->isModified());

    // The menu of a selected row acts on the selection; of another row, on it alone.
    QMenu *menu = view->createContextMenu(2);
    QCOMPARE(menu->findChild<QAction *>(QStringLiteral("copyGameRow"))->text(),
             QStringLiteral("&Copy 4 Games"));
    QCOMPARE(menu->findChild<QAction *>(QStringLiteral("deleteGameRow"))->text(),
             QStringLiteral("&Delete 4 Games\u2026"));
    QCOMPARE(menu->findChild<QAction *>(QStringLiteral("mergeGameRow"))->text(),
             QStringLiteral("&Merge 4 Games into the Game on the Board"));
    delete menu;
    menu = view->createContextMenu(7);
    QCOMPARE(menu->findChild<QAction *>(QStringLiteral("copyGameRow"))->text(),
             QStringLiteral("&Copy Game"));
    delete menu;

    // With the game on the board among them: it stays, and the box says so.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, rowCenter(4));
    QString said;
    QTimer::singleShot(0, [&said] {
      auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
      if (!box) return;
      said = box->text() + QLatin1Char('|') + box->informativeText();
      box->button(QMessageBox::Yes)->click();
    });
    QTest::keyClick(table, Qt::Key_Delete);
    QVERIFY2(said.startsWith(QStringLiteral("Delete 4 games from the list?|Game 5, the game on "
                                            "the board, stays.")),
             qPrintable(said));
    QCOMPARE(window.gameList()->gameCount(), 4);
    QCOMPARE(window.currentGame(), 1);
    QCOMPARE(window.document()->tree().tags().at("Round"), std::string("4"));
    QStringList left;
    for (int row = 0; row < 4; ++row) left << window.gameList()->tagValue(row, sc::IndexTag::Round);
    QCOMPARE(left, (QStringList{"0", "4", "5", "7"}));
    QCOMPARE(window.gameList()->index(3, GameList::NumberColumn).data().toString(),
             QStringLiteral("4"));
    QCOMPARE(window.gameList()->removedFileGames(), (std::vector<int>{1, 2, 3, 6}));
    answerNextBox(QMessageBox::Discard);
    window.close();
  }

  // A position file too big to hold (an opening book, a puzzle collection of
  // a million lines) is indexed by its lines as a big PGN file is: each line
  // is read when its game is opened, and it is saved as PGN under a new name.
  void bigPositionFileIsIndexed() {
    const QString path = m_dir.filePath(QStringLiteral("book.epd"));
    const QByteArray lines[] = {
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.",
        "8/8/8/8/8/8/8/K6k w - - 3 40"};
    QByteArray text = "# an opening book\n\n";
    int count = 0;
    for (; text.size() <= GameList::kHeldBytes; ++count)
      text +=
          count % 3 == 1 ? lines[1] + QByteArray::number(count) + "\";\n" : lines[count % 3] + "\n";
    QVERIFY(writeAll(path, text));
    MainWindow window;
    QVERIFY(window.openFile(path));
    GameList *list = window.gameList();
    QVERIFY(list->isPositionList());
    list->finishIndexing();
    QCOMPARE(list->gameCount(), count);
    QAbstractItemModelTester tester(list, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QVERIFY(!list->tree(count - 1));  // held only once opened or edited
    QCOMPARE(list->index(count - 1, 0).data(GameList::FirstLineRole).toInt(), count + 2);
    const int wac = count - 1 - (count - 2) % 3;  // the last row of the second kind of line
    QCOMPARE(wac % 3, 1);
    // The list shows an EPD id before the line is read.
    QCOMPARE(list->tagValue(wac, sc::IndexTag::Event), QStringLiteral("WAC.%1").arg(wac));
    QCOMPARE(list->rulesTitle(wac), QStringLiteral("Chess"));
    QVERIFY(!list->tree(wac));
    QVERIFY(window.openGame(wac));
    QCOMPARE(QString::fromStdString(sc::writeSfen(window.document()->tree().start())),
             QStringLiteral("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1"));
    QCOMPARE(window.document()->tree().tags().at("Event"), "WAC." + std::to_string(wac));
    QCOMPARE(QString::fromStdString(window.document()->tree().start().rules().name),
             QStringLiteral("chess"));
    // Never saved over: Save asks for a name. The games as PGN, read or not.
    QCOMPARE(window.document()->filePath(), QString());
    const QByteArray pgn = window.workspace()->gamesText({0, 1, 2});
    const std::vector<std::string> games = readGames(pgn.toStdString());
    QCOMPARE(int(games.size()), 3);
    QVERIFY2(pgn.contains("[Event \"WAC.1\"]"), pgn.constData());
    QVERIFY2(pgn.contains("[FEN \"8/8/8/8/8/8/8/K6k w - - 3 40\"]"), pgn.constData());
    QVERIFY(!list->tree(2));
    // The file is the tab's: opened again, the tab is shown; exported over, refused.
    const int tabs = window.workspace()->count();
    QVERIFY(window.openFile(path));
    QCOMPARE(window.workspace()->count(), tabs);
    QString error;
    QVERIFY(!window.workspace()->saveGames({0}, path, &error));
    QCOMPARE(readAll(path), text);
    window.close();
  }

  // Recovery of a big file keeps the changed games by row, and brings them
  // back over the file's own.
  void recoveryOfBigFileKeepsChangedGames() {
    QDir(RecoveryStore::defaultDirectory()).removeRecursively();
    const QString path = m_dir.filePath(QStringLiteral("recover.pgn"));
    QVERIFY(writeAll(path, collection(GameList::kHeldGames + 100)));
    QString recovery;
    {
      MainWindow window;
      QVERIFY(window.openFile(path));
      window.gameList()->finishIndexing();
      QVERIFY(window.openGame(250));
      window.document()->goEnd();
      sc::TurnList turns;
      sc::Position pos = window.document()->position();
      sc::generateLegal(pos, turns);
      window.document()->playTurn(turns[0]);
      const RecoverySnapshot s = window.snapshot();
      QCOMPARE(s.rows, QList<int>{250});
      QCOMPARE(s.gameCount, GameList::kHeldGames + 100);
      QVERIFY(s.pgn.size() < 1000);  // one game, not three hundred
      QVERIFY(window.recoveryStore()->writeNow());
      // A copy stands for the file a killed session leaves behind.
      recovery = m_dir.filePath(QStringLiteral("left.recovery"));
      QFile::remove(recovery);
      QVERIFY(QFile::copy(window.recoveryStore()->filePath(), recovery));
      window.recoveryStore()->discard();
      window.document()->undoStack()->undo();
      window.close();
    }
    MainWindow restored;
    QVERIFY(restored.restoreRecovery(recovery));
    QCOMPARE(restored.currentGame(), 250);
    QCOMPARE(restored.gameList()->gameCount(), GameList::kHeldGames + 100);
    QCOMPARE(int(restored.document()->tree().mainLine().size()), 4);  // 2 turns + the new one
    QVERIFY(restored.hasUnsavedChanges());
    QCOMPARE(restored.gameList()->copyTree(251)->tags().at("Round"), std::string("251"));
    QTimer::singleShot(0, [] {
      if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
        box->button(QMessageBox::Discard)->click();
    });
    restored.close();
  }

 private:
  QTemporaryDir m_dir;
};

QTEST_MAIN(TestCollection)
#include "tst_collection.moc"
