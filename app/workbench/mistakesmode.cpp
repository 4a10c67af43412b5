#include "mistakesmode.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

#include "boardview.h"
#include "gameanalyzer.h"
#include "glyphs.h"
#include "moveclassification.h"
#include "turntrainer.h"

MistakesMode::MistakesMode(QMainWindow *window, GameDocument *document, BoardView *board,
                           QMenu *menu, TurnTrainer *training, GameAnalyzer *judge)
    : QObject(window),
      m_window(window),
      m_document(document),
      m_board(board),
      m_trainer(new MistakeTrainer(document, this)),
      m_action(new QAction(tr("Learn from &Mistakes"), window)),
      m_solution(new QAction(tr("Show &Solution"), window)),
      m_skip(new QAction(tr("S&kip Mistake"), window)),
      m_badge(new QLabel),
      m_tip(tr("Go back to each turn of yours the analysis marked and find a better one (the "
               "side at the bottom of the board)")) {
  m_trainer->setObjectName(QStringLiteral("mistakeTrainer"));
  m_action->setObjectName(QStringLiteral("actionLearnFromMistakes"));
  m_action->setCheckable(true);
  m_action->setShortcut(QKeySequence(tr("Ctrl+Shift+M")));
  m_action->setStatusTip(m_tip);
  m_solution->setObjectName(QStringLiteral("actionShowSolution"));
  m_solution->setStatusTip(tr("Play the engine's better turn for this mistake"));
  m_skip->setObjectName(QStringLiteral("actionSkipMistake"));
  m_skip->setStatusTip(tr("Go on to the next mistake without solving this one"));
  for (QAction *a : {m_action, m_solution, m_skip}) window->addAction(a);
  menu->addSeparator();
  menu->addActions({m_action, m_solution, m_skip});
  m_solution->setEnabled(false);
  m_skip->setEnabled(false);

  connect(m_action, &QAction::toggled, this, &MistakesMode::toggle);
  connect(m_solution, &QAction::triggered, m_trainer, &MistakeTrainer::showSolution);
  connect(m_skip, &QAction::triggered, m_trainer, &MistakeTrainer::skip);
  connect(m_trainer, &MistakeTrainer::activeChanged, this, [this](bool on) {
    m_action->setChecked(on);
    m_solution->setEnabled(on);
    m_skip->setEnabled(on);
    m_badge->setVisible(on);
  });
  connect(m_trainer, &MistakeTrainer::exerciseChanged, this, &MistakesMode::ask);
  m_trainer->setJudge(judge);
  connect(training, &TurnTrainer::activeChanged, m_trainer, [trainer = m_trainer](bool on) {
    if (on) trainer->stop();
  });
  connect(m_trainer, &MistakeTrainer::activeChanged, training, [training](bool on) {
    if (on) training->setActive(false);
  });
  connect(m_trainer, &MistakeTrainer::judged, this, &MistakesMode::say);
  // Said for as long as it lasts, with the count: the status bar's message
  // gives way to the menus' tips.
  m_badge->setObjectName(QStringLiteral("mistakesBadge"));
  m_badge->setToolTip(m_tip);
  m_badge->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; padding: 0 6px; }"));
  m_badge->hide();
  window->statusBar()->insertPermanentWidget(0, m_badge);
}

void MistakesMode::toggle(bool on) {
  if (!on) return m_trainer->stop();
  if (m_trainer->isActive()) return;
  const sc::Color side = m_board->isFlipped() ? sc::Color::Black : sc::Color::White;
  if (m_trainer->start(side)) return;
  m_action->setChecked(false);
  m_window->statusBar()->showMessage(
      side == sc::Color::White
          ? tr("No turn of White's is marked with a better one: analyse the game first "
               "(Analysis \u25b8 Analyse Game), or flip the board for Black's")
          : tr("No turn of Black's is marked with a better one: analyse the game first "
               "(Analysis \u25b8 Analyse Game), or flip the board for White's"),
      10000);
}

void MistakesMode::begin() {
  if (!m_action->isChecked()) m_action->trigger();
}

void MistakesMode::setSparring(bool playing) {
  if (playing) m_trainer->stop();
  m_action->setEnabled(!playing);
}

QString MistakesMode::played(const MistakeTrainer::Exercise &exercise) const {
  const sc::Node &node = m_document->tree().node(exercise.played);
  const QString number =
      QString::number(m_document->turnNumber(exercise.played)) +
      (m_document->mover(exercise.played) == sc::Color::White ? QStringLiteral(". ")
                                                              : QStringLiteral("\u2026 "));
  const QString glyph =
      node.annotation.nags.empty() ? QString() : Glyphs::symbol(node.annotation.nags.front());
  return number + QString::fromStdString(node.notation) + glyph;
}

QString MistakesMode::sideName() const {
  return m_trainer->side() == sc::Color::White ? tr("White") : tr("Black");
}

void MistakesMode::ask(int index) {
  if (index >= m_trainer->count()) {
    m_window->statusBar()->showMessage(
        tr("Done: %1 of %n mistake(s) found", nullptr, m_trainer->count()).arg(m_trainer->found()),
        10000);
    return;
  }
  // The badge keeps the question when a menu's tip takes the message's place.
  m_badge->setText(tr("Mistake %1 of %2: %3")
                       .arg(index + 1)
                       .arg(m_trainer->count())
                       .arg(played(*m_trainer->current())));
  m_window->statusBar()->showMessage(tr("%1 was played here. Find a better turn for %2.")
                                         .arg(played(*m_trainer->current()), sideName()));
}

void MistakesMode::say(MistakeTrainer::Verdict verdict) {
  const MistakeTrainer::Exercise *e = m_trainer->current();
  if (!e) return;
  const sc::GameTree &tree = m_document->tree();
  const QString turn = QString::fromStdString(tree.node(e->better).notation);
  const QString played = QString::fromStdString(tree.node(m_document->currentNode()).notation);
  QString text;
  switch (verdict) {
    case MistakeTrainer::Verdict::Found:
      text = tr("\u2713 Found: %1, the engine's turn").arg(turn);
      break;
    case MistakeTrainer::Verdict::GoodToo:
      text = tr("\u2713 Good too: %1 is a turn the analysis would not mark (the engine's was %2)")
                 .arg(played, turn);
      break;
    case MistakeTrainer::Verdict::Checking:
      text = tr("Asking the engine about %1\u2026").arg(played);
      break;
    case MistakeTrainer::Verdict::GameTurn:
      text = tr("\u2717 That is the turn the game played: find a better one");
      break;
    case MistakeTrainer::Verdict::Worse:
      text = tr("\u2717 %1%2: the analysis would mark it as well. Try again, or Show Solution")
                 .arg(played, Glyphs::symbol(Analysis::nagFor(m_trainer->lastJudgement())));
      break;
    case MistakeTrainer::Verdict::Other:
      text = m_trainer->lastReason().isEmpty()
                 ? tr("\u2717 Not the engine's turn: try again, or Show Solution")
                 : tr("\u2717 Not the engine's turn, and it could not be asked about %1 (%2): "
                      "try again, or Show Solution")
                       .arg(played, m_trainer->lastReason());
      break;
    case MistakeTrainer::Verdict::Shown:
      text = tr("The engine's turn: %1").arg(turn);
      break;
  }
  m_window->statusBar()->showMessage(text);
}
