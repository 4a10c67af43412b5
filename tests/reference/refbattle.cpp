#include "refbattle.h"

#include <cctype>

namespace ref::battle {

namespace {

bool inside(int f, int r) { return f >= 0 && f < 12 && r >= 0 && r < 12 && !isHole(f, r); }
bool white(char c) { return c >= 'A' && c <= 'Z'; }
bool empty(const Board &b, int f, int r) { return b.cell[r][f] == '.'; }
bool own(const Board &b, int f, int r, bool w) {
  const char c = b.cell[r][f];
  return c != '.' && c != '*' && white(c) == w;
}
bool enemy(const Board &b, int f, int r, bool w) {
  const char c = b.cell[r][f];
  return c != '.' && c != '*' && white(c) != w;
}
char upper(char c) { return char(std::toupper(static_cast<unsigned char>(c))); }

// B11: machine-gun, cavalry and soldier cannot take a tank.
bool mayTake(char attacker, char target) {
  const char a = upper(attacker);
  return !(upper(target) == 'T' && (a == 'M' || a == 'C' || a == 'S'));
}

std::string name(int f, int r) { return std::string(1, char('a' + f)) + std::to_string(r + 1); }

// A declaration before its named piece is chosen: the piece, where it goes,
// and the square of what it takes (-1 none).
struct Decl {
  std::string kind;
  int ff, fr, tf, tr;    // from, to (to = from for a shot)
  int xf = -1, xr = -1;  // the piece taken or shot
};

const int kDirs[8][2] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

void pieceDecls(const Board &b, int f, int r, const Options &o, std::vector<Decl> &out) {
  const char c = b.cell[r][f];
  const bool w = white(c);
  const int fwd = w ? 1 : -1;
  const int last = w ? 11 : 0;
  auto add = [&](const char *kind, int tf, int tr, int xf = -1, int xr = -1) {
    out.push_back(Decl{kind, f, r, tf, tr, xf, xr});
  };
  switch (upper(c)) {
    case 'H':  // B8
      for (auto &d : kDirs) {
        const int tf = f + d[0], tr = r + d[1];
        if (!inside(tf, tr)) continue;
        if (empty(b, tf, tr))
          add("move", tf, tr);
        else if (enemy(b, tf, tr, w))
          add("replace", tf, tr, tf, tr);
      }
      break;
    case 'B':  // B9
      for (auto &d : kDirs) {
        int passed = 0;
        for (int k = 1;; ++k) {
          const int tf = f + k * d[0], tr = r + k * d[1];
          if (!inside(tf, tr)) break;
          if (empty(b, tf, tr)) {
            add("move", tf, tr);
            continue;
          }
          if (enemy(b, tf, tr, w)) {
            add("replace", tf, tr, tf, tr);
            break;
          }
          if (++passed > 1) break;
        }
      }
      break;
    case 'T':  // B10, B11
      for (int i = 0; i < 8; i += 2)
        for (int k = 1; k <= 2; ++k) {
          const int tf = f + k * kDirs[i][0], tr = r + k * kDirs[i][1];
          if (!inside(tf, tr)) break;
          if (empty(b, tf, tr)) {
            add("move", tf, tr);
            continue;
          }
          if (enemy(b, tf, tr, w)) add("replace", tf, tr, tf, tr);
          break;
        }
      break;
    case 'G':
    case 'M': {  // B12, B13
      for (auto &d : kDirs)
        if (inside(f + d[0], r + d[1]) && empty(b, f + d[0], r + d[1]))
          add("move", f + d[0], r + d[1]);
      const bool gun = upper(c) == 'G';
      for (auto &d : kDirs) {
        if (gun && d[1] == -fwd) continue;  // never backwards
        for (int k = 1; k <= (gun ? 5 : 3); ++k) {
          const int tf = f + k * d[0], tr = r + k * d[1];
          if (!inside(tf, tr)) break;
          if (empty(b, tf, tr)) continue;
          if (enemy(b, tf, tr, w) && mayTake(c, b.cell[tr][tf])) add("shoot", f, r, tf, tr);
          break;
        }
      }
      break;
    }
    case 'C': {  // B14
      const int legs[6][2] = {{1, 2}, {2, 1}, {1, 3}, {3, 1}, {2, 3}, {3, 2}};
      for (auto &l : legs)
        for (int sf : {-1, 1})
          for (int sr : {-1, 1}) {
            const int tf = f + sf * l[0], tr = r + sr * l[1];
            if (!inside(tf, tr)) continue;
            if (empty(b, tf, tr))
              add("move", tf, tr);
            else if (enemy(b, tf, tr, w) && mayTake(c, b.cell[tr][tf]))
              add("replace", tf, tr, tf, tr);
          }
      break;
    }
    case 'S': {  // B15-B17
      auto arrive = [&](int tf, int tr, bool takes) {
        if (tr == last)
          add("breakthrough", tf, tr, takes ? tf : -1, takes ? tr : -1);
        else
          add(takes ? "replace" : "move", tf, tr, takes ? tf : -1, takes ? tr : -1);
      };
      const bool light = ((f + 1) + (r + 1)) % 2 == 1;  // B3
      for (auto &d : kDirs) {
        const int tf = f + d[0], tr = r + d[1];
        if (!inside(tf, tr)) continue;
        if (empty(b, tf, tr)) {
          arrive(tf, tr, false);
          const int uf = tf + d[0], ur = tr + d[1];
          if (light && inside(uf, ur) && empty(b, uf, ur)) arrive(uf, ur, false);
        } else if (enemy(b, tf, tr, w) && mayTake(c, b.cell[tr][tf])) {
          const bool sideways = d[1] == 0;
          const bool ahead = d[1] == fwd && (d[0] == 0 || o.diagonalCapture);
          if (sideways || ahead) arrive(tf, tr, true);
        }
      }
      break;
    }
  }
}

std::vector<Decl> declarations(const Board &b, bool w, const Options &o) {
  std::vector<Decl> out;
  for (int r = 0; r < 12; ++r)
    for (int f = 0; f < 12; ++f)
      if (own(b, f, r, w)) pieceDecls(b, f, r, o, out);
  return out;
}

bool attacked(const Board &b, bool byWhite, int hf, int hr, const Options &o) {
  for (const Decl &d : declarations(b, byWhite, o))
    if (d.xf == hf && d.xr == hr) return true;
  return false;
}

bool findHq(const Board &b, bool w, int &hf, int &hr) {
  for (int r = 0; r < 12; ++r)
    for (int f = 0; f < 12; ++f)
      if (b.cell[r][f] == (w ? 'H' : 'h')) {
        hf = f;
        hr = r;
        return true;
      }
  return false;
}

void finish(Board &a, bool resets, bool moverWhite) {
  a.quiet = resets ? 0 : a.quiet + 1;
  if (!moverWhite) ++a.turn;
  a.whiteToMove = !moverWhite;
}

}  // namespace

bool isHole(int f, int r) { return (f < 2 || f > 9) && (r < 2 || r > 9); }

bool readSfen(const std::string &sfen, Board &out, std::string *why) {
  auto no = [why](const std::string &reason) {
    if (why) *why = reason;
    return false;
  };
  std::vector<std::string> fields;
  std::string cur;
  for (char c : sfen + " ") {
    if (c == ' ') {
      if (!cur.empty()) fields.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (fields.size() != 4) return no("fields");
  int rank = 11, file = 0;
  for (std::size_t i = 0; i < fields[0].size(); ++i) {
    const char c = fields[0][i];
    if (c == '/') {
      if (file != 12 || rank == 0) return no("rank length");
      --rank;
      file = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      if (c == '0') return no("zero");
      int n = c - '0';
      while (i + 1 < fields[0].size() && std::isdigit(static_cast<unsigned char>(fields[0][i + 1])))
        n = n * 10 + (fields[0][++i] - '0');
      for (int k = 0; k < n; ++k, ++file) {
        if (file >= 12 || isHole(file, rank)) return no("run");
        out.cell[rank][file] = '.';
      }
    } else if (c == '*') {
      if (file >= 12 || !isHole(file, rank)) return no("star");
      out.cell[rank][file++] = '*';
    } else if (std::string("HBTGMCShbtgmcs").find(c) != std::string::npos) {
      if (file >= 12 || isHole(file, rank)) return no("piece");
      out.cell[rank][file++] = c;
    } else {
      return no("character");
    }
  }
  if (rank != 0 || file != 12) return no("ranks");
  if (fields[1] != "w" && fields[1] != "b") return no("side");
  out.whiteToMove = fields[1] == "w";
  out.quiet = std::stoi(fields[2]);
  out.turn = std::stoi(fields[3]);
  return true;
}

std::string writeSfen(const Board &b) {
  std::string s;
  for (int r = 11; r >= 0; --r) {
    int run = 0;
    for (int f = 0; f < 12; ++f) {
      const char c = b.cell[r][f];
      if (c == '.') {
        ++run;
        continue;
      }
      if (run) s += std::to_string(run);
      run = 0;
      s += c;
    }
    if (run) s += std::to_string(run);
    if (r) s += '/';
  }
  return s + (b.whiteToMove ? " w " : " b ") + std::to_string(b.quiet) + " " +
         std::to_string(b.turn);
}

bool inCheck(const Board &b, const Options &o) {
  int hf, hr;
  return findHq(b, b.whiteToMove, hf, hr) && attacked(b, !b.whiteToMove, hf, hr, o);
}

std::vector<Turn> legalTurns(const Board &b, const Options &o) {
  const bool w = b.whiteToMove;
  std::vector<Turn> out;
  for (const Decl &d : declarations(b, w, o)) {
    Board a = b;
    std::string text = name(d.ff, d.fr) + "-" + name(d.tf, d.tr);
    if (d.xf >= 0) a.cell[d.xr][d.xf] = '.';
    std::vector<Board> results;
    if (d.kind == "breakthrough") {  // B17, B18: the soldier leaves, a piece is named
      a.cell[d.fr][d.ff] = '.';
      for (int r = 0; r < 12; ++r)
        for (int f = 0; f < 12; ++f)
          if (enemy(a, f, r, w) && upper(a.cell[r][f]) != 'H') {
            Board n = a;
            n.cell[r][f] = '.';
            results.push_back(n);
          }
      if (results.empty()) results.push_back(a);
    } else {
      if (d.kind != "shoot") {
        a.cell[d.tr][d.tf] = a.cell[d.fr][d.ff];
        a.cell[d.fr][d.ff] = '.';
      }
      results.push_back(a);
    }
    for (Board &n : results) {
      int hf, hr;
      if (!findHq(n, w, hf, hr) || attacked(n, !w, hf, hr, o)) continue;  // B20
      finish(n, d.kind != "move", w);
      out.push_back(Turn{d.kind, text, n});
    }
  }
  return out;
}

std::uint64_t perft(const Board &b, int depth, const Options &o) {
  if (depth == 0) return 1;
  const std::vector<Turn> turns = legalTurns(b, o);
  if (depth == 1) return turns.size();
  std::uint64_t n = 0;
  for (const Turn &t : turns) n += perft(t.after, depth - 1, o);
  return n;
}

}  // namespace ref::battle
