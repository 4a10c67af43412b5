// The Evaluation dock and Game > Analyse Game (docs/analysis-game.md): the
// graph of the main line's evaluations, the analyser that fills it and marks
// the turns, its progress and Cancel. The dock starts hidden below the board;
// analysing shows it.
#include <QAction>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QVBoxLayout>

#include "evaluationgraph.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "mainwindow.h"

QDockWidget *MainWindow::createEvaluationDock() {
  m_analyzer = new GameAnalyzer(m_document, this);
  m_analyzer->setObjectName(QStringLiteral("gameAnalyzer"));

  auto *dock = new QDockWidget(tr("Evaluation"), this);
  dock->setObjectName(QStringLiteral("evaluationDock"));
  auto *graph = new EvaluationGraph(m_document);
  graph->setObjectName(QStringLiteral("evaluationGraph"));

  m_analyseGameAction = new QAction(tr("&Analyse Game"), this);
  m_analyseGameAction->setObjectName(QStringLiteral("actionAnalyseGame"));
  m_analyseGameAction->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
  m_analyseGameAction->setStatusTip(
      tr("Search every position of the main line and mark inaccuracies, mistakes and blunders"));
  connect(m_analyseGameAction, &QAction::triggered, this, &MainWindow::analyseGame);

  auto *analyse = new QPushButton(tr("Analyse Game"));
  analyse->setObjectName(QStringLiteral("analyseGameButton"));
  analyse->setToolTip(m_analyseGameAction->statusTip());
  connect(analyse, &QPushButton::clicked, m_analyseGameAction, &QAction::trigger);
  auto *depth = new QSpinBox;
  depth->setObjectName(QStringLiteral("analysisDepth"));
  depth->setRange(1, 12);
  depth->setValue(m_analyzer->depth());
  depth->setPrefix(tr("Depth "));
  depth->setToolTip(tr("How many plies the engine looks ahead from each position"));
  connect(depth, &QSpinBox::valueChanged, m_analyzer, &GameAnalyzer::setDepth);
  auto *progress = new QProgressBar;
  progress->setObjectName(QStringLiteral("analysisProgress"));
  progress->setFormat(tr("%v of %m positions"));
  progress->setValue(0);
  auto *cancel = new QPushButton(tr("Cancel"));
  cancel->setObjectName(QStringLiteral("cancelAnalysisButton"));
  cancel->setEnabled(false);
  connect(cancel, &QPushButton::clicked, m_analyzer, &GameAnalyzer::cancel);
  auto *message = new QLabel;
  message->setObjectName(QStringLiteral("analysisMessage"));
  message->setWordWrap(true);

  auto *controls = new QHBoxLayout;
  controls->addWidget(analyse);
  controls->addWidget(depth);
  controls->addWidget(progress, 1);
  controls->addWidget(cancel);
  auto *content = new QWidget;
  auto *layout = new QVBoxLayout(content);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(graph, 1);
  layout->addLayout(controls);
  layout->addWidget(message);
  dock->setWidget(content);

  connect(graph, &EvaluationGraph::nodeActivated, m_document, &GameDocument::goTo);
  connect(m_analyzer, &GameAnalyzer::evaluated, graph, &EvaluationGraph::setEvaluation);
  connect(m_analyzer, &GameAnalyzer::evaluationsCleared, graph, &EvaluationGraph::clearEvaluations);
  connect(m_analyzer, &GameAnalyzer::progress, progress, [progress](int done, int total) {
    progress->setMaximum(total);
    progress->setValue(done);
  });
  connect(m_analyzer, &GameAnalyzer::runningChanged, this,
          [this, analyse, depth, cancel, message](bool running) {
            m_analyseGameAction->setEnabled(!running);
            analyse->setEnabled(!running);
            depth->setEnabled(!running);
            cancel->setEnabled(running);
            if (running) message->setText(tr("Analysing the main line…"));
          });
  connect(m_analyzer, &GameAnalyzer::finished, this, [this, message](int marked) {
    const QString text = marked == 0 ? tr("Analysis done: no turn to mark.")
                                     : tr("Analysis done: %n turn(s) marked (Undo removes the "
                                          "marks).",
                                          nullptr, marked);
    message->setText(text);
    statusBar()->showMessage(text, 5000);
  });
  connect(m_analyzer, &GameAnalyzer::cancelled, message,
          [message] { message->setText(tr("Analysis cancelled: nothing was marked.")); });
  connect(m_analyzer, &GameAnalyzer::failed, this, [this, message](const QString &reason) {
    const QString text = tr("%1. Nothing was marked.").arg(reason);
    message->setText(text);
    statusBar()->showMessage(text, 8000);
  });

  addDockWidget(Qt::BottomDockWidgetArea, dock);
  dock->hide();
  return dock;
}

void MainWindow::analyseGame() {
  m_evaluationDock->show();
  m_evaluationDock->raise();
  m_analyzer->start();
}
