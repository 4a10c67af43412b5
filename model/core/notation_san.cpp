#include "notation_san.h"

#include <memory>

namespace sc::san {

namespace {

// SAN writes no letter for the piece that promotes (the pawn).
bool lettered(const PieceType &p) { return p.promotesTo.empty(); }

bool takes(const Turn &t) {
  return t.kind == TurnKind::Capture || t.kind == TurnKind::EnPassant ||
         (t.kind == TurnKind::Promotion && (t.flags & Turn::kTakes));
}

bool isFile(char c) { return c >= 'a' && c <= 'h'; }
bool isRank(char c) { return c >= '1' && c <= '8'; }

}  // namespace

std::string format(const Position &pos, const Turn &t) {
  const Ruleset &rules = pos.rules();
  if (t.kind == TurnKind::Castle) return fileOf(t.to) > fileOf(t.from) ? "O-O" : "O-O-O";
  const Cell &mover = pos.at(t.from);
  const PieceType &pt = rules.piece(mover);
  std::string out;
  if (!lettered(pt)) {
    if (takes(t)) out += squareName(t.from).substr(0, 1) + "x";
    out += squareName(t.to);
    if (t.kind == TurnKind::Promotion) out += std::string("=") + rules.pieces[t.extra].letter;
    return out;
  }
  out += pt.letter;
  // Disambiguation: another legal turn of the same kind of piece to the same
  // square. The position is restored by isLegal, so reading it is safe.
  auto turns = std::make_unique<TurnList>();
  generatePseudoLegal(pos, *turns);
  bool other = false, sameFile = false, sameRank = false;
  Position &probe = const_cast<Position &>(pos);
  for (const Turn &o : *turns) {
    if (o.from == t.from || o.to != t.to || o.kind == TurnKind::Castle) continue;
    const Cell &c = pos.at(o.from);
    if (c.type != mover.type || !isLegal(probe, o)) continue;
    other = true;
    sameFile |= fileOf(o.from) == fileOf(t.from);
    sameRank |= rankOf(o.from) == rankOf(t.from);
  }
  const std::string from = squareName(t.from);
  if (other && !sameFile)
    out += from[0];
  else if (other && !sameRank)
    out += from.substr(1);
  else if (other)
    out += from;
  if (takes(t)) out += 'x';
  return out + squareName(t.to);
}

std::string formatLong(const Position &pos, const Turn &t) {
  std::string out = squareName(t.from) + squareName(t.to);
  if (t.kind == TurnKind::Promotion)
    out += char(std::tolower(static_cast<unsigned char>(pos.rules().pieces[t.extra].letter)));
  return out;
}

std::optional<Turn> parse(Position &pos, const std::string &token, TurnError &why) {
  const Ruleset &rules = pos.rules();
  std::string s = token;
  // Decorations other programs add: check, mate, glyphs, "e.p." or "ep"
  // after an en passant capture ("exd6e.p.", "exd6ep").
  while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
    s.pop_back();
  if (s.size() > 4 && s.substr(s.size() - 4) == "e.p.") s.erase(s.size() - 4);
  if (s.size() > 4 && s.substr(s.size() - 2) == "ep" && isRank(s[s.size() - 3]))
    s.erase(s.size() - 2);
  while (!s.empty() && s.back() == ' ') s.pop_back();
  // Promotions as older programs and books write them: "e8(Q)", "e8/Q".
  const auto letterAt = [&s](std::size_t i) {
    return std::isalpha(static_cast<unsigned char>(s[i])) != 0;
  };
  if (s.size() >= 5 && s.back() == ')' && s[s.size() - 3] == '(' && letterAt(s.size() - 2) &&
      isRank(s[s.size() - 4]))
    s = s.substr(0, s.size() - 3) + '=' + s[s.size() - 2];
  else if (s.size() >= 4 && s[s.size() - 2] == '/' && letterAt(s.size() - 1) &&
           isRank(s[s.size() - 3]))
    s[s.size() - 2] = '=';

  auto legal = std::make_unique<TurnList>();
  generateLegal(pos, *legal);
  auto fail = [&](int column, Message m) -> std::optional<Turn> {
    why = TurnError{column, std::move(m)};
    return std::nullopt;
  };
  if (s.empty())
    return fail(1, message(SC_TRANSLATE_NOOP("sc::Notation", "expected a turn, found nothing")));

  if (s == "O-O" || s == "0-0" || s == "O-O-O" || s == "0-0-0") {
    const bool kingSide = s.size() == 3;
    for (const Turn &t : *legal)
      if (t.kind == TurnKind::Castle && (fileOf(t.to) > fileOf(t.from)) == kingSide) return t;
    return fail(0, message(SC_TRANSLATE_NOOP("sc::Notation", "castling is not legal here")));
  }

  // Long algebraic: e2e4, e2-e4, e7e8q, e1g1 (castling as the king's move).
  if (s.size() >= 4 && isFile(s[0]) && isRank(s[1])) {
    std::size_t i = 2;
    if (s[i] == '-' || s[i] == 'x') ++i;
    if (i + 2 <= s.size() && isFile(s[i]) && isRank(s[i + 1])) {
      const Square from = makeSquare(s[0] - 'a', s[1] - '1');
      const Square to = makeSquare(s[i] - 'a', s[i + 1] - '1');
      std::string rest = s.substr(i + 2);
      if (!rest.empty() && rest[0] == '=') rest.erase(0, 1);
      int promo = -1;
      if (rest.size() == 1) promo = rules.pieceByLetter(char(std::toupper(rest[0])));
      if (rest.size() > 1 || (rest.size() == 1 && promo < 0))
        return fail(int(i + 3), message(SC_TRANSLATE_NOOP("sc::Notation",
                                                          "expected a promotion letter, found "
                                                          "%1"),
                                        rest));
      for (const Turn &t : *legal) {
        if (t.from != from || t.to != to) continue;
        if ((t.kind == TurnKind::Promotion) != (promo >= 0)) continue;
        if (promo >= 0 && t.extra != promo) continue;
        return t;
      }
      return fail(0, message(SC_TRANSLATE_NOOP("sc::Notation", "no legal move from %1 to %2"),
                             squareName(from), squareName(to)));
    }
  }

  // SAN: [piece][file][rank][x]square[=promotion]
  int promo = -1;
  std::size_t end = s.size();
  if (end >= 2 && (s[end - 2] == '=' || isRank(s[end - 2])) &&
      std::isalpha(static_cast<unsigned char>(s[end - 1])) && !isFile(s[end - 1])) {
    promo = rules.pieceByLetter(char(std::toupper(static_cast<unsigned char>(s[end - 1]))));
    if (promo < 0)
      return fail(int(end), message(SC_TRANSLATE_NOOP("sc::Notation",
                                                      "expected a promotion letter, found %1"),
                                    std::string(1, s[end - 1])));
    end -= s[end - 2] == '=' ? 2 : 1;
  } else if (end >= 3 && (s[end - 1] == 'q' || s[end - 1] == 'r' || s[end - 1] == 'n') &&
             isRank(s[end - 2])) {
    promo = rules.pieceByLetter(char(std::toupper(static_cast<unsigned char>(s[end - 1]))));
    --end;
  }
  if (end < 2 || !isFile(s[end - 2]) || !isRank(s[end - 1]))
    return fail(int(end),
                message(SC_TRANSLATE_NOOP("sc::Notation",
                                          "expected a destination square (like e4) at the end")));
  const Square to = makeSquare(s[end - 2] - 'a', s[end - 1] - '1');
  std::size_t i = 0;
  int piece = -1;  // -1: the piece SAN writes without a letter
  if (std::isupper(static_cast<unsigned char>(s[0]))) {
    piece = rules.pieceByLetter(s[0]);
    if (piece < 0)
      return fail(1, message(SC_TRANSLATE_NOOP("sc::Notation", "%1 is not a piece letter"),
                             std::string(1, s[0])));
    // SAN leaves the pawn's letter out; some programs write it ("Pe4", "Pxd5").
    if (!lettered(rules.pieces[piece])) piece = -1;
    i = 1;
  }
  int file = -1, rank = -1;
  bool capture = false;
  for (; i < end - 2; ++i) {
    const char c = s[i];
    if (isFile(c) && file < 0 && rank < 0 && !capture)
      file = c - 'a';
    else if (isRank(c) && rank < 0 && !capture)
      rank = c - '1';
    else if ((c == 'x' || c == ':') && !capture)
      capture = true;
    else if (c == '-' && !capture)
      continue;
    else
      return fail(int(i + 1),
                  message(SC_TRANSLATE_NOOP("sc::Notation", "unexpected %1 in the move"),
                          std::string(1, c)));
  }
  const Turn *match = nullptr;
  int matches = 0;
  char promotes = 0;  // a promotion matches all but the missing piece: its letter, Q first
  for (const Turn &t : *legal) {
    if (t.to != to || t.kind == TurnKind::Castle) continue;
    const PieceType &p = rules.piece(pos.at(t.from));
    if (piece >= 0 ? pos.at(t.from).pieceIndex() != piece : lettered(p)) continue;
    if ((file >= 0 && fileOf(t.from) != file) || (rank >= 0 && rankOf(t.from) != rank)) continue;
    if (t.kind == TurnKind::Promotion && promo < 0 && promotes != 'Q')
      promotes = rules.pieces[std::size_t(t.extra)].letter;
    if ((t.kind == TurnKind::Promotion) != (promo >= 0)) continue;
    if (promo >= 0 && t.extra != promo) continue;
    match = &t;
    ++matches;
  }
  if (matches == 1) return *match;
  if (matches > 1)
    return fail(0, message(SC_TRANSLATE_NOOP("sc::Notation",
                                             "ambiguous: %1 legal moves match; name the file or "
                                             "rank"),
                           matches));
  if (promotes)
    return fail(int(end), message(SC_TRANSLATE_NOOP("sc::Notation",
                                                    "the pawn promotes here: add the piece it "
                                                    "becomes (like %1)"),
                                  s.substr(0, end) + '=' + promotes));
  return fail(0, message(SC_TRANSLATE_NOOP("sc::Notation", "no legal move matches")));
}

}  // namespace sc::san
