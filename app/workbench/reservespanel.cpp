#include "reservespanel.h"

#include <QAction>
#include <QDockWidget>
#include <QScrollArea>
#include <QTimer>

#include "fortunedialog.h"
#include "gamedocument.h"
#include "reservesmodel.h"
#include "reservesview.h"

ReservesPanel::ReservesPanel(QWidget *window, GameDocument *document)
    : QObject(window), m_window(window), m_document(document) {
  m_dock = new QDockWidget(tr("Reserves"), window);
  m_dock->setObjectName(QStringLiteral("reservesDock"));
  m_model = new ReservesModel(document, m_dock);
  m_model->setObjectName(QStringLiteral("reservesModel"));
  m_view = new ReservesView(m_model);
  m_view->setObjectName(QStringLiteral("reservesView"));
  auto *scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(m_view);
  m_dock->setWidget(scroll);

  m_fortuneAction = new QAction(tr("Fortune of &War\u2026"), window);
  m_fortuneAction->setObjectName(QStringLiteral("actionFortuneOfWar"));
  m_fortuneAction->setStatusTip(tr("Draw or choose the fortune of war that is due (K24)"));

  connect(m_view, &ReservesView::turnChosen, document, &GameDocument::playTurn);
  connect(m_view, &ReservesView::fortuneRequested, this, &ReservesPanel::openFortune);
  connect(m_fortuneAction, &QAction::triggered, this, &ReservesPanel::openFortune);
  connect(m_model, &ReservesModel::changed, this, &ReservesPanel::update);
  // While the board edits a set-up, a turn played here would land in the
  // game unseen: the panel rests until edit mode ends.
  if (auto *edit = window->findChild<QAction *>(QStringLiteral("editPosition"))) {
    connect(edit, &QAction::toggled, this, [this](bool editing) {
      m_editing = editing;
      update();
    });
  }
  update();
  // The window restores its saved layout after the docks are made; the rule
  // system decides afterwards whether this dock shows.
  QTimer::singleShot(0, this, [this] {
    m_applies = -1;
    update();
  });
}

void ReservesPanel::update() {
  m_fortuneAction->setEnabled(m_model->fortuneDue() && !m_editing);
  m_view->setEnabled(!m_editing);
  // A dialog for another position would play an outcome that is not legal.
  if (m_dialog) m_dialog->reject();
  // Shown when a game with reserves comes, hidden when one without does; in
  // between the user's choice stands.
  const int applies = m_model->applies() ? 1 : 0;
  m_dock->toggleViewAction()->setEnabled(applies);
  if (applies == m_applies) return;
  // Raised when a game with reserves follows one without, not at start,
  // where the restored layout's tab stands.
  const bool arrives = applies && m_applies == 0;
  m_applies = applies;
  m_dock->setVisible(applies);
  if (arrives) m_dock->raise();
}

void ReservesPanel::showIfItApplies() { m_dock->setVisible(m_model->applies()); }

void ReservesPanel::openFortune() {
  if (!m_model->fortuneDue() || m_editing || m_dialog) return;
  m_dialog = new FortuneDialog(*m_model, m_window);
  m_dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(m_dialog, &FortuneDialog::turnChosen, m_document, &GameDocument::playTurn);
  m_dialog->open();
}
