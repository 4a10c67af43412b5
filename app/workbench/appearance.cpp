#include "appearance.h"

#include <QApplication>
#include <QPointer>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

#include "piecepalette.h"
#include "pieceset.h"
#include "rulespage.h"

namespace {

// What the platform gave before any theme was applied, so that System can
// return to it.
struct Startup {
  QString style;
  QPalette palette;
};

const Startup &startup() {
  static const Startup s{QApplication::style() ? QApplication::style()->name() : QString(),
                         QApplication::palette()};
  return s;
}

QString &appliedTheme() {
  static QString theme;
  return theme;
}

void useStyle(const QString &name) {
  if (name.isEmpty() || !QApplication::style()) return;
  if (QApplication::style()->name().compare(name, Qt::CaseInsensitive) == 0) return;
  if (QStyle *style = QStyleFactory::create(name)) QApplication::setStyle(style);
}

}  // namespace

namespace Appearance {

bool isDark(const QPalette &palette) { return palette.color(QPalette::Window).lightness() < 128; }

bool systemPrefersDark() {
  if (isDark(startup().palette)) return true;
  return qEnvironmentVariable("GTK_THEME").endsWith(QLatin1String(":dark"), Qt::CaseInsensitive);
}

QPalette darkPalette() {
  const QColor window(0x2d, 0x2f, 0x33);
  const QColor base(0x22, 0x24, 0x27);
  const QColor text(0xe8, 0xe8, 0xea);
  const QColor disabled(0x85, 0x88, 0x8e);
  QPalette p;
  p.setColor(QPalette::Window, window);
  p.setColor(QPalette::WindowText, text);
  p.setColor(QPalette::Base, base);
  p.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2c, 0x30));
  p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x42));
  p.setColor(QPalette::ToolTipText, text);
  p.setColor(QPalette::PlaceholderText, disabled);
  p.setColor(QPalette::Text, text);
  p.setColor(QPalette::Button, QColor(0x37, 0x3a, 0x3f));
  p.setColor(QPalette::ButtonText, text);
  p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
  p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x53));
  p.setColor(QPalette::Midlight, QColor(0x40, 0x43, 0x48));
  p.setColor(QPalette::Mid, QColor(0x26, 0x28, 0x2b));
  p.setColor(QPalette::Dark, QColor(0x1b, 0x1c, 0x1f));
  p.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x12));
  p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xc7));
  p.setColor(QPalette::HighlightedText, Qt::white);
  p.setColor(QPalette::Link, QColor(0x7c, 0xb5, 0xff));
  p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x9d, 0xf0));
  for (QPalette::ColorRole role :
       {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
    p.setColor(QPalette::Disabled, role, disabled);
  p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x53));
  return p;
}

void applyTheme(const QString &theme) {
  startup();  // kept before the first change
  if (theme == appliedTheme()) return;
  // The first call applies "system" only when something must change: the
  // palette the platform gave is the system's.
  const bool first = appliedTheme().isEmpty();
  appliedTheme() = theme;
  // A new style resets the palette, so the style comes first.
  if (theme == QLatin1String(kThemeDark) ||
      (theme != QLatin1String(kThemeLight) && systemPrefersDark() && !isDark(startup().palette))) {
    useStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(darkPalette());
  } else if (theme == QLatin1String(kThemeLight)) {
    useStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(QApplication::style()->standardPalette());
  } else if (!first) {
    useStyle(startup().style);
    QApplication::setPalette(startup().palette);
  }
}

void applyPieceSet(const QString &pieceSet) {
  const std::string set = pieceSet == QLatin1String(kPiecesClassic) ? "chess" : "";
  if (set == PieceSet::preferredSet()) return;
  PieceSet::setPreferredSet(set);
  // Boards and tables draw through a PieceSet at every paint and follow at
  // their next one; palettes and rules pages made pictures beforehand.
  // Palettes replace their buttons, so they are found first and the
  // widgets listed anew afterwards.
  QList<QPointer<PiecePalette>> palettes;
  QList<QPointer<RulesPage>> pages;
  for (QWidget *widget : QApplication::allWidgets()) {
    if (auto *palette = qobject_cast<PiecePalette *>(widget)) palettes << palette;
    if (auto *page = qobject_cast<RulesPage *>(widget)) pages << page;
  }
  for (const QPointer<PiecePalette> &palette : std::as_const(palettes))
    if (palette) palette->refreshArtwork();
  for (const QPointer<RulesPage> &page : std::as_const(pages))
    if (page) page->refreshPictures();
  for (QWidget *widget : QApplication::allWidgets()) widget->update();
}

}  // namespace Appearance
