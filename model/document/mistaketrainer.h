// MistakeTrainer: Lichess's "Learn from your mistakes" over an analysed game
// (docs/training.md). Analyse Game marks the turns that lost ground (?!, ?,
// ??) and puts the engine's better turn beside each as a variation whose
// first turn carries its [%eval]; for one side, each such turn becomes an
// exercise: the board goes back to the position before it, the better line
// is hidden, and the user looks for a better turn. The engine's turn solves
// it and the next exercise follows after a pause; the game's own turn or any
// other is taken back, as Training Mode takes back a wrong guess. Only the
// engine's turn counts: no engine judges another turn here.
#pragma once

#include <QObject>
#include <QTimer>
#include <vector>

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
    GameTurn,  // the marked turn again: taken back
    Other,     // another turn: taken back
    Shown,     // the solution was asked for
  };
  Q_ENUM(Verdict)

  explicit MistakeTrainer(GameDocument *document, QObject *parent = nullptr);

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
  enum class Pending { None, Next, TakeBack } m_pending = Pending::None;
  sc::NodeId m_to = sc::kNoNode;
  bool m_added = false;
  int m_undoIndex = 0;
};
