// MainWindow's action states and the handlers that open dialogs: which
// actions apply to the current turn and mode, glyphs, comments, preferences.
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

#include "annotationeditor.h"
#include "boardview.h"
#include "gamedocument.h"
#include "glyphs.h"
#include "mainwindow.h"
#include "movemenu.h"
#include "positioneditor.h"
#include "preferencesdialog.h"
#include "rulespage.h"
#include "turninput.h"

void MainWindow::updateActions() {
  const bool play = m_board->mode() == BoardView::Mode::Play;
  const sc::GameTree &tree = m_document->tree();
  const sc::NodeId node = m_document->currentNode();
  const bool atRoot = node == tree.root();
  const bool hasNext = !tree.node(node).children.empty();
  const bool atFork = !atRoot && tree.node(tree.node(node).parent).children.size() > 1;
  const bool inVariation = variationHead(tree, node) != sc::kNoNode;

  m_act.goStart->setEnabled(play && !atRoot);
  m_act.goBack->setEnabled(play && !atRoot);
  m_act.goForward->setEnabled(play && hasNext);
  m_act.goEnd->setEnabled(play && hasNext);
  m_act.previousVariation->setEnabled(play && atFork);
  m_act.nextVariation->setEnabled(play && atFork);
  m_act.promote->setEnabled(play && inVariation);
  m_act.makeMain->setEnabled(play && inVariation);
  m_act.deleteVariation->setEnabled(play && inVariation);
  m_act.deleteFromHere->setEnabled(play && hasNext);
  m_act.commentBefore->setEnabled(play && !atRoot);
  m_act.commentAfter->setEnabled(play);
  m_act.copyGame->setEnabled(play);
  m_act.pasteGame->setEnabled(play);
  m_glyphMenu->setEnabled(play && !atRoot);
  for (QAction *a : m_glyphActions) a->setEnabled(play && !atRoot);
  updateGlyphMenu();
}

void MainWindow::updateGlyphMenu() {
  const std::vector<int> &nags = m_document->tree().node(m_document->currentNode()).annotation.nags;
  for (QAction *a : m_glyphActions)
    a->setChecked(std::find(nags.begin(), nags.end(), a->data().toInt()) != nags.end());
}

void MainWindow::toggleGlyph(int nag) {
  const sc::NodeId node = m_document->currentNode();
  if (node == m_document->tree().root()) return;
  sc::Annotation annotation = m_document->tree().node(node).annotation;
  annotation.nags = Glyphs::toggled(annotation.nags, nag);
  m_document->setAnnotation(node, annotation);
}

void MainWindow::editComment(bool before) {
  AnnotationEditor::editComment(
      m_document, m_document->currentNode(),
      before ? AnnotationEditor::Place::Before : AnnotationEditor::Place::After, this);
}

void MainWindow::showPreferences() {
  PreferencesDialog dialog(m_preferences, this);
  if (dialog.exec() != QDialog::Accepted) return;
  applyPreferences(dialog.preferences());
  QSettings settings;
  m_preferences.save(settings);
}

void MainWindow::showAbout() {
  QMessageBox::about(
      this, tr("About Shooters Chess Workbench"),
      tr("<h3>Shooters Chess Workbench %1</h3>"
         "<p>Analyse and annotate games of Shooters Chess: play turns on the board, build "
         "trees of variations, comment them and set up positions.</p>"
         "<p>Built with Qt %2.</p>")
          .arg(QApplication::applicationVersion(), QLatin1String(qVersion())));
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
