// Presentation mode (View > Presentation Mode, F11): the board and a large
// caption with the current turn and its comment, full screen, with every
// dock, toolbar, the menu bar and the status bar out of the way. Leaving puts
// back exactly what was there: window state, geometry, docks.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <optional>

#include "presentationview.h"
#include "types.h"

class BoardView;
class GameDocument;
class QAction;
class QMainWindow;
class QVBoxLayout;

class PresentationMode : public QObject {
  Q_OBJECT

 public:
  // `column` is the central widget's layout that holds the board (below the
  // tabs); the board goes back there when presentation ends.
  PresentationMode(QMainWindow *window, GameDocument *document, BoardView *board,
                   QVBoxLayout *column);

  QAction *toggleAction() const { return m_toggle; }
  // With the menu bar hidden its shortcuts are dead: the view carries these.
  void setPresenterActions(const QList<QAction *> &actions) { m_presenterActions = actions; }

  bool isActive() const { return m_saved.view != nullptr; }
  void setActive(bool on);
  PresentationView *view() const { return m_saved.view; }

 signals:
  // Before the board leaves the window: the editor's position is not the
  // game's, so edit mode ends.
  void entering();

 private:
  void enter();
  void leave();

  QMainWindow *m_window;
  GameDocument *m_document;
  BoardView *m_board;
  QVBoxLayout *m_column;
  QAction *m_toggle;
  QAction *m_leave;
  QList<QAction *> m_presenterActions;

  // What presentation mode hid and changed, to put back when it ends.
  struct {
    QPointer<PresentationView> view;
    QRect geometry;
    QByteArray state;
    Qt::WindowStates windowState;
    bool menuBar = true;
    bool statusBar = true;
    std::optional<sc::Square> inspected;
  } m_saved;
};
