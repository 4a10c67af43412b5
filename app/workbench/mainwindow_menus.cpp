// MainWindow's menus and toolbar (the dockwidgets example's createMenus and
// createToolBars), the actions that act on the window itself, and its
// exchanges with other programs: SFENs through the clipboard (games go
// through FileCommands) and files dropped on the window.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

#include "boardpictures.h"
#include "boardview.h"
#include "enginepanels.h"
#include "filecommands.h"
#include "gamespanel.h"
#include "mainwindow.h"
#include "menumnemonics.h"
#include "positioneditor.h"
#include "preferencesdialog.h"
#include "presentationmode.h"
#include "recentfiles.h"
#include "sfen.h"
#include "shortcutsdialog.h"
#include "stripmenu.h"
#include "wizardpanel.h"

void MainWindow::connectWindowActions() {
  connect(m_act.copySfen, &QAction::triggered, this, &MainWindow::copySfen);
  connect(m_act.pasteSfen, &QAction::triggered, this, &MainWindow::pasteSfen);
  connect(m_act.quit, &QAction::triggered, this, &QWidget::close);
  connect(m_act.editPosition, &QAction::toggled, this, &MainWindow::setEditing);
  connect(m_act.preferences, &QAction::triggered, this, &MainWindow::showPreferences);
  connect(m_act.coordinates, &QAction::toggled, this, [this](bool on) {
    Preferences p = m_preferences;
    p.coordinates = on;
    applyPreferences(p);
  });
  connect(m_act.variationArrows, &QAction::toggled, this, [this](bool on) {
    Preferences p = m_preferences;
    p.variationArrows = on;
    applyPreferences(p);
  });
  connect(m_act.resetLayout, &QAction::triggered, this, &MainWindow::resetLayout);
  connect(m_act.about, &QAction::triggered, this, &MainWindow::showAbout);
  connect(m_act.shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
  connect(m_recentFiles, &RecentFiles::fileChosen, m_files, &FileCommands::openFile);
}

void MainWindow::createMenus() {
  QMenu *file = menuBar()->addMenu(tr("&File"));
  file->addActions({m_act.newGame, m_act.newGameFromPosition, m_act.open});
  file->addMenu(m_recentFiles);
  file->addActions({m_act.save, m_act.saveAs});
  file->addSeparator();
  file->addActions({m_act.closeTab, m_act.nextTab, m_act.previousTab});
  file->addSeparator();
  file->addActions({m_act.copyGame, m_act.copyLine, m_act.pasteGame, m_act.mergeClipboard});
  file->addMenu(m_files->createMergeTabMenu(file));
  file->addActions({m_act.copySfen, m_act.pasteSfen});
  file->addSeparator();
  file->addActions({m_pictures->exportAction(), m_pictures->exportGameAction()});
  file->addSeparator();
  file->addAction(m_act.quit);

  QMenu *edit = menuBar()->addMenu(tr("&Edit"));
  edit->addActions({m_act.undo, m_act.redo});
  edit->addSeparator();
  edit->addAction(m_pictures->copyImageAction());
  edit->addSeparator();
  edit->addActions({m_act.commentBefore, m_act.commentAfter, m_act.diagramMark, m_act.gameInfo});
  edit->addMenu(m_actions->createGlyphMenu(edit));
  auto *strip = new StripMenu(m_document, edit);
  connect(strip, &StripMenu::statusMessage, this, &MainWindow::showStatus);
  edit->addMenu(strip);
  edit->addSeparator();
  edit->addAction(m_act.editPosition);
  edit->addSeparator();
  edit->addAction(m_act.preferences);

  QMenu *view = menuBar()->addMenu(tr("&View"));
  for (QDockWidget *dock : std::as_const(m_docks)) view->addAction(dock->toggleViewAction());
  view->addSeparator();
  view->addActions({m_act.flip, m_act.coordinates, m_act.variationArrows});
  view->addSeparator();
  view->addAction(m_presentation->toggleAction());
  view->addSeparator();
  view->addAction(m_act.resetLayout);
  MenuMnemonics::keep(view);

  // Three menus instead of one long Game menu, as Scid vs PC splits Game,
  // Tools and Play: the game's line and its edits, what the engine says about
  // it, and playing against the engine or the file.
  m_gameMenu = menuBar()->addMenu(tr("&Game"));
  m_gameMenu->addActions({m_act.goStart, m_act.goBack, m_act.goForward, m_act.goEnd, m_act.goToTurn,
                          m_act.previousVariation, m_act.nextVariation});
  m_gameMenu->addSeparator();
  m_gameMenu->addActions({m_gamesPanel->previousGameAction(), m_gamesPanel->nextGameAction()});
  m_gameMenu->addSeparator();
  m_gameMenu->addActions(
      {m_act.promote, m_act.makeMain, m_act.deleteVariation, m_act.deleteFromHere, m_act.pass});
  m_gameMenu->addSeparator();
  m_gameMenu->addAction(m_wizardPanel->declareAction());
  m_gameMenu->addAction(findChild<QAction *>(QStringLiteral("actionFortuneOfWar")));

  QMenu *analysis = menuBar()->addMenu(tr("&Analysis"));
  analysis->setObjectName(QStringLiteral("analysisMenu"));
  analysis->addActions({m_enginePanels->analyseGameAction(),
                        m_enginePanels->analysePositionAction(), m_enginePanels->showThreatAction(),
                        m_enginePanels->playBestTurnAction()});

  m_playMenu = menuBar()->addMenu(tr("&Play"));
  m_playMenu->setObjectName(QStringLiteral("playMenu"));

  QMenu *help = menuBar()->addMenu(tr("&Help"));
  help->addActions({m_act.rules, m_act.shortcuts, m_act.about});

  // The bare arrow keys navigate only while the board or the navigator has
  // the focus: elsewhere (the game list, the editor's fields) they keep their
  // usual meaning.
  // So does Space, which plays the engine's best turn there (Lichess's key)
  // and presses a focused button elsewhere.
  for (QAction *a :
       {m_act.goStart, m_act.goBack, m_act.goForward, m_act.goEnd, m_act.previousVariation,
        m_act.nextVariation, m_enginePanels->playBestTurnAction()}) {
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_board->addAction(a);
    m_navigatorDock->addAction(a);
  }
}

void MainWindow::createToolBar() {
  QToolBar *bar = addToolBar(tr("Main"));
  bar->setObjectName(QStringLiteral("mainToolBar"));
  bar->setMovable(true);
  // Icons alone for the familiar actions; Flip and Edit Position also say
  // what they do (low-priority actions drop their text beside the icon).
  bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  for (QAction *a : {m_act.newGame, m_act.open, m_act.save, m_act.undo, m_act.redo, m_act.goStart,
                     m_act.goBack, m_act.goForward, m_act.goEnd})
    a->setPriority(QAction::LowPriority);
  bar->addActions({m_act.newGame, m_act.open, m_act.save});
  bar->addSeparator();
  bar->addActions({m_act.undo, m_act.redo});
  bar->addSeparator();
  bar->addActions({m_act.goStart, m_act.goBack, m_act.goForward, m_act.goEnd});
  bar->addSeparator();
  bar->addActions({m_act.flip, m_act.editPosition});
}

void MainWindow::showPreferences() {
  PreferencesDialog dialog(m_preferences, this);
  if (dialog.exec() != QDialog::Accepted) return;
  applyPreferences(dialog.preferences());
  QSettings settings;
  m_preferences.save(settings);
}

void MainWindow::showAbout() {
  QMessageBox::about(
      this, tr("About Shooters Chess Workbench"),
      tr("<h3>Shooters Chess Workbench %1</h3>"
         "<p>Analyse and annotate games of Shooters Chess: play turns on the board, build "
         "trees of variations, comment them and set up positions.</p>"
         "<p>Built with Qt %2.</p>")
          .arg(QApplication::applicationVersion(), QLatin1String(qVersion())));
}

// Not modal: it can stay open beside the board while the keys are learnt.
void MainWindow::showShortcuts() {
  if (!m_shortcuts) {
    m_shortcuts = new ShortcutsDialog(menuBar(), this);
    m_shortcuts->setObjectName(QStringLiteral("shortcutsDialog"));
    m_shortcuts->setAttribute(Qt::WA_DeleteOnClose);
  }
  m_shortcuts->show();
  m_shortcuts->raise();
  m_shortcuts->activateWindow();
}

void MainWindow::copySfen() {
  if (const sc::Position *pos = m_board->shownPosition())
    QApplication::clipboard()->setText(QString::fromStdString(sc::writeSfen(*pos)));
  statusBar()->showMessage(tr("The position is on the clipboard as SFEN"), 4000);
}

// A pasted SFEN is set up in the board editor, where its problems show and
// "Analyse from here" starts a game from it; the open game is left alone.
void MainWindow::pasteSfen() {
  const QString text = QApplication::clipboard()->text().trimmed();
  const QString error = m_editor->setSfen(text);
  if (!error.isEmpty()) {
    if (m_files->offerOtherRuleset(text, tr("Paste SFEN"))) return;
    QMessageBox::warning(this, tr("Paste SFEN"),
                         tr("The clipboard holds no position that could be read: %1.").arg(error));
    return;
  }
  m_act.editPosition->setChecked(true);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event) {
  const QMimeData *mime = event->mimeData();
  if (mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().first().isLocalFile())
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event) {
  const QList<QUrl> urls = event->mimeData()->urls();
  if (urls.isEmpty() || !urls.first().isLocalFile()) return;
  event->acceptProposedAction();
  // Opened once the drop is over, so a question about unsaved changes does
  // not run inside the drag-and-drop loop.
  const QString path = urls.first().toLocalFile();
  QMetaObject::invokeMethod(
      this, [this, path] { openFile(path); }, Qt::QueuedConnection);
}
