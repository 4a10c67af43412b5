// shooters-workbench: the desktop program. Sets up the application (names for
// QSettings and the data folders, the chosen language), opens the files given
// on the command line and offers what a crashed session left behind.
#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <QTranslator>
#include <algorithm>

#include "gamedocument.h"
#include "mainwindow.h"
#include "settingskeys.h"

namespace {

// The language preference ("" = the system's) picks the program's translation
// and Qt's own (for standard buttons and dialogs).
void installTranslators(QApplication &app) {
  const QString language = QSettings().value(SettingsKeys::kLanguage).toString();
  const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
  QLocale::setDefault(locale);
  // Without a translation of its language the program speaks English, and
  // shooters_en holds English's plural forms ("1 game", "3 games").
  auto *own = new QTranslator(&app);
  if (own->load(locale, QStringLiteral("shooters"), QStringLiteral("_"),
                QStringLiteral(":/i18n")) ||
      own->load(QStringLiteral(":/i18n/shooters_en")))
    QApplication::installTranslator(own);
  auto *qt = new QTranslator(&app);
  if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
               QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    QApplication::installTranslator(qt);
}

}  // namespace

int main(int argc, char *argv[]) {
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("ShootersChess"));
  QApplication::setApplicationName(QStringLiteral("Shooters Chess Workbench"));
  QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
  QApplication::setDesktopFileName(QStringLiteral("shooters-workbench"));
  installTranslators(app);

  QCommandLineParser parser;
  parser.setApplicationDescription(
      QApplication::translate("main", "Analyse and edit games of Shooters Chess."));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument(
      QStringLiteral("file"),
      QApplication::translate("main", "PGN or SFEN files to open, a tab each."),
      QStringLiteral("[files...]"));
  const QCommandLineOption plyOption(
      QStringLiteral("ply"),
      QApplication::translate(
          "main", "Show the position after this turn of the main line (of the last file)."),
      QApplication::translate("main", "n"));
  parser.addOption(plyOption);
  parser.process(app);

  MainWindow window;
  window.show();
  const QStringList files = parser.positionalArguments();
  for (const QString &file : files) window.openFile(file);
  if (parser.isSet(plyOption)) {
    const std::vector<sc::NodeId> line = window.document()->tree().mainLine();
    const int ply = std::clamp(parser.value(plyOption).toInt(), 0, int(line.size()) - 1);
    window.document()->goTo(line[std::size_t(ply)]);
  }
  // After the first paint, so the question appears over a visible window.
  QTimer::singleShot(0, &window, &MainWindow::offerRecovery);
  return app.exec();
}
