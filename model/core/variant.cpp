#include "variant.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace sc {

namespace {

// SplitMix64: a fixed seed makes keys, and so repetition and transposition
// behaviour, identical on every run and machine.
struct KeyStream {
  std::uint64_t state = 0x5eed5c0fee1deadULL;
  Key next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
};

constexpr int kBridgeStates = 9;

}  // namespace

Variant::Variant(Ruleset rules) : m_rules(std::move(rules)) {
  const BoardShape &b = m_rules.board;
  if (b.files < 1 || b.files > kGridSize || b.ranks < 1 || b.ranks > kGridSize)
    throw std::invalid_argument("board larger than 16x16");
  if (m_rules.pieces.empty() || int(m_rules.pieces.size()) > kKeyTypes)
    throw std::invalid_argument("between 1 and 31 piece types");

  for (int r = 0; r < b.ranks; ++r)
    for (int f = 0; f < b.files; ++f) m_onBoard[makeSquare(f, r)] = true;
  for (Square h : b.holes) m_onBoard[h] = false;
  for (int s = 0; s < kGridSquares; ++s)
    if (m_onBoard[s]) m_squares.push_back(Square(s));

  m_rays.resize(kGridSquares);
  for (Square s : m_squares) {
    for (int d = 0; d < kDirections; ++d) {
      Ray &ray = m_rays[s][d];
      int f = fileOf(s) + dirFile(d), r = rankOf(s) + dirRank(d);
      while (onBoard(f, r)) {
        ray.squares[ray.length++] = makeSquare(f, r);
        f += dirFile(d);
        r += dirRank(d);
      }
    }
  }

  // Leaper destinations with their routes (S6). A route is the L walked
  // square by square: the long leg first then the short one, or the other
  // way round. A route over a hole or off the board does not exist (D12).
  m_leaps.resize(m_rules.pieces.size());
  for (std::size_t p = 0; p < m_rules.pieces.size(); ++p) {
    const PieceType &pt = m_rules.pieces[p];
    m_leaps[p].resize(kGridSquares);
    if (pt.moveStyle != MoveStyle::Leap) continue;
    for (Square s : m_squares) {
      for (const Leap &lp : pt.leaps) {
        // All sign combinations and both axis orders, without duplicates.
        const int a = std::abs(lp.files), c = std::abs(lp.ranks);
        const int combos[8][2] = {{a, c}, {a, -c}, {-a, c}, {-a, -c},
                                  {c, a}, {c, -a}, {-c, a}, {-c, -a}};
        for (int i = 0; i < 8; ++i) {
          const int df = combos[i][0], dr = combos[i][1];
          bool seen = false;
          for (int j = 0; j < i; ++j) seen |= combos[j][0] == df && combos[j][1] == dr;
          if (seen || (df == 0 && dr == 0)) continue;
          const int tf = fileOf(s) + df, tr = rankOf(s) + dr;
          if (!onBoard(tf, tr)) continue;
          LeapTarget t;
          t.dest = makeSquare(tf, tr);
          if (pt.routed) {
            const bool filesLong = std::abs(df) >= std::abs(dr);
            const int sf = df > 0 ? 1 : df < 0 ? -1 : 0, sr = dr > 0 ? 1 : dr < 0 ? -1 : 0;
            // Two legs: (stepFile, stepRank, count). Long leg first, then short first.
            struct Leg {
              int f, r, n;
            };
            const Leg longLeg = filesLong ? Leg{sf, 0, std::abs(df)} : Leg{0, sr, std::abs(dr)};
            const Leg shortLeg = filesLong ? Leg{0, sr, std::abs(dr)} : Leg{sf, 0, std::abs(df)};
            const Leg orders[2][2] = {{longLeg, shortLeg}, {shortLeg, longLeg}};
            for (const auto &order : orders) {
              if (order[0].n == 0) continue;  // a straight leap has one route only
              LeapRoute route;
              int f = fileOf(s), r = rankOf(s);
              bool ok = true;
              for (int leg = 0; leg < 2 && ok; ++leg) {
                for (int k = 0; k < order[leg].n; ++k) {
                  f += order[leg].f;
                  r += order[leg].r;
                  if (!onBoard(f, r)) {
                    ok = false;
                    break;
                  }
                  route.path[route.length++] = makeSquare(f, r);
                }
                if (leg == 0) route.corner = makeSquare(f, r);
              }
              if (ok) t.routes[t.routeCount++] = route;
            }
            if (t.routeCount == 0) continue;
          }
          m_leaps[p][s].push_back(t);
        }
      }
    }
  }

  for (std::size_t p = 0; p < m_rules.pieces.size(); ++p) {
    const PieceType &pt = m_rules.pieces[p];
    if (pt.monarch) m_monarchMask |= 1 << p;
    int move = 1;
    for (const Leap &lp : pt.leaps) move = std::max({move, std::abs(lp.files), std::abs(lp.ranks)});
    const int shot = std::max({pt.range, pt.moveShootRangeAlong, pt.moveShootRangeOther});
    // A slide limited by its move range (F3) reaches as far as a leap of that length.
    if (pt.moveStyle == MoveStyle::Slide) move = pt.moveRange < kUnlimitedRange ? pt.moveRange : -1;
    m_reach.push_back(move < 0 ? -1 : move + shot);
  }

  for (const PieceType &pt : m_rules.pieces) {
    DirSet take = pt.captureDirs ? pt.captureDirs : pt.moveDirs;
    if (pt.optionalDiagonalCapture && !m_rules.options.soldierDiagonalCapture)
      take &= kOrthogonal;  // B16 option off: W, E and straight forward
    m_moveDirs.push_back({pt.moveDirs, pt.relative ? mirror(pt.moveDirs) : pt.moveDirs});
    m_captureDirs.push_back({take, pt.relative ? mirror(take) : take});
    m_shootDirs.push_back({pt.shootDirs, pt.relative ? mirror(pt.shootDirs) : pt.shootDirs});
    std::uint32_t immune = 0;
    for (char letter : pt.immuneTo)
      if (const int a = m_rules.pieceByLetter(letter); a >= 0) immune |= 1u << a;
    m_immune.push_back(immune);
    m_hasFriendLeapers |= pt.leapsFriend;
    (pt.capture == CaptureStyle::Move    ? m_hasMovers
     : pt.capture == CaptureStyle::Stand ? m_hasStanders
     : pt.capture == CaptureStyle::Fire  ? m_hasFirers
                                         : m_hasShooters) = true;
    m_shortDirs.push_back({pt.shortDirs, mirror(pt.shortDirs)});  // M4: forward for the holder
  }
  // M6 from the M5 table: a weapon is the same as one of the target's types,
  // else weak when one of its types is weak to it, else plain; queen-defence
  // weak tests weakness first. The class of a weapon set is its best member.
  const bool weakFirst = m_rules.options.queenDefence == QueenDefence::Weak;
  m_classes.assign(m_rules.pieces.size() * 16, WeaponClass::None);
  for (std::size_t p = 0; p < m_rules.pieces.size() && !m_rules.weaponTable.empty(); ++p) {
    const std::uint8_t types = m_rules.pieces[p].weapons;
    for (int set = 1; set < 16; ++set) {
      WeaponClass best = WeaponClass::None;
      for (int w = 0; w < kWeapons; ++w) {
        if (!(set >> w & 1)) continue;
        bool same = types >> w & 1, weak = false;
        for (int t = 0; t < kWeapons; ++t)
          weak |= (types >> t & 1) && m_rules.weaponTable[t][w] == WeaponClass::Weak;
        const WeaponClass c = weakFirst ? (weak   ? WeaponClass::Weak
                                           : same ? WeaponClass::Same
                                                  : WeaponClass::Plain)
                                        : (same   ? WeaponClass::Same
                                           : weak ? WeaponClass::Weak
                                                  : WeaponClass::Plain);
        best = std::max(best, c);
      }
      m_classes[p * 16 + set] = best;
    }
  }
  for (Square s : m_squares)
    for (int df = -2; df <= 2; ++df)
      for (int dr = -2; dr <= 2; ++dr)
        if (std::abs(df * dr) == 2 && onBoard(fileOf(s) + df, rankOf(s) + dr))
          m_jumps[s].squares[m_jumps[s].count++] = makeSquare(fileOf(s) + df, rankOf(s) + dr);
  if (m_rules.castling.size() > 4) throw std::invalid_argument("at most 4 ways of castling");
  for (Color c : {Color::White, Color::Black})
    for (const CastleRule &r : m_rules.castling) {
      auto side = [&](Square s) {
        return c == Color::White ? s : makeSquare(fileOf(s), b.ranks - 1 - rankOf(s));
      };
      const char letter = c == Color::White ? r.letter : char(r.letter - 'A' + 'a');
      m_castles.push_back(
          Castle{c, letter, side(r.king), side(r.rook), side(r.kingTo), side(r.rookTo)});
    }
  for (std::size_t r = 0; r < m_castles.size(); ++r) {
    m_castleRightsAt[m_castles[r].king] |= std::uint8_t(1u << r);
    m_castleRightsAt[m_castles[r].rook] |= std::uint8_t(1u << r);
  }

  KeyStream ks;
  m_pieceKeys.resize(2 * kKeyTypes * kGridSquares);
  m_rankKeys.resize(kKeyRanks * kGridSquares);
  m_bridgeKeys.resize(kBridgeStates * kGridSquares);
  for (Key &k : m_pieceKeys) k = ks.next();
  for (Key &k : m_rankKeys) k = ks.next();
  for (Key &k : m_bridgeKeys) k = ks.next();
  m_sideKey = ks.next();
  for (Key &k : m_castleKeys) k = ks.next();
  for (Key &k : m_epKeys) k = ks.next();
  // Drawn last, so that every key above is what it was before weapons existed.
  m_weaponKeys.resize(16 * kGridSquares);
  for (Key &k : m_weaponKeys) k = ks.next();
}
}  // namespace sc
