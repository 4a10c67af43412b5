#include "workspace.h"

#include <QFileInfo>
#include <algorithm>

#include "gamelist.h"
#include "pgnio.h"
#include "sfen.h"
#include "startview.h"
#include "workspacetab.h"

namespace {

QString canonical(const QString &path) {
  const QFileInfo info(path);
  const QString c = info.canonicalFilePath();
  return c.isEmpty() ? info.absoluteFilePath() : c;
}

}  // namespace

Workspace::Workspace(sc::VariantPtr variant, const QString &recoveryDirectory, QObject *parent)
    : QObject(parent), m_recoveryDirectory(recoveryDirectory) {
  m_document = new GameDocument(std::move(variant), this);
  m_games = new GameList(this);
  m_games->appendTree(m_document->tree());
  m_tabs.push_back(makeTab());
  connect(m_document, &GameDocument::modifiedChanged, this, &Workspace::tabsChanged);
  connect(m_document, &GameDocument::filePathChanged, this, &Workspace::tabsChanged);
  // The game list shows the game's players and result as they are edited.
  connect(m_document, &GameDocument::tagsEdited, this,
          [this] { m_games->showTags(shown().currentGame, m_document->tree()); });
}

Workspace::~Workspace() {
  // The stashed games' commands name the document: they go first.
  m_tabs.clear();
}

std::unique_ptr<Workspace::Tab> Workspace::makeTab() {
  auto tab = std::make_unique<Tab>();
  tab->id = ++m_lastTabId;
  tab->recovery = std::make_unique<RecoveryStore>(m_recoveryDirectory);
  RecoveryStore *store = tab->recovery.get();
  store->setSnapshotProvider([this, store] {
    for (int i = 0; i < count(); ++i)
      if (m_tabs[std::size_t(i)]->recovery.get() == store) return snapshot(i);
    return RecoverySnapshot{};
  });
  return tab;
}

std::uint64_t Workspace::tabId(int tab) const {
  return tab >= 0 && tab < count() ? m_tabs[std::size_t(tab)]->id : 0;
}

RecoveryStore *Workspace::recovery() const { return shown().recovery.get(); }

int Workspace::currentGame() const { return shown().currentGame; }

QString Workspace::filePath(int tab) const {
  if (tab == m_current) return m_document->filePath();
  return m_tabs[std::size_t(tab)]->game.filePath();
}

QString Workspace::title(int tab) const {
  QString path = filePath(tab);
  if (path.isEmpty())
    path = tab == m_current ? m_games->filePath() : m_tabs[std::size_t(tab)]->games->filePath();
  return path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
}

const sc::GameTree &Workspace::game(int tab) const {
  return tab == m_current ? m_document->tree() : *m_tabs[std::size_t(tab)]->game.tree();
}

bool Workspace::isModified(int tab) const {
  const Tab &t = *m_tabs[std::size_t(tab)];
  const bool game = tab == m_current ? m_document->isModified() : t.game.isModified();
  return game || t.otherGamesModified;
}

int Workspace::tabOf(const QString &path) const {
  const QString wanted = canonical(path);
  for (int i = 0; i < count(); ++i) {
    // The file it saves to, or the one its list reads (a position file,
    // which is never saved over).
    const QString list =
        i == m_current ? m_games->filePath() : m_tabs[std::size_t(i)]->games->filePath();
    for (const QString &own : {filePath(i), list})
      if (!own.isEmpty() && canonical(own) == wanted) return i;
  }
  return -1;
}

bool Workspace::isPristine() const {
  return !hasUnsavedChanges() && m_document->filePath().isEmpty() &&
         m_games->filePath().isEmpty() && m_games->gameCount() == 1 &&
         m_document->tree().nodeCount() == 1;
}

void Workspace::setCurrent(int tab) {
  if (tab == m_current || tab < 0 || tab >= count()) return;
  Tab &from = shown();
  Tab &to = *m_tabs[std::size_t(tab)];
  from.games->takeOver(*m_games);
  m_games->takeOver(*to.games);
  m_current = tab;
  m_document->swapGame(to.game);
  from.game = std::move(to.game);
  emit currentChanged(tab);
  emit tabsChanged();
}

void Workspace::newTab(const sc::Position &start) {
  if (isPristine()) {
    m_document->newGame(start);
    keepOnlyShownGame();
    return;
  }
  appendTab(start);
}

void Workspace::appendTab(const sc::Position &start) {
  auto tab = makeTab();
  tab->game = GameDocument::Stash(std::make_unique<sc::GameTree>(start));
  tab->games->appendTree(*tab->game.tree());
  m_tabs.push_back(std::move(tab));
  setCurrent(count() - 1);
}

void Workspace::keepOnlyShownGame() {
  m_document->setFilePath(QString());
  m_games->clear();
  m_games->appendTree(m_document->tree());
  shown().currentGame = 0;
  shown().otherGamesModified = false;
  shown().recovery->discard();
  emit tabsChanged();
}

void Workspace::closeTab(int tab) {
  if (tab < 0 || tab >= count()) return;
  if (count() == 1) {
    // The window always shows a game: a fresh one of the same rule system.
    appendTab(sc::startPosition(m_document->variantPtr()));
  } else if (tab == m_current) {
    setCurrent(tab + 1 < count() ? tab + 1 : tab - 1);
  }
  m_tabs[std::size_t(tab)]->recovery->discard();
  m_tabs.erase(m_tabs.begin() + tab);
  if (m_current > tab) --m_current;
  emit currentChanged(m_current);
  emit tabsChanged();
}

bool Workspace::adopt(GameList &list, const QString &savePath) {
  if (!isPristine()) newTab(sc::startPosition(m_document->variantPtr()));
  Tab &t = shown();
  t.recovery->discard();
  m_games->takeOver(list);
  t.otherGamesModified = false;
  // Each game is read once: its copy is the readability test.
  int first = 0;
  std::unique_ptr<sc::GameTree> tree;
  for (; first < m_games->gameCount() && !(tree = m_games->copyTree(first)); ++first) {
  }
  const bool any = tree != nullptr;
  if (any) {
    showTree(std::move(tree));
    t.currentGame = first;
  } else {
    // Nothing readable: a fresh game beside the rows that say what went wrong.
    m_document->newGame(sc::startPosition(m_document->variantPtr()));
    m_games->appendTree(m_document->tree());
    t.currentGame = m_games->gameCount() - 1;
  }
  m_document->setFilePath(savePath);
  emit tabsChanged();
  return any;
}

// The document's edits go back into the list before another game replaces
// them; the file then has unsaved changes the document no longer knows of.
void Workspace::storeShownGame() {
  if (!m_document->isModified()) return;
  m_games->setTree(shown().currentGame, m_document->tree());
  shown().otherGamesModified = true;
}

// A puzzle opens after the opponent's first turn (startview.h).
void Workspace::showTree(std::unique_ptr<sc::GameTree> tree) {
  const sc::NodeId first = sc::startView(*tree).node;
  m_document->loadTree(std::move(tree));
  m_document->goTo(first);
  emit gameOpened();
}

bool Workspace::openGame(int row) {
  Tab &t = shown();
  if (row == t.currentGame) return true;
  if (row < 0 || row >= m_games->gameCount()) return false;
  std::unique_ptr<sc::GameTree> tree = m_games->copyTree(row);
  if (!tree) return false;
  storeShownGame();
  showTree(std::move(tree));
  t.currentGame = row;
  emit tabsChanged();
  return true;
}

bool Workspace::removeGame(int row) { return removeGames({row}) == 1; }

int Workspace::removeGames(const QList<int> &rows) {
  Tab &t = shown();
  std::vector<int> removed;
  for (int row : rows)
    if (row >= 0 && row < m_games->gameCount() && row != t.currentGame) removed.push_back(row);
  std::sort(removed.begin(), removed.end());
  removed.erase(std::unique(removed.begin(), removed.end()), removed.end());
  if (removed.empty()) return 0;
  t.currentGame -=
      int(std::lower_bound(removed.begin(), removed.end(), t.currentGame) - removed.begin());
  m_games->removeGames(removed);
  t.otherGamesModified = true;
  noteChange();  // emits tabsChanged
  return int(removed.size());
}

QByteArray Workspace::gameText(int row) {
  if (row == shown().currentGame && m_document->isModified()) {
    QByteArray game = PgnIo::gameText(m_document->tree());
    while (game.endsWith('\n')) game.chop(1);
    return game;
  }
  return m_games->gameText(row);
}

QByteArray Workspace::gamesText(QList<int> rows) {
  std::sort(rows.begin(), rows.end());
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  QByteArray out;
  for (int row : rows) {
    const QByteArray game = gameText(row);
    if (game.isEmpty()) continue;
    if (!out.isEmpty()) out += "\n\n";
    out += game;
  }
  return out.isEmpty() ? out : out + '\n';
}

bool Workspace::saveGames(const QList<int> &rows, const QString &path, QString *error) {
  if (tabOf(path) >= 0) {
    if (error)
      *error =
          tr("it is open in the workbench, and Save writes its whole list: choose "
             "another file");
    return false;
  }
  return PgnIo::writeFile(path, gamesText(rows), error);
}

void Workspace::addGames(const std::vector<const sc::GameTree *> &trees) {
  if (trees.empty()) return;
  if (!isPristine()) newTab(sc::startPosition(m_document->variantPtr()));
  // The tab is pristine now: its empty game gives way to the pasted ones.
  const int first = m_games->gameCount();
  for (const sc::GameTree *tree : trees) m_games->appendTree(*tree);
  openGame(first);
  m_games->removeGame(0);
  --shown().currentGame;
  shown().otherGamesModified = true;
  noteChange();
}

bool Workspace::save(const QString &path, QString *error) {
  Tab &t = shown();
  if (m_document->isModified()) m_games->setTree(t.currentGame, m_document->tree());
  if (!m_games->save(path, m_document->variantPtr(), error)) return false;
  m_document->setFilePath(path);
  m_document->markSaved();
  t.otherGamesModified = false;
  t.recovery->discard();
  emit tabsChanged();
  return true;
}
