// ReservesView: the reserves panel of Cannon Battle Chess (K20-K24): each
// side's pool, credit and losses, and the reserve turns of the side to move
// (withdraw, buy, place) as lists to choose from, refused ones greyed with
// their reason. It emits what the user chose; app/ plays it.
#pragma once

#include <QWidget>

#include "turninput.h"  // Q_DECLARE_METATYPE(sc::Turn), for the signals
#include "types.h"

class QComboBox;
class QLabel;
class QPushButton;
class ReservesModel;

class ReservesView : public QWidget {
  Q_OBJECT

 public:
  explicit ReservesView(ReservesModel *model, QWidget *parent = nullptr);

 signals:
  void turnChosen(const sc::Turn &turn);
  void fortuneRequested();

 private:
  struct SideLabels {
    QLabel *credit = nullptr;
    QLabel *lost = nullptr;
    QLabel *pool = nullptr;
  };
  struct Chooser {
    QComboBox *combo = nullptr;
    QPushButton *button = nullptr;
  };

  QWidget *sideBox(sc::Color c);
  Chooser chooser(const QString &name, const QString &label, QWidget *parent);
  void refresh();
  void fill(const Chooser &chooser, int kind);
  void updateButton(const Chooser &chooser);
  void play(const Chooser &chooser, int kind);

  ReservesModel *m_model;
  SideLabels m_sides[2];
  QLabel *m_mover;
  QLabel *m_fortune;
  QPushButton *m_fortuneButton;
  Chooser m_withdraw, m_buy, m_place;
};
