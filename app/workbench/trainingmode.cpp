#include "trainingmode.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

TrainingMode::TrainingMode(QMainWindow *window, GameDocument *document, QMenu *gameMenu)
    : QObject(window),
      m_window(window),
      m_document(document),
      m_trainer(new TurnTrainer(document, this)),
      m_action(new QAction(tr("&Training Mode"), window)) {
  m_trainer->setObjectName(QStringLiteral("turnTrainer"));
  m_action->setObjectName(QStringLiteral("actionTrainingMode"));
  m_action->setCheckable(true);
  m_action->setShortcut(QKeySequence(tr("Ctrl+Shift+T")));
  m_action->setStatusTip(
      tr("Hide the game's turns after this one and play them yourself: a puzzle's solution, a "
         "master game's turns"));
  window->addAction(m_action);  // the shortcut works where no menu shows it
  gameMenu->addSeparator();
  gameMenu->addAction(m_action);
  connect(m_action, &QAction::toggled, m_trainer, &TurnTrainer::setActive);
  connect(m_trainer, &TurnTrainer::activeChanged, m_action, &QAction::setChecked);
  connect(m_trainer, &TurnTrainer::activeChanged, this, [this](bool on) {
    m_window->statusBar()->showMessage(
        on ? tr("Training: play the game's next turn on the board; \u2192 shows it")
           : tr("Training mode is off: every turn shows"),
        8000);
  });
  connect(m_trainer, &TurnTrainer::judged, this, &TrainingMode::say);
  // Said for as long as it lasts: the hidden turns are not a fault of the file.
  auto *badge = new QLabel(tr("Training"));
  badge->setObjectName(QStringLiteral("trainingBadge"));
  badge->setToolTip(m_action->statusTip());
  badge->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; padding: 0 6px; }"));
  badge->hide();
  window->statusBar()->insertPermanentWidget(0, badge);
  connect(m_trainer, &TurnTrainer::activeChanged, badge, &QWidget::setVisible);
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
