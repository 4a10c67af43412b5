// AnalysisView: the Analysis dock's contents. Starts and stops infinite
// analysis of the document's current node with an EngineClient (following
// the node as the user navigates), shows the engine's lines (score from
// White's point of view, depth, speed, the line with turn numbers), and turns
// the user's wishes into intents: preview a line's end on the board, insert a
// line as a variation (GameDocument::insertLine), show the best turn as an
// arrow. The board is not its business: app/ connects the signals.
//   analysisview.cpp           construction, engine state, start and stop
//   analysisview_lines.cpp     the rows, preview, insert, arrows
//   analysisview_settings.cpp  the search's limit, threads and hash
#pragma once

#include <QPointer>
#include <QWidget>
#include <optional>
#include <vector>

#include "engineclient.h"
#include "enginelines.h"
#include "gametree.h"

class GameDocument;
class QCheckBox;
class QComboBox;
class QLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

class AnalysisView : public QWidget {
  Q_OBJECT

 public:
  enum Column { ScoreColumn, DepthColumn, SpeedColumn, LineColumn, ColumnCount };

  // `engine` is the caller's; the view drives it and reads its lines.
  AnalysisView(GameDocument *document, EngineClient *engine, QWidget *parent = nullptr);
  ~AnalysisView() override;

  bool isAnalysing() const { return m_analysing; }
  // What the dock's controls say, so that app/ can keep them between
  // sessions as Lichess keeps its engine's settings. Threat mode is not one:
  // it is a question about one position.
  struct Settings {
    int lines = 1;
    bool arrow = true;
    int limit = 0;  // 0 until stopped, 1 to a depth, 2 for a time
    int depth = 12;
    int seconds = 10;
    int threads = 1;
    int hashMb = 16;
  };
  Settings settings() const;
  // Each value is clamped to its control's range.
  void setSettings(const Settings &settings);
  // Threat mode (Lichess's "Show threat"): the engine analyses the position as
  // if the side to move passed (a null move, D39), so the lines are what the
  // other side threatens. Where no pass is allowed (in check, a game's end, a
  // fortune of war due) the position itself is analysed.
  bool isShowingThreat() const { return m_showThreat; }
  // Whether the lines on show are a threat's (threat mode where a pass is allowed).
  bool threatShown() const { return m_threatShown; }
  // How long each search runs: until stopped, to a depth, or for a time.
  EngineLimits limits() const;
  EngineClient *engine() const { return m_engine; }
  // The rows on show, one per Multi-PV line with a line (tests read them).
  QTreeWidget *linesWidget() const { return m_lines; }
  // Whether the first line's first turn can be played (Lichess's Space):
  // lines of the shown position itself, not of a threat.
  bool hasBestTurn() const;

 public slots:
  void setAnalysing(bool on);
  void setShowingThreat(bool on);
  // Ends the selection that a preview came from (the board ended the preview).
  void clearLineSelection();
  // Adds the selected line (line 1 if none is selected) at the analysed node.
  void insertSelectedLine();
  // Plays the first line's first turn in the game (its turn if the game has
  // it already, else a new one), and the analysis goes on from there.
  void playBestTurn();

 signals:
  // Show this position on the board, marked with `label`, until previewEnded.
  void previewRequested(const sc::Position &position, const QString &label);
  void previewEnded();
  // The engine's best turn as arrows (empty: none).
  void engineArrowsChanged(const std::vector<sc::Arrow> &arrows);
  // The other lines' first turns (Lines above 1), for the board.
  void engineAlternativesChanged(const std::vector<enginelines::LineArrow> &arrows);
  // hasBestTurn() changed.
  void bestTurnAvailable(bool available);
  // Analysis was started or stopped (the button, a menu action, a closed dock).
  void analysingChanged(bool on);
  void showingThreatChanged(bool on);
  // A control of settings() changed.
  void settingsChanged();

 protected:
  bool eventFilter(QObject *watched, QEvent *event) override;

 private:
  // analysisview.cpp
  void requestAnalysis();  // the current node, when analysing
  QLayout *createSettings();
  void sendEngineOptions();
  void updateSettings();  // what the engine offers, what the limit needs
  void nodeChanged();
  void updateState();
  void restartEngine();

  // analysisview_lines.cpp
  void clearLines();
  void showLine(const EngineInfo &info);
  void previewRow(QTreeWidgetItem *item);
  void updateArrows();
  int selectedLine() const;  // 0-based, or -1

  QPointer<GameDocument> m_document;
  QPointer<EngineClient> m_engine;
  bool m_analysing = false;
  bool m_showThreat = false;
  bool m_threatShown = false;  // m_position is the one after the side to move's pass
  // The position the lines are about, and its node (set at each request).
  std::optional<sc::Position> m_position;
  sc::NodeId m_node = sc::kNoNode;
  std::vector<sc::Arrow> m_arrows;
  std::vector<enginelines::LineArrow> m_alternatives;
  bool m_bestTurn = false;  // hasBestTurn() when last told

  QPushButton *m_start = nullptr;
  QSpinBox *m_multiPv = nullptr;
  QCheckBox *m_arrow = nullptr;
  QCheckBox *m_threat = nullptr;
  QComboBox *m_limit = nullptr;
  QSpinBox *m_depth = nullptr;
  QSpinBox *m_seconds = nullptr;
  QSpinBox *m_threads = nullptr;
  QSpinBox *m_hash = nullptr;
  QLabel *m_name = nullptr;
  QLabel *m_state = nullptr;
  QPushButton *m_restart = nullptr;
  QTreeWidget *m_lines = nullptr;
  QPushButton *m_insert = nullptr;
};
