#include "rankfiltermodel.h"

#include "rankmodel.h"

RankFilterModel::RankFilterModel(QObject *parent) : QSortFilterProxyModel(parent) {
  setSortRole(RankModel::SortRole);
  // Rows change in place on every navigation step: keep the order and filter.
  setDynamicSortFilter(true);
}

void RankFilterModel::setSide(Side side) {
  if (side == m_side) return;
  m_side = side;
  invalidateRowsFilter();
}

bool RankFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const {
  if (m_side == Side::All) return true;
  const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
  const auto color = sc::Color(index.data(RankModel::ColorRole).toInt());
  return color == (m_side == Side::White ? sc::Color::White : sc::Color::Black);
}
