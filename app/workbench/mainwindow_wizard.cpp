// The "Declare a turn" dock (docs/wizard.md): the DeclarationWizard, its view,
// and the board kept in step with it. While the dock is on screen the board
// is guided: it frames the current step's answers and its clicks answer the
// step instead of going to TurnInput; refusals show on the board and in the
// status bar. The wizard declares through TurnInput, like the board.
#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QShortcut>

#include "boardview.h"
#include "declarationwizard.h"
#include "mainwindow.h"
#include "wizardview.h"

QDockWidget *MainWindow::createWizardDock() {
  m_wizard = new DeclarationWizard(m_turnInput, this);
  auto *dock = new QDockWidget(tr("Declare a turn"), this);
  dock->setObjectName(QStringLiteral("wizardDock"));
  auto *view = new WizardView(m_wizard);
  dock->setWidget(view);
  QAction *show = dock->toggleViewAction();
  show->setObjectName(QStringLiteral("showWizard"));
  // Showing it from the menu also brings its tab to the front.
  connect(show, &QAction::triggered, dock, [dock](bool on) {
    if (on) dock->raise();
  });
  // The shortcut is not the View menu's toggle: behind the Move tree's tab
  // the dock counts as shown, and a toggle would close it. Game > Declare a
  // Turn always brings it forward, ready for the keyboard.
  m_declareTurnAction = new QAction(tr("Declare a &Turn\u2026"), this);
  m_declareTurnAction->setObjectName(QStringLiteral("actionDeclareTurn"));
  m_declareTurnAction->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
  m_declareTurnAction->setStatusTip(tr("Declare a turn step by step, with every answer explained"));
  connect(m_declareTurnAction, &QAction::triggered, this, [this, dock, view] {
    dock->show();
    dock->raise();
    if (QWidget *list = view->listFor(m_wizard->step()))
      list->setFocus(Qt::ShortcutFocusReason);
    else
      view->setFocus(Qt::ShortcutFocusReason);
  });

  auto syncBoard = [this] {
    m_board->setGuide(m_wizard->choiceSquares(), m_wizard->selectedSquare(), m_wizard->shooter(),
                      m_wizard->answeredSquares(), m_wizard->selectionPreview());
  };
  connect(m_wizard, &DeclarationWizard::changed, this, syncBoard);
  // Escape on the guided board starts the declaration again, as in the dock.
  // Enabled only while guided, so that it never competes with another
  // Escape (presentation mode hides the dock and takes the board).
  auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), m_board);
  escape->setContext(Qt::WidgetShortcut);
  escape->setEnabled(false);
  connect(escape, &QShortcut::activated, m_wizard, &DeclarationWizard::cancel);
  connect(dock, &QDockWidget::visibilityChanged, this, [this, syncBoard, escape](bool visible) {
    syncBoard();
    m_board->setGuided(visible);
    escape->setEnabled(visible);
  });
  connect(m_board, &BoardView::squareClicked, m_wizard, &DeclarationWizard::answerSquare);
  connect(m_wizard, &DeclarationWizard::refused, m_board, &BoardView::explain);
  return dock;
}
