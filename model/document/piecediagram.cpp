#include "piecediagram.h"

#include <algorithm>
#include <memory>
#include <string>

#include "movegen.h"
#include "position.h"

namespace {

using sc::Cell;
using sc::Color;
using sc::Square;

Cell cellOf(int index, Color color, int rank) {
  Cell c;
  c.type = std::uint8_t(index + 1);
  c.color = color;
  c.rank = std::uint8_t(std::max(1, rank));
  return c;
}

// The type shown as the enemy to take: the most numerous in the start
// position (the pawn, the soldier), a piece every capturer can take.
int targetType(const sc::Ruleset &rules) {
  int best = 0, bestCount = -1;
  for (int i = 0; i < int(rules.pieces.size()); ++i) {
    if (rules.pieces[std::size_t(i)].monarch) continue;
    const char lower = char(std::tolower(rules.pieces[std::size_t(i)].letter));
    const int count = int(std::count(rules.startSfen.begin(),
                                     rules.startSfen.begin() + rules.startSfen.find(' '), lower));
    if (count > bestCount) best = i, bestCount = count;
  }
  return best;
}

}  // namespace

PieceDiagram PieceDiagram::of(const sc::VariantPtr &variant, int pieceIndex) {
  PieceDiagram d;
  const sc::Ruleset &rules = variant->rules();
  const sc::PieceType &type = rules.pieces[std::size_t(pieceIndex)];
  const int files = rules.board.files, ranks = rules.board.ranks;
  d.origin = sc::makeSquare((files - 1) / 2, (ranks - 1) / 2);
  // B15: a double step only from a light square; from a dark middle square
  // the picture would say the piece has none.
  if (type.lightDoubleStep && !sc::Variant::light(d.origin))
    d.origin = sc::makeSquare((files - 1) / 2 + 1, (ranks - 1) / 2);

  // The monarchs wait at the edges: White's on the first rank from the left,
  // Black's on the last rank from the right (the piece itself may be one).
  sc::Position pos(variant);
  pos.clear();
  pos.setCell(d.origin, cellOf(pieceIndex, Color::White, type.baseRank));
  auto place = [&](Color color, int rank, bool fromLeft) {
    int file = fromLeft ? 0 : files - 1;
    for (int i = 0; i < int(rules.pieces.size()); ++i) {
      const sc::PieceType &p = rules.pieces[std::size_t(i)];
      if (!p.monarch || (color == Color::White && i == pieceIndex)) continue;
      while (file >= 0 && file < files && !variant->onBoard(file, rank)) file += fromLeft ? 1 : -1;
      if (file < 0 || file >= files) return;
      const Square s = sc::makeSquare(file, rank);
      pos.setCell(s, cellOf(i, color, p.baseRank));
      d.monarchs.append(s);
      file += fromLeft ? 1 : -1;
    }
  };
  place(Color::White, 0, true);
  place(Color::Black, ranks - 1, false);

  auto list = std::make_unique<sc::TurnList>();
  sc::generateLegal(pos, *list);
  for (int i = 0; i < list->size; ++i) {
    const sc::Turn &t = list->turns[i];
    if (t.from == d.origin && t.kind == sc::TurnKind::Move && !d.moves.contains(t.to))
      d.moves.append(t.to);
  }

  // What it takes: one enemy piece at a time, on every other square.
  const int target = targetType(rules);
  for (Square s : variant->squares()) {
    if (s == d.origin || d.monarchs.contains(s)) continue;
    pos.setCell(s, cellOf(target, Color::Black, 1));
    sc::generateLegal(pos, *list);
    for (int i = 0; i < list->size && !d.captures.contains(s); ++i) {
      const sc::Turn &t = list->turns[i];
      if (t.from != d.origin) continue;
      pos.make(t);
      const Cell after = pos.at(s);
      pos.undo();
      if (after.empty() || after.color == Color::White) d.captures.append(s);
    }
    pos.setCell(s, Cell{});
  }
  return d;
}
