// bench_gui --games N: a collection of N games through the real window.
// The generator plays 64 different games by seeded random play (30-70
// plies) and writes N of them with varied tags (players from a pool of 800,
// each with an Elo rating, 60 events, dates over 30 years), as an engine
// match or club archive would.
// Then, offscreen:
//   - opening one game of it, and the whole collection, until the window has
//     painted (MainWindow::openFile), and until the index is whole;
//   - the longest the event loop waited during indexing (a freeze);
//   - memory: resident set, and what is the program's own (anonymous);
//   - filtering by a player, a rating range and a date range, sorting by
//     White, scrolling to the end;
//   - searching for the games that reach a position, in games a second,
//     with the longest event-loop wait while it runs;
//   - the opening tree: walking every game, a step with it shown.
// Prints figures; never asserts timings.
#include <QAbstractProxyModel>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <random>
#include <tuple>

#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "movegen.h"
#include "notation.h"
#include "openingtree.h"
#include "registry.h"
#include "sfen.h"
#include "workspace.h"

namespace {

double ms(qint64 ns) { return double(ns) / 1e6; }

// kB of a line of /proc/self/status ("VmRSS", "RssAnon", "VmHWM").
long statusKb(const char *name) {
  QFile file(QStringLiteral("/proc/self/status"));
  if (!file.open(QIODevice::ReadOnly)) return -1;
  for (const QByteArray &line : file.readAll().split('\n'))
    if (line.startsWith(name))
      return line.mid(int(qstrlen(name)) + 1).trimmed().split(' ')[0].toLong();
  return -1;
}

std::string randomMovetext(const sc::VariantPtr &variant, std::mt19937 &rng, std::string &result) {
  sc::Position pos = *sc::readSfen(variant, variant->rules().startSfen);
  auto turns = std::make_unique<sc::TurnList>();
  std::string text;
  const int plies = 30 + int(rng() % 41);
  int ply = 0;
  for (; ply < plies; ++ply) {
    sc::generateLegal(pos, *turns);
    if (turns->size == 0) break;
    const sc::Turn turn = (*turns)[int(rng() % unsigned(turns->size))];
    if (ply % 2 == 0) text += std::to_string(ply / 2 + 1) + ". ";
    text += sc::formatTurnWithSuffix(pos, turn) + (ply % 12 == 11 ? "\n" : " ");
    pos.make(turn);
  }
  static const char *results[] = {"1-0", "0-1", "1/2-1/2", "*"};
  result = results[rng() % 4];
  return text + result + "\n";
}

QByteArray generate(int games, const sc::VariantPtr &variant) {
  std::mt19937 rng(20261125);
  std::vector<std::pair<std::string, std::string>> bodies;
  for (int i = 0; i < 64; ++i) {
    std::string result;
    std::string text = randomMovetext(variant, rng, result);
    bodies.emplace_back(std::move(text), result);
  }
  QByteArray out;
  out.reserve(qsizetype(games) * 700);
  for (int g = 0; g < games; ++g) {
    const auto &[text, result] = bodies[rng() % bodies.size()];
    const unsigned white = rng() % 800, black = rng() % 800;
    out += "[Event \"Club archive " + QByteArray::number(rng() % 60) + "\"]\n";
    out += "[Site \"Hall " + QByteArray::number(rng() % 12) + "\"]\n";
    out += "[Date \"" + QByteArray::number(1996 + rng() % 30) + ".0" +
           QByteArray::number(1 + rng() % 9) + ".1" + QByteArray::number(rng() % 10) + "\"]\n";
    out += "[Round \"" + QByteArray::number(g % 11 + 1) + "\"]\n";
    out += "[White \"Player " + QByteArray::number(white) + "\"]\n";
    out += "[Black \"Player " + QByteArray::number(black) + "\"]\n";
    out += "[Result \"" + QByteArray::fromStdString(result) + "\"]\n";
    // A player keeps a rating, spread over 1200 to 2799.
    out += "[WhiteElo \"" + QByteArray::number(1200 + white * 37 % 1600) + "\"]\n";
    out += "[BlackElo \"" + QByteArray::number(1200 + black * 37 % 1600) + "\"]\n";
    out += "[Variant \"Shooters Chess\"]\n\n";
    out += QByteArray::fromStdString(text) + "\n";
  }
  return out;
}

// Runs the event loop until `done` or `limitMs`; returns the longest wait
// between two turns of the loop (what a user feels as a freeze).
qint64 runLoop(const std::function<bool()> &done, int limitMs) {
  QElapsedTimer total, gap;
  total.start();
  gap.start();
  qint64 worst = 0;
  QTimer tick;
  tick.setInterval(0);
  QObject::connect(&tick, &QTimer::timeout, [&] {
    worst = std::max(worst, gap.nsecsElapsed());
    gap.restart();
  });
  tick.start();
  while (!done() && total.elapsed() < limitMs)
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
  return worst;
}

double openAndPaint(MainWindow &window, const QString &path) {
  QElapsedTimer timer;
  timer.start();
  window.openFile(path);
  QApplication::processEvents();
  window.grab();
  return ms(timer.nsecsElapsed());
}

}  // namespace

int runGamesBench(int games, const QString &dir) {
  const sc::VariantPtr variant = sc::Registry::instance().defaultVariant();
  QElapsedTimer timer;
  timer.start();
  const QString path = dir + QStringLiteral("/games.pgn");
  const QString onePath = dir + QStringLiteral("/one.pgn");
  qsizetype bytes = 0;
  {  // the generated text is gone before anything is measured
    const QByteArray all = generate(games, variant);
    bytes = all.size();
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(all) != all.size()) return 1;
    QFile one(onePath);
    const qsizetype second = all.indexOf("\n[Event", 10);
    if (!one.open(QIODevice::WriteOnly) || one.write(all.left(second + 1)) < 0) return 1;
  }
  std::printf("generated: %d games, %.1f MB of PGN (%.0f ms)\n", games, bytes / 1e6,
              ms(timer.nsecsElapsed()));
  const long rssBefore = statusKb("VmRSS");

  MainWindow window;
  window.resize(1400, 900);
  window.show();
  if (!QTest::qWaitForWindowExposed(&window)) std::printf("warning: window not exposed\n");
  QApplication::processEvents();
  const long rssWindow = statusKb("VmRSS");

  const double one = openAndPaint(window, onePath);
  std::printf("open 1 game, window painted:            %9.1f ms\n", one);
  GameList *list = window.gameList();
  const double many = openAndPaint(window, path);
  std::printf(
      "open %d games, window painted:     %9.1f ms (%.2f times one game), %d games listed\n", games,
      many, many / one, list->gameCount());
  timer.restart();
  const qint64 freeze = runLoop([list] { return !list->isIndexing(); }, 600000);
  std::printf(
      "index whole:                            %9.1f ms more (%d games), longest event-loop "
      "wait %.1f ms\n",
      ms(timer.nsecsElapsed()), list->gameCount(), ms(freeze));
  std::printf(
      "memory: %.0f MB resident (window alone %.0f MB, before it %.0f MB), %.0f MB of it "
      "the program's own (anonymous), peak %.0f MB\n",
      statusKb("VmRSS") / 1024.0, rssWindow / 1024.0, rssBefore / 1024.0,
      statusKb("RssAnon") / 1024.0, statusKb("VmHWM") / 1024.0);

  // The Games dock in front, as when a user works through a collection.
  if (auto *dock = window.findChild<QDockWidget *>(QStringLiteral("gamesDock"))) dock->raise();
  QApplication::processEvents();
  auto *table = window.findChild<QTableView *>(QStringLiteral("gamesTable"));
  auto *proxy = qobject_cast<QAbstractProxyModel *>(table->model());
  auto *filter = window.findChild<QLineEdit *>(QStringLiteral("gamesFilter"));
  timer.restart();
  filter->setText(QStringLiteral("Player 17"));
  QTest::keyClick(filter, Qt::Key_Return);
  QApplication::processEvents();
  std::printf("filter by tag (\"Player 17\"):            %9.1f ms, %d games shown\n",
              ms(timer.nsecsElapsed()), proxy->rowCount());
  // Ranges, as a database's search dialog offers them.
  auto *field = window.findChild<QComboBox *>(QStringLiteral("gamesFilterField"));
  for (const auto &[name, index, text] :
       {std::tuple{"rating", 9, "2000-2200"}, std::tuple{"date", 4, "2005-2010"}}) {
    field->setCurrentIndex(index);
    filter->setText(QString::fromLatin1(text));
    timer.restart();
    QTest::keyClick(filter, Qt::Key_Return);
    QApplication::processEvents();
    std::printf("filter by %-6s (\"%s\"):          %9.1f ms, %d games shown\n", name, text,
                ms(timer.nsecsElapsed()), proxy->rowCount());
  }
  field->setCurrentIndex(0);
  filter->clear();
  QTest::keyClick(filter, Qt::Key_Return);
  QApplication::processEvents();
  timer.restart();
  table->sortByColumn(GameList::WhiteColumn, Qt::AscendingOrder);
  QApplication::processEvents();
  std::printf("sort by White:                          %9.1f ms\n", ms(timer.nsecsElapsed()));
  QScrollBar *bar = table->verticalScrollBar();
  const int steps = 200;
  qint64 worstStep = 0;
  timer.restart();
  for (int i = 1; i <= steps; ++i) {
    QElapsedTimer step;
    step.start();
    bar->setValue(int(qint64(bar->maximum()) * i / steps));
    QApplication::processEvents();
    table->viewport()->repaint();
    worstStep = std::max(worstStep, step.nsecsElapsed());
  }
  std::printf(
      "scroll to the end in %d steps (%d rows shown), painted: %.3f ms a step, %.1f ms worst\n",
      steps,
      table->viewport()->isVisible()
          ? table->rowAt(table->viewport()->height() - 1) - table->rowAt(0) + 1
          : 0,
      ms(timer.nsecsElapsed()) / steps, ms(worstStep));
  table->sortByColumn(GameList::NumberColumn, Qt::AscendingOrder);

  // The position after the first game's second turn: many games share it.
  GameDocument *doc = window.document();
  doc->goStart();
  doc->goForward();
  doc->goForward();
  QApplication::processEvents();
  auto *search = window.findChild<QPushButton *>(QStringLiteral("gamesPositionSearch"));
  timer.restart();
  search->click();
  int searched = 0;
  const qint64 searchFreeze = runLoop(
      [&] {
        searched = proxy->sourceModel()->rowCount() > 0 && search->text() != QObject::tr("Stop")
                       ? proxy->sourceModel()->rowCount()
                       : searched;
        return timer.elapsed() > 200 && search->text() != QObject::tr("Stop");
      },
      20000);
  const bool finished = search->text() != QObject::tr("Stop");
  if (!finished) search->click();  // stop
  QApplication::processEvents();
  const QString count =
      window.findChild<QWidget *>(QStringLiteral("gamesCount"))->property("text").toString();
  std::printf("position search: %.1f s, %s; longest event-loop wait %.1f ms\n",
              timer.elapsed() / 1000.0, qPrintable(count), ms(searchFreeze));

  // The opening tree: every game walked once when its dock is shown, then a
  // step to another position is a scan of what the walk kept.
  auto *treeDock = window.findChild<QDockWidget *>(QStringLiteral("openingTreeDock"));
  auto *tree = window.findChild<OpeningTree *>(QStringLiteral("openingTree"));
  timer.restart();
  treeDock->show();
  treeDock->raise();
  tree->setWorkspace(window.workspace());  // from nothing, whatever it walked before
  const qint64 treeFreeze = runLoop(
      [&] { return tree->gamesWalked() == tree->gameCount() && !tree->isWalking(); }, 600000);
  std::printf(
      "opening tree: walked %d games in %.1f s, longest event-loop wait %.1f ms; peak %.0f MB\n",
      tree->gamesWalked(), timer.elapsed() / 1000.0, ms(treeFreeze), statusKb("VmHWM") / 1024.0);
  timer.restart();
  constexpr int kTreeSteps = 40;
  for (int i = 0; i < kTreeSteps; ++i) {
    if (i % 2)
      doc->goForward();
    else
      doc->goBack();
    QApplication::processEvents();
  }
  std::printf("opening tree: one step with the tree shown: %.2f ms (%d games reach the position)\n",
              ms(timer.nsecsElapsed()) / kTreeSteps, tree->gamesReaching());

  // The Games list's Delete on a selection of many scattered rows: every
  // other game of the first 2,000, a removal each, with the tree shown.
  QList<int> doomed;
  for (int row = 1; row < std::min(2000, window.gameList()->gameCount()); row += 2)
    doomed.append(row);
  timer.restart();
  const int removed = window.workspace()->removeGames(doomed);
  QApplication::processEvents();
  std::printf("delete %d scattered games at once, the tree shown: %.0f ms\n", removed,
              ms(timer.nsecsElapsed()));
  std::fflush(stdout);
  // The list changed: the close asks whether to save, and is told not to.
  QTimer::singleShot(0, [] {
    if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
      box->button(QMessageBox::Discard)->click();
  });
  window.close();
  return 0;
}
