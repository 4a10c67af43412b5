// PGN reading and writing (docs/pgn.md): round trips compared node by node,
// the exact text the writer produces, the forms the reader accepts from other
// programs, and one row per kind of malformed file with the line, column and
// message it must report.
#include <QtTest>

#include <chrono>
#include <functional>
#include <random>

#include "notation.h"
#include "pgn.h"
#include "pgnclock.h"
#include "registry.h"
#include "rulesetloader.h"
#include "sfen.h"
#include "squares.h"

using namespace sc;

namespace {

VariantPtr shooters() { return Registry::instance().defaultVariant(); }

// A 10x12 board, so that squares and shapes have two-digit ranks.
VariantPtr bigBoard() {
  static VariantPtr v = [] {
    const std::string json = R"({"inherits": "shooters", "name": "tall", "title": "Tall Shooters",
      "board": {"files": 10, "ranks": 12},
      "start": "rnbqkbnr2/pppppppp2/10/10/10/10/10/10/10/10/PPPPPPPP2/RNBQKBNR2 w - 0 1"})";
    std::string error;
    auto rules = loadRuleset(
        json, "tall.json", [](const std::string &n) { return Registry::instance().source(n); },
        error);
    if (!rules) qFatal("tall ruleset: %s", error.c_str());
    return std::make_shared<const Variant>(*rules);
  }();
  return v;
}

QString qs(const std::string &s) { return QString::fromStdString(s); }

std::unique_ptr<GameTree> treeFrom(const VariantPtr &v, const std::string &sfen = {}) {
  const std::optional<Position> start = readSfen(v, sfen.empty() ? v->rules().startSfen : sfen);
  if (!start) qFatal("bad test SFEN %s", sfen.c_str());
  return std::make_unique<GameTree>(*start);
}

// Plays the space-separated tokens from `parent` and returns the last node.
NodeId play(GameTree &tree, NodeId parent, const std::string &tokens) {
  Position pos = tree.positionAt(parent);
  std::istringstream in(tokens);
  std::string token;
  while (in >> token) {
    std::string error;
    const std::optional<Turn> t = parseTurn(pos, token, &error);
    if (!t) qFatal("test line: %s", error.c_str());
    parent = tree.addChild(parent, *t, formatTurnWithSuffix(pos, *t));
    pos.make(*t);
  }
  return parent;
}

// A tree of random legal turns with random annotations, fixed by the seed.
void growRandom(GameTree &tree, int nodes, unsigned seed) {
  std::mt19937 rng(seed);
  auto chance = [&rng](int percent) { return int(rng() % 100) < percent; };
  const char *const words[] = {"strong", "weak", "the",        "bridge",      "holds",
                               "é",      "♞",    "\"quoted\"", "back\\slash", "(sic)",
                               "[Event", "%",    "a;b",        "100%",        "{x"};
  auto sentence = [&] {
    std::string s;
    for (int n = 1 + rng() % 12; n > 0; --n) {
      if (!s.empty()) s += ' ';
      s += words[rng() % 15];
    }
    return s;
  };
  auto annotate = [&](NodeId id) {
    Annotation &a = tree.annotation(id);
    if (chance(15)) a.commentAfter = sentence();
    if (chance(8)) a.commentBefore = sentence();
    if (chance(10)) a.nags.push_back(1 + rng() % 6);
    if (chance(3)) a.nags.push_back(10 + rng() % 10);
    const std::vector<Square> &squares = tree.start().variant().squares();
    for (int n = chance(6) ? 1 + rng() % 3 : 0; n > 0; --n)
      a.arrows.push_back({squares[rng() % squares.size()], squares[rng() % squares.size()],
                          ShapeColor(rng() % 4)});
    for (int n = chance(6) ? 1 + rng() % 3 : 0; n > 0; --n)
      a.circles.push_back({squares[rng() % squares.size()], ShapeColor(rng() % 4)});
  };
  auto turns = std::make_unique<TurnList>();
  std::vector<NodeId> ids{tree.root()};
  while (tree.nodeCount() < nodes) {
    // From a random node, a line of up to 12 random turns: variations of
    // variations appear on their own.
    NodeId at = ids[rng() % ids.size()];
    Position pos = tree.positionAt(at);
    for (int n = 1 + rng() % 12; n > 0 && tree.nodeCount() < nodes; --n) {
      generateLegal(pos, *turns);
      if (turns->size == 0) break;
      const Turn t = (*turns)[int(rng() % turns->size)];
      NodeId next = tree.findChild(at, t);
      if (next == kNoNode) {
        next = tree.addChild(at, t, formatTurnWithSuffix(pos, t));
        annotate(next);
        ids.push_back(next);
      }
      pos.make(t);
      at = next;
    }
  }
}

// Compares two trees node by node, in the same shape; fails the test with the
// path to the first difference.
void compareTrees(const GameTree &a, const GameTree &b) {
  QCOMPARE(a.tags(), b.tags());
  QCOMPARE(writeSfen(a.start()), writeSfen(b.start()));
  QCOMPARE(a.start().rules().name, b.start().rules().name);
  QCOMPARE(a.nodeCount(), b.nodeCount());
  std::vector<std::pair<NodeId, NodeId>> stack{{a.root(), b.root()}};
  while (!stack.empty()) {
    const auto [x, y] = stack.back();
    stack.pop_back();
    const Node &nx = a.node(x), &ny = b.node(y);
    const std::string where = "at " + nx.notation + " (ply " + std::to_string(nx.ply) + ")";
    QVERIFY2(nx.turn == ny.turn, where.c_str());
    QVERIFY2(nx.notation == ny.notation, (where + " vs " + ny.notation).c_str());
    QVERIFY2(nx.ply == ny.ply, where.c_str());
    QVERIFY2(
        nx.annotation.commentBefore == ny.annotation.commentBefore,
        (where + ": [" + nx.annotation.commentBefore + "] vs [" + ny.annotation.commentBefore + "]")
            .c_str());
    QVERIFY2(
        nx.annotation.commentAfter == ny.annotation.commentAfter,
        (where + ": [" + nx.annotation.commentAfter + "] vs [" + ny.annotation.commentAfter + "]")
            .c_str());
    QVERIFY2(nx.annotation.nags == ny.annotation.nags, where.c_str());
    QVERIFY2(nx.annotation.arrows == ny.annotation.arrows, where.c_str());
    QVERIFY2(nx.annotation.circles == ny.annotation.circles, where.c_str());
    QVERIFY2(nx.children.size() == ny.children.size(), where.c_str());
    for (std::size_t i = 0; i < nx.children.size(); ++i)
      stack.push_back({nx.children[i], ny.children[i]});
  }
}

std::string allProblems(const PgnFile &file) {
  std::string s;
  for (const PgnProblem &p : file.problems) s += "file: " + p.toString() + "\n";
  for (std::size_t g = 0; g < file.games.size(); ++g)
    for (const PgnProblem &p : file.games[g].problems)
      s += "game " + std::to_string(g) + ": " + p.toString() + "\n";
  return s;
}

// Reads a text the test expects to be clean.
PgnFile readClean(const VariantPtr &v, const std::string &text) {
  PgnFile file = readPgn(v, text);
  const std::string problems = allProblems(file);
  if (!problems.empty()) qWarning("%s\n--- in ---\n%s", problems.c_str(), text.c_str());
  return file;
}

using Builder = std::function<std::vector<std::unique_ptr<GameTree>>()>;
std::map<QString, Builder> &builders() {
  static std::map<QString, Builder> table;
  return table;
}

std::vector<std::unique_ptr<GameTree>> one(std::unique_ptr<GameTree> t) {
  std::vector<std::unique_ptr<GameTree>> v;
  v.push_back(std::move(t));
  return v;
}

}  // namespace

class TestPgn : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void roundTrip_data();
  void roundTrip();
  void writtenText();
  void checkSuffixes();
  void commentPlacement();
  void foreignForms_data();
  void foreignForms();
  void clocksOfPlayedGames();
  void clockTexts();
  void variantTag_data();
  void variantTag();
  void malformed_data();
  void malformed();
  void multiGameWithBadMiddle();
  void wordsBeforeTheFirstTurn();
  void deepNest();
  void deepNestWritten();
  void randomBytesNeverCrash();
};

void TestPgn::initTestCase() {
  auto &b = builders();
  b["main line only"] = [] {
    auto t = treeFrom(shooters());
    play(*t, 0, "Pe2-e3 Pd7-d6 Pe3-e4 Pd6-d5 Pe4@d5 Qd8-d5 Nb1-c3");
    return one(std::move(t));
  };
  b["variations, nested"] = [] {
    auto t = treeFrom(shooters());
    const NodeId e3 = play(*t, 0, "Pe2-e3");
    const NodeId d6 = play(*t, e3, "Pd7-d6");
    play(*t, d6, "Pe3-e4 Pd6-d5 Pe4@d5");
    const NodeId e6 = play(*t, e3, "Pe7-e6 Pd2-d3");
    play(*t, t->node(e6).parent, "Nb1-c3 Ng8-f6");  // a variation inside a variation
    play(*t, e3, "Nb8-c6");
    play(*t, 0, "Pd2-d3 Pd7-d6");
    return one(std::move(t));
  };
  b["comments before and after"] = [] {
    auto t = treeFrom(shooters());
    t->annotation(0).commentAfter = "An introduction to the game.";
    const NodeId e3 = play(*t, 0, "Pe2-e3");
    t->annotation(e3).commentBefore = "Quiet:";  // after a root comment
    const NodeId e6 = play(*t, e3, "Pe7-e6");
    t->annotation(e6).commentBefore = "only before";  // right after a turn with no comment
    const NodeId d3 = play(*t, e6, "Pd2-d3");
    t->annotation(d3).commentBefore = "both";
    t->annotation(d3).commentAfter = "sides";
    const NodeId d6 = play(*t, e3, "Pd7-d6");
    t->annotation(d6).commentBefore = "first of a variation";
    t->annotation(d6).commentAfter =
        "a long comment that has to be wrapped over several lines "
        "because it is far longer than eighty columns, with UTF-8: "
        "é ♞ and [brackets] and \"quotes\" and 100% at a line start";
    const NodeId c6 = play(*t, d3, "Pc7-c6");
    t->annotation(c6).commentBefore = "after a variation?";  // no: the main line goes on after d3
    return one(std::move(t));
  };
  b["comment before the first turn"] = [] {
    auto t = treeFrom(shooters());
    const NodeId e3 = play(*t, 0, "Pe2-e3");
    t->annotation(e3).commentBefore = "before the very first turn";
    return one(std::move(t));
  };
  b["only a game comment"] = [] {
    auto t = treeFrom(shooters());
    t->annotation(0).commentAfter = "no turns yet";
    t->annotation(0).circles.push_back({sq("e1"), ShapeColor::Red});
    return one(std::move(t));
  };
  b["NAGs and glyphs"] = [] {
    auto t = treeFrom(shooters());
    const NodeId e3 = play(*t, 0, "Pe2-e3");
    t->annotation(e3).nags = {1};
    const NodeId d6 = play(*t, e3, "Pd7-d6");
    t->annotation(d6).nags = {6, 146, 14};
    const NodeId e6 = play(*t, e3, "Pe7-e6");
    t->annotation(e6).nags = {3};
    t->annotation(e6).commentAfter = "brilliant";
    return one(std::move(t));
  };
  b["arrows and circles"] = [] {
    auto t = treeFrom(shooters());
    t->annotation(0).arrows.push_back({sq("e2"), sq("e4"), ShapeColor::Green});
    const NodeId e3 = play(*t, 0, "Pe2-e3");
    Annotation &a = t->annotation(e3);
    a.arrows = {{sq("d1"), sq("h5"), ShapeColor::Red}, {sq("b1"), sq("c3"), ShapeColor::Blue}};
    a.circles = {{sq("d4"), ShapeColor::Yellow}, {sq("h8"), ShapeColor::Green}};
    const NodeId d6 = play(*t, e3, "Pd7-d6");
    t->annotation(d6).commentAfter = "with text";
    t->annotation(d6).circles = {{sq("a1"), ShapeColor::Blue}};
    return one(std::move(t));
  };
  b["tags"] = [] {
    auto t = treeFrom(shooters());
    t->tags() = {{"Event", "Club \"Open\" 2024"},
                 {"Site", "C:\\games"},
                 {"Date", "2024.05.01"},
                 {"Round", "3"},
                 {"White", "Ada"},
                 {"Black", "Grace"},
                 {"Result", "1-0"},
                 {"Annotator", "Teacher"},
                 {"TimeControl", "40/7200"}};
    play(*t, 0, "Pe2-e3");
    return one(std::move(t));
  };
  b["SetUp and FEN: bridges and reduced ranks"] = [] {
    auto t =
        treeFrom(shooters(),
                 "r1bqk2r/ppp2ppp/2n1pn[2]2/3p4/2B1P3/2N2N2/PPPP[3]1PPP/R1BQK2R w d1e1,e6f6 3 9");
    t->tags()["White"] = "Set-up";
    growRandom(*t, 300, 7);
    return one(std::move(t));
  };
  b["Black to move in the FEN"] = [] {
    auto t = treeFrom(shooters(), "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b - 1 1");
    play(*t, 0, "Pe7-e6 Pd2-d3");
    play(*t, 0, "Pd7-d6");
    return one(std::move(t));
  };
  b["big board: two-digit ranks"] = [] {
    auto t = treeFrom(bigBoard());
    const NodeId a = play(*t, 0, "Pe2-e3 Pe11-e10");
    t->annotation(a).arrows = {{sq("a12"), sq("j10"), ShapeColor::Yellow}};
    t->annotation(a).circles = {{sq("j12"), ShapeColor::Red}};
    growRandom(*t, 200, 11);
    return one(std::move(t));
  };
  b["random tree, 3000 nodes"] = [] {
    auto t = treeFrom(shooters());
    growRandom(*t, 3000, 2024);
    return one(std::move(t));
  };
  b["several games"] = [] {
    std::vector<std::unique_ptr<GameTree>> games;
    for (unsigned seed : {1u, 2u, 3u}) {
      auto t = treeFrom(shooters());
      t->tags()["Round"] = std::to_string(seed);
      growRandom(*t, 100, seed);
      games.push_back(std::move(t));
    }
    games.push_back(treeFrom(shooters()));  // an empty game between others
    auto last = treeFrom(shooters(), "4k3/8/8/8/8/8/8/4K3 w - 0 1");
    last->tags()["Result"] = "1/2-1/2";
    games.push_back(std::move(last));
    return games;
  };
}

void TestPgn::roundTrip_data() {
  QTest::addColumn<QString>("builder");
  for (const auto &[name, builder] : builders()) QTest::newRow(qPrintable(name)) << name;
}

void TestPgn::roundTrip() {
  QFETCH(QString, builder);
  const std::vector<std::unique_ptr<GameTree>> games = builders().at(builder)();
  std::vector<const GameTree *> pointers;
  for (const auto &g : games) pointers.push_back(g.get());
  const VariantPtr variant = games.front()->start().variantPtr();
  const std::string text = writePgn(pointers);

  const PgnFile file = readClean(variant, text);
  QCOMPARE(qs(allProblems(file)), QString());
  QCOMPARE(file.games.size(), games.size());
  for (std::size_t i = 0; i < games.size(); ++i) {
    QVERIFY(file.games[i].tree);
    compareTrees(*games[i], *file.games[i].tree);
    if (QTest::currentTestFailed()) qWarning("game %zu of\n%s", i, text.c_str());
  }

  // Deterministic: writing what was read gives the same text.
  std::vector<const GameTree *> again;
  for (const PgnGame &g : file.games) again.push_back(g.tree.get());
  QCOMPARE(qs(writePgn(again)), qs(text));

  // Lines stay within 80 columns unless one word is longer.
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    std::size_t width = 0;
    for (unsigned char c : line) width += (c & 0xC0) != 0x80;
    if (width > 80 && line.find(' ') != std::string::npos && line[0] != '[')
      QFAIL(("line longer than 80 columns: " + line).c_str());
    QVERIFY2(line.empty() || line[0] != '%', line.c_str());
  }
}

void TestPgn::writtenText() {
  auto t = treeFrom(shooters());
  t->tags()["White"] = "Ada";
  t->tags()["Result"] = "0-1";
  const NodeId e3 = play(*t, 0, "Pe2-e3");
  t->annotation(e3).nags = {1};
  const NodeId d6 = play(*t, e3, "Pd7-d6");
  t->annotation(d6).commentAfter = "Solid.";
  t->annotation(d6).arrows = {{sq("d1"), sq("h5"), ShapeColor::Red}};
  play(*t, d6, "Pe3-e4 Pd6-d5 Pe4@d5");
  const NodeId e6 = play(*t, e3, "Pe7-e6");
  t->annotation(e6).commentBefore = "Or";
  t->annotation(play(*t, e6, "Pd2-d3")).commentBefore = "Now";
  const std::string expected =
      "[Event \"?\"]\n"
      "[Site \"?\"]\n"
      "[Date \"????.??.??\"]\n"
      "[Round \"?\"]\n"
      "[White \"Ada\"]\n"
      "[Black \"?\"]\n"
      "[Result \"0-1\"]\n"
      "[Variant \"Shooters Chess\"]\n"
      "\n"
      "1. Pe2-e3 $1 Pd7-d6 {Solid. [%cal Rd1h5]} ( {Or} 1... Pe7-e6 2. {Now} Pd2-d3 )\n"
      "2. Pe3-e4 Pd6-d5 3. Pe4@d5 0-1\n";
  QCOMPARE(qs(writePgn(*t)), qs(expected));
}

void TestPgn::checkSuffixes() {
  // The writer marks check and checkmate (docs/notation.md); the reader
  // accepts the marks and the tree shows the marks the rules give, whatever
  // the file said (a wrong "+" in a file is dropped, a missing one added).
  auto t = treeFrom(shooters(), "4k3/8/8/8/8/8/3p4/Q3K3 w - 0 1");
  play(*t, 0, "Qa1-a8");
  play(*t, 0, "Qa1-a2");
  const std::string text = writePgn(*t);
  QVERIFY2(text.find("\n\n1. Qa1-a8# ( 1. Qa1-a2+ ) *\n") != std::string::npos, text.c_str());
  const PgnFile file = readClean(shooters(), text);
  QCOMPARE(qs(allProblems(file)), QString());
  compareTrees(*t, *file.games.at(0).tree);
  QCOMPARE(file.games[0].tree->node(1).notation, std::string("Qa1-a8#"));
}

void TestPgn::commentPlacement() {
  // After a turn every comment is that turn's, as other programs write them
  // ({text} {[%cal ...]}); after a turn number, '(' or ')' it is the next turn's.
  const std::string text =
      "{intro} {[%csl Ge1]} 1. Pe2-e3 {after e3} {[%cal Gd1h5]} 1... {before e6} Pe7-e6 $2 "
      "{after e6} ( {before d6} 1... Pd7-d6 {after d6} ) {before d3} 2. Pd2-d3 2... {before c6} "
      "Pc7-c6 {dangling} *";
  const PgnFile file = readClean(shooters(), text);
  QCOMPARE(qs(allProblems(file)), QString());
  const GameTree &t = *file.games.at(0).tree;
  const std::vector<NodeId> main = t.mainLine();
  QCOMPARE(int(main.size()), 5);
  auto note = [&t](NodeId id) { return t.node(id).annotation; };
  QCOMPARE(note(0).commentAfter, std::string("intro"));
  QCOMPARE(note(0).circles, (std::vector<Circle>{{sq("e1"), ShapeColor::Green}}));
  QCOMPARE(note(main[1]).commentAfter, std::string("after e3"));
  QCOMPARE(note(main[1]).arrows, (std::vector<Arrow>{{sq("d1"), sq("h5"), ShapeColor::Green}}));
  QCOMPARE(note(main[2]).commentBefore, std::string("before e6"));
  QCOMPARE(note(main[2]).commentAfter, std::string("after e6"));
  QCOMPARE(note(main[2]).nags, std::vector<int>{2});
  const NodeId d6 = t.node(main[1]).children.at(1);
  QCOMPARE(note(d6).commentBefore, std::string("before d6"));
  QCOMPARE(note(d6).commentAfter, std::string("after d6"));
  QCOMPARE(note(main[3]).commentBefore, std::string("before d3"));
  QCOMPARE(note(main[3]).commentAfter, std::string());
  QCOMPARE(note(main[4]).commentBefore, std::string("before c6"));
  QCOMPARE(note(main[4]).commentAfter, std::string("dangling"));
}

void TestPgn::foreignForms_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("expected");  // the main line, each token with its NAGs
  QTest::newRow("suffix glyphs") << "1. Pe2-e3! Pd7-d6? 2. Pe3-e4!! Pd6-d5?? 3. Pe4@d5!? Qd8-d5?! *"
                                 << "Pe2-e3 $1 Pd7-d6 $2 Pe3-e4 $3 Pd6-d5 $4 Pe4@d5 $5 Qd8-d5 $6";
  QTest::newRow("glyphs as tokens") << "1. Pe2-e3 ! Pd7-d6 += $18 *"
                                    << "Pe2-e3 $1 Pd7-d6 $14 $18";
  QTest::newRow("glyphs as books print them")
      << "1. Pe2-e3 \u00B1 Pd7-d6\u25A1 2. Pe3-e4\u203C Nb8-c6 \u2192 3. Pd2-d3 +\u2212 N *"
      << "Pe2-e3 $16 Pd7-d6 $7 Pe3-e4 $3 Nb8-c6 $41 Pd2-d3 $18 $146";
  QTest::newRow("number glued to the turn") << "1.Pe2-e3 1...Pd7-d6 2.Pe3-e4 *"
                                            << "Pe2-e3 Pd7-d6 Pe3-e4";
  QTest::newRow("letters left out") << "1. e2-e3 d7-d6 2. d2=c2 *"
                                    << "Pe2-e3 Pd7-d6 Pc2=Pd2";
  QTest::newRow("bridge named either way") << "1. Pe2=Pd2 *"
                                           << "Pd2=Pe2";
  const QString bomber = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3p4/Q3K3 w - 0 1\"]\n\n";
  QTest::newRow("bomber") << bomber + "1. Ke1@@ *"
                          << "Ke1@@";
  QTest::newRow("bomber with a glyph") << bomber + "1. Ke1@@?? *"
                                       << "Ke1@@ $4";
  QTest::newRow("checkmate suffix") << bomber + "1. Qa1-a8#! *"
                                    << "Qa1-a8# $1";
  QTest::newRow("check suffix and glyph") << "1. Pe2-e3+! *"
                                          << "Pe2-e3 $1";
  QTest::newRow("line comment and escape") << "% an escape line\n1. Pe2-e3 ; to the end\nPd7-d6 *"
                                           << "Pe2-e3 Pd7-d6";
  QTest::newRow("no result, CRLF, tabs") << "1.\tPe2-e3\r\n\tPd7-d6\r\n"
                                         << "Pe2-e3 Pd7-d6";
  QTest::newRow("byte order mark") << "\xEF\xBB\xBF[Event \"x\"]\n1. Pe2-e3 *"
                                   << "Pe2-e3";
  QTest::newRow("Lichess comment with clock")
      << "1. Pe2-e3 { [%clk 0:05:00] [%csl Gd4][%cal Ge2e4,Rb1c3] fine } *"
      << "Pe2-e3";
  QTest::newRow("quotes left unescaped in a tag")
      << "[Event \"The \"Big\" Open\"] [Site \"x\"]\n[Round \"a\" \"b\"]\n1. Pe2-e3 *"
      << "Pe2-e3";
  QTest::newRow("Unicode spaces, a joined file's byte order mark, a printed draw")
      << "1.\u00A0Pe2-e3\u2009Pd7-d6\u200B\u00A0\u00BD-\u00BD\n\n\uFEFF"
      << "Pe2-e3 Pd7-d6";
}

void TestPgn::foreignForms() {
  QFETCH(QString, text);
  QFETCH(QString, expected);
  const PgnFile file = readClean(shooters(), text.toStdString());
  QCOMPARE(qs(allProblems(file)), QString());
  QCOMPARE(int(file.games.size()), 1);
  const GameTree &t = *file.games[0].tree;
  QStringList got;
  for (NodeId id : t.mainLine()) {
    if (id == t.root()) continue;
    got << QString::fromStdString(t.node(id).notation);
    for (int nag : t.node(id).annotation.nags) got << QString("$%1").arg(nag);
  }
  QCOMPARE(got.join(' '), expected);
  if (QTest::currentDataTag() == QString("quotes left unescaped in a tag")) {
    QCOMPARE(t.tags().at("Event"), std::string("The \"Big\" Open"));
    QCOMPARE(t.tags().at("Site"), std::string("x"));
    QCOMPARE(t.tags().at("Round"), std::string("a\" \"b"));
    QVERIFY(writePgn(t).find("[Event \"The \\\"Big\\\" Open\"]") != std::string::npos);
  }
  if (QTest::currentDataTag() ==
      QString("Unicode spaces, a joined file's byte order mark, a printed draw"))
    QCOMPARE(t.tags().at("Result"), std::string("1/2-1/2"));
  if (QTest::currentDataTag() == QString("Lichess comment with clock")) {
    const Annotation &a = t.node(t.mainLine()[1]).annotation;
    QCOMPARE(a.commentAfter, std::string("fine"));
    QCOMPARE(a.clock, std::string("0:05:00"));
    QCOMPARE(a.circles, (std::vector<Circle>{{sq("d4"), ShapeColor::Green}}));
    QCOMPARE(a.arrows, (std::vector<Arrow>{{sq("e2"), sq("e4"), ShapeColor::Green},
                                           {sq("b1"), sq("c3"), ShapeColor::Red}}));
  }
}

void TestPgn::clocksOfPlayedGames() {
  // [%clk] and [%emt] leave the comment for the turn's clock fields and are
  // written back after the evaluation, in Lichess's order; a clock that is not
  // a time stays in the comment's words.
  const std::string text =
      "1. Pe2-e3 { [%eval 0.2] [%clk 0:05:00] [%emt 0:00:03.5] good } 1... Pd7-d6 { [%clk 1:00] }"
      " 2. Pe3-e4 { [%clk soon] } *";
  const PgnFile file = readClean(shooters(), text);
  QCOMPARE(qs(allProblems(file)), QString());
  const GameTree &t = *file.games.at(0).tree;
  const std::vector<NodeId> line = t.mainLine();
  QCOMPARE(int(line.size()), 4);
  const Annotation &first = t.node(line[1]).annotation;
  QCOMPARE(first.commentAfter, std::string("good"));
  QCOMPARE(first.eval, std::string("0.2"));
  QCOMPARE(first.clock, std::string("0:05:00"));
  QCOMPARE(first.elapsed, std::string("0:00:03.5"));
  QCOMPARE(t.node(line[2]).annotation.clock, std::string("1:00"));
  QCOMPARE(t.node(line[2]).annotation.commentAfter, std::string());
  QCOMPARE(t.node(line[3]).annotation.clock, std::string());
  QCOMPARE(t.node(line[3]).annotation.commentAfter, std::string("[%clk soon]"));

  const std::string written = writePgn(t);
  QVERIFY2(written.find("\n\n1. Pe2-e3 {good [%eval 0.2] [%clk 0:05:00] [%emt 0:00:03.5]} 1... "
                        "Pd7-d6\n{[%clk 1:00]} 2. Pe3-e4 {[%clk soon]} *\n") != std::string::npos,
           written.c_str());
  const PgnFile again = readClean(shooters(), written);
  compareTrees(t, *again.games.at(0).tree);
  QCOMPARE(again.games[0].tree->node(line[1]).annotation, first);

  // The start's own score (Analyse Game writes it) and a game's words before
  // the first turn: read into the start, written back before the first turn.
  const PgnFile scored =
      readClean(shooters(), "{ Played in the park. [%eval 2.72] } 1. Pe2-e3 { [%eval 0.2] } *");
  QCOMPARE(qs(allProblems(scored)), QString());
  const GameTree &s = *scored.games.at(0).tree;
  QCOMPARE(s.node(s.root()).annotation.eval, std::string("2.72"));
  QCOMPARE(s.node(s.root()).annotation.commentAfter, std::string("Played in the park."));
  const std::string back = writePgn(s);
  QVERIFY2(back.find("\n\n{Played in the park. [%eval 2.72]} 1. Pe2-e3 {[%eval 0.2]} *\n") !=
               std::string::npos,
           back.c_str());
  // The score alone is kept as well.
  GameTree bare = s;
  bare.annotation(bare.root()).commentAfter.clear();
  QVERIFY(writePgn(bare).find("\n\n{[%eval 2.72]} 1. Pe2-e3") != std::string::npos);
}

void TestPgn::clockTexts() {
  QCOMPARE(pgn::shortClock("0:02:58"), std::string("2:58"));
  QCOMPARE(pgn::shortClock("1:05:00"), std::string("1:05:00"));
  QCOMPARE(pgn::shortClock("01:05:00"), std::string("1:05:00"));
  QCOMPARE(pgn::shortClock("0:00:07.40"), std::string("0:07.4"));
  QCOMPARE(pgn::shortClock("0:00:05.0"), std::string("0:05"));
  QCOMPARE(pgn::shortClock("10:00"), std::string("10:00"));
  QCOMPARE(pgn::shortClock("100:00:00"), std::string("100:00:00"));
  for (const char *bad : {"", "5", "1:60:00", "1:2:03", "0:00:05.", "0:00:05.1234", "a:00",
                          "1:00:00:00", "-1:00", "1:00 "}) {
    QVERIFY2(!pgn::isClockText(bad), bad);
    QCOMPARE(pgn::shortClock(bad), std::string());
  }
}

void TestPgn::variantTag_data() {
  QTest::addColumn<QString>("value");
  QTest::newRow("title") << "Shooters Chess (revised edition)";
  QTest::newRow("short title") << "Shooters Chess";
  QTest::newRow("registry name") << "shooters";
  QTest::newRow("any case") << "SHOOTERS CHESS";
}

void TestPgn::variantTag() {
  QFETCH(QString, value);
  const std::string text = "[Variant \"" + value.toStdString() + "\"]\n\n1. Pe2-e3 *\n";
  const PgnFile file = readClean(shooters(), text);
  QCOMPARE(qs(allProblems(file)), QString());
  QVERIFY(file.games.at(0).tree);
  QCOMPARE(file.games[0].tree->start().rules().name, std::string("shooters"));
  QVERIFY(!file.games[0].tree->tags().count("Variant"));  // derived from the start, not kept
}

void TestPgn::malformed_data() {
  QTest::addColumn<QByteArray>("text");
  QTest::addColumn<int>("game");  // which game has the problem; -1: the file
  QTest::addColumn<int>("line");
  QTest::addColumn<int>("column");
  QTest::addColumn<QString>("fragment");
  QTest::addColumn<int>("kept");   // nodes kept in that game, root included; -1: no tree
  QTest::addColumn<int>("games");  // games read from the file

  const QByteArray tags = "[Event \"x\"]\n\n";  // the movetext starts on line 3
  QTest::newRow("truncated mid-tag") << QByteArray("[Event \"Truncat") << 0 << 1 << 16
                                     << "the value of the tag Event is not closed: expected '\"' "
                                        "before the end of the file"
                                     << 1 << 1;
  QTest::newRow("tag value open at the end of a line")
      << QByteArray("[Event \"x]\n[Site \"y\"]\n\n1. Pe2-e3 *") << 0 << 1 << 11
      << "expected '\"' before the end of the line" << 2 << 1;
  QTest::newRow("tag without a value") << QByteArray("[Event]\n\n1. Pe2-e3 *") << 0 << 1 << 7
                                       << "expected '\"' and the value of the tag Event" << 2 << 1;
  QTest::newRow("truncated mid-comment")
      << tags + "1. Pe2-e3 {cut he" << 0 << 3 << 11
      << "the comment is not closed: expected '}' before the end "
         "of the file"
      << 2 << 1;
  QTest::newRow("truncated mid-variation")
      << tags + "1. Pe2-e3 Pe7-e6 (1... Pd7-d6 2. Pd2-d3" << 0 << 3 << 40
      << "expected ')' to close the variation opened at line 3, column 18, but found the end of "
         "the file"
      << 5 << 1;
  QTest::newRow("truncated mid-turn") << tags + "1. Pe2-e3 Pe7-e" << 0 << 3 << 16
                                      << "'Pe7-e' cannot be read: expected a rank number after the "
                                         "file 'e'"
                                      << 2 << 1;
  QTest::newRow("junk bytes go on, one problem for the run")
      << tags + "1. Pe2-e3 \x81\xFE Pe7-e6 *" << 0 << 3 << 11
      << "expected a turn, a comment or ')' but found invalid UTF-8 byte 0x81" << 3 << 1;
  QTest::newRow("NUL byte goes on") << tags + QByteArray("1. Pe2-e3\0 Pe7-e6 *", 19) << 0 << 3 << 10
                                    << "found byte 0x00 (NUL)" << 3 << 1;
  QTest::newRow("invalid UTF-8 in a comment goes on")
      << tags + "1. Pe2-e3 {caf\x81 au lait} Pe7-e6 *" << 0 << 3 << 15
      << "in a comment: invalid UTF-8 byte 0x81 replaced by U+FFFD" << 3 << 1;
  QTest::newRow("NUL in a comment goes on") << tags + QByteArray("1. Pe2-e3 {a\0b} Pe7-e6 *", 24)
                                            << 0 << 3 << 13 << "byte 0x00 (NUL) replaced" << 3 << 1;
  QTest::newRow("illegal turn") << tags + "1. Pe2-e3 Pe7-e6\n2. Ra1@a6 Pd7-d6 *" << 0 << 4 << 4
                                << "'Ra1@a6' is not a legal turn: " << 3 << 1;
  QTest::newRow("illegal turn: wrong side") << tags + "1. Pa7-a6 *" << 0 << 3 << 4
                                            << "'Pa7-a6' is not a legal turn: the pawn on a7 is "
                                               "Black's, and White is to move"
                                            << 1 << 1;
  QTest::newRow("unreadable token") << tags + "1. Pe2-e3 Pe7-e6 2. Ra1?a3 *" << 0 << 3 << 24
                                    << "'Ra1?a3' cannot be read: expected one of - @ > x ^ = | ~ "
                                       "after a1"
                                    << 3 << 1;
  QTest::newRow("chess castling") << tags + "1. O-O *" << 0 << 3 << 4
                                  << "'O-O' cannot be read: 'O' is not a piece letter" << 1 << 1;
  QTest::newRow("unknown variant") << QByteArray("[Variant \"Chess960\"]\n\n1. e4 *") << 0 << 1
                                   << 11 << "unknown variant \"Chess960\"; known: " << -1 << 1;
  QTest::newRow("bad FEN")
      << QByteArray(
             "[SetUp \"1\"]\n[FEN \"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1\"]\n"
             "\n1. Pe2-e3 *")
      << 0 << 2 << 24
      << "the FEN tag is not a valid SFEN: column 18: rank 7 has 9 squares, expected 8" << -1 << 1;
  QTest::newRow("SetUp without FEN") << QByteArray("[SetUp \"1\"]\n\n1. Pe2-e3 *") << 0 << 1 << 1
                                     << "there is no FEN tag" << 2 << 1;
  QTest::newRow("unbalanced ')'") << tags + "1. Pe2-e3 ) Pe7-e6 *" << 0 << 3 << 11
                                  << "unbalanced ')': no variation is open" << 2 << 1;
  QTest::newRow("stray '}'") << tags + "1. Pe2-e3 } *" << 0 << 3 << 11
                             << "expected a turn, a comment or ')' but found '}'" << 2 << 1;
  QTest::newRow("variation before any turn")
      << tags + "( 1. Pe2-e3 ) *" << 0 << 3 << 1 << "a variation must follow a turn" << 1 << 1;
  QTest::newRow("'$' without a number goes on")
      << tags + "1. Pe2-e3 $ Pe7-e6 *" << 0 << 3 << 11 << "expected the number of a NAG after '$'"
      << 3 << 1;
  QTest::newRow("NAG out of range goes on")
      << tags + "1. Pe2-e3 $999 Pe7-e6 *" << 0 << 3 << 11 << "outside $0-$255" << 3 << 1;
  QTest::newRow("bad arrow goes on") << tags + "1. Pe2-e3 {[%cal Xe2e4,Ge2i9]} Pe7-e6 *" << 0 << 3
                                     << 11 << "the arrow 'Xe2e4' cannot be read" << 3 << 1;
  QTest::newRow("arrow off the board goes on")
      << tags + "1. Pe2-e3 {[%cal Ge2e10]} Pe7-e6 *" << 0 << 3 << 11
      << "names a square off the board" << 3 << 1;
  QTest::newRow("result inside a variation")
      << tags + "1. Pe2-e3 (1. Pd2-d3 1-0\n\n[Event \"y\"]\n1. Pe2-e3 *" << 0 << 3 << 22
      << "expected ')' to close the variation opened at line 3, column 11, but found the result "
         "'1-0'"
      << 3 << 2;
  QTest::newRow("unclosed comment before the next game")
      << tags + "1. Pe2-e3 {never closed\n\n[Event \"second\"]\n1. Pd2-d3 *" << 0 << 3 << 11
      << "expected '}' before the tag line at line 5" << 2 << 2;
  QTest::newRow("junk before the first game")
      << QByteArray("\x01\x02 garbage\n[Event \"x\"]\n\n1. Pe2-e3 *") << -1 << 1 << 1
      << "expected a turn, a comment or ')' but found control byte 0x01" << -1 << 1;
  QTest::newRow("NUL padding after the last game") << tags + "1. Pe2-e3 *\n" + QByteArray(16, '\0')
                                                   << -1 << 4 << 1 << "byte 0x00 (NUL)" << -1 << 1;
}

void TestPgn::malformed() {
  QFETCH(QByteArray, text);
  QFETCH(int, game);
  QFETCH(int, line);
  QFETCH(int, column);
  QFETCH(QString, fragment);
  QFETCH(int, kept);
  QFETCH(int, games);
  const PgnFile file = readPgn(shooters(), text.toStdString());
  const std::string all = allProblems(file);
  QCOMPARE(int(file.games.size()), games);
  const std::vector<PgnProblem> &problems =
      game < 0 ? file.problems : file.games.at(std::size_t(game)).problems;
  QVERIFY2(!problems.empty(), all.c_str());
  const PgnProblem &p = problems.front();
  QVERIFY2(QString::fromStdString(p.message).contains(fragment), all.c_str());
  QCOMPARE(p.line, line);
  QCOMPARE(p.column, column);
  // Every message is valid UTF-8 text: no junk byte is ever copied into one.
  QVERIFY(QString::fromUtf8(p.message.c_str()).toUtf8().toStdString() == p.message);
  if (game >= 0) {
    const PgnGame &g = file.games[std::size_t(game)];
    QCOMPARE(g.tree ? g.tree->nodeCount() : -1, kept);
  }
  if (QByteArray(QTest::currentDataTag()).endsWith("one problem for the run"))
    QCOMPARE(int(problems.size()), 1);
}

void TestPgn::multiGameWithBadMiddle() {
  const std::string text =
      "[Event \"first\"]\n\n1. Pe2-e3 Pe7-e6 (1... Pd7-d6) 2. Pd2-d3 *\n\n"
      "[Event \"second\"]\n\n1. Pe2-e3 Pe7-e6 2. Qd1@d8 {lost} Pd7-d6 (1... Pa7-a6) *\n\n"
      "[Event \"third\"]\n[Result \"0-1\"]\n\n1. Pd2-d3 {fine} 0-1\n";
  const PgnFile file = readPgn(shooters(), text);
  QVERIFY(file.problems.empty());
  QCOMPARE(int(file.games.size()), 3);
  QCOMPARE(file.games[0].firstLine, 1);
  QVERIFY(file.games[0].problems.empty());
  QCOMPARE(file.games[0].tree->nodeCount(), 5);
  QCOMPARE(file.games[1].firstLine, 5);
  QCOMPARE(int(file.games[1].problems.size()), 1);
  QCOMPARE(qs(file.games[1].problems[0].toString().substr(0, 37)),
           QString("line 7, column 21: 'Qd1@d8' is not a "));
  QCOMPARE(file.games[1].tree->nodeCount(), 3);  // what came before the bad turn
  QCOMPARE(file.games[1].tree->tags().at("Event"), std::string("second"));
  QVERIFY(file.games[2].problems.empty());
  QCOMPARE(file.games[2].tree->tags().at("Event"), std::string("third"));
  QCOMPARE(file.games[2].tree->nodeCount(), 2);
  QCOMPARE(file.games[2].tree->node(1).annotation.commentAfter, std::string("fine"));
}

// A game pasted from a mail or a forum, words before its turns: the words are
// the game's first comment and the turns are read; text that no first turn
// number and turn follow stays junk, and a bad word after a number is a bad turn.
void TestPgn::wordsBeforeTheFirstTurn() {
  const PgnFile mail = readPgn(shooters(),
                               "Game from club night, round 2.\n1. Pe2-e3 Pd7-d6 *\n\n"
                               "[Event \"x\"]\n\nPartie d'\xE9t\xE9 1.Pd2-d3 *\n");
  QVERIFY(mail.problems.empty());
  QCOMPARE(int(mail.games.size()), 2);
  const GameTree &first = *mail.games[0].tree;
  QCOMPARE(int(first.mainLine().size()), 3);
  QCOMPARE(first.node(first.root()).annotation.commentAfter,
           std::string("Game from club night, round 2."));
  QCOMPARE(int(mail.games[0].problems.size()), 1);
  QCOMPARE(qs(mail.games[0].problems[0].toString()),
           QString("line 1, column 1: expected a turn or the turn number 1. but found words; "
                   "they are kept as the game's first comment"));
  QVERIFY(writePgn(first).find("{Game from club night, round 2.} 1. Pe2-e3 Pd7-d6 *") !=
          std::string::npos);
  // Latin-1, as the PGN standard has it; the number glued to its turn.
  const GameTree &second = *mail.games[1].tree;
  QCOMPARE(second.node(second.root()).annotation.commentAfter,
           std::string("Partie d'\u00E9t\u00E9"));
  QCOMPARE(int(second.mainLine().size()), 2);
  QCOMPARE(mail.games[1].problems[0].line, 6);

  // No game: another first number, a number no turn follows, nothing after.
  for (const char *junk : {"hello 2. Pe2-e3 *", "See chapter 1. for details\n\n[Event \"y\"]\n\n*",
                           "hello 1. Pe2-e9 *", "just words *"}) {
    const PgnFile file = readPgn(shooters(), junk);
    QVERIFY2(file.problems.size() == 1, junk);
    QVERIFY2(file.problems[0].toString().find("cannot be read") != std::string::npos, junk);
    for (const PgnGame &g : file.games) QCOMPARE(g.tree->nodeCount(), 1);
  }
  // After a turn number a bad word is a bad turn, whatever follows it.
  const PgnFile typo = readPgn(shooters(), "1. Pe2-e3 hello 2. Pd2-d3 *");
  QCOMPARE(int(typo.games.size()), 1);
  QCOMPARE(typo.games[0].tree->nodeCount(), 2);
  QVERIFY(typo.games[0].tree->node(0).annotation.commentAfter.empty());
  QVERIFY(typo.games[0].problems[0].toString().find("'hello' cannot be read") != std::string::npos);
}

void TestPgn::deepNest() {
  // 100,000 variations, each inside the one before: "1. Pe2-e3 (1. Pd2-d3 (1. Pe2-e3 (...".
  const int depth = 100000;
  std::string nest = "[Event \"deep\"]\n\n1. Pe2-e3 ";
  nest.reserve(std::size_t(depth) * 13 + 64);
  for (int i = 1; i <= depth; ++i) nest += i % 2 ? "( 1. Pd2-d3 " : "( 1. Pe2-e3 ";
  nest += std::string(depth, ')') + " *\n";

  const auto started = std::chrono::steady_clock::now();
  PgnFile file = readPgn(shooters(), nest);
  const double readSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  QCOMPARE(qs(allProblems(file)), QString());
  QCOMPARE(int(file.games.size()), 1);
  const GameTree &tree = *file.games[0].tree;
  QCOMPARE(tree.nodeCount(), depth + 2);
  QCOMPARE(int(tree.node(0).children.size()), depth + 1);  // every level is another first turn

  // Writing and reading it again works too, and gives the same tree.
  const std::string written = writePgn(tree);
  const PgnFile again = readPgn(shooters(), written);
  QCOMPARE(qs(allProblems(again)), QString());
  compareTrees(tree, *again.games.at(0).tree);

  // The same nest cut off in the middle: everything before the cut is kept.
  const PgnFile cut = readPgn(shooters(), nest.substr(0, nest.find("( ", nest.size() / 2) + 2));
  QCOMPARE(int(cut.games.size()), 1);
  QCOMPARE(int(cut.games[0].problems.size()), 1);
  QVERIFY(cut.games[0].problems[0].message.find("variations are open") != std::string::npos);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  qInfo("100,000-deep nest: read in %.2f s, all three passes in %.2f s", readSeconds, seconds);
  QVERIFY2(readSeconds < 20, "the deep nest must be read in seconds");
}

void TestPgn::deepNestWritten() {
  // A tree whose variations nest 50,000 deep: at every ply the main
  // continuation is a leaf and the line goes on in the variation, so the
  // writer opens a bracket inside the last one each time ("1. Ng1-f3 ( 1.
  // Nb1-c3 Ng8-f6 ( 1... Nb8-c6 2. ..."), and the reader goes 50,000 turns deep.
  const int depth = 50000;
  auto t = treeFrom(shooters());
  const char *const line[] = {"Nb1-c3", "Nb8-c6", "Nc3-b1", "Nc6-b8"};
  const char *const leaf[] = {"Ng1-f3", "Ng8-f6"};
  Turn lineTurns[4], leafTurns[2];
  Position pos = t->start();
  for (int i = 0; i < 4; ++i) {
    if (i < 2) leafTurns[i] = *parseTurn(pos, leaf[i]);
    lineTurns[i] = *parseTurn(pos, line[i]);
    pos.make(lineTurns[i]);
  }
  NodeId at = t->root();
  for (int i = 0; i < depth; ++i) {
    t->addChild(at, leafTurns[i % 2], leaf[i % 2]);
    at = t->addChild(at, lineTurns[i % 4], line[i % 4]);
  }
  const std::string text = writePgn(*t);
  int open = 0, deepest = 0;
  for (char c : text) {
    open += c == '(' ? 1 : c == ')' ? -1 : 0;
    deepest = std::max(deepest, open);
  }
  QCOMPARE(deepest, depth);
  const PgnFile file = readPgn(shooters(), text);
  QCOMPARE(qs(allProblems(file)), QString());
  compareTrees(*t, *file.games.at(0).tree);
}

void TestPgn::randomBytesNeverCrash() {
  // Valid PGN with random bytes overwritten, cut or inserted: never a crash,
  // every problem has a place and a message in valid UTF-8, and a game with
  // no problem has its tree.
  auto t = treeFrom(shooters());
  growRandom(*t, 150, 99);
  const std::string clean = writePgn(std::vector<const GameTree *>{t.get(), t.get(), t.get()});
  std::mt19937 rng(5);
  for (int round = 0; round < 100; ++round) {
    std::string text = clean;
    for (int n = 1 + rng() % 8; n > 0; --n) {
      const std::size_t at = rng() % text.size();
      switch (rng() % 3) {
        case 0:
          text[at] = char(rng() % 256);
          break;
        case 1:
          text.erase(at, 1 + rng() % 40);
          break;
        default:
          text.insert(at, 1, "(){}[]$;%\"\n\0"[rng() % 12]);
          break;
      }
      if (text.empty()) text = "x";
    }
    const PgnFile file = readPgn(shooters(), text);
    std::vector<PgnProblem> problems = file.problems;
    for (const PgnGame &g : file.games) {
      problems.insert(problems.end(), g.problems.begin(), g.problems.end());
      if (g.problems.empty()) QVERIFY(g.tree);
    }
    for (const PgnProblem &p : problems) {
      QVERIFY(p.line >= 1 && p.column >= 1);
      QVERIFY(!p.message.empty());
      QCOMPARE(QString::fromUtf8(p.message.c_str()).toStdString(), p.message);
    }
  }
}

QTEST_GUILESS_MAIN(TestPgn)
#include "tst_pgn.moc"
