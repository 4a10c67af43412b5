// Chess as other programs write it (tests/data/pgn, modelled on Lichess
// studies and game exports, puzzle collections, opening lists and a Latin-1
// database export): every game reads without a problem, whatever the window's
// rule system, and survives a write and a second read unchanged (issue 10).
#include <QFile>
#include <QStringEncoder>
#include <QtTest>

#include "notation.h"
#include "pgn.h"
#include "pgneval.h"
#include "pgnindex.h"
#include "pgnlexer.h"
#include "registry.h"
#include "sfen.h"
#include "treecompare.h"

namespace {

std::string readFile(const QString &name) {
  QFile f(QStringLiteral(SHOOTERS_DATA "/pgn/") + name);
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(name));
  return f.readAll().toStdString();
}

// The game list's index of `text`, whole (`text` outlives the scanner).
sc::PgnScanBatch indexOf(const std::string &text) {
  sc::PgnScanner scanner(text);
  sc::PgnScanBatch batch;
  while (scanner.scan(10, batch)) {
  }
  return batch;
}

// The index cuts the games the reader read, each with as many main-line
// turns, and none of them has a problem.
void compareWithIndex(const sc::PgnFile &read, const sc::PgnScanBatch &batch) {
  QCOMPARE(batch.games.size(), read.games.size());
  for (std::size_t i = 0; i < read.games.size(); ++i) {
    QVERIFY(read.games[i].problems.empty());
    QCOMPARE(int(batch.games[i].plies), int(read.games[i].tree->mainLine().size()) - 1);
  }
}

}  // namespace

class TestChessFiles : public QObject {
  Q_OBJECT

 private slots:
  void readsAndRoundTrips_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("games");
    QTest::newRow("lichess study (C14a FEN chapter)") << "lichess-study.pgn" << 3;
    QTest::newRow("lichess games with clocks and evals") << "lichess-games.pgn" << 3;
    QTest::newRow("puzzles: four-field FEN, fullmove 0, no roster") << "puzzles.pgn" << 4;
    QTest::newRow("opening list: ECO tags only") << "openings.pgn" << 7;
    QTest::newRow("Latin-1 database export") << "latin1.pgn" << 2;
    QTest::newRow("typed by hand: Pe4, 0-0, e:d6 e.p., a:b6ep, Nd5++") << "hand-typed.pgn" << 3;
    QTest::newRow("joined with cat: UTF-8 and BOMs, Latin-1, no-break spaces, ½-½")
        << "joined.pgn" << 3;
  }
  void readsAndRoundTrips() {
    QFETCH(QString, file);
    QFETCH(int, games);
    // Opened in a Shooters Chess window: untagged games are recognised as chess.
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), readFile(file));
    QVERIFY(read.problems.empty());
    QCOMPARE(int(read.games.size()), games);
    std::vector<const sc::GameTree *> trees;
    for (const sc::PgnGame &g : read.games) {
      for (const sc::PgnProblem &p : g.problems) qWarning("%s", p.toString().c_str());
      QVERIFY(g.problems.empty());
      QVERIFY(g.tree);
      QCOMPARE(QString::fromStdString(g.tree->start().rules().name), QString("chess"));
      QVERIFY(g.tree->nodeCount() > 1);
      trees.push_back(g.tree.get());
    }
    const std::string written = sc::writePgn(trees);
    QVERIFY(QString::fromStdString(written).contains("[Variant \"Chess\"]"));
    const sc::PgnFile again = sc::readPgn(sc::Registry::instance().defaultVariant(), written);
    QCOMPARE(again.games.size(), read.games.size());
    for (std::size_t i = 0; i < read.games.size(); ++i) {
      QVERIFY(again.games[i].problems.empty());
      compareTrees(*read.games[i].tree, *again.games[i].tree);
    }
  }

  void clockAndEvalCommentsSurvive() {
    const sc::PgnFile read =
        sc::readPgn(sc::Registry::instance().defaultVariant(), readFile("lichess-games.pgn"));
    const std::string written = sc::writePgn(*read.games.front().tree);
    for (const char *command : {"[%clk ", "[%eval "})
      QVERIFY2(written.find(command) != std::string::npos, command);
  }

  void latin1NamesBecomeUtf8() {
    const sc::PgnFile read =
        sc::readPgn(sc::Registry::instance().defaultVariant(), readFile("latin1.pgn"));
    QVERIFY(!read.games.empty());
    const std::string written = sc::writePgn(*read.games.front().tree);
    QVERIFY(QString::fromUtf8(written.c_str()).contains(QStringLiteral("Légal")));
  }

  // `cat a.pgn b.pgn`: a UTF-8 export with a byte order mark, a Latin-1 one,
  // a game copied from a web page (no-break spaces, a second byte order
  // mark). Each line is decoded as what it is, and the printed draw is one.
  void joinedFilesReadWhole() {
    const std::string text = readFile("joined.pgn");
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QVERIFY(read.problems.empty());
    QCOMPARE(read.games.size(), std::size_t(3));
    const auto tag = [&read](int game, const char *name) {
      return QString::fromStdString(read.games[std::size_t(game)].tree->tags().at(name));
    };
    QCOMPARE(tag(0, "White"), QStringLiteral("Müller, Jörg"));
    QCOMPARE(tag(0, "Result"), QStringLiteral("1/2-1/2"));
    QCOMPARE(tag(1, "White"), QStringLiteral("Lefèvre, Hélène"));
    QCOMPARE(tag(1, "Black"), QStringLiteral("Núñez, José"));
    for (const sc::PgnGame &g : read.games) QCOMPARE(int(g.tree->mainLine().size()) - 1, 8);
    const std::string written = sc::writePgn(*read.games[0].tree);
    QVERIFY2(written.find("4. Ba4 Nf6 1/2-1/2") != std::string::npos, written.c_str());
    // The game list's index cuts the same games, with the same turns.
    compareWithIndex(read, indexOf(text));
  }

  // A Latin-1 line with the printed draw ends the game for the game list's
  // index (which reads the file's bytes) as for the reader (which reads them
  // decoded), so a game after it without tags is a game of its own in both.
  void latin1PrintedDrawEndsTheGame() {
    const std::string text =
        "[White \"L\xE9"
        "a\"]\n\n1. e4 e5 \xBD-\xBD\n1. d4 d5 2. c4 *\n";
    const sc::PgnScanBatch batch = indexOf(text);
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(read.games.size(), std::size_t(2));
    compareWithIndex(read, batch);
    QCOMPARE(read.games[0].tree->tags().at("Result"), std::string("1/2-1/2"));
    QCOMPARE(read.games[0].tree->tags().at("White"), std::string("L\u00E9a"));
  }

  // A Latin-1 line may still hold UTF-8 a joined file brought (a byte order
  // mark before a tag, a no-break space, a printed draw): the reader decodes
  // the line but keeps those, so it cuts the games where the index, which
  // reads the bytes, does (a fuzzer's find: the reader saw two games where
  // the index saw one).
  void utf8BlanksInALatin1Line() {
    const std::string text =
        "[Event \"a\"]\n\xEF\xBB\xBF[Round \"caf\xE9\"]\n\n1.\xC2\xA0"
        "e4 e5 {caf\xE9} \xC2\xBD-\xC2\xBD\n1. d4 d5 *\n";
    const sc::PgnScanBatch batch = indexOf(text);
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(read.games.size(), std::size_t(2));
    compareWithIndex(read, batch);
    QCOMPARE(read.games[0].tree->tags().at("Round"), std::string("caf\u00E9"));
    QCOMPARE(read.games[0].tree->tags().at("Result"), std::string("1/2-1/2"));
  }

  // Bytes that are neither UTF-8 nor Latin-1 text (0x81 is unassigned in
  // Windows-1252) keep their problem note: see tst_pgn's malformed rows.
  void latin1Comment() {
    const std::string text = "[Event \"x\"]\n\n1. Pe2-e3 {caf\xE9 au lait} Pe7-e6 *\n";
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(read.games.size(), std::size_t(1));
    QVERIFY(read.games[0].problems.empty());
    const std::string written = sc::writePgn(*read.games[0].tree);
    QVERIFY(QString::fromUtf8(written.c_str()).contains(QStringLiteral("café au lait")));
  }

  // The game list counts turns without reading them (pgnindex.cpp): an
  // "e.p." after a capture is no turn, and the count is the tree's.
  void indexCountsTurnsNotMarks() {
    const std::string text = readFile("hand-typed.pgn");
    const sc::PgnScanBatch batch = indexOf(text);
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(batch.games.size(), read.games.size());
    for (std::size_t i = 0; i < read.games.size(); ++i)
      QCOMPARE(int(batch.games[i].plies), int(read.games[i].tree->mainLine().size()) - 1);
    QCOMPARE(batch.games[0].plies, 26u);
  }

  // Figurines as web pages print turns ("♘f3") are their letters, for the
  // game list's count too; the tree and the file written say "Nf3".
  void figurines() {
    const std::string text =
        "[Event \"x\"]\n\n1. e4 e5 2. \u2658f3 \u265Ec6 3. \u2657b5 a6 "
        "4. \u2657xc6 dxc6 5. O-O \u2655d6 *\n";
    const sc::PgnScanBatch batch = indexOf(text);
    QCOMPARE(batch.games.at(0).plies, 10u);
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QVERIFY(read.games.at(0).problems.empty());
    const std::string written = sc::writePgn(*read.games[0].tree);
    QVERIFY2(written.find("2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Qd6") != std::string::npos,
             written.c_str());
  }

  // C6 promotions as older programs and books write them: "a8(Q)" (not a
  // variation "(Q)"), "c8/N", "cxb8(R)+"; a real variation after a turn that
  // ends in a rank is still one.
  void promotionSpellings() {
    const std::string text =
        "[Event \"x\"]\n[FEN \"1n6/P1P5/8/8/8/8/8/k6K w - - 0 1\"]\n[SetUp \"1\"]\n\n"
        "1. a8(Q) (1. c8/N Kb2) 1... Kb2 2. cxb8(R)+ (2. c8/N) 2... Kc3 *\n";
    const sc::PgnScanBatch batch = indexOf(text);
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(read.games.size(), std::size_t(1));
    QVERIFY2(read.games[0].problems.empty(),
             read.games[0].problems.empty() ? "" : read.games[0].problems[0].message.c_str());
    compareWithIndex(read, batch);
    const std::string written = sc::writePgn(*read.games[0].tree);
    QVERIFY2(written.find("1. a8=Q+ ( 1. c8=N Kb2 ) 1... Kb2 2. cxb8=R+ ( 2. c8=N ) 2... Kc3") !=
                 std::string::npos,
             written.c_str());
  }

  // Scid's and ChessX's marks ([%draw arrow,g1,f3,green], [%draw circle,e5,red],
  // "full" for a filled square, blanks for commas) are the turn's arrows and
  // circles, written back as Lichess writes them; a mark the board cannot
  // show (an 'x', an orange arrow) stays in the comment as it was, on one line.
  void scidDrawMarks() {
    const std::string text =
        "[Event \"x\"]\n[Variant \"Chess\"]\n\n1. e4 {Good [%draw arrow,g1,f3,green] "
        "[%draw circle,e5,red] [%draw full,d4,Yellow] [%draw x,e4,red] [%draw arrow d1 h5 blue]} "
        "1... e5 {[%draw arrow,e2,e4,orange]} *\n";
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(read.games.size(), std::size_t(1));
    QVERIFY(read.games[0].problems.empty());
    const sc::GameTree &tree = *read.games[0].tree;
    const std::vector<sc::NodeId> line = tree.mainLine();
    const sc::Annotation &e4 = tree.node(line[1]).annotation;
    const auto sq = [](const char *name) { return sc::makeSquare(name[0] - 'a', name[1] - '1'); };
    QCOMPARE(e4.commentAfter, std::string("Good [%draw x,e4,red]"));
    QCOMPARE(int(e4.arrows.size()), 2);
    QVERIFY((e4.arrows[0] == sc::Arrow{sq("g1"), sq("f3"), sc::ShapeColor::Green}));
    QVERIFY((e4.arrows[1] == sc::Arrow{sq("d1"), sq("h5"), sc::ShapeColor::Blue}));
    QCOMPARE(int(e4.circles.size()), 2);
    QVERIFY((e4.circles[0] == sc::Circle{sq("e5"), sc::ShapeColor::Red}));
    QVERIFY((e4.circles[1] == sc::Circle{sq("d4"), sc::ShapeColor::Yellow}));
    const sc::Annotation &e5 = tree.node(line[2]).annotation;
    QVERIFY(e5.arrows.empty());
    QCOMPARE(e5.commentAfter, std::string("[%draw arrow,e2,e4,orange]"));
    const std::string written = sc::writePgn(tree);
    QVERIFY2(written.find("{Good [%draw x,e4,red] [%cal Gg1f3,Bd1h5] [%csl Re5,Yd4]}") !=
                 std::string::npos,
             written.c_str());
    // A command kept as text is never broken over two lines: Scid looks for
    // "[%draw arrow," whole.
    QVERIFY2(written.find("{[%draw arrow,e2,e4,orange]}") != std::string::npos, written.c_str());
  }

  // UTF-16 as Windows saves it: the byte order mark says which end comes
  // first; a pair of surrogates is one character, a lone one U+FFFD; an odd
  // last byte is dropped; without the mark the bytes are not UTF-16.
  void utf16Decoding() {
    using sc::pgn::decodeUtf16;
    QCOMPARE(*decodeUtf16(std::string("\xFF\xFE[\0\xE9\0", 6)), std::string("[\u00e9"));
    QCOMPARE(*decodeUtf16(std::string("\xFE\xFF\0[\0\xE9", 6)), std::string("[\u00e9"));
    QCOMPARE(*decodeUtf16(std::string("\xFF\xFE\x3D\xD8\x00\xDE", 6)), std::string("\U0001F600"));
    QCOMPARE(*decodeUtf16(std::string("\xFF\xFE\x3D\xD8"
                                      "a\0",
                                      6)),
             std::string("\uFFFDa"));
    QCOMPARE(*decodeUtf16(std::string("\xFF\xFE"
                                      "a\0b",
                                      5)),
             std::string("a"));
    QCOMPARE(*decodeUtf16(std::string("\xFF\xFE", 2)), std::string());
    QVERIFY(!decodeUtf16("[Event \"x\"]"));
    QVERIFY(!decodeUtf16("\xEF\xBB\xBF[Event \"x\"]"));  // UTF-8's mark
    QVERIFY(!decodeUtf16(""));
    // Without the mark: the 0 on the same side of (nearly) every pair.
    const QString text = QStringLiteral("[Event \"Caf\u00e9\"]\n\n1. e4 *\n");
    const QByteArray little = QStringEncoder(QStringEncoder::Utf16LE)(text);
    const QByteArray big = QStringEncoder(QStringEncoder::Utf16BE)(text);
    QCOMPARE(QString::fromStdString(*decodeUtf16(little.toStdString())), text);
    QCOMPARE(QString::fromStdString(*decodeUtf16(big.toStdString())), text);
    QVERIFY(!decodeUtf16(std::string("a\0", 2)));               // one pair says nothing
    QVERIFY(!decodeUtf16("[Event \"Caf\xE9\"]"));               // Latin-1
    QVERIFY(!decodeUtf16("\xE6\xA3\x8B\xE8\xB0\xB1 1. e4 *"));  // UTF-8, no byte 0
    // Text mostly outside ASCII (Russian names) has no 0 bytes to tell by.
    const QByteArray russian = QStringEncoder(QStringEncoder::Utf16LE)(
        QStringLiteral("\u0418\u0432\u0430\u043d\u043e\u0432\u0438\u0447"));
    QVERIFY(!decodeUtf16(russian.toStdString()));
  }

  // A comment before a game's tags (a program's "{ Exported by … }" at the
  // top, a ";" line between games) is that game's introduction, not a game of
  // its own; a comment before a movetext without tags still starts a game.
  void commentsBeforeTheTags() {
    const std::string text =
        "{ Exported by SomeGUI 2.1 }\n\n[Event \"x\"]\n[Result \"1-0\"]\n\n"
        "{Intro} 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
        "; between the games\n[Event \"y\"]\n\n1. d4 *\n\n{ no tags } 1. c4 *\n";
    const sc::PgnScanBatch batch = indexOf(text);
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(read.games.size(), std::size_t(3));
    compareWithIndex(read, batch);
    const auto intro = [&](std::size_t i) {
      const sc::GameTree &t = *read.games[i].tree;
      return t.node(t.root()).annotation.commentBefore;
    };
    QCOMPARE(read.games[0].tree->tags().at("Event"), std::string("x"));
    QCOMPARE(intro(0), std::string("Exported by SomeGUI 2.1"));
    QCOMPARE(read.games[1].tree->tags().at("Event"), std::string("y"));
    QCOMPARE(intro(1), std::string("between the games"));
    QCOMPARE(read.games[2].tree->mainLine().size(), std::size_t(2));
    QCOMPARE(batch.games[0].firstLine, 1u);
    QCOMPARE(read.games[0].firstLine, 1);
    // Written back: the introduction after the tags, where PGN puts it.
    const std::string written = sc::writePgn(*read.games[0].tree);
    QVERIFY2(written.find("{Exported by SomeGUI 2.1") != std::string::npos, written.c_str());
  }

  // An engine match's comments as cutechess-cli writes them (the mover's
  // score, depth and time) are evaluations, White's way, as a [%eval] is;
  // the comment's text stays, and a reader's "0.5/1 9s" is not one.
  void engineMatchComments() {
    const std::string text =
        "[Event \"m\"]\n[Result \"1-0\"]\n\n1. e4 {+0.35/18 1.2s} e5 {-0.20/17 0.9s} "
        "2. Qh5 {book} Nc6 {+1.04/20 0.51s, a note} 3. Bc4 {+M5/31 0.2s} Nf6 {-M4/30 1s} "
        "4. Qxf7# {+M1/1 0s, White mates} 1-0\n\n[Event \"n\"]\n\n1. d4 {0.5/1 was my guess} *\n";
    const sc::PgnScanBatch batch = indexOf(text);
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    compareWithIndex(read, batch);
    const sc::GameTree &t = *read.games.at(0).tree;
    QStringList evals, comments;
    for (sc::NodeId id : t.mainLine()) {
      if (id == t.root()) continue;
      evals << QString::fromStdString(t.node(id).annotation.eval);
      comments << QString::fromStdString(t.node(id).annotation.commentAfter);
    }
    QCOMPARE(evals, QStringList({"0.35", "0.20", "", "-1.04", "#2", "#2", ""}));
    QCOMPARE(comments[0], QString("+0.35/18 1.2s"));
    QCOMPARE(comments[3], QString("+1.04/20 0.51s, a note"));
    const sc::GameTree &n = *read.games.at(1).tree;
    QVERIFY(n.node(n.mainLine()[1]).annotation.eval.empty());
    QCOMPARE(sc::pgn::engineCommentEval("-0.07/9 0.015s", true),
             std::optional<std::string>("-0.07"));
    QCOMPARE(sc::pgn::engineCommentEval("+0.07/9", true), std::optional<std::string>());
    QCOMPARE(sc::pgn::engineCommentEval("+0.7/9 1s", true), std::optional<std::string>());
  }

  // A result right before a figurine ends its game, whether the bytes are
  // read as UTF-8 (the index) or, with a Latin-1 byte in the game, decoded
  // (the reader): they cut the text at the same place (found by fuzz_pgn).
  void resultBeforeAFigurine() {
    const std::string text =
        "[Event \"x\"]\n\n1. e4 e\xE5 *\xE2\x99\x98"
        "f3 *\n";
    const sc::PgnScanBatch batch = indexOf(text);
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(batch.games.size(), std::size_t(2));
    QCOMPARE(read.games.size(), std::size_t(2));
    QCOMPARE(int(batch.games[1].firstLine), read.games[1].firstLine);
  }

  // Glyphs as books print them become their NAGs (docs/pgn.md), written back as `$n`.
  void printedGlyphsBecomeNags() {
    const sc::PgnFile read =
        sc::readPgn(sc::Registry::instance().defaultVariant(), readFile("hand-typed.pgn"));
    const sc::GameTree &t = *read.games.front().tree;
    QStringList marked;
    for (sc::NodeId id : t.mainLine())
      for (int nag : t.node(id).annotation.nags)
        marked << QString::fromStdString(t.node(id).notation) + QString(" $%1").arg(nag);
    QCOMPARE(marked.join(", "), QString("Bh5 $14, a4 $146, axb6 $3, Qc7 $16"));
  }

  // D39: null moves, ChessBase's "--" and Scid's "Z0", are an annotator's
  // pass: read as a turn that changes nothing but the side to move, written
  // back as "--"; in check there is no pass, and the problem says where.
  void nullMovesAreAnnotatorsPasses() {
    const sc::PgnFile read =
        sc::readPgn(sc::Registry::instance().defaultVariant(),
                    "[Event \"x\"]\n\n1. e4 e5 2. Nf3 -- {threatening Nxe5} 3. Nxe5 Z0 4. Qh5 *\n");
    QCOMPARE(read.games.size(), std::size_t(1));
    const sc::PgnGame &g = read.games[0];
    QVERIFY(g.problems.empty());
    const sc::GameTree &tree = *g.tree;
    QStringList main;
    for (sc::NodeId id : tree.mainLine())
      if (id != tree.root()) main << QString::fromStdString(tree.node(id).notation);
    QCOMPARE(main.join(' '), QString("e4 e5 Nf3 -- Nxe5 -- Qh5"));
    const sc::NodeId pass = tree.mainLine()[4];
    QCOMPARE(tree.node(pass).turn.kind, sc::TurnKind::Null);
    QCOMPARE(tree.node(pass).annotation.commentAfter, std::string("threatening Nxe5"));
    // The pass changes the side to move and clears the en-passant square.
    QCOMPARE(QString::fromStdString(sc::writeSfen(tree.positionAt(pass))),
             QString("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
    QVERIFY(sc::writePgn(tree).find("2. Nf3 -- {threatening Nxe5} 3. Nxe5 -- 4. Qh5") !=
            std::string::npos);
    // No rule system lets a side pass: it is never a legal turn.
    sc::Position start = tree.start();
    QVERIFY(!sc::parseTurn(start, "--"));
    // In check there is no pass.
    const sc::PgnFile checked = sc::readPgn(sc::Registry::instance().defaultVariant(),
                                            "[Event \"x\"]\n\n1. e4 f5 2. Qh5+ -- 3. Qxe8 *\n");
    const sc::PgnGame &c = checked.games[0];
    QCOMPARE(c.problems.size(), std::size_t(1));
    QCOMPARE(c.problems[0].line, 3);
    QCOMPARE(c.problems[0].column, 18);
    QVERIFY(QString::fromStdString(c.problems[0].message)
                .contains("'--' is a null move, which cannot stand here"));
    QCOMPARE(int(c.tree->mainLine().size()), 4);  // the root and three turns
  }

  // In a variation a bad turn (a typo in a side line) costs the rest of that
  // variation only: the main line and the other variations go on.
  void badTurnInAVariationSkipsOnlyIt() {
    const std::string text =
        "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (3... Kd7 4. Bxc6 dxc6 5. Nxe5)\n"
        "(3... Nf6 4. O-O (4. Qe9 Nxe4) 4... Nxe4) 4. Ba4 Nf6 {main} 5. O-O 1-0\n";
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(read.games.size(), std::size_t(1));
    const sc::PgnGame &g = read.games[0];
    const sc::GameTree &tree = *g.tree;
    QStringList main;
    for (sc::NodeId id : tree.mainLine())
      if (id != tree.root()) main << QString::fromStdString(tree.node(id).notation);
    QCOMPARE(main.join(' '), QString("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O"));
    QCOMPARE(QString::fromStdString(tree.node(tree.mainLine()[8]).annotation.commentAfter),
             QString("main"));
    // The second variation reads whole but for its own bad sub-variation.
    const sc::NodeId afterBb5 = tree.mainLine()[5];
    QCOMPARE(int(tree.node(afterBb5).children.size()), 2);  // a6, Nf6
    const sc::NodeId nf6 = tree.node(afterBb5).children[1];
    QCOMPARE(QString::fromStdString(tree.node(nf6).notation), QString("Nf6"));
    QCOMPARE(int(tree.node(nf6).children.size()), 1);
    const sc::NodeId castles = tree.node(nf6).children.at(0);
    QCOMPARE(QString::fromStdString(tree.node(castles).notation), QString("O-O"));
    QCOMPARE(int(tree.node(castles).children.size()), 1);
    QCOMPARE(QString::fromStdString(tree.node(tree.node(castles).children[0]).notation),
             QString("Nxe4"));
    // Each bad turn: where and why, then what was left out.
    QCOMPARE(g.problems.size(), std::size_t(4));
    QCOMPARE(g.problems[0].line, 3);
    QCOMPARE(g.problems[0].column, 37);
    QVERIFY(QString::fromStdString(g.problems[0].message).contains("'Kd7'"));
    QCOMPARE(QString::fromStdString(g.problems[1].message),
             QString("the rest of the variation opened at line 3, column 31 is left out"));
    QCOMPARE(g.problems[2].line, 4);
    QVERIFY(QString::fromStdString(g.problems[2].message).contains("'Qe9'"));
    QCOMPARE(QString::fromStdString(g.problems[3].message),
             QString("the rest of the variation opened at line 4, column 18 is left out"));
  }

  void variantTagNames_data() {
    QTest::addColumn<QString>("tag");
    for (const char *t : {"Standard", "Chess", "From Position", "chess"}) QTest::newRow(t) << t;
  }
  void variantTagNames() {
    QFETCH(QString, tag);
    const std::string text = "[Variant \"" + tag.toStdString() + "\"]\n\n1. e4 e5 2. Nf3 *\n";
    const sc::PgnFile read = sc::readPgn(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(read.games.size(), std::size_t(1));
    QVERIFY(read.games[0].problems.empty());
    QCOMPARE(QString::fromStdString(read.games[0].tree->start().rules().name), QString("chess"));
  }
};

QTEST_APPLESS_MAIN(TestChessFiles)
#include "tst_chessfiles.moc"
