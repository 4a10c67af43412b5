#include "analysisview.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "enginelines.h"
#include "gamedocument.h"
#include "moveclassification.h"
#include "sfen.h"

AnalysisView::AnalysisView(GameDocument *document, EngineClient *engine, QWidget *parent)
    : QWidget(parent), m_document(document), m_engine(engine) {
  setObjectName(QStringLiteral("analysisView"));

  m_start = new QPushButton(tr("Start"));
  m_start->setObjectName(QStringLiteral("analysisStartButton"));
  m_start->setCheckable(true);
  m_start->setToolTip(
      tr("Analyse the current position until stopped; the analysis follows "
         "the current turn"));
  m_multiPv = new QSpinBox;
  m_multiPv->setObjectName(QStringLiteral("analysisLinesSpin"));
  m_multiPv->setRange(1, 5);
  m_multiPv->setValue(qBound(1, engine->multiPv(), 5));
  m_multiPv->setToolTip(tr("How many of the best lines the engine shows"));
  auto *multiPvLabel = new QLabel(tr("&Lines:"));
  multiPvLabel->setBuddy(m_multiPv);
  m_arrow = new QCheckBox(tr("Best-turn &arrow"));
  m_arrow->setObjectName(QStringLiteral("analysisArrowCheck"));
  m_arrow->setChecked(true);
  m_arrow->setToolTip(tr("Draw the engine's best turn on the board"));

  m_threat = new QCheckBox(tr("&Show threat"));
  m_threat->setObjectName(QStringLiteral("analysisThreatCheck"));
  m_threat->setToolTip(
      tr("Analyse what the other side threatens: the position as if the side to move "
         "passed (a null move)"));

  m_name = new QLabel;
  m_name->setObjectName(QStringLiteral("analysisEngineLabel"));
  QFont bold = m_name->font();
  bold.setBold(true);
  m_name->setFont(bold);
  m_state = new QLabel;
  m_state->setObjectName(QStringLiteral("analysisStateLabel"));
  m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_state->setWordWrap(true);
  m_restart = new QPushButton(tr("Restart"));
  m_restart->setObjectName(QStringLiteral("analysisRestartButton"));
  m_restart->setToolTip(tr("Start the engine again"));

  m_lines = new QTreeWidget;
  m_lines->setObjectName(QStringLiteral("analysisLines"));
  m_lines->setColumnCount(ColumnCount);
  m_lines->setHeaderLabels({tr("Score"), tr("Depth"), tr("kN/s"), tr("Line")});
  m_lines->setRootIsDecorated(false);
  m_lines->setUniformRowHeights(true);
  m_lines->setAlternatingRowColors(true);
  m_lines->setAllColumnsShowFocus(true);
  m_lines->setTextElideMode(Qt::ElideRight);
  m_lines->setWordWrap(false);
  m_lines->setSelectionMode(QAbstractItemView::SingleSelection);
  m_lines->installEventFilter(this);
  // Right-aligned numbers would touch the line that follows them.
  m_lines->setStyleSheet(QStringLiteral("QTreeView::item { padding: 0 6px 0 3px; }"));
  QHeaderView *header = m_lines->header();
  header->setStretchLastSection(true);
  header->setSectionsMovable(false);
  header->setSectionResizeMode(QHeaderView::Interactive);
  // Wide enough for "-88.88", "Depth" and "kN/s", so the columns do not
  // jump as lines update and the line keeps the rest.
  const QFontMetrics fm = m_lines->fontMetrics();
  header->resizeSection(
      ScoreColumn,
      fm.horizontalAdvance(Analysis::describeScore(Analysis::decidedScore(sc::Color::White, 15))) +
          20);
  header->resizeSection(DepthColumn, fm.horizontalAdvance(tr("Depth")) + 20);
  header->resizeSection(SpeedColumn, fm.horizontalAdvance(QStringLiteral("8,888")) + 20);
  for (int column : {ScoreColumn, DepthColumn, SpeedColumn})
    m_lines->headerItem()->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);

  m_insert = new QPushButton(tr("&Insert as Variation"));
  m_insert->setObjectName(QStringLiteral("analysisInsertButton"));
  m_insert->setToolTip(
      tr("Add the selected line (or the first) to the game at the analysed "
         "turn, with its score and depth as a comment"));

  auto *controls = new QHBoxLayout;
  controls->addWidget(m_start);
  controls->addSpacing(8);
  controls->addWidget(multiPvLabel);
  controls->addWidget(m_multiPv);
  controls->addSpacing(8);
  controls->addWidget(m_arrow);
  controls->addSpacing(8);
  controls->addWidget(m_threat);
  controls->addStretch(1);
  auto *status = new QHBoxLayout;
  status->addWidget(m_name);
  status->addWidget(m_state, 1);
  status->addWidget(m_restart);
  auto *bottom = new QHBoxLayout;
  bottom->addStretch(1);
  bottom->addWidget(m_insert);
  auto *layout = new QVBoxLayout(this);
  layout->addLayout(controls);
  layout->addLayout(createSettings());
  layout->addLayout(status);
  layout->addWidget(m_lines, 1);
  layout->addLayout(bottom);

  connect(m_start, &QPushButton::toggled, this, &AnalysisView::setAnalysing);
  connect(m_multiPv, &QSpinBox::valueChanged, this, [this](int lines) {
    m_engine->setMultiPv(lines);
    // The rows beyond the new count go; the engine fills the rest again.
    while (m_lines->topLevelItemCount() > lines) delete m_lines->takeTopLevelItem(lines);
  });
  connect(m_arrow, &QCheckBox::toggled, this, &AnalysisView::updateArrows);
  connect(m_threat, &QCheckBox::toggled, this, &AnalysisView::setShowingThreat);
  connect(m_multiPv, &QSpinBox::valueChanged, this, &AnalysisView::settingsChanged);
  connect(m_arrow, &QCheckBox::toggled, this, &AnalysisView::settingsChanged);
  connect(m_restart, &QPushButton::clicked, this, &AnalysisView::restartEngine);
  connect(m_insert, &QPushButton::clicked, this, &AnalysisView::insertSelectedLine);
  connect(m_lines, &QTreeWidget::itemClicked, this, &AnalysisView::previewRow);
  connect(m_lines, &QTreeWidget::itemActivated, this, &AnalysisView::previewRow);
  connect(m_lines, &QTreeWidget::itemSelectionChanged, this, &AnalysisView::updateState);

  connect(engine, &EngineClient::stateChanged, this, &AnalysisView::updateState);
  connect(engine, &EngineClient::stateChanged, this, &AnalysisView::updateSettings);
  connect(engine, &EngineClient::engineNameChanged, this, &AnalysisView::updateState);
  connect(engine, &EngineClient::failed, this, &AnalysisView::updateState);
  connect(engine, &EngineClient::rulesRefused, this, &AnalysisView::updateState);
  connect(engine, &EngineClient::lineUpdated, this, &AnalysisView::showLine);
  connect(document, &GameDocument::currentNodeChanged, this, &AnalysisView::nodeChanged);
  connect(document, &GameDocument::gameReset, this, [this] {
    // Another game: its root may have the old one's node id, not its position.
    m_node = sc::kNoNode;
    m_position.reset();
    clearLines();
    nodeChanged();
  });
  engine->setMultiPv(m_multiPv->value());
  updateState();
}

AnalysisView::~AnalysisView() = default;

void AnalysisView::setAnalysing(bool on) {
  if (m_start->isChecked() != on) m_start->setChecked(on);  // comes back here
  if (on == m_analysing) return;
  m_analysing = on;
  if (on) {
    requestAnalysis();
  } else if (m_engine) {
    m_engine->stop();
  }
  updateState();
  emit analysingChanged(on);
}

void AnalysisView::setShowingThreat(bool on) {
  if (m_threat->isChecked() != on) m_threat->setChecked(on);  // comes back here
  if (on == m_showThreat) return;
  m_showThreat = on;
  // The lines on show are about another position now.
  m_position.reset();
  clearLines();
  if (m_analysing) requestAnalysis();
  emit showingThreatChanged(on);
}

void AnalysisView::requestAnalysis() {
  if (!m_analysing || !m_document || !m_engine) return;
  const sc::GameTree &tree = m_document->tree();
  const sc::NodeId node = m_document->currentNode();
  if (node != m_node || !m_position) {
    clearLines();
    m_node = node;
    m_position = m_document->position();
    const auto threat = m_showThreat ? enginelines::afterPass(*m_position) : std::nullopt;
    m_threatShown = threat.has_value();
    if (threat) m_position = threat;
  }
  enginelines::EngineGame game;
  if (m_threatShown) {
    // The pass starts the engine's game: what came before cannot repeat
    // across it (D39).
    game.startSfen = QString::fromStdString(sc::writeSfen(*m_position));
  } else {
    game = enginelines::engineGame(tree, node);
  }
  m_engine->setRules(m_document->variant().rules());
  m_engine->analyse(game.startSfen, game.moves, limits());
  updateState();
}

void AnalysisView::nodeChanged() {
  if (!m_document || (m_document->currentNode() == m_node && m_position)) return;
  if (m_analysing) {
    requestAnalysis();
  } else {
    clearLines();
    m_node = sc::kNoNode;
    m_position.reset();
  }
}

void AnalysisView::restartEngine() {
  m_engine->restart();
  m_position.reset();  // the lines start again
  if (m_analysing) requestAnalysis();
  updateState();
}

void AnalysisView::updateState() {
  if (!m_engine) return;
  using State = EngineClient::State;
  const State state = m_engine->state();
  m_start->setText(m_analysing ? tr("Stop") : tr("Start"));
  const QString name = m_engine->engineName();
  m_name->setText(name.isEmpty() ? tr("Engine") : name);
  QString text;
  switch (state) {
    case State::NotStarted:
      text = tr("not running");
      break;
    case State::Starting:
      text = tr("starting\u2026");
      break;
    case State::Idle:
      text = m_analysing && m_lines->topLevelItemCount() > 0 ? tr("done") : tr("stopped");
      break;
    case State::Searching:
      text = m_threatShown ? tr("analysing the threat") : tr("analysing");
      break;
    case State::Stopping:
      text = tr("stopping\u2026");
      break;
    case State::Failed:
      text = m_engine->errorString();
      break;
  }
  // Threat mode where no pass is allowed: the lines are the position's own.
  if (m_analysing && m_showThreat && m_position && !m_threatShown &&
      (state == State::Searching || state == State::Idle))
    text = tr("no threat: the side to move cannot pass here");
  // Another engine than ours may not play this game: it says so in red
  // until a game it plays is shown.
  const bool refused = state == State::Idle && !m_engine->refusal().isEmpty();
  if (refused) text = m_engine->refusal();
  const bool failed = state == State::Failed;
  m_state->setText(text);
  m_state->setToolTip(failed || refused ? text : QString());
  m_state->setStyleSheet(failed || refused ? QStringLiteral("color: #c62828;") : QString());
  m_restart->setVisible(failed);
  m_insert->setEnabled(m_lines->topLevelItemCount() > 0);
}

bool AnalysisView::eventFilter(QObject *watched, QEvent *event) {
  if (watched == m_lines && event->type() == QEvent::KeyPress &&
      static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
    clearLineSelection();
    emit previewEnded();
    return true;
  }
  return QWidget::eventFilter(watched, event);
}
