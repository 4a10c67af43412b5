// sc::explainTurn: why a declaration built from squares is not legal, in the
// words of the notation's reasons (docs/notation.md), and nothing when it is.
#include <QtTest>

#include "notation.h"
#include "registry.h"
#include "squares.h"

Q_DECLARE_METATYPE(sc::Turn)

using namespace sc;

namespace {

Position read(const char *sfen) {
  std::optional<Position> pos = readSfen(Registry::instance().defaultVariant(), sfen);
  if (!pos) qFatal("cannot read '%s'", sfen);
  return *pos;
}

Turn make(TurnKind kind, const char *from, const char *to, const char *target = nullptr) {
  Turn t;
  t.kind = kind;
  t.from = sq(from);
  t.to = to ? sq(to) : Square(0);
  t.target = target ? sq(target) : Square(0);
  return t;
}

}  // namespace

class TestExplainTurn : public QObject {
  Q_OBJECT

 private slots:
  void reasons_data();
  void reasons();
  void positionIsRestored();
};

void TestExplainTurn::reasons_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<Turn>("turn");
  QTest::addColumn<QString>("reason");
  const char *fourPawns = "4k3/8/8/p7/p7/p7/p7/R6K w - 0 1";
  const char *queenCheck = "4k3/8/8/8/8/7p/6q1/7K w - 0 1";
  const char *rook = "4k3/8/8/q7/8/p7/P7/R6K w - 0 1";
  QTest::newRow("legal move") << rook << make(TurnKind::Move, "a1", "e1") << "";
  QTest::newRow("legal shot") << fourPawns << make(TurnKind::Shoot, "a1", nullptr, "a2") << "";
  QTest::newRow("series too long")
      << fourPawns << make(TurnKind::Series, "a1", "a6")
      << "the way to a6 holds 4 enemies, a rook shoots at most 3 in series (S12)";
  QTest::newRow("not on a line") << fourPawns << make(TurnKind::Shoot, "a1", nullptr, "e5")
                                 << "a rook shoots only along ranks and files, not from a1 to e5";
  QTest::newRow("own shooter on the destination")
      << rook << make(TurnKind::Move, "a1", "a2")
      << "a2 is not empty: a white pawn on a2 stands there";
  QTest::newRow("check") << queenCheck << make(TurnKind::Move, "h1", "g1")
                         << "it would leave White's royal monarch in check (S19)";
  QTest::newRow("empty square") << rook << make(TurnKind::Move, "d4", "d5") << "no shooter on d4";
}

void TestExplainTurn::reasons() {
  QFETCH(QString, sfen);
  QFETCH(Turn, turn);
  QFETCH(QString, reason);
  Position pos = read(sfen.toLatin1().constData());
  QCOMPARE(QString::fromStdString(explainTurn(pos, turn).str()), reason);
}

void TestExplainTurn::positionIsRestored() {
  Position pos = read("4k3/8/8/8/8/7p/6q1/7K w - 0 1");
  const std::string before = writeSfen(pos);
  QVERIFY(!explainTurn(pos, make(TurnKind::Move, "h1", "g1")).none());
  QCOMPARE(writeSfen(pos), before);
}

QTEST_GUILESS_MAIN(TestExplainTurn)
#include "tst_explainturn.moc"
