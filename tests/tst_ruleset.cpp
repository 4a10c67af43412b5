// Rulesets as data: the built-in Shooters Chess file against the S2 table,
// inheritance, options, the strict checks of the loader and the JSON reader.
#include <sys/stat.h>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <map>

#include "json.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "registry.h"
#include "rulesetloader.h"
#include "sfen.h"

using namespace sc;

namespace {

const std::string *builtIn(const std::string &name) { return Registry::instance().source(name); }

std::optional<Ruleset> loadText(const QByteArray &text, std::string &error,
                                const RulesetLookup &lookup = builtIn) {
  return loadRuleset(text.toStdString(), "child.json", lookup, error);
}

Ruleset shooters() {
  std::string error;
  auto r = loadRuleset(*builtIn("shooters"), "shooters.json", builtIn, error);
  if (!r) qFatal("shooters.json does not load: %s", error.c_str());
  return *r;
}

const PieceType &pieceOf(const Ruleset &r, char letter) {
  const int i = r.pieceByLetter(letter);
  if (i < 0) qFatal("no piece %c", letter);
  return r.pieces[i];
}

}  // namespace

class TestRuleset : public QObject {
  Q_OBJECT

 private slots:
  void shootersPieces_data();
  void shootersPieces();
  void shootersBoardAndRules();
  void onBoardAndLetters();
  void builtInsCompiledOnce();
  void generationOnAHoleyBoard();
  void inheritance();
  void inheritanceErrors();
  void options();
  void registry();
  void badRuleset_data();
  void badRuleset();
  void jsonValues();
  void jsonErrors_data();
  void jsonErrors();
  void jsonQuote();
};

void TestRuleset::shootersPieces_data() {
  QTest::addColumn<char>("letter");
  QTest::addColumn<QString>("name");
  QTest::addColumn<int>("baseRank");
  QTest::addColumn<int>("style");
  QTest::addColumn<int>("moveDirs");
  QTest::addColumn<int>("shootDirs");
  QTest::addColumn<int>("range");
  QTest::addColumn<int>("along");
  QTest::addColumn<int>("other");
  QTest::addColumn<int>("series");
  QTest::addColumn<int>("bridge");
  QTest::addColumn<bool>("replace");
  QTest::addColumn<bool>("endsOnShot");
  QTest::addColumn<bool>("monarch");
  QTest::addColumn<bool>("bomber");
  const int step = int(MoveStyle::Step), slide = int(MoveStyle::Slide), leap = int(MoveStyle::Leap);
  const int orth = kOrthogonal, diag = kDiagonal, all = kAllDirections;
  // clang-format off
  //                                         letter name      base style  move  shoot rng al ot ser br  repl   endsOn monarch bomber
  QTest::newRow("S2 pawn (S13 replaces)") << 'P' << "pawn"   << 1 << step  << orth << diag << 1 << 1 << 1 << 1 << 1 << true  << true  << false << false;
  QTest::newRow("S2 bishop (S12, S13)")   << 'B' << "bishop" << 3 << slide << diag << orth << 1 << 1 << 1 << 1 << 2 << false << false << false << false;
  QTest::newRow("S2 knight (S6, S13)")    << 'N' << "knight" << 3 << leap  << 0    << diag << 1 << 1 << 1 << 2 << 3 << false << true  << false << false;
  QTest::newRow("S2 rook")                << 'R' << "rook"   << 5 << slide << orth << orth << 4 << 4 << 4 << 3 << 2 << true  << true  << false << false;
  QTest::newRow("S2 queen (S3, S11)")     << 'Q' << "queen"  << 9 << slide << all  << all  << 4 << 4 << 1 << 4 << 8 << true  << true  << true  << false;
  QTest::newRow("S2 king (S3, S16)")      << 'K' << "king"   << 9 << step  << all  << all  << 1 << 1 << 1 << 1 << 1 << true  << true  << true  << true;
  // clang-format on
}

void TestRuleset::shootersPieces() {
  QFETCH(char, letter);
  QFETCH(QString, name);
  QFETCH(int, baseRank);
  QFETCH(int, style);
  QFETCH(int, moveDirs);
  QFETCH(int, shootDirs);
  QFETCH(int, range);
  QFETCH(int, along);
  QFETCH(int, other);
  QFETCH(int, series);
  QFETCH(int, bridge);
  QFETCH(bool, replace);
  QFETCH(bool, endsOnShot);
  QFETCH(bool, monarch);
  QFETCH(bool, bomber);
  const Ruleset r = shooters();
  const PieceType &p = pieceOf(r, letter);
  QCOMPARE(p.letter, letter);
  QCOMPARE(QString::fromStdString(p.name), name);
  QCOMPARE(p.baseRank, baseRank);
  QCOMPARE(int(p.moveStyle), style);
  QCOMPARE(int(p.moveDirs), moveDirs);
  QCOMPARE(int(p.shootDirs), shootDirs);
  QCOMPARE(p.range, range);
  QCOMPARE(p.moveShootRangeAlong, along);
  QCOMPARE(p.moveShootRangeOther, other);
  QCOMPARE(p.seriesRange, series);
  QCOMPARE(p.bridgeRange, bridge);
  QCOMPARE(p.replace, replace);
  QCOMPARE(p.seriesEndsOnShot, endsOnShot);
  QCOMPARE(p.monarch, monarch);
  QCOMPARE(p.bomber, bomber);
  QCOMPARE(p.maxRank, 9);  // S3
  // S6: only the knight leaps, by (2,1) through a declared corner.
  const bool knight = letter == 'N';
  QCOMPARE(p.routed, knight);
  QCOMPARE(p.leaps.size(), std::size_t(knight ? 1 : 0));
  if (knight) {
    QCOMPARE(p.leaps[0].files, 2);
    QCOMPARE(p.leaps[0].ranks, 1);
  }
}

void TestRuleset::shootersBoardAndRules() {
  const Ruleset r = shooters();
  QCOMPARE(QString::fromStdString(r.name), QString("shooters"));
  QCOMPARE(QString::fromStdString(r.title), QString("Shooters Chess (revised edition)"));
  QCOMPARE(r.board.files, 8);  // S1
  QCOMPARE(r.board.ranks, 8);
  QVERIFY(r.board.holes.empty());
  QCOMPARE(QString::fromStdString(r.startSfen),  // S23
           QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1"));
  QCOMPARE(r.pieces.size(), std::size_t(6));           // S2: six shooter types
  QCOMPARE(r.quietLimit, 100);                         // S21
  QCOMPARE(r.repetitions, 3);                          // S21
  QCOMPARE(r.options.stalemate, StalemateRule::Draw);  // S20
  QCOMPARE(r.options.insufficientForce, true);         // S22
  // The revised edition is the format's baseline: its values are ruleset.h's defaults.
  const Ruleset defaults;
  QCOMPARE(r.quietLimit, defaults.quietLimit);
  QCOMPARE(r.repetitions, defaults.repetitions);
  QCOMPARE(r.options.stalemate, defaults.options.stalemate);
  QCOMPARE(r.options.insufficientForce, defaults.options.insufficientForce);
}

// A built-in ruleset with its default options is compiled once per process
// (registry.cpp); options or a file give a Variant of their own.
void TestRuleset::builtInsCompiledOnce() {
  std::string error;
  const Registry &r = Registry::instance();
  const VariantPtr chess = r.load("chess", {}, error);
  QVERIFY(chess);
  QCOMPARE(r.load("chess", {}, error).get(), chess.get());
  QCOMPARE(r.load("shooters", {}, error).get(), r.defaultVariant().get());
  const VariantPtr loss = r.load("chess-battle", {"stalemate=loss"}, error);
  QVERIFY2(loss, error.c_str());
  QVERIFY(loss.get() != r.load("chess-battle", {}, error).get());
  QVERIFY(r.load("chess-battle", {"stalemate=loss"}, error).get() != loss.get());
  QVERIFY(!r.load("no-such-ruleset", {}, error));
  QVERIFY(!r.load("no-such-ruleset", {}, error));  // a failure is not remembered as a ruleset
}

void TestRuleset::onBoardAndLetters() {
  std::string error;
  const auto r = loadText(R"({"inherits": "shooters", "name": "holey",
    "board": {"files": 10, "ranks": 8, "holes": ["a1", "j8"]},
    "start": "9/10/10/10/10/10/10/QK7 w - 0 1"})",
                          error);
  QVERIFY2(r, error.c_str());
  QVERIFY(r->onBoard(1, 0));
  QVERIFY(!r->onBoard(0, 0));  // hole a1
  QVERIFY(!r->onBoard(9, 7));  // hole j8
  QVERIFY(r->onBoard(9, 0));
  QVERIFY(!r->onBoard(10, 0));
  QVERIFY(!r->onBoard(0, 8));
  QVERIFY(!r->onBoard(-1, 3));
  QVERIFY(r->pieceByLetter('Q') >= 0);
  QCOMPARE(r->pieceByLetter('Z'), -1);
  QCOMPARE(r->pieceByLetter('q'), -1);  // letters are White's, upper case
}

// Board shape as data, in the rules themselves: a 10x10 board with holes
// (D12: no path crosses a hole, nothing stands on one) and two-digit ranks.
void TestRuleset::generationOnAHoleyBoard() {
  std::string error;
  const char *start = "8qk/10/10/10/4p5/9/10/3R5/9/1NN5QK w - 0 1";
  const auto rules = loadText(QByteArray(R"({"inherits": "shooters", "name": "holey",
    "board": {"files": 10, "ranks": 10, "holes": ["b2", "d3", "e5"]},
    "start": ")") + start + R"("})",
                              error);
  QVERIFY2(rules, error.c_str());
  const auto variant = std::make_shared<const Variant>(*rules);
  ParseError parseError;
  std::optional<Position> read = readSfen(variant, start, &parseError);
  QVERIFY2(read, parseError.toString().c_str());
  Position pos = *read;
  QCOMPARE(writeSfen(pos), std::string(start));

  const auto legal = [&pos](const char *token) {
    std::string why;
    return parseTurn(pos, token, &why).has_value();
  };
  // The rook on e3: up to e4 only (e5 is a hole), down to e1, none to the
  // left (d3 is a hole), right to j3: 8 moves.
  int rookMoves = 0;
  TurnList turns;
  generateLegal(pos, turns);
  for (const Turn &t : turns)
    if (t.kind == TurnKind::Move && formatTurn(pos, t).rfind("Re3-", 0) == 0) ++rookMoves;
  QCOMPARE(rookMoves, 8);
  QVERIFY(legal("Re3-e4"));
  QVERIFY(legal("Re3-j3"));
  QVERIFY(!legal("Re3-e6"));  // past the hole
  QVERIFY(!legal("Re3-c3"));  // past the hole on d3
  QVERIFY(!legal("Re3@e6"));  // a shot does not cross a hole either
  QVERIFY(!legal("Nc1-d3"));  // nothing lands on a hole
  QVERIFY(legal("Nc1-e2"));
  QVERIFY(!legal("Nb1^b2"));           // nor is unloaded onto one
  QVERIFY(legal("Nb1=Nc1"));           // side by side on the first rank
  QVERIFY(legal("Qi1-i10") == false);  // the black queen stands on i10
  QVERIFY(legal("Qi1-i9"));

  // Make and undo leave the holey position as it was, two plies deep.
  const std::string before = writeSfen(pos);
  const std::uint64_t nodes = perft(pos, 2);
  QVERIFY(nodes > std::uint64_t(turns.size));
  QCOMPARE(writeSfen(pos), before);
  std::uint64_t sum = 0;
  for (const auto &[turn, count] : perftDivide(pos, 2)) sum += count;
  QCOMPARE(sum, nodes);
}

void TestRuleset::inheritance() {
  std::string error;
  const auto child = loadText(R"({
    "inherits": "shooters",
    "name": "long-queen",
    "pieces": { "Q": { "range": 5 } }
  })",
                              error);
  QVERIFY2(child, error.c_str());
  const Ruleset base = shooters();
  QCOMPARE(QString::fromStdString(child->name), QString("long-queen"));
  QCOMPARE(QString::fromStdString(child->title), QString("long-queen"));  // not inherited
  QCOMPARE(pieceOf(*child, 'Q').range, 5);
  // Everything else is the parent's.
  QCOMPARE(pieceOf(*child, 'Q').moveShootRangeOther, 1);  // S11
  QCOMPARE(pieceOf(*child, 'Q').seriesRange, 4);
  QCOMPARE(child->pieces.size(), base.pieces.size());
  for (std::size_t i = 0; i < base.pieces.size(); ++i) {
    QCOMPARE(child->pieces[i].letter, base.pieces[i].letter);
    QCOMPARE(child->pieces[i].bridgeRange, base.pieces[i].bridgeRange);
    QCOMPARE(child->pieces[i].moveDirs, base.pieces[i].moveDirs);
  }
  QCOMPARE(child->startSfen, base.startSfen);

  // null removes an inherited key, so a slider can become a leaper.
  const auto leaper = loadText(R"({"inherits": "shooters", "name": "leaping-rook",
    "pieces": {"R": {"move": "leap", "move_dirs": null, "leaps": [[3, 0]]}}})",
                               error);
  QVERIFY2(leaper, error.c_str());
  QCOMPARE(pieceOf(*leaper, 'R').moveStyle, MoveStyle::Leap);
  QCOMPARE(int(pieceOf(*leaper, 'R').moveDirs), 0);

  // Grandchildren: each level overrides its own fields.
  const std::map<std::string, std::string> files = {
      {"mid", R"({"inherits": "shooters", "name": "mid", "pieces": {"R": {"range": 3}}})"}};
  auto lookup = [&](const std::string &n) -> const std::string * {
    auto it = files.find(n);
    return it != files.end() ? &it->second : builtIn(n);
  };
  const auto grand = loadText(
      R"({"inherits": "mid", "name": "low", "pieces": {"R": {"bridge_range": 1}}})", error, lookup);
  QVERIFY2(grand, error.c_str());
  QCOMPARE(pieceOf(*grand, 'R').range, 3);
  QCOMPARE(pieceOf(*grand, 'R').bridgeRange, 1);
  QCOMPARE(pieceOf(*grand, 'R').seriesRange, 3);
}

void TestRuleset::inheritanceErrors() {
  const std::map<std::string, std::string> files = {
      {"a", R"({"name": "a", "inherits": "b"})"},
      {"b", "{\"name\": \"b\",\n \"inherits\": \"a\"}"},
      {"broken",
       "{\"inherits\": \"shooters\", \"name\": \"broken\",\n"
       "  \"pieces\": {\"K\": {\"range\": 0}}}"}};
  auto lookup = [&](const std::string &n) -> const std::string * {
    auto it = files.find(n);
    return it != files.end() ? &it->second : builtIn(n);
  };
  std::string error;
  QVERIFY(!loadText(R"({"name": "a", "inherits": "b"})", error, lookup));
  QCOMPARE(QString::fromStdString(error),
           QString("a.json:1:27: inherits: inheritance cycle: a -> b -> a -> b"));
  // A file may share its parent's name: an edited copy of the built-in one.
  const auto copy = loadText(R"({"name": "shooters", "inherits": "shooters"})", error);
  QVERIFY2(copy, error.c_str());
  QVERIFY(!loadText(R"({"name": "c", "inherits": "nowhere"})", error, lookup));
  QCOMPARE(QString::fromStdString(error),
           QString("child.json:1:27: inherits: no ruleset named \"nowhere\""));
  // An inherited mistake is reported in the file that made it...
  QVERIFY(!loadText(R"({"name": "c", "inherits": "broken"})", error, lookup));
  QCOMPARE(QString::fromStdString(error),
           QString("broken.json:2:29: pieces.K.range: expected a whole number from 1 to 15, "
                   "got 0"));
  // ...and the child's own value in the child.
  QVERIFY(!loadText(R"({"name": "c", "inherits": "broken", "pieces": {"K": {"range": 16}}})", error,
                    lookup));
  QCOMPARE(QString::fromStdString(error),
           QString("child.json:1:63: pieces.K.range: expected a whole number from 1 to 15, "
                   "got 16"));
}

void TestRuleset::options() {
  RuleOptions o;
  QVERIFY(applyOption(o, "stalemate", "loss").empty());  // S20 option
  QCOMPARE(o.stalemate, StalemateRule::Loss);
  QVERIFY(applyOption(o, "insufficient-force", "off").empty());  // S22 option
  QCOMPARE(o.insufficientForce, false);
  QVERIFY(applyOption(o, "stalemate", "draw").empty());
  QVERIFY(applyOption(o, "insufficient-force", "on").empty());
  QCOMPARE(o.stalemate, StalemateRule::Draw);
  QCOMPARE(o.insufficientForce, true);
  QCOMPARE(QString::fromStdString(applyOption(o, "stalemates", "loss")),
           QString("unknown option 'stalemates'; known: stalemate, insufficient-force, "
                   "monarch-shield, acquired-weapons, queen-defence, volley, "
                   "soldier-diagonal-capture, king-blast"));
  QCOMPARE(QString::fromStdString(applyOption(o, "stalemate", "win")),
           QString("option 'stalemate': unknown value 'win'; known: draw, loss"));
  QCOMPARE(QString::fromStdString(applyOption(o, "insufficient-force", "yes")),
           QString("option 'insufficient-force': unknown value 'yes'; known: on, off"));
  QCOMPARE(o.stalemate, StalemateRule::Draw);  // a refused option changes nothing

  std::string error;
  VariantPtr v =
      Registry::instance().load("shooters", {"stalemate=loss", "insufficient-force=off"}, error);
  QVERIFY2(v, error.c_str());
  QCOMPARE(v->rules().options.stalemate, StalemateRule::Loss);
  QCOMPARE(v->rules().options.insufficientForce, false);
  QVERIFY(!Registry::instance().load("shooters", {"stalemate"}, error));
  QCOMPARE(QString::fromStdString(error), QString("option 'stalemate': expected KEY=VALUE"));
  QVERIFY(!Registry::instance().load("shooters", {"bomber=off"}, error));
  QCOMPARE(QString::fromStdString(error),
           QString("unknown option 'bomber' for ruleset 'shooters'; known: stalemate, "
                   "insufficient-force"));
  // F13's option belongs to the first edition only (F22).
  QVERIFY(!Registry::instance().load("shooters", {"monarch-shield=on"}, error));
  QCOMPARE(QString::fromStdString(error),
           QString("unknown option 'monarch-shield' for ruleset 'shooters'; known: stalemate, "
                   "insufficient-force"));
  // A ruleset file may change the options' defaults too.
  const auto child = loadText(
      R"({"inherits": "shooters", "name": "harsh", "options": {"stalemate": "loss"}})", error);
  QVERIFY2(child, error.c_str());
  QCOMPARE(child->options.stalemate, StalemateRule::Loss);
  QCOMPARE(child->options.insufficientForce, true);
}

void TestRuleset::registry() {
  const Registry &reg = Registry::instance();
  QVERIFY(&reg == &Registry::instance());
  const auto names = reg.names();
  QVERIFY(std::find(names.begin(), names.end(), "shooters") != names.end());
  QVERIFY(reg.source("shooters"));
  QVERIFY(!reg.source("nonsense"));
  // Every built-in ruleset loads, compiles and is named after its file.
  for (const auto &name : names) {
    std::string error;
    VariantPtr v = reg.load(name, {}, error);
    QVERIFY2(v, error.c_str());
    QCOMPARE(v->rules().name, name);
  }
  const VariantPtr d = reg.defaultVariant();
  QVERIFY(d);
  QCOMPARE(d.get(), reg.defaultVariant().get());  // compiled once
  QCOMPARE(QString::fromStdString(d->rules().name), QString("shooters"));

  std::string error;
  QVERIFY(!reg.load("nonsense", {}, error));
  QVERIFY(error.find("no ruleset named 'nonsense'; known: ") != std::string::npos);

  // A file on disk, inheriting from a sibling file that inherits a built-in one.
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  const std::string base = dir.path().toStdString() + "/";
  std::ofstream(base + "mid.json") << R"({"inherits": "shooters", "name": "mid",
    "pieces": {"B": {"range": 2}}})";
  std::ofstream(base + "top.json") << R"({"inherits": "mid.json", "name": "top",
    "pieces": {"N": {"bridge_range": 1}}})";
  VariantPtr v = reg.load(base + "top.json", {"stalemate=loss"}, error);
  QVERIFY2(v, error.c_str());
  QCOMPARE(QString::fromStdString(v->rules().name), QString("top"));
  QCOMPARE(pieceOf(v->rules(), 'B').range, 2);
  QCOMPARE(pieceOf(v->rules(), 'N').bridgeRange, 1);
  QCOMPARE(v->rules().options.stalemate, StalemateRule::Loss);
  std::ofstream(base + "bad.json") << "{\"inherits\": \"shooters\", \"name\": \"bad\",\n"
                                      "  \"quiet_limit\": -1}";
  QVERIFY(!reg.load(base + "bad.json", {}, error));
  QCOMPARE(QString::fromStdString(error),
           QString::fromStdString(base + "bad.json:2:18: quiet_limit: expected a whole number "
                                         "from 1 to 1000, got -1"));
  QVERIFY(!reg.load(base + "missing.json", {}, error));
  QCOMPARE(QString::fromStdString(error),
           QString::fromStdString(base + "missing.json: cannot read the file: it does not exist"));
  // Bounded input (issue 12): a directory, a FIFO and an oversized file are
  // named, never read.
  std::filesystem::create_directory(base + "dir.json");
  QVERIFY(!reg.load(base + "dir.json", {}, error));
  QVERIFY(QString::fromStdString(error).endsWith("it is a directory"));
  QCOMPARE(::mkfifo((base + "fifo.json").c_str(), 0600), 0);
  QVERIFY(!reg.load(base + "fifo.json", {}, error));
  QVERIFY(QString::fromStdString(error).contains("not a regular file"));
  std::ofstream(base + "huge.json") << std::string(2 << 20, ' ');
  QVERIFY(!reg.load(base + "huge.json", {}, error));
  QVERIFY(QString::fromStdString(error).contains("at most 1 MiB"));
}

void TestRuleset::badRuleset_data() {
  QTest::addColumn<QByteArray>("json");
  QTest::addColumn<QString>("error");
  // Most rows change the built-in ruleset by one key, as a user's file would.
  auto row = [](const char *name, const char *keys, const char *message) {
    QTest::newRow(name) << (QByteArray(R"({"inherits": "shooters", "name": "x", )") + keys + "}")
                        << QString(message);
  };
  // clang-format off
  row("unknown top key, did you mean", R"("tittle": "X")",
      R"(child.json:1:49: tittle: unknown key; did you mean "title"?)");
  row("unknown piece key, did you mean", R"("pieces": {"Q": {"rang": 5}})",
      R"(child.json:1:64: pieces.Q.rang: unknown key; did you mean "range"?)");
  row("unknown key, far from any", R"("board": {"shape": "round"})",
      "child.json:1:58: board.shape: unknown key; expected one of: files, ranks, holes");
  row("S2 wrong type: string for a number", R"("pieces": {"R": {"range": "4"}})",
      R"(child.json:1:65: pieces.R.range: expected a whole number from 1 to 15, got "4")");
  row("S2 range out of range", R"("pieces": {"R": {"range": 16}})",
      "child.json:1:65: pieces.R.range: expected a whole number from 1 to 15, got 16");
  row("S3 rank not whole", R"("pieces": {"P": {"base_rank": 1.5}})",
      "child.json:1:69: pieces.P.base_rank: expected a whole number from 1 to 15, got 1.5");
  row("S13 wrong type: string for a bool", R"("pieces": {"B": {"replace": "no"}})",
      R"(child.json:1:67: pieces.B.replace: expected true or false, got "no")");
  row("score pawn below its range", R"("score_pawn": 10)",
      "child.json:1:53: score_pawn: expected a whole number from 50 to 2000, got 10");
  row("S1 board larger than 16", R"("board": {"files": 17})",
      "child.json:1:58: board.files: expected a whole number from 1 to 16, got 17");
  row("hole outside the board", R"("board": {"holes": ["d4", "i9"]})",
      R"(child.json:1:65: board.holes[1]: expected a square of the 8x8 board (a1 to h8), got "i9")");
  row("hole listed twice", R"("board": {"holes": ["d4", "d4"]})",
      "child.json:1:65: board.holes[1]: square d4 is listed twice");
  row("bad direction word", R"("pieces": {"P": {"shoot_dirs": "sideways"}})",
      R"(child.json:1:70: pieces.P.shoot_dirs: expected "orthogonal", "diagonal", "all", a direction, or a list of directions (n, ne, e, se, s, sw, w, nw), got "sideways")");
  row("bad direction in a list", R"("pieces": {"P": {"move_dirs": ["n", "up"]}})",
      R"(child.json:1:75: pieces.P.move_dirs[1]: expected one of n, ne, e, se, s, sw, w, nw, got "up")");
  row("bad move style", R"("pieces": {"P": {"move": "fly"}})",
      R"(child.json:1:64: pieces.P.move: expected "step", "slide" or "leap", got "fly")");
  row("leap style with no leaps", R"("pieces": {"R": {"move": "leap", "move_dirs": null}})",
      R"(child.json:1:55: pieces.R.leaps: expected at least one leap for a piece whose move is "leap")");
  row("S6 routed on a non-leap piece", R"("pieces": {"R": {"routed": true}})",
      R"(child.json:1:66: pieces.R.routed: only a piece whose move is "leap" can be routed)");
  row("non-leap piece with leaps", R"("pieces": {"B": {"leaps": [[1, 1]]}})",
      R"(child.json:1:65: pieces.B.leaps: only a piece whose move is "leap" has leaps)");
  row("leap piece with directions", R"("pieces": {"N": {"move_dirs": "all"}})",
      R"(child.json:1:69: pieces.N.move_dirs: a piece whose move is "leap" moves by its leaps; remove move_dirs (null in a child))");
  row("S6 same leap twice", R"("pieces": {"N": {"leaps": [[2, 1], [1, 2]]}})",
      "child.json:1:74: pieces.N.leaps[1]: the same leap as an earlier entry (every leap includes its reflections)");
  row("S6 routed leap with one leg", R"("pieces": {"N": {"leaps": [[2, 0]]}})",
      "child.json:1:65: pieces.N.leaps: a routed leap needs two legs: files and ranks not 0");
  row("S23 letter not upper case", R"("pieces": {"q": {"range": 1}})",
      "child.json:1:55: pieces.q: expected a piece letter A to Z (upper case; Black's is derived)");
  row("piece not an object", R"("pieces": {"Z": 5})",
      "child.json:1:55: pieces.Z: expected an object of piece properties, got 5");
  row("duplicate letter", R"("pieces": {"P": {}, "P": {}})",
      R"(child.json:1:59: pieces.P: duplicate key "P")");
  row("S3 no monarch", R"("pieces": {"Q": {"monarch": false}, "K": {"monarch": false}})",
      R"(child.json:1:49: pieces: expected at least one piece with "monarch": true (S18))");
  row("S3 base rank above max rank", R"("pieces": {"Q": {"max_rank": 8}})",
      "child.json:1:68: pieces.Q.max_rank: expected at least base_rank (9), got 8");
  row("S3 base rank above inherited max", R"("pieces": {"Q": {"base_rank": 10}})",
      "child.json:1:69: pieces.Q.base_rank: expected at most max_rank (9), got 10");
  row("S20 option bad value", R"("options": {"stalemate": "lose"})",
      "child.json:1:64: options.stalemate: unknown value 'lose'; known: draw, loss");
  row("S22 option unknown, did you mean", R"("options": {"insufficient_force": "on"})",
      R"(child.json:1:73: options.insufficient_force: unknown key; did you mean "insufficient-force"?)");
  // The start position is read by sfen.cpp; its wording is its own, after the '|'.
  row("S23 start: unknown letter", R"("start": "rnbqkbnx/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1")",
      "child.json:1:56: start: |'x'");
  row("S23 start: rank too short", R"("start": "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1")",
      "child.json:1:65: start: |rank 7");
  row("S23 start: missing field", R"("start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0")",
      "child.json:1:99: start: |5 fields");
  row("S3 start: rank above max", R"("start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ[10]KBNR w - 0 1")",
      "child.json:1:89: start: |10");
  row("S23 start: side to move", R"("start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x - 0 1")",
      "child.json:1:93: start: |side to move");
  row("misspelt inherits", R"("inherit": "shooters")",
      R"(child.json:1:50: inherit: unknown key; did you mean "inherits"?)");
  // Files that stand alone.
  QTest::newRow("missing start and pieces")
      << QByteArray("{\n  \"name\": \"alone\"\n}")
      << QString("child.json:1:1: pieces: missing; expected an object of piece types by letter\n"
                 "child.json:1:1: start: missing; expected the start position as an SFEN string");
  QTest::newRow("missing name")
      << QByteArray(R"({"inherits": "shooters"})")
      << QString(R"(child.json:1:1: name: missing; expected a ruleset name such as "shooters")");
  QTest::newRow("bad name")
      << QByteArray(R"({"inherits": "shooters", "name": "My Rules"})")
      << QString(R"(child.json:1:34: name: expected a lower-case name of a-z, 0-9, '-' and '_', got "My Rules")");
  QTest::newRow("not an object")
      << QByteArray("[1]") << QString("child.json:1:1: expected an object holding the ruleset's keys");
  QTest::newRow("JSON syntax, with key path")
      << QByteArray("{\"inherits\": \"shooters\",\n \"pieces\": {\"Q\": {\"range\": 4,}}}")
      << QString("child.json:2:30: pieces.Q: trailing comma before '}'");
  // clang-format on
}

void TestRuleset::badRuleset() {
  QFETCH(QByteArray, json);
  QFETCH(QString, error);
  std::string message;
  QVERIFY(!loadText(json, message));
  const QString actual = QString::fromStdString(message);
  if (const qsizetype bar = error.indexOf('|'); bar >= 0) {
    QCOMPARE(actual.left(bar), error.left(bar));
    QVERIFY2(actual.mid(bar).contains(error.mid(bar + 1)), message.c_str());
  } else {
    QCOMPARE(actual, error);
  }
}

void TestRuleset::jsonValues() {
  json::Value v;
  json::Error e;
  const std::string text =
      "{\n  \"a\": [1, -2.5e1,\n    true, null],\n  \"s\": \"\\u00e9\\ud83d\\ude00\\n\\\"\"}";
  QVERIFY2(json::parse(text, v, e), e.message.c_str());
  const auto &a = v.object().at("a");
  QCOMPARE(a.line, 2);
  QCOMPARE(a.column, 8);
  QCOMPARE(a.array()[1].number(), -25.0);
  QCOMPARE(a.array()[2].line, 3);
  QCOMPARE(a.array()[2].column, 5);
  QVERIFY(a.array()[2].boolean());
  QVERIFY(a.array()[3].isNull());
  QCOMPARE(v.object().at("s").string(), std::string("\xC3\xA9\xF0\x9F\x98\x80\n\""));
  // 64 levels are fine, 65 are not.
  QVERIFY(json::parse(std::string(64, '[') + std::string(64, ']'), v, e));
  QVERIFY(!json::parse(std::string(65, '[') + std::string(65, ']'), v, e));
  QCOMPARE(e.column, 65);
  QCOMPARE(QString::fromStdString(e.message), QString("nesting deeper than 64 levels"));
  // Columns count characters, not bytes.
  QVERIFY(!json::parse("[\"\xC3\xA9\", x]", v, e));
  QCOMPARE(e.column, 7);
}

void TestRuleset::jsonErrors_data() {
  QTest::addColumn<QByteArray>("text");
  QTest::addColumn<int>("line");
  QTest::addColumn<int>("column");
  QTest::addColumn<QString>("path");
  QTest::addColumn<QString>("message");
  auto row = [](const char *name, const char *text, int line, int column, const char *path,
                const char *message) {
    QTest::newRow(name) << QByteArray(text) << line << column << QString(path) << QString(message);
  };
  // clang-format off
  row("empty", "", 1, 1, "", "expected a value, got the end of the text");
  row("trailing garbage", "{\"a\": 1} x", 1, 10, "", "unexpected text after the document");
  row("two documents", "{}\n{}", 2, 1, "", "unexpected text after the document");
  row("duplicate key", "{\"a\": 1,\n \"a\": 2}", 2, 2, "a", "duplicate key \"a\"");
  row("trailing comma in object", "{\"a\": 1,}", 1, 9, "", "trailing comma before '}'");
  row("trailing comma in array", "{\"a\": [1, 2, ]}", 1, 14, "a", "trailing comma before ']'");
  row("line comment", "{\"a\": 1 // one\n}", 1, 9, "", "comments are not allowed in JSON");
  row("block comment", "/* hi */ {}", 1, 1, "", "comments are not allowed in JSON");
  row("comment as a value", "[/**/1]", 1, 2, "[0]", "comments are not allowed in JSON");
  row("bad escape", "{\"a\": \"x\\qy\"}", 1, 9, "a", "bad escape \\q");
  row("short unicode escape", "\"\\u12\"", 1, 2, "", "expected 4 hex digits after \\u");
  row("lone surrogate", "\"\\udc00\"", 1, 2, "", "lone low surrogate in \\u escape");
  row("high surrogate alone", "[\"a\\ud83dx\"]", 1, 4, "[0]", "high surrogate not followed by a low surrogate");
  row("unterminated string", "{\"a\": \"abc", 1, 7, "a", "unterminated string");
  row("line break in string", "[\"ab\ncd\"]", 1, 2, "[0]", "unterminated string (line break inside)");
  row("control character", "[\"a\tb\"]", 1, 4, "[0]", "control character in string; write it as an escape");
  row("invalid UTF-8", "[\"\xC3(\"]", 1, 3, "[0]", "invalid UTF-8 in string");
  row("leading zero", "[01]", 1, 3, "[0]", "bad number: leading zero");
  row("bare minus", "[-]", 1, 3, "[0]", "bad number: expected a digit after '-'");
  row("no fraction digits", "[1.]", 1, 4, "[0]", "bad number: expected a digit after '.'");
  row("no exponent digits", "[1e+]", 1, 5, "[0]", "bad number: expected a digit in the exponent");
  row("leading dot", "[.5]", 1, 2, "[0]", "expected a value, got '.'");
  row("hex number", "[0x10]", 1, 3, "[0]", "bad number: unexpected 'x'");
  row("huge number", "{\"n\": 1e400}", 1, 7, "n", "number out of range");
  row("misspelt literal", "{\"a\": tru}", 1, 7, "a", "expected a value, got 't'");
  row("single quotes", "{'a': 1}", 1, 2, "", "expected a key in double quotes, got '''");
  row("missing colon", "{\"a\" 1}", 1, 6, "", "expected ':' after the key, got '1'");
  row("missing comma", "{\"a\": {\"b\": 1\n \"c\": 2}}", 2, 2, "a", "expected ',' or '}' in the object, got '\"'");
  row("unclosed array", "[1, 2", 1, 6, "", "expected ',' or ']' in the array, got the end of the text");
  // clang-format on
  // The 64th '[' under the top object is the 65th level.
  QString deepPath = "a";
  for (int i = 0; i < 63; ++i) deepPath += "[0]";
  QTest::newRow("too deep") << ("{\"a\": " + QByteArray(70, '[') + "1" + QByteArray(70, ']') + "}")
                            << 1 << 70 << deepPath << QString("nesting deeper than 64 levels");
}

void TestRuleset::jsonErrors() {
  QFETCH(QByteArray, text);
  QFETCH(int, line);
  QFETCH(int, column);
  QFETCH(QString, path);
  QFETCH(QString, message);
  json::Value v;
  json::Error e;
  QVERIFY(!json::parse(text.toStdString(), v, e));
  QCOMPARE(QString::fromStdString(e.message), message);
  QCOMPARE(e.line, line);
  QCOMPARE(e.column, column);
  QCOMPARE(QString::fromStdString(e.path), path);
}

void TestRuleset::jsonQuote() {
  QCOMPARE(json::quote("Ra1@a5"), std::string("\"Ra1@a5\""));
  QCOMPARE(json::quote("a\"b\\c"), std::string("\"a\\\"b\\\\c\""));
  QCOMPARE(json::quote("\n\t\r\b\f"), std::string("\"\\n\\t\\r\\b\\f\""));
  QCOMPARE(json::quote(std::string("\x01", 1)), std::string("\"\\u0001\""));
  QCOMPARE(json::quote("\xC3\xA9"), std::string("\"\xC3\xA9\""));  // UTF-8 passes through
  // What quote writes, parse reads back.
  const std::string odd("x\x1f\"\\/\n\xF0\x9F\x98\x80", 10);
  json::Value v;
  json::Error e;
  QVERIFY(json::parse(json::quote(odd), v, e));
  QCOMPARE(v.string(), odd);
}

QTEST_APPLESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
