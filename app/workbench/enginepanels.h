// The engine's panels, tied to the board and the document:
//   - the Analysis dock: an EngineClient running shooters-engine (next to
//     this program) and the AnalysisView that drives it; a clicked line
//     previews on the board, the best turn is an engine arrow there;
//   - the Evaluation dock and Analysis > Analyse Game (docs/analysis-game.md):
//     the graph of the main line's evaluations, the analyser that fills it
//     and marks the turns, its progress and Cancel, each side's account;
//   - the evaluation bar beside the board, fed with the shown position's score.
//   enginepanels.cpp             the Analysis dock and the evaluation bar
//   enginepanels_evaluation.cpp  the Evaluation dock and Analyse Game
// Where the docks go is the window's business (MainWindow::createDockWindows).
#pragma once

#include <QMap>
#include <QObject>
#include <QString>
#include <cstddef>
#include <optional>

namespace Analysis {
struct SideReport;
}
class AnalysisView;
class BoardView;
class EngineClient;
class GameAnalyzer;
class GameDocument;
class QAction;
class QDockWidget;
class QLabel;
class QPushButton;
class QTimer;
class QMainWindow;
class QSpinBox;

class EnginePanels : public QObject {
  Q_OBJECT

 public:
  EnginePanels(QMainWindow *window, GameDocument *document, BoardView *board);

  QDockWidget *analysisDock() const { return m_analysisDock; }
  QDockWidget *evaluationDock() const { return m_evaluationDock; }
  QDockWidget *evaluationBarDock() const { return m_barDock; }
  QAction *analyseGameAction() const { return m_analyseGame; }
  // Starts or stops the Analysis dock's engine on the shown position.
  QAction *analysePositionAction() const { return m_analysePosition; }
  QAction *showThreatAction() const { return m_showThreat; }
  // Plays the Analysis dock's best turn (enabled while it has one).
  QAction *playBestTurnAction() const { return m_playBestTurn; }
  // The engine the dock and Analyse Game run (Preferences > Engine; empty for
  // shooters-engine) and its options. A run of Analyse Game is cancelled; the
  // dock, if it was analysing, goes on with the new engine; Analyse Game's
  // depth becomes the one last chosen for that engine.
  void setEngine(const QString &program, const QMap<QString, QString> &options);

 signals:
  void statusMessage(const QString &text, int timeout);
  // The account's Learn from Mistakes button (the window ties it to Analysis
  // > Learn from Mistakes, which another part owns).
  void learnFromMistakesRequested();
  // A game that carries evaluations or move times was opened (or its tab
  // chosen): its account or its times are shown, and the window may bring
  // the graph forward.
  void analysedGameOpened();

 private:
  QDockWidget *createAnalysisDock();
  QDockWidget *createEvaluationDock();
  QDockWidget *createEvaluationBarDock();  // after the other two
  static QString summaryText(const Analysis::SideReport &white, const Analysis::SideReport &black);
  void showGameAccount();
  void goToMarked(const QString &link);
  // Analyse Game's depth last chosen for `program` ("" for shooters-engine).
  static int analyseDepthFor(const QString &program);
  // The Analysis dock's depth limit kept for `program`.
  static int analysisDepthFor(const QString &program);
  void analyseGame();

  QMainWindow *m_window;
  GameDocument *m_document;
  BoardView *m_board;
  EngineClient *m_engine = nullptr;
  AnalysisView *m_analysis = nullptr;
  GameAnalyzer *m_analyzer = nullptr;
  QAction *m_analyseGame = nullptr;
  QSpinBox *m_analyseDepth = nullptr;
  QString m_depthProgram;  // whose depths m_analyseDepth and the dock show and keep
  QAction *m_analysePosition = nullptr;
  QAction *m_showThreat = nullptr;
  QAction *m_playBestTurn = nullptr;
  QDockWidget *m_analysisDock = nullptr;
  QDockWidget *m_evaluationDock = nullptr;
  QDockWidget *m_barDock = nullptr;
  QLabel *m_summary = nullptr;
  QPushButton *m_learn = nullptr;
  QTimer *m_accountTimer = nullptr;
  // While the summary is the last run's report: the main line it was made for.
  std::optional<std::size_t> m_runAccount;
  bool m_gameOpened = false;  // a game came in since the account was last shown
};
