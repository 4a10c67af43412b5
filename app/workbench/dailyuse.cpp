#include "dailyuse.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QVBoxLayout>
#include <memory>
#include <utility>

#include "boardview.h"
#include "engineclient.h"
#include "gamedocument.h"
#include "settingskeys.h"
#include "shortcuts.h"
#include "sparring.h"
#include "sparringdialog.h"
#include "turnbox.h"
#include "turncompletion.h"
#include "turninput.h"

DailyUse::DailyUse(QMainWindow *window, GameDocument *document, BoardView *board,
                   QVBoxLayout *column, QMenu *gameMenu, QAction *before, QMenu *playMenu)
    : QObject(window), m_window(window), m_document(document), m_board(board) {
  createTurnBox(column, gameMenu, before);
  createSparring(playMenu);
  // Last: the user's keys for every action made here and before.
  auto *shortcuts = new Shortcuts(window);
  shortcuts->load();
}

QAction *DailyUse::makeAction(const char *name, const QString &text, const QKeySequence &key,
                              const QString &tip) {
  auto *a = new QAction(text, m_window);
  a->setObjectName(QLatin1String(name));
  a->setShortcut(key);
  a->setStatusTip(tip);
  m_window->addAction(a);  // the shortcut works even where no menu shows it
  return a;
}

void DailyUse::createTurnBox(QVBoxLayout *column, QMenu *gameMenu, QAction *before) {
  auto *completion = new TurnCompletion(m_document);
  auto *turnBox = new TurnBox(completion);
  completion->setParent(turnBox);  // it lives as long as the box
  column->addWidget(turnBox);
  connect(turnBox, &TurnBox::done, m_board, [this] { m_board->setFocus(Qt::OtherFocusReason); });
  m_turnBox = turnBox;
  // The board's set-up is not the game: typed turns wait until play resumes.
  connect(m_board, &BoardView::modeChanged, this, &DailyUse::updateInput);

  QAction *typeTurn =
      makeAction("typeTurn", tr("T&ype a Turn"), QKeySequence(tr("Ctrl+L")),
                 tr("Type a turn in the game's notation, with the legal turns suggested"));
  connect(typeTurn, &QAction::triggered, turnBox, &TurnBox::activate);
  gameMenu->insertAction(before, typeTurn);
}

// A game against the engine: its own engine process, so the Analysis dock's
// stays free.
void DailyUse::createSparring(QMenu *playMenu) {
  auto *engine = m_sparringEngine = new EngineClient(m_window);
  engine->setObjectName(QStringLiteral("sparringEngine"));
  auto *sparring = m_sparring = new Sparring(m_document, engine, m_window);
  sparring->setObjectName(QStringLiteral("sparring"));
  QAction *play = makeAction("playEngine", tr("Play a&gainst the Engine\u2026"),
                             QKeySequence(tr("Ctrl+Shift+P")),
                             tr("Play the game from here against the engine"));
  QAction *takeBack = makeAction("takeBack", tr("Take Bac&k"), QKeySequence(tr("Ctrl+Backspace")),
                                 tr("Take back your last turn and the engine's answer"));
  QAction *hint = makeAction("hint", tr("&Hint"), QKeySequence(tr("Ctrl+H")),
                             tr("Ask the engine for your best turn"));
  QAction *resign = makeAction("resign", tr("&Resign"), QKeySequence(),
                               tr("Give up the game against the engine"));
  QAction *stopPlaying = makeAction("stopPlaying", tr("Stop P&laying"), QKeySequence(),
                                    tr("End the game against the engine; the game stays"));
  connect(play, &QAction::triggered, this, &DailyUse::startSparring);
  connect(takeBack, &QAction::triggered, this, [this, sparring] {
    if (!sparring->takeBack())
      m_window->statusBar()->showMessage(tr("There is no turn to take back"), 5000);
  });
  connect(hint, &QAction::triggered, sparring, &Sparring::hint);
  connect(resign, &QAction::triggered, sparring, &Sparring::resign);
  connect(stopPlaying, &QAction::triggered, sparring, &Sparring::stop);

  auto *sparringStatus = new QLabel;
  sparringStatus->setObjectName(QStringLiteral("sparringStatus"));
  m_window->statusBar()->addWidget(sparringStatus);
  sparringStatus->hide();
  auto sync = [sparring, sparringStatus, takeBack, hint, resign, stopPlaying] {
    const Sparring::State state = sparring->state();
    sparringStatus->setText(sparring->statusText());
    sparringStatus->setVisible(sparring->isActive());
    takeBack->setEnabled(sparring->isActive());
    hint->setEnabled(state == Sparring::State::UserToMove);
    resign->setEnabled(state == Sparring::State::UserToMove ||
                       state == Sparring::State::EngineThinking);
    stopPlaying->setEnabled(sparring->isActive());
  };
  sync();
  connect(sparring, &Sparring::stateChanged, this, sync);
  connect(sparring, &Sparring::stateChanged, this, &DailyUse::updateInput);
  connect(m_document, &GameDocument::currentNodeChanged, this, sync);
  connect(sparring, &Sparring::message, this,
          [this](const QString &text) { m_window->statusBar()->showMessage(text, 8000); });
  // The hint is an arrow on the board and a line in the status bar, until
  // the position changes.
  auto hintShown = std::make_shared<bool>(false);
  connect(sparring, &Sparring::hintReady, this,
          [this, hintShown](const QString &turn, const std::vector<sc::Arrow> &arrows) {
            m_board->setEngineArrows(arrows);
            *hintShown = true;
            m_window->statusBar()->showMessage(tr("Hint: %1").arg(turn), 10000);
          });
  connect(m_document, &GameDocument::currentNodeChanged, this, [this, hintShown] {
    if (!*hintShown) return;
    *hintShown = false;
    m_board->setEngineArrows({});
  });

  // At the head of the Play menu, before training mode.
  QAction *first = playMenu->actions().value(0, nullptr);
  playMenu->insertActions(first, {play, takeBack, hint, resign, stopPlaying});
  if (first) playMenu->insertSeparator(first);
}

void DailyUse::setEngine(const QString &program, const QMap<QString, QString> &options) {
  const EngineChoice choice{program.isEmpty() ? EngineClient::defaultProgram() : program, options};
  if (m_sparring->isActive())
    m_pendingEngine = choice;
  else
    applyEngine(choice);
}

void DailyUse::applyEngine(const EngineChoice &choice) {
  m_sparringEngine->setChosenOptions(choice.options);
  m_sparringEngine->setProgram(choice.program);
}

void DailyUse::startSparring() {
  Sparring::Settings settings = m_sparring->settings();
  // The side to move is the user's unless said otherwise; the strength is
  // the one chosen last time.
  settings.userSide = m_document->position().sideToMove();
  QSettings stored;
  if (const int value = stored.value(SettingsKeys::kSparringValue).toInt(); value > 0)
    settings.strength =
        stored.value(SettingsKeys::kSparringLimit).toString() == QLatin1String("time")
            ? EngineLimits::moveTime(value)
            : EngineLimits::depth(value);
  SparringDialog dialog(settings, m_window);
  if (dialog.exec() != QDialog::Accepted) return;
  const Sparring::Settings chosen = dialog.settings();
  stored.setValue(SettingsKeys::kSparringLimit, chosen.strength.kind == EngineLimits::Kind::MoveTime
                                                    ? QStringLiteral("time")
                                                    : QStringLiteral("depth"));
  stored.setValue(SettingsKeys::kSparringValue, chosen.strength.value);
  if (m_pendingEngine) {
    // Moved out, not exchanged with an empty temporary: GCC 12 misreads that one as uninitialised.
    const EngineChoice choice = std::move(*m_pendingEngine);
    m_pendingEngine.reset();
    applyEngine(choice);
  }
  m_sparring->start(chosen);
  m_board->setFocus();
}

// The user's turns wait while the board is being set up, and while the engine
// thinks in a game against it: a turn then would be played for the engine.
void DailyUse::updateInput() {
  const bool thinking = m_sparring && m_sparring->state() == Sparring::State::EngineThinking;
  m_turnBox->setEnabled(m_board->mode() == BoardView::Mode::Play && !thinking);
  if (TurnInput *input = m_board->turnInput())
    input->hold(thinking ? tr("The engine is thinking: its turn comes first") : QString());
}
