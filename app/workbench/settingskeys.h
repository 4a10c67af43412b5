// Every QSettings key of the workbench, in one place, grouped by what they
// belong to. The values are the keys as stored (QSettings groups by '/').
#pragma once

namespace SettingsKeys {

// Window layout: saveGeometry()/saveState(), and the version of the dock
// arrangement (bumped when docks change, so an old saved state is ignored).
inline constexpr char kWindowGeometry[] = "window/geometry";
inline constexpr char kWindowState[] = "window/state";
inline constexpr char kWindowStateVersion[] = "window/stateVersion";

// A dock that appears by itself (DockOffer) and that the user closed: it
// stays closed until it is shown again, by hand or by Reset Layout.
inline constexpr char kEvaluationGraphClosed[] = "window/evaluationGraphClosed";

// The Games dock's columns the user showed or hid ("Site=1", "ECO=0";
// GameList::columnKey), the others following what the games hold.
inline constexpr char kGamesColumns[] = "games/columns";

// Files: the most recent first.
inline constexpr char kRecentFiles[] = "files/recent";
inline constexpr char kLastDirectory[] = "files/lastDirectory";

// Preferences (preferences.h).
inline constexpr char kSquareSize[] = "board/squareSize";
inline constexpr char kCoordinates[] = "board/coordinates";
inline constexpr char kHighlightTargets[] = "board/highlightTargets";
inline constexpr char kAnimateTurns[] = "board/animateTurns";
inline constexpr char kVariationArrows[] = "board/variationArrows";
inline constexpr char kLanguage[] = "ui/language";  // "" = the system's
// Appearance (appearance.h).
// Play > Play against the Engine: the last strength chosen ("depth" or "time", plies or ms).
inline constexpr char kSparringLimit[] = "sparring/limit";
inline constexpr char kSparringValue[] = "sparring/value";
// Game > Auto Play: the time between two turns (ms).
inline constexpr char kAutoPlayInterval[] = "game/autoPlayInterval";
inline constexpr char kTheme[] = "ui/theme";           // "system", "light", "dark"
inline constexpr char kPieceSet[] = "board/pieceSet";  // "ruleset", "classic"

// Board export (boardpictures.cpp): the last format ("png" or "svg"), PNG
// size and folder chosen.
inline constexpr char kExportFormat[] = "export/format";
inline constexpr char kExportSize[] = "export/size";
inline constexpr char kExportOffBoard[] = "export/offBoard";
inline constexpr char kExportDirectory[] = "export/directory";

// The Analysis dock's controls (AnalysisView::Settings), kept by EnginePanels.
inline constexpr char kAnalysisLines[] = "analysis/lines";
inline constexpr char kAnalysisArrow[] = "analysis/arrow";
inline constexpr char kAnalysisLimit[] = "analysis/limit";  // 0 until stopped, 1 depth, 2 time
// Before the depth was kept per engine: what an engine without its own starts with.
inline constexpr char kAnalysisDepth[] = "analysis/depth";
// The dock's depth for each engine: program to plies, "" for shooters-engine.
inline constexpr char kAnalysisDepths[] = "analysis/depths";
inline constexpr char kAnalysisSeconds[] = "analysis/seconds";
inline constexpr char kAnalysisThreads[] = "analysis/threads";
inline constexpr char kAnalysisHash[] = "analysis/hash";
// Analysis > Analyse Game's controls: the depth for each engine (program to
// plies, "" for shooters-engine: one engine's depth 4 is another's 18), the
// threads and the hash.
inline constexpr char kAnalyseGameDepths[] = "analyseGame/depths";
inline constexpr char kAnalyseGameThreads[] = "analyseGame/threads";
inline constexpr char kAnalyseGameHash[] = "analyseGame/hash";
// Preferences > Engine: the UCI engine's program ("" = shooters-engine).
inline constexpr char kEngineProgram[] = "engine/program";
inline constexpr char kEngineOptions[] = "engine/options";  // its options: name to value
// Other programs' options, kept for when they are chosen again: program to options.
inline constexpr char kOtherEngineOptions[] = "engine/otherOptions";

// File > New Game (newgamedialog.h): the last rule system chosen and its
// options as KEY=VALUE.
inline constexpr char kNewGameRuleset[] = "newGame/ruleset";
inline constexpr char kNewGameOptions[] = "newGame/options";

}  // namespace SettingsKeys
