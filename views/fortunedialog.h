// FortuneDialog: the fortune of war (K24, K24a). "Draw a card" draws one
// outcome with the ruleset's odds from a seeded generator whose seed is shown
// and may be changed (so a draw can be repeated elsewhere); the drawn card is
// named before it is played, and the draw is final: Play or Cancel. "Choose
// by hand" lists every outcome with its odds for an analyst. Either way the
// dialog emits the outcome as a turn; app/ plays it.
#pragma once

#include <QDialog>
#include <QList>

#include "reservesmodel.h"
#include "turninput.h"  // Q_DECLARE_METATYPE(sc::Turn), for the signals

class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

class FortuneDialog : public QDialog {
  Q_OBJECT

 public:
  // Copies the model's outcomes: the dialog stays valid if the model moves on.
  explicit FortuneDialog(const ReservesModel &model, QWidget *parent = nullptr);

  // The index of the drawn outcome in the list, or -1 before a draw.
  int drawnIndex() const { return m_drawn; }

 signals:
  void turnChosen(const sc::Turn &turn);

 private:
  QWidget *drawPage();
  QWidget *handPage();
  void drawCard();
  void choose(int index);

  const ReservesModel &m_model;
  QList<ReservesModel::Outcome> m_outcomes;
  int m_drawn = -1;
  QSpinBox *m_seed;
  QPushButton *m_draw;
  QLabel *m_result;
  QPushButton *m_playDrawn;
  QTreeWidget *m_list;
  QPushButton *m_playChosen;
};
