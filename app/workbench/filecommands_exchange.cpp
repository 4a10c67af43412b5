// FileCommands' exchanges: games through the clipboard, positions of another
// rule system, and the recovery of crashed sessions.
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

#include "coremessage.h"
#include "epd.h"
#include "filecommands.h"
#include "gamedocument.h"
#include "gamelist.h"
#include "gamemerge.h"
#include "mergemessage.h"
#include "pgnio.h"
#include "recoverystore.h"
#include "sfen.h"
#include "workspace.h"

void FileCommands::copyGame() {
  QApplication::clipboard()->setText(
      QString::fromUtf8(PgnIo::gameText(m_workspace->document()->tree())));
  emit statusMessage(tr("The game is on the clipboard as PGN"), 4000);
}

void FileCommands::copyLine() {
  const GameDocument *document = m_workspace->document();
  QApplication::clipboard()->setText(QString::fromUtf8(
      PgnIo::gameText(sc::lineThrough(document->tree(), document->currentNode()))));
  emit statusMessage(tr("The line through the turn on the board is on the clipboard as PGN"), 4000);
}

void FileCommands::mergeClipboard() {
  const LoadedFile loaded =
      PgnIo::readText(m_workspace->document()->variantPtr(), QApplication::clipboard()->text());
  std::vector<const sc::GameTree *> others;
  for (const sc::PgnGame &game : loaded.file.games)
    if (game.tree) others.push_back(game.tree.get());
  if (others.empty())
    return emit statusMessage(tr("The clipboard holds no game that could be read: nothing merged"),
                              8000);
  GameDocument *document = m_workspace->document();
  const std::vector<MergeOutcome> outcomes = document->mergeGames(others);
  emit statusMessage(outcomes.size() == 1
                         ? mergeMessage(*document, outcomes.front(), tr("The clipboard's game"))
                         : mergeSummary(outcomes),
                     8000);
}

void FileCommands::mergeTab(int tab) {
  if (tab < 0 || tab >= m_workspace->count() || tab == m_workspace->current()) return;
  // The merge copies what it adds: the tab keeps its game as it is.
  GameDocument *document = m_workspace->document();
  const MergeOutcome outcome = document->mergeGame(m_workspace->game(tab));
  emit statusMessage(
      mergeMessage(*document, outcome,
                   tr("The game of tab \u201c%1\u201d").arg(m_workspace->title(tab))),
      8000);
}

QMenu *FileCommands::createMergeTabMenu(QWidget *parent) {
  auto *menu = new QMenu(tr("Merge Game from Ot&her Tab"), parent);
  menu->setObjectName(QStringLiteral("mergeTabMenu"));
  menu->menuAction()->setStatusTip(
      tr("Add the turns of the game another tab shows to the game on the board as variations"));
  // Filled as it opens: tabs come, go and change their names.
  connect(menu, &QMenu::aboutToShow, this, [this, menu] {
    menu->clear();
    for (int tab = 0; tab < m_workspace->count(); ++tab) {
      if (tab == m_workspace->current()) continue;
      QString title = m_workspace->title(tab);
      QAction *entry = menu->addAction(title.replace(u'&', QStringLiteral("&&")));
      entry->setObjectName(QStringLiteral("mergeTab"));
      connect(entry, &QAction::triggered, this, [this, tab] { mergeTab(tab); });
    }
  });
  const auto update = [this, menu] { menu->menuAction()->setEnabled(m_workspace->count() > 1); };
  update();
  connect(m_workspace, &Workspace::tabsChanged, menu, update);
  return menu;
}

void FileCommands::pasteGame() {
  const QString text = QApplication::clipboard()->text();
  LoadedFile loaded = PgnIo::readText(m_workspace->document()->variantPtr(), text);
  if (loaded.readableGames() == 0) {
    if (loaded.isSfen && offerOtherRuleset(text, tr("Paste Game"))) return;
    QStringList problems;
    if (!loaded.error.isEmpty()) problems.append(loaded.error);
    auto add = [&problems](const sc::PgnProblem &p) {
      problems.append(tr("line %1, column %2: %3")
                          .arg(p.line)
                          .arg(p.column)
                          .arg(CoreMessage::translated(p.detail, p.message)));
    };
    for (const sc::PgnProblem &p : loaded.file.problems) add(p);
    for (const sc::PgnGame &g : loaded.file.games)
      for (const sc::PgnProblem &p : g.problems) add(p);
    reportProblems(tr("The clipboard holds no game that could be read."), problems);
    return;
  }
  std::vector<const sc::GameTree *> trees;
  for (const sc::PgnGame &game : loaded.file.games)
    if (game.tree) trees.push_back(game.tree.get());
  m_workspace->addGames(trees);
  if (m_workspace->games()->gameCount() > 1) emit collectionOpened();
}

void FileCommands::startGameFrom(const sc::Position &start) {
  emit gameStarted();
  m_workspace->newTab(start);
}

void FileCommands::newGameFromPosition() {
  startGameFrom(sc::withoutHistory(m_workspace->document()->position()));
}

std::optional<bool> FileCommands::offerOtherRuleset(const QString &text, const QString &title) {
  const GameDocument *document = m_workspace->document();
  const sc::VariantPtr other = PgnIo::rulesetReadingPosition(document->variantPtr(), text);
  if (!other) return std::nullopt;
  const QString name = QString::fromStdString(other->rules().title);
  QMessageBox box(QMessageBox::Question, title,
                  tr("This is a %1 position. Open it as a new %1 game?").arg(name),
                  QMessageBox::Open | QMessageBox::Cancel, m_window);
  box.setObjectName(QStringLiteral("otherRulesetBox"));
  box.setInformativeText(tr("It is not a position of %1, the rule system of the open game.")
                             .arg(QString::fromStdString(document->variant().rules().title)));
  box.setDefaultButton(QMessageBox::Open);
  if (box.exec() != QMessageBox::Open) return false;
  const auto start = sc::readEpd(other, text.trimmed().toStdString());
  if (!start) return false;
  startGameFrom(start->position);
  return true;
}

void FileCommands::offerRecovery() {
  const QStringList orphans = RecoveryStore::orphans(m_workspace->recovery()->directory());
  if (orphans.isEmpty()) return;
  QStringList what;
  QDateTime newest;
  for (const QString &path : orphans) {
    if (const auto snapshot = RecoveryStore::read(path))
      what.append(snapshot->listFile().isEmpty() ? tr("an unsaved game")
                                                 : QDir::toNativeSeparators(snapshot->listFile()));
    newest = std::max(newest, QFileInfo(path).lastModified());
  }
  if (what.isEmpty()) {
    for (const QString &path : orphans) RecoveryStore::removeOrphan(path);
    return;
  }
  QMessageBox box(
      QMessageBox::Question, tr("Restore Games"),
      tr("The workbench did not close properly last time. Restore the games it "
         "was working on (%1, kept at %2)?")
          .arg(what.join(QStringLiteral("; ")), QLocale().toString(newest, QLocale::ShortFormat)),
      QMessageBox::NoButton, m_window);
  box.setObjectName(QStringLiteral("recoveryBox"));
  QPushButton *restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
  box.addButton(QMessageBox::Discard);
  box.setDefaultButton(restore);
  box.exec();
  // Each crashed session's games come back in a tab of their own.
  for (const QString &path : orphans) {
    if (box.clickedButton() == restore)
      restoreRecovery(path);
    else
      RecoveryStore::removeOrphan(path);
  }
}

bool FileCommands::restoreRecovery(const QString &path) {
  const auto snapshot = RecoveryStore::read(path);
  if (!snapshot || !m_workspace->restore(*snapshot)) return false;
  RecoveryStore::removeOrphan(path);
  return true;
}
