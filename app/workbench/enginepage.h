// EnginePage: the Engine page of Preferences. The UCI engine the Analysis
// dock, Analyse Game and games against the engine run: the built-in
// shooters-engine, or a program the user picks (Fairy-Stockfish for chess).
// Each program picked is started once and asked, as ChessX checks an engine
// it adds: its name and which of this program's rule systems it plays (by
// its UCI_Variant), or in red why it does not answer; then its options
// (engineoptionsbox.h), kept with the program they belong to.
#pragma once

#include <QMap>
#include <QWidget>

class EngineClient;
class EngineOptionsBox;
class QLabel;
class QLineEdit;

class EnginePage : public QWidget {
  Q_OBJECT

 public:
  explicit EnginePage(QWidget *parent = nullptr);

  // The program's path; empty for the built-in engine.
  QString program() const;
  // The program and the option values chosen for it before; `others`: those
  // of other programs, shown when one of them is chosen here.
  void setProgram(const QString &program, const QMap<QString, QString> &options = {},
                  const QMap<QString, QMap<QString, QString>> &others = {});
  // The options of the program shown: as the user set them, once the program
  // has answered; else the ones kept for it.
  QMap<QString, QString> options() const;
  // What the check found so far (tests read it).
  QString checkText() const;

 private:
  void browse();
  void choose(const QString &program);  // typed, browsed or Built-in
  void check();                         // starts the program named, if it is not the one checked
  void showAnswer();                    // the engine answered its handshake
  void showFailure(const QString &reason);

  QLineEdit *m_path = nullptr;
  QLabel *m_answer = nullptr;
  EngineOptionsBox *m_options = nullptr;
  EngineClient *m_probe = nullptr;
  QString m_checked;                             // the program m_probe runs, its path resolved
  QMap<QString, QMap<QString, QString>> m_kept;  // setProgram's, by program resolved
};
