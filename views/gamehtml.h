// GameHtml: a game as one web page, for a handout, a class's site or a blog
// (ChessX's and Scid's HTML export). The page holds the game's header (the
// players, event, site, date, round, result), the notation as the notation
// pane shows it (the main line bold, the first level of variations as
// indented blocks, deeper ones in brackets, comments, glyphs, clock times)
// and board diagrams as inline SVG drawings, which every browser shows and
// prints sharply: the start position when the game was set up, every turn
// whose comment holds ChessBase's diagram mark "[#]", and the turn on the
// board. The page needs no other file. docs/export-and-presentation.md.
#pragma once

#include <QByteArray>
#include <QString>
#include <vector>

#include "boardscene.h"
#include "gametree.h"

class GameDocument;

struct GameHtmlOptions {
  BoardTheme theme;  // the board's colours, as the user chose them
  bool flipped = false;
  bool coordinates = true;
  int diagramSize = 320;  // pixels, the longer side
  // The turn on the board also gets a diagram (kNoNode: none).
  sc::NodeId shownTurn = sc::kNoNode;
};

namespace GameHtml {

// The page of one game, UTF-8.
QByteArray page(const GameDocument &document, const GameHtmlOptions &options);
// One page of several games under `title` (a lesson's file, a selection of
// the Games list), each game as above; diagrams only where the games mark
// them (options.shownTurn is left out: it is one game's).
QByteArray page(const QString &title, const std::vector<const GameDocument *> &games,
                const GameHtmlOptions &options);

// Writes a page to `path` atomically (the old file stays if anything
// fails). Returns an empty string, or what went wrong.
QString writeFile(const QString &path, const QByteArray &page);

}  // namespace GameHtml
