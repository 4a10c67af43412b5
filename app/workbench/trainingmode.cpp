#include "trainingmode.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

#include "workspace.h"

TrainingMode::TrainingMode(QMainWindow *window, Workspace *workspace, QMenu *playMenu)
    : QObject(window),
      m_window(window),
      m_workspace(workspace),
      m_document(workspace->document()),
      m_trainer(new TurnTrainer(m_document, this)),
      m_action(new QAction(tr("&Training Mode"), window)),
      m_tip(tr("Hide the game's turns after this one and play them yourself: a puzzle's "
               "solution, a master game's turns")) {
  m_trainer->setObjectName(QStringLiteral("turnTrainer"));
  m_action->setObjectName(QStringLiteral("actionTrainingMode"));
  m_action->setCheckable(true);
  m_action->setShortcut(QKeySequence(tr("Ctrl+Shift+T")));
  m_action->setStatusTip(m_tip);
  window->addAction(m_action);  // the shortcut works where no menu shows it
  playMenu->addAction(m_action);
  connect(m_action, &QAction::toggled, m_trainer, &TurnTrainer::setActive);
  connect(m_trainer, &TurnTrainer::activeChanged, m_action, &QAction::setChecked);
  connect(m_trainer, &TurnTrainer::activeChanged, this, [this](bool on) {
    m_window->statusBar()->showMessage(
        on ? tr("Training: play the game's next turn on the board; \u2192 shows it")
           : tr("Training mode is off: every turn shows"),
        8000);
  });
  connect(m_trainer, &TurnTrainer::judged, this, &TrainingMode::say);
  connect(m_trainer, &TurnTrainer::left, this, &TrainingMode::keep);
  connect(m_trainer, &TurnTrainer::activeChanged, this, [this](bool on) {
    if (!on) m_tabProgress.clear();  // a new session starts from what shows
  });
  connect(workspace, &Workspace::currentChanged, this, &TrainingMode::follow);
  m_shownTab = workspace->tabId(workspace->current());
  // Said for as long as it lasts: the hidden turns are not a fault of the file.
  auto *badge = new QLabel(tr("Training"));
  badge->setObjectName(QStringLiteral("trainingBadge"));
  badge->setToolTip(m_tip);
  badge->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; padding: 0 6px; }"));
  badge->hide();
  window->statusBar()->insertPermanentWidget(0, badge);
  connect(m_trainer, &TurnTrainer::activeChanged, badge, &QWidget::setVisible);
}

void TrainingMode::keep(const TurnTrainer::Progress &progress) {
  // The workspace names the new tab before the games swap: another tab's game
  // came when the shown tab is no longer the one followed. Another game of
  // the same tab (the next puzzle of the list) starts afresh.
  if (m_workspace->tabId(m_workspace->current()) != m_shownTab)
    m_tabProgress[m_shownTab] = progress;
}

void TrainingMode::follow() {
  m_shownTab = m_workspace->tabId(m_workspace->current());
  const auto kept = m_tabProgress.find(m_shownTab);
  if (kept != m_tabProgress.end()) {
    m_trainer->restore(std::move(kept->second));
    m_tabProgress.erase(kept);
  }
  // Closed tabs' ids never come back: what they kept goes.
  std::erase_if(m_tabProgress, [this](const auto &entry) {
    for (int tab = 0; tab < m_workspace->count(); ++tab)
      if (m_workspace->tabId(tab) == entry.first) return false;
    return true;
  });
}

void TrainingMode::setSparring(bool playing) {
  if (playing) m_trainer->setActive(false);
  m_action->setEnabled(!playing);
  m_action->setStatusTip(playing ? tr("Training mode waits until the game against the engine "
                                      "is stopped")
                                 : m_tip);
}

void TrainingMode::say(TurnTrainer::Verdict verdict) {
  QString text;
  switch (verdict) {
    case TurnTrainer::Verdict::Correct:
      text = tr("\u2713 The game's turn: %1")
                 .arg(QString::fromStdString(
                     m_document->tree().node(m_document->currentNode()).notation));
      break;
    case TurnTrainer::Verdict::Wrong:
      text = tr("\u2717 Not the game's turn: try again, or \u2192 to see it");
      break;
    case TurnTrainer::Verdict::Solved:
      text = tr("\u2713 Solved: the game's line ends here");
      break;
    case TurnTrainer::Verdict::Beyond:
      text = tr("Beyond the end of the game's line");
      break;
  }
  m_window->statusBar()->showMessage(text, 8000);
}
