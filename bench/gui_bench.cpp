// bench_gui: how the workbench copes with a big game. Generates a game tree of
// 100,000 nodes by random legal play from the start position (fixed seed: a
// main line, then many variations branching from random nodes), writes it as
// PGN, and times, through the real window offscreen:
//   - opening the file by the app's loading path (MainWindow::openFile) until
//     the window, board, notation and tree included, has painted;
//   - one navigation step (Game > Forward / Back) with the board and the
//     navigator updating (events processed and painted);
//   - painting the board (BoardView rendered into a QImage).
// With --games N it times a collection of N games instead (gui_bench_games.cpp).
// Prints figures; never asserts timings.
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <random>

#include "boardview.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "movegen.h"
#include "notation.h"
#include "pgnio.h"
#include "positioneditor.h"
#include "registry.h"
#include "sfen.h"
#include "turninput.h"

namespace {

constexpr int kNodes = 100000;
constexpr int kMainLine = 400;  // plies, unless the game ends earlier
constexpr int kSteps = 400;     // navigation steps timed
constexpr int kPaints = 100;    // board renders timed

// Plays up to `plies` random legal turns from `node`; returns how many were added.
int playRandom(sc::GameTree &tree, sc::NodeId node, int plies, std::mt19937 &rng,
               sc::TurnList &turns) {
  sc::Position pos = tree.positionAt(node);
  int added = 0;
  for (int i = 0; i < plies; ++i) {
    sc::generateLegal(pos, turns);
    if (turns.size == 0) break;
    const sc::Turn turn = turns[int(rng() % unsigned(turns.size))];
    sc::NodeId next = tree.findChild(node, turn);
    if (next == sc::kNoNode) {
      next = tree.addChild(node, turn, sc::formatTurnWithSuffix(pos, turn));
      ++added;
    }
    pos.make(turn);
    node = next;
  }
  return added;
}

std::unique_ptr<sc::GameTree> generateGame(const sc::VariantPtr &variant) {
  auto tree = std::make_unique<sc::GameTree>(*sc::readSfen(variant, variant->rules().startSfen));
  tree->tags()["Event"] = "bench_gui";
  // Random play ends when a side has no legal turn; that is the main line.
  std::mt19937 rng(20240601);
  auto turns = std::make_unique<sc::TurnList>();
  playRandom(*tree, tree->root(), kMainLine, rng, *turns);
  // Variations of 10-60 plies from random existing nodes, so they nest.
  std::vector<sc::NodeId> nodes = tree->subtree(tree->root());
  while (tree->nodeCount() < kNodes) {
    const sc::NodeId from = nodes[rng() % nodes.size()];
    const int want = std::min(10 + int(rng() % 51), kNodes - tree->nodeCount());
    if (playRandom(*tree, from, want, rng, *turns) > 0 && nodes.size() < 20000)
      nodes = tree->subtree(tree->root());
  }
  return tree;
}

double ms(qint64 ns) { return double(ns) / 1e6; }

}  // namespace

int runGamesBench(int games, const QString &dir);  // gui_bench_games.cpp

int main(int argc, char *argv[]) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  // Settings and recovery files of the bench stay out of the user's.
  QStandardPaths::setTestModeEnabled(true);
  QApplication::setOrganizationName(QStringLiteral("ShootersChessBench"));
  QApplication::setApplicationName(QStringLiteral("bench_gui"));
  QTemporaryDir dir;
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());

  for (int i = 1; i + 1 < argc; ++i)
    if (QByteArray(argv[i]) == "--games") {
      const int games = QByteArray(argv[i + 1]).toInt();
      if (games < 1) {
        std::fprintf(stderr, "bench_gui: --games wants a number of games\n");
        return 2;
      }
      return runGamesBench(games, dir.path());
    }

  const sc::VariantPtr variant = sc::Registry::instance().defaultVariant();
  QElapsedTimer timer;
  timer.start();
  const auto tree = generateGame(variant);
  const QString path = dir.filePath(QStringLiteral("big.pgn"));
  const QByteArray text = PgnIo::gameText(*tree);
  PgnIo::writeFile(path, text);
  std::printf("generated: %d nodes, main line %zu plies, %.1f MB of PGN (%.0f ms)\n",
              tree->nodeCount(), tree->mainLine().size() - 1, text.size() / 1e6,
              ms(timer.nsecsElapsed()));

  timer.restart();
  const LoadedFile parsed = PgnIo::readFile(variant, path);
  std::printf("read PGN (PgnIo::readFile, no window):  %8.1f ms\n", ms(timer.nsecsElapsed()));

  MainWindow window;
  window.resize(1400, 900);
  window.show();
  if (!QTest::qWaitForWindowExposed(&window)) std::printf("warning: window not exposed\n");
  QApplication::processEvents();

  timer.restart();
  const bool opened = window.openFile(path);
  const qint64 openCall = timer.nsecsElapsed();
  QApplication::processEvents();
  window.grab();  // paints every widget: board, notation, tree
  const qint64 openPainted = timer.nsecsElapsed();
  std::printf("open file (MainWindow::openFile):       %8.1f ms%s\n", ms(openCall),
              opened ? "" : "  (FAILED to open)");
  std::printf("open file, window painted:              %8.1f ms\n", ms(openPainted));

  // Navigation along the main line: forward to its end, back to the start,
  // and again, each step with the board and the navigator repainting.
  GameDocument *doc = window.document();
  doc->goStart();
  QApplication::processEvents();
  QAction *forward = window.action(QStringLiteral("goForward"));
  QAction *back = window.action(QStringLiteral("goBack"));
  qint64 worst = 0;
  bool forwards = true;
  timer.restart();
  for (int i = 0; i < kSteps; ++i) {
    if (forwards && !forward->isEnabled()) forwards = false;
    if (!forwards && !back->isEnabled()) forwards = true;
    QElapsedTimer step;
    step.start();
    (forwards ? forward : back)->trigger();
    QApplication::processEvents();  // the board and the navigator repaint
    worst = std::max(worst, step.nsecsElapsed());
  }
  std::printf("navigation step (Forward/Back, painted): %7.3f ms average, %.3f ms worst\n",
              ms(timer.nsecsElapsed()) / kSteps, ms(worst));

  BoardView *board = window.boardView();
  QImage image(board->size() * board->devicePixelRatio(), QImage::Format_ARGB32_Premultiplied);
  image.setDevicePixelRatio(board->devicePixelRatio());
  board->render(&image);  // warms the piece cache at this size
  timer.restart();
  for (int i = 0; i < kPaints; ++i) board->render(&image);
  std::printf("board paint (%dx%d px into a QImage):  %7.3f ms\n", board->width(), board->height(),
              ms(timer.nsecsElapsed()) / kPaints);

  QImage large(1600, 1600, QImage::Format_ARGB32_Premultiplied);
  board->resize(1600, 1600);
  board->render(&large);
  timer.restart();
  for (int i = 0; i < kPaints; ++i) board->render(&large);
  std::printf("board paint (1600x1600 px into a QImage): %5.3f ms\n",
              ms(timer.nsecsElapsed()) / kPaints);

  (void)parsed;
  // No unsaved changes: the window closes without asking.
  window.close();
  return 0;
}
