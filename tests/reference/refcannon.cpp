// See refcannon.h: every ruling written out by hand, one function each.
#include "refcannon.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <sstream>

namespace ref::cannon {

namespace {

bool on(int f, int r) { return f >= 0 && f < 12 && r >= 0 && r < 12; }
bool white(char c) { return std::isupper(static_cast<unsigned char>(c)); }
char up(char c) { return char(std::toupper(static_cast<unsigned char>(c))); }
bool empty(const Board &b, int f, int r) { return b.cell[r][f] == '.'; }
bool crater(const Board &b, int f, int r) { return up(b.cell[r][f]) == 'X'; }
bool piece(const Board &b, int f, int r) { return !empty(b, f, r) && !crater(b, f, r); }
bool mine(const Board &b, int f, int r, bool w) {
  return !empty(b, f, r) && white(b.cell[r][f]) == w;
}
bool enemy(const Board &b, int f, int r, bool w) {
  return !empty(b, f, r) && white(b.cell[r][f]) != w;
}
int fwd(bool w) { return w ? 1 : -1; }
int relRank(int r, bool w) { return w ? r : 11 - r; }

int credit(char t) {  // K2
  switch (t) {
    case 'Q':
      return 10;
    case 'R':
      return 6;
    case 'B':
    case 'N':
      return 4;
    case 'P':
      return 1;
    case 'E':
      return 2;
    case 'J':
      return 5;
    case 'C':
      return 3;
    default:
      return 0;
  }
}
int cost(char t) {
  switch (t) {
    case 'Q':
      return 13;
    case 'R':
      return 8;
    case 'B':
    case 'N':
      return 5;
    case 'P':
    case 'S':
      return 2;
    case 'E':
      return 3;
    case 'J':
      return 7;
    case 'C':
      return 4;
    default:
      return 0;
  }
}

// A declaration: what it is and what it needs to be carried out.
struct Decl {
  std::string kind;
  int ff = 0, fr = 0, tf = 0, tr = 0;  // from, to
  char type = 0;                       // buy, place, queen of hearts
  unsigned mask = 0;                   // archers' files
  int card = 0;                        // chance: 0 QH, 1 strike, 2 isolation, 3 repair
  bool forBlack = false;
};

void removeAt(Board &b, int f, int r) {
  const char c = b.cell[r][f];
  if (c == '.') return;
  if (up(c) != 'X' && up(c) != 'S') ++b.lost[white(c) ? 0 : 1];  // K20
  b.cell[r][f] = '.';
  b.shots[r][f] = 0;
}
void moveTo(Board &b, int ff, int fr, int tf, int tr) {
  b.cell[tr][tf] = b.cell[fr][ff];
  b.shots[tr][tf] = b.shots[fr][ff];
  b.cell[fr][ff] = '.';
  b.shots[fr][ff] = 0;
}
int baseRank(bool w) { return w ? 0 : 11; }
int firstFree(const Board &b, bool w) {
  for (int f = 0; f < 12; ++f)
    if (empty(b, f, baseRank(w))) return f;
  return -1;
}
bool ammoAt(const Board &b, bool w, int &af, int &ar) {
  for (int r = 0; r < 12; ++r)
    for (int f = 0; f < 12; ++f)
      if (b.cell[r][f] == (w ? 'S' : 's')) return af = f, ar = r, true;
  return false;
}

// K18: may the piece on (f, r) go `d` forward? `takes` when its second square is taken.
bool eligible(const Board &b, int f, int r, int d, bool &takes) {
  const char t = up(b.cell[r][f]);
  const bool w = white(b.cell[r][f]);
  takes = false;
  const int r1 = r + fwd(w), r2 = r + 2 * fwd(w);
  if (!on(f, r1) || !empty(b, f, r1)) return false;
  if (d == 1) return true;
  if (!on(f, r2)) return false;
  if (t == 'P' && relRank(r, w) != 2) return false;
  if (empty(b, f, r2)) return true;
  if (t == 'J' && enemy(b, f, r2, w)) return takes = true;
  return false;
}
// K17, K19: the members' files, the last one taking when `takes`.
std::vector<int> members(const Board &b, int f, int r, int d, bool &takes) {
  std::vector<int> out;
  const char c = b.cell[r][f];
  takes = false;
  for (int g = f; g < 12 && int(out.size()) < 5 && b.cell[r][g] == c; ++g) {
    bool t = false;
    if (!eligible(b, g, r, d, t)) break;
    if (t && out.empty()) return {};
    out.push_back(g);
    if (t) return takes = true, out;
  }
  return out;
}

void add(std::vector<Decl> &out, const char *kind, int ff, int fr, int tf, int tr) {
  Decl d;
  d.kind = kind;
  d.ff = ff, d.fr = fr, d.tf = tf, d.tr = tr;
  out.push_back(d);
}

// The regular declarations of side `w` (no chance), king safety aside.
std::vector<Decl> regular(const Board &b, bool w) {
  std::vector<Decl> out;
  const int dirs[8][2] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
  for (int r = 0; r < 12; ++r)
    for (int f = 0; f < 12; ++f) {
      if (!mine(b, f, r, w) || crater(b, f, r)) continue;
      const char t = up(b.cell[r][f]);
      auto onto = [&](int tf, int tr) {  // K4, K9: an empty square or an enemy piece/crater
        if (!on(tf, tr)) return false;
        if (empty(b, tf, tr)) return add(out, "move", f, r, tf, tr), true;
        if (enemy(b, tf, tr, w)) add(out, "capture", f, r, tf, tr);
        return false;
      };
      if (t == 'K' || t == 'Q' || t == 'R' || t == 'B' || t == 'J') {
        for (int d = 0; d < 8; ++d) {
          const bool diag = d % 2 == 1;
          if ((t == 'R' && diag) || (t == 'B' && !diag)) continue;
          const int most = t == 'K' ? 1 : t == 'J' ? 2 : 11;
          for (int k = 1; k <= most; ++k)
            if (!onto(f + dirs[d][0] * k, r + dirs[d][1] * k)) break;
        }
      }
      if (t == 'N') {
        const int leaps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                 {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (const auto &l : leaps) onto(f + l[0], r + l[1]);
      }
      if (t == 'P' || t == 'E') {
        for (int df : {-1, 1})  // K5, K6: diagonally forward only
          if (on(f + df, r + fwd(w)) && enemy(b, f + df, r + fwd(w), w))
            add(out, "capture", f, r, f + df, r + fwd(w));
        if (t == 'P') {
          if (on(f, r + fwd(w)) && empty(b, f, r + fwd(w))) {
            add(out, "move", f, r, f, r + fwd(w));
            if (relRank(r, w) == 2 && empty(b, f, r + 2 * fwd(w)))
              add(out, "move", f, r, f, r + 2 * fwd(w));
          }
        } else {
          for (int dr : {1, -1})
            for (int k = 1; k <= 2 && on(f, r + dr * k) && empty(b, f, r + dr * k); ++k)
              add(out, "move", f, r, f, r + dr * k);
          for (int df : {-1, 1})
            if (on(f + df, r) && empty(b, f + df, r)) add(out, "move", f, r, f + df, r);
        }
      }
      if (t == 'C' || t == 'S') {  // K10
        for (int d = 0; d < 8; d += 2) {
          const int tf = f + dirs[d][0], tr = r + dirs[d][1];
          if (on(tf, tr) && empty(b, tf, tr) && relRank(tr, w) < 3) add(out, "move", f, r, tf, tr);
        }
      }
      if (t == 'C' && on(f, r - fwd(w)) && b.cell[r - fwd(w)][f] == (w ? 'S' : 's'))  // K11
        for (int k = 1; k <= 5 && on(f, r + k * fwd(w)); ++k)
          if (empty(b, f, r + k * fwd(w))) add(out, "fire", f, r, f, r + k * fwd(w));
      if (t == 'A') {  // K15, K16
        for (int dr : {fwd(w), -fwd(w)})
          for (int k = 1; k <= 5 && on(f, r + dr * k); ++k) {
            const int tr = r + dr * k;
            if (empty(b, f, tr)) {
              add(out, "move", f, r, f, tr);
              continue;
            }
            if (crater(b, f, tr) || mine(b, f, tr, w)) continue;
            if (dr == fwd(w) && (!on(f, tr + dr) || !piece(b, f, tr + dr)))
              add(out, "capture", f, r, f, tr);
            break;
          }
        for (int df : {-1, 1})
          if (on(f + df, r) && empty(b, f + df, r)) add(out, "move", f, r, f + df, r);
      }
      if (t == 'P' || t == 'E' || t == 'J')  // K17
        for (int d = 1; d <= 2; ++d) {
          bool takes;
          if (members(b, f, r, d, takes).size() >= 2) add(out, "frontal", f, r, f, r + d * fwd(w));
        }
      if (credit(t) > 0) add(out, "withdraw", f, r, f, r);  // K21
    }
  const int side = w ? 0 : 1;
  for (char t : std::string("QRBNJEPCS")) {  // K22
    if (cost(t) > b.credit[side]) continue;
    int af, ar;
    if (t == 'S' && ammoAt(b, w, af, ar)) {
      if (b.shots[ar][af] < 6) {
        Decl d;
        d.kind = "buy";
        d.type = t;
        out.push_back(d);
      }
      continue;
    }
    if (firstFree(b, w) < 0) continue;
    Decl d;
    d.kind = "buy";
    d.type = t;
    out.push_back(d);
  }
  const std::string &pool = b.pool[side];
  for (char t : std::string("QRBNJEPC"))  // K23
    if (pool.find(t) != std::string::npos && firstFree(b, w) >= 0) {
      Decl d;
      d.kind = "place";
      d.type = t;
      out.push_back(d);
    }
  const int archers = int(std::count(pool.begin(), pool.end(), 'A'));
  if (archers > 0 && b.lost[side] >= 16)  // K14
    for (unsigned m = 1; m < 4096; ++m) {
      bool ok = true;
      int n = 0;
      for (int f = 0; f < 12; ++f)
        if (m >> f & 1) ok &= empty(b, f, baseRank(w)), ++n;
      if (!ok || n > std::min(archers, 4)) continue;
      Decl d;
      d.kind = "place";
      d.type = 'A';
      d.mask = m;
      out.push_back(d);
    }
  return out;
}

std::vector<Decl> chances() {  // K24
  std::vector<Decl> out;
  for (bool black : {false, true})
    for (char t : std::string("QRBNJEPC")) {
      Decl d;
      d.kind = "chance";
      d.card = 0;
      d.type = t;
      d.forBlack = black;
      out.push_back(d);
    }
  for (int r = 0; r < 12; ++r)
    for (int f = 0; f + 1 < 12; ++f) {
      Decl d;
      d.kind = "chance";
      d.card = 1;
      d.ff = f, d.fr = r, d.tf = f + 1, d.tr = r;
      out.push_back(d);
    }
  for (int card : {2, 3}) {
    Decl d;
    d.kind = "chance";
    d.card = card;
    out.push_back(d);
  }
  return out;
}

Board apply(const Board &in, const Decl &d) {
  Board b = in;
  const bool w = b.whiteToMove;
  const int side = w ? 0 : 1;
  bool quiet = false;
  if (d.kind == "move") {
    quiet = up(b.cell[d.fr][d.ff]) != 'P';
    moveTo(b, d.ff, d.fr, d.tf, d.tr);
  } else if (d.kind == "capture") {
    removeAt(b, d.tf, d.tr);
    moveTo(b, d.ff, d.fr, d.tf, d.tr);
  } else if (d.kind == "fire") {  // K12
    const int ar = d.fr - fwd(w);
    if (--b.shots[ar][d.ff] == 0) b.cell[ar][d.ff] = '.';
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr)
        if ((df || dr) && on(d.tf + df, d.tr + dr) && piece(b, d.tf + df, d.tr + dr) &&
            (b.kingBlast || up(b.cell[d.tr + dr][d.tf + df]) != 'K'))
          removeAt(b, d.tf + df, d.tr + dr);
    b.cell[d.tr][d.tf] = w ? 'X' : 'x';
  } else if (d.kind == "frontal") {
    bool takes;
    const int dist = std::abs(d.tr - d.fr);
    const std::vector<int> files = members(in, d.ff, d.fr, dist, takes);
    for (int f : files) {
      removeAt(b, f, d.fr + dist * fwd(w));
      moveTo(b, f, d.fr, f, d.fr + dist * fwd(w));
    }
    quiet = !takes && up(in.cell[d.fr][d.ff]) != 'P';
  } else if (d.kind == "withdraw") {
    b.credit[side] += credit(up(b.cell[d.fr][d.ff]));
    b.cell[d.fr][d.ff] = '.';
  } else if (d.kind == "buy") {
    b.credit[side] -= cost(d.type);
    int af, ar;
    if (d.type == 'S' && ammoAt(b, w, af, ar)) {
      ++b.shots[ar][af];
    } else {
      const int f = firstFree(b, w);
      b.cell[baseRank(w)][f] = w ? d.type : char(std::tolower(d.type));
      b.shots[baseRank(w)][f] = d.type == 'S' ? 1 : 0;
    }
  } else if (d.kind == "place") {
    if (d.type == 'A') {
      for (int f = 0; f < 12; ++f)
        if (d.mask >> f & 1) {
          b.cell[baseRank(w)][f] = w ? 'A' : 'a';
          b.pool[side].erase(b.pool[side].find('A'), 1);
        }
    } else {
      b.cell[baseRank(w)][firstFree(b, w)] = w ? d.type : char(std::tolower(d.type));
      b.pool[side].erase(b.pool[side].find(d.type), 1);
    }
  } else if (d.kind == "chance") {  // K24: same side, same turn number
    b.fortune = 0;
    const Board before = b;
    auto removable = [&](int f, int r) { return piece(b, f, r) && up(b.cell[r][f]) != 'K'; };
    if (d.card == 0) {
      b.pool[d.forBlack ? 1 : 0] += d.type;
    } else if (d.card == 1) {
      if (removable(d.ff, d.fr)) removeAt(b, d.ff, d.fr);
      if (removable(d.tf, d.tr)) removeAt(b, d.tf, d.tr);
    } else if (d.card == 2) {
      for (int r = 0; r < 12; ++r)
        for (int f = 0; f < 12; ++f) {
          if (!removable(f, r)) continue;
          bool alone = true;
          for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr)
              if ((df || dr) && on(f + df, r + dr) && !empty(before, f + df, r + dr)) alone = false;
          if (alone) removeAt(b, f, r);
        }
    } else {
      for (int r = 0; r < 12; ++r)
        for (int f = 0; f < 12; ++f)
          if (crater(b, f, r)) b.cell[r][f] = '.';
    }
    bool removed = false;
    for (int r = 0; r < 12; ++r)
      for (int f = 0; f < 12; ++f) removed |= !empty(before, f, r) && empty(b, f, r);
    if (removed) b.quiet = 0;
    return b;
  }
  b.quiet = quiet ? b.quiet + 1 : 0;
  if (!w) ++b.turn;
  b.whiteToMove = !w;
  return b;
}

bool kingOf(const Board &b, bool w, int &kf, int &kr) {
  for (int r = 0; r < 12; ++r)
    for (int f = 0; f < 12; ++f)
      if (b.cell[r][f] == (w ? 'K' : 'k')) return kf = f, kr = r, true;
  return false;
}

// K26, looking forward: some declaration of `by` would capture the king of
// the other side, or land a shot next to it.
bool threatened(const Board &b, bool by) {
  int kf, kr;
  if (!kingOf(b, !by, kf, kr)) return false;
  for (const Decl &d : regular(b, by)) {
    if (d.kind == "capture" && d.tf == kf && d.tr == kr) return true;
    if (d.kind == "fire" && b.kingBlast && std::abs(d.tf - kf) <= 1 && std::abs(d.tr - kr) <= 1)
      return true;
  }
  return false;
}

}  // namespace

bool inCheck(const Board &b) { return threatened(b, !b.whiteToMove); }

std::vector<Turn> legalTurns(const Board &b) {
  std::vector<Turn> out;
  const bool w = b.whiteToMove;
  const bool due = b.fortune != 0 && b.turn >= b.fortune;
  for (const Decl &d : due ? chances() : regular(b, w)) {
    const Board a = apply(b, d);
    int kf, kr;
    if (due ? threatened(a, w) : (!kingOf(a, w, kf, kr) || threatened(a, !w))) continue;
    out.push_back(Turn{d.kind, a});
  }
  return out;
}

std::uint64_t perft(const Board &b, int depth) {
  const std::vector<Turn> turns = legalTurns(b);
  if (depth <= 1) return turns.size();
  std::uint64_t n = 0;
  for (const Turn &t : turns) n += perft(t.after, depth - 1);
  return n;
}

bool readSfen(const std::string &sfen, Board &out, std::string *why) {
  std::istringstream in(sfen);
  std::string placement, side, fortune, res[2];
  if (!(in >> placement >> side >> fortune >> res[0] >> res[1] >> out.quiet >> out.turn)) {
    if (why) *why = "expected 7 fields";
    return false;
  }
  int r = 11, f = 0;
  for (std::size_t i = 0; i < placement.size(); ++i) {
    const char c = placement[i];
    if (c == '/') {
      --r, f = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      int n = c - '0';
      if (i + 1 < placement.size() && std::isdigit(static_cast<unsigned char>(placement[i + 1])))
        n = n * 10 + (placement[++i] - '0');
      for (int k = 0; k < n; ++k) out.cell[r][f] = '.', out.shots[r][f++] = 0;
    } else {
      out.cell[r][f] = c;
      out.shots[r][f] = 0;
      if (i + 1 < placement.size() && placement[i + 1] == '[') {
        out.shots[r][f] = placement[i + 2] - '0';
        i += 3;
      }
      ++f;
    }
  }
  out.whiteToMove = side == "w";
  out.fortune = fortune == "-" ? 0 : std::atoi(fortune.c_str());
  for (int s = 0; s < 2; ++s) {
    const std::size_t a = res[s].find(':'), c = res[s].find(':', a + 1);
    const std::string pool = res[s].substr(0, a);
    out.pool[s].clear();
    if (pool != "-")
      for (char p : pool) out.pool[s] += up(p);
    out.credit[s] = std::atoi(res[s].substr(a + 1, c - a - 1).c_str());
    out.lost[s] = std::atoi(res[s].substr(c + 1).c_str());
  }
  return true;
}

std::string writeSfen(const Board &b) {
  std::string out;
  for (int r = 11; r >= 0; --r) {
    int run = 0;
    for (int f = 0; f < 12; ++f) {
      if (b.cell[r][f] == '.') {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      out += b.cell[r][f];
      if (up(b.cell[r][f]) == 'S') out += "[" + std::to_string(b.shots[r][f]) + "]";
    }
    if (run) out += std::to_string(run);
    if (r) out += '/';
  }
  out += b.whiteToMove ? " w " : " b ";
  out += b.fortune ? std::to_string(b.fortune) : "-";
  for (int s = 0; s < 2; ++s) {
    std::string pool = b.pool[s];
    std::sort(pool.begin(), pool.end());
    if (s == 1)
      for (char &c : pool) c = char(std::tolower(static_cast<unsigned char>(c)));
    out += " " + (pool.empty() ? std::string("-") : pool) + ":" + std::to_string(b.credit[s]) +
           ":" + std::to_string(b.lost[s]);
  }
  return out + " " + std::to_string(b.quiet) + " " + std::to_string(b.turn);
}

}  // namespace ref::cannon
