#include "boardmenus.h"

#include <QActionGroup>
#include <QMenu>
#include <QStyle>
#include <algorithm>
#include <map>

#include "gamedocument.h"
#include "pieceset.h"
#include "positioneditor.h"
#include "turninput.h"

namespace {

// Menus show the kinds a click cannot reach first: they are why the menu is
// opened.
constexpr sc::TurnKind kSpecialKinds[] = {sc::TurnKind::Unload,     sc::TurnKind::Bridge,
                                          sc::TurnKind::Unbridge,   sc::TurnKind::PairTranslate,
                                          sc::TurnKind::PairRotate, sc::TurnKind::Bomber};
constexpr sc::TurnKind kClickKinds[] = {
    sc::TurnKind::Move,      sc::TurnKind::MoveShoot, sc::TurnKind::Shoot,  sc::TurnKind::Series,
    sc::TurnKind::Replace,   sc::TurnKind::Capture,   sc::TurnKind::Castle, sc::TurnKind::EnPassant,
    sc::TurnKind::Promotion, sc::TurnKind::Volley,    sc::TurnKind::Double};
// Beyond this many turns in one kind, the submenu is split by declared square.
constexpr int kMaxFlat = 24;
// Up to this many turns in one kind, each line carries its description.
constexpr int kMaxDescribed = 8;

QString escaped(QString text) { return text.replace(QLatin1Char('&'), QLatin1String("&&")); }

// Piece names come from the ruleset files (English); translators add them
// under the context the document layer uses too.
QString typeName(const sc::PieceType &type) {
  return QCoreApplication::translate("PieceName", type.name.c_str());
}

QString pieceName(const sc::Position &pos, sc::Square s) {
  return typeName(pos.rules().piece(pos.at(s)));
}

}  // namespace

void BoardMenus::addTurn(QMenu *menu, TurnInput *input, const sc::Turn &turn, bool describe,
                         const QString &prefix) {
  const QString notation = input->notation(turn);
  const QString description = input->describe(turn);
  QString text = prefix + notation;
  if (describe) text += QStringLiteral("  \u2014  ") + description;
  QAction *action = menu->addAction(escaped(text));
  action->setData(QVariant::fromValue(turn));
  action->setToolTip(description);
  action->setStatusTip(description);
  QObject::connect(action, &QAction::triggered, input, [input, turn] { input->choose(turn); });
}

QMenu *BoardMenus::turnMenu(QWidget *parent, TurnInput *input, sc::Square square) {
  auto *menu = new QMenu(parent);
  menu->setObjectName(QStringLiteral("boardTurnMenu"));
  menu->setToolTipsVisible(true);
  const QList<sc::Turn> turns = input->turnsFor(square);
  std::map<sc::TurnKind, QList<sc::Turn>> byKind;
  for (const sc::Turn &t : turns) byKind[t.kind].push_back(t);

  const sc::Position &pos = input->document()->position();
  auto addGroup = [&](sc::TurnKind kind, bool special) {
    auto it = byKind.find(kind);
    if (it == byKind.end()) return;
    const QList<sc::Turn> &group = it->second;
    const QString label = TurnInput::kindLabel(pos.rules(), kind);
    if (special && group.size() == 1) {
      addTurn(menu, input, group.front(), true, label + QStringLiteral(": "));
      return;
    }
    QMenu *sub = menu->addMenu(tr("%1 (%2)").arg(label).arg(group.size()));
    sub->setToolTipsVisible(true);
    if (group.size() <= kMaxFlat) {
      for (const sc::Turn &t : group) addTurn(sub, input, t, group.size() <= kMaxDescribed);
      return;
    }
    // A queen may have dozens of move-and-shoot turns: one submenu per
    // declared square keeps each list short.
    std::map<sc::Square, QList<sc::Turn>> bySquare;
    for (const sc::Turn &t : group)
      bySquare[TurnInput::declaredSquare(t, square, pos)].push_back(t);
    for (const auto &[declared, list] : bySquare) {
      QMenu *leaf = sub->addMenu(QString::fromStdString(sc::squareName(declared)));
      leaf->setToolTipsVisible(true);
      for (const sc::Turn &t : list) addTurn(leaf, input, t, list.size() <= kMaxDescribed);
    }
  };
  for (sc::TurnKind kind : kSpecialKinds) addGroup(kind, true);
  if (!menu->isEmpty()) menu->addSeparator();
  for (sc::TurnKind kind : kClickKinds) addGroup(kind, false);
  if (turns.isEmpty()) menu->addAction(tr("No legal turn for this shooter"))->setEnabled(false);
  return menu;
}

QMenu *BoardMenus::choiceMenu(QWidget *parent, TurnInput *input, const QList<sc::Turn> &turns) {
  auto *menu = new QMenu(parent);
  menu->setObjectName(QStringLiteral("boardChoiceMenu"));
  menu->setToolTipsVisible(true);
  const bool promotion = std::all_of(turns.begin(), turns.end(), [](const sc::Turn &t) {
    return t.kind == sc::TurnKind::Promotion;
  });
  if (promotion) {
    // C6: the promotion chooser, each piece drawn as on the board.
    menu->setTitle(tr("Promote to"));
    const sc::Position &pos = input->document()->position();
    PieceSet pieces;
    pieces.useSet(pos.rules().pieceSet);
    const sc::Color side = pos.sideToMove();
    const int size = menu->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, menu) * 2;
    menu->setStyleSheet(QStringLiteral("QMenu::item { padding: 4px 16px 4px 8px; }"));
    for (const sc::Turn &t : turns) {
      const sc::PieceType &type = pos.rules().pieces[t.extra];
      QAction *a =
          menu->addAction(QIcon(pieces.pixmap(type.letter, side, size, 2.0)), typeName(type));
      a->setData(QVariant::fromValue(t));
      a->setToolTip(input->describe(t));
      QObject::connect(a, &QAction::triggered, input, [input, t] { input->choose(t); });
    }
    return menu;
  }
  QAction *title = menu->addAction(tr("Which turn do you declare?"));
  title->setEnabled(false);
  menu->addSeparator();
  for (const sc::Turn &t : turns) addTurn(menu, input, t, true);
  return menu;
}

QMenu *BoardMenus::editMenu(QWidget *parent, PositionEditor *editor, sc::Square square,
                            const std::function<void(const QString &)> &report) {
  auto *menu = new QMenu(parent);
  menu->setObjectName(QStringLiteral("boardEditMenu"));
  const sc::Position &pos = editor->position();
  const sc::Ruleset &rules = pos.rules();
  const sc::Cell cell = pos.at(square);
  const QString name = QString::fromStdString(sc::squareName(square));

  if (cell.empty()) {
    for (sc::Color color : {sc::Color::White, sc::Color::Black}) {
      QMenu *place = menu->addMenu(color == sc::Color::White ? tr("Place a white shooter")
                                                             : tr("Place a black shooter"));
      for (int i = 0; i < int(rules.pieces.size()); ++i) {
        QAction *a = place->addAction(typeName(rules.pieces[i]));
        QObject::connect(a, &QAction::triggered, editor,
                         [=] { report(editor->place(square, i, color)); });
      }
    }
    return menu;
  }

  const sc::PieceType &type = rules.piece(cell);
  // Only what the rule system has: no ranks or bridges in chess or Chess-Battle (B6).
  QMenu *rankMenu = menu->addMenu(tr("Rank"));
  rankMenu->menuAction()->setVisible(rules.ranks);
  auto *ranks = new QActionGroup(rankMenu);
  for (int r = 1; r <= type.maxRank; ++r) {
    const QString text = r == type.baseRank ? tr("%1 (base rank)").arg(r) : QString::number(r);
    QAction *a = rankMenu->addAction(text);
    a->setCheckable(true);
    a->setChecked(r == cell.rank);
    if (r <= 9)
      a->setShortcut(QKeySequence(Qt::Key_0 + r));  // shown as a hint; the board handles the key
    ranks->addAction(a);
    QObject::connect(a, &QAction::triggered, editor, [=] { report(editor->setRank(square, r)); });
  }

  QMenu *bridgeMenu = menu->addMenu(tr("Bridge with"));
  for (int dir = 0; dir < sc::kDirections; dir += 2) {  // side by side only (S4)
    sc::Square other = 0;
    if (!pos.variant().neighbour(square, dir, other)) continue;
    const sc::Cell &o = pos.at(other);
    if (o.empty() || o.color != cell.color) continue;
    QAction *a = bridgeMenu->addAction(tr("the %1 on %2")
                                           .arg(pieceName(pos, other))
                                           .arg(QString::fromStdString(sc::squareName(other))));
    a->setEnabled(!cell.bridged() && !o.bridged());
    QObject::connect(a, &QAction::triggered, editor,
                     [=] { report(editor->bridge(square, other)); });
  }
  bridgeMenu->setEnabled(!bridgeMenu->isEmpty() && !cell.bridged());
  bridgeMenu->menuAction()->setVisible(rules.bridges);

  QAction *unbridge = menu->addAction(tr("Unbridge"));
  unbridge->setEnabled(cell.bridged());
  unbridge->setVisible(rules.bridges);
  QObject::connect(unbridge, &QAction::triggered, editor,
                   [=] { report(editor->unbridge(square)); });
  menu->addSeparator();
  QAction *remove = menu->addAction(tr("Remove the %1 on %2").arg(pieceName(pos, square), name));
  remove->setShortcut(QKeySequence::Delete);
  QObject::connect(remove, &QAction::triggered, editor, [=] { report(editor->remove(square)); });
  return menu;
}
