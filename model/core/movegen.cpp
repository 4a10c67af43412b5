// Pseudo-legal turn generation (S8-S16, C2-C6): one pass over the board, and
// its attack mode behind the check test.
#include "movegen.h"

#include <algorithm>
#include <bit>

#include "attacks.h"
#include "battlefield.h"
#include "effect.h"
#include "weapons.h"

namespace sc {

namespace {

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
      // advance() leaves a plain step out of the tactical list, not a
      // breakthrough or promotion (D37).
      if (twoFromHere && m_v.neighbour(q, d, q2) && m_pos.at(q2).empty() &&
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

bool guards(const Position &pos, Color side, Square sq) {
  return pos.variant().hasMovers() && moverAttacks(pos, sq, side);
}

}  // namespace sc
