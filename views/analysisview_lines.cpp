// The rows of the Analysis dock: one per Multi-PV line, updated in place as
// the engine deepens (so a selected row stays selected), and what the user
// does with them: preview, insert, play the best turn, the best-turn arrow.
#include <QCheckBox>
#include <QLocale>
#include <QSpinBox>
#include <QTreeWidget>

#include "analysisview.h"
#include "enginelines.h"
#include "gamedocument.h"
#include "moveclassification.h"
#include "notation.h"

namespace {

enum Role { PvRole = Qt::UserRole, CommentRole, ScoreRole };

// Thousands of nodes a second: the column's header carries the unit.
QString speed(qint64 nps) { return QLocale().toString((nps + 500) / 1000); }

}  // namespace

void AnalysisView::clearLines() {
  m_lines->clear();
  updateArrows();
  updateState();
}

void AnalysisView::showLine(const EngineInfo &info) {
  const int row = info.multiPv - 1;
  if (!m_position || row >= m_multiPv->value() || info.pv.isEmpty()) return;
  while (m_lines->topLevelItemCount() <= row) {
    auto *item = new QTreeWidgetItem(m_lines);
    for (int column : {ScoreColumn, DepthColumn, SpeedColumn})
      item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
  }
  QTreeWidgetItem *item = m_lines->topLevelItem(row);
  const bool white = m_position->sideToMove() == sc::Color::White;
  const QString line = enginelines::numberedLine(*m_position, info.pv);
  const QLocale locale;
  // A decided game in words ("White wins in 3"), not as "#3".
  const int whiteScore =
      Analysis::fromUci(info.score.mate, info.score.value, m_position->sideToMove());
  item->setText(ScoreColumn, info.score.mate ? Analysis::describeScore(whiteScore)
                                             : formatEngineScore(info.score, white));
  item->setText(DepthColumn, QString::number(info.depth));
  item->setText(SpeedColumn, speed(info.nps));
  item->setText(LineColumn, line);
  item->setData(ScoreColumn, PvRole, info.pv);
  item->setData(ScoreColumn, CommentRole, enginelines::scoreComment(info, white));
  item->setData(ScoreColumn, ScoreRole, whiteScore);
  const QString details = tr("Depth %1 (selective %2), %3 nodes, %4 s")
                              .arg(info.depth)
                              .arg(info.selDepth)
                              .arg(locale.toString(info.nodes))
                              .arg(locale.toString(info.timeMs / 1000.0, 'f', 1));
  for (int column : {ScoreColumn, DepthColumn, SpeedColumn}) item->setToolTip(column, details);
  // Rich text, so a long line wraps in its tooltip instead of running off the screen.
  item->setToolTip(LineColumn, QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped()));
  updateArrows();
  updateState();
}

int AnalysisView::selectedLine() const {
  const QList<QTreeWidgetItem *> selected = m_lines->selectedItems();
  return selected.isEmpty() ? -1 : m_lines->indexOfTopLevelItem(selected.front());
}

void AnalysisView::previewRow(QTreeWidgetItem *item) {
  if (!item || !m_position) return;
  const QStringList pv = item->data(ScoreColumn, PvRole).toStringList();
  const auto end = enginelines::playLine(*m_position, pv);
  if (!end) return;
  const int line = m_lines->indexOfTopLevelItem(item) + 1;
  emit previewRequested(*end, m_threatShown
                                  ? tr("Preview: end of threat line %1 (Esc returns)").arg(line)
                                  : tr("Preview: end of line %1 (Esc returns)").arg(line));
}

void AnalysisView::clearLineSelection() {
  m_lines->clearSelection();
  m_lines->setCurrentItem(nullptr);
}

void AnalysisView::insertSelectedLine() {
  if (!m_document || !m_position || m_lines->topLevelItemCount() == 0) return;
  const int row = qMax(0, selectedLine());
  const QTreeWidgetItem *item = m_lines->topLevelItem(row);
  QStringList pv = item->data(ScoreColumn, PvRole).toStringList();
  // A threat goes in as annotators write one: a pass, then the threat.
  if (m_threatShown) pv.prepend(QString::fromLatin1(sc::kNullToken));
  m_document->insertLine(m_node, pv, item->data(ScoreColumn, CommentRole).toString());
}

bool AnalysisView::hasBestTurn() const {
  return m_document && m_position && !m_threatShown && m_node == m_document->currentNode() &&
         m_lines->topLevelItemCount() > 0 &&
         !m_lines->topLevelItem(0)->data(ScoreColumn, PvRole).toStringList().isEmpty();
}

void AnalysisView::playBestTurn() {
  if (!hasBestTurn()) return;
  sc::Position at = *m_position;
  const QStringList pv = m_lines->topLevelItem(0)->data(ScoreColumn, PvRole).toStringList();
  if (const std::optional<sc::Turn> turn = sc::parseTurn(at, pv.front().toStdString()))
    m_document->playTurn(*turn);
}

void AnalysisView::updateArrows() {
  if (hasBestTurn() != m_bestTurn) {
    m_bestTurn = !m_bestTurn;
    emit bestTurnAvailable(m_bestTurn);
  }
  std::vector<sc::Arrow> arrows;
  if (m_arrow->isChecked() && m_position && m_lines->topLevelItemCount() > 0) {
    const QStringList pv = m_lines->topLevelItem(0)->data(ScoreColumn, PvRole).toStringList();
    if (!pv.isEmpty()) arrows = enginelines::turnArrows(*m_position, pv.front());
    // A threat is the other side's turn: red, as Lichess draws it.
    if (m_threatShown)
      for (sc::Arrow &a : arrows) a.color = sc::ShapeColor::Red;
  }
  if (arrows != m_arrows) {
    m_arrows = arrows;
    emit engineArrowsChanged(m_arrows);
  }
  // The other lines, as Lichess draws them: a threat has one line, and an
  // arrow the user turned off takes them with it.
  std::vector<enginelines::LineArrow> alternatives;
  if (!arrows.empty() && !m_threatShown) {
    const int pawn = Analysis::pawnEquivalent(m_position->variant());
    const int best = m_lines->topLevelItem(0)->data(ScoreColumn, ScoreRole).toInt();
    for (int row = 1; row < m_lines->topLevelItemCount(); ++row) {
      const QTreeWidgetItem *item = m_lines->topLevelItem(row);
      const QStringList pv = item->data(ScoreColumn, PvRole).toStringList();
      const std::optional<double> weight = enginelines::lineWeight(
          best, item->data(ScoreColumn, ScoreRole).toInt(), m_position->sideToMove(), pawn);
      if (pv.isEmpty() || !weight) continue;
      for (const sc::Arrow &a : enginelines::turnArrows(*m_position, pv.front()))
        alternatives.push_back({a, *weight});
    }
  }
  if (alternatives == m_alternatives) return;
  m_alternatives = alternatives;
  emit engineAlternativesChanged(m_alternatives);
}
