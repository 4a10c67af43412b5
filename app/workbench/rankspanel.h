// The rank inspector's dock (docs/rank-inspector.md): the rank table above
// the rank chart, both over the one document, and the ties that views may not
// make themselves: a row selected marks its shooter on the board, a shooter
// selected on the board (or by the wizard) selects its row, and a click on
// the chart navigates.
#pragma once

#include <QObject>

namespace sc {
class Position;
}
class BoardView;
class DeclarationWizard;
class GameDocument;
class QDockWidget;
class QWidget;
class RankHistory;
class RankModel;
class TurnInput;

class RanksPanel : public QObject {
  Q_OBJECT

 public:
  RanksPanel(QWidget *window, GameDocument *document, BoardView *board, TurnInput *input,
             DeclarationWizard *wizard);

  QDockWidget *dock() const { return m_dock; }
  // The edited position instead of the game's (nullptr: the game's again).
  void setShownPosition(const sc::Position *position);

 private:
  void retitle();

  QDockWidget *m_dock;
  RankModel *m_model;
  RankHistory *m_history;
};
