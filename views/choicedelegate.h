// ChoiceDelegate: a list row in two parts, the answer in the normal font and
// a wrapped line of explanation under it in a smaller, quieter one (the
// declaration wizard's choice lists). The detail is the item's DetailRole.
#pragma once

#include <QStyledItemDelegate>

class ChoiceDelegate : public QStyledItemDelegate {
  Q_OBJECT

 public:
  static constexpr int DetailRole = Qt::UserRole + 1;

  using QStyledItemDelegate::QStyledItemDelegate;

  void paint(QPainter *painter, const QStyleOptionViewItem &option,
             const QModelIndex &index) const override;
  QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

 private:
  // The text width a row has: the view's viewport, less the margins.
  int textWidth(const QStyleOptionViewItem &option) const;
};
