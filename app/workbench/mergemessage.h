// What the status bar says after a merge (GameDocument::mergeGame): how many
// turns went in and after which turn, or why nothing did. Shared by the
// Games list's Merge and File > Merge Game from Clipboard and from Another Tab.
#pragma once

#include <QString>
#include <vector>

class GameDocument;
struct MergeOutcome;

// `game` names the merged game as the sentence starts: "Game 2", "The
// clipboard's game".
QString mergeMessage(const GameDocument &document, const MergeOutcome &outcome,
                     const QString &game);

// After several games were merged at once (GameDocument::mergeGames): how
// many of them brought turns and how many turns in all, or why none did.
QString mergeSummary(const std::vector<MergeOutcome> &outcomes);
