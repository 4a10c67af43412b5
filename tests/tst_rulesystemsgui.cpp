// The other rule systems through the real widgets (issue 10): a MegaMan volley
// and a double capture by clicks (M9, M11), a first-edition pair shot by
// clicks (F15), and the inspector showing what decides each rule system.
#include <sys/stat.h>
#include <QAbstractItemModelTester>
#include <QMenu>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "boardview.h"
#include "declarationwizard.h"
#include "gamedocument.h"
#include "pgnio.h"
#include "positioneditor.h"
#include "rankinspector.h"
#include "rankmodel.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"
#include "turninput.h"

using namespace sc;

namespace {

VariantPtr ruleset(const char *name) {
  std::string error;
  VariantPtr v = Registry::instance().load(name, {}, error);
  if (!v) qFatal("%s: %s", name, error.c_str());
  return v;
}

}  // namespace

class TestRuleSystemsGui : public QObject {
  Q_OBJECT

  std::unique_ptr<GameDocument> m_doc;
  std::unique_ptr<TurnInput> m_input;
  std::unique_ptr<BoardView> m_board;

  void open(const char *rules, const char *position) {
    m_board.reset();
    m_input.reset();
    const VariantPtr v = ruleset(rules);
    m_doc = std::make_unique<GameDocument>(v);
    auto pos = readSfen(v, position);
    QVERIFY2(pos, position);
    m_doc->newGame(*pos);
    m_input = std::make_unique<TurnInput>(m_doc.get());
    m_board = std::make_unique<BoardView>();
    m_board->setDocument(m_doc.get());
    m_board->setTurnInput(m_input.get());
    m_board->resize(520, 520);
    m_board->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_board.get()));
  }
  void click(const char *square) {
    QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, m_board->squareRect(sq(square)).center());
  }
  QString position() const { return QString::fromStdString(writeSfen(m_doc->position())); }

 private slots:
  // M9: the rook's O is weak against pawns (S): one volley takes all three.
  void megamanVolleyByClicks() {
    open("megaman", "4k3/3p4/8/8/p2R3p/8/8/4K3 w - - 0 1");
    click("d4");
    QVERIFY(m_board->scene().targets.contains(sq("a4")));
    click("a4");  // a capture of a4 alone (M8) or the volley that starts there
    QCOMPARE(m_input->stage(), TurnInput::Stage::ChoicePending);
    QMenu *menu = m_board->openMenu();
    QVERIFY(menu);
    QAction *volley = nullptr;
    for (QAction *a : menu->actions())
      if (a->data().canConvert<Turn>() && a->data().value<Turn>().kind == TurnKind::Volley)
        volley = a;
    QVERIFY(volley);
    volley->trigger();
    menu->hide();
    // The rook stays (M7) and takes the pawns' S (M10).
    QCOMPARE(position(), QString("4k3/8/8/8/3R{S}4/8/8/4K3 b - - 0 1"));
  }

  // M11: a rook reaches a rook only with class same; the bishop helps.
  void megamanDoubleCaptureByClicks() {
    open("megaman", "3rk3/8/8/B7/8/8/8/3RK3 w - - 0 1");
    click("d1");
    QVERIFY(m_board->scene().targets.contains(sq("d8")));
    click("d8");
    QCOMPARE(position(), QString("4k3/8/8/B7/8/8/8/3RK3 b - - 0 1"));
    QCOMPARE(m_doc->tree().node(m_doc->currentNode()).turn.kind, TurnKind::Double);
  }

  // F15: the knight on d4 bridged with the rook on e4 shoots e5 with 5 + 1.
  void firstEditionPairShotByClicks() {
    open("shooters-first", "4k3/8/8/4q3/3NR3/8/8/4K3 w d4e4 0 1");
    click("d4");
    click("e5");
    QCOMPARE(position(), QString("4k3/8/8/4q[3]3/3NR3/8/8/4K3 b d4e4 0 1"));
  }

  // Files as the workbench reads them: a Latin-1 export keeps its accents
  // (the PGN standard's encoding, docs/rules.md D24); a folder or a pipe is
  // named and never read (issue 12, bounded input).
  void workbenchReadsFiles() {
    const LoadedFile latin1 =
        PgnIo::readFile(Registry::instance().defaultVariant(), SHOOTERS_DATA "/pgn/latin1.pgn");
    QVERIFY(latin1.error.isEmpty());
    QVERIFY(!latin1.hasProblems());
    QCOMPARE(latin1.readableGames(), 2);
    const auto &tags = latin1.file.games.front().tree->tags();
    QVERIFY(QString::fromStdString(tags.at("White") + tags.at("Black")).contains("Légal"));
    QTemporaryDir dir;
    const LoadedFile folder = PgnIo::readFile(Registry::instance().defaultVariant(), dir.path());
    QVERIFY(folder.error.contains("folder"));
    const QString fifo = dir.filePath("pipe.pgn");
    QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    const LoadedFile pipe = PgnIo::readFile(Registry::instance().defaultVariant(), fifo);
    QVERIFY(pipe.error.contains("pipe"));
  }

  // The wizard declares every kind of every rule system: here a chess
  // promotion (C6: which piece is its own step) and a MegaMan volley (M9).
  void wizardDeclaresChessAndMegaManKinds() {
    open("chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    DeclarationWizard wizard(m_input.get());
    QVERIFY(wizard.answerSquare(sq("a7")));
    QCOMPARE(wizard.step(), DeclarationWizard::Step::Kind);
    int promote = -1;
    for (int i = 0; i < wizard.choices().size(); ++i)
      if (wizard.choices()[i].turns.first().kind == TurnKind::Promotion) promote = i;
    QVERIFY(promote >= 0);
    QVERIFY(wizard.answer(promote));
    QCOMPARE(wizard.step(), DeclarationWizard::Step::Position);
    QVERIFY(wizard.answerSquare(sq("a8")));
    QCOMPARE(wizard.step(), DeclarationWizard::Step::Target);
    QVERIFY(wizard.question().contains("become"));
    QStringList labels;
    for (const auto &c : wizard.choices()) labels << c.label;
    QCOMPARE(labels.size(), 4);
    QVERIFY(wizard.answer(int(labels.indexOf("Rook"))));
    QVERIFY(wizard.declare());
    QCOMPARE(position(), QString("R3k3/8/8/8/8/8/8/4K3 b - - 0 1"));

    open("megaman", "4k3/3p4/8/8/p2R3p/8/8/4K3 w - - 0 1");
    DeclarationWizard mega(m_input.get());
    QVERIFY(mega.answerSquare(sq("d4")));
    int volley = -1;
    for (int i = 0; i < mega.choices().size(); ++i)
      if (mega.choices()[i].turns.first().kind == TurnKind::Volley) volley = i;
    QVERIFY(volley >= 0);
    QVERIFY(mega.answer(volley));
    while (mega.step() != DeclarationWizard::Step::Preview) QVERIFY(mega.answer(0));
    QVERIFY(mega.declare());
    QCOMPARE(position(), QString("4k3/8/8/8/3R{S}4/8/8/4K3 b - - 0 1"));
  }

  // The board editor keeps castling rights (C4) and en passant (C5) that the
  // pieces allow, gives them back on undo, and names what chess FEN refuses (C14).
  void chessEditorKeepsRights() {
    const VariantPtr v = ruleset("chess");
    PositionEditor editor(v);
    auto fen = [&editor] { return editor.sfen().section(' ', 2, 3); };
    QCOMPARE(fen(), QString("KQkq -"));
    QVERIFY(editor.remove(sq("h1")).isEmpty());
    QCOMPARE(fen(), QString("Qkq -"));
    editor.undoStack()->undo();
    QCOMPARE(fen(), QString("KQkq -"));
    QVERIFY(editor.setSfen("r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 2").isEmpty());
    QCOMPARE(fen(), QString("Kq d6"));
    QVERIFY(editor.problems().isEmpty());
    QVERIFY(editor.place(sq("a8"), v->rules().pieceByLetter('P'), Color::White).isEmpty());
    QCOMPARE(fen(), QString("K d6"));  // the a8 rook is gone, and a pawn on an end rank:
    QVERIFY(editor.problems().join(' ').contains("end rank"));
    QVERIFY(editor.place(sq("c3"), v->rules().pieceByLetter('K'), Color::White).isEmpty());
    QVERIFY(editor.problems().join(' ').contains("2 kings"));
  }

  // The inspector is named for, and shows, what decides each rule system.
  void inspectorFollowsTheRuleSystem_data() {
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("focus");
    QTest::addColumn<QList<int>>("shown");
    QTest::addColumn<QList<int>>("hidden");
    QTest::newRow("shooters: ranks")
        << "shooters"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1" << int(RankModel::Focus::Ranks)
        << QList<int>{RankModel::RankColumn, RankModel::PartnerColumn, RankModel::ThreatColumn}
        << QList<int>{RankModel::WeaponsColumn};
    QTest::newRow("shooters-first: ranks")
        << "shooters-first"
        << "4k3/8/8/4q3/3NR3/8/8/4K3 w d4e4 0 1" << int(RankModel::Focus::Ranks)
        << QList<int>{RankModel::RankColumn} << QList<int>{RankModel::NeedsColumn};
    QTest::newRow("chess: pieces")
        << "chess"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        << int(RankModel::Focus::Pieces) << QList<int>{RankModel::ThreatColumn}
        << QList<int>{RankModel::RankColumn, RankModel::BaseColumn, RankModel::PartnerColumn,
                      RankModel::WeaponsColumn};
    QTest::newRow("megaman: weapons")
        << "megaman"
        << "4k3/3p4/8/8/p2R{J}3p/8/8/4K3 w - - 0 1" << int(RankModel::Focus::Weapons)
        << QList<int>{RankModel::DefenceColumn, RankModel::WeaponsColumn, RankModel::NeedsColumn}
        << QList<int>{RankModel::RankColumn, RankModel::PartnerColumn};
  }
  void inspectorFollowsTheRuleSystem() {
    QFETCH(QString, rules);
    QFETCH(QString, position);
    QFETCH(int, focus);
    QFETCH(QList<int>, shown);
    QFETCH(QList<int>, hidden);
    const VariantPtr v = ruleset(rules.toLatin1().constData());
    GameDocument doc(v);
    doc.newGame(*readSfen(v, position.toStdString()));
    RankModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    RankInspector inspector(&model);
    inspector.show();
    QCOMPARE(int(model.focus()), focus);
    for (int c : shown)
      QVERIFY2(!inspector.table()->isColumnHidden(c), qPrintable(QString::number(c)));
    for (int c : hidden)
      QVERIFY2(inspector.table()->isColumnHidden(c), qPrintable(QString::number(c)));
    if (model.focus() == RankModel::Focus::Weapons) {
      // The rook on d4 holds its own O and a taken J (M3, M10); the pawn on
      // d7 falls to one attacker, since O is weak against S (M8).
      const int rook = model.rowOf(sq("d4"));
      QCOMPARE(model.index(rook, RankModel::WeaponsColumn).data().toString(), QString("O + J"));
      QCOMPARE(model.index(rook, RankModel::DefenceColumn).data().toString(), QString("O"));
      QCOMPARE(model.index(model.rowOf(sq("d7")), RankModel::NeedsColumn).data().toInt(), 1);
      QCOMPARE(model.headerData(RankModel::TypeColumn, Qt::Horizontal).toString(),
               QString("Piece"));
    }
  }
};

QTEST_MAIN(TestRuleSystemsGui)
#include "tst_rulesystemsgui.moc"
