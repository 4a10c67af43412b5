#include "turntrainer.h"

#include <QUndoStack>

TurnTrainer::TurnTrainer(GameDocument *document, QObject *parent)
    : QObject(parent), m_document(document) {
  m_pause.setSingleShot(true);
  m_pause.setInterval(600);
  connect(&m_pause, &QTimer::timeout, this, &TurnTrainer::afterPause);
  connect(document, &GameDocument::gameReset, this, [this] {
    if (!m_active) return;
    emit left(m_shown);
    reset();
  });
  connect(document, &GameDocument::currentNodeChanged, this, [this](sc::NodeId node) {
    if (m_active) reveal(node);
  });
  // Turns added while training (an engine's line, a redone turn) are the
  // user's own: shown.
  connect(document, &GameDocument::nodeInserted, this, [this](sc::NodeId parent, int index) {
    if (!m_active) return;
    const sc::GameTree &tree = m_document->tree();
    if (!tree.valid(parent) || index >= int(tree.node(parent).children.size())) return;
    revealSubtree(tree.node(parent).children[std::size_t(index)]);
    emit hiddenChanged();
  });
  connect(document, &GameDocument::turnPlayed, this, &TurnTrainer::judge);
}

void TurnTrainer::setActive(bool on) {
  if (on == m_active) return;
  m_active = on;
  m_pause.stop();
  m_pending = Pending::None;
  if (on) reset();
  emit activeChanged(on);
  emit hiddenChanged();
}

bool TurnTrainer::isHidden(sc::NodeId node) const {
  return m_active && node >= 0 && std::size_t(node) < m_shown.size() && !m_shown[std::size_t(node)];
}

void TurnTrainer::reset() {
  m_pause.stop();
  m_pending = Pending::None;
  m_shown.assign(std::size_t(m_document->tree().idLimit()), 0);
  reveal(m_document->currentNode());
  emit hiddenChanged();
}

void TurnTrainer::restore(Progress progress) {
  if (!m_active) return;
  m_pause.stop();
  m_pending = Pending::None;
  m_shown = std::move(progress);
  reveal(m_document->currentNode());
  emit hiddenChanged();
}

void TurnTrainer::reveal(sc::NodeId node) {
  const sc::GameTree &tree = m_document->tree();
  bool changed = false;
  m_justShown = isHidden(node) ? node : sc::kNoNode;
  for (; tree.valid(node) && isHidden(node); node = tree.node(node).parent) {
    m_shown[std::size_t(node)] = 1;
    changed = true;
  }
  if (changed) emit hiddenChanged();
}

void TurnTrainer::revealSubtree(sc::NodeId node) {
  for (sc::NodeId n : m_document->tree().subtree(node))
    if (std::size_t(n) < m_shown.size()) m_shown[std::size_t(n)] = 1;
}

void TurnTrainer::judge(sc::NodeId from, sc::NodeId to, bool added) {
  if (!m_active) return;
  const sc::GameTree &tree = m_document->tree();
  const std::vector<sc::NodeId> &choices = tree.node(from).children;
  // An added turn is the last child; before it, `from` may have had none.
  if (added && choices.size() == 1) return emit judged(Verdict::Beyond);
  // Only a guess is judged: where the game's turn was still hidden. Where it
  // shows (solved, or shown with →) a turn is the user's analysis.
  const bool guess = to == choices.front() ? m_justShown == to : isHidden(choices.front());
  if (!guess) return;
  m_from = from;
  m_to = to;
  m_added = added;
  m_undoIndex = m_document->undoStack()->index();
  if (to != choices.front()) {
    m_pending = Pending::TakeBack;
    m_pause.start();
    return emit judged(Verdict::Wrong);
  }
  const bool answered = !tree.node(to).children.empty();
  const bool last = !answered || tree.node(tree.node(to).children.front()).children.empty();
  if (answered) {
    m_pending = Pending::Answer;
    m_pause.start();
  }
  emit judged(last ? Verdict::Solved : Verdict::Correct);
}

void TurnTrainer::afterPause() {
  const Pending pending = std::exchange(m_pending, Pending::None);
  // The user went on meanwhile (another turn, another game): nothing to do.
  if (!m_active || m_document->currentNode() != m_to) return;
  const sc::GameTree &tree = m_document->tree();
  if (pending == Pending::Answer) {
    if (!tree.node(m_to).children.empty()) m_document->goTo(tree.node(m_to).children.front());
  } else if (pending == Pending::TakeBack) {
    // Only the wrong turn's own edit is undone, never an edit of the user's.
    if (m_added && m_document->undoStack()->index() == m_undoIndex &&
        m_document->undoStack()->canUndo())
      m_document->undoStack()->undo();
    else if (tree.valid(m_from))
      m_document->goTo(m_from);
  }
}
