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
  connect(workspace->document(), &GameDocument::gameReset, this, [this] {
    // Another game in the same tab, not the game of another tab swapped in
    // (currentChanged follows that).
    const std::uint64_t tab = m_workspace->tabId(m_workspace->current());
    if (tab == m_shownTab) m_tabFlips.erase(tab);
    m_board->setFlipped(m_chosen);
  });
  connect(workspace, &Workspace::gameOpened, this, [this] {
    m_tabFlips.erase(m_workspace->tabId(m_workspace->current()));
    follow();
  });
  connect(workspace, &Workspace::currentChanged, this, &BoardOrientation::follow);
  follow();
}

void BoardOrientation::follow() {
  m_shownTab = m_workspace->tabId(m_workspace->current());
  const std::optional<sc::Color> side = sc::startView(m_workspace->document()->tree()).side;
  if (!side) return m_board->setFlipped(m_chosen);
  const auto flipped = m_tabFlips.find(m_shownTab);
  m_board->setFlipped(flipped != m_tabFlips.end() ? flipped->second : *side == sc::Color::Black);
}

void BoardOrientation::flip() {
  m_board->flip();
  if (!sc::startView(m_workspace->document()->tree()).side)
    m_chosen = m_board->isFlipped();
  else
    m_tabFlips[m_workspace->tabId(m_workspace->current())] = m_board->isFlipped();
}
