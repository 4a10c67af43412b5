// Cannon Battle Chess turn generation (K4-K24): every declaration of the
// side to move, then the legality filter (K24, K26). Never allocates.
#include <algorithm>
#include <bit>

#include "battlefield.h"
#include "battlefield_detail.h"

namespace sc::battlefield {

namespace {

using namespace detail;

class Gen {
 public:
  Gen(const Position &pos, TurnList &out)
      : m_pos(pos), m_v(pos.variant()), m_us(pos.sideToMove()), m_out(out) {}

  void run() {
    m_out.clear();
    if (m_pos.fortuneDue()) return chance();
    for (Square s : m_v.squares())
      if (pieceOf(m_pos, s, m_us)) piece(s);
    buy();
    place();
  }

 private:
  void emit(TurnKind k, Square from, Square to, Square target = 0, Square extra = 0,
            std::uint8_t flags = 0) {
    m_out.push(Turn{k, flags, from, to, target, extra});
  }

  void piece(Square s) {
    const Cell &c = m_pos.at(s);
    const int pi = c.pieceIndex();
    const PieceType &pt = m_v.piece(c);
    if (pt.archer)
      archer(s, pt);
    else if (pt.moveStyle == MoveStyle::Leap) {  // K4: the knight leaps over pieces and craters
      for (const LeapTarget &lt : m_v.leaps(pi, s)) target(s, lt.dest, pt.captures);
    } else {
      // Only a piece with capture_dirs (pawn, elite) takes otherwise than it moves.
      const DirSet moves = m_v.moveDirs(pi, m_us);
      const DirSet takes = pt.captureDirs ? m_v.captureDirs(pi, m_us) : 0;
      for (int d = 0; d < kDirections; ++d) {
        if (!(moves >> d & 1)) continue;
        const Ray &ray = m_v.ray(s, d);
        const int range = pt.moveStyle == MoveStyle::Step ? 1 : slideRange(pt, d, m_us);
        for (int i = 0; i < ray.length && i < range; ++i) {
          const Square q = ray.squares[i];
          if (!m_pos.at(q).empty()) {  // K4, K8: a piece or a crater stops the slide
            if (takes == 0) target(s, q, pt.captures);
            break;
          }
          if (inZone(m_pos, pt, q, m_us)) emit(TurnKind::Move, s, q);
        }
      }
      for (int d = 0; d < kDirections; ++d) {  // K5, K6: diagonal captures only
        Square q;
        if ((takes >> d & 1) && m_v.neighbour(s, d, q) && takeable(m_pos, q, m_us))
          emit(TurnKind::Capture, s, q, q);
      }
      if (pt.doubleStepRank && m_v.relativeRank(s, m_us) == pt.doubleStepRank - 1) {  // K5
        const Ray &ray = m_v.ray(s, forward(m_us));
        if (ray.length >= 2 && m_pos.at(ray.squares[0]).empty() && m_pos.at(ray.squares[1]).empty())
          emit(TurnKind::Move, s, ray.squares[1]);
      }
    }
    if (pt.fires) fire(s);
    if (pt.frontal)
      for (int distance = 1; distance <= 2; ++distance) {
        Square members[kGridSize];
        bool takes = false;
        if (frontalMembers(m_pos, s, distance, members, takes) >= 2)
          emit(TurnKind::Frontal, s, m_v.ray(s, forward(m_us)).squares[distance - 1]);
      }
    if (pt.credit > 0 && !pt.archer && !pt.monarch && !pt.ammunition)  // K21
      emit(TurnKind::Withdraw, s, 0);
  }

  // A move onto an empty square, or a capture onto a takeable one (K4, K9).
  void target(Square s, Square q, bool captures) {
    const Cell &x = m_pos.at(q);
    if (x.empty())
      emit(TurnKind::Move, s, q);
    else if (captures && x.color != m_us)
      emit(TurnKind::Capture, s, q, q);
  }

  // K11: landing squares 1 to 5 ahead, empty; the shot flies over the rest.
  void fire(Square s) {
    if (!canFire(m_pos, s)) return;
    const Ray &ray = m_v.ray(s, forward(m_us));
    const int n = std::min<int>(ray.length, m_pos.rules().battlefield.fireRange);
    for (int i = 0; i < n; ++i)
      if (m_pos.at(ray.squares[i]).empty()) emit(TurnKind::Fire, s, ray.squares[i]);
  }

  // K15, K16: along its file over its own pieces and craters; sideways one.
  void archer(Square s, const PieceType &pt) {
    for (int d : {forward(m_us), backward(m_us)}) {
      const Ray &ray = m_v.ray(s, d);
      const int range = slideRange(pt, d, m_us);
      for (int i = 0; i < ray.length && i < range; ++i) {
        const Square q = ray.squares[i];
        const Cell &x = m_pos.at(q);
        if (x.empty()) {
          emit(TurnKind::Move, s, q);
          continue;
        }
        if (x.color == m_us || m_v.piece(x).crater) continue;  // flies over
        // The first enemy piece: taken forward only, when nothing stands beyond it.
        if (d == forward(m_us)) {
          Square beyond;
          if (!m_v.neighbour(q, d, beyond) ||
              (!pieceOf(m_pos, beyond, Color::White) && !pieceOf(m_pos, beyond, Color::Black)))
            emit(TurnKind::Capture, s, q, q);
        }
        break;
      }
    }
    for (int d : {E, W}) {
      Square q;
      if (m_v.neighbour(s, d, q) && m_pos.at(q).empty()) emit(TurnKind::Move, s, q);
    }
  }

  // K22: what the credit pays for, on the first free base-line square.
  void buy() {
    const int credit = m_pos.credit(m_us);
    if (credit == 0) return;
    Square free = 0;
    const bool hasFree = firstFreeBaseSquare(m_pos, m_us, free);
    const auto &pieces = m_pos.rules().pieces;
    for (int i = 0; i < int(pieces.size()); ++i) {
      const PieceType &pt = pieces[std::size_t(i)];
      if (pt.cost == 0 || pt.cost > credit) continue;
      if (pt.ammunition) {  // K13, K22: a shot refills, or brings a new ammunition
        Square a;
        if (ammunitionSquare(i, a)) {
          if (m_pos.at(a).rank < m_pos.rules().battlefield.shotCapacity)
            emit(TurnKind::Buy, 0, 0, 0, Square(i), Turn::kRefill);
          continue;
        }
      }
      if (hasFree) emit(TurnKind::Buy, 0, free, 0, Square(i));
    }
  }

  bool ammunitionSquare(int pieceIndex, Square &out) const {
    for (Square s : m_v.squares()) {
      const Cell &c = m_pos.at(s);
      if (!c.empty() && c.color == m_us && c.pieceIndex() == pieceIndex) return out = s, true;
    }
    return false;
  }

  // K14: archers on any set of free base-line squares; K23: a pool piece on the first.
  void place() {
    const Battlefield &b = m_pos.rules().battlefield;
    const auto &pieces = m_pos.rules().pieces;
    const int baseRank = m_us == Color::White ? 0 : m_pos.rules().board.ranks - 1;
    for (int i = 0; i < int(pieces.size()); ++i) {
      const int waiting = m_pos.pool(m_us, i);
      if (waiting == 0) continue;
      if (!pieces[std::size_t(i)].archer) {
        Square free;
        if (firstFreeBaseSquare(m_pos, m_us, free)) emit(TurnKind::Place, 0, free, 0, Square(i));
        continue;
      }
      if (m_pos.lost(m_us) < b.archersAfter) continue;
      unsigned freeFiles = 0;
      for (int f = 0; f < m_pos.rules().board.files; ++f)
        if (m_v.onBoard(f, baseRank) && m_pos.at(makeSquare(f, baseRank)).empty())
          freeFiles |= 1u << f;
      const int most = std::min(waiting, b.archersPerTurn);
      // Every non-empty subset of the free files of at most `most` archers.
      for (unsigned m = freeFiles; m; m = (m - 1) & freeFiles)
        if (std::popcount(m) <= most)
          emit(TurnKind::Place, 0, 0, Square(m & 0xFF), Square(m >> 8), Turn::kArchers);
    }
  }

  // K24: every outcome, for the legality filter to judge.
  void chance() {
    const auto &pieces = m_pos.rules().pieces;
    for (Color side : {Color::White, Color::Black})
      for (int i = 0; i < int(pieces.size()); ++i)
        if (pieces[std::size_t(i)].cost > 0 && !pieces[std::size_t(i)].ammunition)
          emit(TurnKind::Chance, 0, 0, Square(ChanceCard::QueenOfHearts), Square(i),
               side == Color::Black ? Turn::kForBlack : 0);
    for (Square s : m_v.squares()) {
      Square e;
      if (m_v.neighbour(s, E, e)) emit(TurnKind::Chance, s, e, Square(ChanceCard::Strike));
    }
    emit(TurnKind::Chance, 0, 0, Square(ChanceCard::Isolation));
    emit(TurnKind::Chance, 0, 0, Square(ChanceCard::Repair));
  }

  const Position &m_pos;
  const Variant &m_v;
  Color m_us;
  TurnList &m_out;
};

}  // namespace

void generatePseudoLegal(const Position &pos, TurnList &out) { Gen(pos, out).run(); }

bool isLegal(Position &pos, const Turn &t) {
  const Color us = pos.sideToMove();
  pos.make(t);
  // K24: an outcome must not leave the side not to move in check; K26: no
  // other turn may leave the mover's own king in check, or blast it away.
  const bool ok = t.kind == TurnKind::Chance ? !inCheck(pos, ~us) : [&] {
    Square k;
    return kingSquare(pos, us, k) && !attacked(pos, k, ~us);
  }();
  pos.undo();
  return ok;
}

void generateLegal(Position &pos, TurnList &out) {
  generatePseudoLegal(pos, out);
  int kept = 0;
  for (int i = 0; i < out.size; ++i)
    if (isLegal(pos, out.turns[i])) out.turns[kept++] = out.turns[i];
  out.size = kept;
}

}  // namespace sc::battlefield
