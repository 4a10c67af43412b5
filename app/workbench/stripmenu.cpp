#include "stripmenu.h"

#include <QAction>
#include <iterator>

#include "gamedocument.h"
#include "gamestrip.h"

namespace {

struct Entry {
  StripPart part;
  const char *name;  // the action's object name
  const char *text;  // the entry, with the count as %1
  const char *done;  // the status bar's report, with the count as %n
};

constexpr Entry kEntries[] = {
    {StripPart::Comments, "stripComments", QT_TRANSLATE_NOOP("StripMenu", "All &Comments (%1)"),
     QT_TRANSLATE_N_NOOP("StripMenu", "%n comment(s) taken out of the game")},
    {StripPart::Variations, "stripVariations",
     QT_TRANSLATE_NOOP("StripMenu", "All &Variations (%1)"),
     QT_TRANSLATE_N_NOOP("StripMenu", "%n variation(s) taken out of the game")},
    {StripPart::Glyphs, "stripGlyphs", QT_TRANSLATE_NOOP("StripMenu", "All &Glyphs (%1)"),
     QT_TRANSLATE_N_NOOP("StripMenu", "%n glyph(s) taken out of the game")},
    {StripPart::Shapes, "stripShapes",
     QT_TRANSLATE_NOOP("StripMenu", "All &Arrows and Circles (%1)"),
     QT_TRANSLATE_N_NOOP("StripMenu", "%n arrow(s) and circle(s) taken out of the game")},
    {StripPart::Evaluations, "stripEvaluations",
     QT_TRANSLATE_NOOP("StripMenu", "All &Evaluations (%1)"),
     QT_TRANSLATE_N_NOOP("StripMenu", "%n evaluation(s) taken out of the game")},
    {StripPart::Clocks, "stripClocks", QT_TRANSLATE_NOOP("StripMenu", "All C&lock Times (%1)"),
     QT_TRANSLATE_N_NOOP("StripMenu", "%n clock time(s) taken out of the game")},
};

}  // namespace

StripMenu::StripMenu(GameDocument *document, QWidget *parent)
    : QMenu(tr("&Strip"), parent), m_document(document) {
  setObjectName(QStringLiteral("stripMenu"));
  menuAction()->setStatusTip(
      tr("Take the comments, the variations or another kind of annotation out of the whole game"));
  for (const Entry &entry : kEntries) {
    QAction *action = addAction(QString());
    action->setObjectName(QLatin1String(entry.name));
    connect(action, &QAction::triggered, this, [this, &entry] {
      const int n = m_document->strip(entry.part);
      emit statusMessage(tr("%1 (Undo reverses this)").arg(tr(entry.done, nullptr, n)), 8000);
    });
  }
  addSeparator();
  // Scid's "strip moves from the beginning": a puzzle or an ending made from
  // a game, which then starts where the board is.
  m_before = addAction(QString());
  m_before->setObjectName(QStringLiteral("stripTurnsBefore"));
  m_before->setStatusTip(tr("Start the game from the position on the board, keeping what follows"));
  connect(m_before, &QAction::triggered, this, [this] {
    const int n = m_document->stripTurnsBefore();
    emit statusMessage(
        tr("%1 (Undo reverses this)")
            .arg(tr("%n turn(s) taken out: the game starts from this position", nullptr, n)),
        8000);
  });
  refresh();
  // Counted as the menu opens, by mouse or keyboard: a game's edits need not
  // walk the tree six times each.
  connect(this, &QMenu::aboutToShow, this, &StripMenu::refresh);
}

void StripMenu::refresh() {
  const QList<QAction *> items = actions();
  for (qsizetype i = 0; i < qsizetype(std::size(kEntries)); ++i) {
    const Entry &entry = kEntries[i];
    const int n = stripCount(m_document->tree(), entry.part);
    items[i]->setText(tr(entry.text).arg(n));
    items[i]->setEnabled(n > 0);
  }
  const int before = m_document->tree().node(m_document->currentNode()).ply;
  m_before->setText(tr("All Turns &Before This One (%1)").arg(before));
  m_before->setEnabled(before > 0);
}
