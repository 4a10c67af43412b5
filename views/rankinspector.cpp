#include "rankinspector.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "pieceset.h"
#include "rankfiltermodel.h"
#include "rankmodel.h"

namespace {

// Draws the shooter itself, in its side's colours, beside the side's name.
class SideIconDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;

 protected:
  void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override {
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() != RankModel::SideColumn) return;
    const char letter = char(index.data(RankModel::LetterRole).toChar().toLatin1());
    const auto color = sc::Color(index.data(RankModel::ColorRole).toInt());
    const int size = option->decorationSize.height();
    const qreal dpr = option->widget ? option->widget->devicePixelRatioF() : 1.0;
    m_pieces.useSet(index.data(RankModel::PieceSetRole).toString().toStdString());
    option->icon = QIcon(m_pieces.pixmap(letter, color, size, dpr));
    option->features |= QStyleOptionViewItem::HasDecoration;
    // The piece in its side's colours says it all; the name is in the tooltip
    // and the filter.
    option->text.clear();
    option->features &= ~QStyleOptionViewItem::HasDisplay;
    option->decorationAlignment = Qt::AlignCenter;
    option->decorationPosition = QStyleOptionViewItem::Top;
  }

 private:
  mutable PieceSet m_pieces;
};

}  // namespace

namespace {

// A selected shooter that falls (an unload, a bomber) takes the selection
// with it. QAbstractItemView would hand it to the next row in single
// selection mode, and the board would frame a shooter nobody picked.
class ShooterTable : public QTableView {
 protected:
  void rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end) override {
    const QModelIndex current = currentIndex();
    if (current.isValid() && current.row() >= start && current.row() <= end)
      selectionModel()->clear();
    QTableView::rowsAboutToBeRemoved(parent, start, end);
  }
};

}  // namespace

RankInspector::RankInspector(RankModel *model, QWidget *parent) : QWidget(parent), m_model(model) {
  m_filter = new RankFilterModel(this);
  m_filter->setSourceModel(model);

  m_side = new QComboBox;
  m_side->setObjectName(QStringLiteral("rankSideFilter"));
  m_side->addItem(tr("Both sides"), int(RankFilterModel::Side::All));
  m_side->addItem(tr("White"), int(RankFilterModel::Side::White));
  m_side->addItem(tr("Black"), int(RankFilterModel::Side::Black));
  connect(m_side, &QComboBox::currentIndexChanged, this,
          [this](int i) { m_filter->setSide(RankFilterModel::Side(m_side->itemData(i).toInt())); });
  auto *label = new QLabel(tr("&Show:"));
  label->setBuddy(m_side);

  m_table = new ShooterTable;
  m_table->setObjectName(QStringLiteral("rankTable"));
  m_table->setModel(m_filter);
  m_table->setItemDelegate(new SideIconDelegate(m_table));
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->setSelectionMode(QAbstractItemView::SingleSelection);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setAlternatingRowColors(true);
  m_table->setShowGrid(false);
  m_table->setWordWrap(false);
  m_table->setSortingEnabled(true);
  m_table->sortByColumn(RankModel::SideColumn, Qt::AscendingOrder);
  const int line = m_table->fontMetrics().height();
  m_table->setIconSize(QSize(line + 2, line + 2));
  m_table->verticalHeader()->hide();
  m_table->verticalHeader()->setDefaultSectionSize(line + 6);
  QHeaderView *header = m_table->horizontalHeader();
  header->setHighlightSections(false);
  header->setStretchLastSection(true);
  fitColumns();

  auto *top = new QHBoxLayout;
  top->addWidget(label);
  top->addWidget(m_side);
  top->addStretch();
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(top);
  layout->addWidget(m_table);

  connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
          &RankInspector::updateInspected);
  // The selected shooter may move (or fall) in a navigation step.
  connect(m_filter, &QAbstractItemModel::dataChanged, this, &RankInspector::updateInspected);
  connect(m_filter, &QAbstractItemModel::modelReset, this, &RankInspector::updateInspected);
  connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &RankInspector::updateInspected);
  connect(m_filter, &QAbstractItemModel::modelReset, this, &RankInspector::fitColumns);
}

// As narrow as header and contents allow: ResizeToContents would reserve room
// for the sort arrow in every column, and the dock shares its width with the
// move tree.
void RankInspector::fitColumns() {
  QHeaderView *header = m_table->horizontalHeader();
  // Only what decides this rule system: ranks, weapons, or the pieces alone.
  for (int c = 0; c < m_filter->columnCount(); ++c)
    m_table->setColumnHidden(
        c, !m_filter->headerData(c, Qt::Horizontal, RankModel::AppliesRole).toBool());
  const QFontMetrics fm = header->fontMetrics();
  for (int c = 0; c < m_filter->columnCount(); ++c) {
    const QString title = m_filter->headerData(c, Qt::Horizontal).toString();
    // QTableView hides the public QAbstractItemView::sizeHintForColumn.
    const int contents = static_cast<QAbstractItemView *>(m_table)->sizeHintForColumn(c);
    // The column sorted at the start also shows the sort arrow.
    const int arrow = c == header->sortIndicatorSection() ? fm.height() : 0;
    header->resizeSection(c, std::max(fm.horizontalAdvance(title) + 12 + arrow, contents));
  }
}

RankInspector::~RankInspector() = default;

void RankInspector::selectSquare(sc::Square square) {
  const int row = m_model->rowOf(square);
  const QModelIndex index =
      row < 0 ? QModelIndex() : m_filter->mapFromSource(m_model->index(row, 0));
  if (!index.isValid()) {
    m_table->clearSelection();
    return;
  }
  m_table->selectionModel()->setCurrentIndex(
      index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
  m_table->scrollTo(index);
}

void RankInspector::updateInspected() {
  std::optional<sc::Square> square;
  const QModelIndexList rows = m_table->selectionModel()->selectedRows();
  if (!rows.isEmpty()) square = sc::Square(rows.front().data(RankModel::SquareRole).toInt());
  if (square == m_inspected) return;
  m_inspected = square;
  emit inspectedSquareChanged(square);
}
