// A Variant is a Ruleset compiled for play: the data plus the tables derived
// from it once (rays, rings, leaper routes, Zobrist keys), so that generation
// reads tables instead of testing board edges and holes on every step.
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "ruleset.h"

namespace sc {

// The squares along one direction from a square, nearest first, stopping at
// the board edge or at the first hole (a shot or a slide cannot cross a hole).
struct Ray {
  std::array<Square, kGridSize - 1> squares{};
  std::uint8_t length = 0;
};

// One way of reaching a leaper's destination. `path` is every square after the
// start, the destination last (S6: for the knight, the two squares before the
// destination, then the destination). `corner` is the square where the path
// turns; it names the route in notation.
struct LeapRoute {
  Square corner = 0;
  std::uint8_t length = 0;
  std::array<Square, 2 * kGridSize> path{};
};

struct LeapTarget {
  Square dest = 0;
  std::uint8_t routeCount = 0;  // 0 for an unrouted leap, else 1 or 2
  std::array<LeapRoute, 2> routes{};
};

class Variant {
 public:
  // Throws std::invalid_argument when the ruleset cannot be compiled (a board
  // larger than the grid, say); the loader checks first and names the key.
  explicit Variant(Ruleset rules);

  const Ruleset &rules() const { return m_rules; }
  const PieceType &piece(const Cell &c) const { return m_rules.pieces[c.pieceIndex()]; }

  bool onBoard(Square s) const { return m_onBoard[s]; }
  bool onBoard(int file, int rank) const {
    return file >= 0 && rank >= 0 && file < m_rules.board.files && rank < m_rules.board.ranks &&
           m_onBoard[makeSquare(file, rank)];
  }
  const std::vector<Square> &squares() const { return m_squares; }
  const Ray &ray(Square s, int dir) const { return m_rays[s][dir]; }
  // The neighbour in a direction, if it exists (S4 adjacency).
  bool neighbour(Square s, int dir, Square &out) const {
    const Ray &r = m_rays[s][dir];
    out = r.squares[0];
    return r.length != 0;
  }
  const std::vector<LeapTarget> &leaps(int pieceIndex, Square s) const {
    return m_leaps[pieceIndex][s];
  }
  int monarchTypeMask() const { return m_monarchMask; }  // bit (pieceIndex) set for monarchs
  // How far (in king steps) an unbridged shooter of this type can shoot in one
  // turn: its move plus its longest shot; -1 for a slider of unlimited range.
  int reach(int pieceIndex) const { return m_reach[pieceIndex]; }

  // Zobrist keys (S21 repetition: placement, ranks, bridges, side to move).
  Key cellKey(Square s, const Cell &c) const {
    if (c.empty()) return 0;
    return m_pieceKeys[(index(c.color) * kKeyTypes + c.type - 1) * kGridSquares + s] ^
           m_rankKeys[(c.rank & (kKeyRanks - 1)) * kGridSquares + s] ^
           (c.bridge ? m_bridgeKeys[c.bridge * kGridSquares + s] : 0) ^
           (c.weapons ? m_weaponKeys[(c.weapons & 15) * kGridSquares + s] : 0);  // M19, M25
  }
  Key sideKey() const { return m_sideKey; }
  // K20-K24: an off-board slot holding `value`; 0 holds nothing, so rule
  // systems without slots keep their keys. Mixed, not tabled: values reach 999.
  static Key slotKey(int slot, int value) {
    if (value == 0) return 0;
    Key z = 0x9E3779B97F4A7C15ull * Key(std::uint32_t(slot) << 16 | std::uint16_t(value));
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  Key castleKey(int right) const { return m_castleKeys[right]; }
  Key epKey(Square crossed) const { return m_epKeys[fileOf(crossed)]; }

  // Directions for a side: mirrored for Black when the piece's are relative.
  DirSet moveDirs(int pieceIndex, Color c) const { return m_moveDirs[pieceIndex][index(c)]; }
  DirSet captureDirs(int pieceIndex, Color c) const { return m_captureDirs[pieceIndex][index(c)]; }
  // Whether some piece takes by shooting, or by moving (C2).
  bool hasShooters() const { return m_hasShooters; }
  bool hasMovers() const { return m_hasMovers; }
  // Whether some piece captures standing with weapons (M7).
  bool hasStanders() const { return m_hasStanders; }
  // Whether some piece takes only by firing (B12, B13).
  bool hasFirers() const { return m_hasFirers; }
  // Whether some slider may pass one friendly piece (B9).
  bool hasFriendLeapers() const { return m_hasFriendLeapers; }
  // Where a firer shoots for a side: mirrored for Black when relative (B12).
  DirSet shootDirs(int pieceIndex, Color c) const { return m_shootDirs[pieceIndex][index(c)]; }
  // B11: whether a piece of type `attacker` cannot capture one of type `target`.
  bool immune(int targetPiece, int attackerPiece) const {
    return m_immune[std::size_t(targetPiece)] >> attackerPiece & 1;
  }
  // B3: a light square (file number plus rank number odd, a1 dark).
  static constexpr bool light(Square s) { return (fileOf(s) + rankOf(s)) % 2 == 1; }

  // M2-M6. A piece's own weapons, and all it holds (own and taken).
  std::uint8_t ownWeapons(int pieceIndex) const { return m_rules.pieces[pieceIndex].weapons; }
  std::uint8_t heldWeapons(const Cell &c) const { return ownWeapons(c.pieceIndex()) | c.weapons; }
  // The best class (M6) among `weapons` against a piece of this type, with
  // the queen-defence option applied.
  WeaponClass weaponClass(int targetPiece, std::uint8_t weapons) const {
    return m_classes[std::size_t(targetPiece) * 16 + (weapons & 15)];
  }
  // Where a piece of this type fires S for a side (M4), mirrored for Black.
  DirSet shortDirs(int pieceIndex, Color c) const { return m_shortDirs[pieceIndex][index(c)]; }
  // The J weapon's squares from a square (M4: the knight's leaps).
  struct Jumps {
    std::array<Square, 8> squares{};
    std::uint8_t count = 0;
  };
  const Jumps &jumps(Square s) const { return m_jumps[s]; }

  // C3/C4. Right r belongs to White for r < castleCount(), else to Black.
  struct Castle {
    Color color = Color::White;
    char letter = 'K';  // as written in FEN
    Square king = 0, rook = 0, kingTo = 0, rookTo = 0;
  };
  int castleRights() const { return int(m_castles.size()); }
  const Castle &castle(int right) const { return m_castles[right]; }
  // The rights (bit r for right r) whose king or rook starts on `s`: a turn
  // that changes what stands there ends them.
  unsigned castleRightsAt(Square s) const { return m_castleRightsAt[s]; }
  // The rank a side's pieces start from (0-based, own first rank) and the last.
  int relativeRank(Square s, Color c) const {
    return c == Color::White ? rankOf(s) : m_rules.board.ranks - 1 - rankOf(s);
  }

 private:
  static constexpr int kKeyTypes = 31;  // piece types a key table has room for
  static constexpr int kKeyRanks = 16;
  Ruleset m_rules;
  std::array<bool, kGridSquares> m_onBoard{};
  std::vector<Square> m_squares;
  std::vector<std::array<Ray, kDirections>> m_rays;           // [square][dir]
  std::vector<std::vector<std::vector<LeapTarget>>> m_leaps;  // [piece][square]
  int m_monarchMask = 0;
  std::vector<int> m_reach;
  std::vector<Key> m_pieceKeys;   // [color][type][square]
  std::vector<Key> m_rankKeys;    // [rank][square]
  std::vector<Key> m_bridgeKeys;  // [bridge][square]
  std::vector<Key> m_weaponKeys;  // [weapon set][square]
  Key m_sideKey = 0;
  std::array<Key, 16> m_castleKeys{};
  std::array<Key, kGridSize> m_epKeys{};
  std::vector<std::array<DirSet, 2>> m_moveDirs, m_captureDirs;
  bool m_hasShooters = false, m_hasMovers = false, m_hasStanders = false, m_hasFirers = false;
  bool m_hasFriendLeapers = false;
  std::vector<std::array<DirSet, 2>> m_shootDirs;  // [piece][colour]
  std::vector<std::uint32_t> m_immune;             // [target piece]: bit per attacker piece
  std::vector<WeaponClass> m_classes;              // [piece][weapon set]
  std::vector<std::array<DirSet, 2>> m_shortDirs;  // [piece][colour]
  std::array<Jumps, kGridSquares> m_jumps{};
  std::vector<Castle> m_castles;
  std::array<std::uint8_t, kGridSquares> m_castleRightsAt{};
};

using VariantPtr = std::shared_ptr<const Variant>;

}  // namespace sc
