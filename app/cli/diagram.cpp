#include "diagram.h"

#include <algorithm>
#include <cctype>

namespace cli {

namespace {

int digits(int n) { return n >= 10 ? 1 + digits(n / 10) : 1; }

// The partner's direction of a bridged shooter (Cell::bridge is 1 + Direction).
bool bridgedTowards(const sc::Cell &c, sc::Direction d) { return c.bridged() && c.bridge - 1 == d; }

struct Layout {
  int files = 8;
  int ranks = 8;
  int cellWidth = 4;   // " Q9*": a space, the letter, the rank's digits, the marker
  int labelWidth = 1;  // rank numbers
  int innerWidth() const { return files * cellWidth + (files - 1); }
  int column(int file) const { return file * (cellWidth + 1); }  // a cell's first character
  std::string margin() const { return std::string(std::size_t(labelWidth + 2), ' '); }
};

Layout layoutFor(const sc::Position &pos) {
  Layout l;
  l.files = pos.rules().board.files;
  l.ranks = pos.rules().board.ranks;
  int maxRank = 9;
  for (const sc::PieceType &p : pos.rules().pieces) maxRank = std::max(maxRank, p.maxRank);
  l.cellWidth = 3 + digits(maxRank);
  l.labelWidth = digits(l.ranks);
  return l;
}

std::string rightAligned(const std::string &s, int width) {
  return std::string(std::size_t(std::max(0, width - int(s.size()))), ' ') + s;
}

void trimRight(std::string &s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
}

std::string fileLetters(const Layout &l) {
  std::string line = l.margin() + " " + std::string(std::size_t(l.innerWidth()), ' ');
  for (int f = 0; f < l.files; ++f)
    line[std::size_t(l.margin().size() + 1 + l.column(f) + 1)] = char('a' + f);
  trimRight(line);
  return line + "\n";
}

std::string frame(const Layout &l) {
  return l.margin() + "+" + std::string(std::size_t(l.innerWidth()), '-') + "+\n";
}

std::string rankLine(const sc::Position &pos, const Layout &l, int rank) {
  std::string inner;
  for (int f = 0; f < l.files; ++f) {
    const sc::Square s = sc::makeSquare(f, rank);
    std::string cell = " " + cellLabel(pos, s);
    cell.resize(std::size_t(l.cellWidth), ' ');
    inner += cell;
    if (f + 1 < l.files)
      inner += bridgedTowards(pos.at(s), sc::E) && pos.variant().onBoard(s) ? '=' : ' ';
  }
  const std::string label = std::to_string(rank + 1);
  return " " + rightAligned(label, l.labelWidth) + " |" + inner + "| " + label + "\n";
}

// The line between `rank` and the one below it, or "" when no bridge crosses.
std::string verticalBridgeLine(const sc::Position &pos, const Layout &l, int rank) {
  std::string inner(std::size_t(l.innerWidth()), ' ');
  bool any = false;
  for (int f = 0; f < l.files; ++f) {
    const sc::Square s = sc::makeSquare(f, rank);
    if (!pos.variant().onBoard(s) || !bridgedTowards(pos.at(s), sc::S)) continue;
    inner.replace(std::size_t(l.column(f) + 1), 2, "||");
    any = true;
  }
  return any ? l.margin() + "|" + inner + "|\n" : std::string();
}

}  // namespace

std::string cellLabel(const sc::Position &pos, sc::Square s) {
  if (!pos.variant().onBoard(s)) return "";
  const sc::Cell &c = pos.at(s);
  if (c.empty()) return ".";
  const sc::PieceType &type = pos.variant().piece(c);
  const char letter = c.color == sc::Color::White
                          ? type.letter
                          : char(std::tolower(static_cast<unsigned char>(type.letter)));
  std::string text = letter + std::to_string(int(c.rank));
  if (c.rank < type.baseRank) text += '*';
  if (c.rank > type.baseRank) text += '+';
  return text;
}

std::string drawBoard(const sc::Position &pos) {
  const Layout l = layoutFor(pos);
  std::string out = fileLetters(l) + frame(l);
  for (int rank = l.ranks - 1; rank >= 0; --rank) {
    out += rankLine(pos, l, rank);
    if (rank > 0) out += verticalBridgeLine(pos, l, rank);
  }
  return out + frame(l) + fileLetters(l);
}

std::string bridgeList(const sc::Position &pos) {
  std::string out;
  // In square order a1, b1, ..., a2, ... each bridge is met first at its lower
  // square, whose partner lies east or north.
  for (int rank = 0; rank < pos.rules().board.ranks; ++rank) {
    for (int file = 0; file < pos.rules().board.files; ++file) {
      const sc::Square s = sc::makeSquare(file, rank);
      const sc::Cell &c = pos.at(s);
      if (!pos.variant().onBoard(s) || c.empty()) continue;
      if (!bridgedTowards(c, sc::E) && !bridgedTowards(c, sc::N)) continue;
      if (!out.empty()) out += ", ";
      out += sc::squareName(s) + "=" + sc::squareName(pos.partner(s));
    }
  }
  return out.empty() ? "none" : out;
}

}  // namespace cli
