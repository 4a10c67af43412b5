// The rank inspector's dock: the rank table above the rank chart, both over
// the one document, and the ties that views may not make themselves: a row
// selected marks its shooter on the board, a shooter selected on the board
// selects its row, and a click on the chart navigates.
#include <QDockWidget>
#include <QSplitter>

#include "boardview.h"
#include "declarationwizard.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "rankchart.h"
#include "rankhistory.h"
#include "rankinspector.h"
#include "rankmodel.h"
#include "turninput.h"

QDockWidget *MainWindow::createRanksDock() {
  auto *dock = new QDockWidget(tr("Ranks"), this);
  dock->setObjectName(QStringLiteral("rankDock"));
  auto *model = new RankModel(m_document, dock);
  model->setObjectName(QStringLiteral("rankModel"));
  auto *history = new RankHistory(m_document, dock);
  m_rankModel = model;
  m_rankHistory = history;
  auto *inspector = new RankInspector(model);
  inspector->setObjectName(QStringLiteral("rankInspector"));
  auto *chart = new RankChart(history);
  chart->setObjectName(QStringLiteral("rankChart"));

  auto *splitter = new QSplitter(Qt::Vertical);
  splitter->setObjectName(QStringLiteral("rankSplitter"));
  splitter->addWidget(inspector);
  splitter->addWidget(chart);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  splitter->setChildrenCollapsible(false);
  dock->setWidget(splitter);

  connect(inspector, &RankInspector::inspectedSquareChanged, m_board,
          &BoardView::setInspectedSquare);
  connect(m_turnInput, &TurnInput::changed, inspector, [this, inspector] {
    if (m_turnInput->hasSelection()) inspector->selectSquare(m_turnInput->selected());
  });
  // While the wizard guides the board, a click there answers the wizard, so
  // its shooter is the board's selection.
  connect(m_wizard, &DeclarationWizard::changed, inspector, [this, inspector] {
    if (const auto shooter = m_wizard->shooter(); shooter && m_board->isGuided())
      inspector->selectSquare(*shooter);
  });
  connect(chart, &RankChart::nodeRequested, m_document, &GameDocument::goTo);
  // Named for what it shows in the game's rule system.
  auto retitle = [dock, model] {
    switch (model->focus()) {
      case RankModel::Focus::Ranks:
        dock->setWindowTitle(tr("Ranks"));
        break;
      case RankModel::Focus::Weapons:
        dock->setWindowTitle(tr("Weapons"));
        break;
      case RankModel::Focus::Pieces:
        dock->setWindowTitle(tr("Pieces"));
        break;
    }
  };
  connect(model, &QAbstractItemModel::modelReset, dock, retitle);
  retitle();
  return dock;
}
