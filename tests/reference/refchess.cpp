// The chess reference: FEN (C13, C14, C14a), moves (C2-C6), legality (C7),
// status (C8-C12) and perft, written from shared/rules/chess.md without
// looking at model/core. Plain loops over the whole board.
#include "refchess.h"

#include <cctype>
#include <cstdlib>

namespace ref::chess {

namespace {

const int kKnightFile[8] = {1, 2, 2, 1, -1, -2, -2, -1};
const int kKnightRank[8] = {2, 1, -1, -2, -2, -1, 1, 2};
const int kKingFile[8] = {0, 1, 1, 1, 0, -1, -1, -1};
const int kKingRank[8] = {1, 1, 0, -1, -1, -1, 0, 1};
// The first four king directions alternate orthogonal (even) and diagonal (odd).

char upper(char c) { return char(std::toupper(static_cast<unsigned char>(c))); }
char lower(char c) { return char(std::tolower(static_cast<unsigned char>(c))); }
bool isOwn(char c, bool white) { return c != 0 && isWhitePiece(c) == white; }
bool isEnemy(char c, bool white) { return c != 0 && isWhitePiece(c) != white; }
char pieceOf(char type, bool white) { return white ? upper(type) : lower(type); }

// A whole field as a whole number >= 0 (C14); false if it is not one.
bool readNumber(const std::string &s, int &out) {
  if (s.empty() || s.size() > 9) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  out = std::stoi(s);
  return true;
}

int kingSquare(const Board &b, bool white) {
  for (int s = 0; s < 64; ++s)
    if (b.cells[s] == pieceOf('K', white)) return s;
  return -1;
}

// Applies a turn to a copy of the board: moves the piece, removes what it
// captures, and updates rights (C4), the en-passant square (C5), the
// counters (C10, C13) and the side to move.
Board make(const Board &b, int from, int to, int capturedSquare, char promotion) {
  Board a = b;
  const char piece = a.cells[from];
  const bool white = isWhitePiece(piece);
  const bool capture = capturedSquare >= 0;
  if (capture) a.cells[capturedSquare] = 0;
  a.cells[from] = 0;
  a.cells[to] = promotion ? pieceOf(promotion, white) : piece;

  // C3: castling is the king's two-square move; its rook jumps over it.
  if (upper(piece) == 'K' && std::abs(fileOf(to) - fileOf(from)) == 2) {
    const int rank = rankOf(from);
    const bool shortSide = fileOf(to) == 6;
    const int rookFrom = sq(shortSide ? 7 : 0, rank), rookTo = sq(shortSide ? 5 : 3, rank);
    a.cells[rookTo] = a.cells[rookFrom];
    a.cells[rookFrom] = 0;
  }

  // C4: a king move loses both rights of its side; a corner left or captured
  // on loses that corner's right (whatever moved or was taken there).
  if (upper(piece) == 'K') {
    a.castle[white ? WhiteShort : BlackShort] = false;
    a.castle[white ? WhiteLong : BlackLong] = false;
  }
  for (int s : {from, to}) {
    if (s == sq(7, 0)) a.castle[WhiteShort] = false;
    if (s == sq(0, 0)) a.castle[WhiteLong] = false;
    if (s == sq(7, 7)) a.castle[BlackShort] = false;
    if (s == sq(0, 7)) a.castle[BlackLong] = false;
  }

  // C5: only the turn right after a two-square step may capture en passant.
  a.epSquare = -1;
  if (upper(piece) == 'P' && std::abs(rankOf(to) - rankOf(from)) == 2) a.epSquare = (from + to) / 2;

  a.halfmove = (upper(piece) == 'P' || capture) ? 0 : b.halfmove + 1;  // C10
  if (!white) ++a.fullmove;                                            // C13
  a.whiteToMove = !b.whiteToMove;
  return a;
}

void add(std::vector<Move> &out, const Board &b, const char *kind, int from, int to,
         int capturedSquare = -1, char promotion = 0) {
  Move m;
  m.kind = kind;
  m.from = from;
  m.to = to;
  if (capturedSquare >= 0) m.targets.push_back(capturedSquare);
  m.promotion = promotion;
  m.after = make(b, from, to, capturedSquare, promotion);
  out.push_back(m);
}

void addPawnMoves(const Board &b, int s, std::vector<Move> &out) {
  const bool white = b.whiteToMove;
  const int forward = white ? 1 : -1;
  const int startRank = white ? 1 : 6, lastRank = white ? 7 : 0;
  const int f = fileOf(s), r = rankOf(s);
  if (!onBoard(f, r + forward)) return;  // cannot happen: C14 refuses pawns on rank 1/8

  // C2: one square forward onto an empty square; C6: four promotions on the last rank.
  const int one = sq(f, r + forward);
  if (b.cells[one] == 0) {
    if (r + forward == lastRank) {
      for (char p : {'q', 'r', 'b', 'n'}) add(out, b, "promotion", s, one, -1, p);
    } else {
      add(out, b, "move", s, one);
      // C2: the two-square step from the start rank over an empty square.
      const int two = sq(f, r + 2 * forward);
      if (r == startRank && b.cells[two] == 0) add(out, b, "move", s, two);
    }
  }

  // C2: diagonal captures; C5: en passant onto the crossed square.
  for (int df : {-1, 1}) {
    if (!onBoard(f + df, r + forward)) continue;
    const int to = sq(f + df, r + forward);
    if (isEnemy(b.cells[to], white)) {
      if (r + forward == lastRank) {
        for (char p : {'q', 'r', 'b', 'n'}) add(out, b, "promotion", s, to, to, p);
      } else {
        add(out, b, "capture", s, to, to);
      }
    } else if (to == b.epSquare && b.cells[to] == 0) {
      const int passed = sq(f + df, r);
      if (b.cells[passed] == pieceOf('P', !white)) add(out, b, "en-passant", s, to, passed);
    }
  }
}

void addStepOrSlide(const Board &b, int s, int df, int dr, bool slides, std::vector<Move> &out) {
  const bool white = b.whiteToMove;
  int f = fileOf(s) + df, r = rankOf(s) + dr;
  while (onBoard(f, r)) {
    const int to = sq(f, r);
    if (b.cells[to] == 0) {
      add(out, b, "move", s, to);
    } else {
      if (isEnemy(b.cells[to], white)) add(out, b, "capture", s, to, to);
      return;
    }
    if (!slides) return;
    f += df;
    r += dr;
  }
}

// C3: both castlings of the side to move, with every condition spelt out.
void addCastling(const Board &b, std::vector<Move> &out) {
  const bool white = b.whiteToMove;
  const int rank = white ? 0 : 7;
  const int king = sq(4, rank);
  if (b.cells[king] != pieceOf('K', white)) return;
  const bool enemy = !white;
  if (b.castle[white ? WhiteShort : BlackShort] && b.cells[sq(7, rank)] == pieceOf('R', white) &&
      b.cells[sq(5, rank)] == 0 && b.cells[sq(6, rank)] == 0 && !attacked(b, king, enemy) &&
      !attacked(b, sq(5, rank), enemy) && !attacked(b, sq(6, rank), enemy))
    add(out, b, "castle", king, sq(6, rank));
  // The rook crosses b1/b8, which must be empty but may be attacked.
  if (b.castle[white ? WhiteLong : BlackLong] && b.cells[sq(0, rank)] == pieceOf('R', white) &&
      b.cells[sq(1, rank)] == 0 && b.cells[sq(2, rank)] == 0 && b.cells[sq(3, rank)] == 0 &&
      !attacked(b, king, enemy) && !attacked(b, sq(3, rank), enemy) &&
      !attacked(b, sq(2, rank), enemy))
    add(out, b, "castle", king, sq(2, rank));
}

std::string field(const std::string &column, const std::string &message) {
  return column + ": " + message;
}

}  // namespace

std::string squareName(int s) { return std::string{char('a' + fileOf(s)), char('1' + rankOf(s))}; }

std::string uci(const Move &m) {
  std::string s = squareName(m.from) + squareName(m.to);
  if (m.promotion) s += m.promotion;
  return s;
}

bool attacked(const Board &b, int s, bool byWhite) {
  const int f = fileOf(s), r = rankOf(s);
  // A pawn attacks diagonally forward, so it stands one rank behind the square.
  const int pawnRank = byWhite ? r - 1 : r + 1;
  for (int df : {-1, 1})
    if (onBoard(f + df, pawnRank) && b.cells[sq(f + df, pawnRank)] == pieceOf('P', byWhite))
      return true;
  for (int i = 0; i < 8; ++i) {
    const int nf = f + kKnightFile[i], nr = r + kKnightRank[i];
    if (onBoard(nf, nr) && b.cells[sq(nf, nr)] == pieceOf('N', byWhite)) return true;
  }
  for (int i = 0; i < 8; ++i) {
    const int kf = f + kKingFile[i], kr = r + kKingRank[i];
    if (onBoard(kf, kr) && b.cells[sq(kf, kr)] == pieceOf('K', byWhite)) return true;
  }
  for (int i = 0; i < 8; ++i) {
    const bool diagonal = kKingFile[i] != 0 && kKingRank[i] != 0;
    const char slider = pieceOf(diagonal ? 'B' : 'R', byWhite);
    int nf = f + kKingFile[i], nr = r + kKingRank[i];
    while (onBoard(nf, nr)) {
      const char c = b.cells[sq(nf, nr)];
      if (c != 0) {
        if (c == slider || c == pieceOf('Q', byWhite)) return true;
        break;
      }
      nf += kKingFile[i];
      nr += kKingRank[i];
    }
  }
  return false;
}

bool inCheck(const Board &b, bool white) {
  const int k = kingSquare(b, white);
  return k >= 0 && attacked(b, k, !white);
}

std::vector<Move> pseudoLegalMoves(const Board &b) {
  std::vector<Move> out;
  for (int s = 0; s < 64; ++s) {
    const char c = b.cells[s];
    if (!isOwn(c, b.whiteToMove)) continue;
    switch (upper(c)) {
      case 'P':
        addPawnMoves(b, s, out);
        break;
      case 'N':
        for (int i = 0; i < 8; ++i)
          addStepOrSlide(b, s, kKnightFile[i], kKnightRank[i], false, out);
        break;
      case 'K':
        for (int i = 0; i < 8; ++i) addStepOrSlide(b, s, kKingFile[i], kKingRank[i], false, out);
        addCastling(b, out);
        break;
      case 'B':
      case 'R':
      case 'Q':
        for (int i = 0; i < 8; ++i) {
          const bool diagonal = kKingFile[i] != 0 && kKingRank[i] != 0;
          if (upper(c) == 'B' && !diagonal) continue;
          if (upper(c) == 'R' && diagonal) continue;
          addStepOrSlide(b, s, kKingFile[i], kKingRank[i], true, out);
        }
        break;
    }
  }
  return out;
}

std::vector<Move> legalMoves(const Board &b) {
  std::vector<Move> legal;
  for (Move &m : pseudoLegalMoves(b))
    if (!inCheck(m.after, b.whiteToMove)) legal.push_back(std::move(m));  // C7
  return legal;
}

bool hasLegalEnPassant(const Board &b) {
  if (b.epSquare < 0) return false;
  for (const Move &m : legalMoves(b))
    if (m.kind == "en-passant") return true;
  return false;
}

bool insufficientMaterial(const Board &b) {
  int knights = 0, bishops = 0, lightBishops = 0;
  for (int s = 0; s < 64; ++s) {
    switch (upper(b.cells[s])) {
      case 'P':
      case 'R':
      case 'Q':
        return false;
      case 'N':
        ++knights;
        break;
      case 'B':
        ++bishops;
        if ((fileOf(s) + rankOf(s)) % 2 == 1) ++lightBishops;  // a1 is dark
        break;
    }
  }
  if (knights == 0 && bishops == 0) return true;  // C9 (a)
  if (knights == 1 && bishops == 0) return true;  // C9 (b): one knight in all is K+N v K
  // C9 (c): any bishops of either side, all on one colour.
  return knights == 0 && (lightBishops == 0 || lightBishops == bishops);
}

std::string status(const Board &b) {
  // C12 order: no legal turn, insufficient material, fifty moves, check.
  const bool check = inCheck(b, b.whiteToMove);
  if (legalMoves(b).empty()) {
    if (!check) return "draw: stalemate";  // C8
    return b.whiteToMove ? "black wins: checkmate" : "white wins: checkmate";
  }
  if (insufficientMaterial(b)) return "draw: insufficient material";  // C9
  if (b.halfmove >= 100) return "draw: fifty-move rule";              // C10
  return check ? "check" : "ongoing";
}

bool readFen(const std::string &text, Board &out, std::string *error, std::string *warning) {
  auto fail = [&](const std::string &message) {
    if (error) *error = message;
    return false;
  };
  auto warn = [&](const std::string &message) {
    if (warning) *warning += (warning->empty() ? "" : "; ") + message;
  };
  // Split on runs of blanks: a file in the wild with a doubled space is not refused (C14a).
  std::vector<std::string> fields;
  std::string current;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      if (!current.empty()) fields.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  if (!current.empty()) fields.push_back(current);
  if (fields.size() < 4 || fields.size() > 6)  // C14
    return fail(
        field("fields", "expected 4, 5 or 6 fields, found " + std::to_string(fields.size())));

  Board b;
  // Placement (C13, C14): rank 8 down to rank 1, files a to h.
  const std::string &placement = fields[0];
  int rank = 7, file = 0;
  bool lastWasDigit = false;
  for (char c : placement) {
    if (c == '[') return fail(field("placement", "rank brackets [n] are not chess (C14)"));
    if (c == '{') return fail(field("placement", "weapon braces {...} are not chess (C14)"));
    if (c == '/') {
      if (file != 8)
        return fail(
            field("placement", "rank " + std::to_string(rank + 1) + " does not have 8 squares"));
      if (--rank < 0) return fail(field("placement", "more than 8 ranks"));
      file = 0;
      lastWasDigit = false;
      continue;
    }
    if (c >= '1' && c <= '8') {
      if (lastWasDigit) return fail(field("placement", "two digits in a row"));
      lastWasDigit = true;
      file += c - '0';
      if (file > 8)
        return fail(
            field("placement", "rank " + std::to_string(rank + 1) + " has more than 8 squares"));
      continue;
    }
    lastWasDigit = false;
    if (std::string("KQRBNPkqrbnp").find(c) == std::string::npos)
      return fail(field("placement", std::string("bad character '") + c + "'"));
    if (file >= 8)
      return fail(
          field("placement", "rank " + std::to_string(rank + 1) + " has more than 8 squares"));
    b.cells[sq(file, rank)] = c;
    ++file;
  }
  if (rank != 0 || file != 8)
    return fail(field("placement", "the placement does not have 8 ranks of 8 squares"));
  int whiteKings = 0, blackKings = 0;
  for (int s = 0; s < 64; ++s) {
    if (b.cells[s] == 'K') ++whiteKings;
    if (b.cells[s] == 'k') ++blackKings;
    if (upper(b.cells[s]) == 'P' && (rankOf(s) == 0 || rankOf(s) == 7))
      return fail(field("placement", "a pawn on " + squareName(s)));
  }
  if (whiteKings != 1 || blackKings != 1)
    return fail(field("placement", "not exactly one king of each colour"));

  // Side.
  if (fields[1] != "w" && fields[1] != "b") return fail(field("side", "must be 'w' or 'b'"));
  b.whiteToMove = fields[1] == "w";
  if (inCheck(b, !b.whiteToMove)) return fail(field("side", "the side not to move is in check"));

  // Castling (C14, C14a): '-' or KQkq letters in any order, each once, with
  // king and rook on their start squares.
  if (fields[2] != "-") {
    for (char c : fields[2]) {
      const std::string letters = "KQkq";
      const size_t right = letters.find(c);
      if (right == std::string::npos)
        return fail(field("castling", std::string("bad character '") + c + "'"));
      if (b.castle[right]) return fail(field("castling", std::string("'") + c + "' repeated"));
      const bool white = right < 2;
      const int r = white ? 0 : 7;
      const int rookFile = (right == WhiteShort || right == BlackShort) ? 7 : 0;
      if (b.cells[sq(4, r)] != pieceOf('K', white) ||
          b.cells[sq(rookFile, r)] != pieceOf('R', white))
        return fail(
            field("castling", std::string("'") + c + "' without king and rook on their squares"));
      b.castle[right] = true;
    }
  }

  // En passant (C14): the crossed square of the side that just moved.
  if (fields[3] != "-") {
    const std::string &e = fields[3];
    if (e.size() != 2 || e[0] < 'a' || e[0] > 'h' || e[1] < '1' || e[1] > '8')
      return fail(field("en-passant", "'" + e + "' is not a square"));
    const int s = sq(e[0] - 'a', e[1] - '1');
    const int expectedRank = b.whiteToMove ? 5 : 2;  // rank 6 / rank 3
    const int originRank = b.whiteToMove ? 6 : 1;    // rank 7 / rank 2
    const int arrivalRank = b.whiteToMove ? 4 : 3;   // rank 5 / rank 4
    if (rankOf(s) != expectedRank)
      return fail(field("en-passant", e + " is not on rank " + (b.whiteToMove ? "6" : "3")));
    if (b.cells[s] != 0) return fail(field("en-passant", e + " is occupied"));
    if (b.cells[sq(fileOf(s), originRank)] != 0)
      return fail(field("en-passant", "the square the pawn left is occupied"));
    if (b.cells[sq(fileOf(s), arrivalRank)] != pieceOf('P', !b.whiteToMove))
      return fail(field("en-passant", "no pawn of the side that just moved passed " + e));
    b.epSquare = s;
  }

  // Counters (C14; C14a: missing counters and fullmove 0 are assumed, not refused).
  if (fields.size() >= 5) {
    if (!readNumber(fields[4], b.halfmove))
      return fail(field("halfmove", "'" + fields[4] + "' is not a whole number >= 0"));
  } else {
    warn("no halfmove field, 0 assumed");
  }
  if (fields.size() == 6) {
    if (!readNumber(fields[5], b.fullmove))
      return fail(field("fullmove", "'" + fields[5] + "' is not a whole number >= 0"));
    if (b.fullmove == 0) {
      warn("fullmove 0 read as 1");
      b.fullmove = 1;
    }
  } else {
    warn("no fullmove field, 1 assumed");
  }

  // C13/C14a: an en-passant square no legal capture uses is dropped.
  if (b.epSquare >= 0 && !hasLegalEnPassant(b)) {
    warn("en-passant square " + squareName(b.epSquare) + " dropped: no legal capture");
    b.epSquare = -1;
  }
  out = b;
  return true;
}

std::string writeFen(const Board &b) {
  std::string s;
  for (int rank = 7; rank >= 0; --rank) {
    int empties = 0;
    for (int file = 0; file < 8; ++file) {
      const char c = b.cells[sq(file, rank)];
      if (c == 0) {
        ++empties;
        continue;
      }
      if (empties) s += char('0' + empties);
      empties = 0;
      s += c;
    }
    if (empties) s += char('0' + empties);
    if (rank > 0) s += '/';
  }
  s += b.whiteToMove ? " w " : " b ";
  std::string rights;
  const char letters[4] = {'K', 'Q', 'k', 'q'};
  for (int i = 0; i < 4; ++i)
    if (b.castle[i]) rights += letters[i];
  s += rights.empty() ? "-" : rights;
  s += ' ';
  s += hasLegalEnPassant(b) ? squareName(b.epSquare) : "-";  // C13
  s += ' ' + std::to_string(b.halfmove) + ' ' + std::to_string(b.fullmove);
  return s;
}

std::vector<RefChessResult> refLegal(const std::string &fen, std::string *error) {
  Board b;
  if (!readFen(fen, b, error)) return {};
  std::vector<RefChessResult> results;
  for (const Move &m : legalMoves(b)) {
    RefChessResult r;
    r.kind = m.kind;
    r.uci = uci(m);
    r.from = squareName(m.from);
    r.to = squareName(m.to);
    for (int t : m.targets) r.targets.push_back(squareName(t));
    r.fenAfter = writeFen(m.after);
    results.push_back(r);
  }
  return results;
}

std::uint64_t refPerft(const Board &b, int depth) {
  if (depth == 0) return 1;
  const std::vector<Move> moves = legalMoves(b);
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (const Move &m : moves) n += refPerft(m.after, depth - 1);
  return n;
}

std::uint64_t refPerft(const std::string &fen, int depth) {
  Board b;
  if (!readFen(fen, b)) return 0;
  return refPerft(b, depth);
}

std::string refStatus(const std::string &fen, std::string *error) {
  Board b;
  if (!readFen(fen, b, error)) return {};
  return status(b);
}

}  // namespace ref::chess
