#include "rankspanel.h"

#include <QDockWidget>
#include <QSplitter>

#include "boardview.h"
#include "declarationwizard.h"
#include "gamedocument.h"
#include "rankchart.h"
#include "rankhistory.h"
#include "rankinspector.h"
#include "rankmodel.h"
#include "turninput.h"

RanksPanel::RanksPanel(QWidget *window, GameDocument *document, BoardView *board, TurnInput *input,
                       DeclarationWizard *wizard)
    : QObject(window) {
  m_dock = new QDockWidget(tr("Ranks"), window);
  m_dock->setObjectName(QStringLiteral("rankDock"));
  m_model = new RankModel(document, m_dock);
  m_model->setObjectName(QStringLiteral("rankModel"));
  m_history = new RankHistory(document, m_dock);
  auto *inspector = new RankInspector(m_model);
  inspector->setObjectName(QStringLiteral("rankInspector"));
  auto *chart = new RankChart(m_history);
  chart->setObjectName(QStringLiteral("rankChart"));

  auto *splitter = new QSplitter(Qt::Vertical);
  splitter->setObjectName(QStringLiteral("rankSplitter"));
  splitter->addWidget(inspector);
  splitter->addWidget(chart);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  splitter->setChildrenCollapsible(false);
  m_dock->setWidget(splitter);

  connect(inspector, &RankInspector::inspectedSquareChanged, board, &BoardView::setInspectedSquare);
  connect(input, &TurnInput::changed, inspector, [input, inspector] {
    if (input->hasSelection()) inspector->selectSquare(input->selected());
  });
  // While the wizard guides the board, a click there answers the wizard, so
  // its shooter is the board's selection.
  connect(wizard, &DeclarationWizard::changed, inspector, [wizard, board, inspector] {
    if (const auto shooter = wizard->shooter(); shooter && board->isGuided())
      inspector->selectSquare(*shooter);
  });
  connect(chart, &RankChart::nodeRequested, document, &GameDocument::goTo);
  connect(m_model, &QAbstractItemModel::modelReset, this, &RanksPanel::retitle);
  retitle();
}

void RanksPanel::setShownPosition(const sc::Position *position) {
  m_model->setShownPosition(position);
  m_history->setShownPosition(position);
}

// Named for what it shows in the game's rule system.
void RanksPanel::retitle() {
  switch (m_model->focus()) {
    case RankModel::Focus::Ranks:
      m_dock->setWindowTitle(tr("Ranks"));
      break;
    case RankModel::Focus::Weapons:
      m_dock->setWindowTitle(tr("Weapons"));
      break;
    case RankModel::Focus::Pieces:
      m_dock->setWindowTitle(tr("Pieces"));
      break;
  }
}
