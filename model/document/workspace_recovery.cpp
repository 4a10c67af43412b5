// Workspace's side of crash recovery: what a tab's recovery file holds, and
// a crashed session's games brought back into a tab (docs/workspace.md).
#include <algorithm>

#include "gamelist.h"
#include "pgnio.h"
#include "sfen.h"
#include "workspace.h"
#include "workspacetab.h"

RecoverySnapshot Workspace::snapshot(int tab) const {
  const Tab &t = *m_tabs[std::size_t(tab)];
  const bool isShown = tab == m_current;
  const GameList &list = isShown ? *m_games : *t.games;
  const sc::GameTree *shownTree = isShown ? &m_document->tree() : t.game.tree();
  const bool shownModified = isShown ? m_document->isModified() : t.game.isModified();
  RecoverySnapshot s;
  s.filePath = filePath(tab);
  // With a file behind the list, only what differs from it is kept: the
  // changed and the new games, by row. Without one, every game. A big
  // position file's list (indexed by its lines) has no file to save to, but
  // its file is behind it all the same, and its games are not even held to
  // be written out; a small one's games are all held, read another way.
  const QString &source = list.filePath();
  const bool byRow = !source.isEmpty() &&
                     (source == s.filePath || (s.filePath.isEmpty() && list.isPositionList()));
  if (byRow && source != s.filePath) s.listPath = source;
  std::vector<const sc::GameTree *> trees;
  for (int row = 0; row < list.gameCount(); ++row) {
    const bool current = row == t.currentGame;
    const sc::GameTree *tree = current ? shownTree : list.tree(row);
    if (!tree) continue;
    if (byRow && !list.isChanged(row) && !(current && shownModified)) continue;
    if (current) s.currentGame = byRow ? row : int(trees.size());
    if (byRow) s.rows.append(row);
    trees.push_back(tree);
  }
  if (byRow) {
    s.currentGame = t.currentGame;
    s.gameCount = list.gameCount();
    for (int game : list.removedFileGames()) s.removed.append(game);
  }
  s.pgn = PgnIo::gamesText(trees);
  return s;
}

bool Workspace::fitsFile(const RecoverySnapshot &snapshot, int fileGames) {
  // The removed games must be games of this file, each named once.
  int previous = -1;
  for (int game : snapshot.removed) {
    if (game <= previous || game >= fileGames) return false;
    previous = game;
  }
  // The list was the file's remaining games, then the games added to it,
  // which are all among the changed rows.
  const int kept = fileGames - int(snapshot.removed.size());
  if (snapshot.gameCount < kept) return false;
  const auto added = std::count_if(snapshot.rows.cbegin(), snapshot.rows.cend(),
                                   [kept](int row) { return row >= kept; });
  return added == snapshot.gameCount - kept;
}

bool Workspace::restore(const RecoverySnapshot &snapshot) {
  const bool ownTab = !isPristine();
  if (ownTab) newTab(sc::startPosition(m_document->variantPtr()));
  auto fail = [&] {
    if (ownTab) closeTab(m_current);
    return false;
  };
  LoadedFile loaded = PgnIo::readText(m_document->variantPtr(), QString::fromUtf8(snapshot.pgn));
  int current = snapshot.currentGame;
  if (!snapshot.overFile()) {
    if (loaded.readableGames() == 0) return fail();
    m_games->setFile(snapshot.filePath, std::move(loaded.file));
  } else {
    // The file's own games less the removed ones, then the changes over
    // them. A file that no longer fits the snapshot (changed on disk since)
    // keeps all its games and gets the changed ones added at its end:
    // nothing is lost, nothing is put in the wrong place.
    QString error;
    if (!m_games->openFile(snapshot.listFile(), m_document->variantPtr(), &error)) m_games->clear();
    m_games->finishIndexing();
    const bool fits = fitsFile(snapshot, m_games->gameCount());
    if (fits)
      m_games->removeGames(std::vector<int>(snapshot.removed.cbegin(), snapshot.removed.cend()));
    const int n = int(std::min<std::size_t>(loaded.file.games.size(), snapshot.rows.size()));
    for (int i = 0; i < n; ++i) {
      const sc::GameTree *tree = loaded.file.games[std::size_t(i)].tree.get();
      if (!tree) continue;
      const int row = snapshot.rows[i];
      if (fits && row < m_games->gameCount()) {
        m_games->setTree(row, *tree);
      } else {
        m_games->appendTree(*tree);
        // The game that was open is open again, wherever it went.
        if (row == snapshot.currentGame) current = m_games->gameCount() - 1;
      }
    }
    if (m_games->gameCount() == 0) return fail();
  }
  int row = std::clamp(current, 0, m_games->gameCount() - 1);
  if (!m_games->isReadable(row)) row = 0;
  std::unique_ptr<sc::GameTree> tree = m_games->copyTree(row);
  if (!tree) return fail();
  showTree(std::move(tree));
  m_document->setFilePath(snapshot.filePath);
  shown().currentGame = row;
  // Restored work is not on disk yet: it counts as unsaved, and it is
  // protected again by this tab's own recovery file.
  shown().otherGamesModified = true;
  shown().recovery->noteChange();
  emit tabsChanged();
  return true;
}

void Workspace::noteChange() {
  // Back at the saved state (undone to it): nothing needs recovering.
  if (hasUnsavedChanges())
    shown().recovery->noteChange();
  else
    shown().recovery->discard();
  emit tabsChanged();
}

void Workspace::discardRecovery() {
  for (const auto &tab : m_tabs) tab->recovery->discard();
}
