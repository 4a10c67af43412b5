// Sparring: a game against the engine (Play > Play against the Engine,
// docs/sparring.md). The user plays one side on the board or in the turn box;
// whenever the other side is to move after the user's turn, the engine
// (shooters-engine through an EngineClient) is asked and its turn is played
// through GameDocument::playTurn, so the game is recorded in the tree like any
// other. Takeback goes back to before the user's last turn (removing the
// turns this game added), Hint asks the engine for the user's best turn, and
// Resign writes the engine's win in the Result tag. Qt Core only: the window
// connects it to the board and the status bar.
#pragma once

#include <QObject>
#include <QSet>
#include <QString>
#include <vector>

#include "engineprotocol.h"
#include "gametree.h"

class EngineClient;
class GameDocument;

class Sparring : public QObject {
  Q_OBJECT

 public:
  enum class State {
    Off,             // no game against the engine
    UserToMove,      // the user's turn
    EngineThinking,  // the engine searches its turn
    Over,            // the game ended (or the user resigned); Stop ends it
  };
  Q_ENUM(State)

  struct Settings {
    sc::Color userSide = sc::Color::White;
    EngineLimits strength = EngineLimits::depth(4);  // depth or time per turn
  };

  Sparring(GameDocument *document, EngineClient *engine, QObject *parent = nullptr);

  State state() const { return m_state; }
  bool isActive() const { return m_state != State::Off; }
  const Settings &settings() const { return m_settings; }
  // One line for the status bar: whose turn, the engine thinking, how it ended.
  QString statusText() const;

  // Starts a game from the current node; the engine moves at once when it is
  // its side's turn.
  void start(const Settings &settings);
  // Ends the game against the engine (the game stays in the document).
  void stop();
  // The user gives up: the Result tag says the engine won; the game is over.
  void resign();
  // Back to the user's last turn (before it), with the engine's answer; the
  // turns this game added are deleted (one undo step each), so the line can
  // be played again. Returns false when there is nothing to take back.
  bool takeBack();
  // Asks the engine for the user's best turn at the current node; hintReady
  // brings it.
  void hint();

 signals:
  void stateChanged(Sparring::State state);
  // The engine's suggestion for the user, as the game writes it, and its arrows.
  void hintReady(const QString &turn, const std::vector<sc::Arrow> &arrows);
  // Something the user should read: the engine failed, the game ended.
  void message(const QString &text);

 private:
  enum class Asking { Nothing, Turn, Hint };

  void nodeChanged();
  void ask(Asking purpose);
  void onBestMove(const QString &turn);
  void setState(State state);
  // User or engine to move at the current node, or Over when the game ended.
  // `forward`: the current node is one turn after the previous one.
  void settle(bool forward = false);
  bool engineToMove() const;

  GameDocument *m_document = nullptr;
  EngineClient *m_engine = nullptr;
  Settings m_settings;
  State m_state = State::Off;
  Asking m_asking = Asking::Nothing;
  sc::NodeId m_askedAt = sc::kNoNode;  // the node the engine searches
  sc::NodeId m_startNode = sc::kNoNode;
  sc::NodeId m_lastNode = sc::kNoNode;  // the current node when last seen
  QSet<sc::NodeId> m_added;             // nodes this game added to the tree
  bool m_resigned = false;
};
