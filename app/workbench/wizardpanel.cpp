#include "wizardpanel.h"

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QShortcut>

#include "boardview.h"
#include "declarationwizard.h"
#include "wizardview.h"

WizardPanel::WizardPanel(QWidget *window, TurnInput *input, BoardView *board)
    : QObject(window), m_board(board) {
  m_wizard = new DeclarationWizard(input, window);
  m_dock = new QDockWidget(tr("Declare a Turn"), window);
  m_dock->setObjectName(QStringLiteral("wizardDock"));
  auto *view = new WizardView(m_wizard);
  m_dock->setWidget(view);
  QAction *show = m_dock->toggleViewAction();
  show->setObjectName(QStringLiteral("showWizard"));
  // Showing it from the menu also brings its tab to the front.
  connect(show, &QAction::triggered, m_dock, [dock = m_dock](bool on) {
    if (on) dock->raise();
  });
  // The shortcut is not the View menu's toggle: behind the Move Tree's tab
  // the dock counts as shown, and a toggle would close it. Game > Declare a
  // Turn always brings it forward, ready for the keyboard.
  m_declare = new QAction(tr("Declare a &Turn\u2026"), window);
  m_declare->setObjectName(QStringLiteral("actionDeclareTurn"));
  m_declare->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
  m_declare->setStatusTip(tr("Declare a turn step by step, with every answer explained"));
  connect(m_declare, &QAction::triggered, this, [this, view] {
    m_dock->show();
    m_dock->raise();
    if (QWidget *list = view->listFor(m_wizard->step()))
      list->setFocus(Qt::ShortcutFocusReason);
    else
      view->setFocus(Qt::ShortcutFocusReason);
  });

  connect(m_wizard, &DeclarationWizard::changed, this, &WizardPanel::syncBoard);
  // Escape on the guided board starts the declaration again, as in the dock.
  // Enabled only while guided, so that it never competes with another
  // Escape (presentation mode hides the dock and takes the board).
  auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), m_board);
  escape->setContext(Qt::WidgetShortcut);
  escape->setEnabled(false);
  connect(escape, &QShortcut::activated, m_wizard, &DeclarationWizard::cancel);
  connect(m_dock, &QDockWidget::visibilityChanged, this, [this, escape](bool visible) {
    syncBoard();
    m_board->setGuided(visible);
    escape->setEnabled(visible);
  });
  connect(m_board, &BoardView::squareClicked, m_wizard, &DeclarationWizard::answerSquare);
  connect(m_wizard, &DeclarationWizard::refused, m_board, &BoardView::explain);
}

void WizardPanel::syncBoard() {
  m_board->setGuide(m_wizard->choiceSquares(), m_wizard->selectedSquare(), m_wizard->shooter(),
                    m_wizard->answeredSquares(), m_wizard->selectionPreview());
}
