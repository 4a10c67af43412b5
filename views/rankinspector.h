// RankInspector: the rank table (RankModel through RankFilterModel) with a
// side filter above it. Selecting a row reports the shooter's square, so the
// app can mark it on the board; selectSquare() selects the row of a shooter
// picked elsewhere. The selection follows the shooter, not the row, as the
// user steps through the game.
#pragma once

#include <QWidget>
#include <optional>

#include "types.h"

class QComboBox;
class QTableView;
class RankFilterModel;
class RankModel;

class RankInspector : public QWidget {
  Q_OBJECT

 public:
  explicit RankInspector(RankModel *model, QWidget *parent = nullptr);
  ~RankInspector() override;

  QTableView *table() const { return m_table; }
  RankFilterModel *filterModel() const { return m_filter; }
  // The square of the selected shooter, if any.
  std::optional<sc::Square> inspectedSquare() const { return m_inspected; }

 public slots:
  // Selects the shooter on `square` (clears the selection when none is there).
  void selectSquare(sc::Square square);

 signals:
  void inspectedSquareChanged(std::optional<sc::Square> square);

 private:
  void updateInspected();
  void fitColumns();

  RankModel *m_model = nullptr;
  RankFilterModel *m_filter = nullptr;
  QComboBox *m_side = nullptr;
  QTableView *m_table = nullptr;
  std::optional<sc::Square> m_inspected;
};
