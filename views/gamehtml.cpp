#include "gamehtml.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <QSet>

#include "boardexport.h"
#include "gamedocument.h"
#include "glyphs.h"
#include "notationlayout.h"
#include "offboardline.h"
#include "pgndiagram.h"
#include "sfen.h"

namespace GameHtml {
namespace {

// Inside namespace GameHtml, so lupdate files these under the GameHtml context.
QString tr(const char *text) { return QCoreApplication::translate("GameHtml", text); }

QString tagOf(const sc::GameTree &tree, const char *name) {
  const auto it = tree.tags().find(name);
  return it == tree.tags().end() || it->second == "?" || it->second.empty()
             ? QString()
             : QString::fromStdString(it->second);
}

// What a reader sees under a diagram: "After 12… Nf6", or the start.
QString captionOf(const GameDocument &document, sc::NodeId node) {
  const sc::GameTree &tree = document.tree();
  if (node == tree.root()) return tr("The start position");
  return tr("After %1%2 %3")
      .arg(document.turnNumber(node))
      .arg(document.mover(node) == sc::Color::Black ? QStringLiteral("\u2026")
                                                    : QStringLiteral("."))
      .arg(QString::fromStdString(tree.node(node).notation));
}

QString diagram(const GameDocument &document, sc::NodeId node, const GameHtmlOptions &options) {
  const sc::GameTree &tree = document.tree();
  const sc::Position position = tree.positionAt(node);
  BoardScene scene;
  scene.position = &position;
  scene.theme = options.theme;
  // The last turn tinted, as the board shows it, so a diagram reads as "after".
  if (node != tree.root() && position.historySize() > 0)
    for (const sc::Edit &e : position.lastEdits())
      if (!e.offBoard && !scene.lastTurn.contains(e.square)) scene.lastTurn << e.square;
  const sc::Annotation &note = tree.node(node).annotation;
  scene.arrows = note.arrows;
  scene.circles = note.circles;
  BoardExportOptions picture;
  picture.format = BoardExportOptions::Format::Svg;
  picture.size = options.diagramSize;
  picture.coordinates = options.coordinates;
  picture.flipped = options.flipped;
  const QString caption = captionOf(document, node);
  picture.title = caption;
  picture.description = QString::fromStdString(sc::writeSfen(position));
  QString svg = QString::fromUtf8(BoardExport::renderSvg(BoardExport::forExport(scene), picture));
  // Inline in HTML the drawing starts at its <svg> element: no XML prolog.
  svg = svg.mid(std::max<qsizetype>(0, svg.indexOf(QLatin1String("<svg"))));
  const QString offBoard = OffBoard::line(position);
  if (!offBoard.isEmpty())
    svg = svg.trimmed() + QStringLiteral("\n<p class=\"off\">%1</p>").arg(offBoard.toHtmlEscaped());
  return QStringLiteral("<figure class=\"diagram\">\n%1<figcaption>%2</figcaption>\n</figure>\n")
      .arg(svg.trimmed() + QLatin1Char('\n'), caption.toHtmlEscaped());
}

// The turns that get a diagram: marked "[#]" after the turn, or before it
// (the position the turn is played from), and the turn on the board.
QSet<sc::NodeId> diagramTurns(const sc::GameTree &tree, const GameHtmlOptions &options) {
  QSet<sc::NodeId> turns;
  std::vector<sc::NodeId> todo{tree.root()};
  while (!todo.empty()) {
    const sc::NodeId id = todo.back();
    todo.pop_back();
    const sc::Node &node = tree.node(id);
    // The game's opening comment marks the start position.
    if (sc::pgn::hasDiagramMark(node.annotation.commentAfter)) turns.insert(id);
    if (id != tree.root() && sc::pgn::hasDiagramMark(node.annotation.commentBefore))
      turns.insert(node.parent);
    todo.insert(todo.end(), node.children.begin(), node.children.end());
  }
  if (options.shownTurn != sc::kNoNode && tree.valid(options.shownTurn) &&
      options.shownTurn != tree.root())
    turns.insert(options.shownTurn);
  return turns;
}

// Whether token `i` is the last one that belongs to its turn: its glyphs,
// clock and the comment after it come before the diagram does.
bool endsTurn(const std::vector<NotationLayout::Token> &tokens, std::size_t i) {
  using Kind = NotationLayout::Kind;
  const auto &t = tokens[i];
  const bool own = t.kind == Kind::Move || t.kind == Kind::Glyph || t.kind == Kind::Clock ||
                   (t.kind == Kind::Comment && !(t.flags & NotationLayout::Before));
  if (!own) return false;
  if (i + 1 == tokens.size()) return true;
  const auto &next = tokens[i + 1];
  const bool nextOwn = next.node == t.node &&
                       (next.kind == Kind::Glyph || next.kind == Kind::Clock ||
                        (next.kind == Kind::Comment && !(next.flags & NotationLayout::Before)));
  return !nextOwn;
}

// The notation as paragraphs: the main line, and each block variation
// indented, with the diagrams between them where their turns end.
class NotationWriter {
 public:
  NotationWriter(const GameDocument &document, const GameHtmlOptions &options)
      : m_document(document), m_options(options) {
    m_layout.build(document, {});
  }

  QString html() {
    const std::vector<NotationLayout::Token> &tokens = m_layout.tokens();
    const QSet<sc::NodeId> diagrams = diagramTurns(m_document.tree(), m_options);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      const NotationLayout::Token &t = tokens[i];
      // The mark is shown as the diagram itself.
      if (!(t.flags & NotationLayout::Mark))
        write(t);
      else if (t.flags & NotationLayout::NewBlock)
        close();  // the block the mark opened starts with the next token
      // The next token opens a paragraph again, of its own depth's kind.
      if (diagrams.contains(t.node) && endsTurn(tokens, i)) {
        close();
        m_out += diagram(m_document, t.node, m_options);
      }
    }
    close();
    return m_out;
  }

 private:
  using Kind = NotationLayout::Kind;

  void write(const NotationLayout::Token &t) {
    const bool comment = t.kind == Kind::Comment;
    if (!m_inParagraph || (t.flags & NotationLayout::NewBlock)) {
      close();
      open(std::min<int>(t.depth, NotationLayout::kBlockDepth));
    } else if (!comment) {
      endComment();
    }
    if (!m_atStart && !(t.flags & NotationLayout::NoSpace)) m_out += QLatin1Char(' ');
    m_atStart = false;
    if (comment && !m_inComment) {
      m_out += QStringLiteral("<span class=\"c\">");
      m_inComment = true;
    }
    const QString text = t.kind == Kind::Glyph ? Glyphs::symbol(t.aux) : m_layout.text(t);
    switch (t.kind) {
      case Kind::Move:  // the main line bold, as the notation pane shows it
        m_out += t.depth == 0 ? QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped())
                              : text.toHtmlEscaped();
        break;
      case Kind::Result:
        m_out += QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped());
        break;
      case Kind::Glyph:
        m_out += QStringLiteral("<span class=\"g\">%1</span>").arg(text.toHtmlEscaped());
        break;
      case Kind::Clock:
        m_out += QStringLiteral("<span class=\"clk\">%1</span>").arg(text.toHtmlEscaped());
        break;
      default:
        m_out += text.toHtmlEscaped();
        break;
    }
  }
  void open(int level) {
    m_out += level == 0 ? QStringLiteral("<p class=\"line\">")
                        : QStringLiteral("<p class=\"variation\">");
    m_inParagraph = true;
    m_atStart = true;
  }
  void endComment() {
    if (m_inComment) m_out += QStringLiteral("</span>");
    m_inComment = false;
  }
  void close() {
    endComment();
    if (m_inParagraph) m_out += QStringLiteral("</p>\n");
    m_inParagraph = false;
  }

  const GameDocument &m_document;
  const GameHtmlOptions &m_options;
  NotationLayout m_layout;
  QString m_out;
  bool m_inParagraph = false;
  bool m_inComment = false;
  bool m_atStart = true;  // of a paragraph: no space before the token
};

const char kStyle[] =
    "body{font-family:sans-serif;max-width:46em;margin:2em auto;padding:0 1em;line-height:1.5;"
    "color:#222}\n"
    "h1{font-size:1.4em;margin-bottom:.2em}\n"
    "h2{font-size:1.2em;margin:1.5em 0 .2em}\n"
    "article+article{border-top:1px solid #ccc;margin-top:2em}\n"
    ".meta{color:#555;margin-top:0}\n"
    ".line b{font-weight:600}\n"
    ".variation{margin-left:1.5em;color:#444}\n"
    ".c{color:#1b6b45}\n"
    ".g{color:#a33;font-weight:600}\n"
    ".clk{color:#777;font-size:.85em}\n"
    "figure.diagram{margin:1em 0;text-align:center;break-inside:avoid}\n"
    "figure.diagram svg{max-width:100%;height:auto}\n"
    "figcaption{color:#555;font-size:.9em}\n"
    "figure p.off{margin:.3em 0;color:#333;font-size:.85em}\n";

// "Ada Lindqvist – Brook Okafor", or the rule system when no name is known.
QString titleOf(const GameDocument &document) {
  const sc::GameTree &tree = document.tree();
  const QString white = tagOf(tree, "White");
  const QString black = tagOf(tree, "Black");
  if (white.isEmpty() && black.isEmpty())
    return tr("A game of %1").arg(QString::fromStdString(document.variant().rules().title));
  return tr("%1 \u2013 %2")
      .arg(white.isEmpty() ? tr("White") : white, black.isEmpty() ? tr("Black") : black);
}

// One game: its heading, the line of what, where and when, and the notation
// with its diagrams.
QString article(const GameDocument &document, const GameHtmlOptions &options, int level) {
  const sc::GameTree &tree = document.tree();
  QStringList meta{QString::fromStdString(document.variant().rules().title)};
  for (const char *name : {"Event", "Site", "Date"})
    if (const QString value = tagOf(tree, name); !value.isEmpty()) meta << value;
  if (const QString round = tagOf(tree, "Round"); !round.isEmpty() && round != QLatin1String("-"))
    meta << tr("round %1").arg(round);
  if (const QString result = NotationLayout::resultText(tagOf(tree, "Result").toStdString());
      !result.isEmpty())
    meta << result;
  QString html = QStringLiteral("<article>\n<h%1>%2</h%1>\n<p class=\"meta\">%3</p>\n")
                     .arg(level)
                     .arg(titleOf(document).toHtmlEscaped(),
                          meta.join(QStringLiteral(" \u00b7 ")).toHtmlEscaped());
  // A set-up game starts with its position (unless its opening comment
  // marks where the start's diagram goes).
  const sc::Position standard = sc::startPosition(document.variantPtr());
  if (sc::writeSfen(tree.start()) != sc::writeSfen(standard) &&
      !sc::pgn::hasDiagramMark(tree.node(tree.root()).annotation.commentAfter))
    html += diagram(document, tree.root(), options);
  html += NotationWriter(document, options).html();
  return html + QStringLiteral("</article>\n");
}

QByteArray wrap(const QString &title, const QString &body) {
  return QStringLiteral(
             "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\"/>\n"
             "<meta name=\"generator\" content=\"Shooters Chess Workbench\"/>\n"
             "<title>%1</title>\n<style>\n%2</style>\n</head>\n<body>\n%3</body>\n</html>\n")
      .arg(title.toHtmlEscaped(), QLatin1String(kStyle), body)
      .toUtf8();
}

}  // namespace

QByteArray page(const GameDocument &document, const GameHtmlOptions &options) {
  return wrap(titleOf(document), article(document, options, 1));
}

QByteArray page(const QString &title, const std::vector<const GameDocument *> &games,
                const GameHtmlOptions &options) {
  GameHtmlOptions marksOnly = options;
  marksOnly.shownTurn = sc::kNoNode;
  QString body = QStringLiteral("<h1>%1</h1>\n").arg(title.toHtmlEscaped());
  for (const GameDocument *game : games) body += article(*game, marksOnly, 2);
  return wrap(title, body);
}

QString writeFile(const QString &path, const QByteArray &page) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return tr("%1 cannot be written: %2").arg(path, file.errorString());
  if (file.write(page) != page.size() || !file.commit()) {
    const QString reason = file.errorString();
    file.cancelWriting();
    return tr("%1 cannot be written: %2").arg(path, reason);
  }
  return QString();
}

}  // namespace GameHtml
