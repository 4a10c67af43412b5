// The Games dock's columns through the real window: they follow what the
// games hold (Lichess's puzzle table has no players but themes and openings;
// a club's PGN has players and ECO codes), the header's context menu shows
// or hides any of them, the choice is kept for the next window, and Default
// Columns gives the choice back to the games. The filter box finds a theme.
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QStatusBar>

#include "gamefiltermodel.h"
#include "windowfiles.h"

using namespace wbtest;

namespace {

QTableView *gamesTable(MainWindow &window) {
  window.findChild<QDockWidget *>(QStringLiteral("gamesDock"))->raise();
  return window.findChild<QTableView *>(QStringLiteral("gamesTable"));
}

// The shown columns' headers, left to right.
QStringList shownHeaders(QTableView *table) {
  QStringList out;
  for (int c = 0; c < table->model()->columnCount(); ++c)
    if (!table->isColumnHidden(c)) out << table->model()->headerData(c, Qt::Horizontal).toString();
  return out;
}

// Right-click on the header, as a user does, and choose `entry`.
void chooseFromHeaderMenu(QTableView *table, const QString &entry) {
  QHeaderView *header = table->horizontalHeader();
  QTimer::singleShot(0, [entry] {
    QMenu *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
    if (!menu) return qWarning("no header menu");
    for (QAction *a : menu->actions())
      if (a->text() == entry) {
        a->trigger();
        break;
      }
    menu->close();
  });
  // The context menu event, as a right-click on the header sends it.
  const QPoint at(header->sectionViewportPosition(0) + 4, header->height() / 2);
  QContextMenuEvent event(QContextMenuEvent::Mouse, at, header->mapToGlobal(at));
  QApplication::sendEvent(header->viewport(), &event);
  QTRY_VERIFY(!QApplication::activePopupWidget());
}

}  // namespace

class TestGamesColumns : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    isolateSettings(m_settings, QStringLiteral("tst_gamescolumns"));
    QVERIFY(m_dir.isValid());
  }
  void init() { clearSettingsAndRecovery(); }
  void cleanup() { QTRY_VERIFY(!QApplication::activeModalWidget()); }
  void columnsFollowTheGames();
  void eloColumnsAndRangeFilters();
  void choicesOfAnEarlierVersion();

 private:
  QTemporaryDir m_settings;
  QTemporaryDir m_dir;
};

void TestGamesColumns::columnsFollowTheGames() {
  auto window = shownWindow();
  openThroughDialog(*window, QStringLiteral(SHOOTERS_DATA "/epd/lichess-puzzles.csv"));
  QTableView *table = gamesTable(*window);
  QTRY_VERIFY(table->isVisible());
  QCOMPARE(shownHeaders(table),
           (QStringList{"#", "Event", "Plies", "Rules", "Rating", "Themes", "Opening"}));
  QCOMPARE(table->model()->index(1, GameList::ThemesColumn).data().toString(),
           QStringLiteral("advantage endgame short"));
  // Sorted by theme: "advantage endgame" < "advantage middlegame" < "crushing".
  table->horizontalHeader()->setSortIndicator(GameList::ThemesColumn, Qt::AscendingOrder);
  QCOMPARE(table->model()->index(0, GameList::EventColumn).data().toString(),
           QStringLiteral("0000D"));
  QCOMPARE(table->model()->index(2, GameList::EventColumn).data().toString(),
           QStringLiteral("00008"));
  // By rating, the easiest first: 1112, 1426, 1913.
  table->horizontalHeader()->setSortIndicator(GameList::RatingColumn, Qt::AscendingOrder);
  QCOMPARE(table->model()->index(0, GameList::EventColumn).data().toString(),
           QStringLiteral("0009B"));
  QCOMPARE(table->model()->index(2, GameList::RatingColumn).data().toString(),
           QStringLiteral("1913"));
  table->horizontalHeader()->setSortIndicator(GameList::NumberColumn, Qt::AscendingOrder);
  // The filter box's Themes field.
  auto *field = window->findChild<QComboBox *>(QStringLiteral("gamesFilterField"));
  auto *line = window->findChild<QLineEdit *>(QStringLiteral("gamesFilter"));
  field->setCurrentIndex(int(GameFilterModel::Field::Themes));
  QCOMPARE(field->currentText(), QStringLiteral("Themes"));
  QTest::keyClicks(line, QStringLiteral("hangingpiece"));
  QTest::keyClick(line, Qt::Key_Return);
  QCOMPARE(table->model()->rowCount(), 1);
  line->clear();
  QTest::keyClick(line, Qt::Key_Return);

  // Site from the header's menu: shown, and kept.
  chooseFromHeaderMenu(table, QStringLiteral("Site"));
  QVERIFY(shownHeaders(table).contains(QStringLiteral("Site")));
  QCOMPARE(QSettings().value(QStringLiteral("games/columns")).toStringList(),
           QStringList{QStringLiteral("Site=1")});

  // Problems set up from FENs, without players: no player columns either.
  const QString problems = m_dir.filePath(QStringLiteral("problems.pgn"));
  QVERIFY(writeBytes(problems,
                     "[Event \"Mate 1\"]\n[FEN \"3r2k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"]\n\n"
                     "1. Rxd8# 1-0\n\n[Event \"Mate 2\"]\n"
                     "[FEN \"3r2k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1\"]\n\n1... Rxd1# 0-1\n"));
  openThroughDialog(*window, problems);
  QCOMPARE(window->gameList()->gameCount(), 2);
  QCOMPARE(shownHeaders(table), (QStringList{"#", "Result", "Event", "Plies", "Rules", "Site"}));

  // A club's PGN: players, a date and ECO codes, no themes; Site as chosen.
  const QString club = m_dir.filePath(QStringLiteral("club.pgn"));
  QVERIFY(writeBytes(club,
                     "[Event \"Club\"]\n[Site \"Town\"]\n[Date \"2026.11.30\"]\n"
                     "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n[ECO \"C20\"]\n\n"
                     "1. Pe2-e3 1-0\n\n[Event \"Club\"]\n[White \"Cy\"]\n[Black \"Di\"]\n\n"
                     "1. Pd2-d3 *\n"));
  openThroughDialog(*window, club);
  QCOMPARE(shownHeaders(table), (QStringList{"#", "White", "Black", "Result", "Event", "Date",
                                             "Plies", "Rules", "Site", "ECO"}));
  closeDiscarding(*window);

  // A new window keeps the choice; Default Columns gives it back.
  window = shownWindow();
  openThroughDialog(*window, club);
  table = gamesTable(*window);
  QVERIFY(shownHeaders(table).contains(QStringLiteral("Site")));
  chooseFromHeaderMenu(table, QStringLiteral("White"));
  QVERIFY(!shownHeaders(table).contains(QStringLiteral("White")));
  chooseFromHeaderMenu(table, QStringLiteral("Default Columns"));
  QCOMPARE(shownHeaders(table), (QStringList{"#", "White", "Black", "Result", "Event", "Date",
                                             "Plies", "Rules", "ECO"}));
  QVERIFY(QSettings().value(QStringLiteral("games/columns")).toStringList().isEmpty());
  closeDiscarding(*window);
}

// A club's PGN with ratings: White Elo and Black Elo show beside the names,
// sort by value, and the filter box takes a rating, date or length range,
// typed into the real line edit.
void TestGamesColumns::eloColumnsAndRangeFilters() {
  const QString path = m_dir.filePath(QStringLiteral("rated.pgn"));
  QByteArray text;
  struct Row {
    const char *white, *whiteElo, *black, *blackElo, *date, *moves;
  };
  const Row rows[] = {
      {"Ann", "2710", "Bob", "2650", "2019.05.01", "1. Pe2-e3 Pe7-e6 2. Pd2-d3 1-0"},
      {"Cy", "1480", "Di", "1620", "2020.??.??", "1. Pe2-e3 *"},
      {"Ed", "950", "Fay", "?", "1999.12.31", "1. Pe2-e3 Pe7-e6 *"},
      {"Gus", "2100", "Hal", "2300", "2021.03.04", "*"},
  };
  for (const Row &r : rows)
    text += QStringLiteral(
                "[White \"%1\"]\n[Black \"%2\"]\n[WhiteElo \"%3\"]\n"
                "[BlackElo \"%4\"]\n[Date \"%5\"]\n[Result \"%6\"]\n\n%7\n\n")
                .arg(r.white, r.black, r.whiteElo, r.blackElo, r.date,
                     QString::fromLatin1(r.moves).section(QLatin1Char(' '), -1), r.moves)
                .toUtf8();
  QVERIFY(writeBytes(path, text));
  auto window = shownWindow();
  openThroughDialog(*window, path);
  QTableView *table = gamesTable(*window);
  QTRY_VERIFY(table->isVisible());
  QCOMPARE(shownHeaders(table), (QStringList{"#", "White", "White Elo", "Black", "Black Elo",
                                             "Result", "Event", "Date", "Plies", "Rules"}));
  QCOMPARE(table->model()->index(2, GameList::BlackEloColumn).data().toString(),
           QStringLiteral("?"));
  table->horizontalHeader()->setSortIndicator(GameList::WhiteEloColumn, Qt::AscendingOrder);
  auto whites = [table] {
    QStringList out;
    for (int row = 0; row < table->model()->rowCount(); ++row)
      out << table->model()->index(row, GameList::WhiteColumn).data().toString();
    return out;
  };
  QCOMPARE(whites(), (QStringList{"Ed", "Cy", "Gus", "Ann"}));  // 950 before 1480
  table->horizontalHeader()->setSortIndicator(GameList::NumberColumn, Qt::AscendingOrder);

  auto *field = window->findChild<QComboBox *>(QStringLiteral("gamesFilterField"));
  auto *line = window->findChild<QLineEdit *>(QStringLiteral("gamesFilter"));
  auto filter = [&](GameFilterModel::Field f, const QString &typed) {
    field->setCurrentIndex(int(f));
    line->clear();
    QTest::keyClicks(line, typed);
    QTest::keyClick(line, Qt::Key_Return);
    return whites();
  };
  // The mean of the two ratings: 2680, 1550, 950 (Black's "?" is none), 2200.
  QCOMPARE(filter(GameFilterModel::Field::Rating, QStringLiteral("2500+")), QStringList{"Ann"});
  QCOMPARE(field->currentText(), QStringLiteral("Rating"));
  QVERIFY(!line->placeholderText().isEmpty());
  QCOMPARE(filter(GameFilterModel::Field::Rating, QStringLiteral("1500 - 2200")),
           (QStringList{"Cy", "Gus"}));
  QCOMPARE(filter(GameFilterModel::Field::Rating, QStringLiteral("<1000")), QStringList{"Ed"});
  // Next Game and Previous Game step through the list as filtered: Ann's
  // game on the board is left out, so Next opens the first row.
  QCOMPARE(filter(GameFilterModel::Field::Rating, QStringLiteral("1500-2200")),
           (QStringList{"Cy", "Gus"}));
  auto white = [&] { return window->document()->tree().tags().at("White"); };
  QCOMPARE(white(), std::string("Ann"));
  window->action(QStringLiteral("nextGame"))->trigger();
  QCOMPARE(white(), std::string("Cy"));
  window->action(QStringLiteral("nextGame"))->trigger();
  QCOMPARE(white(), std::string("Gus"));
  window->action(QStringLiteral("nextGame"))->trigger();
  QCOMPARE(white(), std::string("Gus"));
  QCOMPARE(window->statusBar()->currentMessage(),
           QStringLiteral("This is the last game of the list"));
  window->action(QStringLiteral("previousGame"))->trigger();
  QCOMPARE(white(), std::string("Cy"));
  QCOMPARE(filter(GameFilterModel::Field::Date, QStringLiteral("2019-2020")),
           (QStringList{"Ann", "Cy"}));
  QCOMPARE(filter(GameFilterModel::Field::Date, QStringLiteral(">=2020.06")), QStringList{"Gus"});
  QCOMPARE(filter(GameFilterModel::Field::Date, QStringLiteral("12.31")), QStringList{"Ed"});
  QCOMPARE(filter(GameFilterModel::Field::Plies, QStringLiteral("2+")), (QStringList{"Ann", "Ed"}));
  QCOMPARE(filter(GameFilterModel::Field::Players, QStringLiteral("bob vs ann")),
           QStringList{"Ann"});
  // The player's score beside the count: Bob lost to Ann.
  auto *summary = window->findChild<QLabel *>(QStringLiteral("gamesSummary"));
  QVERIFY(summary->isVisible());
  QCOMPARE(summary->text(), QStringLiteral("bob: +0 =0 \u22121 (0%)"));
  QCOMPARE(filter(GameFilterModel::Field::Players, QStringLiteral("ann - cy")), QStringList{});
  QCOMPARE(window->findChild<QLabel *>(QStringLiteral("gamesCount"))->text(),
           QStringLiteral("0 of 4 games"));
  QVERIFY(!summary->isVisible());
  closeDiscarding(*window);
}

// The choices an earlier version saved by column number ("8=1" was Site)
// still show and hide the same columns.
void TestGamesColumns::choicesOfAnEarlierVersion() {
  QSettings().setValue(QStringLiteral("games/columns"),
                       QStringList{QStringLiteral("8=1"), QStringLiteral("2=0")});
  auto window = shownWindow();
  const QString club = m_dir.filePath(QStringLiteral("old.pgn"));
  QVERIFY(writeBytes(club, "[White \"Ann\"]\n[Black \"Bob\"]\n[WhiteElo \"2000\"]\n\n*\n"));
  openThroughDialog(*window, club);
  QTableView *table = gamesTable(*window);
  QCOMPARE(shownHeaders(table), (QStringList{"#", "White", "White Elo", "Result", "Event", "Date",
                                             "Plies", "Rules", "Site"}));
  closeDiscarding(*window);
}

QTEST_MAIN(TestGamesColumns)
#include "tst_gamescolumns.moc"
