// TurnInput: every kind of turn entered by clicks (docs/turn-input.md), the
// choice menus, the preview and the reset on navigation. Each declaration is
// checked against make + writeSfen of the turn the clicks were meant to enter.
#include <QSignalSpy>
#include <QtTest>

#include "gamedocument.h"
#include "notation.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"
#include "turninput.h"

using namespace sc;
using Mode = TurnInput::PressMode;

namespace {

// The rook on a1 against a pawn on a3 and a queen on a5 (survives a series).
const char *const kRook = "4k3/8/8/q7/8/p7/8/R6K w - 0 1";
// A pawn-rook pair c3-c4, a lone pawn e2 beside the king d2, black pawns d4, d7-e7.
const char *const kPairs = "4k3/3pp3/8/8/2Rp4/2P5/3KP3/7Q w c3c4,d7e7 0 30";
// A knight whose two routes to c3 both hold an enemy.
const char *const kKnight = "4k3/8/8/8/8/8/1pp5/1N2K3 w - 0 1";
// A queen-pawn pair: the queen can rotate to e5 both ways round (2 and 6 squares).
const char *const kQueenPair = "4k3/8/8/8/3QP3/8/8/4K3 w d4e4 0 1";

// The clicks of a row: square and TurnInput::PressMode.
using Presses = QList<QPair<QString, int>>;

Position read(const char *sfen) {
  auto pos = readSfen(Registry::instance().defaultVariant(), sfen);
  if (!pos) qFatal("bad sfen %s", sfen);
  return *pos;
}

Turn turnOf(const char *sfen, const char *token) {
  Position pos = read(sfen);
  std::string error;
  auto t = parseTurn(pos, token, &error);
  if (!t) qFatal("%s: %s", token, error.c_str());
  return *t;
}

QString after(const char *sfen, const char *token) {
  Position pos = read(sfen);
  pos.make(turnOf(sfen, token));
  return QString::fromStdString(writeSfen(pos));
}

}  // namespace

class TstTurnInput : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<GameDocument> m_doc;
  std::unique_ptr<TurnInput> m_input;

  void open(const char *sfen) {
    m_input.reset();
    m_doc = std::make_unique<GameDocument>(Registry::instance().defaultVariant());
    m_doc->newGame(read(sfen));
    m_input = std::make_unique<TurnInput>(m_doc.get());
  }
  QString docSfen() const { return QString::fromStdString(writeSfen(m_doc->position())); }

 private slots:
  void clicksDeclare_data();
  void clicksDeclare();
  void choiceMenus_data();
  void choiceMenus();
  void highlights();
  void moveShootStage();
  void translationWithShot();
  void reselectAndCancel();
  void previewSeriesWithSurvivor();
  void previewOfReplaceAndBomber();
  void describeReads();
  void turnsForGroupsByKind();
  void resetOnNavigation();
  void chooseRejectsIllegal();
};

// One row: a position, the presses, and the turn they must declare.
void TstTurnInput::clicksDeclare_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<Presses>("presses");
  QTest::addColumn<QString>("token");
  using P = Presses;
  const int n = int(Mode::Normal), s = int(Mode::Partner);
  QTest::newRow("move") << kRook << P{{"a1", n}, {"e1", n}} << "Ra1-e1";
  QTest::newRow("series to an empty square") << kRook << P{{"a1", n}, {"a7", n}} << "Ra1>a7";
  QTest::newRow("shoot (bridged, so no replace)") << kPairs << P{{"c3", n}, {"d4", n}} << "Pc3@d4";
  QTest::newRow("move-shoot") << kRook << P{{"a1", n}, {"a2", n}, {"a3", n}} << "Ra1-a2@a3";
  QTest::newRow("move beside move-shoots")
      << kRook << P{{"a1", n}, {"a2", n}, {"a2", n}} << "Ra1-a2";
  QTest::newRow("unload (diagonal: no bridge)") << kPairs << P{{"d2", n}, {"c3", s}} << "Kd2^c3";
  QTest::newRow("bomber") << kPairs << P{{"d2", n}, {"d2", s}} << "Kd2@@";
  QTest::newRow("translate, lower member") << kPairs << P{{"c3", n}, {"b2", n}} << "Pc3=Rc4-b2";
  QTest::newRow("translate onto the partner's square")
      << kPairs << P{{"c3", n}, {"c5", n}} << "Pc3=Rc4-c4";
  QTest::newRow("translate from the other member")
      << kPairs << P{{"c4", n}, {"c5", n}} << "Pc3=Rc4-c4";
  QTest::newRow("translate, no shot")
      << kPairs << P{{"c4", n}, {"b4", n}, {"b4", n}} << "Pc3=Rc4-b3";
  QTest::newRow("translate with shot")
      << kPairs << P{{"c4", n}, {"b4", n}, {"d4", n}} << "Rc4=Pc3-b4@d4";
  QTest::newRow("translate with shot, pawn selected")
      << kPairs << P{{"c3", n}, {"b3", n}, {"d4", n}} << "Rc4=Pc3-b4@d4";
  QTest::newRow("rotate clockwise through an enemy")
      << kPairs << P{{"c4", n}, {"d3", n}} << "Rc4~Pc3>d3";
  QTest::newRow("rotate, pivot selected") << kPairs << P{{"c3", n}, {"d3", n}} << "Rc4~Pc3>d3";
  QTest::newRow("knight at a3: move, series, move-shoot")
      << kKnight << P{{"b1", n}, {"a3", n}, {"a3", n}} << "";
  QTest::newRow("knight move-shoot")
      << kKnight << P{{"b1", n}, {"a3", n}, {"b2", n}} << "Nb1-a3@b2";
  QTest::newRow("rotate four squares") << kQueenPair << P{{"d4", n}, {"f4", n}} << "";
}

void TstTurnInput::clicksDeclare() {
  QFETCH(QString, sfen);
  QFETCH(Presses, presses);
  QFETCH(QString, token);
  const QByteArray s = sfen.toLatin1();
  open(s.constData());
  QSignalSpy declared(m_input.get(), &TurnInput::turnDeclared);
  for (const auto &p : presses) m_input->pressSquare(sq(p.first), Mode(p.second));
  if (token.isEmpty()) {
    // Several declarations fit: the rows without a token must end in a menu.
    QCOMPARE(m_input->stage(), TurnInput::Stage::ChoicePending);
    QCOMPARE(declared.count(), 0);
    return;
  }
  QCOMPARE(declared.count(), 1);
  QCOMPARE(declared.first().first().value<Turn>(),
           turnOf(s.constData(), token.toLatin1().constData()));
  QCOMPARE(docSfen(), after(s.constData(), token.toLatin1().constData()));
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
  QCOMPARE(m_doc->currentNode(), m_doc->tree().node(m_doc->tree().root()).children.front());
}

// Rows: presses that end in a menu, the menu's tokens, and the one chosen.
void TstTurnInput::choiceMenus_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<Presses>("presses");
  QTest::addColumn<QStringList>("menu");
  QTest::addColumn<QString>("pick");
  using P = Presses;
  const int n = int(Mode::Normal), s = int(Mode::Partner);
  QTest::newRow("shoot / replace / series at one enemy")
      << kRook << P{{"a1", n}, {"a3", n}} << QStringList{"Ra1>a3", "Ra1@a3", "Ra1xa3"} << "Ra1xa3";
  QTest::newRow("shoot from that menu")
      << kRook << P{{"a1", n}, {"a3", n}} << QStringList{"Ra1>a3", "Ra1@a3", "Ra1xa3"} << "Ra1@a3";
  QTest::newRow("knight's two corners")
      << kKnight << P{{"b1", n}, {"c3", n}} << QStringList{"Nb1>b3>c3", "Nb1>c1>c3"} << "Nb1>c1>c3";
  QTest::newRow("knight's other corner")
      << kKnight << P{{"b1", n}, {"c3", n}} << QStringList{"Nb1>b3>c3", "Nb1>c1>c3"} << "Nb1>b3>c3";
  QTest::newRow("knight move or series to d2")
      << kKnight << P{{"b1", n}, {"d2", n}} << QStringList{"Nb1-d2", "Nb1>b2>d2"} << "Nb1>b2>d2";
  QTest::newRow("knight at a3: move or series after the destination")
      << kKnight << P{{"b1", n}, {"a3", n}, {"a3", n}} << QStringList{"Nb1-a3", "Nb1>b3>a3"}
      << "Nb1-a3";
  QTest::newRow("bridge or unload")
      << kPairs << P{{"d2", n}, {"e2", s}} << QStringList{"Kd2=Pe2", "Kd2^e2"} << "Kd2=Pe2";
  QTest::newRow("unload instead of bridge")
      << kPairs << P{{"d2", n}, {"e2", s}} << QStringList{"Kd2=Pe2", "Kd2^e2"} << "Kd2^e2";
  QTest::newRow("unbridge or unload")
      << kPairs << P{{"c3", n}, {"c4", s}} << QStringList{"Pc3^c4", "Pc3|Rc4"} << "Pc3|Rc4";
  QTest::newRow("unbridge from the upper member")
      << kPairs << P{{"c4", n}, {"c3", s}} << QStringList{"Pc3|Rc4", "Rc4^c3"} << "Pc3|Rc4";
  // The queen's rotations to e5 (2 squares one way, 6 the other) and the
  // pair's translation that takes the queen to e5 share one square.
  const QStringList e5{"Qd4=Pe4-e5+", "Qd4~Pe4<e5+", "Qd4~Pe4>e5+"};
  QTest::newRow("rotate anticlockwise to e5")
      << kQueenPair << P{{"d4", n}, {"e5", n}} << e5 << "Qd4~Pe4<e5";
  QTest::newRow("rotate clockwise to e5")
      << kQueenPair << P{{"d4", n}, {"e5", n}} << e5 << "Qd4~Pe4>e5";
  QTest::newRow("translate to e5") << kQueenPair << P{{"d4", n}, {"e5", n}} << e5 << "Qd4=Pe4-e5";
  // East by one puts the queen on the pawn's square: the pawn's f4 names it.
  QTest::newRow("rotate four squares, or translate east")
      << kQueenPair << P{{"d4", n}, {"f4", n}}
      << QStringList{"Qd4=Pe4-e4+", "Qd4~Pe4<f4", "Qd4~Pe4>f4"} << "Qd4~Pe4>f4";
  QTest::newRow("rotate anticlockwise, or translate")
      << kPairs << P{{"c4", n}, {"b3", n}} << QStringList{"Pc3=Rc4-b2", "Rc4~Pc3<b3"}
      << "Rc4~Pc3<b3";
}

void TstTurnInput::choiceMenus() {
  QFETCH(QString, sfen);
  QFETCH(Presses, presses);
  QFETCH(QStringList, menu);
  QFETCH(QString, pick);
  const QByteArray s = sfen.toLatin1();
  open(s.constData());
  QSignalSpy choice(m_input.get(), &TurnInput::choiceNeeded);
  for (const auto &p : presses) m_input->pressSquare(sq(p.first), Mode(p.second));
  QCOMPARE(choice.count(), 1);
  const auto offered = choice.first().first().value<QList<Turn>>();
  QCOMPARE(offered, m_input->pendingChoice());
  QStringList tokens;
  for (const Turn &t : offered) tokens.append(m_input->notation(t));
  tokens.sort();
  QCOMPARE(tokens, menu);
  QCOMPARE(m_doc->currentNode(), m_doc->tree().root());  // nothing declared yet

  const Turn chosen = turnOf(s.constData(), pick.toLatin1().constData());
  QVERIFY(offered.contains(chosen));
  QVERIFY(m_input->choose(chosen));
  QCOMPARE(docSfen(), after(s.constData(), pick.toLatin1().constData()));
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
}

void TstTurnInput::highlights() {
  open(kPairs);
  m_input->pressSquare(sq("c4"));  // the rook of the c3-c4 pair
  QCOMPARE(m_input->stage(), TurnInput::Stage::ShooterSelected);
  QCOMPARE(m_input->selected(), sq("c4"));
  const QList<Square> dest = m_input->destinations();
  // Translations name the rook's destination (b3, b4, b5, c5), except the
  // one south, where the rook would land on its partner: there the pawn's
  // (c2). Rotations: d3 and b3 (b3 is also a translation).
  QList<Square> sorted = dest;
  std::sort(sorted.begin(), sorted.end());
  QCOMPARE(sorted, (QList<Square>{sq("c2"), sq("b3"), sq("d3"), sq("b4"), sq("b5"), sq("c5")}));
  QCOMPARE(m_input->targets(), QList<Square>{sq("d4")});   // Rc4@d4
  QCOMPARE(m_input->partners(), QList<Square>{sq("c3")});  // unload, unbridge

  m_input->pressSquare(sq("d2"));  // the king: reselect
  QCOMPARE(m_input->selected(), sq("d2"));
  QList<Square> partners = m_input->partners();
  std::sort(partners.begin(), partners.end());
  QCOMPARE(partners, (QList<Square>{sq("e2"), sq("c3")}));
}

void TstTurnInput::moveShootStage() {
  open(kRook);
  QSignalSpy changed(m_input.get(), &TurnInput::changed);
  m_input->pressSquare(sq("a1"));
  m_input->pressSquare(sq("a2"));
  QCOMPARE(m_input->stage(), TurnInput::Stage::DestinationChosen);
  QCOMPARE(m_input->chosenSquare(), sq("a2"));
  QCOMPARE(m_input->destinations(), QList<Square>{sq("a2")});
  QCOMPARE(m_input->targets(), QList<Square>{sq("a3")});
  QCOMPARE(changed.count(), 2);
  // Another square starts again from the rook: e1 is a plain move.
  m_input->pressSquare(sq("e1"));
  QCOMPARE(docSfen(), after(kRook, "Ra1-e1"));
}

void TstTurnInput::translationWithShot() {
  open(kPairs);
  m_input->pressSquare(sq("c4"));
  m_input->pressSquare(sq("b4"));
  QCOMPARE(m_input->stage(), TurnInput::Stage::DestinationChosen);
  QCOMPARE(m_input->targets(), QList<Square>{sq("d4")});
  m_input->hoverSquare(sq("d4"));
  QVERIFY(m_input->currentPreview().valid);
  QCOMPARE(m_input->currentPreview().turn, turnOf(kPairs, "Rc4=Pc3-b4@d4"));
  QCOMPARE(m_input->currentPreview().stop, sq("b4"));
  QCOMPARE(m_input->currentPreview().partnerStop, sq("b3"));
  QCOMPARE(m_input->currentPreview().falls, QList<Square>{sq("d4")});
}

void TstTurnInput::reselectAndCancel() {
  open(kRook);
  m_input->pressSquare(sq("a1"));
  m_input->pressSquare(sq("h1"));  // another own shooter
  QCOMPARE(m_input->selected(), sq("h1"));
  m_input->pressSquare(sq("h1"));  // the selection again lets go
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
  m_input->pressSquare(sq("a5"));  // an enemy with nothing selected
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
  m_input->pressSquare(sq("a1"));
  m_input->pressSquare(sq("d5"));  // an empty square no turn declares
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
  m_input->pressSquare(sq("a1"));
  m_input->pressSquare(sq("a3"));  // menu...
  QCOMPARE(m_input->stage(), TurnInput::Stage::ChoicePending);
  m_input->cancel();
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
  QVERIFY(m_input->candidates().isEmpty());
  QCOMPARE(m_doc->currentNode(), m_doc->tree().root());
  // A plain click on a friendly neighbour selects it; it never unloads.
  open(kPairs);
  m_input->pressSquare(sq("d2"));
  m_input->pressSquare(sq("e2"));
  QCOMPARE(m_input->selected(), sq("e2"));
  QCOMPARE(m_doc->currentNode(), m_doc->tree().root());
}

void TstTurnInput::previewSeriesWithSurvivor() {
  open(kRook);
  QSignalSpy previews(m_input.get(), &TurnInput::previewChanged);
  m_input->pressSquare(sq("a1"));
  m_input->hoverSquare(sq("a7"));
  QCOMPARE(previews.count(), 1);
  const TurnPreview &p = m_input->currentPreview();
  QVERIFY(p.valid);
  QCOMPARE(p.turn, turnOf(kRook, "Ra1>a7"));
  QCOMPARE(p.declared, sq("a7"));
  QCOMPARE(p.stop, sq("a4"));  // the queen on a5 survives: the rook stops before it (D4)
  QCOMPARE(p.falls, QList<Square>{sq("a3")});
  QCOMPARE(p.rankChanges.size(), 1);
  QCOMPARE(p.rankChanges.first().square, sq("a5"));
  QCOMPARE(p.rankChanges.first().before, 9);
  QCOMPARE(p.rankChanges.first().after, 4);
  QCOMPARE(p.path.first(), sq("a1"));
  QCOMPARE(p.path.last(), sq("a7"));
  QCOMPARE(p.path.size(), 7);
  QCOMPARE(p.notation, QString("Ra1>a7"));
  QVERIFY2(p.description.contains("the rook stops on a4"), qPrintable(p.description));

  m_input->hoverSquare(sq("a3"));  // three declarations: no preview
  QVERIFY(!m_input->currentPreview().valid);
  m_input->hoverSquare(sq("a2"));  // a move with a move-shoot: the move
  QCOMPARE(m_input->currentPreview().turn, turnOf(kRook, "Ra1-a2"));
  m_input->clearHover();
  QVERIFY(!m_input->currentPreview().valid);
}

void TstTurnInput::previewOfReplaceAndBomber() {
  open(kRook);
  const TurnPreview replace = m_input->preview(turnOf(kRook, "Ra1xa3"));
  QCOMPARE(replace.stop, sq("a3"));
  QCOMPARE(replace.falls, QList<Square>{sq("a3")});
  open(kPairs);
  const TurnPreview bomber = m_input->preview(turnOf(kPairs, "Kd2@@"));
  QVERIFY(bomber.originRemoved);
  // The pawns on c3 and e2 fall; the pair c3-c4 is shot once and both go (D10).
  QVERIFY(bomber.falls.contains(sq("c3")));
  QVERIFY(bomber.falls.contains(sq("e2")));
  const TurnPreview unload = m_input->preview(turnOf(kPairs, "Kd2^e2"));
  QVERIFY(unload.originRemoved);
  QCOMPARE(unload.rankChanges.size(), 1);
  QCOMPARE(unload.rankChanges.first().after, 9);  // capped at 9 (D11)
  const TurnPreview rotate = m_input->preview(turnOf(kPairs, "Rc4~Pc3>d3"));
  QCOMPARE(rotate.stop, sq("d3"));
  QCOMPARE(rotate.falls, QList<Square>{sq("d4")});
  QCOMPARE(rotate.path, (QList<Square>{sq("c4"), sq("d4"), sq("d3")}));
}

void TstTurnInput::describeReads() {
  open(kRook);
  QCOMPARE(m_input->describe(turnOf(kRook, "Ra1xa3")),
           QString("Shoot and replace: the pawn on a3 falls, the rook moves there"));
  QCOMPARE(m_input->describe(turnOf(kRook, "Ra1-e1")),
           QString("Move: the rook goes from a1 to e1"));
  QCOMPARE(TurnInput::kindLabel(TurnKind::Series), QString("Shoot in series"));
}

void TstTurnInput::turnsForGroupsByKind() {
  open(kPairs);
  const QList<Turn> turns = m_input->turnsFor(sq("c3"));
  QVERIFY(!turns.isEmpty());
  for (int i = 1; i < turns.size(); ++i) QVERIFY(turns[i - 1].kind <= turns[i].kind);
  // The pawn's own turns and the pair's: translations and the rook's rotations.
  auto has = [&](const char *token) { return turns.contains(turnOf(kPairs, token)); };
  QVERIFY(has("Pc3@d4"));
  QVERIFY(has("Pc3|Rc4"));
  QVERIFY(has("Pc3=Rc4-b2"));
  QVERIFY(has("Rc4=Pc3-b4@d4"));
  QVERIFY(has("Rc4~Pc3>d3"));
  QVERIFY(!has("Kd2@@"));
}

void TstTurnInput::resetOnNavigation() {
  open(kRook);
  m_input->pressSquare(sq("a1"));
  m_input->pressSquare(sq("e1"));  // Ra1-e1
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
  m_input->pressSquare(sq("e8"));  // Black's king now
  QCOMPARE(m_input->stage(), TurnInput::Stage::ShooterSelected);
  QSignalSpy changed(m_input.get(), &TurnInput::changed);
  m_doc->goBack();
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
  QVERIFY(changed.count() >= 1);
  m_input->pressSquare(sq("a1"));
  m_doc->newGame(read(kPairs));
  QCOMPARE(m_input->stage(), TurnInput::Stage::Idle);
  // After undo of a declaration the input is idle and reads the new position.
  m_input->pressSquare(sq("d2"));
  m_input->pressSquare(sq("d1"));
  QCOMPARE(docSfen(), after(kPairs, "Kd2-d1"));
  m_doc->undoStack()->undo();
  QCOMPARE(docSfen(), QString(kPairs));
  m_input->pressSquare(sq("d2"));
  QVERIFY(m_input->destinations().contains(sq("d1")));
}

void TstTurnInput::chooseRejectsIllegal() {
  open(kRook);
  QSignalSpy declared(m_input.get(), &TurnInput::turnDeclared);
  Turn bogus;
  bogus.kind = TurnKind::Move;
  bogus.from = sq("a1");
  bogus.to = sq("h8");
  QVERIFY(!m_input->choose(bogus));
  QCOMPARE(declared.count(), 0);
  QCOMPARE(m_doc->currentNode(), m_doc->tree().root());
}

QTEST_GUILESS_MAIN(TstTurnInput)
#include "tst_turninput.moc"
