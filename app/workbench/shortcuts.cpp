#include "shortcuts.h"

#include <QAction>
#include <QSettings>
#include <QWidget>

Shortcuts::Shortcuts(QWidget *window) : QObject(window), m_window(window) {
  setObjectName(QStringLiteral("shortcuts"));
  for (QAction *a : window->findChildren<QAction *>()) {
    const QString name = a->objectName();
    // Unnamed actions (a dock's toggle, a menu's own action) cannot be saved
    // by name; a name seen twice keeps its first action.
    if (name.isEmpty() || a->text().isEmpty() || m_actions.contains(name)) continue;
    m_names << name;
    m_actions.insert(name, a);
    m_defaults.insert(name, a->shortcuts());
  }
}

QAction *Shortcuts::action(const QString &name) const { return m_actions.value(name); }

QString Shortcuts::text(const QString &name) const {
  QAction *a = action(name);
  if (!a) return {};
  QString t = a->text();
  t.replace(QLatin1String("&&"), QLatin1String("\x01"));
  t.remove(u'&');
  t.replace(QLatin1Char('\x01'), QLatin1Char('&'));
  return t;
}

QList<QKeySequence> Shortcuts::keys(const QString &name) const {
  QAction *a = action(name);
  return a ? a->shortcuts() : QList<QKeySequence>();
}

QList<QKeySequence> Shortcuts::defaultKeys(const QString &name) const {
  return m_defaults.value(name);
}

QMap<QString, QList<QKeySequence>> Shortcuts::current() const {
  QMap<QString, QList<QKeySequence>> map;
  for (const QString &name : m_names) map.insert(name, keys(name));
  return map;
}

QString Shortcuts::conflict(const QMap<QString, QList<QKeySequence>> &keys, const QString &name,
                            const QKeySequence &sequence) {
  if (sequence.isEmpty()) return {};
  for (auto it = keys.cbegin(); it != keys.cend(); ++it)
    if (it.key() != name && it.value().contains(sequence)) return it.key();
  return {};
}

bool Shortcuts::set(const QString &name, const QKeySequence &sequence, QString *error) {
  QAction *a = action(name);
  if (!a) return false;
  const QString other = conflict(current(), name, sequence);
  if (!other.isEmpty()) {
    if (error)
      *error = tr("%1 is already the shortcut of \u201c%2\u201d")
                   .arg(sequence.toString(QKeySequence::NativeText), text(other));
    return false;
  }
  a->setShortcuts(sequence.isEmpty() ? QList<QKeySequence>() : QList<QKeySequence>{sequence});
  return true;
}

void Shortcuts::apply(const QMap<QString, QList<QKeySequence>> &keys) {
  for (auto it = keys.cbegin(); it != keys.cend(); ++it)
    if (QAction *a = action(it.key())) a->setShortcuts(it.value());
  save();
}

void Shortcuts::resetToDefault(const QString &name) {
  if (QAction *a = action(name)) a->setShortcuts(m_defaults.value(name));
}

namespace {

QString toText(const QList<QKeySequence> &keys) {
  QStringList parts;
  for (const QKeySequence &k : keys) parts << k.toString(QKeySequence::PortableText);
  return parts.join(QLatin1String("; "));
}

QList<QKeySequence> fromText(const QString &text) {
  QList<QKeySequence> keys;
  for (const QString &part : text.split(QLatin1String("; "), Qt::SkipEmptyParts))
    if (QKeySequence k = QKeySequence::fromString(part, QKeySequence::PortableText); !k.isEmpty())
      keys << k;
  return keys;
}

}  // namespace

void Shortcuts::load(QSettings &settings) {
  settings.beginGroup(QLatin1String(kSettingsGroup));
  // The whole saved map first, then the check: two keys swapped by the user
  // clash with neither default once both are in. Keys of actions that no
  // longer exist are ignored; a key that clashes all the same (a newer
  // default took it) is not applied, and the action keeps its default.
  QMap<QString, QList<QKeySequence>> wanted = current();
  QStringList saved;
  for (const QString &name : settings.childKeys()) {
    if (!action(name)) continue;
    wanted.insert(name, fromText(settings.value(name).toString()));
    saved << name;
  }
  settings.endGroup();
  for (const QString &name : std::as_const(saved)) {
    bool clash = false;
    for (const QKeySequence &k : wanted.value(name)) clash |= !conflict(wanted, name, k).isEmpty();
    if (!clash) action(name)->setShortcuts(wanted.value(name));
  }
}

void Shortcuts::save(QSettings &settings) const {
  settings.beginGroup(QLatin1String(kSettingsGroup));
  settings.remove(QString());  // only the actions that differ are kept
  for (const QString &name : m_names)
    if (keys(name) != m_defaults.value(name)) settings.setValue(name, toText(keys(name)));
  settings.endGroup();
}

void Shortcuts::load() {
  QSettings settings;
  load(settings);
}

void Shortcuts::save() const {
  QSettings settings;
  save(settings);
}
