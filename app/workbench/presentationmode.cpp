#include "presentationmode.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include "boardview.h"

PresentationMode::PresentationMode(QMainWindow *window, GameDocument *document, BoardView *board,
                                   QVBoxLayout *column)
    : QObject(window), m_window(window), m_document(document), m_board(board), m_column(column) {
  m_toggle = new QAction(tr("&Presentation Mode"), window);
  m_toggle->setObjectName(QStringLiteral("actionPresentation"));
  m_toggle->setCheckable(true);
  m_toggle->setShortcut(QKeySequence(Qt::Key_F11));
  m_toggle->setStatusTip(
      tr("Show the board and the comments full screen, for teaching; Esc leaves"));
  connect(m_toggle, &QAction::toggled, this, &PresentationMode::setActive);

  // Escape leaves only while presenting: the action lives on the
  // presentation view alone. A half-entered turn still takes Escape first
  // (the board claims it).
  m_leave = new QAction(tr("Leave Presentation"), window);
  m_leave->setObjectName(QStringLiteral("leavePresentation"));
  m_leave->setShortcut(QKeySequence(Qt::Key_Escape));
  m_leave->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  connect(m_leave, &QAction::triggered, this, [this] { m_toggle->setChecked(false); });
}

void PresentationMode::setActive(bool on) {
  if (on == isActive()) return;
  if (on)
    enter();
  else
    leave();
  m_toggle->setChecked(on);
}

void PresentationMode::enter() {
  emit entering();
  m_saved.geometry = m_window->geometry();
  m_saved.state = m_window->saveState();
  m_saved.windowState = m_window->windowState();
  m_saved.menuBar = !m_window->menuBar()->isHidden();
  m_saved.statusBar = !m_window->statusBar()->isHidden();

  for (QDockWidget *dock :
       m_window->findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly))
    dock->hide();
  for (QToolBar *bar : m_window->findChildren<QToolBar *>(QString(), Qt::FindDirectChildrenOnly))
    bar->hide();
  m_window->menuBar()->hide();
  m_window->statusBar()->hide();

  auto *view = new PresentationView(m_document);
  view->addActions(m_presenterActions);
  view->addActions({m_toggle, m_leave});
  // The board's column waits, hidden, while its board is in the view.
  QWidget *column = m_window->takeCentralWidget();
  column->setParent(m_window);
  column->hide();
  // The inspector's frame is the analyst's, not the audience's.
  m_saved.inspected = m_board->inspectedSquare();
  m_board->setInspectedSquare(std::nullopt);
  view->setBoard(m_board);
  m_window->setCentralWidget(view);
  view->show();  // a reparented widget stays hidden until shown
  m_saved.view = view;
  m_window->showFullScreen();
  m_board->setFocus();
}

void PresentationMode::leave() {
  PresentationView *view = m_saved.view;
  m_saved.view = nullptr;
  m_window->takeCentralWidget();
  view->takeBoard();
  m_column->insertWidget(1, m_board, 1);  // below the tabs
  m_window->setCentralWidget(m_column->parentWidget());
  m_column->parentWidget()->show();
  m_board->show();
  m_board->setInspectedSquare(m_saved.inspected);
  // Deleted later (this may run inside one of its own shortcuts), and as a
  // hidden child meanwhile: a parentless widget is a window of its own, and
  // its end would take the activation away from this one.
  view->setParent(m_window);
  view->hide();
  view->deleteLater();

  m_window->menuBar()->setVisible(m_saved.menuBar);
  m_window->statusBar()->setVisible(m_saved.statusBar);
  // The rectangle itself rather than restoreGeometry(): the latter goes
  // through the frame and can land a title bar's height off.
  m_window->setWindowState(m_saved.windowState);
  if (!(m_saved.windowState & (Qt::WindowMaximized | Qt::WindowFullScreen)))
    m_window->setGeometry(m_saved.geometry);
  m_window->restoreState(m_saved.state);
  m_board->setFocus();
}
