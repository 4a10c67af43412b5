#include "glyphs.h"

#include <QCoreApplication>
#include <QGlyphRun>
#include <QHash>
#include <QTextLayout>
#include <algorithm>

namespace Glyphs {

namespace {

// Names are translated in the "Glyphs" context when shown (name()).
const std::vector<Glyph> kGlyphs = {
    {1, "!", "!", QT_TRANSLATE_NOOP("Glyphs", "Good move"), Group::Move},
    {2, "?", "?", QT_TRANSLATE_NOOP("Glyphs", "Mistake"), Group::Move},
    {3, "!!", "!!", QT_TRANSLATE_NOOP("Glyphs", "Brilliant move"), Group::Move},
    {4, "??", "??", QT_TRANSLATE_NOOP("Glyphs", "Blunder"), Group::Move},
    {5, "!?", "!?", QT_TRANSLATE_NOOP("Glyphs", "Interesting move"), Group::Move},
    {6, "?!", "?!", QT_TRANSLATE_NOOP("Glyphs", "Dubious move"), Group::Move},
    {10, "=", "=", QT_TRANSLATE_NOOP("Glyphs", "Equal position"), Group::Position},
    {13, "\u221E", "~", QT_TRANSLATE_NOOP("Glyphs", "Unclear position"), Group::Position},
    {14, "\u2A72", "+=", QT_TRANSLATE_NOOP("Glyphs", "White is slightly better"), Group::Position},
    {15, "\u2A71", "=+", QT_TRANSLATE_NOOP("Glyphs", "Black is slightly better"), Group::Position},
    {16, "\u00B1", "+/-", QT_TRANSLATE_NOOP("Glyphs", "White is better"), Group::Position},
    {17, "\u2213", "-/+", QT_TRANSLATE_NOOP("Glyphs", "Black is better"), Group::Position},
    {18, "+\u2212", "+-", QT_TRANSLATE_NOOP("Glyphs", "White is winning"), Group::Position},
    {19, "\u2212+", "-+", QT_TRANSLATE_NOOP("Glyphs", "Black is winning"), Group::Position},
    // Shown when a file carries them, not offered in the menus. $11/$12 are
    // the quiet and active kinds of equality, printed as "=" in books.
    {7, "\u25A1", "[]", QT_TRANSLATE_NOOP("Glyphs", "Only move"), Group::Other},
    {11, "=", "=", QT_TRANSLATE_NOOP("Glyphs", "Equal, quiet position"), Group::Position},
    {12, "=", "=", QT_TRANSLATE_NOOP("Glyphs", "Equal, active position"), Group::Position},
    {22, "\u2A00", "(.)", QT_TRANSLATE_NOOP("Glyphs", "Zugzwang"), Group::Other},
    {32, "\u27F3", "@", QT_TRANSLATE_NOOP("Glyphs", "Development advantage"), Group::Other},
    {36, "\u2191", "^", QT_TRANSLATE_NOOP("Glyphs", "Initiative"), Group::Other},
    {40, "\u2192", "->", QT_TRANSLATE_NOOP("Glyphs", "Attack"), Group::Other},
    {132, "\u21C6", "<=>", QT_TRANSLATE_NOOP("Glyphs", "Counterplay"), Group::Other},
    {138, "\u2A01", "(+)", QT_TRANSLATE_NOOP("Glyphs", "Time trouble"), Group::Other},
    {146, "N", "N", QT_TRANSLATE_NOOP("Glyphs", "Novelty"), Group::Other},
};

// The menus list the first entries of each group; $11/$12 share "=" with $10
// and are only read, never offered.
bool inMenu(const Glyph &g) { return g.nag != 11 && g.nag != 12; }

}  // namespace

const std::vector<Glyph> &all() { return kGlyphs; }

QList<Glyph> group(Group g) {
  QList<Glyph> out;
  for (const Glyph &glyph : kGlyphs)
    if (glyph.group == g && inMenu(glyph)) out.append(glyph);
  return out;
}

const Glyph *find(int nag) {
  for (const Glyph &g : kGlyphs)
    if (g.nag == nag) return &g;
  return nullptr;
}

int nagForSymbol(const QString &text) {
  for (const Glyph &g : kGlyphs)
    if (inMenu(g) && (text == QString::fromUtf8(g.symbol) || text == QLatin1String(g.fallback)))
      return g.nag;
  return 0;
}

Group groupOf(int nag) {
  const Glyph *g = find(nag);
  return g ? g->group : Group::Other;
}

QString symbol(int nag) {
  const Glyph *g = find(nag);
  return g ? QString::fromUtf8(g->symbol) : QStringLiteral("$%1").arg(nag);
}

QString symbol(int nag, const QFont &font) {
  const Glyph *g = find(nag);
  if (!g) return symbol(nag);
  // Qt falls back through every installed font; glyph 0 is what is drawn
  // when none has the character (a box), so that is what we test for.
  static QHash<QString, bool> drawable;
  const QString text = QString::fromUtf8(g->symbol);
  const QString key = font.key() + QLatin1Char('|') + text;
  auto it = drawable.find(key);
  if (it == drawable.end()) {
    QTextLayout layout(text, font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    bool ok = true;
    for (const QGlyphRun &run : layout.glyphRuns())
      for (quint32 index : run.glyphIndexes()) ok = ok && index != 0;
    it = drawable.insert(key, ok);
  }
  return *it ? text : QString::fromLatin1(g->fallback);
}

QString name(int nag) {
  const Glyph *g = find(nag);
  return g ? QCoreApplication::translate("Glyphs", g->name)
           : QCoreApplication::translate("Glyphs", "Annotation $%1").arg(nag);
}

QColor color(int nag) {
  // Lichess's colours: readers learn them from there, and they stay legible
  // on both light and dark backgrounds.
  switch (nag) {
    case 1:
      return QColor(0x22, 0xac, 0x38);
    case 2:
      return QColor(0xe6, 0x9f, 0x00);
    case 3:
      return QColor(0x16, 0x82, 0x26);
    case 4:
      return QColor(0xdf, 0x53, 0x53);
    case 5:
      return QColor(0xea, 0x45, 0xd8);
    case 6:
      return QColor(0x56, 0xb4, 0xe9);
    default:
      return QColor();
  }
}

std::vector<int> toggled(const std::vector<int> &nags, int nag) {
  std::vector<int> out;
  const bool present = std::find(nags.begin(), nags.end(), nag) != nags.end();
  const Group g = groupOf(nag);
  for (int n : nags) {
    if (n == nag) continue;
    // Only move and position glyphs exclude each other; "other" NAGs stack.
    if (!present && g != Group::Other && groupOf(n) == g) continue;
    out.push_back(n);
  }
  if (!present) out.push_back(nag);
  // Books print the move glyph right after the turn and the position glyph
  // after it, so keep that order in the list too.
  auto rank = [](int n) {
    const Group gr = groupOf(n);
    return gr == Group::Move ? 0 : gr == Group::Position ? 1 : 2;
  };
  std::stable_sort(out.begin(), out.end(), [&](int a, int b) { return rank(a) < rank(b); });
  return out;
}

}  // namespace Glyphs
