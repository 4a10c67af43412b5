// The Analysis dock: an EngineClient running shooters-engine (next to this
// program) and the AnalysisView that drives it, tied to the board: a clicked
// line previews on the board, the best turn is an engine arrow there.
#include <QAction>
#include <QDockWidget>

#include "analysisview.h"
#include "boardview.h"
#include "engineclient.h"
#include "mainwindow.h"

QDockWidget *MainWindow::createAnalysisDock() {
  auto *dock = new QDockWidget(tr("Analysis"), this);
  dock->setObjectName(QStringLiteral("analysisDock"));
  m_engine = new EngineClient(this);
  m_engine->setObjectName(QStringLiteral("engineClient"));
  m_analysis = new AnalysisView(m_document, m_engine);
  dock->setWidget(m_analysis);

  connect(m_analysis, &AnalysisView::previewRequested, m_board, &BoardView::setPreviewPosition);
  connect(m_analysis, &AnalysisView::previewEnded, m_board, &BoardView::clearPreview);
  connect(m_board, &BoardView::previewCleared, m_analysis, &AnalysisView::clearLineSelection);
  connect(m_analysis, &AnalysisView::engineArrowsChanged, m_board, &BoardView::setEngineArrows);
  // A closed dock does not think on: the engine stops with it.
  connect(dock->toggleViewAction(), &QAction::toggled, m_analysis,
          [analysis = m_analysis](bool shown) {
            if (!shown) analysis->setAnalysing(false);
          });
  return dock;
}
