// NotationLayout, placing: measuring tokens, laying them out in lines, and
// finding them again under a point.
#include "notationlayout.h"

#include <QFontMetricsF>
#include <algorithm>
#include <cmath>

#include "gamedocument.h"
#include "glyphs.h"
#include "pgnclock.h"

void NotationLayout::setMetrics(const Metrics &metrics) {
  m_metrics = metrics;
  // Kerning off: a token's width is then the sum of its characters' advances.
  m_metrics.regular.setKerning(false);
  m_metrics.bold.setKerning(false);
  const QFont *fonts[2] = {&m_metrics.regular, &m_metrics.bold};
  for (int f = 0; f < 2; ++f) {
    const QFontMetricsF fm(*fonts[f]);
    for (int c = 0; c < 128; ++c) m_ascii[f][c] = float(fm.horizontalAdvance(QChar(c)));
    m_wide[f].clear();
  }
  // A little more than a space: turns are click targets with a highlight
  // that reaches into the gap.
  m_wordSpace = m_ascii[0][' '];
  m_space = m_wordSpace * 1.3f;
  m_ellipsis = float(QFontMetricsF(m_metrics.regular).horizontalAdvance(QChar(0x2026)));
  // The mark's board as tall as a capital, so it sits in the line like a letter.
  m_markSide = float(std::round(QFontMetricsF(m_metrics.regular).capHeight() * 1.15));
  m_glyphText.clear();
  for (Token &t : m_tokens) t.width = measure(t);
}

// --- measuring and placing ---------------------------------------------------

float NotationLayout::measure(const QString &text, int font) {
  float w = 0;
  for (QChar c : text) {
    if (c.unicode() >= 128) {
      // Rare (comments in other scripts, glyph symbols): measure the whole
      // string once, shaped, and remember it.
      auto it = m_wide[font].find(text);
      if (it == m_wide[font].end())
        it = m_wide[font].insert(
            text,
            float(
                QFontMetricsF(font ? m_metrics.bold : m_metrics.regular).horizontalAdvance(text)));
      return *it;
    }
    w += m_ascii[font][c.unicode()];
  }
  return w;
}

float NotationLayout::measure(const Token &t) {
  const int f = &font(t) == &m_metrics.bold ? 1 : 0;
  if (t.kind == Kind::Number) {
    // Digits and a dot or an ellipsis: no string needed.
    float w = (t.flags & Black) ? m_ellipsis : m_ascii[f]['.'];
    for (int n = std::max(t.aux, 0);; n /= 10) {
      w += m_ascii[f]['0' + n % 10];
      if (n < 10) break;
    }
    return w;
  }
  if (t.kind == Kind::Fold) return m_ellipsis + 2 * m_ascii[0][' '];  // drawn as a small pill
  if (t.flags & Mark) return m_markSide;
  if (t.kind == Kind::Move) {
    // Turns are ASCII; sum without making a QString.
    float w = 0;
    for (unsigned char c : m_document->tree().node(t.node).notation)
      w += c < 128 ? m_ascii[f][c] : m_ascii[f]['M'];
    return w;
  }
  return measure(text(t), f);
}

const QFont &NotationLayout::font(const Token &t) const {
  const bool bold = (t.kind == Kind::Move && t.depth == 0) || t.kind == Kind::Result ||
                    (t.kind == Kind::Glyph && Glyphs::groupOf(t.aux) == Glyphs::Group::Move);
  return bold ? m_metrics.bold : m_metrics.regular;
}

QString NotationLayout::text(const Token &t) const {
  switch (t.kind) {
    case Kind::Number:
      return QString::number(t.aux) +
             (t.flags & Black ? QStringLiteral("\u2026") : QStringLiteral("."));
    case Kind::Move:
      return QString::fromStdString(m_document->tree().node(t.node).notation);
    case Kind::Glyph: {
      // Asking the font for the symbol is slow (font.key(), a layout): once per NAG.
      auto it = m_glyphText.constFind(t.aux);
      if (it == m_glyphText.cend()) it = m_glyphText.insert(t.aux, Glyphs::symbol(t.aux, font(t)));
      return *it;
    }
    case Kind::Clock: {
      const sc::Annotation &a = m_document->tree().node(t.node).annotation;
      return QString::fromStdString(sc::pgn::shortClock(a.clock.empty() ? a.elapsed : a.clock));
    }
    case Kind::Comment:
      return m_words.at(t.aux);
    case Kind::Open:
      return QStringLiteral("(");
    case Kind::Close:
      return QStringLiteral(")");
    case Kind::Fold:
      return QStringLiteral("\u2026");
    case Kind::Result: {
      const auto &tags = m_document->tree().tags();
      const auto it = tags.find("Result");
      return it == tags.end() ? QString() : resultText(it->second);
    }
  }
  return {};
}

void NotationLayout::layout(qreal width) {
  m_width = width;
  m_lines.assign(1, Line{0, 0});
  layoutFrom(0);
}

void NotationLayout::layoutFrom(int line) {
  m_lines.resize(line + 1);
  if (m_tokens.empty()) {
    m_lines.clear();
    return;
  }
  const float right = float(m_width - m_metrics.margin);
  auto indentX = [this](int indent) {
    return float(m_metrics.margin + indent * m_metrics.indentStep);
  };
  // Prose keeps its own spacing; turns get a little more room.
  auto gapBefore = [this](int k) {
    const Token &t = m_tokens[k];
    if (t.flags & NoSpace) return 0.0f;
    return t.kind == Kind::Comment && m_tokens[k - 1].kind == Kind::Comment ? m_wordSpace : m_space;
  };
  int indent = m_lines[line].indent;
  const int start = m_lines[line].first;
  float x = indentX(indent);
  const int n = int(m_tokens.size());
  for (int i = start; i < n;) {
    // A group is a token and the glued ones after it ("12." "Nc3" "!"): it
    // moves to the next line as a whole.
    int end = i + 1;
    float groupWidth = m_tokens[i].width;
    while (end < n && (m_tokens[end].flags & Glue) && !(m_tokens[end].flags & NewBlock)) {
      groupWidth += m_tokens[end].width + gapBefore(end);
      ++end;
    }
    bool lineStart = i == start;
    if (i > start && (m_tokens[i].flags & NewBlock)) {
      indent = std::min<int>(m_tokens[i].depth, kBlockDepth);
      m_lines.push_back({i, indent});
      x = indentX(indent);
      lineStart = true;
    }
    float gap = lineStart ? 0 : gapBefore(i);
    if (!lineStart && x + gap + groupWidth > right) {
      m_lines.push_back({i, indent});
      x = indentX(indent);
      gap = 0;
    }
    x += gap;
    for (int k = i; k < end; ++k) {
      if (k > i) x += gapBefore(k);
      m_tokens[k].x = x;
      x += m_tokens[k].width;
    }
    i = end;
  }
}

int NotationLayout::lineOf(int token) const {
  auto it = std::upper_bound(m_lines.begin(), m_lines.end(), token,
                             [](int t, const Line &line) { return t < line.first; });
  return int(it - m_lines.begin()) - 1;
}

int NotationLayout::tokenAt(QPointF p) const {
  const int line = int(std::floor((p.y() - m_metrics.margin) / m_metrics.lineHeight));
  if (line < 0 || line >= int(m_lines.size())) return -1;
  const int first = m_lines[line].first;
  const int last = line + 1 < int(m_lines.size()) ? m_lines[line + 1].first : int(m_tokens.size());
  // Half a gap of slack on each side, so the gaps between turns click too.
  const float slack = m_space / 2;
  for (int i = first; i < last; ++i) {
    const Token &t = m_tokens[i];
    if (p.x() >= t.x - slack && p.x() < t.x + t.width + slack) return i;
  }
  return -1;
}

QRectF NotationLayout::tokenRect(int token) const {
  const Token &t = m_tokens[token];
  return QRectF(t.x, lineTop(lineOf(token)), t.width, m_metrics.lineHeight);
}

int NotationLayout::tokenOfNode(sc::NodeId node) const {
  return node >= 0 && node < int(m_nodeToken.size()) ? m_nodeToken[node] : -1;
}

QString NotationLayout::plainText() const {
  QString out;
  for (size_t i = 0; i < m_tokens.size(); ++i) {
    const Token &t = m_tokens[i];
    if (i > 0 && (t.flags & NewBlock))
      out += QLatin1Char('\n') + QString(2 * std::min<int>(t.depth, kBlockDepth), QLatin1Char(' '));
    else if (i > 0 && !(t.flags & NoSpace))
      out += QLatin1Char(' ');
    out += t.kind == Kind::Glyph ? Glyphs::symbol(t.aux) : text(t);
  }
  return out;
}
