// Puzzle tables (docs/pgn.md, "Puzzle tables"): Lichess's puzzle database
// as it is downloaded, with or without its header, read as a position file,
// a row a game from its FEN with its moves as the main line and every other
// column a tag; a bad row a problem at its line and column; a big table
// indexed by rows, its id, game address and number of moves shown before a
// row is read.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "gamefiltermodel.h"
#include "gamelist.h"
#include "pgnindex.h"
#include "pgnio.h"
#include "positionlist.h"
#include "registry.h"
#include "sfen.h"

namespace {

std::string table() {
  QFile f(QStringLiteral(SHOOTERS_DATA "/epd/lichess-puzzles.csv"));
  if (!f.open(QIODevice::ReadOnly)) qFatal("no puzzle table");
  return f.readAll().toStdString();
}

std::string withoutFirstLine(const std::string &text) { return text.substr(text.find('\n') + 1); }

// The main line's tokens, space-separated.
std::string mainLine(const sc::GameTree &tree) {
  std::string out;
  for (sc::NodeId id : tree.mainLine())
    if (id != tree.root()) out += (out.empty() ? "" : " ") + tree.node(id).notation;
  return out;
}

std::string tag(const sc::GameTree &tree, const char *name) {
  const auto it = tree.tags().find(name);
  return it == tree.tags().end() ? "<none>" : it->second;
}

sc::PgnFile read(const std::string &text) {
  return sc::readPositionList(sc::Registry::instance().defaultVariant(), text);
}

}  // namespace

class TestPuzzles : public QObject {
  Q_OBJECT

 private slots:
  // Opened in a Shooters Chess window, the table is chess: the first row's
  // FEN says so, as an EPD file's first line does.
  void lichessTableOpens() {
    const std::string text = table();
    QVERIFY(sc::looksLikePositions(text));
    QVERIFY(PgnIo::isPositionText(QString::fromStdString(text)));
    const sc::PgnFile file = read(text);
    QCOMPARE(int(file.games.size()), 3);
    for (const sc::PgnGame &g : file.games) {
      QVERIFY(g.problems.empty());
      QCOMPARE(g.tree->start().rules().name, std::string("chess"));
    }
    const sc::GameTree &first = *file.games[0].tree;
    QCOMPARE(file.games[0].firstLine, 2);
    QCOMPARE(sc::writeSfen(first.start()),
             std::string("r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24"));
    // The opponent's turn, then the solution.
    QCOMPARE(mainLine(first), std::string("Bxg3 Rxe7 Qb1+ Nc1 Qxc1+ Qxc1"));
    QCOMPARE(tag(first, "Event"), std::string("00008"));
    QCOMPARE(tag(first, "Site"), std::string("https://lichess.org/787zsVup/black#48"));
    QCOMPARE(tag(first, "PuzzleRating"), std::string("1913"));
    QCOMPARE(tag(first, "PuzzleRatingDeviation"), std::string("75"));
    QCOMPARE(tag(first, "PuzzlePopularity"), std::string("94"));
    QCOMPARE(tag(first, "PuzzleNbPlays"), std::string("6230"));
    QCOMPARE(tag(first, "PuzzleThemes"), std::string("crushing hangingPiece long middlegame"));
    QCOMPARE(tag(first, "PuzzleOpeningTags"), std::string("<none>"));  // empty: no tag
    QCOMPARE(tag(first, "FEN"), std::string("<none>"));  // the start is the tree's own
    const sc::GameTree &third = *file.games[2].tree;
    QCOMPARE(mainLine(third), std::string("bxc5 Bxg4 Bxg4 Qxg4"));
    QCOMPARE(tag(third, "PuzzleOpeningTags"),
             std::string("Kings_Pawn_Game Kings_Pawn_Game_Leonardis_Variation"));
    // Written as PGN, each row is a game that reads back the same.
    const sc::PgnFile again =
        sc::readPgn(sc::Registry::instance().defaultVariant(), sc::writePgn(first));
    QCOMPARE(int(again.games.size()), 1);
    QVERIFY(again.games[0].problems.empty());
    QCOMPARE(mainLine(*again.games[0].tree), mainLine(first));
    QCOMPARE(tag(*again.games[0].tree, "PuzzleThemes"), tag(first, "PuzzleThemes"));
  }

  // Older downloads have no header: the rows in Lichess's order read the
  // same. A copy with its own order and a GameId reads by its header.
  void headerlessAndReordered() {
    const sc::PgnFile plain = read(withoutFirstLine(table()));
    QCOMPARE(int(plain.games.size()), 3);
    QCOMPARE(plain.games[0].firstLine, 1);
    QCOMPARE(mainLine(*plain.games[1].tree), std::string("Qd6 Rd8 Qxd8+ Bxd8"));
    QCOMPARE(tag(*plain.games[1].tree, "PuzzleRating"), std::string("1426"));

    const std::string reordered =
        "Moves,FEN,GameId,PuzzleId,Rating\n"
        "d3d6 f8d8,5rk1/1p3ppp/pq3b2/8/8/1P1Q1N2/P4PPP/3R2K1 w - - 2 27,F8M8OS71,0000D,1426\n";
    QVERIFY(sc::looksLikePositions(reordered));
    const sc::PgnFile file = read(reordered);
    QCOMPARE(int(file.games.size()), 1);
    const sc::GameTree &game = *file.games[0].tree;
    QCOMPARE(mainLine(game), std::string("Qd6 Rd8"));
    QCOMPARE(tag(game, "Event"), std::string("0000D"));
    QCOMPARE(tag(game, "Site"), std::string("https://lichess.org/F8M8OS71"));
    QCOMPARE(tag(game, "PuzzleRating"), std::string("1426"));
  }

  // A field in quotes may hold commas; a bad turn keeps the turns before
  // it; a bad FEN or a short row is a row not read. Every problem names
  // its line and column, and the other rows still read.
  void badRowsNameWhere() {
    const std::string text =
        "PuzzleId,FEN,Moves,Rating,Themes\n"
        "\"A1\",\"r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24\",\"f2g3 e6e7 b2b2\","
        "1500,\"mate, short\"\n"
        "B2,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPX/7K b - - 0 24,f2g3,1\n"
        "C3,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7 zz9,1\n"
        "D4\n";
    QVERIFY(sc::looksLikePositions(text));
    const sc::PgnFile file = read(text);
    QCOMPARE(int(file.games.size()), 4);
    const sc::PgnGame &quoted = file.games[0];
    QCOMPARE(mainLine(*quoted.tree), std::string("Bxg3 Rxe7"));
    QCOMPARE(tag(*quoted.tree, "Event"), std::string("A1"));
    QCOMPARE(tag(*quoted.tree, "PuzzleThemes"), std::string("mate, short"));
    QCOMPARE(int(quoted.problems.size()), 1);
    QCOMPARE(quoted.problems[0].line, 2);
    QCOMPARE(quoted.problems[0].column, 72);
    QVERIFY(QString::fromStdString(quoted.problems[0].message).contains("'b2b2' is not a legal"));
    QVERIFY(!file.games[1].tree);
    QCOMPARE(file.games[1].problems[0].column, 41);  // the 'X'
    QCOMPARE(mainLine(*file.games[2].tree), std::string("Bxg3 Rxe7"));
    QCOMPARE(file.games[2].problems[0].column, 69);  // the end of 'zz9'
    QVERIFY(!file.games[3].tree);
    QCOMPARE(file.games[3].problems[0].line, 5);
    QCOMPARE(file.games[3].problems[0].message,
             std::string("the row ends before field 2 (FEN), where a puzzle's position stands"));
  }

  // What is not a puzzle table stays what it is.
  void otherTextIsNoTable() {
    QVERIFY(!sc::looksLikePositions("PuzzleId,FEN,Moves\n"));  // a header, no row
    QVERIFY(!sc::looksLikePositions("name,score\nAda,3\n"));   // another table
    QVERIFY(!sc::looksLikePositions("00008,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2\n1. e4 *\n"));
    QVERIFY(!sc::positionLayout("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - "
                                "bm Qg6; c0 \"a, 1/2\";")
                 .puzzles);
    QVERIFY(sc::positionLayout("# puzzles\n\nid,fen,moves\n").puzzles);
  }

  // The line index of a big table (docs/collections.md) shows each row's id,
  // address and number of moves before it is read, skips the header, and
  // cuts the rows the list reads one by one as the whole table reads them.
  void indexMatchesTheReading() {
    const std::string text = table() + table().substr(table().find('\n') + 1);
    sc::PgnScanner scanner(text, sc::PgnScanner::Format::PositionLines);
    sc::PgnScanBatch batch;
    while (scanner.scan(2, batch)) {
    }
    const sc::PgnFile file = read(text);
    QCOMPARE(batch.games.size(), file.games.size());
    QCOMPARE(int(batch.games.size()), 6);
    const sc::PositionLayout layout = sc::positionLayout(text);
    const sc::VariantPtr chess = file.games[0].tree->start().variantPtr();
    for (std::size_t i = 0; i < batch.games.size(); ++i) {
      const sc::PgnIndexEntry &e = batch.games[i];
      QCOMPARE(int(e.firstLine), file.games[i].firstLine);
      const sc::GameTree &whole = *file.games[i].tree;
      QCOMPARE(int(e.plies), int(whole.mainLine().size()) - 1);
      QCOMPARE(batch.strings[e.tags[std::size_t(sc::IndexTag::Event)] - 1], tag(whole, "Event"));
      QCOMPARE(batch.strings[e.tags[std::size_t(sc::IndexTag::Site)] - 1], tag(whole, "Site"));
      QCOMPARE(batch.strings[e.tags[std::size_t(sc::IndexTag::Themes)] - 1],
               tag(whole, "PuzzleThemes"));
      QCOMPARE(batch.strings[e.tags[std::size_t(sc::IndexTag::Rating)] - 1],
               tag(whole, "PuzzleRating"));
      const std::uint32_t opening = e.tags[std::size_t(sc::IndexTag::Opening)];
      QCOMPARE(opening ? batch.strings[opening - 1] : std::string("<none>"),
               tag(whole, "PuzzleOpeningTags"));
      const sc::PgnGame one = sc::readPositionLine(
          chess, std::string_view(text).substr(e.offset, e.length), int(e.firstLine), layout);
      QCOMPARE(mainLine(*one.tree), mainLine(whole));
      QCOMPARE(one.tree->tags(), whole.tags());
    }
  }

  // Lichess's table is a million rows: bigger than a file the list holds
  // whole, it is indexed by its rows, and a row is read when it is opened.
  void bigTableIsIndexed() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lichess_db_puzzle.csv"));
    const std::string text = table();
    const std::string rows = withoutFirstLine(text);
    std::string big = text;
    int count = 3;
    while (qint64(big.size()) <= GameList::kHeldBytes) {
      big += rows;
      count += 3;
    }
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(big.data(), qint64(big.size())), qint64(big.size()));
    out.close();
    GameList list;
    QVERIFY(list.openFile(path, sc::Registry::instance().defaultVariant()));
    QVERIFY(list.isPositionList());
    list.finishIndexing();
    QCOMPARE(list.gameCount(), count);
    QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const int last = count - 1;  // a row like the third of the table
    QVERIFY(!list.tree(last));
    QCOMPARE(list.tagValue(last, sc::IndexTag::Event), QStringLiteral("0009B"));
    QCOMPARE(list.tagValue(last, sc::IndexTag::Site),
             QStringLiteral("https://lichess.org/4MWQCxQ6/black#31"));
    QCOMPARE(list.plies(last), 4);
    QCOMPARE(list.index(last, 0).data(GameList::FirstLineRole).toInt(), count + 1);
    const std::unique_ptr<sc::GameTree> game = list.copyTree(last);
    QVERIFY(game);
    QCOMPARE(game->start().rules().name, std::string("chess"));
    QCOMPARE(mainLine(*game), std::string("bxc5 Bxg4 Bxg4 Qxg4"));
    QCOMPARE(tag(*game, "PuzzleRating"), std::string("1112"));
    QVERIFY(list.problems(last).isEmpty());

    // The Games list filters the unread rows by theme and by opening.
    GameFilterModel filter;
    filter.setSourceModel(&list);
    QAbstractItemModelTester filterTester(&filter,
                                          QAbstractItemModelTester::FailureReportingMode::Fatal);
    filter.setFilter(GameFilterModel::Field::Themes, QStringLiteral("HANGINGPIECE"));
    QCOMPARE(filter.rowCount(), count / 3);
    QCOMPARE(filter.index(0, GameList::EventColumn).data().toString(), QStringLiteral("00008"));
    filter.setFilter(GameFilterModel::Field::Opening, QStringLiteral("leonardis"));
    QCOMPARE(filter.rowCount(), count / 3);
    QCOMPARE(filter.index(1, GameList::EventColumn).data().toString(), QStringLiteral("0009B"));
    filter.setFilter(GameFilterModel::Field::AnyTag, QStringLiteral("endgame"));
    QCOMPARE(filter.rowCount(), count / 3);
    QVERIFY(!list.tree(1));  // found without reading a row
  }

  // ECO and Opening from PGN: the index keeps them as the reading has them
  // (an Opening of "?" too: only the roster's "?" is no tag),
  // PuzzleOpeningTags standing in for a missing Opening, never over one.
  void filterByOpeningAndThemes() {
    const std::string text =
        "[Event \"one\"]\n[ECO \"B20\"]\n[Opening \"Sicilian Defense\"]\n\n1. e4 c5 *\n\n"
        "[Event \"two\"]\n[PuzzleOpeningTags \"Kings_Pawn_Game\"]\n\n1. e4 *\n\n"
        "[Event \"two?\"]\n[Opening \"?\"]\n[PuzzleOpeningTags \"Kings_Pawn_Game\"]\n\n1. e4 *\n\n"
        "[Event \"three\"]\n[PuzzleOpeningTags \"French_Defense\"]\n"
        "[Opening \"Sicilian Defense: Smith-Morra Gambit\"]\n\n1. e4 c5 2. d4 *\n\n"
        "[Event \"four\"]\n[PuzzleThemes \"mateIn2 short\"]\n\n1. d4 *\n\n"
        "[Event \"five\"]\n[Variant \"chess\"]\n\n1. c4 *\n";
    sc::PgnScanner scanner(text);
    sc::PgnScanBatch batch;
    QVERIFY(!scanner.scan(10, batch));
    QCOMPARE(batch.games.size(), std::size_t(6));
    auto indexed = [&](int game, sc::IndexTag t) {
      const std::uint32_t id = batch.games[std::size_t(game)].tags[std::size_t(t)];
      return QString::fromStdString(id ? batch.strings[id - 1] : std::string());
    };
    const QStringList openings = {
        "Sicilian Defense", "Kings_Pawn_Game", "?", "Sicilian Defense: Smith-Morra Gambit", "", ""};
    for (int g = 0; g < 6; ++g) QCOMPARE(indexed(g, sc::IndexTag::Opening), openings[g]);
    QCOMPARE(indexed(0, sc::IndexTag::ECO), QStringLiteral("B20"));
    QCOMPARE(indexed(4, sc::IndexTag::Themes), QStringLiteral("mateIn2 short"));

    // The list reads a small file whole, and its tags agree with the index.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("openings.pgn"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text.data(), qint64(text.size()));
    out.close();
    std::string error;
    GameList list;
    QVERIFY(list.openFile(path, sc::Registry::instance().load("chess", {}, error)));
    QCOMPARE(list.gameCount(), 6);
    for (int g = 0; g < 6; ++g) {
      QVERIFY(list.tree(g));
      for (int t = 0; t < sc::kIndexTagCount; ++t) {
        if (sc::IndexTag(t) == sc::IndexTag::Variant) continue;
        QCOMPARE(list.tagValue(g, sc::IndexTag(t)), indexed(g, sc::IndexTag(t)));
      }
    }
    GameFilterModel filter;
    filter.setSourceModel(&list);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::Fatal);
    auto events = [&] {
      QStringList out;
      for (int row = 0; row < filter.rowCount(); ++row)
        out << filter.index(row, GameList::EventColumn).data().toString();
      return out;
    };
    filter.setFilter(GameFilterModel::Field::Opening, QStringLiteral("sicilian"));
    QCOMPARE(events(), (QStringList{"one", "three"}));
    filter.setFilter(GameFilterModel::Field::Opening, QStringLiteral("b20"));
    QCOMPARE(events(), (QStringList{"one"}));
    filter.setFilter(GameFilterModel::Field::Opening, QStringLiteral("kings_pawn"));
    QCOMPARE(events(), (QStringList{"two"}));
    filter.setFilter(GameFilterModel::Field::Themes, QStringLiteral("matein2"));
    QCOMPARE(events(), (QStringList{"four"}));
    filter.setFilter(GameFilterModel::Field::Themes, QStringLiteral("sicilian"));
    QCOMPARE(events(), QStringList());
    filter.setFilter(GameFilterModel::Field::AnyTag, QStringLiteral("smith-morra"));
    QCOMPARE(events(), (QStringList{"three"}));
  }
};

QTEST_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
