#include "gamespanel.h"

#include <QDockWidget>

#include "boardview.h"
#include "filecommands.h"
#include "gamefiltermodel.h"
#include "gamelist.h"
#include "gamesview.h"
#include "openingtree.h"
#include "openingtreeview.h"
#include "positionsearch.h"
#include "workspace.h"

GamesPanel::GamesPanel(QWidget *window, Workspace *workspace, FileCommands *files, BoardView *board)
    : QObject(window), m_workspace(workspace) {
  GameList *games = workspace->games();
  m_dock = new QDockWidget(tr("Games"), window);
  m_dock->setObjectName(QStringLiteral("gamesDock"));
  m_filter = new GameFilterModel(m_dock);
  m_filter->setSourceModel(games);
  m_view = new GamesView(m_filter);
  m_search = new PositionSearch(m_dock);
  connect(m_view, &GamesView::gameActivated, files, &FileCommands::openGame);
  connect(m_view, &GamesView::filterChanged, this, [this](int field, const QString &text) {
    m_filter->setFilter(GameFilterModel::Field(field), text);
    selectCurrentGame();
  });
  connect(m_view, &GamesView::positionSearchRequested, this, [this, board, games] {
    if (const sc::Position *shown = board->shownPosition()) m_search->start(games, *shown);
  });
  connect(m_view, &GamesView::stopSearchRequested, m_search, &PositionSearch::stop);
  connect(m_view, &GamesView::positionFilterCleared, this, [this] {
    m_search->stop();
    m_filter->clearMatches();
    m_view->setPositionFilterShown(false);
    selectCurrentGame();
  });
  connect(m_search, &PositionSearch::progress, m_view, &GamesView::setSearchProgress);
  connect(m_search, &PositionSearch::finished, this, [this](bool complete) {
    m_filter->setMatches(m_search->matches());
    m_view->setSearchFinished(complete, m_search->searched(), int(m_search->matches().size()));
  });
  // Another file: the old search's rows mean nothing there.
  connect(games, &QAbstractItemModel::modelReset, this, [this] {
    m_search->stop();
    m_view->setPositionFilterShown(false);
  });
  m_dock->setWidget(m_view);

  m_treeDock = new QDockWidget(tr("Opening Tree"), window);
  m_treeDock->setObjectName(QStringLiteral("openingTreeDock"));
  auto *tree = new OpeningTree(m_treeDock);
  tree->setObjectName(QStringLiteral("openingTree"));
  tree->setList(games);
  m_treeDock->setWidget(new OpeningTreeView(workspace->document(), tree));
}

void GamesPanel::selectCurrentGame() {
  if (m_workspace->currentGame() < m_workspace->games()->gameCount())
    m_view->selectSourceRow(m_workspace->currentGame());
}
