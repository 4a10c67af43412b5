#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include "settingskeys.h"

RecentFiles::RecentFiles(QWidget *parent) : QMenu(tr("Open &Recent"), parent) {
  setObjectName(QStringLiteral("recentFilesMenu"));
  // Built when shown, so files deleted meanwhile drop out and another window's
  // additions (shared QSettings) appear.
  connect(this, &QMenu::aboutToShow, this, &RecentFiles::rebuild);
  rebuild();
}

QStringList RecentFiles::files() const {
  return QSettings().value(SettingsKeys::kRecentFiles).toStringList();
}

void RecentFiles::setFiles(const QStringList &files) {
  // The menu is rebuilt when it next opens, not here: this may run inside one
  // of its actions' triggered signals, and rebuilding deletes them.
  QSettings().setValue(SettingsKeys::kRecentFiles, files.mid(0, kMaxFiles));
}

void RecentFiles::add(const QString &path) {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  QStringList list = files();
  list.removeAll(absolute);
  list.prepend(absolute);
  setFiles(list);
}

void RecentFiles::remove(const QString &path) {
  QStringList list = files();
  list.removeAll(QFileInfo(path).absoluteFilePath());
  setFiles(list);
}

void RecentFiles::rebuild() {
  clear();
  QStringList existing;
  for (const QString &path : files())
    if (QFileInfo::exists(path)) existing.append(path);
  for (int i = 0; i < existing.size(); ++i) {
    const QString &path = existing[i];
    // &1 … &9, then &0: keyboard access to every entry.
    const QString text = tr("&%1 %2").arg((i + 1) % 10).arg(QFileInfo(path).fileName());
    QAction *action = addAction(text);
    action->setToolTip(QDir::toNativeSeparators(path));
    action->setStatusTip(QDir::toNativeSeparators(path));
    connect(action, &QAction::triggered, this, [this, path] { emit fileChosen(path); });
  }
  if (existing.isEmpty()) addAction(tr("No recent files"))->setEnabled(false);
  addSeparator();
  QAction *clearAction = addAction(tr("&Clear List"));
  clearAction->setEnabled(!existing.isEmpty());
  connect(clearAction, &QAction::triggered, this, [this] { setFiles({}); });
}
