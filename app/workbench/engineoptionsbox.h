// EngineOptionsBox: the options an engine declares in its answer to "uci",
// as controls (check box, spin box, list, text), as ChessX's engine set-up
// shows them: Fairy-Stockfish's Skill Level, UCI_LimitStrength and UCI_Elo
// for a weaker opponent, an opening book's file. The options the workbench
// sets itself (the rule system, Multi-PV, Threads, Hash, Ponder) and buttons
// are not shown. Part of the Engine page of Preferences (enginepage.h).
#pragma once

#include <QGroupBox>
#include <QMap>
#include <QVector>

#include "engineprotocol.h"

class QFormLayout;

class EngineOptionsBox : public QGroupBox {
  Q_OBJECT

 public:
  explicit EngineOptionsBox(QWidget *parent = nullptr);

  // Whether an option is the user's to set here.
  static bool isShown(const EngineOption &option);
  // One row per option shown, with `values` where they name it, else its default.
  void setDeclarations(const QVector<EngineOption> &options, const QMap<QString, QString> &values);
  void clear();
  bool isEmpty() const { return m_options.isEmpty(); }
  // Every option shown and its value as "setoption" sends it ("true", "12").
  QMap<QString, QString> values() const;

 private:
  QFormLayout *m_form = nullptr;
  QVector<EngineOption> m_options;
  QVector<QWidget *> m_editors;  // beside m_options
};
