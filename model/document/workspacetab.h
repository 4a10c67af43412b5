// Workspace's tab, shared by workspace.cpp and workspace_recovery.cpp only.
#pragma once

#include <memory>

#include "gamedocument.h"
#include "gamelist.h"
#include "recoverystore.h"
#include "workspace.h"

// A tab aside holds its game and its list; the shown tab's live in the
// document and the shown list, and its own are empty until it is left.
struct Workspace::Tab {
  std::uint64_t id = 0;  // Workspace::tabId
  GameDocument::Stash game;
  std::unique_ptr<GameList> games = std::make_unique<GameList>();
  int currentGame = 0;
  // Games of the list other than the shown one were changed (stored back
  // into the list when another game of it was opened, pasted, restored).
  bool otherGamesModified = false;
  std::unique_ptr<RecoveryStore> recovery;
};
