// MainWindow's files: new, open, save, and the games of a multi-game file.
// Reading and writing are model/document's (PgnIo, GameList); this part asks
// the user and reports.
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include "boardview.h"
#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "pgnio.h"
#include "positioneditor.h"
#include "recentfiles.h"
#include "recoverystore.h"
#include "settingskeys.h"
#include "sfen.h"
#include "turninput.h"

namespace {

// How many problems the message box lists before "Show Details".
constexpr int kProblemsShown = 8;

QString lastDirectory() { return QSettings().value(SettingsKeys::kLastDirectory).toString(); }

void rememberDirectory(const QString &path) {
  QSettings().setValue(SettingsKeys::kLastDirectory, QFileInfo(path).absolutePath());
}

}  // namespace

// The document's game, just started, is now all the window holds: no file,
// a game list of one, and nothing to recover of what came before (maybeSave
// has dealt with it).
void MainWindow::becomeSingleUntitledGame() {
  m_document->setFilePath(QString());
  m_games->clear();
  m_games->appendTree(m_document->tree());
  m_currentGame = 0;
  m_otherGamesModified = false;
  m_recovery->discard();
}

void MainWindow::startNewGame() {
  const sc::VariantPtr &variant = m_document->variantPtr();
  if (auto start = sc::readSfen(variant, variant->rules().startSfen)) m_document->newGame(*start);
}

void MainWindow::open() {
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open Game"), lastDirectory(),
      tr("Games and positions (*.pgn *.sfen *.fen *.txt);;PGN files (*.pgn);;All files (*)"));
  if (!path.isEmpty()) openFile(path);
}

namespace {

// A file of one line with a position in it (SFEN or FEN), not PGN.
bool isPositionFile(const QString &path) {
  QFile file(path);
  const QFileInfo info(path);
  if (!info.isFile() || info.size() > 4096 || !file.open(QIODevice::ReadOnly)) return false;
  return PgnIo::isPositionText(QString::fromUtf8(file.readAll()));
}

}  // namespace

bool MainWindow::openFile(const QString &path) {
  if (isPositionFile(path)) return openPositionFile(path);
  // The file is opened aside first: one with nothing readable in it leaves
  // the open game as it is. It is reported, and the user's work is neither
  // replaced nor asked about.
  GameList opened;
  QString error;
  const bool ok = opened.openFile(path, m_document->variantPtr(), &error);
  if (ok && opened.gamesWithContent() == 0) {
    QStringList problems = opened.allProblems();
    if (problems.size() > 5) problems = problems.mid(0, 5) << tr("…");
    QMessageBox::warning(
        this, tr("Open Game"),
        tr("%1 holds no game that can be read; the open game stays.\n\n%2")
            .arg(QDir::toNativeSeparators(path), problems.join(QLatin1Char('\n'))));
    return false;
  }
  if (!maybeSave()) return false;
  if (!ok) {
    if (!QFileInfo::exists(path)) m_recentFiles->remove(path);
    QMessageBox::warning(
        this, tr("Open Game"),
        tr("%1 could not be opened: %2.").arg(QDir::toNativeSeparators(path), error));
    return false;
  }
  rememberDirectory(path);
  m_recentFiles->add(path);
  m_games->takeOver(opened);
  return adoptGames(path, path);
}

bool MainWindow::openPositionFile(const QString &path) {
  LoadedFile loaded = PgnIo::readFile(m_document->variantPtr(), path);
  if (!maybeSave()) return false;
  rememberDirectory(path);
  m_recentFiles->add(path);
  // A position of another rule system (a chess FEN in a Shooters Chess
  // window) is offered as a game of that rule system.
  if (loaded.readableGames() == 0) {
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
      if (auto opened =
              offerOtherRuleset(QString::fromUtf8(file.readAll()), tr("Open Game"), false))
        return *opened;
  }
  m_games->setFile(path, std::move(loaded.file));
  // A position file is not overwritten with PGN: saving asks for a name.
  return adoptGames(path, QString());
}

// The list holds a file's games now: the first readable one opens, and the
// reader's problems are reported without blocking.
bool MainWindow::adoptGames(const QString &path, const QString &savePath) {
  m_otherGamesModified = false;
  // Each game is read once: its copy is the readability test.
  int first = 0;
  std::unique_ptr<sc::GameTree> tree;
  for (; first < m_games->gameCount() && !(tree = m_games->copyTree(first)); ++first) {
  }
  const bool any = tree != nullptr;
  if (any) {
    m_document->loadTree(std::move(tree));
    m_currentGame = first;
  } else {
    // Nothing readable: a fresh game beside the rows that say what went wrong.
    startNewGame();
    m_games->appendTree(m_document->tree());
    m_currentGame = m_games->gameCount() - 1;
  }
  m_document->setFilePath(savePath);
  // A collection is worked through from its list.
  if (m_games->gameCount() > 1 && m_gamesDock) m_gamesDock->raise();
  m_recovery->discard();
  updateTitle();
  updateActions();
  const QStringList problems = m_games->allProblems();
  if (!problems.isEmpty())
    reportProblems(tr("Some of %1 could not be read; the games that could be read are open.")
                       .arg(QFileInfo(path).fileName()),
                   problems);
  return any;
}

void MainWindow::reportProblems(const QString &title, const QStringList &problems) {
  // Not modal: the user reads the list while looking at the games that opened.
  auto *box = new QMessageBox(QMessageBox::Warning, tr("Problems in the file"), title,
                              QMessageBox::Ok, this);
  box->setObjectName(QStringLiteral("problemsBox"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  QStringList shown = problems.mid(0, kProblemsShown);
  if (problems.size() > kProblemsShown)
    shown.append(tr("\u2026 and %n more", nullptr, int(problems.size()) - kProblemsShown));
  box->setInformativeText(shown.join(QLatin1Char('\n')));
  if (problems.size() > kProblemsShown) box->setDetailedText(problems.join(QLatin1Char('\n')));
  // QMessageBox makes itself modal and open() is window-modal: both would
  // block the very games the box is about.
  box->setWindowModality(Qt::NonModal);
  box->show();
}

bool MainWindow::openGame(int row) {
  if (row == m_currentGame) return true;
  if (row < 0 || row >= m_games->gameCount()) return false;
  std::unique_ptr<sc::GameTree> tree = m_games->copyTree(row);
  if (!tree) {
    reportProblems(tr("Game %1 could not be read.").arg(row + 1), m_games->problems(row));
    return false;
  }
  storeCurrentGame();
  m_document->loadTree(std::move(tree));
  m_currentGame = row;
  updateTitle();
  return true;
}

// The document's edits go back into the list before another game replaces
// them; the file then has unsaved changes the document no longer knows of.
void MainWindow::storeCurrentGame() {
  if (!m_document->isModified()) return;
  m_games->setTree(m_currentGame, m_document->tree());
  m_otherGamesModified = true;
}

bool MainWindow::save() {
  const QString path = m_document->filePath();
  if (path.isEmpty()) return saveAs();
  if (m_games->savingLosesText() && !confirmDroppingUnreadable()) return false;
  return saveFile(path);
}

bool MainWindow::saveAs() {
  QString suggestion = m_document->filePath();
  if (suggestion.isEmpty()) suggestion = QDir(lastDirectory()).filePath(tr("game.pgn"));
  QString path =
      QFileDialog::getSaveFileName(this, tr("Save Game"), suggestion, tr("PGN files (*.pgn)"));
  if (path.isEmpty()) return false;
  if (QFileInfo(path).suffix().isEmpty()) path += QLatin1String(".pgn");
  rememberDirectory(path);
  return saveFile(path);
}

bool MainWindow::confirmDroppingUnreadable() {
  const auto answer = QMessageBox::warning(
      this, tr("Save Game"),
      tr("Parts of a game you changed in %1 could not be read when it was opened. Saving "
         "writes that game as it was read, so those parts will be gone from the file.")
          .arg(QFileInfo(m_document->filePath()).fileName()),
      QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
  return answer == QMessageBox::Save;
}

bool MainWindow::saveFile(const QString &path) {
  if (m_document->isModified()) m_games->setTree(m_currentGame, m_document->tree());
  QString error;
  if (!m_games->save(path, m_document->variantPtr(), &error)) {
    QMessageBox::warning(this, tr("Save Game"),
                         tr("%1 could not be saved: %2.\nThe file on disk is unchanged.")
                             .arg(QDir::toNativeSeparators(path), error));
    return false;
  }
  m_document->setFilePath(path);
  m_document->markSaved();
  m_otherGamesModified = false;
  m_recentFiles->add(path);
  m_recovery->discard();
  updateTitle();
  statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
  return true;
}

bool MainWindow::maybeSave() {
  if (!hasUnsavedChanges()) return true;
  const QString path = m_document->filePath();
  QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                  tr("%1 has changes that are not saved.")
                      .arg(path.isEmpty() ? tr("The game") : QFileInfo(path).fileName()),
                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
  box.setObjectName(QStringLiteral("unsavedChangesBox"));
  box.setInformativeText(tr("Do you want to save them?"));
  box.setDefaultButton(QMessageBox::Save);
  switch (box.exec()) {
    case QMessageBox::Save:
      return save();
    case QMessageBox::Discard:
      return true;
    default:
      return false;
  }
}
