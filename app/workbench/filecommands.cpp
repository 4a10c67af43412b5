#include "filecommands.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

#include "gamedocument.h"
#include "gamelist.h"
#include "newgamedialog.h"
#include "pgnio.h"
#include "pgnlexer.h"
#include "recentfiles.h"
#include "settingskeys.h"
#include "sfen.h"
#include "workspace.h"

namespace {

// How many problems the message box lists before "Show Details".
constexpr int kProblemsShown = 8;

QString lastDirectory() { return QSettings().value(SettingsKeys::kLastDirectory).toString(); }

void rememberDirectory(const QString &path) {
  QSettings().setValue(SettingsKeys::kLastDirectory, QFileInfo(path).absolutePath());
}

// A file of positions, one a line (SFEN, FEN or EPD: a puzzle collection, a
// test suite; or a puzzle table's rows), not PGN: judged by its first lines, so that a large PGN
// file is not read twice.
bool isPositionFile(const QString &path) {
  QFile file(path);
  const QFileInfo info(path);
  if (!info.isFile() || !file.open(QIODevice::ReadOnly)) return false;
  constexpr qint64 kHead = 64 * 1024;
  QByteArray head = file.read(kHead);
  if (std::optional<std::string> utf8 = sc::pgn::decodeUtf16(head.toStdString()))
    head = QByteArray::fromStdString(*utf8);
  if (info.size() > kHead && head.contains('\n'))
    head.truncate(head.lastIndexOf('\n'));  // the last line may be cut
  return PgnIo::isPositionText(QString::fromUtf8(head));
}

}  // namespace

FileCommands::FileCommands(Workspace *workspace, RecentFiles *recent, QWidget *window)
    : QObject(window), m_workspace(workspace), m_recent(recent), m_window(window) {}

void FileCommands::newGame() {
  NewGameDialog dialog(QString::fromStdString(m_workspace->document()->variant().rules().name),
                       m_window);
  if (dialog.exec() != QDialog::Accepted) return;
  QString error;
  const sc::VariantPtr variant = dialog.variant(&error);
  if (!variant) {
    QMessageBox::warning(m_window, tr("New Game"),
                         tr("The game could not be started: %1.").arg(error));
    return;
  }
  dialog.remember();
  if (const auto start = sc::readSfen(variant, variant->rules().startSfen)) startGameFrom(*start);
}

void FileCommands::open() {
  const QString path = QFileDialog::getOpenFileName(
      m_window, tr("Open Game"), lastDirectory(),
      tr("Games and positions (*.pgn *.sfen *.fen *.epd *.csv *.txt);;PGN files (*.pgn);;"
         "Positions (*.sfen *.fen *.epd);;Puzzle tables (*.csv);;All files (*)"));
  if (!path.isEmpty()) openFile(path);
}

bool FileCommands::openFile(const QString &path) {
  // A file already open is shown, not opened twice.
  if (const int tab = m_workspace->tabOf(path); tab >= 0) {
    m_workspace->setCurrent(tab);
    m_recent->add(path);
    return true;
  }
  if (isPositionFile(path)) return openPositionFile(path);
  // The file is opened aside first: one with nothing readable in it is
  // reported, and no tab changes.
  GameList opened;
  QString error;
  const bool ok = opened.openFile(path, m_workspace->document()->variantPtr(), &error);
  if (ok && opened.gamesWithContent() == 0) {
    QStringList problems = opened.allProblems();
    if (problems.size() > 5) problems = problems.mid(0, 5) << tr("…");
    QMessageBox::warning(
        m_window, tr("Open Game"),
        tr("%1 holds no game that can be read; the open game stays.\n\n%2")
            .arg(QDir::toNativeSeparators(path), problems.join(QLatin1Char('\n'))));
    return false;
  }
  if (!ok) {
    if (!QFileInfo::exists(path)) m_recent->remove(path);
    QMessageBox::warning(
        m_window, tr("Open Game"),
        tr("%1 could not be opened: %2.").arg(QDir::toNativeSeparators(path), error));
    return false;
  }
  return adopt(opened, path, path);
}

bool FileCommands::openPositionFile(const QString &path) {
  // A big one (an opening book of a million lines) is indexed by its lines,
  // as a big PGN file is, and each line read when its game is opened.
  if (QFileInfo(path).size() > GameList::kHeldBytes) {
    GameList list;
    QString error;
    if (!list.openFile(path, m_workspace->document()->variantPtr(), &error)) {
      QMessageBox::warning(
          m_window, tr("Open Game"),
          tr("%1 could not be opened: %2.").arg(QDir::toNativeSeparators(path), error));
      return false;
    }
    return adopt(list, path, QString());
  }
  LoadedFile loaded = PgnIo::readFile(m_workspace->document()->variantPtr(), path);
  // A position of another rule system (a chess FEN in a Shooters Chess
  // window) is offered as a game of that rule system.
  if (loaded.readableGames() == 0) {
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
      if (auto opened = offerOtherRuleset(QString::fromUtf8(file.readAll()), tr("Open Game"))) {
        if (*opened) m_recent->add(path);
        return *opened;
      }
  }
  GameList list;
  list.setFile(path, std::move(loaded.file));
  // A position file is not overwritten with PGN: saving asks for a name.
  return adopt(list, path, QString());
}

// The file's games go into a tab: the first readable one is shown, and the
// reader's problems are reported without blocking.
bool FileCommands::adopt(GameList &list, const QString &path, const QString &savePath) {
  rememberDirectory(path);
  m_recent->add(path);
  const bool any = m_workspace->adopt(list, savePath);
  if (m_workspace->games()->gameCount() > 1) emit collectionOpened();
  const QStringList problems = m_workspace->games()->allProblems();
  if (!problems.isEmpty())
    reportProblems(tr("Some of %1 could not be read; the games that could be read are open.")
                       .arg(QFileInfo(path).fileName()),
                   problems);
  return any;
}

void FileCommands::reportProblems(const QString &title, const QStringList &problems) {
  // Not modal: the user reads the list while looking at the games that opened.
  auto *box = new QMessageBox(QMessageBox::Warning, tr("Problems in the file"), title,
                              QMessageBox::Ok, m_window);
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

bool FileCommands::openGame(int row) {
  if (m_workspace->openGame(row)) return true;
  if (row >= 0 && row < m_workspace->games()->gameCount())
    reportProblems(tr("Game %1 could not be read.").arg(row + 1),
                   m_workspace->games()->problems(row));
  return false;
}

bool FileCommands::save() {
  const QString path = m_workspace->document()->filePath();
  if (path.isEmpty()) return saveAs();
  if (m_workspace->games()->savingLosesText() && !confirmDroppingUnreadable()) return false;
  return saveFile(path);
}

bool FileCommands::saveAs() {
  QString suggestion = m_workspace->document()->filePath();
  if (suggestion.isEmpty()) suggestion = QDir(lastDirectory()).filePath(tr("game.pgn"));
  QString path =
      QFileDialog::getSaveFileName(m_window, tr("Save Game"), suggestion, tr("PGN files (*.pgn)"));
  if (path.isEmpty()) return false;
  if (QFileInfo(path).suffix().isEmpty()) path += QLatin1String(".pgn");
  rememberDirectory(path);
  return saveFile(path);
}

void FileCommands::exportGames(const QList<int> &rows) {
  if (rows.isEmpty()) return;
  const QString file = m_workspace->document()->filePath();
  const QDir dir(file.isEmpty() ? lastDirectory() : QFileInfo(file).absolutePath());
  QString path = QFileDialog::getSaveFileName(
      m_window, tr("Export Games"), dir.filePath(tr("games.pgn")), tr("PGN files (*.pgn)"));
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += QLatin1String(".pgn");
  rememberDirectory(path);
  QString error;
  if (!m_workspace->saveGames(rows, path, &error)) {
    QMessageBox::warning(m_window, tr("Export Games"),
                         tr("%1 could not be saved: %2.\nThe file on disk is unchanged.")
                             .arg(QDir::toNativeSeparators(path), error));
    return;
  }
  emit statusMessage(tr("%Ln game(s) exported to %1", nullptr, int(rows.size()))
                         .arg(QDir::toNativeSeparators(path)),
                     6000);
}

bool FileCommands::confirmDroppingUnreadable() {
  const auto answer = QMessageBox::warning(
      m_window, tr("Save Game"),
      tr("Parts of a game you changed in %1 could not be read when it was opened. Saving "
         "writes that game as it was read, so those parts will be gone from the file.")
          .arg(QFileInfo(m_workspace->document()->filePath()).fileName()),
      QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
  return answer == QMessageBox::Save;
}

bool FileCommands::saveFile(const QString &path) {
  QString error;
  if (!m_workspace->save(path, &error)) {
    QMessageBox::warning(m_window, tr("Save Game"),
                         tr("%1 could not be saved: %2.\nThe file on disk is unchanged.")
                             .arg(QDir::toNativeSeparators(path), error));
    return false;
  }
  m_recent->add(path);
  emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
  return true;
}

bool FileCommands::maybeSave() {
  if (!m_workspace->hasUnsavedChanges()) return true;
  const QString path = m_workspace->document()->filePath();
  QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                  tr("%1 has changes that are not saved.")
                      .arg(path.isEmpty() ? tr("The game") : QFileInfo(path).fileName()),
                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
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

bool FileCommands::closeTab(int tab) {
  if (tab < 0 || tab >= m_workspace->count()) return false;
  if (m_workspace->isModified(tab)) {
    // The question is about what the user sees.
    m_workspace->setCurrent(tab);
    if (!maybeSave()) return false;
  }
  m_workspace->closeTab(tab);
  return true;
}

bool FileCommands::maybeSaveAll() {
  const int shown = m_workspace->current();
  for (int tab = 0; tab < m_workspace->count(); ++tab) {
    if (!m_workspace->isModified(tab)) continue;
    m_workspace->setCurrent(tab);
    if (!maybeSave()) return false;
  }
  m_workspace->setCurrent(std::min(shown, m_workspace->count() - 1));
  return true;
}
