// Appearance, offscreen (issue 15): the dark theme and the classic piece set
// chosen in Preferences, applied at once and kept in the settings; the
// default dock sizes at three window sizes; the Evaluation panel beside the
// ranks, not under the board; table headers that fit in French and German;
// the Evaluation panel's count of a game's positions.
#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTranslator>

#include "appearance.h"
#include "boardexport.h"
#include "boardview.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "piecepalette.h"
#include "pieceset.h"
#include "preferences.h"
#include "preferencesdialog.h"
#include "recoverystore.h"
#include "registry.h"
#include "rulespage.h"
#include "settingskeys.h"

namespace {

// Opens Preferences from its action and sets the two appearance choices
// through the dialog's combo boxes, as a user would.
void choose(MainWindow &window, const QString &theme, const QString &pieceSet) {
  bool answered = false;
  QTimer::singleShot(0, [&] {
    auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
    QVERIFY(dialog);
    auto *themes = dialog->findChild<QComboBox *>(QStringLiteral("themeChoice"));
    auto *sets = dialog->findChild<QComboBox *>(QStringLiteral("pieceSetChoice"));
    QVERIFY(themes && sets);
    themes->setCurrentIndex(themes->findData(theme));
    sets->setCurrentIndex(sets->findData(pieceSet));
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    answered = true;
  });
  window.action(QStringLiteral("preferences"))->trigger();
  QVERIFY(answered);
}

QImage grabbed(QWidget *widget) { return widget->grab().toImage(); }

// The rows of a table that can be seen whole.
int visibleRows(const QTableView *table) {
  const int row = table->verticalHeader()->defaultSectionSize();
  return row > 0 ? table->viewport()->height() / row : 0;
}

}  // namespace

class TstAppearance : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void darkThemeAppliesAndPersists();
  void classicPieceSet();
  void setBorrowsChessPieces();
  void defaultLayout_data();
  void defaultLayout();
  void evaluationPanelKeepsTheBoard();
  void headersFit_data();
  void headersFit();
  void evaluationCountsTheGame();

 private:
  QTemporaryDir m_settings;
};

void TstAppearance::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_appearance"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TstAppearance::init() {
  QSettings().clear();
  QDir(RecoveryStore::defaultDirectory()).removeRecursively();
  Appearance::apply(QString::fromLatin1(Appearance::kThemeSystem),
                    QString::fromLatin1(Appearance::kPiecesRuleset));
}

void TstAppearance::darkThemeAppliesAndPersists() {
  const QPalette light = QApplication::palette();
  QVERIFY(!Appearance::isDark(light));
  {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QImage before = grabbed(window.boardView());
    choose(window, QStringLiteral("dark"), QStringLiteral("ruleset"));
    const QPalette dark = QApplication::palette();
    QVERIFY(dark.color(QPalette::Window).lightness() < 80);
    QVERIFY(dark.color(QPalette::WindowText).lightness() > 200);
    QVERIFY(dark.color(QPalette::Base).lightness() < 80);
    QVERIFY(dark.color(QPalette::Text).lightness() > 200);
    QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    // Widgets follow: the board's background and the notation's base.
    // (Palette changes reach the widgets through the event loop.)
    QTRY_VERIFY(window.boardView()->palette().color(QPalette::Window).lightness() < 80);
    QVERIFY(grabbed(window.boardView()) != before);
    auto *table = window.findChild<QTableView *>();
    QVERIFY(table && table->palette().color(QPalette::Base).lightness() < 80);
    window.close();
  }
  QCOMPARE(QSettings().value(SettingsKeys::kTheme).toString(), QStringLiteral("dark"));
  // Back to the system's for a moment: the next start applies the saved dark.
  Appearance::applyTheme(QString::fromLatin1(Appearance::kThemeSystem));
  QCOMPARE(QApplication::palette().color(QPalette::Window), light.color(QPalette::Window));
  {
    MainWindow window;
    QVERIFY(Appearance::isDark(QApplication::palette()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    choose(window, QStringLiteral("light"), QStringLiteral("ruleset"));
    QVERIFY(!Appearance::isDark(QApplication::palette()));
    choose(window, QStringLiteral("system"), QStringLiteral("ruleset"));
    QCOMPARE(QApplication::palette().color(QPalette::Window), light.color(QPalette::Window));
    window.close();
  }
  QCOMPARE(QSettings().value(SettingsKeys::kTheme).toString(), QStringLiteral("system"));
}

void TstAppearance::classicPieceSet() {
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  QCOMPARE(window.document()->position().rules().pieceSet, std::string("airship"));
  auto *palette = window.findChild<PiecePalette *>();
  QVERIFY(palette);
  const QImage board = grabbed(window.boardView());
  QAbstractButton *button = palette->button(PieceTool::place('N', sc::Color::White));
  QVERIFY(button);
  const QImage icon = button->icon().pixmap(36).toImage();
  RulesPage rules(&window);
  rules.setRuleset(window.document()->position().rules());
  const QUrl knightUrl(QStringLiteral("piece:wN"));
  const QImage rulesKnight = rules.browser()
                                 ->document()
                                 ->resource(QTextDocument::ImageResource, knightUrl)
                                 .value<QImage>();
  QVERIFY(!rulesKnight.isNull());
  QTemporaryDir exports;
  const QString airshipPng = exports.filePath(QStringLiteral("airship.png"));
  QCOMPARE(window.exportBoardTo(airshipPng, window.boardExportOptions()), QString());

  choose(window, QStringLiteral("system"), QStringLiteral("classic"));
  QCOMPARE(PieceSet::preferredSet(), std::string("chess"));
  // The board, the editor's palette, a new rules page and exports all draw
  // the classic set; rulesets with their own artwork keep it.
  QVERIFY(grabbed(window.boardView()) != board);
  button = palette->button(PieceTool::place('N', sc::Color::White));
  QVERIFY(button->icon().pixmap(36).toImage() != icon);
  PieceSet set;
  set.useSet("airship");
  QCOMPARE(set.setName(), std::string("chess"));
  set.useSet("megaman");
  QCOMPARE(set.setName(), std::string("megaman"));
  // A rules page opened before the change draws its pictures again.
  QVERIFY(rules.browser()
              ->document()
              ->resource(QTextDocument::ImageResource, knightUrl)
              .value<QImage>() != rulesKnight);
  const QString classicPng = exports.filePath(QStringLiteral("classic.png"));
  QCOMPARE(window.exportBoardTo(classicPng, window.boardExportOptions()), QString());
  QVERIFY(QImage(classicPng) != QImage(airshipPng));

  window.close();
  QCOMPARE(QSettings().value(SettingsKeys::kPieceSet).toString(), QStringLiteral("classic"));
  // And back: the airships return at once, in sets made before the change too.
  MainWindow again;
  again.show();
  QVERIFY(QTest::qWaitForWindowExposed(&again));
  QCOMPARE(PieceSet::preferredSet(), std::string("chess"));
  choose(again, QStringLiteral("system"), QStringLiteral("ruleset"));
  QCOMPARE(set.setName(), std::string("megaman"));
  set.useSet("airship");
  QCOMPARE(set.setName(), std::string("airship"));
  again.close();
}

void TstAppearance::defaultLayout_data() {
  QTest::addColumn<QSize>("size");
  QTest::newRow("1024x700") << QSize(1024, 700);
  QTest::newRow("1920x1080") << QSize(1920, 1080);
  QTest::newRow("3840x2160") << QSize(3840, 2160);
}

// The first start's arrangement at each size: the board as high as the room
// between toolbar and status bar allows, no empty band beside it, and the
// ranks table showing a useful number of rows.
void TstAppearance::defaultLayout() {
  QFETCH(QSize, size);
  MainWindow window;
  window.resize(size);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  window.resetLayout();
  QTest::qWait(50);
  BoardView *board = window.boardView();
  const QRect area = board->rect();
  // The board's square fills the height; its width wastes at most a little.
  QVERIFY2(area.height() >= size.height() - 140, qPrintable(QString::number(area.height())));
  QVERIFY2(qAbs(area.width() - area.height()) <= 40, qPrintable(QString::number(area.width())));
  auto *ranks = window.findChild<QDockWidget *>(QStringLiteral("rankDock"));
  QVERIFY(ranks);
  ranks->raise();
  QTest::qWait(20);
  auto *table = ranks->findChild<QTableView *>();
  QVERIFY(table);
  QVERIFY2(visibleRows(table) >= 5, qPrintable(QString::number(visibleRows(table))));
}

// Showing the Evaluation panel (as Analyse Game does) does not take the
// board's height: it is a tab beside the ranks.
void TstAppearance::evaluationPanelKeepsTheBoard() {
  MainWindow window;
  window.resize(1280, 800);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  window.resetLayout();
  QTest::qWait(50);
  const QSize before = window.boardView()->size();
  auto *evaluation = window.findChild<QDockWidget *>(QStringLiteral("evaluationDock"));
  QVERIFY(evaluation && !evaluation->isVisible());
  evaluation->show();
  evaluation->raise();
  QTest::qWait(50);
  QVERIFY(evaluation->isVisible());
  QCOMPARE(window.dockWidgetArea(evaluation), Qt::RightDockWidgetArea);
  QCOMPARE(window.boardView()->size(), before);
}

void TstAppearance::headersFit_data() {
  QTest::addColumn<QString>("language");
  QTest::newRow("en") << QStringLiteral("en");
  QTest::newRow("de") << QStringLiteral("de");
  QTest::newRow("fr") << QStringLiteral("fr");
}

// Every column header of every panel, each panel raised in turn, is at least
// as wide as its text, at the smallest size (issue 15: "Be…").
void TstAppearance::headersFit() {
  QFETCH(QString, language);
  QTranslator translator;
  if (language != QLatin1String("en")) {
    QVERIFY(translator.load(QStringLiteral(":/i18n/shooters_%1.qm").arg(language)));
    QApplication::installTranslator(&translator);
  }
  {
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.resetLayout();
    int checked = 0;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
      if (dock->objectName() == QLatin1String("editorDock")) continue;
      dock->show();
      dock->raise();
      QTest::qWait(20);
      for (QHeaderView *header : dock->findChildren<QHeaderView *>()) {
        if (!header->isVisible() || header->orientation() != Qt::Horizontal) continue;
        const QFontMetrics fm = header->fontMetrics();
        for (int s = 0; s < header->count(); ++s) {
          if (header->isSectionHidden(s)) continue;
          const QString text =
              header->model()->headerData(s, Qt::Horizontal, Qt::DisplayRole).toString();
          if (text.isEmpty()) continue;
          ++checked;
          QVERIFY2(header->sectionSize(s) >= fm.horizontalAdvance(text) + 8,
                   qPrintable(QStringLiteral("%1: \"%2\" %3 < %4")
                                  .arg(dock->objectName(), text)
                                  .arg(header->sectionSize(s))
                                  .arg(fm.horizontalAdvance(text) + 8)));
        }
      }
    }
    QVERIFY(checked >= 10);
    // The board keeps its height in every language: no panel's minimum
    // width narrows it.
    QVERIFY2(window.boardView()->width() >= window.boardView()->height() - 40,
             qPrintable(QStringLiteral("%1 x %2")
                            .arg(window.boardView()->width())
                            .arg(window.boardView()->height())));
    window.document()->undoStack()->setClean();
  }
  QApplication::removeTranslator(&translator);
}

// A file's game of 24 positions: the Evaluation panel counts 24, not 100.
void TstAppearance::evaluationCountsTheGame() {
  QTranslator english;  // its plural forms, as the workbench loads them
  QVERIFY(english.load(QStringLiteral(":/i18n/shooters_en.qm")));
  QApplication::installTranslator(&english);
  MainWindow window;
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  QVERIFY(window.openFile(QStringLiteral(SAMPLE_PGN)));
  auto *progress = window.findChild<QProgressBar *>(QStringLiteral("analysisProgress"));
  QVERIFY(progress);
  const int positions = int(window.document()->tree().mainLine().size());
  QVERIFY(positions > 10);
  QCOMPARE(progress->text(), QStringLiteral("%1 positions to analyse").arg(positions));
  window.findChild<QDockWidget *>(QStringLiteral("evaluationDock"))->show();
  QCOMPARE(progress->text(), QStringLiteral("%1 positions to analyse").arg(positions));
  QVERIFY(window.openGame(1));
  QCOMPARE(progress->text(), QStringLiteral("%1 positions to analyse")
                                 .arg(int(window.document()->tree().mainLine().size())));
}

// Cannon Battle's set draws its own pieces (elite pawn, jester, cannon,
// ammunition, archer, crater) and borrows the chess set's king to pawn.
void TstAppearance::setBorrowsChessPieces() {
  PieceSet cannon;
  cannon.useSet("cannon-battle");
  PieceSet chess;
  chess.useSet("chess");
  for (char own : {'E', 'J', 'C', 'S', 'A', 'X'}) QVERIFY(cannon.hasArtwork(own));
  for (char borrowed : {'K', 'Q', 'R', 'B', 'N', 'P'}) {
    QVERIFY(cannon.hasArtwork(borrowed));
    QCOMPARE(cannon.pixmap(borrowed, sc::Color::Black, 48, 1.0).toImage(),
             chess.pixmap(borrowed, sc::Color::Black, 48, 1.0).toImage());
  }
  // Its own elite pawn is not the chess pawn.
  QVERIFY(cannon.pixmap('E', sc::Color::White, 48, 1.0).toImage() !=
          chess.pixmap('P', sc::Color::White, 48, 1.0).toImage());
  QVERIFY(!cannon.hasArtwork('Z'));
}

QTEST_MAIN(TstAppearance)
#include "tst_appearance.moc"
