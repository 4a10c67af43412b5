// PgnIo: game files as the workbench reads and writes them. A file is PGN
// (one or more games) or positions, one a line (SFEN, FEN or EPD;
// positionlist.h); the reader's problems are located
// by line and column (GameList formats them), and the games that could be
// read still open. Writing goes through QSaveFile, so a failed save never
// damages the file that was there before.
#pragma once

#include <QByteArray>
#include <QString>
#include <vector>

#include "pgn.h"

// What reading a file or pasted text produced.
struct LoadedFile {
  QString path;      // empty for clipboard text
  sc::PgnFile file;  // every game, readable or not, with the reader's problems
  // Set when the file could not be read at all (missing, unreadable, holding
  // no game): then `file` is empty.
  QString error;
  bool isSfen = false;  // the text was one position line, not PGN

  bool hasProblems() const;
  int readableGames() const;
  // Readable games that hold something: a turn, a tag, a comment, or a start
  // position of their own (junk with a '[' in it is read as an empty game).
  int gamesWithContent() const;
};

namespace PgnIo {

// Reads PGN, or position lines (a game that starts at each).
LoadedFile readText(const sc::VariantPtr &variant, const QString &text);
// Files of at most this size are read.
inline constexpr qint64 kMaxFileBytes = qint64(1) << 31;
// Why `path` is not read (a folder, a device or a pipe, too big), or empty.
QString refusal(const QString &path);
LoadedFile readFile(const sc::VariantPtr &variant, const QString &path);

// Whether `text` is position lines (SFEN, FEN or EPD) rather than PGN.
bool isPositionText(const QString &text);
// A position that `current`'s ruleset does not read may be another rule
// system's (a chess FEN pasted into a Shooters Chess window): the first other
// built-in ruleset of the registry that reads it, with its default options,
// or null when none does (or when `current` reads it).
sc::VariantPtr rulesetReadingPosition(const sc::VariantPtr &current, const QString &text);

QByteArray gameText(const sc::GameTree &tree);
QByteArray gamesText(const std::vector<const sc::GameTree *> &trees);

// Writes atomically: the data goes to a temporary file that replaces `path`
// only once everything was written. On failure returns false, fills `error`
// and leaves any existing file untouched.
bool writeFile(const QString &path, const QByteArray &data, QString *error = nullptr);

}  // namespace PgnIo
