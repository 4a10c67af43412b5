// Reading the turn notation (docs/notation.md): a tokenizer that reports the
// column of the first character it cannot read, then a match against the
// tokens of the legal turns, so that reading can never disagree with writing.
#include <algorithm>
#include <memory>
#include <tuple>
#include <utility>

#include "notation.h"
#include "notation_battle.h"
#include "notation_san.h"
#include "notation_token.h"

namespace sc {
namespace notation {
namespace {

struct SyntaxError {
  int column;
  Message message;
};

class Lexer {
 public:
  Lexer(const Ruleset &rules, const std::string &text, std::size_t begin, std::size_t end)
      : m_rules(rules), m_s(text), m_i(begin), m_end(end) {}

  Token read() {
    if (m_i == m_end)
      throw SyntaxError{
          1, message(SC_TRANSLATE_NOOP("sc::Notation", "expected a turn, found nothing"))};
    Token tok;
    readShooter(tok, message(SC_TRANSLATE_NOOP("sc::Notation", "a piece letter or a square")));
    const std::string first = squareName(tok.squares[0]);
    const char sign = peek();
    if (sign) ++m_i;
    switch (sign) {
      case '-':
        readSquare(tok, "'-'");
        tok.shape = Shape::Move;
        if (accept('@')) {
          readSquare(tok, "'@'");
          tok.shape = Shape::MoveShoot;
        } else if (accept('!')) {  // B17
          tok.shape = Shape::Breakthrough;
          readNamed(tok);
        } else if (accept('=')) {  // M14
          const char letter = peek();
          if (letter < 'A' || letter > 'Z' || m_rules.pieceByLetter(letter) < 0)
            fail(message(
                SC_TRANSLATE_NOOP("sc::Notation", "expected the new piece's letter after '='")));
          tok.promotion = letter;
          ++m_i;
          tok.shape = Shape::Promotion;
        }
        break;
      case '@':
        if (accept('@')) {
          tok.shape = Shape::Bomber;
        } else {
          readSquare(tok, "'@'");
          tok.shape = Shape::Shoot;
          while (tok.count < kTokenSquares && accept('@')) {  // M9: a volley
            readSquare(tok, "'@'");
            tok.shape = Shape::Volley;
          }
        }
        break;
      case '&':  // M11, M12
        readSquare(tok, "'&'");
        tok.shape = Shape::Double;
        if (accept('e')) {
          if (!accept('p'))
            fail(message(SC_TRANSLATE_NOOP("sc::Notation", "expected 'ep' (en passant)")));
          tok.shape = Shape::EnPassant;
        }
        break;
      case '>':
        readSquare(tok, "'>'");
        tok.shape = Shape::Series;
        if (accept('>')) {
          readSquare(tok, "'>'");
          tok.shape = Shape::RoutedSeries;
        }
        break;
      case 'x':
        readSquare(tok, "'x'");
        tok.shape = Shape::Replace;
        if (accept('!')) {  // B17
          tok.shape = Shape::BreakthroughTakes;
          readNamed(tok);
        }
        break;
      case '^':
        // The receiver is written as a bare square; a letter is tolerated.
        readShooter(tok, message(SC_TRANSLATE_NOOP("sc::Notation", "a square after '^'")));
        tok.shape = Shape::Unload;
        break;
      case '=':
        readShooter(tok, message(SC_TRANSLATE_NOOP("sc::Notation", "a shooter after '='")));
        tok.shape = Shape::Bridge;
        if (accept('-')) {
          readSquare(tok, "'-'");
          tok.shape = Shape::Translate;
          if (accept('@')) {
            readSquare(tok, "'@'");
            tok.shape = Shape::TranslateShot;
          }
        }
        break;
      case '|':
        readShooter(tok, message(SC_TRANSLATE_NOOP("sc::Notation", "a shooter after '|'")));
        tok.shape = Shape::Unbridge;
        break;
      case '~':
        readShooter(tok, message(SC_TRANSLATE_NOOP("sc::Notation", "a pivot shooter after '~'")));
        if (accept('>'))
          tok.shape = Shape::RotateCw;
        else if (accept('<'))
          tok.shape = Shape::RotateCcw;
        else
          fail(message(SC_TRANSLATE_NOOP("sc::Notation",
                                         "expected '>' (clockwise) or '<' (anticlockwise) after "
                                         "the pivot")));
        readSquare(tok, std::string("'") + m_s[m_i - 1] + "'");
        break;
      default:
        if (sign) --m_i;
        fail(message(SC_TRANSLATE_NOOP("sc::Notation", "expected one of - @ > x ^ = | ~ after %1"),
                     first));
    }
    if (peek() == '+' || peek() == '#') ++m_i;
    if (m_i != m_end)
      fail(message(SC_TRANSLATE_NOOP("sc::Notation", "unexpected %1 after the turn"),
                   quoted(m_s[m_i])));
    return tok;
  }

 private:
  char peek() const { return m_i < m_end ? m_s[m_i] : 0; }
  bool accept(char c) {
    if (peek() != c) return false;
    ++m_i;
    return true;
  }
  int column() const { return int(m_i) + 1; }
  // B17, B18: after '!', the square of the piece named, or nothing.
  void readNamed(Token &tok) {
    if (peek() >= 'a' && peek() <= 'p') readSquare(tok, "'!'");
  }
  [[noreturn]] void fail(Message why) const { throw SyntaxError{column(), std::move(why)}; }
  static std::string quoted(char c) { return std::string("'") + c + "'"; }
  bool more() const { return m_i < m_end; }

  // A piece letter is upper case, so it never collides with a file (a..p) or
  // the sign 'x'.
  void readShooter(Token &tok, const Message &expected) {
    const char c = peek();
    if (c >= 'A' && c <= 'Z') {
      if (m_rules.pieceByLetter(c) < 0) {
        std::string known;
        for (const PieceType &p : m_rules.pieces)
          known += (known.empty() ? "" : " ") + std::string(1, p.letter);
        fail(message(SC_TRANSLATE_NOOP("sc::Notation", "%1 is not a piece letter (%2)"), quoted(c),
                     known));
      }
      tok.letters[tok.count] = c;
      ++m_i;
      readSquare(tok, quoted(c));
      return;
    }
    if (c < 'a' || c > 'p')
      fail(more() ? message(SC_TRANSLATE_NOOP("sc::Notation", "expected %1, found %2"), expected,
                            quoted(c))
                  : message(SC_TRANSLATE_NOOP("sc::Notation", "expected %1"), expected));
    readSquare(tok, "");
  }

  // Files a..p and ranks 1..16: the whole 16x16 grid; whether the square is on
  // this board is for the explanation to say.
  void readSquare(Token &tok, const std::string &after) {
    const char c = peek();
    if (c < 'a' || c > 'p') {
      if (after.empty())
        fail(more() ? message(SC_TRANSLATE_NOOP("sc::Notation", "expected a square, found %1"),
                              quoted(c))
                    : message(SC_TRANSLATE_NOOP("sc::Notation", "expected a square")));
      fail(more()
               ? message(SC_TRANSLATE_NOOP("sc::Notation", "expected a square after %1, found %2"),
                         after, quoted(c))
               : message(SC_TRANSLATE_NOOP("sc::Notation", "expected a square after %1"), after));
    }
    const int column0 = column();
    const int file = c - 'a';
    ++m_i;
    if (peek() < '1' || peek() > '9')
      fail(more() ? message(SC_TRANSLATE_NOOP("sc::Notation",
                                              "expected a rank number after the file %1, found %2"),
                            quoted(c), quoted(peek()))
                  : message(SC_TRANSLATE_NOOP("sc::Notation",
                                              "expected a rank number after the file %1"),
                            quoted(c)));
    const std::size_t rankAt = m_i;
    int rank = m_s[m_i++] - '0';
    if (peek() >= '0' && peek() <= '9') rank = rank * 10 + (m_s[m_i++] - '0');
    if (rank > kGridSize) {
      m_i = rankAt;
      fail(message(SC_TRANSLATE_NOOP("sc::Notation", "rank %1 is outside 1-16"), rank));
    }
    tok.columns[tok.count] = column0;
    tok.squares[tok.count++] = makeSquare(file, rank - 1);
  }

  const Ruleset &m_rules;
  const std::string &m_s;
  std::size_t m_i;
  std::size_t m_end;
};

// Bridge, unbridge and a translate without a shot may be read with either
// member first; the token is turned round to the written (lower first) form.
void normalise(Token &tok) {
  if (tok.shape == Shape::Volley) {  // the targets in any order, written in square order
    std::array<std::pair<Square, int>, kTokenSquares> t;
    for (int i = 1; i < tok.count; ++i) t[i] = {tok.squares[i], tok.columns[i]};
    std::sort(t.begin() + 1, t.begin() + tok.count);
    for (int i = 1; i < tok.count; ++i) std::tie(tok.squares[i], tok.columns[i]) = t[i];
    return;
  }
  const bool pair =
      tok.shape == Shape::Bridge || tok.shape == Shape::Unbridge || tok.shape == Shape::Translate;
  if (!pair || tok.squares[0] < tok.squares[1]) return;
  if (tok.shape == Shape::Translate) {
    const Square a = tok.squares[0], b = tok.squares[1], dest = tok.squares[2];
    const int file = fileOf(b) + fileOf(dest) - fileOf(a);
    const int rank = rankOf(b) + rankOf(dest) - rankOf(a);
    if (file < 0 || rank < 0 || file >= kGridSize || rank >= kGridSize) return;  // names nothing
    tok.squares[2] = makeSquare(file, rank);
  }
  std::swap(tok.squares[0], tok.squares[1]);
  std::swap(tok.letters[0], tok.letters[1]);
  std::swap(tok.columns[0], tok.columns[1]);
}

}  // namespace
}  // namespace notation

std::optional<Turn> parseTurn(Position &pos, const std::string &token, std::string *error,
                              TurnError *why) {
  using namespace notation;
  std::string written;
  // The text is "column N: reason" when the token cannot be read and
  // "<token>: reason" when it names no legal turn (docs/notation.md).
  auto failWith = [&](int column, Message reason) -> std::optional<Turn> {
    if (error)
      *error = (column > 0 ? "column " + std::to_string(column) : written) + ": " + reason.str();
    if (why) *why = TurnError{column, std::move(reason)};
    return std::nullopt;
  };
  auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  std::size_t begin = 0, end = token.size();
  while (begin < end && blank(token[begin])) ++begin;
  while (end > begin && blank(token[end - 1])) --end;
  written = token.substr(begin, end - begin);

  if (pos.rules().notation == NotationStyle::San) {
    TurnError e;
    if (auto t = san::parse(pos, written, e)) return t;
    return failWith(e.column, e.reason);
  }

  if (pos.rules().battlefield.on) {  // K31: the kinds the shapes below do not write
    std::string body = written;
    if (!body.empty() && (body.back() == '+' || body.back() == '#')) body.pop_back();
    if (auto t = findBattleTurn(pos, body)) return t;
    // A token of the kinds only this notation has reads, but names no legal turn.
    if (body.find(':') != std::string::npos || body.find(">>") != std::string::npos ||
        (!body.empty() && (body[0] == '+' || body[0] == '*' || body[0] == '-')))
      return failWith(0, message(SC_TRANSLATE_NOOP("sc::Notation", "not a legal turn here")));
  }

  Token tok;
  try {
    tok = Lexer(pos.rules(), token, begin, end).read();
  } catch (const SyntaxError &e) {
    return failWith(e.column, e.message);
  }
  normalise(tok);

  auto legal = std::make_unique<TurnList>();
  generateLegal(pos, *legal);
  const Turn *match = nullptr;
  int matches = 0;
  for (const Turn &t : *legal) {
    if (!describe(pos, t).sameDeclaration(tok)) continue;
    match = &t;
    ++matches;
  }
  if (matches == 0 && pos.rules().battlefield.on && tok.shape == Shape::Shoot)
    return failWith(0, explainFire(pos, tok.squares[0], tok.squares[1]));  // K11
  if (matches == 0) return failWith(0, explainIllegal(pos, tok));
  if (matches > 1)  // a generator or notation bug: every legal turn has its own token
    return failWith(0, message(SC_TRANSLATE_NOOP("sc::Notation", "names %1 legal turns"), matches));

  const Token legalTok = describe(pos, *match);
  for (int i = 0; i < tok.count; ++i) {
    if (!tok.letters[i] || tok.letters[i] == legalTok.letters[i]) continue;
    const PieceType &p = pos.rules().piece(pos.at(tok.squares[i]));
    return failWith(
        0, message(SC_TRANSLATE_NOOP("sc::Notation", "the shooter on %1 is %2 (%3), not %4"),
                   squareName(tok.squares[i]), Message{"sc::Pieces", "a " + p.name, {}},
                   std::string(1, p.letter), std::string(1, tok.letters[i])));
  }
  return *match;
}

}  // namespace sc
