// ShortcutsPage: the Shortcuts page of Preferences. Every action of the
// window with its text and keys; the selected one gets a new key in a
// QKeySequenceEdit, refused with the other action's name when that one
// already answers to it; Reset to Default per action or for all. The edits
// take effect, and are saved, when the dialog is accepted (Shortcuts::apply).
#pragma once

#include <QKeySequence>
#include <QMap>
#include <QWidget>

class QDialog;
class QKeySequenceEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;
class Shortcuts;

class ShortcutsPage : public QWidget {
  Q_OBJECT

 public:
  explicit ShortcutsPage(Shortcuts *shortcuts, QWidget *parent = nullptr);

  // Adds the page to `tabs` when `window` has a Shortcuts object, and applies
  // the edits when `dialog` is accepted. For PreferencesDialog.
  static void addTo(QTabWidget *tabs, QDialog *dialog, QWidget *window);

  // The keys as edited (not yet applied).
  const QMap<QString, QList<QKeySequence>> &edited() const { return m_keys; }
  // Gives the action `name` the key, as the editor does; false (and the
  // message says why) when another action has it.
  bool setKey(const QString &name, const QKeySequence &sequence);
  QString message() const;
  void apply();

 private:
  void fill();
  void select();
  void updateRow(const QString &name);
  QString currentName() const;

  Shortcuts *m_shortcuts = nullptr;
  QMap<QString, QList<QKeySequence>> m_keys;
  QLineEdit *m_filter = nullptr;
  QTreeWidget *m_list = nullptr;
  QKeySequenceEdit *m_edit = nullptr;
  QPushButton *m_clear = nullptr;
  QPushButton *m_reset = nullptr;
  QPushButton *m_resetAll = nullptr;
  QLabel *m_message = nullptr;
  bool m_filling = false;
};
