#include "boardorientation.h"

#include <QAction>

#include "boardview.h"
#include "startview.h"
#include "workspace.h"

BoardOrientation::BoardOrientation(Workspace *workspace, BoardView *board, QAction *flip,
                                   QObject *parent)
    : QObject(parent), m_workspace(workspace), m_board(board) {
  connect(flip, &QAction::triggered, this, &BoardOrientation::flip);
  // A new game (File > New, a game from the editor's position) is seen as
  // the user looks at the board; an opened one from its own side.
  connect(workspace->document(), &GameDocument::gameReset, this,
          [this] { m_board->setFlipped(m_chosen); });
  connect(workspace, &Workspace::gameOpened, this, &BoardOrientation::follow);
  connect(workspace, &Workspace::currentChanged, this, &BoardOrientation::follow);
  follow();
}

void BoardOrientation::follow() {
  const std::optional<sc::Color> side = sc::startView(m_workspace->document()->tree()).side;
  m_board->setFlipped(side ? *side == sc::Color::Black : m_chosen);
}

void BoardOrientation::flip() {
  m_board->flip();
  if (!sc::startView(m_workspace->document()->tree()).side) m_chosen = m_board->isFlipped();
}
