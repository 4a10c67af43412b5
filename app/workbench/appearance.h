// Appearance: the theme (System, Light, Dark) and the piece set (the
// ruleset's own or the classic set) chosen in Preferences, applied to the
// whole application at once (docs/appearance.md).
#pragma once

#include <QPalette>
#include <QString>

namespace Appearance {

// The values of Preferences::theme and Preferences::pieceSet as stored in
// the settings.
inline constexpr char kThemeSystem[] = "system";
inline constexpr char kThemeLight[] = "light";
inline constexpr char kThemeDark[] = "dark";
inline constexpr char kPiecesRuleset[] = "ruleset";  // each ruleset's own artwork
inline constexpr char kPiecesClassic[] = "classic";  // Staunton-like, resources/pieces/chess

// Sets the application's style and palette: Light is Fusion's own palette,
// Dark a dark palette on Fusion, System the style and palette the platform
// gave at start (or the dark palette when the platform asks for dark, see
// systemPrefersDark). Nothing happens when `theme` is already applied.
void applyTheme(const QString &theme);
// Draws the airships of the Shooters rule systems with the classic set (or
// back), and redraws every board, palette and rules page.
void applyPieceSet(const QString &pieceSet);

// Both of the above.
inline void apply(const QString &theme, const QString &pieceSet) {
  applyTheme(theme);
  applyPieceSet(pieceSet);
}

// The dark palette (readable text on dark windows and bases).
QPalette darkPalette();
// Whether the platform wants dark windows. Qt 6.4 has no colour-scheme
// query, so this is a heuristic: the palette the platform gave at start has
// a dark window (KDE Plasma and the Qt platform themes with a dark scheme),
// or GTK_THEME names a dark variant ("Adwaita:dark").
bool systemPrefersDark();
// Whether a palette is a dark one (a dark window colour).
bool isDark(const QPalette &palette);

}  // namespace Appearance
