#include "validation.h"

#include "movegen.h"

namespace sc {

namespace {

Message pieceName(const PieceType &pt) { return Message{"PieceName", pt.name, {}}; }

PositionProblem problem(ProblemKind kind, Message message) {
  PositionProblem p;
  p.kind = kind;
  p.text = message.str();
  p.message = std::move(message);
  return p;
}

// The cells themselves: type, board, rank (S3). Returns whether every cell is
// sound enough for the bridge and check tests to read it.
bool checkCells(const Position &pos, std::vector<PositionProblem> &out) {
  const Variant &v = pos.variant();
  const int types = int(v.rules().pieces.size());
  bool sound = true;
  for (int s = 0; s < kGridSquares; ++s) {
    const Cell &c = pos.at(Square(s));
    if (c.empty()) continue;
    if (!v.onBoard(Square(s)) || c.pieceIndex() >= types) {
      PositionProblem p = problem(
          ProblemKind::BadCell,
          v.onBoard(Square(s))
              ? message(
                    SC_TRANSLATE_NOOP("sc::Validation", "The shooter on %1 has an unknown type"),
                    squareName(Square(s)))
              : message(SC_TRANSLATE_NOOP("sc::Validation",
                                          "A shooter stands on %1, which is not on the board"),
                        squareName(Square(s))));
      p.square = Square(s);
      out.push_back(p);
      sound = false;
      continue;
    }
    const PieceType &pt = v.piece(c);
    if (c.rank < 1 || c.rank > pt.maxRank) {
      PositionProblem p = problem(
          ProblemKind::RankOutOfRange,
          message(SC_TRANSLATE_NOOP("sc::Validation",
                                    "The %1 on %2 has rank %3; a %1's rank must be 1 to %4"),
                  pieceName(pt), squareName(Square(s)), int(c.rank), pt.maxRank));
      p.square = Square(s);
      p.side = c.color;
      p.value = c.rank;
      out.push_back(p);
    }
  }
  return sound;
}

// S4/S15: a bridge points at an orthogonal neighbour of the same colour that
// points back. Each pair is reported once, from its lower square.
bool checkBridges(const Position &pos, std::vector<PositionProblem> &out) {
  const Variant &v = pos.variant();
  bool sound = true;
  for (Square s : v.squares()) {
    const Cell &c = pos.at(s);
    if (c.empty() || !c.bridged()) continue;
    const int dir = c.bridge - 1;
    Square n = s;
    const bool exists = dir < kDirections && v.neighbour(s, dir, n);
    if (exists && !isOrthogonal(dir)) {
      if (s < n) {
        PositionProblem p = problem(
            ProblemKind::BridgeNotAdjacent,
            message(SC_TRANSLATE_NOOP("sc::Validation",
                                      "%1 and %2 are not side by side, so they cannot be bridged"),
                    squareName(s), squareName(n)));
        p.square = s;
        p.other = n;
        out.push_back(p);
      }
      sound = false;
      continue;
    }
    const Cell *pc = exists ? &pos.at(n) : nullptr;
    const bool backs = pc && !pc->empty() && pc->bridged() && pc->bridge - 1 == opposite(dir);
    if (!exists || pc->empty()) {
      PositionProblem p =
          problem(ProblemKind::BrokenBridge,
                  message(SC_TRANSLATE_NOOP("sc::Validation",
                                            "The shooter on %1 is bridged to an empty square"),
                          squareName(s)));
      p.square = s;
      p.other = n;
      out.push_back(p);
      sound = false;
    } else if (pc->color != c.color) {
      if (s < n) {
        PositionProblem p = problem(
            ProblemKind::BrokenBridge,
            message(
                SC_TRANSLATE_NOOP("sc::Validation",
                                  "%1 and %2 are not the same colour, so they cannot be bridged"),
                squareName(s), squareName(n)));
        p.square = s;
        p.other = n;
        out.push_back(p);
      }
      sound = false;
    } else if (!backs) {
      PositionProblem p = problem(
          ProblemKind::BrokenBridge,
          message(SC_TRANSLATE_NOOP(
                      "sc::Validation",
                      "The shooter on %1 is bridged to %2, which is not bridged back to it"),
                  squareName(s), squareName(n)));
      p.square = s;
      p.other = n;
      out.push_back(p);
      sound = false;
    }
  }
  return sound;
}

}  // namespace

std::vector<PositionProblem> findProblems(const Position &pos) {
  std::vector<PositionProblem> out;
  for (Color c : {Color::White, Color::Black}) {
    if (pos.monarchCount(c) > 0) continue;
    // S18: a side without monarchs has already lost; a game cannot start there.
    PositionProblem p = problem(
        ProblemKind::NoMonarch,
        c == Color::White ? message(SC_TRANSLATE_NOOP("sc::Validation", "White has no monarch"))
                          : message(SC_TRANSLATE_NOOP("sc::Validation", "Black has no monarch")));
    p.side = c;
    out.push_back(p);
  }
  if (pos.rules().position != PositionFormat::Sfen) {
    // C14, B26: what chess FEN and B24's SFEN refuse, said before it is written
    // and not read back.
    for (Color c : {Color::White, Color::Black}) {
      if (pos.monarchCount(c) <= 1) continue;
      PositionProblem p = problem(
          ProblemKind::MonarchCount,
          c == Color::White
              ? message(SC_TRANSLATE_NOOP("sc::Validation", "White has %1 kings; one is allowed"),
                        pos.monarchCount(c))
              : message(SC_TRANSLATE_NOOP("sc::Validation", "Black has %1 kings; one is allowed"),
                        pos.monarchCount(c)));
      p.side = c;
      p.value = pos.monarchCount(c);
      out.push_back(p);
    }
    const Variant &v = pos.variant();
    for (Square s : v.squares()) {
      const Cell &c = pos.at(s);
      if (c.empty() || c.pieceIndex() >= int(v.rules().pieces.size())) continue;
      const bool last = v.relativeRank(s, c.color) == v.rules().board.ranks - 1;
      if (v.piece(c).breakthrough ? !last  // B17: only its last rank
                                  : v.piece(c).promotesTo.empty() ||
                                        (rankOf(s) != 0 && rankOf(s) != v.rules().board.ranks - 1))
        continue;
      PositionProblem p = problem(
          ProblemKind::PieceOnEndRank,
          message(SC_TRANSLATE_NOOP("sc::Validation", "A %1 cannot stand on %2, an end rank"),
                  pieceName(v.piece(c)), squareName(s)));
      p.square = s;
      p.side = c.color;
      out.push_back(p);
    }
  }
  const bool cellsSound = checkCells(pos, out);
  const bool bridgesSound = cellsSound && checkBridges(pos, out);
  // K21, K22: a pool holds only pieces that can be withdrawn or bought, and
  // archers (K14); kings, ammunition (its price is a shot's) and craters never
  // wait off the board.
  if (pos.rules().battlefield.on)
    for (Color c : {Color::White, Color::Black})
      for (int i = 0; i < int(pos.rules().pieces.size()) && i < kPoolTypes; ++i) {
        const PieceType &pt = pos.rules().pieces[std::size_t(i)];
        const bool poolable = (pt.credit > 0 || pt.cost > 0 || pt.archer) && !pt.ammunition;
        if (pos.pool(c, i) <= 0 || poolable) continue;
        PositionProblem p = problem(
            ProblemKind::BadReserve,
            c == Color::White
                ? message(SC_TRANSLATE_NOOP("sc::Validation",
                                            "White's reserve holds a %1, which never leaves the "
                                            "board"),
                          pieceName(pt))
                : message(SC_TRANSLATE_NOOP("sc::Validation",
                                            "Black's reserve holds a %1, which never leaves the "
                                            "board"),
                          pieceName(pt)));
        p.side = c;
        p.value = i;
        out.push_back(p);
      }
  if (pos.quietPlies() < 0 || pos.turnNumber() < 1) {
    PositionProblem p = problem(
        ProblemKind::BadCounter,
        pos.quietPlies() < 0
            ? message(SC_TRANSLATE_NOOP("sc::Validation", "The quiet-ply counter is negative"))
            : message(SC_TRANSLATE_NOOP("sc::Validation", "The turn number must be at least 1")));
    p.value = pos.quietPlies() < 0 ? pos.quietPlies() : pos.turnNumber();
    out.push_back(p);
  }
  // S19: the side that just moved cannot have left its royal monarch
  // shootable. The generator reads bridges, so only a sound board is asked.
  Square royal = 0;
  const Color mover = pos.sideToMove();
  if (bridgesSound && royalMonarch(pos, ~mover, royal) && pos.monarchCount(mover) > 0 &&
      canShootDown(pos, mover, royal)) {
    // One sentence per side, so that translations can inflect the side names.
    const MessageTemplate t =
        mover == Color::Black
            ? SC_TRANSLATE_NOOP("sc::Validation",
                                "White is in check (its %1 on %2 can be shot down) but it is "
                                "Black's turn")
            : SC_TRANSLATE_NOOP("sc::Validation",
                                "Black is in check (its %1 on %2 can be shot down) but it is "
                                "White's turn");
    PositionProblem p =
        problem(ProblemKind::OpponentInCheck,
                message(t, pieceName(pos.variant().piece(pos.at(royal))), squareName(royal)));
    p.side = ~mover;
    p.square = royal;
    out.push_back(p);
  }
  return out;
}

std::vector<std::string> validatePosition(const Position &pos) {
  std::vector<std::string> out;
  for (const PositionProblem &p : findProblems(pos)) out.push_back(p.text);
  return out;
}

}  // namespace sc
