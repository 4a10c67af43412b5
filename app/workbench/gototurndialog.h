// GoToTurnDialog: Game > Go to Turn asks for a turn of the board's line by the
// number the notation prints before it (model/document/turnnumber.h). As the
// number is typed the dialog names the turn it would go to, or says the line
// has none, and OK is offered only for a turn that exists.
#pragma once

#include <QDialog>

#include "gametree.h"

class GameDocument;
class QLabel;
class QLineEdit;
class QPushButton;

class GoToTurnDialog : public QDialog {
  Q_OBJECT

 public:
  explicit GoToTurnDialog(const GameDocument *document, QWidget *parent = nullptr);

  sc::NodeId turn() const { return m_turn; }  // what OK goes to; kNoNode before it is typed

 private:
  void lookUp();

  const GameDocument *m_document;
  QLineEdit *m_number = nullptr;
  QLabel *m_found = nullptr;
  QPushButton *m_ok = nullptr;
  sc::NodeId m_turn = sc::kNoNode;
};
