#include "fortunedialog.h"

#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

QString percent(double odds) { return QStringLiteral("%1 %").arg(odds * 100, 0, 'f', 2); }

}  // namespace

FortuneDialog::FortuneDialog(const ReservesModel &model, QWidget *parent)
    : QDialog(parent), m_model(model), m_outcomes(model.outcomes()) {
  setObjectName(QStringLiteral("fortuneDialog"));
  setWindowTitle(tr("Fortune of War"));
  auto *layout = new QVBoxLayout(this);
  auto *intro = new QLabel(
      model.sideToMove() == sc::Color::White
          ? tr("The fortune of war is due, White to move. Draw a card with the ruleset's odds, "
               "or choose an outcome by hand to study it. Either is recorded as the turn.")
          : tr("The fortune of war is due, Black to move. Draw a card with the ruleset's odds, "
               "or choose an outcome by hand to study it. Either is recorded as the turn."));
  intro->setWordWrap(true);
  layout->addWidget(intro);
  layout->addWidget(drawPage());
  layout->addWidget(handPage(), 1);
  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
  buttons->setObjectName(QStringLiteral("fortuneButtons"));
  layout->addWidget(buttons);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  resize(620, 560);
}

QWidget *FortuneDialog::drawPage() {
  auto *box = new QGroupBox(tr("Draw a card"));
  auto *layout = new QVBoxLayout(box);
  auto *row = new QHBoxLayout;
  m_seed = new QSpinBox;
  m_seed->setObjectName(QStringLiteral("fortuneSeed"));
  m_seed->setRange(0, 0x7fffffff);
  // The position's own seed: the same position offers the same draw.
  m_seed->setValue(int(m_model.defaultSeed() & 0x7fffffff));
  m_seed->setToolTip(
      tr("The draw is reproducible: the same seed in the same position draws the "
         "same card."));
  auto *seedLabel = new QLabel(tr("&Seed:"));
  seedLabel->setBuddy(m_seed);
  m_draw = new QPushButton(tr("&Draw a card"));
  m_draw->setObjectName(QStringLiteral("drawButton"));
  row->addWidget(seedLabel);
  row->addWidget(m_seed, 1);
  row->addWidget(m_draw);
  layout->addLayout(row);
  m_result = new QLabel(tr("No card drawn yet."));
  m_result->setObjectName(QStringLiteral("drawnLabel"));
  m_result->setWordWrap(true);
  m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_playDrawn = new QPushButton(tr("&Play"));
  m_playDrawn->setObjectName(QStringLiteral("playDrawnButton"));
  m_playDrawn->setEnabled(false);
  auto *resultRow = new QHBoxLayout;
  resultRow->addWidget(m_result, 1);
  resultRow->addWidget(m_playDrawn);
  layout->addLayout(resultRow);
  connect(m_draw, &QPushButton::clicked, this, &FortuneDialog::drawCard);
  connect(m_playDrawn, &QPushButton::clicked, this, [this] { choose(m_drawn); });
  return box;
}

QWidget *FortuneDialog::handPage() {
  auto *box = new QGroupBox(tr("Choose by hand"));
  auto *layout = new QVBoxLayout(box);
  m_list = new QTreeWidget;
  m_list->setObjectName(QStringLiteral("outcomeList"));
  m_list->setRootIsDecorated(false);
  m_list->setUniformRowHeights(true);
  m_list->setHeaderLabels({tr("Outcome"), tr("Notation"), tr("Odds")});
  for (const ReservesModel::Outcome &o : std::as_const(m_outcomes)) {
    auto *item = new QTreeWidgetItem(m_list, {o.words, o.notation, percent(o.odds)});
    item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
  }
  m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
  m_list->header()->setStretchLastSection(false);
  layout->addWidget(m_list);
  m_playChosen = new QPushButton(tr("Play the &chosen outcome"));
  m_playChosen->setObjectName(QStringLiteral("playChosenButton"));
  m_playChosen->setEnabled(false);
  layout->addWidget(m_playChosen, 0, Qt::AlignRight);
  connect(m_list, &QTreeWidget::currentItemChanged, this,
          [this](QTreeWidgetItem *item) { m_playChosen->setEnabled(item && m_drawn < 0); });
  connect(m_playChosen, &QPushButton::clicked, this,
          [this] { choose(m_list->indexOfTopLevelItem(m_list->currentItem())); });
  connect(m_list, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
    if (m_drawn < 0) choose(m_list->indexOfTopLevelItem(item));
  });
  return box;
}

// K24a: a draw is final; once a card is drawn it can only be played or the
// dialog cancelled, and choosing by hand is closed.
void FortuneDialog::drawCard() {
  m_drawn = m_model.draw(quint32(m_seed->value()));
  if (m_drawn < 0 || m_drawn >= m_outcomes.size()) return;
  const ReservesModel::Outcome &o = m_outcomes[m_drawn];
  m_result->setText(tr("Drawn with seed %1: <b>%2</b> (%3), odds %4")
                        .arg(m_seed->value())
                        .arg(o.words.toHtmlEscaped(), o.notation.toHtmlEscaped(), percent(o.odds)));
  m_seed->setEnabled(false);
  m_draw->setEnabled(false);
  m_playDrawn->setEnabled(true);
  m_playDrawn->setDefault(true);
  m_list->setCurrentItem(m_list->topLevelItem(m_drawn));
  m_list->setEnabled(false);
  m_playChosen->setEnabled(false);
}

void FortuneDialog::choose(int index) {
  if (index < 0 || index >= m_outcomes.size()) return;
  emit turnChosen(m_outcomes[index].turn);
  accept();
}
