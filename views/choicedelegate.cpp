#include "choicedelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>

namespace {

constexpr int kMargin = 8;  // around the text
constexpr int kGap = 2;     // between the answer and its detail

QFont labelFont(const QStyleOptionViewItem &option) {
  QFont f = option.font;
  f.setWeight(QFont::DemiBold);
  return f;
}

QFont detailFont(const QStyleOptionViewItem &option) {
  QFont f = option.font;
  f.setPointSizeF(f.pointSizeF() * 0.92);
  return f;
}

}  // namespace

int ChoiceDelegate::textWidth(const QStyleOptionViewItem &option) const {
  // sizeHint's option does not carry the row's width; the viewport does.
  const auto *view = qobject_cast<const QAbstractItemView *>(option.widget);
  const int width = view ? view->viewport()->width() : option.rect.width();
  return std::max(80, width - 2 * kMargin);
}

QSize ChoiceDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const {
  const int width = textWidth(option);
  const QString detail = index.data(DetailRole).toString();
  int height = QFontMetrics(labelFont(option)).height();
  if (!detail.isEmpty())
    height += kGap + QFontMetrics(detailFont(option))
                         .boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, detail)
                         .height();
  return QSize(width + 2 * kMargin, height + 2 * kMargin - 2);
}

void ChoiceDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                           const QModelIndex &index) const {
  QStyleOptionViewItem opt = option;
  initStyleOption(&opt, index);
  const QString label = opt.text;
  opt.text.clear();
  // The style draws the row's background, selection and focus.
  const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
  style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

  const bool selected = opt.state & QStyle::State_Selected;
  const QPalette::ColorGroup group =
      (opt.state & QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
  const QColor ink =
      opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
  QColor quiet = ink;
  quiet.setAlphaF(selected ? 0.85 : 0.68);

  const QRect text = opt.rect.adjusted(kMargin, kMargin - 1, -kMargin, -kMargin + 1);
  painter->save();
  painter->setFont(labelFont(opt));
  painter->setPen(ink);
  const int labelHeight = QFontMetrics(labelFont(opt)).height();
  painter->drawText(QRect(text.left(), text.top(), text.width(), labelHeight),
                    Qt::AlignLeft | Qt::AlignVCenter, label);
  const QString detail = index.data(DetailRole).toString();
  if (!detail.isEmpty()) {
    painter->setFont(detailFont(opt));
    painter->setPen(quiet);
    painter->drawText(text.adjusted(0, labelHeight + kGap, 0, 0),
                      Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, detail);
  }
  painter->restore();
}
