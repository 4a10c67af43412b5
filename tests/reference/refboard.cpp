// The reference's piece table (S2), SFEN (S23) and notation, written from the
// rulings without looking at model/core.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "refgen.h"

namespace ref {

namespace {

// S2 (and S11 for the queen's move-shoot ranges, S13 for replace). Fields in
// order: letter, base rank, move style, moves orthogonally, moves diagonally,
// shoots orthogonally, shoots diagonally, default range, move-shoot range along
// and across the move, series (alternative) range, bridge range, replaces,
// move range, cap, bomber.
const PieceInfo kPieces[] = {
    {'P', 1, 's', true, false, false, true, 1, 1, 1, 1, 1, true, 8, 9, false},
    {'N', 3, 'n', false, false, false, true, 1, 1, 1, 2, 3, false, 8, 9, false},
    {'B', 3, 'l', false, true, true, false, 1, 1, 1, 1, 2, false, 8, 9, false},
    {'R', 5, 'l', true, false, true, false, 4, 4, 4, 3, 2, true, 8, 9, false},
    {'Q', 9, 'l', true, true, true, true, 4, 4, 1, 4, 8, true, 8, 9, false},
    {'K', 9, 's', true, true, true, true, 1, 1, 1, 1, 1, true, 8, 9, true},
};

// F2 (F3 move ranges, F4 ranges, F5 series, F6 replace, F9 no bomber, F11
// caps). The pawn's forward-or-back step is its move style 'v' (F3).
const PieceInfo kFirstPieces[] = {
    {'P', 1, 'v', true, false, false, true, 1, 1, 1, 0, 1, true, 1, 9, false},
    {'N', 3, 'n', false, false, false, true, 1, 1, 1, 0, 3, false, 8, 9, false},
    {'B', 3, 'l', false, true, true, false, 1, 1, 1, 0, 2, false, 3, 9, false},
    {'R', 5, 'l', true, false, true, false, 4, 4, 4, 4, 2, false, 4, 9, false},
    {'Q', 9, 'l', true, true, true, true, 1, 1, 1, 64, 8, false, 8, 10, false},
    {'K', 9, 's', true, true, true, true, 1, 1, 1, 1, 1, false, 8, 10, false},
};

// Parses a whole field as a non-negative number; false if it is not one.
bool readNumber(const std::string &s, int &out) {
  if (s.empty() || s.size() > 6) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  out = std::stoi(s);
  return true;
}

bool readSquare(const std::string &s, int &out) {
  if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return false;
  out = sq(s[0] - 'a', s[1] - '1');
  return true;
}

}  // namespace

std::string squareName(int s) { return std::string{char('a' + fileOf(s)), char('1' + rankOf(s))}; }

const PieceInfo *pieceInfo(char upperLetter, bool firstEdition) {
  for (const PieceInfo &p : firstEdition ? kFirstPieces : kPieces)
    if (p.letter == upperLetter) return &p;
  return nullptr;
}

const char *kindName(Kind k) {
  switch (k) {
    case Kind::Move:
      return "move";
    case Kind::Shoot:
      return "shoot";
    case Kind::MoveShoot:
      return "move-shoot";
    case Kind::Series:
      return "series";
    case Kind::Replace:
      return "replace";
    case Kind::Unload:
      return "unload";
    case Kind::Bridge:
      return "bridge";
    case Kind::Unbridge:
      return "unbridge";
    case Kind::PairTranslate:
      return "pair-translate";
    case Kind::PairRotate:
      return "pair-rotate";
    case Kind::Bomber:
      return "bomber";
  }
  return "?";
}

bool readSfen(const std::string &text, Board &out, std::string *error) {
  auto fail = [&](const std::string &message) {
    if (error) *error = message;
    return false;
  };
  std::istringstream in(text);
  std::vector<std::string> fields;
  for (std::string f; in >> f;) fields.push_back(f);
  if (fields.size() != 5) return fail("expected 5 fields, found " + std::to_string(fields.size()));

  Board b;
  b.rules = out.rules;
  // Placement: rank 8 down to rank 1, files a to h.
  const std::string &placement = fields[0];
  int rank = 7, file = 0;
  for (size_t i = 0; i < placement.size(); ++i) {
    const char c = placement[i];
    if (c == '/') {
      if (file != 8) return fail("rank " + std::to_string(rank + 1) + " does not have 8 squares");
      if (--rank < 0) return fail("more than 8 ranks");
      file = 0;
      continue;
    }
    if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8) return fail("rank " + std::to_string(rank + 1) + " has more than 8 squares");
      continue;
    }
    const char upper = char(std::toupper(static_cast<unsigned char>(c)));
    const PieceInfo *info = std::isalpha(static_cast<unsigned char>(c))
                                ? pieceInfo(upper, b.rules.firstEdition)
                                : nullptr;
    if (!info) return fail(std::string("bad character '") + c + "' in the placement");
    if (file >= 8) return fail("rank " + std::to_string(rank + 1) + " has more than 8 squares");
    Cell cell;
    cell.type = upper;
    cell.white = std::isupper(static_cast<unsigned char>(c));
    cell.rank = info->baseRank;
    if (i + 1 < placement.size() && placement[i + 1] == '[') {
      const size_t close = placement.find(']', i + 1);
      int value = 0;
      if (close == std::string::npos || !readNumber(placement.substr(i + 2, close - i - 2), value))
        return fail("bad rank in brackets");
      if (value < 1 || value > info->cap)  // S23; F20: up to the type's cap
        return fail("rank " + std::to_string(value) + " outside 1-" + std::to_string(info->cap));
      cell.rank = value;
      i = close;
    }
    b.cells[sq(file, rank)] = cell;
    ++file;
  }
  if (rank != 0 || file != 8) return fail("the placement does not have 8 ranks of 8 squares");

  if (fields[1] != "w" && fields[1] != "b") return fail("side must be 'w' or 'b'");
  b.whiteToMove = fields[1] == "w";

  if (fields[2] != "-") {
    std::istringstream pairs(fields[2]);
    for (std::string pair; std::getline(pairs, pair, ',');) {
      int a = 0, c = 0;
      if (pair.size() != 4 || !readSquare(pair.substr(0, 2), a) || !readSquare(pair.substr(2), c))
        return fail("bad bridge '" + pair + "'");
      const int df = std::abs(fileOf(a) - fileOf(c)), dr = std::abs(rankOf(a) - rankOf(c));
      if (df + dr != 1) return fail("bridge " + pair + " is not side by side");
      Cell &x = b.cells[a];
      Cell &y = b.cells[c];
      if (x.empty() || y.empty()) return fail("bridge " + pair + " names an empty square");
      if (x.white != y.white) return fail("bridge " + pair + " joins two colours");
      if (x.bridged() || y.bridged()) return fail("bridge " + pair + " shares a member");
      x.partner = c;
      y.partner = a;
    }
    if (fields[2].back() == ',') return fail("bad bridges field");
  }
  if (!readNumber(fields[3], b.quiet)) return fail("bad quiet counter");
  if (!readNumber(fields[4], b.turn) || b.turn < 1) return fail("bad turn number");
  out = b;
  return true;
}

std::string writeSfen(const Board &b) {
  std::string s;
  for (int rank = 7; rank >= 0; --rank) {
    int empties = 0;
    for (int file = 0; file < 8; ++file) {
      const Cell &c = b.cells[sq(file, rank)];
      if (c.empty()) {
        ++empties;
        continue;
      }
      if (empties) s += char('0' + empties);
      empties = 0;
      s += c.white ? c.type : char(std::tolower(static_cast<unsigned char>(c.type)));
      if (c.rank != pieceInfo(c.type, b.rules.firstEdition)->baseRank) {
        s += '[';
        s += std::to_string(c.rank);
        s += ']';
      }
    }
    if (empties) s += char('0' + empties);
    if (rank > 0) s += '/';
  }
  s += b.whiteToMove ? " w " : " b ";
  // Bridges in square order of their lower member, lower square first.
  std::string bridges;
  for (int i = 0; i < 64; ++i) {
    const Cell &c = b.cells[i];
    if (c.bridged() && c.partner > i) {
      if (!bridges.empty()) bridges += ',';
      bridges += squareName(i) + squareName(c.partner);
    }
  }
  s += bridges.empty() ? "-" : bridges;
  s += ' ';
  s += std::to_string(b.quiet);
  s += ' ';
  s += std::to_string(b.turn);
  return s;
}

std::string notation(const Board &before, const Decl &d) {
  auto shooter = [&](int s) { return before.cells[s].type + squareName(s); };
  const std::string from = d.from >= 0 ? shooter(d.from) : std::string();
  switch (d.kind) {
    case Kind::Move:
      return from + "-" + squareName(d.to);
    case Kind::MoveShoot:
      return from + "-" + squareName(d.to) + "@" + squareName(d.target);
    case Kind::Shoot:
      return from + "@" + squareName(d.target);
    case Kind::Series:
      return from + ">" + (d.extra >= 0 ? squareName(d.extra) + ">" : "") + squareName(d.to);
    case Kind::Replace:
      return from + "x" + squareName(d.target);
    case Kind::Unload:
      return from + "^" + squareName(d.target);
    case Kind::Bridge:
      return from + "=" + shooter(d.target);
    case Kind::Unbridge:
      return from + "|" + shooter(d.target);
    case Kind::PairTranslate:
      return from + "=" + shooter(d.extra) + "-" + squareName(d.to) +
             (d.target >= 0 ? std::string(1, '@') + squareName(d.target) : std::string());
    case Kind::PairRotate:
      return from + "~" + shooter(d.extra) + (d.clockwise ? ">" : "<") + squareName(d.to);
    case Kind::Bomber:
      return from + "@@";
  }
  return "?";
}

}  // namespace ref
