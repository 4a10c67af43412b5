// Bad files through the real window, offscreen, opened as a user opens them
// (File > Open with its dialog answered): an illegal turn in the middle game
// of three, a file cut inside a comment or a variation, junk bytes, text
// between games, a
// 100,000-deep nest of variations and a line 100,000 variations deep. Each
// opens what can be read, names every problem by file, line and column, and
// leaves a window that still plays.
#include <QDockWidget>
#include <QElapsedTimer>
#include <QTableView>
#include <random>

#include "windowfiles.h"

using namespace wbtest;

class TestBadFiles : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    isolateSettings(m_settings, QStringLiteral("tst_badfiles"));
    QVERIFY(m_dir.isValid());
  }
  void init() { clearSettingsAndRecovery(); }
  // No modal dialog may outlive a test.
  void cleanup() { QTRY_VERIFY(!QApplication::activeModalWidget()); }
  void illegalTurnInMiddleGame();
  void truncatedInComment();
  void truncatedInVariation();
  void junkBytes();
  void textBetweenGames();
  void deepNestOfVariations();
  void deepLineOfVariations();

 private:
  QTemporaryDir m_settings;
  QTemporaryDir m_dir;
};

// 1 (a). Three games, the second with a turn that is not legal: games 1 and
// 3 open whole, game 2 keeps what came before the bad turn, and the problems
// box names the file, the line and the column of the bad turn.
void TestBadFiles::illegalTurnInMiddleGame() {
  const QString path = m_dir.filePath(QStringLiteral("three.pgn"));
  QVERIFY(writeBytes(path,
                     "[Event \"One\"]\n[White \"Ada\"]\n\n1. Pe2-e3 Pd7-d6 2. Nb1-c3 *\n\n"
                     "[Event \"Two\"]\n[White \"Bea\"]\n\n1. Pd2-d3 Pe7-e6\n2. Pa7-a6 Nb8-c6 *\n\n"
                     "[Event \"Three\"]\n[White \"Cy\"]\n\n1. Pc2-c3 Pc7-c6 *\n"));
  auto window = shownWindow();
  const QStringList dialogs = openThroughDialog(*window, path);
  QCOMPARE(dialogs.size(), 1);
  QVERIFY(dialogs.front().startsWith(QStringLiteral("QFileDialog")));

  GameDocument *doc = window->document();
  QCOMPARE(doc->filePath(), path);
  QCOMPARE(window->gameList()->gameCount(), 3);
  QCOMPARE(window->currentGame(), 0);
  QCOMPARE(mainLineTokens(doc->tree()), (QStringList{"Pe2-e3", "Pd7-d6", "Nb1-c3"}));
  QVERIFY(window->windowTitle().contains(QStringLiteral("three.pgn, game 1 of 3")));
  QVERIFY(!window->isWindowModified());

  // The Games dock shows all three, the second with its problem.
  QCOMPARE(gamesCell(*window, 0, GameList::EventColumn), QStringLiteral("One"));
  QCOMPARE(gamesCell(*window, 1, GameList::EventColumn), QStringLiteral("Two"));
  QCOMPARE(gamesCell(*window, 2, GameList::EventColumn), QStringLiteral("Three"));
  QCOMPARE(window->gameList()->index(0, 0).data(GameList::ProblemCountRole).toInt(), 0);
  QCOMPARE(window->gameList()->index(1, 0).data(GameList::ProblemCountRole).toInt(), 1);
  QCOMPARE(window->gameList()->index(2, 0).data(GameList::ProblemCountRole).toInt(), 0);

  // The problems box: not modal, it names the file, line 10, column 4 (the
  // 'P' of Pa7-a6) and why.
  QMessageBox *box = problemsBox(*window);
  QVERIFY(box);
  QVERIFY(!QApplication::activeModalWidget());
  QVERIFY2(box->text().contains(QStringLiteral("three.pgn")), qPrintable(box->text()));
  const QString info = box->informativeText();
  QVERIFY2(info.startsWith(path + QStringLiteral(":10:4: ")), qPrintable(info));
  QVERIFY2(info.contains(QStringLiteral("'Pa7-a6' is not a legal turn")), qPrintable(info));
  QCOMPARE(info.count(QLatin1Char('\n')), 0);  // one problem, one line
  box->close();

  // Game 3 opens from the Games dock with the keyboard (Return activates a row).
  auto *games = window->findChild<QDockWidget *>(QStringLiteral("gamesDock"));
  games->raise();
  auto *table = window->findChild<QTableView *>(QStringLiteral("gamesTable"));
  QTRY_VERIFY(table->isVisible());
  table->setFocus();
  table->setCurrentIndex(table->model()->index(2, 0));
  QTest::keyClick(table, Qt::Key_Return);
  QCOMPARE(window->currentGame(), 2);
  QCOMPARE(doc->tree().tags().at("Event"), std::string("Three"));
  QCOMPARE(mainLineTokens(doc->tree()), (QStringList{"Pc2-c3", "Pc7-c6"}));
  QVERIFY(window->windowTitle().contains(QStringLiteral("game 3 of 3")));
  // Game 2 keeps the turns before the bad one.
  QVERIFY(window->openGame(1));
  QCOMPARE(mainLineTokens(doc->tree()), (QStringList{"Pd2-d3", "Pe7-e6"}));
  QVERIFY(window->openGame(0));
  QCOMPARE(doc->tree().tags().at("White"), std::string("Ada"));
  QVERIFY(!window->isWindowModified());

  stillPlays(*window);
  closeDiscarding(*window);
}

// 1 (b). A file cut inside a comment of its second game: the first game is
// whole, the second keeps its turns, and the problem says the comment is not
// closed, where.
void TestBadFiles::truncatedInComment() {
  const QByteArray whole =
      "[Event \"Whole\"]\n\n1. Pe2-e3 {A quiet start} Pd7-d6 *\n\n"
      "[Event \"Cut\"]\n\n1. Pd2-d3 Pd7-d6 2. Nb1-c3 {The knight comes out to see what the "
      "black pawns will do next, and then} Nb8-c6 *\n";
  const qsizetype cut = whole.indexOf("see what");
  QVERIFY(cut > 0);
  const QString path = m_dir.filePath(QStringLiteral("cut-comment.pgn"));
  QVERIFY(writeBytes(path, whole.left(cut)));
  auto window = shownWindow();
  openThroughDialog(*window, path);
  QCOMPARE(window->document()->filePath(), path);
  QCOMPARE(window->gameList()->gameCount(), 2);
  GameDocument *doc = window->document();
  QCOMPARE(mainLineTokens(doc->tree()), (QStringList{"Pe2-e3", "Pd7-d6"}));
  QCOMPARE(doc->tree().node(doc->tree().mainLine()[1]).annotation.commentAfter,
           std::string("A quiet start"));

  QMessageBox *box = problemsBox(*window);
  QVERIFY(box);
  QVERIFY(box->text().contains(QStringLiteral("cut-comment.pgn")));
  const QString info = box->informativeText();
  // The comment opens on line 7 at column 27 ("{" after "2. Nb1-c3 ").
  QVERIFY2(info.startsWith(path + QStringLiteral(":7:")), qPrintable(info));
  QVERIFY2(info.contains(QStringLiteral("comment is not closed")), qPrintable(info));

  QVERIFY(window->openGame(1));
  QCOMPARE(mainLineTokens(doc->tree()).mid(0, 3), (QStringList{"Pd2-d3", "Pd7-d6", "Nb1-c3"}));
  stillPlays(*window);
  closeDiscarding(*window);
}

// 1 (b). A file cut inside a nested variation: the turns read are kept, the
// problem names the variation that was never closed.
void TestBadFiles::truncatedInVariation() {
  const QByteArray whole =
      "[Event \"Cut\"]\n\n1. Pe2-e3 Pd7-d6 ( 1... Pe7-e6 2. Pd2-d3 ( 2. Nb1-c3 Nb8-c6 ) "
      "2... Nb8-c6 ) 2. Nb1-c3 *\n";
  const qsizetype cut = whole.indexOf("Nb8-c6 )");  // inside the inner variation
  const QString path = m_dir.filePath(QStringLiteral("cut-variation.pgn"));
  QVERIFY(writeBytes(path, whole.left(cut)));
  auto window = shownWindow();
  openThroughDialog(*window, path);
  GameDocument *doc = window->document();
  QCOMPARE(doc->filePath(), path);
  QCOMPARE(window->gameList()->gameCount(), 1);
  QCOMPARE(mainLineTokens(doc->tree()), (QStringList{"Pe2-e3", "Pd7-d6"}));
  QVERIFY(nodeAt(doc->tree(), {"Pe2-e3", "Pe7-e6", "Pd2-d3"}) != sc::kNoNode);
  QVERIFY(nodeAt(doc->tree(), {"Pe2-e3", "Pe7-e6", "Nb1-c3"}) != sc::kNoNode);
  QCOMPARE(doc->tree().nodeCount(), 6);

  QMessageBox *box = problemsBox(*window);
  QVERIFY(box);
  const QString info = box->informativeText();
  QVERIFY2(info.startsWith(path + QStringLiteral(":3:")), qPrintable(info));
  QVERIFY2(info.contains(QStringLiteral("expected ')'")), qPrintable(info));
  QVERIFY2(info.contains(QStringLiteral("end of the file")), qPrintable(info));
  // The navigator walks into what was read: ↓ on Black's first turn is its
  // alternative.
  window->action(QStringLiteral("goForward"))->trigger();
  window->action(QStringLiteral("goForward"))->trigger();
  window->action(QStringLiteral("nextVariation"))->trigger();
  QCOMPARE(doc->currentNode(), nodeAt(doc->tree(), {"Pe2-e3", "Pe7-e6"}));
  stillPlays(*window);
  closeDiscarding(*window);
}

// 1 (c). Random binary with NUL and invalid UTF-8, alone and in front of a
// game: never a crash, a message, and the game behind the junk opens.
void TestBadFiles::junkBytes() {
  std::mt19937 rng(2024);
  QByteArray junk;
  for (int i = 0; i < 4096; ++i) junk.append(char(rng() % 256));
  junk.append('\0');
  junk.append("\xff\xfe\xc3\x28\xa0\xa1\xe2\x82\xf0\x28\x8c\x28", 12);
  junk.append('\0');
  QVERIFY(junk.contains('\0'));

  auto window = shownWindow();
  {
    // Nothing but junk (issue 12): refused with a message that names the
    // file, and the open game, with the turn just played, stays as it was.
    clickSquare(*window, "e2");
    clickSquare(*window, "e3");
    QCOMPARE(window->document()->tree().nodeCount(), 2);
    const QString path = m_dir.filePath(QStringLiteral("junk.pgn"));
    QVERIFY(writeBytes(path, junk));
    DialogAnswerer answerer;
    answerer.chooseFile(path);
    answerer.pressButton(QMessageBox::Ok);
    window->action(QStringLiteral("open"))->trigger();
    QVERIFY2(answerer.unexpected.isEmpty(), qPrintable(answerer.unexpected.join(u'|')));
    QVERIFY2(answerer.allAnswered(), qPrintable(answerer.seen.join(u'|')));
    QVERIFY(answerer.seen.back().contains(QStringLiteral("junk.pgn")));
    QVERIFY(answerer.seen.back().contains(QStringLiteral("no game that can be read")));
    QVERIFY(!problemsBox(*window));
    QCOMPARE(window->document()->tree().nodeCount(), 2);
    QVERIFY(window->document()->isModified());
    window->action(QStringLiteral("undo"))->trigger();  // so the next file opens unasked
    QVERIFY(!window->document()->isModified());
  }
  closeProblemBoxes(*window);
  {
    // Junk, then a good game: the game opens, the junk is a problem.
    const QString path = m_dir.filePath(QStringLiteral("junk-then-game.pgn"));
    QVERIFY(writeBytes(path, junk + "\n\n[Event \"After the junk\"]\n\n1. Pe2-e3 Pd7-d6 *\n"));
    openThroughDialog(*window, path);
    QVERIFY(!QApplication::activeModalWidget());
    int readable = -1;
    for (int row = 0; row < window->gameList()->gameCount(); ++row)
      if (window->gameList()->tree(row) && window->gameList()->tree(row)->tags().count("Event") &&
          window->gameList()->tree(row)->tags().at("Event") == "After the junk")
        readable = row;
    QVERIFY(readable >= 0);
    QVERIFY(window->openGame(readable));
    QCOMPARE(mainLineTokens(window->document()->tree()), (QStringList{"Pe2-e3", "Pd7-d6"}));
    QMessageBox *box = problemsBox(*window);
    QVERIFY(box);
    QVERIFY2(box->informativeText().startsWith(path + QLatin1Char(':')),
             qPrintable(box->informativeText()));
    // Messages never carry the file's bad bytes: they are valid UTF-8 text.
    const QString all = box->informativeText() + box->detailedText();
    QVERIFY(!all.contains(QChar(0)));
  }
  stillPlays(*window);
  closeDiscarding(*window);
}

// A line of text between games, as a download page leaves it, is no game of
// its own in the Games list, as in the whole file's reading (`shooters
// games`); a word before a game's first turn number is that game's first
// comment. Their problems are named by line, column and file.
void TestBadFiles::textBetweenGames() {
  const QString path = m_dir.filePath(QStringLiteral("between.pgn"));
  const QByteArray text =
      "[Event \"One\"]\n\n1. Pe2-e3 Pd7-d6 *\n\n"
      "Downloaded from somewhere\n\n"
      "[Event \"Two\"]\n\n1. Pd2-d3 Pe7-e6 *\n\n"
      "hello 1. Pc2-c3 *\n";
  QVERIFY(writeBytes(path, text));
  QCOMPARE(
      int(sc::readPgn(sc::Registry::instance().defaultVariant(), text.toStdString()).games.size()),
      3);
  auto window = shownWindow();
  openThroughDialog(*window, path);
  GameList *list = window->gameList();
  QCOMPARE(list->gameCount(), 3);
  QCOMPARE(list->tree(0)->tags().at("Event"), std::string("One"));
  QCOMPARE(list->tree(1)->tags().at("Event"), std::string("Two"));
  const sc::GameTree &third = *list->tree(2);
  QCOMPARE(third.node(third.root()).annotation.commentAfter, std::string("hello"));
  QCOMPARE(int(third.mainLine().size()), 2);
  QMessageBox *box = problemsBox(*window);
  QVERIFY(box);
  const QString all = box->informativeText() + box->detailedText();
  QVERIFY2(all.contains(path + QStringLiteral(":5:1: 'Downloaded' cannot be read")),
           qPrintable(all));
  QVERIFY2(all.contains(path + QStringLiteral(":11:1: expected a turn or the turn number 1.")),
           qPrintable(all));
  closeDiscarding(*window);
}

// 1 (d). "1. Pe2-e3 ( 1. Pd2-d3 ( 1. Pc2-c3 ( ..." 100,000 deep: the root gets
// 100,001 children; the window's models, the notation and the tree view take
// it, the navigator moves through it, and the window still plays.
void TestBadFiles::deepNestOfVariations() {
  const int depth = 100000;
  // White's first turns from the start, in the notation, taken in turn.
  sc::Position start = *sc::readSfen(variant(), variant()->rules().startSfen);
  sc::TurnList turns;
  sc::generateLegal(start, turns);
  QVERIFY(turns.size > 3);
  std::vector<std::string> tokens;
  for (int i = 0; i < turns.size; ++i) tokens.push_back(sc::formatTurn(start, turns[i]));
  std::string text = "[Event \"Deep nest\"]\n\n1. Pe2-e3 ";
  text.reserve(std::size_t(depth) * 16 + 64);
  for (int i = 0; i < depth; ++i) {
    text += "( 1. ";
    text += tokens[std::size_t(i) % tokens.size()];
    text += ' ';
  }
  // Appended in place: GCC 12 at -O1 misreads a temporary's concatenation as overflowing.
  text.append(std::size_t(depth), ')');
  text += " *\n";
  const QString path = m_dir.filePath(QStringLiteral("deep-nest.pgn"));
  QVERIFY(writeBytes(path, QByteArray::fromStdString(text)));

  auto window = shownWindow();
  QElapsedTimer clock;
  clock.start();
  const QStringList dialogs = openThroughDialog(*window, path);
  QCoreApplication::processEvents();  // the views paint what they were given
  // A figure for the reader, never a verdict: tests assert no timings.
  qInfo("a 100,000-deep nest opened through the window in %lld ms", clock.elapsed());
  GameDocument *doc = window->document();
  QCOMPARE(doc->filePath(), path);
  {
    QCOMPARE(dialogs.size(), 1);
    QVERIFY(!problemsBox(*window));
    QCOMPARE(doc->tree().nodeCount(), depth + 2);
    QCOMPARE(int(doc->tree().node(doc->tree().root()).children.size()), depth + 1);
    // Navigation: into the main line, down the alternatives, and to the last.
    window->action(QStringLiteral("goForward"))->trigger();
    const sc::NodeId first = doc->currentNode();
    QCOMPARE(doc->tree().node(first).notation, std::string("Pe2-e3"));
    window->action(QStringLiteral("nextVariation"))->trigger();
    QCOMPARE(doc->tree().node(doc->currentNode()).notation, tokens[0]);
    const sc::NodeId last = doc->tree().node(doc->tree().root()).children.back();
    doc->goTo(last);
    QCoreApplication::processEvents();
    window->action(QStringLiteral("goBack"))->trigger();
    QCOMPARE(doc->currentNode(), doc->tree().root());
    QCoreApplication::processEvents();
  }
  stillPlays(*window);
  closeDiscarding(*window);
}

// The other deep shape: each variation holds the line that goes on, so the
// tree itself is 100,000 turns deep ("1. Ng1-f3 ( 1. Nb1-c3 Ng8-f6 ( 1...
// Nb8-c6 2. ..."); the tree view must not lay it out recursively.
void TestBadFiles::deepLineOfVariations() {
  const int depth = 100000;
  const sc::Position start = *sc::readSfen(variant(), variant()->rules().startSfen);
  auto tree = std::make_unique<sc::GameTree>(start);
  const char *const line[] = {"Nb1-c3", "Nb8-c6", "Nc3-b1", "Nc6-b8"};
  const char *const leaf[] = {"Ng1-f3", "Ng8-f6"};
  sc::Turn lineTurns[4], leafTurns[2];
  sc::Position pos = start;
  for (int i = 0; i < 4; ++i) {
    std::string error;
    if (i < 2) leafTurns[i] = *sc::parseTurn(pos, leaf[i], &error);
    lineTurns[i] = *sc::parseTurn(pos, line[i], &error);
    pos.make(lineTurns[i]);
  }
  sc::NodeId at = tree->root();
  for (int i = 0; i < depth; ++i) {
    tree->addChild(at, leafTurns[i % 2], leaf[i % 2]);
    at = tree->addChild(at, lineTurns[i % 4], line[i % 4]);
  }
  tree->tags()["Event"] = "Deep line";
  const QString path = m_dir.filePath(QStringLiteral("deep-line.pgn"));
  QVERIFY(PgnIo::writeFile(path, PgnIo::gameText(*tree)));

  auto window = shownWindow();
  QElapsedTimer clock;
  clock.start();
  const QStringList dialogs = openThroughDialog(*window, path);
  QCoreApplication::processEvents();
  GameDocument *doc = window->document();
  QCOMPARE(doc->filePath(), path);
  QCOMPARE(dialogs.size(), 1);
  {
    QVERIFY(!problemsBox(*window));
    QCOMPARE(doc->tree().nodeCount(), 2 * depth + 1);
    // To the deepest turn and back: the tree view, the notation, the rank
    // chart and the board follow the current turn 100,000 plies deep.
    sc::NodeId deepest = doc->tree().root();
    while (doc->tree().node(deepest).children.size() > 1)
      deepest = doc->tree().node(deepest).children[1];
    QCOMPARE(int(doc->tree().path(deepest).size()), depth + 1);
    doc->goTo(deepest);
    QCoreApplication::processEvents();
    QCOMPARE(doc->currentNode(), deepest);
    window->action(QStringLiteral("goBack"))->trigger();
    QCOMPARE(doc->currentNode(), doc->tree().node(deepest).parent);
    window->action(QStringLiteral("goStart"))->trigger();
    QCOMPARE(doc->currentNode(), doc->tree().root());
    QCoreApplication::processEvents();
  }
  qInfo("a line 100,000 variations deep opened and walked in %lld ms", clock.elapsed());
  stillPlays(*window);
  closeDiscarding(*window);
}

QTEST_MAIN(TestBadFiles)
#include "tst_badfiles.moc"
