// Daily use (issue 15), hooked into the window in one place so that the rest
// of MainWindow need not know it:
//   - the turn box under the board (views/turnbox.h over TurnCompletion),
//     focused with Ctrl+L (docs/turn-box.md);
//   - Game > Play against the Engine (model/document/sparring.h, the
//     SparringDialog), with Take Back, Hint and Resign (docs/sparring.md);
//   - the user's shortcuts (shortcuts.h), applied last, once every action
//     exists; Preferences edits them (shortcutspage.h, docs/shortcuts.md).
// Everything here only creates and connects; the logic lives in the classes named.
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>
#include <memory>

#include "boardview.h"
#include "engineclient.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "settingskeys.h"
#include "shortcuts.h"
#include "sparring.h"
#include "sparringdialog.h"
#include "turnbox.h"
#include "turncompletion.h"

namespace {

// The menu that holds `action` (the Game menu for Declare Turn).
QMenu *menuOf(QMenuBar *bar, QAction *action) {
  for (QAction *top : bar->actions())
    if (QMenu *menu = top->menu(); menu && menu->actions().contains(action)) return menu;
  return nullptr;
}

}  // namespace

void MainWindow::createDailyUse() {
  // --- the turn box under the board, in the board's column.
  auto *completion = new TurnCompletion(m_document);
  auto *turnBox = new TurnBox(completion);
  completion->setParent(turnBox);  // it lives as long as the box
  m_boardColumn->addWidget(turnBox);
  connect(turnBox, &TurnBox::done, m_board, [this] { m_board->setFocus(Qt::OtherFocusReason); });
  // The board's set-up is not the game: typed turns wait until play resumes.
  connect(m_board, &BoardView::modeChanged, turnBox,
          [turnBox](BoardView::Mode mode) { turnBox->setEnabled(mode == BoardView::Mode::Play); });

  auto *typeTurn = new QAction(tr("T&ype a Turn"), this);
  typeTurn->setObjectName(QStringLiteral("typeTurn"));
  typeTurn->setShortcut(QKeySequence(tr("Ctrl+L")));
  typeTurn->setStatusTip(tr("Type a turn in the game's notation, with the legal turns suggested"));
  connect(typeTurn, &QAction::triggered, turnBox, &TurnBox::activate);
  addAction(typeTurn);  // the shortcut works even where no menu shows it

  QMenu *game = menuOf(menuBar(), m_declareTurnAction);
  if (game) game->insertAction(m_declareTurnAction, typeTurn);

  // --- a game against the engine: its own engine process, so the Analysis
  // dock's stays free.
  auto *engine = new EngineClient(this);
  engine->setObjectName(QStringLiteral("sparringEngine"));
  auto *sparring = new Sparring(m_document, engine, this);
  sparring->setObjectName(QStringLiteral("sparring"));
  auto makeAction = [this](const char *name, const QString &text, const QKeySequence &key,
                           const QString &tip) {
    auto *a = new QAction(text, this);
    a->setObjectName(QLatin1String(name));
    a->setShortcut(key);
    a->setStatusTip(tip);
    addAction(a);
    return a;
  };
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
  connect(play, &QAction::triggered, this, [this, sparring] {
    Sparring::Settings settings = sparring->settings();
    // The side to move is the user's unless said otherwise; the strength is
    // the one chosen last time.
    settings.userSide = m_document->position().sideToMove();
    QSettings stored;
    if (const int value = stored.value(SettingsKeys::kSparringValue).toInt(); value > 0)
      settings.strength =
          stored.value(SettingsKeys::kSparringLimit).toString() == QLatin1String("time")
              ? EngineLimits::moveTime(value)
              : EngineLimits::depth(value);
    SparringDialog dialog(settings, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const Sparring::Settings chosen = dialog.settings();
    stored.setValue(SettingsKeys::kSparringLimit,
                    chosen.strength.kind == EngineLimits::Kind::MoveTime ? QStringLiteral("time")
                                                                         : QStringLiteral("depth"));
    stored.setValue(SettingsKeys::kSparringValue, chosen.strength.value);
    sparring->start(chosen);
    m_board->setFocus();
  });
  connect(takeBack, &QAction::triggered, this, [this, sparring] {
    if (!sparring->takeBack()) statusBar()->showMessage(tr("There is no turn to take back"), 5000);
  });
  connect(hint, &QAction::triggered, sparring, &Sparring::hint);
  connect(resign, &QAction::triggered, sparring, &Sparring::resign);
  connect(stopPlaying, &QAction::triggered, sparring, &Sparring::stop);

  auto *sparringStatus = new QLabel;
  sparringStatus->setObjectName(QStringLiteral("sparringStatus"));
  statusBar()->addWidget(sparringStatus);
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
  connect(m_document, &GameDocument::currentNodeChanged, this, sync);
  connect(sparring, &Sparring::message, this,
          [this](const QString &text) { statusBar()->showMessage(text, 8000); });
  // The hint is an arrow on the board and a line in the status bar, until
  // the position changes.
  auto hintShown = std::make_shared<bool>(false);
  connect(sparring, &Sparring::hintReady, this,
          [this, hintShown](const QString &turn, const std::vector<sc::Arrow> &arrows) {
            m_board->setEngineArrows(arrows);
            *hintShown = true;
            statusBar()->showMessage(tr("Hint: %1").arg(turn), 10000);
          });
  connect(m_document, &GameDocument::currentNodeChanged, this, [this, hintShown] {
    if (!*hintShown) return;
    *hintShown = false;
    m_board->setEngineArrows({});
  });

  if (game) {
    game->addSeparator();
    game->addActions({play, takeBack, hint, resign, stopPlaying});
  }

  // --- last: the user's keys for every action made above and before.
  auto *shortcuts = new Shortcuts(this);
  shortcuts->load();
}
