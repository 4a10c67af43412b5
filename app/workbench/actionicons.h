// The icons of the workbench's actions.
#pragma once

#include <QApplication>
#include <QIcon>
#include <QStyle>

// A theme icon where the desktop has one, else the style's own.
inline QIcon themedIcon(const char *name, QStyle::StandardPixmap fallback) {
  return QIcon::fromTheme(QLatin1String(name), QApplication::style()->standardIcon(fallback));
}
