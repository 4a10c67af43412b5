#include "menumnemonics.h"

#include <QAction>
#include <QMenu>
#include <QScopedValueRollback>

namespace MenuMnemonics {

QChar of(const QString &text) {
  for (qsizetype i = 0; i + 1 < text.size(); ++i) {
    if (text[i] != QLatin1Char('&')) continue;
    if (text[i + 1] == QLatin1Char('&')) {
      ++i;
      continue;
    }
    return text[i + 1].toLower();
  }
  return {};
}

QString added(const QString &text, const QSet<QChar> &taken, bool wordStartsOnly) {
  if (!of(text).isNull()) return text;
  for (qsizetype i = 0; i < text.size(); ++i) {
    const bool wordStart = i == 0 || !text[i - 1].isLetterOrNumber();
    if ((wordStart || !wordStartsOnly) && text[i].isLetterOrNumber() &&
        !taken.contains(text[i].toLower()))
      return text.left(i) + QLatin1Char('&') + text.mid(i);
  }
  return text;
}

namespace {

void assign(QMenu *menu) {
  // setText() below emits changed(), which calls this again.
  static bool assigning = false;
  if (assigning) return;
  const QScopedValueRollback<bool> guard(assigning, true);
  QSet<QChar> taken;
  const QList<QAction *> actions = menu->actions();
  for (QAction *a : actions) {
    const QChar m = of(a->text());
    if (!m.isNull()) taken.insert(m);
  }
  // Every entry a word's first letter before any entry a letter inside a
  // word: "Ra&nks" and "&Analysis" rather than "R&anks" and "A&nalysis".
  for (const bool wordStartsOnly : {true, false}) {
    for (QAction *a : actions) {
      if (a->isSeparator() || !of(a->text()).isNull()) continue;
      const QString text = added(a->text(), taken, wordStartsOnly);
      if (text == a->text()) continue;
      taken.insert(of(text));
      a->setText(text);
    }
  }
}

}  // namespace

void keep(QMenu *menu) {
  assign(menu);
  for (QAction *a : menu->actions())
    QObject::connect(a, &QAction::changed, menu, [menu] { assign(menu); });
}

}  // namespace MenuMnemonics
