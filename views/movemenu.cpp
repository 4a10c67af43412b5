#include "movemenu.h"

#include <QClipboard>
#include <QGuiApplication>
#include <algorithm>

#include "annotationeditor.h"
#include "gamedocument.h"
#include "glyphs.h"
#include "pgndiagram.h"
#include "pgnio.h"

QString turnLabel(const GameDocument &document, sc::NodeId node) {
  const sc::GameTree &tree = document.tree();
  if (node == tree.root() || !tree.valid(node)) return {};
  const bool black = document.mover(node) == sc::Color::Black;
  return QStringLiteral("%1%2 %3")
      .arg(document.turnNumber(node))
      .arg(black ? QStringLiteral("\u2026") : QStringLiteral("."))
      .arg(QString::fromStdString(tree.node(node).notation));
}

sc::NodeId variationHead(const sc::GameTree &tree, sc::NodeId node) {
  while (node != tree.root() && tree.valid(node)) {
    const sc::NodeId parent = tree.node(node).parent;
    if (tree.node(parent).children.front() != node) return node;
    node = parent;
  }
  return sc::kNoNode;
}

MoveMenu::MoveMenu(GameDocument *document, sc::NodeId node, QWidget *parent)
    : QMenu(parent), m_document(document), m_node(node) {
  setObjectName(QStringLiteral("moveMenu"));
  if (node != document->tree().root()) addTreeEdits();
  addCommentEdits();
  if (node != document->tree().root()) addGlyphMenus();
}

QAction *MoveMenu::action(const QString &name) const {
  return findChild<QAction *>(name, Qt::FindChildrenRecursively);
}

void MoveMenu::addTreeEdits() {
  const sc::GameTree &tree = m_document->tree();
  // Edits act on the variation that holds the clicked turn, as in Lichess:
  // right-clicking anywhere in a line promotes or deletes that whole line.
  const sc::NodeId head = variationHead(tree, m_node);
  auto add = [this](const QString &name, const QString &text, const QString &tip, bool enabled,
                    auto slot) {
    QAction *a = addAction(text);
    a->setObjectName(name);
    a->setStatusTip(tip);
    a->setToolTip(tip);
    a->setEnabled(enabled);
    connect(a, &QAction::triggered, this, slot);
    return a;
  };
  add(QStringLiteral("promoteVariation"), tr("Promote variation"),
      tr("Move this variation one place up among the alternatives"), head != sc::kNoNode,
      [this, head] {
        if (m_document) m_document->promoteVariation(head);
      });
  add(QStringLiteral("makeMainLine"), tr("Make main line"),
      tr("Make the line through this turn the main line"), head != sc::kNoNode, [this] {
        if (m_document) m_document->makeMainLine(m_node);
      });
  addSeparator();
  add(QStringLiteral("deleteVariation"), tr("Delete variation"),
      tr("Delete the variation that holds this turn"), head != sc::kNoNode, [this, head] {
        if (m_document) m_document->deleteVariation(head);
      });
  add(QStringLiteral("deleteFromHere"), tr("Delete from here"),
      tr("Delete every turn after this one, with their variations"),
      !tree.node(m_node).children.empty(), [this] {
        if (m_document) m_document->deleteFromHere(m_node);
      });
  addSeparator();
  // Lichess's "Copy variation PGN": this line alone, to paste into a study,
  // a forum post or another tab.
  add(QStringLiteral("copyLine"), tr("Copy line as PGN"),
      tr("Copy the game from its start along the line through this turn, without the other "
         "variations"),
      true, [this] {
        if (m_document)
          QGuiApplication::clipboard()->setText(
              QString::fromUtf8(PgnIo::gameText(sc::lineThrough(m_document->tree(), m_node))));
      });
  addSeparator();
}

void MoveMenu::addCommentEdits() {
  QWidget *dialogParent = parentWidget();
  auto add = [&](const QString &name, const QString &text, AnnotationEditor::Place place) {
    QAction *a = addAction(text);
    a->setObjectName(name);
    connect(a, &QAction::triggered, this, [this, place, dialogParent] {
      if (m_document) AnnotationEditor::editComment(m_document, m_node, place, dialogParent);
    });
  };
  const bool root = m_node == m_document->tree().root();
  if (root) {
    // The root has no turn to be before; its comment opens the game.
    add(QStringLiteral("commentAfter"), tr("Comment on the game\u2026"),
        AnnotationEditor::Place::After);
  } else {
    add(QStringLiteral("commentBefore"), tr("Comment before\u2026"),
        AnnotationEditor::Place::Before);
    add(QStringLiteral("commentAfter"), tr("Comment after\u2026"), AnnotationEditor::Place::After);
  }
  // ChessBase's "[#]" in the comment after: File > Export Game as Web Page
  // draws the board there.
  QAction *diagram =
      addAction(root ? tr("Diagram of the start position") : tr("Diagram after this turn"));
  diagram->setObjectName(QStringLiteral("diagramMark"));
  diagram->setStatusTip(tr("Mark the position for a diagram in the exported web page ([#])"));
  diagram->setCheckable(true);
  diagram->setChecked(
      sc::pgn::hasDiagramMark(m_document->tree().node(m_node).annotation.commentAfter));
  connect(diagram, &QAction::toggled, this, [this](bool on) {
    if (!m_document || !m_document->tree().valid(m_node)) return;
    sc::Annotation a = m_document->tree().node(m_node).annotation;
    a.commentAfter = sc::pgn::withDiagramMark(a.commentAfter, on);
    m_document->setAnnotation(m_node, a);
  });
}

void MoveMenu::addGlyphMenus() {
  addSeparator();
  const std::vector<int> &nags = m_document->tree().node(m_node).annotation.nags;
  auto fill = [&](QMenu *menu, Glyphs::Group group) {
    for (const Glyphs::Glyph &g : Glyphs::group(group)) {
      QAction *a = menu->addAction(
          QStringLiteral("%1\t%2").arg(Glyphs::symbol(g.nag, font()), Glyphs::name(g.nag)));
      a->setObjectName(QStringLiteral("glyph%1").arg(g.nag));
      a->setCheckable(true);
      a->setChecked(std::find(nags.begin(), nags.end(), g.nag) != nags.end());
      const int nag = g.nag;
      connect(a, &QAction::triggered, this, [this, nag] { toggleGlyph(nag); });
    }
  };
  QMenu *moveGlyphs = addMenu(tr("Move glyph"));
  moveGlyphs->setObjectName(QStringLiteral("moveGlyphs"));
  fill(moveGlyphs, Glyphs::Group::Move);
  QMenu *positionGlyphs = addMenu(tr("Position glyph"));
  positionGlyphs->setObjectName(QStringLiteral("positionGlyphs"));
  fill(positionGlyphs, Glyphs::Group::Position);
  QAction *clear = addAction(tr("Remove glyphs"));
  clear->setObjectName(QStringLiteral("clearGlyphs"));
  clear->setEnabled(!nags.empty());
  connect(clear, &QAction::triggered, this, [this] {
    if (!m_document || !m_document->tree().valid(m_node)) return;
    sc::Annotation a = m_document->tree().node(m_node).annotation;
    a.nags.clear();
    m_document->setAnnotation(m_node, a);
  });
}

void MoveMenu::toggleGlyph(int nag) {
  if (!m_document || !m_document->tree().valid(m_node)) return;
  sc::Annotation a = m_document->tree().node(m_node).annotation;
  a.nags = Glyphs::toggled(a.nags, nag);
  m_document->setAnnotation(m_node, a);
}
