// The keys that walk a game, shared by every view that has the focus while
// the user reads the game (the move tree and the notation pane), so they all
// answer the same keys the same way.
#pragma once

class GameDocument;

// ←/→ previous/next turn, ↑/↓ the other continuations at a fork, Home/End
// the start and the end of the line. Returns whether `key` was one of them.
bool navigateByKey(GameDocument &document, int key);
