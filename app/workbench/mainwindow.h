// MainWindow: assembles the workbench. The board is the central widget; the
// move-tree navigator, the board editor and the game list are docks; actions,
// menus, toolbar and settings tie them to the document layer. Logic lives in
// model/document (GameDocument, GameList, PositionEditor, PgnIo,
// RecoveryStore) and the widgets in views/; this class only connects them.
//   mainwindow.cpp            construction, docks, layout, settings, edit mode
//   mainwindow_actions.cpp    actions, menus, toolbar
//   mainwindow_commands.cpp   enabled states, glyphs, comments, dialogs
//   mainwindow_clipboard.cpp  SFENs through the clipboard, dropped files
//   mainwindow_ranks.cpp      the rank inspector's dock and its ties to the board
//   mainwindow_analysis.cpp   the Analysis dock and its engine
//   mainwindow_gameanalysis.cpp  the Evaluation dock and Game > Analyse Game
//   mainwindow_export.cpp     the board as SVG or PNG, to a file or the clipboard
//   mainwindow_presentation.cpp  presentation mode: board and comments full screen
//   mainwindow_wizard.cpp     the turn-declaration wizard's dock and the board's guided mode
// The open games are a Workspace's (model/document): one tab each, shown in
// the tab bar above the board; FileCommands asks the questions around them.
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <optional>

#include "preferences.h"
#include "presentationview.h"

class AnalysisView;
class BoardView;
class EngineClient;
class DeclarationWizard;
class EditorDock;
class FileCommands;
class Workspace;
class WorkspaceTabs;
class EvaluationGraph;
class GameAnalyzer;
class GameDocument;
class GameFilterModel;
class PositionStatus;
class RankHistory;
class RankModel;
class GameList;
class GamesView;
class PositionSearch;
class PiecePalette;
struct BoardExportOptions;
class PositionEditor;
class QAction;
class QDockWidget;
class QMenu;
class QTableView;
class QToolBar;
class QUndoGroup;
class QVBoxLayout;
class RecentFiles;
class RecoveryStore;
class RulesPage;
class TurnInput;
struct LoadedFile;
struct RecoverySnapshot;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget *parent = nullptr);
  ~MainWindow() override;

  Workspace *workspace() const { return m_workspace; }
  FileCommands *files() const { return m_files; }
  // The shown tab's game and file (the workspace's, forwarded for brevity).
  GameDocument *document() const { return m_document; }
  GameList *gameList() const { return m_games; }
  PositionEditor *positionEditor() const { return m_editor; }
  RecoveryStore *recoveryStore() const;
  RecoverySnapshot snapshot() const;
  BoardView *boardView() const { return m_board; }
  // The action with this object name (menus' and toolbar's), for tests.
  QAction *action(const QString &objectName) const;

  // Opens a PGN or SFEN file in a tab; problems are reported in a message
  // box. Returns whether a game opened.
  bool openFile(const QString &path);
  // Writes every game of the shown tab's file to `path`, atomically.
  bool saveFile(const QString &path);
  // Which game of the shown tab's file the document holds.
  int currentGame() const;
  bool openGame(int row);
  // Whether the shown tab differs from its file on disk.
  bool hasUnsavedChanges() const;

  // Restores the default dock arrangement (View > Reset layout).
  void resetLayout();

  // Board export (mainwindow_export.cpp). The options as the board shows
  // it and as last chosen; writing a file returns "" or what went wrong.
  BoardExportOptions boardExportOptions() const;
  QString exportBoardTo(const QString &path, const BoardExportOptions &options) const;
  void copyBoardImage();

  // Presentation mode (mainwindow_presentation.cpp).
  bool isPresenting() const { return m_presentation.view != nullptr; }
  void setPresenting(bool on);
  PresentationView *presentationView() const;

  // At start: asks whether to restore what crashed sessions left.
  void offerRecovery();
  // Loads a recovery file's games in a tab as unsaved changes (no question asked).
  bool restoreRecovery(const QString &path);

 protected:
  void closeEvent(QCloseEvent *event) override;
  void dragEnterEvent(QDragEnterEvent *event) override;
  void dropEvent(QDropEvent *event) override;

 private:
  // mainwindow.cpp
  void createDockWindows();
  QDockWidget *createNavigatorDock();
  QDockWidget *createGamesDock();
  void applyDefaultSizes();
  void readSettings();
  void writeSettings() const;
  void applyPreferences(const Preferences &preferences);
  void setEditing(bool editing);
  // The panels speak of the edited position while the board is edited.
  void showEditedPosition();
  void analyseFromEditor();
  void updateTitle();

  // mainwindow_wizard.cpp
  QDockWidget *createWizardDock();
  void createDailyUse();  // mainwindow_sparring.cpp: turn box, shortcuts, sparring

  // mainwindow_actions.cpp
  void createActions();
  void createFileActions();
  void createEditActions();
  void createGameActions();
  void createMenus();
  void createToolBar();

  // mainwindow_commands.cpp
  void updateActions();
  void updateGlyphMenu();
  void toggleGlyph(int nag);
  void editComment(bool before);
  void showPreferences();
  void showAbout();

  // mainwindow_commands.cpp: Help > Rules of the shown game's rule system
  void updateRulesAction();
  void showRules();

  // mainwindow_clipboard.cpp
  void copySfen();
  void pasteSfen();

  // mainwindow_export.cpp
  void createExportActions();
  void exportBoard();
  QString boardTitle() const;

  // mainwindow_presentation.cpp
  void createPresentationActions();
  void enterPresentation();
  void leavePresentation();

  // mainwindow_ranks.cpp
  QDockWidget *createRanksDock();
  // mainwindow_analysis.cpp
  QDockWidget *createAnalysisDock();
  // mainwindow_gameanalysis.cpp
  QDockWidget *createEvaluationDock();
  QDockWidget *createEvaluationBarDock();  // after the Analysis and Evaluation docks
  QString summaryText() const;
  void analyseGame();

  // The document layer: the workspace, and its shown game and file.
  Workspace *m_workspace = nullptr;
  FileCommands *m_files = nullptr;
  GameDocument *m_document = nullptr;
  GameList *m_games = nullptr;
  TurnInput *m_turnInput = nullptr;
  PositionEditor *m_editor = nullptr;
  QUndoGroup *m_undoGroup = nullptr;
  DeclarationWizard *m_wizard = nullptr;

  // Widgets.
  BoardView *m_board = nullptr;
  WorkspaceTabs *m_tabs = nullptr;
  // The central column: the tabs, the board, the turn box.
  QVBoxLayout *m_boardColumn = nullptr;
  PiecePalette *m_palette = nullptr;
  EditorDock *m_editorDock = nullptr;
  QDockWidget *m_navigatorDock = nullptr;
  QDockWidget *m_gamesDock = nullptr;
  QList<QDockWidget *> m_docks;  // every dock, in the View menu's order
  QDockWidget *m_ranksDock = nullptr;
  QDockWidget *m_analysisDock = nullptr;
  EngineClient *m_engine = nullptr;
  AnalysisView *m_analysis = nullptr;
  QDockWidget *m_evaluationDock = nullptr;
  QDockWidget *m_evaluationBarDock = nullptr;
  GameAnalyzer *m_analyzer = nullptr;
  QAction *m_analyseGameAction = nullptr;
  QAction *m_declareTurnAction = nullptr;  // mainwindow_wizard.cpp
  QDockWidget *m_wizardDock = nullptr;
  QTableView *m_gamesTable = nullptr;
  GamesView *m_gamesView = nullptr;
  RankModel *m_rankModel = nullptr;
  RankHistory *m_rankHistory = nullptr;
  PositionStatus *m_positionStatus = nullptr;
  GameFilterModel *m_gamesFilter = nullptr;
  PositionSearch *m_positionSearch = nullptr;
  QToolBar *m_toolBar = nullptr;
  RecentFiles *m_recentFiles = nullptr;
  QMenu *m_viewMenu = nullptr;
  QMenu *m_glyphMenu = nullptr;
  QList<QAction *> m_glyphActions;
  QPointer<RulesPage> m_rulesPage;  // Help > Rules, created when first asked for

  QByteArray m_defaultState;  // the dock arrangement before restoring settings
  Preferences m_preferences;

  // Actions, by menu.
  struct {
    QAction *newGame, *open, *save, *saveAs, *copyGame, *pasteGame, *copySfen, *pasteSfen, *quit;
    QAction *closeTab, *nextTab, *previousTab;
    QAction *undo, *redo, *commentBefore, *commentAfter, *editPosition, *preferences;
    QAction *flip, *coordinates, *resetLayout;
    QAction *goStart, *goBack, *goForward, *goEnd, *previousVariation, *nextVariation;
    QAction *promote, *makeMain, *deleteVariation, *deleteFromHere;
    QAction *about, *rules;
  } m_act{};
  QAction *m_actExportBoard = nullptr;
  QAction *m_actCopyBoardImage = nullptr;
  QAction *m_actPresentation = nullptr;
  QAction *m_actLeavePresentation = nullptr;

  // What presentation mode hid and changed, to put back when it ends.
  struct {
    QPointer<PresentationView> view;
    QRect geometry;
    QByteArray state;
    Qt::WindowStates windowState;
    bool menuBar = true;
    bool statusBar = true;
  } m_presentation;
};
