// FileCommands: the questions and reports around the workspace's files, the
// part of File that talks to the user. What is opened, saved, pasted or
// restored is the Workspace's (model/document); this class asks which file,
// whether to save, whether a position of another rule system should open as
// its own game, and reports what could not be read. MainWindow connects its
// actions here and owns none of this state.
//   filecommands.cpp            new, open, save, close, the games of a file
//   filecommands_exchange.cpp   clipboard, other rule systems, recovery
#pragma once

#include <QObject>
#include <QStringList>
#include <optional>

namespace sc {
class Position;
}
class QMenu;
class QWidget;
class RecentFiles;
class Workspace;

class FileCommands : public QObject {
  Q_OBJECT

 public:
  FileCommands(Workspace *workspace, RecentFiles *recent, QWidget *window);

  // --- filecommands.cpp
  void newGame();  // asks for the rule system and its options: a new tab
  void open();     // a file dialog
  // Opens a PGN or SFEN file in a tab of its own (the open one is shown when
  // it already has a tab); problems are reported in a message box.
  bool openFile(const QString &path);
  bool openGame(int row);  // a game of the shown tab's file
  bool save();
  bool saveAs();
  bool saveFile(const QString &path);
  // The Games list's Export: those rows to a new PGN file (asked for); the
  // tab keeps its own file.
  void exportGames(const QList<int> &rows);
  // Asks about the shown tab's unsaved changes: whether to go on.
  bool maybeSave();
  // Closes a tab, asking only about its own changes.
  bool closeTab(int tab);
  // Before quitting: every tab with changes is shown and asked about.
  bool maybeSaveAll();
  void reportProblems(const QString &title, const QStringList &problems);

  // --- filecommands_exchange.cpp
  void copyGame();
  // The game along the line through the board's turn only (sc::lineThrough).
  void copyLine();
  void pasteGame();  // the clipboard's games, in a tab of their own
  // The clipboard's games into the game on the board, as variations, in one
  // undo step (GameDocument::mergeGames); the status bar says what was added.
  void mergeClipboard();
  // The game another tab shows, likewise; the tab keeps it.
  void mergeTab(int tab);
  // File > Merge Game from Other Tab: an entry for each other tab.
  QMenu *createMergeTabMenu(QWidget *parent);
  // A new untitled game from `start`, whatever rule system it is of, in a tab.
  void startGameFrom(const sc::Position &start);
  // File > New Game from This Position (Lichess's "continue from here"): the
  // board's position starts a new untitled game in a tab of its own, without
  // the turns that led to it; the shown game stays as it is.
  void newGameFromPosition();
  // When `text` is a position another built-in ruleset reads (and the shown
  // game's does not), asks whether to open it as a new game of that rule
  // system: nullopt when it is no such position, else whether it opened.
  std::optional<bool> offerOtherRuleset(const QString &text, const QString &title);
  // At start: asks whether to restore what crashed sessions left (a tab each).
  void offerRecovery();
  bool restoreRecovery(const QString &path);

 signals:
  void statusMessage(const QString &text, int timeout);
  void gameStarted();       // a new game from a position: edit mode gives way
  void collectionOpened();  // a file of several games: its list is worth showing

 private:
  bool openPositionFile(const QString &path);
  bool adopt(class GameList &list, const QString &path, const QString &savePath);
  bool confirmDroppingUnreadable();

  Workspace *m_workspace;
  RecentFiles *m_recent;
  QWidget *m_window;
};
