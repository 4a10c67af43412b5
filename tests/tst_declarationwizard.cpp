// DeclarationWizard: every kind of turn declared through the steps, Back and
// Cancel at every step, the reasons given for answers that cannot be made, and
// a new variation where the node already has a continuation (docs/wizard.md).
#include <QSignalSpy>
#include <QtTest>

#include "declarationwizard.h"
#include "gamedocument.h"
#include "notation.h"
#include "registry.h"
#include "sfen.h"
#include "squares.h"

using namespace sc;
using Step = DeclarationWizard::Step;

namespace {

// The rook on a1 against a pawn on a3 and a queen on a5 (survives a series).
const char *const kRook = "4k3/8/8/q7/8/p7/8/R6K w - 0 1";
// A pawn-rook pair c3-c4, a lone pawn e2 beside the king d2, black pawns d4, d7-e7.
const char *const kPairs = "4k3/3pp3/8/8/2Rp4/2P5/3KP3/7Q w c3c4,d7e7 0 30";
// A knight whose two routes to c3 both hold an enemy.
const char *const kKnight = "4k3/8/8/8/8/8/1pp5/1N2K3 w - 0 1";
// Four pawns in a row before the rook: one more than its series range.
const char *const kFourPawns = "4k3/8/8/p7/p7/p7/p7/R6K w - 0 1";
// The king in check from the queen on g2; the pawn on b2 cannot help.
const char *const kCheck = "4k3/8/8/8/8/7p/1P4q1/7K w - 0 1";

Position read(const char *sfen) {
  auto pos = readSfen(Registry::instance().defaultVariant(), sfen);
  if (!pos) qFatal("bad sfen %s", sfen);
  return *pos;
}

QString after(const char *sfen, const QString &token) {
  Position pos = read(sfen);
  std::string error;
  const auto t = parseTurn(pos, token.toStdString(), &error);
  if (!t) qFatal("%s: %s", qPrintable(token), error.c_str());
  pos.make(*t);
  return QString::fromStdString(writeSfen(pos));
}

}  // namespace

class TstDeclarationWizard : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<GameDocument> m_doc;
  std::unique_ptr<TurnInput> m_input;
  std::unique_ptr<DeclarationWizard> m_wizard;

  void open(const char *sfen) {
    m_wizard.reset();
    m_input.reset();
    m_doc = std::make_unique<GameDocument>(Registry::instance().defaultVariant());
    m_doc->newGame(read(sfen));
    m_input = std::make_unique<TurnInput>(m_doc.get());
    m_wizard = std::make_unique<DeclarationWizard>(m_input.get());
  }
  QString docSfen() const { return QString::fromStdString(writeSfen(m_doc->position())); }
  int choiceLabelled(const QString &label) const {
    for (int i = 0; i < m_wizard->choices().size(); ++i)
      if (m_wizard->choices()[i].label == label) return i;
    return -1;
  }
  // One answer: "next" confirms the preselected choice, a square name is a
  // board click, anything else a choice's label.
  bool give(const QString &answer) {
    if (answer == QLatin1String("next")) return m_wizard->next();
    if (answer.size() == 2 && answer[0].isLower() && answer[1].isDigit())
      return m_wizard->answerSquare(sq(answer));
    const int i = choiceLabelled(answer);
    if (i < 0) qWarning() << "no choice" << answer << "at" << m_wizard->step();
    return m_wizard->answer(i);
  }

 private slots:
  void everyKind_data();
  void everyKind();
  void onlyAnswerIsPreselected();
  void kindStepTakesASquare();
  void backAndCancelAtEveryStep();
  void reasons_data();
  void reasons();
  void anotherShooterRestarts();
  void newVariation();
  void resetsOnNavigation();
  void previewShowsConsequences();
  void gameOver();
};

void TstDeclarationWizard::everyKind_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QStringList>("answers");
  QTest::addColumn<QList<int>>("steps");  // the Step of each answer, then the preview
  QTest::addColumn<QString>("token");
  const int S = int(Step::Shooter), K = int(Step::Kind), P = int(Step::Position),
            R = int(Step::Route), T = int(Step::Target), V = int(Step::Preview);
  using L = QStringList;
  using I = QList<int>;
  QTest::newRow("move") << kRook << L{"a1", "Move", "e1"} << I{S, K, P, V} << "Ra1-e1";
  QTest::newRow("shoot") << kRook << L{"a1", "Shoot", "a3"} << I{S, K, T, V} << "Ra1@a3";
  QTest::newRow("move and shoot") << kRook << L{"a1", "Move and shoot", "a2", "a3"}
                                  << I{S, K, P, T, V} << "Ra1-a2@a3";
  QTest::newRow("series") << kRook << L{"a1", "Shoot in series", "a7"} << I{S, K, P, V} << "Ra1>a7";
  QTest::newRow("replace") << kRook << L{"Rook on a1", "Shoot and replace", "Pawn on a3"}
                           << I{S, K, T, V} << "Ra1xa3";
  QTest::newRow("knight series by its corner, from the list")
      << kKnight << L{"b1", "Shoot in series", "c3", "By c1"} << I{S, K, P, R, V} << "Nb1>c1>c3";
  QTest::newRow("knight series by its corner, from the board")
      << kKnight << L{"b1", "Shoot in series", "c3", "b3"} << I{S, K, P, R, V} << "Nb1>b3>c3";
  QTest::newRow("unload") << kPairs << L{"d2", "Unload", "c3"} << I{S, K, T, V} << "Kd2^c3";
  QTest::newRow("bridge") << kPairs << L{"d2", "Bridge", "next"} << I{S, K, T, V} << "Kd2=Pe2";
  QTest::newRow("unbridge") << kPairs << L{"c4", "Unbridge", "c3"} << I{S, K, T, V} << "Pc3|Rc4";
  QTest::newRow("pair translate, no shot")
      << kPairs << L{"c3", "Move the pair", "b2", "No shot"} << I{S, K, P, T, V} << "Pc3=Rc4-b2";
  QTest::newRow("pair translate, upper member, no shot by the destination again")
      << kPairs << L{"c4", "Move the pair", "b4", "b4"} << I{S, K, P, T, V} << "Pc3=Rc4-b3";
  QTest::newRow("pair translate with a shot")
      << kPairs << L{"c4", "Move the pair", "b4", "d4"} << I{S, K, P, T, V} << "Rc4=Pc3-b4@d4";
  QTest::newRow("pair translate, the partner shoots")
      << kPairs << L{"c3", "Move the pair", "b3", "d4"} << I{S, K, P, T, V} << "Rc4=Pc3-b4@d4";
  QTest::newRow("pair rotate") << kPairs << L{"c4", "Rotate the pair", "d3", "next"}
                               << I{S, K, P, R, V} << "Rc4~Pc3>d3";
  QTest::newRow("bomber") << kPairs << L{"d2", "Bomber"} << I{S, K, V} << "Kd2@@";
}

void TstDeclarationWizard::everyKind() {
  QFETCH(QString, sfen);
  QFETCH(QStringList, answers);
  QFETCH(QList<int>, steps);
  QFETCH(QString, token);
  const QByteArray s = sfen.toLatin1();
  open(s.constData());
  QSignalSpy declared(m_wizard.get(), &DeclarationWizard::declared);
  for (int i = 0; i < answers.size(); ++i) {
    QCOMPARE(int(m_wizard->step()), steps[i]);
    QVERIFY2(!m_wizard->question().isEmpty(), qPrintable(answers[i]));
    QVERIFY2(give(answers[i]), qPrintable(answers[i] + ": " + m_wizard->refusal()));
  }
  QCOMPARE(int(m_wizard->step()), steps.last());
  QCOMPARE(m_wizard->plannedSteps().size(), steps.size());
  QVERIFY(m_wizard->canDeclare());
  QCOMPARE(m_wizard->preview().notation.remove('+'), token);
  QCOMPARE(m_wizard->answers().size(), answers.size());
  QVERIFY(m_wizard->declare());
  QCOMPARE(declared.count(), 1);
  QCOMPARE(docSfen(), after(s.constData(), token));
  const sc::GameTree &tree = m_doc->tree();
  QCOMPARE(tree.node(tree.root()).children.size(), std::size_t(1));
  QCOMPARE(m_doc->currentNode(), tree.node(tree.root()).children.front());
  // Declaring moved to the new node, and the wizard starts again there.
  QCOMPARE(m_wizard->step(), Step::Shooter);
  QVERIFY(!m_wizard->isStarted());
}

void TstDeclarationWizard::onlyAnswerIsPreselected() {
  open(kPairs);
  QVERIFY(give("c4"));
  QVERIFY(give("Unbridge"));
  QCOMPARE(m_wizard->step(), Step::Target);
  QCOMPARE(m_wizard->choices().size(), 1);
  QCOMPARE(m_wizard->selectedChoice(), 0);  // shown, not skipped
  QVERIFY(m_wizard->canGoNext());
  QCOMPARE(m_wizard->choiceSquares(), QList<Square>{sq("c3")});
  // Several answers: none is selected until the user picks one.
  open(kRook);
  QVERIFY(give("a1"));
  QCOMPARE(m_wizard->selectedChoice(), -1);
  QCOMPARE(m_wizard->plannedSteps().size(), 5);  // the usual steps, until a kind is chosen
  QVERIFY(!m_wizard->canGoNext());
  QVERIFY(!m_wizard->next());
  m_wizard->select(1);  // Shoot: shooter, kind, target, preview
  QVERIFY(m_wizard->canGoNext());
  QCOMPARE(m_wizard->plannedSteps(),
           (QList<Step>{Step::Shooter, Step::Kind, Step::Target, Step::Preview}));
}

void TstDeclarationWizard::kindStepTakesASquare() {
  open(kRook);
  QVERIFY(give("a1"));
  // The board frames every square a kind's first question would take.
  const QList<Square> framed = m_wizard->choiceSquares();
  for (const char *s : {"e1", "a2", "a3", "a5", "a8"}) QVERIFY2(framed.contains(sq(s)), s);
  QVERIFY(!framed.contains(sq("b2")));
  // e1 is only a move's destination: the kind and the square in one click.
  QVERIFY(m_wizard->answerSquare(sq("e1")));
  QCOMPARE(m_wizard->step(), Step::Preview);
  QCOMPARE(m_wizard->turn().kind, TurnKind::Move);
  QCOMPARE(m_wizard->answers(), (QStringList{"Rook on a1", "Move", "e1"}));
  // a3 fits shoot, replace, series and more: the list must decide.
  m_wizard->cancel();
  QVERIFY(give("a1"));
  QVERIFY(!m_wizard->answerSquare(sq("a3")));
  QVERIFY(m_wizard->refusal().contains("several kinds"));
  QCOMPARE(m_wizard->step(), Step::Kind);
}

void TstDeclarationWizard::backAndCancelAtEveryStep() {
  const QStringList answers{"c4", "Move the pair", "b4", "d4"};
  open(kPairs);
  for (int n = 0; n < answers.size(); ++n) {
    QVERIFY(give(answers[n]));
    const Step reached = m_wizard->step();
    const QString question = m_wizard->question();
    const int selected = m_wizard->selectedChoice();
    // Back returns to the question just answered, with its answer still chosen.
    m_wizard->back();
    QCOMPARE(m_wizard->answers().size(), n);
    QVERIFY(m_wizard->selectedChoice() >= 0);
    const DeclarationWizard::Choice &c = m_wizard->choices()[m_wizard->selectedChoice()];
    if (answers[n].size() == 2)
      QCOMPARE(c.square, sq(answers[n]));
    else
      QCOMPARE(c.label, answers[n]);
    QVERIFY(m_wizard->next());
    QCOMPARE(m_wizard->step(), reached);
    QCOMPARE(m_wizard->question(), question);
    QCOMPARE(m_wizard->selectedChoice(), selected);
  }
  QCOMPARE(m_wizard->step(), Step::Preview);
  // Cancel from every step returns to the first, with nothing declared.
  for (int n = answers.size(); n >= 0; --n) {
    open(kPairs);
    QSignalSpy changed(m_wizard.get(), &DeclarationWizard::changed);
    for (int i = 0; i < n; ++i) QVERIFY(give(answers[i]));
    m_wizard->cancel();
    QCOMPARE(m_wizard->step(), Step::Shooter);
    QVERIFY(!m_wizard->isStarted());
    QCOMPARE(m_wizard->selectedChoice(), -1);
    QVERIFY(!m_wizard->canGoBack());
    QCOMPARE(changed.count(), n + 1);
    QCOMPARE(docSfen(), QString(kPairs));
  }
  m_wizard->back();  // nothing to go back to: no harm
  QCOMPARE(m_wizard->step(), Step::Shooter);
}

void TstDeclarationWizard::reasons_data() {
  QTest::addColumn<QString>("sfen");
  QTest::addColumn<QStringList>("answers");
  QTest::addColumn<QString>("click");
  QTest::addColumn<QString>("reason");
  using L = QStringList;
  QTest::newRow("empty square") << kRook << L{} << "e5"
                                << "There is no shooter on e5";
  QTest::newRow("enemy shooter") << kRook << L{} << "a5"
                                 << "The queen on a5 is not White's, and White is to move";
  QTest::newRow("no legal turn")
      << kCheck << L{} << "b2"
      << "The pawn on b2 has no legal turn: it would leave White's royal monarch in check (S19)";
  QTest::newRow("series too long")
      << kFourPawns << L{"a1", "Shoot in series"} << "a6"
      << "The way to a6 holds 4 enemies, a rook shoots at most 3 in series (S12)";
  QTest::newRow("not on a line") << kFourPawns << L{"a1", "Shoot"} << "e5"
                                 << "A rook shoots only along ranks and files, not from a1 to e5";
  QTest::newRow("cannot move there") << kRook << L{"a1", "Move"} << "e5"
                                     << "The rook on a1 cannot move to e5";
  QTest::newRow("nothing to shoot from there")
      << kRook << L{"a1", "Move and shoot"} << "f1"
      << "From f1 the rook has no enemy to shoot within range";
  QTest::newRow("move-shoot target out of range")
      << kRook << L{"a1", "Move and shoot", "a2"} << "a5"
      << "A black pawn on a3 is in the way";
  QTest::newRow("pair beyond its bridge range")
      << kPairs << L{"c3", "Move the pair"} << "f3"
      << "The pair moves at most 1 square, the bridge range of its lower-ranked member (S15a)";
  QTest::newRow("unload not adjacent") << kPairs << L{"d2", "Unload"} << "d4"
                                       << "The pawn on d4 is Black's, not White's";
  QTest::newRow("preview") << kPairs << L{"d2", "Bomber"} << "d2"
                           << "The turn is ready: press Declare, or Back to change it";
}

void TstDeclarationWizard::reasons() {
  QFETCH(QString, sfen);
  QFETCH(QStringList, answers);
  QFETCH(QString, click);
  QFETCH(QString, reason);
  const QByteArray s = sfen.toLatin1();
  open(s.constData());
  for (const QString &a : answers) QVERIFY2(give(a), qPrintable(a));
  const Step before = m_wizard->step();
  const QStringList given = m_wizard->answers();
  QSignalSpy refused(m_wizard.get(), &DeclarationWizard::refused);
  QVERIFY(!m_wizard->answerSquare(sq(click)));
  QCOMPARE(m_wizard->refusal(), reason);
  QCOMPARE(refused.count(), 1);
  QCOMPARE(refused.first().at(0).toString(), reason);
  QCOMPARE(m_wizard->step(), before);
  QCOMPARE(m_wizard->answers(), given);
  // The next accepted answer clears it.
  if (m_wizard->canGoBack()) {
    m_wizard->back();
    QVERIFY(m_wizard->refusal().isEmpty());
  }
}

void TstDeclarationWizard::anotherShooterRestarts() {
  open(kPairs);
  QVERIFY(give("c4"));
  QVERIFY(give("Move the pair"));
  // The king is no answer to "where does the pair go": it starts again from it.
  QVERIFY(m_wizard->answerSquare(sq("d2")));
  QCOMPARE(m_wizard->step(), Step::Kind);
  QCOMPARE(m_wizard->shooter(), sq("d2"));
  QCOMPARE(m_wizard->answers(), QStringList{"King on d2"});
}

void TstDeclarationWizard::newVariation() {
  open(kRook);
  m_doc->playTurn(*parseTurn(*std::make_unique<Position>(read(kRook)), "Ra1-e1"));
  m_doc->goBack();
  QVERIFY(!m_wizard->isStarted());
  for (const char *a : {"a1", "Shoot in series", "a7"}) QVERIFY(give(a));
  QVERIFY(m_wizard->declare());
  const sc::GameTree &tree = m_doc->tree();
  const auto &children = tree.node(tree.root()).children;
  QCOMPARE(children.size(), std::size_t(2));
  QCOMPARE(m_doc->currentNode(), children.back());
  QCOMPARE(tree.node(children.front()).turn.kind, TurnKind::Move);
  QCOMPARE(tree.node(children.back()).turn.kind, TurnKind::Series);
  QCOMPARE(docSfen(), after(kRook, "Ra1>a7"));
  // The same declaration again follows the existing child instead of adding one.
  m_doc->goBack();
  for (const char *a : {"a1", "Move", "e1"}) QVERIFY(give(a));
  QVERIFY(m_wizard->declare());
  QCOMPARE(tree.node(tree.root()).children.size(), std::size_t(2));
  QCOMPARE(m_doc->currentNode(), children.front());
  // Undo takes the wizard's turn back like any other.
  QCOMPARE(m_doc->undoStack()->count(), 2);
}

void TstDeclarationWizard::resetsOnNavigation() {
  open(kRook);
  m_doc->playTurn(*parseTurn(*std::make_unique<Position>(read(kRook)), "Ra1-e1"));
  m_doc->goBack();
  QVERIFY(give("a1"));
  QVERIFY(give("Move"));
  QSignalSpy changed(m_wizard.get(), &DeclarationWizard::changed);
  m_doc->goForward();
  QCOMPARE(changed.count(), 1);
  QCOMPARE(m_wizard->step(), Step::Shooter);
  // Black to move now: its shooters are the choices.
  QCOMPARE(m_wizard->question(), QString("Which of Black's shooters acts?"));
  for (const auto &c : m_wizard->choices())
    QCOMPARE(m_doc->position().at(*c.square).color, Color::Black);
}

void TstDeclarationWizard::previewShowsConsequences() {
  open(kRook);
  for (const char *a : {"a1", "Shoot in series", "a7"}) QVERIFY(give(a));
  const TurnPreview pv = m_wizard->preview();
  QVERIFY(pv.valid);
  QCOMPARE(pv.stop, sq("a4"));  // the queen survives and stops the rook (D4)
  QCOMPARE(pv.falls, QList<Square>{sq("a3")});
  QCOMPARE(pv.rankChanges.size(), 1);
  QCOMPARE(pv.rankChanges.first().before, 9);
  QCOMPARE(pv.rankChanges.first().after, 4);
  QVERIFY(!m_wizard->consequence().check);
  QVERIFY(m_wizard->consequence().gameEnd.isEmpty());
  // A rotation that gives check (the queen on e5 reaches the king on e8).
  open("4k3/8/8/8/3QP3/8/8/4K3 w d4e4 0 1");
  for (const char *a : {"d4", "Rotate the pair", "e5", "Anticlockwise, the queen on d4 circles"})
    QVERIFY2(give(a), a);
  QVERIFY(m_wizard->consequence().check);
  QVERIFY(m_wizard->preview().notation.endsWith('+'));
  // The queen takes the lone rook's king: the game ends.
  open("4k3/8/8/8/8/8/8/q3K3 b - 0 1");
  for (const char *a : {"a1", "Shoot", "e1"}) QVERIFY2(give(a), qPrintable(m_wizard->refusal()));
  QCOMPARE(m_wizard->consequence().gameEnd, QString("Black wins: no monarch left"));
}

void TstDeclarationWizard::gameOver() {
  open("4k3/8/8/8/8/8/8/q5K1 w - 0 1");
  QVERIFY(m_wizard->choices().isEmpty());
  QCOMPARE(m_wizard->question(), QString("No turn can be declared: Black wins: checkmate"));
  QVERIFY(!m_wizard->answerSquare(sq("g1")));
  QCOMPARE(m_wizard->refusal(), QString("No turn can be declared: Black wins: checkmate"));
  QVERIFY(!m_wizard->canGoNext());
  QVERIFY(!m_wizard->declare());
}

QTEST_MAIN(TstDeclarationWizard)
#include "tst_declarationwizard.moc"
