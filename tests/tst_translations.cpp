// Translations (docs/translations.md): for French and German the compiled-in
// translation loads, the real main window's menus, docks and toolbar show
// translated text with unique accelerators, the core's messages (position
// problems, SFEN errors) come out translated through the document layer, and
// every entry of the .ts files is finished, keeps its placeholders and is not
// left behind by a removed string.
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QTranslator>
#include <QXmlStreamReader>
#include <map>
#include <memory>

#include "coremessage.h"
#include "declarationwizard.h"
#include "filterclause.h"
#include "gamedocument.h"
#include "gamehtml.h"
#include "gamequery.h"
#include "mainwindow.h"
#include "menumnemonics.h"
#include "pgn.h"
#include "preferences.h"
#include "registry.h"
#include "sfen.h"
#include "turninput.h"
#include "validation.h"

namespace {

// What a window shows, by object name (menus by their position in the bar).
struct Texts {
  QStringList menus;
  std::map<QString, QString> docks;
  std::map<QString, QString> toolBar;
};

Texts textsOf(MainWindow &window) {
  Texts t;
  for (QAction *a : window.menuBar()->actions())
    if (a->menu()) t.menus << a->text();
  for (QDockWidget *dock : window.findChildren<QDockWidget *>())
    t.docks[dock->objectName()] = dock->windowTitle();
  auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
  if (toolBar)
    for (QAction *a : toolBar->actions())
      if (!a->isSeparator()) t.toolBar[a->objectName()] = a->text();
  return t;
}

// Every accelerator is unique among the entries of one menu (and the bar).
void checkMnemonics(const QList<QAction *> &actions, const QString &where) {
  QHash<QChar, QString> seen;
  for (QAction *a : actions) {
    if (a->isSeparator()) continue;
    const QChar m = MenuMnemonics::of(a->text());
    if (!m.isNull()) {
      QVERIFY2(!seen.contains(m), qPrintable(QStringLiteral("%1: '%2' and '%3' share &%4")
                                                 .arg(where, seen.value(m), a->text(), m)));
      seen.insert(m, a->text());
    }
    if (a->menu()) checkMnemonics(a->menu()->actions(), where + QLatin1Char('/') + a->text());
  }
}

QStringList placeholders(const QString &text) {
  QStringList out;
  static const QRegularExpression re(QStringLiteral("%(\\d|n)"));
  for (const QRegularExpressionMatch &m : re.globalMatch(text)) out << m.captured();
  out.sort();
  out.removeDuplicates();
  return out;
}

}  // namespace

class TestTranslations : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void languagesAreCompiledIn();
  void mainWindowIsTranslated_data();
  void mainWindowIsTranslated();
  void coreMessagesAreTranslated_data();
  void coreMessagesAreTranslated();
  void filterTakesTheLanguagesFieldNames_data();
  void filterTakesTheLanguagesFieldNames();
  void webPageIsTranslated_data();
  void webPageIsTranslated();
  void wizardNamesPiecesWithArticles_data();
  void wizardNamesPiecesWithArticles();
  void englishSaysOneAndMany();
  void englishMenusHaveUniqueAccelerators();
  void viewMenuGivesEveryDockALetter_data();
  void viewMenuGivesEveryDockALetter();
  void tsFilesAreComplete_data();
  void tsFilesAreComplete();

 private:
  QTemporaryDir m_settings;
  Texts m_english;
};

void TestTranslations::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("ShootersChessTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
  QSettings::setDefaultFormat(QSettings::IniFormat);
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
  QSettings().clear();
  MainWindow english;
  m_english = textsOf(english);
  QVERIFY(m_english.menus.size() >= 5);
  QVERIFY(m_english.docks.size() >= 3);
  QVERIFY(m_english.toolBar.size() >= 9);
}

void TestTranslations::languagesAreCompiledIn() {
  const QStringList languages = Preferences::availableLanguages();
  QVERIFY2(languages.contains(QStringLiteral("fr")), qPrintable(languages.join(u' ')));
  QVERIFY2(languages.contains(QStringLiteral("de")), qPrintable(languages.join(u' ')));
  QVERIFY2(languages.contains(QStringLiteral("en")), qPrintable(languages.join(u' ')));
}

// English is the source language; its file holds only the plural forms, so
// that a count reads "1 game" and "3 games", not "3 game(s)".
void TestTranslations::englishSaysOneAndMany() {
  QTranslator translator;
  QVERIFY(translator.load(QStringLiteral(":/i18n/shooters_en.qm")));
  QCoreApplication::installTranslator(&translator);
  const auto said = [](const char *context, const char *text, int n) {
    return QCoreApplication::translate(context, text, nullptr, n);
  };
  QCOMPARE(said("GamesView", "%n game(s)", 1), QStringLiteral("1 game"));
  QCOMPARE(said("GamesView", "%n game(s)", 0), QStringLiteral("0 games"));
  QCOMPARE(said("GamesView", "%n game(s)", 1204), QStringLiteral("1204 games"));
  const char *marked = "Analysis done: %n turn(s) marked (Undo removes the marks).";
  QCOMPARE(said("EnginePanels", marked, 1),
           QStringLiteral("Analysis done: 1 turn marked (Undo removes the mark)."));
  QCOMPARE(said("EnginePanels", marked, 16),
           QStringLiteral("Analysis done: 16 turns marked (Undo removes the marks)."));
  QCOMPARE(said("DeclarationWizard", "%n routes", 1), QStringLiteral("1 route"));
  // Text without a plural is not in the file: it stays the source's.
  QCOMPARE(said("GamesView", "Stop", -1), QStringLiteral("Stop"));
  QCoreApplication::removeTranslator(&translator);
}

// The source language is held to what the translations are: one letter per
// entry of each menu (Game once had &Promote beside &Previous, Delete &From
// beside &Forward).
void TestTranslations::englishMenusHaveUniqueAccelerators() {
  MainWindow english;
  checkMnemonics(english.menuBar()->actions(), QStringLiteral("menu bar"));
  QStringList titles;
  for (QAction *a : english.menuBar()->actions()) titles << a->text();
  QCOMPARE(titles,
           (QStringList{"&File", "&Edit", "&View", "&Game", "&Analysis", "&Play", "&Help"}));
}

// A dock's View menu entry reads its title, which has no '&' (it is the tab's
// text too): MenuMnemonics gives each a letter no other entry has, in every
// language, and again when the Ranks dock is renamed for a MegaMan game.
void TestTranslations::viewMenuGivesEveryDockALetter_data() {
  QTest::addColumn<QString>("language");
  QTest::addColumn<QStringList>("entries");
  QTest::newRow("en") << "en"
                      << QStringList{"&Move Tree",        "&Declare a Turn",    "Ra&nks",
                                     "Re&serves",         "&Analysis",          "&Games",
                                     "&Opening Tree",     "&Evaluation Graph",  "Evaluation &Bar",
                                     "Board Ed&itor",     "&Flip Board",        "&Coordinates",
                                     "&Variation Arrows", "&Presentation Mode", "&Reset Layout"};
  QTest::newRow("de") << "de" << QStringList{};
  QTest::newRow("fr") << "fr" << QStringList{};
}

void TestTranslations::viewMenuGivesEveryDockALetter() {
  QFETCH(QString, language);
  QFETCH(QStringList, entries);
  QTranslator translator;
  if (language != QLatin1String("en")) {
    QVERIFY(translator.load(QStringLiteral(":/i18n/shooters_%1.qm").arg(language)));
    QVERIFY(QCoreApplication::installTranslator(&translator));
  }
  auto window = std::make_unique<MainWindow>();
  QMenu *view = window->menuBar()->actions().at(2)->menu();
  QVERIFY(view);
  const auto texts = [view] {
    QStringList out;
    for (QAction *a : view->actions())
      if (!a->isSeparator()) out << a->text();
    return out;
  };
  const auto everyEntryHasALetter = [&texts] {
    for (const QString &text : texts())
      if (MenuMnemonics::of(text).isNull()) return text;
    return QString();
  };
  if (!entries.isEmpty()) QCOMPARE(texts(), entries);
  QCOMPARE(everyEntryHasALetter(), QString());
  checkMnemonics(view->actions(), QStringLiteral("View"));
  // The letter is only the menu's: the tab and the title bar read the title.
  auto *ranks = window->findChild<QDockWidget *>(QStringLiteral("rankDock"));
  QVERIFY(ranks);
  QCOMPARE(ranks->windowTitle(), QCoreApplication::translate("RanksPanel", "Ranks"));
  QCOMPARE(QString(ranks->toggleViewAction()->text()).remove(QLatin1Char('&')),
           ranks->windowTitle());

  std::string error;
  const sc::VariantPtr megaman = sc::Registry::instance().load("megaman", {}, error);
  QVERIFY2(megaman, error.c_str());
  window->document()->newGame(*sc::readSfen(megaman, "4k3/3p4/8/8/p2R{J}3p/8/8/4K3 w - - 0 1"));
  QCOMPARE(ranks->windowTitle(), QCoreApplication::translate("RanksPanel", "Weapons"));
  QCOMPARE(QString(ranks->toggleViewAction()->text()).remove(QLatin1Char('&')),
           ranks->windowTitle());
  QCOMPARE(everyEntryHasALetter(), QString());
  checkMnemonics(view->actions(), QStringLiteral("View"));
  if (language == QLatin1String("en")) QCOMPARE(ranks->toggleViewAction()->text(), "&Weapons");

  // The letter works: the open View menu's key for the Move Tree hides it.
  window->show();
  QVERIFY(QTest::qWaitForWindowExposed(window.get()));
  auto *navigator = window->findChild<QDockWidget *>(QStringLiteral("navigatorDock"));
  QVERIFY(navigator->isVisible());
  const QChar letter = MenuMnemonics::of(navigator->toggleViewAction()->text());
  view->popup(window->mapToGlobal(QPoint(40, 40)));
  QVERIFY(QTest::qWaitForWindowExposed(view));
  QTest::keyClick(view, letter.toLatin1());
  QTRY_VERIFY(!navigator->isVisible());
  QVERIFY(!view->isVisible());

  window->document()->undoStack()->setClean();
  window.reset();
  if (language != QLatin1String("en")) QCoreApplication::removeTranslator(&translator);
}

void TestTranslations::mainWindowIsTranslated_data() {
  QTest::addColumn<QString>("language");
  QTest::addColumn<QStringList>("menus");
  QTest::addColumn<QString>("navigatorDock");
  QTest::addColumn<QString>("editorDock");
  QTest::addColumn<QString>("gamesDock");
  QTest::addColumn<QString>("newGame");
  QTest::addColumn<QString>("flipBoard");
  QTest::newRow("fr") << "fr" << QStringList{"&Fichier", "É&dition", "&Affichage", "&Partie",
                                             "A&nalyse", "&Jouer",   "A&ide"}
                      << "Arbre des coups"
                      << "Éditeur de position"
                      << "Parties"
                      << "&Nouvelle partie\u2026"
                      << "&Retourner l'échiquier";
  QTest::newRow("de") << "de" << QStringList{"&Datei",   "&Bearbeiten", "&Ansicht", "&Partie",
                                             "A&nalyse", "&Spielen",    "&Hilfe"}
                      << "Zugbaum"
                      << "Stellungseditor"
                      << "Partien"
                      << "&Neue Partie\u2026"
                      << "Brett &drehen";
}

void TestTranslations::mainWindowIsTranslated() {
  QFETCH(QString, language);
  QTranslator translator;
  QVERIFY(translator.load(QStringLiteral(":/i18n/shooters_%1.qm").arg(language)));
  QVERIFY(QCoreApplication::installTranslator(&translator));
  auto window = std::make_unique<MainWindow>();
  const Texts t = textsOf(*window);

  QFETCH(QStringList, menus);
  QCOMPARE(t.menus.mid(0, menus.size()), menus);
  for (int i = 0; i < t.menus.size(); ++i)
    QVERIFY2(t.menus[i] != m_english.menus.value(i), qPrintable(t.menus[i]));
  // Every dock and every toolbar action, including those added later.
  for (const auto &[name, title] : t.docks) {
    QVERIFY2(!title.isEmpty(), qPrintable(name));
    QVERIFY2(title != m_english.docks.at(name), qPrintable(name + QStringLiteral(": ") + title));
  }
  for (const auto &[name, text] : t.toolBar)
    QVERIFY2(text != m_english.toolBar.at(name), qPrintable(name + QStringLiteral(": ") + text));
  QFETCH(QString, navigatorDock);
  QFETCH(QString, editorDock);
  QFETCH(QString, gamesDock);
  QCOMPARE(t.docks.at(QStringLiteral("navigatorDock")), navigatorDock);
  QCOMPARE(t.docks.at(QStringLiteral("editorDock")), editorDock);
  QCOMPARE(t.docks.at(QStringLiteral("gamesDock")), gamesDock);
  QFETCH(QString, newGame);
  QFETCH(QString, flipBoard);
  QCOMPARE(window->action(QStringLiteral("newGame"))->text(), newGame);
  QCOMPARE(window->action(QStringLiteral("flipBoard"))->text(), flipBoard);

  checkMnemonics(window->menuBar()->actions(), QStringLiteral("menu bar"));
  window.reset();
  QCoreApplication::removeTranslator(&translator);
}

void TestTranslations::coreMessagesAreTranslated_data() {
  QTest::addColumn<QString>("language");
  QTest::addColumn<QString>("noMonarch");
  QTest::addColumn<QString>("badRank");
  QTest::addColumn<QString>("illegalTurn");
  QTest::newRow("fr") << "fr" << QString::fromUtf8("Les Noirs n'ont pas de monarque")
                      << QString::fromUtf8("la rangée 8 a 9 cases, 8 attendues")
                      << QString::fromUtf8(
                             "'Pe2-e5' n'est pas un coup légal\u00a0: le pion en e2 ne peut pas "
                             "aller en e5");
  QTest::newRow("de") << "de" << QString::fromUtf8("Schwarz hat keinen Monarchen")
                      << QString::fromUtf8("Reihe 8 hat 9 Felder, erwartet 8")
                      << QString::fromUtf8(
                             "'Pe2-e5' ist kein legaler Zug: der Bauer auf e2 kann nicht nach e5 "
                             "ziehen");
}

void TestTranslations::coreMessagesAreTranslated() {
  QFETCH(QString, language);
  QFETCH(QString, noMonarch);
  QFETCH(QString, badRank);
  QFETCH(QString, illegalTurn);
  const sc::VariantPtr variant = sc::Registry::instance().defaultVariant();
  QVERIFY(variant);
  auto pos = sc::readSfen(variant, "8/8/8/8/8/8/8/4K3 w - 0 1");
  QVERIFY(pos);
  sc::ParseError error;
  QVERIFY(!sc::readSfen(variant, "rnbqkbnrp/8/8/8/8/8/8/4K3 w - 0 1", &error));
  const sc::PgnFile pgn = sc::readPgn(variant, "[Event \"x\"]\n\n1. Pe2-e5 *\n");
  QCOMPARE(pgn.games.size(), std::size_t(1));
  QCOMPARE(pgn.games[0].problems.size(), std::size_t(1));
  const sc::PgnProblem &turnProblem = pgn.games[0].problems[0];
  const std::vector<sc::PositionProblem> problems = sc::findProblems(*pos);
  QCOMPARE(problems.size(), std::size_t(1));
  // Untranslated, the document layer gives the core's English.
  QCOMPARE(CoreMessage::translated(problems[0].message), QString::fromStdString(problems[0].text));
  QCOMPARE(CoreMessage::translated(error.detail), QString::fromStdString(error.message));
  QCOMPARE(CoreMessage::translated(turnProblem.detail),
           QString::fromStdString(turnProblem.message));

  QTranslator translator;
  QVERIFY(translator.load(QStringLiteral(":/i18n/shooters_%1.qm").arg(language)));
  QVERIFY(QCoreApplication::installTranslator(&translator));
  QCOMPARE(CoreMessage::translated(problems[0].message), noMonarch);
  QCOMPARE(CoreMessage::translated(error.detail), badRank);
  QCOMPARE(CoreMessage::translated(turnProblem.detail, turnProblem.message), illegalTurn);
  QCoreApplication::removeTranslator(&translator);
}

// The Games filter's "name:value" terms in the user's language (weiß:carlsen,
// demi-coups:<40), alternatives and capitals included; the English names
// keep working, and without the translation the German name is a word.
void TestTranslations::filterTakesTheLanguagesFieldNames_data() {
  QTest::addColumn<QString>("language");
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("rest");  // the words no name took
  QTest::newRow("de") << "de"
                      << QString::fromUtf8(
                             "Weiß:carlsen weiss:magnus HALBZÜGE:<40 "
                             "datum:2019 turnier:\"World Cup\" najdorf")
                      << "najdorf";
  QTest::newRow("fr") << "fr"
                      << QString::fromUtf8(
                             "blancs:carlsen blanc:magnus demi-coups:<40 "
                             "année:2019 tournoi:\"World Cup\" najdorf")
                      << "najdorf";
}

void TestTranslations::filterTakesTheLanguagesFieldNames() {
  QFETCH(QString, language);
  QFETCH(QString, text);
  QFETCH(QString, rest);
  const auto fields = [&text] {
    std::vector<FilterField> out;
    for (const FilterClause &c : FilterClause::parse(FilterField::AnyTag, text))
      out.push_back(c.field());
    return out;
  };
  // Untranslated, no name is a field's: the whole text is words of any tag.
  QCOMPARE(fields(), std::vector<FilterField>{FilterField::AnyTag});
  QTranslator translator;
  QVERIFY(translator.load(QStringLiteral(":/i18n/shooters_%1.qm").arg(language)));
  QVERIFY(QCoreApplication::installTranslator(&translator));
  const std::vector<FilterField> expected = {FilterField::White, FilterField::White,
                                             FilterField::Plies, FilterField::Date,
                                             FilterField::Event, FilterField::AnyTag};
  QCOMPARE(fields(), expected);
  const GameQuery::Terms terms = GameQuery::splitTerms(
      text, [](const QString &name) { return FilterClause::fieldNamed(name).has_value(); });
  QCOMPARE(terms.rest, rest);
  QCOMPARE(terms.named[4].second, QStringLiteral("World Cup"));
  QCOMPARE(FilterClause::fieldNamed(QStringLiteral("white")), std::optional(FilterField::White));
  QCOMPARE(FilterClause::fieldNamed(QStringLiteral("Plies")), std::optional(FilterField::Plies));
  QVERIFY(!FilterClause::fieldNamed(QStringLiteral("colour")));
  QCoreApplication::removeTranslator(&translator);
}

// File > Export Game as Web Page in the user's language: the page's title,
// header, captions and (K20-K24) the line of what is off the board, all of
// them written outside any class, so lupdate must file them under GameHtml;
// and an undo step's name from a command class without Q_OBJECT.
void TestTranslations::webPageIsTranslated_data() {
  QTest::addColumn<QString>("language");
  QTest::addColumn<QStringList>("expected");
  QTest::newRow("fr") << "fr"
                      << QStringList{QStringLiteral("Une partie de Cannon Battle Chess"),
                                     QStringLiteral("ronde 3"),
                                     QStringLiteral("La position de d\u00e9part"),
                                     QStringLiteral("Blancs\u00a0: cr\u00e9dit 5, pertes 2"),
                                     QStringLiteral("la fortune de la guerre au coup 20")};
  QTest::newRow("de") << "de"
                      << QStringList{QStringLiteral("Eine Partie Cannon Battle Chess"),
                                     QStringLiteral("Runde 3"),
                                     QStringLiteral("Die Ausgangsstellung"),
                                     QStringLiteral("Wei\u00df: Guthaben 5, Verluste 2, wartend: "
                                                    "Bogensch\u00fctze \u00d72"),
                                     QStringLiteral("Das Kriegsgl\u00fcck bei Zug 20")};
}

void TestTranslations::webPageIsTranslated() {
  QFETCH(QString, language);
  QFETCH(QStringList, expected);
  std::string error;
  const sc::VariantPtr cannon = sc::Registry::instance().load("cannon-battle", {}, error);
  QVERIFY2(cannon, error.c_str());
  std::string start = cannon->rules().startSfen;
  const std::size_t pools = start.find(" AAAA:0:0 ");
  QVERIFY(pools != std::string::npos);
  start.replace(pools, 10, " AA:5:2 ");
  sc::PgnFile file = sc::readPgn(cannon, "[Round \"3\"] [SetUp \"1\"] [FEN \"" + start + "\"]\n*");
  QVERIFY(file.games.at(0).tree);
  GameDocument doc(cannon);
  doc.loadTree(std::move(file.games.at(0).tree));
  QTranslator translator;
  QVERIFY(translator.load(QStringLiteral(":/i18n/shooters_%1.qm").arg(language)));
  QVERIFY(QCoreApplication::installTranslator(&translator));
  const QString page = QString::fromUtf8(GameHtml::page(doc, GameHtmlOptions{}));
  QCoreApplication::removeTranslator(&translator);
  for (const QString &text : expected)
    QVERIFY2(page.contains(text, Qt::CaseInsensitive), qPrintable(text));
  QVERIFY(!page.contains(QLatin1String("A game of")));

  // An undo step named in a class derived without Q_OBJECT: lupdate files
  // "Insert line" under the context the call names, GameCommand's.
  GameDocument game(sc::Registry::instance().defaultVariant());
  QVERIFY(QCoreApplication::installTranslator(&translator));
  QCOMPARE(game.insertLine(game.tree().root(), {QStringLiteral("Pe2-e3")}), 1);
  QCoreApplication::removeTranslator(&translator);
  QVERIFY2(!game.undoStack()->undoText().startsWith(QLatin1String("Insert line")),
           qPrintable(game.undoStack()->undoText()));
}

// Issue 15: "la pièce cavalier n'a aucun coup" no more: sentences that
// start with a piece name it with its article, in its gender.
void TestTranslations::wizardNamesPiecesWithArticles_data() {
  QTest::addColumn<QString>("language");
  QTest::addColumn<QString>("queen");
  QTest::addColumn<QString>("pawn");
  QTest::addColumn<QString>("question");
  QTest::newRow("en") << ""
                      << "The queen on a5 is not"
                      << "The pawn on b2 has no legal turn"
                      << "What does the knight on b1 do?";
  QTest::newRow("fr") << "fr" << QString::fromUtf8("La dame en a5 n\u2019appartient pas")
                      << QString::fromUtf8("Le pion en b2 n\u2019a aucun coup l\u00e9gal")
                      << QString::fromUtf8("Que fait le cavalier en b1\u00a0?");
  QTest::newRow("de") << "de" << QString::fromUtf8("Die Dame auf a5 geh\u00f6rt nicht")
                      << QString::fromUtf8("Der Bauer auf b2 hat keinen legalen Zug")
                      << QString::fromUtf8("Was tut der Springer auf b1?");
}

void TestTranslations::wizardNamesPiecesWithArticles() {
  QFETCH(QString, language);
  QFETCH(QString, queen);
  QFETCH(QString, pawn);
  QFETCH(QString, question);
  QTranslator translator;
  if (!language.isEmpty()) {
    QVERIFY(translator.load(QStringLiteral(":/i18n/shooters_%1.qm").arg(language)));
    QVERIFY(QCoreApplication::installTranslator(&translator));
  }
  const sc::VariantPtr variant = sc::Registry::instance().defaultVariant();
  auto refusal = [&](const char *sfen, const char *square) {
    GameDocument doc(variant);
    doc.newGame(*sc::readSfen(variant, sfen));
    TurnInput input(&doc);
    DeclarationWizard wizard(&input);
    wizard.answerSquare(sc::makeSquare(square[0] - 'a', square[1] - '1'));
    return wizard.refusal();
  };
  const QString enemy = refusal("4k3/8/8/q7/8/p7/8/R6K w - 0 1", "a5");
  const QString pinned = refusal("4k3/8/8/8/8/7p/1P4q1/7K w - 0 1", "b2");
  // A question names the piece with its article too ("le cavalier", not
  // "la pièce cavalier").
  GameDocument doc(variant);
  TurnInput input(&doc);
  DeclarationWizard wizard(&input);
  wizard.answerSquare(sc::makeSquare(1, 0));
  const QString asked = wizard.question();
  QCoreApplication::removeTranslator(&translator);
  QCOMPARE(asked, question);
  QVERIFY2(enemy.startsWith(queen), qPrintable(enemy));
  QVERIFY2(pinned.startsWith(pawn), qPrintable(pinned));
}

void TestTranslations::tsFilesAreComplete_data() {
  QTest::addColumn<QString>("path");
  QTest::addColumn<int>("atLeast");
  QTest::newRow("fr") << QStringLiteral(SHOOTERS_TRANSLATIONS_DIR "/shooters_fr.ts") << 300;
  QTest::newRow("de") << QStringLiteral(SHOOTERS_TRANSLATIONS_DIR "/shooters_de.ts") << 300;
  QTest::newRow("en plurals") << QStringLiteral(SHOOTERS_TRANSLATIONS_DIR "/shooters_en.ts") << 10;
}

void TestTranslations::tsFilesAreComplete() {
  QFETCH(QString, path);
  QFETCH(int, atLeast);
  QFile file(path);
  QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
  QXmlStreamReader xml(&file);
  QString context, source;
  int messages = 0;
  QStringList bad;
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    const QStringView name = xml.name();
    if (name == u"name") {
      context = xml.readElementText();
    } else if (name == u"source") {
      source = xml.readElementText();
      ++messages;
    } else if (name == u"translation") {
      const QString type = xml.attributes().value(QLatin1String("type")).toString();
      // A plain translation is text; a numerus translation has one child per form.
      QStringList forms;
      QString text;
      bool numerus = false;
      while (!xml.atEnd() &&
             !(xml.readNext() == QXmlStreamReader::EndElement && xml.name() == u"translation")) {
        if (xml.isStartElement() && xml.name() == u"numerusform") {
          numerus = true;
          forms << xml.readElementText();
        } else if (xml.isCharacters()) {
          text += xml.text();
        }
      }
      if (!numerus) forms << text;
      const QString where = context + QStringLiteral(": ") + source;
      if (!type.isEmpty()) bad << QStringLiteral("%1 [%2]").arg(where, type);
      if (forms.contains(QString())) bad << QStringLiteral("%1 [empty]").arg(where);
      for (const QString &f : forms)
        if (placeholders(f) != placeholders(source))
          bad << QStringLiteral("%1 [placeholders: %2]").arg(where, f);
    }
  }
  QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
  QVERIFY(messages >= atLeast);
  QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
