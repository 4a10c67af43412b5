// PositionEditor and sc::validatePosition: every edit with undo and redo
// (checked by SFEN), rank steps merging, refusals in words, validation, SFEN
// errors and "Analyse from here".
#include <QSignalSpy>
#include <QtTest>

#include "gamedocument.h"
#include "positioneditor.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"
#include "validation.h"

using namespace sc;

namespace {

const QString kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1";

int piece(char letter) {
  return Registry::instance().defaultVariant()->rules().pieceByLetter(letter);
}

Position read(const char *sfen) {
  auto pos = readSfen(Registry::instance().defaultVariant(), sfen);
  if (!pos) qFatal("bad sfen %s", sfen);
  return *pos;
}

}  // namespace

class TstPositionEditor : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<PositionEditor> m_ed;

  // Undo, check, redo, check: every edit must round-trip.
  void roundTrip(const QString &before, const QString &after) {
    QCOMPARE(m_ed->sfen(), after);
    m_ed->undoStack()->undo();
    QCOMPARE(m_ed->sfen(), before);
    m_ed->undoStack()->redo();
    QCOMPARE(m_ed->sfen(), after);
  }

 private slots:
  void init() { m_ed = std::make_unique<PositionEditor>(Registry::instance().defaultVariant()); }

  void startsAtStart() {
    QCOMPARE(m_ed->sfen(), kStart);
    QVERIFY(m_ed->problems().isEmpty());
    QVERIFY(m_ed->canStartGame());
    QCOMPARE(m_ed->undoStack()->count(), 0);
  }

  void placeReplacesAndUndoes() {
    QSignalSpy changed(m_ed.get(), &PositionEditor::changed);
    QCOMPARE(m_ed->place(sq("e4"), piece('Q'), Color::Black), QString());
    QVERIFY(changed.count() >= 1);
    roundTrip(kStart, "rnbqkbnr/pppppppp/8/8/4q3/8/PPPPPPPP/RNBQKBNR w - 0 1");
    // Replacing a white pawn with a black knight, at the knight's base rank.
    QCOMPARE(m_ed->place(sq("a2"), piece('N'), Color::Black), QString());
    QCOMPARE(m_ed->position().at(sq("a2")).rank, 3);
    QCOMPARE(m_ed->sfen(), QString("rnbqkbnr/pppppppp/8/8/4q3/8/nPPPPPPP/RNBQKBNR w - 0 1"));
    QCOMPARE(m_ed->undoStack()->count(), 2);
    QVERIFY(!m_ed->place(sq("i1"), piece('Q'), Color::White).isEmpty());  // off the board
  }

  void removeAndMove() {
    QCOMPARE(m_ed->remove(sq("e2")), QString());
    roundTrip(kStart, "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w - 0 1");
    const QString noE2 = m_ed->sfen();
    QCOMPARE(m_ed->move(sq("d2"), sq("d4")), QString());
    roundTrip(noE2, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP2PPP/RNBQKBNR w - 0 1");
    const QString d4 = m_ed->sfen();
    QCOMPARE(m_ed->move(sq("d1"), sq("d7")), QString());  // the queen replaces a pawn
    roundTrip(d4, "rnbqkbnr/pppQpppp/8/8/3P4/8/PPP2PPP/RNB1KBNR w - 0 1");
    QCOMPARE(m_ed->remove(sq("e4")), QString("There is no shooter on e4"));
  }

  void moveKeepsOrDissolvesBridges() {
    QCOMPARE(m_ed->setSfen("4k3/8/8/8/8/8/3PP3/4K3 w d2e2 0 1"), QString());
    const QString bridged = m_ed->sfen();
    // d2 -> d1: d1 and e2 are not side by side, so the bridge dissolves.
    QCOMPARE(m_ed->move(sq("d2"), sq("d1")), QString());
    roundTrip(bridged, "4k3/8/8/8/8/8/4P3/3PK3 w - 0 1");
    m_ed->undoStack()->undo();
    // d2 -> e3 sits right above e2, still side by side: the bridge follows.
    QCOMPARE(m_ed->move(sq("d2"), sq("e3")), QString());
    roundTrip(bridged, "4k3/8/8/8/8/4P3/4P3/4K3 w e2e3 0 1");
    m_ed->undoStack()->undo();
    // Dropping onto the partner replaces it; no bridge remains.
    QCOMPARE(m_ed->move(sq("d2"), sq("e2")), QString());
    roundTrip(bridged, "4k3/8/8/8/8/8/4P3/4K3 w - 0 1");
    m_ed->undoStack()->undo();
    // Removing a member leaves its partner unbridged.
    QCOMPARE(m_ed->remove(sq("e2")), QString());
    roundTrip(bridged, "4k3/8/8/8/8/8/3P4/4K3 w - 0 1");
    QVERIFY(m_ed->problems().isEmpty());
  }

  void ranksAndWheelMerge() {
    QCOMPARE(m_ed->setRank(sq("a1"), 7), QString());
    roundTrip(kStart, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R[7]NBQKBNR w - 0 1");
    QCOMPARE(m_ed->setRank(sq("a1"), 10), QString("A rook's rank must be 1 to 9"));
    QCOMPARE(m_ed->setRank(sq("a1"), 0), QString("A rook's rank must be 1 to 9"));
    const int steps = m_ed->undoStack()->count();
    const QString r7 = m_ed->sfen();
    // A wheel spin on b1: three steps up, one down, one undo step.
    for (int d : {1, 1, 1, -1}) QCOMPARE(m_ed->stepRank(sq("b1"), d), QString());
    QCOMPARE(m_ed->position().at(sq("b1")).rank, 5);
    QCOMPARE(m_ed->undoStack()->count(), steps + 1);
    m_ed->undoStack()->undo();
    QCOMPARE(m_ed->sfen(), r7);
    m_ed->undoStack()->redo();
    QCOMPARE(m_ed->position().at(sq("b1")).rank, 5);
    // Steps on another square are a new undo step; clamped at the cap.
    for (int i = 0; i < 12; ++i) m_ed->stepRank(sq("c1"), 1);
    QCOMPARE(m_ed->position().at(sq("c1")).rank, 9);
    QCOMPARE(m_ed->undoStack()->count(), steps + 2);
  }

  // The board editor's mirrors: ranks, bridges and counters go along, each
  // is one undo step, and twice gives the position back.
  void mirrorsAreUndoSteps() {
    const QString set = "4k3/8/8/8/8/4P3/4P3/R[7]3K3 w e2e3 4 12";
    QCOMPARE(m_ed->setSfen(set), QString());
    QVERIFY(m_ed->canMirror(Mirror::SwapSides) && m_ed->canMirror(Mirror::Files));
    QCOMPARE(m_ed->mirror(Mirror::SwapSides), QString());
    roundTrip(set, "r[7]3k3/4p3/4p3/8/8/8/8/4K3 b e6e7 4 12");
    QCOMPARE(m_ed->undoStack()->undoText(), QString("Swap sides"));
    QCOMPARE(m_ed->mirror(Mirror::SwapSides), QString());
    QCOMPARE(m_ed->sfen(), set);
    QCOMPARE(m_ed->mirror(Mirror::Files), QString());
    roundTrip(set, "3k4/8/8/8/8/3P4/3P4/3K3R[7] w d2d3 4 12");
    QCOMPARE(m_ed->undoStack()->undoText(), QString("Mirror left to right"));
  }

  void bridgeInWords() {
    QCOMPARE(m_ed->bridge(sq("c1"), sq("d2")),
             QString("c1 and d2 are not side by side, so they cannot be bridged"));
    QCOMPARE(m_ed->bridge(sq("c1"), sq("c1")), QString("A shooter cannot be bridged to itself"));
    QCOMPARE(m_ed->bridge(sq("d2"), sq("d4")), QString("There is no shooter on d4"));
    QCOMPARE(m_ed->move(sq("d7"), sq("d3")), QString());
    QCOMPARE(m_ed->bridge(sq("d2"), sq("d3")),
             QString("d2 and d3 are not the same colour, so they cannot be bridged"));
    const QString before = m_ed->sfen();
    QCOMPARE(m_ed->bridge(sq("e2"), sq("d2")), QString());
    roundTrip(before, "rnbqkbnr/ppp1pppp/8/8/8/3p4/PPPPPPPP/RNBQKBNR w d2e2 0 1");
    QCOMPARE(m_ed->bridge(sq("d2"), sq("c2")),
             QString("d2 is already bridged to e2; unbridge it first"));
    QCOMPARE(m_ed->unbridge(sq("e2")), QString());
    roundTrip("rnbqkbnr/ppp1pppp/8/8/8/3p4/PPPPPPPP/RNBQKBNR w d2e2 0 1", before);
    QCOMPARE(m_ed->unbridge(sq("e2")), QString("The pawn on e2 is not bridged"));
  }

  void sideAndCounters() {
    m_ed->setSideToMove(Color::Black);
    roundTrip(kStart, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - 0 1");
    const int steps = m_ed->undoStack()->count();
    m_ed->setQuietPlies(1);
    m_ed->setQuietPlies(12);  // typing "12" in the spin box: one step
    QCOMPARE(m_ed->undoStack()->count(), steps + 1);
    m_ed->setTurnNumber(40);
    QCOMPARE(m_ed->sfen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - 12 40"));
    m_ed->undoStack()->undo();
    m_ed->undoStack()->undo();
    QCOMPARE(m_ed->sfen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - 0 1"));
    m_ed->setSideToMove(Color::Black);  // no change, no undo step
    QCOMPARE(m_ed->undoStack()->index(), steps);
  }

  void clearAndStart() {
    m_ed->clearBoard();
    roundTrip(kStart, "8/8/8/8/8/8/8/8 w - 0 1");
    QVERIFY(m_ed->problems().contains("White has no monarch"));
    QVERIFY(m_ed->problems().contains("Black has no monarch"));
    m_ed->setStartPosition();
    QCOMPARE(m_ed->sfen(), kStart);
    QCOMPARE(m_ed->undoStack()->count(), 2);
  }

  void sfenErrors() {
    const QString error = m_ed->setSfen("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1");
    QVERIFY2(error.startsWith("column "), qPrintable(error));
    QCOMPARE(m_ed->sfen(), kStart);  // nothing changed
    QCOMPARE(m_ed->undoStack()->count(), 0);
    QVERIFY(m_ed->setSfen("not an sfen").contains("column"));
    QCOMPARE(m_ed->setSfen("  4k3/8/8/8/8/8/8/4K3 b - 3 7 "), QString());
    roundTrip(kStart, "4k3/8/8/8/8/8/8/4K3 b - 3 7");
  }

  void validationInWords() {
    QCOMPARE(m_ed->setSfen("8/8/8/8/8/8/8/4K3 w - 0 1"), QString());
    QCOMPARE(m_ed->problems(), QStringList{"Black has no monarch"});
    // The side not to move in check: White's queen on e5 could shoot the
    // black king now, with White to move.
    QCOMPARE(m_ed->setSfen("4k3/8/8/4Q3/8/8/8/4K3 w - 0 1"), QString());
    QCOMPARE(
        m_ed->problems(),
        QStringList{"Black is in check (its king on e8 can be shot down) but it is White's turn"});
    m_ed->setSideToMove(Color::Black);  // Black to move in check is a position
    QVERIFY(m_ed->problems().isEmpty());
    // Nine queens are not a problem (Black to move: they have it in check).
    QCOMPARE(m_ed->setSfen("4k3/8/8/8/8/8/QQQQQQQQ/Q3K3 b - 0 1"), QString());
    QVERIFY(m_ed->problems().isEmpty());
  }

  void coreValidation() {
    // States the editor never makes but a caller of the core could.
    Position pos = read("4k3/8/8/8/8/8/8/2R1K3 w - 0 1");
    Cell rook = pos.at(sq("c1"));
    rook.bridge = 1 + NE;  // a diagonal "bridge" to d2
    pos.setCell(sq("c1"), rook);
    Cell pawn;
    pawn.type = std::uint8_t(pos.rules().pieceByLetter('P') + 1);
    pawn.rank = 1;
    pawn.bridge = 1 + SW;  // pointing back at c1
    pos.setCell(sq("d2"), pawn);
    const auto problems = validatePosition(pos);
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems[0], std::string("c1 and d2 are not side by side, so they cannot be bridged"));

    Position ranks = read("4k3/8/8/8/8/8/8/2R1K3 b - 0 1");
    Cell bad = ranks.at(sq("c1"));
    bad.rank = 12;
    ranks.setCell(sq("c1"), bad);
    QCOMPARE(validatePosition(ranks),
             std::vector<std::string>{"The rook on c1 has rank 12; a rook's rank must be 1 to 9"});

    Position lonely = read("4k3/8/8/8/8/8/8/2R1K3 w - 0 1");
    Cell half = lonely.at(sq("c1"));
    half.bridge = 1 + E;  // to d1, which is empty
    lonely.setCell(sq("c1"), half);
    QCOMPARE(validatePosition(lonely).size(), size_t(1));
    QCOMPARE(findProblems(lonely).front().kind, ProblemKind::BrokenBridge);
  }

  void refusesToStartIllegal() {
    GameDocument doc(Registry::instance().defaultVariant());
    const QString docStart = QString::fromStdString(writeSfen(doc.tree().start()));
    m_ed->remove(sq("e8"));
    m_ed->remove(sq("d8"));  // Black's queen is a monarch too
    QCOMPARE(m_ed->problems(), QStringList{"Black has no monarch"});
    QVERIFY(!m_ed->canStartGame());
    QVERIFY(!m_ed->startGame(&doc));
    QCOMPARE(QString::fromStdString(writeSfen(doc.tree().start())), docStart);
  }

  void startGameSetsRoot() {
    GameDocument doc(Registry::instance().defaultVariant());
    QCOMPARE(m_ed->setSfen("4k3/3pp3/8/8/2Rp4/2P5/3KP3/7Q w c3c4,d7e7 0 30"), QString());
    m_ed->setRank(sq("h1"), 6);
    QSignalSpy reset(&doc, &GameDocument::gameReset);
    QVERIFY(m_ed->startGame(&doc));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(QString::fromStdString(writeSfen(doc.tree().start())), m_ed->sfen());
    QCOMPARE(QString::fromStdString(writeSfen(doc.position())), m_ed->sfen());
    QCOMPARE(doc.currentNode(), doc.tree().root());
    // Loading the document's position back into the editor starts a new history.
    m_ed->load(doc.position());
    QCOMPARE(m_ed->undoStack()->count(), 0);
    QCOMPARE(m_ed->sfen(), QString::fromStdString(writeSfen(doc.position())));
  }
};

QTEST_GUILESS_MAIN(TstPositionEditor)
#include "tst_positioneditor.moc"
