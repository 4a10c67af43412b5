// BoardMenus: the board's pop-up menus, built from what TurnInput and
// PositionEditor offer: the turn menu of a shooter (every legal turn grouped
// by kind), the choice between declarations one click could mean, and the
// editor's square menu. Each action carries its intent; nothing is decided here.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <functional>

#include "types.h"

class PositionEditor;
class QMenu;
class QWidget;
class TurnInput;

class BoardMenus {
  Q_DECLARE_TR_FUNCTIONS(BoardMenus)

 public:
  // Every legal turn of the shooter on `square` (TurnInput::turnsFor): the
  // kinds a click cannot reach come first (unload, bridge, unbridge, pair
  // turns, bomber), then moves and shots. Choosing one declares it.
  static QMenu *turnMenu(QWidget *parent, TurnInput *input, sc::Square square);
  // The declarations a click left open (choiceNeeded), each with its
  // description; choosing one declares it.
  static QMenu *choiceMenu(QWidget *parent, TurnInput *input, const QList<sc::Turn> &turns);
  // Edit mode: rank, bridge, unbridge and remove for a shooter; place for an
  // empty square. Refusals go to `report`.
  static QMenu *editMenu(QWidget *parent, PositionEditor *editor, sc::Square square,
                         const std::function<void(const QString &)> &report);

 private:
  static void addTurn(QMenu *menu, TurnInput *input, const sc::Turn &turn, bool describe,
                      const QString &prefix = QString());
};
