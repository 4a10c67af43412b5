#include "preferences.h"

#include <QDir>
#include <QSettings>

#include "settingskeys.h"

Preferences Preferences::load(const QSettings &settings) {
  const Preferences defaults;
  Preferences p;
  p.squareSize = settings.value(SettingsKeys::kSquareSize, defaults.squareSize).toInt();
  p.coordinates = settings.value(SettingsKeys::kCoordinates, defaults.coordinates).toBool();
  p.highlightTargets =
      settings.value(SettingsKeys::kHighlightTargets, defaults.highlightTargets).toBool();
  p.animateTurns = settings.value(SettingsKeys::kAnimateTurns, defaults.animateTurns).toBool();
  p.language = settings.value(SettingsKeys::kLanguage, defaults.language).toString();
  p.theme = settings.value(SettingsKeys::kTheme, defaults.theme).toString();
  p.pieceSet = settings.value(SettingsKeys::kPieceSet, defaults.pieceSet).toString();
  p.engine = settings.value(SettingsKeys::kEngineProgram, defaults.engine).toString();
  const QVariantMap options = settings.value(SettingsKeys::kEngineOptions).toMap();
  for (auto it = options.cbegin(); it != options.cend(); ++it)
    p.engineOptions.insert(it.key(), it.value().toString());
  return p;
}

void Preferences::save(QSettings &settings) const {
  settings.setValue(SettingsKeys::kSquareSize, squareSize);
  settings.setValue(SettingsKeys::kCoordinates, coordinates);
  settings.setValue(SettingsKeys::kHighlightTargets, highlightTargets);
  settings.setValue(SettingsKeys::kAnimateTurns, animateTurns);
  settings.setValue(SettingsKeys::kLanguage, language);
  settings.setValue(SettingsKeys::kTheme, theme);
  settings.setValue(SettingsKeys::kPieceSet, pieceSet);
  settings.setValue(SettingsKeys::kEngineProgram, engine);
  QVariantMap options;
  for (auto it = engineOptions.cbegin(); it != engineOptions.cend(); ++it)
    options.insert(it.key(), it.value());
  settings.setValue(SettingsKeys::kEngineOptions, options);
}

QStringList Preferences::availableLanguages() {
  // qt_add_translations puts the .qm files under :/i18n (translations/).
  QStringList result;
  const QStringList files =
      QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("shooters_*.qm")}, QDir::Files);
  for (const QString &file : files)
    result.append(file.mid(int(qstrlen("shooters_"))).chopped(int(qstrlen(".qm"))));
  return result;
}
