// The rank inspector in the workbench window, offscreen, driven like a user:
// clicking a row marks the shooter on the board, clicking a shooter on the
// board selects its row, the selection follows a shooter that moves, the
// chart's points navigate, and a shot flags the changed rank in the table and
// on the board's badge.
#include <QComboBox>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "boardview.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "notation.h"
#include "rankchart.h"
#include "rankfiltermodel.h"
#include "rankhistory.h"
#include "rankmodel.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"

using namespace sc;

namespace {

const char *const kLesson =
    "2r1k3/pp3ppp/1q[6]n2n2/2pPp3/1b2P1B[2]1/2N1BN2/PP3PPP/2RQ[7]K2R b c1d1,e3f3,f6f7 0 17";

}  // namespace

class TstRankInspector : public QObject {
  Q_OBJECT

  QTemporaryDir m_settings;
  std::unique_ptr<MainWindow> m_window;
  QTableView *m_table = nullptr;
  RankChart *m_chart = nullptr;

  GameDocument *doc() const { return m_window->document(); }
  BoardView *board() const { return m_window->boardView(); }
  void play(const char *token) {
    Position pos = doc()->position();
    std::string error;
    auto turn = parseTurn(pos, token, &error);
    QVERIFY2(turn, error.c_str());
    doc()->playTurn(*turn);
  }
  // The proxy row showing the shooter on `square`, or -1.
  int tableRow(const char *square) const {
    QAbstractItemModel *model = m_table->model();
    for (int row = 0; row < model->rowCount(); ++row)
      if (model->index(row, 0).data(RankModel::SquareRole).toInt() == sq(square)) return row;
    return -1;
  }
  std::optional<Square> selectedSquare() const {
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty()) return std::nullopt;
    return Square(rows.front().data(RankModel::SquareRole).toInt());
  }
  void clickRow(const char *square) {
    const int row = tableRow(square);
    QVERIFY(row >= 0);
    const QModelIndex index = m_table->model()->index(row, RankModel::TypeColumn);
    m_table->scrollTo(index);
    QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {}, m_table->visualRect(index).center());
  }

 private slots:
  void initTestCase();
  void init();
  void cleanup();
  void dockIsThere();
  void rowMarksTheBoard();
  void boardSelectsTheRow();
  void guidedBoardSelectsTheRow();
  void selectionFollowsTheShooter();
  void selectionFollowsOnlyWhatWasPicked();
  void sideFilter();
  void chartNavigates();
  void shotIsFlagged();
};

void TstRankInspector::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_rankinspector"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TstRankInspector::init() {
  QSettings().clear();
  m_window = std::make_unique<MainWindow>();
  auto pos = readSfen(Registry::instance().defaultVariant(), kLesson);
  QVERIFY(pos);
  doc()->newGame(*pos);
  m_window->show();
  QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
  m_table = m_window->findChild<QTableView *>(QStringLiteral("rankTable"));
  m_chart = m_window->findChild<RankChart *>(QStringLiteral("rankChart"));
  QVERIFY(m_table);
  QVERIFY(m_chart);
  QVERIFY(m_table->isVisible());
  QVERIFY(m_chart->isVisible());
}

void TstRankInspector::cleanup() {
  doc()->undoStack()->setClean();  // no question on closing
  m_window.reset();
}

void TstRankInspector::dockIsThere() {
  auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("rankDock"));
  QVERIFY(dock);
  QCOMPARE(dock->windowTitle(), QStringLiteral("Ranks"));
  QVERIFY(dock->isVisible());
  QCOMPARE(m_table->model()->rowCount(), 28);
}

void TstRankInspector::rowMarksTheBoard() {
  QVERIFY(!board()->scene().inspected);
  clickRow("c6");
  QCOMPARE(selectedSquare(), std::optional<Square>(sq("c6")));
  QCOMPARE(board()->scene().inspected, std::optional<Square>(sq("c6")));
  clickRow("e1");
  QCOMPARE(board()->scene().inspected, std::optional<Square>(sq("e1")));
}

void TstRankInspector::boardSelectsTheRow() {
  // Black to move: a click on the black queen selects it in the turn input.
  QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareRect(sq("b6")).center());
  QCOMPARE(board()->scene().selected, std::optional<Square>(sq("b6")));
  QCOMPARE(selectedSquare(), std::optional<Square>(sq("b6")));
  QCOMPARE(board()->scene().inspected, std::optional<Square>(sq("b6")));
  QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareRect(sq("c6")).center());
  QCOMPARE(selectedSquare(), std::optional<Square>(sq("c6")));
}

void TstRankInspector::guidedBoardSelectsTheRow() {
  // With the wizard on screen the board's clicks answer the wizard; its
  // shooter is then the row selected.
  auto *wizard = m_window->findChild<QDockWidget *>(QStringLiteral("wizardDock"));
  wizard->show();
  wizard->raise();
  QTRY_VERIFY(board()->isGuided());
  QVERIFY(m_table->isVisible());
  QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareRect(sq("b6")).center());
  QCOMPARE(selectedSquare(), std::optional<Square>(sq("b6")));
  QCOMPARE(board()->scene().inspected, std::optional<Square>(sq("b6")));
  // Another shooter, out of the queen's reach, starts the declaration again.
  QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareRect(sq("h7")).center());
  QCOMPARE(selectedSquare(), std::optional<Square>(sq("h7")));
}

void TstRankInspector::selectionFollowsTheShooter() {
  play("Nf6|Pf7");
  play("Pd5xc6");
  clickRow("c6");
  play("Nc6-b8");
  QCOMPARE(selectedSquare(), std::optional<Square>(sq("b8")));
  QCOMPARE(board()->scene().inspected, std::optional<Square>(sq("b8")));
  doc()->goBack();
  QCOMPARE(board()->scene().inspected, std::optional<Square>(sq("c6")));
}

// Issue 15: after an unload or a bomber the shooter picked is gone, and the
// frame does not jump to one nobody picked; the shooter that gained the
// rank is not selected either unless the user picks it.
void TstRankInspector::selectionFollowsOnlyWhatWasPicked() {
  const char *pairs = "4k3/3pp3/8/8/2Rp4/2P5/3KP3/7Q w c3c4,d7e7 0 30";
  for (const char *token : {"Kd2^c3", "Kd2@@"}) {
    doc()->newGame(*readSfen(Registry::instance().defaultVariant(), pairs));
    QTest::mouseClick(board(), Qt::LeftButton, {}, board()->squareRect(sq("d2")).center());
    QCOMPARE(selectedSquare(), std::optional<Square>(sq("d2")));
    QCOMPARE(board()->scene().inspected, std::optional<Square>(sq("d2")));
    const char *partner = token[3] == '^' ? "c3" : "d2";
    QTest::mouseClick(board(), Qt::LeftButton, Qt::ShiftModifier,
                      board()->squareRect(sq(partner)).center());
    QCOMPARE(QString::fromStdString(doc()->tree().node(doc()->currentNode()).notation),
             QString::fromLatin1(token));
    QVERIFY2(!selectedSquare(), token);
    QVERIFY2(!board()->scene().inspected, token);
    QVERIFY2(!board()->scene().selected, token);
  }
}

void TstRankInspector::sideFilter() {
  auto *combo = m_window->findChild<QComboBox *>(QStringLiteral("rankSideFilter"));
  QVERIFY(combo);
  combo->setCurrentIndex(combo->findText(QStringLiteral("White")));
  QCOMPARE(m_table->model()->rowCount(), 15);
  combo->setCurrentIndex(combo->findText(QStringLiteral("Black")));
  QCOMPARE(m_table->model()->rowCount(), 13);
  for (int row = 0; row < 13; ++row)
    QCOMPARE(m_table->model()->index(row, 0).data(RankModel::ColorRole).toInt(), int(Color::Black));
}

void TstRankInspector::chartNavigates() {
  play("Nf6|Pf7");
  play("Pd5xc6");
  play("Nc6-b8");
  const NodeId first = doc()->tree().node(doc()->tree().root()).children.front();
  QTest::mouseClick(m_chart, Qt::LeftButton, {}, m_chart->pointPosition(1, Color::White).toPoint());
  QCOMPARE(doc()->currentNode(), first);
  QTest::mouseClick(m_chart, Qt::LeftButton, {}, m_chart->pointPosition(0, Color::Black).toPoint());
  QCOMPARE(doc()->currentNode(), doc()->tree().root());
  // The whole line stays on the chart; the last point is the end.
  QTest::mouseClick(m_chart, Qt::LeftButton, {}, m_chart->pointPosition(3, Color::Black).toPoint());
  QCOMPARE(doc()->tree().node(doc()->currentNode()).ply, 3);
}

void TstRankInspector::shotIsFlagged() {
  play("Nf6|Pf7");
  play("Pd5xc6");  // the pawn (rank 1) wounds the knight c6: 3 -> 2
  const int row = tableRow("c6");
  QVERIFY(row >= 0);
  const QModelIndex rank = m_table->model()->index(row, RankModel::RankColumn);
  QVERIFY(rank.data(RankModel::FlaggedRole).toBool());
  QVERIFY(rank.data(Qt::BackgroundRole).isValid());
  QVERIFY(rank.data(Qt::ToolTipRole).toString().contains(QStringLiteral("last turn")));
  QCOMPARE(m_table->model()->index(row, RankModel::TurnChangeColumn).data().toString(),
           QStringLiteral("\u22121"));
  // The board flags the same badge.
  QVERIFY(board()->scene().rankFlags.contains(sq("c6")));
  QCOMPARE(board()->scene().rankFlags.size(), 1);
  // Only that row is flagged.
  int flagged = 0;
  for (int r = 0; r < m_table->model()->rowCount(); ++r)
    flagged += m_table->model()->index(r, 0).data(RankModel::FlaggedRole).toBool();
  QCOMPARE(flagged, 1);
}

QTEST_MAIN(TstRankInspector)
#include "tst_rankinspector.moc"
