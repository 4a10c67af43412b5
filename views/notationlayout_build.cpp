// NotationLayout, building: the game tree to tokens in PGN order with an
// explicit stack, and the in-place patch of one turn after an annotation edit.
#include "notationlayout.h"

#include <algorithm>
#include <limits>

#include "gamedocument.h"
#include "glyphs.h"
#include "moveclassification.h"
#include "pgndiagram.h"

namespace {
constexpr int kNoVariations = std::numeric_limits<int>::max();
bool hasWords(const std::string &s) { return s.find_first_not_of(" \t\r\n") != std::string::npos; }

// The words after a turn: its comment, and for the first turn of a variation
// that carries an engine's [%eval] (the analysis's better line) the score in
// words before it. Main-line scores are the graph's and the bar's to show.
std::string afterWords(const sc::GameTree &tree, sc::NodeId id) {
  const sc::Node &node = tree.node(id);
  const std::string &comment = node.annotation.commentAfter;
  if (node.annotation.eval.empty() || node.parent == sc::kNoNode ||
      tree.node(node.parent).children.front() == id)
    return comment;
  const std::optional<int> score = Analysis::parseEval(node.annotation.eval);
  if (!score) return comment;
  const std::string shown = Analysis::describeScore(*score).toStdString();
  return hasWords(comment) ? shown + ' ' + comment : shown;
}
}  // namespace

QString NotationLayout::resultText(const std::string &result) {
  if (result == "1-0" || result == "0-1") return QString::fromStdString(result);
  if (result == "1/2-1/2") return QStringLiteral("\u00bd-\u00bd");
  return {};  // "*" or no result: the game goes on
}

void NotationLayout::push(Kind kind, sc::NodeId node, int depth, int aux, std::uint8_t flags) {
  Token t;
  t.kind = kind;
  t.node = node;
  t.depth = std::uint16_t(std::min(depth, 0xffff));
  t.aux = aux;
  t.flags = flags;
  if (m_pendingBlock) {
    t.flags |= NewBlock;
    m_pendingBlock = false;
  }
  if (m_afterOpen) {
    t.flags |= NoSpace | Glue;  // "(12… Nc3", never "( 12… Nc3"
    m_afterOpen = false;
  }
  m_tokens.push_back(t);
  m_tokens.back().width = measure(m_tokens.back());
}

void NotationLayout::emitComment(const std::string &comment, sc::NodeId node, int depth,
                                 bool before) {
  if (!hasWords(comment)) return;
  // One token per word, so long comments wrap like prose.
  const QString text = QString::fromStdString(comment);
  // Split at any white space (comments from files carry line breaks).
  for (qsizetype i = 0, n = text.size(); i < n;) {
    while (i < n && text[i].isSpace()) ++i;
    qsizetype end = i;
    while (end < n && !text[end].isSpace()) ++end;
    if (end == i) break;
    emitWord(text.mid(i, end - i), node, depth, before);
    i = end;
  }
  m_forceNumber = true;
}

void NotationLayout::emitWord(const QString &word, sc::NodeId node, int depth, bool before) {
  // A mark stuck to a word ("start.[#]") is a token of its own, glued to it.
  static const QString mark =
      QString::fromLatin1(sc::pgn::kDiagramMark.data(), qsizetype(sc::pgn::kDiagramMark.size()));
  const auto piece = [&](qsizetype from, qsizetype size, std::uint8_t flags) {
    m_words.append(word.mid(from, size));
    flags |= before ? Before : 0;
    push(Kind::Comment, node, depth, int(m_words.size()) - 1,
         from > 0 ? flags | Glue | NoSpace : flags);
  };
  qsizetype from = 0;
  for (qsizetype at = word.indexOf(mark); at >= 0; at = word.indexOf(mark, from)) {
    if (at > from) piece(from, at - from, 0);
    piece(at, mark.size(), Mark);
    from = at + mark.size();
  }
  if (from < word.size()) piece(from, word.size() - from, 0);
}

void NotationLayout::emitTurn(sc::NodeId id, int depth) {
  const sc::Node &node = m_document->tree().node(id);
  emitComment(node.annotation.commentBefore, id, depth, true);
  const bool black = m_document->mover(id) == sc::Color::Black;
  std::uint8_t moveFlags = 0;
  if (!black || m_forceNumber) {
    push(Kind::Number, id, depth, m_document->turnNumber(id), black ? Black : 0);
    moveFlags = Glue;
  }
  m_forceNumber = false;
  if (id >= int(m_nodeToken.size())) m_nodeToken.resize(m_document->tree().idLimit(), -1);
  m_nodeToken[id] = int(m_tokens.size());
  push(Kind::Move, id, depth, 0, moveFlags);
  for (int nag : node.annotation.nags) {
    // "Nc3!" but "Nc3! ±": move glyphs stick to the turn, others are words.
    const bool moveGlyph = Glyphs::groupOf(nag) == Glyphs::Group::Move;
    push(Kind::Glyph, id, depth, nag, moveGlyph ? (Glue | NoSpace) : Glue);
  }
  // The clock a played game recorded, as Lichess's move list shows it.
  if (!node.annotation.clock.empty() || !node.annotation.elapsed.empty())
    push(Kind::Clock, id, depth, 0, Glue);
  emitComment(afterWords(m_document->tree(), id), id, depth, false);
}

void NotationLayout::build(const GameDocument &document, const QSet<sc::NodeId> &folded,
                           const std::function<bool(sc::NodeId)> &hidden) {
  const auto shown = [&hidden](sc::NodeId id) { return !hidden || !hidden(id); };
  m_document = &document;
  const sc::GameTree &tree = document.tree();
  m_tokens.clear();
  m_lines.clear();
  m_words.clear();
  m_nodeToken.assign(tree.idLimit(), -1);
  m_forceNumber = true;
  m_pendingBlock = false;
  m_afterOpen = false;

  const sc::Node &root = tree.node(tree.root());
  emitComment(root.annotation.commentBefore, tree.root(), 0, true);
  emitComment(root.annotation.commentAfter, tree.root(), 0, false);
  if (root.children.empty() || !shown(root.children.front())) return;

  // PGN order without recursion. A frame is an open line: `last` is its last
  // written turn, `next` the index of the next sibling of `last` to write as
  // a variation (only the main continuation lists its alternatives).
  struct Frame {
    sc::NodeId last;
    int next;
    int depth;
    sc::NodeId head;  // the variation's first turn
  };
  std::vector<Frame> stack;
  emitTurn(root.children.front(), 0);
  stack.push_back({root.children.front(), 1, 0, sc::kNoNode});
  while (!stack.empty()) {
    Frame &f = stack.back();
    const sc::Node &parent = tree.node(tree.node(f.last).parent);
    while (f.next < int(parent.children.size()) && !shown(parent.children[std::size_t(f.next)]))
      ++f.next;
    if (f.next < int(parent.children.size())) {
      const sc::NodeId head = parent.children[f.next++];
      const int depth = f.depth + 1;
      push(Kind::Open, head, depth, 0, depth <= kBlockDepth ? NewBlock : 0);
      m_afterOpen = true;
      m_forceNumber = true;
      emitTurn(head, depth);
      if (tree.node(head).children.empty() || !folded.contains(head)) {
        stack.push_back({head, kNoVariations, depth, head});  // `f` is invalid from here
        continue;
      }
      push(Kind::Fold, head, depth);
      push(Kind::Close, head, depth, 0, Glue | NoSpace);
      m_forceNumber = true;
      m_pendingBlock = depth <= kBlockDepth;
      continue;
    }
    const sc::Node &node = tree.node(f.last);
    if (!node.children.empty() && shown(node.children.front())) {
      f.last = node.children.front();
      f.next = 1;
      emitTurn(f.last, f.depth);
      continue;
    }
    // The line ends. A variation closes; its parent line resumes with a turn
    // number, on a line of its own after a block.
    if (f.depth > 0) {
      push(Kind::Close, f.head, f.depth, 0, Glue | NoSpace);
      m_forceNumber = true;
      m_pendingBlock = f.depth <= kBlockDepth;
    }
    stack.pop_back();
  }
  const auto result = tree.tags().find("Result");
  if (result != tree.tags().end() && !resultText(result->second).isEmpty() &&
      shown(tree.mainLine().back()))
    push(Kind::Result, tree.mainLine().back(), 0);
  m_pendingBlock = false;
}

bool NotationLayout::patchAnnotation(sc::NodeId id) {
  if (!m_document || !m_document->tree().valid(id) || id == m_document->tree().root()) return false;
  const int move = tokenOfNode(id);
  if (move < 0) return true;  // folded away: the next unfold rebuilds
  // The turn's tokens: comment before, number, turn, glyphs, clock, comment after.
  int first = move;
  while (first > 0 && m_tokens[first - 1].node == id &&
         (m_tokens[first - 1].kind == Kind::Number || m_tokens[first - 1].kind == Kind::Comment))
    --first;
  int end = move + 1;
  while (end < int(m_tokens.size()) && m_tokens[end].node == id &&
         (m_tokens[end].kind == Kind::Glyph || m_tokens[end].kind == Kind::Clock ||
          (m_tokens[end].kind == Kind::Comment && !(m_tokens[end].flags & Before))))
    ++end;
  const sc::Annotation &a = m_document->tree().node(id).annotation;
  const bool hadBefore = m_tokens[first].kind == Kind::Comment;
  const bool hadAfter = m_tokens[end - 1].kind == Kind::Comment;
  if (hadBefore != hasWords(a.commentBefore) ||
      hadAfter != hasWords(afterWords(m_document->tree(), id)))
    return false;

  // Emit the turn anew into a scratch list, with the number it had.
  bool hadNumber = false;
  for (int i = first; i < move; ++i) hadNumber = hadNumber || m_tokens[i].kind == Kind::Number;
  const std::uint8_t contextFlags = m_tokens[first].flags;
  const int depth = m_tokens[move].depth;
  std::vector<Token> rest(m_tokens.begin() + end, m_tokens.end());
  m_tokens.resize(first);
  m_forceNumber = hadNumber;
  m_pendingBlock = m_afterOpen = false;
  emitTurn(id, depth);
  // Its place in the text did not change; what it is (a mark?) may have.
  constexpr std::uint8_t place = NewBlock | Glue | NoSpace;
  m_tokens[first].flags = std::uint8_t((m_tokens[first].flags & ~place) | (contextFlags & place));
  const int newMove = m_nodeToken[id];
  const int delta = int(m_tokens.size()) - end;
  m_tokens.insert(m_tokens.end(), rest.begin(), rest.end());
  if (delta != 0)
    for (int &t : m_nodeToken)
      if (t >= end) t += delta;
  m_nodeToken[id] = newMove;
  if (!m_lines.empty()) {
    // The turn may now fit at the end of the line before its own.
    layoutFrom(std::max(0, lineOf(first) - 1));
  }
  return true;
}
