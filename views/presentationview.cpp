#include "presentationview.h"

#include <QFontMetrics>
#include <QLabel>
#include <QLayout>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <algorithm>

#include "glyphs.h"
#include "offboardline.h"
#include "pgndiagram.h"

namespace {

// A dark room and a projector: light text on a dark slate, the board's own
// frame colour one step darker, so the board is the brightest thing on show.
const QColor kBackground(0x1b, 0x21, 0x27);
const QColor kCard(0x25, 0x2d, 0x35);
const QColor kTurn(0xff, 0xff, 0xff);
const QColor kNumber(0x9f, 0xb3, 0xc4);
const QColor kComment(0xe9, 0xee, 0xf2);
const QColor kHeader(0xa8, 0xb8, 0xc6);
const QColor kHint(0x78, 0x8a, 0x9a);
const QColor kMain(0xff, 0xd6, 0x6b);  // the main continuation at a fork

QString css(const QColor &color) { return color.name(QColor::HexRgb); }

QLabel *makeLabel(const QString &name, const QColor &color, QWidget *parent) {
  auto *label = new QLabel(parent);
  label->setObjectName(name);
  label->setWordWrap(true);
  label->setTextInteractionFlags(Qt::NoTextInteraction);
  label->setStyleSheet(QStringLiteral("color: %1; background: transparent;").arg(css(color)));
  return label;
}

// Paragraphs keep their breaks; a little extra leading reads better at a
// distance than Qt's default.
QString paragraphs(const QString &text) {
  QString html = text.toHtmlEscaped();
  html.replace(QLatin1Char('\n'), QLatin1String("<br>"));
  return QStringLiteral("<div style=\"line-height:135%\">%1</div>").arg(html);
}

}  // namespace

PresentationView::PresentationView(GameDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document) {
  setObjectName(QStringLiteral("presentationView"));
  setAutoFillBackground(false);
  setFocusPolicy(Qt::StrongFocus);

  m_caption = new QWidget(this);
  m_caption->setObjectName(QStringLiteral("presentationCaption"));
  m_header = makeLabel(QStringLiteral("presentationHeader"), kHeader, m_caption);
  m_before = makeLabel(QStringLiteral("presentationBefore"), kHeader, m_caption);
  m_turn = makeLabel(QStringLiteral("presentationTurn"), kTurn, m_caption);
  m_turn->setTextFormat(Qt::RichText);
  m_comment = makeLabel(QStringLiteral("presentationComment"), kComment, nullptr);
  m_comment->setTextFormat(Qt::RichText);
  m_comment->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  m_fork = makeLabel(QStringLiteral("presentationFork"), kHeader, m_caption);
  m_fork->setTextFormat(Qt::RichText);
  m_offBoard = makeLabel(QStringLiteral("presentationOffBoard"), kHeader, m_caption);
  m_hint = makeLabel(QStringLiteral("presentationHint"), kHint, m_caption);
  m_hint->setText(tr("\u2190 \u2192 turns    Home End    Esc leaves"));

  // A comment longer than the screen scrolls instead of being cut off.
  m_commentScroll = new QScrollArea(m_caption);
  m_commentScroll->setObjectName(QStringLiteral("presentationCommentScroll"));
  m_commentScroll->setWidget(m_comment);
  m_commentScroll->setWidgetResizable(true);
  m_commentScroll->setFrameShape(QFrame::NoFrame);
  m_commentScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  m_commentScroll->setFocusPolicy(Qt::NoFocus);
  m_commentScroll->setStyleSheet(QStringLiteral("QScrollArea { background: transparent; }"));
  m_commentScroll->viewport()->setAutoFillBackground(false);
  m_commentScroll->verticalScrollBar()->setStyleSheet(
      QStringLiteral(
          "QScrollBar:vertical { background: transparent; width: 8px; margin: 0; }"
          "QScrollBar::handle:vertical { background: %1; border-radius: 4px; min-height: 32px; }"
          "QScrollBar::add-line, QScrollBar::sub-line { height: 0; }"
          "QScrollBar::add-page, QScrollBar::sub-page { background: transparent; }")
          .arg(css(kHint)));
  m_comment->setAutoFillBackground(false);

  auto *layout = new QVBoxLayout(m_caption);
  layout->addWidget(m_header);
  layout->addWidget(m_before);
  layout->addWidget(m_turn);
  layout->addWidget(m_commentScroll, 1);
  layout->addWidget(m_fork);
  layout->addWidget(m_offBoard);
  layout->addWidget(m_hint);

  if (m_document) {
    connect(m_document, &GameDocument::currentNodeChanged, this, &PresentationView::updateCaption);
    connect(m_document, &GameDocument::annotationChanged, this, &PresentationView::updateCaption);
    connect(m_document, &GameDocument::gameReset, this, &PresentationView::updateCaption);
    connect(m_document, &GameDocument::tagsChanged, this, &PresentationView::updateCaption);
  }
  updateCaption();
}

void PresentationView::setBoard(QWidget *board) {
  if (m_board == board) return;
  if (m_board) takeBoard();
  m_board = board;
  if (!board) return;
  // The board paints its background in the Window colour: the room's dark
  // here, the desktop's again when it goes back.
  m_boardHadPalette = board->testAttribute(Qt::WA_SetPalette);
  m_boardPalette = board->palette();
  QPalette dark = m_boardPalette;
  dark.setColor(QPalette::Window, kBackground);
  board->setPalette(dark);
  board->setParent(this);
  board->show();
  relayout();
}

QWidget *PresentationView::takeBoard() {
  QWidget *board = m_board;
  m_board = nullptr;
  if (board) {
    board->setParent(nullptr);
    board->setPalette(m_boardHadPalette ? m_boardPalette : QPalette());
  }
  return board;
}

PresentationView::TurnLine PresentationView::turnLine(sc::NodeId node) const {
  const sc::GameTree &tree = m_document->tree();
  if (node == tree.root()) {
    const QString start = tr("Start position");
    return {QStringLiteral("<span style=\"color:%1\">%2</span>")
                .arg(css(kNumber), start.toHtmlEscaped()),
            start};
  }
  const sc::Node &n = tree.node(node);
  const bool black = m_document->mover(node) == sc::Color::Black;
  const QString number = QStringLiteral("%1%2")
                             .arg(m_document->turnNumber(node))
                             .arg(black ? QStringLiteral("\u2026") : QStringLiteral("."));
  QString html = QStringLiteral("<span style=\"color:%1; font-weight:normal\">%2</span>&nbsp;%3")
                     .arg(css(kNumber), number, QString::fromStdString(n.notation).toHtmlEscaped());
  QString plain = number + QLatin1Char(' ') + QString::fromStdString(n.notation);
  // Move glyphs stick to the turn ("Nc3!"), position glyphs stand apart.
  for (int nag : n.annotation.nags) {
    const QString symbol = Glyphs::symbol(nag, m_turn->font());
    const bool move = Glyphs::groupOf(nag) == Glyphs::Group::Move;
    const QColor color = Glyphs::color(nag).isValid() ? Glyphs::color(nag) : kTurn;
    html +=
        QStringLiteral("%1<span style=\"color:%2\">%3</span>")
            .arg(move ? QString() : QStringLiteral("&nbsp;"), css(color), symbol.toHtmlEscaped());
    plain += (move ? QString() : QStringLiteral(" ")) + symbol;
  }
  return {html, plain};
}

// A fork's continuations as a small legend under the comment: the class sees
// that the teacher has a choice, and the teacher sees the keys that make it.
PresentationView::TurnLine PresentationView::forkLine(sc::NodeId node) const {
  const sc::GameTree &tree = m_document->tree();
  const auto names = [this, &tree](const std::vector<sc::NodeId> &nodes, std::size_t shown) {
    TurnLine line;
    QStringList html;
    QStringList plain;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      const sc::NodeId n = nodes[i];
      const bool black = m_document->mover(n) == sc::Color::Black;
      const QString text = QStringLiteral("%1%2 %3")
                               .arg(m_document->turnNumber(n))
                               .arg(black ? QStringLiteral("…") : QStringLiteral("."))
                               .arg(QString::fromStdString(tree.node(n).notation));
      plain << text;
      html << (i == shown ? QStringLiteral("<b style=\"color:%1\">%2</b>")
                                .arg(css(kMain), text.toHtmlEscaped())
                          : text.toHtmlEscaped());
    }
    line.plain = plain.join(QStringLiteral(" · "));
    line.html = html.join(QStringLiteral(" &middot; "));
    return line;
  };
  const std::vector<sc::NodeId> &children = tree.node(node).children;
  TurnLine result;
  if (children.size() > 1) {
    const TurnLine list = names(children, 0);
    const QString title = tr("Continuations:");
    const QString keys = tr("\u2192 plays the first, then \u2191 \u2193 choose another");
    result.plain = title + QLatin1Char(' ') + list.plain + QLatin1Char('\n') + keys;
    result.html = QStringLiteral("%1 %2<br><span style=\"color:%3\">%4</span>")
                      .arg(title.toHtmlEscaped(), list.html, css(kHint), keys.toHtmlEscaped());
  }
  if (node != tree.root()) {
    const std::vector<sc::NodeId> &siblings = tree.node(tree.node(node).parent).children;
    if (siblings.size() > 1) {
      const auto at = std::find(siblings.begin(), siblings.end(), node);
      const int index = int(at - siblings.begin());
      const TurnLine list = names(siblings, std::size_t(index));
      const QString title = tr("Continuation %1 of %2:").arg(index + 1).arg(siblings.size());
      const QString plain = title + QLatin1Char(' ') + list.plain + QLatin1Char('\n') +
                            tr("\u2191 \u2193 choose another");
      const QString html = QStringLiteral("%1 %2<br><span style=\"color:%3\">%4</span>")
                               .arg(title.toHtmlEscaped(), list.html, css(kHint),
                                    tr("\u2191 \u2193 choose another").toHtmlEscaped());
      result.plain = result.plain.isEmpty() ? plain : plain + QLatin1Char('\n') + result.plain;
      result.html = result.html.isEmpty() ? html : html + QStringLiteral("<br>") + result.html;
    }
  }
  return result;
}

void PresentationView::updateCaption() {
  if (!m_document) return;
  const sc::GameTree &tree = m_document->tree();
  const sc::NodeId node = m_document->currentNode();
  const sc::Annotation &note = tree.node(node).annotation;

  const auto tag = [&tree](const char *name) {
    const auto it = tree.tags().find(name);
    return it == tree.tags().end() || it->second == "?" ? QString()
                                                        : QString::fromStdString(it->second);
  };
  QStringList header;
  const QString white = tag("White");
  const QString black = tag("Black");
  if (!white.isEmpty() || !black.isEmpty())
    header << tr("%1 \u2013 %2")
                  .arg(white.isEmpty() ? tr("White") : white,
                       black.isEmpty() ? tr("Black") : black);
  if (const QString event = tag("Event"); !event.isEmpty()) header << event;
  m_headerText = header.join(QLatin1Char('\n'));
  m_header->setText(m_headerText);
  m_header->setVisible(!m_headerText.isEmpty());

  // The diagram mark is an instruction for the printed page, not for the room.
  const QString before =
      QString::fromStdString(sc::pgn::withDiagramMark(note.commentBefore, false));
  m_before->setText(paragraphs(before));
  m_before->setVisible(node != tree.root() && !before.isEmpty());

  const TurnLine line = turnLine(node);
  m_turn->setText(line.html);
  m_turnText = line.plain;
  m_commentText = QString::fromStdString(sc::pgn::withDiagramMark(note.commentAfter, false));
  m_comment->setText(paragraphs(m_commentText));
  const TurnLine fork = forkLine(node);
  m_forkText = fork.plain;
  m_fork->setText(fork.html);
  m_fork->setVisible(!fork.plain.isEmpty());
  // The Reserves dock is hidden with the others: the credits, losses and
  // pools are said here, as under an exported diagram.
  m_offBoardText = OffBoard::line(m_document->position());
  m_offBoard->setText(m_offBoardText);
  m_offBoard->setVisible(!m_offBoardText.isEmpty());
  fitText();
  m_commentScroll->verticalScrollBar()->setValue(0);
}

void PresentationView::applyFonts() {
  // Sizes follow the screen's height, so a projector at 720p and a 4K
  // monitor both read from the back of the room; a narrow caption keeps
  // some twenty words a line rather than three.
  const int h = std::max(height(), 480);
  const int w = std::max(m_caption->width(), 240);
  m_commentSize = std::clamp(std::min(h / 28, w / 21), 16, 60);
  m_turnSize = std::clamp(std::min(h / 12, w / 7), 28, 140);
  const int c = m_commentSize;
  setPixelSize(m_before, c * 4 / 5, false);
  setPixelSize(m_header, c * 3 / 4, false);
  setPixelSize(m_hint, std::max(12, c / 2), false);
  setPixelSize(m_fork, std::max(14, c * 3 / 4), false);
  setPixelSize(m_offBoard, std::max(14, c * 3 / 4), false);
  m_caption->layout()->setSpacing(c * 2 / 3);
  m_caption->layout()->setContentsMargins(c * 3 / 2, c, c * 3 / 2, c);
  fitText();
}

void PresentationView::setPixelSize(QLabel *label, int pixels, bool bold) {
  QFont font = label->font();
  font.setPixelSize(pixels);
  font.setBold(bold);
  label->setFont(font);
}

void PresentationView::fitText() {
  QLayout *layout = m_caption->layout();
  const QMargins margins = layout->contentsMargins();
  const int width = m_caption->width() - margins.left() - margins.right();
  if (width <= 0) return;
  // A turn is one word that cannot wrap: it shrinks until it fits.
  QFont turn = m_turn->font();
  turn.setBold(true);
  int size = m_turnSize;
  for (;;) {
    turn.setPixelSize(size);
    if (size <= 20 || QFontMetrics(turn).horizontalAdvance(m_turnText) <= width) break;
    size = size * 9 / 10;
  }
  m_turn->setFont(turn);
  // A comment wraps, and shrinks (to three fifths at most) before it has to
  // scroll: scrolling is awkward in front of a class. The room left for it
  // is reckoned here rather than read from the layout, which a hidden view
  // has not applied yet.
  int height = m_caption->height() - margins.top() - margins.bottom();
  for (QLabel *label : {m_header, m_before, m_turn, m_fork, m_offBoard, m_hint}) {
    // Hidden on purpose, not merely not shown yet.
    if (label->isHidden() && label->testAttribute(Qt::WA_WState_ExplicitShowHide)) continue;
    height -= label->heightForWidth(width) + layout->spacing();
  }
  const int floor = std::max(14, m_commentSize * 3 / 5);
  size = m_commentSize;
  for (;;) {
    setPixelSize(m_comment, size, false);
    if (size <= floor || m_comment->heightForWidth(width) <= height) break;
    size = std::max(floor, size * 9 / 10);
  }
}

void PresentationView::relayout() {
  const int margin = std::max(12, std::min(width(), height()) / 40);
  const QRect area = rect().adjusted(margin, margin, -margin, -margin);
  // Landscape: the board on the left as high as the screen, the caption in
  // the rest. Portrait: the board on top, the caption below.
  const bool landscape = area.width() >= area.height() * 5 / 4;
  // The caption's card lines up with the board's square.
  QRect boardRect;
  QRect captionRect;
  if (landscape) {
    const int side = std::min(area.height(), area.width() * 58 / 100);
    boardRect = QRect(area.left(), area.top() + (area.height() - side) / 2, side, side);
    captionRect = QRect(boardRect.right() + 1 + margin, boardRect.top(),
                        area.right() - boardRect.right() - margin, side);
  } else {
    const int side = std::min(area.width(), area.height() * 62 / 100);
    boardRect = QRect(area.left() + (area.width() - side) / 2, area.top(), side, side);
    captionRect = QRect(area.left(), boardRect.bottom() + 1 + margin, area.width(),
                        area.bottom() - boardRect.bottom() - margin);
  }
  if (m_board) m_board->setGeometry(boardRect);
  m_caption->setGeometry(captionRect);
}

void PresentationView::paintEvent(QPaintEvent *) {
  QPainter p(this);
  p.fillRect(rect(), kBackground);
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(Qt::NoPen);
  p.setBrush(kCard);
  const qreal radius = std::clamp(height() / 60.0, 6.0, 24.0);
  p.drawRoundedRect(QRectF(m_caption->geometry()), radius, radius);
}

void PresentationView::resizeEvent(QResizeEvent *event) {
  QWidget::resizeEvent(event);
  relayout();
  applyFonts();
}
