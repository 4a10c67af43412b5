#include "wizardview.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "choicedelegate.h"
#include "gamedocument.h"
#include "wizardtext.h"

using Step = DeclarationWizard::Step;

namespace {

constexpr int kChoiceSteps = int(Step::Target) + 1;  // steps with a list of answers

QString squareText(sc::Square s) { return QString::fromStdString(sc::squareName(s)); }

QLabel *wrappedLabel(const QString &name) {
  auto *label = new QLabel;
  label->setObjectName(name);
  label->setWordWrap(true);
  label->setTextInteractionFlags(Qt::TextSelectableByMouse);
  return label;
}

}  // namespace

WizardView::WizardView(DeclarationWizard *wizard, QWidget *parent)
    : QWidget(parent), m_wizard(wizard) {
  setObjectName(QStringLiteral("wizardView"));

  m_steps = wrappedLabel(QStringLiteral("wizardSteps"));
  m_steps->setTextFormat(Qt::RichText);
  QFont small = m_steps->font();
  small.setPointSizeF(small.pointSizeF() * 0.9);
  m_steps->setFont(small);
  m_heading = wrappedLabel(QStringLiteral("wizardHeading"));
  QFont big = m_heading->font();
  big.setPointSizeF(big.pointSizeF() * 1.3);
  big.setWeight(QFont::Bold);
  m_heading->setFont(big);
  m_answers = wrappedLabel(QStringLiteral("wizardAnswers"));
  m_hint = wrappedLabel(QStringLiteral("wizardHint"));
  m_hint->setForegroundRole(QPalette::PlaceholderText);
  m_refusal = wrappedLabel(QStringLiteral("wizardRefusal"));
  m_refusal->setStyleSheet(
      QStringLiteral("QLabel { color: #8c1d18; background: #fbe9e7; border: 1px solid #e8b4ad;"
                     " border-radius: 4px; padding: 4px 6px; }"));

  m_pages = new QStackedWidget;
  m_pages->setObjectName(QStringLiteral("wizardPages"));
  const char *names[kChoiceSteps] = {"shooterList", "kindList", "positionList", "routeList",
                                     "targetList"};
  for (int i = 0; i < kChoiceSteps; ++i) {
    auto *list = new QListWidget;
    list->setObjectName(QLatin1String(names[i]));
    list->setItemDelegate(new ChoiceDelegate(list));
    list->setResizeMode(QListView::Adjust);  // rows re-wrap to the dock's width
    list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    list->setAlternatingRowColors(true);
    connect(list, &QListWidget::itemSelectionChanged, this, [this, list] {
      const QList<QListWidgetItem *> chosen = list->selectedItems();
      if (m_wizard) m_wizard->select(chosen.isEmpty() ? -1 : list->row(chosen.first()));
    });
    connect(list, &QListWidget::itemActivated, this, [this, list](QListWidgetItem *item) {
      if (m_wizard) m_wizard->answer(list->row(item));
    });
    list->installEventFilter(this);
    m_lists.append(list);
    m_pages->addWidget(list);
  }
  m_pages->addWidget(createPreviewPage());

  m_back = new QPushButton(tr("&Back"));
  m_back->setObjectName(QStringLiteral("wizardBack"));
  m_back->setToolTip(tr("Back to the previous question (Backspace, Alt+Left)"));
  m_cancel = new QPushButton(tr("Cancel"));
  m_cancel->setObjectName(QStringLiteral("wizardCancel"));
  m_cancel->setToolTip(tr("Start again from the shooter (Esc)"));
  m_next = new QPushButton(tr("&Next"));
  m_next->setObjectName(QStringLiteral("wizardNext"));
  m_next->setToolTip(tr("Take the chosen answer (Alt+N, or Enter in the list)"));
  m_declare = new QPushButton(tr("&Declare"));
  m_declare->setObjectName(QStringLiteral("wizardDeclare"));
  m_declare->setToolTip(tr("Play this turn (Alt+D, or Ctrl+Enter)"));
  QFont bold = m_declare->font();
  bold.setWeight(QFont::Bold);
  m_declare->setFont(bold);
  // Enter presses the focused button, as in a dialog: a dock is no dialog,
  // so QPushButton would otherwise ignore it.
  for (QPushButton *button : {m_back, m_cancel, m_next, m_declare}) button->setAutoDefault(true);
  connect(m_back, &QPushButton::clicked, wizard, &DeclarationWizard::back);
  connect(m_cancel, &QPushButton::clicked, wizard, &DeclarationWizard::cancel);
  connect(m_next, &QPushButton::clicked, wizard, &DeclarationWizard::next);
  connect(m_declare, &QPushButton::clicked, wizard, &DeclarationWizard::declare);
  auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
  escape->setContext(Qt::WidgetWithChildrenShortcut);
  connect(escape, &QShortcut::activated, wizard, &DeclarationWizard::cancel);
  for (const QKeySequence &keys :
       {QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::ALT | Qt::Key_Left)}) {
    auto *back = new QShortcut(keys, this);
    back->setContext(Qt::WidgetWithChildrenShortcut);
    connect(back, &QShortcut::activated, wizard, &DeclarationWizard::back);
  }
  for (const QKeySequence &keys :
       {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
    auto *declare = new QShortcut(keys, this);
    declare->setContext(Qt::WidgetWithChildrenShortcut);
    connect(declare, &QShortcut::activated, wizard, &DeclarationWizard::declare);
  }

  auto *buttons = new QHBoxLayout;
  buttons->addWidget(m_back);
  buttons->addWidget(m_cancel);
  buttons->addStretch(1);
  buttons->addWidget(m_next);
  buttons->addWidget(m_declare);

  auto *layout = new QVBoxLayout(this);
  layout->addWidget(m_steps);
  layout->addWidget(m_answers);
  layout->addWidget(m_heading);
  layout->addWidget(m_hint);
  layout->addWidget(m_pages, 1);
  layout->addWidget(m_refusal);
  layout->addLayout(buttons);

  connect(wizard, &DeclarationWizard::changed, this, &WizardView::refresh);
  refresh();
}

QListWidget *WizardView::listFor(Step step) const {
  return int(step) < kChoiceSteps ? m_lists[int(step)] : nullptr;
}

QWidget *WizardView::createPreviewPage() {
  auto *page = new QWidget;
  page->setObjectName(QStringLiteral("previewPage"));
  m_notation = wrappedLabel(QStringLiteral("previewNotation"));
  QFont huge = m_notation->font();
  huge.setPointSizeF(huge.pointSizeF() * 2.2);
  huge.setWeight(QFont::Bold);
  m_notation->setFont(huge);
  // A long token must not widen the dock as the steps go by (it cannot wrap).
  m_notation->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_description = wrappedLabel(QStringLiteral("previewDescription"));
  m_stop = wrappedLabel(QStringLiteral("previewStop"));
  m_table = new QTableWidget(0, 3);
  m_table->setObjectName(QStringLiteral("previewTable"));
  m_table->setHorizontalHeaderLabels({tr("Shooter"), tr("Rank"), tr("Result")});
  m_table->verticalHeader()->hide();
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setSelectionMode(QAbstractItemView::NoSelection);
  m_table->setFocusPolicy(Qt::NoFocus);
  m_table->setShowGrid(false);
  m_table->setAlternatingRowColors(true);
  m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_table->horizontalHeader()->setStretchLastSection(true);
  m_nothing = wrappedLabel(QStringLiteral("previewNothing"));
  m_nothing->setText(tr("Nothing is shot."));
  m_check = wrappedLabel(QStringLiteral("previewCheck"));
  m_end = wrappedLabel(QStringLiteral("previewEnd"));
  QFont strong = m_end->font();
  strong.setWeight(QFont::Bold);
  m_check->setFont(strong);
  m_end->setFont(strong);

  auto *layout = new QVBoxLayout(page);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_notation);
  layout->addWidget(m_description);
  layout->addWidget(m_stop);
  layout->addWidget(m_table);
  layout->addWidget(m_nothing);
  layout->addWidget(m_check);
  layout->addWidget(m_end);
  layout->addStretch(1);
  return page;
}

QString WizardView::stepsText() const {
  // "Shooter › Kind › Position › Preview", the current step stressed.
  QStringList parts;
  const QList<Step> steps = m_wizard->plannedSteps();
  const int current = m_wizard->answers().size();
  for (int i = 0; i < steps.size(); ++i) {
    const QString name = DeclarationWizard::stepName(steps[i]).toHtmlEscaped();
    if (i == current)
      parts.append(QStringLiteral("<b>%1</b>").arg(name));
    else if (i < current)
      parts.append(name);
    else
      parts.append(QStringLiteral("<span style='color:#8a8f96'>%1</span>").arg(name));
  }
  return tr("Step %1 of %2: %3")
      .arg(current + 1)
      .arg(steps.size())
      .arg(parts.join(QStringLiteral(" \u203a ")));
}

void WizardView::keyPressEvent(QKeyEvent *event) {
  // Enter anywhere on the preview page declares: Declare is the step's
  // default button.
  const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
  if (enter && m_wizard && m_wizard->step() == Step::Preview) {
    m_wizard->declare();
    return;
  }
  QWidget::keyPressEvent(event);
}

bool WizardView::eventFilter(QObject *watched, QEvent *event) {
  // Enter in a list answers, and ends there: QAbstractItemView passes it on
  // to its parent, where, the step being the preview by then, it would
  // declare at once.
  auto *list = qobject_cast<QListWidget *>(watched);
  if (list && event->type() == QEvent::KeyPress) {
    const int key = static_cast<QKeyEvent *>(event)->key();
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && list->currentRow() >= 0 && m_wizard) {
      m_wizard->answer(list->currentRow());
      return true;
    }
  }
  return QWidget::eventFilter(watched, event);
}

void WizardView::refresh() {
  if (!m_wizard) return;
  const Step step = m_wizard->step();
  m_steps->setText(stepsText());
  m_heading->setText(m_wizard->question());
  const QStringList answers = m_wizard->answers();
  m_answers->setText(tr("So far: %1").arg(answers.join(QStringLiteral(" \u203a "))));
  m_answers->setVisible(!answers.isEmpty());
  const bool onBoard = !m_wizard->choiceSquares().isEmpty();
  m_hint->setText(step == Step::Preview ? tr("Check the turn, then declare it.")
                  : onBoard             ? tr("Choose below, or click a framed square on the board.")
                                        : tr("Choose below."));
  m_refusal->setText(m_wizard->refusal());
  m_refusal->setVisible(!m_wizard->refusal().isEmpty());

  // Keyboard users stay in the wizard: the focus follows to the new page.
  const bool hadFocus = focusWidget() && isAncestorOf(focusWidget()) && focusWidget()->hasFocus();
  m_pages->setCurrentIndex(int(step));
  if (step == Step::Preview)
    fillPreview();
  else
    fillList(m_lists[int(step)]);

  m_back->setEnabled(m_wizard->canGoBack());
  m_cancel->setEnabled(m_wizard->isStarted());
  // Hide before showing: for a moment both would widen the dock for good.
  QPushButton *shown = step == Step::Preview ? m_declare : m_next;
  (shown == m_next ? m_declare : m_next)->setVisible(false);
  shown->setVisible(true);
  m_next->setEnabled(m_wizard->canGoNext());
  if (hadFocus) {
    if (step == Step::Preview)
      m_declare->setFocus();
    else
      m_lists[int(step)]->setFocus();
  }
}

void WizardView::fillList(QListWidget *list) {
  const QList<DeclarationWizard::Choice> &choices = m_wizard->choices();
  QStringList key{QString::number(int(m_wizard->step())), m_wizard->answers().join('|')};
  for (const auto &c : choices) key << c.label << c.detail;
  const QString shown = key.join(QChar(0x1f));
  const QSignalBlocker block(list);
  if (shown != m_shown) {
    m_shown = shown;
    list->clear();
    for (const auto &c : choices) {
      auto *item = new QListWidgetItem(c.label, list);
      item->setData(ChoiceDelegate::DetailRole, c.detail);
      item->setToolTip(c.detail);
    }
  }
  const int selected = m_wizard->selectedChoice();
  if (selected >= 0) {
    list->setCurrentRow(selected);
  } else {
    // A current row without a selection: the keyboard starts at the top, and
    // focusing the list does not pick an answer on the user's behalf.
    list->selectionModel()->setCurrentIndex(list->model()->index(0, 0),
                                            QItemSelectionModel::NoUpdate);
    list->clearSelection();
  }
  if (list->currentItem()) list->scrollToItem(list->currentItem());
}

void WizardView::fillPreview() {
  m_shown.clear();
  const TurnPreview pv = m_wizard->preview();
  const sc::Position &pos = m_wizard->turnInput()->document()->position();
  auto name = [&pos](sc::Square s) {
    QString piece =
        QCoreApplication::translate("PieceName", pos.variant().piece(pos.at(s)).name.c_str());
    if (!piece.isEmpty()) piece[0] = piece[0].toUpper();
    return tr("%1 on %2").arg(piece, squareText(s));
  };
  m_notation->setText(pv.notation);
  m_description->setText(pv.description);

  const sc::TurnKind kind = pv.turn.kind;
  // With its article, capitalised: "The knight", "Le cavalier", "Der Springer".
  const QString who = wizardtext::capitalised(wizardtext::pieceNameDefinite(pos, pv.origin));
  QString stop;
  if (pv.originRemoved)
    stop = tr("%1 on %2 leaves the board.").arg(who, squareText(pv.origin));
  else if (kind == sc::TurnKind::PairTranslate)
    stop = tr("The pair ends on %1 and %2.").arg(squareText(pv.stop), squareText(pv.partnerStop));
  else if (pv.stop == pv.origin)
    stop = tr("%1 stays on %2.").arg(who, squareText(pv.stop));
  else if (pv.stop != pv.declared &&
           (kind == sc::TurnKind::Series || kind == sc::TurnKind::PairRotate))
    stop = tr("%1 stops on %2: a survivor blocks the way to %3.")
               .arg(who, squareText(pv.stop), squareText(pv.declared));
  else
    stop = tr("%1 ends on %2.").arg(who, squareText(pv.stop));
  m_stop->setText(stop);

  m_table->setRowCount(0);
  auto addRow = [this](const QString &shooter, const QString &rank, const QString &result) {
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(shooter));
    m_table->setItem(row, 1, new QTableWidgetItem(rank));
    m_table->setItem(row, 2, new QTableWidgetItem(result));
  };
  for (sc::Square s : pv.falls)
    addRow(name(s), tr("%1 \u2192 \u2014").arg(pos.at(s).rank), tr("falls"));
  for (const TurnPreview::RankChange &r : pv.rankChanges)
    addRow(name(r.square), tr("%1 \u2192 %2").arg(r.before).arg(r.after),
           r.after < r.before ? tr("survives") : tr("gains rank"));
  const bool any = m_table->rowCount() > 0;
  m_table->setVisible(any);
  m_nothing->setVisible(!any);
  if (any) {
    const int rows = m_table->rowCount() * m_table->verticalHeader()->defaultSectionSize();
    m_table->setMaximumHeight(rows + m_table->horizontalHeader()->sizeHint().height() + 4);
  }

  const DeclarationWizard::Consequence c = m_wizard->consequence();
  m_check->setText(tr("Check: the opponent's royal monarch can be shot down."));
  m_check->setVisible(c.check);
  m_end->setText(tr("Game ends: %1.").arg(c.gameEnd));
  m_end->setVisible(!c.gameEnd.isEmpty());
}
