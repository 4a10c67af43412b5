#include "rankmodel.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <algorithm>

#include "gamedocument.h"
#include "weapons.h"

namespace {

QString squareText(sc::Square s) { return QString::fromStdString(sc::squareName(s)); }

QString weaponText(std::uint8_t weapons) {
  QString out;
  for (int w = 0; w < sc::kWeapons; ++w)
    if (weapons >> w & 1) out += QLatin1Char(sc::kWeaponLetters[w]);
  return out;
}

// M8/M11: 1 when some enemy reaches the piece with a weak or plain class, 2
// when only same-class reaches exist (it takes a double capture), 0 for none.
int attackersNeeded(const sc::Position &pos, sc::Square target) {
  const sc::Cell &victim = pos.at(target);
  int best = 0;
  sc::ReachList reach;
  for (sc::Square s : pos.variant().squares()) {
    const sc::Cell &c = pos.at(s);
    if (c.empty() || c.color == victim.color) continue;
    sc::reachOf(pos, s, reach);
    for (int i = 0; i < reach.size; ++i) {
      if (reach.items[i].square != target) continue;
      const sc::WeaponClass k = sc::reachClass(pos, reach.items[i]);
      if (k == sc::WeaponClass::Weak || k == sc::WeaponClass::Plain) return 1;
      if (k == sc::WeaponClass::Same) best = 2;
    }
  }
  return best;
}

// "Rook": the ruleset's name, translated, capitalised for a table cell.
QString typeName(const sc::Variant &v, const sc::Cell &c) {
  QString name = QCoreApplication::translate("PieceName", v.piece(c).name.c_str());
  if (!name.isEmpty()) name[0] = name[0].toUpper();
  return name;
}

// "+2", "−4" (a true minus sign), nothing for no change.
QString signedText(int n) {
  if (n == 0) return {};
  return n > 0 ? QStringLiteral("+%1").arg(n) : QStringLiteral("\u2212%1").arg(-n);
}

// Readable on light and dark rows alike.
const QColor kLoss(0xd3, 0x2f, 0x2f);
const QColor kGain(0x2e, 0x9d, 0x5b);
// A changed rank: the board's yellow ring as an opaque light cell with dark
// text, the same in light and dark palettes.
const QColor kFlag(0xff, 0xe0, 0x82);
const QColor kFlagText(0x20, 0x20, 0x20);
const QColor kFlagLoss(0xb7, 0x1c, 0x1c);
const QColor kFlagGain(0x1b, 0x5e, 0x20);

QString describeThreat(const sc::Position &pos, const Threat &t) {
  const QString who = RankModel::tr("%1 %2 (rank %3)")
                          .arg(typeName(pos.variant(), pos.at(t.attacker)), squareText(t.attacker))
                          .arg(t.attackRank);
  switch (t.turn.kind) {
    case sc::TurnKind::Replace:
      return RankModel::tr("%1, shoot and replace").arg(who);
    case sc::TurnKind::MoveShoot:
      return RankModel::tr("%1 via %2").arg(who, squareText(t.turn.to));
    case sc::TurnKind::Series:
      return RankModel::tr("%1 in series to %2").arg(who, squareText(t.turn.to));
    case sc::TurnKind::PairTranslate:
      return RankModel::tr("%1 with its pair via %2").arg(who, squareText(t.turn.to));
    case sc::TurnKind::PairRotate:
      return RankModel::tr("%1 rotating around %2").arg(who, squareText(t.turn.extra));
    case sc::TurnKind::Bomber:
      return RankModel::tr("%1 as a bomber").arg(who);
    default:
      return who;
  }
}

}  // namespace

RankModel::RankModel(GameDocument *document, QObject *parent)
    : QAbstractTableModel(parent),
      m_doc(document),
      m_position(document->position()),
      m_threats(std::make_unique<ThreatFinder>()) {
  connect(m_doc, &GameDocument::gameAboutToBeReset, this, [this] { beginResetModel(); });
  connect(m_doc, &GameDocument::gameReset, this, [this] {
    reset();
    endResetModel();
  });
  connect(m_doc, &GameDocument::currentNodeChanged, this, &RankModel::follow);
  reset();
}

RankModel::~RankModel() = default;

void RankModel::setShownPosition(const sc::Position *position) {
  beginResetModel();
  m_shown.reset();
  if (position) m_shown = *position;
  reset();
  endResetModel();
}

// From the root to the current node, without signals (the caller resets).
void RankModel::reset() {
  if (m_shown) {
    m_position = *m_shown;
    m_tracker.reset(m_position);
    m_path.clear();
    m_rows = collectRows();
    return;
  }
  m_position = m_doc->tree().start();
  m_tracker.reset(m_position);
  m_path.assign(1, m_doc->tree().root());
  m_rows.clear();
  const std::vector<sc::NodeId> path = m_doc->tree().path(m_doc->currentNode());
  for (size_t i = 1; i < path.size(); ++i) {
    m_position.make(m_doc->tree().node(path[i]).turn);
    m_tracker.push(m_position.lastEdits());
    m_path.push_back(path[i]);
  }
  m_rows = collectRows();
}

// A navigation step: undo the turns back to the common ancestor, make the
// turns down to `node`. One step forward or back costs one turn.
void RankModel::follow(sc::NodeId node) {
  if (m_shown) return;  // the game moves on behind the edited position
  const sc::GameTree &tree = m_doc->tree();
  const std::vector<sc::NodeId> path = tree.path(node);
  size_t common = 0;
  while (common < path.size() && common < m_path.size() && path[common] == m_path[common]) ++common;
  if (common == 0) {  // another tree without a reset: start again
    beginResetModel();
    reset();
    endResetModel();
    return;
  }
  while (m_path.size() > common) {
    m_position.undo();
    m_tracker.pop();
    m_path.pop_back();
  }
  for (size_t i = common; i < path.size(); ++i) {
    m_position.make(tree.node(path[i]).turn);
    m_tracker.push(m_position.lastEdits());
    m_path.push_back(path[i]);
  }
  updateRows();
}

std::vector<RankModel::Row> RankModel::collectRows() {
  m_threats->compute(m_position);
  std::vector<Row> rows;
  for (int id : m_tracker.alive()) {
    Row r;
    r.id = id;
    r.square = m_tracker.square(id);
    r.cell = m_position.at(r.square);
    if (m_position.rules().piece(r.cell).crater) continue;  // K8: a crater is no piece
    r.previousRank = m_tracker.previousRank(id);
    r.startRank = m_tracker.startRank(id);
    std::vector<Threat> threats = m_threats->threats(r.square);
    std::sort(threats.begin(), threats.end(),
              [](const Threat &a, const Threat &b) { return a.attacker < b.attacker; });
    r.threatCount = int(threats.size());
    for (const Threat &t : threats) r.threats << describeThreat(m_position, t);
    if (focus() == Focus::Weapons) r.needs = attackersNeeded(m_position, r.square);
    rows.push_back(std::move(r));
  }
  return rows;
}

// Rows stay with their shooters: the fallen are removed, the returning (a
// step back) inserted, and the rest change in place, so a selected shooter
// stays selected while it moves.
void RankModel::updateRows() {
  std::vector<Row> next = collectRows();
  auto has = [](const std::vector<Row> &rows, int id) {
    return std::any_of(rows.begin(), rows.end(), [id](const Row &r) { return r.id == id; });
  };
  for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
    if (has(next, m_rows[size_t(i)].id)) continue;
    beginRemoveRows({}, i, i);
    m_rows.erase(m_rows.begin() + i);
    endRemoveRows();
  }
  for (size_t i = 0; i < next.size(); ++i) {
    if (i < m_rows.size() && m_rows[i].id == next[i].id) continue;
    beginInsertRows({}, int(i), int(i));
    m_rows.insert(m_rows.begin() + ptrdiff_t(i), next[i]);
    endInsertRows();
  }
  m_rows = std::move(next);
  if (!m_rows.empty())
    emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

int RankModel::rowOf(sc::Square square) const {
  for (size_t i = 0; i < m_rows.size(); ++i)
    if (m_rows[i].square == square) return int(i);
  return -1;
}

int RankModel::rowCount(const QModelIndex &parent) const {
  return parent.isValid() ? 0 : int(m_rows.size());
}

int RankModel::columnCount(const QModelIndex &parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

RankModel::Focus RankModel::focus() const {
  const sc::Ruleset &rules = m_position.rules();
  if (!rules.weaponTable.empty()) return Focus::Weapons;
  return rules.ranks ? Focus::Ranks : Focus::Pieces;
}

QVariant RankModel::display(const Row &row, int column) const {
  const sc::Variant &v = m_position.variant();
  switch (column) {
    case SideColumn:
      return row.cell.color == sc::Color::White ? tr("White") : tr("Black");
    case TypeColumn:
      return typeName(v, row.cell);
    case SquareColumn:
      return squareText(row.square);
    case BaseColumn:
      return v.piece(row.cell).baseRank;
    case RankColumn:
      return int(row.cell.rank);
    case TurnChangeColumn:
      return signedText(row.cell.rank - row.previousRank);
    case StartChangeColumn:
      return signedText(row.cell.rank - row.startRank);
    case PartnerColumn:
      return row.cell.bridged() ? squareText(m_position.partner(row.square)) : QString();
    case ThreatColumn:
      return row.threatCount ? QVariant(row.threatCount) : QVariant(QString());
    case DefenceColumn:
      return weaponText(v.ownWeapons(row.cell.pieceIndex()));
    case WeaponsColumn: {
      const QString own = weaponText(v.ownWeapons(row.cell.pieceIndex()));
      return row.cell.weapons ? own + QStringLiteral(" + ") + weaponText(row.cell.weapons) : own;
    }
    case NeedsColumn:
      return row.needs ? QVariant(row.needs) : QVariant(QString());
  }
  return {};
}

QVariant RankModel::sortValue(const Row &row, int column) const {
  switch (column) {
    case SideColumn:
      return int(row.cell.color);
    case TypeColumn:
      return row.cell.pieceIndex();
    case SquareColumn:  // a1, b1, ..., h1, a2: the board's own order
      return int(row.square);
    case BaseColumn:
      return m_position.variant().piece(row.cell).baseRank;
    case RankColumn:
      return int(row.cell.rank);
    case TurnChangeColumn:
      return row.cell.rank - row.previousRank;
    case StartChangeColumn:
      return row.cell.rank - row.startRank;
    case PartnerColumn:
      return row.cell.bridged() ? int(m_position.partner(row.square)) : -1;
    case ThreatColumn:
      return row.threatCount;
    case DefenceColumn:
      return int(m_position.variant().ownWeapons(row.cell.pieceIndex()));
    case WeaponsColumn:
      return int(m_position.variant().heldWeapons(row.cell));
    case NeedsColumn:
      return row.needs;
  }
  return {};
}

QString RankModel::toolTip(const Row &row, int column) const {
  const QString name = typeName(m_position.variant(), row.cell);
  switch (column) {
    case RankColumn:
    case TurnChangeColumn:
      if (row.cell.rank != row.previousRank)
        return tr("The rank changed in the last turn: %1 \u2192 %2")
            .arg(row.previousRank)
            .arg(row.cell.rank);
      return tr("The rank did not change in the last turn");
    case StartChangeColumn:
      return tr("Rank at the start of the game: %1, now %2").arg(row.startRank).arg(row.cell.rank);
    case PartnerColumn:
      if (!row.cell.bridged()) return tr("Not bridged");
      return tr("Bridged with the shooter on %1: the pair shoots and is shot with rank %2")
          .arg(squareText(m_position.partner(row.square)))
          .arg(m_position.pairRank(row.square));
    case ThreatColumn:
      if (focus() != Focus::Ranks) {
        if (row.threats.isEmpty()) return tr("No enemy piece could take the %1").arg(name);
        return tr("Could be taken by: %1").arg(row.threats.join(QStringLiteral(", ")));
      }
      if (row.threats.isEmpty()) return tr("No enemy shooter could shoot the %1 down").arg(name);
      return tr("Could be shot down by: %1").arg(row.threats.join(QStringLiteral(", ")));
    case NeedsColumn:
      if (row.needs == 1) return tr("One enemy piece reaches it with a weak or plain class (M8)");
      if (row.needs == 2) return tr("Only pieces of its own type reach it: a double capture (M11)");
      return tr("No enemy piece reaches it");
    default:
      if (focus() != Focus::Ranks)
        return tr("%1 %2 on %3")
            .arg(row.cell.color == sc::Color::White ? tr("White") : tr("Black"), name,
                 squareText(row.square));
      return tr("%1 %2 on %3, rank %4 (base %5)")
          .arg(row.cell.color == sc::Color::White ? tr("White") : tr("Black"), name,
               squareText(row.square))
          .arg(row.cell.rank)
          .arg(m_position.variant().piece(row.cell).baseRank);
  }
}

QVariant RankModel::data(const QModelIndex &index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Row &row = m_rows[size_t(index.row())];
  const int column = index.column();
  const int base = m_position.variant().piece(row.cell).baseRank;
  const bool flagged = row.cell.rank != row.previousRank;
  switch (role) {
    case Qt::DisplayRole:
      return display(row, column);
    case Qt::ToolTipRole:
      return toolTip(row, column);
    case SortRole:
      return sortValue(row, column);
    case SquareRole:
      return int(row.square);
    case ColorRole:
      return int(row.cell.color);
    case LetterRole:
      return QChar(m_position.variant().piece(row.cell).letter);
    case FlaggedRole:
      return flagged;
    case ThreatListRole:
      return row.threats;
    case ShooterIdRole:
      return row.id;
    case PieceSetRole:
      return QString::fromStdString(m_position.rules().pieceSet);
    case Qt::TextAlignmentRole:
      return column <= TypeColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                  : QVariant(Qt::AlignCenter);
    case Qt::BackgroundRole:
      if (flagged && (column == RankColumn || column == TurnChangeColumn)) return QBrush(kFlag);
      return {};
    case Qt::ForegroundRole: {
      const bool onFlag = flagged && (column == RankColumn || column == TurnChangeColumn);
      int delta = 0;
      if (column == RankColumn) delta = row.cell.rank - base;
      if (column == TurnChangeColumn) delta = row.cell.rank - row.previousRank;
      if (column == StartChangeColumn) delta = row.cell.rank - row.startRank;
      if (column == ThreatColumn) delta = -row.threatCount;
      if (onFlag) return QBrush(delta == 0 ? kFlagText : delta < 0 ? kFlagLoss : kFlagGain);
      if (delta == 0) return {};
      return QBrush(delta < 0 ? kLoss : kGain);
    }
    case Qt::FontRole:
      if ((column == RankColumn && flagged) || (column == ThreatColumn && row.threatCount)) {
        QFont bold;
        bold.setBold(true);
        return bold;
      }
      return {};
  }
  return {};
}

QVariant RankModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal) return {};
  if (role == Qt::DisplayRole) {
    switch (section) {
      case SideColumn:
        return tr("Side");
      case TypeColumn:
        return focus() == Focus::Ranks ? tr("Shooter") : tr("Piece");
      case SquareColumn:
        return tr("On");
      case BaseColumn:
        return tr("Base");
      case RankColumn:
        return tr("Rank");
      case TurnChangeColumn:
        return tr("\u0394 turn");
      case StartChangeColumn:
        return tr("\u0394 start");
      case PartnerColumn:
        return tr("Bridge");
      case ThreatColumn:
        return tr("Threats");
      case DefenceColumn:
        return tr("Defence");
      case WeaponsColumn:
        return tr("Weapons");
      case NeedsColumn:
        return tr("Needs");
    }
  }
  if (role == AppliesRole) {
    const Focus f = focus();
    switch (section) {
      case BaseColumn:
      case RankColumn:
      case TurnChangeColumn:
      case StartChangeColumn:
        return f == Focus::Ranks;
      case PartnerColumn:
        return m_position.rules().bridges && f == Focus::Ranks;
      case DefenceColumn:
      case WeaponsColumn:
      case NeedsColumn:
        return f == Focus::Weapons;
      default:
        return true;
    }
  }
  if (role == Qt::ToolTipRole) {
    switch (section) {
      case BaseColumn:
        return tr("The type's base rank (S2)");
      case RankColumn:
        return tr("The current rank: red below the base rank, green above it");
      case TurnChangeColumn:
        return tr("Change of rank in the last turn (highlighted when it changed)");
      case StartChangeColumn:
        return tr("Change of rank since the start of the game");
      case PartnerColumn:
        return tr("The square of its bridge partner");
      case ThreatColumn:
        return focus() == Focus::Ranks
                   ? tr("How many enemy shooters could shoot it down on their next turn")
                   : tr("How many enemy pieces could take it on their next turn");
      case DefenceColumn:
        return tr("Its defence type: O orthogonal, D diagonal, J jumping, S short (M2)");
      case WeaponsColumn:
        return tr("The weapons it holds: its own, then those it took (M3, M10)");
      case NeedsColumn:
        return tr("Enemy attackers needed to take it now: 1, or 2 for a double capture (M11)");
    }
  }
  return {};
}
