// Files through the real window, offscreen, as a user reaches them: File >
// Open Recent lists the files newest first, opens them, and drops one deleted
// meanwhile with a message; Save As through its dialog writes a file that
// reads back as the same games; arrows and circles drawn with the mouse on the
// board survive a save and a fresh window; files saved as UTF-16 open.
#include <QDockWidget>
#include <QElapsedTimer>
#include <QStringEncoder>
#include <QTableView>
#include <random>

#include "windowfiles.h"
#include "workspace.h"

using namespace wbtest;

class TestWorkbenchFiles : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    isolateSettings(m_settings, QStringLiteral("tst_workbenchfiles"));
    QVERIFY(m_dir.isValid());
  }
  void init() { clearSettingsAndRecovery(); }
  // No modal dialog may outlive a test.
  void cleanup() { QTRY_VERIFY(!QApplication::activeModalWidget()); }
  void openRecent();
  void saveAsThroughDialog();
  void shapesDrawnOnBoardSurviveSave();
  void utf16Files();

 private:
  QTemporaryDir m_settings;
  QTemporaryDir m_dir;
};

// 2. File > Open Recent: newest first, an entry opens its file, and a file
// deleted meanwhile is dropped from the menu, or, if chosen from a menu built
// before it went, refused with a message and removed from the list.
void TestWorkbenchFiles::openRecent() {
  const QString first = m_dir.filePath(QStringLiteral("recent-first.pgn"));
  const QString second = m_dir.filePath(QStringLiteral("recent-second.pgn"));
  QVERIFY(writeBytes(first, "[Event \"First\"]\n\n1. Pe2-e3 *\n"));
  QVERIFY(writeBytes(second, "[Event \"Second\"]\n\n1. Pd2-d3 Pd7-d6 *\n"));
  auto window = shownWindow();
  openThroughDialog(*window, first);
  QCOMPARE(window->document()->filePath(), first);
  openThroughDialog(*window, second);
  QCOMPARE(window->document()->filePath(), second);

  QMenu *file = menuNamed(*window, QStringLiteral("File"));
  QVERIFY(file);
  QMenu *recent = nullptr;
  for (QAction *a : file->actions())
    if (a->menu() && a->menu()->objectName() == QLatin1String("recentFilesMenu"))
      recent = a->menu();
  QVERIFY(recent);
  // The entries as the menu shows them when it opens.
  auto entries = [recent] {
    recent->popup(QPoint(10, 10));
    QList<QAction *> out;
    for (QAction *a : recent->actions())
      if (!a->isSeparator() && a->isEnabled() && !a->toolTip().isEmpty() &&
          a->text() != QLatin1String("&Clear List"))
        out << a;
    recent->hide();
    return out;
  };
  QList<QAction *> shown = entries();
  QCOMPARE(shown.size(), 2);
  QCOMPARE(shown[0]->text(), QStringLiteral("&1 recent-second.pgn"));
  QCOMPARE(shown[1]->text(), QStringLiteral("&2 recent-first.pgn"));
  QCOMPARE(shown[0]->toolTip(), QDir::toNativeSeparators(second));
  QCOMPARE(shown[1]->toolTip(), QDir::toNativeSeparators(first));

  // Choosing the older one opens it, and it becomes the newest.
  shown[1]->trigger();
  QCOMPARE(window->document()->filePath(), first);
  QCOMPARE(window->document()->tree().tags().at("Event"), std::string("First"));
  QVERIFY(window->windowTitle().contains(QStringLiteral("recent-first.pgn")));
  shown = entries();
  QCOMPARE(shown.size(), 2);
  QCOMPARE(shown[0]->text(), QStringLiteral("&1 recent-first.pgn"));
  QCOMPARE(shown[1]->text(), QStringLiteral("&2 recent-second.pgn"));

  // The second file goes away while the menu listing it is open (and its
  // tab is closed): choosing it says so, names the file, and drops it from the list.
  window->workspace()->setCurrent(1);
  window->action(QStringLiteral("closeTab"))->trigger();
  QCOMPARE(window->document()->filePath(), first);
  QVERIFY(QFile::remove(second));
  {
    // Scoped: a live answerer would also take the next test's dialogs.
    DialogAnswerer answerer;
    answerer.pressButton(QMessageBox::Ok);
    shown[1]->trigger();
    QVERIFY(answerer.allAnswered());
    QCOMPARE(answerer.seen.size(), 1);
    QVERIFY2(answerer.seen.front().contains(QDir::toNativeSeparators(second)),
             qPrintable(answerer.seen.front()));
    QVERIFY2(answerer.seen.front().contains(QStringLiteral("could not be opened")),
             qPrintable(answerer.seen.front()));
  }
  // The open game is untouched.
  QCOMPARE(window->document()->filePath(), first);
  QCOMPARE(window->document()->tree().tags().at("Event"), std::string("First"));
  shown = entries();
  QCOMPARE(shown.size(), 1);
  QCOMPARE(shown[0]->text(), QStringLiteral("&1 recent-first.pgn"));

  // A file deleted before the menu opens is not offered at all.
  const QString third = m_dir.filePath(QStringLiteral("recent-third.pgn"));
  QVERIFY(writeBytes(third, "[Event \"Third\"]\n\n1. Pc2-c3 *\n"));
  openThroughDialog(*window, third);
  QCOMPARE(entries().size(), 2);
  QVERIFY(QFile::remove(third));
  shown = entries();
  QCOMPARE(shown.size(), 1);
  QCOMPARE(shown[0]->text(), QStringLiteral("&1 recent-first.pgn"));

  // The list outlives the window (QSettings).
  window.reset();
  MainWindow again;
  QMenu *againRecent = again.findChild<QMenu *>(QStringLiteral("recentFilesMenu"));
  QVERIFY(againRecent);
  againRecent->popup(QPoint(10, 10));
  QStringList texts;
  for (QAction *a : againRecent->actions()) texts << a->text();
  againRecent->hide();
  QVERIFY2(texts.contains(QStringLiteral("&1 recent-first.pgn")), qPrintable(texts.join(u'|')));
  QVERIFY(!texts.contains(QStringLiteral("&2 recent-second.pgn")));
}

// 3. Save As through the real action and its dialog: the file reads back as
// the same games (turns, variations, comments, glyphs, arrows, circles), the
// title shows the new name and nothing is left unsaved.
void TestWorkbenchFiles::saveAsThroughDialog() {
  // Two games written by the program, the first richly annotated.
  const sc::Position start = *sc::readSfen(variant(), variant()->rules().startSfen);
  auto annotated = std::make_unique<sc::GameTree>(start);
  {
    std::mt19937 rng(11);
    sc::NodeId node = annotated->root();
    sc::Position pos = start;
    std::vector<sc::NodeId> line;
    for (int i = 0; i < 10; ++i) {
      sc::TurnList turns;
      sc::generateLegal(pos, turns);
      const sc::Turn turn = turns[int(rng() % unsigned(turns.size))];
      node = annotated->addChild(node, turn, sc::formatTurnWithSuffix(pos, turn));
      pos.make(turn);
      line.push_back(node);
    }
    // A variation on the fourth turn.
    sc::Position at = annotated->positionAt(line[2]);
    sc::TurnList turns;
    sc::generateLegal(at, turns);
    const sc::Turn other = turns[turns.size - 1];
    const sc::NodeId variation =
        annotated->addChild(line[2], other, sc::formatTurnWithSuffix(at, other));
    annotated->annotation(variation).commentBefore = "Also possible";
    sc::Annotation &a = annotated->annotation(line[1]);
    a.commentAfter = "A fine turn";
    a.nags = {1};
    a.arrows = {{sq("e2"), sq("e4"), sc::ShapeColor::Green},
                {sq("b1"), sq("c3"), sc::ShapeColor::Red}};
    a.circles = {{sq("d4"), sc::ShapeColor::Yellow}, {sq("f7"), sc::ShapeColor::Blue}};
    annotated->annotation(annotated->root()).commentAfter = "The game's own comment";
    annotated->tags()["Event"] = "Save As";
    annotated->tags()["White"] = "Ada";
  }
  auto plain = std::make_unique<sc::GameTree>(start);
  {
    sc::Position pos = start;
    std::string error;
    const sc::Turn t = *sc::parseTurn(pos, "Pd2-d3", &error);
    plain->addChild(plain->root(), t, "Pd2-d3");
    plain->tags()["Event"] = "Plain";
  }
  const QString original = m_dir.filePath(QStringLiteral("save-original.pgn"));
  QVERIFY(PgnIo::writeFile(original, PgnIo::gamesText({annotated.get(), plain.get()})));
  const QByteArray originalBytes = readBytes(original);

  auto window = shownWindow();
  openThroughDialog(*window, original);
  GameDocument *doc = window->document();
  QCOMPARE(doc->filePath(), original);
  compareTrees(*annotated, doc->tree());
  // An edit through the window: a glyph on the last turn of the main line.
  window->action(QStringLiteral("goEnd"))->trigger();
  window->action(QStringLiteral("glyph2"))->trigger();  // ?
  QVERIFY(window->isWindowModified());

  const QString saved = m_dir.filePath(QStringLiteral("saved-as"));  // no suffix: .pgn is added
  {
    DialogAnswerer answerer;  // scoped, as every answerer: it takes any dialog while alive
    answerer.chooseFile(saved);
    window->action(QStringLiteral("saveAs"))->trigger();
    QVERIFY2(answerer.allAnswered() && answerer.unexpected.isEmpty(),
             qPrintable(answerer.seen.join(u'|')));
    QVERIFY(answerer.seen.front().startsWith(QStringLiteral("QFileDialog")));
  }
  const QString savedPath = saved + QStringLiteral(".pgn");
  QVERIFY(QFileInfo::exists(savedPath));

  // The window: the new name, nothing unsaved, the original file untouched.
  QCOMPARE(doc->filePath(), savedPath);
  QVERIFY2(window->windowTitle().contains(QStringLiteral("saved-as.pgn, game 1 of 2")),
           qPrintable(window->windowTitle()));
  QVERIFY(!window->isWindowModified());
  QVERIFY(!window->hasUnsavedChanges());
  QCOMPARE(readBytes(original), originalBytes);

  // The file: both games, the first with the edit, every annotation kept.
  const LoadedFile loaded = PgnIo::readFile(variant(), savedPath);
  QVERIFY(!loaded.hasProblems());
  QCOMPARE(loaded.file.games.size(), std::size_t(2));
  auto expected = std::make_unique<sc::GameTree>(*annotated);
  expected->annotation(expected->mainLine().back()).nags = {2};
  compareTrees(*expected, *loaded.file.games[0].tree);
  compareTrees(doc->tree(), *loaded.file.games[0].tree);
  compareTrees(*plain, *loaded.file.games[1].tree);
  // And it is what the program writes for those games, byte for byte.
  QCOMPARE(readBytes(savedPath), PgnIo::gamesText({expected.get(), plain.get()}));
  // Open Recent now leads with the new name.
  QCOMPARE(QSettings().value(QStringLiteral("files/recent")).toStringList().value(0),
           QFileInfo(savedPath).absoluteFilePath());

  // Cancelling the dialog writes nothing and keeps the name.
  {
    DialogAnswerer cancel;  // nothing planned: the dialog is dismissed
    window->action(QStringLiteral("goBack"))->trigger();
    window->action(QStringLiteral("glyph1"))->trigger();
    window->action(QStringLiteral("saveAs"))->trigger();
    QCOMPARE(cancel.seen.size(), 1);
  }
  QCOMPARE(doc->filePath(), savedPath);
  QVERIFY(window->isWindowModified());
  QCOMPARE(readBytes(savedPath), PgnIo::gamesText({expected.get(), plain.get()}));
  closeDiscarding(*window);
}

// 4. Arrows and circles drawn with the mouse on the window's board, in their
// colours, saved, and found on the same turn by a fresh window.
void TestWorkbenchFiles::shapesDrawnOnBoardSurviveSave() {
  auto window = shownWindow();
  GameDocument *doc = window->document();
  BoardView *board = window->boardView();
  QVERIFY(board->squareRect(sq("a1")).width() > 10);
  // Two turns by clicks; the shapes go on the second.
  clickSquare(*window, "e2");
  clickSquare(*window, "e3");
  clickSquare(*window, "d7");
  clickSquare(*window, "d6");
  QCOMPARE(mainLineTokens(doc->tree()), (QStringList{"Pe2-e3", "Pd7-d6"}));
  const sc::NodeId node = doc->currentNode();

  auto rightDrag = [board](const char *from, const char *to, Qt::KeyboardModifiers mods) {
    QTest::mousePress(board, Qt::RightButton, mods, board->squareRect(sq(from)).center());
    QTest::mouseMove(board, board->squareRect(sq(to)).center());
    QTest::mouseRelease(board, Qt::RightButton, mods, board->squareRect(sq(to)).center());
  };
  rightDrag("d1", "h5", Qt::NoModifier);                                             // green
  rightDrag("f1", "b5", Qt::ShiftModifier);                                          // red
  clickSquare(*window, "e5", Qt::AltModifier, Qt::RightButton);                      // blue
  clickSquare(*window, "c4", Qt::ShiftModifier | Qt::AltModifier, Qt::RightButton);  // yellow
  QVERIFY(!board->openMenu());
  const sc::Annotation drawn = doc->tree().node(node).annotation;
  const std::vector<sc::Arrow> arrows{{sq("d1"), sq("h5"), sc::ShapeColor::Green},
                                      {sq("f1"), sq("b5"), sc::ShapeColor::Red}};
  const std::vector<sc::Circle> circles{{sq("e5"), sc::ShapeColor::Blue},
                                        {sq("c4"), sc::ShapeColor::Yellow}};
  QVERIFY(drawn.arrows == arrows);
  QVERIFY(drawn.circles == circles);
  QVERIFY(doc->tree().node(doc->tree().node(node).parent).annotation.arrows.empty());

  // Save through File > Save (the game has no name yet: the dialog asks).
  const QString path = m_dir.filePath(QStringLiteral("shapes.pgn"));
  {
    DialogAnswerer answerer;
    answerer.chooseFile(path);
    window->action(QStringLiteral("save"))->trigger();
    QVERIFY2(answerer.allAnswered(), qPrintable(answerer.seen.join(u'|')));
  }
  QCOMPARE(doc->filePath(), path);
  QVERIFY(!window->isWindowModified());
  const QByteArray bytes = readBytes(path);
  QVERIFY2(bytes.contains("[%cal Gd1h5,Rf1b5]"), bytes.constData());
  QVERIFY2(bytes.contains("[%csl Be5,Yc4]"), bytes.constData());
  window.reset();

  // A fresh window opens the file: the shapes are on the same turn, and the
  // board draws them there.
  auto fresh = shownWindow();
  openThroughDialog(*fresh, path);
  GameDocument *again = fresh->document();
  QCOMPARE(again->filePath(), path);
  const sc::NodeId same = nodeAt(again->tree(), {"Pe2-e3", "Pd7-d6"});
  QVERIFY(same != sc::kNoNode);
  QVERIFY(again->tree().node(same).annotation.arrows == arrows);
  QVERIFY(again->tree().node(same).annotation.circles == circles);
  const sc::NodeId before = again->tree().node(same).parent;
  QVERIFY(again->tree().node(before).annotation.arrows.empty());
  QVERIFY(again->tree().node(before).annotation.circles.empty());
  again->goTo(same);
  QCOMPARE(fresh->boardView()->scene().arrows.size(), arrows.size());
  QCOMPARE(fresh->boardView()->scene().circles.size(), circles.size());
  fresh->action(QStringLiteral("goBack"))->trigger();
  QVERIFY(fresh->boardView()->scene().arrows.empty());
  QVERIFY(fresh->close());
}

// Windows's "Unicode" (UTF-16 with its byte order mark, little- or
// big-endian), as Notepad and some database programs save: a PGN file opens
// with its games, accents and emoji in place, and is written back as UTF-8; a
// position file in it opens as positions.
void TestWorkbenchFiles::utf16Files() {
  const QString pgnText = QString::fromUtf8(
      "[Event \"Caf\u00e9\"]\n[White \"Fran\u00e7ois\"]\n\n1. Pe2-e3 {\U0001F600 well played} "
      "Pd7-d6 *\n\n[Event \"Two\"]\n\n1. Pd2-d3 *\n");
  QStringEncoder little(QStringEncoder::Utf16LE, QStringEncoder::Flag::WriteBom);
  const QByteArray pgnBytes = little(pgnText);
  QVERIFY(pgnBytes.startsWith("\xFF\xFE"));
  const QString pgnPath = m_dir.filePath(QStringLiteral("unicode.pgn"));
  QVERIFY(writeBytes(pgnPath, pgnBytes));
  auto window = shownWindow();
  openThroughDialog(*window, pgnPath);
  QVERIFY(!problemsBox(*window));
  GameList *list = window->gameList();
  QCOMPARE(list->gameCount(), 2);
  const sc::GameTree &first = window->document()->tree();
  QCOMPARE(first.tags().at("Event"), std::string("Caf\u00e9"));
  QCOMPARE(first.tags().at("White"), std::string("Fran\u00e7ois"));
  QCOMPARE(mainLineTokens(first), (QStringList{"Pe2-e3", "Pd7-d6"}));
  QCOMPARE(first.node(first.mainLine()[1]).annotation.commentAfter,
           std::string("\U0001F600 well played"));
  const QByteArray written = list->text();
  QVERIFY2(written.startsWith("[Event \"Caf\xC3\xA9\"]"), written.constData());
  QCOMPARE(QString::fromUtf8(written), pgnText);

  QStringEncoder big(QStringEncoder::Utf16BE, QStringEncoder::Flag::WriteBom);
  const QString epdPath = m_dir.filePath(QStringLiteral("unicode.epd"));
  QVERIFY(writeBytes(epdPath, big(QString::fromUtf8(
                                  "4k3/8/8/8/8/8/8/4K2R w K - bm Rh8+; id \"\u00e9tude 1\";\n"
                                  "4k3/8/8/8/8/8/8/R3K3 w Q - bm Ra8+; id \"\u00e9tude 2\";\n"))));
  openThroughDialog(*window, epdPath);
  QVERIFY(!problemsBox(*window));
  QCOMPARE(window->gameList()->gameCount(), 2);
  QCOMPARE(window->document()->filePath(), QString());  // positions: never saved over
  QCOMPARE(window->document()->tree().tags().at("Event"), std::string("\u00e9tude 1"));

  // Without the byte order mark (a script's output): still UTF-16.
  const QString bare = m_dir.filePath(QStringLiteral("bare.pgn"));
  QVERIFY(writeBytes(bare, QStringEncoder(QStringEncoder::Utf16LE)(pgnText)));
  openThroughDialog(*window, bare);
  QVERIFY(!problemsBox(*window));
  QCOMPARE(window->gameList()->gameCount(), 2);
  QCOMPARE(window->document()->tree().tags().at("White"), std::string("Fran\u00e7ois"));
  closeDiscarding(*window);
}

QTEST_MAIN(TestWorkbenchFiles)
#include "tst_workbenchfiles.moc"
