#include "sparring.h"

#include "engineclient.h"
#include "enginelines.h"
#include "gamedocument.h"
#include "gameend.h"
#include "notation.h"

Sparring::Sparring(GameDocument *document, EngineClient *engine, QObject *parent)
    : QObject(parent), m_document(document), m_engine(engine) {
  connect(m_document, &GameDocument::currentNodeChanged, this, &Sparring::nodeChanged);
  // A new or loaded game is not the one being played.
  connect(m_document, &GameDocument::gameReset, this, &Sparring::stop);
  connect(m_document, &GameDocument::nodeInserted, this, [this](sc::NodeId parent, int index) {
    if (!isActive()) return;
    const sc::Node &node = m_document->tree().node(parent);
    if (index >= 0 && index < int(node.children.size())) m_added.insert(node.children[index]);
  });
  connect(m_engine, &EngineClient::bestMove, this, &Sparring::onBestMove);
  connect(m_engine, &EngineClient::failed, this, [this](const QString &reason) {
    if (!isActive()) return;
    m_asking = Asking::Nothing;
    emit message(tr("The engine failed: %1").arg(reason));
    settle();
  });
  connect(m_engine, &EngineClient::rulesRefused, this, [this](const QString &reason) {
    if (!isActive()) return;
    m_asking = Asking::Nothing;
    emit message(reason);
    settle();
  });
}

QString Sparring::statusText() const {
  const QString side =
      m_settings.userSide == sc::Color::White ? tr("You play White") : tr("You play Black");
  switch (m_state) {
    case State::Off:
      return {};
    case State::UserToMove:
      // Stepped back to one of the engine's turns: it answers only where the
      // line ends or a turn is played.
      if (engineToMove())
        return tr("%1 against the engine: looking back (the engine's turn here)").arg(side);
      return tr("%1 against the engine: your turn").arg(side);
    case State::EngineThinking:
      return tr("%1 against the engine: the engine is thinking\u2026").arg(side);
    case State::Over:
      if (m_resigned) return tr("%1 against the engine: you resigned").arg(side);
      if (const auto end = GameEnd::at(m_document->position()))
        return tr("%1 against the engine: %2").arg(side, end->sentence());
      return tr("%1 against the engine: over").arg(side);
  }
  return {};
}

void Sparring::start(const Settings &settings) {
  stop();
  m_settings = settings;
  m_startNode = m_document->currentNode();
  m_lastNode = m_startNode;
  m_added.clear();
  m_resigned = false;
  m_engine->setRules(m_document->variant().rules());
  m_engine->newGame();
  setState(State::UserToMove);  // active, so that settle() may ask the engine
  // At the start the engine moves even where the tree goes on: the user asked
  // for a game from here.
  if (!GameEnd::at(m_document->position()) && engineToMove())
    ask(Asking::Turn);
  else
    settle();
}

void Sparring::stop() {
  if (m_state == State::Off) return;
  if (m_asking != Asking::Nothing) m_engine->stop();
  m_asking = Asking::Nothing;
  m_added.clear();
  setState(State::Off);
}

void Sparring::resign() {
  if (m_state == State::Off || m_state == State::Over) return;
  if (m_asking != Asking::Nothing) m_engine->stop();
  m_asking = Asking::Nothing;
  m_resigned = true;
  m_document->setTag(QStringLiteral("Result"), m_settings.userSide == sc::Color::White
                                                   ? QStringLiteral("0-1")
                                                   : QStringLiteral("1-0"));
  setState(State::Over);
}

bool Sparring::takeBack() {
  if (m_state == State::Off) return false;
  if (m_asking != Asking::Nothing) m_engine->stop();
  m_asking = Asking::Nothing;
  const sc::GameTree &tree = m_document->tree();
  // Walk back to the user's last turn: the node whose mover is the user.
  sc::NodeId userTurn = m_document->currentNode();
  while (userTurn != m_startNode && userTurn != tree.root() &&
         m_document->mover(userTurn) != m_settings.userSide)
    userTurn = tree.node(userTurn).parent;
  if (userTurn == m_startNode || userTurn == tree.root()) {
    settle();
    return false;
  }
  // A game that had ended goes on again: its result is open once more.
  if (m_state == State::Over) m_document->setTag(QStringLiteral("Result"), QStringLiteral("*"));
  m_resigned = false;
  const sc::NodeId before = tree.node(userTurn).parent;
  // Settles at `before`, with the user to move: the engine is not asked.
  setState(State::UserToMove);
  m_document->goTo(before);
  if (m_added.contains(userTurn)) m_document->deleteVariation(userTurn);
  settle();
  return true;
}

void Sparring::hint() {
  if (m_state != State::UserToMove) return;
  ask(Asking::Hint);
}

bool Sparring::engineToMove() const {
  return m_document->position().sideToMove() != m_settings.userSide;
}

void Sparring::nodeChanged() {
  if (!isActive()) return;
  // A search for another node is stale: its answer is dropped (onBestMove).
  if (m_asking != Asking::Nothing && m_askedAt != m_document->currentNode()) {
    m_engine->stop();
    m_asking = Asking::Nothing;
  }
  // One turn forward (played, or followed into the tree's line) is the
  // user's turn: the engine answers it.
  const sc::NodeId now = m_document->currentNode();
  const bool forward = m_document->tree().node(now).parent == m_lastNode;
  m_lastNode = now;
  settle(forward);
}

void Sparring::settle(bool forward) {
  if (m_state == State::Off) return;
  const bool ended = GameEnd::at(m_document->position()).has_value();
  if (ended) {
    setState(State::Over);
    return;
  }
  if (m_resigned) return;
  if (!engineToMove()) {
    setState(State::UserToMove);
    return;
  }
  // The engine answers a turn just played, and at the end of a line; stepping
  // back through the game only shows it.
  if (forward || m_document->tree().node(m_document->currentNode()).children.empty()) {
    if (m_asking != Asking::Turn) ask(Asking::Turn);
  } else {
    setState(State::UserToMove);
  }
}

void Sparring::ask(Asking purpose) {
  const sc::GameTree &tree = m_document->tree();
  const sc::NodeId node = m_document->currentNode();
  const enginelines::EngineGame game = enginelines::engineGame(tree, node);
  m_asking = purpose;
  m_askedAt = node;
  m_engine->analyse(game.startSfen, game.moves, m_settings.strength);
  if (purpose == Asking::Turn) setState(State::EngineThinking);
}

void Sparring::onBestMove(const QString &turn) {
  const Asking purpose = m_asking;
  if (purpose == Asking::Nothing || !isActive()) return;
  if (m_askedAt != m_document->currentNode()) return;  // the user went elsewhere
  m_asking = Asking::Nothing;
  if (turn.isEmpty()) {  // no legal turn: the game has ended
    settle();
    return;
  }
  sc::Position pos = m_document->position();
  const auto parsed = sc::parseTurn(pos, turn.toStdString());
  if (!parsed) {
    emit message(tr("The engine played a turn that is not legal here: %1").arg(turn));
    setState(State::UserToMove);
    return;
  }
  if (purpose == Asking::Hint) {
    emit hintReady(QString::fromStdString(sc::formatTurnWithSuffix(pos, *parsed)),
                   enginelines::turnArrows(m_document->position(), turn));
    return;
  }
  m_document->playTurn(*parsed);  // nodeChanged settles
  if (m_state == State::Over)
    if (const auto end = GameEnd::at(m_document->position())) emit message(end->sentence());
}

void Sparring::setState(State state) {
  if (state == m_state) return;
  m_state = state;
  emit stateChanged(state);
}
