// EngineClient: talks to a UCI engine (shooters-engine, docs/engine.md) over
// a QIODevice without ever blocking. In the program the device is a QProcess;
// tests hand it a scripted device through setDeviceFactory(). It does the
// handshake, sends positions and searches, keeps the latest line of each
// Multi-PV slot, and turns a crash or a silent engine into failed(reason):
// silent in the handshake or after stop (setTimeout), or silent for too long
// while it searches (setSilenceLimit; shooters-engine speaks every second).
// A new analyse() while a search runs stops it and queues the new position;
// the old search's remaining lines and its bestmove are dropped.
#pragma once

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVector>
#include <functional>
#include <optional>

#include "engineprotocol.h"
#include "ruleset.h"

class QIODevice;

class EngineClient : public QObject {
  Q_OBJECT

 public:
  enum class State {
    NotStarted,  // no engine yet (or shut down)
    Starting,    // uci / isready sent, waiting for uciok / readyok
    Idle,        // ready, not searching
    Searching,
    Stopping,  // stop sent, waiting for bestmove
    Failed,    // crashed, did not start or did not answer; restart() retries
  };
  Q_ENUM(State)

  // Makes the engine's device, parented to `parent`. A QProcess it returns is
  // started by the client (after its signals are connected); any other device
  // must be open for reading and writing.
  using DeviceFactory = std::function<QIODevice *(QObject *parent)>;

  explicit EngineClient(QObject *parent = nullptr);
  ~EngineClient() override;

  // shooters-engine next to the running program (both are built into build/app/).
  static QString defaultProgram();
  // The program the default factory runs; defaultProgram() unless set. A
  // running engine of another program is shut down: the next search starts
  // the new one.
  void setProgram(const QString &program);
  QString program() const { return m_program; }
  void setDeviceFactory(DeviceFactory factory);

  // How long the engine may take to answer isready or stop (default 5000 ms).
  void setTimeout(int ms);
  int timeout() const { return m_timeoutMs; }
  // How long a searching engine may say nothing at all before it counts as
  // hung (default 10000 ms). shooters-engine writes a line at least once a
  // second while it searches, so this is ten missed signs of life.
  void setSilenceLimit(int ms);
  int silenceLimit() const { return m_silenceMs; }

  // Multi-PV lines (1..64). Changed during a search, the search restarts.
  void setMultiPv(int lines);
  // The next search starts a new game (`ucinewgame`): the engine forgets its
  // hash, so a run at a fixed depth gives the same scores every time.
  void newGame() { m_newGamePending = true; }
  int multiPv() const { return m_multiPv; }

  // The rule system searched (UCI_Variant, a registry name) and its options
  // (sc::optionsText), as a game's variant has them: a New Game's
  // "stalemate=loss" is the engine's too. Sent before the next search, the
  // options as "Rule Options" to an engine that lists it. Until set, the
  // engine's default rule system.
  void setRules(const sc::Ruleset &rules);
  QString variant() const { return m_variant; }
  QString ruleOptions() const { return m_ruleOptions; }
  // Whether the engine plays rule system `name`, by its answer to "uci": a
  // UCI_Variant combo offering it, a UCI_Variant of any other type, or, with
  // no UCI_Variant at all, standard chess only (plain UCI). False before the
  // handshake.
  bool playsVariant(const QString &name) const;
  // Why the last search was not sent (rulesRefused); empty once one is.
  QString refusal() const { return m_refusal; }

  // An option to set with "setoption name NAME value VALUE" (Threads, Hash),
  // sent only when the engine's answer to "uci" listed it, after the
  // handshake or before the next search (an engine takes options while idle).
  void setOption(const QString &name, const QString &value);
  // The options the engine listed in its answer to "uci", each as declared
  // (type, default, range, values), and their names.
  const QVector<EngineOption> &optionDeclarations() const { return m_optionDecls; }
  QStringList engineOptions() const;
  bool supportsOption(const QString &name) const { return declaration(name) != nullptr; }
  // The options chosen in Preferences, as a set: each is set (setOption), and
  // one chosen before and not now is no longer sent (the engine keeps what
  // it was told until it is started again).
  void setChosenOptions(const QMap<QString, QString> &options);

  // Starts the engine and its handshake; does nothing unless NotStarted or Failed.
  void start();
  // Ends the engine (quit) and starts a fresh one; the lines are cleared.
  void restart();
  // Sends quit and lets the engine go; the state becomes NotStarted.
  void shutdown();

  // Searches `sfen` after `moves` (the game's turns from that SFEN, for
  // repetition) until `limits`; starts the engine when needed. Replaces any
  // search running or queued.
  void analyse(const QString &sfen, const QStringList &moves = {},
               const EngineLimits &limits = EngineLimits::infinite());
  // Ends the search (its bestmove is still reported) and forgets a queued one.
  void stop();

  State state() const { return m_state; }
  bool isSearching() const { return m_state == State::Searching; }
  QString engineName() const { return m_name; }
  QString errorString() const { return m_error; }
  // The latest line of each Multi-PV slot of the current search, slot 1 first
  // (an empty pv until the slot's first line arrives).
  const QVector<EngineInfo> &lines() const { return m_lines; }
  // The SFEN the current lines belong to.
  QString searchedSfen() const { return m_searched ? m_searched->sfen : QString(); }

 signals:
  void stateChanged(EngineClient::State state);
  void engineNameChanged(const QString &name);
  // The handshake is done: engineOptions() lists what the engine offers.
  void optionsKnown(const QStringList &names);
  // A line of the current search arrived for Multi-PV slot `multiPv` (1-based).
  void lineUpdated(const EngineInfo &info);
  // The lines were cleared (a new search began).
  void linesCleared();
  // The current search ended with this turn (empty: no legal turn).
  void bestMove(const QString &turn);
  // Free text the engine wrote ("info string ...").
  void message(const QString &text);
  // The engine could not read the position sent ("info string position
  // ignored: ..."): the search that follows is of another one, and its lines
  // and bestmove are dropped. `reason` is the engine's.
  void positionRefused(const QString &reason);
  // The engine does not play the rule system set (playsVariant): the search
  // was not sent and the engine stays idle for the next one. `reason` is for
  // people.
  void rulesRefused(const QString &reason);
  // The engine is gone or mute; `reason` is for people. restart() retries.
  void failed(const QString &reason);

 private:
  struct Request {
    QString sfen;
    QStringList moves;
    EngineLimits limits;
  };

  void setState(State state);
  void send(const QString &line);
  void readLines();
  void handleLine(const QString &line);
  void startRequest();  // sends the queued request (state Idle)
  void refuseRules();   // the rule system set is not the engine's (playsVariant)
  void sendOptions();   // the options set and offered, not yet sent
  const EngineOption *declaration(const QString &name) const;  // or nullptr
  void removeOption(const QString &name) { m_options.remove(name); }
  void fail(const QString &reason);
  void dropDevice();  // disconnects and lets the device go
  void armTimeout();
  void hung(int ms);  // fails with "did not answer for ms"
  void onDeviceGone();

  QString m_program;
  DeviceFactory m_factory;
  QPointer<QIODevice> m_device;
  QTimer m_timer;  // the answer to isready or stop is due
  int m_timeoutMs = 5000;
  QTimer m_silence;  // runs while Searching, restarted by every line
  int m_silenceMs = 10000;
  int m_multiPv = 1;
  int m_sentMultiPv = 0;  // what the engine was told; 0: nothing yet
  bool m_quitting = false;
  QString m_variant;
  QString m_variantTitle;  // for people: "Shooters Chess (revised edition)"
  QString m_sentVariant;   // what the engine was told
  QString m_ruleOptions;
  std::optional<QString> m_sentRuleOptions;  // since the variant was sent
  QVector<EngineOption> m_optionDecls;       // listed in the answer to uci
  QMap<QString, QString> m_chosenOptions;    // setChosenOptions
  QString m_refusal;
  QMap<QString, QString> m_options;      // wanted
  QMap<QString, QString> m_sentOptions;  // what the engine was told

  State m_state = State::NotStarted;
  QString m_name;
  QString m_error;
  std::optional<Request> m_pending;   // to search once the engine is idle
  std::optional<Request> m_searched;  // the search running (or last run)
  bool m_superseded = false;          // the running search's bestmove is stale
  QVector<EngineInfo> m_lines;
  bool m_newGamePending = false;
};
