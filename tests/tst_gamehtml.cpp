// File > Export Game as Web Page (views/gamehtml.h): the game's header,
// notation and diagrams as one well-formed page, read back with
// QXmlStreamReader: escaped names, the main line bold, variations as blocks,
// comments without their diagram marks, diagrams with captions where the
// marks and the board's turn put them, Cannon Battle's off-board line under
// its diagrams, atomic writing, and the window's menu and file dialog.
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include "gamedocument.h"
#include "gamehtml.h"
#include "mainwindow.h"
#include "pgn.h"
#include "pgndiagram.h"
#include "registry.h"

using namespace sc;

namespace {

// What a reader of the page sees, read back as XML: the page must be
// well-formed, so every name and comment was escaped.
struct PageFacts {
  bool wellFormed = false;
  QString title;
  QString meta;
  QStringList bold;        // the main line's turns and the result
  QStringList variations;  // each indented block's text
  QStringList comments;
  QStringList glyphs;
  QStringList captions;
  QStringList offBoard;  // K20-K24 under a diagram
  int drawings = 0;
  QString text;  // everything, for what must not be there
};

PageFacts readPage(const QByteArray &html) {
  PageFacts facts;
  QXmlStreamReader xml(html);
  while (!xml.atEnd()) {
    const QXmlStreamReader::TokenType token = xml.readNext();
    if (token == QXmlStreamReader::Characters) facts.text += xml.text();
    if (token != QXmlStreamReader::StartElement) continue;
    const QString cls = xml.attributes().value(QLatin1String("class")).toString();
    const auto name = xml.name();
    auto all = [&xml, &facts] {
      const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      facts.text += text;
      return text.simplified();
    };
    if (name == QLatin1String("title"))
      facts.title = all();
    else if (name == QLatin1String("svg")) {
      ++facts.drawings;
      xml.skipCurrentElement();  // its own <title> is the diagram's
    } else if (name == QLatin1String("b"))
      facts.bold << all();
    else if (name == QLatin1String("figcaption"))
      facts.captions << all();
    else if (cls == QLatin1String("meta"))
      facts.meta = all();
    else if (cls == QLatin1String("variation"))
      facts.variations << all();
    else if (cls == QLatin1String("c"))
      facts.comments << all();
    else if (cls == QLatin1String("g"))
      facts.glyphs << all();
    else if (cls == QLatin1String("off"))
      facts.offBoard << all();
  }
  facts.wellFormed = !xml.hasError();
  return facts;
}

}  // namespace

class TstGameHtml : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;

 private slots:
  void initTestCase();
  void gameAsWebPage();
  void windowExportsGameAsWebPage();
  void k20_webPageDiagramsShowWhatIsOffTheBoard();
};

void TstGameHtml::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_gamehtml"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
  QSettings().clear();
}

void TstGameHtml::gameAsWebPage() {
  std::string error;
  const VariantPtr chess = Registry::instance().load("chess", {}, error);
  PgnFile file = readPgn(chess,
                         "[Event \"Club <b>night</b>\"] [White \"Ada & Co\"] [Black \"Brook\"] "
                         "[Result \"1-0\"]\n"
                         "1. e4 {A [#] good start} e5 2. Nf3 $1 (2. f4 exf4 (2... d5)) 2... Nc6 "
                         "{[#]} 3. Bb5 a6 1-0");
  GameDocument doc(chess);
  doc.loadTree(std::move(file.games.at(0).tree));
  const NodeId bb5 = doc.tree().mainLine()[5];
  GameHtmlOptions options;
  options.shownTurn = bb5;
  options.diagramSize = 200;
  const QByteArray html = GameHtml::page(doc, options);
  const PageFacts page = readPage(html);
  QVERIFY(!html.contains("\"></p>"));  // no empty paragraph around a diagram
  QVERIFY(page.wellFormed);
  QCOMPARE(page.title, QStringLiteral("Ada & Co \u2013 Brook"));
  QCOMPARE(page.meta, QStringLiteral("Chess \u00b7 Club <b>night</b> \u00b7 1-0"));
  QCOMPARE(page.bold, (QStringList{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "1-0"}));
  QCOMPARE(page.variations, QStringList{QStringLiteral("(2. f4 exf4 (2\u2026 d5))")});
  QCOMPARE(page.comments, QStringList{QStringLiteral("A good start")});
  QCOMPARE(page.glyphs, QStringList{QStringLiteral("!")});
  // The two marked turns and the turn on the board, in the game's order.
  QCOMPARE(page.captions,
           (QStringList{QStringLiteral("After 1. e4"), QStringLiteral("After 2\u2026 Nc6"),
                        QStringLiteral("After 3. Bb5")}));
  QCOMPARE(page.drawings, 3);
  QVERIFY(!page.text.contains(QLatin1String("[#]")));

  // A mark stuck to a word still gives a diagram, and the word is printed
  // without it ("start.[#]" reads "start.", "[#]." puts the stop back).
  Annotation glued;
  glued.commentAfter = "A quiet start.[#]";
  doc.setAnnotation(doc.tree().mainLine()[2], glued);
  glued.commentAfter = "Pinned [#].";
  doc.setAnnotation(doc.tree().mainLine()[3], glued);
  const PageFacts gluedPage = readPage(GameHtml::page(doc, GameHtmlOptions{}));
  QCOMPARE(gluedPage.comments,
           (QStringList{QStringLiteral("A good start"), QStringLiteral("A quiet start."),
                        QStringLiteral("Pinned.")}));
  QCOMPARE(gluedPage.captions,
           (QStringList{QStringLiteral("After 1. e4"), QStringLiteral("After 1\u2026 e5"),
                        QStringLiteral("After 2. Nf3"), QStringLiteral("After 2\u2026 Nc6")}));
  QVERIFY(!gluedPage.text.contains(QLatin1String("[#]")));
  QVERIFY(sc::pgn::hasDiagramMark("see [#] here"));
  QVERIFY(!sc::pgn::hasDiagramMark("[#"));
  QCOMPARE(sc::pgn::withDiagramMark("", true), std::string("[#]"));
  QCOMPARE(sc::pgn::withDiagramMark("Good.", true), std::string("Good. [#]"));
  QCOMPARE(sc::pgn::withDiagramMark("Good. [#]", true), std::string("Good. [#]"));
  QCOMPARE(sc::pgn::withDiagramMark("Good. [#]", false), std::string("Good."));
  QCOMPARE(sc::pgn::withDiagramMark("[#] Good.", false), std::string("Good."));
  QCOMPARE(sc::pgn::withDiagramMark("A [#] B [#]", false), std::string("A B"));
  QCOMPARE(sc::pgn::withDiagramMark("[#]", false), std::string());

  // A set-up game starts with its position; without the shown turn there is
  // no other diagram. A game without names is named after its rule system.
  file = readPgn(chess, "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n1. e4 Kd7 *");
  doc.loadTree(std::move(file.games.at(0).tree));
  const PageFacts setUp = readPage(GameHtml::page(doc, GameHtmlOptions{}));
  QVERIFY(setUp.wellFormed);
  QCOMPARE(setUp.title, QStringLiteral("A game of Chess"));
  QCOMPARE(setUp.captions, QStringList{QStringLiteral("The start position")});
  QCOMPARE(setUp.bold, (QStringList{"e4", "Kd7"}));
  // The opening comment's mark puts the start there instead, once.
  Annotation opening;
  opening.commentAfter = "A pawn ending. [#]";
  doc.setAnnotation(doc.tree().root(), opening);
  const PageFacts marked = readPage(GameHtml::page(doc, GameHtmlOptions{}));
  QCOMPARE(marked.captions, QStringList{QStringLiteral("The start position")});
  QCOMPARE(marked.comments, QStringList{QStringLiteral("A pawn ending.")});

  // Written atomically; an unwritable path is named.
  const QString path = m_dir.filePath(QStringLiteral("game.html"));
  QCOMPARE(GameHtml::writeFile(path, GameHtml::page(doc, GameHtmlOptions{})), QString());
  QFile written(path);
  QVERIFY(written.open(QIODevice::ReadOnly));
  QVERIFY(written.readAll().startsWith("<!DOCTYPE html>"));
  const QString bad = m_dir.filePath(QStringLiteral("missing/dir/game.html"));
  QVERIFY(GameHtml::writeFile(bad, GameHtml::page(doc, GameHtmlOptions{})).contains(bad));
}

// K20-K24: a Cannon Battle Chess diagram is not the whole position without
// the credits, losses, pools and the fortune of war's move: the page says
// them under it. Other rule systems have no such line.
void TstGameHtml::k20_webPageDiagramsShowWhatIsOffTheBoard() {
  std::string error;
  const VariantPtr cannon = Registry::instance().load("cannon-battle", {}, error);
  QVERIFY2(cannon, error.c_str());
  std::string start = cannon->rules().startSfen;
  const std::size_t pools = start.find(" AAAA:0:0 aaaa:0:0 ");
  QVERIFY(pools != std::string::npos);
  start.replace(pools, 19, " AA:5:2 aaaa:0:1 ");
  PgnFile file = readPgn(cannon, "[SetUp \"1\"] [FEN \"" + start + "\"]\n*");
  QVERIFY(file.games.at(0).tree);
  GameDocument doc(cannon);
  doc.loadTree(std::move(file.games.at(0).tree));
  const PageFacts page = readPage(GameHtml::page(doc, GameHtmlOptions{}));
  QVERIFY(page.wellFormed);
  QCOMPARE(page.captions, QStringList{QStringLiteral("The start position")});
  QCOMPARE(page.offBoard,
           QStringList{QStringLiteral(
               "White: credit 5, losses 2, waiting: Archer \u00d72 \u00b7 Black: credit 0, losses "
               "1, waiting: Archer \u00d74 \u00b7 The fortune of war at move 20")});

  const VariantPtr chess = Registry::instance().load("chess", {}, error);
  file = readPgn(chess, "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n1. e4 *");
  GameDocument plain(chess);
  plain.loadTree(std::move(file.games.at(0).tree));
  const PageFacts chessPage = readPage(GameHtml::page(plain, GameHtmlOptions{}));
  QCOMPARE(chessPage.drawings, 1);
  QVERIFY(chessPage.offBoard.isEmpty());
}

void TstGameHtml::windowExportsGameAsWebPage() {
  MainWindow window;
  GameDocument *doc = window.document();
  std::string error;
  PgnFile file = readPgn(doc->variantPtr(), "[White \"Ada\"] 1. Pe2-e3 Pe7-e6 *");
  QVERIFY(file.games.at(0).tree);
  doc->loadTree(std::move(file.games.at(0).tree));
  doc->goEnd();
  QAction *action = window.action(QStringLiteral("actionExportGame"));
  QVERIFY(action);
  const QString path = m_dir.filePath(QStringLiteral("from-window.html"));
  QStringList titles;
  QTimer::singleShot(50, [&] {
    auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
    if (!dialog) return;
    titles << dialog->windowTitle();
    dialog->selectFile(path);
    if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
      name->setText(path);
    static_cast<QDialog *>(dialog)->accept();
  });
  action->trigger();
  QCOMPARE(titles, QStringList{QStringLiteral("Export Game as Web Page")});
  QFile written(path);
  QVERIFY(written.open(QIODevice::ReadOnly));
  const PageFacts page = readPage(written.readAll());
  QVERIFY(page.wellFormed);
  QCOMPARE(page.title, QStringLiteral("Ada \u2013 Black"));
  QCOMPARE(page.bold, (QStringList{"Pe2-e3", "Pe7-e6"}));
  QCOMPARE(page.captions, QStringList{QStringLiteral("After 1\u2026 Pe7-e6")});
}

QTEST_MAIN(TstGameHtml)
#include "tst_gamehtml.moc"
