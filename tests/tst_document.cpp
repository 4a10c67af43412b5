// GameDocument: playing turns into the tree, variations, navigation with the
// position kept in step by make/undo, and every undoable edit: undo and redo
// must restore the tree (ids, order, notations, annotations, tags), the current
// node and the position exactly. Merging another game adds only what is
// new, where the game reaches the other's start, in one undo step.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "gamedocument.h"
#include "gameend.h"
#include "gamelist.h"
#include "gamemerge.h"
#include "gamestrip.h"
#include "movetreemodel.h"
#include "notation.h"
#include "pgn.h"
#include "registry.h"
#include "sfen.h"
#include "turnnumber.h"

using namespace sc;

namespace {

VariantPtr shooters() { return Registry::instance().defaultVariant(); }

Turn turnAt(const Position &pos, const char *token) {
  Position p = pos;
  std::string error;
  const std::optional<Turn> turn = parseTurn(p, token, &error);
  if (!turn) qFatal("%s: %s", token, error.c_str());
  return *turn;
}

NodeId play(GameDocument &doc, const char *token) {
  doc.playTurn(turnAt(doc.position(), token));
  return doc.currentNode();
}

QString sfen(const Position &pos) { return QString::fromStdString(writeSfen(pos)); }

// Everything undo must restore, as text: the reachable tree in pre-order with
// ids, tokens, annotations and child order, the tags, the current node and the
// position (which must also equal a replay from the start).
QString snapshot(const GameDocument &doc) {
  const GameTree &tree = doc.tree();
  QStringList out;
  std::vector<std::pair<NodeId, int>> stack{{tree.root(), 0}};
  while (!stack.empty()) {
    const auto [id, depth] = stack.back();
    stack.pop_back();
    const Node &n = tree.node(id);
    const Annotation &a = n.annotation;
    QStringList nags;
    for (int nag : a.nags) nags << QString::number(nag);
    out << QStringLiteral("%1#%2 %3 {%4} {%5} [%6] a%7 c%8")
               .arg(QString(depth, QLatin1Char(' ')))
               .arg(id)
               .arg(QString::fromStdString(n.notation), QString::fromStdString(a.commentBefore),
                    QString::fromStdString(a.commentAfter), nags.join(QLatin1Char(',')))
               .arg(a.arrows.size())
               .arg(a.circles.size());
    for (auto it = n.children.rbegin(); it != n.children.rend(); ++it)
      stack.push_back({*it, depth + 1});
  }
  for (const auto &[k, v] : tree.tags())
    out << QStringLiteral("[%1 \"%2\"]").arg(QString::fromStdString(k), QString::fromStdString(v));
  out << QStringLiteral("current %1").arg(doc.currentNode());
  out << QStringLiteral("position %1").arg(sfen(doc.position()));
  return out.join(QLatin1Char('\n'));
}

bool positionInStep(const GameDocument &doc) {
  return sfen(doc.position()) == sfen(doc.tree().positionAt(doc.currentNode()));
}

// 1. Nb1-c3 Nb8-c6 2. Nc3-b1 (2. Ng1-f3 Ng8-f6) (2. Nc3-e4) 2… Nc6-b8
// Returns the ids in the order: c3, c6, b1, f3, f6, e4, b8.
std::vector<NodeId> buildGame(GameDocument &doc) {
  std::vector<NodeId> ids;
  ids.push_back(play(doc, "Nb1-c3"));
  ids.push_back(play(doc, "Nb8-c6"));
  ids.push_back(play(doc, "Nc3-b1"));
  doc.goBack();
  ids.push_back(play(doc, "Ng1-f3"));
  ids.push_back(play(doc, "Ng8-f6"));
  doc.goTo(ids[1]);
  ids.push_back(play(doc, "Nc3-e4"));
  doc.goTo(ids[2]);
  ids.push_back(play(doc, "Nc6-b8"));
  return ids;
}

}  // namespace

class TestDocument : public QObject {
  Q_OBJECT

 private slots:
  void playTurnsGrowsTheMainLine() {
    GameDocument doc(shooters());
    QSignalSpy current(&doc, &GameDocument::currentNodeChanged);
    const NodeId a = play(doc, "Nb1-c3");
    const NodeId b = play(doc, "Nb8-c6");
    QCOMPARE(doc.tree().mainLine(), (std::vector<NodeId>{0, a, b}));
    QCOMPARE(doc.tree().node(a).notation, std::string("Nb1-c3"));
    QCOMPARE(doc.tree().node(b).notation, std::string("Nb8-c6"));
    QCOMPARE(doc.currentNode(), b);
    QCOMPARE(current.count(), 2);
    QCOMPARE(current.last().at(0).toInt(), b);
    QCOMPARE(doc.undoStack()->count(), 2);
    QVERIFY(positionInStep(doc));
    QCOMPARE(doc.position().historySize(), 2);
    QCOMPARE(doc.turnNumber(a), 1);
    QCOMPARE(doc.mover(b), Color::Black);
  }

  // S21 (C11 and M19 alike): the third occurrence of a position draws at
  // once; on the main line the document says so and writes the result, in
  // the same undo step as the turn, as for any other end.
  void threefoldRepetitionEndsTheGame() {
    GameDocument doc(shooters());
    const char *shuffle[] = {"Nb1-c3", "Nb8-c6", "Nc3-b1", "Nc6-b8", "Nb1-c3", "Nb8-c6", "Nc3-b1"};
    for (const char *token : shuffle) {
      play(doc, token);
      QVERIFY2(!GameEnd::at(doc.position()), token);
    }
    play(doc, "Nc6-b8");
    const std::optional<GameEnd> end = GameEnd::at(doc.position());
    QVERIFY(end);
    QCOMPARE(end->sentence(), QStringLiteral("Draw: repetition"));
    QCOMPARE(doc.tree().tags().at("Result"), std::string("1/2-1/2"));
    // Seen again from the start, by navigation, it is the same end.
    doc.goStart();
    QVERIFY(!GameEnd::at(doc.position()));
    doc.goEnd();
    QVERIFY(GameEnd::at(doc.position()));
    doc.undoStack()->undo();
    QVERIFY(!doc.tree().tags().count("Result"));
    QVERIFY(!GameEnd::at(doc.position()));
  }

  void aNewTurnAtAForkIsAVariation() {
    GameDocument doc(shooters());
    const NodeId main = play(doc, "Nb1-c3");
    doc.goBack();
    const NodeId alt = play(doc, "Ng1-f3");
    QCOMPARE(doc.tree().node(0).children, (std::vector<NodeId>{main, alt}));
    QCOMPARE(doc.currentNode(), alt);
    QVERIFY(positionInStep(doc));
    // Undo removes the variation and returns to the parent.
    doc.undoStack()->undo();
    QCOMPARE(doc.tree().node(0).children, (std::vector<NodeId>{main}));
    QCOMPARE(doc.currentNode(), 0);
    QVERIFY(!doc.tree().valid(alt));
    doc.undoStack()->redo();
    QCOMPARE(doc.tree().node(0).children, (std::vector<NodeId>{main, alt}));
    QCOMPARE(doc.currentNode(), alt);
    QVERIFY(positionInStep(doc));
  }

  void replayingAnExistingTurnFollowsIt() {
    GameDocument doc(shooters());
    const NodeId a = play(doc, "Nb1-c3");
    play(doc, "Nb8-c6");
    doc.goStart();
    const int commands = doc.undoStack()->count();
    QCOMPARE(play(doc, "Nb1-c3"), a);
    QCOMPARE(doc.undoStack()->count(), commands);
    QCOMPARE(doc.tree().node(0).children.size(), size_t(1));
    QCOMPARE(doc.tree().nodeCount(), 3);
  }

  void navigationKeepsThePositionInStep() {
    GameDocument doc(shooters());
    const std::vector<NodeId> ids = buildGame(doc);
    const QString start = sfen(doc.tree().start());
    QSignalSpy current(&doc, &GameDocument::currentNodeChanged);

    doc.goStart();
    QCOMPARE(doc.currentNode(), 0);
    QCOMPARE(sfen(doc.position()), start);
    QCOMPARE(doc.position().historySize(), 0);
    doc.goBack();  // nothing before the start
    QCOMPARE(doc.currentNode(), 0);

    const std::vector<NodeId> main = doc.tree().mainLine();
    for (size_t i = 1; i < main.size(); ++i) {
      doc.goForward();
      QCOMPARE(doc.currentNode(), main[i]);
      QVERIFY(positionInStep(doc));
      QCOMPARE(doc.position().historySize(), int(i));
    }
    doc.goForward();  // at the end: stays
    QCOMPARE(doc.currentNode(), main.back());

    doc.goTo(ids[2]);  // 2. Nc3-b1, the first of three continuations
    doc.goSibling(1);
    QCOMPARE(doc.currentNode(), ids[3]);
    QVERIFY(positionInStep(doc));
    doc.goSibling(1);
    QCOMPARE(doc.currentNode(), ids[5]);
    doc.goSibling(1);  // clamped at the last
    QCOMPARE(doc.currentNode(), ids[5]);
    doc.goSibling(-5);
    QCOMPARE(doc.currentNode(), ids[2]);

    doc.goTo(ids[3]);
    doc.goEnd();  // end of the current line, inside the variation
    QCOMPARE(doc.currentNode(), ids[4]);
    QVERIFY(positionInStep(doc));
    doc.goTo(ids[6]);  // across the tree: up to the fork, down the main line
    QVERIFY(positionInStep(doc));
    doc.goBack();
    QCOMPARE(doc.currentNode(), ids[2]);
    QVERIFY(positionInStep(doc));
    doc.goStart();
    QCOMPARE(sfen(doc.position()), start);
    QVERIFY(current.count() >= 10);
    for (const QList<QVariant> &args : std::as_const(current)) QVERIFY(args.at(0).toInt() >= 0);
  }

  // Scid's and ChessX's Merge Game: the other game's turns that this one
  // lacks become variations, with their annotations and a label; the turns
  // both have keep this game's annotations; one undo step takes it all back.
  void mergingAGame() {
    std::string error;
    const VariantPtr chess = Registry::instance().load("chess", {}, error);
    QVERIFY(chess);
    auto read = [&chess](const char *text) {
      PgnFile file = readPgn(chess, text);
      if (file.games.size() != 1 || !file.games[0].tree) qFatal("unreadable: %s", text);
      return std::move(file.games[0].tree);
    };
    GameDocument doc(chess);
    doc.loadTree(read("1. e4 e5 2. Nf3 {mine} Nc6 3. Bb5 a6 *"));
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    doc.goEnd();
    const NodeId end = doc.currentNode();
    const std::vector<NodeId> line = doc.tree().mainLine();
    const NodeId nc6 = line[4];
    const QString before = snapshot(doc);
    const int commands = doc.undoStack()->count();

    const auto other = read(
        "[Event \"Lesson\"] [Date \"2024.05.??\"] [White \"Teacher\"] [Black \"?\"]\n"
        "1. e4 e5 2. Nf3 {theirs} Nc6 3. Bc4 $1 {Italian} Bc5 (3... Nf6 4. Ng5) 4. c3 *");
    QCOMPARE(mergeLabel(*other), std::string("Teacher - ?, Lesson 2024"));
    const MergeOutcome merged = doc.mergeGame(*other);
    QCOMPARE(merged.result, MergeOutcome::Result::Merged);
    QCOMPARE(merged.anchor, doc.tree().root());
    QCOMPARE(merged.added, 5);  // Bc4, Bc5, c3, Nf6, Ng5
    QCOMPARE(doc.undoStack()->count(), commands + 1);
    QCOMPARE(doc.currentNode(), end);
    const Node &fork = doc.tree().node(nc6);
    QCOMPARE(int(fork.children.size()), 2);
    QCOMPARE(doc.tree().node(fork.children[0]).notation,
             std::string("Bb5"));  // still the main line
    const Node &bc4 = doc.tree().node(fork.children[1]);
    QCOMPARE(merged.firstNew, fork.children[1]);
    QCOMPARE(bc4.notation, std::string("Bc4"));
    QCOMPARE(bc4.annotation.nags, std::vector<int>{1});
    QCOMPARE(bc4.annotation.commentAfter, std::string("Italian"));
    QCOMPARE(bc4.annotation.commentBefore, std::string("Teacher - ?, Lesson 2024"));
    // 3... Nf6 4. Ng5 stays a variation of 3... Bc5, as in the other game.
    QCOMPARE(int(bc4.children.size()), 2);
    const Node &bc5 = doc.tree().node(bc4.children[0]);
    QCOMPARE(bc5.notation, std::string("Bc5"));
    QCOMPARE(int(bc5.children.size()), 1);
    QCOMPARE(doc.tree().node(bc5.children[0]).notation, std::string("c3"));
    const Node &nf6 = doc.tree().node(bc4.children[1]);
    QCOMPARE(nf6.notation, std::string("Nf6"));
    QCOMPARE(doc.tree().node(nf6.children.at(0)).notation, std::string("Ng5"));
    QVERIFY(nf6.annotation.commentBefore.empty());  // the label goes once
    QCOMPARE(doc.tree().node(line[3]).annotation.commentAfter, std::string("mine"));
    QVERIFY(positionInStep(doc));
    const QString after = snapshot(doc);

    doc.undoStack()->undo();
    QCOMPARE(snapshot(doc), before);
    doc.undoStack()->redo();
    QCOMPARE(snapshot(doc), after);

    // Again: nothing new, no undo step.
    QCOMPARE(doc.mergeGame(*other).result, MergeOutcome::Result::NothingNew);
    QCOMPARE(doc.undoStack()->count(), commands + 1);

    // A game from a later position hangs where this game reaches it, the
    // way to the current node first.
    const auto later = read(
        "[SetUp \"1\"] [FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\"]\n"
        "3. d4 exd4 *");
    const MergeOutcome scotch = doc.mergeGame(*later);
    QCOMPARE(scotch.result, MergeOutcome::Result::Merged);
    QCOMPARE(scotch.anchor, nc6);
    QCOMPARE(scotch.added, 2);
    QCOMPARE(mergeLabel(*later), std::string());
    GameTree dated(later->start());
    dated.tags()["Date"] = "????.05.12";  // a day without its year says nothing
    dated.tags()["Event"] = "?";
    dated.tags()["Black"] = "Ada";
    QCOMPARE(mergeLabel(dated), std::string("? - Ada"));
    QCOMPARE(doc.tree().node(scotch.firstNew).annotation.commentBefore, std::string());
    QCOMPARE(int(doc.tree().node(nc6).children.size()), 3);

    const auto elsewhere = read("[SetUp \"1\"] [FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n1. O-O *");
    QCOMPARE(doc.mergeGame(*elsewhere).result, MergeOutcome::Result::NoMeeting);
    GameDocument shootersGame(shooters());
    QCOMPARE(shootersGame.mergeGame(*other).result, MergeOutcome::Result::OtherRules);
    // The same rule system with other options may allow other turns.
    const VariantPtr lost = Registry::instance().load("shooters", {"stalemate=loss"}, error);
    QVERIFY2(lost, error.c_str());
    QCOMPARE(shootersGame.mergeGame(GameTree(startPosition(lost))).result,
             MergeOutcome::Result::OtherRules);
    QCOMPARE(shootersGame.mergeGame(GameTree(startPosition(shooters()))).result,
             MergeOutcome::Result::NothingNew);
    QCOMPARE(doc.undoStack()->count(), commands + 2);
  }

  // Several games at once (File > Merge Game from Clipboard with a file of
  // games, several rows of the Games list): each is merged against the game
  // as the ones before it left it, and all of it is one undo step; games
  // that bring nothing, or cannot hang anywhere, leave no step behind.
  void mergingSeveralGames() {
    std::string error;
    const VariantPtr chess = Registry::instance().load("chess", {}, error);
    QVERIFY(chess);
    PgnFile games = readPgn(chess,
                            "[White \"A\"] 1. e4 e5 2. Nf3 Nc6 3. Bc4 *\n\n"
                            "[White \"B\"] 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 *\n\n"
                            "[SetUp \"1\"] [FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"] 1. O-O *\n\n"
                            "1. e4 e5 *");
    QCOMPARE(int(games.games.size()), 4);
    std::vector<const GameTree *> others;
    for (const PgnGame &game : games.games) others.push_back(game.tree.get());
    GameDocument doc(chess);
    doc.loadTree(std::move(readPgn(chess, "1. e4 e5 2. Nf3 Nc6 3. Bb5 *").games.at(0).tree));
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const NodeId nc6 = doc.tree().mainLine()[4];
    const QString before = snapshot(doc);
    const int commands = doc.undoStack()->count();

    const std::vector<MergeOutcome> outcomes = doc.mergeGames(others);
    QCOMPARE(int(outcomes.size()), 4);
    QCOMPARE(outcomes[0].result, MergeOutcome::Result::Merged);
    QCOMPARE(outcomes[0].added, 1);  // 3. Bc4
    QCOMPARE(outcomes[1].result, MergeOutcome::Result::Merged);
    QCOMPARE(outcomes[1].added, 1);  // only 3... Bc5: Bc4 came with the first
    QCOMPARE(outcomes[2].result, MergeOutcome::Result::NoMeeting);
    QCOMPARE(outcomes[3].result, MergeOutcome::Result::NothingNew);
    const Node &fork = doc.tree().node(nc6);
    QCOMPARE(int(fork.children.size()), 2);
    const Node &bc4 = doc.tree().node(fork.children[1]);
    QCOMPARE(bc4.annotation.commentBefore, std::string("A - ?"));
    QCOMPARE(doc.tree().node(bc4.children.at(0)).annotation.commentBefore, std::string("B - ?"));
    QCOMPARE(doc.undoStack()->count(), commands + 1);
    QCOMPARE(doc.undoStack()->undoText(),
             QStringLiteral("Merge 2 game(s)"));  // the two that brought turns
    const QString after = snapshot(doc);
    doc.undoStack()->undo();
    QCOMPARE(snapshot(doc), before);
    doc.undoStack()->redo();
    QCOMPARE(snapshot(doc), after);

    // Nothing new in any of them: no undo step, and Redo keeps what it had.
    doc.undoStack()->undo();
    doc.undoStack()->redo();
    QCOMPARE(doc.mergeGames({others[0], others[3]}).at(0).result, MergeOutcome::Result::NothingNew);
    QCOMPARE(doc.undoStack()->count(), commands + 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.mergeGames({others[2], others[3]}).at(0).result, MergeOutcome::Result::NoMeeting);
    QVERIFY(doc.undoStack()->canRedo());
    QCOMPARE(snapshot(doc), before);

    // One of two brings turns: the step is named for one game, and undoes it.
    QCOMPARE(doc.mergeGames({others[3], others[1]}).at(1).result, MergeOutcome::Result::Merged);
    QCOMPARE(doc.undoStack()->count(), commands + 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Merge game"));
    QVERIFY(!doc.undoStack()->canRedo());
    doc.undoStack()->undo();
    QCOMPARE(snapshot(doc), before);
  }

  // Edit > Strip: each kind of annotation, and the variations, out of the
  // whole game in one undo step each; what is not of that kind stays; the
  // board leaves a variation that goes; nothing to strip is no step.
  void strippingAGame() {
    std::string error;
    const VariantPtr chess = Registry::instance().load("chess", {}, error);
    QVERIFY(chess);
    PgnFile file = readPgn(chess,
                           "{Intro} 1. e4 $1 {[%eval 0.3] [%clk 0:03:00] good} "
                           "(1. d4 {queen} d5 (1... Nf6 $2)) 1... e5 {[%csl Ge5][%cal Ge2e4]} "
                           "2. Nf3 (2. Bc4) Nc6 *");
    QCOMPARE(int(file.games.size()), 1);
    GameDocument doc(chess);
    doc.loadTree(std::move(file.games[0].tree));
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const GameTree &tree = doc.tree();
    QCOMPARE(stripCount(tree, StripPart::Comments), 3);
    QCOMPARE(stripCount(tree, StripPart::Variations), 2);  // 1. d4 (with 1... Nf6), 2. Bc4
    QCOMPARE(stripCount(tree, StripPart::Glyphs), 2);
    QCOMPARE(stripCount(tree, StripPart::Shapes), 2);
    QCOMPARE(stripCount(tree, StripPart::Evaluations), 1);
    QCOMPARE(stripCount(tree, StripPart::Clocks), 1);
    const NodeId e4 = tree.node(tree.root()).children[0];
    const NodeId d4 = tree.node(tree.root()).children[1];
    const NodeId nf6 = tree.node(d4).children[1];
    doc.goTo(nf6);
    const std::string before = writePgn(tree);
    const int commands = doc.undoStack()->count();

    QCOMPARE(doc.strip(StripPart::Comments), 3);
    QVERIFY(tree.node(e4).annotation.commentAfter.empty());
    QCOMPARE(tree.node(e4).annotation.eval, std::string("0.3"));  // only comments go
    QCOMPARE(tree.node(e4).annotation.nags, std::vector<int>{1});
    QCOMPARE(doc.currentNode(), nf6);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Strip comments"));
    QCOMPARE(doc.strip(StripPart::Comments), 0);  // nothing left: no step
    QCOMPARE(doc.undoStack()->count(), commands + 1);
    doc.undoStack()->undo();
    QCOMPARE(writePgn(tree), before);

    for (const StripPart part :
         {StripPart::Glyphs, StripPart::Shapes, StripPart::Evaluations, StripPart::Clocks}) {
      QVERIFY(doc.strip(part) > 0);
      QCOMPARE(stripCount(tree, part), 0);
      QCOMPARE(stripCount(tree, StripPart::Comments), 3);
      QCOMPARE(doc.undoStack()->count(), commands + 1);
      doc.undoStack()->undo();
      QCOMPARE(writePgn(tree), before);
    }
    QVERIFY(tree.node(nf6).annotation.nags == std::vector<int>{2});

    // The board stood on 1... Nf6 inside 1. d4: it goes to the start, where
    // that line branched off; Undo brings the line and the board back.
    QCOMPARE(doc.strip(StripPart::Variations), 2);
    QCOMPARE(doc.currentNode(), tree.root());
    QCOMPARE(int(tree.node(tree.root()).children.size()), 1);
    QCOMPARE(tree.nodeCount(), 5);  // the root and four turns
    QCOMPARE(stripCount(tree, StripPart::Glyphs), 1);
    QCOMPARE(writePgn(tree).find("d4"), std::string::npos);
    doc.undoStack()->undo();
    QCOMPARE(writePgn(tree), before);
    QCOMPARE(doc.currentNode(), nf6);
    doc.undoStack()->redo();
    QCOMPARE(doc.currentNode(), tree.root());
    QCOMPARE(doc.strip(StripPart::Variations), 0);
  }

  // Edit > Strip > All Turns Before This One (Scid's "strip moves from the
  // beginning"): the game starts from the current position with what follows
  // it, variations included, and its tags; the turn's comment opens the
  // game; Undo brings the whole game back, at the same turn.
  void strippingTheTurnsBefore() {
    std::string error;
    const VariantPtr chess = Registry::instance().load("chess", {}, error);
    QVERIFY(chess);
    PgnFile file = readPgn(chess,
                           "[White \"Ada\"] [Result \"1-0\"]\n"
                           "1. e4 (1. d4 d5) 1... e5 2. Nf3 {the knight} Nc6 (2... d6 3. d4) "
                           "3. Bb5 $1 a6 1-0");
    GameDocument doc(chess);
    doc.loadTree(std::move(file.games.at(0).tree));
    MoveTreeModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const NodeId nf3 = doc.tree().mainLine()[3];
    doc.goTo(nf3);
    const std::string sfenAtNf3 = writeSfen(doc.position());
    const std::string before = writePgn(doc.tree());
    const int commands = doc.undoStack()->count();

    QCOMPARE(doc.stripTurnsBefore(), 3);
    const GameTree &tree = doc.tree();
    QCOMPARE(writeSfen(tree.start()), sfenAtNf3);
    QCOMPARE(doc.currentNode(), tree.root());
    QCOMPARE(tree.nodeCount(), 6);  // the root, Nc6 Bb5 a6, and d6 d4
    QCOMPARE(tree.node(tree.root()).annotation.commentAfter, std::string("the knight"));
    const std::vector<NodeId> line = tree.mainLine();
    QCOMPARE(tree.node(line[1]).notation, std::string("Nc6"));
    QCOMPARE(tree.node(line[2]).annotation.nags, std::vector<int>{1});
    QCOMPARE(tree.node(tree.node(tree.root()).children.at(1)).notation, std::string("d6"));
    QCOMPARE(tree.tags().at("White"), std::string("Ada"));
    QCOMPARE(doc.undoStack()->count(), commands + 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Strip turns before"));
    const std::string after = writePgn(doc.tree());
    QVERIFY(after.find("[FEN \"") != std::string::npos);
    QVERIFY(after.find("d4 d5") == std::string::npos);

    // Edits on the new game undo first, then the strip.
    doc.goEnd();
    Annotation note = doc.tree().node(doc.currentNode()).annotation;
    note.commentAfter = "end";
    doc.setAnnotation(doc.currentNode(), note);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(writePgn(doc.tree()), before);
    QCOMPARE(doc.currentNode(), nf3);
    doc.undoStack()->redo();
    QCOMPARE(writePgn(doc.tree()), after);
    doc.undoStack()->redo();
    QVERIFY(writePgn(doc.tree()).find("{end}") != std::string::npos);
    doc.goTo(doc.tree().root());
    QCOMPARE(doc.stripTurnsBefore(), 0);  // at the start: nothing, no step
    QCOMPARE(doc.undoStack()->count(), commands + 2);
  }

  void turnNumbersNameTurnsOfTheLine() {
    QCOMPARE(parseTurnNumber(QStringLiteral("12"))->number, 12);
    QVERIFY(!parseTurnNumber(QStringLiteral("12"))->side);
    QCOMPARE(parseTurnNumber(QStringLiteral(" 12. "))->side, std::optional(Color::White));
    QCOMPARE(parseTurnNumber(QStringLiteral("12..."))->side, std::optional(Color::Black));
    QCOMPARE(parseTurnNumber(QStringLiteral("7\u2026"))->side, std::optional(Color::Black));
    QCOMPARE(parseTurnNumber(QStringLiteral("7 ..."))->number, 7);
    for (const char *bad : {"", "0", "-3", "12.5", "twelve", "12..", "1234567", "12 e4"})
      QVERIFY2(!parseTurnNumber(QString::fromLatin1(bad)), bad);

    std::string error;
    const VariantPtr chess = Registry::instance().load("chess", {}, error);
    QVERIFY(chess);
    PgnFile file = readPgn(chess, "1. e4 e5 2. Nf3 Nc6 (2... d6 3. d4 exd4) 3. Bb5 a6 *");
    GameDocument doc(chess);
    doc.loadTree(std::move(file.games.at(0).tree));
    auto named = [&doc](const char *text) {
      const NodeId node = findTurn(doc, *parseTurnNumber(QString::fromLatin1(text)));
      return node == kNoNode ? std::string("none") : doc.tree().node(node).notation;
    };
    // At the start the line is the main line.
    QCOMPARE(named("3"), std::string("Bb5"));
    QCOMPARE(named("3..."), std::string("a6"));
    QCOMPARE(named("1."), std::string("e4"));
    QCOMPARE(named("4"), std::string("none"));
    auto [first, last] = lineTurns(doc);
    QCOMPARE(doc.tree().node(first).notation, std::string("e4"));
    QCOMPARE(doc.tree().node(last).notation, std::string("a6"));
    // Inside the variation its own turns are found, and its line ends there.
    doc.goTo(doc.tree().node(doc.tree().mainLine()[3]).children.at(1));  // 2... d6
    QCOMPARE(named("3"), std::string("d4"));
    QCOMPARE(named("3..."), std::string("exd4"));
    QCOMPARE(named("2..."), std::string("d6"));
    QCOMPARE(named("1"), std::string("e4"));
    QCOMPARE(doc.tree().node(lineTurns(doc).second).notation, std::string("exd4"));

    // A game set up with Black to move starts with "12...": "12" finds it.
    file = readPgn(chess,
                   "[FEN \"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 12\"]\n"
                   "12... Nc6 13. Bb5 *");
    QVERIFY(file.games.at(0).tree);
    doc.loadTree(std::move(file.games.at(0).tree));
    QCOMPARE(named("12"), std::string("Nc6"));
    QCOMPARE(named("12."), std::string("none"));
    QCOMPARE(named("13"), std::string("Bb5"));
    QCOMPARE(named("1"), std::string("none"));
    // An empty game has no line.
    GameDocument empty(chess);
    QCOMPARE(lineTurns(empty).first, kNoNode);
    QCOMPARE(findTurn(empty, TurnNumber{1, std::nullopt}), kNoNode);
  }

  void withoutHistoryKeepsThePosition() {
    std::string error;
    const VariantPtr chess = Registry::instance().load("chess", {}, error);
    GameDocument doc(chess);
    for (const char *t : {"Nf3", "Nf6", "Ng1", "Ng8"}) play(doc, t);
    QCOMPARE(doc.position().historySize(), 4);
    const Position fresh = withoutHistory(doc.position());
    QCOMPARE(fresh.historySize(), 0);
    QCOMPARE(writeSfen(fresh), writeSfen(doc.position()));
  }

  void everyEditUndoesAndRedoesExactly_data() {
    QTest::addColumn<int>("edit");
    QTest::newRow("add turn") << 0;
    QTest::newRow("annotate") << 1;
    QTest::newRow("promote") << 2;
    QTest::newRow("make main line") << 3;
    QTest::newRow("delete main continuation") << 4;
    QTest::newRow("delete variation") << 5;
    QTest::newRow("delete from here") << 6;
    QTest::newRow("set tag") << 7;
    QTest::newRow("remove tag") << 8;
  }
  void everyEditUndoesAndRedoesExactly() {
    QFETCH(int, edit);
    GameDocument doc(shooters());
    const std::vector<NodeId> ids = buildGame(doc);
    doc.mutableTree().tags()["Event"] = "Club";
    doc.goTo(ids[4]);  // deep inside the first variation
    const QString before = snapshot(doc);
    const int commands = doc.undoStack()->count();

    Annotation note;
    note.commentBefore = "before";
    note.commentAfter = "after";
    note.nags = {1, 14};
    note.arrows = {Arrow{0, 17, ShapeColor::Red}};
    note.circles = {Circle{5, ShapeColor::Blue}};
    switch (edit) {
      case 0:
        play(doc, "Nc3-e4");
        break;
      case 1:
        doc.setAnnotation(ids[3], note);
        break;
      case 2:
        doc.promoteVariation(ids[5]);
        break;
      case 3:
        doc.makeMainLine(ids[4]);
        break;
      case 4:
        doc.deleteVariation(ids[2]);
        break;
      case 5:
        doc.deleteVariation(ids[3]);
        break;
      case 6:
        doc.deleteFromHere(ids[1]);
        break;
      case 7:
        doc.setTag("White", "Ada");
        break;
      case 8:
        doc.setTag("Event", QString());
        break;
    }
    QCOMPARE(doc.undoStack()->count(), commands + 1);
    const QString after = snapshot(doc);
    QVERIFY(after != before);
    QVERIFY(positionInStep(doc));

    doc.undoStack()->undo();
    QCOMPARE(snapshot(doc), before);
    QVERIFY(positionInStep(doc));
    doc.undoStack()->redo();
    QCOMPARE(snapshot(doc), after);
    QVERIFY(positionInStep(doc));
    // Navigating elsewhere does not change what undo restores: a tree edit
    // returns to where it was made; a tag is not on the board and leaves the
    // current node alone.
    doc.goStart();
    doc.undoStack()->undo();
    if (edit >= 7) {
      QCOMPARE(doc.currentNode(), 0);
      doc.goTo(ids[4]);
    }
    QCOMPARE(snapshot(doc), before);
  }

  void editsHaveTheExpectedEffect() {
    GameDocument doc(shooters());
    std::vector<NodeId> ids = buildGame(doc);
    const GameTree &tree = doc.tree();
    // promote: 2. Nc3-e4 moves in front of 2. Ng1-f3
    doc.promoteVariation(ids[5]);
    QCOMPARE(tree.node(ids[1]).children, (std::vector<NodeId>{ids[2], ids[5], ids[3]}));
    // make main line: the f3 line becomes the game's main line
    doc.makeMainLine(ids[4]);
    QCOMPARE(tree.mainLine(), (std::vector<NodeId>{0, ids[0], ids[1], ids[3], ids[4]}));
    QCOMPARE(tree.node(ids[1]).children, (std::vector<NodeId>{ids[3], ids[2], ids[5]}));
    // delete from here: everything after 1… Nb8-c6
    doc.deleteFromHere(ids[1]);
    QVERIFY(tree.node(ids[1]).children.empty());
    QCOMPARE(tree.nodeCount(), 3);
    doc.undoStack()->undo();
    QCOMPARE(tree.node(ids[1]).children, (std::vector<NodeId>{ids[3], ids[2], ids[5]}));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(tree.node(ids[1]).children, (std::vector<NodeId>{ids[2], ids[3], ids[5]}));
  }

  void deletingTheCurrentLineMovesUp() {
    GameDocument doc(shooters());
    const std::vector<NodeId> ids = buildGame(doc);
    doc.goTo(ids[4]);  // 2… Ng8-f6 inside the variation 2. Ng1-f3
    doc.deleteVariation(ids[3]);
    QCOMPARE(doc.currentNode(), ids[1]);  // the nearest surviving ancestor
    QVERIFY(positionInStep(doc));
    doc.undoStack()->undo();
    QCOMPARE(doc.currentNode(), ids[4]);
    QVERIFY(positionInStep(doc));

    doc.goTo(ids[6]);
    doc.deleteFromHere(ids[1]);
    QCOMPARE(doc.currentNode(), ids[1]);
    QVERIFY(positionInStep(doc));

    // Deleting another line leaves the current node alone.
    doc.undoStack()->undo();
    doc.goTo(ids[6]);
    doc.deleteVariation(ids[5]);
    QCOMPARE(doc.currentNode(), ids[6]);
  }

  void eachAnnotationEditIsOneUndoStep() {
    GameDocument doc(shooters());
    const NodeId a = play(doc, "Nb1-c3");
    const int commands = doc.undoStack()->count();
    // Two edits of the same comment (two visits to its dialog) are two steps:
    // undo returns to the first text, not to nothing.
    Annotation note;
    note.commentAfter = "Good";
    doc.setAnnotation(a, note);
    note.commentAfter = "Good move";
    doc.setAnnotation(a, note);
    QCOMPARE(doc.undoStack()->count(), commands + 2);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Edit comment"));
    doc.undoStack()->undo();
    QCOMPARE(doc.tree().node(a).annotation.commentAfter, std::string("Good"));
    doc.undoStack()->redo();
    // A glyph is a step of its own, and undoing it leaves the comment.
    note.nags = {1};
    doc.setAnnotation(a, note);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set glyphs"));
    note.arrows = {Arrow{makeSquare(1, 0), makeSquare(2, 2), ShapeColor::Red}};
    doc.setAnnotation(a, note);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Draw shapes"));
    QCOMPARE(doc.undoStack()->count(), commands + 4);
    doc.undoStack()->undo();
    QVERIFY(doc.tree().node(a).annotation.arrows.empty());
    doc.undoStack()->undo();
    QCOMPARE(doc.tree().node(a).annotation.nags, std::vector<int>{});
    QCOMPARE(doc.tree().node(a).annotation.commentAfter, std::string("Good move"));
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    // Several parts at once (a game analysis marks a glyph and a comment):
    // one undo step that restores both.
    Annotation marked = note;
    marked.nags = {4};
    marked.commentBefore = "Better: Ng1-f3";
    doc.setAnnotation(a, marked);
    QCOMPARE(doc.undoStack()->count(), commands + 5);
    QCOMPARE(doc.tree().node(a).annotation, marked);
    doc.undoStack()->undo();
    QCOMPARE(doc.tree().node(a).annotation, note);
    // Identical annotation: no command at all.
    doc.setAnnotation(a, note);
    QCOMPARE(doc.undoStack()->count(), commands + 5);
  }

  void tagEditsMerge() {
    GameDocument doc(shooters());
    QSignalSpy tags(&doc, &GameDocument::tagsChanged);
    doc.setTag("White", "A");
    doc.setTag("White", "Ad");
    doc.setTag("White", "Ada");
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.tree().tags().at("White"), std::string("Ada"));
    QCOMPARE(tags.count(), 3);
    doc.undoStack()->undo();
    QVERIFY(!doc.tree().tags().count("White"));
    doc.setTag("Black", "");  // empty but present
    QCOMPARE(doc.tree().tags().at("Black"), std::string());
  }

  void modifiedFollowsTheCleanState() {
    GameDocument doc(shooters());
    QSignalSpy modified(&doc, &GameDocument::modifiedChanged);
    QVERIFY(!doc.isModified());
    play(doc, "Nb1-c3");
    QVERIFY(doc.isModified());
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().at(0).toBool(), true);
    doc.markSaved();
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.last().at(0).toBool(), false);
    doc.undoStack()->undo();
    QVERIFY(doc.isModified());
    doc.undoStack()->redo();
    QVERIFY(!doc.isModified());
    // Navigation is not an edit.
    doc.goStart();
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.count(), 4);
  }

  void newGameAndLoadResetEverything() {
    GameDocument doc(shooters());
    buildGame(doc);
    QSignalSpy reset(&doc, &GameDocument::gameReset);
    QSignalSpy modified(&doc, &GameDocument::modifiedChanged);
    auto tree = std::make_unique<GameTree>(doc.tree());  // a copy, as a loaded game
    doc.newGame(doc.tree().start());
    QCOMPARE(reset.count(), 1);
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.tree().nodeCount(), 1);
    QCOMPARE(doc.currentNode(), 0);
    QVERIFY(!doc.isModified());
    QCOMPARE(modified.last().at(0).toBool(), false);

    const int nodes = tree->nodeCount();
    doc.loadTree(std::move(tree));
    QCOMPARE(reset.count(), 2);
    QCOMPARE(doc.tree().nodeCount(), nodes);
    QCOMPARE(doc.currentNode(), 0);
    doc.goEnd();
    QVERIFY(positionInStep(doc));
    QVERIFY(!doc.undoStack()->canUndo());

    // A game from another start: the position follows the tree's start.
    const auto start = readSfen(shooters(), "4k3/8/8/8/8/8/8/1N2K3 b - 3 7");
    QVERIFY(start);
    doc.newGame(*start);
    QCOMPARE(sfen(doc.position()), sfen(*start));
    const NodeId k = play(doc, "Ke8-d8");
    QCOMPARE(doc.turnNumber(k), 7);
    QCOMPARE(doc.mover(k), Color::Black);
    const NodeId n = play(doc, "Nb1-c3");
    QCOMPARE(doc.turnNumber(n), 8);
    QCOMPARE(doc.mover(n), Color::White);
  }

  // The game list of a multi-game file: one row per game, the bad game kept
  // with what was read before its problem, problems as file:line:column.
  void gameListShowsGamesAndProblems() {
    const std::string text =
        "[Event \"first\"]\n[White \"Ada\"]\n[Black \"Bo\"]\n[Result \"*\"]\n\n"
        "1. Pe2-e3 Pe7-e6 (1... Pd7-d6) 2. Pd2-d3 *\n\n"
        "[Event \"second\"]\n\n1. Pe2-e3 Pe7-e6 2. Qd1@d8 Pd7-d6 *\n\n"
        "[Event \"third\"]\n[Result \"0-1\"]\n\n1. Pd2-d3 {fine} 0-1\n";
    GameList list;
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::Fatal);
    list.setFile("games.pgn", readPgn(shooters(), text));
    QCOMPARE(list.rowCount(), 3);
    QCOMPARE(list.columnCount(), int(GameList::ColumnCount));
    auto cell = [&](int row, int column) { return list.index(row, column).data(); };
    QCOMPARE(cell(0, GameList::NumberColumn).toInt(), 1);
    QCOMPARE(cell(0, GameList::WhiteColumn).toString(), QStringLiteral("Ada"));
    QCOMPARE(cell(0, GameList::BlackColumn).toString(), QStringLiteral("Bo"));
    QCOMPARE(cell(0, GameList::ResultColumn).toString(), QStringLiteral("*"));
    QCOMPARE(cell(0, GameList::PliesColumn).toInt(), 3);
    QCOMPARE(cell(1, GameList::EventColumn).toString(), QStringLiteral("second"));
    QCOMPARE(cell(1, GameList::PliesColumn).toInt(), 2);  // what came before the bad turn
    QCOMPARE(cell(2, GameList::ResultColumn).toString(), QStringLiteral("0-1"));
    QCOMPARE(list.headerData(GameList::PliesColumn, Qt::Horizontal).toString(),
             QStringLiteral("Plies"));

    QVERIFY(list.hasProblems());
    QVERIFY(list.problems(0).isEmpty());
    const QStringList bad = list.problems(1);
    QCOMPARE(bad.size(), 1);
    QVERIFY2(bad[0].startsWith("games.pgn:10:21: "), qPrintable(bad[0]));
    QCOMPARE(list.index(1, 0).data(GameList::ProblemCountRole).toInt(), 1);
    QCOMPARE(list.index(1, 0).data(Qt::ToolTipRole).toString(), bad[0]);
    QCOMPARE(list.allProblems(), bad);

    // Opening a game gives the document its own copy.
    GameDocument doc(shooters());
    doc.loadTree(list.copyTree(2));
    QCOMPARE(doc.tree().node(1).annotation.commentAfter, std::string("fine"));
    doc.goEnd();
    play(doc, "Pe7-e6");
    QCOMPARE(list.tree(2)->nodeCount(), 2);
    // Saving it back updates the row; appending and removing are row changes.
    list.setTree(2, doc.tree());
    QCOMPARE(cell(2, GameList::PliesColumn).toInt(), 2);
    list.setTree(1, doc.tree());
    QVERIFY(list.problems(1).isEmpty());
    QVERIFY(!list.hasProblems());
    list.appendTree(doc.tree());
    QCOMPARE(list.rowCount(), 4);
    list.removeGame(0);
    QCOMPARE(list.rowCount(), 3);
    QCOMPARE(int(readPgn(shooters(), list.text().toStdString()).games.size()), 3);
    QCOMPARE(cell(0, GameList::NumberColumn).toInt(), 1);
    list.clear();
    QCOMPARE(list.rowCount(), 0);
  }

  void filePathIsAnnounced() {
    GameDocument doc(shooters());
    QSignalSpy path(&doc, &GameDocument::filePathChanged);
    doc.setFilePath("/tmp/a.pgn");
    doc.setFilePath("/tmp/a.pgn");
    QCOMPARE(path.count(), 1);
    QCOMPARE(doc.filePath(), QString("/tmp/a.pgn"));
  }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
