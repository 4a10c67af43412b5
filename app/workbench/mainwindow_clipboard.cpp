// MainWindow's exchanges with other programs: games and SFENs through the
// clipboard, and files dropped on the window.
#include <QApplication>
#include <QClipboard>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>

#include "boardview.h"
#include "coremessage.h"
#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "pgnio.h"
#include "positioneditor.h"
#include "sfen.h"
#include "turninput.h"

void MainWindow::copyGame() {
  QApplication::clipboard()->setText(QString::fromUtf8(PgnIo::gameText(m_document->tree())));
  statusBar()->showMessage(tr("The game is on the clipboard as PGN"), 4000);
}

// Pasted games join the open file (nothing is replaced); an untouched new game
// gives way to them.
void MainWindow::pasteGame() {
  const QString text = QApplication::clipboard()->text();
  LoadedFile loaded = PgnIo::readText(m_document->variantPtr(), text);
  if (loaded.readableGames() == 0) {
    if (loaded.isSfen && offerOtherRuleset(text, tr("Paste Game"))) return;
    QStringList problems;
    if (!loaded.error.isEmpty()) problems.append(loaded.error);
    for (const sc::PgnProblem &p : loaded.file.problems)
      problems.append(tr("line %1, column %2: %3")
                          .arg(p.line)
                          .arg(p.column)
                          .arg(CoreMessage::translated(p.detail, p.message)));
    for (const sc::PgnGame &g : loaded.file.games)
      for (const sc::PgnProblem &p : g.problems)
        problems.append(tr("line %1, column %2: %3")
                            .arg(p.line)
                            .arg(p.column)
                            .arg(CoreMessage::translated(p.detail, p.message)));
    reportProblems(tr("The clipboard holds no game that could be read."), problems);
    return;
  }
  const bool pristine = m_games->gameCount() == 1 && !hasUnsavedChanges() &&
                        m_document->filePath().isEmpty() && m_document->tree().nodeCount() == 1;
  const int first = m_games->gameCount();
  for (const sc::PgnGame &game : loaded.file.games)
    if (game.tree) m_games->appendTree(*game.tree);
  openGame(first);
  if (pristine) {
    m_games->removeGame(0);
    --m_currentGame;
  }
  m_otherGamesModified = true;
  markChanged();
  updateActions();
}

void MainWindow::copySfen() {
  if (const sc::Position *pos = m_board->shownPosition())
    QApplication::clipboard()->setText(QString::fromStdString(sc::writeSfen(*pos)));
  statusBar()->showMessage(tr("The position is on the clipboard as SFEN"), 4000);
}

// A pasted SFEN is set up in the board editor, where its problems show and
// "Analyse from here" starts a game from it; the open game is left alone.
void MainWindow::pasteSfen() {
  const QString text = QApplication::clipboard()->text().trimmed();
  const QString error = m_editor->setSfen(text);
  if (!error.isEmpty()) {
    if (offerOtherRuleset(text, tr("Paste SFEN"))) return;
    QMessageBox::warning(this, tr("Paste SFEN"),
                         tr("The clipboard holds no position that could be read: %1.").arg(error));
    return;
  }
  m_act.editPosition->setChecked(true);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event) {
  const QMimeData *mime = event->mimeData();
  if (mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().first().isLocalFile())
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event) {
  const QList<QUrl> urls = event->mimeData()->urls();
  if (urls.isEmpty() || !urls.first().isLocalFile()) return;
  event->acceptProposedAction();
  // Opened once the drop is over, so a question about unsaved changes does
  // not run inside the drag-and-drop loop.
  const QString path = urls.first().toLocalFile();
  QMetaObject::invokeMethod(
      this, [this, path] { openFile(path); }, Qt::QueuedConnection);
}
