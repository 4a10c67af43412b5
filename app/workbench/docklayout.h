// DockLayout: the default arrangement's sizes (first start, View ▸ Reset
// Layout), worked out from the window so that the board, which is square,
// gets the whole height of the window and the panels the width it leaves
// (docs/appearance.md, "Every size"). Docks are found by their object names.
#pragma once

#include <QRect>
#include <QSize>

class QMainWindow;

namespace DockLayout {

// The window's size at first start on a screen with `available` room: most
// of a large screen, all of a small one.
QSize defaultWindowSize(const QRect &available);

// The width of the right column of panels for a window of `window` pixels
// whose board area is `boardHeight` high and whose left docks (the
// evaluation bar) take `left`: what the square board leaves, but never less
// than `readable` (a column of text one can read) nor more than half.
int rightColumnWidth(int window, int boardHeight, int left, int readable);

// Sizes the docks of the default arrangement (navigator and the panels
// below it on the right, the editor on the left) and the splitters inside
// them.
void applyDefaults(QMainWindow *window);

}  // namespace DockLayout
