#include "newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include "registry.h"
#include "rulespage.h"
#include "settingskeys.h"

namespace {

QString text(const std::string &s) { return QString::fromStdString(s); }

}  // namespace

NewGameDialog::NewGameDialog(const QString &currentRuleset, QWidget *parent) : QDialog(parent) {
  setObjectName(QStringLiteral("newGameDialog"));
  setWindowTitle(tr("New Game"));

  // Every ruleset the registry holds, by what it reads: no name is listed here.
  const sc::Registry &registry = sc::Registry::instance();
  for (const std::string &name : registry.names()) {
    std::string error;
    if (sc::VariantPtr v = registry.load(name, {}, error)) m_rulesets.push_back(v);
  }

  m_ruleset = new QComboBox;
  m_ruleset->setObjectName(QStringLiteral("rulesetCombo"));
  for (const sc::VariantPtr &v : m_rulesets)
    m_ruleset->addItem(text(v->rules().title), text(v->rules().name));
  m_description = new QLabel;
  m_description->setObjectName(QStringLiteral("rulesetDescription"));
  m_description->setWordWrap(true);
  m_description->setTextFormat(Qt::PlainText);
  // Room for two lines, so the dialog keeps its size from one ruleset to the next.
  m_description->setMinimumWidth(fontMetrics().averageCharWidth() * 48);
  m_description->setMinimumHeight(fontMetrics().lineSpacing() * 2);
  m_description->setAlignment(Qt::AlignLeft | Qt::AlignTop);

  m_form = new QFormLayout;
  auto *rulesLabel = new QLabel(tr("&Rule system:"));
  rulesLabel->setBuddy(m_ruleset);
  m_form->addRow(rulesLabel, m_ruleset);
  m_form->addRow(QString(), m_description);
  m_firstOptionRow = m_form->rowCount();

  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto *layout = new QVBoxLayout(this);
  layout->addLayout(m_form);
  layout->addStretch();
  layout->addWidget(buttons);

  connect(m_ruleset, &QComboBox::currentIndexChanged, this, &NewGameDialog::showRuleset);

  const QSettings settings;
  const QString last = settings.value(SettingsKeys::kNewGameRuleset).toString();
  if (!last.isEmpty() && m_ruleset->findData(last) >= 0)
    setChoice(last, settings.value(SettingsKeys::kNewGameOptions).toStringList());
  else
    setChoice(currentRuleset);
  m_ruleset->setFocus();
}

QString NewGameDialog::rulesetName() const { return m_ruleset->currentData().toString(); }

QStringList NewGameDialog::options() const {
  QStringList out;
  for (const OptionRow &row : m_options)
    out << QStringLiteral("%1=%2").arg(row.key, row.values->currentData().toString());
  return out;
}

void NewGameDialog::setChoice(const QString &name, const QStringList &options) {
  const int index = m_ruleset->findData(name);
  if (index < 0) return;
  if (index == m_ruleset->currentIndex())
    showRuleset();  // back to the defaults before the options below
  else
    m_ruleset->setCurrentIndex(index);
  for (const QString &option : options) {
    const QString key = option.section(QLatin1Char('='), 0, 0);
    const QString value = option.section(QLatin1Char('='), 1);
    for (const OptionRow &row : m_options)
      if (row.key == key && row.values->findData(value) >= 0)
        row.values->setCurrentIndex(row.values->findData(value));
  }
}

void NewGameDialog::showRuleset() {
  while (m_form->rowCount() > m_firstOptionRow) m_form->removeRow(m_firstOptionRow);
  m_options.clear();
  const int index = m_ruleset->currentIndex();
  if (index < 0 || index >= int(m_rulesets.size())) return;
  const sc::Ruleset &rules = m_rulesets[index]->rules();
  m_description->setText(RulesPage::summary(rules));
  for (const std::string &key : rules.offeredOptions) {
    OptionRow row;
    row.key = text(key);
    row.values = new QComboBox;
    row.values->setObjectName(QStringLiteral("option_") + row.key);
    const QStringList values =
        text(sc::optionValues(key)).split(QLatin1Char('|'), Qt::SkipEmptyParts);
    for (const QString &v : values) row.values->addItem(valueLabel(v), v);
    const int chosen = row.values->findData(text(sc::optionValue(rules.options, key)));
    row.values->setCurrentIndex(std::max(chosen, 0));
    row.values->setToolTip(optionToolTip(row.key));
    row.label = new QLabel(optionLabel(row.key));
    row.label->setBuddy(row.values);
    row.label->setToolTip(row.values->toolTip());
    m_form->addRow(row.label, row.values);
    m_options.push_back(row);
  }
  if (m_options.empty()) {
    auto *none = new QLabel(tr("This rule system has no options."));
    none->setObjectName(QStringLiteral("noOptionsLabel"));
    none->setEnabled(false);
    m_form->addRow(tr("Options:"), none);
  }
}

sc::VariantPtr NewGameDialog::variant(QString *error) const {
  std::vector<std::string> options;
  for (const QString &o : this->options()) options.push_back(o.toStdString());
  std::string why;
  sc::VariantPtr v = sc::Registry::instance().load(rulesetName().toStdString(), options, why);
  if (!v && error) *error = text(why);
  return v;
}

void NewGameDialog::remember() const {
  QSettings settings;
  settings.setValue(SettingsKeys::kNewGameRuleset, rulesetName());
  settings.setValue(SettingsKeys::kNewGameOptions, options());
}

// Options are mechanics named by the core (ruleset.h); a key this list does
// not know yet is shown as written.
QString NewGameDialog::optionLabel(const QString &key) {
  if (key == QLatin1String("stalemate")) return tr("&Stalemate:");
  if (key == QLatin1String("insufficient-force")) return tr("&Insufficient force wins:");
  if (key == QLatin1String("monarch-shield")) return tr("&Monarch shield:");
  QString label = key;
  label.replace(QLatin1Char('-'), QLatin1Char(' '));
  if (!label.isEmpty()) label[0] = label[0].toUpper();
  return label + QLatin1Char(':');
}

QString NewGameDialog::valueLabel(const QString &value) {
  if (value == QLatin1String("draw")) return tr("draw");
  if (value == QLatin1String("loss")) return tr("loss for the stalemated side");
  if (value == QLatin1String("on")) return tr("on");
  if (value == QLatin1String("off")) return tr("off");
  return value;
}

QString NewGameDialog::optionToolTip(const QString &key) {
  if (key == QLatin1String("stalemate"))
    return tr("What a side that has no legal turn, and is not in check, gets");
  if (key == QLatin1String("insufficient-force"))
    return tr(
        "A side wins when the ranks of all enemy shooters together are below the rank of "
        "each of its monarchs");
  if (key == QLatin1String("monarch-shield"))
    return tr(
        "Only a king, a queen, or a shooter ranked above its base rank shoots down a "
        "monarch; other shots only lower its rank");
  return {};
}
