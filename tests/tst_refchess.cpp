// The chess reference (tests/reference/refchess) against published facts and
// hand-worked positions: the perft tables of chessprogramming.org "Perft
// Results", the FEN rulings C13/C14/C14a, castling (C3/C4), en passant (C5),
// promotion (C6), status (C8-C12), and the games of tests/data/pgn replayed
// move by move. Every expected value here was worked out from the rulings or
// taken from the published tables, not from running the code; every row names
// its ruling id. The reference is the second road for the fast chess
// generator, so it must be checked against the world, not against itself.
#include <QtTest>

#include <map>
#include <set>

#include "reference/refchess.h"

namespace rc = ref::chess;

namespace {

const char *const kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

QString describe(const std::vector<rc::RefChessResult> &results) {
  QStringList lines;
  for (const rc::RefChessResult &r : results)
    lines << QString::fromStdString(r.uci + " " + r.kind + " " + r.fenAfter);
  return lines.join('\n');
}

std::vector<rc::RefChessResult> legal(const QString &fen) {
  std::string error;
  std::vector<rc::RefChessResult> results = rc::refLegal(fen.toStdString(), &error);
  if (!error.empty()) qWarning("cannot read %s: %s", qPrintable(fen), error.c_str());
  return results;
}

// ---------------------------------------------------------------------------
// PGN, just enough to replay a main line: tags, and the main line's SAN
// tokens. Comments, variations, NAGs, move numbers and escape lines are skipped.
struct PgnGame {
  std::map<std::string, std::string> tags;
  std::vector<std::string> sans;
  std::string result;  // the game-termination marker of the movetext
};

std::vector<PgnGame> parsePgn(const std::string &text) {
  std::vector<PgnGame> games;
  PgnGame game;
  bool started = false;
  int depth = 0;  // variation nesting
  size_t i = 0;
  auto finish = [&] {
    if (started) games.push_back(game);
    game = PgnGame{};
    started = false;
    depth = 0;
  };
  while (i < text.size()) {
    const char c = text[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      ++i;
    } else if (c == '%' && (i == 0 || text[i - 1] == '\n')) {
      while (i < text.size() && text[i] != '\n') ++i;  // PGN escape line
    } else if (c == '[' && depth == 0) {
      if (!game.sans.empty() || !game.result.empty()) finish();
      started = true;
      const size_t nameStart = ++i;
      while (i < text.size() && text[i] != ' ' && text[i] != '"') ++i;
      const std::string name = text.substr(nameStart, i - nameStart);
      while (i < text.size() && text[i] != '"') ++i;
      std::string value;
      for (++i; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) ++i;
        value += text[i];
      }
      while (i < text.size() && text[i] != ']') ++i;
      ++i;
      game.tags[name] = value;
    } else if (c == '{') {
      while (i < text.size() && text[i] != '}') ++i;
      ++i;
    } else if (c == ';') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '(') {
      ++depth;
      ++i;
    } else if (c == ')') {
      --depth;
      ++i;
    } else {
      const size_t start = i;
      while (i < text.size() && std::string(" \t\r\n{}();[").find(text[i]) == std::string::npos)
        ++i;
      std::string token = text.substr(start, i - start);
      if (depth > 0 || token[0] == '$') continue;
      started = true;
      if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") {
        game.result = token;
        finish();
        continue;
      }
      // A move number "12." or "12..." may be glued to the move.
      size_t k = 0;
      while (k < token.size() && std::isdigit(static_cast<unsigned char>(token[k]))) ++k;
      if (k < token.size() && token[k] == '.') {
        while (k < token.size() && token[k] == '.') ++k;
        token = token.substr(k);
      }
      while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.pop_back();
      if (!token.empty()) game.sans.push_back(token);
    }
  }
  finish();
  return games;
}

// Matches a SAN token against the legal moves by piece, destination,
// disambiguation, capture mark, promotion piece and check mark. Strict on
// purpose: the test files are ours, and a wrong '+' or 'x' means a wrong game.
// Returns the move, or nothing with `why` set.
std::optional<rc::Move> matchSan(const rc::Board &b, std::string san, std::string &why) {
  std::string suffix;
  while (!san.empty() && (san.back() == '+' || san.back() == '#')) {
    suffix = san.back() + suffix;
    san.pop_back();
  }
  std::vector<rc::Move> candidates;
  for (const rc::Move &m : rc::legalMoves(b)) {
    const char piece = char(std::toupper(static_cast<unsigned char>(b.cells[m.from])));
    if (san == "O-O" || san == "O-O-O") {
      if (m.kind == "castle" && rc::fileOf(m.to) == (san == "O-O" ? 6 : 2)) candidates.push_back(m);
      continue;
    }
    if (m.kind == "castle") continue;
    std::string rest = san;
    char wantPiece = 'P';
    if (!rest.empty() && std::string("KQRBN").find(rest[0]) != std::string::npos) {
      wantPiece = rest[0];
      rest = rest.substr(1);
    }
    char wantPromotion = 0;
    if (rest.size() > 2 && rest[rest.size() - 2] == '=') {
      wantPromotion = char(std::tolower(static_cast<unsigned char>(rest.back())));
      rest.resize(rest.size() - 2);
    }
    if (rest.size() < 2) continue;
    const std::string dest = rest.substr(rest.size() - 2);
    std::string prefix = rest.substr(0, rest.size() - 2);
    const bool captureMark = !prefix.empty() && prefix.back() == 'x';
    if (captureMark) prefix.pop_back();
    if (piece != wantPiece || rc::squareName(m.to) != dest || m.promotion != wantPromotion)
      continue;
    if (captureMark != !m.targets.empty()) continue;
    bool fits = true;
    for (char d : prefix) {
      if (d >= 'a' && d <= 'h')
        fits = fits && rc::fileOf(m.from) == d - 'a';
      else if (d >= '1' && d <= '8')
        fits = fits && rc::rankOf(m.from) == d - '1';
      else
        fits = false;
    }
    if (fits) candidates.push_back(m);
  }
  if (candidates.size() != 1) {
    why = san + " matches " + std::to_string(candidates.size()) + " legal moves";
    return std::nullopt;
  }
  const rc::Move &m = candidates.front();
  const bool check = rc::inCheck(m.after, m.after.whiteToMove);
  const bool mate = check && rc::legalMoves(m.after).empty();
  const std::string expected = mate ? "#" : check ? "+" : "";
  if (suffix != expected) {
    why = san + suffix + " should be marked '" + expected + "'";
    return std::nullopt;
  }
  return m;
}

std::string readFile(const QString &path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  const QByteArray bytes = f.readAll();
  return std::string(bytes.constData(), size_t(bytes.size()));
}

const char *const kPgnFiles[] = {"lichess-study.pgn", "lichess-games.pgn", "puzzles.pgn",
                                 "mates-in-two.pgn",  "openings.pgn",      "latin1.pgn"};

QString pgnPath(const char *file) {
  return QFINDTESTDATA(QStringLiteral("data/pgn/") + QString::fromLatin1(file));
}

// Final positions worked out by hand for the games that end in a known
// position, keyed by file and game number (1-based).
const std::map<std::pair<std::string, int>, std::string> kFinalFens = {
    // Scholar's mate: 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#.
    {{"lichess-study.pgn", 2},
     "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"},
    // The Opera Game ends 17. Rd8#.
    {{"lichess-study.pgn", 1}, "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"},
    // Légal's mate: 7. Nd5#.
    {{"latin1.pgn", 1}, "rn1q1bnr/ppp1kB1p/3p2p1/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7"},
    // Fool's mate: 1. f3 e5 2. g4 Qh4#.
    {{"latin1.pgn", 2}, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"},
    // 1... hxg3# en passant from a fullmove-0 set-up (C5, C14a).
    {{"puzzles.pgn", 3}, "k6r/8/8/8/8/6p1/P7/5bRK w - - 0 2"},
    // 1... O-O-O# from a four-field set-up: counters 0 and 1 assumed (C3, C14a).
    {{"puzzles.pgn", 4}, "2kr4/8/8/8/8/8/1p3q2/3K4 w - - 1 2"},
};

}  // namespace

class TestRefChess : public QObject {
  Q_OBJECT

 private slots:
  void perft_data();
  void perft();
  void fenRoundTrip_data();
  void fenRoundTrip();
  void fenRejects_data();
  void fenRejects();
  void turns_data();
  void turns();
  void absent_data();
  void absent();
  void counts_data();
  void counts();
  void afterMoves_data();
  void afterMoves();
  void status_data();
  void status();
  void pgnReplay_data();
  void pgnReplay();
  void pgnCoverage();
  void latin1File();
};

// C7: perft counts legal turns, as in the published tables (chessprogramming.org
// "Perft Results", positions 1-6; position 4 also in its colour-mirrored form).
void TestRefChess::perft_data() {
  QTest::addColumn<QString>("fen");
  QTest::addColumn<int>("depth");
  QTest::addColumn<qulonglong>("nodes");
  struct Table {
    const char *name;
    const char *fen;
    std::vector<qulonglong> counts;  // depth 1, 2, ...
  };
  const Table tables[] = {
      {"position 1 (start)", kStart, {20, 400, 8902, 197281, 4865609}},
      {"position 2 (Kiwipete)",
       "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
       {48, 2039, 97862, 4085603}},
      {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {14, 191, 2812, 43238, 674624}},
      {"position 4",
       "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
       {6, 264, 9467, 422333}},
      {"position 4 mirrored",
       "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
       {6, 264, 9467, 422333}},
      {"position 5",
       "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
       {44, 1486, 62379, 2103487}},
      {"position 6",
       "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
       {46, 2079, 89890, 3894594}},
  };
  for (const Table &t : tables)
    for (size_t d = 0; d < t.counts.size(); ++d)
      QTest::addRow("C7 %s depth %d", t.name, int(d + 1)) << t.fen << int(d + 1) << t.counts[d];
}

void TestRefChess::perft() {
  QFETCH(QString, fen);
  QFETCH(int, depth);
  QFETCH(qulonglong, nodes);
  QCOMPARE(qulonglong(rc::refPerft(fen.toStdString(), depth)), nodes);
}

// Read, then written canonically (C13); the leniencies of C14a.
void TestRefChess::fenRoundTrip_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("canonical");
  auto row = [](const char *name, const char *text, const char *canonical) {
    QTest::newRow(name) << text << canonical;
  };
  row("C1 start position", kStart, kStart);
  row("C13 counters and rights kept", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 37 52",
      "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 37 52");
  row("C14a four fields (EPD) as halfmove 0 fullmove 1",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", kStart);
  row("C14a five fields as fullmove 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 7",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 7 1");
  row("C14a fullmove 0 read as 1", "3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 0",
      "3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
  row("C14a castling letters in any order", "r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  row("C14a castling letters in any order, two of them", "r3k2r/8/8/8/8/8/8/R3K2R w qK - 0 1",
      "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1");
  row("C14a en-passant square without a capture dropped (PGN style after 1. e4)",
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  row("C14a en-passant square whose only capture is illegal (pinned) dropped",
      "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
  row("C14a en-passant square dropped in a four-field FEN",
      "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6",
      "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  row("C13 en-passant square with a legal capture kept",
      "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
      "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
  row("C13 en-passant square kept for White", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
      "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
}

void TestRefChess::fenRoundTrip() {
  QFETCH(QString, text);
  QFETCH(QString, canonical);
  rc::Board b;
  std::string error;
  QVERIFY2(rc::readFen(text.toStdString(), b, &error), error.c_str());
  QCOMPARE(QString::fromStdString(rc::writeFen(b)), canonical);
  // The canonical form reads back to itself.
  rc::Board again;
  QVERIFY(rc::readFen(canonical.toStdString(), again));
  QCOMPARE(QString::fromStdString(rc::writeFen(again)), canonical);
}

// C14: refused, with a message naming the column.
void TestRefChess::fenRejects_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("column");
  auto row = [](const char *name, const char *text, const char *column) {
    QTest::newRow(name) << text << column;
  };
  row("C14 three fields", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "fields");
  row("C14 seven fields", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", "fields");
  row("C14 bad character", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "placement");
  row("C14 digit 9", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement");
  row("C14 rank of 9 squares", "rnbqkbnr/pppppppp/8/8/p7p/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "placement");
  row("C14 rank of 7 squares", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "placement");
  row("C14 seven ranks", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement");
  row("C14 nine ranks", "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement");
  row("C14 two digits in a row", "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "placement");
  row("C14 rank brackets", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ[9]KBNR w KQkq - 0 1",
      "placement");
  row("C14 weapon braces", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ{x}KBNR w KQkq - 0 1",
      "placement");
  row("C14 no white king", "4k3/8/8/8/8/8/8/8 w - - 0 1", "placement");
  row("C14 two black kings", "3kk3/8/8/8/8/8/8/4K3 w - - 0 1", "placement");
  row("C14 pawn on rank 8", "3Pk3/8/8/8/8/8/8/4K3 w - - 0 1", "placement");
  row("C14 pawn on rank 1", "4k3/8/8/8/8/8/8/3pK3 w - - 0 1", "placement");
  row("C14 bad side", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", "side");
  row("C14 the side not to move in check", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "side");
  row("C14 castling letter repeated", "r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1", "castling");
  row("C14 castling letter not KQkq", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "castling");
  row("C14 castling without the rook on its corner", "r3k2r/8/8/8/8/8/8/R3K3 w K - 0 1",
      "castling");
  row("C14 castling with the king off its square", "r3k2r/8/8/8/8/8/8/R4K1R w Q - 0 1", "castling");
  row("C14 black castling without the rook", "4k2r/8/8/8/8/8/8/R3K2R w q - 0 1", "castling");
  row("C14 en-passant field not a square", "4k3/8/8/3pP3/8/8/8/4K3 w - d9 0 2", "en-passant");
  row("C14 en-passant square on rank 3 with White to move", "4k3/8/8/8/3Pp3/8/8/4K3 w - d3 0 2",
      "en-passant");
  row("C14 en-passant square on rank 6 with Black to move", "4k3/8/8/3pP3/8/8/8/4K3 b - d6 0 2",
      "en-passant");
  row("C14 en-passant square occupied", "4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 2", "en-passant");
  row("C14 en-passant square whose rank-7 neighbour is occupied",
      "4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 2", "en-passant");
  row("C14 en-passant square whose rank-2 neighbour is occupied",
      "4k3/8/8/8/3Pp3/8/3N4/4K3 b - d3 0 2", "en-passant");
  row("C14 en-passant square without the passed pawn", "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 2",
      "en-passant");
  row("C14 en-passant square passed by a pawn of the side to move",
      "4k3/8/8/3PP3/8/8/8/4K3 w - d6 0 2", "en-passant");
  row("C14 halfmove negative", "4k3/8/8/8/8/8/8/4K3 w - - -1 1", "halfmove");
  row("C14 halfmove not a number", "4k3/8/8/8/8/8/8/4K3 w - - x 1", "halfmove");
  row("C14 fullmove negative", "4k3/8/8/8/8/8/8/4K3 w - - 0 -3", "fullmove");
  row("C14 fullmove not whole", "4k3/8/8/8/8/8/8/4K3 w - - 0 1.5", "fullmove");
}

void TestRefChess::fenRejects() {
  QFETCH(QString, text);
  QFETCH(QString, column);
  rc::Board b;
  std::string error;
  QVERIFY(!rc::readFen(text.toStdString(), b, &error));
  QVERIFY2(QString::fromStdString(error).startsWith(column + ": "), error.c_str());
  QVERIFY(rc::refLegal(text.toStdString()).empty());
}

// A turn (by UCI) is legal exactly once, with this kind, captured squares and result.
void TestRefChess::turns_data() {
  QTest::addColumn<QString>("fen");
  QTest::addColumn<QString>("uci");
  QTest::addColumn<QString>("kind");
  QTest::addColumn<QString>("targets");
  QTest::addColumn<QString>("after");
  auto row = [](const char *name, const char *fen, const char *uci, const char *kind,
                const char *targets, const char *after) {
    QTest::newRow(name) << fen << uci << kind << targets << after;
  };
  row("C2 quiet move counts", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 4 9", "a1b1", "move", "",
      "r3k2r/8/8/8/8/8/8/1R2K2R b Kkq - 5 9");
  row("C2 capture resets the quiet counter", "4k3/8/8/3p4/4N3/8/8/4K3 b - - 12 30", "d5e4",
      "capture", "e4", "4k3/8/8/8/4p3/8/8/4K3 w - - 0 31");
  row("C3 short castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "castle", "",
      "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
  row("C3 long castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "castle", "",
      "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
  row("C3 Black short castling", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8", "castle", "",
      "r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2");
  row("C3 Black long castling", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", "castle", "",
      "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2");
  row("C3 long castling: the rook may cross an attacked b1", "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
      "e1c1", "castle", "", "1r2k3/8/8/8/8/8/8/2KR4 b - - 1 1");
  row("C3 long castling: the rook may cross an attacked b8", "r3k3/8/8/8/8/8/8/1R2K3 b q - 0 1",
      "e8c8", "castle", "", "2kr4/8/8/8/8/8/8/1R2K3 w - - 1 2");
  row("C3 long castling allowed while the short side is attacked",
      "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1", "castle", "",
      "4kr2/8/8/8/8/8/8/2KR3R b - - 1 1");
  row("C4 a king move loses both rights", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1e2", "move",
      "", "r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1");
  row("C4 a rook leaving its corner loses that right", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
      "h1h2", "move", "", "r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1");
  row("C4 a capture on a corner loses that corner's right", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
      "a1a8", "capture", "a8", "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
  row("C4 a bishop capturing on h8 removes Black's short right",
      "r3k2r/8/8/8/8/8/1B6/4K3 w kq - 0 1", "b2h8", "capture", "h8",
      "r3k2B/8/8/8/8/8/8/4K3 b q - 0 1");
  row("C5 en passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", "en-passant", "d5",
      "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
  row("C5 Black en passant", "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 2", "e4d3", "en-passant", "d4",
      "4k3/8/8/8/8/3p4/8/4K3 w - - 0 3");
  row("C5 en passant that removes the checking pawn", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "e4d3",
      "en-passant", "d4", "8/8/8/2k5/8/3p4/8/4K3 w - - 0 2");
  row("C6 promotion to a queen", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", "promotion", "",
      "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
  row("C6 promotion to a knight", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8n", "promotion", "",
      "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
  row("C6 promotion by a capture", "r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1", "b7a8r", "promotion", "a8",
      "R3k3/8/8/8/8/8/8/4K3 b - - 0 1");
  row("C6 Black promotes to a bishop", "4k3/8/8/8/8/8/6p1/K7 b - - 0 1", "g2g1b", "promotion", "",
      "4k3/8/8/8/8/8/8/K5b1 w - - 0 2");
}

void TestRefChess::turns() {
  QFETCH(QString, fen);
  QFETCH(QString, uci);
  QFETCH(QString, kind);
  QFETCH(QString, targets);
  QFETCH(QString, after);
  const std::vector<rc::RefChessResult> results = legal(fen);
  int found = 0;
  for (const rc::RefChessResult &r : results) {
    if (QString::fromStdString(r.uci) != uci) continue;
    ++found;
    QCOMPARE(QString::fromStdString(r.kind), kind);
    QCOMPARE(QString::fromStdString(r.from), uci.left(2));
    QCOMPARE(QString::fromStdString(r.to), uci.mid(2, 2));
    QStringList t;
    for (const std::string &s : r.targets) t << QString::fromStdString(s);
    QCOMPARE(t.join(','), targets);
    QCOMPARE(QString::fromStdString(r.fenAfter), after);
  }
  QVERIFY2(found == 1, qPrintable(describe(results)));
}

// A turn (by UCI) is not legal.
void TestRefChess::absent_data() {
  QTest::addColumn<QString>("fen");
  QTest::addColumn<QString>("uci");
  auto row = [](const char *name, const char *fen, const char *uci) {
    QTest::newRow(name) << fen << uci;
  };
  row("C3 no castling out of check", "4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1", "e1g1");
  row("C3 no long castling out of check", "4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1", "e1c1");
  row("C3 no castling across an attacked f1", "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1");
  row("C3 no castling onto an attacked g1", "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1");
  row("C3 no long castling across an attacked d1", "3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1");
  row("C3 no long castling onto an attacked c1", "2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1");
  row("C3 no long castling with b1 occupied", "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1c1");
  row("C3 no castling with g1 occupied", "r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1", "e1g1");
  row("C3 no castling across a pawn-attacked f8", "r3k2r/6P1/8/8/8/8/8/4K3 b kq - 0 1", "e8g8");
  row("C4 no castling without the right", "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "e1g1");
  row("C5 no en passant without the two-square step", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", "e5d6");
  row("C5 no en passant by a pinned pawn", "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", "d4e3");
  row("C6 promotion is compulsory", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8");
  row("C7 a pinned piece may not leave the line", "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3");
  row("C7 the king may not step into check", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1e2");
  row("C7 the king may not step along the checking line", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "e1f1");
}

void TestRefChess::absent() {
  QFETCH(QString, fen);
  QFETCH(QString, uci);
  const std::vector<rc::RefChessResult> results = legal(fen);
  QVERIFY2(!results.empty(), "the position must be readable and have legal turns");
  for (const rc::RefChessResult &r : results)
    QVERIFY2(QString::fromStdString(r.uci) != uci, qPrintable(describe(results)));
}

// How many legal turns of one kind a position has.
void TestRefChess::counts_data() {
  QTest::addColumn<QString>("fen");
  QTest::addColumn<QString>("kind");
  QTest::addColumn<int>("count");
  auto row = [](const char *name, const char *fen, const char *kind, int count) {
    QTest::newRow(name) << fen << kind << count;
  };
  row("C6 four promotions by a step", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "promotion", 4);
  row("C6 four promotions by a step and four by a capture", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
      "promotion", 8);
  row("C6 Black promotes four ways", "4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "promotion", 4);
  row("C3 both castlings", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castle", 2);
  row("C3 no castling with the rights but a blocked path", "r3k2r/8/8/8/8/8/8/RN2KB1R w KQkq - 0 1",
      "castle", 0);
  row("C5 two pawns may take en passant", "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 2", "en-passant", 2);
  row("C7 only king moves out of a double check", "4k3/8/8/8/1b6/8/8/r3K1NR w K - 0 1", "move", 2);
}

void TestRefChess::counts() {
  QFETCH(QString, fen);
  QFETCH(QString, kind);
  QFETCH(int, count);
  const std::vector<rc::RefChessResult> results = legal(fen);
  QVERIFY2(!results.empty(), "the position must be readable and have legal turns");
  int n = 0;
  for (const rc::RefChessResult &r : results)
    if (QString::fromStdString(r.kind) == kind) ++n;
  QVERIFY2(n == count, qPrintable(describe(results)));
}

// C13: the en-passant field of the FEN written after a line of turns.
void TestRefChess::afterMoves_data() {
  QTest::addColumn<QString>("fen");
  QTest::addColumn<QString>("line");  // UCI, space separated
  QTest::addColumn<QString>("after");
  auto row = [](const char *name, const char *fen, const char *line, const char *after) {
    QTest::newRow(name) << fen << line << after;
  };
  row("C13 after 1. e4 no en-passant square", kStart, "e2e4",
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  row("C13 after 1. e4 with a black pawn on d4 the square is written",
      "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3", "e2e4",
      "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
  row("C13 a pinned pawn's capture is illegal: no en-passant square",
      "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", "e2e4", "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
  row("C13 the square is written after Black's two-square step", kStart, "e2e4 g8f6 e4e5 d7d5",
      "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
  row("C13 the square is gone a turn later", kStart, "e2e4 g8f6 e4e5 d7d5 b1c3",
      "rnbqkb1r/ppp1pppp/5n2/3pP3/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3");
  row("C5 en passant by the move list, Alekhine's 3. exd6", kStart, "e2e4 g8f6 e4e5 d7d5 e5d6",
      "rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
  row("C4 rights after both kings walk", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
      "e1f1 e8d8 f1e1 d8e8", "r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3");
}

void TestRefChess::afterMoves() {
  QFETCH(QString, fen);
  QFETCH(QString, line);
  QFETCH(QString, after);
  QString current = fen;
  for (const QString &uci : line.split(' ')) {
    const std::vector<rc::RefChessResult> results = legal(current);
    QString next;
    for (const rc::RefChessResult &r : results)
      if (QString::fromStdString(r.uci) == uci) next = QString::fromStdString(r.fenAfter);
    QVERIFY2(!next.isEmpty(), qPrintable(uci + " is not legal in " + current));
    current = next;
  }
  QCOMPARE(current, after);
}

// C8-C12: the status of a bare position.
void TestRefChess::status_data() {
  QTest::addColumn<QString>("fen");
  QTest::addColumn<QString>("expected");
  auto row = [](const char *name, const char *fen, const char *expected) {
    QTest::newRow(name) << fen << expected;
  };
  row("C12 ongoing", kStart, "ongoing");
  row("C12 check", "4k3/8/8/8/8/8/8/4RK2 b - - 0 1", "check");
  row("C8 checkmate, white wins (Scholar's mate)",
      "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
      "white wins: checkmate");
  row("C8 checkmate, black wins (Fool's mate)",
      "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "black wins: checkmate");
  row("C8 stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "draw: stalemate");
  row("C9 (a) king against king", "8/8/4k3/8/8/3K4/8/8 w - - 0 1", "draw: insufficient material");
  row("C9 (b) king and knight against king", "8/8/4k3/8/8/3KN3/8/8 w - - 0 1",
      "draw: insufficient material");
  row("C9 (b) king against king and knight", "8/8/4k3/5n2/8/3K4/8/8 w - - 0 1",
      "draw: insufficient material");
  row("C9 (c) king and bishop against king", "8/8/4k3/8/8/3K4/8/5B2 b - - 0 1",
      "draw: insufficient material");
  row("C9 (c) bishops of both sides on dark squares", "5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1",
      "draw: insufficient material");
  row("C9 (c) three bishops on light squares", "8/8/4k3/8/b7/3K4/6B1/5B2 w - - 0 1",
      "draw: insufficient material");
  row("C9 not: bishops on squares of both colours", "5b2/8/4k3/8/8/3K4/8/5B2 w - - 0 1", "ongoing");
  row("C9 not: one side's bishops on both colours", "8/8/4k3/8/8/3K4/8/2B2B2 w - - 0 1", "ongoing");
  row("C9 not: two knights", "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1", "ongoing");
  row("C9 not: knight against knight", "8/8/4k3/5n2/8/3KN3/8/8 w - - 0 1", "ongoing");
  row("C9 not: knight and bishop", "8/8/4k3/8/8/3KN3/8/2B5 w - - 0 1", "ongoing");
  row("C9 not: knight against bishop", "8/8/4k3/8/8/3KN3/8/2b5 w - - 0 1", "ongoing");
  row("C9 not: a pawn", "8/8/4k3/8/8/3K4/7P/8 w - - 0 1", "ongoing");
  row("C9 not: a rook", "8/8/4k3/8/8/3K4/8/7R w - - 0 1", "ongoing");
  row("C10 fifty-move rule at 100", "8/8/4k3/8/8/3K4/8/R7 w - - 100 80", "draw: fifty-move rule");
  row("C10 not yet at 99", "8/8/4k3/8/8/3K4/8/R7 w - - 99 80", "ongoing");
  row("C12 checkmate before the fifty-move rule", "7k/6Q1/6K1/8/8/8/8/8 b - - 100 90",
      "white wins: checkmate");
  row("C12 stalemate before insufficient material", "k7/2K5/1B6/8/8/8/8/8 b - - 0 1",
      "draw: stalemate");
  row("C12 insufficient material before the fifty-move rule", "8/8/4k3/8/8/3K4/8/8 w - - 100 80",
      "draw: insufficient material");
  row("C12 fifty-move rule before check", "4k3/8/8/8/8/8/8/4RK2 b - - 100 80",
      "draw: fifty-move rule");
}

void TestRefChess::status() {
  QFETCH(QString, fen);
  QFETCH(QString, expected);
  std::string error;
  QCOMPARE(QString::fromStdString(rc::refStatus(fen.toStdString(), &error)), expected);
}

// C2-C8 on real files: every main-line move of every game in tests/data/pgn
// matches exactly one legal turn, with the right capture and check marks.
void TestRefChess::pgnReplay_data() {
  QTest::addColumn<QString>("file");
  QTest::addColumn<int>("index");
  for (const char *file : kPgnFiles) {
    const std::vector<PgnGame> games = parsePgn(readFile(pgnPath(file)));
    QVERIFY2(!games.empty(), file);
    for (size_t g = 0; g < games.size(); ++g)
      QTest::newRow(qPrintable(QStringLiteral("C2-C8 %1 game %2").arg(file).arg(g + 1)))
          << QString(file) << int(g + 1);
  }
}

void TestRefChess::pgnReplay() {
  QFETCH(QString, file);
  QFETCH(int, index);
  const std::vector<PgnGame> games = parsePgn(readFile(pgnPath(qPrintable(file))));
  QVERIFY(index <= int(games.size()));
  const PgnGame &game = games[size_t(index - 1)];
  QVERIFY2(!game.sans.empty(), "a game without moves");

  rc::Board b;
  std::string error;
  const auto fen = game.tags.find("FEN");
  QVERIFY2(rc::readFen(fen != game.tags.end() ? fen->second : kStart, b, &error), error.c_str());
  for (const std::string &san : game.sans) {
    std::string why;
    const std::optional<rc::Move> m = matchSan(b, san, why);
    QVERIFY2(m.has_value(), (why + " in " + rc::writeFen(b)).c_str());
    b = m->after;
  }

  // ChessBase-style files count the plies; the parser must have seen them all.
  const auto plyCount = game.tags.find("PlyCount");
  if (plyCount != game.tags.end()) QCOMPARE(game.sans.size(), size_t(std::stoi(plyCount->second)));

  // The movetext's result agrees with the Result tag, and a checkmate on the
  // board is the stated result (C8, C12).
  const auto resultTag = game.tags.find("Result");
  if (resultTag != game.tags.end()) QCOMPARE(game.result, resultTag->second);
  // "*" states no result (studies and puzzles write it even after a mate).
  const std::string status = rc::status(b);
  if (game.result != "*") {
    if (status == "white wins: checkmate") QCOMPARE(game.result, std::string("1-0"));
    if (status == "black wins: checkmate") QCOMPARE(game.result, std::string("0-1"));
    if (status.rfind("draw: ", 0) == 0) QCOMPARE(game.result, std::string("1/2-1/2"));
    if (game.sans.back().back() == '#') QVERIFY(status.find("checkmate") != std::string::npos);
  }

  const auto final = kFinalFens.find({file.toStdString(), index});
  if (final != kFinalFens.end()) QCOMPARE(rc::writeFen(b), final->second);
}

// The files together hold what they claim (tests/data/pgn/README.md):
// castling both ways, en passant, a promotion with check, checkmate by
// Qxf7#, disambiguation by file and by rank, a set-up with four fields and
// one with fullmove 0, and a game with Black to move first.
void TestRefChess::pgnCoverage() {
  std::set<std::string> seen;
  for (const char *file : kPgnFiles) {
    for (const PgnGame &game : parsePgn(readFile(pgnPath(file)))) {
      rc::Board b;
      const auto fen = game.tags.find("FEN");
      if (fen != game.tags.end()) {
        QVERIFY(rc::readFen(fen->second, b));
        int fields = 1;
        for (char c : fen->second) fields += c == ' ';
        if (fields == 4) seen.insert("C14a four-field set-up");
        if (fen->second.size() > 4 && fen->second.substr(fen->second.size() - 4) == " 0 0")
          seen.insert("C14a fullmove 0 set-up");
        if (!b.whiteToMove) seen.insert("Black moves first");
      } else {
        rc::readFen(kStart, b);
      }
      for (const std::string &san : game.sans) {
        std::string why;
        const std::optional<rc::Move> m = matchSan(b, san, why);
        if (!m) break;  // pgnReplay reports it
        if (san.rfind("O-O-O", 0) == 0)
          seen.insert("C3 long castling");
        else if (san.rfind("O-O", 0) == 0)
          seen.insert("C3 short castling");
        if (m->kind == "en-passant") seen.insert("C5 en passant");
        if (san == "e8=Q+") seen.insert("C6 e8=Q+");
        if (san == "Qxf7#") seen.insert("C8 Qxf7#");
        if (san == "Nbd2") seen.insert("Nbd2");
        if (san == "R1e2") seen.insert("R1e2");
        b = m->after;
      }
    }
  }
  for (const char *want :
       {"C3 long castling", "C3 short castling", "C5 en passant", "C6 e8=Q+", "C8 Qxf7#", "Nbd2",
        "R1e2", "C14a four-field set-up", "C14a fullmove 0 set-up", "Black moves first"})
    QVERIFY2(seen.count(want), want);
}

// latin1.pgn really is ISO-8859-1: its tags are not valid UTF-8, and read as
// Latin-1 they name the players.
void TestRefChess::latin1File() {
  const std::string bytes = readFile(pgnPath("latin1.pgn"));
  QVERIFY(!bytes.empty());
  QStringDecoder utf8(QStringDecoder::Utf8);
  const QString asUtf8 = utf8(QByteArray::fromStdString(bytes));
  QVERIFY(utf8.hasError());
  const std::vector<PgnGame> games = parsePgn(bytes);
  QVERIFY(!games.empty());
  QCOMPARE(QString::fromLatin1(games[0].tags.at("White")),
           QString::fromUtf8("Légal de Kermeur, François"));
}

QTEST_GUILESS_MAIN(TestRefChess)
#include "tst_refchess.moc"
