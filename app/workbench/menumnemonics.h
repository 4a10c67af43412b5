// Accelerator letters for menu entries whose text comes from elsewhere: a
// dock's entry in the View menu reads the dock's title, which is also its
// title bar's and its tab's text and so carries no '&'. KDE's accelerator
// manager gives such entries a letter; plain Qt does not, so this picks one
// no other entry of the menu uses: a word's first letter where it can, else
// any letter. It picks again when an entry's text changes (the Ranks dock is
// "Weapons" for MegaMan), so the letters follow the language and the game.
#pragma once

#include <QSet>
#include <QString>

class QMenu;

namespace MenuMnemonics {

// The accelerator letter of a menu text, lower case ("&Open" -> 'o'), or a
// null QChar ("&&" is a literal ampersand).
QChar of(const QString &text);

// `text` with an accelerator on its first letter not in `taken` (only on a
// word's first letter if `wordStartsOnly`); unchanged when it has one
// already or no letter is left.
QString added(const QString &text, const QSet<QChar> &taken, bool wordStartsOnly);

// Gives every entry of `menu` without an accelerator one, now and whenever
// one of its entries changes.
void keep(QMenu *menu);

}  // namespace MenuMnemonics
