#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace {

// A menu text as it reads: "&Open…" is "Open…", "&&" one ampersand, and a
// glyph's "!\tGood move" (two columns in the menu) "! Good move".
QString plain(QString text) {
  text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
  text.remove(u'&');
  text.replace(u'\x01', u'&');
  text.replace(u'\t', u' ');
  return text;
}

// Every key of an action, as the menus show them ("Ctrl+Shift+A", "⌘⇧A").
QString keys(const QAction *action) {
  QStringList out;
  for (const QKeySequence &key : action->shortcuts())
    if (!key.isEmpty()) out << key.toString(QKeySequence::NativeText);
  return out.join(QStringLiteral(", "));
}

QStandardItem *cell(const QString &text) {
  auto *item = new QStandardItem(text);
  item->setEditable(false);
  return item;
}

}  // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menus, QWidget *parent)
    : QDialog(parent),
      m_find(new QLineEdit),
      m_model(new QStandardItemModel(this)),
      m_list(new QTreeView) {
  setWindowTitle(tr("Keyboard Shortcuts"));
  m_find->setObjectName(QStringLiteral("shortcutsFind"));
  m_find->setPlaceholderText(tr("Find an action or a key"));
  m_find->setClearButtonEnabled(true);
  m_model->setHorizontalHeaderLabels({tr("Action"), tr("Key")});
  for (const QAction *entry : menus->actions()) {
    const QMenu *menu = entry->menu();
    if (!menu || !entry->isVisible()) continue;
    QStandardItem *row = cell(plain(entry->text()));
    QFont bold = row->font();
    bold.setBold(true);
    row->setFont(bold);
    if (addMenu(menu, row))
      m_model->appendRow({row, cell({})});
    else
      delete row;
  }
  m_list->setObjectName(QStringLiteral("shortcutsList"));
  m_list->setModel(m_model);
  m_list->setRootIsDecorated(false);
  m_list->setItemsExpandable(false);
  m_list->setSelectionMode(QAbstractItemView::NoSelection);
  m_list->setFocusPolicy(Qt::NoFocus);
  m_list->expandAll();
  m_list->header()->setStretchLastSection(false);
  m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  connect(m_find, &QLineEdit::textChanged, this, &ShortcutsDialog::filter);

  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto *layout = new QVBoxLayout(this);
  layout->addWidget(m_find);
  layout->addWidget(m_list, 1);
  layout->addWidget(buttons);
  resize(520, 600);
}

bool ShortcutsDialog::addMenu(const QMenu *menu, QStandardItem *parent) {
  bool any = false;
  for (const QAction *action : menu->actions()) {
    if (action->isSeparator() || !action->isVisible()) continue;
    if (const QMenu *sub = action->menu()) {
      // A submenu's keys under its name, one level in.
      QStandardItem *row = cell(plain(action->text()));
      if (addMenu(sub, row)) {
        parent->appendRow({row, cell({})});
        any = true;
      } else {
        delete row;
      }
      continue;
    }
    const QString key = keys(action);
    if (key.isEmpty()) continue;
    parent->appendRow({cell(plain(action->text())), cell(key)});
    any = true;
  }
  return any;
}

void ShortcutsDialog::filter(const QString &text) {
  const QString wanted = text.trimmed();
  for (int row = 0; row < m_model->rowCount(); ++row)
    showMatching(m_model->index(row, 0), wanted, false);
}

bool ShortcutsDialog::showMatching(const QModelIndex &index, const QString &text,
                                   bool parentMatches) {
  const bool matches =
      parentMatches || text.isEmpty() ||
      index.data().toString().contains(text, Qt::CaseInsensitive) ||
      index.siblingAtColumn(1).data().toString().contains(text, Qt::CaseInsensitive);
  const int children = m_model->rowCount(index);
  bool anyChild = false;
  for (int row = 0; row < children; ++row)
    anyChild |= showMatching(m_model->index(row, 0, index), text, matches);
  const bool shown = children > 0 ? anyChild : matches;
  m_list->setRowHidden(index.row(), index.parent(), !shown);
  return shown;
}
