// GameList: the games of an open PGN file, as a table (number, White, Black,
// Result, Event, Date, plies, rule system), for files of any size.
//
// Opening a file maps it and indexes it (sc::PgnScanner: offsets, first line,
// main tags); a game's moves are read only when it is opened, searched or
// saved after a change. A small file (kHeldGames games, kHeldBytes) is also
// read whole at once, as before, so its problems are reported on opening.
// A big one is indexed in slices between events, so the window never
// freezes. Games pasted or restored live in memory; an edited game is held
// as its tree. Saving writes every game that was not changed from its
// original bytes, so an untouched file is written back byte for byte.
#pragma once

#include <QAbstractTableModel>
#include <QFile>
#include <QStringList>
#include <QTimer>
#include <array>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "pgn.h"
#include "pgnindex.h"

class GameList : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column {
    NumberColumn,
    WhiteColumn,
    WhiteEloColumn,  // shown while a game has the tag, as the later ones
    BlackColumn,
    BlackEloColumn,
    ResultColumn,
    EventColumn,
    DateColumn,
    PliesColumn,
    RulesColumn,  // the game's rule system (a file may mix them)
    // Hidden until chosen (Site, Round) or while no game has them.
    SiteColumn,
    RoundColumn,
    EcoColumn,
    RatingColumn,   // a puzzle's rating
    ThemesColumn,   // a puzzle's themes
    OpeningColumn,  // Opening, or a puzzle's opening tags (long: last)
    ColumnCount
  };
  enum Role {
    ProblemCountRole = Qt::UserRole + 1,  // int: problems found in the game (once read)
    ReadableRole,                         // bool: false when the game was read and nothing could be
    FirstLineRole,                        // int: the game's first line in the file
    SortRole,                             // a key that orders the column (numbers as numbers)
    // headerData, bool: whether a games table shows the column unless told
    // otherwise: not Site and Round; the roster's columns in a PGN list;
    // any other tag's column while a game has the tag.
    ShownByDefaultRole,
  };
  static constexpr int kHeldGames = 200;
  static constexpr qint64 kHeldBytes = qint64(4) << 20;

  explicit GameList(QObject *parent = nullptr);
  ~GameList() override;

  // Opens a PGN file: indexes it (the rest in the background when it is big)
  // and, when it is small, reads every game. False with `error` set when the
  // file cannot be opened; a file with no game in it opens empty.
  // A file of positions, one a line (positionlist.h), is indexed by its
  // lines in the same way, each read as a game when it is opened, and saved
  // as PGN (isPositionList: never over the file itself).
  bool openFile(const QString &path, const sc::VariantPtr &variant, QString *error = nullptr);
  bool isPositionList() const { return m_positions; }
  bool isIndexing() const { return m_scanner != nullptr; }
  // Finishes the index now (a save or a search needs every game).
  void finishIndexing();
  // Moves another list's games and file into this one: a file is opened
  // aside, looked at, and only then replaces what is open.
  void takeOver(GameList &other);
  // Games that hold something (a turn, a tag, a comment, a start position of
  // their own): junk with a '[' in it reads as an empty game. A game not read
  // yet counts: the index found a tag or a turn in it.
  int gamesWithContent() const;
  // Replaces the list with games already read (pasted text, a recovery
  // file). `path` names the file in problem messages.
  void setFile(const QString &path, sc::PgnFile file);
  void clear();
  QString filePath() const { return m_path; }

  int gameCount() const { return int(m_games.size()); }
  // The game's tree when it is held in memory (a small file's game, a pasted
  // or edited one), else nullptr: copyTree reads it from the file.
  const sc::GameTree *tree(int row) const;
  // A copy for a GameDocument to own, read from the file when needed;
  // nullptr when nothing of the game could be read (its problems then say why).
  std::unique_ptr<sc::GameTree> copyTree(int row);
  // Reads the game when it was not read yet; whether any of it could be read.
  bool isReadable(int row);
  // Stores an edited game into the list: it is now held, and saved as its tree.
  void setTree(int row, const sc::GameTree &tree);
  // The row's columns from `tree`'s tags (the shown game while it is edited);
  // its stored game stays until setTree.
  void showTags(int row, const sc::GameTree &tree);
  void appendTree(const sc::GameTree &tree);
  void removeGame(int row);
  // Removes the rows (any order, repeats ignored): a removal per run of
  // neighbouring rows, the games after them renumbered once.
  void removeGames(std::vector<int> rows);
  bool isChanged(int row) const;
  // The games of the file (by their place in it, from 0) that were removed
  // from the list since it was opened or saved, in order: what a recovery
  // file must remove again from the file's games to rebuild the list.
  std::vector<int> removedFileGames() const;

  // Whether the game's main line passes through `target` (same rule system,
  // same key). Reads the game from the file when it is not held, and keeps
  // nothing: a search through a million games holds one at a time.
  bool reaches(int row, const sc::Position &target);
  // The game's tree, read from the file when it is not held, keeping nothing
  // (as reaches: the opening tree walks every game this way). nullptr when
  // nothing of it can be read.
  std::unique_ptr<sc::GameTree> peekTree(int row);
  int plies(int row) const;

  // "file:line:column: message" for the game's problems, in file order.
  QStringList problems(int row) const;
  // Problems outside any game, then those of every game read so far.
  QStringList allProblems() const;
  bool hasProblems() const;
  // Whether saving would lose text: a changed game whose file text had problems.
  bool savingLosesText() const;

  // The whole list as PGN: unchanged games as their file's bytes, the others
  // as the writer writes them.
  QByteArray text();
  // One game as text() writes it, without the text around it or a final line
  // break: a game of the file that is unchanged (read or not, readable or
  // not) as its own bytes, a held one as the writer writes it.
  QByteArray gameText(int row);
  // Writes text() to `path` atomically; the list then reads from that file
  // (its games without a Variant tag as `variant`'s).
  bool save(const QString &path, const sc::VariantPtr &variant, QString *error = nullptr);

  // A tag of the game as the list shows it (empty when the game has none).
  QString tagValue(int row, sc::IndexTag tag) const;
  // The tag a column shows and sorts by (the rule system's for Rules), or
  // none (the number and plies columns).
  static std::optional<sc::IndexTag> columnTag(int column);
  // A name for the column that does not change with the language or with
  // the columns' order ("WhiteElo", "Plies"), for settings; -1 for none.
  static QString columnKey(int column);
  static int columnFromKey(const QString &key);
  // Whether a game of the list had the tag since its file was opened (kept
  // as games come in: the Games dock asks at every slice of a big index).
  bool anyGameHas(sc::IndexTag tag) const;
  // Whether every game is a position of its own: a position file's lines,
  // or games each set up from a FEN (a problem collection).
  bool holdsPositions() const;
  // The rule system's title, by its Variant tag or the list's own ruleset.
  QString rulesTitle(int row) const;
  // For the filter: the index of the tag's value in `m_strings`, 0 for none.
  std::uint32_t tagId(int row, sc::IndexTag tag) const;
  const std::vector<std::string> &strings() const { return m_strings; }

  int rowCount(const QModelIndex &parent = {}) const override;
  int columnCount(const QModelIndex &parent = {}) const override;
  QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

 signals:
  // While a big file is indexed: bytes indexed of `total`.
  void indexingProgress(qint64 done, qint64 total);
  void indexingFinished();
  // Around the row removals of one removeGames(): a view that does work per
  // change can wait for the end of them.
  void gamesAboutToBeRemoved();
  void gamesRemoved();

 private:
  struct Entry {
    sc::PgnIndexEntry index;  // tags are ids into m_strings; offset into m_source
    std::unique_ptr<sc::GameTree> tree;
    std::vector<sc::PgnProblem> problems;
    bool fromFile = false;       // has bytes in m_source
    int fileGame = -1;           // its place among the file's games; -1 when not from it
    std::uint64_t gapStart = 0;  // where the text between it and the game before it begins
    bool changed = false;        // saved as its tree
    bool read = false;           // the file's text was read (problems known)
    bool readable = true;
    int number = 0;  // shown in the number column: a removal renumbers explicitly
  };
  static int countPlies(const sc::GameTree &tree);
  QString format(const sc::PgnProblem &problem) const;
  std::uint32_t intern(const std::string &value);
  void takeTags(Entry &entry, const sc::GameTree &tree);
  void noteTags(const sc::PgnIndexEntry &index);
  void addBatch(sc::PgnScanBatch &batch);
  void indexSlice();
  void stopIndexing();
  sc::PgnGame readEntry(const Entry &entry);
  std::string_view sourceText(const sc::PgnIndexEntry &e) const;
  void readJunkProblems();
  void releaseSource();

  QString m_path;
  sc::VariantPtr m_variant;
  std::vector<Entry> m_games;
  std::vector<sc::PgnProblem> m_fileProblems;
  std::vector<sc::PgnIndexJunk> m_junk;
  std::vector<std::string> m_strings;  // id k is m_strings[k - 1]
  std::unordered_map<std::string, std::uint32_t> m_ids;
  // The open file, mapped; m_data is its bytes (or a copy when it cannot be mapped).
  std::unique_ptr<QFile> m_file;
  QByteArray m_copy;
  std::string_view m_source;
  std::uint64_t m_tailStart = 0;  // the end of the last game indexed
  int m_fileGames = 0;            // games indexed in the file
  std::unique_ptr<sc::PgnScanner> m_scanner;
  bool m_positions = false;                         // the file is positions, one a line
  std::array<bool, sc::kIndexTagCount> m_tagged{};  // anyGameHas, by tag
  sc::VariantPtr m_positionVariant;                 // which rule system reads its lines
  sc::PositionLayout m_positionLayout;              // and how: EPD, or a puzzle table's rows
  std::unique_ptr<sc::PgnReader> m_reader;
  QTimer m_slice;
};
