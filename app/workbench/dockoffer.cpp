#include "dockoffer.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QSettings>

DockOffer::DockOffer(QDockWidget *dock, const char *settingsKey, QObject *parent)
    : QObject(parent), m_dock(dock), m_key(QString::fromLatin1(settingsKey)) {
  // The close button sends a close event; the window's own hiding (its
  // default layout, Presentation Mode, a restored state) does not.
  m_dock->installEventFilter(this);
  // The View menu's entry: triggered only by the user, unlike toggled.
  connect(m_dock->toggleViewAction(), &QAction::triggered, this,
          [this](bool shown) { setClosedByUser(!shown); });
  // Open again, however it came about: the choice is spent.
  connect(m_dock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
    if (shown) setClosedByUser(false);
  });
}

void DockOffer::offer() {
  // An open dock stays where the user left it, its tab behind another too.
  if (closedByUser() || m_dock->toggleViewAction()->isChecked()) return;
  m_dock->show();
  m_dock->raise();
}

void DockOffer::forget() { setClosedByUser(false); }

bool DockOffer::closedByUser() const { return QSettings().value(m_key, false).toBool(); }

bool DockOffer::eventFilter(QObject *watched, QEvent *event) {
  if (watched == m_dock && event->type() == QEvent::Close) setClosedByUser(true);
  return QObject::eventFilter(watched, event);
}

void DockOffer::setClosedByUser(bool closed) {
  QSettings settings;
  if (closed)
    settings.setValue(m_key, true);
  else
    settings.remove(m_key);
}
