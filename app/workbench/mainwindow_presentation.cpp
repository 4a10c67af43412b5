// MainWindow's presentation mode (View > Presentation Mode, F11): the board
// and a large caption with the current turn and its comment, full screen,
// with every dock, toolbar, the menu bar and the status bar out of the way.
// Leaving puts back exactly what was there: window state, geometry, docks.
#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include "boardview.h"
#include "mainwindow.h"
#include "presentationview.h"

void MainWindow::createPresentationActions() {
  m_actPresentation = new QAction(tr("&Presentation Mode"), this);
  m_actPresentation->setObjectName(QStringLiteral("actionPresentation"));
  m_actPresentation->setCheckable(true);
  m_actPresentation->setShortcut(QKeySequence(Qt::Key_F11));
  m_actPresentation->setStatusTip(
      tr("Show the board and the comments full screen, for teaching; Esc leaves"));
  connect(m_actPresentation, &QAction::toggled, this, &MainWindow::setPresenting);

  // Escape leaves only while presenting: the action lives on the
  // presentation view alone. A half-entered turn still takes Escape first
  // (the board claims it).
  m_actLeavePresentation = new QAction(tr("Leave Presentation"), this);
  m_actLeavePresentation->setObjectName(QStringLiteral("leavePresentation"));
  m_actLeavePresentation->setShortcut(QKeySequence(Qt::Key_Escape));
  m_actLeavePresentation->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  connect(m_actLeavePresentation, &QAction::triggered, this,
          [this] { m_actPresentation->setChecked(false); });
}

PresentationView *MainWindow::presentationView() const { return m_presentation.view; }

void MainWindow::setPresenting(bool on) {
  if (on == isPresenting()) return;
  if (on)
    enterPresentation();
  else
    leavePresentation();
  m_actPresentation->setChecked(on);
}

void MainWindow::enterPresentation() {
  // The editor's position is not the game's: presenting shows the game.
  if (m_act.editPosition->isChecked()) m_act.editPosition->setChecked(false);
  m_presentation.geometry = geometry();
  m_presentation.state = saveState();
  m_presentation.windowState = windowState();
  m_presentation.menuBar = !menuBar()->isHidden();
  m_presentation.statusBar = !statusBar()->isHidden();

  for (QDockWidget *dock : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly))
    dock->hide();
  for (QToolBar *bar : findChildren<QToolBar *>(QString(), Qt::FindDirectChildrenOnly)) bar->hide();
  menuBar()->hide();
  statusBar()->hide();

  auto *view = new PresentationView(m_document);
  // With the menu bar hidden its shortcuts are dead: the view carries the
  // ones a presenter needs.
  view->addActions({m_act.goStart, m_act.goBack, m_act.goForward, m_act.goEnd, m_actPresentation,
                    m_actLeavePresentation, m_act.previousVariation, m_act.nextVariation});
  // The board's column waits, hidden, while its board is in the view.
  QWidget *column = takeCentralWidget();
  column->setParent(this);
  column->hide();
  view->setBoard(m_board);
  setCentralWidget(view);
  view->show();  // a reparented widget stays hidden until shown
  m_presentation.view = view;
  showFullScreen();
  m_board->setFocus();
}

void MainWindow::leavePresentation() {
  PresentationView *view = m_presentation.view;
  m_presentation.view = nullptr;
  takeCentralWidget();
  view->takeBoard();
  m_boardColumn->insertWidget(1, m_board, 1);  // below the tabs
  setCentralWidget(m_boardColumn->parentWidget());
  m_boardColumn->parentWidget()->show();
  m_board->show();
  // Deleted later (this may run inside one of its own shortcuts), and as a
  // hidden child meanwhile: a parentless widget is a window of its own, and
  // its end would take the activation away from this one.
  view->setParent(this);
  view->hide();
  view->deleteLater();

  menuBar()->setVisible(m_presentation.menuBar);
  statusBar()->setVisible(m_presentation.statusBar);
  // The rectangle itself rather than restoreGeometry(): the latter goes
  // through the frame and can land a title bar's height off.
  setWindowState(m_presentation.windowState);
  if (!(m_presentation.windowState & (Qt::WindowMaximized | Qt::WindowFullScreen)))
    setGeometry(m_presentation.geometry);
  restoreState(m_presentation.state);
  m_board->setFocus();
}
