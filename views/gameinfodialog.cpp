#include "gameinfodialog.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

// The form's tags, in the order a scorer fills them in.
const char *const kFormTags[] = {"White", "WhiteElo", "Black", "BlackElo", "Event",
                                 "Site",  "Date",     "Round", "Annotator"};
// Tags the PGN writer makes from the game itself, never kept in the tree.
const char *const kDerived[] = {"Variant", "SetUp", "FEN"};
const char *const kResults[] = {"*", "1-0", "0-1", "1/2-1/2"};

bool isFormTag(const QString &name) {
  for (const char *t : kFormTags)
    if (name == QLatin1String(t)) return true;
  return name == QLatin1String("Result");
}

bool isDerived(const QString &name) {
  for (const char *t : kDerived)
    if (name.compare(QLatin1String(t), Qt::CaseInsensitive) == 0) return true;
  return false;
}

}  // namespace

GameInfoDialog::GameInfoDialog(GameDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document) {
  setObjectName(QStringLiteral("gameInfoDialog"));
  setWindowTitle(tr("Game Information"));
  const std::map<std::string, std::string> &tags = document->tree().tags();
  auto value = [&tags](const char *name) {
    const auto it = tags.find(name);
    return it == tags.end() ? QString() : QString::fromStdString(it->second);
  };

  auto *form = new QFormLayout;
  const QString labels[] = {tr("&White:"),         tr("White's rating:"), tr("&Black:"),
                            tr("Black's rating:"), tr("&Event:"),         tr("&Site:"),
                            tr("&Date:"),          tr("&Round:"),         tr("&Annotator:")};
  for (std::size_t i = 0; i < std::size(kFormTags); ++i) {
    auto *edit = new QLineEdit(value(kFormTags[i]));
    edit->setObjectName(QStringLiteral("tag") + QLatin1String(kFormTags[i]));
    edit->setClearButtonEnabled(true);
    m_fields[QLatin1String(kFormTags[i])] = edit;
    connect(edit, &QLineEdit::textChanged, this, &GameInfoDialog::check);
    if (QLatin1String(kFormTags[i]) == QLatin1String("Date")) {
      edit->setPlaceholderText(tr("YYYY.MM.DD, ?? where unknown"));
      auto *today = new QPushButton(tr("&Today"));
      today->setObjectName(QStringLiteral("todayButton"));
      connect(today, &QPushButton::clicked, edit, [edit] {
        edit->setText(QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
      });
      auto *row = new QHBoxLayout;
      row->addWidget(edit, 1);
      row->addWidget(today);
      auto *label = new QLabel(labels[i]);
      label->setBuddy(edit);
      form->addRow(label, row);
    } else {
      form->addRow(labels[i], edit);
    }
  }
  m_result = new QComboBox;
  m_result->setObjectName(QStringLiteral("tagResult"));
  const QString shown[] = {tr("* (in progress or unknown)"), tr("1-0 (White won)"),
                           tr("0-1 (Black won)"), tr("\u00bd-\u00bd (drawn)")};
  for (std::size_t i = 0; i < std::size(kResults); ++i)
    m_result->addItem(shown[i], QLatin1String(kResults[i]));
  m_result->setCurrentIndex(qMax(0, m_result->findData(value("Result"))));
  form->addRow(tr("Res&ult:"), m_result);

  // Every other tag the game has (Lichess's UTCDate, TimeControl, ...).
  m_others = new QTableWidget(0, 2);
  m_others->setObjectName(QStringLiteral("otherTags"));
  m_others->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
  m_others->horizontalHeader()->setStretchLastSection(true);
  m_others->verticalHeader()->hide();
  m_others->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
  m_others->setSelectionBehavior(QAbstractItemView::SelectRows);
  for (const auto &[name, text] : tags) {
    const QString key = QString::fromStdString(name);
    if (!isFormTag(key) && !isDerived(key)) addOtherRow(key, QString::fromStdString(text));
  }
  m_others->resizeColumnToContents(0);
  connect(m_others, &QTableWidget::itemChanged, this, &GameInfoDialog::check);
  auto *add = new QPushButton(tr("Add Ta&g"));
  add->setObjectName(QStringLiteral("addTagButton"));
  connect(add, &QPushButton::clicked, this, [this] {
    addOtherRow();
    m_others->setCurrentCell(m_others->rowCount() - 1, 0);
    m_others->editItem(m_others->item(m_others->rowCount() - 1, 0));
  });
  m_remove = new QPushButton(tr("Re&move Tag"));
  m_remove->setObjectName(QStringLiteral("removeTagButton"));
  connect(m_remove, &QPushButton::clicked, this, [this] {
    if (m_others->currentRow() >= 0) m_others->removeRow(m_others->currentRow());
    check();
  });
  auto *tableButtons = new QHBoxLayout;
  tableButtons->addWidget(add);
  tableButtons->addWidget(m_remove);
  tableButtons->addStretch(1);

  m_problem = new QLabel;
  m_problem->setObjectName(QStringLiteral("gameInfoProblem"));
  m_problem->setWordWrap(true);
  m_problem->setStyleSheet(QStringLiteral("color: #c62828;"));
  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  m_ok = buttons->button(QDialogButtonBox::Ok);
  connect(buttons, &QDialogButtonBox::accepted, this, &GameInfoDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &GameInfoDialog::reject);

  auto *layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(new QLabel(tr("Other tags:")));
  layout->addWidget(m_others, 1);
  layout->addLayout(tableButtons);
  layout->addWidget(m_problem);
  layout->addWidget(buttons);
  resize(460, 560);
  check();
}

GameInfoDialog *GameInfoDialog::edit(GameDocument *document, QWidget *parent) {
  auto *dialog = new GameInfoDialog(document, parent);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->open();
  return dialog;
}

QLineEdit *GameInfoDialog::field(const QString &tag) const {
  const auto it = m_fields.find(tag);
  return it == m_fields.end() ? nullptr : it->second;
}

void GameInfoDialog::addOtherRow(const QString &name, const QString &value) {
  const QSignalBlocker quiet(m_others);
  const int row = m_others->rowCount();
  m_others->insertRow(row);
  m_others->setItem(row, 0, new QTableWidgetItem(name));
  m_others->setItem(row, 1, new QTableWidgetItem(value));
}

std::map<std::string, std::string> GameInfoDialog::tags() const {
  std::map<std::string, std::string> out;
  for (const auto &[name, edit] : m_fields) {
    const QString text = edit->text().trimmed();
    if (!text.isEmpty()) out[name.toStdString()] = text.toStdString();
  }
  out["Result"] = m_result->currentData().toString().toStdString();
  for (int row = 0; row < m_others->rowCount(); ++row) {
    const QString name = m_others->item(row, 0) ? m_others->item(row, 0)->text().trimmed() : "";
    const QString text = m_others->item(row, 1) ? m_others->item(row, 1)->text() : QString();
    if (!name.isEmpty()) out[name.toStdString()] = text.toStdString();
  }
  return out;
}

QString GameInfoDialog::problem() const {
  static const QRegularExpression date(
      QStringLiteral("^(\\d{4}|\\?{4})\\.(\\d{2}|\\?{2})\\.(\\d{2}|\\?{2})$"));
  const QString when = m_fields.at(QStringLiteral("Date"))->text().trimmed();
  if (!when.isEmpty() && !date.match(when).hasMatch())
    return tr("The date \"%1\" is not a PGN date: expected YYYY.MM.DD, with ?\? for an unknown "
              "part (2024.05.?\?)")
        .arg(when);
  for (const char *elo : {"WhiteElo", "BlackElo"}) {
    const QString text = m_fields.at(QLatin1String(elo))->text().trimmed();
    bool number = false;
    text.toUInt(&number);
    if (!text.isEmpty() && text != QLatin1String("-") && !number)
      return tr("The rating \"%1\" is not a number").arg(text);
  }
  static const QRegularExpression tagName(QStringLiteral("^[A-Za-z0-9_]+$"));
  QStringList seen;
  for (int row = 0; row < m_others->rowCount(); ++row) {
    const QString name = m_others->item(row, 0) ? m_others->item(row, 0)->text().trimmed() : "";
    if (name.isEmpty()) continue;  // an empty row is left out
    if (!tagName.match(name).hasMatch())
      return tr("The tag name \"%1\" can hold only letters, digits and \"_\"").arg(name);
    if (isFormTag(name) || seen.contains(name))
      return tr("The tag \"%1\" is there twice").arg(name);
    if (isDerived(name))
      return tr("The tag \"%1\" is written from the game's start position").arg(name);
    seen << name;
  }
  return {};
}

void GameInfoDialog::check() {
  const QString why = problem();
  m_problem->setText(why);
  m_problem->setVisible(!why.isEmpty());
  m_ok->setEnabled(why.isEmpty());
  m_remove->setEnabled(m_others->rowCount() > 0);
}

void GameInfoDialog::accept() {
  if (!problem().isEmpty()) return;
  if (m_document) m_document->setTags(tags());
  QDialog::accept();
}
