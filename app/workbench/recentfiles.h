// RecentFiles: the File > Open Recent menu, backed by QSettings (at most ten
// paths, the most recent first; files that no longer exist are dropped when
// the menu opens).
#pragma once

#include <QMenu>

class RecentFiles : public QMenu {
  Q_OBJECT

 public:
  static constexpr int kMaxFiles = 10;

  explicit RecentFiles(QWidget *parent = nullptr);

  QStringList files() const;
  void add(const QString &path);
  void remove(const QString &path);

 signals:
  void fileChosen(const QString &path);

 private:
  void setFiles(const QStringList &files);
  void rebuild();
};
