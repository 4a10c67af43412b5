// Preferences: the user's choices for the board and the interface, as one
// value read from and written to QSettings (keys in settingskeys.h).
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

class QSettings;

struct Preferences {
  int squareSize = 64;           // preferred size of a square in pixels (a hint for the board)
  bool coordinates = true;       // files and ranks along the board's edges
  bool highlightTargets = true;  // light up legal destinations and targets
  bool animateTurns = true;      // a turn's pieces slide to their squares (BoardSlides)
  bool variationArrows = true;   // at a fork, an arrow for each next turn (Lichess's)
  QString language;              // a locale name such as "de"; empty = the system's
  // Appearance (appearance.h): "system", "light" or "dark"; "ruleset" or "classic".
  QString theme = QStringLiteral("system");
  QString pieceSet = QStringLiteral("ruleset");
  // The UCI engine's program (enginepage.h); empty for shooters-engine. Its
  // options as the user set them (engineoptionsbox.h): name to value.
  QString engine;
  QMap<QString, QString> engineOptions;
  // The options set for engines chosen before, by program: choosing one
  // again brings them back.
  QMap<QString, QMap<QString, QString>> otherEngineOptions;

  static Preferences load(const QSettings &settings);
  void save(QSettings &settings) const;

  // The translations compiled into the program (":/i18n/shooters_<locale>.qm"),
  // as locale names.
  static QStringList availableLanguages();

  friend bool operator==(const Preferences &, const Preferences &) = default;
};
