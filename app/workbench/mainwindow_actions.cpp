// MainWindow's actions, menus and toolbar (the dockwidgets example's
// createActions / createMenus / createToolBars).
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QStyle>
#include <QToolBar>
#include <QUndoGroup>

#include "boardview.h"
#include "editordock.h"
#include "filecommands.h"
#include "gamedocument.h"
#include "glyphs.h"
#include "mainwindow.h"
#include "movemenu.h"
#include "positioneditor.h"
#include "recentfiles.h"
#include "turninput.h"
#include "workspace.h"

namespace {

// A theme icon where the desktop has one, else the style's own.
QIcon themedIcon(const char *name, QStyle::StandardPixmap fallback) {
  return QIcon::fromTheme(QLatin1String(name), QApplication::style()->standardIcon(fallback));
}

}  // namespace

QAction *MainWindow::action(const QString &objectName) const {
  return findChild<QAction *>(objectName);
}

void MainWindow::createActions() {
  createFileActions();
  createEditActions();
  createGameActions();
  createExportActions();
  createPresentationActions();
}

void MainWindow::createFileActions() {
  auto make = [this](const char *name, const QString &text, const QKeySequence &key,
                     const QString &tip) {
    auto *a = new QAction(text, this);
    a->setObjectName(QLatin1String(name));
    a->setShortcut(key);
    a->setStatusTip(tip);
    return a;
  };
  m_act.newGame = make("newGame", tr("&New Game\u2026"), QKeySequence::New,
                       tr("Start a new game: choose the rule system and its options"));
  m_act.newGame->setIcon(themedIcon("document-new", QStyle::SP_FileIcon));
  connect(m_act.newGame, &QAction::triggered, m_files, &FileCommands::newGame);
  m_act.open = make("open", tr("&Open\u2026"), QKeySequence::Open,
                    tr("Open a PGN file or an SFEN position"));
  m_act.open->setIcon(themedIcon("document-open", QStyle::SP_DialogOpenButton));
  connect(m_act.open, &QAction::triggered, m_files, &FileCommands::open);
  m_act.save = make("save", tr("&Save"), QKeySequence::Save, tr("Save the games of this file"));
  m_act.save->setIcon(themedIcon("document-save", QStyle::SP_DialogSaveButton));
  connect(m_act.save, &QAction::triggered, m_files, &FileCommands::save);
  // Not every platform theme binds Save As (issue 15): Ctrl+Shift+S then.
  const QKeySequence saveAsKey = QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
                                     ? QKeySequence(tr("Ctrl+Shift+S"))
                                     : QKeySequence(QKeySequence::SaveAs);
  m_act.saveAs =
      make("saveAs", tr("Save &As\u2026"), saveAsKey, tr("Save the games under a new name"));
  connect(m_act.saveAs, &QAction::triggered, m_files, &FileCommands::saveAs);
  m_act.copyGame = make("copyGame", tr("&Copy Game"), QKeySequence(tr("Ctrl+Shift+C")),
                        tr("Copy this game to the clipboard as PGN"));
  connect(m_act.copyGame, &QAction::triggered, m_files, &FileCommands::copyGame);
  m_act.pasteGame = make("pasteGame", tr("&Paste Game"), QKeySequence(tr("Ctrl+Shift+V")),
                         tr("Open the games on the clipboard (PGN) in a tab of their own"));
  connect(m_act.pasteGame, &QAction::triggered, m_files, &FileCommands::pasteGame);
  m_act.copySfen = make("copySfen", tr("Copy S&FEN"), QKeySequence(tr("Ctrl+Alt+C")),
                        tr("Copy the position on the board as SFEN"));
  connect(m_act.copySfen, &QAction::triggered, this, &MainWindow::copySfen);
  m_act.pasteSfen = make("pasteSfen", tr("Paste SF&EN"), QKeySequence(tr("Ctrl+Alt+V")),
                         tr("Set up the SFEN on the clipboard"));
  connect(m_act.pasteSfen, &QAction::triggered, this, &MainWindow::pasteSfen);
  m_act.closeTab = make("closeTab", tr("Close &Tab"), QKeySequence::Close,
                        tr("Close this game's tab (asks only about its own changes)"));
  connect(m_act.closeTab, &QAction::triggered, this,
          [this] { m_files->closeTab(m_workspace->current()); });
  m_act.nextTab = make("nextTab", tr("Next Ta&b"), QKeySequence(tr("Ctrl+PgDown")),
                       tr("Show the game of the next tab"));
  connect(m_act.nextTab, &QAction::triggered, this,
          [this] { m_workspace->setCurrent((m_workspace->current() + 1) % m_workspace->count()); });
  m_act.previousTab = make("previousTab", tr("Pre&vious Tab"), QKeySequence(tr("Ctrl+PgUp")),
                           tr("Show the game of the previous tab"));
  connect(m_act.previousTab, &QAction::triggered, this, [this] {
    const int n = m_workspace->count();
    m_workspace->setCurrent((m_workspace->current() + n - 1) % n);
  });
  m_act.quit = make("quit", tr("&Quit"), QKeySequence::Quit, tr("Leave the workbench"));
  m_act.quit->setMenuRole(QAction::QuitRole);
  connect(m_act.quit, &QAction::triggered, this, &QWidget::close);

  connect(m_recentFiles, &RecentFiles::fileChosen, m_files, &FileCommands::openFile);
}

void MainWindow::createEditActions() {
  m_act.undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
  m_act.undo->setObjectName(QStringLiteral("undo"));
  m_act.undo->setShortcut(QKeySequence::Undo);
  // Our own hooked arrows: the style's plain arrows look like Back and
  // Forward beside them (issue 15).
  m_act.undo->setIcon(
      QIcon::fromTheme(QStringLiteral("edit-undo"), QIcon(QStringLiteral(":/icons/undo.svg"))));
  m_act.redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
  m_act.redo->setObjectName(QStringLiteral("redo"));
  m_act.redo->setShortcut(QKeySequence::Redo);
  m_act.redo->setIcon(
      QIcon::fromTheme(QStringLiteral("edit-redo"), QIcon(QStringLiteral(":/icons/redo.svg"))));

  m_act.commentBefore = new QAction(tr("Comment &Before Turn\u2026"), this);
  m_act.commentBefore->setObjectName(QStringLiteral("commentBefore"));
  m_act.commentBefore->setShortcut(QKeySequence(tr("Ctrl+Shift+K")));
  connect(m_act.commentBefore, &QAction::triggered, this, [this] { editComment(true); });
  m_act.commentAfter = new QAction(tr("Comment &After Turn\u2026"), this);
  m_act.commentAfter->setObjectName(QStringLiteral("commentAfter"));
  m_act.commentAfter->setShortcut(QKeySequence(tr("Ctrl+K")));
  connect(m_act.commentAfter, &QAction::triggered, this, [this] { editComment(false); });

  // One action per glyph of the shared table (views/glyphs.h), so the menu,
  // the notation and the tree spell a NAG alike. The six move glyphs get
  // Ctrl+1..6 as in ChessX.
  int digit = 1;
  for (const Glyphs::Group group : {Glyphs::Group::Move, Glyphs::Group::Position}) {
    for (const Glyphs::Glyph &g : Glyphs::group(group)) {
      auto *a = new QAction(
          QStringLiteral("%1\t%2").arg(Glyphs::symbol(g.nag, font()), Glyphs::name(g.nag)), this);
      a->setObjectName(QStringLiteral("glyph%1").arg(g.nag));
      a->setCheckable(true);
      a->setData(g.nag);
      if (group == Glyphs::Group::Move && digit <= 6)
        a->setShortcut(QKeySequence(tr("Ctrl+%1").arg(digit++)));
      connect(a, &QAction::triggered, this, [this, nag = g.nag] { toggleGlyph(nag); });
      m_glyphActions.append(a);
    }
  }

  m_act.editPosition = new QAction(tr("&Edit Position"), this);
  m_act.editPosition->setObjectName(QStringLiteral("editPosition"));
  m_act.editPosition->setCheckable(true);
  m_act.editPosition->setShortcut(QKeySequence(tr("Ctrl+E")));
  m_act.editPosition->setStatusTip(tr("Set up a position on the board with the board editor"));
  m_act.editPosition->setIcon(themedIcon("document-edit", QStyle::SP_FileDialogDetailedView));
  connect(m_act.editPosition, &QAction::toggled, this, &MainWindow::setEditing);

  m_act.preferences = new QAction(tr("&Preferences\u2026"), this);
  m_act.preferences->setObjectName(QStringLiteral("preferences"));
  m_act.preferences->setShortcuts({QKeySequence::Preferences, QKeySequence(tr("Ctrl+,"))});
  m_act.preferences->setMenuRole(QAction::PreferencesRole);
  connect(m_act.preferences, &QAction::triggered, this, &MainWindow::showPreferences);

  m_act.flip = new QAction(tr("&Flip Board"), this);
  m_act.flip->setObjectName(QStringLiteral("flipBoard"));
  m_act.flip->setShortcut(QKeySequence(tr("Ctrl+F")));
  m_act.flip->setStatusTip(tr("Show the board from the other side"));
  m_act.flip->setIcon(themedIcon("object-flip-vertical", QStyle::SP_BrowserReload));
  connect(m_act.flip, &QAction::triggered, m_board, &BoardView::flip);
  m_act.coordinates = new QAction(tr("&Coordinates"), this);
  m_act.coordinates->setObjectName(QStringLiteral("coordinates"));
  m_act.coordinates->setCheckable(true);
  connect(m_act.coordinates, &QAction::toggled, this, [this](bool on) {
    Preferences p = m_preferences;
    p.coordinates = on;
    applyPreferences(p);
  });
  m_act.resetLayout = new QAction(tr("&Reset Layout"), this);
  m_act.resetLayout->setObjectName(QStringLiteral("resetLayout"));
  m_act.resetLayout->setStatusTip(tr("Put every panel back where it started"));
  connect(m_act.resetLayout, &QAction::triggered, this, &MainWindow::resetLayout);
}

void MainWindow::createGameActions() {
  auto make = [this](const char *name, const QString &text, const QKeySequence &key,
                     const QString &tip, auto slot) {
    auto *a = new QAction(text, this);
    a->setObjectName(QLatin1String(name));
    a->setShortcut(key);
    a->setStatusTip(tip);
    connect(a, &QAction::triggered, this, slot);
    return a;
  };
  m_act.goStart = make("goStart", tr("&Start"), Qt::Key_Home, tr("Go to the start position"),
                       [this] { m_document->goStart(); });
  m_act.goStart->setIcon(themedIcon("go-first", QStyle::SP_MediaSkipBackward));
  m_act.goBack = make("goBack", tr("&Back"), Qt::Key_Left, tr("Take back one turn"),
                      [this] { m_document->goBack(); });
  m_act.goBack->setIcon(themedIcon("go-previous", QStyle::SP_MediaSeekBackward));
  m_act.goForward =
      make("goForward", tr("&Forward"), Qt::Key_Right, tr("Play the next turn of this line"),
           [this] { m_document->goForward(); });
  m_act.goForward->setIcon(themedIcon("go-next", QStyle::SP_MediaSeekForward));
  m_act.goEnd = make("goEnd", tr("&End"), Qt::Key_End, tr("Go to the end of this line"),
                     [this] { m_document->goEnd(); });
  m_act.goEnd->setIcon(themedIcon("go-last", QStyle::SP_MediaSkipForward));
  m_act.previousVariation = make("previousVariation", tr("&Previous Continuation"), Qt::Key_Up,
                                 tr("Switch to the alternative above at this fork"),
                                 [this] { m_document->goSibling(-1); });
  m_act.nextVariation = make("nextVariation", tr("&Next Continuation"), Qt::Key_Down,
                             tr("Switch to the alternative below at this fork"),
                             [this] { m_document->goSibling(1); });

  // Tree edits act on the variation holding the current turn, as the move
  // menu of the notation and the tree does (views/movemenu.h).
  m_act.promote = make(
      "promoteVariation", tr("&Promote Variation"), QKeySequence(),
      tr("Move this variation one place up among the alternatives"), [this] {
        m_document->promoteVariation(variationHead(m_document->tree(), m_document->currentNode()));
      });
  m_act.makeMain = make("makeMainLine", tr("&Make Main Line"), QKeySequence(),
                        tr("Make the line through this turn the main line"),
                        [this] { m_document->makeMainLine(m_document->currentNode()); });
  m_act.deleteVariation = make(
      "deleteVariation", tr("&Delete Variation"), QKeySequence(),
      tr("Delete the variation that holds this turn"), [this] {
        m_document->deleteVariation(variationHead(m_document->tree(), m_document->currentNode()));
      });
  m_act.deleteFromHere =
      make("deleteFromHere", tr("Delete &From Here"), QKeySequence(tr("Ctrl+Del")),
           tr("Delete every turn after this one, with their variations"),
           [this] { m_document->deleteFromHere(m_document->currentNode()); });

  m_act.about = new QAction(tr("&About Shooters Chess Workbench"), this);
  m_act.about->setObjectName(QStringLiteral("about"));
  m_act.about->setMenuRole(QAction::AboutRole);
  connect(m_act.about, &QAction::triggered, this, &MainWindow::showAbout);
  m_act.rules = new QAction(this);  // its text names the open game's rule system
  m_act.rules->setObjectName(QStringLiteral("rules"));
  m_act.rules->setShortcut(QKeySequence::HelpContents);
  m_act.rules->setStatusTip(tr("How the pieces of this game move and take, and how it is won"));
  connect(m_act.rules, &QAction::triggered, this, &MainWindow::showRules);
  updateRulesAction();
}

void MainWindow::createMenus() {
  QMenu *file = menuBar()->addMenu(tr("&File"));
  file->addActions({m_act.newGame, m_act.open});
  file->addMenu(m_recentFiles);
  file->addActions({m_act.save, m_act.saveAs});
  file->addSeparator();
  file->addActions({m_act.closeTab, m_act.nextTab, m_act.previousTab});
  file->addSeparator();
  file->addActions({m_act.copyGame, m_act.pasteGame, m_act.copySfen, m_act.pasteSfen});
  file->addSeparator();
  file->addAction(m_actExportBoard);
  file->addSeparator();
  file->addAction(m_act.quit);

  QMenu *edit = menuBar()->addMenu(tr("&Edit"));
  edit->addActions({m_act.undo, m_act.redo});
  edit->addSeparator();
  edit->addAction(m_actCopyBoardImage);
  edit->addSeparator();
  edit->addActions({m_act.commentBefore, m_act.commentAfter});
  m_glyphMenu = edit->addMenu(tr("&Glyphs"));
  m_glyphMenu->setObjectName(QStringLiteral("glyphMenu"));
  for (QAction *a : m_glyphActions) {
    // A separator between the move glyphs and the position glyphs.
    if (Glyphs::groupOf(a->data().toInt()) == Glyphs::Group::Position &&
        m_glyphMenu->actions().size() == int(Glyphs::group(Glyphs::Group::Move).size()))
      m_glyphMenu->addSeparator();
    m_glyphMenu->addAction(a);
  }
  connect(m_glyphMenu, &QMenu::aboutToShow, this, &MainWindow::updateGlyphMenu);
  edit->addSeparator();
  edit->addAction(m_act.editPosition);
  edit->addSeparator();
  edit->addAction(m_act.preferences);

  m_viewMenu = menuBar()->addMenu(tr("&View"));
  for (QDockWidget *dock : std::as_const(m_docks)) m_viewMenu->addAction(dock->toggleViewAction());
  m_viewMenu->addSeparator();
  m_viewMenu->addActions({m_act.flip, m_act.coordinates});
  m_viewMenu->addSeparator();
  m_viewMenu->addAction(m_actPresentation);
  m_viewMenu->addSeparator();
  m_viewMenu->addAction(m_act.resetLayout);

  QMenu *game = menuBar()->addMenu(tr("&Game"));
  game->addActions({m_act.goStart, m_act.goBack, m_act.goForward, m_act.goEnd,
                    m_act.previousVariation, m_act.nextVariation});
  game->addSeparator();
  game->addActions({m_act.promote, m_act.makeMain, m_act.deleteVariation, m_act.deleteFromHere});
  game->addSeparator();
  game->addActions({m_declareTurnAction, m_analyseGameAction});

  QMenu *help = menuBar()->addMenu(tr("&Help"));
  help->addActions({m_act.rules, m_act.about});

  // The bare arrow keys navigate only while the board or the navigator has
  // the focus: elsewhere (the game list, the editor's fields) they keep their
  // usual meaning.
  for (QAction *a : {m_act.goStart, m_act.goBack, m_act.goForward, m_act.goEnd,
                     m_act.previousVariation, m_act.nextVariation}) {
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_board->addAction(a);
    m_navigatorDock->addAction(a);
  }
}

void MainWindow::createToolBar() {
  m_toolBar = addToolBar(tr("Main"));
  m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
  m_toolBar->setMovable(true);
  // Icons alone for the familiar actions; Flip and Edit Position also say
  // what they do (low-priority actions drop their text beside the icon).
  m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  for (QAction *a : {m_act.newGame, m_act.open, m_act.save, m_act.undo, m_act.redo, m_act.goStart,
                     m_act.goBack, m_act.goForward, m_act.goEnd})
    a->setPriority(QAction::LowPriority);
  m_toolBar->addActions({m_act.newGame, m_act.open, m_act.save});
  m_toolBar->addSeparator();
  m_toolBar->addActions({m_act.undo, m_act.redo});
  m_toolBar->addSeparator();
  m_toolBar->addActions({m_act.goStart, m_act.goBack, m_act.goForward, m_act.goEnd});
  m_toolBar->addSeparator();
  m_toolBar->addActions({m_act.flip, m_act.editPosition});
}
