// The reserves dock of Cannon Battle Chess (docs/cannon-battle.md): the
// reserves view over its model, shown only in rule systems with reserves
// (rules.battlefield.on), and the Game menu's "Fortune of War…" action, which
// opens the fortune of war dialog when one is due. Chosen turns are played
// through the document, so they are recorded in the move tree.
#pragma once

#include <QObject>
#include <QPointer>

class FortuneDialog;
class GameDocument;
class QAction;
class QDockWidget;
class QWidget;
class ReservesModel;
class ReservesView;

class ReservesPanel : public QObject {
  Q_OBJECT

 public:
  ReservesPanel(QWidget *window, GameDocument *document);

  QDockWidget *dock() const { return m_dock; }
  // Game ▸ Fortune of War…, object name actionFortuneOfWar, a child of the
  // window so the menus can find it.
  QAction *fortuneAction() const { return m_fortuneAction; }
  ReservesModel *model() const { return m_model; }
  // Opens the dialog (window-modal, not blocking) when a fortune is due.
  void openFortune();
  // After a layout was restored (View > Reset Layout): shown in a game with
  // reserves, hidden elsewhere, whatever the saved layout said.
  void showIfItApplies();

 private:
  void update();

  QWidget *m_window;
  GameDocument *m_document;
  QDockWidget *m_dock;
  ReservesModel *m_model;
  ReservesView *m_view;
  QAction *m_fortuneAction;
  QPointer<FortuneDialog> m_dialog;
  bool m_editing = false;  // the board edits a set-up (Edit ▸ Edit Position)
  int m_applies = -1;      // whether the shown game has reserves; -1 before the first game
};
