#include "refmegaman.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace ref::megaman {

namespace {

int fileOf(int s) { return s % 8; }
int rankOf(int s) { return s / 8; }
bool inside(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
std::string name(int s) { return std::string(1, char('a' + fileOf(s))) + char('1' + rankOf(s)); }

// M2/M3: a type's own weapons are its defence types.
int own(char type) {
  switch (type) {
    case 'R':
      return O;
    case 'B':
      return D;
    case 'N':
      return J;
    case 'Q':
      return O | D;
    default:  // pawn and king
      return S;
  }
}
int held(const Piece &p) { return own(p.type) | p.taken; }

// M5: the weapon each type is weak to.
int weakTo(int type) { return type == O ? D : type == D ? J : type == J ? S : O; }

// M6: 3 weak, 2 plain, 1 same (higher is better for the attacker).
int weaponClass(int weapon, char target, const Options &o) {
  const int types = own(target);
  bool same = (types & weapon) != 0, weak = false;
  for (int t : {O, D, J, S})
    if ((types & t) && weakTo(t) == weapon) weak = true;
  if (o.queenWeak) return weak ? 3 : same ? 1 : 2;
  return same ? 1 : weak ? 3 : 2;
}
int bestClass(int weapons, char target, const Options &o) {
  int best = 0;
  for (int w : {O, D, J, S})
    if (weapons & w) best = std::max(best, weaponClass(w, target, o));
  return best;
}

struct Reach {
  int target;
  int weapons;   // the weapons that count against it
  bool through;  // only through the crossed square (M12)
};

void note(std::vector<Reach> &out, int target, int weapons, bool through) {
  for (Reach &r : out)
    if (r.target == target) {
      r.weapons |= weapons;
      r.through = r.through && through;
      return;
    }
  out.push_back({target, weapons, through});
}

// M4, M12: every enemy piece the piece on `s` reaches.
std::vector<Reach> reachOf(const Board &b, int s, const Options &o) {
  const Piece &p = b.at[s];
  const int fires = o.typeOnly ? own(p.type) : held(p);
  auto counted = [&](int w) { return o.typeOnly ? held(p) : w; };
  auto enemyAt = [&](int f, int r) {
    return inside(f, r) && b.at[r * 8 + f].type && b.at[r * 8 + f].white != p.white;
  };
  std::vector<Reach> out;
  const int f0 = fileOf(s), r0 = rankOf(s);
  const int rays[8][3] = {{0, 1, O}, {0, -1, O}, {1, 0, O},  {-1, 0, O},
                          {1, 1, D}, {1, -1, D}, {-1, 1, D}, {-1, -1, D}};
  for (const auto &ray : rays) {
    if (!(fires & ray[2])) continue;
    int f = f0 + ray[0], r = r0 + ray[1];
    while (inside(f, r) && !b.at[r * 8 + f].type) f += ray[0], r += ray[1];
    if (enemyAt(f, r)) note(out, r * 8 + f, counted(ray[2]), false);
  }
  if (fires & J) {
    const int leaps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                             {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (const auto &l : leaps)
      if (enemyAt(f0 + l[0], r0 + l[1])) note(out, (r0 + l[1]) * 8 + f0 + l[0], counted(J), false);
  }
  const int forward = p.white ? 1 : -1;
  if (fires & S) {
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        if (df == 0 && dr == 0) continue;
        // The king's S: all 8 neighbours; anyone else's: the two forward diagonals.
        if (p.type != 'K' && !(df != 0 && dr == forward)) continue;
        if (enemyAt(f0 + df, r0 + dr)) note(out, (r0 + dr) * 8 + f0 + df, counted(S), false);
      }
  }
  // M12: a pawn whose own S would reach the crossed square reaches the passed pawn.
  if (p.type == 'P' && b.ep >= 0 && rankOf(b.ep) == r0 + forward &&
      std::abs(fileOf(b.ep) - f0) == 1) {
    const int passed = r0 * 8 + fileOf(b.ep);
    if (b.at[passed].type == 'P' && b.at[passed].white != p.white)
      note(out, passed, o.typeOnly ? held(p) : S, true);
  }
  return out;
}

int kingSquare(const Board &b, bool white) {
  for (int s = 0; s < 64; ++s)
    if (b.at[s].type == 'K' && b.at[s].white == white) return s;
  return -1;
}

// M16: the king of `white` is in check when the other side, moving, could
// capture it: one enemy reaches it with class weak or plain, or two reach it.
bool kingInCheck(const Board &b, bool white, const Options &o) {
  const int k = kingSquare(b, white);
  if (k < 0) return false;
  int reachers = 0;
  for (int s = 0; s < 64; ++s) {
    if (!b.at[s].type || b.at[s].white == white) continue;
    for (const Reach &r : reachOf(b, s, o))
      if (r.target == k) {
        ++reachers;
        if (bestClass(r.weapons, 'K', o) >= 2) return true;
      }
  }
  return reachers >= 2;
}

void finish(Board &b, bool resetQuiet) {
  // C4: a right goes when its king or rook is no longer on its square.
  auto has = [&](int s, char t, bool white) { return b.at[s].type == t && b.at[s].white == white; };
  if (!has(4, 'K', true)) b.rights[0] = b.rights[1] = false;
  if (!has(7, 'R', true)) b.rights[0] = false;
  if (!has(0, 'R', true)) b.rights[1] = false;
  if (!has(60, 'K', false)) b.rights[2] = b.rights[3] = false;
  if (!has(63, 'R', false)) b.rights[2] = false;
  if (!has(56, 'R', false)) b.rights[3] = false;
  b.halfmove = resetQuiet ? 0 : b.halfmove + 1;  // M19
  if (!b.whiteToMove) ++b.fullmove;
  b.whiteToMove = !b.whiteToMove;
}

// M7, M10: the targets leave, the capturer stays and takes their weapons.
Board capture(const Board &b, int from, const std::vector<int> &targets) {
  Board a = b;
  a.ep = -1;
  int gained = 0;
  for (int t : targets) {
    gained |= held(a.at[t]);
    a.at[t] = Piece{};
  }
  a.at[from].taken = (a.at[from].taken | gained) & ~own(a.at[from].type);
  finish(a, true);
  return a;
}

Board moved(const Board &b, int from, int to) {
  Board a = b;
  a.ep = -1;
  a.at[to] = a.at[from];
  a.at[from] = Piece{};
  return a;
}

std::vector<Turn> pseudoTurns(const Board &b, const Options &o) {
  std::vector<Turn> out;
  const bool us = b.whiteToMove;
  auto push = [&](const char *kind, int from, const Board &a) { out.push_back({kind, from, a}); };
  auto empty = [&](int f, int r) { return inside(f, r) && !b.at[r * 8 + f].type; };
  for (int s = 0; s < 64; ++s) {
    const Piece &p = b.at[s];
    if (!p.type || p.white != us) continue;
    const int f0 = fileOf(s), r0 = rankOf(s);
    // M13: moves onto empty squares, as in chess.
    if (p.type == 'P') {
      const int fw = us ? 1 : -1;
      if (empty(f0, r0 + fw)) {
        const int to = (r0 + fw) * 8 + f0;
        if (r0 + fw == (us ? 7 : 0)) {
          for (char t : {'Q', 'R', 'B', 'N'}) {  // M14: four steps, weapons kept
            Board a = moved(b, s, to);
            a.at[to].type = t;
            a.at[to].taken = (S | p.taken) & ~own(t);
            finish(a, true);
            push("promotion", s, a);
          }
        } else {
          Board a = moved(b, s, to);
          finish(a, true);
          push("move", s, a);
          if (r0 == (us ? 1 : 6) && empty(f0, r0 + 2 * fw)) {
            Board a2 = moved(b, s, (r0 + 2 * fw) * 8 + f0);
            finish(a2, true);
            a2.ep = to;  // the crossed square, used by the next turn only
            push("move", s, a2);
          }
        }
      }
    } else if (p.type == 'N') {
      const int leaps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                               {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
      for (const auto &l : leaps)
        if (empty(f0 + l[0], r0 + l[1])) {
          Board a = moved(b, s, (r0 + l[1]) * 8 + f0 + l[0]);
          finish(a, false);
          push("move", s, a);
        }
    } else {
      const bool slides = p.type != 'K';
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
          if (df == 0 && dr == 0) continue;
          const bool diagonal = df != 0 && dr != 0;
          if ((p.type == 'R' && diagonal) || (p.type == 'B' && !diagonal)) continue;
          for (int k = 1; empty(f0 + k * df, r0 + k * dr); ++k) {
            Board a = moved(b, s, (r0 + k * dr) * 8 + f0 + k * df);
            finish(a, false);
            push("move", s, a);
            if (!slides) break;
          }
        }
    }
    // M15: castling, the king tested on every square it stands on, crosses
    // and lands on, with the rook still in its corner.
    if (p.type == 'K') {
      const int base = us ? 0 : 56;
      for (int side = 0; side < 2; ++side) {
        if (!b.rights[(us ? 0 : 2) + side] || s != base + 4) continue;
        const int rook = base + (side == 0 ? 7 : 0);
        const int kingTo = base + (side == 0 ? 6 : 2), rookTo = base + (side == 0 ? 5 : 3);
        bool ok = b.at[rook].type == 'R' && b.at[rook].white == us;
        for (int f = std::min(4, fileOf(rook)) + 1; f < std::max(4, fileOf(rook)); ++f)
          ok = ok && !b.at[base + f].type;
        for (int f = 4; ok; f += side == 0 ? 1 : -1) {
          Board test = base + f == s ? b : moved(b, s, base + f);
          ok = !kingInCheck(test, us, o);
          if (base + f == kingTo) break;
        }
        if (!ok) continue;
        Board a = moved(b, s, kingTo);
        a.at[rookTo] = a.at[rook];
        a.at[rook] = Piece{};
        finish(a, false);
        push("castle", s, a);
      }
    }
  }
  // M8-M12: captures. Who reaches what, for every piece of the side to move.
  std::vector<std::pair<int, std::vector<Reach>>> reaches;
  for (int s = 0; s < 64; ++s)
    if (b.at[s].type && b.at[s].white == us) reaches.push_back({s, reachOf(b, s, o)});
  auto reachers = [&](int target) {
    int n = 0;
    for (const auto &[s, list] : reaches)
      for (const Reach &r : list) n += r.target == target;
    return n;
  };
  for (const auto &[s, list] : reaches) {
    std::vector<int> weak;
    for (const Reach &r : list) {
      if (b.at[r.target].type == 'K') continue;  // M16: kings are never captured
      const int cls = bestClass(r.weapons, b.at[r.target].type, o);
      if (cls >= 2)
        push("capture", s, capture(b, s, {r.target}));
      else if (cls == 1 && reachers(r.target) >= 2)
        push(r.through ? "en-passant" : "double", s, capture(b, s, {r.target}));
      if (cls == 3) weak.push_back(r.target);
    }
    if (weak.size() < 2) continue;
    std::sort(weak.begin(), weak.end());
    if (!o.subset) {
      push("volley", s, capture(b, s, weak));
      continue;
    }
    for (unsigned mask = 0; mask < (1u << weak.size()); ++mask) {
      std::vector<int> chosen;
      for (std::size_t i = 0; i < weak.size(); ++i)
        if (mask >> i & 1) chosen.push_back(weak[i]);
      if (chosen.size() >= 2) push("volley", s, capture(b, s, chosen));
    }
  }
  return out;
}

std::string placement(const Board &b) {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    int run = 0;
    for (int f = 0; f < 8; ++f) {
      const Piece &p = b.at[r * 8 + f];
      if (!p.type) {
        ++run;
        continue;
      }
      if (run) out += char('0' + run);
      run = 0;
      out += p.white ? p.type : char(std::tolower(p.type));
      if (p.taken) {
        out += '{';
        for (int w = 0; w < 4; ++w)
          if (p.taken >> w & 1) out += "ODJS"[w];
        out += '}';
      }
    }
    if (run) out += char('0' + run);
    if (r) out += '/';
  }
  return out;
}

// The turns as comparable text: kind, capturer and the board after.
std::vector<std::string> signature(const Board &b, const Options &o) {
  std::vector<std::string> out;
  for (const Turn &t : legalTurns(b, o))
    out.push_back(t.kind + " " + name(t.from) + " " + placement(t.after) +
                  (t.after.whiteToMove ? " w" : " b"));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::vector<Turn> legalTurns(const Board &b, const Options &o) {
  std::vector<Turn> out;
  for (Turn &t : pseudoTurns(b, o))
    if (!kingInCheck(t.after, b.whiteToMove, o)) out.push_back(std::move(t));
  return out;
}

bool inCheck(const Board &b, const Options &o) { return kingInCheck(b, b.whiteToMove, o); }

std::uint64_t perft(const Board &b, int depth, const Options &o) {
  if (depth == 0) return 1;
  std::uint64_t n = 0;
  for (const Turn &t : legalTurns(b, o)) n += depth == 1 ? 1 : perft(t.after, depth - 1, o);
  return n;
}

bool readFen(const std::string &fen, Board &out) {
  out = Board{};
  std::istringstream in(fen);
  std::string place, side, rights, ep;
  int half = 0, full = 1;
  if (!(in >> place >> side >> rights >> ep)) return false;
  if (!(in >> half)) half = 0;
  if (!(in >> full)) full = 1;
  int r = 7, f = 0;
  for (std::size_t i = 0; i < place.size(); ++i) {
    const char c = place[i];
    if (c == '/') {
      --r;
      f = 0;
    } else if (c >= '1' && c <= '8') {
      f += c - '0';
    } else {
      const char t = char(std::toupper(c));
      if (std::string("PNBRQK").find(t) == std::string::npos || r < 0 || f > 7) return false;
      Piece p{t, c == t, 0};
      if (i + 1 < place.size() && place[i + 1] == '{') {
        const std::size_t close = place.find('}', i);
        if (close == std::string::npos) return false;
        for (std::size_t k = i + 2; k < close; ++k) {
          const std::size_t w = std::string("ODJS").find(place[k]);
          if (w == std::string::npos) return false;
          p.taken |= 1 << w;
        }
        i = close;
      }
      out.at[r * 8 + f++] = p;
    }
  }
  out.whiteToMove = side == "w";
  for (char c : rights)
    if (c != '-') out.rights[std::string("KQkq").find(c)] = true;
  if (ep != "-") out.ep = (ep[1] - '1') * 8 + (ep[0] - 'a');
  out.halfmove = half;
  out.fullmove = std::max(1, full);
  return true;
}

std::string writeFen(const Board &b, const Options &o) {
  std::string out = placement(b) + (b.whiteToMove ? " w " : " b ");
  std::string rights;
  for (int i = 0; i < 4; ++i)
    if (b.rights[i]) rights += "KQkq"[i];
  out += rights.empty() ? "-" : rights;
  // M21: the square exactly when some legal turn needs it.
  bool needed = false;
  if (b.ep >= 0) {
    Board without = b;
    without.ep = -1;
    const std::vector<std::string> with = signature(b, o), plain = signature(without, o);
    needed = !std::includes(plain.begin(), plain.end(), with.begin(), with.end());
  }
  out += needed ? " " + name(b.ep) : std::string(" -");
  return out + " " + std::to_string(b.halfmove) + " " + std::to_string(b.fullmove);
}

}  // namespace ref::megaman
