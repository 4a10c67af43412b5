#include "gamespanel.h"

#include <QClipboard>
#include <QDockWidget>
#include <QGuiApplication>
#include <QMessageBox>

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
  connect(m_view, &GamesView::copyRequested, this, [this](int row) {
    const QString text = m_workspace->gameText(row);
    if (!text.isEmpty()) QGuiApplication::clipboard()->setText(text);
  });
  connect(m_view, &GamesView::deleteRequested, this, [this, window](int row) {
    GameList *list = m_workspace->games();
    if (row == m_workspace->currentGame()) {
      QMessageBox::information(window, tr("Delete Game"),
                               tr("Game %1 is the game on the board. Open another game of the "
                                  "file first, then delete this one.")
                                   .arg(row + 1));
      return;
    }
    const QString white = list->tagValue(row, sc::IndexTag::White);
    const QString black = list->tagValue(row, sc::IndexTag::Black);
    QMessageBox box(QMessageBox::Question, tr("Delete Game"),
                    tr("Delete game %1 (%2 \u2013 %3) from the list?")
                        .arg(list->index(row, GameList::NumberColumn).data().toString(),
                             white.isEmpty() ? QStringLiteral("?") : white,
                             black.isEmpty() ? QStringLiteral("?") : black),
                    QMessageBox::Yes | QMessageBox::Cancel, window);
    box.setInformativeText(tr("The file changes when it is saved; until then it keeps the game."));
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() == QMessageBox::Yes && m_workspace->removeGame(row)) selectCurrentGame();
  });

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
