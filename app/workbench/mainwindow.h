// MainWindow: assembles the workbench. The board is the central widget, under
// the open games' tabs and above the turn box; the panels are docks; the
// menus, toolbar and settings tie them to the document layer. Logic lives in
// model/document (Workspace, GameDocument, GameList, PositionEditor, ...),
// the widgets in views/, and each group of the window's parts is made and
// connected by a small class of its own here in app/workbench:
//   FileCommands       the questions around files (open, save, close, recovery)
//   ActionSet          the everyday actions and which of them apply now
//   GamesPanel, RanksPanel, WizardPanel, EnginePanels   the docks
//   BoardPictures      Export Board and Copy Board Image
//   PresentationMode   the board full screen
//   DailyUse           the turn box, sparring and the user's shortcuts
//   TrainingMode       Play > Training Mode: the turns ahead hidden and guessed
//   AutoPlayMode       Game > Auto Play: the line replayed a turn at a time
//   mainwindow.cpp        construction, docks, layout, settings, edit mode
//   mainwindow_menus.cpp  menus, toolbar, dialogs, SFENs and dropped files
//   ShortcutsDialog       Help > Keyboard Shortcuts, read from the menus
#pragma once

#include <QMainWindow>
#include <QPointer>

#include "actionset.h"
#include "preferences.h"

class AutoPlayMode;
class BoardPictures;
class BoardView;
class DailyUse;
class DockOffer;
class MistakesMode;
class TrainingMode;
class EditorDock;
class EnginePanels;
class FileCommands;
class GameDocument;
class GameList;
class GamesPanel;
class PiecePalette;
class PositionEditor;
class PositionStatus;
class PresentationMode;
class PresentationView;
class QDialog;
class QDockWidget;
class QMenu;
class QUndoGroup;
class QVBoxLayout;
class RanksPanel;
class ReservesPanel;
class RecentFiles;
class RecoveryStore;
class TurnInput;
class WizardPanel;
class Workspace;
class WorkspaceTabs;
struct BoardExportOptions;
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
  BoardView *boardView() const { return m_board; }
  RecoveryStore *recoveryStore() const;
  RecoverySnapshot snapshot() const;
  // The action with this object name (menus' and toolbar's), for tests.
  QAction *action(const QString &objectName) const;

  // FileCommands', forwarded: a file or game opened, saved, recovered.
  bool openFile(const QString &path);
  bool saveFile(const QString &path);
  int currentGame() const;
  bool openGame(int row);
  bool hasUnsavedChanges() const;
  void offerRecovery();
  bool restoreRecovery(const QString &path);

  // Restores the default dock arrangement (View > Reset layout).
  void resetLayout();

  // BoardPictures', forwarded.
  BoardExportOptions boardExportOptions() const;
  QString exportBoardTo(const QString &path, const BoardExportOptions &options) const;
  void copyBoardImage();

  // PresentationMode's, forwarded.
  bool isPresenting() const;
  void setPresenting(bool on);
  PresentationView *presentationView() const;

 protected:
  void closeEvent(QCloseEvent *event) override;
  void dragEnterEvent(QDragEnterEvent *event) override;
  void dropEvent(QDropEvent *event) override;

 private:
  // mainwindow.cpp
  void createBoardColumn();
  void createDockWindows();
  QDockWidget *createNavigatorDock();
  void createEditorDock();
  void readSettings();
  void writeSettings() const;
  void applyPreferences(const Preferences &preferences);
  void setEditing(bool editing);
  // The panels speak of the edited position while the board is edited.
  void showEditedPosition();
  void analyseFromEditor();
  void updateTitle();
  void showStatus(const QString &text, int timeout);

  // mainwindow_menus.cpp
  void connectWindowActions();
  void createMenus();
  void createToolBar();
  void showPreferences();
  void showAbout();
  void showShortcuts();
  void copySfen();
  void pasteSfen();

  // The document layer: the workspace, and its shown game and file.
  Workspace *m_workspace = nullptr;
  FileCommands *m_files = nullptr;
  GameDocument *m_document = nullptr;
  GameList *m_games = nullptr;
  TurnInput *m_turnInput = nullptr;
  PositionEditor *m_editor = nullptr;
  QUndoGroup *m_undoGroup = nullptr;

  // Widgets, and the parts that make and connect them.
  BoardView *m_board = nullptr;
  WorkspaceTabs *m_tabs = nullptr;
  QVBoxLayout *m_boardColumn = nullptr;  // the central column: tabs, board, turn box
  PiecePalette *m_palette = nullptr;
  EditorDock *m_editorDock = nullptr;
  QDockWidget *m_navigatorDock = nullptr;
  QList<QDockWidget *> m_docks;  // every dock, in the View menu's order
  PositionStatus *m_positionStatus = nullptr;
  RecentFiles *m_recentFiles = nullptr;
  ActionSet *m_actions = nullptr;
  ActionSet::Actions m_act{};
  QMenu *m_gameMenu = nullptr;  // DailyUse and AutoPlayMode add to it
  QMenu *m_playMenu = nullptr;  // DailyUse and TrainingMode fill it
  GamesPanel *m_gamesPanel = nullptr;
  WizardPanel *m_wizardPanel = nullptr;
  RanksPanel *m_ranksPanel = nullptr;
  EnginePanels *m_enginePanels = nullptr;
  DockOffer *m_graphOffer = nullptr;  // the Evaluation Graph, for an analysed game
  BoardPictures *m_pictures = nullptr;
  PresentationMode *m_presentation = nullptr;
  QPointer<QDialog> m_shortcuts;  // Help > Keyboard Shortcuts, while it is open
  TrainingMode *m_training = nullptr;
  MistakesMode *m_mistakes = nullptr;
  AutoPlayMode *m_autoPlay = nullptr;
  DailyUse *m_dailyUse = nullptr;
  ReservesPanel *m_reservesPanel = nullptr;

  QByteArray m_defaultState;  // the dock arrangement before restoring settings
  Preferences m_preferences;
};
