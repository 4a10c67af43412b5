#include "engineoptionsbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <limits>

EngineOptionsBox::EngineOptionsBox(QWidget *parent) : QGroupBox(tr("Engine options"), parent) {
  setObjectName(QStringLiteral("engineOptionsBox"));
  m_form = new QFormLayout(this);
  m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
}

bool EngineOptionsBox::isShown(const EngineOption &option) {
  // Set by the workbench: the game's rule system and its options, the
  // Analysis dock's lines, threads and hash; Ponder is a GUI's note; and
  // Fairy-Stockfish's Protocol would have it speak another than UCI.
  static const QStringList kSetByTheWorkbench{QStringLiteral("UCI_Variant"),
                                              QStringLiteral("Rule Options"),
                                              QStringLiteral("MultiPV"),
                                              QStringLiteral("Threads"),
                                              QStringLiteral("Hash"),
                                              QStringLiteral("Ponder"),
                                              QStringLiteral("UCI_AnalyseMode"),
                                              QStringLiteral("UCI_Chess960"),
                                              QStringLiteral("Protocol")};
  if (kSetByTheWorkbench.contains(option.name)) return false;
  const QString &t = option.type;
  return t == u"check" || t == u"spin" || t == u"combo" || t == u"string";
}

void EngineOptionsBox::clear() {
  while (m_form->rowCount() > 0) m_form->removeRow(0);
  m_options.clear();
  m_editors.clear();
  setVisible(false);
}

void EngineOptionsBox::setDeclarations(const QVector<EngineOption> &options,
                                       const QMap<QString, QString> &values) {
  clear();
  for (const EngineOption &option : options) {
    if (!isShown(option)) continue;
    const QString value = values.value(option.name, option.defaultValue);
    QWidget *editor = nullptr;
    if (option.type == u"check") {
      auto *box = new QCheckBox;
      box->setChecked(value == u"true");
      editor = box;
    } else if (option.type == u"spin") {
      auto *spin = new QSpinBox;
      constexpr qint64 lo = std::numeric_limits<int>::min(), hi = std::numeric_limits<int>::max();
      spin->setRange(int(qBound(lo, option.min, hi)), int(qBound(lo, option.max, hi)));
      spin->setValue(value.toInt());
      editor = spin;
    } else if (option.type == u"combo") {
      auto *combo = new QComboBox;
      combo->addItems(option.vars);
      combo->setCurrentIndex(qMax(0, int(option.vars.indexOf(value))));
      editor = combo;
    } else {
      auto *edit = new QLineEdit(value);
      editor = edit;
    }
    editor->setObjectName(QStringLiteral("engineOption:") + option.name);
    editor->setToolTip(
        tr("Default: %1").arg(option.defaultValue.isEmpty() ? tr("(empty)") : option.defaultValue));
    m_form->addRow(option.name + u':', editor);
    m_options << option;
    m_editors << editor;
  }
  setVisible(!m_options.isEmpty());
}

QMap<QString, QString> EngineOptionsBox::values() const {
  QMap<QString, QString> out;
  for (qsizetype i = 0; i < m_options.size(); ++i) {
    QWidget *w = m_editors[i];
    QString value;
    if (auto *box = qobject_cast<QCheckBox *>(w))
      value = box->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    else if (auto *spin = qobject_cast<QSpinBox *>(w))
      value = QString::number(spin->value());
    else if (auto *combo = qobject_cast<QComboBox *>(w))
      value = combo->currentText();
    else if (auto *edit = qobject_cast<QLineEdit *>(w))
      value = edit->text();
    out.insert(m_options[i].name, value);
  }
  return out;
}
