// MainWindow and the rule systems: File > New Game's choice of ruleset and
// options, positions of another rule system (pasted or opened) offered as a
// game of theirs, and Help > Rules of the current rule system.
#include <QAction>
#include <QMessageBox>
#include <QPointer>
#include <QTextBrowser>

#include "gamedocument.h"
#include "gamelist.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "pgnio.h"
#include "positioneditor.h"
#include "rulespage.h"
#include "sfen.h"

void MainWindow::newGame() {
  if (!maybeSave()) return;
  NewGameDialog dialog(QString::fromStdString(m_document->variant().rules().name), this);
  if (dialog.exec() != QDialog::Accepted) return;
  QString error;
  const sc::VariantPtr variant = dialog.variant(&error);
  if (!variant) {
    QMessageBox::warning(this, tr("New Game"), tr("The game could not be started: %1.").arg(error));
    return;
  }
  dialog.remember();
  const auto start = sc::readSfen(variant, variant->rules().startSfen);
  if (!start) return;
  startGameFrom(*start);
}

// A new untitled game from `start`, whatever rule system it belongs to; the
// board editor, if open, gives way to it.
void MainWindow::startGameFrom(const sc::Position &start) {
  m_act.editPosition->setChecked(false);
  m_document->newGame(start);
  becomeSingleUntitledGame();
  m_editor->load(m_document->position());
  m_editor->undoStack()->clear();
  updateTitle();
  updateActions();
}

std::optional<bool> MainWindow::offerOtherRuleset(const QString &text, const QString &title,
                                                  bool askToSave) {
  const sc::VariantPtr other = PgnIo::rulesetReadingPosition(m_document->variantPtr(), text);
  if (!other) return std::nullopt;
  const QString name = QString::fromStdString(other->rules().title);
  QMessageBox box(QMessageBox::Question, title,
                  tr("This is a %1 position. Open it as a new %1 game?").arg(name),
                  QMessageBox::Open | QMessageBox::Cancel, this);
  box.setObjectName(QStringLiteral("otherRulesetBox"));
  box.setInformativeText(tr("It is not a position of %1, the rule system of the open game.")
                             .arg(QString::fromStdString(m_document->variant().rules().title)));
  box.setDefaultButton(QMessageBox::Open);
  if (box.exec() != QMessageBox::Open) return false;
  if (askToSave && !maybeSave()) return false;
  const auto start = sc::readSfen(other, text.trimmed().toStdString());
  if (!start) return false;
  startGameFrom(*start);
  return true;
}

void MainWindow::updateRulesAction() {
  m_act.rules->setText(
      tr("&Rules of %1").arg(QString::fromStdString(m_document->variant().rules().title)));
  if (m_rulesPage && m_rulesPage->isVisible() &&
      m_rulesPage->rulesetName() != QString::fromStdString(m_document->variant().rules().name))
    m_rulesPage->setRuleset(m_document->variant().rules());
}

void MainWindow::showRules() {
  // One page, not modal: it stays open beside the board while the game goes on.
  if (!m_rulesPage) {
    m_rulesPage = new RulesPage(this);
    m_rulesPage->setAttribute(Qt::WA_DeleteOnClose, false);
  }
  m_rulesPage->setRuleset(m_document->variant().rules());
  m_rulesPage->show();
  m_rulesPage->raise();
  m_rulesPage->activateWindow();
}
