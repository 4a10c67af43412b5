// Daily use (issue 15), hooked into the window in one place so that the rest
// of the window need not know it:
//   - the turn box under the board (views/turnbox.h over TurnCompletion),
//     focused with Ctrl+L (docs/turn-box.md);
//   - Play > Play against the Engine (model/document/sparring.h, the
//     SparringDialog), with Take Back, Hint and Resign (docs/sparring.md);
//   - the user's shortcuts (shortcuts.h), applied last, once every action
//     exists; Preferences edits them (shortcutspage.h, docs/shortcuts.md).
// Everything here only creates and connects; the logic lives in the classes named.
#pragma once

#include <QMap>
#include <QObject>
#include <QString>
#include <optional>

class BoardView;
class EngineClient;
class GameDocument;
class QAction;
class QMainWindow;
class QMenu;
class QVBoxLayout;
class Sparring;
class TurnBox;

class DailyUse : public QObject {
  Q_OBJECT

 public:
  // Made last, once every other action exists: the user's keys apply to all.
  // The turn box goes at the end of `column`; Type a Turn into `gameMenu`
  // before `before`, the sparring actions at the head of `playMenu`.
  DailyUse(QMainWindow *window, GameDocument *document, BoardView *board, QVBoxLayout *column,
           QMenu *gameMenu, QAction *before, QMenu *playMenu);

  // The engine games against the engine run (Preferences > Engine; empty for
  // shooters-engine) and its options. A game under way keeps its engine until
  // the next one.
  void setEngine(const QString &program, const QMap<QString, QString> &options);
  // The game against the engine, for the parts of the window that step aside
  // while it runs (training mode).
  Sparring *sparring() const { return m_sparring; }

 private:
  void createTurnBox(QVBoxLayout *column, QMenu *gameMenu, QAction *before);
  void createSparring(QMenu *playMenu);
  void startSparring();
  void updateInput();
  QAction *makeAction(const char *name, const QString &text, const QKeySequence &key,
                      const QString &tip);

  QMainWindow *m_window;
  GameDocument *m_document;
  BoardView *m_board;
  Sparring *m_sparring = nullptr;
  EngineClient *m_sparringEngine = nullptr;
  struct EngineChoice {
    QString program;
    QMap<QString, QString> options;
  };
  void applyEngine(const EngineChoice &choice);
  std::optional<EngineChoice> m_pendingEngine;  // chosen during a game
  TurnBox *m_turnBox = nullptr;
};
