// MistakeTrainer: Lichess's "Learn from your mistakes" over an analysed game
// (docs/training.md). Analyse Game marks the turns that lost ground (?!, ?,
// ??) and puts the engine's better turn beside each as a variation whose
// first turn carries its [%eval]; for one side, each such turn becomes an
// exercise: the board goes back to the position before it, the better line
// is hidden, and the user looks for a better turn. The engine's turn solves
// it and the next exercise follows after a pause; the game's own turn is
// taken back, as Training Mode takes back a wrong guess. Any other turn is
// put to the analysis's engine (setJudge): one Analyse Game would not have
// marked solves it too, as Lichess's engine accepts a turn that loses
// nothing; one it would have marked is taken back, with its mark said.
#pragma once

#include <QObject>
#include <QTimer>
#include <vector>

#include "gameanalyzer.h"
#include "gamedocument.h"

class MistakeTrainer : public QObject {
  Q_OBJECT

 public:
  struct Exercise {
    sc::NodeId before = sc::kNoNode;  // where the side was to move
    sc::NodeId played = sc::kNoNode;  // the game's marked turn
    sc::NodeId better = sc::kNoNode;  // the analysis's better turn
    friend bool operator==(const Exercise &, const Exercise &) = default;
  };
  enum class Verdict {
    Found,     // the engine's turn: solved, the next exercise follows
    GoodToo,   // another turn the analysis would not mark: solved too
    Checking,  // another turn, put to the engine
    GameTurn,  // the marked turn again: taken back
    Worse,     // another turn the analysis would mark (lastJudgement): taken back
    Other,     // another turn nobody could judge (lastReason): taken back
    Shown,     // the solution was asked for
  };
  Q_ENUM(Verdict)

  explicit MistakeTrainer(GameDocument *document, QObject *parent = nullptr);
  // The analyser whose engine judges a turn that is neither the engine's nor
  // the game's (GameAnalyzer::judgeTurn); without one such a turn is Other.
  void setJudge(GameAnalyzer *judge);

  // The main line's turns of `side` marked ?!, ? or ?? beside a variation
  // whose first turn carries an evaluation, in the order they were played.
  static std::vector<Exercise> exercisesFor(const sc::GameTree &tree, sc::Color side);

  // Starts with the first exercise; false (and off) when `side` has none.
  bool start(sc::Color side);
  void stop();
  bool isActive() const { return m_active; }
  sc::Color side() const { return m_side; }
  int count() const { return int(m_exercises.size()); }
  // The exercise on the board, 0-based; count() once all are done.
  int index() const { return m_index; }
  const Exercise *current() const;
  int found() const { return m_found; }
  // What the engine said of the last turn it judged, and why the last Other
  // was not judged (empty when no engine was there to ask).
  Analysis::Judgement lastJudgement() const { return m_lastJudgement; }
  QString lastReason() const { return m_lastReason; }
  // Whether views leave the node out: a better line not yet found or shown.
  bool isHidden(sc::NodeId node) const;

  void showSolution();
  void skip();  // to the next exercise, unsolved
  // How long a wrong turn stays before it is taken back; the next exercise
  // comes after three times as long, so the found turn can be looked at.
  void setPause(int ms) { m_pauseMs = ms; }

 signals:
  void activeChanged(bool on);
  void hiddenChanged();
  void exerciseChanged(int index);  // index() == count(): done, and off
  void judged(MistakeTrainer::Verdict verdict);

 private:
  void judge(sc::NodeId from, sc::NodeId to, bool added);
  bool ask(const Exercise &exercise);  // Checking: the judge has the turn
  void onJudged(sc::NodeId node, Analysis::Judgement judgement);
  void onNotJudged(sc::NodeId node, const QString &reason);
  void solved(Verdict verdict);  // Found, GoodToo or Shown: the next one after the pause
  void takeBack(Verdict verdict);
  bool undoOwnTurn();  // the exercise's turn, if it was added and nothing came since
  void leaveTurn();    // the turn on the board is left: its question and its edit go
  void afterPause();
  void uncover(sc::NodeId node);  // it and every turn after it
  void next();

  GameDocument *m_document;
  bool m_active = false;
  sc::Color m_side = sc::Color::White;
  std::vector<Exercise> m_exercises;
  int m_index = 0;
  int m_found = 0;
  std::vector<char> m_hidden;  // by node id
  QTimer m_pause;
  int m_pauseMs = 600;
  enum class Pending { None, Judging, Next, TakeBack } m_pending = Pending::None;
  sc::NodeId m_to = sc::kNoNode;
  bool m_added = false;
  int m_undoIndex = 0;
  GameAnalyzer *m_judge = nullptr;
  Analysis::Judgement m_lastJudgement = Analysis::Judgement::None;
  QString m_lastReason;
};
