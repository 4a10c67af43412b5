#include "mistaketrainer.h"

#include <QUndoStack>

#include "moveclassification.h"

MistakeTrainer::MistakeTrainer(GameDocument *document, QObject *parent)
    : QObject(parent), m_document(document) {
  m_pause.setSingleShot(true);
  connect(&m_pause, &QTimer::timeout, this, &MistakeTrainer::afterPause);
  // Another game: its mistakes are not these (and the history is another
  // tab's: nothing of it is undone).
  connect(document, &GameDocument::gameReset, this, [this] {
    m_pending = Pending::None;
    stop();
  });
  connect(document, &GameDocument::turnPlayed, this, &MistakeTrainer::judge);
  // Gone elsewhere while the engine thinks: its answer is not wanted.
  connect(document, &GameDocument::currentNodeChanged, this, [this](sc::NodeId node) {
    if (m_pending != Pending::Judging || node == m_to) return;
    m_pending = Pending::None;
    if (m_judge) m_judge->forgetTurn();
  });
}

std::vector<MistakeTrainer::Exercise> MistakeTrainer::exercisesFor(const sc::GameTree &tree,
                                                                   sc::Color side) {
  std::vector<Exercise> out;
  for (sc::NodeId played : Analysis::markedTurns(tree, side)) {
    const sc::NodeId before = tree.node(played).parent;
    const std::vector<sc::NodeId> &children = tree.node(before).children;
    for (std::size_t i = 1; i < children.size(); ++i) {
      if (tree.node(children[i]).annotation.eval.empty()) continue;
      out.push_back({before, played, children[i]});
      break;
    }
  }
  return out;
}

bool MistakeTrainer::start(sc::Color side) {
  stop();
  m_exercises = exercisesFor(m_document->tree(), side);
  if (m_exercises.empty()) return false;
  m_side = side;
  m_index = 0;
  m_found = 0;
  m_hidden.assign(std::size_t(m_document->tree().idLimit()), 0);
  const sc::GameTree &tree = m_document->tree();
  for (const Exercise &e : m_exercises)
    for (sc::NodeId n : tree.subtree(e.better)) m_hidden[std::size_t(n)] = 1;
  m_active = true;
  emit activeChanged(true);
  emit hiddenChanged();
  m_document->goTo(m_exercises.front().before);
  emit exerciseChanged(0);
  return true;
}

void MistakeTrainer::stop() {
  leaveTurn();
  if (!m_active) return;
  m_active = false;
  emit activeChanged(false);
  emit hiddenChanged();
}

const MistakeTrainer::Exercise *MistakeTrainer::current() const {
  if (!m_active || m_index >= count()) return nullptr;
  return &m_exercises[std::size_t(m_index)];
}

bool MistakeTrainer::isHidden(sc::NodeId node) const {
  return m_active && node >= 0 && std::size_t(node) < m_hidden.size() &&
         m_hidden[std::size_t(node)];
}

void MistakeTrainer::uncover(sc::NodeId node) {
  if (!m_document->tree().valid(node)) return;
  for (sc::NodeId n : m_document->tree().subtree(node))
    if (std::size_t(n) < m_hidden.size()) m_hidden[std::size_t(n)] = 0;
  emit hiddenChanged();
}

void MistakeTrainer::setJudge(GameAnalyzer *judge) {
  if (m_judge) m_judge->disconnect(this);
  m_judge = judge;
  if (!judge) return;
  connect(judge, &GameAnalyzer::turnJudged, this, &MistakeTrainer::onJudged);
  connect(judge, &GameAnalyzer::turnNotJudged, this, &MistakeTrainer::onNotJudged);
}

void MistakeTrainer::judge(sc::NodeId from, sc::NodeId to, bool added) {
  const Exercise *e = current();
  if (!e || from != e->before || m_pending == Pending::Next || !isHidden(e->better)) return;
  if (m_pending == Pending::Judging && m_judge) m_judge->forgetTurn();
  m_pause.stop();
  m_pending = Pending::None;
  m_to = to;
  m_added = added;
  m_undoIndex = m_document->undoStack()->index();
  if (to == e->better) return solved(Verdict::Found);
  if (to == e->played) return takeBack(Verdict::GameTurn);
  if (!ask(*e)) takeBack(Verdict::Other);
}

bool MistakeTrainer::ask(const Exercise &exercise) {
  m_lastReason.clear();
  // The score the better turn was offered with: the position's, White's view.
  const std::optional<int> before =
      Analysis::parseEval(m_document->tree().node(exercise.better).annotation.eval);
  if (!m_judge || !before) return false;
  m_pending = Pending::Judging;
  emit judged(Verdict::Checking);
  // The judge may answer at once (a turn that ends the game): onJudged has
  // run by the time it returns true.
  if (m_judge->judgeTurn(m_to, *before)) return true;
  m_pending = Pending::None;
  m_lastReason = tr("The whole game is being analysed");
  return false;
}

void MistakeTrainer::onJudged(sc::NodeId node, Analysis::Judgement judgement) {
  if (m_pending != Pending::Judging || node != m_to) return;
  m_pending = Pending::None;
  m_lastJudgement = judgement;
  if (judgement == Analysis::Judgement::None) return solved(Verdict::GoodToo);
  takeBack(Verdict::Worse);
}

void MistakeTrainer::onNotJudged(sc::NodeId node, const QString &reason) {
  if (m_pending != Pending::Judging || node != m_to) return;
  m_pending = Pending::None;
  m_lastReason = reason;
  takeBack(Verdict::Other);
}

void MistakeTrainer::solved(Verdict verdict) {
  const Exercise *e = current();
  if (verdict != Verdict::Shown) ++m_found;
  uncover(e->better);
  m_pending = Pending::Next;
  m_pause.start(3 * m_pauseMs);
  emit judged(verdict);
}

void MistakeTrainer::takeBack(Verdict verdict) {
  m_pending = Pending::TakeBack;
  m_pause.start(m_pauseMs);
  emit judged(verdict);
}

void MistakeTrainer::showSolution() {
  const Exercise *e = current();
  if (!e || !m_document->tree().valid(e->better)) return;
  leaveTurn();
  m_to = e->better;
  m_added = false;
  m_document->goTo(e->better);
  solved(Verdict::Shown);
}

void MistakeTrainer::skip() {
  if (!current()) return;
  leaveTurn();
  next();
}

void MistakeTrainer::next() {
  ++m_index;
  // An exercise whose turns were deleted meanwhile is passed over.
  const sc::GameTree &tree = m_document->tree();
  while (m_index < count() && !(tree.valid(m_exercises[std::size_t(m_index)].before) &&
                                tree.valid(m_exercises[std::size_t(m_index)].better)))
    ++m_index;
  if (m_index >= count()) {
    emit exerciseChanged(m_index);
    stop();
    return;
  }
  m_document->goTo(m_exercises[std::size_t(m_index)].before);
  emit exerciseChanged(m_index);
}

void MistakeTrainer::afterPause() {
  const Pending pending = std::exchange(m_pending, Pending::None);
  if (!m_active) return;
  if (pending == Pending::Next) {
    undoOwnTurn();
    return next();
  }
  // The user went on meanwhile (another turn, another place): nothing to do.
  if (pending != Pending::TakeBack || m_document->currentNode() != m_to) return;
  if (!undoOwnTurn())
    if (const Exercise *e = current()) m_document->goTo(e->before);
}

bool MistakeTrainer::undoOwnTurn() {
  // Only the turn's own edit is undone, never an edit of the user's: a good
  // turn of the user's own goes too, so the exercises leave the game as it was.
  QUndoStack *undo = m_document->undoStack();
  if (!m_added || m_document->currentNode() != m_to || undo->index() != m_undoIndex ||
      !undo->canUndo())
    return false;
  m_added = false;
  undo->undo();
  return true;
}

void MistakeTrainer::leaveTurn() {
  if (m_pending == Pending::Judging && m_judge) m_judge->forgetTurn();
  if (m_pending != Pending::None) undoOwnTurn();
  m_pause.stop();
  m_pending = Pending::None;
}
