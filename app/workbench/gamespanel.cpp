#include "gamespanel.h"

#include <QAction>
#include <QClipboard>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>

#include "boardview.h"
#include "filecommands.h"
#include "gamedocument.h"
#include "gamefiltermodel.h"
#include "gamelist.h"
#include "gamemerge.h"
#include "gamesview.h"
#include "mergemessage.h"
#include "openingtree.h"
#include "openingtreeview.h"
#include "positionsearch.h"
#include "settingskeys.h"
#include "workspace.h"

GamesPanel::GamesPanel(QWidget *window, Workspace *workspace, FileCommands *files, BoardView *board)
    : QObject(window), m_workspace(workspace), m_files(files) {
  GameList *games = workspace->games();
  m_dock = new QDockWidget(tr("Games"), window);
  m_dock->setObjectName(QStringLiteral("gamesDock"));
  m_filter = new GameFilterModel(m_dock);
  m_filter->setSourceModel(games);
  m_view = new GamesView(m_filter);
  m_view->setShownByDefaultRole(GameList::ShownByDefaultRole);
  m_view->setColumnChoices(savedColumnChoices());
  connect(m_view, &GamesView::columnChoicesChanged, this, [this] {
    QStringList items;
    const QHash<int, bool> choices = m_view->columnChoices();
    for (auto it = choices.begin(); it != choices.end(); ++it)
      items << QStringLiteral("%1=%2").arg(GameList::columnKey(it.key())).arg(it.value() ? 1 : 0);
    items.sort();
    QSettings().setValue(SettingsKeys::kGamesColumns, items);
  });
  m_search = new PositionSearch(m_dock);
  connect(m_view, &GamesView::gameActivated, files, &FileCommands::openGame);
  connect(m_view, &GamesView::filterChanged, this, [this](int field, const QString &text) {
    m_filter->setFilter(GameFilterModel::Field(field), text);
    selectCurrentGame();
  });
  // The filtered player's score follows the rows shown.
  connect(m_filter, &QAbstractItemModel::modelReset, this, &GamesPanel::showScore);
  connect(m_filter, &QAbstractItemModel::layoutChanged, this, &GamesPanel::showScore);
  connect(m_filter, &QAbstractItemModel::rowsInserted, this, &GamesPanel::showScore);
  connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &GamesPanel::showScore);
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
  connect(m_view, &GamesView::copyRequested, this, &GamesPanel::copyGames);
  connect(m_view, &GamesView::deleteRequested, this, &GamesPanel::deleteGames);
  connect(m_view, &GamesView::mergeRequested, this, &GamesPanel::mergeGames);
  connect(m_view, &GamesView::exportRequested, files, &FileCommands::exportGames);
  connect(m_view, &GamesView::webPageRequested, this, [this](const QList<int> &rows) {
    const QString file = m_workspace->filePath(m_workspace->current());
    emit webPageRequested(m_workspace->gamesText(rows), int(rows.size()),
                          file.isEmpty() ? tr("Games") : QFileInfo(file).completeBaseName());
  });

  m_nextGame = new QAction(tr("Ne&xt Game"), window);
  m_nextGame->setObjectName(QStringLiteral("nextGame"));
  m_nextGame->setShortcut(QKeySequence(tr("Ctrl+Down")));
  m_nextGame->setStatusTip(
      tr("Open the next game of the Games list, as it is filtered and sorted"));
  m_previousGame = new QAction(tr("Previous &Game"), window);
  m_previousGame->setObjectName(QStringLiteral("previousGame"));
  m_previousGame->setShortcut(QKeySequence(tr("Ctrl+Up")));
  m_previousGame->setStatusTip(
      tr("Open the previous game of the Games list, as it is filtered and sorted"));
  window->addAction(m_nextGame);
  window->addAction(m_previousGame);
  connect(m_nextGame, &QAction::triggered, this, [this] { openNeighbour(1); });
  connect(m_previousGame, &QAction::triggered, this, [this] { openNeighbour(-1); });

  m_treeDock = new QDockWidget(tr("Opening Tree"), window);
  m_treeDock->setObjectName(QStringLiteral("openingTreeDock"));
  auto *tree = new OpeningTree(m_treeDock);
  tree->setObjectName(QStringLiteral("openingTree"));
  tree->setWorkspace(workspace);
  m_treeDock->setWidget(new OpeningTreeView(workspace->document(), tree));
}

void GamesPanel::openNeighbour(int step) {
  const int rows = m_filter->rowCount();
  const QModelIndex shown =
      m_filter->mapFromSource(m_workspace->games()->index(m_workspace->currentGame(), 0));
  // A game the filter leaves out: the list's first or last row is next.
  const int target = shown.isValid() ? shown.row() + step : step > 0 ? 0 : rows - 1;
  if (target < 0 || target >= rows) {
    emit statusMessage(rows == 0  ? tr("The Games list shows no game")
                       : step > 0 ? tr("This is the last game of the list")
                                  : tr("This is the first game of the list"),
                       4000);
    return;
  }
  if (m_files->openGame(m_filter->mapToSource(m_filter->index(target, 0)).row()))
    selectCurrentGame();
}

void GamesPanel::showScore() {
  const std::optional<GameFilterModel::Score> score = m_filter->playerScore();
  if (!score || score->games() == 0) return m_view->setSummary({});
  m_view->setSummary(tr("%1: +%2 =%3 \u2212%4 (%5%)")
                         .arg(score->name)
                         .arg(score->wins)
                         .arg(score->draws)
                         .arg(score->losses)
                         .arg(QLocale().toString(score->percent(), 'f', 0)));
}

QHash<int, bool> GamesPanel::savedColumnChoices() {
  // Until the Elo columns came, the choices were saved by column number.
  static const GameList::Column kNumbered[] = {
      GameList::NumberColumn, GameList::WhiteColumn,  GameList::BlackColumn, GameList::ResultColumn,
      GameList::EventColumn,  GameList::DateColumn,   GameList::PliesColumn, GameList::RulesColumn,
      GameList::SiteColumn,   GameList::RoundColumn,  GameList::EcoColumn,   GameList::RatingColumn,
      GameList::ThemesColumn, GameList::OpeningColumn};
  QHash<int, bool> choices;
  for (const QString &item : QSettings().value(SettingsKeys::kGamesColumns).toStringList()) {
    const QStringList pair = item.split(QLatin1Char('='));
    if (pair.size() != 2) continue;
    bool numbered = false;
    const int number = pair[0].toInt(&numbered);
    const int column = !numbered ? GameList::columnFromKey(pair[0])
                       : number > 0 && number < int(std::size(kNumbered)) ? kNumbered[number]
                                                                          : -1;
    if (column > 0) choices.insert(column, pair[1] == QLatin1String("1"));
  }
  return choices;
}

void GamesPanel::copyGames(const QList<int> &rows) {
  // A bound keeps a select-all of a big file off the clipboard (Export
  // writes any number to a file).
  if (rows.size() > kMostCopied) {
    emit statusMessage(
        tr("Copy takes at most %L1 games at once (%L2 are selected); Export writes any "
           "number to a file.")
            .arg(kMostCopied)
            .arg(rows.size()),
        8000);
    return;
  }
  const QString text = QString::fromUtf8(m_workspace->gamesText(rows));
  if (text.isEmpty()) return;
  QGuiApplication::clipboard()->setText(text);
  emit statusMessage(tr("%Ln game(s) copied as PGN", nullptr, int(rows.size())), 4000);
}

void GamesPanel::mergeGames(QList<int> rows) {
  const int current = m_workspace->currentGame();
  const bool boardGame = rows.removeAll(current) > 0;
  if (rows.isEmpty())
    return emit statusMessage(
        tr("Game %1 is the game on the board").arg(QString::number(current + 1)), 6000);
  std::vector<std::unique_ptr<sc::GameTree>> trees;
  std::vector<const sc::GameTree *> others;
  for (const int row : std::as_const(rows)) {
    trees.push_back(m_workspace->games()->copyTree(row));
    if (!trees.back())
      return emit statusMessage(
          tr("Game %1 could not be read: nothing merged").arg(QString::number(row + 1)), 8000);
    others.push_back(trees.back().get());
  }
  GameDocument *document = m_workspace->document();
  const std::vector<MergeOutcome> outcomes = document->mergeGames(others);
  QString said = outcomes.size() == 1
                     ? mergeMessage(*document, outcomes.front(),
                                    tr("Game %1").arg(QString::number(rows.front() + 1)))
                     : mergeSummary(outcomes);
  if (boardGame) said = tr("%1; game %2 is the game on the board").arg(said).arg(current + 1);
  emit statusMessage(said, 8000);
}

void GamesPanel::deleteGames(QList<int> rows) {
  GameList *list = m_workspace->games();
  auto *window = qobject_cast<QWidget *>(parent());
  const int current = m_workspace->currentGame();
  const bool boardGame = rows.removeAll(current) > 0;
  if (rows.isEmpty()) {
    QMessageBox::information(window, tr("Delete Game"),
                             tr("Game %1 is the game on the board. Open another game of the "
                                "file first, then delete this one.")
                                 .arg(current + 1));
    return;
  }
  QString question;
  if (rows.size() == 1) {
    const int row = rows.front();
    const QString white = list->tagValue(row, sc::IndexTag::White);
    const QString black = list->tagValue(row, sc::IndexTag::Black);
    question = tr("Delete game %1 (%2 \u2013 %3) from the list?")
                   .arg(list->index(row, GameList::NumberColumn).data().toString(),
                        white.isEmpty() ? QStringLiteral("?") : white,
                        black.isEmpty() ? QStringLiteral("?") : black);
  } else {
    question = tr("Delete %Ln games from the list?", nullptr, int(rows.size()));
  }
  QMessageBox box(QMessageBox::Question, tr("Delete Game"), question,
                  QMessageBox::Yes | QMessageBox::Cancel, window);
  QString info = tr("The file changes when it is saved; until then it keeps the games.");
  if (boardGame)
    info = tr("Game %1, the game on the board, stays.").arg(current + 1) + QLatin1Char(' ') + info;
  box.setInformativeText(info);
  box.setDefaultButton(QMessageBox::Cancel);
  if (box.exec() == QMessageBox::Yes && m_workspace->removeGames(rows) > 0) selectCurrentGame();
}

void GamesPanel::selectCurrentGame() {
  if (m_workspace->currentGame() < m_workspace->games()->gameCount())
    m_view->selectSourceRow(m_workspace->currentGame());
}
