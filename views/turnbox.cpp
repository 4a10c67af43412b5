#include "turnbox.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStringListModel>
#include <QVBoxLayout>

#include "turncompletion.h"

TurnBox::TurnBox(TurnCompletion *completion, QWidget *parent)
    : QWidget(parent), m_completion(completion) {
  setObjectName(QStringLiteral("turnBox"));
  m_edit = new QLineEdit;
  m_edit->setObjectName(QStringLiteral("turnEdit"));
  m_edit->setPlaceholderText(tr("Type a turn and press Enter"));
  m_edit->setClearButtonEnabled(true);
  m_edit->setToolTip(
      tr("A turn in the game's notation; the suggestions are the legal turns. "
         "Escape goes back to the board."));
  auto *label = new QLabel(tr("&Turn:"));
  label->setBuddy(m_edit);

  m_model = new QStringListModel(this);
  m_completer = new QCompleter(m_model, this);
  m_completer->setCaseSensitivity(Qt::CaseInsensitive);
  m_completer->setModelSorting(QCompleter::CaseSensitivelySortedModel);
  m_completer->setFilterMode(Qt::MatchStartsWith);
  m_completer->setMaxVisibleItems(12);
  m_edit->setCompleter(m_completer);

  m_message = new QLabel;
  m_message->setObjectName(QStringLiteral("turnMessage"));
  m_message->setWordWrap(true);
  m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_message->hide();

  auto *row = new QHBoxLayout;
  row->setContentsMargins(0, 0, 0, 0);
  row->addWidget(label);
  row->addWidget(m_edit, 1);
  auto *layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 2, 4, 2);
  layout->setSpacing(2);
  layout->addLayout(row);
  layout->addWidget(m_message);

  // The legal turns are computed when the user starts typing, not at every
  // step through a game.
  connect(m_completion, &TurnCompletion::turnsChanged, this, [this] {
    m_stale = true;
    if (m_edit->hasFocus()) refreshTurns();
  });
  connect(m_edit, &QLineEdit::textEdited, this, [this] {
    refreshTurns();
    showMessage({});
  });
  connect(m_edit, &QLineEdit::returnPressed, this, &TurnBox::submit);
  m_edit->installEventFilter(this);
}

QString TurnBox::message() const { return m_message->isVisible() ? m_message->text() : QString(); }

void TurnBox::activate() {
  refreshTurns();
  m_edit->setFocus(Qt::ShortcutFocusReason);
  m_edit->selectAll();
}

bool TurnBox::eventFilter(QObject *watched, QEvent *event) {
  if (watched == m_edit) {
    if (event->type() == QEvent::FocusIn) refreshTurns();
    // Escape belongs to the line while it has the keyboard, before any
    // window-wide Escape (presentation mode, the guided board).
    if (event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
      event->accept();
      return true;
    }
    if (event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
      m_edit->clear();
      showMessage({});
      emit done();
      return true;
    }
  }
  return QWidget::eventFilter(watched, event);
}

void TurnBox::submit() {
  // Enter in the suggestions fills the line first; the turn is played from it.
  if (m_completer->popup()->isVisible()) m_completer->popup()->hide();
  QString error;
  if (m_completion->play(m_edit->text(), &error)) {
    m_edit->clear();
    showMessage({});
  } else {
    showMessage(error);  // the text stays, to be corrected
  }
}

void TurnBox::refreshTurns() {
  if (!m_stale) return;
  m_stale = false;
  m_model->setStringList(m_completion->turns());
}

void TurnBox::showMessage(const QString &text) {
  m_message->setText(text);
  m_message->setVisible(!text.isEmpty());
  if (!text.isEmpty()) m_message->setStyleSheet(QStringLiteral("color: palette(highlight);"));
}
