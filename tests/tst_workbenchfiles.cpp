// Files through the real window, offscreen, as a user reaches them: File >
// Open with its dialog answered, bad files (an illegal turn in the middle game
// of three, a file cut inside a comment or a variation, junk bytes, a
// 100,000-deep nest of variations) open what can be read and name every
// problem by file, line and column, and leave a window that still plays;
// File > Open Recent lists the files newest first, opens them, and drops one
// deleted meanwhile with a message; Save As through its dialog writes a file
// that reads back as the same games; arrows and circles drawn with the mouse
// on the board survive a save and a fresh window.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>
#include <random>

#include "boardview.h"
#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "movegen.h"
#include "notation.h"
#include "pgnio.h"
#include "recoverystore.h"
#include "registry.h"
#include "sfen.h"

namespace {

sc::VariantPtr variant() { return sc::Registry::instance().defaultVariant(); }

sc::Square sq(const char *name) { return sc::makeSquare(name[0] - 'a', std::atoi(name + 1) - 1); }

bool writeBytes(const QString &path, const QByteArray &bytes) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString &path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QMenu *menuNamed(QMainWindow &window, const QString &title) {
  for (QAction *a : window.menuBar()->actions())
    if (a->menu() && a->text().remove(QLatin1Char('&')) == title) return a->menu();
  return nullptr;
}

// Answers the modal dialogs the window opens, in order, from a timer: a
// file dialog gets a path, a message box a button. What each dialog said is
// kept; a dialog nobody expected is recorded and dismissed, so a test fails
// instead of hanging.
class DialogAnswerer : public QObject {
 public:
  DialogAnswerer() {
    m_timer.setInterval(10);
    connect(&m_timer, &QTimer::timeout, this, &DialogAnswerer::poll);
    m_timer.start();
  }
  void chooseFile(const QString &path) { m_plan.append({true, path, QMessageBox::NoButton}); }
  void pressButton(QMessageBox::StandardButton button) {
    m_plan.append({false, QString(), button});
  }
  bool allAnswered() const { return m_plan.isEmpty(); }
  // One entry per dialog answered: "QFileDialog: <title>" or
  // "QMessageBox: <title>: <text> <informative text>".
  QStringList seen;
  QStringList unexpected;

 private:
  struct Step {
    bool file;
    QString path;
    QMessageBox::StandardButton button;
  };
  void poll() {
    QWidget *modal = QApplication::activeModalWidget();
    if (!modal || !modal->isVisible()) return;
    if (modal == m_handled) {
      // A file dialog whose directory listing is still being gathered may
      // ignore an accept(): answer it again until it closes.
      if (auto *dialog = qobject_cast<QFileDialog *>(modal); dialog && !m_lastPath.isEmpty())
        acceptFile(dialog, m_lastPath);
      return;
    }
    m_handled = modal;
    m_lastPath.clear();
    if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
      seen << QStringLiteral("QFileDialog: ") + dialog->windowTitle();
      if (!m_plan.isEmpty() && m_plan.front().file) {
        m_lastPath = m_plan.takeFirst().path;
        acceptFile(dialog, m_lastPath);
      } else {
        unexpected << seen.back();
        dialog->reject();
      }
      return;
    }
    if (auto *box = qobject_cast<QMessageBox *>(modal)) {
      seen << QStringLiteral("QMessageBox: %1: %2 %3")
                  .arg(box->windowTitle(), box->text(), box->informativeText());
      if (!m_plan.isEmpty() && !m_plan.front().file && box->button(m_plan.front().button)) {
        box->button(m_plan.takeFirst().button)->click();
      } else {
        unexpected << seen.back();
        box->reject();
      }
      return;
    }
    unexpected << QStringLiteral("%1: %2").arg(QLatin1String(modal->metaObject()->className()),
                                               modal->windowTitle());
    seen << unexpected.back();
    modal->close();
  }

  // Types the path into the name field, as a user does: selectFile() leaves
  // that field alone while it has the focus, and accept() reads the field.
  static void acceptFile(QFileDialog *dialog, const QString &path) {
    dialog->selectFile(path);
    if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
      name->setText(path);
    static_cast<QDialog *>(dialog)->accept();  // QFileDialog::accept is protected
  }

  QTimer m_timer;
  QList<Step> m_plan;
  QPointer<QWidget> m_handled;
  QString m_lastPath;  // the answer given to the file dialog m_handled
};

// The problems box of the last file opened (not modal: it stays beside the
// games that opened), or nullptr.
QMessageBox *problemsBox(MainWindow &window) {
  QMessageBox *last = nullptr;
  for (QMessageBox *box : window.findChildren<QMessageBox *>(QStringLiteral("problemsBox")))
    if (box->isVisible()) last = box;
  return last;
}

void closeProblemBoxes(MainWindow &window) {
  for (QMessageBox *box : window.findChildren<QMessageBox *>(QStringLiteral("problemsBox")))
    box->close();
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

// Closes a window that may ask about unsaved changes.
void closeDiscarding(MainWindow &window) {
  DialogAnswerer answerer;
  answerer.pressButton(QMessageBox::Discard);
  window.close();
}

// Structural equality: the same turns, tokens, comments, glyphs, arrows,
// circles and order of variations, and the same tags.
void compareTrees(const sc::GameTree &a, const sc::GameTree &b) {
  QCOMPARE(b.nodeCount(), a.nodeCount());
  QCOMPARE(sc::writeSfen(b.start()), sc::writeSfen(a.start()));
  for (const auto &[name, value] : a.tags()) {
    QVERIFY2(b.tags().count(name), name.c_str());
    QCOMPARE(b.tags().at(name), value);
  }
  std::vector<std::pair<sc::NodeId, sc::NodeId>> pending{{a.root(), b.root()}};
  while (!pending.empty()) {
    const auto [x, y] = pending.back();
    pending.pop_back();
    const sc::Node &nx = a.node(x);
    const sc::Node &ny = b.node(y);
    QVERIFY(nx.turn == ny.turn);
    QCOMPARE(ny.notation, nx.notation);
    QCOMPARE(ny.annotation.commentBefore, nx.annotation.commentBefore);
    QCOMPARE(ny.annotation.commentAfter, nx.annotation.commentAfter);
    QVERIFY(ny.annotation.nags == nx.annotation.nags);
    QVERIFY(ny.annotation.arrows == nx.annotation.arrows);
    QVERIFY(ny.annotation.circles == nx.annotation.circles);
    QCOMPARE(ny.children.size(), nx.children.size());
    for (std::size_t i = 0; i < nx.children.size(); ++i)
      pending.emplace_back(nx.children[i], ny.children[i]);
  }
}

// The node reached from the root by these tokens (each the first child
// with that notation), or kNoNode.
sc::NodeId nodeAt(const sc::GameTree &tree, const QStringList &tokens) {
  sc::NodeId node = tree.root();
  for (const QString &token : tokens) {
    sc::NodeId next = sc::kNoNode;
    for (sc::NodeId child : tree.node(node).children)
      if (QString::fromStdString(tree.node(child).notation) == token) {
        next = child;
        break;
      }
    if (next == sc::kNoNode) return sc::kNoNode;
    node = next;
  }
  return node;
}

QStringList mainLineTokens(const sc::GameTree &tree) {
  QStringList out;
  for (sc::NodeId id : tree.mainLine())
    if (id != tree.root()) out << QString::fromStdString(tree.node(id).notation);
  return out;
}

// The text of a game list cell, as the Games dock shows it.
QString gamesCell(MainWindow &window, int row, int column) {
  auto *table = window.findChild<QTableView *>(QStringLiteral("gamesTable"));
  return table ? table->model()->index(row, column).data().toString() : QString();
}

}  // namespace

class TestWorkbenchFiles : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();
  void illegalTurnInMiddleGame();
  void truncatedInComment();
  void truncatedInVariation();
  void junkBytes();
  void deepNestOfVariations();
  void deepLineOfVariations();
  void openRecent();
  void saveAsThroughDialog();
  void shapesDrawnOnBoardSurviveSave();

 private:
  // A window on screen, for the mouse.
  std::unique_ptr<MainWindow> shownWindow();
  // File > Open with the dialog answered (and the message boxes that follow,
  // if any); returns what the dialogs said.
  QStringList openThroughDialog(MainWindow &window, const QString &path,
                                QList<QMessageBox::StandardButton> thenPress = {});
  // Clicks on the board's squares, as a user does.
  void clickSquare(MainWindow &window, const char *square, Qt::KeyboardModifiers mods = {},
                   Qt::MouseButton button = Qt::LeftButton);
  // The window still works: File > New Game, then Pe2-e3 by two clicks.
  void stillPlays(MainWindow &window);

  QTemporaryDir m_settings;
  QTemporaryDir m_dir;
};

void TestWorkbenchFiles::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_workbenchfiles"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
  QVERIFY(m_dir.isValid());
}

void TestWorkbenchFiles::init() {
  QSettings().clear();
  QDir(RecoveryStore::defaultDirectory()).removeRecursively();
}

void TestWorkbenchFiles::cleanup() {
  // No modal dialog may outlive a test.
  QTRY_VERIFY(!QApplication::activeModalWidget());
}

std::unique_ptr<MainWindow> TestWorkbenchFiles::shownWindow() {
  auto window = std::make_unique<MainWindow>();
  window->show();
  if (!QTest::qWaitForWindowExposed(window.get())) qWarning("the window was not exposed");
  window->activateWindow();
  return window;
}

QStringList TestWorkbenchFiles::openThroughDialog(MainWindow &window, const QString &path,
                                                  QList<QMessageBox::StandardButton> thenPress) {
  DialogAnswerer answerer;
  answerer.chooseFile(path);
  for (QMessageBox::StandardButton b : thenPress) answerer.pressButton(b);
  window.action(QStringLiteral("open"))->trigger();
  if (!answerer.allAnswered() || !answerer.unexpected.isEmpty())
    qWarning("dialogs: %s", qPrintable(answerer.seen.join(QLatin1String(" | "))));
  return answerer.seen;
}

void TestWorkbenchFiles::clickSquare(MainWindow &window, const char *square,
                                     Qt::KeyboardModifiers mods, Qt::MouseButton button) {
  BoardView *board = window.boardView();
  QTest::mouseClick(board, button, mods, board->squareRect(sq(square)).center());
}

void TestWorkbenchFiles::stillPlays(MainWindow &window) {
  closeProblemBoxes(window);
  QVERIFY(!QApplication::activeModalWidget());
  window.action(QStringLiteral("newGame"))->trigger();
  GameDocument *doc = window.document();
  QCOMPARE(doc->tree().nodeCount(), 1);
  QCOMPARE(QString::fromStdString(sc::writeSfen(doc->position())),
           QString::fromStdString(variant()->rules().startSfen));
  QCOMPARE(window.gameList()->gameCount(), 1);
  clickSquare(window, "e2");
  clickSquare(window, "e3");
  QCOMPARE(doc->tree().nodeCount(), 2);
  QCOMPARE(QString::fromStdString(doc->tree().node(doc->currentNode()).notation),
           QStringLiteral("Pe2-e3"));
  QVERIFY(window.isWindowModified());
  // The title follows; the game list takes the edits when another game
  // replaces this one or the file is saved (MainWindow::storeCurrentGame).
  QVERIFY(window.windowTitle().contains(QStringLiteral("Untitled")));
}

// 1 (a). Three games, the second with a turn that is not legal: games 1 and
// 3 open whole, game 2 keeps what came before the bad turn, and the problems
// box names the file, the line and the column of the bad turn.
void TestWorkbenchFiles::illegalTurnInMiddleGame() {
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
void TestWorkbenchFiles::truncatedInComment() {
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
void TestWorkbenchFiles::truncatedInVariation() {
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
void TestWorkbenchFiles::junkBytes() {
  std::mt19937 rng(2024);
  QByteArray junk;
  for (int i = 0; i < 4096; ++i) junk.append(char(rng() % 256));
  junk.append('\0');
  junk.append("\xff\xfe\xc3\x28\xa0\xa1\xe2\x82\xf0\x28\x8c\x28", 12);
  junk.append('\0');
  QVERIFY(junk.contains('\0'));

  auto window = shownWindow();
  {
    // Nothing but junk: the file may be refused with a message, or open with
    // its problems beside a fresh game; either way the user is told.
    const QString path = m_dir.filePath(QStringLiteral("junk.pgn"));
    QVERIFY(writeBytes(path, junk));
    DialogAnswerer answerer;
    answerer.chooseFile(path);
    answerer.pressButton(QMessageBox::Ok);  // only if the file is refused
    window->action(QStringLiteral("open"))->trigger();
    QVERIFY2(answerer.unexpected.isEmpty(), qPrintable(answerer.unexpected.join(u'|')));
    QMessageBox *box = problemsBox(*window);
    if (answerer.allAnswered()) {
      QVERIFY(!box);
      QVERIFY2(answerer.seen.back().contains(QStringLiteral("junk.pgn")),
               qPrintable(answerer.seen.back()));
    } else {
      QVERIFY2(box, qPrintable(answerer.seen.join(u'|')));
      QVERIFY(box->text().contains(QStringLiteral("junk.pgn")));
      QVERIFY2(box->informativeText().startsWith(path + QLatin1Char(':')),
               qPrintable(box->informativeText()));
      // Nothing readable: a fresh game, and the rows that say what went wrong.
      QCOMPARE(window->document()->tree().nodeCount(), 1);
    }
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

// 1 (d). "1. Pe2-e3 ( 1. Pd2-d3 ( 1. Pc2-c3 ( ..." 100,000 deep: the root gets
// 100,001 children; the window's models, the notation and the tree view take
// it, the navigator moves through it, and the window still plays.
void TestWorkbenchFiles::deepNestOfVariations() {
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
  for (int i = 0; i < depth; ++i) text += "( 1. " + tokens[std::size_t(i) % tokens.size()] + ' ';
  text += std::string(depth, ')') + " *\n";
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
void TestWorkbenchFiles::deepLineOfVariations() {
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
          a->text() != QLatin1String("Clear list"))
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

  // The second file goes away while the menu listing it is open: choosing it
  // says so, names the file, and drops it from the list.
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

QTEST_MAIN(TestWorkbenchFiles)
#include "tst_workbenchfiles.moc"
