// What the status bar says after a merge (GameDocument::mergeGame): how many
// turns went in and after which turn, or why nothing did. Shared by the
// Games list's Merge and Edit > Merge Game from Clipboard.
#pragma once

#include <QString>

class GameDocument;
struct MergeOutcome;

// `game` names the merged game as the sentence starts: "Game 2", "The
// clipboard's game".
QString mergeMessage(const GameDocument &document, const MergeOutcome &outcome,
                     const QString &game);
