// WizardView: the "Declare a Turn" dock's widget (docs/wizard.md). One page
// per step of a DeclarationWizard: a list of answers, each with a line that
// explains it, and a last page that previews the turn (its notation, what it
// shoots, where the shooter stops, check and the end of the game). Back,
// Cancel, Next and Declare drive the wizard; the view holds no rules.
#pragma once

#include <QPointer>
#include <QWidget>

#include "declarationwizard.h"

class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTableWidget;

class WizardView : public QWidget {
  Q_OBJECT

 public:
  explicit WizardView(DeclarationWizard *wizard, QWidget *parent = nullptr);

  DeclarationWizard *wizard() const { return m_wizard; }
  // The answers' list of a step (not the preview's), for tests.
  QListWidget *listFor(DeclarationWizard::Step step) const;

 protected:
  void keyPressEvent(QKeyEvent *event) override;
  bool eventFilter(QObject *watched, QEvent *event) override;

 private:
  QWidget *createPreviewPage();
  void refresh();
  void fillList(QListWidget *list);
  void fillPreview();
  QString stepsText() const;

  QPointer<DeclarationWizard> m_wizard;
  QLabel *m_heading = nullptr;
  QLabel *m_steps = nullptr;
  QLabel *m_answers = nullptr;
  QLabel *m_hint = nullptr;
  QLabel *m_refusal = nullptr;
  QStackedWidget *m_pages = nullptr;
  QList<QListWidget *> m_lists;  // by Step, Shooter to Target
  QLabel *m_notation = nullptr;
  QLabel *m_description = nullptr;
  QLabel *m_stop = nullptr;
  QTableWidget *m_table = nullptr;
  QLabel *m_nothing = nullptr;
  QLabel *m_check = nullptr;
  QLabel *m_end = nullptr;
  QPushButton *m_back = nullptr;
  QPushButton *m_cancel = nullptr;
  QPushButton *m_next = nullptr;
  QPushButton *m_declare = nullptr;
  QString m_shown;  // what the lists show: refilled only when it changes
};
