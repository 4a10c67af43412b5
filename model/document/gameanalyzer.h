// GameAnalyzer: "Analyse game" (docs/analysis-game.md). Walks the document's
// main line from the start with its own EngineClient, one fixed-depth search
// per position, never blocking: each answer arrives as a signal. It keeps the
// evaluation of every position it has searched (White's point of view, see
// moveclassification.h) for the evaluation graph, partial results included,
// and when the last position is done judges every turn and applies, as ONE
// undo macro (one Undo removes the whole analysis): each turn's [%eval]
// (Annotation::eval, never the comment), the glyphs of the marked turns, and
// the engine's better line as a variation with its own [%eval]. The
// teacher's comments are never touched. Cancelling, an engine failure (a crash, or a hang its
// EngineClient notices) or a change to the game's structure ends the run with
// nothing applied.
#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "gameaccount.h"
#include "gametree.h"
#include "moveclassification.h"

class EngineClient;
class GameDocument;
struct EngineInfo;

class GameAnalyzer : public QObject {
  Q_OBJECT

 public:
  // Depth 4 searches a 40-ply game in about 20 s on a 2-core machine
  // (docs/analysis-game.md has the figures).
  static constexpr int kDefaultDepth = 4;
  // Another engine's default: Fairy-Stockfish's depth 14 takes about 0.4 s
  // a chess position, a game about what our depth 4 takes.
  static constexpr int kDefaultOtherDepth = 14;
  static constexpr int kMaxDepth = 60;

  explicit GameAnalyzer(GameDocument *document, QObject *parent = nullptr);
  ~GameAnalyzer() override;

  // The analyser's own engine (not the analysis dock's): tests set its program.
  EngineClient *engine() const { return m_engine; }

  void setDepth(int plies);
  int depth() const { return m_depth; }

  // Starts from the root along the main line; restarts a running analysis.
  void start();
  // Ends the run at once; nothing is applied. Evaluations found so far stay.
  void cancel();
  bool isRunning() const { return m_running; }

  // The evaluation of a position searched by the last run (White's view).
  std::optional<int> evaluation(sc::NodeId node) const;
  const QHash<sc::NodeId, int> &evaluations() const { return m_evaluations; }
  // The engine's best turn at a node's position, or empty.
  QString bestTurn(sc::NodeId node) const;
  // Learn from Mistakes asks about a turn the game did not play. The position
  // after `node` is searched as a run searches the main line's (one ply less
  // than depth(), so it sees as far past the position the turn was played
  // from as `before`, that position's full-depth score, White's view, saw)
  // and the turn judged as a run judges one: turnJudged(). False, nothing
  // asked, while a run goes on; a new question replaces the last.
  bool judgeTurn(sc::NodeId node, int before);
  // The answer is no longer wanted.
  void forgetTurn();
  bool isJudgingTurn() const { return m_question.has_value(); }

  // Each side's judged turns and accuracy in the last finished run.
  const Analysis::SideReport &report(sc::Color side) const {
    return side == sc::Color::White ? m_white : m_black;
  }

 signals:
  void runningChanged(bool running);
  // `done` of `total` positions searched.
  void progress(int done, int total);
  void evaluated(sc::NodeId node, int whiteScore);
  void evaluationsCleared();
  // The run ended and its judgements were applied (`marked` turns got a glyph).
  void finished(int marked);
  // The run ended without applying anything: cancelled, or `reason` (for
  // people) when the engine failed or the game changed under it.
  void cancelled();
  void failed(const QString &reason);
  // The answer to judgeTurn(): the judgement, or why there is none (for people).
  void turnJudged(sc::NodeId node, Analysis::Judgement judgement);
  void turnNotJudged(sc::NodeId node, const QString &reason);

 private:
  // One position of the main line.
  struct Step {
    sc::NodeId node = sc::kNoNode;
    sc::Color sideToMove = sc::Color::White;
    std::optional<int> over;     // the game ended here: its score, no search
    std::optional<int> score;    // at the full depth, White's view
    std::optional<int> shallow;  // one ply less: compared with the parent's score
    QString best;
    QStringList pv;  // the engine's line from here, best turn first
  };

  void searchNext();
  void onLine(const EngineInfo &info);
  void onBestMove(const QString &turn);
  void record(Step &step);
  void finish();
  int applyJudgements();
  void insertBetterLine(const Step &parent, const sc::Position &at);
  void abort(const QString &reason);
  void setRunning(bool running);
  void onStructureChanging();
  void clearEvaluations();
  bool answerQuestion();                     // at a bestmove: true when it was the question's
  void dropQuestion(const QString &reason);  // turnNotJudged, when one is asked

  GameDocument *m_document;
  EngineClient *m_engine;
  int m_depth = kDefaultDepth;
  bool m_running = false;
  std::vector<Step> m_steps;
  std::size_t m_index = 0;  // the step being searched
  QHash<sc::NodeId, int> m_evaluations;
  QHash<sc::NodeId, QString> m_best;
  Analysis::SideReport m_white;
  Analysis::SideReport m_black;
  // judgeTurn()'s question, while its search runs.
  struct Question {
    sc::NodeId node = sc::kNoNode;
    int before = 0;
    sc::Color sideToMove = sc::Color::White;  // after the turn
  };
  std::optional<Question> m_question;
};
