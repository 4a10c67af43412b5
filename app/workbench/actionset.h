// ActionSet: the window's everyday actions (the dockwidgets example's
// createActions), made and kept in step with the shown game, the board's mode
// and the undo stacks. Each action is connected here when its target is a
// document-layer object or a view (FileCommands, Workspace, GameDocument,
// BoardView); MainWindow connects the few that act on the window itself
// (quit, preferences, edit mode, layout, the clipboard's SFEN).
//   actionset.cpp        File and Edit, the glyphs and comments
//   actionset_game.cpp   Game and Help, and which actions apply now
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class BoardView;
class FileCommands;
class GameDocument;
class QAction;
class QMenu;
class QUndoGroup;
class QWidget;
class RulesPage;
class Workspace;

class ActionSet : public QObject {
  Q_OBJECT

 public:
  struct Actions {
    QAction *newGame, *newGameFromPosition, *open, *save, *saveAs, *copyGame, *copyLine, *pasteGame,
        *mergeClipboard, *copySfen, *pasteSfen, *quit;
    QAction *closeTab, *nextTab, *previousTab;
    QAction *undo, *redo, *commentBefore, *commentAfter, *diagramMark, *gameInfo, *editPosition,
        *preferences;
    QAction *flip, *coordinates, *variationArrows, *resetLayout;
    QAction *goStart, *goBack, *goForward, *goEnd, *goToTurn, *previousVariation, *nextVariation;
    QAction *promote, *makeMain, *deleteVariation, *deleteFromHere, *pass;
    QAction *about, *rules, *shortcuts;
  };

  // The actions are the window's children, so the menus, the toolbar and
  // Preferences' shortcut page find them by object name.
  ActionSet(QWidget *window, Workspace *workspace, FileCommands *files, QUndoGroup *undo,
            BoardView *board);

  const Actions &actions() const { return m_act; }
  // Edit > Glyphs, filled with one checkable action per glyph.
  QMenu *createGlyphMenu(QWidget *parent);

 private:
  void createFileActions(Workspace *workspace, FileCommands *files);
  void createEditActions(QUndoGroup *undo);
  void createGlyphActions();
  void createGameActions();
  void updateStates();
  void updateAnnotationChecks();
  void toggleGlyph(int nag);
  void editComment(bool before);
  void setDiagramMark(bool marked);
  void updateRulesAction();
  void showRules();

  QWidget *m_window;
  GameDocument *m_document;
  BoardView *m_board;
  Actions m_act{};
  QList<QAction *> m_glyphActions;
  QMenu *m_glyphMenu = nullptr;
  QPointer<RulesPage> m_rulesPage;  // Help > Rules, created when first asked for
};
