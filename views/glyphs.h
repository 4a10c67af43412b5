// Glyphs: the one table of PGN numeric annotation glyphs (NAGs) and the
// symbols the views show for them. Menus, the notation pane and the move tree
// all read it, so a NAG is spelled the same everywhere.
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QString>
#include <vector>

namespace Glyphs {

// Move glyphs judge the turn, position glyphs the position after it. A node
// carries at most one of each group (like Lichess and ChessX); other NAGs are
// kept untouched.
enum class Group { Move, Position, Other };

struct Glyph {
  int nag = 0;           // $1, $2, ...
  const char *symbol;    // UTF-8, as printed in books
  const char *fallback;  // ASCII, for fonts without the symbol
  const char *name;      // untranslated; use Glyphs::name() for the user
  Group group = Group::Other;
};

// Every NAG the views know, move glyphs first in menu order, then position
// glyphs in menu order, then the display-only rest.
const std::vector<Glyph> &all();
// The entries of one group, in menu order.
QList<Glyph> group(Group g);
// The entry for a NAG, or nullptr when the table does not know it.
const Glyph *find(int nag);
// The NAG whose symbol (or ASCII fallback) is `symbol`, or 0.
int nagForSymbol(const QString &symbol);

Group groupOf(int nag);
// The symbol shown for a NAG: "!", "±", or "$N" for one the table lacks.
QString symbol(int nag);
// The symbol, or its ASCII fallback when no installed font can draw it
// (⩲ and ⩱ are missing from many fonts). Cached per font.
QString symbol(int nag, const QFont &font);
// The translated description ("Good move", "White is slightly better").
QString name(int nag);
// The colour a glyph is drawn in (Lichess's palette for move glyphs); an
// invalid colour means "the text colour".
QColor color(int nag);

// Toggles a NAG in a node's list: removes it when present, otherwise adds it
// and removes any other NAG of the same group. The result is ordered: the
// move glyph, the position glyph, then the rest in their former order.
std::vector<int> toggled(const std::vector<int> &nags, int nag);

}  // namespace Glyphs
