// NotationLayout: the notation pane's text as a flat list of small tokens
// (turn numbers, turns, glyphs, comment words, brackets), built from the game
// tree with an explicit stack (a 100,000-deep nest of variations cannot
// overflow anything), and their places in lines of a given width. It holds no
// widget: NotationView paints and hit-tests through it, tests read its text.
// Tokens keep no strings for turns (they point at their node), so a game of
// 100,000 turns costs a few megabytes and a rebuild a few tens of ms.
#pragma once

#include <QFont>
#include <QHash>
#include <QRectF>
#include <QSet>
#include <QStringList>
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "gametree.h"

class GameDocument;

class NotationLayout {
 public:
  // Result: the game's result after its main line ("1-0", "½-½"), as
  // ChessX and Scid end the text; its node is the main line's last turn.
  enum class Kind : std::uint8_t { Number, Move, Glyph, Clock, Comment, Open, Close, Fold, Result };
  enum Flag : std::uint8_t {
    NewBlock = 1,  // starts a line of its own (a block variation, or the line resumed after it)
    Glue = 2,      // never wrapped apart from the token before it
    NoSpace = 4,   // no space before it
    Black = 8,     // Number: a Black turn ("12…")
    Before = 16,   // Comment: part of the comment before the turn
    Mark = 32,     // Comment: the diagram mark "[#]", drawn as a small board
  };
  // Variations this deep or less start indented blocks (Lichess shows the
  // main line's variations as blocks and deeper ones inline in brackets).
  static constexpr int kBlockDepth = 1;

  struct Token {
    sc::NodeId node = sc::kNoNode;  // the turn it belongs to; Open/Close/Fold: the variation's head
    int aux = 0;                    // Number: turn number; Glyph: NAG; Comment: word index
    float x = 0;
    float width = 0;
    std::uint16_t depth = 0;  // variation nesting (0 = main line), capped
    Kind kind = Kind::Move;
    std::uint8_t flags = 0;
  };
  struct Line {
    int first = 0;   // index of its first token
    int indent = 0;  // block indent level
  };
  struct Metrics {
    QFont regular;
    QFont bold;  // main-line turns and move glyphs
    qreal lineHeight = 20;
    qreal margin = 8;
    qreal indentStep = 18;
  };

  void setMetrics(const Metrics &metrics);
  const Metrics &metrics() const { return m_metrics; }

  // Rebuilds the tokens from the document; `folded` holds the heads of the
  // variations shown as "(12… Nc3 …)". A turn `hidden` says is left out with
  // everything after it (training mode), and the result with it.
  void build(const GameDocument &document, const QSet<sc::NodeId> &folded,
             const std::function<bool(sc::NodeId)> &hidden = {});
  // Places the tokens in lines no wider than `width`.
  void layout(qreal width);
  // Re-emits one turn's tokens after an edit of its annotation and lays out
  // again from its line. False when the edit reaches beyond the turn (a
  // comment appears or goes, which changes the next turn number): build().
  bool patchAnnotation(sc::NodeId node);

  const std::vector<Token> &tokens() const { return m_tokens; }
  const std::vector<Line> &lines() const { return m_lines; }
  int lineOf(int token) const;
  qreal height() const { return m_lines.size() * m_metrics.lineHeight + 2 * m_metrics.margin; }
  qreal lineTop(int line) const { return m_metrics.margin + line * m_metrics.lineHeight; }

  QString text(const Token &token) const;
  const QFont &font(const Token &token) const;
  // The token under a point (layout coordinates), or -1.
  int tokenAt(QPointF point) const;
  QRectF tokenRect(int token) const;
  // The index of the node's turn token, or -1 when it is hidden in a fold.
  int tokenOfNode(sc::NodeId node) const;

  // The whole text: blocks on their own lines, indented two spaces a level.
  QString plainText() const;
  // A Result tag as the text shows it ("1-0", "0-1", "½-½"), empty for "*".
  static QString resultText(const std::string &result);

 private:
  void layoutFrom(int line);
  void emitTurn(sc::NodeId node, int depth);
  void emitComment(const std::string &comment, sc::NodeId node, int depth, bool before);
  void emitWord(const QString &word, sc::NodeId node, int depth, bool before);
  void push(Kind kind, sc::NodeId node, int depth, int aux = 0, std::uint8_t flags = 0);
  float measure(const Token &token);
  float measure(const QString &text, int font);

  const GameDocument *m_document = nullptr;
  Metrics m_metrics;
  std::vector<Token> m_tokens;
  std::vector<Line> m_lines;
  qreal m_width = 0;
  std::vector<int> m_nodeToken;  // by NodeId
  QStringList m_words;
  bool m_forceNumber = true;    // the next Black turn prints its number
  bool m_pendingBlock = false;  // the next token starts a line (a block variation closed)
  bool m_afterOpen = false;     // the next token follows "(" directly
  // Advance widths per character for the two fonts: most tokens are ASCII,
  // and summing cached advances is much faster than shaping every token.
  std::array<std::array<float, 128>, 2> m_ascii{};
  QHash<QString, float> m_wide[2];
  float m_space = 4;      // between turns
  float m_wordSpace = 4;  // between the words of a comment
  float m_ellipsis = 8;
  float m_markSide = 10;  // the diagram mark's square
  mutable QHash<int, QString> m_glyphText;  // by NAG, for the current fonts
};
