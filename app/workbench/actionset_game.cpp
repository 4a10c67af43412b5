// ActionSet's Game and Help actions, and which actions apply to the turn
// shown and the board's mode.
#include <QAction>
#include <QMenu>

#include "actionicons.h"
#include "actionset.h"
#include "boardview.h"
#include "gamedocument.h"
#include "gototurndialog.h"
#include "movemenu.h"
#include "notation.h"
#include "pgndiagram.h"
#include "rulespage.h"

void ActionSet::createGameActions() {
  auto make = [this](const char *name, const QString &text, const QKeySequence &key,
                     const QString &tip, auto slot) {
    auto *a = new QAction(text, m_window);
    a->setObjectName(QLatin1String(name));
    a->setShortcut(key);
    a->setStatusTip(tip);
    connect(a, &QAction::triggered, this, slot);
    return a;
  };
  m_act.goStart = make("goStart", tr("&Start"), Qt::Key_Home, tr("Go to the start position"),
                       [this] { m_document->goStart(); });
  m_act.goStart->setIcon(themedIcon("go-first", QStyle::SP_MediaSkipBackward));
  m_act.goBack = make("goBack", tr("&Back"), Qt::Key_Left, tr("Take back one turn"),
                      [this] { m_document->goBack(); });
  m_act.goBack->setIcon(themedIcon("go-previous", QStyle::SP_MediaSeekBackward));
  m_act.goForward =
      make("goForward", tr("&Forward"), Qt::Key_Right, tr("Play the next turn of this line"),
           [this] { m_document->goForward(); });
  m_act.goForward->setIcon(themedIcon("go-next", QStyle::SP_MediaSeekForward));
  m_act.goEnd = make("goEnd", tr("&End"), Qt::Key_End, tr("Go to the end of this line"),
                     [this] { m_document->goEnd(); });
  m_act.goEnd->setIcon(themedIcon("go-last", QStyle::SP_MediaSkipForward));
  m_act.goToTurn = make("goToTurn", tr("G&o to Turn\u2026"), QKeySequence(tr("Ctrl+G")),
                        tr("Go to a turn of this line by its number"), [this] {
                          GoToTurnDialog dialog(m_document, m_window);
                          if (dialog.exec() == QDialog::Accepted && dialog.turn() != sc::kNoNode)
                            m_document->goTo(dialog.turn());
                        });
  m_act.previousVariation = make("previousVariation", tr("&Previous Continuation"), Qt::Key_Up,
                                 tr("Switch to the alternative above at this fork"),
                                 [this] { m_document->goSibling(-1); });
  m_act.nextVariation = make("nextVariation", tr("&Next Continuation"), Qt::Key_Down,
                             tr("Switch to the alternative below at this fork"),
                             [this] { m_document->goSibling(1); });

  // Tree edits act on the variation holding the current turn, as the move
  // menu of the notation and the tree does (views/movemenu.h).
  m_act.promote = make(
      "promoteVariation", tr("P&romote Variation"), QKeySequence(),
      tr("Move this variation one place up among the alternatives"), [this] {
        m_document->promoteVariation(variationHead(m_document->tree(), m_document->currentNode()));
      });
  m_act.makeMain = make("makeMainLine", tr("&Make Main Line"), QKeySequence(),
                        tr("Make the line through this turn the main line"),
                        [this] { m_document->makeMainLine(m_document->currentNode()); });
  m_act.deleteVariation = make(
      "deleteVariation", tr("&Delete Variation"), QKeySequence(),
      tr("Delete the variation that holds this turn"), [this] {
        m_document->deleteVariation(variationHead(m_document->tree(), m_document->currentNode()));
      });
  m_act.deleteFromHere =
      make("deleteFromHere", tr("Delete From &Here"), QKeySequence(tr("Ctrl+Del")),
           tr("Delete every turn after this one, with their variations"),
           [this] { m_document->deleteFromHere(m_document->currentNode()); });

  // A pass shows what the other side threatens, as annotators write it (D39).
  m_act.pass = make("passTurn", tr("Pass (N&ull Move)"), QKeySequence(),
                    tr("Let the other side move twice, to show what it threatens"), [this] {
                      if (m_document->canPass()) m_document->playTurn(sc::nullTurn());
                    });

  m_act.about = new QAction(tr("&About Shooters Chess Workbench"), m_window);
  m_act.about->setObjectName(QStringLiteral("about"));
  m_act.about->setMenuRole(QAction::AboutRole);
  // "?", as on Lichess: a text field that has the focus keeps its "?".
  m_act.shortcuts = new QAction(tr("&Keyboard Shortcuts"), m_window);
  m_act.shortcuts->setObjectName(QStringLiteral("keyboardShortcuts"));
  m_act.shortcuts->setShortcut(QKeySequence(Qt::Key_Question));
  m_act.shortcuts->setStatusTip(tr("List the keys of every menu entry, with a field to find one"));
  m_act.rules = new QAction(m_window);  // its text names the open game's rule system
  m_act.rules->setObjectName(QStringLiteral("rules"));
  m_act.rules->setShortcut(QKeySequence::HelpContents);
  m_act.rules->setStatusTip(tr("How the pieces of this game move and take, and how it is won"));
  connect(m_act.rules, &QAction::triggered, this, &ActionSet::showRules);
  updateRulesAction();
}

void ActionSet::updateStates() {
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
  m_act.goToTurn->setEnabled(play && (hasNext || !atRoot));
  m_act.previousVariation->setEnabled(play && atFork);
  m_act.nextVariation->setEnabled(play && atFork);
  m_act.promote->setEnabled(play && inVariation);
  m_act.makeMain->setEnabled(play && inVariation);
  m_act.deleteVariation->setEnabled(play && inVariation);
  m_act.deleteFromHere->setEnabled(play && hasNext);
  m_act.pass->setEnabled(play && m_document->canPass());
  m_act.commentBefore->setEnabled(play && !atRoot);
  m_act.commentAfter->setEnabled(play);
  m_act.diagramMark->setEnabled(play);
  m_act.diagramMark->setText(atRoot ? tr("&Diagram of the Start Position")
                                    : tr("&Diagram After Turn"));
  m_act.copyGame->setEnabled(play);
  m_act.copyLine->setEnabled(play);
  m_act.newGameFromPosition->setEnabled(play);
  m_act.pasteGame->setEnabled(play);
  m_act.mergeClipboard->setEnabled(play);
  if (m_glyphMenu) m_glyphMenu->setEnabled(play && !atRoot);
  for (QAction *a : m_glyphActions) a->setEnabled(play && !atRoot);
  updateAnnotationChecks();
}

void ActionSet::updateAnnotationChecks() {
  const sc::Annotation &a = m_document->tree().node(m_document->currentNode()).annotation;
  for (QAction *glyph : m_glyphActions)
    glyph->setChecked(std::find(a.nags.begin(), a.nags.end(), glyph->data().toInt()) !=
                      a.nags.end());
  m_act.diagramMark->setChecked(sc::pgn::hasDiagramMark(a.commentAfter));
}

void ActionSet::updateRulesAction() {
  m_act.rules->setText(
      tr("&Rules of %1").arg(QString::fromStdString(m_document->variant().rules().title)));
  if (m_rulesPage && m_rulesPage->isVisible() &&
      m_rulesPage->rulesetName() != QString::fromStdString(m_document->variant().rules().name))
    m_rulesPage->setRuleset(m_document->variant().rules());
}

void ActionSet::showRules() {
  // One page, not modal: it stays open beside the board while the game goes on.
  if (!m_rulesPage) {
    m_rulesPage = new RulesPage(m_window);
    m_rulesPage->setAttribute(Qt::WA_DeleteOnClose, false);
  }
  m_rulesPage->setRuleset(m_document->variant().rules());
  m_rulesPage->show();
  m_rulesPage->raise();
  m_rulesPage->activateWindow();
}
