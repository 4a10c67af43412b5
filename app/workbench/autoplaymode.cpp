#include "autoplaymode.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

#include "settingskeys.h"

namespace {

// The paces offered, as ChessX's autoplay interval is set: from a quick look
// through a game to a slow one for a class.
constexpr int kIntervals[] = {1000, 2000, 3000, 5000, 10000};

}  // namespace

AutoPlayMode::AutoPlayMode(QMainWindow *window, GameDocument *document, QMenu *gameMenu,
                           QAction *after)
    : QObject(window),
      m_window(window),
      m_play(new AutoPlay(document, this)),
      m_action(new QAction(tr("&Auto Play"), window)),
      m_speeds(new QActionGroup(this)) {
  m_play->setObjectName(QStringLiteral("autoPlay"));
  m_action->setObjectName(QStringLiteral("actionAutoPlay"));
  m_action->setCheckable(true);
  m_action->setShortcut(QKeySequence(tr("Ctrl+Shift+Space")));
  m_action->setStatusTip(
      tr("Show the line's next turn every few seconds until it ends; moving "
         "through the game yourself stops it"));
  window->addAction(m_action);  // the shortcut works in presentation mode too
  // With the navigation, after `after` (Game > End).
  const QList<QAction *> items = gameMenu->actions();
  const qsizetype at = items.indexOf(after);
  QAction *before = at >= 0 && at + 1 < items.size() ? items[at + 1] : nullptr;
  gameMenu->insertAction(before, m_action);
  auto *speed = new QMenu(tr("Auto Play &Interval"), gameMenu);
  gameMenu->insertMenu(before, speed);
  speed->setObjectName(QStringLiteral("autoPlaySpeedMenu"));
  const int kept =
      QSettings().value(SettingsKeys::kAutoPlayInterval, AutoPlay::kDefaultInterval).toInt();
  bool known = false;
  for (const int ms : kIntervals) {
    QAction *choice = speed->addAction(tr("A Turn Every %n Second(s)", nullptr, ms / 1000));
    choice->setObjectName(QStringLiteral("autoPlayEvery%1").arg(ms));
    choice->setCheckable(true);
    choice->setActionGroup(m_speeds);
    choice->setChecked(ms == kept);
    known = known || ms == kept;
    connect(choice, &QAction::triggered, this, [this, ms] { chooseInterval(ms); });
  }
  m_play->setInterval(known ? kept : AutoPlay::kDefaultInterval);
  if (!known) m_speeds->actions().at(1)->setChecked(true);  // the default's place in kIntervals

  connect(m_action, &QAction::toggled, this, [this](bool on) {
    m_play->setRunning(on);
    if (on && !m_play->isRunning()) {  // a game without a turn
      m_action->setChecked(false);
      m_window->statusBar()->showMessage(tr("Auto play: this game has no turn to show"), 5000);
    }
  });
  connect(m_play, &AutoPlay::runningChanged, m_action, &QAction::setChecked);
  connect(m_play, &AutoPlay::runningChanged, this, [this](bool on) {
    if (on)
      m_window->statusBar()->showMessage(
          tr("Auto play: a turn every %n second(s); moving through the game yourself stops it",
             nullptr, m_play->interval() / 1000),
          5000);
  });
  connect(m_play, &AutoPlay::finished, this, [this] {
    m_window->statusBar()->showMessage(tr("Auto play: the end of the line"), 5000);
  });
}

void AutoPlayMode::chooseInterval(int ms) {
  m_play->setInterval(ms);
  QSettings().setValue(SettingsKeys::kAutoPlayInterval, ms);
}

void AutoPlayMode::setSparring(bool playing) {
  if (playing) m_play->setRunning(false);
  m_action->setEnabled(!playing);
}
