// EnginePanels' Evaluation dock and Analysis > Analyse Game (docs/analysis-game.md).
#include <QAction>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <utility>

#include "engineclient.h"
#include "enginepanels.h"
#include "evaluationgraph.h"
#include "gameaccount.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "mistaketrainer.h"
#include "moveclassification.h"
#include "movetimechart.h"
#include "movetimes.h"
#include "settingskeys.h"

namespace {

// What an account reads from a game: its main line's turns, marks and scores.
std::size_t accountKey(const sc::GameTree &tree) {
  std::size_t key = 0;
  const auto mix = [&key](std::size_t value) { key = key * 1000003u ^ value; };
  for (sc::NodeId id : tree.mainLine()) {
    const sc::Annotation &a = tree.node(id).annotation;
    mix(std::size_t(id));
    mix(a.nags.empty() ? 0 : std::size_t(a.nags.front()));
    mix(std::hash<std::string>{}(a.eval));
  }
  return key;
}

}  // namespace

QDockWidget *EnginePanels::createEvaluationDock() {
  m_analyzer = new GameAnalyzer(m_document, m_window);
  m_analyzer->setObjectName(QStringLiteral("gameAnalyzer"));

  auto *dock = new QDockWidget(tr("Evaluation Graph"), m_window);
  dock->setObjectName(QStringLiteral("evaluationDock"));
  auto *graph = new EvaluationGraph(m_document);
  graph->setObjectName(QStringLiteral("evaluationGraph"));
  // Under the graph, as Lichess's Move times: only for a game played on a clock.
  auto *times = new MoveTimeChart(m_document);
  times->setObjectName(QStringLiteral("moveTimeChart"));

  m_analyseGame = new QAction(tr("&Analyse Game"), m_window);
  m_analyseGame->setObjectName(QStringLiteral("actionAnalyseGame"));
  m_analyseGame->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
  m_analyseGame->setStatusTip(
      tr("Search every position of the main line and mark inaccuracies, mistakes and blunders"));
  connect(m_analyseGame, &QAction::triggered, this, &EnginePanels::analyseGame);

  auto *analyse = new QPushButton(tr("Analyse Game"));
  analyse->setObjectName(QStringLiteral("analyseGameButton"));
  analyse->setToolTip(m_analyseGame->statusTip());
  connect(analyse, &QPushButton::clicked, m_analyseGame, &QAction::trigger);
  namespace K = SettingsKeys;
  auto *depth = m_analyseDepth = new QSpinBox;
  depth->setObjectName(QStringLiteral("analysisDepth"));
  depth->setRange(1, GameAnalyzer::kMaxDepth);
  depth->setPrefix(tr("Depth "));
  depth->setToolTip(tr("How many plies the engine looks ahead from each position"));
  connect(depth, &QSpinBox::valueChanged, this, [this](int plies) {
    m_analyzer->setDepth(plies);
    QSettings settings;
    QVariantMap depths = settings.value(K::kAnalyseGameDepths).toMap();
    depths.insert(m_depthProgram, plies);
    settings.setValue(K::kAnalyseGameDepths, depths);
  });
  depth->setValue(analyseDepthFor(m_depthProgram));
  m_analyzer->setDepth(depth->value());
  // The analyser's own engine gets its threads and hash here, as the Analysis
  // dock's does there; one thread keeps a run at a fixed depth repeatable.
  auto *threads = new QSpinBox;
  threads->setObjectName(QStringLiteral("analyseGameThreads"));
  threads->setRange(1, qMax(1, QThread::idealThreadCount()));
  threads->setValue(QSettings().value(K::kAnalyseGameThreads, 1).toInt());
  threads->setPrefix(tr("Threads "));
  threads->setToolTip(
      tr("How many threads the engine searches with (1: the same marks every run)"));
  auto *hash = new QSpinBox;
  hash->setObjectName(QStringLiteral("analyseGameHash"));
  hash->setRange(1, 4096);
  hash->setValue(QSettings().value(K::kAnalyseGameHash, 16).toInt());
  hash->setSuffix(tr(" MB"));
  hash->setPrefix(tr("Hash "));
  hash->setToolTip(tr("The size of the engine's hash table"));
  const auto sendOptions = [this, threads, hash] {
    m_analyzer->engine()->setOption(QStringLiteral("Threads"), QString::number(threads->value()));
    m_analyzer->engine()->setOption(QStringLiteral("Hash"), QString::number(hash->value()));
    QSettings settings;
    settings.setValue(K::kAnalyseGameThreads, threads->value());
    settings.setValue(K::kAnalyseGameHash, hash->value());
  };
  sendOptions();
  connect(threads, &QSpinBox::valueChanged, this, sendOptions);
  connect(hash, &QSpinBox::valueChanged, this, sendOptions);
  auto *progress = new QProgressBar;
  progress->setObjectName(QStringLiteral("analysisProgress"));
  // Between runs the bar says what the game holds: its positions, and how
  // many carry a score (a run's, or Lichess's [%eval]s), never "0 of 15",
  // which reads as a run that is stuck.
  const auto countPositions = [this, progress] {
    if (m_analyzer->isRunning()) return;
    const sc::GameTree &tree = m_document->tree();
    const int positions = int(tree.mainLine().size());
    const int scored = Analysis::scoredPositions(tree);
    progress->setRange(0, positions);
    progress->setValue(scored);
    progress->setFormat(scored == 0 ? tr("%n position(s) to analyse", nullptr, positions)
                                    : tr("%1 of %n position(s) scored", nullptr, positions)
                                          .arg(QLocale().toString(scored)));
  };
  countPositions();
  connect(m_document, &GameDocument::gameReset, progress, countPositions);
  connect(m_document, &GameDocument::annotationChanged, progress, countPositions);
  connect(m_document, &GameDocument::nodeInserted, progress, countPositions);
  connect(m_document, &GameDocument::nodeRemoved, progress, countPositions);
  connect(m_document, &GameDocument::childrenReordered, progress, countPositions);
  auto *cancel = new QPushButton(tr("Cancel"));
  cancel->setObjectName(QStringLiteral("cancelAnalysisButton"));
  cancel->setEnabled(false);
  connect(cancel, &QPushButton::clicked, m_analyzer, &GameAnalyzer::cancel);
  auto *message = new QLabel;
  message->setObjectName(QStringLiteral("analysisMessage"));
  message->setWordWrap(true);
  auto *summary = m_summary = new QLabel;
  summary->setObjectName(QStringLiteral("analysisSummary"));
  summary->setTextFormat(Qt::RichText);
  summary->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
  summary->setToolTip(
      tr("Click a count to go to that side's next turn of its kind.\n"
         "Average loss: what the side's turns gave away, on average, in hundredths of "
         "the scores shown (centipawns in chess)."));
  connect(summary, &QLabel::linkActivated, this, &EnginePanels::goToMarked);
  // Under the account, as on Lichess: the marked turns as exercises.
  auto *learn = m_learn = new QPushButton(tr("Learn from Mistakes"));
  learn->setObjectName(QStringLiteral("learnFromMistakesButton"));
  learn->setToolTip(
      tr("Go back to each marked turn of the side at the bottom of the board and "
         "find a better one"));
  learn->hide();
  connect(learn, &QPushButton::clicked, this, &EnginePanels::learnFromMistakesRequested);

  // The settings on one row and the run's progress on the next: on one row
  // the dock needed more width than it gets beside the board, and Cancel
  // was scrolled out of sight.
  auto *controls = new QHBoxLayout;
  controls->addWidget(analyse);
  controls->addWidget(depth);
  controls->addWidget(threads);
  controls->addWidget(hash);
  controls->addStretch(1);
  auto *run = new QHBoxLayout;
  run->addWidget(progress, 1);
  run->addWidget(cancel);
  auto *content = new QWidget;
  auto *layout = new QVBoxLayout(content);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(graph, 1);
  layout->addWidget(times);
  layout->addLayout(controls);
  layout->addLayout(run);
  layout->addWidget(message);
  layout->addWidget(summary);
  layout->addWidget(learn, 0, Qt::AlignLeft);
  dock->setWidget(content);

  connect(graph, &EvaluationGraph::nodeActivated, m_document, &GameDocument::goTo);
  connect(times, &MoveTimeChart::nodeActivated, m_document, &GameDocument::goTo);
  const auto showTimes = [this, times] {
    times->setVisible(MoveTimes::hasTimes(m_document->tree()));
  };
  showTimes();
  connect(m_document, &GameDocument::gameReset, times, showTimes);
  connect(m_document, &GameDocument::nodeInserted, times, showTimes);
  connect(m_document, &GameDocument::nodeRemoved, times, showTimes);
  connect(m_document, &GameDocument::annotationChanged, times, showTimes);
  connect(m_analyzer, &GameAnalyzer::evaluated, graph, &EvaluationGraph::setEvaluation);
  connect(m_analyzer, &GameAnalyzer::evaluationsCleared, graph, &EvaluationGraph::clearEvaluations);
  connect(m_analyzer, &GameAnalyzer::progress, progress, [progress](int done, int total) {
    progress->setFormat(tr("%v of %m positions"));
    progress->setMaximum(total);
    progress->setValue(done);
  });
  connect(m_analyzer, &GameAnalyzer::runningChanged, this,
          [this, analyse, depth, threads, hash, cancel, message, countPositions](bool running) {
            if (!running) countPositions();
            m_analyseGame->setEnabled(!running);
            analyse->setEnabled(!running);
            depth->setEnabled(!running);
            threads->setEnabled(!running);
            hash->setEnabled(!running);
            cancel->setEnabled(running);
            if (running) message->setText(tr("Analysing the main line…"));
          });
  // A game analysed before shows its account as it is opened, and the
  // account follows its marks as they change (Undo of a run, a glyph set by
  // hand); the views' many signals of one edit come to one count.
  m_accountTimer = new QTimer(this);
  m_accountTimer->setSingleShot(true);
  m_accountTimer->setInterval(0);
  connect(m_accountTimer, &QTimer::timeout, this, &EnginePanels::showGameAccount);
  const auto gameChanged = [this] { m_accountTimer->start(); };
  connect(m_document, &GameDocument::gameReset, this, [this] {
    // Never the last game's account on the new one, not even for a moment.
    m_runAccount.reset();
    m_summary->clear();
    m_learn->hide();
    m_gameOpened = true;
    m_accountTimer->start();
  });
  connect(m_document, &GameDocument::annotationChanged, this, gameChanged);
  connect(m_document, &GameDocument::nodeInserted, this, gameChanged);
  connect(m_document, &GameDocument::nodeRemoved, this, gameChanged);
  connect(m_document, &GameDocument::childrenReordered, this, gameChanged);
  connect(m_analyzer, &GameAnalyzer::runningChanged, m_learn, [this](bool running) {
    if (running) m_learn->hide();
  });
  connect(m_analyzer, &GameAnalyzer::finished, this, [this, message](int marked) {
    // The run's own account (its turns judged on the same horizon before and
    // after) while the main line's marks and scores are the ones it left, as
    // they are by now; a turn tried in Learn from Mistakes leaves them too.
    m_accountTimer->stop();
    m_runAccount = accountKey(m_document->tree());
    m_summary->setText(
        summaryText(m_analyzer->report(sc::Color::White), m_analyzer->report(sc::Color::Black)));
    m_learn->setVisible(marked > 0);
    const QString text = marked == 0 ? tr("Analysis done: no turn to mark.")
                                     : tr("Analysis done: %n turn(s) marked (Undo removes the "
                                          "marks).",
                                          nullptr, marked);
    message->setText(text);
    emit statusMessage(text, 5000);
  });
  connect(m_analyzer, &GameAnalyzer::cancelled, message,
          [message] { message->setText(tr("Analysis cancelled: nothing was marked.")); });
  connect(m_analyzer, &GameAnalyzer::failed, this, [this, message](const QString &reason) {
    const QString text = tr("%1. Nothing was marked.").arg(reason);
    message->setText(text);
    emit statusMessage(text, 8000);
  });

  return dock;
}

int EnginePanels::analyseDepthFor(const QString &program) {
  const QVariant kept = QSettings().value(SettingsKeys::kAnalyseGameDepths).toMap().value(program);
  if (kept.isValid()) return qBound(1, kept.toInt(), GameAnalyzer::kMaxDepth);
  return program.isEmpty() ? GameAnalyzer::kDefaultDepth : GameAnalyzer::kDefaultOtherDepth;
}

// Each side's account, Lichess's way: its inaccuracies, mistakes and
// blunders, its average loss and its accuracy.
QString EnginePanels::summaryText(const Analysis::SideReport &white,
                                  const Analysis::SideReport &black) {
  // A table, so that no count needs a plural form and the columns line up.
  const QString cell = QStringLiteral("<td align=\"right\">%1</td>");
  QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr><td></td>");
  // Each header on two lines at its first space ("?!" over "Inaccuracies"):
  // on one, the German table was wider than the panel beside the board.
  for (const QString &head : {tr("?! Inaccuracies"), tr("? Mistakes"), tr("?? Blunders"),
                              tr("Average loss"), tr("Accuracy")}) {
    const qsizetype space = head.indexOf(u' ');
    const QString shown = space < 0 ? head.toHtmlEscaped()
                                    : head.left(space).toHtmlEscaped() + QStringLiteral("<br>") +
                                          head.mid(space + 1).toHtmlEscaped();
    html += QStringLiteral("<td align=\"right\" valign=\"bottom\"><b>%1</b></td>").arg(shown);
  }
  html += QStringLiteral("</tr>");
  const QLocale locale;
  for (sc::Color side : {sc::Color::White, sc::Color::Black}) {
    const Analysis::SideReport &r = side == sc::Color::White ? white : black;
    const std::optional<double> accuracy = r.accuracy();
    const std::optional<int> loss = r.averageLoss();
    html += QStringLiteral("<tr><td><b>%1</b></td>")
                .arg(side == sc::Color::White ? tr("White") : tr("Black"));
    // A count is a link to that side's next turn of its kind, as on Lichess.
    const QChar who = side == sc::Color::White ? QLatin1Char('w') : QLatin1Char('b');
    const std::pair<int, Analysis::Judgement> counts[] = {
        {r.inaccuracies, Analysis::Judgement::Inaccuracy},
        {r.mistakes, Analysis::Judgement::Mistake},
        {r.blunders, Analysis::Judgement::Blunder}};
    for (const auto &[count, kind] : counts)
      html += cell.arg(count == 0 ? locale.toString(count)
                                  : QStringLiteral("<a href=\"%1%2\">%3</a>")
                                        .arg(who)
                                        .arg(int(kind))
                                        .arg(locale.toString(count)));
    html += cell.arg(loss ? locale.toString(*loss) : QStringLiteral("\u2013"));
    html += cell.arg(accuracy ? tr("%1 %").arg(locale.toString(*accuracy, 'f', 0))
                              : QStringLiteral("\u2013"));
    html += QStringLiteral("</tr>");
  }
  return html + QStringLiteral("</table>");
}

// The account a game carries (Analysis::gameAccount): shown for a game with
// [%eval]s on its main line, with Learn from Mistakes when it has exercises.
// Such a game, or one played on a clock, brings the panel forward as it opens.
void EnginePanels::showGameAccount() {
  const sc::GameTree &tree = m_document->tree();
  const bool opened = std::exchange(m_gameOpened, false);
  if (m_analyzer->isRunning() || (m_runAccount && *m_runAccount == accountKey(tree))) return;
  m_runAccount.reset();
  if (!Analysis::carriesEvaluations(tree)) {
    m_summary->clear();
    m_learn->hide();
    // A game played on a clock has its Move times to show, as Lichess shows
    // them under any such game.
    if (opened && MoveTimes::hasTimes(tree)) emit analysedGameOpened();
    return;
  }
  const int pawn = Analysis::pawnEquivalent(m_document->variant());
  const Analysis::SideReport white = Analysis::gameAccount(tree, sc::Color::White, pawn);
  const Analysis::SideReport black = Analysis::gameAccount(tree, sc::Color::Black, pawn);
  m_summary->setText(summaryText(white, black));
  m_learn->setVisible(!MistakeTrainer::exercisesFor(tree, sc::Color::White).empty() ||
                      !MistakeTrainer::exercisesFor(tree, sc::Color::Black).empty());
  if (opened) emit analysedGameOpened();
}

// A link of the summary: "w3" is White's next blunder (Judgement::Blunder).
void EnginePanels::goToMarked(const QString &link) {
  if (link.size() != 2) return;
  const sc::Color side = link.front() == QLatin1Char('b') ? sc::Color::Black : sc::Color::White;
  const auto kind = Analysis::Judgement(link.back().digitValue());
  const sc::NodeId next =
      Analysis::nextMarkedTurn(m_document->tree(), m_document->currentNode(), side, kind);
  if (next != sc::kNoNode) m_document->goTo(next);
}

void EnginePanels::analyseGame() {
  m_evaluationDock->show();
  m_evaluationDock->raise();
  m_analyzer->start();
}
