#include "docklayout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <algorithm>

namespace {

// The first start's window before the screen is known, and the least a
// window gets.
constexpr QSize kDefaultSize(1400, 900);

template <typename T>
T *child(QMainWindow *window, const char *name) {
  return window->findChild<T *>(QLatin1String(name));
}

// What the menu bar, the toolbars above the board and the status bar take
// from the window's height; read from their size hints, since before the
// first show nothing is laid out yet.
int chromeHeight(QMainWindow *window) {
  int height = 0;
  if (QWidget *menu = window->menuWidget(); menu && !menu->isHidden())
    height += menu->sizeHint().height();
  for (QToolBar *bar : window->findChildren<QToolBar *>(QString(), Qt::FindDirectChildrenOnly))
    if (!bar->isHidden() && (window->toolBarArea(bar) == Qt::TopToolBarArea ||
                             window->toolBarArea(bar) == Qt::BottomToolBarArea))
      height += bar->sizeHint().height();
  if (QStatusBar *status = window->findChild<QStatusBar *>(QString(), Qt::FindDirectChildrenOnly);
      status && !status->isHidden())
    height += status->sizeHint().height();
  return height;
}

// A panel whose content asks for more height than a low screen has (the
// declaration wizard asks for some 320 px) would hold its whole column at
// that height and squeeze the panels below it; one that asks for more width
// (the Analysis panel's rows of controls in French, some 490 px) would
// narrow the board. Their content scrolls instead. Done once; the content
// keeps its object name and focus order.
void scrollWhenCramped(QDockWidget *dock, bool sideways) {
  QWidget *content = dock ? dock->widget() : nullptr;
  if (!content || qobject_cast<QScrollArea *>(content)) return;
  auto *scroll = new QScrollArea;
  scroll->setObjectName(dock->objectName() + QStringLiteral("Scroll"));
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidgetResizable(true);
  scroll->setFocusPolicy(Qt::NoFocus);
  if (!sideways) scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  dock->setWidget(scroll);  // the dock lets go of the content, it does not delete it
  scroll->setWidget(content);
}

}  // namespace

namespace DockLayout {

QSize defaultWindowSize(const QRect &available) {
  // A small screen is used whole; a large one leaves a margin around the
  // window, which still grows with the screen (on 4K the board would
  // otherwise stay at laptop size).
  const QSize screen = available.size();
  const QSize most = screen * 0.92;
  return kDefaultSize.boundedTo(screen).expandedTo(most).boundedTo(screen);
}

int rightColumnWidth(int window, int boardHeight, int left, int readable) {
  // The separators beside the central widget take a few pixels.
  constexpr int kSeparators = 14;
  const int leftOver = window - left - boardHeight - kSeparators;
  return std::clamp(leftOver, std::min(readable, window / 2), window / 2);
}

void applyDefaults(QMainWindow *window) {
  auto *navigator = child<QDockWidget>(window, "navigatorDock");
  auto *ranks = child<QDockWidget>(window, "rankDock");
  auto *editor = child<QDockWidget>(window, "editorDock");
  auto *bar = child<QDockWidget>(window, "evaluationBarDock");
  scrollWhenCramped(child<QDockWidget>(window, "wizardDock"), false);
  scrollWhenCramped(child<QDockWidget>(window, "analysisDock"), true);
  scrollWhenCramped(child<QDockWidget>(window, "evaluationDock"), true);
  const int width = window->width();
  const int height = window->height();
  const int boardHeight = height - chromeHeight(window);
  const int left = bar && !bar->isHidden() ? bar->sizeHint().width() : 0;
  const int readable = window->fontMetrics().averageCharWidth() * 44;
  if (navigator)
    window->resizeDocks({navigator}, {rightColumnWidth(width, boardHeight, left, readable)},
                        Qt::Horizontal);

  // The column's height: the notation above, the panels of the position
  // (ranks table and chart, analysis lines, games) below. On a low screen
  // the panels get the larger share, so the ranks table still shows rows.
  if (navigator && ranks) {
    const int upper = boardHeight < 760 ? 42 : 48;
    window->resizeDocks({navigator, ranks},
                        {boardHeight * upper / 100, boardHeight * (100 - upper) / 100},
                        Qt::Vertical);
  }
  if (auto *split = child<QSplitter>(window, "rankSplitter")) {
    // The table first: its rows are what one reads; the chart keeps a
    // readable strip.
    const int total = std::max(200, boardHeight * (100 - 48) / 100);
    const int chart = std::clamp(total * 32 / 100, 90, 280);
    split->setSizes({total - chart, chart});
  }
  if (auto *split = child<QSplitter>(window, "navigatorSplitter")) {
    const int total = std::max(200, boardHeight / 2);
    split->setSizes({total * 58 / 100, total * 42 / 100});
  }
  if (editor) window->resizeDocks({editor}, {width * 24 / 100}, Qt::Horizontal);
}

}  // namespace DockLayout
