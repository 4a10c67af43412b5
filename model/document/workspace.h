// Workspace: every game open in one window, one tab each. A tab holds a file's
// games (a GameList), the game of that file being worked on with its own undo
// history, and its own recovery file. One GameDocument and one GameList show
// the current tab, so every view stays bound to the same two objects; choosing
// another tab swaps its game and its list in (GameDocument::swapGame,
// GameList::takeOver) and the views see a game reset. Questions (save? which
// file?) are the window's: this class only does what was decided.
#pragma once

#include <QObject>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <vector>

#include "gamedocument.h"
#include "recoverystore.h"

class GameList;

class Workspace : public QObject {
  Q_OBJECT

 public:
  // One tab with the variant's start position. Recovery files go to
  // `recoveryDirectory` (RecoveryStore's default when empty).
  explicit Workspace(sc::VariantPtr variant, const QString &recoveryDirectory = QString(),
                     QObject *parent = nullptr);
  ~Workspace() override;

  GameDocument *document() const { return m_document; }
  GameList *games() const { return m_games; }  // the shown tab's file and games
  RecoveryStore *recovery() const;             // the shown tab's recovery file

  int count() const { return int(m_tabs.size()); }
  int current() const { return m_current; }
  // A tab's own number, kept while it is open (its index moves as tabs close).
  std::uint64_t tabId(int tab) const;
  // Which game of the shown tab's list the document holds.
  int currentGame() const;
  QString filePath(int tab) const;
  // "name.pgn" (or "Untitled"), the file's name the tab shows.
  QString title(int tab) const;
  bool isModified(int tab) const;  // anything that differs from the file on disk
  // The game a tab shows, with its edits (File > Merge Game from Another Tab).
  const sc::GameTree &game(int tab) const;
  bool hasUnsavedChanges() const { return isModified(m_current); }
  // The tab showing `path` (an absolute or relative name of the same file), or -1.
  int tabOf(const QString &path) const;
  // The shown tab is an untitled game with nothing in it, unchanged: what
  // opens next takes its place instead of a tab of its own.
  bool isPristine() const;

  void setCurrent(int tab);
  // A tab of its own for an untitled game from `start`, shown; a pristine
  // shown tab takes the game instead.
  void newTab(const sc::Position &start);
  // After the shown game was started anew (GameDocument::newGame and the
  // like): the tab's list holds it alone, untitled, with nothing to recover.
  void keepOnlyShownGame();
  // Drops the tab and what it held (the window asked first). The last tab
  // gives way to a new game of its rule system.
  void closeTab(int tab);

  // Shows `list` (a file's games, opened aside) in the pristine tab or a new
  // one, at its first readable game; `savePath` empty: saving asks for a name
  // (a position file is not overwritten with PGN). Whether a game could be
  // read (else a new game is shown beside the rows that say why).
  bool adopt(GameList &list, const QString &savePath);
  // Shows game `row` of the shown tab's list, keeping the shown game's edits
  // in the list. False when the game cannot be read.
  bool openGame(int row);
  // Adds games (pasted) to the shown tab's list and shows the first; a
  // pristine game gives way to them.
  void addGames(const std::vector<const sc::GameTree *> &trees);
  // Removes game `row` from the shown tab's list (the file changes when it is
  // saved). The game on the board is not removed: false for it.
  bool removeGame(int row);
  // Removes those rows of the shown tab's list but the game on the board, in
  // one change; how many were removed.
  int removeGames(const QList<int> &rows);
  // Game `row` of the shown tab's list as PGN: the shown game with its edits,
  // an unchanged game of the file as the file's own text (GameList::gameText).
  QByteArray gameText(int row);
  // Those games, in the list's order, as one PGN text (a blank line between).
  QByteArray gamesText(QList<int> rows);
  // Writes gamesText(rows) to `path` atomically, as a file of its own: the
  // tab's list and file stay as they are. Refuses a file open in a tab.
  bool saveGames(const QList<int> &rows, const QString &path, QString *error = nullptr);
  // Writes the shown tab's games to `path` atomically; false with `error`.
  bool save(const QString &path, QString *error);

  // The shown tab's recovery content: changed games only, by row, when a file
  // is behind the list; every game otherwise.
  RecoverySnapshot snapshot() const { return snapshot(m_current); }
  RecoverySnapshot snapshot(int tab) const;
  // A crashed session's games in a tab (the pristine one or a new one), as
  // unsaved changes, protected again by the tab's recovery file.
  bool restore(const RecoverySnapshot &snapshot);
  // Something changed in the shown tab: its recovery file is written soon, or
  // dropped when the tab is back at what is on disk.
  void noteChange();
  // A clean exit: no tab leaves a recovery file.
  void discardRecovery();

 signals:
  void tabsChanged();  // added, closed, renamed, (un)modified
  void currentChanged(int tab);
  // A game was read into the document from the list or a file (not a new or
  // pasted-over one): views that follow a game's own side look now.
  void gameOpened();

 private:
  struct Tab;
  Tab &shown() { return *m_tabs[std::size_t(m_current)]; }
  const Tab &shown() const { return *m_tabs[std::size_t(m_current)]; }
  std::unique_ptr<Tab> makeTab();
  void appendTab(const sc::Position &start);  // a new tab with that game, shown
  void storeShownGame();
  void showTree(std::unique_ptr<sc::GameTree> tree);  // loaded, at its start view's turn
  // Whether a snapshot over a file still describes that file, which now has
  // `fileGames` games (it may have changed on disk since).
  static bool fitsFile(const RecoverySnapshot &snapshot, int fileGames);

  GameDocument *m_document = nullptr;
  std::uint64_t m_lastTabId = 0;
  GameList *m_games = nullptr;
  QString m_recoveryDirectory;
  std::vector<std::unique_ptr<Tab>> m_tabs;
  int m_current = 0;
};
