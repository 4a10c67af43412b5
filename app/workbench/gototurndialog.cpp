#include "gototurndialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "gamedocument.h"
#include "movemenu.h"
#include "turnnumber.h"

namespace {

// "12." or "12…", the way the notation numbers a turn.
QString numberOf(const GameDocument &document, sc::NodeId node) {
  return QString::number(document.turnNumber(node)) +
         (document.mover(node) == sc::Color::Black ? QStringLiteral("...") : QStringLiteral("."));
}

}  // namespace

GoToTurnDialog::GoToTurnDialog(const GameDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document) {
  setWindowTitle(tr("Go to Turn"));
  setObjectName(QStringLiteral("goToTurnDialog"));

  auto *prompt =
      new QLabel(tr("Turn number, as the notation shows it: 12 for White's twelfth "
                    "turn, 12... for Black's."));
  prompt->setWordWrap(true);
  // On a line of its own, unwrapped: a wrap would split a turn at its hyphen.
  const auto [first, last] = lineTurns(*document);
  auto *range = new QLabel(first == sc::kNoNode
                               ? tr("This line has no turns yet.")
                               : tr("This line runs from %1 to %2.")
                                     .arg(turnLabel(*document, first), turnLabel(*document, last)));
  range->setObjectName(QStringLiteral("lineRange"));
  range->setTextFormat(Qt::PlainText);
  m_number = new QLineEdit;
  m_number->setObjectName(QStringLiteral("turnNumber"));
  prompt->setBuddy(m_number);
  // Starts at the turn shown, selected, so typing replaces it.
  const sc::NodeId current = document->currentNode();
  if (current != document->tree().root()) m_number->setText(numberOf(*document, current));
  m_number->selectAll();
  m_found = new QLabel;
  m_found->setObjectName(QStringLiteral("turnFound"));
  m_found->setTextFormat(Qt::PlainText);

  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  m_ok = buttons->button(QDialogButtonBox::Ok);
  m_ok->setText(tr("&Go"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_number, &QLineEdit::textChanged, this, &GoToTurnDialog::lookUp);

  // Wide enough that the prompt wraps to two or three lines, not five.
  setMinimumWidth(fontMetrics().averageCharWidth() * 60);
  auto *layout = new QVBoxLayout(this);
  layout->addWidget(prompt);
  layout->addWidget(range);
  layout->addWidget(m_number);
  layout->addWidget(m_found);
  layout->addWidget(buttons);
  lookUp();
}

void GoToTurnDialog::lookUp() {
  const std::optional<TurnNumber> wanted = parseTurnNumber(m_number->text());
  m_turn = wanted ? findTurn(*m_document, *wanted) : sc::kNoNode;
  m_ok->setEnabled(m_turn != sc::kNoNode);
  if (m_turn != sc::kNoNode)
    m_found->setText(tr("Goes to %1").arg(turnLabel(*m_document, m_turn)));
  else if (!wanted)
    m_found->setText(m_number->text().trimmed().isEmpty()
                         ? QString()
                         : tr("Type a number such as 12, or 12... for Black's turn."));
  else
    m_found->setText(tr("This line has no turn %1.").arg(m_number->text().trimmed()));
}
