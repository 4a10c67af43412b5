#include "openingtreeview.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include "gamedocument.h"
#include "openingtree.h"

namespace {

// The results as one bar: White's wins light, draws grey, Black's wins dark,
// each share written inside when it has room (Lichess's explorer).
class ResultsDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;

  void paint(QPainter *p, const QStyleOptionViewItem &option,
             const QModelIndex &index) const override {
    const QList<qreal> shares = index.data(OpeningTree::SharesRole).value<QList<qreal>>();
    if (shares.size() != 3) {
      QStyledItemDelegate::paint(p, option, index);
      return;
    }
    QStyleOptionViewItem background = option;
    background.text.clear();
    QStyledItemDelegate::paint(p, background, index);  // selection and hover
    const QRectF bar = QRectF(option.rect).adjusted(3, 3, -3, -3);
    const QColor fills[] = {QColor(0xf2, 0xf2, 0xf2), QColor(0x9e, 0x9e, 0x9e),
                            QColor(0x30, 0x30, 0x30)};
    const QColor inks[] = {QColor(0x20, 0x20, 0x20), QColor(0x10, 0x10, 0x10),
                           QColor(0xf0, 0xf0, 0xf0)};
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    QFont font = option.font;
    font.setPointSizeF(font.pointSizeF() * 0.9);
    p->setFont(font);
    const QFontMetricsF fm(font);
    qreal x = bar.left();
    for (int i = 0; i < 3; ++i) {
      const qreal w = i == 2 ? bar.right() - x : bar.width() * shares[i];
      const QRectF part(x, bar.top(), w, bar.height());
      p->fillRect(part, fills[i]);
      const QString text = QStringLiteral("%1%").arg(qRound(100 * shares[i]));
      if (fm.horizontalAdvance(text) + 4 <= w) {
        p->setPen(inks[i]);
        p->drawText(part, Qt::AlignCenter, text);
      }
      x += w;
    }
    p->setPen(QPen(option.palette.color(QPalette::Mid), 1));
    p->setBrush(Qt::NoBrush);
    p->drawRect(bar);
    p->restore();
  }
};

}  // namespace

OpeningTreeView::OpeningTreeView(GameDocument *document, OpeningTree *tree, QWidget *parent)
    : QWidget(parent), m_document(document), m_tree(tree) {
  setObjectName(QStringLiteral("openingTreeView"));
  m_status = new QLabel;
  m_status->setObjectName(QStringLiteral("openingTreeStatus"));
  m_status->setWordWrap(true);
  m_table = new QTableView;
  m_table->setObjectName(QStringLiteral("openingTreeTable"));
  m_table->setModel(tree);
  m_table->setItemDelegateForColumn(OpeningTree::ResultsColumn, new ResultsDelegate(m_table));
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->setSelectionMode(QAbstractItemView::SingleSelection);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->verticalHeader()->hide();
  m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
  m_table->setShowGrid(false);
  m_table->setAlternatingRowColors(true);
  m_table->setToolTip(tr("Click a turn to play it"));
  // Fixed widths that hold a long turn and a big count, and their titles in
  // every language, so the columns do not jump from one position to the next.
  QHeaderView *header = m_table->horizontalHeader();
  header->setStretchLastSection(true);
  const QFontMetrics fm = m_table->fontMetrics();
  const QFontMetrics bold = header->fontMetrics();
  auto width = [&](int column, const QString &sample) {
    const QString title = tree->headerData(column, Qt::Horizontal).toString();
    header->resizeSection(column,
                          qMax(fm.horizontalAdvance(sample), bold.horizontalAdvance(title)) + 24);
  };
  width(OpeningTree::TurnColumn, QStringLiteral("Nb1-c3@c6+"));
  width(OpeningTree::GamesColumn, QStringLiteral("12,345 (100%)"));
  auto *layout = new QVBoxLayout(this);
  layout->addWidget(m_status);
  layout->addWidget(m_table, 1);

  connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &i) { play(i.row()); });
  connect(m_table, &QTableView::activated, this, [this](const QModelIndex &i) { play(i.row()); });
  connect(tree, &OpeningTree::progress, this, &OpeningTreeView::updateStatus);
  connect(tree, &QAbstractItemModel::modelReset, this, &OpeningTreeView::updateStatus);
  connect(document, &GameDocument::currentNodeChanged, this, &OpeningTreeView::follow);
  connect(document, &GameDocument::gameReset, this, &OpeningTreeView::follow);
  follow();
}

void OpeningTreeView::showEvent(QShowEvent *event) {
  m_tree->setActive(true);
  QWidget::showEvent(event);
}

void OpeningTreeView::hideEvent(QHideEvent *event) {
  m_tree->setActive(false);
  QWidget::hideEvent(event);
}

void OpeningTreeView::follow() {
  if (!m_document) return;
  m_tree->setPosition(m_document->position());
  updateStatus();
}

void OpeningTreeView::play(int row) {
  if (!m_document) return;
  if (const auto turn = m_tree->turn(row)) m_document->playTurn(*turn);
}

QString OpeningTreeView::statusText() const { return m_status->text(); }

void OpeningTreeView::updateStatus() {
  const QLocale locale;
  QString text;
  const int reaching = m_tree->gamesReaching();
  if (m_tree->gameCount() == 0)
    text = tr("No games: open a PGN file to see what its games played here");
  else if (reaching == 0)
    text = tr("No game of the file reaches this position");
  else
    text = tr("%Ln game(s) reach this position", nullptr, reaching);
  if (m_tree->isWalking())
    text += QLatin1Char('\n') +
            tr("Reading the games: %1 of %2")
                .arg(locale.toString(m_tree->gamesWalked()), locale.toString(m_tree->gameCount()));
  if (m_document &&
      m_document->tree().node(m_document->currentNode()).ply > OpeningTree::kTreePlies)
    text += QLatin1Char('\n') +
            tr("The tree holds each game's first %1 plies").arg(OpeningTree::kTreePlies);
  m_status->setText(text);
}
