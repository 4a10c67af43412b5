// MainWindow's part in "nothing lost": every change restarts the autosave to
// this session's recovery file (RecoveryStore), and at start the recovery file
// of a crashed session is offered back.
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "pgnio.h"
#include "recoverystore.h"

void MainWindow::markChanged() {
  // Back at the saved state (undone to it): nothing needs recovering.
  if (hasUnsavedChanges())
    m_recovery->noteChange();
  else
    m_recovery->discard();
  updateTitle();
}

RecoverySnapshot MainWindow::snapshot() const {
  RecoverySnapshot s;
  s.filePath = m_document->filePath();
  // With a file behind the list, only what differs from it is kept: the
  // changed and the new games, by row. Without one, every game.
  const bool byRow = !s.filePath.isEmpty() && m_games->filePath() == s.filePath;
  std::vector<const sc::GameTree *> trees;
  for (int row = 0; row < m_games->gameCount(); ++row) {
    const bool current = row == m_currentGame;
    const sc::GameTree *tree = current ? &m_document->tree() : m_games->tree(row);
    if (!tree) continue;
    if (byRow && !m_games->isChanged(row) && !(current && m_document->isModified())) continue;
    if (current) s.currentGame = byRow ? row : int(trees.size());
    if (byRow) s.rows.append(row);
    trees.push_back(tree);
  }
  if (byRow) {
    s.currentGame = m_currentGame;
    s.gameCount = m_games->gameCount();
  }
  s.pgn = PgnIo::gamesText(trees);
  return s;
}

void MainWindow::offerRecovery() {
  const QStringList orphans = RecoveryStore::orphans(m_recovery->directory());
  if (orphans.isEmpty()) return;
  // The newest first; older ones stay for the next start.
  const QString path = orphans.last();
  const auto snapshot = RecoveryStore::read(path);
  if (!snapshot) {
    RecoveryStore::removeOrphan(path);
    return;
  }
  const QString what = snapshot->filePath.isEmpty() ? tr("an unsaved game")
                                                    : QDir::toNativeSeparators(snapshot->filePath);
  QMessageBox box(
      QMessageBox::Question, tr("Restore Games"),
      tr("The workbench did not close properly last time. Restore the games it "
         "was working on (%1, kept at %2)?")
          .arg(what, QLocale().toString(QFileInfo(path).lastModified(), QLocale::ShortFormat)),
      QMessageBox::NoButton, this);
  box.setObjectName(QStringLiteral("recoveryBox"));
  QPushButton *restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
  box.addButton(QMessageBox::Discard);
  box.setDefaultButton(restore);
  box.exec();
  if (box.clickedButton() == restore) {
    if (!maybeSave()) return;
    restoreRecovery(path);
  } else {
    RecoveryStore::removeOrphan(path);
  }
}

bool MainWindow::restoreRecovery(const QString &path) {
  const auto snapshot = RecoveryStore::read(path);
  if (!snapshot) return false;
  LoadedFile loaded = PgnIo::readText(m_document->variantPtr(), QString::fromUtf8(snapshot->pgn));
  if (snapshot->rows.isEmpty()) {
    if (loaded.readableGames() == 0) return false;
    m_games->setFile(snapshot->filePath, std::move(loaded.file));
  } else {
    // The file's own games, then the changes over them. A file that no
    // longer has as many games (changed on disk since) gets the changed
    // games added at its end: nothing is lost, nothing is put in the wrong place.
    QString error;
    if (!m_games->openFile(snapshot->filePath, m_document->variantPtr(), &error)) m_games->clear();
    m_games->finishIndexing();
    const bool fits = m_games->gameCount() == snapshot->gameCount;
    const int count = int(std::min<std::size_t>(loaded.file.games.size(), snapshot->rows.size()));
    for (int i = 0; i < count; ++i) {
      const sc::GameTree *tree = loaded.file.games[std::size_t(i)].tree.get();
      if (!tree) continue;
      const int row = snapshot->rows[i];
      if (fits && row < m_games->gameCount())
        m_games->setTree(row, *tree);
      else
        m_games->appendTree(*tree);
    }
    if (m_games->gameCount() == 0) return false;
  }
  int row = std::clamp(snapshot->currentGame, 0, m_games->gameCount() - 1);
  if (!m_games->isReadable(row)) row = 0;
  m_document->loadTree(m_games->copyTree(row));
  m_document->setFilePath(snapshot->filePath);
  m_currentGame = row;
  // Restored work is not on disk yet: it counts as unsaved, and it is
  // protected again by this session's own recovery file.
  m_otherGamesModified = true;
  RecoveryStore::removeOrphan(path);
  m_recovery->noteChange();
  updateTitle();
  updateActions();
  return true;
}
