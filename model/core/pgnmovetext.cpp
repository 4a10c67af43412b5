// Movetext reading (docs/pgn.md). The loop below is the whole parser: '('
// pushes a frame and steps the position back one turn, ')' pops it and
// replays the turn the line goes on from. Nothing recurses.
#include "pgnmovetext.h"

#include <algorithm>
#include <array>
#include <cstring>

#include "notation.h"
#include "pgneval.h"

namespace sc::pgn {
namespace {

bool isResult(const std::string &s) {
  return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*";
}

// Suffix glyphs (PGN 8.2.4) and the move-assessment NAGs they stand for,
// longest first so that "!!" is not read as "!" twice.
struct Glyph {
  const char *text;
  int nag;
};
constexpr Glyph kSuffixGlyphs[] = {{"!!", 3}, {"??", 4}, {"!?", 5}, {"?!", 6}, {"!", 1}, {"?", 2}};
// Glyphs some programs write as tokens of their own; position assessments.
constexpr Glyph kStandaloneGlyphs[] = {{"!!", 3},   {"??", 4},  {"!?", 5},  {"?!", 6},  {"!", 1},
                                       {"?", 2},    {"=", 10},  {"+=", 14}, {"=+", 15}, {"+/-", 16},
                                       {"-/+", 17}, {"+-", 18}, {"-+", 19}};

// Glyphs as books and web pages print them (the NAG table's symbols, which
// ChessBase also writes as text), longest first; one that names a side
// ("→": with an attack) stands for the side that has just moved, whose NAG
// is the next one for Black.
struct PrintedGlyph {
  std::string_view text;
  int nag;
  bool bySide = false;
};
constexpr PrintedGlyph kPrintedGlyphs[] = {{"=/\u221E", 44, true},
                                           {"=\u221E", 44, true},
                                           {"+\u2212", 18},
                                           {"\u2212+", 19},
                                           {"\u203C", 3},
                                           {"\u2047", 4},
                                           {"\u2049", 5},
                                           {"\u2048", 6},
                                           {"\u25A1", 7},
                                           {"\u221E", 13},
                                           {"\u2A72", 14},
                                           {"\u2A71", 15},
                                           {"\u00B1", 16},
                                           {"\u2213", 17},
                                           {"\u2A00", 22},
                                           {"\u2299", 22},
                                           {"\u27F3", 32, true},
                                           {"\u2191", 36, true},
                                           {"\u2192", 40, true},
                                           {"\u21C6", 132, true},
                                           {"\u2295", 138, true},
                                           {"\u2206", 140},
                                           {"\u0394", 140},
                                           {"\u2313", 142},
                                           {"N", 146},
                                           {"TN", 146}};

// The printed glyph `body` ends with, or nullptr; "N" and "TN" only as the
// whole body (a novelty), never as the end of a turn.
const PrintedGlyph *printedSuffix(const std::string &body) {
  for (const PrintedGlyph &g : kPrintedGlyphs) {
    const bool letters = g.text[0] >= 'A' && g.text[0] <= 'Z';
    if (letters ? body == g.text
                : body.size() >= g.text.size() &&
                      std::string_view(body).substr(body.size() - g.text.size()) == g.text)
      return &g;
  }
  return nullptr;
}

bool endsWith(const std::string &s, const char *suffix) {
  const std::size_t n = std::strlen(suffix);
  return s.size() > n && s.compare(s.size() - n, n, suffix) == 0;
}

Place shifted(Place p, int columns) { return {p.line, p.column + columns}; }

void append(std::string &to, const std::string &text) {
  if (text.empty()) return;
  to += (to.empty() ? "" : " ") + text;
}

void merge(Annotation &into, const Annotation &from) {
  append(into.commentAfter, from.commentBefore);
  into.arrows.insert(into.arrows.end(), from.arrows.begin(), from.arrows.end());
  into.circles.insert(into.circles.end(), from.circles.begin(), from.circles.end());
  if (!from.clock.empty()) into.clock = from.clock;
  if (!from.elapsed.empty()) into.elapsed = from.elapsed;
}

// The first square of a token ("Qd1" in "Qd1-d5"), to pick the few turns
// whose token can match before any is rendered.
bool firstSquare(const std::string &token, Square &out) {
  std::size_t i = !token.empty() && token[0] >= 'A' && token[0] <= 'Z';
  return readSquare(token, i, out);
}

}  // namespace

const Turn *TurnCache::find(const Position &pos, const std::string &token,
                            std::string &notation) const {
  auto it = m_turns.find(pos.key());
  if (it == m_turns.end()) return nullptr;
  for (const Entry &e : it->second) {
    if (e.variant != &pos.variant() || e.token != token) continue;
    notation = e.notation;
    return &e.turn;
  }
  return nullptr;
}

void TurnCache::add(const Position &pos, const std::string &token, const Turn &turn,
                    const std::string &notation) {
  if (m_size >= 1000000) {  // a bound, not a policy: files rarely get there
    m_turns.clear();
    m_size = 0;
  }
  m_turns[pos.key()].push_back({&pos.variant(), token, turn, notation});
  ++m_size;
}

MovetextReader::MovetextReader(Lexer &lexer, GameTree &tree, std::vector<PgnProblem> &problems,
                               TurnCache &cache)
    : m_lexer(lexer),
      m_tree(tree),
      m_problems(problems),
      m_cache(cache),
      m_pos(tree.start()),
      m_cur(tree.root()),
      m_tokenStart(lexer) {}

void MovetextReader::problem(Place at, Message why) {
  std::string text = why.str();
  m_problems.push_back({at.line, at.column, std::move(text), std::move(why)});
}

void MovetextReader::read() {
  bool inJunk = false;  // a run of stray characters is one problem
  for (;;) {
    m_tokenStart = m_lexer;
    const Token tok = m_lexer.next();
    Step step = Step::Continue;
    const bool junk = tok.kind == TokenKind::Junk;
    switch (tok.kind) {
      case TokenKind::End:
        finish(tok.at, message(SC_TRANSLATE_NOOP("sc::Pgn", "the end of the file")));
        return;
      case TokenKind::TagStart:
        finish(tok.at, message(SC_TRANSLATE_NOOP("sc::Pgn", "the next game's tags")));
        return;
      case TokenKind::Symbol:
        step = symbol(tok);
        break;
      case TokenKind::Comment:
        step = comment(tok);
        break;
      case TokenKind::Nag:
        // A NAG is never worth the rest of the game: a bad one is left out.
        if (tok.text.empty())
          problem(tok.at,
                  message(SC_TRANSLATE_NOOP("sc::Pgn", "expected the number of a NAG after '$'")));
        else if (tok.text.size() > 3 || std::stoi(tok.text) > 255)
          problem(tok.at, message(SC_TRANSLATE_NOOP(
                                      "sc::Pgn", "the NAG $%1 is outside $0-$255; it is left out"),
                                  tok.text));
        else
          nag(std::stoi(tok.text), tok.at);
        break;
      case TokenKind::Open:
        step = open(tok);
        break;
      case TokenKind::Close:
        step = close(tok);
        break;
      case TokenKind::Junk:
        // A stray character (a '}' with no comment, a dash from a web page)
        // is left out with a note, and the turns after it are read.
        if (!inJunk)
          problem(tok.at, message(SC_TRANSLATE_NOOP(
                                      "sc::Pgn", "expected a turn, a comment or ')' but found %1"),
                                  tok.junk));
        break;
    }
    if (step == Step::Stop) return;
    inJunk = junk;
  }
}

MovetextReader::Step MovetextReader::symbol(const Token &tok) {
  const std::string &s = tok.text;
  if (isResult(s)) {
    m_result = s;
    finish(tok.at, message(SC_TRANSLATE_NOOP("sc::Pgn", "the result %1"), "'" + s + "'"));
    return Step::Stop;
  }
  // A turn number ("12.", "12...") may be glued to its turn ("12.Pe2-e3").
  std::size_t k = 0;
  while (k < s.size() && s[k] >= '0' && s[k] <= '9') ++k;
  const std::size_t digits = k;
  while (k < s.size() && s[k] == '.') ++k;
  if (k == s.size()) {  // "12.", "12...", "...": a comment after it is the next turn's
    m_afterTurn = false;
    m_numbered = true;
    return Step::Continue;
  }
  if (digits > 0 && k > digits) m_numbered = true;  // "12.Pe2-e3"
  if (digits > 0 && k == digits) k = 0;             // "0-0": let the notation say why it is no turn
  std::string body;
  // Figurines, as web pages and books print turns ("♘f3"), are their letters.
  for (std::size_t i = k; i < s.size(); ++i) {
    if (const char letter = figurineLetter(std::string_view(s).substr(i))) {
      body += letter;
      i += 2;
    } else {
      body += s[i];
    }
  }
  const Place at = shifted(tok.at, int(k));
  // Printed glyphs, on their own ("±") or after a turn ("e5□", "Nf3‼").
  std::array<const PrintedGlyph *, 4> printed{};
  std::size_t count = 0;
  while (count < printed.size()) {
    const PrintedGlyph *g = printedSuffix(body);
    if (!g) break;
    printed[count++] = g;
    body.erase(body.size() - g->text.size());
  }
  const Step step = body.empty() ? Step::Continue : word(body, at);
  if (step == Step::Continue)
    for (std::size_t i = count; i-- > 0;)
      nag(printed[i]->nag + (printed[i]->bySide && m_pos.sideToMove() == Color::White), at);
  return step;
}

MovetextReader::Step MovetextReader::word(const std::string &body, Place at) {
  for (const Glyph &g : kStandaloneGlyphs) {
    if (body != g.text) continue;
    nag(g.nag, at);
    return Step::Continue;
  }
  // "exd6 e.p.": some programs and most people mark en passant after the
  // capture, as a token of its own; it says nothing the turn does not.
  if (m_afterTurn && (body == "e.p." || body == "ep")) return Step::Continue;
  // A null move (ChessBase "--", Scid "Z0"): an annotator's pass (D39).
  if (isNullToken(body)) {
    if (mayPass(m_pos)) return addTurn(nullTurn(), 0);
    return badTurn(at, message(SC_TRANSLATE_NOOP("sc::Pgn",
                                                 "%1 is a null move, which cannot stand here: "
                                                 "the side to move is in check or has no turn "
                                                 "to pass"),
                               "'" + body + "'"));
  }
  // B18: a breakthrough that names nothing ends in '!' ("Se11-e12!"), which is
  // then part of the token, not a glyph.
  if (!body.empty() && body.back() == '!' && hasBreakthroughs()) {
    std::string notation;
    TurnError error;
    if (findTurn(body, notation, error)) return turn(body, at, 0);
  }
  for (const Glyph &g : kSuffixGlyphs)
    if (endsWith(body, g.text))
      return turn(body.substr(0, body.size() - std::strlen(g.text)), at, g.nag);
  return turn(body, at, 0);
}

bool MovetextReader::hasBreakthroughs() const {
  const auto &pieces = m_pos.rules().pieces;
  return std::any_of(pieces.begin(), pieces.end(),
                     [](const PieceType &p) { return p.breakthrough; });
}

std::optional<Turn> MovetextReader::findTurn(const std::string &body, std::string &notation,
                                             TurnError &error) {
  if (const Turn *known = m_cache.find(m_pos, body, notation)) return *known;
  // The written form is the common case: compare it with the tokens of the
  // pseudo-legal turns from its first square, and check only the one that
  // matches for legality. parseTurn (every legal turn checked and described)
  // reads the other spellings and explains what is wrong.
  std::string plain = body;
  if (!plain.empty() && (plain.back() == '+' || plain.back() == '#')) plain.pop_back();
  Square first = 0;
  std::optional<Turn> found;
  if (firstSquare(plain, first)) {
    generatePseudoLegal(m_pos, *m_turns);
    for (const Turn &t : *m_turns) {
      if (t.from != first && t.target != first && t.extra != first) continue;
      if (formatTurn(m_pos, t) != plain) continue;
      if (isLegal(m_pos, t)) found = t;
      break;
    }
  }
  if (found) {
    notation = plain;
  } else {
    found = parseTurn(m_pos, body, nullptr, &error);
    if (!found) return found;
    notation = formatTurn(m_pos, *found);
  }
  m_cache.add(m_pos, body, *found, notation);
  return found;
}

MovetextReader::Step MovetextReader::turn(const std::string &body, Place at, int suffixNag) {
  std::string notation;
  TurnError error;
  const std::optional<Turn> t = findTurn(body, notation, error);
  if (!t) {
    // A column when the token cannot be read, none when it reads but names no
    // legal turn (notation.md).
    if (error.column > 0)
      return badTurn(shifted(at, error.column - 1),
                     message(SC_TRANSLATE_NOOP("sc::Pgn", "%1 cannot be read: %2"),
                             "'" + body + "'", error.reason));
    return badTurn(at, message(SC_TRANSLATE_NOOP("sc::Pgn", "%1 is not a legal turn: %2"),
                               "'" + body + "'", error.reason));
  }
  return addTurn(*t, suffixNag);
}

MovetextReader::Step MovetextReader::addTurn(const Turn &t, int suffixNag) {
  // The tree shows check and mate as the writer does, whatever the file said.
  const std::string notation = formatTurnWithSuffix(m_pos, t);
  const NodeId id = m_tree.addChild(m_cur, t, notation);
  Annotation &note = m_tree.annotation(id);
  note = std::move(m_pending);
  m_pending = Annotation{};
  if (suffixNag) note.nags.push_back(suffixNag);
  m_pos.make(t);
  m_cur = id;
  m_afterTurn = true;
  m_lineHasTurn = true;
  return Step::Continue;
}

void MovetextReader::nag(int value, Place at) {
  if (!m_lineHasTurn) {
    problem(at, message(SC_TRANSLATE_NOOP("sc::Pgn",
                                          "a NAG or glyph must follow a turn; $%1 is left out"),
                        value));
    return;
  }
  m_tree.annotation(m_cur).nags.push_back(value);
}

MovetextReader::Step MovetextReader::comment(const Token &tok) {
  for (const Note &n : tok.notes)
    problem(n.at, message(SC_TRANSLATE_NOOP("sc::Pgn", "in a comment: %1"), n.message));
  Annotation read;
  std::vector<Message> shapeProblems;
  read.commentBefore = extractShapes(tok.text, m_pos.variant(), read, shapeProblems);
  for (Message &p : shapeProblems) problem(tok.at, std::move(p));
  Annotation &into = m_afterTurn ? m_tree.annotation(m_cur) : m_pending;
  append(m_afterTurn ? into.commentAfter : into.commentBefore, read.commentBefore);
  into.arrows.insert(into.arrows.end(), read.arrows.begin(), read.arrows.end());
  into.circles.insert(into.circles.end(), read.circles.begin(), read.circles.end());
  if (!read.eval.empty()) {
    into.eval = read.eval;
  } else if (m_afterTurn && into.eval.empty()) {
    // A match's "+0.35/18 1.2s" (cutechess-cli): the mover's score, which
    // the graph and the bar show as they show a [%eval]; the text stays.
    const bool moverIsWhite = m_pos.sideToMove() != Color::White;
    if (auto eval = engineCommentEval(read.commentBefore, moverIsWhite)) into.eval = *eval;
  }
  if (!read.clock.empty()) into.clock = read.clock;
  if (!read.elapsed.empty()) into.elapsed = read.elapsed;
  if (!tok.unclosed) return Step::Continue;
  fail(tok.at,
       m_lexer.atEnd()
           ? message(SC_TRANSLATE_NOOP("sc::Pgn",
                                       "the comment is not closed: expected '}' before the end of "
                                       "the file"))
           : message(SC_TRANSLATE_NOOP("sc::Pgn",
                                       "the comment is not closed: expected '}' before the tag "
                                       "line at line %1"),
                     tok.end.line));
  return Step::Stop;
}

MovetextReader::Step MovetextReader::open(const Token &tok) {
  if (!m_lineHasTurn) {
    fail(tok.at, message(SC_TRANSLATE_NOOP(
                     "sc::Pgn", "a variation must follow a turn: expected a turn before '('")));
    return Step::Stop;
  }
  flushPending();
  m_frames.push_back({m_cur, tok.at});
  // The variation replaces the line's last turn: it starts from its parent.
  m_pos.undo();
  m_cur = m_tree.node(m_cur).parent;
  m_afterTurn = false;
  m_lineHasTurn = false;
  return Step::Continue;
}

MovetextReader::Step MovetextReader::close(const Token &tok) {
  if (m_frames.empty()) {
    fail(tok.at, message(SC_TRANSLATE_NOOP("sc::Pgn", "unbalanced ')': no variation is open")));
    return Step::Stop;
  }
  flushPending();
  const Frame frame = m_frames.back();
  m_frames.pop_back();
  const int target = m_tree.node(frame.resume).ply - 1;
  for (int ply = m_tree.node(m_cur).ply; ply > target; --ply) m_pos.undo();
  m_pos.make(m_tree.node(frame.resume).turn);
  m_cur = frame.resume;
  m_afterTurn = false;
  m_lineHasTurn = true;
  return Step::Continue;
}

void MovetextReader::flushPending() {
  // A comment with no turn after it (before ')' or the result) stays with
  // the turn before it.
  if (m_pending == Annotation{}) return;
  merge(m_tree.annotation(m_cur), m_pending);
  m_pending = Annotation{};
}

void MovetextReader::finish(Place at, const Message &found) {
  flushPending();
  if (m_frames.empty()) return;
  const Frame &open = m_frames.back();
  if (m_frames.size() > 1)
    problem(at, message(SC_TRANSLATE_NOOP("sc::Pgn",
                                          "expected ')' to close the variation opened at line %1, "
                                          "column %2, but found %3 (%4 variations are open)"),
                        open.open.line, open.open.column, found, int(m_frames.size())));
  else
    problem(at, message(SC_TRANSLATE_NOOP("sc::Pgn",
                                          "expected ')' to close the variation opened at line %1, "
                                          "column %2, but found %3"),
                        open.open.line, open.open.column, found));
  m_frames.clear();
}

MovetextReader::Step MovetextReader::badTurn(Place at, Message why) {
  if (preamble()) return Step::Continue;
  if (m_frames.empty()) {
    fail(at, std::move(why));
    return Step::Stop;
  }
  // In a variation a bad turn costs the rest of that variation, not the game:
  // databases keep typos in side lines, and the line the variation branches
  // from goes on after its ')'.
  m_pending = Annotation{};
  problem(at, std::move(why));
  const Frame &frame = m_frames.back();
  problem(at, message(SC_TRANSLATE_NOOP("sc::Pgn",
                                        "the rest of the variation opened at line %1, column %2 "
                                        "is left out"),
                      frame.open.line, frame.open.column));
  for (int depth = 0;;) {
    const Token tok = m_lexer.next();
    if (tok.kind == TokenKind::Open) {
      ++depth;
    } else if (tok.kind == TokenKind::Close && depth-- == 0) {
      return close(tok);
    } else if (tok.kind == TokenKind::End || tok.kind == TokenKind::TagStart ||
               (tok.kind == TokenKind::Symbol && isResult(tok.text))) {
      // As skipGame: the game ends here, its variations unclosed.
      m_frames.clear();
      return Step::Stop;
    }
  }
}

bool MovetextReader::preamble() {
  // Only before anything of the game was read: a bad word after a turn number
  // or a turn is a bad turn, whatever follows it.
  if (m_numbered || m_cur != m_tree.root()) return false;
  // The game's first turn number must follow, before anything that is
  // movetext ('(', a NAG, a comment) or the game's end: a text pasted from a
  // mail or a forum, not a line of turns that starts with a typo.
  const std::string first = std::to_string(m_tree.start().turnNumber());
  Lexer ahead = m_lexer;
  for (;;) {
    const std::size_t before = ahead.offset();
    const Token tok = ahead.next();
    if (tok.kind == TokenKind::Junk) continue;
    if (tok.kind != TokenKind::Symbol || isResult(tok.text)) return false;
    const std::string &s = tok.text;
    std::size_t digits = 0;
    while (digits < s.size() && s[digits] >= '0' && s[digits] <= '9') ++digits;
    // Another number ("round 2.") is one of the words.
    if (digits == 0 || digits == s.size() || s[digits] != '.' || s.substr(0, digits) != first)
      continue;
    // ... and so is a number no turn follows ("see chapter 1. below"): text
    // between games stays text, not a game without turns.
    std::size_t dots = digits;
    while (dots < s.size() && s[dots] == '.') ++dots;
    Lexer next = ahead;
    std::string body = dots < s.size() ? s.substr(dots) : next.next().text;
    while (!body.empty() && (body.back() == '!' || body.back() == '?')) body.pop_back();
    std::string notation;
    TurnError error;
    if (body.empty() || !findTurn(body, notation, error)) return false;
    // The words up to the number, kept as a comment.
    std::vector<Note> notes;
    m_lexer.rewind(m_tokenStart);
    m_lexer.skipBlank();
    const Place from = m_lexer.place();
    std::string text = m_lexer.copyTo(before, notes);
    for (const Note &n : notes)
      problem(n.at, message(SC_TRANSLATE_NOOP("sc::Pgn", "in a comment: %1"), n.message));
    // Where a comment in braces there would go, the start position's, its
    // white space collapsed as a comment's is ('[' ends the words, so they
    // hold no shapes to take out).
    Annotation none;
    std::vector<Message> noShapes;
    append(m_tree.annotation(m_cur).commentAfter,
           extractShapes(text, m_pos.variant(), none, noShapes));
    problem(from, message(SC_TRANSLATE_NOOP("sc::Pgn",
                                            "expected a turn or the turn number %1 but found "
                                            "words; they are kept as the game's first "
                                            "comment"),
                          first + "."));
    return true;
  }
}

void MovetextReader::fail(Place at, Message why) {
  // A comment waiting for the bad turn belonged to it: it goes with it.
  m_pending = Annotation{};
  problem(at, std::move(why));
  m_frames.clear();
  skipGame(m_lexer);
}

void MovetextReader::skipGame(Lexer &lexer) {
  // Up to the next game: its tags (not consumed), a result, or the end. A
  // result inside the skipped text ends the game even in a variation: results
  // stand only at the end of a game, and depth cannot be trusted after a bad token.
  for (;;) {
    const Token tok = lexer.next();
    if (tok.kind == TokenKind::End || tok.kind == TokenKind::TagStart) return;
    if (tok.kind == TokenKind::Symbol && isResult(tok.text)) return;
  }
}

}  // namespace sc::pgn
