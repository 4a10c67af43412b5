#include "gameanalyzer.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include "engineclient.h"
#include "enginelines.h"
#include "gamedocument.h"
#include "moveclassification.h"
#include "notation.h"
#include "status.h"

GameAnalyzer::GameAnalyzer(GameDocument *document, QObject *parent)
    : QObject(parent), m_document(document), m_engine(new EngineClient(this)) {
  m_engine->setObjectName(QStringLiteral("gameAnalyzerEngine"));
  connect(m_engine, &EngineClient::lineUpdated, this, &GameAnalyzer::onLine);
  connect(m_engine, &EngineClient::bestMove, this, &GameAnalyzer::onBestMove);
  // A crash, or an engine that hangs in a search (EngineClient's silence
  // watchdog): the run ends like a cancel, nothing applied, the evaluations
  // found so far kept; the next start() restarts the engine.
  connect(m_engine, &EngineClient::failed, this, [this](const QString &reason) {
    dropQuestion(reason);
    if (!m_running) return;
    setRunning(false);
    emit failed(tr("The analysis stopped: %1").arg(reason));
  });
  // The engine answers a position it cannot read with another one's
  // search, whose bestmove the client drops: the run would wait for ever.
  connect(m_engine, &EngineClient::positionRefused, this, [this](const QString &reason) {
    dropQuestion(reason);
    abort(tr("The engine could not read a position of the game (it said: %1)").arg(reason));
  });
  connect(m_engine, &EngineClient::rulesRefused, this, [this](const QString &reason) {
    dropQuestion(reason);
    abort(reason);
  });
  // Node ids are reused by the next game: its evaluations are not these.
  connect(m_document, &GameDocument::gameAboutToBeReset, this, [this] {
    dropQuestion(tr("Another game was opened"));
    abort(tr("Another game was opened during the analysis"));
    clearEvaluations();
  });
  connect(m_document, &GameDocument::nodeAboutToBeRemoved, this,
          [this](sc::NodeId parent, int index) {
            const sc::Node &n = m_document->tree().node(parent);
            if (index < int(n.children.size()) && n.children[std::size_t(index)] != sc::kNoNode)
              for (const Step &s : m_steps)
                if (s.node == n.children[std::size_t(index)]) onStructureChanging();
          });
  connect(m_document, &GameDocument::childrenAboutToBeReordered, this, [this](sc::NodeId parent) {
    for (const Step &s : m_steps)
      if (s.node == parent) onStructureChanging();
  });
}

GameAnalyzer::~GameAnalyzer() = default;

void GameAnalyzer::setDepth(int plies) { m_depth = qBound(1, plies, kMaxDepth); }

std::optional<int> GameAnalyzer::evaluation(sc::NodeId node) const {
  const auto it = m_evaluations.constFind(node);
  if (it == m_evaluations.constEnd()) return std::nullopt;
  return *it;
}

QString GameAnalyzer::bestTurn(sc::NodeId node) const { return m_best.value(node); }

void GameAnalyzer::setRunning(bool running) {
  if (running == m_running) return;
  m_running = running;
  emit runningChanged(running);
}

void GameAnalyzer::clearEvaluations() {
  m_evaluations.clear();
  m_best.clear();
  emit evaluationsCleared();
}

void GameAnalyzer::start() {
  if (m_running) cancel();
  dropQuestion(tr("The whole game is being analysed"));
  const sc::GameTree &tree = m_document->tree();
  m_steps.clear();
  m_index = 0;
  // The positions of the main line, and which of them end the game: those
  // are scored by the rules, not searched (the engine has no turn to give).
  sc::Position pos = tree.start();
  for (sc::NodeId id : tree.mainLine()) {
    const sc::Node &n = tree.node(id);
    if (id != tree.root()) pos.make(n.turn);
    Step step;
    step.node = id;
    step.sideToMove = pos.sideToMove();
    const sc::Status status = sc::evaluateStatus(pos);
    if (status.outcome == sc::Outcome::WhiteWins)
      step.over = Analysis::decidedScore(sc::Color::White, 0);
    else if (status.outcome == sc::Outcome::BlackWins)
      step.over = Analysis::decidedScore(sc::Color::Black, 0);
    else if (status.outcome == sc::Outcome::Draw)
      step.over = 0;
    m_steps.push_back(step);
  }
  clearEvaluations();
  // The game's rule system, as the Analysis dock sends it: without it the
  // engine reads every position in its default one (a chess game's FEN is
  // no Shooters Chess position, and the run waited for ever). Another game
  // ends the run, so it holds for the whole run.
  m_engine->setRules(m_document->variant().rules());
  m_engine->newGame();
  setRunning(true);
  emit progress(0, int(m_steps.size()));
  searchNext();
}

void GameAnalyzer::cancel() {
  if (!m_running) return;
  m_engine->stop();
  setRunning(false);
  emit cancelled();
}

void GameAnalyzer::abort(const QString &reason) {
  if (!m_running) return;
  m_engine->stop();
  setRunning(false);
  emit failed(reason);
}

void GameAnalyzer::onStructureChanging() {
  abort(tr("The game's main line changed during the analysis"));
}

void GameAnalyzer::searchNext() {
  // A listener to progress or evaluated may have cancelled the run.
  if (!m_running) return;
  while (m_index < m_steps.size() && m_steps[m_index].over) {
    Step &step = m_steps[m_index];
    step.score = step.shallow = step.over;
    record(step);
    if (!m_running) return;
  }
  if (m_index == m_steps.size()) {
    finish();
    return;
  }
  // A failed engine is started again for a new run (restart() forgets
  // requests, so it comes first).
  if (m_engine->state() == EngineClient::State::Failed) m_engine->restart();
  const enginelines::EngineGame game =
      enginelines::engineGame(m_document->tree(), m_steps[m_index].node);
  m_engine->analyse(game.startSfen, game.moves, EngineLimits::depth(m_depth));
}

void GameAnalyzer::onLine(const EngineInfo &info) {
  if (!m_running || info.multiPv != 1 || m_index >= m_steps.size()) return;
  // The iteration one ply short of the full depth sees as far past this
  // position as the parent's full-depth search saw past its best turn: the
  // two are compared, so that the side to move's edge at the horizon (large
  // in Shooters Chess, where shooting first counts) does not judge the turn.
  Step &step = m_steps[m_index];
  if (info.depth == m_depth - 1)
    step.shallow = Analysis::fromUci(info.score.mate, info.score.value, step.sideToMove);
}

void GameAnalyzer::onBestMove(const QString &turn) {
  if (answerQuestion()) return;
  if (!m_running || m_index >= m_steps.size()) return;
  Step &step = m_steps[m_index];
  const EngineInfo &line = m_engine->lines().value(0);
  if (!line.pv.isEmpty() || line.depth > 0) {
    step.score = Analysis::fromUci(line.score.mate, line.score.value, step.sideToMove);
    if (!step.shallow) step.shallow = step.score;
  }
  step.best = turn;
  step.pv = line.pv;
  record(step);
  searchNext();
}

void GameAnalyzer::record(Step &step) {
  if (step.score) {
    m_evaluations.insert(step.node, *step.score);
    if (!step.best.isEmpty()) m_best.insert(step.node, step.best);
    emit evaluated(step.node, *step.score);
  }
  ++m_index;
  emit progress(int(m_index), int(m_steps.size()));
}

void GameAnalyzer::finish() {
  setRunning(false);
  const int marked = applyJudgements();
  emit finished(marked);
}

int GameAnalyzer::applyJudgements() {
  const sc::GameTree &tree = m_document->tree();
  m_white = m_black = {};
  // What changes, computed first: the macro is only opened when something does.
  std::vector<std::pair<sc::NodeId, sc::Annotation>> changes;
  std::vector<std::pair<std::size_t, sc::Position>> betterLines;  // parent step, its position
  int marked = 0;
  const int pawn = Analysis::pawnEquivalent(m_document->variant());
  // The game's swing, which weighs each turn's accuracy, is read from the
  // full-depth scores: the ones the run writes as [%eval].
  std::vector<std::optional<int>> scores;
  scores.reserve(m_steps.size());
  for (const Step &step : m_steps) scores.push_back(step.score);
  const std::vector<std::optional<double>> weights = Analysis::turnWeights(scores, pawn);
  // The start's score goes into the game too: read back, it is the "before"
  // of the first turn, as it was in this run.
  if (!m_steps.empty() && m_steps.front().score) {
    sc::Annotation a = tree.node(m_steps.front().node).annotation;
    a.eval = Analysis::evalText(*m_steps.front().score);
    if (!(a == tree.node(m_steps.front().node).annotation))
      changes.emplace_back(m_steps.front().node, std::move(a));
  }
  sc::Position pos = tree.start();
  for (std::size_t i = 1; i < m_steps.size(); ++i) {
    const Step &parent = m_steps[i - 1];
    const Step &step = m_steps[i];
    const sc::Node &node = tree.node(step.node);
    // `pos` is the parent's position until the end of this iteration.
    const auto advance = qScopeGuard([&] { pos.make(node.turn); });
    sc::Annotation a = node.annotation;
    if (step.score) a.eval = Analysis::evalText(*step.score);
    // A pass (D39) is the annotator's question, not a turn to judge.
    if (parent.score && step.shallow && node.turn.kind != sc::TurnKind::Null) {
      Analysis::Judgement judgement =
          Analysis::classify(*parent.score, *step.shallow, parent.sideToMove, pawn);
      // The turn the engine would have played cannot be marked down by it.
      sc::Position at = pos;
      const std::optional<sc::Turn> best = sc::parseTurn(at, parent.best.toStdString());
      if (!best || *best == node.turn) judgement = Analysis::Judgement::None;
      (parent.sideToMove == sc::Color::White ? m_white : m_black)
          .add(judgement, Analysis::scoreTurn(*parent.score, *step.shallow, parent.sideToMove,
                                              weights[i].value_or(Analysis::kMinTurnWeight), pawn));
      if (judgement != Analysis::Judgement::None) {
        std::erase_if(a.nags, Analysis::isMoveNag);
        a.nags.insert(a.nags.begin(), Analysis::nagFor(judgement));
        betterLines.emplace_back(i - 1, pos);
        ++marked;
      }
    }
    if (!(a == node.annotation)) changes.emplace_back(step.node, std::move(a));
  }
  if (changes.empty() && betterLines.empty()) return 0;
  QUndoStack *undo = m_document->undoStack();
  undo->beginMacro(tr("Analyse Game"));
  for (const auto &[node, annotation] : changes) m_document->setAnnotation(node, annotation);
  for (const auto &[index, at] : betterLines) insertBetterLine(m_steps[index], at);
  undo->endMacro();
  return marked;
}

// The engine's line from `parent`'s position as a variation, its first turn
// carrying the engine's score as [%eval]. A line whose first turn the game
// already has (a teacher's variation, or an earlier run's) is left as it is.
void GameAnalyzer::insertBetterLine(const Step &parent, const sc::Position &at) {
  const sc::GameTree &tree = m_document->tree();
  QStringList line = parent.pv;
  if (line.isEmpty() || line.first() != parent.best) line = QStringList{parent.best};
  sc::Position pos = at;
  const std::optional<sc::Turn> first = sc::parseTurn(pos, line.first().toStdString());
  if (!first) return;
  for (sc::NodeId child : tree.node(parent.node).children)
    if (tree.valid(child) && tree.node(child).turn == *first) return;
  if (m_document->insertLine(parent.node, line) == 0) return;
  for (sc::NodeId child : tree.node(parent.node).children) {
    if (!tree.valid(child) || !(tree.node(child).turn == *first)) continue;
    sc::Annotation a = tree.node(child).annotation;
    a.eval = Analysis::evalText(*parent.score);
    m_document->setAnnotation(child, a);
  }
}
