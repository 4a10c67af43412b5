#include "mainwindow.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoGroup>
#include <QVBoxLayout>

#include "appearance.h"
#include "autoplaymode.h"
#include "boardorientation.h"
#include "boardpictures.h"
#include "boardview.h"
#include "dailyuse.h"
#include "docklayout.h"
#include "dockoffer.h"
#include "editordock.h"
#include "enginepanels.h"
#include "evaluationgraph.h"
#include "filecommands.h"
#include "gameanalyzer.h"
#include "gamedocument.h"
#include "gameend.h"
#include "gameheader.h"
#include "gamelist.h"
#include "gamespanel.h"
#include "hiddenturns.h"
#include "mistakesmode.h"
#include "movetimechart.h"
#include "movetreeview.h"
#include "notationview.h"
#include "piecepalette.h"
#include "positioneditor.h"
#include "positionstatus.h"
#include "presentationmode.h"
#include "rankspanel.h"
#include "recentfiles.h"
#include "recoverystore.h"
#include "registry.h"
#include "reservespanel.h"
#include "settingskeys.h"
#include "sparring.h"
#include "trainingmode.h"
#include "turninput.h"
#include "wizardpanel.h"
#include "workspace.h"
#include "workspacetabs.h"

namespace {

// Bumped whenever docks are added, removed or renamed: a state saved by an
// older build would otherwise put the new docks in odd places.
constexpr int kLayoutVersion = 6;

}  // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent) {
  setObjectName(QStringLiteral("mainWindow"));
  const sc::VariantPtr variant = sc::Registry::instance().defaultVariant();

  m_workspace = new Workspace(variant, QString(), this);
  m_document = m_workspace->document();
  m_games = m_workspace->games();
  m_recentFiles = new RecentFiles(this);
  m_files = new FileCommands(m_workspace, m_recentFiles, this);
  m_turnInput = new TurnInput(m_document, this);
  m_editor = new PositionEditor(variant, this);
  connect(m_editor, &PositionEditor::changed, this, [this] {
    if (m_board && m_board->mode() == BoardView::Mode::Edit) showEditedPosition();
  });
  // Undo and Redo follow the board's mode: the game's edits, or the set-up's.
  m_undoGroup = new QUndoGroup(this);
  m_undoGroup->addStack(m_document->undoStack());
  m_undoGroup->addStack(m_editor->undoStack());
  m_undoGroup->setActiveStack(m_document->undoStack());
  // Another tab brings its own history.
  connect(m_document, &GameDocument::undoStackChanged, this,
          [this](QUndoStack *previous, QUndoStack *now) {
            m_undoGroup->removeStack(previous);
            m_undoGroup->addStack(now);
            if (m_board->mode() == BoardView::Mode::Play) m_undoGroup->setActiveStack(now);
          });
  createBoardColumn();

  m_actions = new ActionSet(this, m_workspace, m_files, m_undoGroup, m_board);
  m_act = m_actions->actions();
  new BoardOrientation(m_workspace, m_board, m_act.flip, this);
  m_pictures = new BoardPictures(this, m_document, m_board);
  connect(m_pictures, &BoardPictures::statusMessage, this, &MainWindow::showStatus);
  m_presentation = new PresentationMode(this, m_document, m_board, m_boardColumn);
  m_presentation->setPresenterActions({m_act.goStart, m_act.goBack, m_act.goForward, m_act.goEnd,
                                       m_act.previousVariation, m_act.nextVariation});
  // The editor's position is not the game's: presenting shows the game.
  connect(m_presentation, &PresentationMode::entering, m_act.editPosition,
          [this] { m_act.editPosition->setChecked(false); });
  connectWindowActions();
  createDockWindows();
  createMenus();
  createToolBar();
  m_positionStatus = new PositionStatus(m_document);
  statusBar()->addPermanentWidget(m_positionStatus);
  connect(m_board, &BoardView::statusMessage, this,
          [this](const QString &text) { showStatus(text, 5000); });
  setAcceptDrops(true);  // files dropped on the window open (mainwindow_menus.cpp)
  setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);

  connect(m_workspace, &Workspace::tabsChanged, this, &MainWindow::updateTitle);
  connect(m_document, &GameDocument::undoIndexChanged, m_workspace, &Workspace::noteChange);

  // The default arrangement is kept before the saved one is restored, so
  // View > Reset layout can bring it back.
  resize(DockLayout::defaultWindowSize(screen()->availableGeometry()));
  DockLayout::applyDefaults(this);
  m_defaultState = saveState(kLayoutVersion);
  readSettings();
  updateTitle();
  // The arrow keys navigate from the start (they act while the board or the
  // navigator has the focus).
  m_board->setFocus();
  m_autoPlay = new AutoPlayMode(this, m_document, m_gameMenu, m_act.goEnd);
  m_training = new TrainingMode(this, m_workspace, m_playMenu);
  m_mistakes = new MistakesMode(
      this, m_document, m_board, findChild<QMenu *>(QStringLiteral("analysisMenu")),
      m_training->trainer(), findChild<GameAnalyzer *>(QStringLiteral("gameAnalyzer")));
  connect(m_enginePanels, &EnginePanels::learnFromMistakesRequested, m_mistakes,
          &MistakesMode::begin);
  const TurnTrainer *training = m_training->trainer();
  const MistakeTrainer *mistakes = m_mistakes->trainer();
  hideTurnsIn(findChild<NotationView *>(QStringLiteral("notationView")), training, mistakes);
  hideTurnsIn(findChild<MoveTreeView *>(QStringLiteral("moveTreeView")), training, mistakes);
  hideTurnsIn(findChild<EvaluationGraph *>(QStringLiteral("evaluationGraph")), training, mistakes);
  hideTurnsIn(findChild<MoveTimeChart *>(QStringLiteral("moveTimeChart")), training, mistakes);
  hideTurnsIn(m_board, training, mistakes);  // the variation arrows would give the answer away
  // Last: it applies the user's keys to every action.
  m_dailyUse = new DailyUse(this, m_document, m_board, m_boardColumn, m_gameMenu,
                            m_wizardPanel->declareAction(), m_playMenu);
  m_dailyUse->setEngine(m_preferences.engine, m_preferences.engineOptions);
  connect(m_dailyUse->sparring(), &Sparring::stateChanged, this, [this](Sparring::State state) {
    const bool playing = state != Sparring::State::Off;
    m_training->setSparring(playing);
    m_mistakes->setSparring(playing);
    m_autoPlay->setSparring(playing);
  });
}

MainWindow::~MainWindow() {
  // Children go down after this class is gone, and some still signal as they
  // go (clearing an undo stack emits indexChanged): nothing may call back.
  // The parts go first; they own no widget.
  for (QObject *part : std::initializer_list<QObject *>{
           m_actions, m_gamesPanel, m_ranksPanel, m_wizardPanel, m_enginePanels, m_pictures,
           m_presentation, m_dailyUse, m_reservesPanel, m_training, m_mistakes, m_autoPlay})
    delete part;
  m_document->disconnect(this);
  m_workspace->disconnect(this);
  m_editor->undoStack()->disconnect(this);
  // Docks hide as they go, which would end edit mode through these.
  m_editorDock->toggleViewAction()->disconnect(this);
  m_act.editPosition->disconnect(this);
  // Every dock's visibility signals (the wizard resyncs the board, the
  // Analysis dock stops its engine): a dock hidden while QWidget's destructor
  // runs would call into a window that is already gone (found by
  // UndefinedBehaviorSanitizer).
  for (QDockWidget *dock : findChildren<QDockWidget *>()) {
    dock->disconnect(this);
    dock->toggleViewAction()->disconnect();
  }
}

// The central column: the open games' tabs above the board.
void MainWindow::createBoardColumn() {
  m_board = new BoardView;
  m_board->setDocument(m_document);
  m_board->setTurnInput(m_turnInput);
  m_board->setEditor(m_editor);
  auto *central = new QWidget;
  central->setObjectName(QStringLiteral("boardColumn"));
  m_boardColumn = new QVBoxLayout(central);
  m_boardColumn->setContentsMargins(0, 0, 0, 0);
  m_boardColumn->setSpacing(0);
  m_tabs = new WorkspaceTabs(m_workspace);
  m_boardColumn->addWidget(m_tabs);
  m_boardColumn->addWidget(m_board, 1);
  setCentralWidget(central);
  connect(m_tabs, &WorkspaceTabs::tabChosen, m_workspace, &Workspace::setCurrent);
  connect(m_tabs, &WorkspaceTabs::closeRequested, m_files, &FileCommands::closeTab);
  connect(m_files, &FileCommands::statusMessage, statusBar(), &QStatusBar::showMessage);
  connect(m_files, &FileCommands::collectionOpened, this, [this] {
    if (m_gamesPanel) m_gamesPanel->dock()->raise();
  });
  // A new game from a position: the board editor gives way to it.
  connect(m_files, &FileCommands::gameStarted, this, [this] {
    m_act.editPosition->setChecked(false);
    m_editor->undoStack()->clear();
  });
  // The end of the game on the board itself, with PGN's result.
  auto showEnd = [this] {
    const auto end = GameEnd::at(m_document->position());
    m_board->setResultNote(end ? QStringLiteral("%1  \u2014  %2")
                                     .arg(QString::fromStdString(end->result()), end->sentence())
                               : QString());
  };
  connect(m_document, &GameDocument::currentNodeChanged, m_board, showEnd);
  connect(m_document, &GameDocument::gameReset, m_board, showEnd);
}

void MainWindow::createDockWindows() {
  // The right column: the game's text on top (the wizard behind it, a tab
  // away), and below it the panels that describe the current position, with
  // the rank inspector in front.
  // The split comes before the tabs: splitting a dock that already has a tab
  // beside it only adds another tab (QMainWindow::splitDockWidget).
  m_navigatorDock = createNavigatorDock();
  m_wizardPanel = new WizardPanel(this, m_turnInput, m_board);
  // After the wizard: the inspector follows the wizard's shooter.
  m_ranksPanel = new RanksPanel(this, m_document, m_board, m_turnInput, m_wizardPanel->wizard());
  QDockWidget *ranks = m_ranksPanel->dock();
  addDockWidget(Qt::RightDockWidgetArea, m_navigatorDock);
  addDockWidget(Qt::RightDockWidgetArea, ranks);
  splitDockWidget(m_navigatorDock, ranks, Qt::Vertical);
  tabifyDockWidget(m_navigatorDock, m_wizardPanel->dock());
  m_navigatorDock->raise();

  m_enginePanels = new EnginePanels(this, m_document, m_board);
  connect(m_enginePanels, &EnginePanels::statusMessage, this, &MainWindow::showStatus);
  tabifyDockWidget(ranks, m_enginePanels->analysisDock());
  m_gamesPanel = new GamesPanel(this, m_workspace, m_files, m_board);
  connect(m_gamesPanel, &GamesPanel::statusMessage, this, &MainWindow::showStatus);
  connect(m_gamesPanel, &GamesPanel::webPageRequested, m_pictures, &BoardPictures::exportGames);
  tabifyDockWidget(m_enginePanels->analysisDock(), m_gamesPanel->dock());
  tabifyDockWidget(m_gamesPanel->dock(), m_gamesPanel->treeDock());
  // The evaluation graph is a tab beside the ranks, not a strip under the
  // board: there it took the board's height and left an empty band beside
  // it (issue 15). It appears when a game is analysed.
  tabifyDockWidget(ranks, m_enginePanels->evaluationDock());
  m_enginePanels->evaluationDock()->hide();
  // An analysed game brings it forward, as Lichess shows its graph, unless
  // the user closed it (or is presenting).
  m_graphOffer =
      new DockOffer(m_enginePanels->evaluationDock(), SettingsKeys::kEvaluationGraphClosed, this);
  connect(m_enginePanels, &EnginePanels::analysedGameOpened, m_graphOffer, [this] {
    if (!isPresenting()) m_graphOffer->offer();
  });
  // Cannon Battle Chess's reserves, a tab beside the ranks (shown in its games only).
  m_reservesPanel = new ReservesPanel(this, m_document);
  QDockWidget *reserves = m_reservesPanel->dock();
  tabifyDockWidget(ranks, reserves);
  ranks->raise();
  // The evaluation bar stands on the board's left, as on Lichess.
  addDockWidget(Qt::LeftDockWidgetArea, m_enginePanels->evaluationBarDock());
  createEditorDock();

  // In the View menu's order.
  m_docks = {m_navigatorDock,
             m_wizardPanel->dock(),
             ranks,
             reserves,
             m_enginePanels->analysisDock(),
             m_gamesPanel->dock(),
             m_gamesPanel->treeDock(),
             m_enginePanels->evaluationDock(),
             m_enginePanels->evaluationBarDock(),
             m_editorDock};
  for (QDockWidget *dock : std::as_const(m_docks))
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable);
}

// The move-tree navigator: the notation pane (the game as a book prints it)
// above the tree of lines, both views of the one document.
QDockWidget *MainWindow::createNavigatorDock() {
  auto *dock = new QDockWidget(tr("Move Tree"), this);
  dock->setObjectName(QStringLiteral("navigatorDock"));
  auto *notation = new NotationView(m_document);
  notation->setObjectName(QStringLiteral("notationView"));
  auto *tree = new MoveTreeView(m_document);
  tree->setObjectName(QStringLiteral("moveTreeView"));
  // The players and event head the text, as in ChessX; a double-click edits them.
  auto *header = new GameHeader(m_document);
  connect(header, &GameHeader::editRequested, m_act.gameInfo, &QAction::trigger);
  auto *text = new QWidget;
  auto *column = new QVBoxLayout(text);
  column->setContentsMargins(0, 0, 0, 0);
  column->setSpacing(0);
  column->addWidget(header);
  column->addWidget(notation, 1);
  auto *splitter = new QSplitter(Qt::Vertical);
  splitter->setObjectName(QStringLiteral("navigatorSplitter"));
  splitter->addWidget(text);
  splitter->addWidget(tree);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  splitter->setSizes({550, 360});
  splitter->setChildrenCollapsible(false);
  dock->setWidget(splitter);
  return dock;
}

// The editor opens on the left, beside the board it edits, when the board
// enters edit mode; it starts hidden.
void MainWindow::createEditorDock() {
  m_palette = new PiecePalette;
  connect(m_palette, &PiecePalette::toolChanged, m_board, &BoardView::setEditTool);
  m_editorDock = new EditorDock(m_editor, m_palette, m_act.editPosition, m_act.flip, this);
  addDockWidget(Qt::LeftDockWidgetArea, m_editorDock);
  m_editorDock->hide();
  connect(m_editorDock, &EditorDock::analyseRequested, this, &MainWindow::analyseFromEditor);
  connect(m_editorDock, &EditorDock::otherRulesetPosition, this,
          [this](const QString &text) { m_files->offerOtherRuleset(text, tr("Paste SFEN")); });
  // Closing the editor's dock ends edit mode.
  connect(m_editorDock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
    if (!shown) m_act.editPosition->setChecked(false);
  });
}

void MainWindow::resetLayout() {
  restoreState(m_defaultState, kLayoutVersion);
  m_graphOffer->forget();
  // Edit mode wants its dock; the other docks return to their places.
  m_editorDock->setVisible(m_act.editPosition->isChecked());
  m_reservesPanel->showIfItApplies();  // the default was taken in another rule system
  DockLayout::applyDefaults(this);
}

void MainWindow::readSettings() {
  const QSettings settings;
  restoreGeometry(settings.value(SettingsKeys::kWindowGeometry).toByteArray());
  if (settings.value(SettingsKeys::kWindowStateVersion).toInt() == kLayoutVersion)
    restoreState(settings.value(SettingsKeys::kWindowState).toByteArray(), kLayoutVersion);
  // Edit mode is not restored: the workbench always starts on the game.
  m_editorDock->hide();
  applyPreferences(Preferences::load(settings));
}

void MainWindow::writeSettings() const {
  QSettings settings;
  settings.setValue(SettingsKeys::kWindowGeometry, saveGeometry());
  settings.setValue(SettingsKeys::kWindowState, saveState(kLayoutVersion));
  settings.setValue(SettingsKeys::kWindowStateVersion, kLayoutVersion);
  m_preferences.save(settings);
}

void MainWindow::applyPreferences(const Preferences &preferences) {
  m_preferences = preferences;
  m_board->setPieceSizeHint(preferences.squareSize);
  m_board->setShowCoordinates(preferences.coordinates);
  m_board->setShowLegalTargets(preferences.highlightTargets);
  m_board->setAnimationDuration(preferences.animateTurns ? BoardView::kSlideMs : 0);
  m_act.coordinates->setChecked(preferences.coordinates);
  m_board->setShowContinuations(preferences.variationArrows);
  m_act.variationArrows->setChecked(preferences.variationArrows);
  Appearance::apply(preferences.theme, preferences.pieceSet);
  m_enginePanels->setEngine(preferences.engine, preferences.engineOptions);
  if (m_dailyUse)
    m_dailyUse->setEngine(preferences.engine, preferences.engineOptions);  // made last
}

void MainWindow::setEditing(bool editing) {
  if (editing) {
    // Unfinished set-up work survives leaving and re-entering edit mode;
    // otherwise the editor starts from the position on the board.
    if (m_editor->undoStack()->isClean()) {
      m_editor->load(m_document->position());
      m_editor->undoStack()->setClean();
    }
    m_editorDock->show();
    m_editorDock->raise();
  } else {
    // Leaving edit mode gives the board its room back (issue 15); the
    // unfinished set-up stays in the editor for the next time.
    m_editorDock->hide();
  }
  m_board->setMode(editing ? BoardView::Mode::Edit : BoardView::Mode::Play);
  showEditedPosition();
  m_undoGroup->setActiveStack(editing ? m_editor->undoStack() : m_document->undoStack());
  m_editorDock->setEditing(editing);
  if (editing)
    statusBar()->showMessage(
        m_editor->variant().rules().ranks
            ? tr("Editing the position: drag shooters from the palette; wheel or 1-9 sets a rank")
            : tr("Editing the position: drag pieces from the palette onto the board"));
  else
    statusBar()->clearMessage();
}

void MainWindow::showEditedPosition() {
  const bool editing = m_board->mode() == BoardView::Mode::Edit;
  const sc::Position *edited = editing ? &m_editor->position() : nullptr;
  if (m_ranksPanel) m_ranksPanel->setShownPosition(edited);
  if (m_positionStatus) m_positionStatus->setShownPosition(edited);
}

// The set-up position becomes a game in a tab of its own: the open games stay.
void MainWindow::analyseFromEditor() {
  if (!m_editor->canStartGame()) return;
  m_workspace->newTab(m_editor->position());
  m_editor->undoStack()->setClean();
  m_act.editPosition->setChecked(false);
}

void MainWindow::updateTitle() {
  QString name = m_workspace->title(m_workspace->current());
  if (m_games->gameCount() > 1)
    name = tr("%1, game %2 of %3")
               .arg(name)
               .arg(m_workspace->currentGame() + 1)
               .arg(m_games->gameCount());
  setWindowTitle(tr("%1[*] \u2014 Shooters Chess Workbench").arg(name));
  setWindowModified(hasUnsavedChanges());
  if (m_gamesPanel) m_gamesPanel->selectCurrentGame();
}

void MainWindow::showStatus(const QString &text, int timeout) {
  statusBar()->showMessage(text, timeout);
}

void MainWindow::closeEvent(QCloseEvent *event) {
  if (!m_files->maybeSaveAll()) {
    event->ignore();
    return;
  }
  setPresenting(false);  // the layout saved is the everyday one
  writeSettings();
  // A clean exit: nothing is left to recover.
  m_workspace->discardRecovery();
  event->accept();
}

// The parts' own, forwarded for tests and main().
QAction *MainWindow::action(const QString &objectName) const {
  return findChild<QAction *>(objectName);
}
bool MainWindow::hasUnsavedChanges() const { return m_workspace->hasUnsavedChanges(); }
int MainWindow::currentGame() const { return m_workspace->currentGame(); }
RecoveryStore *MainWindow::recoveryStore() const { return m_workspace->recovery(); }
RecoverySnapshot MainWindow::snapshot() const { return m_workspace->snapshot(); }
bool MainWindow::openFile(const QString &path) { return m_files->openFile(path); }
bool MainWindow::saveFile(const QString &path) { return m_files->saveFile(path); }
bool MainWindow::openGame(int row) { return m_files->openGame(row); }
void MainWindow::offerRecovery() { m_files->offerRecovery(); }
bool MainWindow::restoreRecovery(const QString &path) { return m_files->restoreRecovery(path); }
BoardExportOptions MainWindow::boardExportOptions() const { return m_pictures->options(); }
QString MainWindow::exportBoardTo(const QString &path, const BoardExportOptions &options) const {
  return m_pictures->exportTo(path, options);
}
void MainWindow::copyBoardImage() { m_pictures->copyImage(); }
bool MainWindow::isPresenting() const { return m_presentation->isActive(); }
void MainWindow::setPresenting(bool on) { m_presentation->setActive(on); }
PresentationView *MainWindow::presentationView() const { return m_presentation->view(); }
