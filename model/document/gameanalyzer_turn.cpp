// GameAnalyzer::judgeTurn: one turn off the main line judged the way a run
// judges the main line's (docs/training.md, "Learning from your mistakes").
#include "engineclient.h"
#include "enginelines.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "status.h"

bool GameAnalyzer::judgeTurn(sc::NodeId node, int before) {
  if (m_running || !m_document->tree().valid(node)) return false;
  dropQuestion(tr("Another turn was played"));
  const sc::Color mover = m_document->mover(node);
  const int pawn = Analysis::pawnEquivalent(m_document->variant());
  // A turn that ends the game is scored by the rules, as a run scores one;
  // the engine has no turn to search there. Answered at once.
  sc::Position after = m_document->tree().positionAt(node);
  const sc::Status status = sc::evaluateStatus(after);
  if (status.outcome != sc::Outcome::Ongoing) {
    const int over =
        status.outcome == sc::Outcome::Draw
            ? 0
            : Analysis::decidedScore(
                  status.outcome == sc::Outcome::WhiteWins ? sc::Color::White : sc::Color::Black,
                  0);
    emit turnJudged(node, Analysis::classify(before, over, mover, pawn));
    return true;
  }
  m_question = Question{node, before, ~mover};
  if (m_engine->state() == EngineClient::State::Failed) m_engine->restart();
  m_engine->setRules(m_document->variant().rules());
  const enginelines::EngineGame game = enginelines::engineGame(m_document->tree(), node);
  m_engine->analyse(game.startSfen, game.moves, EngineLimits::depth(std::max(1, m_depth - 1)));
  return true;
}

void GameAnalyzer::forgetTurn() {
  if (!m_question) return;
  m_question.reset();
  m_engine->stop();
}

void GameAnalyzer::dropQuestion(const QString &reason) {
  if (!m_question) return;
  const sc::NodeId node = m_question->node;
  m_question.reset();
  emit turnNotJudged(node, reason);
}

bool GameAnalyzer::answerQuestion() {
  if (!m_question) return false;
  const Question q = *m_question;
  m_question.reset();
  const EngineInfo &line = m_engine->lines().value(0);
  if (line.pv.isEmpty() && line.depth == 0) {
    // No line: the game is over after the turn, which the engine cannot score.
    emit turnNotJudged(q.node, tr("The engine gave no score after this turn"));
    return true;
  }
  const int after = Analysis::fromUci(line.score.mate, line.score.value, q.sideToMove);
  emit turnJudged(q.node, Analysis::classify(q.before, after, ~q.sideToMove,
                                             Analysis::pawnEquivalent(m_document->variant())));
  return true;
}
