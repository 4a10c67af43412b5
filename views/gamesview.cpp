#include "gamesview.h"

#include <algorithm>

#include <QAbstractProxyModel>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

GamesView::GamesView(QAbstractProxyModel *model, QWidget *parent)
    : QWidget(parent),
      m_model(model),
      m_field(new QComboBox),
      m_text(new QLineEdit),
      m_table(new QTableView),
      m_search(new QPushButton(tr("Games with This Position"))),
      m_showAll(new QPushButton(tr("Show All"))),
      m_count(new QLabel),
      m_summary(new QLabel) {
  m_field->setObjectName(QStringLiteral("gamesFilterField"));
  // In GameFilterModel::Field's order.
  m_field->addItems({tr("Any tag"), tr("Players"), tr("Event"), tr("Site"), tr("Date"),
                     tr("Result"), tr("Rules"), tr("Opening"), tr("Themes"), tr("Rating"),
                     tr("Plies")});
  m_text->setObjectName(QStringLiteral("gamesFilter"));
  m_text->setToolTip(
      tr("Games whose tag holds the text. Players takes a pairing: carlsen vs nakamura. Date, "
         "Rating and Plies take ranges: 1990-1999, >=2020.06, 2500+, 1500-1800, <40. A game's "
         "rating is a puzzle's, or the mean of its players' Elo. Any tag also takes fields by "
         "name, all at once: white:carlsen black:caruana elo:2700+ date:2019 event:\"World "
         "Cup\" (white, black, players, event, site, round, date, result, rules, opening, eco, "
         "themes, rating, elo, plies)."));
  showFilterHint();
  m_text->setClearButtonEnabled(true);
  m_search->setObjectName(QStringLiteral("gamesPositionSearch"));
  m_search->setToolTip(tr("Show the games whose main line reaches the position on the board"));
  m_showAll->setObjectName(QStringLiteral("gamesShowAll"));
  m_showAll->hide();
  m_count->setObjectName(QStringLiteral("gamesCount"));
  m_summary->setObjectName(QStringLiteral("gamesSummary"));
  m_summary->hide();

  m_table->setObjectName(QStringLiteral("gamesTable"));
  m_table->setModel(model);
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  // Shift and Ctrl pick several games, to copy or delete together.
  m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setAlternatingRowColors(true);
  m_table->setShowGrid(false);
  m_table->setWordWrap(false);
  m_table->setSortingEnabled(true);
  m_table->sortByColumn(0, Qt::AscendingOrder);
  m_table->verticalHeader()->hide();
  // Fixed rows: a million of them scroll without measuring one.
  m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
  m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
  QHeaderView *header = m_table->horizontalHeader();
  header->setHighlightSections(false);
  // Every column as wide as its contents (the visible rows'): a narrow dock
  // scrolls sideways rather than cut a header to "urnie" (German "Turnier").
  header->setSectionResizeMode(QHeaderView::ResizeToContents);

  auto *filterRow = new QHBoxLayout;
  filterRow->addWidget(m_field);
  filterRow->addWidget(m_text, 1);
  auto *searchRow = new QHBoxLayout;
  searchRow->addWidget(m_search);
  searchRow->addWidget(m_showAll);
  searchRow->addWidget(m_count);
  searchRow->addWidget(m_summary, 1);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(filterRow);
  layout->addWidget(m_table, 1);
  layout->addLayout(searchRow);

  // Typing filters after a pause, not at every key: a million rows.
  auto *typing = new QTimer(this);
  typing->setSingleShot(true);
  typing->setInterval(250);
  connect(m_text, &QLineEdit::textChanged, typing, qOverload<>(&QTimer::start));
  connect(typing, &QTimer::timeout, this,
          [this] { emit filterChanged(m_field->currentIndex(), m_text->text()); });
  connect(m_text, &QLineEdit::returnPressed, typing, &QTimer::stop);
  connect(m_text, &QLineEdit::returnPressed, this,
          [this] { emit filterChanged(m_field->currentIndex(), m_text->text()); });
  connect(m_field, &QComboBox::currentIndexChanged, this, [this] {
    showFilterHint();
    if (!m_text->text().isEmpty()) emit filterChanged(m_field->currentIndex(), m_text->text());
  });
  connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
    const QModelIndex source = m_model->mapToSource(index);
    if (source.isValid()) emit gameActivated(source.row());
  });
  m_table->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
    const QModelIndex source = m_model->mapToSource(m_table->indexAt(at));
    if (!source.isValid()) return;
    QMenu *menu = createContextMenu(source.row());
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(m_table->viewport()->mapToGlobal(at));
  });
  m_table->installEventFilter(this);
  connect(m_search, &QPushButton::clicked, this, [this] {
    if (m_searching)
      emit stopSearchRequested();
    else
      emit positionSearchRequested();
  });
  connect(m_showAll, &QPushButton::clicked, this, &GamesView::positionFilterCleared);
  connect(model, &QAbstractItemModel::modelReset, this, &GamesView::updateCount);
  connect(model, &QAbstractItemModel::layoutChanged, this, &GamesView::updateCount);
  connect(model, &QAbstractItemModel::rowsInserted, this, &GamesView::updateCount);
  connect(model, &QAbstractItemModel::rowsRemoved, this, &GamesView::updateCount);
  updateCount();

  // Columns come and go with what the games hold (a puzzle table has no
  // players but themes); right-click the header to choose.
  header->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(header, &QWidget::customContextMenuRequested, this, [this, header](const QPoint &at) {
    QMenu *menu = createColumnMenu();
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(header->mapToGlobal(at));
  });
  connect(model, &QAbstractItemModel::modelReset, this, &GamesView::updateColumns);
  connect(model, &QAbstractItemModel::rowsInserted, this, &GamesView::updateColumns);
  connect(model, &QAbstractItemModel::rowsRemoved, this, &GamesView::updateColumns);
  connect(model, &QAbstractItemModel::dataChanged, this, &GamesView::updateColumns);
}

void GamesView::showFilterHint() {
  // In GameFilterModel::Field's order: Any tag takes names; Players a pairing; Date, Rating,
  // Plies ranges.
  enum { AnyTag = 0, Players = 1, Date = 4, Rating = 9, Plies = 10 };
  switch (m_field->currentIndex()) {
    case Players:
      m_text->setPlaceholderText(tr("Filter games, or: carlsen vs nakamura"));
      break;
    case Date:
      m_text->setPlaceholderText(tr("2019, 1990-1999, >=2020.06"));
      break;
    case Rating:
      m_text->setPlaceholderText(tr("2500+, 1500-1800, <1200"));
      break;
    case Plies:
      m_text->setPlaceholderText(tr("20-40, <30"));
      break;
    case AnyTag:
      m_text->setPlaceholderText(tr("Filter games, or: white:carlsen elo:2500+ date:2019"));
      break;
    default:
      m_text->setPlaceholderText(tr("Filter games"));
  }
}

void GamesView::setShownByDefaultRole(int role) {
  m_shownRole = role;
  updateColumns();
}

void GamesView::setColumnChoices(const QHash<int, bool> &choices) {
  m_choices = choices;
  updateColumns();
}

void GamesView::updateColumns() {
  const int columns = m_model->columnCount();
  for (int column = 1; column < columns; ++column) {
    const bool shown =
        m_choices.contains(column)
            ? m_choices.value(column)
            : !m_shownRole || m_model->headerData(column, Qt::Horizontal, m_shownRole).toBool();
    if (m_table->isColumnHidden(column) == shown) m_table->setColumnHidden(column, !shown);
  }
}

QMenu *GamesView::createColumnMenu() {
  auto *menu = new QMenu(this);
  menu->setObjectName(QStringLiteral("gamesColumnsMenu"));
  for (int column = 1; column < m_model->columnCount(); ++column) {
    QAction *toggle = menu->addAction(m_model->headerData(column, Qt::Horizontal).toString());
    toggle->setCheckable(true);
    toggle->setChecked(!m_table->isColumnHidden(column));
    connect(toggle, &QAction::toggled, this, [this, column](bool on) {
      m_choices.insert(column, on);
      updateColumns();
      emit columnChoicesChanged();
    });
  }
  menu->addSeparator();
  QAction *automatic = menu->addAction(tr("Default Columns"));
  automatic->setObjectName(QStringLiteral("gamesColumnsAutomatic"));
  automatic->setEnabled(!m_choices.isEmpty());
  connect(automatic, &QAction::triggered, this, [this] {
    m_choices.clear();
    updateColumns();
    emit columnChoicesChanged();
  });
  return menu;
}

QMenu *GamesView::createContextMenu(int sourceRow) {
  auto *menu = new QMenu(this);
  menu->setObjectName(QStringLiteral("gamesMenu"));
  QAction *open = menu->addAction(tr("&Open"));
  open->setObjectName(QStringLiteral("openGameRow"));
  connect(open, &QAction::triggered, this, [this, sourceRow] { emit gameActivated(sourceRow); });
  QList<int> rows = selectedSourceRows();
  if (!rows.contains(sourceRow)) rows = {sourceRow};
  const int n = int(rows.size());
  QAction *copy = menu->addAction(n == 1 ? tr("&Copy Game") : tr("&Copy %n Games", nullptr, n));
  copy->setObjectName(QStringLiteral("copyGameRow"));
  // The keys the table takes for the same (eventFilter), shown as a hint.
  copy->setShortcut(QKeySequence::Copy);
  copy->setShortcutVisibleInContextMenu(true);
  connect(copy, &QAction::triggered, this, [this, rows] { emit copyRequested(rows); });
  QAction *save = menu->addAction(n == 1 ? tr("&Export Game as PGN\u2026")
                                         : tr("&Export %n Games as PGN\u2026", nullptr, n));
  save->setObjectName(QStringLiteral("exportGameRows"));
  connect(save, &QAction::triggered, this, [this, rows] { emit exportRequested(rows); });
  QAction *page = menu->addAction(n == 1 ? tr("Export Game as &Web Page\u2026")
                                         : tr("Export %n Games as &Web Page\u2026", nullptr, n));
  page->setObjectName(QStringLiteral("webPageGameRows"));
  page->setStatusTip(
      tr("Save the chosen games as one HTML page, with the diagrams their comments "
         "mark ([#])"));
  connect(page, &QAction::triggered, this, [this, rows] { emit webPageRequested(rows); });
  QAction *merge =
      menu->addAction(n == 1 ? tr("&Merge into the Game on the Board")
                             : tr("&Merge %n Games into the Game on the Board", nullptr, n));
  merge->setObjectName(QStringLiteral("mergeGameRow"));
  merge->setStatusTip(
      tr("Add the turns of the chosen games to the game on the board as variations, "
         "where it reaches each game's start"));
  connect(merge, &QAction::triggered, this, [this, rows] { emit mergeRequested(rows); });
  menu->addSeparator();
  QAction *remove =
      menu->addAction(n == 1 ? tr("&Delete Game\u2026") : tr("&Delete %n Games\u2026", nullptr, n));
  remove->setObjectName(QStringLiteral("deleteGameRow"));
  remove->setShortcut(QKeySequence::Delete);
  remove->setShortcutVisibleInContextMenu(true);
  connect(remove, &QAction::triggered, this, [this, rows] { emit deleteRequested(rows); });
  return menu;
}

QList<int> GamesView::selectedSourceRows() const {
  QList<int> rows;
  for (const QModelIndex &index : m_table->selectionModel()->selectedRows()) {
    const QModelIndex source = m_model->mapToSource(index);
    if (source.isValid()) rows.append(source.row());
  }
  std::sort(rows.begin(), rows.end());
  return rows;
}

bool GamesView::eventFilter(QObject *watched, QEvent *event) {
  if (watched == m_table && event->type() == QEvent::KeyPress) {
    auto *key = static_cast<QKeyEvent *>(event);
    const bool remove = key->key() == Qt::Key_Delete && key->modifiers() == Qt::NoModifier;
    const bool copy = key->matches(QKeySequence::Copy);
    if (remove || copy) {
      const QList<int> rows = selectedSourceRows();
      if (!rows.isEmpty()) {
        if (remove)
          emit deleteRequested(rows);
        else
          emit copyRequested(rows);
        return true;
      }
    }
  }
  return QWidget::eventFilter(watched, event);
}

void GamesView::selectSourceRow(int row) {
  const QModelIndex source = m_model->sourceModel()->index(row, 0);
  const QModelIndex index = m_model->mapFromSource(source);
  if (!index.isValid()) {
    m_table->clearSelection();
    return;
  }
  m_table->selectRow(index.row());
  m_table->scrollTo(index);
}

void GamesView::updateCount() {
  if (m_searching) return;
  const QLocale locale;
  const int shown = m_model->rowCount();
  const int all = m_model->sourceModel() ? m_model->sourceModel()->rowCount() : shown;
  m_count->setText(shown == all
                       ? tr("%n game(s)", nullptr, all)
                       : tr("%1 of %2 games").arg(locale.toString(shown), locale.toString(all)));
}

void GamesView::setSummary(const QString &text) {
  m_summary->setText(text);
  m_summary->setVisible(!text.isEmpty());
}

void GamesView::setSearchProgress(int searched, int total, int found) {
  m_searching = true;
  m_search->setText(tr("Stop"));
  const QLocale locale;
  m_count->setText(
      tr("Searching: %1 of %2 games, %3 found")
          .arg(locale.toString(searched), locale.toString(total), locale.toString(found)));
}

void GamesView::setSearchFinished(bool complete, int searched, int found) {
  m_searching = false;
  m_search->setText(tr("Games with This Position"));
  setPositionFilterShown(true);
  const QLocale locale;
  if (!complete)
    m_count->setText(tr("Stopped after %1 games: %2 found")
                         .arg(locale.toString(searched), locale.toString(found)));
  else if (found == 1)
    m_count->setText(tr("1 game reaches this position"));
  else
    m_count->setText(tr("%1 games reach this position").arg(locale.toString(found)));
}

void GamesView::setPositionFilterShown(bool shown) {
  m_showAll->setVisible(shown);
  if (!shown) updateCount();
}
