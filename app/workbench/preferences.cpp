#include "preferences.h"

#include <QDir>
#include <QSettings>

#include "settingskeys.h"

namespace {

// Option values as QSettings keeps them (a QVariantMap) and as engines take them.
QMap<QString, QString> stringMap(const QVariantMap &map) {
  QMap<QString, QString> out;
  for (auto it = map.cbegin(); it != map.cend(); ++it) out.insert(it.key(), it.value().toString());
  return out;
}

QVariantMap variantMap(const QMap<QString, QString> &map) {
  QVariantMap out;
  for (auto it = map.cbegin(); it != map.cend(); ++it) out.insert(it.key(), it.value());
  return out;
}

}  // namespace

Preferences Preferences::load(const QSettings &settings) {
  const Preferences defaults;
  Preferences p;
  p.squareSize = settings.value(SettingsKeys::kSquareSize, defaults.squareSize).toInt();
  p.coordinates = settings.value(SettingsKeys::kCoordinates, defaults.coordinates).toBool();
  p.highlightTargets =
      settings.value(SettingsKeys::kHighlightTargets, defaults.highlightTargets).toBool();
  p.animateTurns = settings.value(SettingsKeys::kAnimateTurns, defaults.animateTurns).toBool();
  p.variationArrows =
      settings.value(SettingsKeys::kVariationArrows, defaults.variationArrows).toBool();
  p.language = settings.value(SettingsKeys::kLanguage, defaults.language).toString();
  p.theme = settings.value(SettingsKeys::kTheme, defaults.theme).toString();
  p.pieceSet = settings.value(SettingsKeys::kPieceSet, defaults.pieceSet).toString();
  p.engine = settings.value(SettingsKeys::kEngineProgram, defaults.engine).toString();
  p.engineOptions = stringMap(settings.value(SettingsKeys::kEngineOptions).toMap());
  const QVariantMap others = settings.value(SettingsKeys::kOtherEngineOptions).toMap();
  for (auto it = others.cbegin(); it != others.cend(); ++it)
    p.otherEngineOptions.insert(it.key(), stringMap(it.value().toMap()));
  return p;
}

void Preferences::save(QSettings &settings) const {
  settings.setValue(SettingsKeys::kSquareSize, squareSize);
  settings.setValue(SettingsKeys::kCoordinates, coordinates);
  settings.setValue(SettingsKeys::kHighlightTargets, highlightTargets);
  settings.setValue(SettingsKeys::kAnimateTurns, animateTurns);
  settings.setValue(SettingsKeys::kVariationArrows, variationArrows);
  settings.setValue(SettingsKeys::kLanguage, language);
  settings.setValue(SettingsKeys::kTheme, theme);
  settings.setValue(SettingsKeys::kPieceSet, pieceSet);
  settings.setValue(SettingsKeys::kEngineProgram, engine);
  settings.setValue(SettingsKeys::kEngineOptions, variantMap(engineOptions));
  QVariantMap others;
  for (auto it = otherEngineOptions.cbegin(); it != otherEngineOptions.cend(); ++it)
    others.insert(it.key(), variantMap(it.value()));
  settings.setValue(SettingsKeys::kOtherEngineOptions, others);
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
