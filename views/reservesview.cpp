#include "reservesview.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include "reservesmodel.h"

namespace {

enum Kind { WithdrawKind, BuyKind, PlaceKind };

const QList<ReservesModel::Option> &options(const ReservesModel &model, int kind) {
  switch (kind) {
    case WithdrawKind:
      return model.withdrawals();
    case BuyKind:
      return model.purchases();
    default:
      return model.placements();
  }
}

QString sideName(sc::Color c) {
  return c == sc::Color::White ? ReservesView::tr("White") : ReservesView::tr("Black");
}

}  // namespace

ReservesView::ReservesView(ReservesModel *model, QWidget *parent)
    : QWidget(parent), m_model(model) {
  auto *layout = new QVBoxLayout(this);
  auto *sides = new QHBoxLayout;
  sides->addWidget(sideBox(sc::Color::White));
  sides->addWidget(sideBox(sc::Color::Black));
  layout->addLayout(sides);

  auto *turns = new QGroupBox(tr("Reserve turns"));
  auto *form = new QVBoxLayout(turns);
  m_mover = new QLabel;
  m_mover->setObjectName(QStringLiteral("reservesMover"));
  form->addWidget(m_mover);
  m_withdraw = chooser(QStringLiteral("withdraw"), tr("&Withdraw"), turns);
  m_buy = chooser(QStringLiteral("buy"), tr("&Buy"), turns);
  m_place = chooser(QStringLiteral("place"), tr("&Place"), turns);
  for (const Chooser *c : {&m_withdraw, &m_buy, &m_place}) {
    auto *row = new QHBoxLayout;
    row->addWidget(c->combo, 1);
    row->addWidget(c->button);
    form->addLayout(row);
  }
  layout->addWidget(turns);

  auto *fortune = new QGroupBox(tr("Fortune of war"));
  auto *fortuneRow = new QHBoxLayout(fortune);
  m_fortune = new QLabel;
  m_fortune->setObjectName(QStringLiteral("fortuneStatus"));
  m_fortune->setWordWrap(true);
  m_fortuneButton = new QPushButton(tr("Fortune of War\u2026"));
  m_fortuneButton->setObjectName(QStringLiteral("fortuneButton"));
  fortuneRow->addWidget(m_fortune, 1);
  fortuneRow->addWidget(m_fortuneButton);
  layout->addWidget(fortune);
  layout->addStretch(1);

  connect(m_withdraw.button, &QPushButton::clicked, this,
          [this] { play(m_withdraw, WithdrawKind); });
  connect(m_buy.button, &QPushButton::clicked, this, [this] { play(m_buy, BuyKind); });
  connect(m_place.button, &QPushButton::clicked, this, [this] { play(m_place, PlaceKind); });
  for (const Chooser *c : {&m_withdraw, &m_buy, &m_place})
    connect(c->combo, &QComboBox::currentIndexChanged, this, [this, c] { updateButton(*c); });
  connect(m_fortuneButton, &QPushButton::clicked, this, &ReservesView::fortuneRequested);
  connect(model, &ReservesModel::changed, this, &ReservesView::refresh);
  refresh();
}

QWidget *ReservesView::sideBox(sc::Color c) {
  auto *box = new QGroupBox(sideName(c));
  const QString prefix = c == sc::Color::White ? QStringLiteral("white") : QStringLiteral("black");
  SideLabels &labels = m_sides[sc::index(c)];
  auto *form = new QFormLayout(box);
  labels.credit = new QLabel;
  labels.credit->setObjectName(prefix + QStringLiteral("Credit"));
  labels.lost = new QLabel;
  labels.lost->setObjectName(prefix + QStringLiteral("Lost"));
  labels.pool = new QLabel;
  labels.pool->setObjectName(prefix + QStringLiteral("Pool"));
  labels.pool->setWordWrap(true);
  form->addRow(tr("Credit:"), labels.credit);
  form->addRow(tr("Losses:"), labels.lost);
  form->addRow(tr("Pool:"), labels.pool);
  box->setObjectName(prefix + QStringLiteral("Reserves"));
  return box;
}

ReservesView::Chooser ReservesView::chooser(const QString &name, const QString &label,
                                            QWidget *parent) {
  Chooser c;
  c.combo = new QComboBox(parent);
  c.combo->setObjectName(name + QStringLiteral("Combo"));
  c.combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  c.combo->setMinimumContentsLength(16);
  c.button = new QPushButton(label, parent);
  c.button->setObjectName(name + QStringLiteral("Button"));
  return c;
}

void ReservesView::refresh() {
  for (sc::Color c : {sc::Color::White, sc::Color::Black}) {
    const ReservesModel::Side &side = m_model->side(c);
    SideLabels &labels = m_sides[sc::index(c)];
    labels.credit->setText(QString::number(side.credit));
    labels.lost->setText(QString::number(side.lost));
    QStringList pool;
    for (const ReservesModel::PoolEntry &e : side.pool)
      pool << tr("%1 \u00d7 %2").arg(e.count).arg(e.name);
    labels.pool->setText(pool.isEmpty() ? tr("empty") : pool.join(QStringLiteral(", ")));
  }
  m_mover->setText(tr("%1 to move").arg(sideName(m_model->sideToMove())));
  fill(m_withdraw, WithdrawKind);
  fill(m_buy, BuyKind);
  fill(m_place, PlaceKind);
  if (m_model->fortuneDue())
    m_fortune->setText(tr("Due now: draw a card before any other turn (K24)."));
  else if (m_model->fortuneMove() > 0)
    m_fortune->setText(tr("Comes at move %1.").arg(m_model->fortuneMove()));
  else
    m_fortune->setText(tr("None left in this game."));
  m_fortuneButton->setEnabled(m_model->fortuneDue());
}

// The combo lists the kind's options; refused ones are greyed with their
// reason, and the first playable one is chosen.
void ReservesView::fill(const Chooser &chooser, int kind) {
  const QSignalBlocker block(chooser.combo);
  chooser.combo->clear();
  const QList<ReservesModel::Option> &list = options(*m_model, kind);
  auto *items = qobject_cast<QStandardItemModel *>(chooser.combo->model());
  int first = -1;
  for (int i = 0; i < list.size(); ++i) {
    const ReservesModel::Option &o = list[i];
    chooser.combo->addItem(o.notation.isEmpty() ? o.text
                                                : tr("%1 \u2014 %2").arg(o.text, o.notation));
    QStandardItem *item = items->item(i);
    item->setEnabled(o.enabled);
    item->setToolTip(o.enabled ? o.notation : o.reason);
    if (o.enabled && first < 0) first = i;
  }
  chooser.combo->setCurrentIndex(first >= 0 ? first : list.isEmpty() ? -1 : 0);
  // An empty list says why it is empty.
  chooser.combo->setPlaceholderText(m_model->fortuneDue() ? tr("The fortune of war comes first")
                                                          : tr("Nothing to choose"));
  chooser.combo->setEnabled(!list.isEmpty());
  updateButton(chooser);
}

void ReservesView::updateButton(const Chooser &chooser) {
  const int kind = &chooser == &m_withdraw ? WithdrawKind
                   : &chooser == &m_buy    ? BuyKind
                                           : PlaceKind;
  const QList<ReservesModel::Option> &list = options(*m_model, kind);
  const int i = chooser.combo->currentIndex();
  chooser.button->setEnabled(i >= 0 && i < list.size() && list[i].enabled);
}

void ReservesView::play(const Chooser &chooser, int kind) {
  const QList<ReservesModel::Option> &list = options(*m_model, kind);
  const int i = chooser.combo->currentIndex();
  if (i < 0 || i >= list.size() || !list[i].enabled) return;
  emit turnChosen(list[i].turn);
}
