// RankModel, RankFilterModel and RankHistory over a GameDocument, under
// QAbstractItemModelTester: the rows of a position, ranks and their changes
// after shots and moves (a shooter keeps its identity as it moves), bridges,
// the threat count checked against the rules by hand, filtering and sorting.
#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QtTest>

#include "gamedocument.h"
#include "movegen.h"
#include "notation.h"
#include "rankfiltermodel.h"
#include "rankhistory.h"
#include "rankmodel.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"

using namespace sc;

namespace {

// README's example: Black unbridges f6-f7, White's d5 pawn (rank 1) shoots
// the c6 knight (rank 3), which survives with rank 2.
const char *const kLesson =
    "2r1k3/pp3ppp/1q[6]n2n2/2pPp3/1b2P1B[2]1/2N1BN2/PP3PPP/2RQ[7]K2R b c1d1,e3f3,f6f7 0 17";
// Hand-made: White pawn c4, knight c3, rook d1, king h1; Black knight d5, king h8.
const char *const kThreats = "7k/8/8/3n4/2P5/2N5/8/3R3K w - 0 1";

}  // namespace

class TstRankModel : public QObject {
  Q_OBJECT

  std::unique_ptr<GameDocument> m_doc;
  std::unique_ptr<RankModel> m_model;
  std::unique_ptr<QAbstractItemModelTester> m_tester;

  void open(const char *sfen) {
    m_tester.reset();
    m_model.reset();
    const VariantPtr variant = Registry::instance().defaultVariant();
    m_doc = std::make_unique<GameDocument>(variant);
    auto pos = readSfen(variant, sfen);
    QVERIFY(pos);
    m_doc->newGame(*pos);
    m_model = std::make_unique<RankModel>(m_doc.get());
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::Fatal);
  }
  void play(const char *token) {
    std::string error;
    Position pos = m_doc->position();
    auto turn = parseTurn(pos, token, &error);
    QVERIFY2(turn, error.c_str());
    m_doc->playTurn(*turn);
  }
  QVariant cell(const char *square, int column, int role = Qt::DisplayRole) const {
    const int row = m_model->rowOf(sq(square));
    if (row < 0) return QStringLiteral("<no shooter on %1>").arg(QLatin1String(square));
    return m_model->index(row, column).data(role);
  }
  int number(const char *square, int column) const {
    return cell(square, column, RankModel::SortRole).toInt();
  }

 private slots:
  void startPosition();
  void shotChangesRank();
  void movedShooterKeepsItsChange();
  void navigationFollowsTheLine();
  void bridgePartner();
  void threats();
  void filterBySide();
  void sortsNumerically();
  void historyTotals();
  void navigationCost();
};

void TstRankModel::startPosition() {
  open("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1");
  QCOMPARE(m_model->rowCount(), 32);
  QCOMPARE(m_model->columnCount(), int(RankModel::ColumnCount));
  QCOMPARE(cell("d1", RankModel::SideColumn).toString(), QStringLiteral("White"));
  QCOMPARE(cell("d1", RankModel::TypeColumn).toString(), QStringLiteral("Queen"));
  QCOMPARE(cell("d1", RankModel::SquareColumn).toString(), QStringLiteral("d1"));
  QCOMPARE(cell("d1", RankModel::BaseColumn).toInt(), 9);
  QCOMPARE(cell("d1", RankModel::RankColumn).toInt(), 9);
  QCOMPARE(cell("g8", RankModel::SideColumn).toString(), QStringLiteral("Black"));
  QCOMPARE(cell("g8", RankModel::TypeColumn).toString(), QStringLiteral("Knight"));
  QCOMPARE(cell("a7", RankModel::BaseColumn).toInt(), 1);
  QCOMPARE(cell("h8", RankModel::RankColumn).toInt(), 5);
  QCOMPARE(cell("e8", 0, RankModel::LetterRole).toChar(), QChar('K'));
  for (int row = 0; row < 32; ++row) {
    // Nothing has changed, nobody is bridged, and no shooter is in range of an enemy.
    QCOMPARE(m_model->index(row, RankModel::TurnChangeColumn).data(RankModel::SortRole).toInt(), 0);
    QCOMPARE(m_model->index(row, RankModel::StartChangeColumn).data(RankModel::SortRole).toInt(),
             0);
    QCOMPARE(m_model->index(row, RankModel::PartnerColumn).data().toString(), QString());
    QCOMPARE(m_model->index(row, RankModel::ThreatColumn).data(RankModel::SortRole).toInt(), 0);
    QVERIFY(!m_model->index(row, 0).data(RankModel::FlaggedRole).toBool());
  }
}

void TstRankModel::shotChangesRank() {
  open(kLesson);
  QCOMPARE(number("c6", RankModel::RankColumn), 3);
  play("Nf6|Pf7");
  play("Pd5xc6");
  QCOMPARE(number("c6", RankModel::RankColumn), 2);
  QCOMPARE(number("c6", RankModel::TurnChangeColumn), -1);
  QCOMPARE(number("c6", RankModel::StartChangeColumn), -1);
  QCOMPARE(cell("c6", RankModel::TurnChangeColumn).toString(), QStringLiteral("\u22121"));
  QVERIFY(cell("c6", RankModel::RankColumn, RankModel::FlaggedRole).toBool());
  QVERIFY(cell("c6", RankModel::RankColumn, Qt::BackgroundRole).isValid());
  QVERIFY(cell("c6", RankModel::TurnChangeColumn, Qt::ToolTipRole)
              .toString()
              .contains(QStringLiteral("3 \u2192 2")));
  // The shooter stays where it was; others did not change.
  QVERIFY(m_model->rowOf(sq("d5")) >= 0);
  QCOMPARE(number("d5", RankModel::TurnChangeColumn), 0);
  QVERIFY(!cell("d5", RankModel::RankColumn, RankModel::FlaggedRole).toBool());
  // The queen on b6 started the game at 6: no change since the start.
  QCOMPARE(number("b6", RankModel::StartChangeColumn), 0);
}

void TstRankModel::movedShooterKeepsItsChange() {
  open(kLesson);
  play("Nf6|Pf7");
  play("Pd5xc6");
  const int id = cell("c6", 0, RankModel::ShooterIdRole).toInt();
  play("Nc6-b8");
  QCOMPARE(m_model->rowOf(sq("c6")), -1);
  QCOMPARE(cell("b8", 0, RankModel::ShooterIdRole).toInt(), id);
  QCOMPARE(number("b8", RankModel::RankColumn), 2);
  QCOMPARE(number("b8", RankModel::StartChangeColumn), -1);
  QCOMPARE(number("b8", RankModel::TurnChangeColumn), 0);
  QVERIFY(!cell("b8", 0, RankModel::FlaggedRole).toBool());
  // Moving on and back again keeps it.
  play("Pa2-a3");
  play("Nb8-c6");
  QCOMPARE(number("c6", RankModel::StartChangeColumn), -1);
  QCOMPARE(cell("c6", 0, RankModel::ShooterIdRole).toInt(), id);
}

void TstRankModel::navigationFollowsTheLine() {
  open(kLesson);
  play("Nf6|Pf7");
  play("Pd5xc6");
  play("Nc6-b8");
  const NodeId end = m_doc->currentNode();
  const int id = cell("b8", 0, RankModel::ShooterIdRole).toInt();
  m_doc->goStart();
  QCOMPARE(number("c6", RankModel::RankColumn), 3);
  QCOMPARE(cell("c6", 0, RankModel::ShooterIdRole).toInt(), id);
  m_doc->goTo(end);
  QCOMPARE(number("b8", RankModel::StartChangeColumn), -1);
  // A variation: the pawn moves on instead of shooting. It is the same
  // shooter that stood on d5 at the start.
  m_doc->goStart();
  const int pawn = cell("d5", 0, RankModel::ShooterIdRole).toInt();
  play("Nf6|Pf7");
  play("Pd5-d6");
  QCOMPARE(cell("d6", 0, RankModel::ShooterIdRole).toInt(), pawn);
  QCOMPARE(number("c6", RankModel::RankColumn), 3);
  QCOMPARE(m_model->rowCount(), 28);
  m_doc->undoStack()->undo();  // the variation goes, the document steps back
  QCOMPARE(cell("d5", 0, RankModel::ShooterIdRole).toInt(), pawn);
  m_doc->goForward();  // the main line again
  QCOMPARE(number("c6", RankModel::RankColumn), 2);
}

void TstRankModel::bridgePartner() {
  open(kLesson);
  QCOMPARE(cell("c1", RankModel::PartnerColumn).toString(), QStringLiteral("d1"));
  QCOMPARE(cell("d1", RankModel::PartnerColumn).toString(), QStringLiteral("c1"));
  QCOMPARE(cell("f3", RankModel::PartnerColumn).toString(), QStringLiteral("e3"));
  QCOMPARE(cell("f6", RankModel::PartnerColumn).toString(), QStringLiteral("f7"));
  QCOMPARE(cell("a2", RankModel::PartnerColumn).toString(), QString());
  // The pair's rank is the higher of the two (S15b): the rook and the queen of 7.
  QVERIFY(cell("c1", RankModel::PartnerColumn, Qt::ToolTipRole).toString().contains("rank 7"));
  play("Nf6|Pf7");
  QCOMPARE(cell("f6", RankModel::PartnerColumn).toString(), QString());
  QCOMPARE(cell("f7", RankModel::PartnerColumn).toString(), QString());
}

// By the rules: the rook d1 (rank 5) shoots d5 four squares up its file (range
// 4) and 5 >= 3 downs the knight (S17); the knight c3 can leap to e4 and shoot
// d5 on its diagonal (move-shoot, 3 >= 3); the pawn c4 is in range but its rank
// 1 only wounds a rank-3 knight, so it is no threat. Black's knight d5 downs
// the pawn c4 where it stands and the knight c3 after a leap to b4, but its 3
// cannot down the rook (5) nor the king (9).
void TstRankModel::threats() {
  open(kThreats);
  QCOMPARE(number("d5", RankModel::ThreatColumn), 2);
  const QStringList list = cell("d5", 0, RankModel::ThreatListRole).toStringList();
  QCOMPARE(list, QStringList({QStringLiteral("Rook d1 (rank 5)"),
                              QStringLiteral("Knight c3 (rank 3) via e4")}));
  QCOMPARE(cell("d5", RankModel::ThreatColumn, Qt::ToolTipRole).toString(),
           QStringLiteral("Could be shot down by: Rook d1 (rank 5), Knight c3 (rank 3) via e4"));
  QCOMPARE(number("c4", RankModel::ThreatColumn), 1);
  QCOMPARE(cell("c4", 0, RankModel::ThreatListRole).toStringList(),
           QStringList{QStringLiteral("Knight d5 (rank 3)")});
  QCOMPARE(number("c3", RankModel::ThreatColumn), 1);
  QCOMPARE(cell("c3", 0, RankModel::ThreatListRole).toStringList(),
           QStringList{QStringLiteral("Knight d5 (rank 3) via b4")});
  QCOMPARE(number("d1", RankModel::ThreatColumn), 0);
  QCOMPARE(number("h1", RankModel::ThreatColumn), 0);
  QCOMPARE(number("h8", RankModel::ThreatColumn), 0);
  QCOMPARE(cell("h8", RankModel::ThreatColumn).toString(), QString());
}

void TstRankModel::filterBySide() {
  open(kLesson);
  RankFilterModel filter;
  filter.setSourceModel(m_model.get());
  QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::Fatal);
  QCOMPARE(filter.rowCount(), m_model->rowCount());
  filter.setSide(RankFilterModel::Side::White);
  QCOMPARE(filter.rowCount(), 15);
  for (int row = 0; row < filter.rowCount(); ++row)
    QCOMPARE(filter.index(row, 0).data(RankModel::ColorRole).toInt(), int(Color::White));
  filter.setSide(RankFilterModel::Side::Black);
  QCOMPARE(filter.rowCount(), 13);
  for (int row = 0; row < filter.rowCount(); ++row)
    QCOMPARE(filter.index(row, 0).data().toString(), QStringLiteral("Black"));
  // The filter holds while the game moves on.
  play("Nf6|Pf7");
  play("Pd5xc6");
  QCOMPARE(filter.rowCount(), 13);
  filter.setSide(RankFilterModel::Side::All);
  QCOMPARE(filter.rowCount(), 28);
}

void TstRankModel::sortsNumerically() {
  open(kLesson);
  play("Nf6|Pf7");
  play("Pd5xc6");
  RankFilterModel filter;
  filter.setSourceModel(m_model.get());
  QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::Fatal);
  auto column = [&](int c, int role) {
    QList<int> out;
    for (int row = 0; row < filter.rowCount(); ++row)
      out << filter.index(row, c).data(role).toInt();
    return out;
  };
  // As text, "" (no change) would come before "−1"; as numbers −1 is first.
  filter.sort(RankModel::StartChangeColumn, Qt::AscendingOrder);
  QCOMPARE(filter.index(0, RankModel::StartChangeColumn).data().toString(),
           QStringLiteral("\u22121"));
  QList<int> changes = column(RankModel::StartChangeColumn, RankModel::SortRole);
  QVERIFY(std::is_sorted(changes.begin(), changes.end()));
  // Ranks: 9 before 7 before 2 when descending.
  filter.sort(RankModel::RankColumn, Qt::DescendingOrder);
  QList<int> ranks = column(RankModel::RankColumn, Qt::DisplayRole);
  QVERIFY(std::is_sorted(ranks.rbegin(), ranks.rend()));
  QCOMPARE(ranks.front(), 9);
  QCOMPARE(ranks.back(), 1);
  // Squares in board order (a1, b1, ..., a2), not alphabetical (a1, a2, ...).
  filter.sort(RankModel::SquareColumn, Qt::AscendingOrder);
  QCOMPARE(filter.index(0, RankModel::SquareColumn).data().toString(), QStringLiteral("c1"));
  QCOMPARE(filter.index(1, RankModel::SquareColumn).data().toString(), QStringLiteral("d1"));
  QCOMPARE(filter.index(2, RankModel::SquareColumn).data().toString(), QStringLiteral("e1"));
  QCOMPARE(filter.index(3, RankModel::SquareColumn).data().toString(), QStringLiteral("h1"));
  QCOMPARE(filter.index(4, RankModel::SquareColumn).data().toString(), QStringLiteral("a2"));
  // Threat counts as numbers.
  filter.sort(RankModel::ThreatColumn, Qt::DescendingOrder);
  QList<int> threats = column(RankModel::ThreatColumn, RankModel::SortRole);
  QVERIFY(std::is_sorted(threats.rbegin(), threats.rend()));
  QVERIFY(threats.front() > 0);
}

void TstRankModel::historyTotals() {
  open(kLesson);
  RankHistory history(m_doc.get());
  QSignalSpy current(&history, &RankHistory::currentChanged);
  QCOMPARE(history.points().size(), size_t(1));
  play("Nf6|Pf7");
  play("Pd5xc6");
  QCOMPARE(history.points().size(), size_t(3));
  QCOMPARE(history.currentIndex(), 2);
  const RankPoint &before = history.points()[1];
  const RankPoint &after = history.points()[2];
  QCOMPARE(after.total[index(Color::Black)], before.total[index(Color::Black)] - 1);
  QCOMPARE(after.total[index(Color::White)], before.total[index(Color::White)]);
  QCOMPARE(after.node, m_doc->currentNode());
  // Stepping back keeps the whole line and moves the current index.
  current.clear();
  m_doc->goStart();
  QCOMPARE(history.points().size(), size_t(3));
  QCOMPARE(history.currentIndex(), 0);
  QCOMPARE(current.size(), 1);
  // A queen shot down is a monarch lost (S3: queens and kings are monarchs).
  open("3qk3/8/8/8/8/8/8/3QK3 w - 0 1");
  RankHistory lost(m_doc.get());
  play("Qd1-d4@d8");  // 9 >= 9: the black queen falls, Black lost a monarch
  QCOMPARE(lost.points().size(), size_t(2));
  QVERIFY(lost.points()[1].monarchFell[index(Color::Black)]);
  QVERIFY(!lost.points()[1].monarchFell[index(Color::White)]);
  QCOMPARE(lost.points()[1].total[index(Color::Black)], 9);
}

// Not a timing assertion: prints what a navigation step costs with the rank
// model and history listening, along a 60-ply game of varied legal turns.
void TstRankModel::navigationCost() {
  open("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1");
  RankHistory history(m_doc.get());
  for (int ply = 0; ply < 60; ++ply) {
    Position pos = m_doc->position();
    TurnList turns;
    generateLegal(pos, turns);
    if (turns.size == 0) break;
    m_doc->playTurn(turns[(ply * 7919) % turns.size]);
  }
  const NodeId end = m_doc->currentNode();
  QElapsedTimer timer;
  timer.start();
  m_doc->goStart();
  int steps = 0;
  for (; m_doc->currentNode() != end; ++steps) m_doc->goForward();
  for (; m_doc->currentNode() != m_doc->tree().root(); ++steps) m_doc->goBack();
  qInfo("a navigation step with the rank model and history: %.3f ms over %d steps",
        timer.nsecsElapsed() / 1e6 / std::max(1, steps), steps);
  QCOMPARE(m_model->rowCount(), 32);
  QCOMPARE(history.currentIndex(), 0);
}

QTEST_GUILESS_MAIN(TstRankModel)
#include "tst_rankmodel.moc"
