// Help > Keyboard Shortcuts ("?", as on Lichess): every key of the menus,
// read from the window's own actions when the dialog opens, so the list is
// never behind what the keys do (a shortcut changed, an action added).
#pragma once

#include <QDialog>

class QLineEdit;
class QMenu;
class QMenuBar;
class QModelIndex;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

class ShortcutsDialog : public QDialog {
  Q_OBJECT

 public:
  explicit ShortcutsDialog(const QMenuBar *menus, QWidget *parent = nullptr);

  // Shows the rows whose action or key holds `text` (any case), with their menus.
  void filter(const QString &text);

 private:
  // The actions of `menu` that have a key, under `parent`; a submenu's under
  // its own row. False when none has one.
  bool addMenu(const QMenu *menu, QStandardItem *parent);
  // Shows the rows under `index` that hold `text`; all of them when it does
  // itself (a menu's name finds its keys). True when anything is shown.
  bool showMatching(const QModelIndex &index, const QString &text, bool parentMatches);

  QLineEdit *m_find;
  QStandardItemModel *m_model;
  QTreeView *m_list;
};
