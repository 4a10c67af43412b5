#include "actionset.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QStyle>
#include <QUndoGroup>

#include "actionicons.h"
#include "annotationeditor.h"
#include "boardview.h"
#include "filecommands.h"
#include "gamedocument.h"
#include "gameinfodialog.h"
#include "glyphs.h"
#include "pgndiagram.h"
#include "workspace.h"

ActionSet::ActionSet(QWidget *window, Workspace *workspace, FileCommands *files, QUndoGroup *undo,
                     BoardView *board)
    : QObject(window), m_window(window), m_document(workspace->document()), m_board(board) {
  createFileActions(workspace, files);
  createEditActions(undo);
  createGlyphActions();
  createGameActions();  // actionset_game.cpp
  // Which actions apply follows the turn shown, the board's mode and the tab.
  connect(workspace, &Workspace::currentChanged, this, &ActionSet::updateStates);
  connect(m_document, &GameDocument::currentNodeChanged, this, &ActionSet::updateStates);
  connect(m_document, &GameDocument::gameReset, this, &ActionSet::updateStates);
  connect(m_document, &GameDocument::undoIndexChanged, this, &ActionSet::updateStates);
  connect(m_document, &GameDocument::gameReset, this, &ActionSet::updateRulesAction);
  connect(m_document, &GameDocument::annotationChanged, this, &ActionSet::updateAnnotationChecks);
  connect(board, &BoardView::modeChanged, this, &ActionSet::updateStates);
  updateStates();
}

void ActionSet::createFileActions(Workspace *workspace, FileCommands *files) {
  auto make = [this](const char *name, const QString &text, const QKeySequence &key,
                     const QString &tip) {
    auto *a = new QAction(text, m_window);
    a->setObjectName(QLatin1String(name));
    a->setShortcut(key);
    a->setStatusTip(tip);
    return a;
  };
  m_act.newGame = make("newGame", tr("&New Game\u2026"), QKeySequence::New,
                       tr("Start a new game: choose the rule system and its options"));
  m_act.newGame->setIcon(themedIcon("document-new", QStyle::SP_FileIcon));
  connect(m_act.newGame, &QAction::triggered, files, &FileCommands::newGame);
  m_act.newGameFromPosition = make(
      "newGameFromPosition", tr("New Game from This Pos&ition"), QKeySequence(tr("Ctrl+Shift+N")),
      tr("Start a new game in a tab of its own from the position on the board"));
  connect(m_act.newGameFromPosition, &QAction::triggered, files,
          &FileCommands::newGameFromPosition);
  m_act.open = make("open", tr("&Open\u2026"), QKeySequence::Open,
                    tr("Open a PGN file or an SFEN position"));
  m_act.open->setIcon(themedIcon("document-open", QStyle::SP_DialogOpenButton));
  connect(m_act.open, &QAction::triggered, files, &FileCommands::open);
  m_act.save = make("save", tr("&Save"), QKeySequence::Save, tr("Save the games of this file"));
  m_act.save->setIcon(themedIcon("document-save", QStyle::SP_DialogSaveButton));
  connect(m_act.save, &QAction::triggered, files, &FileCommands::save);
  // Not every platform theme binds Save As (issue 15): Ctrl+Shift+S then.
  const QKeySequence saveAsKey = QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
                                     ? QKeySequence(tr("Ctrl+Shift+S"))
                                     : QKeySequence(QKeySequence::SaveAs);
  m_act.saveAs =
      make("saveAs", tr("Save &As\u2026"), saveAsKey, tr("Save the games under a new name"));
  connect(m_act.saveAs, &QAction::triggered, files, &FileCommands::saveAs);
  m_act.copyGame = make("copyGame", tr("&Copy Game"), QKeySequence(tr("Ctrl+Shift+C")),
                        tr("Copy this game to the clipboard as PGN"));
  connect(m_act.copyGame, &QAction::triggered, files, &FileCommands::copyGame);
  // Lichess's "Copy variation PGN" for the board's turn; the turn's menu in
  // the move tree and the notation has it for any turn.
  m_act.copyLine = make("copyLine", tr("Copy &Line"), QKeySequence(),
                        tr("Copy the game along the line through the turn on the board, without "
                           "the other variations, as PGN"));
  connect(m_act.copyLine, &QAction::triggered, files, &FileCommands::copyLine);
  m_act.pasteGame = make("pasteGame", tr("&Paste Game"), QKeySequence(tr("Ctrl+Shift+V")),
                         tr("Open the games on the clipboard (PGN) in a tab of their own"));
  connect(m_act.pasteGame, &QAction::triggered, files, &FileCommands::pasteGame);
  m_act.mergeClipboard =
      make("mergeClipboard", tr("&Merge Game from Clipboard"), QKeySequence(),
           tr("Add the games on the clipboard (PGN) to this game as variations, where this game "
              "reaches each one's start"));
  connect(m_act.mergeClipboard, &QAction::triggered, files, &FileCommands::mergeClipboard);
  m_act.copySfen = make("copySfen", tr("Copy S&FEN"), QKeySequence(tr("Ctrl+Alt+C")),
                        tr("Copy the position on the board as SFEN"));
  m_act.pasteSfen = make("pasteSfen", tr("Paste SF&EN"), QKeySequence(tr("Ctrl+Alt+V")),
                         tr("Set up the SFEN on the clipboard"));
  m_act.closeTab = make("closeTab", tr("Close &Tab"), QKeySequence::Close,
                        tr("Close this game's tab (asks only about its own changes)"));
  connect(m_act.closeTab, &QAction::triggered, files,
          [files, workspace] { files->closeTab(workspace->current()); });
  m_act.nextTab = make("nextTab", tr("Next Ta&b"), QKeySequence(tr("Ctrl+PgDown")),
                       tr("Show the game of the next tab"));
  connect(m_act.nextTab, &QAction::triggered, workspace,
          [workspace] { workspace->setCurrent((workspace->current() + 1) % workspace->count()); });
  m_act.previousTab = make("previousTab", tr("Pre&vious Tab"), QKeySequence(tr("Ctrl+PgUp")),
                           tr("Show the game of the previous tab"));
  connect(m_act.previousTab, &QAction::triggered, workspace, [workspace] {
    const int n = workspace->count();
    workspace->setCurrent((workspace->current() + n - 1) % n);
  });
  m_act.quit = make("quit", tr("&Quit"), QKeySequence::Quit, tr("Leave the workbench"));
  m_act.quit->setMenuRole(QAction::QuitRole);
}

void ActionSet::createEditActions(QUndoGroup *undo) {
  m_act.undo = undo->createUndoAction(m_window, tr("&Undo"));
  m_act.undo->setObjectName(QStringLiteral("undo"));
  m_act.undo->setShortcut(QKeySequence::Undo);
  // Our own hooked arrows: the style's plain arrows look like Back and
  // Forward beside them (issue 15).
  m_act.undo->setIcon(
      QIcon::fromTheme(QStringLiteral("edit-undo"), QIcon(QStringLiteral(":/icons/undo.svg"))));
  m_act.redo = undo->createRedoAction(m_window, tr("&Redo"));
  m_act.redo->setObjectName(QStringLiteral("redo"));
  m_act.redo->setShortcut(QKeySequence::Redo);
  m_act.redo->setIcon(
      QIcon::fromTheme(QStringLiteral("edit-redo"), QIcon(QStringLiteral(":/icons/redo.svg"))));

  m_act.commentBefore = new QAction(tr("Comment &Before Turn\u2026"), m_window);
  m_act.commentBefore->setObjectName(QStringLiteral("commentBefore"));
  m_act.commentBefore->setShortcut(QKeySequence(tr("Ctrl+Shift+K")));
  connect(m_act.commentBefore, &QAction::triggered, this, [this] { editComment(true); });
  m_act.commentAfter = new QAction(tr("Comment &After Turn\u2026"), m_window);
  m_act.commentAfter->setObjectName(QStringLiteral("commentAfter"));
  m_act.commentAfter->setShortcut(QKeySequence(tr("Ctrl+K")));
  connect(m_act.commentAfter, &QAction::triggered, this, [this] { editComment(false); });

  // ChessBase's "[#]" in the comment after the turn, where an exported page
  // draws the board; the text follows the turn shown (updateStates).
  m_act.diagramMark = new QAction(m_window);
  m_act.diagramMark->setObjectName(QStringLiteral("diagramMark"));
  m_act.diagramMark->setCheckable(true);
  m_act.diagramMark->setStatusTip(
      tr("Mark the position for a diagram in the exported web page ([#])"));
  // triggered, not toggled: following the turn shown checks it too.
  connect(m_act.diagramMark, &QAction::triggered, this, &ActionSet::setDiagramMark);

  // The game's tags (players, event, date, result), as ChessX's "Game data".
  m_act.gameInfo = new QAction(tr("Game In&formation\u2026"), m_window);
  m_act.gameInfo->setObjectName(QStringLiteral("gameInformation"));
  m_act.gameInfo->setShortcut(QKeySequence(tr("Ctrl+I")));
  m_act.gameInfo->setStatusTip(tr("Edit the players, event, date, result and other tags"));
  connect(m_act.gameInfo, &QAction::triggered, this,
          [this] { GameInfoDialog::edit(m_document, m_window); });

  m_act.editPosition = new QAction(tr("&Edit Position"), m_window);
  m_act.editPosition->setObjectName(QStringLiteral("editPosition"));
  m_act.editPosition->setCheckable(true);
  m_act.editPosition->setShortcut(QKeySequence(tr("Ctrl+E")));
  m_act.editPosition->setStatusTip(tr("Set up a position on the board with the board editor"));
  m_act.editPosition->setIcon(themedIcon("document-edit", QStyle::SP_FileDialogDetailedView));

  m_act.preferences = new QAction(tr("&Preferences\u2026"), m_window);
  m_act.preferences->setObjectName(QStringLiteral("preferences"));
  m_act.preferences->setShortcuts({QKeySequence::Preferences, QKeySequence(tr("Ctrl+,"))});
  m_act.preferences->setMenuRole(QAction::PreferencesRole);

  m_act.flip = new QAction(tr("&Flip Board"), m_window);
  m_act.flip->setObjectName(QStringLiteral("flipBoard"));
  m_act.flip->setShortcut(QKeySequence(tr("Ctrl+F")));
  m_act.flip->setStatusTip(tr("Show the board from the other side"));
  m_act.flip->setIcon(themedIcon("object-flip-vertical", QStyle::SP_BrowserReload));
  m_act.coordinates = new QAction(tr("&Coordinates"), m_window);
  m_act.coordinates->setObjectName(QStringLiteral("coordinates"));
  m_act.coordinates->setCheckable(true);
  m_act.variationArrows = new QAction(tr("&Variation Arrows"), m_window);
  m_act.variationArrows->setObjectName(QStringLiteral("variationArrows"));
  m_act.variationArrows->setCheckable(true);
  m_act.variationArrows->setStatusTip(
      tr("Where the game goes on in more than one way, an arrow on the board for each next turn"));
  m_act.resetLayout = new QAction(tr("&Reset Layout"), m_window);
  m_act.resetLayout->setObjectName(QStringLiteral("resetLayout"));
  m_act.resetLayout->setStatusTip(tr("Put every panel back where it started"));
}

void ActionSet::createGlyphActions() {
  // One action per glyph of the shared table (views/glyphs.h), so the menu,
  // the notation and the tree spell a NAG alike. The six move glyphs get
  // Ctrl+1..6 as in ChessX.
  int digit = 1;
  for (const Glyphs::Group group : {Glyphs::Group::Move, Glyphs::Group::Position}) {
    for (const Glyphs::Glyph &g : Glyphs::group(group)) {
      auto *a = new QAction(QStringLiteral("%1\t%2").arg(Glyphs::symbol(g.nag, m_window->font()),
                                                         Glyphs::name(g.nag)),
                            m_window);
      a->setObjectName(QStringLiteral("glyph%1").arg(g.nag));
      a->setCheckable(true);
      a->setData(g.nag);
      if (group == Glyphs::Group::Move && digit <= 6)
        a->setShortcut(QKeySequence(tr("Ctrl+%1").arg(digit++)));
      connect(a, &QAction::triggered, this, [this, nag = g.nag] { toggleGlyph(nag); });
      m_glyphActions.append(a);
    }
  }
}

QMenu *ActionSet::createGlyphMenu(QWidget *parent) {
  m_glyphMenu = new QMenu(tr("&Glyphs"), parent);
  m_glyphMenu->setObjectName(QStringLiteral("glyphMenu"));
  for (QAction *a : std::as_const(m_glyphActions)) {
    // A separator between the move glyphs and the position glyphs.
    if (Glyphs::groupOf(a->data().toInt()) == Glyphs::Group::Position &&
        m_glyphMenu->actions().size() == int(Glyphs::group(Glyphs::Group::Move).size()))
      m_glyphMenu->addSeparator();
    m_glyphMenu->addAction(a);
  }
  connect(m_glyphMenu, &QMenu::aboutToShow, this, &ActionSet::updateAnnotationChecks);
  updateStates();
  return m_glyphMenu;
}

void ActionSet::toggleGlyph(int nag) {
  const sc::NodeId node = m_document->currentNode();
  if (node == m_document->tree().root()) return;
  sc::Annotation annotation = m_document->tree().node(node).annotation;
  annotation.nags = Glyphs::toggled(annotation.nags, nag);
  m_document->setAnnotation(node, annotation);
}

void ActionSet::setDiagramMark(bool marked) {
  const sc::NodeId node = m_document->currentNode();
  sc::Annotation annotation = m_document->tree().node(node).annotation;
  annotation.commentAfter = sc::pgn::withDiagramMark(annotation.commentAfter, marked);
  m_document->setAnnotation(node, annotation);
}

void ActionSet::editComment(bool before) {
  AnnotationEditor::editComment(
      m_document, m_document->currentNode(),
      before ? AnnotationEditor::Place::Before : AnnotationEditor::Place::After, m_window);
}
