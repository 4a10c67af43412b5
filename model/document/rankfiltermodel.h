// RankFilterModel: RankModel sorted by any column (numbers as numbers, through
// RankModel::SortRole) and filtered by side.
#pragma once

#include <QSortFilterProxyModel>

class RankFilterModel : public QSortFilterProxyModel {
  Q_OBJECT

 public:
  enum class Side { All, White, Black };
  Q_ENUM(Side)

  explicit RankFilterModel(QObject *parent = nullptr);

  Side side() const { return m_side; }
  void setSide(Side side);

 protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

 private:
  Side m_side = Side::All;
};
