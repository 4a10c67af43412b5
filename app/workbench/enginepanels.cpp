#include "enginepanels.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QSpinBox>

#include "analysisview.h"
#include "boardview.h"
#include "engineclient.h"
#include "evaluationbar.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "moveclassification.h"
#include "settingskeys.h"

EnginePanels::EnginePanels(QMainWindow *window, GameDocument *document, BoardView *board)
    : QObject(window), m_window(window), m_document(document), m_board(board) {
  m_analysisDock = createAnalysisDock();
  m_evaluationDock = createEvaluationDock();  // enginepanels_evaluation.cpp
  m_barDock = createEvaluationBarDock();
}

void EnginePanels::setEngine(const QString &program, const QMap<QString, QString> &options) {
  m_engine->setChosenOptions(options);
  m_analyzer->engine()->setChosenOptions(options);
  const QString path = program.isEmpty() ? EngineClient::defaultProgram() : program;
  if (program != m_depthProgram) {
    m_depthProgram = program;
    m_analyseDepth->setValue(analyseDepthFor(program));
    AnalysisView::Settings s = m_analysis->settings();
    s.depth = analysisDepthFor(program);
    m_analysis->setSettings(s);
  }
  if (path == m_engine->program() && path == m_analyzer->engine()->program()) return;
  if (m_analyzer->isRunning()) m_analyzer->cancel();
  m_analyzer->engine()->setProgram(path);
  const bool analysing = m_analysis->isAnalysing();
  m_analysis->setAnalysing(false);
  m_engine->setProgram(path);
  m_analysis->setAnalysing(analysing);
}

int EnginePanels::analysisDepthFor(const QString &program) {
  const QSettings settings;
  const QVariant kept = settings.value(SettingsKeys::kAnalysisDepths).toMap().value(program);
  if (kept.isValid()) return kept.toInt();  // the dock clamps it
  return settings.value(SettingsKeys::kAnalysisDepth, AnalysisView::Settings{}.depth).toInt();
}

QDockWidget *EnginePanels::createAnalysisDock() {
  auto *dock = new QDockWidget(tr("Analysis"), m_window);
  dock->setObjectName(QStringLiteral("analysisDock"));
  m_engine = new EngineClient(m_window);
  m_engine->setObjectName(QStringLiteral("engineClient"));
  m_analysis = new AnalysisView(m_document, m_engine);
  dock->setWidget(m_analysis);
  // The controls as the user left them, kept as they change.
  {
    namespace K = SettingsKeys;
    const QSettings settings;
    AnalysisView::Settings s = m_analysis->settings();
    s.lines = settings.value(K::kAnalysisLines, s.lines).toInt();
    s.arrow = settings.value(K::kAnalysisArrow, s.arrow).toBool();
    s.limit = settings.value(K::kAnalysisLimit, s.limit).toInt();
    s.depth = analysisDepthFor(m_depthProgram);
    s.seconds = settings.value(K::kAnalysisSeconds, s.seconds).toInt();
    s.threads = settings.value(K::kAnalysisThreads, s.threads).toInt();
    s.hashMb = settings.value(K::kAnalysisHash, s.hashMb).toInt();
    m_analysis->setSettings(s);
  }
  connect(m_analysis, &AnalysisView::settingsChanged, this, [this] {
    namespace K = SettingsKeys;
    QSettings settings;
    const AnalysisView::Settings s = m_analysis->settings();
    settings.setValue(K::kAnalysisLines, s.lines);
    settings.setValue(K::kAnalysisArrow, s.arrow);
    settings.setValue(K::kAnalysisLimit, s.limit);
    // One engine's depth 12 is another's 30 (as Analyse Game's).
    QVariantMap depths = settings.value(K::kAnalysisDepths).toMap();
    depths.insert(m_depthProgram, s.depth);
    settings.setValue(K::kAnalysisDepths, depths);
    settings.setValue(K::kAnalysisSeconds, s.seconds);
    settings.setValue(K::kAnalysisThreads, s.threads);
    settings.setValue(K::kAnalysisHash, s.hashMb);
  });

  connect(m_analysis, &AnalysisView::previewRequested, m_board, &BoardView::setPreviewPosition);
  connect(m_analysis, &AnalysisView::previewEnded, m_board, &BoardView::clearPreview);
  connect(m_board, &BoardView::previewCleared, m_analysis, &AnalysisView::clearLineSelection);
  connect(m_analysis, &AnalysisView::engineArrowsChanged, m_board, &BoardView::setEngineArrows);
  connect(m_analysis, &AnalysisView::engineAlternativesChanged, m_board,
          &BoardView::setEngineAlternatives);
  // The keyboard's way to the engine, as Lichess's "l": starting shows the dock.
  m_analysePosition = new QAction(tr("Analyse &Position"), m_window);
  m_analysePosition->setObjectName(QStringLiteral("actionAnalysePosition"));
  m_analysePosition->setCheckable(true);
  m_analysePosition->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
  m_analysePosition->setStatusTip(
      tr("Start or stop the engine on the position shown, in the Analysis dock"));
  connect(m_analysePosition, &QAction::toggled, m_analysis, [analysis = m_analysis, dock](bool on) {
    if (on) {
      dock->show();
      dock->raise();
    }
    analysis->setAnalysing(on);
  });
  connect(m_analysis, &AnalysisView::analysingChanged, m_analysePosition, &QAction::setChecked);
  // Lichess's "Show threat": the engine on the position after a pass; turning
  // it on starts the engine, so one key shows the threat.
  m_showThreat = new QAction(tr("Sh&ow Threat"), m_window);
  m_showThreat->setObjectName(QStringLiteral("actionShowThreat"));
  m_showThreat->setCheckable(true);
  m_showThreat->setShortcut(QKeySequence(tr("Ctrl+Shift+X")));
  m_showThreat->setStatusTip(
      tr("Analyse what the other side threatens, as if the side to move passed"));
  connect(m_showThreat, &QAction::toggled, m_analysis,
          [analysis = m_analysis, action = m_analysePosition](bool on) {
            analysis->setShowingThreat(on);
            if (on && !analysis->isAnalysing()) action->setChecked(true);
          });
  connect(m_analysis, &AnalysisView::showingThreatChanged, m_showThreat, &QAction::setChecked);
  // Lichess's Space: the engine's best turn played, and the analysis goes on
  // from the position after it.
  m_playBestTurn = new QAction(tr("Play &Best Turn"), m_window);
  m_playBestTurn->setObjectName(QStringLiteral("actionPlayBestTurn"));
  m_playBestTurn->setShortcut(QKeySequence(tr("Space")));
  m_playBestTurn->setStatusTip(tr("Play the first turn of the Analysis dock's best line"));
  m_playBestTurn->setEnabled(false);
  connect(m_playBestTurn, &QAction::triggered, m_analysis, &AnalysisView::playBestTurn);
  connect(m_analysis, &AnalysisView::bestTurnAvailable, m_playBestTurn, &QAction::setEnabled);
  // A closed dock does not think on: the engine stops with it.
  connect(dock->toggleViewAction(), &QAction::toggled, m_analysis,
          [analysis = m_analysis](bool shown) {
            if (!shown) analysis->setAnalysing(false);
          });
  return dock;
}

QDockWidget *EnginePanels::createEvaluationBarDock() {
  auto *dock = new QDockWidget(tr("Evaluation Bar"), m_window);
  dock->setObjectName(QStringLiteral("evaluationBarDock"));
  dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                    QDockWidget::DockWidgetFloatable);
  // No title bar: its title would not fit the bar's width; the View menu
  // still shows and hides it.
  dock->setTitleBarWidget(new QWidget(dock));
  auto *bar = new EvaluationBar;
  bar->setObjectName(QStringLiteral("evaluationBar"));
  dock->setWidget(bar);
  bar->setFlipped(m_board->isFlipped());
  connect(m_board, &BoardView::flippedChanged, bar, &EvaluationBar::setFlipped);

  // The shown position's score: the live analysis's first line when it is
  // on this position, else the game analysis's, else the game's own [%eval].
  const auto fromGame = [this, bar] {
    const sc::NodeId node = m_document->currentNode();
    std::optional<int> score = m_analyzer->evaluation(node);
    if (!score) score = Analysis::parseEval(m_document->tree().node(node).annotation.eval);
    bar->setPawnEquivalent(Analysis::pawnEquivalent(m_document->variant()));
    bar->setEvaluation(score);
  };
  connect(m_document, &GameDocument::currentNodeChanged, bar, fromGame);
  connect(m_document, &GameDocument::gameReset, bar, fromGame);
  connect(m_document, &GameDocument::annotationChanged, bar, fromGame);
  connect(m_analyzer, &GameAnalyzer::evaluated, bar, [this, bar](sc::NodeId node, int score) {
    if (node == m_document->currentNode()) bar->setEvaluation(score);
  });
  connect(m_engine, &EngineClient::lineUpdated, bar, [this, bar](const EngineInfo &info) {
    // The Analysis dock follows the current turn; its client drops lines of
    // positions it has left.
    if (info.multiPv != 1 || info.pv.isEmpty()) return;
    bar->setEvaluation(
        Analysis::fromUci(info.score.mate, info.score.value, m_document->position().sideToMove()));
  });
  fromGame();
  return dock;
}
