// The "Declare a Turn" dock (docs/wizard.md): the DeclarationWizard, its view,
// and the board kept in step with it. While the dock is on screen the board
// is guided: it frames the current step's answers and its clicks answer the
// step instead of going to TurnInput; refusals show on the board and in the
// status bar. The wizard declares through TurnInput, like the board.
#pragma once

#include <QObject>

class BoardView;
class DeclarationWizard;
class QAction;
class QDockWidget;
class QWidget;
class TurnInput;

class WizardPanel : public QObject {
  Q_OBJECT

 public:
  WizardPanel(QWidget *window, TurnInput *input, BoardView *board);

  DeclarationWizard *wizard() const { return m_wizard; }
  QDockWidget *dock() const { return m_dock; }
  // Game > Declare a Turn: brings the dock forward, ready for the keyboard.
  QAction *declareAction() const { return m_declare; }

 private:
  void syncBoard();

  BoardView *m_board;
  DeclarationWizard *m_wizard;
  QDockWidget *m_dock;
  QAction *m_declare;
};
