// NotationView's event handlers: painting the lines in view, and the mouse,
// keys and context menu that turn into document intents.
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

#include "annotationeditor.h"
#include "gameend.h"
#include "glyphs.h"
#include "movemenu.h"
#include "movetimes.h"
#include "navigationkeys.h"
#include "notationview.h"
#include "pgnclock.h"

using Kind = NotationLayout::Kind;

// --- painting -------------------------------------------------------------------

QColor NotationView::colorOf(const NotationLayout::Token &t) const {
  const QPalette &pal = palette();
  const QColor text = pal.color(QPalette::Text);
  const QColor base = pal.color(QPalette::Base);
  const bool dark = base.lightnessF() < 0.5;
  auto mix = [](const QColor &a, const QColor &b, qreal f) {
    return QColor::fromRgbF(a.redF() * (1 - f) + b.redF() * f,
                            a.greenF() * (1 - f) + b.greenF() * f,
                            a.blueF() * (1 - f) + b.blueF() * f);
  };
  // Deeper variations fade a step at a time, so nesting reads at a glance.
  const qreal fade = t.depth == 0 ? 0.0 : t.depth == 1 ? 0.18 : 0.38;
  switch (t.kind) {
    case Kind::Move:
      return mix(text, base, fade);
    case Kind::Number:
      return mix(text, base, std::max(0.45, fade + 0.2));
    case Kind::Glyph: {
      const QColor c = Glyphs::color(t.aux);
      return c.isValid() ? c : mix(text, base, fade);
    }
    // A recorded clock is a quiet fact beside the turn, as in Lichess's list.
    case Kind::Clock:
      return mix(text, base, std::max(0.5, fade + 0.25));
    // Comments in a soft teal, as annotators expect a second voice.
    case Kind::Comment:
      return dark ? QColor(0x7f, 0xc4, 0xb0) : QColor(0x2e, 0x7d, 0x6b);
    case Kind::Open:
    case Kind::Close:
      return mix(text, base, 0.5);
    case Kind::Fold:
      return pal.color(QPalette::Link);
    case Kind::Result:
      return text;
  }
  return text;
}

// The diagram mark as ChessBase shows it: a small board, two squares dark.
void NotationView::paintMark(QPainter &p, const QRectF &square, const QColor &color, bool hover) {
  if (hover) {
    QColor back = palette().color(QPalette::Highlight);
    back.setAlphaF(0.16);
    p.setPen(Qt::NoPen);
    p.setBrush(back);
    p.drawRoundedRect(square.adjusted(-3, -3, 3, 3), 4, 4);
  }
  const QRectF board = square.adjusted(0.5, 0.5, -0.5, -0.5);
  const qreal half = board.width() / 2;
  p.setPen(Qt::NoPen);
  p.setBrush(color);
  p.drawRect(QRectF(board.topLeft(), QSizeF(half, half)));
  p.drawRect(QRectF(board.center(), QSizeF(half, half)));
  p.setPen(QPen(color, 1));
  p.setBrush(Qt::NoBrush);
  p.drawRect(board);
}

void NotationView::paintEvent(QPaintEvent *) {
  ensureBuilt();
  QPainter p(viewport());
  p.setRenderHint(QPainter::Antialiasing);
  const auto &metrics = m_layout.metrics();
  const auto &lines = m_layout.lines();
  const auto &tokens = m_layout.tokens();
  const int scroll = verticalScrollBar()->value();
  p.translate(0, -scroll);
  const int firstLine = std::max(0, int((scroll - metrics.margin) / metrics.lineHeight));
  const int lastLine = std::min(int(lines.size()) - 1,
                                int((scroll + viewport()->height()) / metrics.lineHeight) + 1);
  const sc::NodeId current = m_document ? m_document->currentNode() : sc::kNoNode;
  const QColor bar = palette().color(QPalette::Mid);
  for (int line = firstLine; line <= lastLine; ++line) {
    const qreal top = m_layout.lineTop(line);
    // A block variation carries a rule down its left side, as on Lichess.
    if (lines[line].indent > 0) {
      const qreal x = metrics.margin + (lines[line].indent - 0.55) * metrics.indentStep;
      p.fillRect(QRectF(x, top, 2, metrics.lineHeight), bar);
    }
    const int end = line + 1 < int(lines.size()) ? lines[line + 1].first : int(tokens.size());
    for (int i = lines[line].first; i < end; ++i) {
      const NotationLayout::Token &t = tokens[i];
      const QFont &font = m_layout.font(t);
      const QFontMetricsF fm(font);
      const QRectF box(t.x - 2, top + (metrics.lineHeight - fm.height()) / 2 - 1, t.width + 4,
                       fm.height() + 2);
      QColor color = colorOf(t);
      if (t.kind == Kind::Fold) {
        // A folded variation is a small button: visible, and obviously clickable.
        QColor pill = palette().color(QPalette::Link);
        pill.setAlphaF(i == m_hover ? 0.3 : 0.14);
        p.setPen(Qt::NoPen);
        p.setBrush(pill);
        p.drawRoundedRect(box.adjusted(2, 1, -2, -1), box.height() / 2 - 1, box.height() / 2 - 1);
        p.setFont(font);
        p.setPen(color);
        p.drawText(box, Qt::AlignCenter, m_layout.text(t));
        continue;
      }
      if (t.flags & NotationLayout::Mark) {
        paintMark(p, QRectF(t.x, top + (metrics.lineHeight - t.width) / 2, t.width, t.width), color,
                  i == m_hover);
        continue;
      }
      if (t.kind == Kind::Move && t.node == current) {
        p.setPen(Qt::NoPen);
        p.setBrush(palette().color(QPalette::Highlight));
        p.drawRoundedRect(box, 4, 4);
        color = palette().color(QPalette::HighlightedText);
      } else if (i == m_hover) {
        QColor hover = palette().color(QPalette::Highlight);
        hover.setAlphaF(0.16);
        p.setPen(Qt::NoPen);
        p.setBrush(hover);
        p.drawRoundedRect(box, 4, 4);
      }
      p.setFont(font);
      p.setPen(color);
      const qreal baseline = top + (metrics.lineHeight - fm.height()) / 2 + fm.ascent();
      p.drawText(QPointF(t.x, baseline), m_layout.text(t));
    }
  }
  if (tokens.empty()) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(viewport()->rect().adjusted(12, 12, -12, -12), Qt::AlignTop | Qt::TextWordWrap,
               tr("No turns yet. Play a turn on the board to start the game."));
  }
}

// --- mouse and keys ---------------------------------------------------------------

void NotationView::setHover(int token) {
  if (token == m_hover) return;
  m_hover = token;
  viewport()->update();
}

void NotationView::mouseMoveEvent(QMouseEvent *event) {
  const int token = tokenAtViewport(event->position().toPoint());
  // Turns, their numbers and glyphs, folds and diagram marks react; brackets
  // and the words of comments are only read.
  const auto isLive = [](const NotationLayout::Token &t) {
    return t.kind != Kind::Open && t.kind != Kind::Close &&
           (t.kind != Kind::Comment || (t.flags & NotationLayout::Mark));
  };
  const bool live = token >= 0 && isLive(m_layout.tokens()[token]);
  setHover(live ? token : -1);
  viewport()->setCursor(live ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

bool NotationView::viewportEvent(QEvent *event) {
  if (event->type() == QEvent::Leave) setHover(-1);
  if (event->type() == QEvent::ToolTip) {
    auto *help = static_cast<QHelpEvent *>(event);
    const int token = tokenAtViewport(help->pos());
    if (token >= 0 && m_layout.tokens()[token].kind == Kind::Fold)
      QToolTip::showText(help->globalPos(), tr("Show this variation"), viewport());
    else if (token >= 0 && m_layout.tokens()[token].kind == Kind::Glyph)
      QToolTip::showText(help->globalPos(), Glyphs::name(m_layout.tokens()[token].aux), viewport());
    else if (token >= 0 && m_layout.tokens()[token].kind == Kind::Result)
      QToolTip::showText(help->globalPos(), resultTip(), viewport());
    else if (token >= 0 && (m_layout.tokens()[token].flags & NotationLayout::Mark))
      QToolTip::showText(help->globalPos(), markTip(m_layout.tokens()[token]), viewport());
    else if (token >= 0 && m_layout.tokens()[token].kind == Kind::Clock)
      QToolTip::showText(help->globalPos(), clockTip(m_layout.tokens()[token].node), viewport());
    else
      QToolTip::hideText();
    return true;
  }
  return QAbstractScrollArea::viewportEvent(event);
}

void NotationView::mousePressEvent(QMouseEvent *event) {
  if (event->button() != Qt::LeftButton || !m_document) {
    QAbstractScrollArea::mousePressEvent(event);
    return;
  }
  const int token = tokenAtViewport(event->position().toPoint());
  if (token < 0) return;
  const NotationLayout::Token t = m_layout.tokens()[token];
  if (t.kind == Kind::Fold)
    setFolded(t.node, false);
  else if (t.flags & NotationLayout::Mark)
    m_document->goTo(markedPosition(t));  // the position the diagram shows
  else if (t.kind != Kind::Open && t.kind != Kind::Close)
    m_document->goTo(t.node);
}

void NotationView::mouseDoubleClickEvent(QMouseEvent *event) {
  // Double-clicking a comment edits it: the quickest path for a teacher.
  const int token = tokenAtViewport(event->position().toPoint());
  if (token < 0 || !m_document) return;
  const NotationLayout::Token &t = m_layout.tokens()[token];
  if (t.kind != Kind::Comment) return;
  const bool before = (t.flags & NotationLayout::Before) && t.node != m_document->tree().root();
  AnnotationEditor::editComment(
      m_document, t.node, before ? AnnotationEditor::Place::Before : AnnotationEditor::Place::After,
      this);
}

void NotationView::keyPressEvent(QKeyEvent *event) {
  if (!m_document || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) {
    QAbstractScrollArea::keyPressEvent(event);
    return;
  }
  if (!navigateByKey(*m_document, event->key())) {
    QAbstractScrollArea::keyPressEvent(event);
    return;
  }
  event->accept();
}

void NotationView::contextMenuEvent(QContextMenuEvent *event) {
  if (!m_document) return;
  sc::NodeId node = sc::kNoNode;
  QPoint at = event->globalPos();
  if (event->reason() == QContextMenuEvent::Mouse) {
    node = nodeAt(event->pos());  // delivered through the viewport: its coordinates
    if (node != sc::kNoNode) m_document->goTo(node);  // the menu acts where the user looks
  }
  if (node == sc::kNoNode) {
    node = m_document->currentNode();
    const QRect r = turnRect(node);
    if (!r.isEmpty()) at = viewport()->mapToGlobal(r.bottomLeft());
  }
  QMenu *menu = createContextMenu(node);
  menu->setAttribute(Qt::WA_DeleteOnClose);
  menu->popup(at);
}

void NotationView::mouseReleaseEvent(QMouseEvent *event) {
  // Presses act (a turn is chosen on press, as in the tree); the release
  // belongs to the same click.
  event->accept();
}

QString NotationView::clockTip(sc::NodeId node) const {
  const sc::Annotation &a = m_document->tree().node(node).annotation;
  QStringList lines;
  if (!a.clock.empty()) {
    const QString shown = QString::fromStdString(sc::pgn::shortClock(a.clock));
    lines << (m_document->mover(node) == sc::Color::White ? tr("White's clock after this turn: %1")
                                                          : tr("Black's clock after this turn: %1"))
                 .arg(shown);
  }
  // [%emt] as written; else, as Lichess writes only the clock, the mover's
  // clock before less its clock after, and the increment (MoveTimes).
  std::string spent = sc::pgn::shortClock(a.elapsed);
  if (spent.empty())
    if (const std::optional<double> seconds = MoveTimes::spentOn(m_document->tree(), node))
      spent = MoveTimes::clockText(*seconds);
  if (!spent.empty()) lines << tr("Time spent on this turn: %1").arg(QString::fromStdString(spent));
  return lines.join(QLatin1Char('\n'));
}

sc::NodeId NotationView::markedPosition(const NotationLayout::Token &t) const {
  // A mark before a turn is a diagram of the position it is played from.
  const sc::Node &node = m_document->tree().node(t.node);
  return (t.flags & NotationLayout::Before) && node.parent != sc::kNoNode ? node.parent : t.node;
}

QString NotationView::markTip(const NotationLayout::Token &t) const {
  const sc::NodeId at = markedPosition(t);
  const QString where =
      at == m_document->tree().root()
          ? tr("A diagram of the start position")
          : tr("A diagram of the position after %1").arg(turnLabel(*m_document, at));
  return where + QLatin1Char('\n') +
         tr("File \u25b8 Export Game as Web Page draws the board here.");
}

QString NotationView::resultTip() const {
  const sc::GameTree &tree = m_document->tree();
  if (const auto end = GameEnd::at(tree.positionAt(tree.mainLine().back()))) return end->sentence();
  const auto result = tree.tags().find("Result");
  if (result == tree.tags().end()) return {};
  if (result->second == "1-0") return tr("White won");
  if (result->second == "0-1") return tr("Black won");
  return tr("Drawn");
}
