#include "openingtree.h"

#include <QElapsedTimer>
#include <algorithm>
#include <cctype>
#include <unordered_set>

#include "gamedocument.h"
#include "gamelist.h"
#include "notation.h"
#include "status.h"
#include "workspace.h"

namespace {
constexpr qint64 kSliceNsecs = 15'000'000;  // how long one slice may hold the event loop
}  // namespace

OpeningTree::OpeningTree(QObject *parent) : QAbstractTableModel(parent) {
  m_timer.setInterval(0);
  connect(&m_timer, &QTimer::timeout, this, &OpeningTree::walkSome);
}

void OpeningTree::setList(GameList *list) {
  if (m_list) disconnect(m_list, nullptr, this, nullptr);
  m_list = list;
  m_removing = false;
  m_games.clear();
  if (list) {
    m_games.resize(std::size_t(list->gameCount()));
    connect(list, &QAbstractItemModel::modelReset, this, [this] {
      m_games.assign(std::size_t(m_list->gameCount()), Game{});
      invalidate(0, -1);
    });
    connect(list, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) {
              m_games.insert(m_games.begin() + first, std::size_t(last - first + 1), Game{});
              invalidate(first, last);
            });
    connect(list, &QAbstractItemModel::rowsRemoved, this,
            [this](const QModelIndex &, int first, int last) {
              m_games.erase(m_games.begin() + first, m_games.begin() + last + 1);
              if (m_removing)
                m_next = std::min(m_next, first);
              else
                invalidate(first, -1);
            });
    // Many runs removed at once: one count over the games at the end, not
    // one per run.
    connect(list, &GameList::gamesAboutToBeRemoved, this, [this] { m_removing = true; });
    connect(list, &GameList::gamesRemoved, this, [this] {
      m_removing = false;
      invalidate(m_next, -1);
    });
    // A game read, edited or stored is walked again; the renumbering after a
    // removal (the number column alone) changes no game.
    connect(
        list, &QAbstractItemModel::dataChanged, this,
        [this](const QModelIndex &top, const QModelIndex &bottom) {
          if (top.column() == GameList::NumberColumn && bottom.column() == GameList::NumberColumn)
            return;
          invalidate(top.row(), bottom.row());
        });
  }
  invalidate(0, -1);
}

void OpeningTree::setWorkspace(Workspace *workspace) {
  if (m_workspace) {
    disconnect(m_workspace, nullptr, this, nullptr);
    disconnect(m_workspace->document(), nullptr, this, nullptr);
  }
  m_workspace = workspace;
  m_shownRow = -1;
  setList(workspace ? workspace->games() : nullptr);
  if (!workspace) return;
  // The row comes after the game: a game is loaded, then the workspace
  // names its row (tabsChanged).
  connect(workspace, &Workspace::tabsChanged, this, &OpeningTree::followShownGame);
  GameDocument *document = workspace->document();
  connect(document, &GameDocument::gameReset, this, &OpeningTree::followShownGame);
  connect(document, &GameDocument::nodeInserted, this, &OpeningTree::followShownGame);
  connect(document, &GameDocument::nodeRemoved, this, &OpeningTree::followShownGame);
  connect(document, &GameDocument::childrenReordered, this, &OpeningTree::followShownGame);
  connect(document, &GameDocument::tagsChanged, this, &OpeningTree::followShownGame);
  followShownGame();
}

void OpeningTree::followShownGame() {
  const int row = m_workspace ? m_workspace->currentGame() : -1;
  if (row != m_shownRow) markForWalk(m_shownRow);
  m_shownRow = row;
  markForWalk(row);
}

// One game to walk again: the walk's next slice shows the change (a query
// now would count the old walk).
void OpeningTree::markForWalk(int row) {
  if (row < 0 || row >= int(m_games.size())) return;
  m_games[std::size_t(row)].walked = false;
  m_next = std::min(m_next, row);
  schedule();
}

const sc::GameTree *OpeningTree::shownTree(int row) const {
  if (!m_workspace || row != m_workspace->currentGame()) return nullptr;
  return &m_workspace->document()->tree();
}

// Rows first..last are walked again (none when last < first: rows came or
// went, and theirs are new); the walk resumes from `first`.
void OpeningTree::invalidate(int first, int last) {
  for (int r = first; r >= 0 && r <= last && r < int(m_games.size()); ++r)
    m_games[std::size_t(r)].walked = false;
  m_next = std::min(m_next, std::max(0, first));
  schedule();
  query();
}

void OpeningTree::setActive(bool active) {
  m_active = active;
  if (active) {
    schedule();
  } else {
    m_timer.stop();
  }
}

void OpeningTree::setPosition(const sc::Position &position) {
  if (m_position && m_position->key() == position.key()) return;
  m_position = position;
  query();
}

void OpeningTree::schedule() {
  if (m_active && m_list && gamesWalked() < int(m_games.size())) m_timer.start();
}

int OpeningTree::gamesWalked() const {
  return int(std::count_if(m_games.begin(), m_games.end(), [](const Game &g) { return g.walked; }));
}

void OpeningTree::finish() {
  while (m_timer.isActive()) walkSome();
}

void OpeningTree::walkSome() {
  QElapsedTimer timer;
  timer.start();
  const int total = int(m_games.size());
  while (m_next < total && timer.nsecsElapsed() < kSliceNsecs) {
    if (!m_games[std::size_t(m_next)].walked) walk(m_next);
    ++m_next;
  }
  // A list still being indexed grows: its new rows come as insertions.
  if (m_next >= total) m_timer.stop();
  query();
  emit progress(gamesWalked(), total);
}

void OpeningTree::walk(int row) {
  Game &game = m_games[std::size_t(row)];
  game = Game{};
  game.walked = true;
  std::unique_ptr<sc::GameTree> read;
  const sc::GameTree *tree = shownTree(row);
  if (!tree) tree = m_list->tree(row);
  if (!tree) {
    read = m_list->peekTree(row);
    tree = read.get();
  }
  if (!tree) return;
  const auto result = tree->tags().find("Result");
  if (result != tree->tags().end()) {
    switch (sc::outcomeOfResult(result->second)) {
      case sc::Outcome::WhiteWins:
        game.result = WhiteWon;
        break;
      case sc::Outcome::BlackWins:
        game.result = BlackWon;
        break;
      case sc::Outcome::Draw:
        game.result = Drawn;
        break;
      case sc::Outcome::Ongoing:
        game.result = Unknown;
    }
  }
  sc::Position pos = tree->start();
  std::unordered_set<sc::Key> seen;
  sc::NodeId node = tree->root();
  for (int ply = 0; ply <= kTreePlies; ++ply) {
    const auto &children = tree->node(node).children;
    if (seen.insert(pos.key()).second)
      game.passages.push_back(
          {pos.key(), children.empty() ? 0u : tokenId(tree->node(children.front()).notation)});
    if (children.empty()) break;
    node = children.front();
    pos.make(tree->node(node).turn);
  }
  game.passages.shrink_to_fit();
}

std::uint32_t OpeningTree::tokenId(const std::string &token) {
  const auto [it, added] = m_tokenIds.try_emplace(token, std::uint32_t(m_tokens.size()));
  if (added) m_tokens.push_back(token);
  return it->second;
}

void OpeningTree::query() {
  std::vector<Row> rows;
  int reaching = 0;
  if (m_position) {
    const sc::Key key = m_position->key();
    std::unordered_map<std::uint32_t, std::size_t> at;
    for (const Game &game : m_games) {
      const auto it = std::find_if(game.passages.begin(), game.passages.end(),
                                   [key](const Passage &p) { return p.key == key; });
      if (it == game.passages.end()) continue;
      ++reaching;
      if (it->token == 0) continue;  // the game ended here
      const auto [slot, added] = at.try_emplace(it->token, rows.size());
      if (added) rows.push_back({it->token});
      Row &row = rows[slot->second];
      ++row.games;
      row.white += game.result == WhiteWon;
      row.drawn += game.result == Drawn;
      row.black += game.result == BlackWon;
    }
    // Most played first; equal counts by their turn, letters before case
    // (d4 before Nf3), so the order is total.
    auto lower = [](const std::string &s) {
      std::string out = s;
      for (char &c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
      return out;
    };
    std::sort(rows.begin(), rows.end(), [&](const Row &a, const Row &b) {
      if (a.games != b.games) return a.games > b.games;
      const std::string x = lower(m_tokens[a.token]), y = lower(m_tokens[b.token]);
      return x != y ? x < y : m_tokens[a.token] < m_tokens[b.token];
    });
  }
  const bool same =
      reaching == m_reaching && rows.size() == m_rows.size() &&
      std::equal(rows.begin(), rows.end(), m_rows.begin(), [](const Row &a, const Row &b) {
        return a.token == b.token && a.games == b.games && a.white == b.white &&
               a.drawn == b.drawn && a.black == b.black;
      });
  if (same) return;
  beginResetModel();
  m_rows = std::move(rows);
  m_reaching = reaching;
  endResetModel();
}

std::optional<sc::Turn> OpeningTree::turn(int row) const {
  if (!m_position || row < 0 || row >= int(m_rows.size())) return std::nullopt;
  sc::Position pos = *m_position;
  return sc::parseTurn(pos, m_tokens[m_rows[std::size_t(row)].token]);
}

int OpeningTree::rowCount(const QModelIndex &parent) const {
  return parent.isValid() ? 0 : int(m_rows.size());
}

int OpeningTree::columnCount(const QModelIndex &parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant OpeningTree::data(const QModelIndex &index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Row &row = m_rows[std::size_t(index.row())];
  const int known = row.white + row.drawn + row.black;
  auto share = [known](int n) { return known ? qreal(n) / known : 0.0; };
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case TurnColumn:
          return QString::fromStdString(m_tokens[row.token]);
        case GamesColumn:
          return tr("%1 (%2%)")
              .arg(row.games)
              .arg(qRound(100.0 * row.games / std::max(1, m_reaching)));
        case ResultsColumn:
          if (!known) return tr("no results");
          return tr("%1% / %2% / %3%")
              .arg(qRound(100 * share(row.white)))
              .arg(qRound(100 * share(row.drawn)))
              .arg(qRound(100 * share(row.black)));
      }
      return {};
    case Qt::ToolTipRole:
      if (index.column() != ResultsColumn) return {};
      return tr("White won %1, drawn %2, Black won %3, unknown %4")
          .arg(row.white)
          .arg(row.drawn)
          .arg(row.black)
          .arg(row.games - known);
    case SharesRole:
      if (index.column() != ResultsColumn || !known) return {};
      return QVariant::fromValue(
          QList<qreal>{share(row.white), share(row.drawn), share(row.black)});
    case Qt::TextAlignmentRole:
      return index.column() == GamesColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                           : QVariant();
  }
  return {};
}

QVariant OpeningTree::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal) return {};
  if (role == Qt::ToolTipRole && section == ResultsColumn)
    return tr("How the games ended: White's wins, draws, Black's wins");
  if (role != Qt::DisplayRole) return {};
  switch (section) {
    case TurnColumn:
      return tr("Turn");
    case GamesColumn:
      return tr("Games");
    case ResultsColumn:
      return tr("Results");
  }
  return {};
}
