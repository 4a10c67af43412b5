#include "workspacetabs.h"

#include <QDir>

#include "workspace.h"

WorkspaceTabs::WorkspaceTabs(Workspace *workspace, QWidget *parent)
    : QTabBar(parent), m_workspace(workspace) {
  setObjectName(QStringLiteral("workspaceTabs"));
  setDocumentMode(true);
  setTabsClosable(true);
  setExpanding(false);
  setElideMode(Qt::ElideMiddle);
  // One game needs no bar: the board keeps the room until a second tab opens.
  setAutoHide(true);
  connect(this, &QTabBar::currentChanged, this, [this](int tab) {
    if (!m_syncing && tab >= 0) emit tabChosen(tab);
  });
  connect(this, &QTabBar::tabCloseRequested, this, &WorkspaceTabs::closeRequested);
  connect(workspace, &Workspace::tabsChanged, this, &WorkspaceTabs::sync);
  connect(workspace, &Workspace::currentChanged, this, &WorkspaceTabs::sync);
  sync();
}

void WorkspaceTabs::sync() {
  m_syncing = true;
  while (count() > m_workspace->count()) removeTab(count() - 1);
  while (count() < m_workspace->count()) addTab(QString());
  for (int i = 0; i < count(); ++i) {
    const QString title = m_workspace->title(i);
    setTabText(i, m_workspace->isModified(i) ? title + QLatin1Char('*') : title);
    const QString path = m_workspace->filePath(i);
    setTabToolTip(i, path.isEmpty() ? title : QDir::toNativeSeparators(path));
  }
  setCurrentIndex(m_workspace->current());
  m_syncing = false;
}
