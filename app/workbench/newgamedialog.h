// NewGameDialog: File > New Game's question "which rule system, with which
// options?". Lists every ruleset of the registry by title, each option the
// chosen one offers as a combo box of its values (the ruleset's default
// first chosen), and a one-line description; remembers the last choice.
#pragma once

#include <QDialog>
#include <QStringList>
#include <vector>

#include "variant.h"

class QComboBox;
class QFormLayout;
class QLabel;

class NewGameDialog : public QDialog {
  Q_OBJECT

 public:
  // Starts from the last choice (QSettings), else from `currentRuleset`.
  explicit NewGameDialog(const QString &currentRuleset, QWidget *parent = nullptr);

  // The chosen ruleset's registry name, and its options as KEY=VALUE (all of
  // those it offers, in its order).
  QString rulesetName() const;
  QStringList options() const;
  // Chooses a ruleset and sets the options named (others keep their default).
  void setChoice(const QString &name, const QStringList &options = {});

  // The chosen ruleset compiled with the chosen options, or null with `error`.
  sc::VariantPtr variant(QString *error = nullptr) const;
  // Stores the choice as the next dialog's start (called on OK).
  void remember() const;

  // What an option is called and what its values are, in words.
  static QString optionLabel(const QString &key);
  static QString valueLabel(const QString &value);
  static QString optionToolTip(const QString &key);

 private:
  void showRuleset();  // the chosen ruleset's options and description

  std::vector<sc::VariantPtr> m_rulesets;  // with default options, in the registry's order
  QComboBox *m_ruleset = nullptr;
  QFormLayout *m_form = nullptr;
  QLabel *m_description = nullptr;
  struct OptionRow {
    QString key;
    QLabel *label = nullptr;
    QComboBox *values = nullptr;
  };
  std::vector<OptionRow> m_options;
  int m_firstOptionRow = 0;  // the form's row of the first option
};
