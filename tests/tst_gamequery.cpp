// The Games dock's filter text (GameQuery, docs/collections.md "Filter"):
// a text as typed, a pairing of players, and ranges in the Date, Rating and
// Plies fields. GameFilterModel applies it to an indexed
// file, checked by QAbstractItemModelTester, and the index keeps the
// players' Elo as the reading does.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "filterclause.h"
#include "gamefiltermodel.h"
#include "gamelist.h"
#include "gamequery.h"
#include "pgnindex.h"
#include "registry.h"
#include "sfen.h"

namespace {

using Kind = GameQuery::Kind;
using Field = GameFilterModel::Field;

// A query's words as "text" or "[low,high]" ("*" for an open end).
QStringList shape(const QString &text, Kind kind) {
  QStringList out;
  const GameQuery query = GameQuery::parse(text, kind);
  for (const GameQuery::Word &w : query.words()) {
    if (!w.ranged) {
      out << w.text;
      continue;
    }
    auto end = [](std::int64_t v, std::int64_t open) {
      return v == open ? QStringLiteral("*") : QString::number(v);
    };
    out << QStringLiteral("[%1,%2]").arg(end(w.low, GameQuery::kLowest),
                                         end(w.high, GameQuery::kHighest));
  }
  return out;
}

// Games with ratings, dates and lengths that the filters below tell apart.
const char kGames[] =
    "[Event \"Open\"]\n[White \"Carlsen, Magnus\"]\n[Black \"Nakamura, Hikaru\"]\n"
    "[WhiteElo \"2863\"]\n[BlackElo \"2789\"]\n[Date \"2019.05.01\"]\n[Result \"1-0\"]\n\n"
    "1. Pe2-e3 Pe7-e6 2. Pd2-d3 1-0\n\n"
    "[Event \"Open\"]\n[White \"Nakamura, Hikaru\"]\n[Black \"Carlsen, Magnus\"]\n"
    "[WhiteElo \"2780\"]\n[BlackElo \"2870\"]\n[Date \"2020.??.??\"]\n[Result \"1/2-1/2\"]\n\n"
    "1. Pe2-e3 1/2-1/2\n\n"
    "[Event \"Club\"]\n[White \"Magnus Smith\"]\n[Black \"Ann\"]\n"
    "[WhiteElo \"1450\"]\n[BlackElo \"?\"]\n[Date \"1999.12.31\"]\n[Result \"0-1\"]\n\n"
    "1. Pe2-e3 Pe7-e6 0-1\n\n"
    "[Event \"Puzzle\"]\n[PuzzleRating \"1500\"]\n[WhiteElo \"2900\"]\n\n*\n\n"
    "[Event \"Unrated\"]\n[White \"Bob\"]\n[Date \"2021-03-04\"]\n\n*\n";

}  // namespace

class TestGameQuery : public QObject {
  Q_OBJECT

 private slots:
  // A text is looked for as typed; Players takes a pairing.
  void textsAndPairings() {
    QCOMPARE(shape(QStringLiteral("  rival 4 "), Kind::Text), QStringList{"rival 4"});
    QVERIFY(!GameQuery::parse(QStringLiteral("a vs b"), Kind::Text).isPairing());
    QVERIFY(GameQuery::parse(QStringLiteral("   "), Kind::Text).isEmpty());
    for (const char *pairing :
         {"carlsen vs nakamura", "carlsen VS. nakamura", "carlsen v nakamura", "carlsen - nakamura",
          "carlsen \u2013 nakamura", " carlsen  versus  nakamura "}) {
      const GameQuery q = GameQuery::parse(QString::fromUtf8(pairing), Kind::Players);
      QVERIFY2(q.isPairing(), pairing);
      QCOMPARE(shape(QString::fromUtf8(pairing), Kind::Players),
               (QStringList{"carlsen", "nakamura"}));
    }
    // A name with a dash, or one side missing, is one name.
    for (const char *name : {"smith-jones", "carlsen -", "vs nakamura", "a vs b vs c"}) {
      QVERIFY2(!GameQuery::parse(QString::fromUtf8(name), Kind::Players).isPairing(), name);
      QCOMPARE(GameQuery::parse(QString::fromUtf8(name), Kind::Players).words().size(), 1u);
    }
    // Ranges beside text: the text is one word, each range another.
    QCOMPARE(shape(QStringLiteral("city open 2000+ <2400"), Kind::Number),
             (QStringList{"[2000,*]", "[*,2399]", "city open"}));
    QString many;
    for (int i = 0; i < 40; ++i) many += QStringLiteral("%1+ ").arg(i);
    const GameQuery q = GameQuery::parse(many, Kind::Number);
    QCOMPARE(int(q.words().size()), GameQuery::kMostWords - 1);
    QCOMPARE(q.allWords(), 0x7fffffffu);
  }

  // "name:value" terms: those with a known name come out, the rest stays.
  void namedTerms() {
    auto known = [](const QString &name) {
      return name == QLatin1String("white") || name == QLatin1String("event");
    };
    GameQuery::Terms t = GameQuery::splitTerms(
        QStringLiteral("sicilian white:carlsen  event:\"World Cup\" najdorf note:x event: open"),
        known);
    QCOMPARE(int(t.named.size()), 3);
    QCOMPARE(t.named[0], (std::pair<QString, QString>{"white", "carlsen"}));
    QCOMPARE(t.named[1], (std::pair<QString, QString>{"event", "World Cup"}));
    QCOMPARE(t.named[2], (std::pair<QString, QString>{"event", "open"}));
    QCOMPARE(t.rest, QStringLiteral("sicilian najdorf note:x"));
    t = GameQuery::splitTerms(QStringLiteral("event:\"unterminated cup"), known);
    QCOMPARE(t.named[0].second, QStringLiteral("unterminated cup"));
    QVERIFY(t.rest.isEmpty());
    t = GameQuery::splitTerms(QStringLiteral("a-white:b 12:30"), known);  // not a term's start
    QVERIFY(t.named.empty());
    QCOMPARE(t.rest, QStringLiteral("a-white:b 12:30"));
    QCOMPARE(FilterClause::fieldNamed(QStringLiteral("ELO")), std::optional(FilterField::Rating));
    QVERIFY(!FilterClause::fieldNamed(QStringLiteral("colour")));
    QCOMPARE(int(FilterClause::parse(FilterField::Players, QStringLiteral("white:x")).size()), 1);
  }

  void numberRanges() {
    QCOMPARE(shape(QStringLiteral("1500-1800"), Kind::Number), QStringList{"[1500,1800]"});
    QCOMPARE(shape(QStringLiteral("1500 - 1800"), Kind::Number), QStringList{"[1500,1800]"});
    QCOMPARE(shape(QStringLiteral("1500..1800"), Kind::Number), QStringList{"[1500,1800]"});
    QCOMPARE(shape(QStringLiteral("1500\u20131800"), Kind::Number), QStringList{"[1500,1800]"});
    QCOMPARE(shape(QStringLiteral("1800-1500"), Kind::Number), QStringList{"[1500,1800]"});
    QCOMPARE(shape(QStringLiteral("2500+"), Kind::Number), QStringList{"[2500,*]"});
    QCOMPARE(shape(QStringLiteral(">2500"), Kind::Number), QStringList{"[2501,*]"});
    QCOMPARE(shape(QStringLiteral(">= 2500"), Kind::Number), QStringList{"[2500,*]"});
    QCOMPARE(shape(QStringLiteral("\u22652500"), Kind::Number), QStringList{"[2500,*]"});
    QCOMPARE(shape(QStringLiteral("<1200"), Kind::Number), QStringList{"[*,1199]"});
    QCOMPARE(shape(QStringLiteral("<=1200"), Kind::Number), QStringList{"[*,1200]"});
    QCOMPARE(shape(QStringLiteral("40"), Kind::Number), QStringList{"[40,40]"});
    QCOMPARE(shape(QStringLiteral("=40"), Kind::Number), QStringList{"[40,40]"});
    // Two words narrow each other; what is no number stays text.
    QCOMPARE(shape(QStringLiteral("2000+ <2400 ?"), Kind::Number),
             (QStringList{"[2000,*]", "[*,2399]", "?"}));
    QCOMPARE(shape(QStringLiteral("15a-18 -5 1-2-3"), Kind::Number),
             (QStringList{"[-5,-5]", "15a-18 1-2-3"}));
    QCOMPARE(GameQuery::number("2710"), std::optional<std::int64_t>(2710));
    QCOMPARE(GameQuery::number(" 2710 "), std::optional<std::int64_t>(2710));
    QVERIFY(!GameQuery::number("?"));
    QVERIFY(!GameQuery::number("2710a"));
    QVERIFY(!GameQuery::number(""));
    QVERIFY(!GameQuery::number("99999999999999999999999"));
  }

  void dateRanges() {
    // A year spans its whole year; a month its month.
    QCOMPARE(shape(QStringLiteral("1990-1999"), Kind::Date), QStringList{"[19900000,19999999]"});
    QCOMPARE(shape(QStringLiteral(">=2020.06"), Kind::Date), QStringList{"[20200600,*]"});
    QCOMPARE(shape(QStringLiteral(">2019"), Kind::Date), QStringList{"[20200000,*]"});
    QCOMPARE(shape(QStringLiteral("<2000"), Kind::Date), QStringList{"[*,19999999]"});
    QCOMPARE(shape(QStringLiteral("2020.03.01-2020.03.31"), Kind::Date),
             QStringList{"[20200301,20200331]"});
    QCOMPARE(shape(QStringLiteral("2020/03+"), Kind::Date), QStringList{"[20200300,*]"});
    // A date alone is text, matched inside the tag; so is an ISO date.
    QCOMPARE(shape(QStringLiteral("2019"), Kind::Date), QStringList{"2019"});
    QCOMPARE(shape(QStringLiteral("2020-03-01"), Kind::Date), QStringList{"2020-03-01"});
    QCOMPARE(GameQuery::dateKey(u"2019.05.01"), std::optional<std::int64_t>(20190501));
    QCOMPARE(GameQuery::dateKey(u"2020.??.??"), std::optional<std::int64_t>(20200000));
    QCOMPARE(GameQuery::dateKey(u"2021-03-04"), std::optional<std::int64_t>(20210304));
    QCOMPARE(GameQuery::dateKey(u"1850"), std::optional<std::int64_t>(18500000));
    QVERIFY(!GameQuery::dateKey(u"????.??.??"));
    QVERIFY(!GameQuery::dateKey(u"May 2019"));
    const GameQuery q = GameQuery::parse(QStringLiteral("2019 - 2020 .05"), Kind::Date);
    QCOMPARE(q.matchMask(QStringLiteral("2019.05.01")), 3u);
    QCOMPARE(q.matchMask(QStringLiteral("2020.??.??")), 1u);
    QCOMPARE(q.matchMask(QStringLiteral("2018.05.01")), 2u);
  }

  // The index keeps WhiteElo and BlackElo as the reading has them ("?" too).
  void indexKeepsTheRatings() {
    const std::string text = kGames;
    sc::PgnScanner scanner(text);
    sc::PgnScanBatch batch;
    while (scanner.scan(100, batch)) {
    }
    QCOMPARE(int(batch.games.size()), 5);
    auto indexed = [&](int game, sc::IndexTag tag) {
      const std::uint32_t id = batch.games[std::size_t(game)].tags[std::size_t(tag)];
      return id ? QString::fromStdString(batch.strings[id - 1]) : QString();
    };
    QCOMPARE(indexed(0, sc::IndexTag::WhiteElo), QStringLiteral("2863"));
    QCOMPARE(indexed(2, sc::IndexTag::BlackElo), QStringLiteral("?"));
    QCOMPARE(indexed(4, sc::IndexTag::WhiteElo), QString());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rated.pgn"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(kGames);
    out.close();
    GameList list;
    QVERIFY(list.openFile(path, sc::Registry::instance().defaultVariant()));
    QCOMPARE(list.gameCount(), 5);
    for (int g = 0; g < 5; ++g)
      for (sc::IndexTag t : {sc::IndexTag::WhiteElo, sc::IndexTag::BlackElo})
        QCOMPARE(list.tagValue(g, t), indexed(g, t));
    QVERIFY(list.anyGameHas(sc::IndexTag::BlackElo));
    QCOMPARE(GameList::columnTag(GameList::WhiteEloColumn), sc::IndexTag::WhiteElo);
    for (int c = 0; c < GameList::ColumnCount; ++c)
      QCOMPARE(GameList::columnFromKey(GameList::columnKey(c)), c);
    QCOMPARE(GameList::columnKey(GameList::BlackEloColumn), QStringLiteral("BlackElo"));
  }

  void filtersTheList() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rated.pgn"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(kGames);
    out.close();
    GameList list;
    GameFilterModel filter;
    filter.setSourceModel(&list);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QVERIFY(list.openFile(path, sc::Registry::instance().defaultVariant()));
    // The source rows a filter keeps, in file order.
    auto rows = [&](Field field, const QString &text) {
      filter.setFilter(field, text);
      QList<int> out;
      for (int row = 0; row < filter.rowCount(); ++row)
        out << filter.mapToSource(filter.index(row, 0)).row();
      std::sort(out.begin(), out.end());
      return out;
    };
    // The mean of the two ratings; one alone; a puzzle's own rating first.
    QCOMPARE(filter.rating(0), std::optional<std::int64_t>(2826));
    QCOMPARE(filter.rating(2), std::optional<std::int64_t>(1450));
    QCOMPARE(filter.rating(3), std::optional<std::int64_t>(1500));
    QVERIFY(!filter.rating(4));

    QCOMPARE(rows(Field::Players, QStringLiteral("carlsen vs nakamura")), (QList<int>{0, 1}));
    QCOMPARE(rows(Field::Players, QStringLiteral("Nakamura - Carlsen")), (QList<int>{0, 1}));
    QCOMPARE(rows(Field::Players, QStringLiteral("carlsen vs ann")), QList<int>{});
    QCOMPARE(rows(Field::Players, QStringLiteral("carlsen vs magnus")), QList<int>{});
    QCOMPARE(rows(Field::Players, QStringLiteral("magnus vs ann")), QList<int>{2});
    QCOMPARE(rows(Field::Players, QStringLiteral("magnus")), (QList<int>{0, 1, 2}));
    QCOMPARE(rows(Field::Players, QStringLiteral("magnus smith")), QList<int>{2});
    QCOMPARE(rows(Field::AnyTag, QStringLiteral("carlsen 2019")), QList<int>{});
    // The filtered player's score: a game counts for the side the text names.
    auto score = [&](Field field, const QString &text) {
      rows(field, text);
      const std::optional<GameFilterModel::Score> s = filter.playerScore();
      return s ? QStringLiteral("%1 +%2 =%3 -%4 %5")
                     .arg(s->name)
                     .arg(s->wins)
                     .arg(s->draws)
                     .arg(s->losses)
                     .arg(s->percent())
               : QStringLiteral("none");
    };
    QCOMPARE(score(Field::Players, QStringLiteral("carlsen")),
             QStringLiteral("carlsen +1 =1 -0 75"));
    QCOMPARE(score(Field::Players, QStringLiteral("Carlsen vs Nakamura")),
             QStringLiteral("Carlsen +1 =1 -0 75"));
    QCOMPARE(score(Field::Players, QStringLiteral("nakamura - carlsen")),
             QStringLiteral("nakamura +0 =1 -1 25"));
    QCOMPARE(score(Field::Players, QStringLiteral("magnus")), QStringLiteral("magnus +1 =1 -1 50"));
    QCOMPARE(score(Field::Players, QStringLiteral("bob")), QStringLiteral("bob +0 =0 -0 0"));
    QCOMPARE(score(Field::Event, QStringLiteral("open")), QStringLiteral("none"));
    QCOMPARE(score(Field::Players, QString()), QStringLiteral("none"));

    // Several fields at once in Any tag, as Scid's header search asks them.
    QCOMPARE(rows(Field::AnyTag, QStringLiteral("white:carlsen rating:2800+")), QList<int>{0});
    QCOMPARE(rows(Field::AnyTag, QStringLiteral("black:carlsen")), QList<int>{1});
    QCOMPARE(rows(Field::AnyTag, QStringLiteral("players:\"carlsen vs nakamura\" date:2020")),
             QList<int>{1});
    QCOMPARE(rows(Field::AnyTag, QStringLiteral("event: open elo:<2826 magnus")), QList<int>{1});
    QCOMPARE(rows(Field::AnyTag, QStringLiteral("plies:0 result:*")), QList<int>{});
    QCOMPARE(rows(Field::AnyTag, QStringLiteral("plies:0 event:unrated")), QList<int>{4});
    QCOMPARE(rows(Field::AnyTag, QStringLiteral("year:<2000 result:0-1")), QList<int>{2});
    QCOMPARE(score(Field::AnyTag, QStringLiteral("white:magnus")),
             QStringLiteral("magnus +1 =0 -1 50"));
    QCOMPARE(score(Field::AnyTag, QStringLiteral("white:magnus black:nakamura")),
             QStringLiteral("none"));
    QCOMPARE(rows(Field::AnyTag, QStringLiteral("open")), (QList<int>{0, 1}));
    QCOMPARE(rows(Field::Rating, QStringLiteral("2800+")), (QList<int>{0, 1}));
    QCOMPARE(rows(Field::Rating, QStringLiteral("1400-1600")), (QList<int>{2, 3}));
    QCOMPARE(rows(Field::Rating, QStringLiteral("2800+ <2826")), QList<int>{1});
    QCOMPARE(rows(Field::Rating, QStringLiteral("?")), QList<int>{2});
    QCOMPARE(rows(Field::Rating, QStringLiteral("1500")), QList<int>{3});
    QCOMPARE(rows(Field::Date, QStringLiteral("2019-2020")), (QList<int>{0, 1}));
    QCOMPARE(rows(Field::Date, QStringLiteral(">2020")), QList<int>{4});
    QCOMPARE(rows(Field::Date, QStringLiteral("<2000")), QList<int>{2});
    QCOMPARE(rows(Field::Date, QStringLiteral("05")), QList<int>{0});
    QCOMPARE(rows(Field::Date, QStringLiteral("2019-2021 05")), QList<int>{0});
    QCOMPARE(rows(Field::Plies, QStringLiteral("1-2")), (QList<int>{1, 2}));
    QCOMPARE(rows(Field::Plies, QStringLiteral("0")), (QList<int>{3, 4}));
    QCOMPARE(rows(Field::Plies, QStringLiteral("many")), QList<int>{});
    QVERIFY(filter.isFiltered());
    QCOMPARE(rows(Field::Rating, QStringLiteral(" ")), (QList<int>{0, 1, 2, 3, 4}));
    QVERIFY(!filter.isFiltered());

    // A game added later is tested by the same query.
    filter.setFilter(Field::Rating, QStringLiteral("2000+"));
    QCOMPARE(filter.rowCount(), 2);
    sc::GameTree tree(sc::startPosition(sc::Registry::instance().defaultVariant()));
    tree.tags()["WhiteElo"] = "2100";
    tree.tags()["BlackElo"] = "2300";
    list.appendTree(tree);
    QCOMPARE(filter.rowCount(), 3);
  }
};

QTEST_MAIN(TestGameQuery)
#include "tst_gamequery.moc"
