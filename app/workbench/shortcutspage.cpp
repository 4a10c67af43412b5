#include "shortcutspage.h"

#include <QDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "shortcuts.h"

namespace {

constexpr int kNameRole = Qt::UserRole;

QString keysText(const QList<QKeySequence> &keys) {
  QStringList parts;
  for (const QKeySequence &k : keys) parts << k.toString(QKeySequence::NativeText);
  return parts.join(QLatin1String(", "));
}

}  // namespace

ShortcutsPage::ShortcutsPage(Shortcuts *shortcuts, QWidget *parent)
    : QWidget(parent), m_shortcuts(shortcuts), m_keys(shortcuts->current()) {
  setObjectName(QStringLiteral("shortcutsPage"));
  m_filter = new QLineEdit;
  m_filter->setObjectName(QStringLiteral("shortcutFilter"));
  m_filter->setPlaceholderText(tr("Filter by action or key"));
  m_filter->setClearButtonEnabled(true);

  m_list = new QTreeWidget;
  m_list->setObjectName(QStringLiteral("shortcutList"));
  m_list->setRootIsDecorated(false);
  m_list->setUniformRowHeights(true);
  m_list->setHeaderLabels({tr("Action"), tr("Shortcut")});
  m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

  m_edit = new QKeySequenceEdit;
  m_edit->setObjectName(QStringLiteral("shortcutEdit"));
  m_edit->setToolTip(tr("Press the new key combination"));
  m_clear = new QPushButton(tr("&Clear"));
  m_clear->setObjectName(QStringLiteral("shortcutClear"));
  m_reset = new QPushButton(tr("Reset to &Default"));
  m_reset->setObjectName(QStringLiteral("shortcutReset"));
  m_resetAll = new QPushButton(tr("Reset &All"));
  m_resetAll->setObjectName(QStringLiteral("shortcutResetAll"));
  m_message = new QLabel;
  m_message->setObjectName(QStringLiteral("shortcutMessage"));
  m_message->setWordWrap(true);

  auto *editRow = new QHBoxLayout;
  editRow->addWidget(new QLabel(tr("Shortcut:")));
  editRow->addWidget(m_edit, 1);
  editRow->addWidget(m_clear);
  editRow->addWidget(m_reset);
  editRow->addWidget(m_resetAll);
  auto *layout = new QVBoxLayout(this);
  layout->addWidget(m_filter);
  layout->addWidget(m_list, 1);
  layout->addLayout(editRow);
  layout->addWidget(m_message);

  fill();
  connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
      QTreeWidgetItem *item = m_list->topLevelItem(i);
      item->setHidden(!item->text(0).contains(text, Qt::CaseInsensitive) &&
                      !item->text(1).contains(text, Qt::CaseInsensitive));
    }
  });
  connect(m_list, &QTreeWidget::currentItemChanged, this, &ShortcutsPage::select);
  // A sequence counts once the editor has finished it (a second after the
  // last key): a half-typed chord is no key yet.
  connect(m_edit, &QKeySequenceEdit::editingFinished, this, [this] {
    const QKeySequence k = m_edit->keySequence();
    if (m_filling || currentName().isEmpty()) return;
    if (!setKey(currentName(), k)) {
      // Refused: the editor shows the action's key again.
      m_filling = true;
      const QList<QKeySequence> keys = m_keys.value(currentName());
      m_edit->setKeySequence(keys.isEmpty() ? QKeySequence() : keys.first());
      m_filling = false;
    }
  });
  connect(m_clear, &QPushButton::clicked, this, [this] {
    if (!currentName().isEmpty()) setKey(currentName(), QKeySequence());
    select();
  });
  connect(m_reset, &QPushButton::clicked, this, [this] {
    const QString name = currentName();
    if (name.isEmpty()) return;
    const QList<QKeySequence> defaults = m_shortcuts->defaultKeys(name);
    for (const QKeySequence &k : defaults) {
      if (const QString other = Shortcuts::conflict(m_keys, name, k); !other.isEmpty()) {
        m_message->setText(
            tr("%1 is already the shortcut of \u201c%2\u201d")
                .arg(k.toString(QKeySequence::NativeText), m_shortcuts->text(other)));
        return;
      }
    }
    m_keys.insert(name, defaults);
    updateRow(name);
    select();
  });
  connect(m_resetAll, &QPushButton::clicked, this, [this] {
    for (const QString &name : m_shortcuts->names())
      m_keys.insert(name, m_shortcuts->defaultKeys(name));
    fill();
  });
}

void ShortcutsPage::addTo(QTabWidget *tabs, QDialog *dialog, QWidget *window) {
  auto *shortcuts = window ? window->findChild<Shortcuts *>(QStringLiteral("shortcuts")) : nullptr;
  if (!shortcuts) return;
  auto *page = new ShortcutsPage(shortcuts);
  tabs->addTab(page, tr("Shortcuts"));
  connect(dialog, &QDialog::accepted, page, &ShortcutsPage::apply);
}

bool ShortcutsPage::setKey(const QString &name, const QKeySequence &sequence) {
  const QString other = Shortcuts::conflict(m_keys, name, sequence);
  if (!other.isEmpty()) {
    m_message->setText(
        tr("%1 is already the shortcut of \u201c%2\u201d; choose another or "
           "change that one first")
            .arg(sequence.toString(QKeySequence::NativeText), m_shortcuts->text(other)));
    return false;
  }
  m_message->clear();
  m_keys.insert(name, sequence.isEmpty() ? QList<QKeySequence>() : QList<QKeySequence>{sequence});
  updateRow(name);
  return true;
}

QString ShortcutsPage::message() const { return m_message->text(); }

void ShortcutsPage::apply() { m_shortcuts->apply(m_keys); }

void ShortcutsPage::fill() {
  const QString selected = currentName();
  m_list->clear();
  for (const QString &name : m_shortcuts->names()) {
    auto *item = new QTreeWidgetItem(m_list, {m_shortcuts->text(name), keysText(m_keys[name])});
    item->setData(0, kNameRole, name);
    item->setToolTip(0, name);
    if (name == selected) m_list->setCurrentItem(item);
  }
  if (!m_list->currentItem() && m_list->topLevelItemCount() > 0)
    m_list->setCurrentItem(m_list->topLevelItem(0));
  select();
}

void ShortcutsPage::select() {
  const QString name = currentName();
  m_filling = true;
  const QList<QKeySequence> keys = m_keys.value(name);
  m_edit->setKeySequence(keys.isEmpty() ? QKeySequence() : keys.first());
  m_filling = false;
  m_edit->setEnabled(!name.isEmpty());
  m_clear->setEnabled(!name.isEmpty());
  m_reset->setEnabled(!name.isEmpty() && m_keys.value(name) != m_shortcuts->defaultKeys(name));
}

void ShortcutsPage::updateRow(const QString &name) {
  for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
    QTreeWidgetItem *item = m_list->topLevelItem(i);
    if (item->data(0, kNameRole).toString() != name) continue;
    item->setText(1, keysText(m_keys.value(name)));
    QFont font = item->font(0);
    font.setBold(m_keys.value(name) != m_shortcuts->defaultKeys(name));
    item->setFont(0, font);
    item->setFont(1, font);
  }
  if (name == currentName())
    m_reset->setEnabled(m_keys.value(name) != m_shortcuts->defaultKeys(name));
}

QString ShortcutsPage::currentName() const {
  QTreeWidgetItem *item = m_list->currentItem();
  return item ? item->data(0, kNameRole).toString() : QString();
}
