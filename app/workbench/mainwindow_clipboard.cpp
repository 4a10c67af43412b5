// MainWindow's exchanges with other programs: SFENs through the clipboard
// (games go through FileCommands), and files dropped on the window.
#include <QApplication>
#include <QClipboard>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>

#include "boardview.h"
#include "filecommands.h"
#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "pgnio.h"
#include "positioneditor.h"
#include "sfen.h"
#include "turninput.h"

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
    if (m_files->offerOtherRuleset(text, tr("Paste SFEN"))) return;
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
