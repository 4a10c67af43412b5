// Shortcuts: the user's keys for the window's actions (docs/shortcuts.md).
// Every action of the window that has an object name is listed with its text
// and its keys; the keys it was built with are its default. A changed key is
// refused when another action already answers to the same sequence, saved in
// QSettings as "objectName -> sequence" for the actions that differ from
// their default, and applied when the window starts.
#pragma once

#include <QKeySequence>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>

class QAction;
class QSettings;
class QWidget;

class Shortcuts : public QObject {
  Q_OBJECT

 public:
  // The settings group ("shortcuts/<objectName>" = the sequence, portable
  // text; "" for no key).
  static constexpr const char *kSettingsGroup = "shortcuts";

  // Collects the actions of `window` (and its children) with an object name
  // and remembers their current keys as the defaults.
  explicit Shortcuts(QWidget *window);

  // Every listed action's object name, in menu order as found.
  QStringList names() const { return m_names; }
  QAction *action(const QString &name) const;
  // The text without mnemonics ("Save As…").
  QString text(const QString &name) const;
  QList<QKeySequence> keys(const QString &name) const;
  QList<QKeySequence> defaultKeys(const QString &name) const;

  // The name of another action (in `keys`, name -> its keys) that answers
  // to `sequence`; "" when none does or the sequence is empty.
  static QString conflict(const QMap<QString, QList<QKeySequence>> &keys, const QString &name,
                          const QKeySequence &sequence);
  // Every action's keys now.
  QMap<QString, QList<QKeySequence>> current() const;

  // Gives `name` the single key `sequence` (none when empty). Refused, with
  // the reason in `error` naming the other action, when another action
  // answers to it.
  bool set(const QString &name, const QKeySequence &sequence, QString *error = nullptr);
  // Applies a whole map (the Preferences page's edits), saving it.
  void apply(const QMap<QString, QList<QKeySequence>> &keys);
  void resetToDefault(const QString &name);

  void load(QSettings &settings);
  void save(QSettings &settings) const;
  // With the application's settings.
  void load();
  void save() const;

 private:
  QWidget *m_window = nullptr;
  QStringList m_names;
  QMap<QString, QAction *> m_actions;
  QMap<QString, QList<QKeySequence>> m_defaults;
};
