#include "movegen.h"

#include <algorithm>
#include <bit>

#include "battlefield.h"
#include "effect.h"
#include "weapons.h"

namespace sc {

namespace {

// Where `to` lies from `from` along one of the 8 lines: direction and
// distance, or false when it is on none.
// A table over the file and rank difference, since the attack test asks this
// for every square a shooter could move to.
struct Line {
  std::int8_t dir = -1;
  std::int8_t dist = 0;
};
constexpr int kSpan = 2 * kGridSize - 1;
constexpr std::array<Line, kSpan * kSpan> makeLines() {
  std::array<Line, kSpan * kSpan> t{};
  for (int d = 0; d < kDirections; ++d)
    for (int k = 1; k < kGridSize; ++k) {
      Line &l = t[(dirRank(d) * k + kGridSize - 1) * kSpan + dirFile(d) * k + kGridSize - 1];
      l.dir = std::int8_t(d);
      l.dist = std::int8_t(k);
    }
  return t;
}
constexpr auto kLines = makeLines();

// Up to this many attacking pieces, an attack test looks at them rather than
// along the eight rays (bench_search, chess endings and middlegames).
constexpr int kFewAttackers = 8;

bool aligned(Square from, Square to, int &dir, int &dist) {
  const Line l = kLines[(rankOf(to) - rankOf(from) + kGridSize - 1) * kSpan + fileOf(to) -
                        fileOf(from) + kGridSize - 1];
  dir = l.dir;
  dist = l.dist;
  return l.dir >= 0;
}

// Whether a piece of `attacker` that takes by moving (C2) could take on `sq`:
// the first piece on each ray from `sq` (B9: or the second, for a slider that
// passes one friendly piece), and every leaper square. A piece immune to the
// attacker's type (B11) cannot be taken by it.
bool moverAttacksFromPieces(const Position &pos, Square sq, Color attacker);

bool moverAttacks(const Position &pos, Square sq, Color attacker) {
  const Variant &v = pos.variant();
  // Eight rays cost some thirty squares on an open board; a few pieces, looked
  // at where they stand, cost less (an ending). B9's leap over a friend is
  // only asked from the rays.
  if (pos.pieceCount(attacker) <= kFewAttackers && !v.hasFriendLeapers())
    return moverAttacksFromPieces(pos, sq, attacker);
  const Cell &victim = pos.at(sq);
  auto immune = [&](int p) { return !victim.empty() && v.immune(victim.pieceIndex(), p); };
  for (int d = 0; d < kDirections; ++d) {
    const Ray &ray = v.ray(sq, d);
    bool leapt = false;
    for (int i = 0; i < ray.length; ++i) {
      const Cell &c = pos.at(ray.squares[i]);
      if (c.empty()) continue;
      if (c.color == attacker) {
        const PieceType &pt = v.piece(c);
        const int back = opposite(d);
        if (pt.capture == CaptureStyle::Move && (!leapt || pt.leapsFriend) &&
            ((pt.moveStyle == MoveStyle::Slide && i < pt.moveRange &&
              (v.moveDirs(c.pieceIndex(), attacker) >> back & 1)) ||
             (pt.moveStyle == MoveStyle::Step && i == 0 &&
              (v.captureDirs(c.pieceIndex(), attacker) >> back & 1))) &&
            !immune(c.pieceIndex()))
          return true;
        if (v.hasFriendLeapers() && !leapt) {  // B9: a bomber may leap this one
          leapt = true;
          continue;
        }
      }
      break;
    }
  }
  const auto &pieces = v.rules().pieces;
  for (int p = 0; p < int(pieces.size()); ++p) {
    if (pieces[p].moveStyle != MoveStyle::Leap || pieces[p].capture != CaptureStyle::Move) continue;
    if (immune(p)) continue;
    for (const LeapTarget &lt : v.leaps(p, sq)) {
      const Cell &c = pos.at(lt.dest);
      if (!c.empty() && c.color == attacker && c.pieceIndex() == p) return true;
    }
  }
  return false;
}

// moverAttacks() asked of each piece of `attacker` in turn: a slider aligned
// with `sq` within its range and with nothing between, a stepper beside it in
// a direction it takes in, a leaper one of whose leaps from `sq` lands on it.
bool moverAttacksFromPieces(const Position &pos, Square sq, Color attacker) {
  const Variant &v = pos.variant();
  const Cell &victim = pos.at(sq);
  const bool none = pos.forEachPiece(attacker, [&](Square s) {
    const Cell &c = pos.at(s);
    const int p = c.pieceIndex();
    const PieceType &pt = v.piece(c);
    if (pt.capture != CaptureStyle::Move || (!victim.empty() && v.immune(victim.pieceIndex(), p)))
      return true;
    if (pt.moveStyle == MoveStyle::Leap) {
      for (const LeapTarget &lt : v.leaps(p, sq))
        if (lt.dest == s) return false;
      return true;
    }
    int d, dist;
    if (!aligned(s, sq, d, dist)) return true;
    if (pt.moveStyle == MoveStyle::Step) return dist != 1 || !(v.captureDirs(p, attacker) >> d & 1);
    if (pt.moveStyle != MoveStyle::Slide || dist > pt.moveRange ||
        !(v.moveDirs(p, attacker) >> d & 1))
      return true;
    const Ray &ray = v.ray(s, d);
    if (ray.length < dist || ray.squares[std::size_t(dist - 1)] != sq)
      return true;  // a hole between
    for (int i = 0; i + 1 < dist; ++i)
      if (!pos.at(ray.squares[std::size_t(i)]).empty()) return true;
    return false;
  });
  return !none;
}

// B12, B13: whether a piece of `attacker` that takes by firing could shoot the
// piece on `sq`: the first piece on each line from `sq`, within its range and
// shooting back along that line, and not immune to it (B11).
bool firerAttacks(const Position &pos, Square sq, Color attacker) {
  const Variant &v = pos.variant();
  const Cell &victim = pos.at(sq);
  for (int d = 0; d < kDirections; ++d) {
    const Ray &ray = v.ray(sq, d);
    for (int i = 0; i < ray.length; ++i) {
      const Cell &c = pos.at(ray.squares[i]);
      if (c.empty()) continue;
      if (c.color == attacker) {
        const PieceType &pt = v.piece(c);
        if (pt.capture == CaptureStyle::Fire && i < pt.range &&
            (v.shootDirs(c.pieceIndex(), attacker) >> opposite(d) & 1) &&
            (victim.empty() || !v.immune(victim.pieceIndex(), c.pieceIndex())))
          return true;
      }
      break;
    }
  }
  return false;
}

// Enumerates the pseudo-legal declarations of `us` (docs/rules.md D2) and
// hands each to `emit`, which returns false to stop early. One pass over the
// board; every table it reads was built by Variant.
//
// In attack mode (S19 check, D13) it only emits the shooting turns that could
// hit one of the `focus` squares (a royal monarch and its bridge partner):
// the check test runs once per candidate turn of a royal side, so it must
// not enumerate moves, unloads or shots that cannot reach the monarch.
// Pieces of one side that capture standing: an 8x8 board's squares.
constexpr int kMaxStanders = 64;

template <class Emit, bool Attack = false>
class Generator {
 public:
  Generator(const Position &pos, Color us, Emit &emit, const Square *focus = nullptr,
            int nFocus = 0)
      : m_pos(pos), m_v(pos.variant()), m_us(us), m_emit(emit), m_focus(focus), m_nFocus(nFocus) {}

  // Quiescence wants only what may change material. For a piece that takes
  // by moving that is its captures and promotions: its quiet moves, double
  // steps and castling (whose attack tests cost most) are left out.
  void skipQuietMoves() { m_quiet = false; }

  bool run() {
    const bool whole = m_pos.forEachPiece(m_us, [&](Square s) {
      const Cell &c = m_pos.at(s);
      return (Attack && outOfReach(s, c)) || shooter(s, c);
    });
    if (!whole) return false;
    if constexpr (!Attack)
      if (m_v.hasStanders()) return standingCaptures();
    return true;
  }

 private:
  bool friendly(Square s) const { return !m_pos.at(s).empty() && m_pos.at(s).color == m_us; }
  bool enemy(Square s) const { return !m_pos.at(s).empty() && m_pos.at(s).color != m_us; }

  // A stepper or leaper, unbridged, farther from every focus square than its
  // move plus its longest shot cannot hit it this turn. Pairs move further.
  bool outOfReach(Square s, const Cell &c) const {
    const int reach = m_v.reach(c.pieceIndex());
    if (reach < 0 || c.bridged()) return false;
    for (int f = 0; f < m_nFocus; ++f) {
      const int df = std::abs(fileOf(s) - fileOf(m_focus[f]));
      const int dr = std::abs(rankOf(s) - rankOf(m_focus[f]));
      if (std::max(df, dr) <= reach) return false;
    }
    return true;
  }

  bool inFocus(Square q) const {
    return std::find(m_focus, m_focus + m_nFocus, q) != m_focus + m_nFocus;
  }

  bool emit(TurnKind k, Square from, Square to, Square target, Square extra = 0,
            std::uint8_t flags = 0) {
    return m_emit(Turn{k, flags, from, to, target, extra});
  }

  // S5: the first shooter on a ray within `range`, on the board where
  // `vacated` squares are empty and `occupied` ones hold our own shooters.
  // Returns true with `hit` when that shooter is an enemy.
  bool firstEnemy(Square from, int dir, int range, Square &hit, const Square *vacated = nullptr,
                  int nVacated = 0, const Square *occupied = nullptr, int nOccupied = 0) const {
    const Ray &ray = m_v.ray(from, dir);
    const int n = std::min<int>(range, ray.length);
    for (int i = 0; i < n; ++i) {
      const Square q = ray.squares[i];
      if (std::find(occupied, occupied + nOccupied, q) != occupied + nOccupied) return false;
      if (std::find(vacated, vacated + nVacated, q) != vacated + nVacated) continue;
      if (m_pos.at(q).empty()) continue;
      hit = q;
      return enemy(q);
    }
    return false;
  }

  bool shooter(Square s, const Cell &c) {
    const PieceType &pt = m_v.piece(c);
    if (pt.capture != CaptureStyle::Shoot) {
      // A piece that takes by moving never shoots; its attacks are found by
      // moverAttacks(), which is much faster than probing every capture. One
      // that captures standing moves like it (M13) and fires in
      // standingCaptures(); its attacks are weaponCheck()'s.
      if constexpr (Attack)
        return true;
      else
        return mover(s, c, pt);
    }
    const bool bridged = c.bridged();

    if constexpr (Attack) {
      // Replace hits as Shoot does, so Shoot alone answers the question.
      for (int f = 0; f < m_nFocus; ++f) {
        int d, dist;
        Square t;
        if (aligned(s, m_focus[f], d, dist) && (pt.shootDirs >> d & 1) && dist <= pt.range &&
            firstEnemy(s, d, pt.range, t) && t == m_focus[f] && !emit(TurnKind::Shoot, s, 0, t))
          return false;
      }
      if (pt.bomber && !emit(TurnKind::Bomber, s, 0, 0)) return false;
    } else {
      for (int d = 0; d < kDirections; ++d) {  // S9, S13
        Square t;
        if (!(pt.shootDirs >> d & 1) || !firstEnemy(s, d, pt.range, t)) continue;
        if (!emit(TurnKind::Shoot, s, 0, t)) return false;
        if (!bridged && pt.replace && !emit(TurnKind::Replace, s, 0, t)) return false;
      }
      if (pt.bomber && !emit(TurnKind::Bomber, s, 0, 0)) return false;  // S16
    }

    const bool sacrifice = !pt.monarch || m_v.rules().monarchUnload;  // F12
    for (int d = 0; d < kDirections && !Attack && sacrifice; ++d) {   // S14, D8
      Square n;
      if (m_v.neighbour(s, d, n) && friendly(n) && !emit(TurnKind::Unload, s, 0, n)) return false;
    }

    if (bridged) {
      const Square p = m_pos.partner(s);
      if (!Attack && s < p && !emit(TurnKind::Unbridge, s, 0, p)) return false;
      if (s < p && !translations(s, p)) return false;
      return rotations(s, p, pt);
    }

    for (int d : {E, N}) {  // S15: once per pair, from its lower square
      if (Attack) break;
      Square n;
      if (m_v.neighbour(s, d, n) && friendly(n) && !m_pos.at(n).bridged() &&
          !emit(TurnKind::Bridge, s, 0, n))
        return false;
    }

    switch (pt.moveStyle) {
      case MoveStyle::Slide:
        return slides(s, pt);
      case MoveStyle::Step:
        return steps(s, pt);
      case MoveStyle::Leap:
        return leaps(s, c, pt);
    }
    return true;
  }

  // S10/S11: the shots after moving from `s` to `to` in direction `moved`
  // (-1 for a leap, which has no direction).
  bool moveShots(Square s, Square to, int moved, const PieceType &pt) {
    if constexpr (Attack) {
      for (int f = 0; f < m_nFocus; ++f) {
        int d, dist;
        Square t;
        if (!aligned(to, m_focus[f], d, dist) || !(pt.shootDirs >> d & 1)) continue;
        const int range = d == moved ? pt.moveShootRangeAlong : pt.moveShootRangeOther;
        if (dist <= range && firstEnemy(to, d, range, t, &s, 1) && t == m_focus[f] &&
            !emit(TurnKind::MoveShoot, s, to, t))
          return false;
      }
      return true;
    }
    for (int d = 0; d < kDirections; ++d) {
      if (!(pt.shootDirs >> d & 1)) continue;
      const int range = d == moved ? pt.moveShootRangeAlong : pt.moveShootRangeOther;
      Square t;
      if (firstEnemy(to, d, range, t, &s, 1) && !emit(TurnKind::MoveShoot, s, to, t)) return false;
    }
    return true;
  }

  bool move(Square s, Square q) { return Attack || emit(TurnKind::Move, s, q, 0); }

  // Attack mode, a shooter whose series may not end on a shot square (the
  // bishop): the series through the focus needs an empty destination further
  // on; the first one found stands for all.
  bool seriesBeyond(Square s, const Ray &ray, int from, const PieceType &pt, int enemies) {
    const int length = std::min<int>(ray.length, pt.moveRange);
    for (int i = from; i < length; ++i) {
      const Square q = ray.squares[i];
      if (friendly(q)) return true;
      if (i > from && enemy(q) && ++enemies > pt.seriesRange) return true;
      if (m_pos.at(q).empty()) return emit(TurnKind::Series, s, q, 0);
    }
    return true;
  }

  bool slides(Square s, const PieceType &pt) {
    for (int d = 0; d < kDirections; ++d) {
      if (!(pt.moveDirs >> d & 1)) continue;
      const Ray &ray = m_v.ray(s, d);
      const int length = std::min<int>(ray.length, pt.moveRange);  // F3
      int enemies = 0;
      bool hitsFocus = false;
      for (int i = 0; i < length; ++i) {
        const Square q = ray.squares[i];
        if (friendly(q)) break;  // S12: a friendly piece on the path makes it illegal
        if (enemy(q) && ++enemies > pt.seriesRange) break;
        if constexpr (Attack) hitsFocus |= inFocus(q);
        if (enemies == 0) {  // S8, S10
          if (!move(s, q) || !moveShots(s, q, d, pt)) return false;
        } else if (Attack ? hitsFocus : (pt.seriesEndsOnShot || m_pos.at(q).empty())) {
          // Attack mode: one series through a focus square is enough, since
          // what happens up to that square does not depend on the destination.
          if (Attack && !pt.seriesEndsOnShot) {
            if (!seriesBeyond(s, ray, i, pt, enemies)) return false;
            break;
          }
          if (!emit(TurnKind::Series, s, q, 0)) return false;
          if (Attack) break;
        }
      }
    }
    return true;
  }

  bool steps(Square s, const PieceType &pt) {
    for (int d = 0; d < kDirections; ++d) {
      Square q;
      if (!(pt.moveDirs >> d & 1) || !m_v.neighbour(s, d, q) || friendly(q)) continue;
      if (m_pos.at(q).empty()) {
        if (!move(s, q) || !moveShots(s, q, d, pt)) return false;
      } else if (pt.seriesRange > 0 && pt.seriesEndsOnShot && (!Attack || inFocus(q)) &&
                 !emit(TurnKind::Series, s, q, 0)) {  // F5: series range 0, no series
        return false;
      }
    }
    return true;
  }

  bool leaps(Square s, const Cell &c, const PieceType &pt) {
    for (const LeapTarget &lt : m_v.leaps(c.pieceIndex(), s)) {
      if (friendly(lt.dest)) continue;
      if (lt.routeCount == 0) {  // an unrouted leap lands, or shoots what it lands on
        if (m_pos.at(lt.dest).empty()) {
          if (!move(s, lt.dest) || !moveShots(s, lt.dest, -1, pt)) return false;
        } else if (pt.seriesRange > 0 && pt.seriesEndsOnShot && (!Attack || inFocus(lt.dest)) &&
                   !emit(TurnKind::Series, s, lt.dest, 0)) {
          return false;
        }
        continue;
      }
      bool clearRoute = false;  // S8: some route holds no enemy
      for (int r = 0; r < lt.routeCount; ++r) {
        const LeapRoute &route = lt.routes[r];
        int enemies = 0;
        bool hitsFocus = !Attack;
        for (int i = 0; i < route.length; ++i) {
          enemies += enemy(route.path[i]);
          if constexpr (Attack) hitsFocus |= inFocus(route.path[i]);
        }
        clearRoute |= enemies == 0;
        // S12 for a knight: friendly pieces on the route are leapt, D2.
        if (hitsFocus && enemies >= 1 && enemies <= pt.seriesRange &&
            (pt.seriesEndsOnShot || m_pos.at(lt.dest).empty()) &&
            !emit(TurnKind::Series, s, lt.dest, 0, route.corner, Turn::kRouted))
          return false;
      }
      if (clearRoute && m_pos.at(lt.dest).empty() &&
          (!move(s, lt.dest) || !moveShots(s, lt.dest, -1, pt)))
        return false;
    }
    return true;
  }

  // C2-C6: a piece that moves onto empty squares and takes by moving; M13-M15
  // for one that captures standing, whose moves never take; B12, B13 for one
  // that takes only by firing.
  bool mover(Square s, const Cell &c, const PieceType &pt) {
    const int pi = c.pieceIndex();
    const bool takes = pt.capture == CaptureStyle::Move;
    const DirSet dirs = m_v.moveDirs(pi, m_us);
    if (pt.capture == CaptureStyle::Fire) return firer(s, pi, pt, dirs);
    switch (pt.moveStyle) {
      case MoveStyle::Slide:
        for (int d = 0; d < kDirections; ++d) {
          if (!(dirs >> d & 1)) continue;
          const Ray &ray = m_v.ray(s, d);
          const int length = std::min<int>(ray.length, pt.moveRange);  // B10: the tank's 2
          bool leapt = false;
          for (int i = 0; i < length; ++i) {
            const Square q = ray.squares[i];
            if (m_pos.at(q).empty()) {
              if (m_quiet && !emit(TurnKind::Move, s, q, 0)) return false;
              continue;
            }
            if (enemy(q)) {
              if (takes && mayTake(q, pi) && !take(s, q)) return false;
              break;
            }
            if (!pt.leapsFriend || leapt) break;  // B9: one friendly piece is leapt
            leapt = true;
          }
        }
        return true;
      case MoveStyle::Leap:
        for (const LeapTarget &lt : m_v.leaps(pi, s)) {
          if (m_pos.at(lt.dest).empty()) {
            if (m_quiet && !emit(TurnKind::Move, s, lt.dest, 0)) return false;
          } else if (takes && enemy(lt.dest) && mayTake(lt.dest, pi) && !take(s, lt.dest)) {
            return false;
          }
        }
        return true;
      case MoveStyle::Step:
        break;
    }
    // A king steps and takes alike; a pawn (one that captures standing has no
    // capture directions) steps, steps twice or promotes.
    if (!pt.captureDirs && !pt.doubleStepRank && pt.promotesTo.empty() && !pt.lightDoubleStep &&
        !pt.breakthrough) {
      for (int d = 0; d < kDirections; ++d) {
        Square q;
        if (!(dirs >> d & 1) || !m_v.neighbour(s, d, q) || friendly(q)) continue;
        if (m_pos.at(q).empty()) {
          if (m_quiet && !emit(TurnKind::Move, s, q, 0)) return false;
        } else if (takes && mayTake(q, pi) && !take(s, q)) {
          return false;
        }
      }
      return !pt.castles || !m_quiet || castles(s);
    }
    return pawn(s, pi, pt, dirs);
  }

  // B11: the piece on `q` is not immune to a piece of type `attacker`.
  bool mayTake(Square q, int attacker) const {
    return !m_v.immune(m_pos.at(q).pieceIndex(), attacker);
  }

  // A capture by moving from `s` onto `q`, declared as the ruleset names it
  // (C2 capture, B19 replace).
  bool take(Square s, Square q) {
    return m_v.rules().captureAsReplace ? emit(TurnKind::Replace, s, 0, q)
                                        : emit(TurnKind::Capture, s, q, q);
  }

  // B12, B13: steps onto empty squares, or one shot at the first piece on a
  // line within range, when it is an enemy the firer may take.
  bool firer(Square s, int pi, const PieceType &pt, DirSet dirs) {
    for (int d = 0; d < kDirections; ++d) {
      Square q;
      if ((dirs >> d & 1) && m_v.neighbour(s, d, q) && m_pos.at(q).empty() &&
          !emit(TurnKind::Move, s, q, 0))
        return false;
    }
    const DirSet shots = m_v.shootDirs(pi, m_us);
    for (int d = 0; d < kDirections; ++d) {
      if (!(shots >> d & 1)) continue;
      const Ray &ray = m_v.ray(s, d);
      const int n = std::min<int>(ray.length, pt.range);
      for (int i = 0; i < n; ++i) {
        const Square q = ray.squares[i];
        if (m_pos.at(q).empty()) continue;
        if (enemy(q) && mayTake(q, pi) && !emit(TurnKind::Shoot, s, 0, q)) return false;
        break;  // B11: a machine-gun's line stops at the tank too
      }
    }
    return true;
  }

  // C2, C5, C6: forward onto empty squares, two from the start rank, taking
  // in its capture directions, en passant, promoting on the last rank. B15:
  // two squares in any move direction from a light square.
  bool pawn(Square s, int pi, const PieceType &pt, DirSet dirs) {
    const bool twoFromHere = pt.lightDoubleStep && Variant::light(s);
    for (int d = 0; d < kDirections; ++d) {
      Square q;
      if (!(dirs >> d & 1) || !m_v.neighbour(s, d, q) || !m_pos.at(q).empty()) continue;
      if (!advance(s, q, 0, 0, pt)) return false;
      Square q2;
      if (m_quiet && pt.doubleStepRank && m_v.relativeRank(s, m_us) == pt.doubleStepRank - 1 &&
          m_v.neighbour(q, d, q2) && m_pos.at(q2).empty() &&
          !emit(TurnKind::Move, s, q2, 0, 0, Turn::kDoubleStep))
        return false;
      if (m_quiet && twoFromHere && m_v.neighbour(q, d, q2) && m_pos.at(q2).empty() &&
          !advance(s, q2, 0, 0, pt))
        return false;
    }
    if (pt.capture != CaptureStyle::Move) return true;  // M14: no capture-promotion
    const DirSet takes = m_v.captureDirs(pi, m_us);
    for (int d = 0; d < kDirections; ++d) {
      Square q;
      if (!(takes >> d & 1) || !m_v.neighbour(s, d, q)) continue;
      if (enemy(q)) {
        if (mayTake(q, pi) && !advance(s, q, q, Turn::kTakes, pt)) return false;
      } else if (pt.enPassant && m_pos.hasEnPassant() && q == m_pos.enPassant()) {
        if (!emit(TurnKind::EnPassant, s, q, makeSquare(fileOf(q), rankOf(s)))) return false;
      }
    }
    return true;
  }

  // A pawn's step or capture, as a promotion on the last rank (one turn per
  // choice), or as a breakthrough there (B17).
  bool advance(Square s, Square q, Square taken, std::uint8_t takes, const PieceType &pt) {
    const bool last = m_v.relativeRank(q, m_us) == m_v.rules().board.ranks - 1;
    if (pt.breakthrough && last) return breakthrough(s, q);
    if (pt.promotesTo.empty() || !last)
      return takes ? take(s, taken) : !m_quiet || emit(TurnKind::Move, s, q, 0);
    for (char letter : pt.promotesTo)
      if (!emit(TurnKind::Promotion, s, q, taken, Square(m_v.rules().pieceByLetter(letter)), takes))
        return false;
    return true;
  }

  // B17, B18: one turn per enemy piece that may be named (any but a monarch
  // and the one taken on `q`), in square order; one naming nothing when none is left.
  bool breakthrough(Square s, Square q) {
    bool named = false;
    for (Square t : m_v.squares()) {
      const Cell &c = m_pos.at(t);
      if (c.empty() || c.color == m_us || t == q || m_v.piece(c).monarch) continue;
      named = true;
      if (!emit(TurnKind::Breakthrough, s, q, t, 0, Turn::kNamed)) return false;
    }
    return named || emit(TurnKind::Breakthrough, s, q, 0);
  }

  // C3: right held, king and rook on their squares, everything between them
  // empty, and the king neither in check nor crossing or landing on an
  // attacked square (the rook may cross one).
  bool castles(Square king) {
    for (int r = 0; r < m_v.castleRights(); ++r) {
      const Variant::Castle &c = m_v.castle(r);
      if (!(m_pos.castling() >> r & 1) || c.color != m_us || c.king != king) continue;
      const Cell &rook = m_pos.at(c.rook);
      if (rook.empty() || rook.color != m_us || !m_v.piece(rook).castlingRook) continue;
      const int lo = std::min({fileOf(c.king), fileOf(c.rook), fileOf(c.kingTo), fileOf(c.rookTo)});
      const int hi = std::max({fileOf(c.king), fileOf(c.rook), fileOf(c.kingTo), fileOf(c.rookTo)});
      bool clear = true;
      for (int f = lo; f <= hi && clear; ++f) {
        const Square q = makeSquare(f, rankOf(king));
        clear = q == c.king || q == c.rook || m_pos.at(q).empty();
      }
      const int step = fileOf(c.kingTo) > fileOf(c.king) ? 1 : -1;
      for (int f = fileOf(c.king); clear; f += step) {
        const Square q = makeSquare(f, rankOf(king));
        // M15: M16's check with the king standing on q, the rook in its corner.
        clear = m_v.hasStanders() ? !weaponCheck(m_pos, q, m_pos.at(king).pieceIndex(), ~m_us, king)
                                  : !moverAttacks(m_pos, q, ~m_us);
        if (f == fileOf(c.kingTo)) break;
      }
      if (clear && !emit(TurnKind::Castle, king, c.kingTo, c.rook, c.rookTo)) return false;
    }
    return true;
  }

  // M8-M12: every capture of the pieces that stand to capture. Each piece's
  // reach is found once; a target reached by two of ours may be taken by a
  // capturer whose class is only same (M11, M12).
  bool standingCaptures() {
    ReachList reach[kMaxStanders];
    Square from[kMaxStanders];
    std::uint8_t reachers[kGridSquares];
    int n = 0;
    m_pos.forEachPiece(m_us, [&](Square s) {
      if (m_v.piece(m_pos.at(s)).capture != CaptureStyle::Stand) return true;
      if (n == kMaxStanders)
        return false;  // more pieces than squares of an 8x8 board: not a position
      from[n] = s;
      reachOf(m_pos, s, reach[n]);
      for (int i = 0; i < reach[n].size; ++i) reachers[reach[n].items[i].square] = 0;
      ++n;
      return true;
    });
    for (int k = 0; k < n; ++k)
      for (int i = 0; i < reach[k].size; ++i) ++reachers[reach[k].items[i].square];
    const bool subset = m_v.rules().options.volley == VolleyRule::Subset;
    for (int k = 0; k < n; ++k) {
      const Square s = from[k];
      int weak = 0;
      for (int i = 0; i < reach[k].size; ++i) {
        const Reached &r = reach[k].items[i];
        if (m_v.piece(m_pos.at(r.square)).monarch) continue;  // M16: kings are never captured
        const WeaponClass cls = reachClass(m_pos, r);
        if (cls >= WeaponClass::Plain) {
          if (!emit(TurnKind::Capture, s, s, r.square)) return false;  // M8
        } else if (reachers[r.square] >= 2 &&
                   !emit(r.through ? TurnKind::EnPassant : TurnKind::Double, s, s, r.square)) {
          return false;  // M11, M12
        }
        weak += cls == WeaponClass::Weak;
      }
      if (weak < 2) continue;
      // M9: one volley of all weak targets, or (subset) one per set of two or more.
      // D33: past 12 weak targets the subsets would outgrow a TurnList; the
      // whole volley stands for them.
      const unsigned all = (1u << weak) - 1;
      for (unsigned mask = subset && weak <= 12 ? 3 : all; mask <= all; ++mask)
        if (std::popcount(mask) >= 2 &&
            !emit(TurnKind::Volley, s, s, Square(mask & 0xFF), Square(mask >> 8)))
          return false;
    }
    return true;
  }

  // D6: both members move k squares in one direction, then optionally one shoots.
  bool translations(Square a, Square b) {
    const Cell &ca = m_pos.at(a), &cb = m_pos.at(b);
    const PieceType &pa = m_v.piece(ca), &pb = m_v.piece(cb);
    const int range = ca.rank != cb.rank ? (ca.rank < cb.rank ? pa : pb).bridgeRange
                                         : std::min(pa.bridgeRange, pb.bridgeRange);
    for (int d = 0; d < kDirections; ++d) {
      const Ray &ra = m_v.ray(a, d), &rb = m_v.ray(b, d);
      const int n = std::min<int>({range, ra.length, rb.length});
      for (int k = 0; k < n; ++k) {
        const Square qa = ra.squares[k], qb = rb.squares[k];
        const bool freeA = m_pos.at(qa).empty() || qa == b;
        const bool freeB = m_pos.at(qb).empty() || qb == a;
        if (!freeA || !freeB) break;
        if (!Attack && !emit(TurnKind::PairTranslate, a, qa, 0, b)) return false;
        const Square from[2] = {a, b}, to[2] = {qa, qb};
        for (int m = 0; m < 2; ++m) {
          const PieceType &pt = m == 0 ? pa : pb;
          for (int sd = 0; sd < kDirections; ++sd) {
            if (!(pt.shootDirs >> sd & 1)) continue;
            const int r = sd == d ? pt.moveShootRangeAlong : pt.moveShootRangeOther;
            Square t;
            if (firstEnemy(to[m], sd, r, t, from, 2, to, 2) && (!Attack || inFocus(t)) &&
                !emit(TurnKind::PairTranslate, from[m], to[m], t, from[1 - m], Turn::kShot))
              return false;
          }
        }
      }
    }
    return true;
  }

  // D7: the mover travels 2, 4 or 6 ring squares around the pivot.
  bool rotations(Square mover, Square pivot, const PieceType &pt) {
    const int start = m_pos.at(pivot).bridge - 1;  // the pivot's bridge points at the mover
    const int maxSteps = std::min(pt.bridgeRange, kDirections - 2);
    for (int sign : {1, -1}) {
      int enemies = 0;
      bool hitsFocus = !Attack;
      for (int k = 1; k <= maxSteps; ++k) {
        const int d = (start + sign * k + 2 * kDirections) % kDirections;
        Square q;
        if (!m_v.neighbour(pivot, d, q) || friendly(q)) break;
        if (enemy(q) && ++enemies > pt.seriesRange) break;
        if constexpr (Attack) hitsFocus |= inFocus(q);
        if (k % 2 == 0 && hitsFocus && (pt.seriesEndsOnShot || m_pos.at(q).empty()) &&
            !emit(TurnKind::PairRotate, mover, q, 0, pivot, sign > 0 ? Turn::kClockwise : 0))
          return false;
      }
    }
    return true;
  }

  const Position &m_pos;
  const Variant &m_v;
  Color m_us;
  Emit &m_emit;
  const Square *m_focus;
  int m_nFocus;
  bool m_quiet = true;
};

template <class Emit>
bool generate(const Position &pos, Color us, Emit &emit) {
  return Generator<Emit>(pos, us, emit).run();
}

}  // namespace

void generatePseudoLegal(const Position &pos, TurnList &out) {
  if (pos.rules().battlefield.on) return battlefield::generatePseudoLegal(pos, out);
  out.clear();
  auto push = [&out](const Turn &t) {
    out.push(t);
    return true;
  };
  generate(pos, pos.sideToMove(), push);
}

void generateTactical(const Position &pos, TurnList &out) {
  if (pos.rules().battlefield.on) return battlefield::generatePseudoLegal(pos, out);
  out.clear();
  auto push = [&out](const Turn &t) {
    out.push(t);
    return true;
  };
  Generator<decltype(push)> g(pos, pos.sideToMove(), push);
  g.skipQuietMoves();
  g.run();
}

bool royalMonarch(const Position &pos, Color c, Square &out) {
  if (pos.monarchCount(c) != 1) return false;
  if (pos.lastMonarch(c, out)) return true;
  const Variant &v = pos.variant();
  for (Square s : v.squares()) {
    const Cell &cell = pos.at(s);
    if (!cell.empty() && cell.color == c && v.piece(cell).monarch) {
      out = s;
      return true;
    }
  }
  return false;
}

bool canShootDown(const Position &pos, Color attacker, Square target) {
  const Cell &c = pos.at(target);
  if (c.empty() || c.color == attacker) return false;
  if (pos.rules().battlefield.on) return battlefield::attacked(pos, target, attacker);  // K26
  if (pos.variant().hasStanders()) return weaponCheck(pos, target, c.pieceIndex(), attacker);
  if (pos.variant().hasMovers() && moverAttacks(pos, target, attacker)) return true;
  if (pos.variant().hasFirers() && firerAttacks(pos, target, attacker)) return true;  // B20
  if (!pos.variant().hasShooters()) return false;
  // A shot at the partner takes the pair down too (S15b), unless each member
  // defends alone (F16).
  const bool pair = c.bridged() && pos.rules().pairDefence == PairDefence::Pair;
  const Square focus[2] = {target, pair ? pos.partner(target) : target};
  bool found = false;
  static thread_local Effect effect;  // a scratch record, not cleared per call
  auto probe = [&](const Turn &t) {
    computeEffect(pos, t, effect);
    found = removes(effect.edits, target);
    return !found;
  };
  Generator<decltype(probe), true>(pos, attacker, probe, focus, pair ? 2 : 1).run();
  return found;
}

bool inCheck(const Position &pos) {
  if (pos.rules().battlefield.on) return battlefield::inCheck(pos, pos.sideToMove());  // K26
  Square m;
  return royalMonarch(pos, pos.sideToMove(), m) && canShootDown(pos, ~pos.sideToMove(), m);
}

bool legalAfter(const Position &pos, Color mover) {
  const int own = pos.monarchCount(mover), theirs = pos.monarchCount(~mover);
  Square m;
  if (own == 0) return theirs == 0;  // D14: only a bomber that also ends the opponent
  return theirs == 0 || !royalMonarch(pos, mover, m) || !canShootDown(pos, ~mover, m);  // S19
}

bool isLegal(Position &pos, const Turn &t) {
  if (pos.rules().battlefield.on) return battlefield::isLegal(pos, t);
  const Color us = pos.sideToMove();
  pos.make(t);
  const bool ok = legalAfter(pos, us);
  pos.undo();
  return ok;
}

namespace {

// Whether the royal monarch on `m` is safe even with every other shooter of
// its side gone (its bridge partner stays). Taking our own shooters away only
// opens paths, empties squares and removes series targets for the opponent,
// so if the monarch survives that board, no quiet turn (one that shoots
// nothing) that leaves the monarch and its partner alone can expose it (S19).
// A shot can take down an enemy that blocked its own side's line, so shots
// are always tested. One attack test per node instead of one per quiet turn.
// The shooters are lifted off and put back, so `pos` is unchanged.
bool safeWithoutEscort(Position &pos, Color us, Square m, Square partner) {
  Square lifted[kGridSquares];
  Cell cells[kGridSquares];
  int n = 0;
  pos.forEachPiece(us, [&](Square s) {
    if (s != m && s != partner) lifted[n++] = s;
  });
  for (int i = 0; i < n; ++i) {
    cells[i] = pos.at(lifted[i]);
    pos.setCell(lifted[i], Cell{});
  }
  const bool safe = !canShootDown(pos, ~us, m);
  for (int i = n - 1; i >= 0; --i) pos.setCell(lifted[i], cells[i]);
  return safe;
}

bool quiet(const Turn &t) {
  switch (t.kind) {
    case TurnKind::Move:
    case TurnKind::Unload:
    case TurnKind::Bridge:
    case TurnKind::Unbridge:
      return true;
    case TurnKind::PairTranslate:
      return !(t.flags & Turn::kShot);
    default:  // a rotation may shoot; the rest always do
      return false;
  }
}

bool touches(const Turn &t, Square m, Square partner) {
  return !quiet(t) || t.from == m || t.from == partner || t.target == m || t.target == partner ||
         t.extra == m || t.extra == partner;
}

// Whether pins decide legality: every piece takes by moving (C2) and none
// leaps by a route that pieces could block, so a king is exposed only by
// moving itself or a piece off a line between it and an enemy slider.
bool pinsDecide(const Variant &v) {
  // Shots and standing captures (M7, M16) reach through other rules than lines.
  if (v.hasShooters() || v.hasStanders() || v.hasFirers()) return false;
  // B9's leap pins through two pieces; B17's soldier leaves the board.
  for (const PieceType &pt : v.rules().pieces)
    if (pt.routed || pt.leapsFriend || pt.breakthrough || !pt.immuneTo.empty()) return false;
  return true;
}

// C2-C6 legality by pins, computed once per node: when the king on `king` is
// not in check, a turn of another piece is legal unless that piece is pinned
// and leaves the pin's line. King turns, en passant (two pieces leave one
// rank) and every turn in check are made and tested as before; that is what
// the make-and-undo of every capture and king move cost, turn by turn.
void filterByPins(Position &pos, TurnList &out, Square king) {
  const Variant &v = pos.variant();
  const Color us = pos.sideToMove(), them = ~us;
  int kept = 0;
  if (moverAttacks(pos, king, them)) {
    for (int i = 0; i < out.size; ++i)
      if (isLegal(pos, out.turns[i])) out.turns[kept++] = out.turns[i];
    out.size = kept;
    return;
  }
  Square pinned[kDirections];
  int pinDir[kDirections], nPinned = 0;
  for (int d = 0; d < kDirections; ++d) {
    const Ray &ray = v.ray(king, d);
    int own = -1;
    for (int i = 0; i < ray.length; ++i) {
      const Cell &c = pos.at(ray.squares[i]);
      if (c.empty()) continue;
      if (c.color == us) {
        if (own >= 0) break;
        own = i;
        continue;
      }
      const PieceType &pt = v.piece(c);
      if (own >= 0 && pt.moveStyle == MoveStyle::Slide && i + 1 <= pt.moveRange &&
          (v.moveDirs(c.pieceIndex(), them) >> opposite(d) & 1)) {
        pinned[nPinned] = ray.squares[own];
        pinDir[nPinned++] = d;
      }
      break;
    }
  }
  for (int i = 0; i < out.size; ++i) {
    const Turn &t = out.turns[i];
    bool ok = true;
    if (t.from == king || t.kind == TurnKind::EnPassant) {
      ok = isLegal(pos, t);
    } else {
      for (int p = 0; p < nPinned; ++p) {
        if (pinned[p] != t.from) continue;
        int dir, dist;
        ok = aligned(king, t.to, dir, dist) && dir == pinDir[p];
        break;
      }
    }
    if (ok) out.turns[kept++] = t;
  }
  out.size = kept;
}

}  // namespace

void generateLegal(Position &pos, TurnList &out) {
  if (pos.rules().battlefield.on) return battlefield::generateLegal(pos, out);  // K4-K26
  const Color us = pos.sideToMove();
  if (pos.monarchCount(us) == 0) {  // D15
    out.clear();
    return;
  }
  generatePseudoLegal(pos, out);
  const Variant &v = pos.variant();
  Square m = 0, partner = 0;
  const bool royal = royalMonarch(pos, us, m);
  if (royal && pinsDecide(v)) {
    filterByPins(pos, out, m);
    return;
  }
  if (royal) partner = pos.at(m).bridged() ? pos.partner(m) : m;
  const bool escortFree = royal && safeWithoutEscort(pos, us, m, partner);
  // With both monarchs, only a turn that loses one can break S19/S19a. An
  // unload of one monarch leaves the other royal; the escort argument covers
  // all of them with one test per remaining monarch, asked only when needed.
  Square monarchs[2];
  int escortSafe[2] = {0, 0};  // per monarch staying behind: 0 unknown, 1 safe, 2 not
  bool monarchsFound = false;
  auto unloadIsSafe = [&](const Turn &t) {
    if (!monarchsFound) {
      int n = 0;
      for (Square s : v.squares()) {
        const Cell &c = pos.at(s);
        if (!c.empty() && c.color == us && v.piece(c).monarch) monarchs[n++] = s;
      }
      monarchsFound = true;
    }
    const int stays = monarchs[0] == t.from ? 1 : 0;
    const Square other = monarchs[stays];
    const Square otherPartner = pos.at(other).bridged() ? pos.partner(other) : other;
    if (otherPartner == t.from) return false;  // the pair breaks up: test it fully
    if (escortSafe[stays] == 0)
      escortSafe[stays] = safeWithoutEscort(pos, us, other, otherPartner) ? 1 : 2;
    return escortSafe[stays] == 1;
  };
  int kept = 0;
  for (int i = 0; i < out.size; ++i) {
    const Turn &t = out.turns[i];
    bool risky;
    if (royal)
      risky = !escortFree || touches(t, m, partner);
    else if (t.kind == TurnKind::Unload && v.piece(pos.at(t.from)).monarch)
      risky = pos.monarchCount(us) != 2 || !unloadIsSafe(t);
    else
      risky = t.kind == TurnKind::Bomber;
    if (!risky || isLegal(pos, t)) out.turns[kept++] = t;
  }
  out.size = kept;
}

}  // namespace sc
