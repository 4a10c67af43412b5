// Placeholder until the main window lands; replaced by the app engineer.
#include <QApplication>
#include <QLabel>

int main(int argc, char *argv[]) {
  QApplication app(argc, argv);
  QLabel label(QObject::tr("Shooters Chess Workbench"));
  label.show();
  return app.exec();
}
