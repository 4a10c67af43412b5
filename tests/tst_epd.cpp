// EPD and position files (docs/pgn.md, "Position files"): the core's EPD
// line with its operations and refusals by column, and the document layer's
// position lists, as puzzle collections and engine test suites come
// (tests/data/epd), each line a game with its id as Event and its other
// operations as the game's comment.
#include <QFile>
#include <QtTest>

#include "epd.h"
#include "pgnio.h"
#include "positioneditor.h"
#include "positionlist.h"
#include "registry.h"
#include "sfen.h"

namespace {

sc::VariantPtr load(const char *name) {
  std::string error;
  sc::VariantPtr v = sc::Registry::instance().load(name, {}, error);
  if (!v) qFatal("%s", error.c_str());
  return v;
}

QString refusal(const sc::VariantPtr &v, const std::string &line) {
  sc::ParseError e;
  if (sc::readEpd(v, line, &e)) return QStringLiteral("accepted");
  return QString::fromStdString(e.toString());
}

const char *const kWac =
    "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";";

}  // namespace

class TestEpd : public QObject {
  Q_OBJECT

 private slots:
  void operationsAfterFourFields() {
    const std::optional<sc::EpdLine> read = sc::readEpd(load("chess"), kWac);
    QVERIFY(read);
    QCOMPARE(sc::writeSfen(read->position),
             std::string("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1"));
    QCOMPARE(int(read->operations.size()), 2);
    QCOMPARE(read->operand("bm"), std::string("Qg6"));
    QCOMPARE(read->operand("id"), std::string("WAC.001"));
    QCOMPARE(read->operand("am"), std::string());
    QCOMPARE(sc::writeEpdOperations(read->operations), std::string("bm Qg6; id \"WAC.001\";"));
  }

  void countersBeforeOperations() {
    const std::optional<sc::EpdLine> read = sc::readEpd(
        load("chess"), "4k3/8/8/8/8/8/8/4K2R w K - 3 40 bm Rh8+; c0 \"a; b\"; pv Rh8+ Kd7");
    QVERIFY(read);
    QCOMPARE(read->position.quietPlies(), 3);
    QCOMPARE(read->position.turnNumber(), 40);
    // A string keeps its ';'; the last operation may leave out its own.
    QCOMPARE(read->operand("c0"), std::string("a; b"));
    QCOMPARE(read->operand("pv"), std::string("Rh8+ Kd7"));
    // A plain FEN is an EPD line without operations.
    QVERIFY(sc::readEpd(load("chess"), "4k3/8/8/8/8/8/8/4K2R w K - 0 1")->operations.empty());
  }

  void refusalsNameTheColumn_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("expected");
    QTest::newRow("bad placement") << "4k3/8/8/8/8/8/8/4K2X w - - bm Kd2;"
                                   << "column 20: expected a piece letter";
    QTest::newRow("unclosed string") << "4k3/8/8/8/8/8/8/4K2R w - - id \"open;"
                                     << "column 31: the string of the operation id is not closed";
    QTest::newRow("no opcode") << "4k3/8/8/8/8/8/8/4K2R w - - ; bm Rh8;"
                               << "column 28: expected an EPD operation (an opcode such as bm "
                                  "or id), found ';'";
    QTest::newRow("three fields") << "4k3/8/8/8/8/8/8/4K2R w -"
                                  << "column 26: expected 4 to 6 fields";
  }
  void refusalsNameTheColumn() {
    QFETCH(QString, line);
    QFETCH(QString, expected);
    const QString got = refusal(load("chess"), line.toStdString());
    QVERIFY2(got.startsWith(expected), qPrintable(got));
  }

  // EPD is a chess form: a Shooters Chess line is its SFEN alone.
  void otherRuleSystemsReadTheirPosition() {
    const sc::VariantPtr shooters = sc::Registry::instance().defaultVariant();
    const std::string start = shooters->rules().startSfen;
    QCOMPARE(sc::writeSfen(sc::readEpd(shooters, start)->position), start);
    QVERIFY(refusal(shooters, start + " bm Pe2-e3;").contains("unexpected text after the turn"));
  }

  // A puzzle collection opened in a Shooters Chess window: every line a
  // chess game from its position, id as Event, the rest as the comment, a
  // bad line a problem at its line and column while the others read.
  void positionListOpens() {
    QFile f(QStringLiteral(SHOOTERS_DATA "/epd/mates-in-two.epd"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    text += "5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - bm Qg8+; id \"open\n";
    const QString trimmed = QString::fromUtf8(text).trimmed();
    QVERIFY(sc::looksLikePositions(text.toStdString()));
    QVERIFY(PgnIo::isPositionText(trimmed));
    const sc::PgnFile file =
        sc::readPositionList(sc::Registry::instance().defaultVariant(), text.toStdString());
    QCOMPARE(int(file.games.size()), 6);
    QStringList events;
    for (int i = 0; i < 5; ++i) {
      const sc::PgnGame &g = file.games[std::size_t(i)];
      QVERIFY(g.problems.empty());
      QCOMPARE(QString::fromStdString(g.tree->start().rules().name), QString("chess"));
      events << QString::fromStdString(g.tree->tags().at("Event"));
    }
    QCOMPARE(events.join(' '), QString("mate2.legal mate2.opera mate2.immortal mate2.boden "
                                       "mate2.smothered"));
    const sc::GameTree &boden = *file.games[3].tree;
    QCOMPARE(boden.node(boden.root()).annotation.commentAfter,
             std::string("bm Qxc3+; c0 \"Boden's mate; Black to move\";"));
    QCOMPARE(sc::writeSfen(boden.start()),
             std::string("2k1rb1r/ppp3pp/2n2q2/3B1b2/5P2/2P1BQ2/PP1N1P1P/2KR3R b - - 0 1"));
    QCOMPARE(file.games[2].tree->start().turnNumber(), 22);
    const sc::PgnGame &bad = file.games[5];
    QVERIFY(!bad.tree);
    QCOMPARE(int(bad.problems.size()), 1);
    QCOMPARE(bad.problems[0].line, 9);
    QCOMPARE(bad.problems[0].column, 45);
  }

  // A test suite saved in Latin-1 (the PGN standard's encoding, which EPD
  // shares): its ids and comments become UTF-8, line by line, beside a
  // UTF-8 line with a byte order mark.
  void latin1SuiteBecomesUtf8() {
    const std::string text =
        "\xEF\xBB\xBF"
        "5r1k/6pp/7N/3Q4/8/8/8/6K1 w - - bm Qg8+; id \"\xC3\xA9tude 1\";\n"
        "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"Caf\xE9\"; "
        "c0 \"\xAB Boden \xBB\";\n";
    const sc::PgnFile file = sc::readPositionList(sc::Registry::instance().defaultVariant(), text);
    QCOMPARE(int(file.games.size()), 2);
    for (const sc::PgnGame &g : file.games) QVERIFY(g.problems.empty());
    QCOMPARE(file.games[0].tree->tags().at("Event"), std::string("\u00E9tude 1"));
    QCOMPARE(file.games[1].tree->tags().at("Event"), std::string("Caf\u00E9"));
    const sc::GameTree &second = *file.games[1].tree;
    QCOMPARE(second.node(second.root()).annotation.commentAfter,
             std::string("bm Qg6; c0 \"\u00AB Boden \u00BB\";"));
  }

  // The board editor's SFEN field and Paste SFEN take a line copied from a
  // test suite: the position, its operations left out.
  void editorReadsAnEpdLine() {
    PositionEditor editor(load("chess"));
    QCOMPARE(editor.setSfen(QString::fromLatin1(kWac)), QString());
    QCOMPARE(editor.sfen(),
             QStringLiteral("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1"));
    QVERIFY(editor.setSfen(QStringLiteral("2rr3k/pp3pp1 w - - bm Qg6;")).startsWith("column "));
  }

  // PGN stays PGN: a result with a '/' or a movetext line is no position.
  void pgnIsNotPositions() {
    QVERIFY(!sc::looksLikePositions("1. e4 e5 1/2-1/2"));
    QVERIFY(!sc::looksLikePositions("1/2-1/2"));
    QVERIFY(!sc::looksLikePositions("[Event \"x\"]\n\n1. e4 *"));
    QVERIFY(!sc::looksLikePositions("4k3/8/8/8/8/8/8/4K3 w - - 0 1\n1. e4 *"));
    QVERIFY(!sc::looksLikePositions("# only a comment"));
  }
};

QTEST_GUILESS_MAIN(TestEpd)
#include "tst_epd.moc"
